//! The game service on real databases: whole games, lobbies, checks,
//! restarts, racing clicks, timers after downtime, damaged games. This file
//! runs on SQLite files; `service_pg.rs` runs the same tests on a
//! throwaway PostgreSQL server.

use carcassonne_bot::engine::Figure;
use std::path::PathBuf;
use std::sync::Arc;

use carcassonne_bot::engine::{Move, Placement, PlayError, Pos, Record, Rotation, replay};
use carcassonne_bot::game::{
    Action, Clock, GameOptions, LimitChanges, ManualClock, Notice, OptionsPatch, Service,
    ServiceError, Spot, TimeoutAction, TurnStep, User, View, ViewState, plain,
};
use carcassonne_bot::i18n::Lang;
use carcassonne_bot::store::Store;

#[path = "support/pg.rs"]
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
    channel: impl Into<Spot>,
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

#[tokio::test]
async fn migrations_build_an_empty_database_and_run_again() {
    let Some(db) = TempDb::new("migrate") else {
        return;
    };
    let store = Store::open(&db.url()).await.unwrap();
    let tables = if on_postgres() {
        "SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE '\\_%' ORDER BY table_name"
    } else {
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name"
    };
    let tables: Vec<String> = sqlx::query_scalar(tables)
        .fetch_all(store.pool())
        .await
        .unwrap();
    assert_eq!(
        tables,
        vec![
            "asks",
            "effects",
            "games",
            "guild_limits",
            "guild_seasons",
            "guild_settings",
            "leases",
            "moves",
            "players",
            "replays",
            "season_announcements",
            "season_players",
            "seats",
            "threads_opened",
            "tournament_entrants",
            "tournament_games",
            "tournament_posts",
            "tournaments",
            "turn_notices",
            "undo_votes",
            "undone"
        ]
    );
    // `migrate-db` copies every table but the claims of running processes.
    let mut known: Vec<&str> = carcassonne_bot::store::copied_tables()
        .into_iter()
        .chain(carcassonne_bot::store::NOT_COPIED.iter().copied())
        .collect();
    known.sort();
    assert_eq!(tables, known);
    if on_postgres() {
        store.close().await;
        Store::open(&db.url()).await.unwrap().close().await;
        return;
    }
    let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(journal, "wal");
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(fk, 1);
    // NORMAL: WAL commits without a sync each (safe from corruption).
    let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(sync, 1);
    store.close().await;
    Store::open(&db.url()).await.unwrap().close().await;
}

#[tokio::test]
async fn a_whole_game_through_the_service() {
    let Some(db) = TempDb::new("whole") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 10, &users(), GameOptions::default(), 42).await;
    assert!(view.news[0].starts_with("The game begins!"));
    let end = play_to_end(&svc, view).await;
    let ViewState::Finished { standings } = &end.state else {
        panic!("{:?}", end.state)
    };
    assert_eq!(standings.len(), 3);
    assert_eq!(standings[0].rank, 1);
    assert!(end.news.iter().any(|n| n == "The game is over."));
    assert_eq!(end.rating_changes.len(), 3, "everyone's rating moved");
    let winner_change = end
        .rating_changes
        .iter()
        .find(|c| c.0 == standings[0].user_id)
        .unwrap();
    assert!(winner_change.2 > winner_change.1);
    assert_eq!(end.actions(), vec![Action::Export, Action::Replay]);
    // The exported record replays to the same scores.
    let record = Record::parse(&svc.export(end.game_id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    let by_seat: Vec<u32> = game.scores().to_vec();
    for s in standings {
        assert_eq!(by_seat[usize::from(s.seat)], s.score);
    }
    // Stats and ratings for everyone; the winner's rating is the best.
    let board = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!(board.total, 3);
    assert_eq!(board.entries[0].0, 1);
    let winner = svc
        .stats(GUILD, standings[0].user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (winner.games, winner.wins, winner.best_score),
        (1, 1, i64::from(standings[0].score))
    );
    assert_eq!(board.entries[0].1.user_id, standings[0].user_id);
    let last = svc
        .stats(GUILD, standings[2].user_id)
        .await
        .unwrap()
        .unwrap();
    assert!(last.rating < winner.rating);
    // The channel is free again.
    assert_eq!(svc.game_in_channel(10).await.unwrap(), None);
}

#[tokio::test]
async fn lobby_rules() {
    let Some(db) = TempDb::new("lobby") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        seats: 2,
        ..GameOptions::default()
    };
    let lobby = svc.create(GUILD, 20, &alice(), options).await.unwrap();
    let id = lobby.game_id;
    assert!(matches!(lobby.state, ViewState::Lobby { can_start: false }));
    let busy = svc.create(GUILD, 20, &bob(), options).await.unwrap_err();
    assert!(matches!(busy, ServiceError::ChannelBusy(g) if g == id));
    assert!(busy.to_string().contains(&format!("#{id}")));
    assert!(matches!(
        svc.start(id, &alice()).await,
        Err(ServiceError::TooFewPlayers)
    ));
    assert!(matches!(
        svc.leave(id, &alice()).await,
        Err(ServiceError::HostCannotLeave)
    ));
    assert!(matches!(
        svc.leave(id, &bob()).await,
        Err(ServiceError::NotInGame)
    ));
    svc.join(id, &bob()).await.unwrap();
    assert!(matches!(
        svc.join(id, &bob()).await,
        Err(ServiceError::AlreadyJoined)
    ));
    assert!(matches!(
        svc.join(id, &cleo()).await,
        Err(ServiceError::LobbyFull(2))
    ));
    svc.leave(id, &bob()).await.unwrap();
    svc.join(id, &cleo()).await.unwrap();
    assert!(matches!(
        svc.start(id, &cleo()).await,
        Err(ServiceError::NotHost)
    ));
    let bad = OptionsPatch {
        seats: Some(7),
        ..OptionsPatch::default()
    };
    assert!(matches!(
        svc.set_options(id, &alice(), &bad).await,
        Err(ServiceError::BadSeats(7))
    ));
    assert!(matches!(
        svc.cancel(id, &cleo(), false).await,
        Err(ServiceError::NotAllowedToCancel)
    ));
    let cancelled = svc.cancel(id, &cleo(), true).await.unwrap();
    assert!(matches!(cancelled.state, ViewState::Cancelled));
    assert!(matches!(
        svc.join(id, &bob()).await,
        Err(ServiceError::NotInLobby)
    ));
    // Once the lobby is over, its options stay as they are.
    assert!(matches!(
        svc.set_options(id, &alice(), &OptionsPatch::default())
            .await,
        Err(ServiceError::OptionsFixed)
    ));
    assert!(matches!(
        svc.view(999).await,
        Err(ServiceError::UnknownGame)
    ));
    // The channel can host a new game now.
    svc.create(GUILD, 20, &bob(), options).await.unwrap();
}

#[tokio::test]
async fn every_action_is_checked_and_changes_nothing_when_refused() {
    let Some(db) = TempDb::new("checks") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 30, &[alice(), bob()], GameOptions::default(), 7).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let me = user(t.user_id);
    let other = if me.id == alice().id { bob() } else { alice() };
    let before = svc.export(id).await.unwrap();
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!()
    };
    let good = Placement {
        pos: candidates[0].pos,
        rot: candidates[0].rotations[0],
    };
    let err = svc
        .confirm_tile(id, &other, t.move_no, good)
        .await
        .unwrap_err();
    assert_eq!(plain(&err.to_string()), format!("It's {}'s turn.", me.name));
    assert!(matches!(
        svc.confirm_tile(id, &me, t.move_no + 1, good).await,
        Err(ServiceError::TurnOver)
    ));
    assert!(matches!(
        svc.confirm_tile(id, &cleo(), t.move_no, good).await,
        Err(ServiceError::NotInGame)
    ));
    assert!(matches!(
        svc.place_follower(id, &me, t.move_no, None, Figure::Follower)
            .await,
        Err(ServiceError::Illegal(PlayError::TileNotPlaced))
    ));
    let nowhere = Placement {
        pos: Pos::new(9, 9),
        rot: Rotation::default(),
    };
    let err = svc
        .confirm_tile(id, &me, t.move_no, nowhere)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("touches none"), "{err}");
    assert!(matches!(
        svc.join(id, &cleo()).await,
        Err(ServiceError::NotInLobby)
    ));
    assert_eq!(svc.export(id).await.unwrap(), before, "nothing changed");
    // Confirm, then the follower step refuses a spot that does not exist.
    svc.confirm_tile(id, &me, t.move_no, good).await.unwrap();
    assert!(matches!(
        svc.confirm_tile(id, &me, t.move_no, good).await,
        Err(ServiceError::Illegal(PlayError::TileAlreadyPlaced))
    ));
    assert!(matches!(
        svc.place_follower(id, &me, t.move_no, Some('Z'), Figure::Follower)
            .await,
        Err(ServiceError::NoSuchSpot('Z'))
    ));
    let done = svc
        .place_follower(id, &me, t.move_no, None, Figure::Follower)
        .await
        .unwrap();
    // The old buttons now name an old turn.
    assert!(matches!(
        svc.place_follower(id, &me, t.move_no, None, Figure::Follower)
            .await,
        Err(ServiceError::TurnOver)
    ));
    let ViewState::Turn(t2) = &done.state else {
        panic!()
    };
    assert_eq!(t2.move_no, t.move_no + 1);
    assert_eq!(t2.user_id, other.id);
}

#[tokio::test]
async fn a_restart_in_the_middle_changes_nothing() {
    let Some(db) = TempDb::new("restart") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    // Uninterrupted.
    let svc = service(&db, &clock).await;
    let a = started(&svc, 40, &users(), GameOptions::default(), 77).await;
    let a_end = play_to_end(&svc, a).await;
    let expected = svc.export(a_end.game_id).await.unwrap();
    // Interrupted: the pool is closed and the file reopened every few turns,
    // once between confirming a tile and choosing the follower.
    let b = started(&svc, 41, &users(), GameOptions::default(), 77).await;
    let id = b.game_id;
    svc.store().close().await;
    let mut svc = service(&db, &clock).await;
    let mut view = svc.view(id).await.unwrap();
    let mut turns = 0;
    while let ViewState::Turn(t) = &view.state {
        if turns == 20 {
            // Confirm the tile, then restart before the follower.
            let TurnStep::PlaceTile { candidates, .. } = &t.step else {
                panic!()
            };
            let pick = &candidates[(t.move_no as usize * 7) % candidates.len()];
            let placement = Placement {
                pos: pick.pos,
                rot: pick.rotations[t.move_no as usize % pick.rotations.len()],
            };
            let me = user(t.user_id);
            svc.confirm_tile(id, &me, t.move_no, placement)
                .await
                .unwrap();
            svc.store().close().await;
            svc = service(&db, &clock).await;
            let resumed = svc.view(id).await.unwrap();
            let ViewState::Turn(t2) = &resumed.state else {
                panic!()
            };
            assert!(
                matches!(t2.step, TurnStep::PlaceFollower { .. }),
                "the confirmed tile survived"
            );
            let letter = if t.move_no % 2 == 0 {
                let TurnStep::PlaceFollower { spots, .. } = &t2.step else {
                    panic!()
                };
                spots.first().map(|s| s.0)
            } else {
                None
            };
            view = svc
                .place_follower(id, &me, t.move_no, letter, Figure::Follower)
                .await
                .unwrap();
        } else {
            view = play_turn(&svc, &view).await;
        }
        turns += 1;
        if turns % 9 == 0 {
            svc.store().close().await;
            svc = service(&db, &clock).await;
            view = svc.view(id).await.unwrap();
        }
    }
    assert_eq!(
        svc.export(id).await.unwrap(),
        expected,
        "same game, same result"
    );
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

/// Sessions of this database idle inside a transaction (a connection
/// handed back to the pool inside one), asked on a connection of its own.
async fn open_transactions(db: &TempDb) -> i64 {
    use sqlx::Connection;
    let mut own = sqlx::AnyConnection::connect(&db.url()).await.unwrap();
    let n = sqlx::query_scalar(
        "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()
           AND state LIKE 'idle in transaction%'",
    )
    .fetch_one(&mut own)
    .await
    .unwrap();
    own.close().await.unwrap();
    n
}

/// An action cut short at any await point leaves no transaction open: on
/// PostgreSQL, sqlx 0.9 hands a connection back to the pool inside the
/// transaction whose `BEGIN` was in flight when its future was dropped
/// (transact-rs/sqlx#4393), and every later statement on it runs inside
/// that transaction and holds its locks for good (the simulation's killed
/// processes found it: a lease row held so, a claim waited forever).
#[tokio::test]
async fn an_action_cut_short_leaves_no_transaction_open() {
    let Some(db) = TempDb::new("cut") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let svc = service(&db, &clock).await;
    for left in 0..40_u32 {
        let s = svc.clone();
        let channel = 600 + i64::from(left);
        let create = async move {
            // A server each: a server keeps few lobbies open.
            let v = s
                .create_seeded(channel, channel, &alice(), GameOptions::default(), 7)
                .await?;
            s.join(v.game_id, &bob()).await
        };
        let _ = Cut {
            inner: Box::pin(create),
            left,
        }
        .await;
        // The dropped connection goes back to the pool on a task of its own.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        if on_postgres() {
            assert_eq!(open_transactions(&db).await, 0, "cut after {left} polls");
        }
    }
    // Every game made is whole, and the store goes on working.
    let v = started(&svc, 700, &users(), GameOptions::default(), 7).await;
    play_to_end(&svc, v).await;
    svc.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_clicks_apply_exactly_once() {
    let Some(db) = TempDb::new("race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(9_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 50, &[alice(), bob()], GameOptions::default(), 5).await;
    for _ in 0..6 {
        let ViewState::Turn(t) = &view.state else {
            panic!()
        };
        let me = user(t.user_id);
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!()
        };
        let p1 = Placement {
            pos: candidates[0].pos,
            rot: candidates[0].rotations[0],
        };
        let p2 = Placement {
            pos: candidates[candidates.len() - 1].pos,
            rot: candidates[candidates.len() - 1].rotations[0],
        };
        // Two confirms at once (a double click, or two devices), on two
        // worker threads.
        let (id, no) = (view.game_id, t.move_no);
        let (s1, s2, m1, m2) = (svc.clone(), svc.clone(), me.clone(), me.clone());
        let a = tokio::spawn(async move { s1.confirm_tile(id, &m1, no, p1).await });
        let b = tokio::spawn(async move { s2.confirm_tile(id, &m2, no, p2).await });
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        assert_eq!(
            usize::from(a.is_ok()) + usize::from(b.is_ok()),
            1,
            "exactly one confirm wins: {:?} / {:?}",
            a.as_ref().err(),
            b.as_ref().err()
        );
        let loser = a.err().or(b.err()).unwrap();
        assert!(
            matches!(
                loser,
                ServiceError::TurnOver | ServiceError::Illegal(PlayError::TileAlreadyPlaced)
            ),
            "{loser}"
        );
        // Two follower clicks at once.
        let (s1, s2, m1, m2) = (svc.clone(), svc.clone(), me.clone(), me.clone());
        let a =
            tokio::spawn(
                async move { s1.place_follower(id, &m1, no, None, Figure::Follower).await },
            );
        let b =
            tokio::spawn(
                async move { s2.place_follower(id, &m2, no, None, Figure::Follower).await },
            );
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        assert_eq!(usize::from(a.is_ok()) + usize::from(b.is_ok()), 1);
        let loser = a.as_ref().err().or(b.as_ref().err());
        assert!(matches!(loser, Some(ServiceError::TurnOver)), "{loser:?}");
        view = a.or(b).unwrap();
    }
    let record = Record::parse(&svc.export(view.game_id).await.unwrap()).unwrap();
    assert!(record.turns.iter().filter(|t| t.tile.is_some()).count() >= 6);
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE game_id = $1")
        .bind(view.game_id)
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(moves, 6, "six turns, six stored moves");
}

#[tokio::test]
async fn deadlines_that_pass_while_the_bot_is_down_fire_once() {
    let Some(db) = TempDb::new("timers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(100_000));
    let svc = service(&db, &clock).await;
    let options = hourly();
    let view = started(&svc, 60, &[alice(), bob()], options, 11).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let first = t.user_id;
    assert_eq!(t.deadline_at, Some(100_000 + 3600));
    assert!(svc.tick().await.unwrap().is_empty(), "nothing due yet");
    // The reminder comes once.
    clock.advance(1900);
    let n = svc.tick().await.unwrap();
    assert!(matches!(&n[..], [Notice::Reminder { user_id, .. }] if *user_id == first));
    assert!(svc.tick().await.unwrap().is_empty());
    // The bot goes down; the deadline passes; the bot comes back.
    svc.store().close().await;
    clock.advance(5 * 3600);
    let svc = service(&db, &clock).await;
    let n = svc.tick().await.unwrap();
    let [
        Notice::TimedOut {
            view,
            user_id,
            forfeited: false,
        },
    ] = &n[..]
    else {
        panic!("{n:?}")
    };
    assert_eq!(*user_id, first);
    assert!(view.news[0].contains("ran out of time"), "{:?}", view.news);
    let ViewState::Turn(t2) = &view.state else {
        panic!()
    };
    assert_ne!(t2.user_id, first, "the next player is up");
    assert_eq!(t2.deadline_at, Some(clock.now() + 3600));
    // Fired once: the next tick finds nothing (the new turn has a fresh deadline).
    assert!(svc.tick().await.unwrap().is_empty());
    let record = svc.export(view.game_id).await.unwrap();
    assert!(record.contains("\"skip\": true"));
}

#[tokio::test]
async fn missing_turns_in_a_row_forfeits_and_the_game_ends() {
    let Some(db) = TempDb::new("forfeit") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        turn_limit: Some(600),
        reminder_after: None,
        timeout: TimeoutAction::Forfeit { after: 2 },
        ..GameOptions::default()
    };
    let mut view = started(&svc, 70, &[alice(), bob()], options, 3).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let sleeper = t.user_id;
    let mut forfeited = false;
    for _ in 0..4 {
        let ViewState::Turn(t) = &view.state else {
            break;
        };
        if t.user_id == sleeper {
            clock.advance(700);
            let n = svc.tick().await.unwrap();
            let Notice::TimedOut {
                view: v,
                forfeited: f,
                ..
            } = &n[0]
            else {
                panic!()
            };
            forfeited = *f;
            view = v.clone();
        } else {
            view = play_turn(&svc, &view).await;
        }
    }
    assert!(forfeited, "the second missed turn forfeits");
    let ViewState::Finished { standings } = &view.state else {
        panic!("{:?}", view.state)
    };
    assert_eq!(standings.last().unwrap().user_id, sleeper);
    assert!(standings.last().unwrap().resigned);
    let stats = svc.stats(GUILD, sleeper).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.wins), (1, 0));
}

#[tokio::test]
async fn a_resignation_ends_a_two_player_game() {
    let Some(db) = TempDb::new("resign") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(2_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 80, &[alice(), bob()], GameOptions::default(), 13).await;
    let view = play_turn(&svc, &view).await;
    let end = svc.resign(view.game_id, &bob()).await.unwrap();
    assert!(plain(&end.news[0]).contains("Bob left the game."));
    let ViewState::Finished { standings } = &end.state else {
        panic!()
    };
    assert_eq!(standings[0].user_id, alice().id);
    assert_eq!(standings[1].user_id, bob().id);
    assert!(matches!(
        svc.resign(view.game_id, &alice()).await,
        Err(ServiceError::GameOver)
    ));
    let record = Record::parse(&svc.export(end.game_id).await.unwrap()).unwrap();
    assert!(replay(&record).unwrap().is_over());
}

