//! The command-line tools behind `carcassonne-bot simulate` and `replay`.

use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::json;

use crate::ai::RandomPlayer;
use crate::engine::{Game, Record, RecordError, Rules, TileSet, replay, replay_prefix};
use crate::render::{self, PLAYER_NAMES, Renderer, TurnOptions};

/// Options of `simulate`.
#[derive(Clone, Debug)]
pub struct SimulateOptions {
    pub games: usize,
    pub players: usize,
    pub seed: u64,
    pub out: Option<PathBuf>,
    pub rules: Rules,
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
    deck_seed: u64,
    player_seed: u64,
) -> Result<Game, String> {
    let mut game = Game::new(players, rules, deck_seed).map_err(|e| e.to_string())?;
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
        let game = random_game(opts.players, opts.rules, deck_seed, player_seed)?;
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
    let renderer = Renderer::new();
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
                let kind = TileSet::base()
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
            None if game.is_over() => renderer.scores(&game, &names),
            None => renderer.board(&game, &names),
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
