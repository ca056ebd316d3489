//! Storage: SQLite through sqlx. A game is its seed, rules, seats and move
//! log; every move is one transaction guarded by the unique (game, move
//! number), so a double click applies exactly once.

mod copy;
mod leases;
mod ratings;
mod shards;
mod undo;

pub use copy::{Copied, NOT_COPIED, copied_tables};
pub use leases::{Claim, Work};

pub use shards::{MAX_SHARDS, Shards, ShardsError};
pub use undo::{Undo, UndoVote};

use std::path::Path;
use std::str::FromStr;

use std::sync::Arc;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, Executor, Row};

pub use ratings::{DEFAULT_MU, DEFAULT_SIGMA, Standing, rate};

/// The default database, relative to the working directory.
pub const DEFAULT_URL: &str = "sqlite://data/carcassonne.db";

/// A storage failure. Never shown to players: logged, and answered with a
/// generic message.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("cannot create the database folder {0}: {1}")]
    Folder(String, std::io::Error),
    /// Another move with this number was stored first.
    #[error("move already taken")]
    MoveTaken,
    /// The channel already has an active game (its id).
    #[error("channel busy with game {0}")]
    ChannelBusy(i64),
    /// Another bot process runs on this SQLite file.
    #[error(
        "another carcassonne-bot process is running on the SQLite database {0}; SQLite allows one: stop that one first, or move to PostgreSQL to run several"
    )]
    InUse(String),
    #[error("not a database URL this bot knows (sqlite://… or postgres://…): {0}")]
    Url(String),
    /// `migrate-db` copies only into a database without games.
    #[error("the target database holds {0} games already; copy only into an empty one")]
    NotEmpty(i64),
    #[error("{table}: {read} rows read but {written} written; nothing was copied")]
    CountMismatch {
        table: &'static str,
        read: i64,
        written: i64,
    },
}

/// The database behind a [`Store`]: the same SQL runs on both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// One file, one writer at a time: the default.
    Sqlite,
    /// A server several bot processes can share.
    Postgres,
}

/// A database URL fit for logs and error messages: the password (in the
/// address's user part, or as a `password=` option) replaced with `***`.
pub fn redacted(url: &str) -> String {
    let mut out = url.to_string();
    if let Some(scheme_end) = out.find("://") {
        let rest = scheme_end + 3;
        let authority_end = out[rest..]
            .find(['/', '?', '#'])
            .map_or(out.len(), |i| rest + i);
        if let Some(at) = out[rest..authority_end].rfind('@') {
            let user = &out[rest..rest + at];
            if let Some(colon) = user.find(':') {
                out.replace_range(rest + colon + 1..rest + at, "***");
            }
        }
    }
    if let Some(q) = out.find('?') {
        let (head, query) = out.split_at(q + 1);
        let query: Vec<String> = query
            .split('&')
            .map(|kv| match kv.split_once('=') {
                Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                _ => kv.to_string(),
            })
            .collect();
        out = format!("{head}{}", query.join("&"));
    }
    out
}

impl Backend {
    /// The backend a database URL names.
    pub fn of(url: &str) -> Option<Backend> {
        if url.starts_with("sqlite:") {
            Some(Backend::Sqlite)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Some(Backend::Postgres)
        } else {
            None
        }
    }
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// A game as read by [`Store::load_game`].
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// The moves read are those after this one.
    pub after: i64,
    /// (move number, body), in order.
    pub moves: Vec<(i64, String)>,
}

/// One row of `games`.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub host_id: i64,
    pub status: String,
    pub seed: i64,
    pub rules: String,
    pub max_seats: i64,
    pub turn_seconds: Option<i64>,
    pub reminder_seconds: Option<i64>,
    pub timeout_action: String,
    pub forfeit_after: i64,
    pub moves: i64,
    pub pending: Option<String>,
    pub turn_started_at: Option<i64>,
    pub reminder_at: Option<i64>,
    pub reminded: bool,
    pub deadline_at: Option<i64>,
    pub created_at: i64,
    /// Why the game is paused (see [`Store::pause_game`]); `None`: it is not.
    pub paused: Option<String>,
    /// When its clock was stopped (see [`Store::stop_clock`]); `None`: it runs.
    pub clock_stopped_at: Option<i64>,
    /// Undos so far (the move log was cut back this often).
    pub undos: i64,
    /// The game's language (a catalogue code; `None`: English).
    pub lang: Option<String>,
    /// The expansions it is played with, as the record names them,
    /// comma-separated ('' for none).
    pub expansions: String,
}

/// One row of `seats`.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRow {
    pub user_id: i64,
    pub name: String,
    pub seat: Option<i64>,
    pub missed_turns: i64,
    pub final_score: Option<i64>,
    pub rank: Option<i64>,
    /// A computer player's level; `None` for a person.
    pub computer: Option<String>,
    /// How a finished game moved the player's rating (mu - 3 sigma).
    pub rating: Option<(f64, f64)>,
}

/// A new game's settings.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub guild_id: i64,
    pub channel_id: i64,
    pub host_id: i64,
    pub host_name: String,
    pub seed: i64,
    pub rules: String,
    pub max_seats: i64,
    pub turn_seconds: Option<i64>,
    pub reminder_seconds: Option<i64>,
    pub timeout_action: String,
    pub forfeit_after: i64,
    pub now: i64,
    /// When the lobby closes unless started.
    pub lobby_deadline: Option<i64>,
    /// The game's language (a catalogue code).
    pub lang: String,
    /// The expansions, comma-separated ('' for none).
    pub expansions: String,
    /// What Discord must show of the new game (the outbox).
    pub effects: Vec<String>,
}

/// How [`Store::start_game`] went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartOutcome {
    Started,
    /// It had started, ended or been cancelled meanwhile.
    NotLobby,
    /// Someone joined or left after the seats were read: nothing stored;
    /// read them again.
    SeatsChanged,
}

/// When the next turn's reminder and deadline fall.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timers {
    pub turn_started_at: Option<i64>,
    pub reminder_at: Option<i64>,
    pub deadline_at: Option<i64>,
    /// The turn is a computer player's: its deadline fires even while the
    /// turn clock is stopped.
    pub computer: bool,
}

/// Moves to store together: one player action can make more than one log
/// entry (finishing a turn and resigning).
#[derive(Clone, Debug)]
pub struct NewMove {
    pub game_id: i64,
    /// The number of the first entry; the others follow on.
    pub move_no: i64,
    pub bodies: Vec<String>,
    pub now: i64,
    pub timers: Timers,
    /// Seat whose missed-turn count changes, and its new value.
    pub missed: Option<(i64, i64)>,
    /// Set when this move ends the game.
    pub finish: Option<Vec<Standing>>,
    /// A placement confirmed for the turn in progress stays (someone else
    /// resigned meanwhile); otherwise it is cleared with the move.
    pub keep_pending: bool,
    /// What Discord must show of this move (the outbox), stored with it.
    pub effects: Vec<String>,
    /// What Discord must show if the move closes an open undo vote.
    pub lapsed: String,
}

/// How a finished game moved a player's rating (shown as mu - 3 sigma).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub user_id: i64,
    pub before: f64,
    pub after: f64,
}

/// A server's defaults for new games.
#[derive(Clone, Debug, PartialEq)]
pub struct GuildSettings {
    pub guild_id: i64,
    pub rules: String,
    pub max_seats: i64,
    pub turn_seconds: Option<i64>,
    pub reminder_seconds: Option<i64>,
    pub timeout_action: String,
    pub forfeit_after: i64,
    pub use_threads: bool,
    /// The language of new games (a catalogue code; `None`: the server's
    /// Discord language).
    pub lang: Option<String>,
    /// The expansions of new games, comma-separated ('' for none).
    pub expansions: String,
}

/// A player's stats and rating on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub user_id: i64,
    pub name: String,
    pub games: i64,
    pub wins: i64,
    pub total_score: i64,
    pub best_score: i64,
    pub mu: f64,
    pub sigma: f64,
    pub rating: f64,
}