#[tokio::test]
async fn a_damaged_game_gives_a_clear_error_and_others_go_on() {
    let Some(db) = TempDb::new("damaged") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(3_000));
    let svc = service(&db, &clock).await;
    let broken = started(&svc, 90, &[alice(), bob()], GameOptions::default(), 21).await;
    let broken = play_turn(&svc, &broken).await;
    let fine = started(&svc, 91, &[alice(), bob()], GameOptions::default(), 22).await;
    sqlx::query("UPDATE moves SET body = '{ \"player\": 0, \"tile\": \"Q\", \"x\": 40, \"y\": 40, \"rot\": 0, \"meeple\": null }' WHERE game_id = $1")
        .bind(broken.game_id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    // The damage is found when the game is next read from storage (this
    // process keeps the game as it stored it: the log is only appended to).
    let svc = service(&db, &clock).await;
    let err = svc.view(broken.game_id).await.unwrap_err();
    assert!(matches!(err, ServiceError::Corrupt(id) if id == broken.game_id));
    assert!(err.to_string().contains("cannot be read"), "{err}");
    assert!(
        !err.to_string().contains("Q"),
        "no internals in what players see"
    );
    // The other game is untouched, and timers still run.
    play_turn(&svc, &fine).await;
    clock.advance(10 * 24 * 3600);
    let notices = svc.tick().await.unwrap();
    assert!(notices.iter().all(|n| match n {
        Notice::Reminder { view, .. }
        | Notice::TimedOut { view, .. }
        | Notice::ComputerMoved { view }
        | Notice::LobbyExpired { view } => view.game_id == fine.game_id,
    }));
    // The host can still cancel the damaged game, freeing the channel.
    let cancelled = svc.cancel(broken.game_id, &alice(), false).await.unwrap();
    assert!(matches!(cancelled.state, ViewState::Cancelled));
    assert_eq!(svc.game_in_channel(90).await.unwrap(), None);
}

#[tokio::test]
async fn play_does_a_whole_turn_and_leaderboard_pages() {
    let Some(db) = TempDb::new("play") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(4_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 95, &[alice(), bob()], GameOptions::default(), 31).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!()
    };
    let mv = Move {
        placement: Placement {
            pos: candidates[0].pos,
            rot: candidates[0].rotations[0],
        },
        meeple: None,
        return_abbot: false,
    };
    let next = svc
        .play(view.game_id, &user(t.user_id), t.move_no, mv)
        .await
        .unwrap();
    let ViewState::Turn(t2) = &next.state else {
        panic!()
    };
    assert_eq!(t2.move_no, 2);
    let empty = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!((empty.total, empty.pages, empty.entries.len()), (0, 1, 0));
}

#[tokio::test]
async fn server_defaults_apply_to_new_games() {
    let Some(db) = TempDb::new("defaults") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let (d, threads) = svc.defaults(GUILD).await.unwrap();
    assert_eq!((d, threads), (GameOptions::default(), false));
    let mine = GameOptions {
        seats: 3,
        turn_limit: Some(7200),
        reminder_after: None,
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    // Without a language of its own, a server's games speak its Discord
    // language (English if the bot does not speak it).
    assert_eq!(svc.default_lang(GUILD, Some("pl")).await.unwrap(), Lang::Pl);
    assert_eq!(svc.default_lang(GUILD, Some("ja")).await.unwrap(), Lang::Ja);
    assert_eq!(
        svc.default_lang(GUILD, Some("sv-SE")).await.unwrap(),
        Lang::En
    );
    let patch = OptionsPatch {
        seats: Some(3),
        turn_hours: Some(2),
        reminder_hours: Some(0),
        forfeit_after: Some(0),
        ..OptionsPatch::default()
    };
    let saved = svc.set_defaults(GUILD, &patch, Some(true)).await.unwrap();
    assert_eq!(saved, (mine, true));
    assert_eq!(svc.defaults(GUILD).await.unwrap(), (mine, true));
    assert_eq!(svc.default_lang(GUILD, Some("fr")).await.unwrap(), Lang::Fr);
    // A new lobby's options: the defaults in the server's language, with
    // what the command asked for over them.
    let asked = OptionsPatch {
        seats: Some(4),
        ..OptionsPatch::default()
    };
    let (new, threads) = svc.lobby_options(GUILD, Some("fr"), &asked).await.unwrap();
    let french = GameOptions {
        seats: 4,
        lang: Lang::Fr,
        ..mine
    };
    assert_eq!((new, threads), (french, true));
    // Chosen, it stays when the other defaults change.
    let in_german = OptionsPatch {
        lang: Some(Lang::De),
        ..OptionsPatch::default()
    };
    svc.set_defaults(GUILD, &in_german, None).await.unwrap();
    svc.set_defaults(GUILD, &OptionsPatch::default(), None)
        .await
        .unwrap();
    assert_eq!(svc.default_lang(GUILD, Some("fr")).await.unwrap(), Lang::De);
    let german = GameOptions {
        lang: Lang::De,
        ..mine
    };
    assert_eq!(svc.defaults(GUILD).await.unwrap(), (german, true));
    // Hours per turn bring their reminder, after half of them.
    let (daily, _) = svc
        .set_defaults(
            GUILD,
            &OptionsPatch {
                turn_hours: Some(24),
                ..OptionsPatch::default()
            },
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        (daily.turn_limit, daily.reminder_after),
        (Some(24 * 3600), Some(12 * 3600))
    );
    let bad = OptionsPatch {
        seats: Some(1),
        ..OptionsPatch::default()
    };
    assert!(matches!(
        svc.set_defaults(GUILD, &bad, None).await,
        Err(ServiceError::BadSeats(1))
    ));
    svc.set_defaults(GUILD, &patch, None).await.unwrap();
    let v = svc.create(GUILD, 123, &alice(), german).await.unwrap();
    assert_eq!(v.options, german);
    assert_eq!(svc.latest_game_in(123).await.unwrap(), Some(v.game_id));
    // The host changes it in the lobby; it is the game's from then on.
    let polish = OptionsPatch {
        lang: Some(Lang::Pl),
        ..OptionsPatch::default()
    };
    svc.set_options(v.game_id, &alice(), &polish).await.unwrap();
    let fresh = service(&db, &clock).await;
    assert_eq!(fresh.view(v.game_id).await.unwrap().options.lang, Lang::Pl);
}

#[tokio::test]
async fn computer_players_join_play_and_stay_off_the_leaderboard() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("computers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        seats: 3,
        ..GameOptions::default()
    };
    let view = svc
        .create_seeded(GUILD, 120, &alice(), options, 31)
        .await
        .unwrap();
    let id = view.game_id;
    // Only the host seats computer players, and not past the seats.
    assert!(matches!(
        svc.add_computer(id, &bob(), Level::Hard).await,
        Err(ServiceError::NotHost)
    ));
    assert!(matches!(
        svc.remove_computer(id, &alice()).await,
        Err(ServiceError::NoComputer)
    ));
    svc.add_computer(id, &alice(), Level::Medium).await.unwrap();
    let v = svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let names: Vec<&str> = v.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Alice", "Computer 1 (medium)", "Computer 2 (easy)"]);
    assert!(matches!(
        svc.add_computer(id, &alice(), Level::Easy).await,
        Err(ServiceError::LobbyFull(3))
    ));
    assert!(matches!(
        svc.join(id, &bob()).await,
        Err(ServiceError::LobbyFull(3))
    ));
    // Removing takes the last one added; Bob takes the seat.
    let v = svc.remove_computer(id, &alice()).await.unwrap();
    assert_eq!(v.seats.len(), 2);
    svc.join(id, &bob()).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    // People play by clicks; the computer's turns are played by the service.
    let mut computer_turns = 0;
    while let ViewState::Turn(t) = &view.state {
        if t.computer.is_some() {
            assert_eq!(t.computer, Some(Level::Medium));
            // Refused to people, and a stale call plays nothing.
            assert!(matches!(
                svc.play(
                    id,
                    &alice(),
                    t.move_no,
                    Move {
                        placement: Placement {
                            pos: Pos::new(0, 1),
                            rot: Rotation::default()
                        },
                        meeple: None,
                        return_abbot: false,
                    }
                )
                .await,
                Err(ServiceError::NotYourTurn(_)) | Err(ServiceError::NotInGame)
            ));
            assert!(
                svc.computer_turn(id, t.move_no + 1)
                    .await
                    .unwrap()
                    .is_none()
            );
            let next = svc.computer_turn(id, t.move_no).await.unwrap().unwrap();
            assert!(
                plain(&next.news[0]).starts_with("Computer 1 (medium) placed tile"),
                "{:?}",
                next.news
            );
            assert!(
                svc.computer_turn(id, t.move_no).await.unwrap().is_none(),
                "played once"
            );
            computer_turns += 1;
            view = next;
        } else {
            view = play_turn(&svc, &view).await;
        }
    }
    assert!(computer_turns >= 20);
    let ViewState::Finished { standings } = &view.state else {
        panic!("{:?}", view.state)
    };
    assert_eq!(standings.len(), 3);
    // Only the people are on the leaderboard, rated between themselves.
    let lb = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    let ids: Vec<i64> = lb.entries.iter().map(|e| e.1.user_id).collect();
    assert_eq!(lb.total, 2, "{ids:?}");
    assert!(ids.iter().all(|&i| i > 0));
    assert_eq!(view.rating_changes.len(), 2);
    // The record replays to the same scores.
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    for st in standings {
        assert_eq!(game.scores()[usize::from(st.seat)], st.score);
    }
}

#[tokio::test]
async fn a_computer_turn_left_waiting_is_played_by_the_timers() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("computer-timers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(60_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 121, &alice(), GameOptions::default(), 5)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    if let ViewState::Turn(t) = &view.state
        && t.computer.is_none()
    {
        view = play_turn(&svc, &view).await;
    }
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    assert!(t.computer.is_some(), "the computer is to move");
    // The bot stopped before playing it: nothing is due yet, then it is.
    assert!(svc.tick().await.unwrap().is_empty());
    clock.advance(carcassonne_bot::game::COMPUTER_PAUSE_SECONDS);
    let notices = svc.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    let Notice::ComputerMoved { view } = &notices[0] else {
        panic!("{:?}", notices[0])
    };
    let ViewState::Turn(next) = &view.state else {
        panic!()
    };
    assert_eq!(next.user_id, alice().id);
    assert!(svc.tick().await.unwrap().is_empty(), "fires once");
}

#[tokio::test]
async fn when_the_last_person_resigns_the_game_ends() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("computer-resign") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(70_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 122, &alice(), GameOptions::default(), 8)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    svc.add_computer(id, &alice(), Level::Medium).await.unwrap();
    svc.start(id, &alice()).await.unwrap();
    let view = svc.resign(id, &alice()).await.unwrap();
    assert!(
        matches!(view.state, ViewState::Finished { .. }),
        "{:?}",
        view.state
    );
    assert!(
        view.news
            .iter()
            .any(|n| n.contains("Only computer players are left")),
        "{:?}",
        view.news
    );
}

#[tokio::test]
async fn a_resignation_keeps_the_confirmed_tile_of_the_player_in_turn() {
    let Some(db) = TempDb::new("resign-pending") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(80_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 131, &alice(), GameOptions::default(), 21)
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &bob()).await.unwrap();
    svc.join(id, &cleo()).await.unwrap();
    let view = svc.start(id, &alice()).await.unwrap();
    let (t, placement) = first_placement(&view);
    let mover = user(t.user_id);
    svc.confirm_tile(id, &mover, t.move_no, placement)
        .await
        .unwrap();
    // A second confirm says what to do next, and changes nothing.
    let again = svc.confirm_tile(id, &mover, t.move_no, placement).await;
    assert!(matches!(
        again,
        Err(ServiceError::Illegal(PlayError::TileAlreadyPlaced))
    ));
    // Someone else leaves meanwhile.
    let leaver = users().into_iter().find(|u| u.id != mover.id).unwrap();
    let after = svc.resign(id, &leaver).await.unwrap();
    let ViewState::Turn(t2) = &after.state else {
        panic!("{:?}", after.state)
    };
    assert_eq!(t2.user_id, mover.id, "the turn goes on");
    assert_eq!(t2.move_no, t.move_no + 1, "the resignation is a move");
    let TurnStep::PlaceFollower {
        placement: kept, ..
    } = &t2.step
    else {
        panic!("the confirmed tile was thrown away: {:?}", t2.step)
    };
    assert_eq!(*kept, placement);
    // It survives a reload, and the turn finishes from there.
    let reloaded = svc.view(id).await.unwrap();
    assert!(matches!(
        &reloaded.state,
        ViewState::Turn(t) if matches!(t.step, TurnStep::PlaceFollower { .. })
    ));
    let done = svc
        .place_follower(id, &mover, t2.move_no, None, Figure::Follower)
        .await
        .unwrap();
    let ViewState::Turn(t3) = &done.state else {
        panic!()
    };
    assert_ne!(t3.user_id, mover.id);
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert_eq!(game.board().len(), 2, "the start tile and the kept tile");
}

#[tokio::test]
async fn every_action_stores_what_discord_must_show_with_it() {
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("outbox") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 141, &alice(), GameOptions::default(), 3)
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &bob()).await.unwrap();
    let view = svc.start(id, &alice()).await.unwrap();
    let view = play_turn(&svc, &view).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let effects: Vec<Effect> = svc
        .store()
        .effects_of(id)
        .await
        .unwrap()
        .into_iter()
        .map(|(body, outcome, _)| {
            assert_eq!(outcome, None, "nothing delivered yet");
            Effect::from_json(&body).unwrap()
        })
        .collect();
    // The lobby; the start (lobby closed, news, first turn); the confirm
    // (the live message shows the follower step); the move (live message
    // closed, perhaps news, next turn).
    assert_eq!(effects[0], Effect::Lobby);
    assert!(matches!(&effects[1], Effect::CloseLive { text } if text.contains("has started")));
    assert!(matches!(&effects[2], Effect::News { .. }));
    // Each turn is followed by its notice (a DM for those who chose one).
    assert_eq!(effects[3..5], Effect::turn(1, false));
    assert_eq!(effects[5], Effect::RefreshLive { move_no: 1 });
    assert!(matches!(&effects[6], Effect::CloseLive { text } if text.contains("placed tile")));
    assert_eq!(effects[effects.len() - 2..], Effect::turn(t.move_no, false));
    // A reminder posts the turn again, closing the old message.
    clock.advance(13 * 3600);
    let notices = svc.tick().await.unwrap();
    assert!(
        matches!(&notices[..], [Notice::Reminder { .. }]),
        "{notices:?}"
    );
    let effects = svc.store().effects_of(id).await.unwrap();
    let last: Vec<Effect> = effects[effects.len() - 3..]
        .iter()
        .map(|e| Effect::from_json(&e.0).unwrap())
        .collect();
    assert!(matches!(&last[0], Effect::CloseLive { .. }));
    assert_eq!(last[1..], Effect::turn(t.move_no, true));
}

#[tokio::test]
async fn each_person_chooses_how_they_are_told_of_their_turns() {
    use carcassonne_bot::game::TurnNotice;
    let Some(db) = TempDb::new("notices") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let ann = alice().id;
    // A mention unless chosen otherwise; per server.
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Mention, false)
    );
    svc.set_turn_notice(GUILD, ann, TurnNotice::Dm)
        .await
        .unwrap();
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Dm, false)
    );
    assert_eq!(
        svc.turn_notice(GUILD + 1, ann).await.unwrap().0,
        TurnNotice::Mention
    );
    // Told once that DMs are closed, and mentioned from then on…
    assert!(svc.note_dm_closed_told(GUILD, ann).await.unwrap());
    assert!(!svc.note_dm_closed_told(GUILD, ann).await.unwrap());
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Mention, true)
    );
    // …until they choose again; and it all outlives a restart.
    svc.set_turn_notice(GUILD, ann, TurnNotice::Quiet)
        .await
        .unwrap();
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Quiet, false)
    );
    // Every way is stored and read back as itself (the column
    // conversion's own test is beside it, in the store).
    for how in TurnNotice::ALL {
        svc.set_turn_notice(GUILD, ann, how).await.unwrap();
        assert_eq!(svc.turn_notice(GUILD, ann).await.unwrap().0, how);
    }
}

#[tokio::test]
async fn a_paused_game_stops_its_clock_and_moves_until_resumed() {
    use carcassonne_bot::game::PauseReason;
    let Some(db) = TempDb::new("paused") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(200_000));
    let svc = service(&db, &clock).await;
    let options = hourly();
    let view = started(&svc, 61, &[alice(), bob()], options, 12).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let (mover, move_no) = (user(t.user_id), t.move_no);
    clock.advance(600);
    assert!(svc.pause(id, PauseReason::Permissions).await.unwrap());
    assert!(
        !svc.pause(id, PauseReason::Permissions).await.unwrap(),
        "once"
    );
    // The host is told once; nobody else.
    assert!(svc.take_pause_notices(bob().id).await.unwrap().is_empty());
    let notices = svc.take_pause_notices(alice().id).await.unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].game_id, id);
    assert!(svc.take_pause_notices(alice().id).await.unwrap().is_empty());
    // No moves, no timers, and no deliveries while paused.
    let err = svc
        .play(
            id,
            &mover,
            move_no,
            Move {
                placement: Placement {
                    pos: Pos { x: 0, y: 1 },
                    rot: Rotation::default(),
                },
                meeple: None,
                return_abbot: false,
            },
        )
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::Paused(g) if g == id), "{err:?}");
    clock.advance(10 * 3600);
    assert!(svc.tick().await.unwrap().is_empty());
    // Its passed deadline wakes nobody (the timers would find nothing).
    assert_eq!(svc.next_timer_at().await.unwrap(), None);
    assert_eq!(svc.next_effect(id).await.unwrap().map(|e| e.0), None);
    // Only the host (or an admin) resumes; the turn has the time it had left.
    assert!(matches!(
        svc.resume(id, &bob(), false).await,
        Err(ServiceError::NotAllowedToResume)
    ));
    svc.resume(id, &alice(), false).await.unwrap();
    assert!(matches!(
        svc.resume(id, &alice(), false).await,
        Err(ServiceError::NotPaused)
    ));
    let ViewState::Turn(t) = svc.view(id).await.unwrap().state else {
        panic!()
    };
    assert_eq!(t.deadline_at, Some(clock.now() + 3600 - 600));
    assert!(svc.tick().await.unwrap().is_empty());
    clock.advance(3000);
    assert!(
        !svc.tick().await.unwrap().is_empty(),
        "the clock runs again"
    );
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

#[tokio::test]
async fn kept_games_never_hide_what_another_process_stored() {
    let Some(db) = TempDb::new("two-processes") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    // Two processes on one database file, each keeping the games it saw.
    let a = service(&db, &clock).await;
    let b = service(&db, &clock).await;
    let view = started(&a, 95, &[alice(), bob()], hourly(), 31).await;
    let id = view.game_id;
    let mut view = play_turn(&a, &view).await;
    let mut turns = 1;
    while let ViewState::Turn(t) = &view.state {
        let (this, other) = if turns % 3 == 0 { (&a, &b) } else { (&b, &a) };
        // What the other process stored is seen here, move for move.
        let seen = this.view(id).await.unwrap();
        assert_same_game(&seen, &view);
        let next = play_turn(this, &seen).await;
        // A click the other process would take for the turn just played
        // is refused there, and changes nothing.
        let stale = other
            .place_follower(id, &user(t.user_id), t.move_no, None, Figure::Follower)
            .await
            .unwrap_err();
        assert!(
            matches!(
                stale,
                ServiceError::TurnOver | ServiceError::GameOver | ServiceError::NotYourTurn(_)
            ),
            "{stale:?}"
        );
        view = next;
        turns += 1;
        if turns % 10 == 0 {
            // A process that starts now (nothing kept) reads the same game.
            let fresh = service(&db, &clock).await.view(id).await.unwrap();
            assert_same_game(&fresh, &view);
        }
    }
    assert!(matches!(view.state, ViewState::Finished { .. }));
    for svc in [&a, &b, &service(&db, &clock).await] {
        assert_same_game(&svc.view(id).await.unwrap(), &view);
    }
}

