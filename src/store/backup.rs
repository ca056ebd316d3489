//! Backups of a SQLite database while the bot runs: `VACUUM INTO` writes a
//! consistent copy (one read transaction, so a move is in it whole or not
//! at all) without stopping the bot's writes, and the copy is checked
//! before it is called a backup. PostgreSQL has `pg_dump` for this.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant};

use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

use super::{Backend, StoreError, redacted};

/// A backup taken, and checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    pub path: PathBuf,
    pub bytes: u64,
    /// Games, moves and players in the copy.
    pub games: i64,
    pub moves: i64,
    pub players: i64,
    /// The newest migration in the copy (the schema it restores to).
    pub schema: i64,
    pub seconds: f64,
}

/// Why a backup was not taken.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(
        "{0} is a PostgreSQL database: back it up with pg_dump, e.g. \
         pg_dump --format=custom --file=carcassonne.dump \"$DATABASE_URL\" \
         (restore with pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" carcassonne.dump)"
    )]
    Postgres(String),
    #[error("{0} exists already: give a new file, so no backup is overwritten")]
    Exists(String),
    #[error("the database {0} does not exist")]
    NoDatabase(String),
    #[error("cannot create the backup's folder {0}: {1}")]
    Folder(String, std::io::Error),
    #[error("the copy {0} failed its check ({1}); it was removed")]
    Check(String, String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for BackupError {
    fn from(e: sqlx::Error) -> BackupError {
        BackupError::Store(e.into())
    }
}

/// Copies the SQLite database at `url` into the new file `out`, while
/// other processes (the bot) go on writing, and checks the copy: SQLite's
/// integrity check, its schema and its counts.
pub async fn backup(url: &str, out: &Path) -> Result<Backup, BackupError> {
    let started = Instant::now();
    match Backend::of(url) {
        Some(Backend::Sqlite) => {}
        Some(Backend::Postgres) => return Err(BackupError::Postgres(redacted(url))),
        None => return Err(StoreError::Url(redacted(url)).into()),
    }
    if out.exists() {
        return Err(BackupError::Exists(out.display().to_string()));
    }
    let source = SqliteConnectOptions::from_str(url)
        .map_err(StoreError::from)?
        .read_only(true)
        .busy_timeout(Duration::from_secs(10));
    if !source.get_filename().exists() {
        return Err(BackupError::NoDatabase(
            source.get_filename().display().to_string(),
        ));
    }
    if let Some(dir) = out.parent()
        && !dir.as_os_str().is_empty()
        && !dir.exists()
    {
        std::fs::create_dir_all(dir)
            .map_err(|e| BackupError::Folder(dir.display().to_string(), e))?;
    }
    // The copy holds the board's signing key (table `secrets`): it is
    // made readable by its owner alone before anything is written to it
    // (SQLite copies into an empty file).
    private_file(out).map_err(|e| BackupError::Folder(out.display().to_string(), e))?;
    let mut conn = SqliteConnection::connect_with(&source).await?;
    let copied = sqlx::query("VACUUM INTO $1")
        .bind(out.display().to_string())
        .execute(&mut conn)
        .await;
    conn.close().await?;
    if let Err(e) = copied {
        let _ = std::fs::remove_file(out);
        return Err(e.into());
    }
    match check(out).await {
        Ok(mut b) => {
            b.seconds = started.elapsed().as_secs_f64();
            Ok(b)
        }
        Err(why) => {
            let _ = std::fs::remove_file(out);
            Err(BackupError::Check(out.display().to_string(), why))
        }
    }
}

/// Makes the new, empty file `path`, which only its owner may read or
/// write (0600 on Unix); an error where it exists already.
fn private_file(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options.open(path)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    drop(file);
    Ok(())
}

/// Opens the copy read-only and checks it whole.
async fn check(path: &Path) -> Result<Backup, String> {
    let options = SqliteConnectOptions::new().filename(path).read_only(true);
    let mut conn = SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| e.to_string())?;
    let result = async {
        let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_one(&mut conn)
            .await?;
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut conn)
            .await?;
        let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
            .fetch_one(&mut conn)
            .await?;
        let players: i64 = sqlx::query_scalar("SELECT COUNT(DISTINCT user_id) FROM seats")
            .fetch_one(&mut conn)
            .await?;
        let schema: i64 =
            sqlx::query_scalar("SELECT COALESCE(MAX(version), 0) FROM _sqlx_migrations")
                .fetch_one(&mut conn)
                .await?;
        Ok::<_, sqlx::Error>((integrity, games, moves, players, schema))
    }
    .await;
    let _ = conn.close().await;
    let (integrity, games, moves, players, schema) = result.map_err(|e| e.to_string())?;
    if integrity != "ok" {
        return Err(format!("integrity check: {integrity}"));
    }
    let bytes = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
    Ok(Backup {
        path: path.to_path_buf(),
        bytes,
        games,
        moves,
        players,
        schema,
        seconds: 0.0,
    })
}
