//! Storage speed (a benchmark, never a test): `cargo bench --bench store`.
//! With 1,000 stored games, in a WAL-mode SQLite file and then in a
//! throwaway PostgreSQL server (where one can be started; fsync on, commits
//! not waiting for the disk, as SQLite in WAL mode), times one move
//! being applied, persisted and the game rebuilt from its log
//! (`Service::play`). `STORE_BENCH=sqlite` or `postgres` runs one.
//!
//! `STORE_BENCH=sizes` measures the SQLite file per 1,000 finished games
//! (`SIZES_GAMES` games played to the end, 50 unless told): with every
//! game's replay kept as before, and with replays a bounded cache; each
//! also after retention has pruned the delivered effects.
//!
//! `STORE_BENCH=tournament` runs a Swiss event of 16 players over 4 rounds
//! (its games played out by stand-ins, not timed) and times each round's
//! pairing and storing, and its standings (the view, the picture drawn and
//! encoded).

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
    if only == "sizes" {
        sizes().await;
        return;
    }
    if only == "tournament" {
        tournament().await;
        return;
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

/// The database file's size in bytes, once it is checkpointed and vacuumed.
async fn file_size(store: &Store, path: &std::path::Path) -> u64 {
    for sql in [
        "PRAGMA wal_checkpoint(TRUNCATE)",
        "VACUUM",
        "PRAGMA wal_checkpoint(TRUNCATE)",
    ] {
        sqlx::query(sql).execute(store.pool()).await.unwrap();
    }
    std::fs::metadata(path).unwrap().len()
}

async fn sizes() {
    use carcassonne_bot::ai::{Ai, Level};
    use carcassonne_bot::engine::Record;
    use std::sync::atomic::AtomicBool;
    let games: u64 = std::env::var("SIZES_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(50);
    let dir = std::env::temp_dir().join(format!("carcassonne-sizes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sizes.db");
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    // Every replay kept, as before the cache.
    let svc = Service::new(store.clone()).with_replay_cache(u64::MAX);
    let renderer = carcassonne_bot::render::Renderer::new();
    let empty = file_size(&store, &path).await;
    let (ann, ben) = (User::new(1, "Ann"), User::new(2, "Ben"));
    let never = AtomicBool::new(false);
    let mut gif_bytes = 0u64;
    let started = Instant::now();
    for g in 0..games {
        let lobby = svc
            .create_seeded(7, 1_000 + g as i64, &ann, GameOptions::default(), g)
            .await
            .unwrap();
        svc.join(lobby.game_id, &ben).await.unwrap();
        let mut view = svc.start(lobby.game_id, &ann).await.unwrap();
        let mut ai = Ai::new(Level::Easy, g);
        while let ViewState::Turn(t) = &view.state {
            let game = view.game.clone().unwrap();
            let mv = ai.choose(&game, &never).unwrap();
            let who = if t.user_id == ann.id { &ann } else { &ben };
            view = svc.play(lobby.game_id, who, t.move_no, mv).await.unwrap();
        }
        let (moves, text) = svc.export_at(lobby.game_id).await.unwrap();
        let gif = renderer.replay_gif(&Record::parse(&text).unwrap()).unwrap();
        gif_bytes += gif.len() as u64;
        svc.keep_replay(lobby.game_id, moves, &gif).await.unwrap();
    }
    let per_1000 = |bytes: u64| bytes as f64 * 1000.0 / games as f64 / (1 << 20) as f64;
    let kept_all = file_size(&store, &path).await - empty;
    // The same games with replays a bounded cache: at 1,000 games and more
    // it holds REPLAY_CACHE_MB (256 MiB) whatever the count, so per 1,000
    // games none of it grows.
    sqlx::query("DELETE FROM replays")
        .execute(store.pool())
        .await
        .unwrap();
    let without = file_size(&store, &path).await - empty;
    // After retention: the effects delivered (here, as if Discord showed
    // each), then those past the period pruned.
    sqlx::query("UPDATE effects SET done_at = created_at, outcome = 'delivered', message_id = id")
        .execute(store.pool())
        .await
        .unwrap();
    store.prune(Duration::ZERO, i64::MAX / 4).await.unwrap();
    let pruned = file_size(&store, &path).await - empty;
    println!(
        "sizes: {games} finished games in {:.0} s; replay GIF {:.2} MiB on average",
        started.elapsed().as_secs_f64(),
        gif_bytes as f64 / games as f64 / (1 << 20) as f64
    );
    println!(
        "sizes: per 1,000 finished games: every replay kept {:.1} MiB; replays a cache {:.1} MiB (plus at most 256 MiB of replays in all); after retention {:.1} MiB",
        per_1000(kept_all),
        per_1000(without),
        per_1000(pruned)
    );
    store.close().await;
    std::fs::remove_dir_all(&dir).ok();
}

/// A 16-player, 4-round Swiss event: the time from a round's last game to
/// the next round stored, and to its standings drawn.
async fn tournament() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::{Format, Location, NewTournament};
    let dir = std::env::temp_dir().join(format!("carcassonne-bench-t-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svc = Service::new(
        Store::open(&format!("sqlite://{}/bench.db", dir.display()))
            .await
            .unwrap(),
    );
    let people: Vec<User> = (0..16)
        .map(|i| User::new(100 + i, format!("Player {i}")))
        .collect();
    let t = svc
        .open_tournament(
            1,
            500,
            &people[0],
            NewTournament {
                name: "Bench Cup".into(),
                format: Format::Swiss,
                table_size: 2,
                best_of: 1,
                rounds: 4,
                max_entrants: 16,
                round_hours: 168,
                signup_hours: 0,
                options: GameOptions::default(),
            },
        )
        .await
        .unwrap();
    for p in &people {
        svc.join_tournament(t.id, p).await.unwrap();
    }
    let renderer = carcassonne_bot::render::Renderer::new();
    let started = Instant::now();
    svc.start_tournament(t.id, &people[0], false).await.unwrap();
    println!(
        "tournament: start and round 1 stored in {:?}",
        started.elapsed()
    );
    let mut location = 10_000;
    for round in 1..=4 {
        let opened = Instant::now();
        let tables = svc.tables_to_open(t.id).await.unwrap();
        let mut games = Vec::new();
        for table in &tables {
            location += 1;
            games.push(
                svc.open_table(table, Location::thread(location, 500))
                    .await
                    .unwrap(),
            );
        }
        let opening = opened.elapsed();
        for view in games {
            let id = view.game_id;
            for s in view.seats.clone() {
                let who = User::new(s.user_id, s.name.clone());
                svc.stand_in(id, &who, true, &who, Level::Random)
                    .await
                    .unwrap();
            }
            let mut view = svc.view(id).await.unwrap();
            while let ViewState::Turn(turn) = &view.state {
                view = svc.computer_turn(id, turn.move_no).await.unwrap().unwrap();
            }
        }
        let stepped = Instant::now();
        assert!(svc.step_tournament(t.id).await.unwrap());
        let step = stepped.elapsed();
        let viewed = Instant::now();
        let v = svc.tournament(t.id).await.unwrap();
        let view = viewed.elapsed();
        let drawn = Instant::now();
        let lines: Vec<carcassonne_bot::render::StandingLine> = v
            .standings
            .iter()
            .map(|x| carcassonne_bot::render::StandingLine {
                rank: x.rank,
                name: x.name.clone(),
                points: x.points,
                buchholz: x.buchholz,
                score: x.score,
                played: x.played,
                withdrawn: x.withdrawn,
            })
            .collect();
        let img = renderer.standings("Bench Cup", &lines, carcassonne_bot::i18n::Lang::En);
        let png = carcassonne_bot::render::png(&img).unwrap();
        let draw = drawn.elapsed();
        println!(
            "tournament round {round}: {} tables opened in {:?}; next step (pair and store) {:?}; standings view {:?}; picture {:?} ({} KB)",
            tables.len(),
            opening,
            step,
            view,
            draw,
            png.len() / 1024
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
