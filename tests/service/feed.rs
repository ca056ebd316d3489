//! The change feed: every stored change is heard once, with the revision it
//! made, by every subscriber; reads say nothing; on PostgreSQL another
//! process hears it too.

use super::*;
use carcassonne_bot::game::PauseReason;
use carcassonne_bot::game::{Changed, Feed, Heard};

/// The revisions `feed` has heard for `game` so far (none missed).
fn heard_of(feed: &mut Feed, game: i64) -> Vec<i64> {
    feed.waiting()
        .into_iter()
        .filter_map(|h| match h {
            Heard::Change(c) => {
                assert!(c.here, "made by this process: {c:?}");
                (c.of == Changed::Game(game)).then_some(c.revision)
            }
            Heard::Missed => panic!("nothing was missed"),
        })
        .collect()
}

async fn stored_revision(svc: &Service, game: i64) -> i64 {
    svc.store().revisions(&[game]).await.unwrap()[0].1
}

#[tokio::test]
async fn every_stored_change_is_heard_once_with_the_revision_it_made() {
    let Some(db) = TempDb::new("feed") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let svc = service(&db, &clock).await;
    let (mut feed, mut other) = (svc.changes(), svc.changes());
    let lobby = svc
        .create_seeded(GUILD, 7, &alice(), hourly(), 11)
        .await
        .unwrap();
    let id = lobby.game_id;
    assert_eq!(heard_of(&mut feed, id), vec![0], "a new lobby");
    svc.join(id, &bob()).await.unwrap();
    assert_eq!(heard_of(&mut feed, id), vec![1], "a seat");
    let mut view = svc.start(id, &alice()).await.unwrap();
    assert_eq!(heard_of(&mut feed, id), vec![2], "the start");
    for _ in 0..3 {
        let before = stored_revision(&svc, id).await;
        view = play_turn(&svc, &view).await;
        // The tile and the follower: two writes, each heard once.
        assert_eq!(heard_of(&mut feed, id), vec![before + 1, before + 2]);
    }
    // Reads say nothing.
    svc.view(id).await.unwrap();
    let (t, placement) = first_placement(&view);
    svc.preview(id, &user(t.user_id), t.key, placement)
        .await
        .unwrap();
    assert!(heard_of(&mut feed, id).is_empty(), "a read");

    assert!(svc.pause(id, PauseReason::Permissions).await.unwrap());
    let paused = stored_revision(&svc, id).await;
    assert_eq!(heard_of(&mut feed, id), vec![paused], "a pause");
    svc.resume(id, &alice(), false).await.unwrap();
    assert_eq!(heard_of(&mut feed, id), vec![paused + 1], "a resume");
    assert_eq!(svc.channel_gone(7).await.unwrap(), vec![id]);
    assert_eq!(heard_of(&mut feed, id), vec![paused + 2], "an end");
    assert_eq!(stored_revision(&svc, id).await, paused + 2);

    // Every subscriber heard the same, in the same order.
    let all: Vec<i64> = heard_of(&mut other, id);
    assert_eq!(all.first(), Some(&0));
    assert!(all.windows(2).all(|w| w[1] == w[0] + 1), "{all:?}");
    assert_eq!(all.last(), Some(&(paused + 2)));
}

/// On PostgreSQL, a process hears the changes another process's writes
/// make (as the live board's pages need), with their revisions, only once
/// they commit; and the writer hears its own once, not back again.
#[tokio::test]
async fn another_process_hears_a_change_on_postgres() {
    if !on_postgres() {
        return;
    }
    let Some(db) = TempDb::new("hear") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let writer = service(&db, &clock).await;
    let hearer = service(&db, &clock).await;
    let mut heard = hearer.changes();
    let mut own = writer.changes();
    // The listener connects in the background: games are opened until a
    // change is heard at all (within 10 s), then one move is checked.
    let mut opened = Vec::new();
    let mut b = None;
    let wait = std::time::Duration::from_millis(200);
    for channel in 42..92 {
        let game = started(&writer, channel, &users(), GameOptions::default(), 4).await;
        opened.push(game.game_id);
        b = Some(game);
        if tokio::time::timeout(wait, heard.next()).await.is_ok() {
            break;
        }
    }
    assert!(
        b.is_some() && opened.len() < 50,
        "nothing was heard from the other process"
    );
    let b = b.unwrap();
    while let Ok(Some(h)) = tokio::time::timeout(wait, heard.next()).await {
        let Heard::Change(c) = h else {
            panic!("nothing was missed")
        };
        assert!(!c.here);
        assert!(opened.iter().any(|&g| c.of == Changed::Game(g)), "{c:?}");
    }
    let (t, placement) = first_placement(&b);
    writer
        .confirm_tile(b.game_id, &user(t.user_id), t.key, placement)
        .await
        .unwrap();
    let h = tokio::time::timeout(std::time::Duration::from_secs(1), heard.next())
        .await
        .expect("the move was heard within a second")
        .unwrap();
    let revision = stored_revision(&writer, b.game_id).await;
    assert_eq!(
        h,
        Heard::Change(carcassonne_bot::game::Change {
            of: Changed::Game(b.game_id),
            revision,
            here: false,
        })
    );
    // By then the writer's own listener has heard the move too, and let
    // it go: its feed has each of its changes once, as made here.
    tokio::time::sleep(wait).await;
    let own = heard_of(&mut own, b.game_id);
    assert_eq!(own.last(), Some(&revision), "{own:?}");
    assert!(own.windows(2).all(|w| w[1] == w[0] + 1), "{own:?}");
}
