//! The `carcassonne-bot` binary: reads the command line and the
//! environment, then runs the bot or one of the tools.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use carcassonne_bot::ai::Level;
use carcassonne_bot::cli;
use carcassonne_bot::discord::gateway::fatal::Watch;
use carcassonne_bot::engine::{Expansions, Rules};
use clap::{Parser, Subcommand};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

/// Play Carcassonne in Discord, at your own pace.
///
/// Without a subcommand, runs the bot (settings from the environment or a
/// `.env` file: DISCORD_TOKEN, DATABASE_URL, DEV_GUILD_ID, COMPUTER_PAUSE_MS,
/// SHARD_COUNT, SHARDS, RETENTION_DAYS, REPLAY_CACHE_MB, DISCORD_GLOBAL_RATE_LIMIT, HTTP_ADDR, WEB_URL,
/// BOARD_ADDR, TRUSTED_PROXY, LOG_FORMAT, RUST_LOG).
#[derive(Parser)]
#[command(name = "carcassonne-bot", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Play on this machine, in your browser, with no Discord: against
    /// computer players, or with people taking turns at one screen.
    Play {
        /// The port on 127.0.0.1 to serve the board on.
        #[arg(long, default_value_t = carcassonne_bot::web::play::DEFAULT_PORT)]
        port: u16,
        /// Print the address only; do not open a browser.
        #[arg(long)]
        no_open: bool,
        /// The folder the games are kept in.
        #[arg(long, default_value = "data")]
        data: PathBuf,
    },
    /// Run the Discord bot (the default).
    Run,
    /// Ask the running bot whether it is healthy (its /healthz at
    /// HTTP_ADDR): exits 0 if so, 1 if not. For Docker's HEALTHCHECK.
    Health,
    /// Check the bot against the real Discord in one channel: the token,
    /// the bot's permissions there, and a card like a turn card posted,
    /// read back, edited, stripped of its controls and deleted. One line
    /// a step with Discord's answer; exits 0 if every step passed, 1 if
    /// not (DISCORD_TOKEN from the environment or .env).
    Check {
        /// The channel (or thread) to check in: its id (in Discord, with
        /// Developer Mode on, right-click the channel and Copy Channel ID).
        #[arg(long)]
        channel: u64,
    },
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
        /// Expansions, any of: river, abbot, inns_cathedrals,
        /// traders_builders (comma-separated).
        #[arg(long, value_parser = parse_expansions, default_value = "")]
        expansions: Expansions,
    },
    /// Run the whole-service simulation: random histories of people,
    /// computers, time and Discord's faults, checked after every step.
    /// Prints one JSON line; fails if any history failed.
    Soak {
        /// How many histories to run.
        #[arg(long, default_value_t = 1000)]
        histories: usize,
        /// Seed of the first history; history i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Steps per history.
        #[arg(long, default_value_t = carcassonne_bot::sim::STEPS)]
        steps: usize,
        /// A PostgreSQL URL to run on (SQLite files otherwise).
        #[arg(long)]
        database: Option<String>,
        /// Histories run at once.
        #[arg(long, default_value_t = 2)]
        workers: usize,
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
        /// Number the squares where this tile kind (e.g. A to X, RV3, IC1)
        /// would fit.
        #[arg(long)]
        candidates: Option<String>,
    },
    /// Play computer players against each other; the last line is a JSON
    /// summary (win rates with 95% intervals, mean scores, time per move).
    Tournament {
        /// Level of side A: random, easy, medium (or greedy), hard.
        #[arg(long, value_parser = parse_level)]
        a: Level,
        /// Level of side B.
        #[arg(long, value_parser = parse_level)]
        b: Level,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seats per game (2 to 6); the sides alternate round the table.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
        players: u8,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Simulations per move of the hard level (default 1000).
        #[arg(long)]
        simulations: Option<u32>,
        /// Rule options as a record's `rules` object, e.g. '{"farms": "off"}'.
        #[arg(long, value_parser = parse_rules)]
        rules: Option<Rules>,
        /// Expansions, any of: river, abbot, inns_cathedrals,
        /// traders_builders (comma-separated).
        #[arg(long, value_parser = parse_expansions, default_value = "")]
        expansions: Expansions,
    },
    /// Check game records move by move; prints one JSON line per file.
    Replay {
        /// carcassonne-record/1 files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Copy every game, player and setting from one database into another,
    /// empty one (e.g. from SQLite to PostgreSQL), checking the counts.
    /// Stop the bot first.
    MigrateDb {
        /// The database to copy from, e.g. sqlite://data/carcassonne.db.
        #[arg(long)]
        from: String,
        /// The database to copy into, e.g. postgres://bot:secret@db/carcassonne.
        #[arg(long)]
        to: String,
    },
    /// Take a consistent copy of the SQLite database while the bot runs,
    /// and check that it opens whole (for PostgreSQL, says how to use
    /// pg_dump). Restore by stopping the bot and putting the copy in place.
    Backup {
        /// The new file to write (never overwritten).
        #[arg(long)]
        out: PathBuf,
        /// The database to copy (default: DATABASE_URL, as the bot uses).
        #[arg(long)]
        database: Option<String>,
    },
    /// Replace the live board's signing key: every Watch live link and
    /// board session made before stops working (within a minute in a
    /// running bot); new cards carry new links.
    RotateBoardKey {
        /// The bot's database (default: DATABASE_URL, as the bot uses).
        #[arg(long)]
        database: Option<String>,
    },
}