#[tokio::test]
async fn a_kept_game_follows_confirmed_tiles_resignations_and_timeouts() {
    let Some(db) = TempDb::new("kept") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(7_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 96, &[alice(), bob(), cleo()], hourly(), 41).await;
    let id = view.game_id;
    let mut view = play_turn(&svc, &view).await;
    // A tile confirmed, then a time-out: the kept game has neither.
    let (t, placement) = first_placement(&view);
    svc.confirm_tile(id, &user(t.user_id), t.move_no, placement)
        .await
        .unwrap();
    clock.advance(3601);
    svc.tick().await.unwrap();
    let after_timeout = svc.view(id).await.unwrap();
    let fresh = service(&db, &clock).await;
    assert_same_game(&after_timeout, &fresh.view(id).await.unwrap());
    // A resignation out of turn, then more turns.
    view = svc.resign(id, &cleo()).await.unwrap();
    for _ in 0..4 {
        if let ViewState::Turn(_) = view.state {
            view = play_turn(&svc, &view).await;
        }
    }
    let fresh = service(&db, &clock).await;
    assert_same_game(&svc.view(id).await.unwrap(), &fresh.view(id).await.unwrap());
    assert_same_game(&svc.view(id).await.unwrap(), &view);
}

#[tokio::test]
async fn game_lists_show_running_games_the_longest_waiting_first() {
    let Some(db) = TempDb::new("lists") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(10_000));
    let svc = service(&db, &clock).await;
    // Three running games on this server, started a minute apart, and a
    // lobby; Bob plays in two of them.
    let a = started(&svc, 501, &[alice(), bob()], hourly(), 1).await;
    clock.advance(60);
    let b = started(&svc, 502, &[cleo(), alice()], hourly(), 2).await;
    clock.advance(60);
    let c = started(&svc, 503, &[bob(), cleo()], hourly(), 3).await;
    svc.create_seeded(GUILD, 504, &alice(), hourly(), 4)
        .await
        .unwrap();
    // The first game moves on: it has waited the least now.
    clock.advance(60);
    let a = play_turn(&svc, &a).await;
    let page = svc.running_games(GUILD, 0, 2).await.unwrap();
    assert_eq!((page.total, page.pages, page.page), (3, 2, 0));
    let ids: Vec<i64> = page.entries.iter().map(|e| e.game_id).collect();
    assert_eq!(ids, vec![b.game_id, c.game_id]);
    let e = &page.entries[0];
    assert_eq!(e.channel_id, 502);
    // Players by seat (seats are drawn at the start): seat 0 moves first.
    let mut who: Vec<i64> = e.players.iter().map(|p| p.0).collect();
    assert_eq!(e.to_move.as_ref(), e.players.first());
    who.sort_unstable();
    assert_eq!(who, vec![100, 300]);
    assert_eq!((e.turns_played, e.tiles_left), (0, 70));
    assert_eq!(e.waiting_since, Some(10_060));
    let last = svc.running_games(GUILD, 1, 2).await.unwrap();
    assert_eq!(last.entries.len(), 1);
    assert_eq!(last.entries[0].game_id, a.game_id);
    assert_eq!(last.entries[0].turns_played, 1);
    let to_move = |v: &View| match &v.state {
        ViewState::Turn(t) => t.user_id,
        _ => panic!(),
    };
    assert_eq!(last.entries[0].to_move.as_ref().unwrap().0, to_move(&a));
    // Another server sees none of them.
    assert_eq!(svc.running_games(GUILD + 1, 0, 8).await.unwrap().total, 0);
    // Someone's games: those waiting for them first, each group the longest
    // waiting first.
    for (who, games) in [(200, [&a, &c]), (100, [&a, &b]), (300, [&b, &c])] {
        let mut expected: Vec<&View> = games.to_vec();
        // Longest waiting first: a moved last.
        expected.sort_by_key(|v| (v.game_id == a.game_id, v.game_id));
        expected.sort_by_key(|v| to_move(v) != who);
        let listed: Vec<i64> = svc
            .my_games(GUILD, who)
            .await
            .unwrap()
            .iter()
            .map(|e| e.game_id)
            .collect();
        let expected: Vec<i64> = expected.iter().map(|v| v.game_id).collect();
        assert_eq!(listed, expected, "games of {who}");
    }
    // A finished game leaves the lists.
    svc.cancel(c.game_id, &bob(), false).await.unwrap();
    assert_eq!(svc.running_games(GUILD, 0, 8).await.unwrap().total, 2);
}

