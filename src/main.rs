use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use carcassonne_bot::cli;
use carcassonne_bot::engine::Rules;
use clap::{Parser, Subcommand};

/// Play Carcassonne in Discord, at your own pace.
#[derive(Parser)]
#[command(name = "carcassonne-bot", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play complete games between random players and report the speed.
    Simulate {
        /// How many games to play.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Seats per game (2 to 6).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
        players: u8,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write each game's record into this folder.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Rule options as a record's `rules` object, e.g. '{"farms": "off"}'.
        #[arg(long, value_parser = parse_rules)]
        rules: Option<Rules>,
    },
    /// Draw a recorded game: the board as PNG, or the whole game as a GIF.
    Render {
        /// A carcassonne-record/1 file.
        record: PathBuf,
        /// Write the board picture (PNG) here.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Write the replay (animated GIF) here.
        #[arg(long)]
        gif: Option<PathBuf>,
        /// Draw the board after this many turns (default: the end).
        #[arg(long)]
        turn: Option<usize>,
        /// Number the squares where this tile kind (A to X) would fit.
        #[arg(long)]
        candidates: Option<String>,
    },
    /// Check game records move by move; prints one JSON line per file.
    Replay {
        /// carcassonne-record/1 files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

fn parse_rules(s: &str) -> Result<Rules, String> {
    Rules::from_json(s)
}

/// Prints one line; false once stdout is gone (e.g. piped into `head`).
fn emit(line: impl std::fmt::Display) -> bool {
    writeln!(std::io::stdout().lock(), "{line}").is_ok()
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Simulate {
            games,
            players,
            seed,
            out,
            rules,
        } => {
            let opts = cli::SimulateOptions {
                games,
                players: usize::from(players),
                seed,
                out,
                rules: rules.unwrap_or_default(),
            };
            match cli::simulate(&opts) {
                Ok(summary) => {
                    emit(summary.to_json());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("simulate: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Render {
            record,
            out,
            gif,
            turn,
            candidates,
        } => {
            let opts = cli::RenderOptions {
                out,
                gif,
                turn,
                candidates,
            };
            match cli::render_record(&record, &opts) {
                Ok(wrote) => {
                    for w in wrote {
                        emit(format!("wrote {w}"));
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("render: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Replay { files } => {
            let mut all_ok = true;
            for f in &files {
                let (line, ok) = cli::replay_file(f);
                all_ok &= ok;
                if !emit(line) {
                    break;
                }
            }
            if all_ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
