//! Storage speed (a benchmark, never a test): `cargo bench --bench store`.
//! With 1,000 stored games, in a WAL-mode SQLite file and then in a
//! throwaway PostgreSQL server (where one can be started; fsync on, commits
//! not waiting for the disk, as SQLite in WAL mode), times one move
//! being applied, persisted and the game rebuilt from its log
//! (`Service::play`). `STORE_BENCH=sqlite` or `postgres` runs one.

use std::time::{Duration, Instant};

use carcassonne_bot::engine::{Move, Placement};
use carcassonne_bot::game::{GameOptions, Service, TurnStep, User, View, ViewState};
use carcassonne_bot::store::Store;

#[path = "../tests/support/pg.rs"]
#[allow(dead_code)]
mod pg;

fn pick(view: &View) -> Option<(i64, i64, Move)> {
    let ViewState::Turn(t) = &view.state else {
        return None;
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        return None;
    };
    let c = &candidates[(t.move_no as usize * 5) % candidates.len()];
    Some((
        t.user_id,
        t.move_no,
        Move::new(
            Placement {
                pos: c.pos,
                rot: c.rotations[0],
            },
            None,
        ),
    ))
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let only = std::env::var("STORE_BENCH").unwrap_or_default();
    if only.is_empty() || only == "sqlite" {
        let dir = std::env::temp_dir().join(format!("carcassonne-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        bench("sqlite", &format!("sqlite://{}/bench.db", dir.display())).await;
        std::fs::remove_dir_all(&dir).ok();
    }
    if only.is_empty() || only == "postgres" {
        match pg::durable_server() {
            Ok(server) => bench("postgres", &server.database("bench")).await,
            Err(why) => println!("store (postgres): not run, {why}"),
        }
    }
}

async fn bench(backend: &str, url: &str) {
    let svc = Service::new(Store::open(url).await.unwrap());
    let players = [
        User::new(1, "Ann"),
        User::new(2, "Ben"),
        User::new(3, "Cid"),
    ];
    let games = 1000;
    let t = Instant::now();
    let mut views = Vec::with_capacity(games);
    for i in 0..games {
        let v = svc
            .create_seeded(
                1,
                10_000 + i as i64,
                &players[0],
                GameOptions::default(),
                i as u64,
            )
            .await
            .unwrap();
        for p in &players[1..] {
            svc.join(v.game_id, p).await.unwrap();
        }
        let mut v = svc.start(v.game_id, &players[0]).await.unwrap();
        // Half of each game already played.
        for _ in 0..35 {
            let Some((user, no, mv)) = pick(&v) else {
                break;
            };
            let who = players.iter().find(|p| p.id == user).unwrap();
            v = svc.play(v.game_id, who, no, mv).await.unwrap();
        }
        views.push(v);
    }
    println!(
        "store ({backend}): {games} games with 35 moves each stored in {:.1} s",
        t.elapsed().as_secs_f64()
    );

    let mut times: Vec<Duration> = Vec::new();
    for round in 0..2 {
        for i in (round..games).step_by(4) {
            let v = &views[i];
            let Some((user, no, mv)) = pick(v) else {
                continue;
            };
            let who = players.iter().find(|p| p.id == user).unwrap();
            let t = Instant::now();
            let next = svc.play(v.game_id, who, no, mv).await.unwrap();
            times.push(t.elapsed());
            views[i] = next;
        }
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p) as usize].as_secs_f64() * 1e3;
    println!(
        "store ({backend}): one move applied, persisted and rebuilt from the log: p50 {:.2} ms, p99 {:.2} ms ({} moves)",
        pct(0.5),
        pct(0.99),
        times.len()
    );
    svc.store().close().await;
}