#[tokio::test]
async fn the_host_or_an_admin_skips_removes_and_stops_the_clock() {
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("admin") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 601, &[alice(), bob(), cleo()], hourly(), 7).await;
    let id = view.game_id;
    let mover = |v: &View| match &v.state {
        ViewState::Turn(t) => t.user_id,
        _ => panic!("{:?}", v.state),
    };
    let first = mover(&view);
    // Only the host (Alice) or a server admin.
    let not_host = users().into_iter().find(|u| u.id != 100).unwrap();
    assert!(matches!(
        svc.skip_turn(id, &not_host, false).await,
        Err(ServiceError::NotAllowedToManage)
    ));
    assert_eq!(
        mover(&svc.view(id).await.unwrap()),
        first,
        "nothing changed"
    );
    // A skip: the next player moves, the tile is set aside, and it is
    // announced with who did it; it is not a missed turn.
    let skipped = svc.skip_turn(id, &not_host, true).await.unwrap();
    assert_ne!(mover(&skipped), first);
    assert!(skipped.news[0].contains("skipped"), "{:?}", skipped.news);
    assert!(plain(&skipped.news[0]).starts_with(&not_host.name));
    let ViewState::Turn(t) = &skipped.state else {
        panic!()
    };
    assert_eq!(t.move_no, 2);
    // Removing someone who is not playing is refused.
    let stranger = User::new(999, "Zed");
    assert!(matches!(
        svc.remove_player(id, &alice(), false, &stranger).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    // Removing a player: they are skipped from then on.
    let gone = user(mover(&skipped));
    let removed = svc.remove_player(id, &alice(), false, &gone).await.unwrap();
    assert!(plain(&removed.news[0]).contains(&format!("removed {}", gone.name)));
    assert!(
        !removed
            .seats
            .iter()
            .find(|s| s.user_id == gone.id)
            .unwrap()
            .active
    );
    assert_ne!(mover(&removed), gone.id);
    assert!(matches!(
        svc.remove_player(id, &alice(), false, &gone).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    // The clock: stopped, nobody times out however long it stands still;
    // started again, the turn has the time it had left.
    let ViewState::Turn(t) = &removed.state else {
        panic!()
    };
    let deadline = t.deadline_at.unwrap();
    clock.advance(600);
    let stopped = svc.set_clock(id, &alice(), false, false).await.unwrap();
    let ViewState::Turn(t) = &stopped.state else {
        panic!()
    };
    assert!(t.clock_stopped && t.deadline_at.is_none());
    assert!(matches!(
        svc.set_clock(id, &alice(), false, false).await,
        Err(ServiceError::ClockStopped)
    ));
    clock.advance(10 * 24 * 3600);
    assert!(
        svc.tick().await.unwrap().is_empty(),
        "no reminder, no time-out"
    );
    // It all outlives a restart.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    assert!(svc.tick().await.unwrap().is_empty());
    let started_again = svc.set_clock(id, &bob(), true, true).await.unwrap();
    let ViewState::Turn(t) = &started_again.state else {
        panic!()
    };
    assert!(!t.clock_stopped);
    assert_eq!(t.deadline_at, Some(deadline + 10 * 24 * 3600));
    assert!(matches!(
        svc.set_clock(id, &alice(), false, true).await,
        Err(ServiceError::ClockRunning)
    ));
    // The outbox announces each, in order.
    let said: Vec<String> = svc
        .store()
        .effects_of(id)
        .await
        .unwrap()
        .iter()
        .filter_map(|e| match Effect::from_json(&e.0) {
            Some(Effect::News { lines, .. }) => Some(plain(&lines[0])),
            Some(Effect::CloseLive { text }) => Some(plain(&text)),
            _ => None,
        })
        .collect();
    let find = |what: &str| {
        said.iter()
            .position(|s| s.contains(what))
            .unwrap_or(usize::MAX)
    };
    assert!(find("skipped") < find("removed"));
    assert!(find("removed") < find("stopped the clock"));
    assert!(find("stopped the clock") < find("started the clock"));
    assert_ne!(find("started the clock"), usize::MAX, "{said:?}");
    // Admin tools need a running game.
    svc.cancel(id, &alice(), false).await.unwrap();
    assert!(matches!(
        svc.skip_turn(id, &alice(), false).await,
        Err(ServiceError::GameOver)
    ));
}

#[tokio::test]
async fn a_rematch_keeps_the_options_and_the_computer_players() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("rematch") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(70_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        seats: 4,
        ..hourly()
    };
    let lobby = svc
        .create_seeded(GUILD, 701, &alice(), options, 5)
        .await
        .unwrap();
    let id = lobby.game_id;
    svc.join(id, &bob()).await.unwrap();
    svc.add_computer(id, &alice(), Level::Hard).await.unwrap();
    svc.start(id, &alice()).await.unwrap();
    // Not before the end.
    assert!(matches!(
        svc.rematch(id, &bob()).await,
        Err(ServiceError::NotFinished)
    ));
    svc.resign(id, &alice()).await.unwrap();
    svc.resign(id, &bob()).await.unwrap();
    assert!(matches!(
        svc.view(id).await.unwrap().state,
        ViewState::Finished { .. }
    ));
    // Only someone who played.
    assert!(matches!(
        svc.rematch(id, &cleo()).await,
        Err(ServiceError::NotInGame)
    ));
    let again = svc.rematch(id, &bob()).await.unwrap();
    assert_ne!(again.game_id, id);
    assert_eq!(again.channel_id, 701);
    assert_eq!(again.host_id, bob().id);
    assert_eq!(again.options, options);
    let computers: Vec<_> = again.seats.iter().filter_map(|s| s.computer).collect();
    assert_eq!(computers, vec![Level::Hard]);
    assert!(again.seats.iter().any(|s| s.user_id == bob().id));
    assert!(!again.seats.iter().any(|s| s.user_id == alice().id));
    let effects: Vec<Effect> = svc
        .store()
        .effects_of(again.game_id)
        .await
        .unwrap()
        .iter()
        .map(|e| Effect::from_json(&e.0).unwrap())
        .collect();
    assert_eq!(effects[0], Effect::Lobby);
    assert_eq!(
        effects[1],
        Effect::Invite {
            of: id,
            users: vec![alice().id]
        }
    );
    // One lobby at a time in a channel.
    assert!(matches!(
        svc.rematch(id, &alice()).await,
        Err(ServiceError::ChannelBusy(_))
    ));
}

#[tokio::test]
async fn a_lobby_nobody_starts_closes_after_the_servers_time() {
    use carcassonne_bot::game::{EndReason, LOBBY_HOURS};
    let Some(db) = TempDb::new("expiry") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(80_000));
    let svc = service(&db, &clock).await;
    // 48 hours unless the server sets otherwise.
    let lobby = svc
        .create_seeded(GUILD, 801, &alice(), hourly(), 1)
        .await
        .unwrap();
    assert_eq!(
        lobby.lobby_closes_at,
        Some(80_000 + i64::from(LOBBY_HOURS) * 3600)
    );
    svc.join(lobby.game_id, &bob()).await.unwrap();
    clock.advance(47 * 3600);
    assert!(svc.tick().await.unwrap().is_empty());
    // A restart changes nothing.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    clock.advance(3600);
    let notices = svc.tick().await.unwrap();
    assert!(
        matches!(&notices[..], [Notice::LobbyExpired { view }] if view.game_id == lobby.game_id),
        "{notices:?}"
    );
    assert!(matches!(
        svc.view(lobby.game_id).await.unwrap().state,
        ViewState::Cancelled
    ));
    assert_eq!(
        svc.end_reason(lobby.game_id).await.unwrap(),
        Some(EndReason::Expired)
    );
    assert_eq!(
        svc.game_in_channel(801).await.unwrap(),
        None,
        "the channel is free"
    );
    assert!(svc.tick().await.unwrap().is_empty(), "it closes once");
    // A server's own time; a started game never expires as a lobby.
    svc.set_defaults(GUILD, &OptionsPatch::default(), Some(false))
        .await
        .unwrap();
    svc.set_lobby_hours(GUILD, 2).await.unwrap();
    let short = svc
        .create_seeded(GUILD, 802, &alice(), hourly(), 2)
        .await
        .unwrap();
    assert_eq!(short.lobby_closes_at, Some(clock.now() + 2 * 3600));
    let started = started(&svc, 803, &[alice(), bob()], hourly(), 3).await;
    assert_eq!(started.lobby_closes_at, None);
    clock.advance(2 * 3600);
    let notices = svc.tick().await.unwrap();
    assert!(
        notices
            .iter()
            .any(|n| matches!(n, Notice::LobbyExpired { view } if view.game_id == short.game_id))
    );
    assert!(
        !notices
            .iter()
            .any(|n| matches!(n, Notice::LobbyExpired { view } if view.game_id == started.game_id))
    );
    // 0: lobbies stay open.
    svc.set_lobby_hours(GUILD, 0).await.unwrap();
    let open = svc
        .create_seeded(GUILD, 804, &alice(), hourly(), 4)
        .await
        .unwrap();
    assert_eq!(open.lobby_closes_at, None);
}

#[tokio::test]
async fn stats_list_the_last_games_and_a_head_to_head_record() {
    let Some(db) = TempDb::new("h2h") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let mut ended = Vec::new();
    let mut afters = Vec::new();
    for (i, players) in [
        vec![alice(), bob()],
        vec![alice(), cleo()],
        vec![bob(), alice()],
    ]
    .into_iter()
    .enumerate()
    {
        let view = started(&svc, 900 + i as i64, &players, hourly(), 40 + i as u64).await;
        clock.advance(600);
        let end = play_to_end(&svc, view).await;
        let ViewState::Finished { standings } = &end.state else {
            panic!()
        };
        let after = end
            .rating_changes
            .iter()
            .find(|c| c.0 == alice().id)
            .map(|c| c.2);
        afters.push(after.expect("Alice's game is rated"));
        ended.push((end.game_id, clock.now(), standings.clone()));
    }
    // Her rating after each game, the oldest first (the chart of /stats).
    let history = svc.rating_history(GUILD, alice().id).await.unwrap();
    assert_eq!(history.len(), 3);
    for (got, want) in history.iter().zip(&afters) {
        assert!((got.1 - want).abs() < 1e-9, "{history:?} {afters:?}");
    }
    assert!(history.windows(2).all(|w| w[0].0 <= w[1].0), "{history:?}");
    assert!(
        svc.rating_history(GUILD + 1, alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    let rank_of = |standings: &[carcassonne_bot::game::FinalStanding], who: i64| {
        standings.iter().find(|s| s.user_id == who).unwrap().clone()
    };
    // Alice's last games, the latest first, as the final scores said.
    let results = svc.recent_results(GUILD, alice().id, 10).await.unwrap();
    assert_eq!(results.len(), 3);
    for (r, (id, _, standings)) in results.iter().zip(ended.iter().rev()) {
        let mine = rank_of(standings, alice().id);
        assert_eq!(r.game_id, *id);
        assert_eq!(
            (r.rank, r.score),
            (i64::from(mine.rank), i64::from(mine.score))
        );
        assert_eq!(r.players, 2);
    }
    assert_eq!(
        svc.recent_results(GUILD, alice().id, 2)
            .await
            .unwrap()
            .len(),
        2
    );
    assert!(
        svc.recent_results(GUILD + 1, alice().id, 10)
            .await
            .unwrap()
            .is_empty()
    );
    // Alice against Bob: the two games they played together.
    let h = svc.head_to_head(GUILD, alice().id, bob().id).await.unwrap();
    assert_eq!(h.games, 2);
    let (mut ahead, mut behind, mut level) = (0, 0, 0);
    for (_, _, standings) in ended
        .iter()
        .filter(|e| e.2.iter().any(|s| s.user_id == bob().id))
    {
        let (a, b) = (
            rank_of(standings, alice().id).rank,
            rank_of(standings, bob().id).rank,
        );
        match a.cmp(&b) {
            std::cmp::Ordering::Less => ahead += 1,
            std::cmp::Ordering::Greater => behind += 1,
            std::cmp::Ordering::Equal => level += 1,
        }
    }
    assert_eq!((h.ahead, h.behind, h.level), (ahead, behind, level));
    let back = svc.head_to_head(GUILD, bob().id, alice().id).await.unwrap();
    assert_eq!((back.ahead, back.behind), (h.behind, h.ahead));
    assert_eq!(
        svc.head_to_head(GUILD, bob().id, cleo().id)
            .await
            .unwrap()
            .games,
        0
    );
}

#[tokio::test]
async fn the_history_tells_every_move_and_adds_up_to_the_scores() {
    let Some(db) = TempDb::new("history") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(95_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 950, &[alice(), bob(), cleo()], hourly(), 77).await;
    assert_eq!(
        svc.history(view.game_id, 10, Lang::En).await.unwrap(),
        (Vec::new(), 0)
    );
    let mut v = view;
    for _ in 0..4 {
        v = play_turn(&svc, &v).await;
    }
    let (lines, total) = svc.history(v.game_id, 3, Lang::En).await.unwrap();
    assert_eq!(total, 4);
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("**2.** "), "{lines:?}");
    assert!(plain(&lines[2]).contains("placed tile"), "{lines:?}");
    let end = play_to_end(&svc, v).await;
    let ViewState::Finished { standings } = &end.state else {
        panic!()
    };
    assert!(standings.iter().any(|s| s.score > 0));
    let (lines, total) = svc.history(end.game_id, 500, Lang::En).await.unwrap();
    assert_eq!(lines.len(), total + 1, "every entry, then the end");
    assert!(lines.last().unwrap().starts_with("**End.**"));
    // What each line says was scored adds up to the final scores.
    for s in standings {
        let tag = format!("{} +", s.name);
        let sum: u32 = lines
            .iter()
            .map(|l| plain(l))
            .flat_map(|l| {
                l.match_indices(&tag)
                    .map(|(i, _)| {
                        l[i + tag.len()..]
                            .chars()
                            .take_while(|c| c.is_ascii_digit())
                            .collect::<String>()
                            .parse::<u32>()
                            .unwrap()
                    })
                    .collect::<Vec<_>>()
            })
            .sum();
        assert_eq!(sum, s.score, "{}", s.name);
    }
}

#[tokio::test]
async fn a_confirmed_tile_can_be_taken_back_before_the_follower_step() {
    let Some(db) = TempDb::new("takeback") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(99_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 990, &[alice(), bob()], hourly(), 8).await;
    let id = view.game_id;
    let (t, first) = first_placement(&view);
    let (me, move_no) = (user(t.user_id), t.move_no);
    let other = users()
        .into_iter()
        .find(|u| u.id != me.id && u.id != 300)
        .unwrap();
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!()
    };
    let elsewhere = candidates
        .iter()
        .flat_map(|c| c.rotations.iter().map(|&rot| Placement { pos: c.pos, rot }))
        .find(|p| *p != first)
        .expect("a second placement");
    // Nothing to take back before a confirm.
    assert!(matches!(
        svc.take_back(id, &me, move_no).await,
        Err(ServiceError::NothingToTakeBack)
    ));
    svc.confirm_tile(id, &me, move_no, first).await.unwrap();
    // Only the player in turn.
    assert!(matches!(
        svc.take_back(id, &other, move_no).await,
        Err(ServiceError::NotYourTurn(_))
    ));
    // Taken back, after a restart too: the tile step again, same move.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    let back = svc.take_back(id, &me, move_no).await.unwrap();
    let ViewState::Turn(t) = &back.state else {
        panic!()
    };
    assert_eq!(t.move_no, move_no);
    assert!(matches!(t.step, TurnStep::PlaceTile { .. }));
    assert_eq!(svc.view(id).await.unwrap().state, back.state);
    // Confirmed elsewhere, then played out: the record has the new place.
    svc.confirm_tile(id, &me, move_no, elsewhere).await.unwrap();
    svc.place_follower(id, &me, move_no, None, Figure::Follower)
        .await
        .unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    let placed = game.board().tiles().last().unwrap();
    assert_eq!((placed.pos, placed.rot), (elsewhere.pos, elsewhere.rot));
    // A finished step cannot be taken back.
    assert!(matches!(
        svc.take_back(id, &me, move_no).await,
        Err(ServiceError::TurnOver) | Err(ServiceError::NotYourTurn(_))
    ));
}

/// The kinds of the effects stored for a game, oldest first.
async fn effect_kinds(svc: &Service, id: i64) -> Vec<String> {
    let bodies: Vec<String> =
        sqlx::query_scalar("SELECT body FROM effects WHERE game_id = $1 ORDER BY id")
            .bind(id)
            .fetch_all(svc.store().pool())
            .await
            .unwrap();
    bodies
        .iter()
        .map(|b| {
            serde_json::from_str::<serde_json::Value>(b).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// A turn's card shows the last move's news; closing it for a cancel
/// keeps that news above why it closed, so the channel's history still
/// tells every score.
#[tokio::test]
async fn a_cancel_keeps_the_last_moves_news_on_the_closed_card() {
    let Some(db) = TempDb::new("cancel-news") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 1_600, &[alice(), bob()], hourly(), 5).await;
    let id = view.game_id;
    while turn_of(&view).news.is_empty() {
        view = play_turn(&svc, &view).await;
    }
    let news = turn_of(&view).news.clone();
    svc.cancel(id, &alice(), false).await.unwrap();
    let last: String =
        sqlx::query_scalar("SELECT body FROM effects WHERE game_id = $1 ORDER BY id DESC LIMIT 1")
            .bind(id)
            .fetch_one(svc.store().pool())
            .await
            .unwrap();
    let effect: serde_json::Value = serde_json::from_str(&last).unwrap();
    let text = effect["text"].as_str().unwrap_or_default();
    for line in &news {
        assert!(text.contains(line.as_str()), "{line:?} in {effect}");
    }
    assert!(text.contains("cancelled"), "{effect}");
}

fn turn_of(view: &View) -> &carcassonne_bot::game::TurnView {
    match &view.state {
        ViewState::Turn(t) => t,
        s => panic!("not a turn: {s:?}"),
    }
}

#[tokio::test]
async fn an_undo_needs_everyone_else_and_holds_across_a_restart() {
    let Some(db) = TempDb::new("undo") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(200_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 1200, &users(), hourly(), 12).await;
    let id = view.game_id;
    // Nothing to undo before the first move.
    assert!(matches!(
        svc.ask_undo(id, &alice()).await,
        Err(ServiceError::NothingToUndo)
    ));
    for _ in 0..3 {
        view = play_turn(&svc, &view).await;
    }
    let before = svc.view(id).await.unwrap();
    let game = before.game.clone().unwrap();
    let last = *game.board().tiles().last().unwrap();
    let mover = user(turn_of(&svc.view_after(id, 2).await.unwrap()).user_id);
    let others: Vec<User> = users().into_iter().filter(|u| u.id != mover.id).collect();
    // The mover asks; asking twice is refused, and so is their own vote.
    let closes = svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    assert_eq!(
        closes,
        clock.now() + carcassonne_bot::game::UNDO_VOTE_SECONDS
    );
    assert!(matches!(
        svc.ask_undo(id, &others[0]).await,
        Err(ServiceError::UndoVoteOpen)
    ));
    assert!(matches!(
        svc.vote_undo(id, &mover, 3, true).await,
        Err(ServiceError::NotAVoter)
    ));
    // A vote on another vote (another number of moves) is closed.
    assert!(matches!(
        svc.vote_undo(id, &others[0], 2, true).await,
        Err(ServiceError::UndoVoteClosed)
    ));
    // One agrees: nothing is undone yet; the vote shows who did.
    svc.vote_undo(id, &others[0], 3, true).await.unwrap();
    assert_eq!(turn_of(&svc.view(id).await.unwrap()).move_no, 4);
    let vote = svc.undo_vote(id, 3).await.unwrap().unwrap();
    assert_eq!(vote.asked_by, mover.name);
    assert_eq!(vote.undone.len(), 1, "{:?}", vote.undone);
    assert!(vote.voters.iter().any(|v| v.0 == others[0].id && v.2));
    assert!(vote.voters.iter().any(|v| v.0 == others[1].id && !v.2));
    // A restart in the middle of the vote.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    svc.vote_undo(id, &others[1], 3, true).await.unwrap();
    // The mover plays move 3 again, with the same tile; the board is as it
    // was before their move.
    let again = svc.view(id).await.unwrap();
    let t = turn_of(&again);
    assert_eq!((t.user_id, t.move_no), (mover.id, 3));
    assert!(matches!(t.step, TurnStep::PlaceTile { .. }));
    let g = again.game.clone().unwrap();
    assert_eq!(g.current_tile(), Some(last.kind));
    assert_eq!(g.board().len(), game.board().len() - 1);
    assert!(svc.undo_vote(id, 3).await.unwrap().is_none());
    let kinds = effect_kinds(&svc, id).await;
    let tail: Vec<&str> = kinds[kinds.len() - 5..]
        .iter()
        .map(String::as_str)
        .collect();
    assert_eq!(
        tail,
        ["undo_closed", "close_live", "news", "turn", "notify"]
    );
    // A fresh process sees the same game as the one that undid it.
    let fresh = service(&db, &clock).await;
    assert_same_game(&again, &fresh.view(id).await.unwrap());
    // Played on: the record keeps the undone move and replays.
    let mut view = again;
    for _ in 0..4 {
        view = play_turn(&svc, &view).await;
    }
    assert_same_game(&view, &fresh.view(id).await.unwrap());
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.undone.len(), 1);
    assert_eq!(record.undone[0].turns.len(), 1);
    assert_eq!(record.undone[0].after, 2);
    let replayed = replay(&record).unwrap();
    assert_eq!(replayed.history(), view.game.as_ref().unwrap().history());
    // After the end, nothing can be undone.
    let end = play_to_end(&svc, view).await;
    assert!(matches!(end.state, ViewState::Finished { .. }));
    assert!(matches!(
        svc.ask_undo(id, &alice()).await,
        Err(ServiceError::GameOver)
    ));
    assert!(replay(&Record::parse(&svc.export(id).await.unwrap()).unwrap()).is_ok());
}

#[tokio::test]
async fn an_undo_vote_closes_when_refused_out_of_time_or_overtaken() {
    let Some(db) = TempDb::new("undo-vote") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(300_000));
    let svc = service(&db, &clock).await;
    // The same people ask again and again here: no cooldown.
    svc.set_limits(
        GUILD,
        LimitChanges {
            ask_cooldown_minutes: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let players = [alice(), bob()];
    // No turn clock: only the vote's runs out.
    let options = GameOptions {
        turn_limit: None,
        reminder_after: None,
        ..GameOptions::default()
    };
    let view = started(&svc, 1300, &players, options, 13).await;
    let id = view.game_id;
    let first = user(turn_of(&view).user_id);
    let second = players.iter().find(|u| u.id != first.id).unwrap().clone();
    let view = play_turn(&svc, &view).await;
    // Out of time: the timers close it, once.
    svc.ask_undo(id, &first).await.unwrap().unwrap();
    clock.advance(carcassonne_bot::game::UNDO_VOTE_SECONDS - 1);
    svc.tick().await.unwrap();
    assert!(svc.undo_vote(id, 1).await.unwrap().is_some());
    clock.advance(1);
    assert!(svc.next_timer_at().await.unwrap().is_some());
    svc.tick().await.unwrap();
    svc.tick().await.unwrap();
    assert!(svc.undo_vote(id, 1).await.unwrap().is_none());
    assert!(matches!(
        svc.vote_undo(id, &second, 1, true).await,
        Err(ServiceError::UndoVoteClosed)
    ));
    let kinds = effect_kinds(&svc, id).await;
    assert_eq!(kinds.iter().filter(|k| *k == "undo_closed").count(), 1);
    assert_eq!(turn_of(&svc.view(id).await.unwrap()).move_no, 2);
    // Overtaken: the other player moves instead of answering.
    svc.ask_undo(id, &first).await.unwrap().unwrap();
    let view = play_turn(&svc, &view).await;
    assert!(svc.undo_vote(id, 1).await.unwrap().is_none());
    assert!(matches!(
        svc.vote_undo(id, &second, 1, true).await,
        Err(ServiceError::UndoVoteClosed)
    ));
    let kinds = effect_kinds(&svc, id).await;
    assert_eq!(kinds.iter().filter(|k| *k == "undo_closed").count(), 2);
    // Refused: anyone may ask to undo the last move, and its maker says no.
    svc.ask_undo(id, &first).await.unwrap().unwrap();
    svc.vote_undo(id, &second, 2, false).await.unwrap();
    assert!(svc.undo_vote(id, 2).await.unwrap().is_none());
    assert_eq!(turn_of(&svc.view(id).await.unwrap()).move_no, 3);
    // Only players in the game ask.
    assert!(matches!(
        svc.ask_undo(id, &cleo()).await,
        Err(ServiceError::NotInGame)
    ));
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert!(record.undone.is_empty());
    drop(view);
}

/// A game of Alice against an easy computer player in `channel`, started.
async fn alice_against_a_computer(svc: &Service, channel: i64) -> View {
    use carcassonne_bot::ai::Level;
    let view = svc
        .create_seeded(GUILD, channel, &alice(), GameOptions::default(), 14)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    svc.start(id, &alice()).await.unwrap()
}

/// Plays on until the person has moved and the computer has answered.
async fn person_then_computer(svc: &Service, mut view: View) -> View {
    let id = view.game_id;
    let mut person_moved = false;
    loop {
        let t = turn_of(&view).clone();
        if t.computer.is_some() {
            view = svc.computer_turn(id, t.move_no).await.unwrap().unwrap();
            if person_moved {
                return view;
            }
        } else {
            view = play_turn(svc, &view).await;
            person_moved = true;
        }
    }
}

#[tokio::test]
async fn against_computers_an_undo_is_at_once_and_takes_their_moves_too() {
    let Some(db) = TempDb::new("undo-computer") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let view = person_then_computer(&svc, alice_against_a_computer(&svc, 1400).await).await;
    let id = view.game_id;
    let t = turn_of(&view);
    assert_eq!(t.user_id, alice().id);
    let moves = t.move_no - 1;
    assert_eq!(svc.ask_undo(id, &alice()).await.unwrap(), None);
    let back = svc.view(id).await.unwrap();
    let t = turn_of(&back);
    assert_eq!((t.user_id, t.move_no), (alice().id, moves - 1));
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.undone.len(), 1);
    assert_eq!(record.undone[0].turns.len(), 2);
    replay(&record).unwrap();
}

/// A replay kept before an undo is not served after it: the undo and
/// another move make as many moves as before, and another record.
#[tokio::test]
async fn a_replay_after_an_undo_and_another_move_is_drawn_again() {
    let Some(db) = TempDb::new("replay-undo") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let view = person_then_computer(&svc, alice_against_a_computer(&svc, 1401).await).await;
    let id = view.game_id;
    let before = svc.replay_source(id).await.unwrap();
    svc.keep_replay(id, before.turn_key, b"drawn before the undo")
        .await
        .unwrap();
    assert!(svc.replay_source(id).await.unwrap().gif.is_some(), "kept");
    // Back two moves (Alice's and the computer's), then two moves again.
    assert_eq!(svc.ask_undo(id, &alice()).await.unwrap(), None);
    let back = svc.view(id).await.unwrap();
    let again = person_then_computer(&svc, back).await;
    assert_eq!(
        turn_of(&again).move_no,
        turn_of(&view).move_no,
        "as many moves"
    );
    let after = svc.replay_source(id).await.unwrap();
    assert_ne!(after.turn_key, before.turn_key);
    assert_eq!(
        after.gif, None,
        "the replay from before the undo is not served"
    );
}

#[tokio::test]
async fn the_health_line_counts_games_deliveries_and_timers() {
    let Some(db) = TempDb::new("health") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let empty = svc.health().await.unwrap();
    assert_eq!(
        (empty.running, empty.lobbies, empty.pending, empty.due),
        (0, 0, 0, 0)
    );
    svc.create(GUILD, 70, &alice(), GameOptions::default())
        .await
        .unwrap();
    let options = GameOptions {
        turn_limit: Some(3_600),
        ..GameOptions::default()
    };
    started(&svc, 71, &[alice(), bob()], options, 5).await;
    let h = svc.health().await.unwrap();
    assert_eq!((h.running, h.lobbies, h.paused), (1, 1, 0));
    assert!(h.pending > 0, "the lobbies and the turn wait to be posted");
    assert_eq!(h.due, 0);
    clock.advance(3_601);
    assert_eq!(svc.health().await.unwrap().due, 1, "the turn's time is up");
}

/// A server on shard `shard` of `count` (Discord: `(id >> 22) % count`).
fn guild_on(shard: i64, count: i64) -> i64 {
    ((shard + count * 5) << 22) | 77
}

#[tokio::test]
async fn each_process_does_the_work_of_its_own_shards_servers_only() {
    use carcassonne_bot::game::Shards;
    let Some(db) = TempDb::new("shards") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let mut games = Vec::new();
    for (i, shard) in [0, 1, 2, 3].into_iter().enumerate() {
        let view = svc
            .create_seeded(guild_on(shard, 4), 80 + i as i64, &alice(), hourly(), 3)
            .await
            .unwrap();
        svc.join(view.game_id, &bob()).await.unwrap();
        svc.start(view.game_id, &alice()).await.unwrap();
        games.push(view.game_id);
    }
    let halves = [
        svc.clone().with_shards(Shards::new(4, 0, 1).unwrap()),
        svc.clone().with_shards(Shards::new(4, 2, 3).unwrap()),
    ];
    clock.advance(3_601);
    let mut due: Vec<Vec<i64>> = Vec::new();
    for half in &halves {
        due.push(
            half.due_timers()
                .await
                .unwrap()
                .iter()
                .map(|d| d.game_id)
                .collect(),
        );
        let h = half.health().await.unwrap();
        assert_eq!((h.running, h.due), (2, 2), "{}", half.shards());
        let outbox: Vec<i64> = half
            .games_with_effects()
            .await
            .unwrap()
            .iter()
            .map(|g| g.0)
            .collect();
        assert_eq!(outbox.len(), 2);
        assert!(outbox.iter().all(|g| due.last().unwrap().contains(g)));
    }
    assert_eq!(due[0], games[..2]);
    assert_eq!(due[1], games[2..]);
    // Each half fires its own two time-outs, once.
    for (half, mine) in halves.iter().zip([&games[..2], &games[2..]]) {
        let fired: Vec<i64> = half
            .tick()
            .await
            .unwrap()
            .iter()
            .map(|n| match n {
                Notice::TimedOut { view, .. } => view.game_id,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(fired, mine);
    }
    assert!(svc.tick().await.unwrap().is_empty(), "nothing fires twice");
    let Some(next) = halves[0].next_timer_at().await.unwrap() else {
        panic!("the new turns have reminders")
    };
    assert_eq!(next, clock.now() + 1_800);
}

#[tokio::test]
async fn a_claim_keeps_every_other_process_off_a_games_work() {
    use carcassonne_bot::game::Work;
    let Some(db) = TempDb::new("claims") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    // Two processes on one database, both looking after every server (a
    // rolling restart).
    let old = service(&db, &clock).await;
    let new = service(&db, &clock).await;
    assert_ne!(old.owner(), new.owner());
    let view = started(&old, 90, &[alice(), bob()], hourly(), 8).await;
    let id = view.game_id;
    let lease = old.claim(id, Work::Timers).await.unwrap().unwrap();
    let Err(until) = new.claim(id, Work::Timers).await.unwrap() else {
        panic!("claimed twice")
    };
    assert!(until > 0);
    // Other work on the game, and the holder itself, are not kept off.
    let deliveries = new.claim(id, Work::Deliveries).await.unwrap().unwrap();
    let again = old.claim(id, Work::Timers).await.unwrap().unwrap();
    assert_eq!(old.renew_claims().await.unwrap(), 1);
    assert_eq!(new.renew_claims().await.unwrap(), 1);
    // The new process leaves the claimed timer alone; once the old one
    // gives its claim up, the timer fires there, once.
    clock.advance(3_601);
    assert!(new.tick().await.unwrap().is_empty());
    lease.release().await;
    drop(again);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_eq!(old.store().claim_of(id, Work::Timers).await.unwrap(), None);
    let fired = new.tick().await.unwrap();
    assert!(matches!(&fired[..], [Notice::TimedOut { .. }]), "{fired:?}");
    assert!(old.tick().await.unwrap().is_empty());
    assert_eq!(
        new.store().claim_of(id, Work::Timers).await.unwrap(),
        None,
        "given up after firing"
    );
    // A killed process's claim lapses: another process takes it then, and
    // not before (however its name looks: nothing is guessed from it).
    deliveries.release().await;
    let dead = format!(
        "{}:4000001:0000000000000001",
        old.owner().split(':').next().unwrap()
    );
    assert!(matches!(
        old.store()
            .claim(id, Work::Deliveries, &dead, 60_000)
            .await
            .unwrap(),
        carcassonne_bot::store::Claim::Taken { .. }
    ));
    assert!(new.claim(id, Work::Deliveries).await.unwrap().is_err());
    // Its expiry is on the database's clock, not on any process's.
    let db_now: i64 = sqlx::query_scalar(if on_postgres() {
        "SELECT CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)"
    } else {
        "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000.0) AS INTEGER)"
    })
    .fetch_one(old.store().pool())
    .await
    .unwrap();
    let (_, until) = old
        .store()
        .claim_of(id, Work::Deliveries)
        .await
        .unwrap()
        .unwrap();
    assert!((until - db_now - 60_000).abs() < 5_000, "{until} {db_now}");
    old.store()
        .claim(id, Work::Deliveries, &dead, -1)
        .await
        .unwrap();
    let taken = new.claim(id, Work::Deliveries).await.unwrap().unwrap();
    assert_eq!(
        new.store()
            .claim_of(id, Work::Deliveries)
            .await
            .unwrap()
            .map(|c| c.0),
        Some(new.owner().to_string())
    );
    taken.release().await;
}

#[tokio::test]
async fn people_joining_at_once_from_two_processes_never_overfill_a_lobby() {
    let Some(db) = TempDb::new("join_race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let (one, two) = (service(&db, &clock).await, service(&db, &clock).await);
    // Alice opens a lobby a round: no limit on how many.
    one.set_limits(
        GUILD,
        LimitChanges {
            lobbies_per_member: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    for round in 0..4 {
        let options = GameOptions {
            seats: 3,
            ..hourly()
        };
        let view = one
            .create_seeded(GUILD, 700 + round, &alice(), options, 1)
            .await
            .unwrap();
        let id = view.game_id;
        let joins: Vec<_> = (0..8)
            .map(|i| {
                let svc = if i % 2 == 0 { one.clone() } else { two.clone() };
                let who = User::new(1_000 + i, format!("P{i}"));
                tokio::spawn(async move { svc.join(id, &who).await })
            })
            .collect();
        let mut seated = 0;
        for j in joins {
            match j.await.unwrap() {
                Ok(_) => seated += 1,
                Err(ServiceError::LobbyFull(3)) => {}
                Err(e) => panic!("{e:?}"),
            }
        }
        assert_eq!(seated, 2, "round {round}: the host and two more");
        assert_eq!(one.view(id).await.unwrap().seats.len(), 3);
    }
}

#[tokio::test]
async fn two_games_ending_at_once_both_count_in_a_shared_players_rating() {
    let Some(db) = TempDb::new("rating_race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let (one, two) = (service(&db, &clock).await, service(&db, &clock).await);
    // Plays Alice's turn if it is hers, so that her rival is in turn: a
    // player in turn who leaves ends a two-player game at once.
    async fn rival_in_turn(svc: &Service, view: View) {
        if matches!(&view.state, ViewState::Turn(t) if t.user_id == alice().id) {
            play_turn(svc, &view).await;
        }
    }
    // Alice's rating after one win over a newcomer, for comparison.
    let single = started(&one, 800, &[alice(), bob()], hourly(), 2).await;
    let id = single.game_id;
    rival_in_turn(&one, single).await;
    one.resign(id, &bob()).await.unwrap();
    let once = one.stats(GUILD, alice().id).await.unwrap().unwrap();
    assert_eq!((once.games, once.wins), (1, 1));
    for round in 0..4 {
        let guild = GUILD + 10 + round;
        let mut games = Vec::new();
        for (i, rival) in [bob(), cleo()].into_iter().enumerate() {
            let view = one
                .create_seeded(guild, 810 + 10 * round + i as i64, &alice(), hourly(), 3)
                .await
                .unwrap();
            one.join(view.game_id, &rival).await.unwrap();
            let view = one.start(view.game_id, &alice()).await.unwrap();
            let id = view.game_id;
            rival_in_turn(&one, view).await;
            games.push((id, rival));
        }
        // Both rivals leave at the same moment, through two processes: both
        // games end and rate Alice.
        let ends: Vec<_> = games
            .into_iter()
            .zip([one.clone(), two.clone()])
            .map(|((id, rival), svc)| tokio::spawn(async move { svc.resign(id, &rival).await }))
            .collect();
        for e in ends {
            e.await.unwrap().unwrap();
        }
        let a = one.stats(guild, alice().id).await.unwrap().unwrap();
        assert_eq!((a.games, a.wins), (2, 2), "round {round}");
        assert!(
            a.mu > once.mu + 1e-9,
            "round {round}: the second win built on the first ({} after two, {} after one)",
            a.mu,
            once.mu
        );
    }
}

/// Whether `view`'s player would earn a builder's second part by placing
/// the tile in hand at `p`.
fn earns_second_part(view: &View, p: Placement) -> bool {
    let mut g = (**view.game.as_ref().unwrap()).clone();
    g.place_tile(p).is_ok() && g.earns_second_part()
}

/// A whole game with every expansion through the service, as a person
/// clicks: every kind of figure is placed, a builder earns a second tile,
/// an abbot is taken back, goods are taken; the stored game and its record
/// agree.
#[tokio::test]
async fn a_game_with_every_expansion_uses_every_figure() {
    let Some(db) = TempDb::new("expansions") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        expansions: carcassonne_bot::engine::Expansions::ALL,
        ..hourly()
    };
    let mut view = started(&svc, 77, &[alice(), bob()], options, 5).await;
    assert!(view.options.expansions == carcassonne_bot::engine::Expansions::ALL);
    let (mut seconds, mut returns, mut goods) = (0, 0, 0);
    let mut placed = std::collections::BTreeSet::new();
    while let ViewState::Turn(t) = &view.state {
        let me = user(t.user_id);
        let game = view.game.clone().unwrap();
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!("expected the tile step")
        };
        let all: Vec<Placement> = candidates
            .iter()
            .flat_map(|c| c.rotations.iter().map(|&rot| Placement { pos: c.pos, rot }))
            .collect();
        let offers = |p: Placement, f: Figure| {
            game.follower_spots_for(p)
                .unwrap()
                .iter()
                .any(|s| s.figure == f)
        };
        let placement = all
            .iter()
            .copied()
            .find(|&p| earns_second_part(&view, p))
            .or_else(|| {
                [Figure::Builder, Figure::Abbot, Figure::Pig, Figure::Large]
                    .into_iter()
                    .find_map(|f| all.iter().copied().find(|&p| offers(p, f)))
            })
            .unwrap_or(all[t.move_no as usize * 7 % all.len()]);
        let confirmed = svc
            .confirm_tile(view.game_id, &me, t.key, placement)
            .await
            .unwrap();
        let ViewState::Turn(t2) = &confirmed.state else {
            panic!()
        };
        let TurnStep::PlaceFollower { spots, abbot, .. } = &t2.step else {
            panic!("expected the follower step")
        };
        let mine = |f: Figure| spots.iter().find(|(_, s)| s.figure == f);
        view = if abbot.is_some() && mine(Figure::Abbot).is_none() {
            svc.return_abbot(view.game_id, &me, t.move_no)
                .await
                .unwrap()
        } else {
            let choice = [Figure::Builder, Figure::Abbot, Figure::Pig, Figure::Large]
                .into_iter()
                .find_map(mine)
                .or_else(|| spots.first().filter(|_| t.move_no % 2 == 0));
            if let Some((_, s)) = choice {
                placed.insert(s.figure);
            }
            let (letter, figure) =
                choice.map_or((None, Figure::Follower), |(l, s)| (Some(*l), s.figure));
            svc.place_follower(view.game_id, &me, t.move_no, letter, figure)
                .await
                .unwrap()
        };
        for line in &view.news {
            seconds += usize::from(line.contains("plays a second tile"));
            returns += usize::from(line.contains("abbot taken back"));
            goods += usize::from(line.contains("took the completed city's goods"));
        }
    }
    assert!(matches!(view.state, ViewState::Finished { .. }));
    assert_eq!(placed.len(), 5, "{placed:?}");
    assert!(
        seconds > 0 && returns > 0 && goods > 0,
        "{seconds} {returns} {goods}"
    );
    let text = svc.export(view.game_id).await.unwrap();
    assert!(text.contains(
        "\"expansions\": [\"river\", \"abbot\", \"inns_cathedrals\", \"traders_builders\"]"
    ));
    let game = replay(&Record::parse(&text).unwrap()).unwrap();
    let final_view = svc.view(view.game_id).await.unwrap();
    let scores: Vec<u32> = final_view.seats.iter().map(|s| s.score).collect();
    let mut replayed = game.scores().to_vec();
    let mut stored = scores.clone();
    replayed.sort();
    stored.sort();
    assert_eq!(stored, replayed);
    svc.store().close().await;
}

// Where features cross: each test below failed before its fix.

/// An undo in a game with expansions names the undone tile from the game's
/// own tile set (it indexed the base set and panicked on River tiles).
#[tokio::test]
async fn an_undo_names_an_expansion_tile() {
    let Some(db) = TempDb::new("undo-expansions") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        expansions: carcassonne_bot::engine::Expansions::ALL,
        ..hourly()
    };
    let view = started(&svc, 1400, &[alice(), bob()], options, 21).await;
    let id = view.game_id;
    let mover = user(turn_of(&view).user_id);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    let view = play_turn(&svc, &view).await;
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    // The vote's message names the River tile undone.
    let vote = svc.undo_vote(id, 1).await.unwrap().unwrap();
    assert_eq!(vote.undone.len(), 1);
    assert!(vote.undone[0].contains("RV"), "{:?}", vote.undone);
    let after = svc.vote_undo(id, &other, 1, true).await.unwrap();
    let t = turn_of(&after);
    assert_eq!((t.user_id, t.move_no), (mover.id, 1));
    // The news of the undo names it too.
    let bodies: Vec<String> =
        sqlx::query_scalar("SELECT body FROM effects WHERE game_id = $1 ORDER BY id")
            .bind(id)
            .fetch_all(svc.store().pool())
            .await
            .unwrap();
    let closed = bodies
        .iter()
        .rev()
        .find(|b| b.contains("undo_closed"))
        .unwrap();
    assert!(closed.contains("RV"), "{closed}");
    assert!(svc.undo_vote(id, 1).await.unwrap().is_none());
    drop(view);
}

/// A click made before an undo does not act on the replayed turn, though
/// the move's number is the same again.
#[tokio::test]
async fn a_click_from_before_an_undo_is_stale() {
    let Some(db) = TempDb::new("undo-stale") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(410_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 1401, &[alice(), bob()], hourly(), 22).await;
    let id = view.game_id;
    let (t, placement) = first_placement(&view);
    let (mover, old_key) = (user(t.user_id), t.key);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    play_turn(&svc, &view).await;
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    let again = svc.vote_undo(id, &other, 1, true).await.unwrap();
    let t = turn_of(&again);
    assert_eq!((t.user_id, t.move_no), (mover.id, 1));
    assert_ne!(t.key, old_key);
    assert!(matches!(
        svc.confirm_tile(id, &mover, old_key, placement).await,
        Err(ServiceError::TurnOver)
    ));
    assert!(matches!(
        svc.preview(id, &mover, old_key, placement).await,
        Err(ServiceError::TurnOver)
    ));
    // The turn's own controls still work.
    svc.confirm_tile(id, &mover, t.key, placement)
        .await
        .unwrap();
}

/// Joins and Leaves that land while the host starts never leave a seat
/// without a number nor a gap in the numbers: the store refuses a start
/// whose seats changed after they were read, and Start reads them again.
#[tokio::test]
async fn a_start_racing_joins_and_leaves_numbers_every_seat() {
    use carcassonne_bot::store::{StartOutcome, Timers};
    let Some(db) = TempDb::new("start-race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(420_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 1402, &alice(), hourly(), 23)
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &bob()).await.unwrap();
    // Start read Alice and Bob; Cleo joined before it stored the start.
    svc.join(id, &cleo()).await.unwrap();
    let stale = svc
        .store()
        .start_game(id, &[100, 200], Timers::default(), clock.now(), &[])
        .await
        .unwrap();
    assert_eq!(stale, StartOutcome::SeatsChanged);
    assert!(matches!(
        svc.view(id).await.unwrap().state,
        ViewState::Lobby { .. }
    ));
    // Start read all three; Bob left before it stored the start.
    svc.leave(id, &bob()).await.unwrap();
    let stale = svc
        .store()
        .start_game(id, &[100, 200, 300], Timers::default(), clock.now(), &[])
        .await
        .unwrap();
    assert_eq!(stale, StartOutcome::SeatsChanged);
    // Racing for real: joins, leaves and the start all at once.
    let dave = User::new(400, "Dave");
    svc.join(id, &bob()).await.unwrap();
    let (host, leaving) = (alice(), bob());
    let (started, _, _) = tokio::join!(
        svc.start(id, &host),
        svc.join(id, &dave),
        svc.leave(id, &leaving),
    );
    let view = started.unwrap();
    let mut numbers: Vec<u8> = view.seats.iter().map(|s| s.seat.unwrap()).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (0..view.seats.len() as u8).collect::<Vec<_>>());
    let t = turn_of(&view);
    assert!(view.seats.iter().any(|s| s.user_id == t.user_id));
    assert!(t.user_id != 0);
}

/// Stopping the turn clock (a holiday for people) does not stop computer
/// players from moving.
#[tokio::test]
async fn computers_move_while_the_clock_is_stopped() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("clock-computers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(430_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 1403, &alice(), hourly(), 24)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    svc.set_clock(id, &alice(), false, false).await.unwrap();
    let mut computer_moves = 0;
    for _ in 0..6 {
        match &view.state {
            ViewState::Turn(t) if t.computer.is_some() => {
                assert!(svc.next_timer_at().await.unwrap().is_some());
                clock.advance(carcassonne_bot::game::COMPUTER_PAUSE_SECONDS);
                let notices = svc.tick().await.unwrap();
                assert_eq!(notices.len(), 1, "the computer moves");
                computer_moves += 1;
                view = svc.view(id).await.unwrap();
            }
            ViewState::Turn(_) => {
                // A person's turn times out never while the clock stands.
                clock.advance(10 * 3600);
                assert!(svc.tick().await.unwrap().is_empty());
                view = play_turn(&svc, &view).await;
            }
            _ => break,
        }
    }
    assert!(computer_moves >= 2, "{computer_moves}");
}

/// A second bot process on one SQLite file is refused, with one line
/// saying why; PostgreSQL is shared by any number of processes.
#[tokio::test]
async fn a_second_process_on_one_sqlite_file_is_refused() {
    use carcassonne_bot::store::StoreError;
    let Some(db) = TempDb::new("sole") else {
        return;
    };
    let first = Store::open(&db.url()).await.unwrap();
    let second = Store::open(&db.url()).await.unwrap();
    let hold = first.sole_process().unwrap();
    if on_postgres() {
        second.sole_process().unwrap();
        return;
    }
    let err = second.sole_process().unwrap_err();
    assert!(matches!(err, StoreError::InUse(_)), "{err}");
    let text = err.to_string();
    assert!(text.contains("another carcassonne-bot process"), "{text}");
    assert!(!text.contains('\n'));
    // Once the first lets go (it stopped), the next one may run.
    drop(hold);
    let _hold = second.sole_process().unwrap();
}

/// A replay asked for while another is drawn is told so at once, instead
/// of waiting for the one replay slot (a delivery worker would hold its
/// permit meanwhile, and many games ending at once could tie up every
/// permit). Once drawn, it is kept, and given even while the slot is busy.
#[tokio::test]
async fn a_replay_never_waits_for_the_one_being_drawn() {
    use carcassonne_bot::discord::Replays;
    use carcassonne_bot::render::Renderer;
    let Some(db) = TempDb::new("replay-slot") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 10, &[alice(), bob()], GameOptions::default(), 7).await;
    let game = view.game_id;
    let mut view = view;
    for _ in 0..4 {
        view = play_turn(&svc, &view).await;
    }
    let replays = Replays::new(
        Arc::new(Renderer::new()),
        Arc::new(tokio::sync::Semaphore::new(1)),
    );
    let drawing = replays.take_slot().expect("the slot is free");
    // Held for ever: a wait would never end (the guard only tells a hang
    // from a failure; it measures nothing).
    let asked = tokio::time::timeout(std::time::Duration::from_secs(120), replays.gif(&svc, game))
        .await
        .expect("the replay waited for the slot");
    assert_eq!(asked.unwrap(), None, "busy: asked again later");
    drop(drawing);
    let gif = replays.gif(&svc, game).await.unwrap().expect("drawn");
    assert!(gif.starts_with(b"GIF8"), "a GIF");
    let _drawing = replays.take_slot().expect("the slot is free again");
    let kept = replays.gif(&svc, game).await.unwrap();
    assert_eq!(
        kept.as_deref(),
        Some(&gif[..]),
        "kept, and given while busy"
    );
}

/// Shows a game's stored effects as delivery does (`discord::show`, and
/// the simulation's model of Discord): each effect's view is asked for at
/// the game's revision read with the effect. Returns the views shown.
async fn deliver_as_discord_would(svc: &Service, id: i64) -> Vec<View> {
    use carcassonne_bot::game::{Effect, Live, Outcome};
    let mut shown = Vec::new();
    while let Some(next) = svc.next_effect_to_deliver(id).await.unwrap() {
        let view = match next.effect {
            Some(Effect::ComputerMove { moves, .. }) => {
                svc.view_after_at(id, moves, next.revision).await.unwrap()
            }
            _ => svc.view_at(id, next.revision).await.unwrap(),
        };
        shown.push(view);
        svc.effect_done(next.id, &Outcome::Skipped, Live::Keep)
            .await
            .unwrap();
    }
    shown
}

/// Views that show the same game in the same state, seats and options.
fn assert_same_view(a: &View, b: &View) {
    assert_same_game(a, b);
    assert_eq!(format!("{:?}", a.seats), format!("{:?}", b.seats));
    assert_eq!(format!("{:?}", a.options), format!("{:?}", b.options));
    assert_eq!(a.rating_changes, b.rating_changes);
    assert_eq!(a.lobby_closes_at, b.lobby_closes_at);
}

#[tokio::test]
async fn a_click_loads_its_game_once_and_delivery_shows_the_game_as_stored() {
    let Some(db) = TempDb::new("one-load") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let a = service(&db, &clock).await;
    // Another process on the same database: it reads the game as stored.
    let b = service(&db, &clock).await;
    let lobby = a
        .create_seeded(GUILD, 96, &alice(), hourly(), 41)
        .await
        .unwrap();
    let id = lobby.game_id;
    a.join(id, &bob()).await.unwrap();
    deliver_as_discord_would(&a, id).await;

    // Each click below, and the delivery of all it stored, reads the game
    // from storage once; what delivery shows is the game as stored.
    let click = |what: &'static str, before: u64, shown: &[View], stored: &View| {
        assert_eq!(a.games_loaded() - before, 1, "{what}: loads");
        assert!(!shown.is_empty(), "{what}: nothing was delivered");
        for s in shown {
            assert_same_view(s, stored);
        }
    };
    let before = a.games_loaded();
    let mut view = a.start(id, &alice()).await.unwrap();
    let shown = deliver_as_discord_would(&a, id).await;
    click("start", before, &shown, &b.view(id).await.unwrap());
    for turn in 0..6 {
        let (t, placement) = first_placement(&view);
        let (me, key) = (user(t.user_id), t.key);
        let before = a.games_loaded();
        a.confirm_tile(id, &me, key, placement).await.unwrap();
        let shown = deliver_as_discord_would(&a, id).await;
        click("confirm", before, &shown, &b.view(id).await.unwrap());
        if turn == 2 {
            let before = a.games_loaded();
            a.take_back(id, &me, key).await.unwrap();
            let shown = deliver_as_discord_would(&a, id).await;
            click("take back", before, &shown, &b.view(id).await.unwrap());
            a.confirm_tile(id, &me, key, placement).await.unwrap();
            deliver_as_discord_would(&a, id).await;
        }
        let before = a.games_loaded();
        view = a
            .place_follower(id, &me, key, None, Figure::Follower)
            .await
            .unwrap();
        let shown = deliver_as_discord_would(&a, id).await;
        click("follower", before, &shown, &b.view(id).await.unwrap());
    }

    // A write by another process after the click: delivery does not show
    // the view the click made, but the game as it stands.
    let (t, placement) = first_placement(&view);
    a.confirm_tile(id, &user(t.user_id), t.key, placement)
        .await
        .unwrap();
    b.set_clock(id, &alice(), false, false).await.unwrap();
    let before = a.games_loaded();
    let shown = deliver_as_discord_would(&a, id).await;
    assert!(a.games_loaded() > before, "the game was read again");
    let stored = b.view(id).await.unwrap();
    for s in &shown {
        assert_same_view(s, &stored);
        assert!(matches!(&s.state, ViewState::Turn(t) if t.clock_stopped));
    }
}

/// Delivers a game's effects, each making a message (numbered after the
/// effect). Returns the last message made.
async fn deliver_with_messages(svc: &Service, id: i64) -> Option<i64> {
    use carcassonne_bot::game::{Live, Outcome};
    let mut last = None;
    while let Some(next) = svc.next_effect_to_deliver(id).await.unwrap() {
        let message = 1_000_000 + next.id;
        svc.effect_done(
            next.id,
            &Outcome::Delivered {
                message_id: Some(message),
            },
            Live::Keep,
        )
        .await
        .unwrap();
        last = Some(message);
    }
    last
}

/// Plays a turn; returns the new view and who played it.
async fn played(svc: &Service, view: &View) -> (View, User) {
    let ViewState::Turn(t) = &view.state else {
        panic!("not a turn: {:?}", view.state)
    };
    let who = user(t.user_id);
    (play_turn(svc, view).await, who)
}

#[tokio::test]
async fn retention_prunes_only_what_no_running_game_needs() {
    use carcassonne_bot::game::Work;
    let Some(db) = TempDb::new("retention") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let svc = service(&db, &clock).await;
    const DAY: i64 = 86_400;
    let month = std::time::Duration::from_secs(30 * DAY as u64);

    // A finished game, all shown.
    let view = started(&svc, 97, &[alice(), bob()], hourly(), 51).await;
    let done = view.game_id;
    play_to_end(&svc, view).await;
    let done_last = deliver_with_messages(&svc, done).await;
    let done_record = svc.export(done).await.unwrap();
    // A game cancelled while an undo vote was open.
    let view = started(&svc, 98, &[alice(), bob()], hourly(), 52).await;
    let cancelled = view.game_id;
    let (_, who) = played(&svc, &view).await;
    assert!(svc.ask_undo(cancelled, &who).await.unwrap().is_some());
    svc.cancel(cancelled, &alice(), false).await.unwrap();
    deliver_with_messages(&svc, cancelled).await;
    // A running game, all shown so far.
    let mut view = started(&svc, 99, &[alice(), cleo()], hourly(), 53).await;
    let running = view.game_id;
    for _ in 0..3 {
        view = played(&svc, &view).await.0;
    }
    let running_last = deliver_with_messages(&svc, running).await;

    // A month and more later, the running game's next turn waits to be
    // shown, an undo vote is open on it, and its deliveries are claimed.
    clock.advance(31 * DAY);
    let (_, who) = played(&svc, &view).await;
    assert!(svc.ask_undo(running, &who).await.unwrap().is_some());
    let waiting = svc.store().effects_of(running).await.unwrap();
    let _claim = svc.claim(running, Work::Deliveries).await.unwrap().unwrap();

    let pruned = svc.prune(month).await.unwrap();
    assert!(pruned.effects > 0, "{pruned:?}");
    assert_eq!(pruned.votes, 1, "the cancelled game's vote");

    // The ended games keep only the effect that made their last message.
    let left = svc.store().effects_of(done).await.unwrap();
    assert_eq!(left.len(), 1, "{left:?}");
    assert_eq!(left[0].2, done_last);
    assert_eq!(svc.store().effects_of(cancelled).await.unwrap().len(), 1);
    // The running game keeps what it needs: the effects waiting to be
    // shown, the message they are looked for after, its open vote and its
    // claim.
    let kept = svc.store().effects_of(running).await.unwrap();
    let undelivered = |e: &[(String, Option<String>, Option<i64>)]| {
        e.iter()
            .filter(|x| x.1.is_none())
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(undelivered(&kept), undelivered(&waiting));
    assert!(!undelivered(&kept).is_empty());
    let next = svc.next_effect_to_deliver(running).await.unwrap().unwrap();
    assert_eq!(
        svc.message_before_effect(next.id).await.unwrap(),
        running_last
    );
    assert!(svc.store().undo_vote(running).await.unwrap().is_some());
    let other = service(&db, &clock).await;
    assert!(
        other
            .claim(running, Work::Deliveries)
            .await
            .unwrap()
            .is_err(),
        "the live claim stays"
    );
    // Records and results stay whole.
    assert_eq!(svc.export(done).await.unwrap(), done_record);
    replay(&Record::parse(&done_record).unwrap()).unwrap();
    // Pruning again finds nothing more, and the running game plays on.
    assert_eq!(
        svc.prune(month).await.unwrap(),
        carcassonne_bot::game::Pruned::default()
    );
    deliver_with_messages(&svc, running).await;
    let view = svc.view(running).await.unwrap();
    assert!(matches!(view.state, ViewState::Turn(_)));
}

/// Replays are a cache of a bounded size: the least recently used are
/// dropped as new ones come (asked for again, they are drawn again), a
/// replay served counts as used, and a cache of 0 keeps none.
#[tokio::test]
async fn replays_are_a_cache_of_a_bounded_size_dropping_the_least_recently_used() {
    let Some(db) = TempDb::new("replay_cache") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(10_000));
    let svc = service(&db, &clock).await.with_replay_cache(3_000);
    let mut games = Vec::new();
    for channel in 0..5 {
        let view = started(
            &svc,
            300 + channel,
            &[alice(), bob()],
            hourly(),
            60 + channel as u64,
        )
        .await;
        games.push(view.game_id);
    }
    let kept = |svc: &Service, id: i64| {
        let svc = svc.clone();
        async move { svc.replay_source(id).await.unwrap().gif.is_some() }
    };
    for (i, &id) in games.iter().enumerate() {
        clock.advance(10);
        let key = svc.replay_source(id).await.unwrap().turn_key;
        svc.keep_replay(id, key, &vec![i as u8; 1_000])
            .await
            .unwrap();
        let (count, bytes) = svc.store().replay_cache().await.unwrap();
        assert!(
            bytes <= 3_000 && count <= 3,
            "{count} replays, {bytes} bytes"
        );
        if i == 2 {
            // The first is watched again: it becomes the most recent.
            clock.advance(10);
            assert!(kept(&svc, games[0]).await);
        }
    }
    // Kept: the first (watched), the fourth and the fifth.
    assert!(kept(&svc, games[0]).await);
    assert!(!kept(&svc, games[1]).await);
    assert!(!kept(&svc, games[2]).await);
    assert!(kept(&svc, games[3]).await);
    assert!(kept(&svc, games[4]).await);
    let gif = svc.replay_source(games[4]).await.unwrap().gif.unwrap();
    assert_eq!(gif, vec![4u8; 1_000]);

    // A cache of nothing keeps nothing (each replay is drawn when asked).
    let none = svc.clone().with_replay_cache(0);
    let key = none.replay_source(games[1]).await.unwrap().turn_key;
    none.keep_replay(games[1], key, &[1; 10]).await.unwrap();
    assert_eq!(none.store().replay_cache().await.unwrap(), (0, 0));
}

/// Limits on abuse: a member hosts at most the server's number of open
/// lobbies (3 unless set, 0 for any number), and asks that ping everyone
/// (rematch, undo) wait out the server's cooldown (10 minutes unless set);
/// each refusal says when to try again, and then it works.
#[tokio::test]
async fn lobbies_per_member_and_the_ask_cooldown_refuse_until_the_person_may_try_again() {
    use carcassonne_bot::game::Ask;
    use carcassonne_bot::i18n::Lang;
    let Some(db) = TempDb::new("limits") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let limits = svc.limits(GUILD).await.unwrap();
    assert_eq!(
        (limits.lobbies_per_member, limits.ask_cooldown_minutes),
        (3, 10)
    );
    let mut lobbies = Vec::new();
    for channel in 400..403 {
        let v = svc
            .create(GUILD, channel, &alice(), GameOptions::default())
            .await
            .unwrap();
        lobbies.push(v.game_id);
    }
    let refused = svc
        .create(GUILD, 403, &alice(), GameOptions::default())
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::TooManyLobbies(3)),
        "{refused:?}"
    );
    let text = refused.text(Lang::En);
    assert!(
        text.contains("3 open lobbies") && text.contains("then try again"),
        "{text}"
    );
    // Another member, or another server, is not held back.
    svc.create(GUILD, 404, &bob(), GameOptions::default())
        .await
        .unwrap();
    svc.create(GUILD + 1, 405, &alice(), GameOptions::default())
        .await
        .unwrap();
    // One lobby cancelled: one more may open.
    svc.cancel(lobbies[0], &alice(), false).await.unwrap();
    svc.create(GUILD, 403, &alice(), GameOptions::default())
        .await
        .unwrap();
    // The server lowers the limit, then lifts it.
    let l = svc
        .set_limits(
            GUILD,
            LimitChanges {
                lobbies_per_member: Some(1),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!((l.lobbies_per_member, l.ask_cooldown_minutes), (1, 10));
    assert!(matches!(
        svc.create(GUILD, 406, &alice(), GameOptions::default())
            .await,
        Err(ServiceError::TooManyLobbies(1))
    ));
    svc.set_limits(
        GUILD,
        LimitChanges {
            lobbies_per_member: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.create(GUILD, 406, &alice(), GameOptions::default())
        .await
        .unwrap();
    svc.set_limits(
        GUILD,
        LimitChanges {
            lobbies_per_member: Some(3),
            ..Default::default()
        },
    )
    .await
    .unwrap();

    // A finished game; its rematch asked once, then again too soon.
    let view = started(&svc, 410, &[cleo(), bob()], hourly(), 71).await;
    let done = view.game_id;
    play_to_end(&svc, view).await;
    let rematch = svc.rematch(done, &cleo()).await.unwrap();
    svc.cancel(rematch.game_id, &cleo(), false).await.unwrap();
    clock.advance(4 * 60 + 30);
    let refused = svc.rematch(done, &cleo()).await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::AskedRecently(Ask::Rematch, 6)),
        "{refused:?}"
    );
    assert!(refused.text(Lang::En).contains("ask again in 6 minutes"));
    // Someone else who played may ask.
    let other = svc.rematch(done, &bob()).await.unwrap();
    svc.cancel(other.game_id, &bob(), false).await.unwrap();
    clock.advance(6 * 60);
    svc.rematch(done, &cleo()).await.unwrap();

    // An undo asked, refused by the vote, then asked again too soon.
    let mut view = started(&svc, 420, &[cleo(), bob()], hourly(), 72).await;
    let id = view.game_id;
    for _ in 0..2 {
        view = play_turn(&svc, &view).await;
    }
    let mover = user(turn_of(&svc.view_after(id, 1).await.unwrap()).user_id);
    let other = if mover.id == cleo().id { bob() } else { cleo() };
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    let moves = svc.view(id).await.unwrap().game.unwrap().board().len() as i64 - 1;
    svc.vote_undo(id, &other, moves, false).await.unwrap();
    clock.advance(60);
    assert!(matches!(
        svc.ask_undo(id, &mover).await,
        Err(ServiceError::AskedRecently(Ask::Undo, 9))
    ));
    // No cooldown where the server wants none.
    svc.set_limits(
        GUILD,
        LimitChanges {
            ask_cooldown_minutes: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
}

/// The bot opens at most the server's number of threads an hour (10
/// unless set, 0 for any number): the next is refused with when it may
/// open, and games without a thread are not held back.
#[tokio::test]
async fn threads_per_hour_refuse_until_the_oldest_is_an_hour_old() {
    let Some(db) = TempDb::new("thread_limit") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    assert_eq!(svc.limits(GUILD).await.unwrap().threads_per_hour, 10);
    let l = svc
        .set_limits(
            GUILD,
            LimitChanges {
                threads_per_hour: Some(2),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(
        (
            l.lobbies_per_member,
            l.ask_cooldown_minutes,
            l.threads_per_hour
        ),
        (3, 10, 2)
    );
    for _ in 0..2 {
        svc.may_open(GUILD, alice().id, 300, true).await.unwrap();
        svc.thread_opened(GUILD).await.unwrap();
        clock.advance(10 * 60);
    }
    // 20 minutes after the first: 40 to wait.
    let refused = svc.may_open(GUILD, bob().id, 300, true).await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::TooManyThreads(2, 40)),
        "{refused:?}"
    );
    let text = refused.text(carcassonne_bot::i18n::Lang::En);
    assert!(text.contains("Try again in 40 minutes"), "{text}");
    // Without a thread, or on another server, nothing waits.
    svc.may_open(GUILD, bob().id, 300, false).await.unwrap();
    svc.may_open(GUILD + 1, bob().id, 300, true).await.unwrap();
    clock.advance(40 * 60 + 1);
    svc.may_open(GUILD, bob().id, 300, true).await.unwrap();
    svc.set_limits(
        GUILD,
        LimitChanges {
            threads_per_hour: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.thread_opened(GUILD).await.unwrap();
    svc.thread_opened(GUILD).await.unwrap();
    svc.may_open(GUILD, bob().id, 300, true).await.unwrap();
}

/// A channel and its threads hold at most the server's number of running
/// games together (10 unless set, 0 for any number): lobbies count, ended
/// games do not, other channels are not held back, a rematch counts where
/// its game was, and games opened at once cannot slip past it together.
#[tokio::test]
async fn games_per_channel_count_the_channels_threads() {
    let Some(db) = TempDb::new("channel_limit") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let l = svc.limits(GUILD).await.unwrap();
    assert_eq!(l.games_per_channel, 10);
    let l = svc
        .set_limits(
            GUILD,
            LimitChanges {
                games_per_channel: Some(2),
                lobbies_per_member: Some(0),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!((l.lobbies_per_member, l.games_per_channel), (0, 2));
    let options = GameOptions::default;
    let own = svc.create(GUILD, 500, &alice(), options()).await.unwrap();
    let first = svc
        .create(GUILD, Spot::thread(501, 500), &bob(), options())
        .await
        .unwrap();
    // Full: a thread is not even opened, and a game in one is refused.
    let refused = svc.may_open(GUILD, cleo().id, 500, true).await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::TooManyGames(2)),
        "{refused:?}"
    );
    let text = refused.text(Lang::En);
    assert!(text.contains("already hold 2 games running or waiting for players"));
    assert!(text.contains("Try again when one of them ends"), "{text}");
    assert!(matches!(
        svc.create(GUILD, Spot::thread(502, 500), &cleo(), options())
            .await,
        Err(ServiceError::TooManyGames(2))
    ));
    // Nothing of the refused game was kept.
    assert!(svc.game_in_channel(502).await.unwrap().is_none());
    // The channel's own game is busy before it is full.
    assert!(matches!(
        svc.create(GUILD, 500, &cleo(), options()).await,
        Err(ServiceError::ChannelBusy(id)) if id == own.game_id
    ));
    // Without a thread, in another channel, nothing is counted.
    svc.may_open(GUILD, cleo().id, 500, false).await.unwrap();
    svc.create(GUILD, 600, &cleo(), options()).await.unwrap();
    svc.create(GUILD, Spot::thread(601, 600), &cleo(), options())
        .await
        .unwrap();
    // A game that ends makes room.
    svc.cancel(first.game_id, &bob(), false).await.unwrap();
    svc.may_open(GUILD, cleo().id, 500, true).await.unwrap();
    svc.create(GUILD, Spot::thread(502, 500), &cleo(), options())
        .await
        .unwrap();

    // A game played to its end in a thread of 700; then 700 holds one
    // game, all it may: the rematch, in the thread, is refused.
    let view = started(
        &svc,
        Spot::thread(703, 700),
        &[alice(), bob()],
        hourly(),
        73,
    )
    .await;
    let done = view.game_id;
    play_to_end(&svc, view).await;
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(1),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.create(GUILD, 700, &cleo(), options()).await.unwrap();
    assert!(matches!(
        svc.rematch(done, &alice()).await,
        Err(ServiceError::TooManyGames(1))
    ));
    // 0: any number.
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.rematch(done, &alice()).await.unwrap();

    // Ten games asked for at once in ten threads of 800, which holds 3:
    // three open, on either database.
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(3),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let hosts: Vec<User> = (0..10)
        .map(|i| User {
            id: 9_000 + i,
            name: format!("host {i}"),
        })
        .collect();
    let tries = hosts
        .iter()
        .enumerate()
        .map(|(i, h)| svc.create(GUILD, Spot::thread(810 + i as i64, 800), h, options()));
    let results = futures_util::future::join_all(tries).await;
    let opened = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(opened, 3, "{results:?}");
    assert!(
        results
            .iter()
            .all(|r| matches!(r, Ok(_) | Err(ServiceError::TooManyGames(3))))
    );
}

/// Seasons: each finished game counts in the season it ended in (a game
/// that ends at the very second a month ends is the next month's), once,
/// beside the all-time ratings; each season starts from the all-time
/// rating pulled half way back; a season's top three are claimed for
/// announcement once it has ended, again only if not posted within a
/// minute, and never once posted; turned off, the seasons' records stay.
#[tokio::test]
async fn seasons_count_each_game_once_in_the_season_it_ended_in() {
    use carcassonne_bot::game::{LeaderboardSpan, Period, Season, WhichLeaderboard};
    let Some(db) = TempDb::new("seasons") else {
        return;
    };
    // 2026-12-01T00:00:00Z.
    let december = 1_796_083_200;
    let clock = Arc::new(ManualClock::new(december - 16 * 86_400));
    let svc = service(&db, &clock).await;
    let play = |channel: i64, seed: u64| {
        let svc = &svc;
        async move {
            let view = started(svc, channel, &[alice(), bob()], hourly(), seed).await;
            play_to_end(svc, view).await
        }
    };
    // Before seasons: all time only.
    play(960, 81).await;
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Current)
            .await
            .unwrap(),
        LeaderboardSpan::AllTime
    );
    clock.set(december - 10 * 86_400);
    let s = svc
        .set_seasons(GUILD, Some(Some(Period::Monthly)), Some(Some(4_242)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((s.period, s.channel), (Period::Monthly, Some(4_242)));
    let november = Season::parse("2026-11").unwrap();
    let december_season = Season::parse("2026-12").unwrap();
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Current)
            .await
            .unwrap(),
        LeaderboardSpan::Season(november)
    );
    // Nothing to announce while November runs.
    assert!(svc.claim_announcements().await.unwrap().is_empty());
    clock.set(december - 1);
    play(961, 82).await;
    clock.set(december);
    play(962, 83).await;
    let all = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    let nov = svc
        .leaderboard_of(GUILD, LeaderboardSpan::Season(november), 0, 10)
        .await
        .unwrap();
    let dec = svc
        .leaderboard_of(GUILD, LeaderboardSpan::Season(december_season), 0, 10)
        .await
        .unwrap();
    for (board, games) in [(&all, 3), (&nov, 1), (&dec, 1)] {
        assert_eq!(board.total, 2, "{board:?}");
        assert!(
            board.entries.iter().all(|(_, p)| p.games == games),
            "{board:?}"
        );
    }
    // A season's rating is not the all-time one.
    let alice_all = all
        .entries
        .iter()
        .find(|e| e.1.user_id == alice().id)
        .unwrap();
    let alice_nov = nov
        .entries
        .iter()
        .find(|e| e.1.user_id == alice().id)
        .unwrap();
    assert!((alice_all.1.mu - alice_nov.1.mu).abs() > 1e-6);
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Previous)
            .await
            .unwrap(),
        LeaderboardSpan::Season(november)
    );
    // November ended: its top three, once.
    let due = svc.claim_announcements().await.unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!((due[0].season, due[0].channel_id), (november, 4_242));
    assert_eq!(due[0].top.len(), 2);
    assert_eq!(due[0].top[0].user_id, nov.entries[0].1.user_id);
    assert!(svc.claim_announcements().await.unwrap().is_empty());
    // Not posted a minute later: claimed again; posted: never again.
    clock.advance(61);
    assert_eq!(svc.claim_announcements().await.unwrap().len(), 1);
    svc.announced(GUILD, november).await.unwrap();
    clock.advance(3_600);
    assert!(svc.claim_announcements().await.unwrap().is_empty());
    // Off: the boards are all time, the seasons' records stay.
    assert!(
        svc.set_seasons(GUILD, Some(None), None)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Current)
            .await
            .unwrap(),
        LeaderboardSpan::AllTime
    );
    let kept = svc
        .leaderboard_of(GUILD, LeaderboardSpan::Season(november), 0, 10)
        .await
        .unwrap();
    assert_eq!(kept.entries, nov.entries);
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

#[tokio::test]
async fn a_stand_in_takes_a_seat_plays_it_and_is_not_rated() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("stand-in") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(300_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 701, &[alice(), bob(), cleo()], hourly(), 11).await;
    let id = view.game_id;
    // Only the host or an admin, and only for someone playing.
    assert!(matches!(
        svc.stand_in(id, &cleo(), false, &bob(), Level::Medium)
            .await,
        Err(ServiceError::NotAllowedToManage)
    ));
    assert!(matches!(
        svc.stand_in(id, &alice(), false, &User::new(999, "Zed"), Level::Medium)
            .await,
        Err(ServiceError::NotAPlayer(_))
    ));
    let handed = svc
        .stand_in(id, &alice(), false, &bob(), Level::Medium)
        .await
        .unwrap();
    assert_eq!(
        plain(&handed.news[0]),
        "Alice handed Bob's seat to a computer player."
    );
    assert_eq!(
        plain(&handed.news[1]),
        "A computer player (medium) plays Bob's seat from now on; the seat is not rated."
    );
    let seat = handed.seats.iter().find(|s| s.user_id == bob().id).unwrap();
    assert_eq!(seat.name, "Bob (computer, medium)");
    assert_eq!(seat.computer, Some(Level::Medium));
    assert!(seat.active, "the seat plays on");
    // Bob no longer plays the seat, and it cannot be handed twice.
    assert!(matches!(
        svc.resign(id, &bob()).await,
        Err(ServiceError::NotInGame)
    ));
    assert!(matches!(
        svc.stand_in(id, &alice(), false, &bob(), Level::Hard).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    let from = svc
        .view(id)
        .await
        .unwrap()
        .game
        .map(|g| g.history().len())
        .unwrap();
    let end = play_out(&svc, handed).await;
    let ViewState::Finished { standings } = &end.state else {
        panic!("{:?}", end.state)
    };
    assert_eq!(standings.len(), 3);
    // Alice and Cleo are rated between themselves; Bob's seat is not.
    let rated: Vec<i64> = end.rating_changes.iter().map(|r| r.0).collect();
    assert_eq!(rated.len(), 2, "{rated:?}");
    assert!(!rated.contains(&bob().id));
    let lb = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!(lb.total, 2);
    // The record names the stand-in from the turn it took over, and
    // replays to the same scores.
    let text = svc.export(id).await.unwrap();
    let record = Record::parse(&text).unwrap();
    assert_eq!(record.stand_ins.len(), 1, "{text}");
    let s = &record.stand_ins[0];
    assert_eq!((s.from, s.level.as_str()), (from, "medium"));
    let bob_seat = end
        .seats
        .iter()
        .find(|x| x.user_id == bob().id)
        .and_then(|x| x.seat)
        .unwrap();
    assert_eq!(s.seat, bob_seat);
    let game = replay(&record).unwrap();
    for st in standings {
        assert_eq!(game.scores()[usize::from(st.seat)], st.score);
    }
    assert_eq!(Record::parse(&record.to_json()).unwrap(), record);
}

#[tokio::test]
async fn the_games_options_hand_a_timed_out_or_resigning_seat_to_a_stand_in() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("stand-in-options") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        timeout: TimeoutAction::Forfeit { after: 1 },
        stand_in: Some(Level::Easy),
        ..hourly()
    };
    let view = started(&svc, 702, &[alice(), bob()], options, 3).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let late = t.user_id;
    // The first player lets the time run out: an easy stand-in takes the
    // seat, and plays the turn once its pause is over.
    clock.advance(3601);
    let notices = svc.tick().await.unwrap();
    let [
        Notice::TimedOut {
            view, forfeited, ..
        },
    ] = &notices[..]
    else {
        panic!("{notices:?}")
    };
    assert!(forfeited);
    assert!(
        view.news
            .iter()
            .any(|n| plain(n).contains("computer player (easy)")),
        "{:?}",
        view.news
    );
    let ViewState::Turn(t) = &view.state else {
        panic!("the game goes on: {:?}", view.state)
    };
    assert_eq!(t.computer, Some(Level::Easy));
    assert!(svc.tick().await.unwrap().is_empty());
    clock.advance(carcassonne_bot::game::COMPUTER_PAUSE_SECONDS);
    let notices = svc.tick().await.unwrap();
    let [Notice::ComputerMoved { view }] = &notices[..] else {
        panic!("{notices:?}")
    };
    // The other resigns: a stand-in takes that seat too, and the game is
    // played out between the two stand-ins, not ended.
    let other = if late == alice().id { bob() } else { alice() };
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    assert_eq!(t.user_id, other.id);
    let resigned = svc.resign(id, &other).await.unwrap();
    assert!(
        !resigned
            .news
            .iter()
            .any(|n| n.contains("Only computer players")),
        "{:?}",
        resigned.news
    );
    let end = play_out(&svc, resigned).await;
    assert!(matches!(end.state, ViewState::Finished { .. }));
    assert!(end.rating_changes.is_empty(), "nobody is rated");
    assert_eq!(svc.leaderboard(GUILD, 0, 10).await.unwrap().total, 0);
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.stand_ins.len(), 2);
    assert!(replay(&record).unwrap().is_over());
}

