//! The game service on real databases: whole games, lobbies, checks,
//! restarts, racing clicks, timers after downtime, damaged games. These
//! tests run on SQLite files; `service_pg.rs` runs the same tests on a
//! throwaway PostgreSQL server. This file is the harness (databases,
//! people, playing turns); each use case has a file of its own: `feed`, `games`,
//! `lobbies`, `seats`, `timers`, `undo`, `processes` and `tournaments`.

use carcassonne_bot::engine::Figure;
use std::path::PathBuf;
use std::sync::Arc;

use carcassonne_bot::engine::{Move, Placement, PlayError, Pos, Record, Rotation, replay};
use carcassonne_bot::game::{
    Action, Clock, GameOptions, LimitChanges, Location, ManualClock, Notice, OptionsPatch, Service,
    ServiceError, TimeoutAction, TurnStep, User, View, ViewState, plain,
};
use carcassonne_bot::i18n::Lang;
use carcassonne_bot::store::Store;

#[path = "../support/pg.rs"]
#[allow(dead_code)]
mod pg;

const GUILD: i64 = 1;

/// Whether these tests run on PostgreSQL (included by `service_pg.rs`).
fn on_postgres() -> bool {
    module_path!().starts_with("service_pg")
}

/// A database of a test's own: a SQLite file in a temporary folder, or a
/// new database on the test process's PostgreSQL server.
struct TempDb(PathBuf, Option<String>);

impl TempDb {
    /// `None` (said, and the test skipped) where PostgreSQL cannot run.
    fn new(name: &str) -> Option<TempDb> {
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-{name}-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let pg = if on_postgres() {
            Some(pg::required()?.database(name))
        } else {
            None
        };
        Some(TempDb(dir, pg))
    }

    fn url(&self) -> String {
        match &self.1 {
            Some(url) => url.clone(),
            None => format!("sqlite://{}/nested/games.db", self.0.display()),
        }
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn alice() -> User {
    User::new(100, "Alice")
}
fn bob() -> User {
    User::new(200, "Bob")
}
fn cleo() -> User {
    User::new(300, "Cleo")
}

fn users() -> Vec<User> {
    vec![alice(), bob(), cleo()]
}

fn user(id: i64) -> User {
    users().into_iter().find(|u| u.id == id).unwrap()
}

async fn service(db: &TempDb, clock: &Arc<ManualClock>) -> Service {
    let store = Store::open(&db.url()).await.unwrap();
    Service::with_clock(store, clock.clone())
}

/// An hour per turn, a reminder after half an hour, skipped when late.
fn hourly() -> GameOptions {
    GameOptions {
        turn_limit: Some(3600),
        reminder_after: Some(1800),
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    }
}

/// A lobby with Alice hosting and the others joined, started.
async fn started(
    svc: &Service,
    channel: impl Into<Location>,
    players: &[User],
    options: GameOptions,
    seed: u64,
) -> View {
    let view = svc
        .create_seeded(GUILD, channel, &players[0], options, seed)
        .await
        .unwrap();
    for p in &players[1..] {
        svc.join(view.game_id, p).await.unwrap();
    }
    svc.start(view.game_id, &players[0]).await.unwrap()
}

/// Plays one turn the way a person clicks: preview, confirm, then a follower
/// on the first spot every other turn. Returns the new view.
async fn play_turn(svc: &Service, view: &View) -> View {
    let ViewState::Turn(t) = &view.state else {
        panic!("not a turn: {:?}", view.state)
    };
    let me = user(t.user_id);
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!("expected the tile step")
    };
    let pick = &candidates[(t.move_no as usize * 7) % candidates.len()];
    let placement = Placement {
        pos: pick.pos,
        rot: pick.rotations[t.move_no as usize % pick.rotations.len()],
    };
    let preview = svc
        .preview(view.game_id, &me, t.key, placement)
        .await
        .unwrap();
    assert!(preview.actions().contains(&Action::ConfirmTile));
    let confirmed = svc
        .confirm_tile(view.game_id, &me, t.key, placement)
        .await
        .unwrap();
    let ViewState::Turn(t2) = &confirmed.state else {
        panic!()
    };
    let TurnStep::PlaceFollower { spots, .. } = &t2.step else {
        panic!("expected the follower step")
    };
    let letter = if t.move_no % 2 == 0 {
        spots.first().map(|s| s.0)
    } else {
        None
    };
    svc.place_follower(view.game_id, &me, t.key, letter, Figure::Follower)
        .await
        .unwrap()
}

/// The first fitting placement of the turn in `view` (at the tile step).
fn first_placement(view: &View) -> (&carcassonne_bot::game::TurnView, Placement) {
    let ViewState::Turn(t) = &view.state else {
        panic!("not a turn: {:?}", view.state)
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!("expected the tile step")
    };
    let placement = Placement {
        pos: candidates[0].pos,
        rot: candidates[0].rotations[0],
    };
    (t, placement)
}

async fn play_to_end(svc: &Service, mut view: View) -> View {
    while let ViewState::Turn(_) = view.state {
        view = play_turn(svc, &view).await;
    }
    view
}

/// A future dropped after `left` polls, as an aborted task, a timeout or a
/// killed simulated process drops it: `None` if it was cut short.
struct Cut<F> {
    inner: std::pin::Pin<Box<F>>,
    left: u32,
}

impl<F: std::future::Future> std::future::Future for Cut<F> {
    type Output = Option<F::Output>;

    fn poll(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Self::Output> {
        if self.left == 0 {
            return std::task::Poll::Ready(None);
        }
        self.left -= 1;
        self.inner.as_mut().poll(cx).map(Some)
    }
}

/// The same game: board, followers, scores, history and what comes next.
fn assert_same_game(a: &View, b: &View) {
    let (ga, gb) = (a.game.as_ref().unwrap(), b.game.as_ref().unwrap());
    assert_eq!(ga.history(), gb.history());
    assert_eq!(ga.board().tiles(), gb.board().tiles());
    assert_eq!(ga.followers(), gb.followers());
    assert_eq!(ga.scores(), gb.scores());
    assert_eq!(ga.phase(), gb.phase());
    assert_eq!(ga.current_tile(), gb.current_tile());
    assert_eq!(ga.tiles_left(), gb.tiles_left());
    assert_eq!(format!("{:?}", a.state), format!("{:?}", b.state));
}

fn turn_of(view: &View) -> &carcassonne_bot::game::TurnView {
    match &view.state {
        ViewState::Turn(t) => t,
        s => panic!("not a turn: {s:?}"),
    }
}

/// Plays a turn; returns the new view and who played it.
async fn played(svc: &Service, view: &View) -> (View, User) {
    let ViewState::Turn(t) = &view.state else {
        panic!("not a turn: {:?}", view.state)
    };
    let who = user(t.user_id);
    (play_turn(svc, view).await, who)
}

/// Plays the game on: people by clicks, computer players (and stand-ins)
/// by their own turns, until it ends.
async fn play_out(svc: &Service, mut view: View) -> View {
    while let ViewState::Turn(t) = &view.state {
        view = if t.computer.is_some() {
            svc.computer_turn(view.game_id, t.move_no)
                .await
                .unwrap()
                .expect("the computer's turn")
        } else {
            play_turn(svc, &view).await
        };
    }
    view
}

mod deciding;
mod feed;
mod games;
mod lobbies;
mod processes;
mod seats;
mod timers;
mod tournaments;
mod undo;
