//! The command-line tools behind `carcassonne-bot simulate`, `replay`,
//! `render` and `tournament`.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use serde_json::json;

use crate::ai::{Ai, Level, RandomPlayer, SearchBudget};
use crate::engine::{Expansions, Game, Record, RecordError, Rules, replay, replay_prefix};
use crate::i18n::Lang;
use crate::render::{self, PLAYER_NAMES, Renderer, TurnOptions};

/// Options of `simulate`.
#[derive(Clone, Debug)]
pub struct SimulateOptions {
    pub games: usize,
    pub players: usize,
    pub seed: u64,
    pub out: Option<PathBuf>,
    pub rules: Rules,
    pub expansions: Expansions,
}

/// What `simulate` measured.
#[derive(Clone, Debug, PartialEq)]
pub struct SimulateSummary {
    pub games: usize,
    pub players: usize,
    /// Seconds spent playing (not writing records).
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_scores: Vec<f64>,
    pub mean_turns: f64,
    pub discards: usize,
}

impl SimulateSummary {
    pub fn to_json(&self) -> serde_json::Value {
        let round = |x: f64| (x * 1000.0).round() / 1000.0;
        json!({
            "games": self.games,
            "players": self.players,
            "seconds": round(self.seconds),
            "games_per_second": round(self.games_per_second),
            "mean_scores": self.mean_scores.iter().map(|&s| round(s)).collect::<Vec<_>>(),
            "mean_turns": round(self.mean_turns),
            "discards": self.discards,
        })
    }
}

/// The seeds of game `i` of a run: one for the deck, one for the players.
fn game_seeds(seed: u64, i: usize) -> (u64, u64) {
    let deck = seed.wrapping_add(i as u64);
    (deck, deck ^ 0x9E37_79B9_7F4A_7C15)
}

/// Plays one complete game between random players.
pub fn random_game(
    players: usize,
    rules: Rules,
    expansions: Expansions,
    deck_seed: u64,
    player_seed: u64,
) -> Result<Game, String> {
    let mut game =
        Game::with_expansions(players, rules, expansions, deck_seed).map_err(|e| e.to_string())?;
    let mut player = RandomPlayer::new(player_seed);
    while !game.is_over() {
        player
            .play_turn(&mut game)
            .map_err(|e| format!("a random player made an illegal move: {e}"))?;
    }
    Ok(game)
}