#[tokio::test]
async fn a_time_bank_runs_only_on_its_players_turns_and_grows_with_each_move() {
    use carcassonne_bot::game::TimeBank;
    let Some(db) = TempDb::new("time-bank") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(500_000));
    let svc = service(&db, &clock).await;
    // A day each, 8 hours more a turn, up to 2 days; a late turn is skipped.
    let bank = TimeBank::OFFERED[0];
    let options = GameOptions {
        bank: Some(bank),
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    let view = started(&svc, 703, &[alice(), bob()], options, 9).await;
    let id = view.game_id;
    let (day, hour) = (24 * 3600, 3600);
    let turn = |v: &View| match &v.state {
        ViewState::Turn(t) => (t.user_id, t.deadline_at.unwrap()),
        _ => panic!("{:?}", v.state),
    };
    let bank_of = |v: &View, user: i64| {
        v.seats
            .iter()
            .find(|s| s.user_id == user)
            .and_then(|s| s.bank_left)
    };
    // The first turn lasts the whole bank.
    let (first, deadline) = turn(&view);
    assert_eq!(deadline, clock.now() + i64::from(bank.start));
    // Ten hours later the first player moves: 14 hours were left, and the
    // move adds 8.
    clock.advance(10 * hour);
    assert_eq!(
        bank_of(&svc.view(id).await.unwrap(), first),
        Some(14 * 3600),
        "the bank runs during the turn"
    );
    let view = play_turn(&svc, &view).await;
    assert_eq!(bank_of(&view, first), Some(22 * 3600));
    // The second player's bank has not run: their turn has all of it.
    let (second, deadline) = turn(&view);
    assert_ne!(second, first);
    assert_eq!(bank_of(&view, second), Some(day));
    assert_eq!(deadline, clock.now() + i64::from(day));
    // They let it run out: skipped, with the increment to go on with.
    clock.advance(i64::from(day) + 1);
    let notices = svc.tick().await.unwrap();
    let [
        Notice::TimedOut {
            view, forfeited, ..
        },
    ] = &notices[..]
    else {
        panic!("{notices:?}")
    };
    assert!(!forfeited);
    assert_eq!(bank_of(view, second), Some(8 * 3600));
    // The first player's turn lasts what their bank holds; while the
    // clock is stopped, it does not run.
    let (now_first, deadline) = turn(view);
    assert_eq!(now_first, first);
    assert_eq!(deadline, clock.now() + 22 * 3600);
    clock.advance(2 * hour);
    svc.set_clock(id, &alice(), false, false).await.unwrap();
    clock.advance(5 * i64::from(day));
    assert_eq!(
        bank_of(&svc.view(id).await.unwrap(), first),
        Some(20 * 3600)
    );
    assert!(svc.tick().await.unwrap().is_empty(), "no time-out");
    svc.set_clock(id, &alice(), false, true).await.unwrap();
    let view = svc.view(id).await.unwrap();
    let (_, deadline) = turn(&view);
    assert_eq!(deadline, clock.now() + 20 * 3600);
    let view = play_turn(&svc, &view).await;
    assert_eq!(bank_of(&view, first), Some(28 * 3600));
    // A move never takes a bank past its cap.
    assert_eq!(bank.after_turn(47 * 3600, 0, true), 2 * day);
    assert_eq!(bank.after_turn(3600, 7200, true), 8 * 3600);
}

