//! Backups of a running bot's SQLite database: a copy taken while a game
//! is played restores, and the game plays on from it to an end whose
//! record replays.

use std::path::PathBuf;

use carcassonne_bot::engine::{Move, Placement, Record, replay};
use carcassonne_bot::game::{GameOptions, Service, TurnStep, User, View, ViewState};
use carcassonne_bot::store::Store;
use carcassonne_bot::store::backup::{BackupError, backup};

struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-{name}-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn url(&self, file: &str) -> String {
        format!("sqlite://{}", self.0.join(file).display())
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn person(id: i64) -> User {
    User {
        id,
        name: format!("Player {id}"),
    }
}

/// Plays the turn in `view` whole (the first fitting place, no figure).
async fn play(svc: &Service, view: &View) -> View {
    let ViewState::Turn(t) = &view.state else {
        panic!("not a turn: {:?}", view.state)
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!("expected the tile step")
    };
    let mv = Move {
        placement: Placement {
            pos: candidates[0].pos,
            rot: candidates[0].rotations[0],
        },
        meeple: None,
        return_abbot: false,
    };
    svc.play(view.game_id, &person(t.user_id), t.key, mv)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_a_game_restores_and_the_game_plays_on() {
    let dir = TempDir::new("backup");
    let url = dir.url("bot.db");
    let svc = Service::new(Store::open(&url).await.unwrap());
    let lobby = svc
        .create_seeded(1, 10, &person(1), GameOptions::default(), 7)
        .await
        .unwrap();
    let id = lobby.game_id;
    svc.join(id, &person(2)).await.unwrap();
    let mut view = svc.start(id, &person(1)).await.unwrap();
    for _ in 0..10 {
        view = play(&svc, &view).await;
    }

    // The bot goes on playing while the backup is taken.
    let playing = {
        let svc = svc.clone();
        tokio::spawn(async move {
            for _ in 0..20 {
                view = play(&svc, &view).await;
            }
            view
        })
    };
    let out = dir.0.join("backups/first.db");
    let taken = backup(&url, &out).await.unwrap();
    let view = playing.await.unwrap();
    assert_eq!(taken.games, 1);
    assert!((10..=30).contains(&taken.moves), "{} moves", taken.moves);
    assert_eq!(taken.players, 2);
    assert!(taken.bytes > 0 && taken.schema > 0);
    // It holds the board's signing key: its owner's alone.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&out).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    // Never over another file.
    assert!(matches!(
        backup(&url, &out).await,
        Err(BackupError::Exists(_))
    ));
    assert!(matches!(
        backup("postgres://bot:secret@db/carcassonne", &dir.0.join("pg.db")).await,
        Err(BackupError::Postgres(u)) if !u.contains("secret")
    ));
    assert!(matches!(
        backup(&dir.url("none.db"), &dir.0.join("none-copy.db")).await,
        Err(BackupError::NoDatabase(_))
    ));

    // Restored (the bot stopped, the copy put in place), the game is there
    // as it stood when the backup was taken, and plays on to its end.
    let restored = dir.0.join("restored.db");
    std::fs::copy(&out, &restored).unwrap();
    let back = Service::new(Store::open(&dir.url("restored.db")).await.unwrap());
    let mut again = back.view(id).await.unwrap();
    let ViewState::Turn(t) = &again.state else {
        panic!("not a turn: {:?}", again.state)
    };
    assert_eq!(t.move_no, taken.moves + 1);
    assert!(
        t.move_no
            <= match &view.state {
                ViewState::Turn(t) => t.move_no,
                _ => i64::MAX,
            }
    );
    while let ViewState::Turn(_) = again.state {
        again = play(&back, &again).await;
    }
    assert!(matches!(again.state, ViewState::Finished { .. }));
    let record = Record::parse(&back.export(id).await.unwrap()).unwrap();
    replay(&record).unwrap();
}
