//! Two bot processes on one PostgreSQL database, each running half of four
//! shards against the fake Discord, which sends each server's events to
//! its shard's connection only. A game runs in a server on every shard; one
//! process is SIGKILLed mid-game and started again. Every game ends, with
//! nothing lost, doubled or stalled.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

#[path = "support/pg.rs"]
#[allow(dead_code)]
mod pg;

#[path = "support/bot.rs"]
#[allow(dead_code)]
mod bot;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bot::{Process, choice, current, player_of};
use carcassonne_bot::engine::{Record, TurnAction, replay};
use carcassonne_bot::game::Service;
use carcassonne_bot::store::Store;
use fake_discord::{Fake, Person, shard_of};
use serde_json::json;
use sqlx::Row;

const SHARDS: u64 = 4;

/// A server on `shard` (ids as Discord makes them: the shard is in the
/// timestamp bits, `(id >> 22) % count`).
fn guild_on(shard: u64) -> u64 {
    ((41_000_000_000 + shard) << 22) | 1_234
}

/// Waits until exactly these shards are connected, once each.
async fn connected(fake: &Fake, want: &[u64]) {
    let mut want: Vec<(u64, u64)> = want.iter().map(|&s| (s, SHARDS)).collect();
    want.sort_unstable();
    for _ in 0..600 {
        let mut now = fake.connected_shards();
        now.sort_unstable();
        if now == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "shards connected: {:?}, wanted {want:?}",
        fake.connected_shards()
    );
}