/// An undo puts the time banks back as they were before the turns it
/// takes back, less the time those turns took: the increments they earned
/// go, so take-backs never add time.
#[tokio::test]
async fn an_undo_gives_back_no_time() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::TimeBank;
    let Some(db) = TempDb::new("undo-bank") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(500_000));
    let svc = service(&db, &clock).await;
    let bank = TimeBank::OFFERED[0];
    let options = GameOptions {
        bank: Some(bank),
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    let view = svc
        .create_seeded(GUILD, 1_500, &alice(), options, 14)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    let bank_of = |v: &View| {
        v.seats
            .iter()
            .find(|s| s.user_id == alice().id)
            .and_then(|s| s.bank_left)
    };
    let hour: u32 = 3600;
    if turn_of(&view).computer.is_some() {
        view = svc
            .computer_turn(id, turn_of(&view).move_no)
            .await
            .unwrap()
            .unwrap();
    }
    // Ten hours on the first move: 24 - 10 + 8 = 22 hours.
    clock.advance(10 * i64::from(hour));
    let view = person_then_computer(&svc, view).await;
    assert_eq!(bank_of(&view), Some(22 * hour));
    // Taken back: the 10 hours stay spent, the 8 earned go.
    assert_eq!(svc.ask_undo(id, &alice()).await.unwrap(), None);
    let back = svc.view(id).await.unwrap();
    assert_eq!(turn_of(&back).user_id, alice().id);
    assert_eq!(bank_of(&back), Some(14 * hour));
    // Again and again: a take-back never adds time.
    let mut view = back;
    for _ in 0..3 {
        clock.advance(i64::from(hour));
        person_then_computer(&svc, view).await;
        svc.ask_undo(id, &alice()).await.unwrap();
        view = svc.view(id).await.unwrap();
    }
    assert_eq!(bank_of(&view), Some(11 * hour));
}

