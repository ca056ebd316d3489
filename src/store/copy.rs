//! Moving a bot's data from one database to another (`migrate-db`): every
//! table copied row by row in one transaction of the target, the counts
//! checked, the target's id counters moved past the copied ids.

use sqlx::any::AnyRow;
use sqlx::{AssertSqlSafe, Row};

use super::{Backend, Store, StoreError};

/// A column and how its values are read and written.
#[derive(Clone, Copy)]
enum Col {
    Int(&'static str),
    Real(&'static str),
    Text(&'static str),
    Blob(&'static str),
}

impl Col {
    fn name(self) -> &'static str {
        match self {
            Col::Int(n) | Col::Real(n) | Col::Text(n) | Col::Blob(n) => n,
        }
    }
}

use Col::{Blob, Int, Real, Text};

/// Every table, parents first, with its columns and the order its rows are
/// copied in (a lobby lists its seats in the order they were taken).
const TABLES: &[(&str, &[Col], &str)] = &[
    (
        "games",
        &[
            Int("id"),
            Int("guild_id"),
            Int("channel_id"),
            Int("host_id"),
            Text("status"),
            Int("seed"),
            Text("rules"),
            Int("max_seats"),
            Int("turn_seconds"),
            Int("reminder_seconds"),
            Text("timeout_action"),
            Int("forfeit_after"),
            Int("moves"),
            Text("pending"),
            Int("turn_started_at"),
            Int("reminder_at"),
            Int("reminded"),
            Int("deadline_at"),
            Int("created_at"),
            Int("started_at"),
            Int("finished_at"),
            Int("live_message_id"),
            Int("paused_at"),
            Text("paused_reason"),
            Int("host_told"),
            Text("end_reason"),
            Int("clock_stopped_at"),
            Int("undos"),
            Text("lang"),
            Text("expansions"),
            Int("computer_turn"),
            Int("revision"),
            Int("parent_id"),
            Text("stand_in"),
            Int("bank_seconds"),
            Int("bank_increment"),
            Int("bank_cap"),
            Int("watch_generation"),
        ],
        "id",
    ),
    (
        "seats",
        &[
            Int("game_id"),
            Int("user_id"),
            Text("name"),
            Int("seat"),
            Int("joined_at"),
            Int("missed_turns"),
            Int("final_score"),
            Int("rank"),
            Text("computer"),
            Real("rating_before"),
            Real("rating_after"),
            Int("stood_in_at"),
            Int("bank_left"),
        ],
        "rowid",
    ),
    (
        "moves",
        &[
            Int("game_id"),
            Int("move_no"),
            Text("body"),
            Int("created_at"),
            Int("bank_seat"),
            Int("bank_before"),
            Int("bank_spent"),
        ],
        "game_id, move_no",
    ),
    (
        "players",
        &[
            Int("guild_id"),
            Int("user_id"),
            Text("name"),
            Int("games"),
            Int("wins"),
            Int("total_score"),
            Int("best_score"),
            Real("mu"),
            Real("sigma"),
            Real("rating"),
        ],
        "guild_id, user_id",
    ),
    (
        "guild_settings",
        &[
            Int("guild_id"),
            Text("rules"),
            Int("max_seats"),
            Int("turn_seconds"),
            Int("reminder_seconds"),
            Text("timeout_action"),
            Int("forfeit_after"),
            Int("use_threads"),
            Int("lobby_hours"),
            Text("lang"),
            Text("expansions"),
            Text("stand_in"),
            Int("bank_seconds"),
            Int("bank_increment"),
            Int("bank_cap"),
        ],
        "guild_id",
    ),
    (
        "effects",
        &[
            Int("id"),
            Int("game_id"),
            Text("body"),
            Int("created_at"),
            Int("attempts"),
            Int("next_at_ms"),
            Int("done_at"),
            Text("outcome"),
            Int("message_id"),
            Int("sent_at_ms"),
        ],
        "id",
    ),
    (
        "replays",
        &[
            Int("game_id"),
            Int("turn_key"),
            Blob("gif"),
            Int("created_at"),
            Int("used_at"),
            Int("bytes"),
        ],
        "game_id",
    ),
    (
        "turn_notices",
        &[
            Int("guild_id"),
            Int("user_id"),
            Text("how"),
            Int("dm_closed_told"),
        ],
        "guild_id, user_id",
    ),
    (
        "undo_votes",
        &[
            Int("game_id"),
            Int("moves"),
            Int("back_to"),
            Int("asked_by"),
            Text("voters"),
            Text("agreed"),
            Int("asked_at"),
            Int("deadline_at"),
        ],
        "game_id",
    ),
    (
        "guild_limits",
        &[
            Int("guild_id"),
            Int("lobbies_per_member"),
            Int("ask_cooldown_minutes"),
            Int("threads_per_hour"),
            Int("games_per_channel"),
        ],
        "guild_id",
    ),
    (
        "asks",
        &[Int("guild_id"), Int("user_id"), Text("kind"), Int("at")],
        "guild_id, user_id, kind",
    ),
    (
        "guild_seasons",
        &[
            Int("guild_id"),
            Text("period"),
            Int("channel_id"),
            Int("since"),
        ],
        "guild_id",
    ),
    (
        "season_players",
        &[
            Int("guild_id"),
            Text("season"),
            Int("user_id"),
            Text("name"),
            Int("games"),
            Int("wins"),
            Int("total_score"),
            Int("best_score"),
            Real("mu"),
            Real("sigma"),
            Real("rating"),
        ],
        "guild_id, season, user_id",
    ),
    (
        "season_announcements",
        &[
            Int("guild_id"),
            Text("season"),
            Int("channel_id"),
            Int("claimed_at"),
            Int("posted_at"),
        ],
        "guild_id, season",
    ),
    (
        "undone",
        &[
            Int("id"),
            Int("game_id"),
            Int("after"),
            Text("turns"),
            Int("asked_by"),
            Int("undone_at"),
        ],
        "id",
    ),
    (
        "tournaments",
        &[
            Int("id"),
            Int("guild_id"),
            Int("channel_id"),
            Int("host_id"),
            Text("name"),
            Text("format"),
            Int("table_size"),
            Int("best_of"),
            Int("rounds"),
            Int("max_entrants"),
            Int("round_hours"),
            Text("status"),
            Int("round"),
            Int("round_deadline_at"),
            Int("closes_at"),
            Int("created_at"),
            Int("finished_at"),
            Int("paused_at"),
            Text("paused_reason"),
            Int("revision"),
            Text("rules"),
            Int("max_seats"),
            Int("turn_seconds"),
            Int("reminder_seconds"),
            Text("timeout_action"),
            Int("forfeit_after"),
            Text("lang"),
            Text("expansions"),
            Text("stand_in"),
            Int("bank_seconds"),
            Int("bank_increment"),
            Int("bank_cap"),
        ],
        "id",
    ),
    (
        "tournament_entrants",
        &[
            Int("tournament_id"),
            Int("user_id"),
            Text("name"),
            Int("joined_at"),
            Int("seed"),
            Int("withdrawn_round"),
        ],
        "tournament_id, user_id",
    ),
    (
        "tournament_games",
        &[
            Int("tournament_id"),
            Int("round"),
            Int("table_no"),
            Int("game_no"),
            Text("seeds"),
            Int("game_id"),
            Int("decided"),
            Text("result"),
            Int("thread_id"),
        ],
        "tournament_id, round, table_no, game_no",
    ),
    (
        "tournament_posts",
        &[
            Int("id"),
            Int("tournament_id"),
            Text("body"),
            Int("created_at"),
            Int("posted_at"),
            Int("message_id"),
            Int("tried_at"),
        ],
        "id",
    ),
    ("secrets", &[Text("name"), Text("value")], "name"),
];

/// Tables left out: the claims on games' work belong to the processes
/// running on the old database (`migrate-db` runs with the bot stopped),
/// and so do the identify turns its processes reserved.
pub const NOT_COPIED: &[&str] = &["leases", "threads_opened", "identify_turns"];

/// The tables copied, in order.
pub fn copied_tables() -> Vec<&'static str> {
    TABLES.iter().map(|t| t.0).collect()
}

/// Tables whose `id` the database counts: moved past the copied ids.
const COUNTED: &[&str] = &[
    "games",
    "effects",
    "undone",
    "tournaments",
    "tournament_posts",
];

/// Rows copied, per table.
pub type Copied = Vec<(&'static str, i64)>;

fn bind_column<'q>(
    q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>,
    row: &AnyRow,
    col: Col,
) -> Result<sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>, sqlx::Error> {
    let name = col.name();
    Ok(match col {
        Int(_) => q.bind(row.try_get::<Option<i64>, _>(name)?),
        Real(_) => q.bind(row.try_get::<Option<f64>, _>(name)?),
        Text(_) => q.bind(row.try_get::<Option<String>, _>(name)?),
        Blob(_) => q.bind(row.try_get::<Option<Vec<u8>>, _>(name)?),
    })
}

impl Store {
    /// Copies everything in this database into `to`, which must hold no
    /// games yet; the counts of every table are checked before the copy is
    /// committed. Returns the rows copied per table.
    pub async fn copy_to(&self, to: &Store) -> Result<Copied, StoreError> {
        let existing: i64 = sqlx::query("SELECT COUNT(*) FROM games")
            .fetch_one(&to.pool)
            .await?
            .try_get(0)?;
        if existing > 0 {
            return Err(StoreError::NotEmpty(existing));
        }
        let mut source = self.snapshot().await?;
        let mut tx = to.begin().await?;
        let mut copied = Vec::new();
        for &(table, cols, order) in TABLES {
            let names: Vec<&str> = cols.iter().map(|c| c.name()).collect();
            let select = format!("SELECT {} FROM {table} ORDER BY {order}", names.join(", "));
            // Built from the constant names above only.
            let rows = sqlx::query(AssertSqlSafe(select))
                .fetch_all(&mut *source)
                .await?;
            let params: Vec<String> = (1..=cols.len()).map(|i| format!("${i}")).collect();
            let insert = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                params.join(", ")
            );
            for row in &rows {
                let mut q = sqlx::query(AssertSqlSafe(insert.as_str()));
                for &col in cols {
                    q = bind_column(q, row, col)?;
                }
                q.execute(&mut *tx).await?;
            }
            let count: i64 = sqlx::query(AssertSqlSafe(format!("SELECT COUNT(*) FROM {table}")))
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
            if count != rows.len() as i64 {
                return Err(StoreError::CountMismatch {
                    table,
                    read: rows.len() as i64,
                    written: count,
                });
            }
            copied.push((table, count));
        }
        if to.backend == Backend::Postgres {
            for table in COUNTED {
                sqlx::query(AssertSqlSafe(format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                )))
                .fetch_one(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(copied)
    }
}