impl PlayerStats {
    pub fn average_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.total_score as f64 / self.games as f64
        }
    }
}

/// A timer that is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub game_id: i64,
    pub moves: i64,
    /// The deadline passed (otherwise: only the reminder is due).
    pub deadline: bool,
    /// A lobby whose time to start is up.
    pub lobby: bool,
    /// An undo vote whose time is up.
    pub undo: bool,
}

/// Adds effects to the outbox inside a write transaction, in order.
async fn insert_effects(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game_id: i64,
    effects: &[String],
    now: i64,
) -> Result<(), sqlx::Error> {
    for body in effects {
        sqlx::query("INSERT INTO effects (game_id, body, created_at) VALUES ($1, $2, $3)")
            .bind(game_id)
            .bind(body)
            .bind(now)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// An undelivered effect from the outbox.
#[derive(Clone, Debug, PartialEq)]
pub struct EffectRow {
    pub id: i64,
    pub game_id: i64,
    pub body: String,
    pub attempts: i64,
    /// Not to be tried before this (Unix ms).
    pub next_at_ms: i64,
    /// The game's live message now (read with the effect).
    pub live_message_id: Option<i64>,
    /// Whether another undelivered effect of the game follows this one.
    pub more: bool,
    /// When a message for it was first sent to Discord (Unix ms): it may
    /// have been posted although no answer came back.
    pub sent_at_ms: Option<i64>,
}

/// How an effect ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Shown in Discord; the message it created, if any.
    Delivered { message_id: Option<i64> },
    /// Nothing to show any more (the game moved on).
    Skipped,
    /// Discord refused it for good; why.
    Failed(String),
}

/// What delivering an effect does to a game's live message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Live {
    Keep,
    /// This message now carries the game's controls.
    Set(i64),
    /// The live message was closed.
    Clear,
}

/// The database.
/// A person's result in a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub game_id: i64,
    /// When it ended (seconds since the epoch).
    pub finished_at: i64,
    /// 1 for the winners.
    pub rank: i64,
    pub score: i64,
    /// Players it was played by (computers too).
    pub players: i64,
}

/// Two people's finished games together: how often each placed ahead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeadToHead {
    pub games: i64,
    pub ahead: i64,
    pub behind: i64,
    pub level: i64,
}

/// Counts for the health line in the logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Health {
    pub running: i64,
    pub lobbies: i64,
    pub paused: i64,
    /// Effects not delivered yet.
    pub pending: i64,
    /// Timers due now.
    pub due: i64,
    /// Claims on games' work held now, by every process.
    pub claimed: i64,
}

/// A running game, for lists of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunningGame {
    pub id: i64,
    pub channel_id: i64,
    pub live_message_id: Option<i64>,
    /// When the turn in progress began (seconds since the epoch).
    pub turn_started_at: Option<i64>,
    pub paused: bool,
}

fn running_row(r: &AnyRow) -> Result<RunningGame, sqlx::Error> {
    Ok(RunningGame {
        id: r.try_get("id")?,
        channel_id: r.try_get("channel_id")?,
        live_message_id: r.try_get("live_message_id")?,
        turn_started_at: r.try_get("turn_started_at")?,
        paused: r.try_get::<Option<i64>, _>("paused_at")?.is_some(),
    })
}

/// A query of one game's row, with its arguments.
type GameUpdate<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>;

#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// SQLite's writers take turns here, in order, instead of in SQLite's
    /// busy handler (which sleeps in steps of up to 100 ms and made the
    /// slowest clicks wait far longer than the work itself). PostgreSQL
    /// writes at once, each game's writes in turn by its row's lock.
    writes: Arc<tokio::sync::Mutex<()>>,
    /// The SQLite file (`None` on PostgreSQL).
    file: Option<Arc<std::path::PathBuf>>,
}

/// This process's hold on a SQLite database as its one bot process; let
/// go when dropped (or when the process ends, however it ends).
#[derive(Debug)]
pub struct SoleProcess {
    _file: Option<std::fs::File>,
}

const GAME_BY_ID: &str = "SELECT id, guild_id, channel_id, host_id, status, seed, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, moves, pending, turn_started_at, reminder_at, reminded, deadline_at, created_at, paused_reason, clock_stopped_at, undos, lang, expansions FROM games WHERE id = $1";

fn game_row(r: &AnyRow) -> Result<GameRow, sqlx::Error> {
    Ok(GameRow {
        id: r.try_get("id")?,
        guild_id: r.try_get("guild_id")?,
        channel_id: r.try_get("channel_id")?,
        host_id: r.try_get("host_id")?,
        status: r.try_get("status")?,
        seed: r.try_get("seed")?,
        rules: r.try_get("rules")?,
        max_seats: r.try_get("max_seats")?,
        turn_seconds: r.try_get("turn_seconds")?,
        reminder_seconds: r.try_get("reminder_seconds")?,
        timeout_action: r.try_get("timeout_action")?,
        forfeit_after: r.try_get("forfeit_after")?,
        moves: r.try_get("moves")?,
        pending: r.try_get("pending")?,
        turn_started_at: r.try_get("turn_started_at")?,
        reminder_at: r.try_get("reminder_at")?,
        reminded: r.try_get::<i64, _>("reminded")? != 0,
        deadline_at: r.try_get("deadline_at")?,
        created_at: r.try_get("created_at")?,
        paused: r.try_get("paused_reason")?,
        clock_stopped_at: r.try_get("clock_stopped_at")?,
        undos: r.try_get("undos")?,
        lang: r.try_get("lang")?,
        expansions: r.try_get("expansions")?,
    })
}

const SEATS_OF_GAME: &str = "SELECT user_id, name, seat, missed_turns, final_score, rank, computer, rating_before, rating_after FROM seats WHERE game_id = $1 ORDER BY seat, joined_at, rowid";
/// A game's row with its seats, in one statement (one consistent read): a
/// row per seat, each with the game's columns.
const GAME_WITH_SEATS: &str = "SELECT g.id, g.guild_id, g.channel_id, g.host_id, g.status, g.seed, g.rules, g.max_seats, g.turn_seconds, g.reminder_seconds, g.timeout_action, g.forfeit_after, g.moves, g.pending, g.turn_started_at, g.reminder_at, g.reminded, g.deadline_at, g.created_at, g.paused_reason, g.clock_stopped_at, g.undos, g.lang, g.expansions,
       s.user_id, s.name, s.seat, s.missed_turns, s.final_score, s.rank, s.computer, s.rating_before, s.rating_after
FROM games g LEFT JOIN seats s ON s.game_id = g.id WHERE g.id = $1 ORDER BY s.seat, s.joined_at, s.rowid";
const MOVES_AFTER: &str =
    "SELECT move_no, body FROM moves WHERE game_id = $1 AND move_no > $2 ORDER BY move_no";

fn seat_row(r: &AnyRow) -> Result<SeatRow, sqlx::Error> {
    Ok(SeatRow {
        user_id: r.try_get("user_id")?,
        name: r.try_get("name")?,
        seat: r.try_get("seat")?,
        missed_turns: r.try_get("missed_turns")?,
        final_score: r.try_get("final_score")?,
        rank: r.try_get("rank")?,
        computer: r.try_get("computer")?,
        rating: match (
            r.try_get::<Option<f64>, _>("rating_before")?,
            r.try_get::<Option<f64>, _>("rating_after")?,
        ) {
            (Some(b), Some(a)) => Some((b, a)),
            _ => None,
        },
    })
}

fn stats_row(r: &AnyRow) -> Result<PlayerStats, sqlx::Error> {
    Ok(PlayerStats {
        user_id: r.try_get("user_id")?,
        name: r.try_get("name")?,
        games: r.try_get("games")?,
        wins: r.try_get("wins")?,
        total_score: r.try_get("total_score")?,
        best_score: r.try_get("best_score")?,
        mu: r.try_get("mu")?,
        sigma: r.try_get("sigma")?,
        rating: r.try_get("rating")?,
    })
}