/// Asks the running bot's `/healthz` (at `HTTP_ADDR`), for Docker's
/// HEALTHCHECK: exit 0 when healthy, 1 when not.
fn health() -> ExitCode {
    let _ = dotenvy::dotenv();
    let addr = match setting("HTTP_ADDR", carcassonne_bot::ops::http_addr) {
        Ok(Some(a)) => a,
        Ok(None) => {
            eprintln!("carcassonne-bot: HTTP_ADDR is off, so there is no health check to ask");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("carcassonne-bot: {e}");
            return ExitCode::from(2);
        }
    };
    let runtime = match small_runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    match runtime.block_on(carcassonne_bot::ops::probe(addr)) {
        Ok((status, body)) => {
            emit(body.trim_end());
            if status == 200 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("carcassonne-bot: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `play`: the board on this machine, until Ctrl-C.
fn play(port: u16, open: bool, folder: PathBuf) -> ExitCode {
    fewer_malloc_arenas();
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let runtime = match big_runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    let opts = carcassonne_bot::web::play::PlayOptions { port, open, folder };
    let played = runtime.block_on(carcassonne_bot::web::play::play(opts));
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    outcome("carcassonne-bot play", played, |()| true)
}

/// The board beside the bot (`WEB_URL`, `BOARD_ADDR`), and inside Discord
/// too where `DISCORD_CLIENT_SECRET` is set.
fn board_from_env() -> Result<Option<carcassonne_bot::web::links::BoardSettings>, String> {
    let var = |name: &str| std::env::var(name).ok();
    let trusted = carcassonne_bot::web::links::trusted_proxies(var("TRUSTED_PROXY").as_deref())?;
    let board = carcassonne_bot::web::links::board_settings(
        var("WEB_URL").as_deref(),
        var("BOARD_ADDR").as_deref(),
    )?
    .map(|b| b.behind(trusted));
    carcassonne_bot::web::links::activity_settings(board, var("DISCORD_CLIENT_SECRET").as_deref())
}

/// `rotate-board-key`: a new signing key for the board, in the database.
fn rotate_board_key(url: &str) -> Result<String, String> {
    let runtime = small_runtime().map_err(|_| "cannot start".to_string())?;
    runtime.block_on(async {
        let store = carcassonne_bot::store::Store::open(url)
            .await
            .map_err(|e| e.to_string())?;
        let rotated = carcassonne_bot::web::links::rotate_key(&store).await;
        store.close().await;
        rotated.map_err(|e| e.to_string())?;
        Ok(
            "rotate-board-key: the live board's key is new; every Watch live link and board \
            session made before stops working (a running bot reads the key again within a \
            minute), and the next cards carry new links"
                .to_string(),
        )
    })
}

/// A runtime with a thread per core, for the bot and the board.
fn big_runtime() -> Result<tokio::runtime::Runtime, ExitCode> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| {
            eprintln!("carcassonne-bot: cannot start: {e}");
            ExitCode::FAILURE
        })
}

/// A runtime on this thread, for a command that asks one thing.
fn small_runtime() -> Result<tokio::runtime::Runtime, ExitCode> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| {
            eprintln!("carcassonne-bot: cannot start: {e}");
            ExitCode::FAILURE
        })
}