/// Plays `channel`'s game to its end for `person`, clicking again when a
/// click goes unanswered (its process was down: Discord drops the click,
/// and a person tries again). Counts steps in `steps`.
async fn play(fake: Fake, channel: u64, person: Person, steps: Arc<AtomicUsize>) {
    let people = [person];
    for turn in 0..2_000 {
        let m = fake
            .wait_for(60, "something to act on", |s| current(s, channel))
            .await;
        if m.content.contains("Final scores") {
            return;
        }
        let who = player_of(&m, &people);
        let (id, values) = choice(&m, turn);
        let t = fake.click(&who, m.id, &id, values);
        let before = (m.content.clone(), m.components.clone());
        let answered = fake
            .poll_for(10, |s| {
                let acked = s.interactions.get(&t)?.acknowledged;
                let edited = s
                    .message(m.id)
                    .map(|x| (x.content.clone(), x.components.clone()))
                    != Some(before.clone());
                let newer = s.in_channel(channel).last().map(|x| x.id) > Some(m.id);
                (acked && (edited || newer)).then_some(())
            })
            .await;
        if answered.is_some() {
            steps.fetch_add(1, Ordering::SeqCst);
        }
    }
    panic!("the game in {channel} does not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_the_shards_and_a_killed_one_picks_its_games_up() {
    let Some(server) = pg::required() else {
        return;
    };
    let url = server.database("shards");
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-shards-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let half = |range: &str| {
        Process::new(&fake, &url, dir.join(format!("bot-{range}.log")))
            .with_env("SHARD_COUNT", &SHARDS.to_string())
            .with_env("SHARDS", range)
            .with_env("COMPUTER_PAUSE_MS", "0")
    };
    let mut low = half("0-1");
    let mut high = half("2-3");
    low.spawn();
    high.spawn();
    connected(&fake, &[0, 1, 2, 3]).await;

    // A server on every shard, with a game of a person and a computer.
    let mut games = Vec::new();
    for shard in 0..SHARDS {
        let channel = 9_000 + shard;
        let guild = guild_on(shard);
        assert_eq!(shard_of(guild, SHARDS), shard);
        fake.put_in_guild(channel, guild);
        let person = Person::new(9_100 + shard, &format!("Player{shard}"));
        let lobby = fake
            .open_lobby(
                &person,
                channel,
                json!([
                    { "name": "seats", "type": 4, "value": 2 },
                    { "name": "computers", "type": 4, "value": 1 },
                    { "name": "computer_level", "type": 4, "value": 0 },
                ]),
            )
            .await;
        let start = lobby
            .controls()
            .into_iter()
            .find(|c| c.1 == "Start")
            .expect("a Start button")
            .0;
        bot::click_and_wait(&fake, &person, &lobby, &start, None).await;
        let steps = Arc::new(AtomicUsize::new(0));
        let task = tokio::spawn(play(fake.clone(), channel, person, steps.clone()));
        games.push((channel, steps, task));
    }

    // Mid-game, with clicks in flight, the first process is killed and
    // started again.
    // (Every game is under way by then: the last ones started later.)
    for _ in 0..1_200 {
        if games[0].1.load(Ordering::SeqCst) >= 12
            && games.iter().all(|g| g.1.load(Ordering::SeqCst) >= 3)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let steps_before: Vec<usize> = games.iter().map(|g| g.1.load(Ordering::SeqCst)).collect();
    low.kill();
    let undelivered_before = fake.state().undelivered.len();
    tokio::time::sleep(Duration::from_millis(500)).await;
    low.spawn();
    connected(&fake, &[0, 1, 2, 3]).await;
    for (channel, _, task) in games.drain(..) {
        tokio::time::timeout(Duration::from_secs(600), task)
            .await
            .unwrap_or_else(|_| {
                panic!(
                    "the game in {channel} stalled; logs:\n{}\n{}",
                    low.log_tail(40),
                    high.log_tail(40)
                )
            })
            .unwrap();
    }
    assert!(
        steps_before.iter().all(|&s| s > 0),
        "clicks answered before the kill, per game: {steps_before:?}; logs:\n{}\n{}",
        low.log_tail(60),
        high.log_tail(60)
    );

    // Discord dropped only the clicks meant for the killed process's
    // servers, while it was down.
    let dropped = fake.state().undelivered[undelivered_before..].to_vec();
    for event in &dropped {
        assert!(
            [0, 1]
                .iter()
                .any(|&s| event.contains(&guild_on(s).to_string())),
            "an event for a running shard was dropped: {event}"
        );
    }
    // The last effects (the replay after the final scores) go out before
    // the processes stop.
    let svc = Service::new(Store::open(&url).await.unwrap());
    let mut left = -1;
    for _ in 0..1_200 {
        left = sqlx::query("SELECT COUNT(*) FROM effects WHERE done_at IS NULL")
            .fetch_one(svc.store().pool())
            .await
            .unwrap()
            .get(0);
        if left == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        left,
        0,
        "effects still undelivered; logs:\n{}\n{}",
        low.log_tail(40),
        high.log_tail(40)
    );
    low.kill();
    high.kill();

    // Every game is whole and ended once; every effect delivered once.
    for shard in 0..SHARDS {
        let channel = 9_000 + shard;
        let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
        let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
        let game = replay(&record).unwrap();
        assert!(game.is_over(), "game {id}");
        let discards = record
            .turns
            .iter()
            .filter(|t| t.action == TurnAction::Discard)
            .count();
        assert_eq!(game.board().len() + discards, 72);
        let stored: i64 = sqlx::query("SELECT COUNT(*) FROM moves WHERE game_id = $1")
            .bind(id)
            .fetch_one(svc.store().pool())
            .await
            .unwrap()
            .get(0);
        assert_eq!(stored as usize, game.board().len() - 1, "one move per tile");
        let (left, failed): (i64, i64) = {
            let row = sqlx::query(
                "SELECT COUNT(CASE WHEN done_at IS NULL THEN 1 END),
                        COUNT(CASE WHEN outcome LIKE 'failed%' THEN 1 END)
                 FROM effects WHERE game_id = $1",
            )
            .bind(id)
            .fetch_one(svc.store().pool())
            .await
            .unwrap();
            (row.get(0), row.get(1))
        };
        assert_eq!((left, failed), (0, 0), "game {id}: undelivered, failed");
        let recorded: std::collections::HashSet<i64> = sqlx::query(
            "SELECT message_id FROM effects WHERE game_id = $1 AND message_id IS NOT NULL",
        )
        .bind(id)
        .fetch_all(svc.store().pool())
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
        let s = fake.state();
        let posted: Vec<_> = s
            .in_channel(channel)
            .into_iter()
            .filter(|m| m.token.is_none())
            .collect();
        // Each message the bot posted on its own is an effect's, once.
        for m in &posted {
            assert!(
                recorded.contains(&(m.id as i64)),
                "a message no effect made (posted twice?): {:?}",
                m.content
            );
        }
        let finals = posted
            .iter()
            .filter(|m| m.content.contains("Final scores"))
            .count();
        assert_eq!(finals, 1, "game {id}: the end shown once");
    }
    // A message sent again with its nonce: only an effect whose answer the
    // kill cut off (one per game of the killed process at most).
    let repeats = fake.state().nonce_repeats.len();
    assert!(repeats <= 2, "{repeats} messages sent twice");
    fake.assert_no_violations();
    svc.store().close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
