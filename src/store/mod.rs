//! Storage on SQLite or PostgreSQL, through sqlx's `Any` driver (the same
//! queries on both). A game is its seed, rules, seats and move log; every
//! move is one transaction guarded by the unique (game, move number), so a
//! double click applies exactly once.
//!
//! `Store` is one type, with one module per aggregate, each opening with
//! what it keeps; read the one you need:
//!
//! - **Games**: `games` (a game's row, its lobby and seats), `moves` (the
//!   move log), `undo` (undo votes and undone moves), `stand_ins`,
//!   `replays` (replays kept per turn).
//! - **What Discord is shown**: `outbox` (effects, delivered in order),
//!   `changes` (each change announced as it commits).
//! - **Time**: `timers` (what falls due), `pauses`, `leases` (who does a
//!   game's background work), `shards` (which servers a process runs).
//! - **Tournaments**: `tournaments` (events, entrants, rounds, tables) and
//!   `tournaments/posts`.
//! - **Stats and seasons**: `stats`, `ratings`, `seasons`.
//! - **A server's settings**: `settings`, `limits`, `retention`.
//! - **The database itself**: `columns` and `model` (what columns mean),
//!   `backup`, `copy` (between databases).

pub mod backup;
mod changes;
mod columns;
mod copy;
mod games;
mod leases;
mod limits;
pub mod model;
mod moves;
mod outbox;
mod pauses;
mod ratings;
mod replays;
mod retention;
mod seasons;
mod settings;
mod shards;
mod stand_ins;
mod stats;
mod timers;
mod tournaments;
mod undo;

pub use changes::{CHANGES_CHANNEL, CHANGES_KEPT, Change, Changed, Feed, Heard};
pub use copy::{Copied, NOT_COPIED, copied_tables};
pub use games::{GameRow, NewGame, SeatRow, StartOutcome, StoredGame, TableLocation};
pub use leases::{Claim, Work};
pub use limits::{Cap, Caps, LimitSettings};
pub use moves::{Appended, BankChange, NewMove, RatingChange};
pub use outbox::{EffectRow, LiveMessage, Outcome};
pub use retention::Pruned;
pub use settings::{GuildConfig, GuildSettings};
pub use stats::{GameResult, HeadToHead, PlayerStats, RunningGame};
pub use timers::{Due, Health, Timers};
pub use tournaments::{
    Decided, EntrantRow, Format, NewTournamentRow, SIGNUP_BODY, StoredTournament, TABLES_WAIT_BODY,
    TableGame, TournamentPost, TournamentRow, TournamentStatus, TournamentStep,
};

pub use shards::{MAX_SHARDS, Shards, ShardsError};
pub use stand_ins::NewStandIn;
pub use undo::{Undo, UndoVote};

use std::path::Path;
use std::str::FromStr;

use std::sync::Arc;

use sqlx::any::AnyPoolOptions;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, Executor};

pub use ratings::{DEFAULT_MU, DEFAULT_SIGMA, Standing, rate};
pub use seasons::{Announcement, Period, SEASON_PULL, Season, SeasonSettings, season_start};

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
    /// A game's stored columns cannot be read by this version (its id,
    /// and what could not be read).
    #[error("game {0} cannot be read: {1}")]
    Corrupt(i64, String),
    /// The channel already has an active game (its id).
    #[error("channel busy with game {0}")]
    ChannelBusy(i64),
    /// A new game would go past one of the server's limits.
    #[error("a new game would go past a limit: {0:?}")]
    Capped(Cap),
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
    /// Changes as they commit (see [`Store::changes`]).
    announcer: changes::Announcer,
    /// The PostgreSQL server's address, to listen on (`None` on SQLite).
    listen_url: Option<Arc<str>>,
    /// Whether effects are kept for a front end to show (see
    /// [`Store::without_outbox`]).
    outbox: bool,
}

/// This process's hold on a SQLite database as its one bot process; let
/// go when dropped (or when the process ends, however it ends).
#[derive(Debug)]
pub struct SoleProcess {
    _file: Option<std::fs::File>,
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
            announcer: changes::Announcer::new(),
            outbox: true,
            listen_url: (backend == Backend::Postgres).then(|| Arc::from(url.as_str())),
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

    /// A transaction that reads one consistent snapshot: SQLite's read
    /// transactions do; PostgreSQL's need repeatable read.
    async fn snapshot(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match self.backend {
            Backend::Sqlite => self.begin().await,
            Backend::Postgres => {
                self.begin_as("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await
            }
        }
    }

    /// Begins a transaction (see [`Store::begin_as`]).
    async fn begin(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        self.begin_as("BEGIN").await
    }

    /// Begins a transaction with `statement`, on a task of its own: a
    /// caller dropped while the `BEGIN` is in flight (an aborted task, a
    /// timeout, a killed simulated process) must not hand the connection
    /// back to the pool inside a transaction nobody will end. On
    /// PostgreSQL, sqlx 0.9 counts a transaction only once its `BEGIN` is
    /// answered and rolls back on drop only what it counted, so every
    /// later statement on that connection would run inside the stale
    /// transaction and hold its locks for good (transact-rs/sqlx#4393,
    /// fixed after 0.9.0). Here the task always sees the answer; if the
    /// caller is gone by then, the transaction is dropped and rolled back.
    async fn begin_as(
        &self,
        statement: &'static str,
    ) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        let pool = self.pool.clone();
        tokio::spawn(async move { pool.begin_with(statement).await })
            .await
            .map_err(|_| sqlx::Error::WorkerCrashed)?
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes every connection (waiting for statements in flight).
    pub async fn close(&self) {
        self.announcer.close();
        self.pool.close().await;
    }

    /// Raw access for tests and maintenance.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }
}
