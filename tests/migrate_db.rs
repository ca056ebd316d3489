//! `migrate-db`: a SQLite database with finished and running games copied
//! into PostgreSQL, where the running games go on and every export
//! replays.

#[path = "support/pg.rs"]
#[allow(dead_code)]
mod pg;

use carcassonne_bot::engine::{Move, Placement, Record, replay};
use carcassonne_bot::game::{GameOptions, Service, TurnStep, User, View, ViewState};
use carcassonne_bot::store::{Store, StoreError};

fn people() -> [User; 2] {
    [User::new(11, "Ann"), User::new(22, "Ben")]
}

/// The next move of a running game (a fitting place, a follower now and
/// then), with who makes it.
fn next_move(view: &View) -> Option<(User, i64, Move)> {
    let ViewState::Turn(t) = &view.state else {
        return None;
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        return None;
    };
    let c = &candidates[(t.move_no as usize * 7) % candidates.len()];
    let who = people().into_iter().find(|p| p.id == t.user_id)?;
    let mv = Move {
        placement: Placement {
            pos: c.pos,
            rot: c.rotations[0],
        },
        meeple: None,
        return_abbot: false,
    };
    Some((who, t.move_no, mv))
}

async fn play(svc: &Service, mut view: View, turns: usize) -> View {
    for _ in 0..turns {
        let Some((who, no, mv)) = next_move(&view) else {
            break;
        };
        view = svc.play(view.game_id, &who, no, mv).await.unwrap();
    }
    view
}

async fn started(svc: &Service, channel: i64, seed: u64) -> View {
    let [ann, ben] = people();
    let v = svc
        .create_seeded(1, channel, &ann, GameOptions::default(), seed)
        .await
        .unwrap();
    svc.join(v.game_id, &ben).await.unwrap();
    svc.start(v.game_id, &ann).await.unwrap()
}

#[tokio::test]
async fn a_sqlite_database_moves_to_postgres_and_its_games_go_on() {
    let Some(server) = pg::required() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-migrate-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let sqlite = format!("sqlite://{}/games.db", dir.display());
    let svc = Service::new(Store::open(&sqlite).await.unwrap());
    let finished = play(&svc, started(&svc, 100, 7).await, 200).await;
    assert!(matches!(finished.state, ViewState::Finished { .. }));
    let running = play(&svc, started(&svc, 200, 8).await, 20).await;
    assert!(matches!(running.state, ViewState::Turn(_)));
    let before = svc.export(running.game_id).await.unwrap();
    let board = svc.leaderboard(1, 0, 10).await.unwrap();
    svc.store().close().await;

    let url = server.database("migrated");
    let lines = carcassonne_bot::cli::copy_database(&sqlite, &url)
        .await
        .unwrap();
    assert!(
        lines.iter().any(|l| l == "games: 2 rows copied"),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.starts_with("moves: ")), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "done: every table's count matches");

    let pg = Service::new(Store::open(&url).await.unwrap());
    // The same games, players and ratings.
    assert_eq!(pg.export(running.game_id).await.unwrap(), before);
    let after = pg.leaderboard(1, 0, 10).await.unwrap();
    assert_eq!(
        format!("{:?}", after.entries),
        format!("{:?}", board.entries)
    );
    // The running game goes on to its end, and both records replay.
    let view = pg.view(running.game_id).await.unwrap();
    let view = play(&pg, view, 200).await;
    assert!(matches!(view.state, ViewState::Finished { .. }));
    for id in [finished.game_id, running.game_id] {
        let record = Record::parse(&pg.export(id).await.unwrap()).unwrap();
        assert!(replay(&record).unwrap().is_over());
    }
    // New games get new ids.
    let new = started(&pg, 300, 9).await;
    assert!(new.game_id > running.game_id);
    pg.store().close().await;

    // Copying again into a database that has games is refused.
    let source = Store::open(&sqlite).await.unwrap();
    let target = Store::open(&url).await.unwrap();
    assert!(matches!(
        source.copy_to(&target).await,
        Err(StoreError::NotEmpty(3))
    ));
    std::fs::remove_dir_all(&dir).ok();
}

/// Database passwords never reach an error message: neither a URL the bot
/// does not know nor one it cannot reach is printed whole.
#[tokio::test]
async fn errors_never_print_a_database_password() {
    let err = match Store::open("mysql://bot:hunter2@db.example/games").await {
        Err(e) => e.to_string(),
        Ok(_) => panic!("a MySQL URL is refused"),
    };
    assert!(!err.contains("hunter2"), "{err}");
    assert!(err.contains("mysql://bot:***@db.example/games"), "{err}");
    let dir = std::env::temp_dir().join(format!("carcassonne-redact-{}", std::process::id()));
    let from = format!("sqlite://{}/from.db", dir.display());
    // An option PostgreSQL does not know: the copy fails before it connects.
    let to = "postgres://bot:hunter2@127.0.0.1:1/games?password=hunter2&sslmode=nonsense";
    let err = carcassonne_bot::cli::copy_database(&from, to)
        .await
        .unwrap_err();
    assert!(!err.contains("hunter2"), "{err}");
    assert!(err.contains("bot:***@127.0.0.1:1"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
    for (url, shown) in [
        (
            "sqlite://data/carcassonne.db",
            "sqlite://data/carcassonne.db",
        ),
        ("postgres://bot@host/db", "postgres://bot@host/db"),
        (
            "postgres://bot:p%40ss:x@host:5432/db",
            "postgres://bot:***@host:5432/db",
        ),
        (
            "postgresql://host/db?user=bot&Password=pw",
            "postgresql://host/db?user=bot&Password=***",
        ),
    ] {
        assert_eq!(carcassonne_bot::store::redacted(url), shown);
    }
}