/// `DISCORD_TOKEN`, or exit code 2 after one line saying where it goes.
fn token() -> Result<String, ExitCode> {
    match std::env::var("DISCORD_TOKEN") {
        Ok(t) if !t.trim().is_empty() => Ok(t.trim().to_string()),
        _ => {
            eprintln!(
                "carcassonne-bot: DISCORD_TOKEN is not set; put your bot token in .env (see .env.example)"
            );
            Err(ExitCode::from(2))
        }
    }
}

/// A setting in milliseconds, from 0 to a minute; `default` when unset.
fn millis(name: &str, default: std::time::Duration) -> Result<std::time::Duration, ExitCode> {
    match std::env::var(name) {
        Ok(v) if !v.trim().is_empty() => match v.trim().parse::<u64>() {
            Ok(ms) if ms <= 60_000 => Ok(std::time::Duration::from_millis(ms)),
            _ => {
                eprintln!(
                    "carcassonne-bot: {name} must be milliseconds from 0 to 60000, not {v:?}"
                );
                Err(ExitCode::from(2))
            }
        },
        _ => Ok(default),
    }
}

/// How far apart a deployment's shards identify: Discord's 5 s and a
/// margin, always against Discord. `IDENTIFY_SPACING_MS` shortens it
/// against a stand-in for Discord only (`DISCORD_API_BASE`), whose own
/// window a test shortens alike.
fn identify_spacing(api_base: Option<&str>) -> Result<std::time::Duration, ExitCode> {
    let spacing = carcassonne_bot::discord::IDENTIFY_SPACING;
    match api_base {
        Some(_) => millis("IDENTIFY_SPACING_MS", spacing),
        None => Ok(spacing),
    }
}

/// `DEV_GUILD_ID`: the one server commands are registered in, if set.
fn dev_guild() -> Result<Option<u64>, ExitCode> {
    match std::env::var("DEV_GUILD_ID") {
        Ok(v) if !v.trim().is_empty() => match v.trim().parse::<u64>() {
            Ok(id) if id > 0 => Ok(Some(id)),
            _ => {
                eprintln!(
                    "carcassonne-bot: DEV_GUILD_ID must be a server id (a number), not {v:?}"
                );
                Err(ExitCode::from(2))
            }
        },
        _ => Ok(None),
    }
}