/// Plays `games` complete games between random players, writing each record
/// into `out` if given.
pub fn simulate(opts: &SimulateOptions) -> Result<SimulateSummary, String> {
    if let Some(dir) = &opts.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut totals = vec![0u64; opts.players];
    let mut turns = 0usize;
    let mut discards = 0usize;
    let mut playing = 0.0f64;
    for i in 0..opts.games {
        let (deck_seed, player_seed) = game_seeds(opts.seed, i);
        let started = Instant::now();
        let game = random_game(
            opts.players,
            opts.rules,
            opts.expansions,
            deck_seed,
            player_seed,
        )?;
        playing += started.elapsed().as_secs_f64();
        for (t, s) in totals.iter_mut().zip(game.scores()) {
            *t += u64::from(*s);
        }
        turns += game.history().len();
        discards += game.history().len() - (game.board().len() - 1);
        if let Some(dir) = &opts.out {
            let path = dir.join(format!("game-{i:05}.json"));
            std::fs::write(&path, Record::from_game(&game).to_json())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    let n = opts.games.max(1) as f64;
    Ok(SimulateSummary {
        games: opts.games,
        players: opts.players,
        seconds: playing,
        games_per_second: if playing > 0.0 {
            opts.games as f64 / playing
        } else {
            0.0
        },
        mean_scores: totals.iter().map(|&t| t as f64 / n).collect(),
        mean_turns: turns as f64 / n,
        discards,
    })
}

/// Checks one record file: its JSON line for `replay`, and whether it passed.
pub fn replay_file(path: &Path) -> (serde_json::Value, bool) {
    let file = path.display().to_string();
    let outcome = std::fs::read_to_string(path)
        .map_err(|e| RecordError {
            turn: 0,
            message: format!("cannot read the file: {e}"),
        })
        .and_then(|text| Record::parse(&text))
        .and_then(|record| replay(&record));
    match outcome {
        Ok(game) => {
            let scores = game.scores().to_vec();
            let line = if game.is_over() {
                json!({ "file": file, "ok": true, "final_scores": scores })
            } else {
                json!({ "file": file, "ok": true, "final_scores": null, "scores": scores,
                        "tiles_left": game.tiles_left() + usize::from(game.current_tile().is_some()) })
            };
            (line, true)
        }
        Err(e) => (
            json!({ "file": file, "ok": false, "turn": e.turn, "error": e.message }),
            false,
        ),
    }
}

/// Options of `render`.
#[derive(Clone, Debug, Default)]
pub struct RenderOptions {
    pub out: Option<PathBuf>,
    pub gif: Option<PathBuf>,
    /// Draw the board after this many turns (default: all).
    pub turn: Option<usize>,
    /// Number the squares where this tile kind fits.
    pub candidates: Option<String>,
}

/// Seat names for pictures of records, which carry no names: the colours.
pub fn colour_names(players: usize) -> Vec<String> {
    PLAYER_NAMES
        .iter()
        .take(players)
        .map(|n| {
            let mut c = n.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// Draws a record's board (or its replay) into files; returns what it wrote.
pub fn render_record(path: &Path, opts: &RenderOptions) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let record = Record::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let renderer = Renderer::with_fonts(crate::assets::fallback_fonts());
    let names = colour_names(record.players);
    let mut wrote = Vec::new();
    if let Some(gif) = &opts.gif {
        let bytes = renderer.replay_gif(&record).map_err(|e| e.to_string())?;
        std::fs::write(gif, &bytes).map_err(|e| format!("cannot write {}: {e}", gif.display()))?;
        wrote.push(format!("{} ({} bytes)", gif.display(), bytes.len()));
    }
    if let Some(out) = &opts.out {
        let turns = opts.turn.unwrap_or(record.turns.len());
        if turns > record.turns.len() {
            return Err(format!("the record has only {} turns", record.turns.len()));
        }
        let game = replay_prefix(&record, turns).map_err(|e| format!("{}: {e}", path.display()))?;
        let img = match &opts.candidates {
            Some(name) => {
                let kind = record
                    .tile_set()
                    .kind(name)
                    .ok_or_else(|| format!("unknown tile \"{name}\""))?;
                let opts = TurnOptions {
                    tile: Some(kind),
                    ..TurnOptions::default()
                };
                renderer
                    .turn(&game, &names, opts)
                    .map_err(|e| e.to_string())?
                    .image
            }
            None if game.is_over() => renderer.scores(&game, &names, Lang::En),
            None => renderer.board(&game, &names, Lang::En),
        };
        let bytes = render::png(&img).map_err(|e| e.to_string())?;
        std::fs::write(out, &bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        wrote.push(format!(
            "{} ({}x{}, {} bytes)",
            out.display(),
            img.width(),
            img.height(),
            bytes.len()
        ));
    }
    if wrote.is_empty() {
        return Err("say where to draw: --out FILE.png and/or --gif FILE.gif".into());
    }
    Ok(wrote)
}

/// Options of `tournament`.
#[derive(Clone, Debug)]
pub struct TournamentOptions {
    pub a: Level,
    pub b: Level,
    pub games: usize,
    pub seed: u64,
    pub players: usize,
    pub rules: Rules,
    pub expansions: Expansions,
    /// Games played at once (one per core by default).
    pub threads: usize,
    /// The hard level's budget, if not the default.
    pub budget: Option<SearchBudget>,
}

/// One side of a tournament.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SideSummary {
    pub level: String,
    pub wins: usize,
    pub win_rate: f64,
    /// Wilson score interval, 95%.
    pub win_rate_ci95: (f64, f64),
    /// Mean final score of one of this side's seats.
    pub mean_score: f64,
    pub mean_seconds_per_move: f64,
}

/// What `tournament` measured.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSummary {
    pub games: usize,
    pub players: usize,
    pub seed: u64,
    pub a: SideSummary,
    pub b: SideSummary,
    pub draws: usize,
    pub seconds: f64,
}

impl TournamentSummary {
    pub fn to_json(&self) -> serde_json::Value {
        let r = |x: f64| (x * 1000.0).round() / 1000.0;
        let side = |s: &SideSummary| {
            json!({
                "level": s.level,
                "wins": s.wins,
                "win_rate": r(s.win_rate),
                "win_rate_ci95": [r(s.win_rate_ci95.0), r(s.win_rate_ci95.1)],
                "mean_score": r(s.mean_score),
                "mean_seconds_per_move": (s.mean_seconds_per_move * 1e5).round() / 1e5,
            })
        };
        json!({
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "a": side(&self.a),
            "b": side(&self.b),
            "draws": self.draws,
            "seconds": r(self.seconds),
        })
    }
}

/// The 95% Wilson score interval of `k` successes in `n` trials.
pub fn wilson95(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (z, n, p) = (1.959_964f64, n as f64, k as f64 / n as f64);
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let d = 1.0 + z * z / n;
    (
        ((centre - spread) / d).max(0.0),
        ((centre + spread) / d).min(1.0),
    )
}

/// Seat `s` of game `i` plays for side A when this is true: the sides
/// alternate round the table, and swap every game.
pub fn seat_is_a(i: usize, s: usize) -> bool {
    (s + i).is_multiple_of(2)
}

/// One finished game of a tournament.
#[derive(Clone, Debug, Default)]
struct Played {
    scores: Vec<u32>,
    /// Per side: seconds thinking and moves made.
    seconds: [f64; 2],
    moves: [usize; 2],
}

fn tournament_game(opts: &TournamentOptions, i: usize) -> Result<Played, String> {
    let (deck_seed, player_seed) = game_seeds(opts.seed, i);
    let mut game = Game::with_expansions(opts.players, opts.rules, opts.expansions, deck_seed)
        .map_err(|e| e.to_string())?;
    let mut seats: Vec<Ai> = (0..opts.players)
        .map(|s| {
            let level = if seat_is_a(i, s) { opts.a } else { opts.b };
            let ai = Ai::new(level, player_seed.wrapping_add(s as u64 * 7919));
            match opts.budget {
                Some(b) => ai.with_budget(b),
                None => ai,
            }
        })
        .collect();
    let never = AtomicBool::new(false);
    let mut played = Played::default();
    while !game.is_over() {
        let seat = usize::from(game.current_seat());
        let side = usize::from(!seat_is_a(i, seat));
        let started = Instant::now();
        let mv = seats[seat]
            .choose(&game, &never)
            .ok_or("a computer player found no move")?;
        played.seconds[side] += started.elapsed().as_secs_f64();
        played.moves[side] += 1;
        game.play(mv)
            .map_err(|e| format!("a {} player made an illegal move: {e}", seats[seat].level()))?;
    }
    played.scores = game.scores().to_vec();
    Ok(played)
}

/// Plays `games` games between two levels and sums them up.
pub fn tournament(opts: &TournamentOptions) -> Result<TournamentSummary, String> {
    if !(2..=6).contains(&opts.players) {
        return Err("players must be 2 to 6".into());
    }
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Played, String>>>> = Mutex::new(vec![None; opts.games]);
    std::thread::scope(|scope| {
        for _ in 0..opts.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= opts.games {
                        break;
                    }
                    let r = tournament_game(opts, i);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let (mut wins, mut draws) = ([0usize; 2], 0usize);
    let (mut score_sum, mut score_n) = ([0f64; 2], [0usize; 2]);
    let (mut secs, mut moves) = ([0f64; 2], [0usize; 2]);
    for (i, r) in results.into_iter().enumerate() {
        let p = r.ok_or("a game was not played")??;
        let top = p.scores.iter().copied().max().unwrap_or(0);
        let mut leaders = [false; 2];
        for (s, &score) in p.scores.iter().enumerate() {
            let side = usize::from(!seat_is_a(i, s));
            score_sum[side] += f64::from(score);
            score_n[side] += 1;
            leaders[side] |= score == top;
        }
        match leaders {
            [true, false] => wins[0] += 1,
            [false, true] => wins[1] += 1,
            _ => draws += 1,
        }
        for side in 0..2 {
            secs[side] += p.seconds[side];
            moves[side] += p.moves[side];
        }
    }
    let n = opts.games;
    let side = |k: usize, level: Level| SideSummary {
        level: level.name().to_string(),
        wins: wins[k],
        win_rate: if n > 0 {
            wins[k] as f64 / n as f64
        } else {
            0.0
        },
        win_rate_ci95: wilson95(wins[k], n),
        mean_score: score_sum[k] / score_n[k].max(1) as f64,
        mean_seconds_per_move: secs[k] / moves[k].max(1) as f64,
    };
    Ok(TournamentSummary {
        games: n,
        players: opts.players,
        seed: opts.seed,
        a: side(0, opts.a),
        b: side(1, opts.b),
        draws,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// `migrate-db`: copies every table of `from` into the empty database `to`
/// (both are migrated first), and says what was copied.
pub fn migrate_db(from: &str, to: &str) -> Result<Vec<String>, String> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?
        .block_on(copy_database(from, to))
}

/// What [`migrate_db`] does, in a runtime of the caller's.
pub async fn copy_database(from: &str, to: &str) -> Result<Vec<String>, String> {
    let source = crate::store::Store::open(from)
        .await
        .map_err(|e| format!("{}: {e}", crate::store::redacted(from)))?;
    let target = crate::store::Store::open(to)
        .await
        .map_err(|e| format!("{}: {e}", crate::store::redacted(to)))?;
    let copied = source.copy_to(&target).await.map_err(|e| e.to_string());
    source.close().await;
    target.close().await;
    let mut lines: Vec<String> = copied?
        .into_iter()
        .map(|(table, rows)| format!("{table}: {rows} rows copied"))
        .collect();
    lines.push("done: every table's count matches".to_string());
    Ok(lines)
}

/// `backup`: a checked copy of a running bot's SQLite database, and one
/// line saying what it holds.
pub fn backup(url: &str, out: &std::path::Path) -> Result<String, String> {
    let b = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?
        .block_on(crate::store::backup::backup(url, out))
        .map_err(|e| e.to_string())?;
    Ok(format!(
        "backup: {} ({:.1} MiB; {} games, {} moves, {} players; schema {}; integrity ok) in {:.2} s; \
         it holds the live board's signing key, so it is readable by you alone: keep it so",
        b.path.display(),
        b.bytes as f64 / (1024.0 * 1024.0),
        b.games,
        b.moves,
        b.players,
        b.schema,
        b.seconds
    ))
}

/// What `soak` runs.
pub struct SoakOptions {
    pub histories: usize,
    pub seed: u64,
    pub steps: usize,
    /// A PostgreSQL URL; SQLite files in a temporary folder otherwise.
    pub database: Option<String>,
    pub workers: usize,
}

/// Runs the whole-service simulation's histories, showing progress on
/// standard error, and returns its report.
pub fn soak(opts: &SoakOptions) -> Result<crate::sim::Report, String> {
    let db = match &opts.database {
        Some(url) => crate::sim::Db::Postgres(url.clone()),
        None => crate::sim::Db::Sqlite(
            std::env::temp_dir().join(format!("carcassonne-soak-{}", std::process::id())),
        ),
    };
    let dir = match &db {
        crate::sim::Db::Sqlite(dir) => Some(dir.clone()),
        crate::sim::Db::Postgres(_) => None,
    };
    // What the service logs as an error (the cause behind an internal
    // error a simulated person saw) goes to standard error; `RUST_LOG`
    // shows more.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("error"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let total = opts.histories;
    let shown = Mutex::new(Instant::now());
    let report = runtime.block_on(crate::sim::run(
        db,
        opts.histories,
        opts.seed,
        opts.steps,
        opts.workers,
        move |r| {
            let mut last = shown.lock().unwrap_or_else(|p| p.into_inner());
            if last.elapsed().as_secs() >= 2 || r.histories == total {
                *last = Instant::now();
                eprintln!(
                    "soak: {}/{total} histories, {} steps, {} faults, {} failed ({:.0} s)",
                    r.histories, r.steps, r.faults, r.failures, r.seconds
                );
            }
        },
    ));
    if let Some(dir) = dir {
        let _ = std::fs::remove_dir_all(dir);
    }
    report
}