impl Store {
    /// Opens the database at `url` and applies its migrations: a SQLite
    /// file (`sqlite://…`, created with its folder if missing, in WAL mode
    /// with foreign keys on) or a PostgreSQL server (`postgres://…`).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of(url).ok_or_else(|| StoreError::Url(redacted(url)))?;
        let mut file = None;
        let (url, connections) = match backend {
            Backend::Sqlite => {
                let options = SqliteConnectOptions::from_str(url)?;
                file = Some(Arc::new(options.get_filename().to_path_buf()));
                if let Some(dir) = Path::new(options.get_filename()).parent()
                    && !dir.as_os_str().is_empty()
                    && !dir.exists()
                {
                    std::fs::create_dir_all(dir)
                        .map_err(|e| StoreError::Folder(dir.display().to_string(), e))?;
                }
                // Created if missing (read-write-create), unless the URL says.
                let url = if url.contains("mode=") {
                    url.to_string()
                } else if url.contains('?') {
                    format!("{url}&mode=rwc")
                } else {
                    format!("{url}?mode=rwc")
                };
                (url, 4)
            }
            Backend::Postgres => (url.to_string(), 8),
        };
        let pool = AnyPoolOptions::new()
            .max_connections(connections)
            // A SQLite connection is a file opened in this process: it
            // cannot go stale, so it is not pinged (a round trip to its
            // worker thread) each time it is taken from the pool. A
            // PostgreSQL connection can (the server restarted), so it is.
            .test_before_acquire(backend == Backend::Postgres)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        conn.execute(
                            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                             PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;",
                        )
                        .await?;
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await?;
        match backend {
            Backend::Sqlite => sqlx::migrate!("migrations/sqlite").run(&pool).await?,
            Backend::Postgres => sqlx::migrate!("migrations/postgres").run(&pool).await?,
        }
        Ok(Store {
            pool,
            backend,
            writes: Arc::new(tokio::sync::Mutex::new(())),
            file,
        })
    }

    /// Makes this the one bot process on a SQLite database: two would each
    /// deliver, time and cache the same games (SQLite has no row locks to
    /// share work by). [`StoreError::InUse`] if another process holds it;
    /// nothing to hold on PostgreSQL, which any number of processes share.
    /// The hold is an advisory lock on `<database>-bot.lock`, let go by the
    /// operating system when the process ends, however it ends.
    pub fn sole_process(&self) -> Result<SoleProcess, StoreError> {
        let Some(db) = &self.file else {
            return Ok(SoleProcess { _file: None });
        };
        let mut name = db.as_os_str().to_owned();
        name.push("-bot.lock");
        let path = std::path::PathBuf::from(name);
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| StoreError::Folder(path.display().to_string(), e))?;
        match lock.try_lock() {
            Ok(()) => Ok(SoleProcess { _file: Some(lock) }),
            Err(std::fs::TryLockError::WouldBlock) => {
                Err(StoreError::InUse(db.display().to_string()))
            }
            Err(std::fs::TryLockError::Error(e)) => {
                Err(StoreError::Folder(path.display().to_string(), e))
            }
        }
    }

    /// On SQLite, waits for this process's other writers (SQLite has one
    /// writer at a time anyway). PostgreSQL takes writers at once: what
    /// must happen in turn there is ordered by row locks
    /// ([`Store::lock_game`]) and single conditional statements.
    async fn one_writer(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match self.backend {
            Backend::Sqlite => Some(self.writes.lock().await),
            Backend::Postgres => None,
        }
    }

    /// Within a write transaction, waits for and holds game `game_id`'s row
    /// until the transaction ends, so that one game's writes (its moves,
    /// seats and outbox) happen one after another, in every process, and
    /// its effects are numbered in the order they commit. SQLite's single
    /// writer does that already.
    async fn lock_game(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: i64,
    ) -> Result<(), sqlx::Error> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT id FROM games WHERE id = $1 FOR UPDATE")
                .bind(game_id)
                .fetch_optional(&mut **tx)
                .await?;
        }
        Ok(())
    }

    /// A transaction that reads one consistent snapshot: SQLite's read
    /// transactions do; PostgreSQL's need repeatable read.
    async fn snapshot(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match self.backend {
            Backend::Sqlite => self.pool.begin().await,
            Backend::Postgres => {
                self.pool
                    .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await
            }
        }
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes every connection (waiting for statements in flight).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Creates a game in its lobby with the host seated; fails with
    /// [`StoreError::ChannelBusy`] if the channel has an active game.
    pub async fn create_game(&self, g: &NewGame) -> Result<i64, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO games (guild_id, channel_id, host_id, status, seed, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, created_at, deadline_at, lang, expansions)
             VALUES ($1, $2, $3, 'lobby', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
        )
        .bind(g.guild_id)
        .bind(g.channel_id)
        .bind(g.host_id)
        .bind(g.seed)
        .bind(&g.rules)
        .bind(g.max_seats)
        .bind(g.turn_seconds)
        .bind(g.reminder_seconds)
        .bind(&g.timeout_action)
        .bind(g.forfeit_after)
        .bind(g.now)
        .bind(g.lobby_deadline)
        .bind(&g.lang)
        .bind(&g.expansions)
        .fetch_one(&mut *tx)
        .await;
        let id: i64 = match inserted {
            Ok(r) => r.try_get(0)?,
            Err(e) if is_unique_violation(&e) => {
                drop(tx);
                let busy = self.active_game_in(g.channel_id).await?.unwrap_or(0);
                return Err(StoreError::ChannelBusy(busy));
            }
            Err(e) => return Err(e.into()),
        };
        sqlx::query(
            "INSERT INTO seats (game_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(id)
        .bind(g.host_id)
        .bind(&g.host_name)
        .bind(g.now)
        .execute(&mut *tx)
        .await?;
        insert_effects(&mut tx, id, &g.effects, g.now).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// A game, its seats and its move log, read from one consistent
    /// snapshot (a move stored meanwhile is either wholly in it or not).
    /// With `have`, the caller already knows the game after that many
    /// moves: only the moves after it are read, if the game has that many
    /// (otherwise the whole log). Returns the move number the log read
    /// starts after (0 or `have`).
    pub async fn load_game(
        &self,
        id: i64,
        have: Option<i64>,
    ) -> Result<Option<StoredGame>, StoreError> {
        // Usually the caller has every move already: then one statement
        // reads all there is to read, without a transaction.
        if let Some(have) = have {
            let rows = sqlx::query(GAME_WITH_SEATS)
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
            let Some(first) = rows.first() else {
                return Ok(None);
            };
            let game = game_row(first)?;
            if game.moves == have && have > 0 {
                let seats = rows
                    .iter()
                    .filter(|r| {
                        r.try_get::<Option<i64>, _>("user_id")
                            .is_ok_and(|u| u.is_some())
                    })
                    .map(seat_row)
                    .collect::<Result<_, sqlx::Error>>()?;
                return Ok(Some(StoredGame {
                    row: game,
                    seats,
                    after: have,
                    moves: Vec::new(),
                }));
            }
        }
        let mut tx = self.snapshot().await?;
        let Some(row) = sqlx::query(GAME_BY_ID)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(None);
        };
        let game = game_row(&row)?;
        let seats = sqlx::query(SEATS_OF_GAME)
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
        let seats = seats
            .iter()
            .map(seat_row)
            .collect::<Result<_, sqlx::Error>>()?;
        let after = have.filter(|&n| (0..=game.moves).contains(&n)).unwrap_or(0);
        let moves = if after == game.moves {
            Vec::new()
        } else {
            let moves = sqlx::query(MOVES_AFTER)
                .bind(id)
                .bind(after)
                .fetch_all(&mut *tx)
                .await?;
            moves
                .iter()
                .map(|r| Ok((r.try_get("move_no")?, r.try_get("body")?)))
                .collect::<Result<_, sqlx::Error>>()?
        };
        tx.commit().await?;
        Ok(Some(StoredGame {
            row: game,
            seats,
            after,
            moves,
        }))
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let row = sqlx::query(GAME_BY_ID)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(game_row).transpose()?)
    }

    /// The lobby or running game in a channel.
    pub async fn active_game_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'playing')",
        )
        .bind(channel_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| r.get::<i64, _>(0)))
    }

    pub async fn seats(&self, game_id: i64) -> Result<Vec<SeatRow>, StoreError> {
        let rows = sqlx::query(SEATS_OF_GAME)
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(seat_row)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The move log, in order.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<(i64, String)>, StoreError> {
        let rows =
            sqlx::query("SELECT move_no, body FROM moves WHERE game_id = $1 ORDER BY move_no")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("move_no")?, r.try_get("body")?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// Seats a player in a lobby; false if the game is not a lobby any more
    /// or the player is already seated.
    pub async fn add_seat(
        &self,
        game_id: i64,
        user_id: i64,
        name: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        // The seats are counted with the game held: two joins at once
        // never both take the last seat.
        self.lock_game(&mut tx, game_id).await?;
        let r = sqlx::query(
            "INSERT INTO seats (game_id, user_id, name, joined_at)
             SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM games WHERE id = $5 AND status = 'lobby')
             AND (SELECT COUNT(*) FROM seats WHERE game_id = $6) < (SELECT max_seats FROM games WHERE id = $7)
             ON CONFLICT DO NOTHING",
        )
        .bind(game_id)
        .bind(user_id)
        .bind(name)
        .bind(now)
        .bind(game_id)
        .bind(game_id)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(r.rows_affected() == 1)
    }

    /// Seats a computer player in a lobby, with the next free negative user
    /// id and a name like "Computer 2 (hard)". `None` if the game is not a
    /// lobby any more or it is full.
    pub async fn add_computer_seat(
        &self,
        game_id: i64,
        level: &str,
        now: i64,
    ) -> Result<Option<(i64, String)>, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        self.lock_game(&mut tx, game_id).await?;
        let lowest: i64 = sqlx::query(
            "SELECT MIN(m) FROM (SELECT MIN(user_id) AS m FROM seats WHERE game_id = $1 UNION ALL SELECT 0) AS ids",
        )
            .bind(game_id)
            .fetch_one(&mut *tx)
            .await?
            .try_get::<Option<i64>, _>(0)?
            .unwrap_or(0);
        let id = lowest - 1;
        let name = format!("Computer {} ({level})", -id);
        let r = sqlx::query(
            "INSERT INTO seats (game_id, user_id, name, joined_at, computer)
             SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM games WHERE id = $6 AND status = 'lobby')
             AND (SELECT COUNT(*) FROM seats WHERE game_id = $7) < (SELECT max_seats FROM games WHERE id = $8)",
        )
        .bind(game_id)
        .bind(id)
        .bind(&name)
        .bind(now)
        .bind(level)
        .bind(game_id)
        .bind(game_id)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(None);
        }
        tx.commit().await?;
        Ok(Some((id, name)))
    }

    /// Removes the computer player added last from a lobby; false if there
    /// is none or the game is not a lobby.
    pub async fn remove_computer_seat(&self, game_id: i64) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        self.lock_game(&mut tx, game_id).await?;
        let r = sqlx::query(
            "DELETE FROM seats WHERE game_id = $1
             AND user_id = (SELECT MIN(user_id) FROM seats WHERE game_id = $1 AND computer IS NOT NULL)
             AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
        )
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(r.rows_affected() == 1)
    }

    pub async fn remove_seat(&self, game_id: i64, user_id: i64) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        // With the game held, as a start holds it: a Leave never lands
        // between a start's reading of the seats and its numbering them.
        self.lock_game(&mut tx, game_id).await?;
        let r = sqlx::query(
            "DELETE FROM seats WHERE game_id = $1 AND user_id = $2
             AND EXISTS (SELECT 1 FROM games WHERE id = $3 AND status = 'lobby')",
        )
        .bind(game_id)
        .bind(user_id)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(r.rows_affected() == 1)
    }

    /// Changes a lobby's options; false if it is not a lobby.
    #[allow(clippy::too_many_arguments)]
    pub async fn set_options(
        &self,
        game_id: i64,
        rules: &str,
        max_seats: i64,
        turn_seconds: Option<i64>,
        reminder_seconds: Option<i64>,
        timeout_action: &str,
        forfeit_after: i64,
        lang: &str,
        expansions: &str,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let r = sqlx::query(
            "UPDATE games SET rules = $1, max_seats = $2, turn_seconds = $3, reminder_seconds = $4, timeout_action = $5, forfeit_after = $6, lang = $7, expansions = $9
             WHERE id = $8 AND status = 'lobby'",
        )
        .bind(rules)
        .bind(max_seats)
        .bind(turn_seconds)
        .bind(reminder_seconds)
        .bind(timeout_action)
        .bind(forfeit_after)
        .bind(lang)
        .bind(game_id)
        .bind(expansions)
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Starts a lobby: seats in the given order (user ids), first timers.
    /// False if it was not a lobby any more.
    pub async fn start_game(
        &self,
        game_id: i64,
        order: &[i64],
        timers: Timers,
        now: i64,
        effects: &[String],
    ) -> Result<StartOutcome, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        self.lock_game(&mut tx, game_id).await?;
        let r = sqlx::query(
            "UPDATE games SET status = 'playing', started_at = $1, turn_started_at = $2, reminder_at = $3, deadline_at = $4, reminded = 0,
                    computer_turn = $6
             WHERE id = $5 AND status = 'lobby'",
        )
        .bind(now)
        .bind(timers.turn_started_at)
        .bind(timers.reminder_at)
        .bind(timers.deadline_at)
        .bind(game_id)
        .bind(i64::from(timers.computer))
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(StartOutcome::NotLobby);
        }
        // The seats are read again with the game held: a Join or Leave that
        // landed after the caller read them would leave a seat without a
        // number, or a gap in the numbers.
        let mut seated: Vec<i64> =
            sqlx::query_scalar("SELECT user_id FROM seats WHERE game_id = $1")
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?;
        seated.sort_unstable();
        let mut expected = order.to_vec();
        expected.sort_unstable();
        if seated != expected {
            return Ok(StartOutcome::SeatsChanged);
        }
        for (seat, user) in order.iter().enumerate() {
            sqlx::query("UPDATE seats SET seat = $1 WHERE game_id = $2 AND user_id = $3")
                .bind(seat as i64)
                .bind(game_id)
                .bind(user)
                .execute(&mut *tx)
                .await?;
        }
        insert_effects(&mut tx, game_id, effects, now).await?;
        tx.commit().await?;
        Ok(StartOutcome::Started)
    }

    /// Runs `update` (of game `game_id`'s row) and stores `effects` with
    /// it, in one transaction; false (and nothing stored) unless it changed
    /// exactly one row.
    async fn update_with_effects(
        &self,
        update: GameUpdate<'_>,
        game_id: i64,
        effects: &[String],
        now: i64,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        self.lock_game(&mut tx, game_id).await?;
        if update.execute(&mut *tx).await?.rows_affected() != 1 {
            return Ok(false);
        }
        insert_effects(&mut tx, game_id, effects, now).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Closes a lobby nobody started in time; false if it started, ended
    /// or was given more time meanwhile.
    pub async fn expire_lobby(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET status = 'cancelled', finished_at = $1, deadline_at = NULL, end_reason = 'expired'
             WHERE id = $2 AND status = 'lobby' AND deadline_at IS NOT NULL AND deadline_at <= $1",
        )
        .bind(now)
        .bind(game_id);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    /// Hours a lobby of a server stays open unless started (`None`: never
    /// set).
    pub async fn lobby_hours(&self, guild_id: i64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query("SELECT lobby_hours FROM guild_settings WHERE guild_id = $1")
            .bind(guild_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => r.try_get("lobby_hours")?,
            None => None,
        })
    }

    /// Sets how long a server's lobbies stay open (its settings must be
    /// stored already); false if they are not.
    pub async fn set_lobby_hours(&self, guild_id: i64, hours: i64) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let r = sqlx::query("UPDATE guild_settings SET lobby_hours = $1 WHERE guild_id = $2")
            .bind(hours)
            .bind(guild_id)
            .execute(&self.pool)
            .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Cancels a lobby or a running game; false if it had already ended.
    pub async fn cancel_game(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET status = 'cancelled', finished_at = $1, reminder_at = NULL, deadline_at = NULL,
                    paused_at = NULL, paused_reason = NULL, end_reason = 'host'
             WHERE id = $2 AND status IN ('lobby', 'playing')",
        )
        .bind(now)
        .bind(game_id);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    /// Records a confirmed placement for the follower step; false if the
    /// turn moved on or a placement was already confirmed.
    pub async fn set_pending(
        &self,
        game_id: i64,
        moves: i64,
        pending: &str,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET pending = $1 WHERE id = $2 AND status = 'playing' AND moves = $3 AND pending IS NULL",
        )
        .bind(pending)
        .bind(game_id)
        .bind(moves);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    /// Takes back the placement confirmed for the turn in progress; false
    /// if there is none, or the turn moved on.
    pub async fn clear_pending(
        &self,
        game_id: i64,
        moves: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET pending = NULL
             WHERE id = $1 AND status = 'playing' AND moves = $2 AND pending IS NOT NULL",
        )
        .bind(game_id)
        .bind(moves);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    /// Appends moves in one transaction: the rows, the game's counters and
    /// timers, a seat's missed turns, and on the last move the final
    /// standings, stats and ratings. [`StoreError::MoveTaken`] if another
    /// move with this number got there first; nothing is changed then.
    pub async fn append_move(&self, m: &NewMove) -> Result<Vec<RatingChange>, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        self.lock_game(&mut tx, m.game_id).await?;
        for (i, body) in m.bodies.iter().enumerate() {
            let inserted = sqlx::query(
                "INSERT INTO moves (game_id, move_no, body, created_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(m.game_id)
            .bind(m.move_no + i as i64)
            .bind(body)
            .bind(m.now)
            .execute(&mut *tx)
            .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => return Err(StoreError::MoveTaken),
                Err(e) => return Err(e.into()),
                Ok(_) => {}
            }
        }
        let last = m.move_no + m.bodies.len() as i64 - 1;
        let status = if m.finish.is_some() {
            "finished"
        } else {
            "playing"
        };
        let r = sqlx::query(
            "UPDATE games SET moves = $1, pending = CASE WHEN $2 THEN pending END, turn_started_at = $3, reminder_at = $4, deadline_at = $5, reminded = 0,
                    status = $6, finished_at = CASE WHEN $7 = 'finished' THEN $8 ELSE finished_at END,
                    computer_turn = $11
             WHERE id = $9 AND status = 'playing' AND moves = $10",
        )
        .bind(last)
        .bind(m.keep_pending)
        .bind(m.timers.turn_started_at)
        .bind(m.timers.reminder_at)
        .bind(m.timers.deadline_at)
        .bind(status)
        .bind(status)
        .bind(m.now)
        .bind(m.game_id)
        .bind(m.move_no - 1)
        .bind(i64::from(m.timers.computer))
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            // The game ended or moved on some other way: keep nothing.
            return Err(StoreError::MoveTaken);
        }
        if let Some((seat, missed)) = m.missed {
            sqlx::query("UPDATE seats SET missed_turns = $1 WHERE game_id = $2 AND seat = $3")
                .bind(missed)
                .bind(m.game_id)
                .bind(seat)
                .execute(&mut *tx)
                .await?;
        }
        let mut changes = Vec::new();
        if let Some(standings) = &m.finish {
            let guild: i64 = sqlx::query("SELECT guild_id FROM games WHERE id = $1")
                .bind(m.game_id)
                .fetch_one(&mut *tx)
                .await?
                .get(0);
            // Ratings are read and written back with the server's ratings
            // held (on PostgreSQL; SQLite has one writer): two games that
            // end at once with a player in common both count.
            if self.backend == Backend::Postgres {
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(guild)
                    .execute(&mut *tx)
                    .await?;
            }
            for s in standings {
                sqlx::query(
                    "UPDATE seats SET final_score = $1, rank = $2 WHERE game_id = $3 AND user_id = $4",
                )
                .bind(s.score)
                .bind(s.rank)
                .bind(m.game_id)
                .bind(s.user_id)
                .execute(&mut *tx)
                .await?;
            }
            // Computer players (negative ids) keep no stats and no rating;
            // people are rated among themselves, by their places in the game.
            let standings: Vec<Standing> = standings
                .iter()
                .filter(|s| s.user_id > 0)
                .cloned()
                .collect();
            let mut current = Vec::with_capacity(standings.len());
            for s in &standings {
                let row = sqlx::query(
                    "SELECT mu, sigma FROM players WHERE guild_id = $1 AND user_id = $2",
                )
                .bind(guild)
                .bind(s.user_id)
                .fetch_optional(&mut *tx)
                .await?;
                current.push(row.map_or((DEFAULT_MU, DEFAULT_SIGMA), |r| (r.get(0), r.get(1))));
            }
            let rated = if standings.len() >= 2 {
                rate(&standings, &current)
            } else {
                current.clone()
            };
            for ((s, (mu, sigma)), (old_mu, old_sigma)) in standings.iter().zip(rated).zip(&current)
            {
                let change = RatingChange {
                    user_id: s.user_id,
                    before: old_mu - 3.0 * old_sigma,
                    after: mu - 3.0 * sigma,
                };
                sqlx::query(
                    "UPDATE seats SET rating_before = $1, rating_after = $2 WHERE game_id = $3 AND user_id = $4",
                )
                .bind(change.before)
                .bind(change.after)
                .bind(m.game_id)
                .bind(s.user_id)
                .execute(&mut *tx)
                .await?;
                changes.push(change);
                sqlx::query(
                    "INSERT INTO players (guild_id, user_id, name, games, wins, total_score, best_score, mu, sigma, rating)
                     VALUES ($1, $2, $3, 1, $4, $5, $5, $6, $7, $6 - 3 * $7)
                     ON CONFLICT (guild_id, user_id) DO UPDATE SET
                        name = excluded.name, games = players.games + 1, wins = players.wins + excluded.wins,
                        total_score = players.total_score + excluded.total_score,
                        best_score = CASE WHEN players.best_score > excluded.best_score
                                          THEN players.best_score ELSE excluded.best_score END,
                        mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating",
                )
                .bind(guild)
                .bind(s.user_id)
                .bind(&s.name)
                .bind(i64::from(s.rank == 1))
                .bind(s.score)
                .bind(mu)
                .bind(sigma)
                .execute(&mut *tx)
                .await?;
            }
        }
        // An undo vote asked before this move is void now.
        let lapsed = sqlx::query("DELETE FROM undo_votes WHERE game_id = $1")
            .bind(m.game_id)
            .execute(&mut *tx)
            .await?;
        if lapsed.rows_affected() > 0 {
            insert_effects(&mut tx, m.game_id, std::slice::from_ref(&m.lapsed), m.now).await?;
        }
        insert_effects(&mut tx, m.game_id, &m.effects, m.now).await?;
        tx.commit().await?;
        Ok(changes)
    }

    /// Games whose reminder or deadline has come.
    pub async fn due(&self, now: i64, shards: &Shards) -> Result<Vec<Due>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, moves,
                    CASE WHEN deadline_at IS NOT NULL AND deadline_at <= $1 THEN 1 ELSE 0 END AS deadline,
                    CASE WHEN status = 'lobby' THEN 1 ELSE 0 END AS lobby, 0 AS undo FROM games
             WHERE ((status = 'playing' AND paused_at IS NULL AND (clock_stopped_at IS NULL OR computer_turn = 1)
               AND ((deadline_at IS NOT NULL AND deadline_at <= $1)
                 OR (reminder_at IS NOT NULL AND reminder_at <= $1 AND reminded = 0)))
                OR (status = 'lobby' AND paused_at IS NULL AND deadline_at IS NOT NULL AND deadline_at <= $1))
               AND (guild_id >> 22) % $2 BETWEEN $3 AND $4
             UNION ALL
             SELECT v.game_id, v.moves, 1, 0, 1 FROM undo_votes v JOIN games g ON g.id = v.game_id
             WHERE v.deadline_at <= $1 AND g.status = 'playing' AND g.paused_at IS NULL
               AND (g.guild_id >> 22) % $2 BETWEEN $3 AND $4
             ORDER BY 1",
        )
        .bind(now)
        .bind(i64::from(shards.count()))
        .bind(i64::from(shards.first()))
        .bind(i64::from(shards.last()))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Due {
                    game_id: r.try_get("id")?,
                    moves: r.try_get("moves")?,
                    deadline: r.try_get::<i64, _>("deadline")? != 0,
                    lobby: r.try_get::<i64, _>("lobby")? != 0,
                    undo: r.try_get::<i64, _>("undo")? != 0,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// Marks a turn's reminder as sent; false if it already was, or the turn
    /// moved on.
    pub async fn mark_reminded(
        &self,
        game_id: i64,
        moves: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET reminded = 1 WHERE id = $1 AND moves = $2 AND reminded = 0 AND status = 'playing'",
        )
        .bind(game_id)
        .bind(moves);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    /// Stops a running game's clock, with what Discord must show; false if
    /// it is stopped already or the game is not running.
    pub async fn stop_clock(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET clock_stopped_at = $1
             WHERE id = $2 AND status = 'playing' AND clock_stopped_at IS NULL",
        )
        .bind(now)
        .bind(game_id);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    /// Starts a stopped clock again: the turn's reminder and deadline move
    /// on by the time the clock stood still during the turn (a turn that
    /// began while it was stopped gets its whole time). False if it runs
    /// already or the game is not running.
    pub async fn start_clock(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET
                 deadline_at = deadline_at + ($1 - CASE WHEN turn_started_at > clock_stopped_at
                                                        THEN turn_started_at ELSE clock_stopped_at END),
                 reminder_at = reminder_at + ($1 - CASE WHEN turn_started_at > clock_stopped_at
                                                        THEN turn_started_at ELSE clock_stopped_at END),
                 turn_started_at = turn_started_at + ($1 - CASE WHEN turn_started_at > clock_stopped_at
                                                                THEN turn_started_at ELSE clock_stopped_at END),
                 clock_stopped_at = NULL
             WHERE id = $2 AND status = 'playing' AND clock_stopped_at IS NOT NULL",
        )
        .bind(now)
        .bind(game_id);
        self.update_with_effects(update, game_id, effects, now)
            .await
    }

    pub async fn player(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Option<PlayerStats>, StoreError> {
        let row = sqlx::query("SELECT * FROM players WHERE guild_id = $1 AND user_id = $2")
            .bind(guild_id)
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(stats_row).transpose()?)
    }

    /// A page of a server's leaderboard (best rating first) and the number
    /// of rated players.
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<PlayerStats>, i64), StoreError> {
        let rows = sqlx::query(
            "SELECT * FROM players WHERE guild_id = $1 ORDER BY rating DESC, user_id LIMIT $2 OFFSET $3",
        )
        .bind(guild_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(&self.pool)
        .await?;
        let total: i64 = sqlx::query("SELECT COUNT(*) FROM players WHERE guild_id = $1")
            .bind(guild_id)
            .fetch_one(&self.pool)
            .await?
            .get(0);
        let page = rows
            .iter()
            .map(stats_row)
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((page, total))
    }

    /// A page of a server's running games, the longest waiting first, and
    /// how many there are.
    pub async fn running_games_in(
        &self,
        guild_id: i64,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<RunningGame>, i64), StoreError> {
        let rows = sqlx::query(
            "SELECT id, channel_id, live_message_id, turn_started_at, paused_at FROM games
             WHERE guild_id = $1 AND status = 'playing'
             ORDER BY turn_started_at, id LIMIT $2 OFFSET $3",
        )
        .bind(guild_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(&self.pool)
        .await?;
        let total: i64 =
            sqlx::query("SELECT COUNT(*) FROM games WHERE guild_id = $1 AND status = 'playing'")
                .bind(guild_id)
                .fetch_one(&self.pool)
                .await?
                .get(0);
        let games = rows
            .iter()
            .map(running_row)
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((games, total))
    }

    /// A person's running games on a server (at most `limit`), the longest
    /// waiting first.
    pub async fn running_games_of(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: i64,
    ) -> Result<Vec<RunningGame>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id, g.channel_id, g.live_message_id, g.turn_started_at, g.paused_at
             FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = $1 AND g.status = 'playing' AND s.user_id = $2
             ORDER BY g.turn_started_at, g.id LIMIT $3",
        )
        .bind(guild_id)
        .bind(user_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(running_row)
            .collect::<Result<_, sqlx::Error>>()?)
    }

    /// A person's latest finished games on a server, the latest first.
    pub async fn recent_results(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: i64,
    ) -> Result<Vec<GameResult>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id, g.finished_at, s.rank, s.final_score,
                    (SELECT COUNT(*) FROM seats o WHERE o.game_id = g.id AND o.seat IS NOT NULL) AS players
             FROM seats s JOIN games g ON g.id = s.game_id
             WHERE g.guild_id = $1 AND s.user_id = $2 AND g.status = 'finished'
               AND s.rank IS NOT NULL AND s.final_score IS NOT NULL
             ORDER BY g.finished_at DESC, g.id DESC LIMIT $3",
        )
        .bind(guild_id)
        .bind(user_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(GameResult {
                    game_id: r.try_get(0)?,
                    finished_at: r.try_get::<Option<i64>, _>(1)?.unwrap_or(0),
                    rank: r.try_get(2)?,
                    score: r.try_get(3)?,
                    players: r.try_get(4)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How `a` fared against `b` in the finished games they played together
    /// on a server.
    pub async fn head_to_head(
        &self,
        guild_id: i64,
        a: i64,
        b: i64,
    ) -> Result<HeadToHead, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*),
                    COALESCE(SUM(CASE WHEN sa.rank < sb.rank THEN 1 ELSE 0 END), 0),
                    COALESCE(SUM(CASE WHEN sa.rank > sb.rank THEN 1 ELSE 0 END), 0),
                    COALESCE(SUM(CASE WHEN sa.rank = sb.rank THEN 1 ELSE 0 END), 0)
             FROM seats sa
             JOIN seats sb ON sb.game_id = sa.game_id AND sb.user_id = $3
             JOIN games g ON g.id = sa.game_id
             WHERE g.guild_id = $1 AND sa.user_id = $2 AND g.status = 'finished'
               AND sa.rank IS NOT NULL AND sb.rank IS NOT NULL",
        )
        .bind(guild_id)
        .bind(a)
        .bind(b)
        .fetch_one(&self.pool)
        .await?;
        Ok(HeadToHead {
            games: row.try_get(0)?,
            ahead: row.try_get(1)?,
            behind: row.try_get(2)?,
            level: row.try_get(3)?,
        })
    }

    /// A server's defaults, if it has set any.
    pub async fn guild_settings(&self, guild_id: i64) -> Result<Option<GuildSettings>, StoreError> {
        let row = sqlx::query("SELECT * FROM guild_settings WHERE guild_id = $1")
            .bind(guild_id)
            .fetch_optional(&self.pool)
            .await?;
        let Some(r) = row else { return Ok(None) };
        Ok(Some(GuildSettings {
            guild_id: r.try_get("guild_id")?,
            rules: r.try_get("rules")?,
            max_seats: r.try_get("max_seats")?,
            turn_seconds: r.try_get("turn_seconds")?,
            reminder_seconds: r.try_get("reminder_seconds")?,
            timeout_action: r.try_get("timeout_action")?,
            forfeit_after: r.try_get("forfeit_after")?,
            use_threads: r.try_get::<i64, _>("use_threads")? != 0,
            lang: r.try_get("lang")?,
            expansions: r.try_get("expansions")?,
        }))
    }

    pub async fn set_guild_settings(&self, g: &GuildSettings) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, use_threads, lang, expansions)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (guild_id) DO UPDATE SET rules = excluded.rules, max_seats = excluded.max_seats, expansions = excluded.expansions,
                turn_seconds = excluded.turn_seconds, reminder_seconds = excluded.reminder_seconds,
                timeout_action = excluded.timeout_action, forfeit_after = excluded.forfeit_after,
                use_threads = excluded.use_threads, lang = COALESCE(excluded.lang, guild_settings.lang)",
        )
        .bind(g.guild_id)
        .bind(&g.rules)
        .bind(g.max_seats)
        .bind(g.turn_seconds)
        .bind(g.reminder_seconds)
        .bind(&g.timeout_action)
        .bind(g.forfeit_after)
        .bind(i64::from(g.use_threads))
        .bind(&g.lang)
        .bind(&g.expansions)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// How a person is told of their turns on a server (`None`: never set)
    /// and whether they were told that their DMs are closed.
    pub async fn turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Option<(String, bool)>, StoreError> {
        let row = sqlx::query(
            "SELECT how, dm_closed_told FROM turn_notices WHERE guild_id = $1 AND user_id = $2",
        )
        .bind(guild_id)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => Some((
                r.try_get("how")?,
                r.try_get::<i64, _>("dm_closed_told")? != 0,
            )),
            None => None,
        })
    }

    /// Sets how a person is told of their turns on a server (they will be
    /// told again if their DMs turn out to be closed).
    pub async fn set_turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
        how: &str,
    ) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "INSERT INTO turn_notices (guild_id, user_id, how) VALUES ($1, $2, $3)
             ON CONFLICT (guild_id, user_id) DO UPDATE SET how = excluded.how, dm_closed_told = 0",
        )
        .bind(guild_id)
        .bind(user_id)
        .bind(how)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Notes that a person was told their DMs are closed; `true` only the
    /// first time (so that they are told once).
    pub async fn note_dm_closed_told(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let done = sqlx::query(
            "UPDATE turn_notices SET dm_closed_told = 1
             WHERE guild_id = $1 AND user_id = $2 AND dm_closed_told = 0",
        )
        .bind(guild_id)
        .bind(user_id)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The most recent game of a channel, whatever its state.
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        let row =
            sqlx::query("SELECT id FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1")
                .bind(channel_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| r.get::<i64, _>(0)))
    }

    /// Ids of every game still running (for start-up checks).
    pub async fn running_games(&self) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query("SELECT id FROM games WHERE status = 'playing' ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(|r| r.get::<i64, _>(0)).collect())
    }

    // ----- the outbox -----

    /// The oldest undelivered effect of a game (effects are delivered in
    /// order, so a later one waits for it).
    pub async fn next_effect(&self, game_id: i64) -> Result<Option<EffectRow>, StoreError> {
        let row = sqlx::query(
            "SELECT e.id, e.game_id, e.body, e.attempts, e.next_at_ms, g.live_message_id,
                    e.sent_at_ms,
                    CASE WHEN EXISTS (SELECT 1 FROM effects f WHERE f.game_id = e.game_id
                         AND f.done_at IS NULL AND f.id > e.id) THEN 1 ELSE 0 END AS more
             FROM effects e JOIN games g ON g.id = e.game_id
             WHERE e.game_id = $1 AND e.done_at IS NULL AND g.paused_at IS NULL
             ORDER BY e.id LIMIT 1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(EffectRow {
                id: r.try_get("id")?,
                game_id: r.try_get("game_id")?,
                body: r.try_get("body")?,
                attempts: r.try_get("attempts")?,
                next_at_ms: r.try_get("next_at_ms")?,
                live_message_id: r.try_get("live_message_id")?,
                more: r.try_get::<i64, _>("more")? != 0,
                sent_at_ms: r.try_get("sent_at_ms")?,
            })
        })
        .transpose()
        .map_err(|e: sqlx::Error| e.into())
    }

    /// Games with undelivered effects and when the first may be tried
    /// (Unix ms), soonest first.
    pub async fn games_with_effects(&self, shards: &Shards) -> Result<Vec<(i64, i64)>, StoreError> {
        // Only undelivered rows are read (the partial index), never the
        // whole history of delivered effects.
        let rows = sqlx::query(
            "SELECT e.game_id, e.next_at_ms FROM effects e
             JOIN (SELECT MIN(id) AS first FROM effects WHERE done_at IS NULL GROUP BY game_id) f
               ON e.id = f.first
             JOIN games g ON g.id = e.game_id AND g.paused_at IS NULL
             WHERE (g.guild_id >> 22) % $1 BETWEEN $2 AND $3
             ORDER BY e.next_at_ms, e.game_id",
        )
        .bind(i64::from(shards.count()))
        .bind(i64::from(shards.first()))
        .bind(i64::from(shards.last()))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// Marks an effect as ended (and moves the game's live message), in one
    /// transaction; false if it had ended already.
    pub async fn finish_effect(
        &self,
        id: i64,
        outcome: &Outcome,
        live: Live,
        now: i64,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        let (text, message_id) = match outcome {
            Outcome::Delivered { message_id } => ("delivered".to_string(), *message_id),
            Outcome::Skipped => ("skipped".to_string(), None),
            Outcome::Failed(why) => (format!("failed: {why}"), None),
        };
        let r = sqlx::query(
            "UPDATE effects SET done_at = $1, outcome = $2, message_id = $3, attempts = attempts + 1
             WHERE id = $4 AND done_at IS NULL",
        )
        .bind(now)
        .bind(&text)
        .bind(message_id)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(false);
        }
        let live_id = match live {
            Live::Keep => None,
            Live::Set(m) => Some(Some(m)),
            Live::Clear => Some(None),
        };
        if let Some(live_id) = live_id {
            sqlx::query(
                "UPDATE games SET live_message_id = $1 WHERE id = (SELECT game_id FROM effects WHERE id = $2)",
            )
            .bind(live_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Notes that a message for effect `id` is being sent to Discord (the
    /// first time only).
    pub async fn sending_effect(&self, id: i64, now_ms: i64) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "UPDATE effects SET sent_at_ms = COALESCE(sent_at_ms, $1) WHERE id = $2 AND done_at IS NULL",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The newest message made by the effects of effect `id`'s game that
    /// came before it: any message of effect `id` is newer (Discord's ids
    /// grow with time).
    pub async fn message_before_effect(&self, id: i64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "SELECT MAX(f.message_id) FROM effects e JOIN effects f ON f.game_id = e.game_id
             WHERE e.id = $1 AND f.id < e.id",
        )
        .bind(id)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<Option<i64>, _>(0)?)
    }

    /// Records a failed attempt: the effect is tried again from `next_at_ms`.
    pub async fn retry_effect(&self, id: i64, next_at_ms: i64) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "UPDATE effects SET attempts = attempts + 1, next_at_ms = $1 WHERE id = $2 AND done_at IS NULL",
        )
        .bind(next_at_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The message that carries a game's live controls, if any.
    pub async fn live_message(&self, game_id: i64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query("SELECT live_message_id FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.and_then(|r| r.get::<Option<i64>, _>(0)))
    }

    /// Every effect of a game, in order: (body, outcome, message id).
    pub async fn effects_of(
        &self,
        game_id: i64,
    ) -> Result<Vec<(String, Option<String>, Option<i64>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT body, outcome, message_id FROM effects WHERE game_id = $1 ORDER BY id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// What the bot holds, for the health line in the logs.
    /// Counts are of the games on `shards`' servers.
    pub async fn health(&self, now: i64, shards: &Shards) -> Result<Health, StoreError> {
        let row = sqlx::query(
            "SELECT (SELECT COUNT(*) FROM games WHERE status = 'playing' AND (guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM games WHERE status = 'lobby' AND (guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM games WHERE paused_at IS NOT NULL AND status IN ('lobby', 'playing')
                        AND (guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM effects e JOIN games g ON g.id = e.game_id
                        WHERE e.done_at IS NULL AND (g.guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM leases WHERE until_ms > $4)",
        )
        .bind(i64::from(shards.count()))
        .bind(i64::from(shards.first()))
        .bind(i64::from(shards.last()))
        .bind(now * 1000)
        .fetch_one(&self.pool)
        .await?;
        Ok(Health {
            running: row.try_get(0)?,
            lobbies: row.try_get(1)?,
            paused: row.try_get(2)?,
            pending: row.try_get(3)?,
            claimed: row.try_get(4)?,
            due: self.due(now, shards).await?.len() as i64,
        })
    }

    /// When the next timer that [`Store::due`] would return falls due (the
    /// same games: a timer that cannot fire must not wake anyone).
    pub async fn next_timer(&self, shards: &Shards) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "SELECT MIN(t) FROM (
                SELECT MIN(deadline_at) AS t
                FROM games WHERE status = 'playing' AND paused_at IS NULL
                    AND (clock_stopped_at IS NULL OR computer_turn = 1)
                    AND (guild_id >> 22) % $1 BETWEEN $2 AND $3
                UNION ALL
                SELECT MIN(reminder_at)
                FROM games WHERE status = 'playing' AND paused_at IS NULL AND clock_stopped_at IS NULL
                    AND reminded = 0 AND (guild_id >> 22) % $1 BETWEEN $2 AND $3
                UNION ALL
                SELECT MIN(deadline_at) FROM games WHERE status = 'lobby' AND paused_at IS NULL
                    AND (guild_id >> 22) % $1 BETWEEN $2 AND $3
                UNION ALL
                SELECT MIN(v.deadline_at) FROM undo_votes v JOIN games g ON g.id = v.game_id
                WHERE g.status = 'playing' AND g.paused_at IS NULL
                    AND (g.guild_id >> 22) % $1 BETWEEN $2 AND $3) AS due",
        )
        .bind(i64::from(shards.count()))
        .bind(i64::from(shards.first()))
        .bind(i64::from(shards.last()))
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<Option<i64>, _>(0)?.filter(|&t| t != i64::MAX))
    }

    // ----- pauses, abandoned games and replays -----

    /// Pauses a lobby or running game (its deliveries and timers stop);
    /// false if it is paused already or over.
    pub async fn pause_game(
        &self,
        game_id: i64,
        reason: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let r = sqlx::query(
            "UPDATE games SET paused_at = $1, paused_reason = $2, host_told = 0
             WHERE id = $3 AND status IN ('lobby', 'playing') AND paused_at IS NULL",
        )
        .bind(now)
        .bind(reason)
        .bind(game_id)
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Resumes a paused game: its clock moves on by the time it was paused,
    /// and what waits in its outbox is tried at once. False if it was not
    /// paused.
    pub async fn resume_game(&self, game_id: i64, now: i64) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        let r = sqlx::query(
            "UPDATE games SET
                 deadline_at = deadline_at + ($1 - paused_at),
                 reminder_at = reminder_at + ($1 - paused_at),
                 turn_started_at = turn_started_at + ($1 - paused_at),
                 paused_at = NULL, paused_reason = NULL, host_told = 0
             WHERE id = $2 AND paused_at IS NOT NULL",
        )
        .bind(now)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query("UPDATE effects SET next_at_ms = 0 WHERE game_id = $1 AND done_at IS NULL")
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Paused games hosted by `user_id` that the host has not been told
    /// about in an answer yet: (game, channel, reason). Marks them told.
    pub async fn take_pause_notices(
        &self,
        user_id: i64,
    ) -> Result<Vec<(i64, i64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, channel_id, paused_reason FROM games
             WHERE host_id = $1 AND paused_at IS NOT NULL AND host_told = 0 AND status IN ('lobby', 'playing')
             ORDER BY id",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let out: Vec<(i64, i64, String)> = rows
            .iter()
            .map(|r| {
                Ok((
                    r.try_get("id")?,
                    r.try_get("channel_id")?,
                    r.try_get::<Option<String>, _>("paused_reason")?
                        .unwrap_or_default(),
                ))
            })
            .collect::<Result<_, sqlx::Error>>()?;
        let _one_writer = self.one_writer().await;
        for (id, _, _) in &out {
            sqlx::query("UPDATE games SET host_told = 1 WHERE id = $1")
                .bind(id)
                .execute(&self.pool)
                .await?;
        }
        Ok(out)
    }

    /// Ends every lobby and running game in `channels` (or in the server
    /// `guild_id`) as cancelled, unrated, for `reason`; what waited in
    /// their outboxes is dropped (there is nowhere to show it). Returns
    /// the games ended.
    pub async fn abandon_games(
        &self,
        guild_id: Option<i64>,
        channels: &[i64],
        reason: &str,
        now: i64,
    ) -> Result<Vec<i64>, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.pool.begin().await?;
        let mut ended = Vec::new();
        let rows = match guild_id {
            Some(g) => {
                sqlx::query(
                    "SELECT id FROM games WHERE guild_id = $1 AND status IN ('lobby', 'playing')",
                )
                .bind(g)
                .fetch_all(&mut *tx)
                .await?
            }
            None => {
                let mut rows = Vec::new();
                for c in channels {
                    rows.extend(
                        sqlx::query(
                            "SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'playing')",
                        )
                        .bind(c)
                        .fetch_all(&mut *tx)
                        .await?,
                    );
                }
                rows
            }
        };
        for r in rows {
            let id: i64 = r.try_get("id")?;
            // A game that ended meanwhile (its last move) stays as it ended.
            let r = sqlx::query(
                "UPDATE games SET status = 'cancelled', finished_at = $1, reminder_at = NULL, deadline_at = NULL,
                        paused_at = NULL, paused_reason = NULL, end_reason = $2
                 WHERE id = $3 AND status IN ('lobby', 'playing')",
            )
            .bind(now)
            .bind(reason)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            if r.rows_affected() == 1 {
                ended.push(id);
            }
        }
        // What waits to be shown there, for these games or any that ended
        // before (final scores, a replay), has nowhere to go.
        let (skip, places) = match guild_id {
            Some(g) => (
                "UPDATE effects SET done_at = $1, outcome = $2 WHERE done_at IS NULL
                 AND game_id IN (SELECT id FROM games WHERE guild_id = $3)",
                vec![g],
            ),
            None => (
                "UPDATE effects SET done_at = $1, outcome = $2 WHERE done_at IS NULL
                 AND game_id IN (SELECT id FROM games WHERE channel_id = $3)",
                channels.to_vec(),
            ),
        };
        for place in places {
            sqlx::query(skip)
                .bind(now)
                .bind(format!("skipped: {reason}"))
                .bind(place)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(ended)
    }

    /// Why a game ended without finishing, if it did.
    pub async fn end_reason(&self, game_id: i64) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT end_reason FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.and_then(|r| r.get::<Option<String>, _>(0)))
    }

    /// The replay drawn for a game at `moves` moves, if there is one.
    pub async fn replay(&self, game_id: i64, moves: i64) -> Result<Option<Vec<u8>>, StoreError> {
        let row = sqlx::query("SELECT gif FROM replays WHERE game_id = $1 AND moves = $2")
            .bind(game_id)
            .bind(moves)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.get::<Vec<u8>, _>(0)))
    }

    /// Keeps a game's replay (replacing one drawn at fewer moves).
    pub async fn put_replay(
        &self,
        game_id: i64,
        moves: i64,
        gif: &[u8],
        now: i64,
    ) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "INSERT INTO replays (game_id, moves, gif, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id) DO UPDATE SET moves = excluded.moves, gif = excluded.gif, created_at = excluded.created_at",
        )
        .bind(game_id)
        .bind(moves)
        .bind(gif)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Raw access for tests and maintenance.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }
}