/// Checks the bot against Discord in `channel` (see `Command::Check`).
fn check(channel: u64) -> ExitCode {
    let _ = dotenvy::dotenv();
    let token = match token() {
        Ok(t) => t,
        Err(code) => return code,
    };
    let api_base = std::env::var("DISCORD_API_BASE")
        .ok()
        .filter(|v| !v.trim().is_empty());
    if let Some(base) = api_base
        .as_deref()
        .filter(|b| !carcassonne_bot::discord::api_base_is_safe(b))
    {
        eprintln!(
            "carcassonne-bot: {}",
            carcassonne_bot::discord::BotError::UnsafeApiBase(base.into())
        );
        return ExitCode::from(2);
    }
    let runtime = match small_runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    let dev_guild = match dev_guild() {
        Ok(g) => g,
        Err(code) => return code,
    };
    let checked =
        carcassonne_bot::discord::check::check(&token, api_base.as_deref(), channel, dev_guild);
    match runtime.block_on(checked) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("carcassonne-bot: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A setting read from the environment by `read` (unset: `None`).
fn setting<T>(
    name: &str,
    read: impl FnOnce(Option<&str>) -> Result<T, String>,
) -> Result<T, String> {
    read(std::env::var(name).ok().as_deref())
}

/// The database the bot uses: `DATABASE_URL`, else the default SQLite file.
fn database_url() -> String {
    std::env::var("DATABASE_URL")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| carcassonne_bot::store::DEFAULT_URL.to_string())
}

fn parse_expansions(s: &str) -> Result<Expansions, String> {
    Expansions::parse_list(s)
}

fn parse_rules(s: &str) -> Result<Rules, String> {
    Rules::from_json(s)
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::parse(s).ok_or_else(|| {
        format!("no level called {s:?}: use random, easy, medium (or greedy) or hard")
    })
}

/// Prints one line; false once stdout is gone (e.g. piped into `head`).
fn emit(line: impl std::fmt::Display) -> bool {
    writeln!(std::io::stdout().lock(), "{line}").is_ok()
}

/// Keeps glibc's allocator to two arenas (unless `MALLOC_ARENA_MAX` says
/// otherwise). By default it grows one per thread up to eight per core, and
/// each keeps the freed buffers of the pictures drawn on its threads: about
/// 30 MiB more at the peak of the load benchmark, for no speed gained.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn fewer_malloc_arenas() {
    const M_ARENA_MAX: std::ffi::c_int = -8;
    unsafe extern "C" {
        fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
    }
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: mallopt only sets a tunable; it is called before any
        // other thread exists.
        unsafe {
            mallopt(M_ARENA_MAX, 2);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn fewer_malloc_arenas() {}

/// The bot's log: text or JSON lines, as `LOG_FORMAT` says; exit code 2
/// when it says something else.
fn init_logs() -> Result<(), ExitCode> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    match std::env::var("LOG_FORMAT").ok().as_deref().map(str::trim) {
        // One JSON object per line, its fields at the top level.
        Some(f) if f.eq_ignore_ascii_case("json") => tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .with_span_list(false)
            .with_env_filter(filter)
            .finish()
            .with(Watch)
            .init(),
        None | Some("") => tracing_subscriber::fmt()
            .with_env_filter(filter)
            .finish()
            .with(Watch)
            .init(),
        Some(f) if f.eq_ignore_ascii_case("text") => tracing_subscriber::fmt()
            .with_env_filter(filter)
            .finish()
            .with(Watch)
            .init(),
        Some(other) => {
            eprintln!("carcassonne-bot: LOG_FORMAT must be text or json, not {other:?}");
            return Err(ExitCode::from(2));
        }
    }
    Ok(())
}

/// Runs the bot with settings from the environment.
fn run_bot() -> ExitCode {
    fewer_malloc_arenas();
    let _ = dotenvy::dotenv();
    if let Err(code) = init_logs() {
        return code;
    }
    let token = match token() {
        Ok(t) => t,
        Err(code) => return code,
    };
    let dev_guild = match dev_guild() {
        Ok(g) => g,
        Err(code) => return code,
    };
    let shards = match carcassonne_bot::game::Shards::from_settings(
        std::env::var("SHARD_COUNT").ok().as_deref(),
        std::env::var("SHARDS").ok().as_deref(),
    ) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("carcassonne-bot: {e}");
            return ExitCode::from(2);
        }
    };
    let settings = (|| {
        Ok::<_, String>((
            setting("RETENTION_DAYS", carcassonne_bot::discord::retention_days)?,
            setting("HTTP_ADDR", carcassonne_bot::ops::http_addr)?,
            setting("REPLAY_CACHE_MB", carcassonne_bot::discord::replay_cache_mb)?,
            setting(
                "DISCORD_GLOBAL_RATE_LIMIT",
                carcassonne_bot::discord::global_rate_limit,
            )?,
            board_from_env()?,
        ))
    })();
    let (retention, http_addr, replay_cache, global_rate_limit, board) = match settings {
        Ok(s) => s,
        Err(e) => {
            eprintln!("carcassonne-bot: {e}");
            return ExitCode::from(2);
        }
    };
    let api_base = std::env::var("DISCORD_API_BASE")
        .ok()
        .filter(|v| !v.trim().is_empty());
    let config = carcassonne_bot::discord::BotConfig {
        token,
        database_url: database_url(),
        dev_guild,
        api_base: api_base.clone(),
        computer_pause: match millis(
            "COMPUTER_PAUSE_MS",
            carcassonne_bot::discord::COMPUTER_PAUSE,
        ) {
            Ok(p) => p,
            Err(code) => return code,
        },
        identify_spacing: match identify_spacing(api_base.as_deref()) {
            Ok(s) => s,
            Err(code) => return code,
        },
        request_timeout: carcassonne_bot::discord::REQUEST_TIMEOUT,
        shards,
        retention,
        http_addr,
        replay_cache,
        global_rate_limit,
        board,
    };
    let runtime = match big_runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    let ran = runtime.block_on(carcassonne_bot::discord::run(config));
    // A shard left behind after Discord closed it for good may never
    // finish: the runtime is not waited on for long.
    runtime.shutdown_timeout(std::time::Duration::from_secs(2));
    match ran {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_refusal() => {
            eprintln!("carcassonne-bot: {e}");
            ExitCode::from(carcassonne_bot::discord::EXIT_REFUSED)
        }
        Err(e) => {
            eprintln!("carcassonne-bot: {e}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    let Some(command) = Cli::parse().command else {
        return run_bot();
    };
    match command {
        Command::Play {
            port,
            no_open,
            data,
        } => play(port, !no_open, data),
        Command::Run => run_bot(),
        Command::Health => health(),
        Command::Check { channel } => check(channel),
        Command::Backup { out, database } => {
            let _ = dotenvy::dotenv();
            let url = database.unwrap_or_else(database_url);
            let backup = cli::backup(&url, &out);
            outcome("carcassonne-bot backup", backup, |line| {
                emit(line);
                true
            })
        }
        Command::RotateBoardKey { database } => {
            let _ = dotenvy::dotenv();
            let url = database.unwrap_or_else(database_url);
            let rotated = rotate_board_key(&url);
            outcome("carcassonne-bot rotate-board-key", rotated, |line| {
                emit(line);
                true
            })
        }
        Command::MigrateDb { from, to } => {
            let moved = cli::migrate_db(&from, &to);
            outcome("carcassonne-bot migrate-db", moved, |lines| {
                lines.into_iter().for_each(|line| {
                    emit(line);
                });
                true
            })
        }
        // Listed, so that a new command must be given a place here.
        tool @ (Command::Soak { .. }
        | Command::Simulate { .. }
        | Command::Render { .. }
        | Command::Tournament { .. }
        | Command::Replay { .. }) => game_tool(tool),
    }
}

/// The tools that play, draw and check games without Discord.
fn game_tool(command: Command) -> ExitCode {
    match command {
        Command::Soak {
            histories,
            seed,
            steps,
            database,
            workers,
        } => {
            let opts = cli::SoakOptions {
                histories,
                seed,
                steps,
                database,
                workers,
            };
            outcome("soak", cli::soak(&opts), |report| {
                emit(serde_json::to_string(&report).unwrap_or_default());
                report.failures == 0
            })
        }
        Command::Simulate {
            games,
            players,
            seed,
            out,
            rules,
            expansions,
        } => {
            let opts = cli::SimulateOptions {
                games,
                players: usize::from(players),
                seed,
                out,
                rules: rules.unwrap_or_default(),
                expansions,
            };
            outcome("simulate", cli::simulate(&opts), |s| {
                emit(s.to_json());
                true
            })
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
            outcome("render", cli::render_record(&record, &opts), |wrote| {
                wrote.into_iter().for_each(|w| {
                    emit(format!("wrote {w}"));
                });
                true
            })
        }
        Command::Replay { files } => replay(&files),
        tournament @ Command::Tournament { .. } => computer_tournament(tournament),
        _ => unreachable!("game_tool is given the game tools only"),
    }
}

/// `tournament`: two computer players' levels against each other.
fn computer_tournament(command: Command) -> ExitCode {
    let Command::Tournament {
        a,
        b,
        games,
        seed,
        players,
        threads,
        simulations,
        rules,
        expansions,
    } = command
    else {
        unreachable!("computer_tournament is given the tournament command only");
    };
    let threads =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let budget = simulations.map(|s| carcassonne_bot::ai::SearchBudget {
        simulations: s,
        ..Level::default_budget()
    });
    let opts = cli::TournamentOptions {
        a,
        b,
        games,
        seed,
        players: usize::from(players),
        rules: rules.unwrap_or_default(),
        expansions,
        threads,
        budget,
    };
    outcome("tournament", cli::tournament(&opts), |s| {
        emit(s.to_json());
        true
    })
}

/// `replay`: each record file checked, a line each.
fn replay(files: &[std::path::PathBuf]) -> ExitCode {
    let mut all_ok = true;
    for f in files {
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

/// A tool's exit: what `say` makes of its result (whether it succeeded),
/// or its error on stderr after `what`.
fn outcome<T, E: std::fmt::Display>(
    what: &str,
    result: Result<T, E>,
    say: impl FnOnce(T) -> bool,
) -> ExitCode {
    match result {
        Ok(done) => {
            if say(done) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("{what}: {e}");
            ExitCode::FAILURE
        }
    }
}