/// Opens every table of an event's round, each in a thread of its own.
async fn open_round(svc: &Service, id: i64, spot: &mut i64) -> Vec<View> {
    let mut views = Vec::new();
    for table in svc.tables_to_open(id).await.unwrap() {
        *spot += 1;
        let view = svc
            .open_table(&table, Spot::thread(*spot, 800))
            .await
            .unwrap();
        // Made once: the same table's game again is refused.
        assert!(
            svc.open_table(&table, Spot::thread(*spot + 500, 800))
                .await
                .is_err()
        );
        assert!(matches!(view.state, ViewState::Turn(_)));
        assert!(table.thread_name.starts_with("Autumn Cup · round"));
        views.push(view);
    }
    assert!(svc.tables_to_open(id).await.unwrap().is_empty());
    views
}

/// Plays a game out between stand-ins (the host hands every seat over).
async fn played_by_stand_ins(svc: &Service, view: View) -> View {
    use carcassonne_bot::ai::Level;
    let id = view.game_id;
    let people: Vec<User> = view
        .seats
        .iter()
        .filter(|s| s.computer.is_none())
        .map(|s| User::new(s.user_id, s.name.clone()))
        .collect();
    let mut view = view;
    for p in &people {
        view = svc
            .stand_in(id, &people[0], true, p, Level::Random)
            .await
            .unwrap();
    }
    play_out(svc, view).await
}

#[tokio::test]
async fn a_tournament_waits_for_room_for_threads_and_goes_on_by_itself() {
    use carcassonne_bot::game::{
        Format, NewTournament, PauseReason, THREADS_RETRY_SECONDS, TournamentNews,
    };
    let Some(db) = TempDb::new("threads_full") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let people = [User::new(1_000, "Ann"), User::new(1_001, "Ben")];
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Swiss,
        table_size: 2,
        best_of: 1,
        rounds: 1,
        max_entrants: 4,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    let id = svc
        .open_tournament(GUILD, 800, &people[0], new)
        .await
        .unwrap()
        .id;
    for p in &people {
        svc.join_tournament(id, p).await.unwrap();
    }
    let started = svc.start_tournament(id, &people[0], false).await.unwrap();
    let deadline = started.round_deadline_at.unwrap();
    let table = svc.tables_to_open(id).await.unwrap().remove(0);
    // Discord refused the table's thread: the server is full of them.
    assert!(svc.tables_wait_for_room(id).await.unwrap());
    assert!(!svc.tables_wait_for_room(id).await.unwrap(), "paused once");
    let v = svc.tournament(id).await.unwrap();
    assert_eq!(v.paused, Some(PauseReason::ThreadsFull));
    let said: Vec<_> = svc
        .tournament_posts(50)
        .await
        .unwrap()
        .into_iter()
        .filter(|p| TournamentNews::from_json(&p.body) == Some(TournamentNews::TablesWait))
        .collect();
    assert_eq!(said.len(), 1, "the host is told once");
    // Nothing is tried before the wait is over; then one try.
    clock.advance(THREADS_RETRY_SECONDS - 1);
    assert!(svc.tables_to_open(id).await.unwrap().is_empty());
    assert!(
        !svc.step_tournament(id).await.unwrap(),
        "its deadline stands still"
    );
    clock.advance(1);
    assert_eq!(svc.tables_to_open(id).await.unwrap().len(), 1);
    assert!(
        svc.tables_to_open(id).await.unwrap().is_empty(),
        "one try a wait"
    );
    // The try opens a thread: the event goes on, its deadline moved on by
    // the time it waited.
    svc.open_table(&table, Spot::thread(9_001, 800))
        .await
        .unwrap();
    let v = svc.tournament(id).await.unwrap();
    assert_eq!(v.paused, None);
    assert_eq!(v.round_deadline_at, Some(deadline + THREADS_RETRY_SECONDS));
}

/// In a tournament's game no competitor has a host's powers: the table's
/// first seed hosts the game in name only. Skipping, removing, standing
/// in, stopping the clock and cancelling are refused to every player of
/// it, with nothing changed; the tournament's host (not playing there)
/// and server admins manage it.
#[tokio::test]
async fn no_competitor_manages_their_own_tournament_game() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::{Format, NewTournament};
    let Some(db) = TempDb::new("competitor") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let hal = User::new(999, "Hal");
    let people = [alice(), bob()];
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Elimination,
        table_size: 2,
        best_of: 1,
        rounds: 1,
        max_entrants: 4,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    let id = svc.open_tournament(GUILD, 800, &hal, new).await.unwrap().id;
    for p in &people {
        svc.join_tournament(id, p).await.unwrap();
    }
    svc.start_tournament(id, &hal, false).await.unwrap();
    let mut spot = 0;
    let game = open_round(&svc, id, &mut spot).await.remove(0).game_id;
    // Everything a view shows, and every row stored.
    let state = |svc: Service| async move {
        let view = svc.view(game).await.unwrap();
        let row = svc.store().game(game).await.unwrap();
        format!("{view:?} {row:?}")
    };
    let before = state(svc.clone()).await;
    for (me, them) in [(&people[0], &people[1]), (&people[1], &people[0])] {
        let refused = |r: Result<View, ServiceError>, what: &str| {
            assert!(
                matches!(r, Err(ServiceError::CompetitorManages)),
                "{what} by {}: {r:?}",
                me.name
            );
        };
        refused(svc.skip_turn(game, me, false).await, "skip");
        refused(svc.remove_player(game, me, false, them).await, "remove");
        refused(
            svc.stand_in(game, me, false, them, Level::Random).await,
            "stand-in",
        );
        refused(svc.set_clock(game, me, false, false).await, "clock");
        refused(svc.cancel(game, me, false).await, "cancel");
    }
    assert_eq!(state(svc.clone()).await, before, "nothing changed");
    // Someone else entirely: the game's own refusal.
    assert!(matches!(
        svc.set_clock(game, &cleo(), false, false).await,
        Err(ServiceError::NotAllowedToManage)
    ));
    // The tournament's host, not playing there, manages it; so does an
    // admin.
    svc.set_clock(game, &hal, false, false).await.unwrap();
    svc.set_clock(game, &cleo(), true, true).await.unwrap();
    // A move is taken back only with every opponent's consent: never
    // against a computer (here a stand-in the host sends in).
    let view = svc.view(game).await.unwrap();
    let next = play_turn(&svc, &view).await;
    // The one who moved asks; the one in turn now is stood in for.
    let (asker, other) = if turn_of(&next).user_id == people[1].id {
        (&people[0], &people[1])
    } else {
        (&people[1], &people[0])
    };
    svc.stand_in(game, &hal, false, other, Level::Random)
        .await
        .unwrap();
    let before = state(svc.clone()).await;
    let asked = svc.ask_undo(game, asker).await;
    assert!(
        matches!(asked, Err(ServiceError::TournamentUndoNeedsConsent)),
        "{asked:?}"
    );
    assert_eq!(state(svc.clone()).await, before, "nothing undone");
}

/// A server admin names an event from any channel of its server: by its
/// name in any case, among the events taking sign-ups or running there.
#[tokio::test]
async fn a_tournament_is_found_by_its_name_on_its_server() {
    use carcassonne_bot::game::{Format, NewTournament};
    let Some(db) = TempDb::new("named") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let new = |name: &str| NewTournament {
        name: name.into(),
        format: Format::Swiss,
        table_size: 2,
        best_of: 1,
        rounds: 3,
        max_entrants: 8,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    let host = alice();
    let spring = svc
        .open_tournament(GUILD, 800, &host, new("Spring Cup"))
        .await
        .unwrap()
        .id;
    svc.open_tournament(GUILD + 1, 801, &host, new("Summer Cup"))
        .await
        .unwrap();
    assert_eq!(
        svc.tournament_named(GUILD, " spring CUP ").await.unwrap(),
        spring
    );
    // Another server's event is not this server's.
    let other = svc.tournament_named(GUILD, "Summer Cup").await;
    assert!(
        matches!(&other, Err(ServiceError::NoTournamentNamed(n)) if n == "Summer Cup"),
        "{other:?}"
    );
    // Two live events of one name: each is named by its channel.
    svc.open_tournament(GUILD, 802, &host, new("spring cup"))
        .await
        .unwrap();
    let both = svc.tournament_named(GUILD, "Spring Cup").await;
    assert!(
        matches!(&both, Err(ServiceError::TournamentsShareName(c)) if c == &[800, 802]),
        "{both:?}"
    );
    // An event over is no longer among them.
    svc.cancel_tournament(spring, &host, false).await.unwrap();
    assert_ne!(
        svc.tournament_named(GUILD, "Spring Cup").await.unwrap(),
        spring
    );
}

#[tokio::test]
async fn a_swiss_tournament_runs_round_by_round_with_a_withdrawal_and_a_deadline() {
    use carcassonne_bot::game::{Format, NewTournament, TournamentStatus};
    let Some(db) = TempDb::new("swiss") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let people: Vec<User> = ["Ann", "Ben", "Cat", "Dan", "Eve"]
        .iter()
        .enumerate()
        .map(|(i, n)| User::new(1_000 + i as i64, *n))
        .collect();
    let host = &people[0];
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Swiss,
        table_size: 2,
        best_of: 1,
        rounds: 3,
        max_entrants: 5,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    assert!(matches!(
        svc.open_tournament(
            GUILD,
            800,
            host,
            NewTournament {
                best_of: 3,
                table_size: 3,
                ..new.clone()
            }
        )
        .await,
        Err(ServiceError::BestOfNeedsPairs)
    ));
    let t = svc.open_tournament(GUILD, 800, host, new).await.unwrap();
    let id = t.id;
    assert_eq!(svc.tournament_in(800).await.unwrap(), Some(id));
    for p in &people {
        svc.join_tournament(id, p).await.unwrap();
    }
    assert!(matches!(
        svc.join_tournament(id, &people[1]).await,
        Err(ServiceError::AlreadySignedUp)
    ));
    assert!(matches!(
        svc.join_tournament(id, &User::new(2_000, "Fay")).await,
        Err(ServiceError::TournamentFull(5))
    ));
    svc.leave_tournament(id, &people[4]).await.unwrap();
    svc.join_tournament(id, &people[4]).await.unwrap();
    assert!(matches!(
        svc.start_tournament(id, &people[1], false).await,
        Err(ServiceError::NotAllowedToManage)
    ));
    let t = svc.start_tournament(id, host, false).await.unwrap();
    assert_eq!(
        (t.status, t.round, t.rounds),
        (TournamentStatus::Running, 1, 3)
    );
    assert_eq!(t.tables_of(1).count(), 2);
    assert_eq!(t.byes.len(), 1);
    assert!(matches!(
        svc.join_tournament(id, &User::new(2_000, "Fay")).await,
        Err(ServiceError::SignupClosed)
    ));
    let mut spot = 9_000;
    // Round 1: nothing moves on while its games run; then the standings.
    let round1 = open_round(&svc, id, &mut spot).await;
    assert!(!svc.step_tournament(id).await.unwrap());
    for view in round1 {
        played_by_stand_ins(&svc, view).await;
    }
    // A restart: the next step is taken once, whoever takes it.
    let again = service(&db, &clock).await;
    assert!(again.step_tournament(id).await.unwrap());
    assert!(!svc.step_tournament(id).await.unwrap());
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.round, 2);
    let points: f64 = t.standings.iter().map(|s| s.points).sum();
    assert_eq!(points, 3.0, "two winners and a bye: {:?}", t.standings);
    // Round 2: Dan withdraws; his game is a loss, and later rounds skip him.
    let round2 = open_round(&svc, id, &mut spot).await;
    let dan = &people[3];
    svc.withdraw(id, dan).await.unwrap();
    assert!(matches!(
        svc.withdraw(id, dan).await,
        Err(ServiceError::NotSignedUp)
    ));
    for view in round2 {
        let view = svc.view(view.game_id).await.unwrap();
        if matches!(view.state, ViewState::Turn(_)) {
            played_by_stand_ins(&svc, view).await;
        }
    }
    assert!(svc.step_tournament(id).await.unwrap());
    let t = svc.tournament(id).await.unwrap();
    let dan_table = t
        .tables_of(2)
        .find(|x| x.players.iter().any(|p| p.0 == dan.id));
    if let Some(table) = dan_table {
        let i = table.players.iter().position(|p| p.0 == dan.id).unwrap();
        assert_eq!(table.places.as_ref().unwrap()[i], 2, "a withdrawal loses");
    }
    assert_eq!(t.round, 3);
    assert!(
        t.tables_of(3)
            .all(|x| x.players.iter().all(|p| p.0 != dan.id))
    );
    // Round 3: one game is left running past the round's deadline, and
    // is decided by the scores as they stand.
    let round3 = open_round(&svc, id, &mut spot).await;
    assert_eq!(round3.len(), 2);
    played_by_stand_ins(&svc, round3[0].clone()).await;
    assert!(!svc.step_tournament(id).await.unwrap());
    clock.advance(48 * 3600 + 1);
    assert!(svc.step_tournament(id).await.unwrap());
    let late = svc.view(round3[1].game_id).await.unwrap();
    assert!(
        matches!(late.state, ViewState::Cancelled),
        "{:?}",
        late.state
    );
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    assert!(t.tables_of(3).any(|x| x.by_deadline));
    assert_eq!(t.standings.len(), 5);
    assert!(
        t.standings
            .iter()
            .any(|s| s.user_id == dan.id && s.withdrawn)
    );
    // Nobody met anyone twice while another pairing was possible.
    let mut pairs = std::collections::HashSet::new();
    for table in &t.tables {
        let (a, b) = (table.players[0].0, table.players[1].0);
        assert!(pairs.insert((a.min(b), a.max(b))), "{a} and {b} met twice");
    }
    let byes: Vec<i64> = t.byes.iter().map(|b| b.1).collect();
    let unique: std::collections::HashSet<_> = byes.iter().collect();
    assert_eq!(unique.len(), byes.len(), "one bye each at most: {byes:?}");
}

/// A one-round event of Alice, Bob and Cleo at one table, started.
async fn three_at_one_table(svc: &Service, options: GameOptions) -> i64 {
    use carcassonne_bot::game::{Format, NewTournament};
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Swiss,
        table_size: 3,
        best_of: 1,
        rounds: 1,
        max_entrants: 3,
        round_hours: 48,
        signup_hours: 0,
        options,
    };
    let id = svc
        .open_tournament(GUILD, 800, &alice(), new)
        .await
        .unwrap()
        .id;
    for p in users() {
        svc.join_tournament(id, &p).await.unwrap();
    }
    svc.start_tournament(id, &alice(), false).await.unwrap();
    id
}

/// The same event with its table's game open.
async fn one_table_tournament(svc: &Service, options: GameOptions, spot: &mut i64) -> (i64, View) {
    let id = three_at_one_table(svc, options).await;
    let mut views = open_round(svc, id, spot).await;
    assert_eq!(views.len(), 1);
    (id, views.remove(0))
}

/// A table's game is made once, in the thread kept for it, however its
/// making is cut short (a stop, a crash between two writes): each try goes
/// on from where the last one stopped, and none opens another thread or
/// makes another game. A member's caps do not count the event's tables.
#[tokio::test]
async fn a_tables_game_is_made_once_in_its_own_thread_whatever_cuts_it_short() {
    use carcassonne_bot::game::LimitChanges;
    let Some(db) = TempDb::new("event-open") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let id = three_at_one_table(&svc, hourly()).await;
    let tables = svc.tables_to_open(id).await.unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].thread, None);
    let kept = svc.keep_table_thread(&tables[0], 7_001).await.unwrap();
    assert_eq!(kept, Some(7_001));
    let again = svc.keep_table_thread(&tables[0], 7_002).await.unwrap();
    assert_eq!(again, Some(7_001), "the first thread kept stays");
    for left in 0..400_u32 {
        let tables = svc.tables_to_open(id).await.unwrap();
        let Some(table) = tables.first() else {
            break;
        };
        assert_eq!(table.thread, Some(7_001), "after {left} polls");
        let spot = Spot::thread(7_001, 800);
        let _ = Cut {
            inner: Box::pin(svc.open_table(table, spot)),
            left,
        }
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert!(svc.tables_to_open(id).await.unwrap().is_empty());
    let t = svc.tournament(id).await.unwrap();
    let games: Vec<i64> = t.tables.iter().flat_map(|x| x.games.clone()).collect();
    assert_eq!(games.len(), 1);
    let view = svc.view(games[0]).await.unwrap();
    assert!(matches!(view.state, ViewState::Turn(_)));
    assert_eq!(view.seats.len(), 3);
    assert_eq!(svc.channel_of(games[0]).await.unwrap(), 7_001);
    let made: i64 = {
        use sqlx::Connection;
        let mut own = sqlx::AnyConnection::connect(&db.url()).await.unwrap();
        sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut own)
            .await
            .unwrap()
    };
    assert_eq!(made, 1, "no game made but the table's");
    // One game a channel: the event's table, in a thread of its channel,
    // leaves room for a member's.
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(1),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.create(GUILD, 800, &User::new(900, "Dee"), hourly())
        .await
        .unwrap();
}

/// A tournament ends with its channel or its server: it has nowhere to
/// post or open tables, its games end with it in the same write, and
/// nothing it meant to post is tried again.
#[tokio::test]
async fn a_tournament_ends_with_its_channel_or_its_server() {
    use carcassonne_bot::game::{EndReason, TournamentStatus};
    let Some(db) = TempDb::new("event-gone") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let mut spot = 9_000;
    let (id, view) = one_table_tournament(&svc, hourly(), &mut spot).await;
    // The table's thread is the event channel's: deleting the channel
    // ends both, though the gateway tells of the channel only.
    let ended = svc.channel_gone(800).await.unwrap();
    assert_eq!(ended, vec![view.game_id]);
    assert_eq!(
        svc.end_reason(view.game_id).await.unwrap(),
        Some(EndReason::ChannelDeleted)
    );
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Cancelled);
    assert!(svc.tournament_posts(100).await.unwrap().is_empty());
    assert!(svc.live_tournaments().await.unwrap().is_empty());
    // A server the bot left: its sign-ups end too.
    let other = svc
        .open_tournament(
            GUILD,
            801,
            &alice(),
            carcassonne_bot::game::NewTournament {
                name: "Spring Cup".into(),
                format: carcassonne_bot::game::Format::Swiss,
                table_size: 2,
                best_of: 1,
                rounds: 1,
                max_entrants: 4,
                round_hours: 24,
                signup_hours: 0,
                options: hourly(),
            },
        )
        .await
        .unwrap()
        .id;
    svc.guild_gone(GUILD).await.unwrap();
    let t = svc.tournament(other).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Cancelled);
    assert!(svc.tournament_posts(100).await.unwrap().is_empty());
}

/// A seat a computer took (a time-out, a removal) and a withdrawal are
/// losses: the stand-in's result is never its person's, and a withdrawal
/// leaves the game outright even where the options hand seats over.
#[tokio::test]
async fn a_withdrawn_or_replaced_entrant_never_takes_the_computers_result() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("event-stand-ins") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        stand_in: Some(Level::Easy),
        ..hourly()
    };
    let mut spot = 9_000;
    let (id, view) = one_table_tournament(&svc, options, &mut spot).await;
    let game = view.game_id;
    let admin = User::new(900, "Admin");
    svc.stand_in(game, &admin, true, &alice(), Level::Easy)
        .await
        .unwrap();
    svc.withdraw(id, &bob()).await.unwrap();
    let view = svc.view(game).await.unwrap();
    let bob_seat = view.seats.iter().find(|s| s.user_id == bob().id).unwrap();
    assert!(
        bob_seat.computer.is_none(),
        "a withdrawal is not stood in for"
    );
    let view = play_out(&svc, view).await;
    assert!(
        matches!(view.state, ViewState::Finished { .. }),
        "{:?}",
        view.state
    );
    assert!(svc.step_tournament(id).await.unwrap());
    let t = svc.tournament(id).await.unwrap();
    let table = t.tables_of(1).next().unwrap();
    let place = |u: User| {
        let i = table.players.iter().position(|p| p.0 == u.id).unwrap();
        table.places.as_ref().unwrap()[i]
    };
    assert_eq!(place(cleo()), 1, "the only one who played it out wins");
    assert_eq!(place(bob()), 2);
    assert_eq!(place(alice()), 3, "a stand-in's result is not Alice's");
}

/// A round's deadline ends its running games and takes the round's step in
/// one write: if one of them moved or ended since its result was read,
/// nothing is stored, and the next try decides from what it is then.
#[tokio::test]
async fn a_deadline_ends_the_round_in_one_write_or_not_at_all() {
    use carcassonne_bot::game::EndReason;
    use carcassonne_bot::store::{Decided, TournamentStep};
    let Some(db) = TempDb::new("event-deadline") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let mut spot = 9_000;
    let (id, view) = one_table_tournament(&svc, hourly(), &mut spot).await;
    let game = view.game_id;
    let store = Store::open(&db.url()).await.unwrap();
    let stored = store.event(id).await.unwrap().unwrap();
    let row = store.game(game).await.unwrap().unwrap();
    let step = |revision: i64| TournamentStep {
        id,
        revision: stored.event.revision,
        now: 700_000,
        seeds: Vec::new(),
        rounds: None,
        next: None,
        decided: vec![Decided {
            game_id: game,
            revision: Some(revision),
            result: vec![(1, 0), (2, 0), (3, 0)],
            effects: Vec::new(),
        }],
        posts: Vec::new(),
    };
    // Read before a move that came after: nothing is stored.
    assert!(
        !store
            .tournament_step(&step(row.revision - 1))
            .await
            .unwrap()
    );
    // A game that ended since (here another, cancelled) stops the step too.
    let other = started(&svc, 5_000, &[alice(), bob()], hourly(), 3).await;
    svc.cancel(other.game_id, &alice(), false).await.unwrap();
    let ended = store.game(other.game_id).await.unwrap().unwrap();
    let mut both = step(row.revision);
    both.decided.push(Decided {
        game_id: other.game_id,
        revision: Some(ended.revision),
        ..both.decided[0].clone()
    });
    assert!(!store.tournament_step(&both).await.unwrap());
    assert!(matches!(
        svc.view(game).await.unwrap().state,
        ViewState::Turn(_)
    ));
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, carcassonne_bot::game::TournamentStatus::Running);
    assert!(t.tables_of(1).all(|x| x.places.is_none()));
    // The deadline itself: the game ends with the round, decided.
    clock.advance(48 * 3600 + 1);
    assert!(svc.step_tournament(id).await.unwrap());
    assert!(matches!(
        svc.view(game).await.unwrap().state,
        ViewState::Cancelled
    ));
    assert_eq!(
        svc.end_reason(game).await.unwrap(),
        Some(EndReason::Deadline)
    );
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, carcassonne_bot::game::TournamentStatus::Finished);
    assert!(t.tables_of(1).all(|x| x.by_deadline && x.places.is_some()));
}

/// Plays an event to its end: every round's tables opened, their games
/// played out by stand-ins, the next step taken. The rounds it took.
async fn play_tournament(svc: &Service, id: i64, spot: &mut i64) -> u32 {
    let mut rounds = 0;
    loop {
        let views = open_round(svc, id, spot).await;
        if views.is_empty() {
            return rounds;
        }
        rounds += 1;
        for view in views {
            played_by_stand_ins(svc, view).await;
        }
        // A match's next game, while the match is open.
        loop {
            let more = open_round(svc, id, spot).await;
            if more.is_empty() {
                break;
            }
            for view in more {
                played_by_stand_ins(svc, view).await;
            }
        }
        assert!(svc.step_tournament(id).await.unwrap());
    }
}

#[tokio::test]
async fn round_robin_and_elimination_events_seat_everyone_as_their_rules_say() {
    use carcassonne_bot::game::{Format, NewTournament, TournamentStatus};
    let Some(db) = TempDb::new("events") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(700_000));
    let svc = service(&db, &clock).await;
    let people: Vec<User> = (0..5)
        .map(|i| User::new(3_000 + i, format!("P{i}")))
        .collect();
    let mut spot = 20_000;
    // A round robin of 4 at tables of two: 3 rounds, everyone meets
    // everyone once.
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::RoundRobin,
        table_size: 2,
        best_of: 1,
        rounds: 1,
        max_entrants: 4,
        round_hours: 24,
        signup_hours: 0,
        options: hourly(),
    };
    let rr = svc
        .open_tournament(GUILD, 801, &people[0], new.clone())
        .await
        .unwrap();
    for p in &people[..4] {
        svc.join_tournament(rr.id, p).await.unwrap();
    }
    svc.start_tournament(rr.id, &people[0], false)
        .await
        .unwrap();
    assert_eq!(play_tournament(&svc, rr.id, &mut spot).await, 3);
    let t = svc.tournament(rr.id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    let mut met = std::collections::HashSet::new();
    for table in &t.tables {
        let (a, b) = (table.players[0].0, table.players[1].0);
        assert!(met.insert((a.min(b), a.max(b))));
    }
    assert_eq!(met.len(), 6, "everyone met everyone once");
    // Single elimination of 5, matches best of 3: 3 rounds, the top three
    // seeds with byes first, one winner.
    let el = svc
        .open_tournament(
            GUILD,
            802,
            &people[0],
            NewTournament {
                format: Format::Elimination,
                best_of: 3,
                max_entrants: 5,
                ..new
            },
        )
        .await
        .unwrap();
    for p in &people {
        svc.join_tournament(el.id, p).await.unwrap();
    }
    let t = svc
        .start_tournament(el.id, &people[0], false)
        .await
        .unwrap();
    assert_eq!((t.rounds, t.tables_of(1).count(), t.byes.len()), (3, 1, 3));
    assert_eq!(play_tournament(&svc, el.id, &mut spot).await, 3);
    let t = svc.tournament(el.id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    assert_eq!(t.tables_of(3).count(), 1, "one final");
    let last = t.tables_of(3).next().unwrap();
    assert!((2..=3).contains(&last.games.len()), "{last:?}");
    assert_eq!(t.standings[0].rank, 1);
}

/// A seat handed to a computer player while a move is being made (the
/// stand-in stored between the read the move was made from and the move's
/// write) gets a computer's turn when that move makes it the seat to move:
/// the write asks the seats as they are then, not as the move's maker read
/// them. (Else the game waited for a person who is not there any more,
/// until the turn's deadline: days.)
#[tokio::test]
async fn a_move_stored_after_a_stand_in_it_did_not_see_gives_the_computer_its_turn() {
    use carcassonne_bot::store::{NewMove, NewStandIn, Timers};
    let Some(db) = TempDb::new("stand-in-race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(300_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 702, &[alice(), bob(), cleo()], hourly(), 11).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!("a turn")
    };
    let next = i64::from((t.seat + 1) % 3);
    let store = Store::open(&db.url()).await.unwrap();
    let moves = store.game(id).await.unwrap().unwrap().moves;
    let now = 400_000;
    // The next seat is handed over, while the move in progress was made
    // from a read that has that seat a person's.
    let handed = store
        .stand_in(&NewStandIn {
            game_id: id,
            seat: next,
            level: "medium",
            moves,
            turns: 1,
            timers: None,
            now,
            effects: &[],
        })
        .await
        .unwrap();
    assert!(handed.is_some());
    let person = Timers {
        turn_started_at: Some(now),
        reminder_at: Some(now + 1800),
        deadline_at: Some(now + 3600),
        computer: false,
    };
    let computer = Timers {
        turn_started_at: Some(now),
        reminder_at: None,
        deadline_at: Some(now + 2),
        computer: true,
    };
    store
        .append_move(&NewMove {
            game_id: id,
            move_no: moves + 1,
            bodies: vec!["{}".into()],
            now,
            timers: person,
            next: Some((next, computer)),
            missed: None,
            bank: None,
            finish: None,
            keep_pending: false,
            effects: Vec::new(),
            lapsed: String::new(),
            turn_news: None,
        })
        .await
        .unwrap();
    let row = store.game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.reminder_at, row.deadline_at),
        (None, Some(now + 2)),
        "the computer's turn, not a person's"
    );
    store.close().await;
}

/// The news of a move goes with the next person's turn: its outbox entry
/// names that turn, the turn's view carries it (after a restart too, so
/// that every edit of the turn's message shows it), and the move after it
/// brings its own news (or none) instead.
#[tokio::test]
async fn a_moves_news_goes_with_the_next_turn_and_outlives_a_restart() {
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("turn-news") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 151, &[alice(), bob()], GameOptions::default(), 5).await;
    let id = view.game_id;
    // Moves until one makes news (a feature scored) with the game going on.
    let news = loop {
        let before = svc.store().effects_of(id).await.unwrap().len();
        view = play_turn(&svc, &view).await;
        let ViewState::Turn(t) = &view.state else {
            panic!("the game ended before any news")
        };
        let made: Vec<Effect> = svc.store().effects_of(id).await.unwrap()[before..]
            .iter()
            .map(|e| Effect::from_json(&e.0).unwrap())
            .collect();
        let news = made.iter().find_map(|e| match e {
            Effect::News { lines, before_turn } => Some((lines.clone(), *before_turn)),
            _ => None,
        });
        if let Some((lines, before_turn)) = news {
            assert_eq!(before_turn, Some(t.move_no), "shown with the next turn");
            assert_eq!(t.news, lines, "the turn's view carries it");
            break lines;
        }
        assert!(t.news.is_empty(), "no news: none shown");
    };
    // An undo of that move takes its news away with it; played again the
    // same way, the move brings the same news back.
    let at = turn_of(&view).move_no;
    let mover = user(turn_of(&svc.view_after(id, at - 2).await.unwrap()).user_id);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    let undone = svc.vote_undo(id, &other, at - 1, true).await.unwrap();
    assert_eq!(turn_of(&undone).move_no, at - 1);
    assert!(
        turn_of(&undone).news.is_empty(),
        "{:?}",
        turn_of(&undone).news
    );
    let again = play_turn(&svc, &undone).await;
    assert_eq!(turn_of(&again).news, news, "played again");
    // A restart reads it back with the game.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    let again = svc.view(id).await.unwrap();
    let ViewState::Turn(t) = &again.state else {
        panic!()
    };
    assert_eq!(t.news, news);
    // The next move's news replaces it (or there is none).
    let after = play_turn(&svc, &again).await;
    if let ViewState::Turn(t2) = &after.state {
        assert_ne!(t2.move_no, t.move_no);
        let made = svc.store().effects_of(id).await.unwrap();
        let last_news = made
            .iter()
            .rev()
            .filter_map(|e| match Effect::from_json(&e.0) {
                Some(Effect::News { lines, before_turn }) if before_turn == Some(t2.move_no) => {
                    Some(lines)
                }
                _ => None,
            })
            .next()
            .unwrap_or_default();
        assert_eq!(t2.news, last_news);
    }
    svc.store().close().await;
}
