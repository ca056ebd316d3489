//! Time: the timers due (reminders, time-outs, computer turns, lobbies,
//! undo votes), the turn clock, and the health figures.

use super::columns::sql;
use sqlx::Row;

use super::Shards;
use super::{Store, StoreError};

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
    /// When the oldest effect not delivered yet was stored (Unix seconds).
    pub oldest_pending: Option<i64>,
    /// When the earliest timer falls (or fell) due (Unix seconds).
    pub next_timer: Option<i64>,
}

impl Store {
    /// Games whose reminder or deadline has come.
    pub async fn due(&self, now: i64, shards: &Shards) -> Result<Vec<Due>, StoreError> {
        crate::metrics::timed("due", async move {
        let rows = sqlx::query(
            concat!("SELECT id, moves,
                    CASE WHEN deadline_at IS NOT NULL AND deadline_at <= $1 THEN 1 ELSE 0 END AS deadline,
                    CASE WHEN status = ", sql!(lobby), " THEN 1 ELSE 0 END AS lobby, 0 AS undo FROM games
             WHERE ((status = ", sql!(playing), " AND paused_at IS NULL AND (clock_stopped_at IS NULL OR computer_turn = 1)
               AND ((deadline_at IS NOT NULL AND deadline_at <= $1)
                 OR (reminder_at IS NOT NULL AND reminder_at <= $1 AND reminded = 0)))
                OR (status = ", sql!(lobby), " AND paused_at IS NULL AND deadline_at IS NOT NULL AND deadline_at <= $1))
               AND (guild_id >> 22) % $2 BETWEEN $3 AND $4
             UNION ALL
             SELECT v.game_id, v.moves, 1, 0, 1 FROM undo_votes v JOIN games g ON g.id = v.game_id
             WHERE v.deadline_at <= $1 AND g.status = ", sql!(playing), " AND g.paused_at IS NULL
               AND (g.guild_id >> 22) % $2 BETWEEN $3 AND $4
             ORDER BY 1"),
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
    })
        .await
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
        crate::metrics::timed("mark_reminded", async move {
        let update = sqlx::query(
            concat!("UPDATE games SET reminded = 1 WHERE id = $1 AND moves = $2 AND reminded = 0 AND status = ", sql!(playing)),
        )
        .bind(game_id)
        .bind(moves);
        self.update_with_effects(update, game_id, effects, now)
            .await
            .map(|r| r.is_some())
    })
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
        crate::metrics::timed("stop_clock", async move {
            let update = sqlx::query(concat!(
                "UPDATE games SET clock_stopped_at = $1
             WHERE id = $2 AND status = ",
                sql!(playing),
                " AND clock_stopped_at IS NULL"
            ))
            .bind(now)
            .bind(game_id);
            self.update_with_effects(update, game_id, effects, now)
                .await
                .map(|r| r.is_some())
        })
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
        crate::metrics::timed("start_clock", async move {
        let update = sqlx::query(
            concat!("UPDATE games SET
                 deadline_at = deadline_at + ($1 - CASE WHEN turn_started_at > clock_stopped_at
                                                        THEN turn_started_at ELSE clock_stopped_at END),
                 reminder_at = reminder_at + ($1 - CASE WHEN turn_started_at > clock_stopped_at
                                                        THEN turn_started_at ELSE clock_stopped_at END),
                 turn_started_at = turn_started_at + ($1 - CASE WHEN turn_started_at > clock_stopped_at
                                                                THEN turn_started_at ELSE clock_stopped_at END),
                 clock_stopped_at = NULL
             WHERE id = $2 AND status = ", sql!(playing), " AND clock_stopped_at IS NOT NULL"),
        )
        .bind(now)
        .bind(game_id);
        self.update_with_effects(update, game_id, effects, now)
            .await
            .map(|r| r.is_some())
    })
        .await
    }

    /// Whether the database answers: a read of the games table, so that
    /// SQLite's file is touched and PostgreSQL's server is asked.
    pub async fn ping(&self) -> Result<(), StoreError> {
        crate::metrics::timed("ping", async move {
            sqlx::query("SELECT COUNT(*) FROM games WHERE id = -1")
                .fetch_one(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }

    /// What the bot holds, for the health line in the logs.
    /// Counts are of the games on `shards`' servers.
    pub async fn health(&self, now: i64, shards: &Shards) -> Result<Health, StoreError> {
        crate::metrics::timed("health", async move {
            let row = sqlx::query(concat!(
                "SELECT (SELECT COUNT(*) FROM games WHERE status = ",
                sql!(playing),
                " AND (guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM games WHERE status = ",
                sql!(lobby),
                " AND (guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM games WHERE paused_at IS NOT NULL AND status IN ",
                sql!(running),
                "
                        AND (guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM effects e JOIN games g ON g.id = e.game_id
                        WHERE e.done_at IS NULL AND (g.guild_id >> 22) % $1 BETWEEN $2 AND $3),
                    (SELECT COUNT(*) FROM leases WHERE until_ms > $4),
                    (SELECT MIN(e.created_at) FROM effects e JOIN games g ON g.id = e.game_id
                        WHERE e.done_at IS NULL AND (g.guild_id >> 22) % $1 BETWEEN $2 AND $3)"
            ))
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
                oldest_pending: row.try_get(5)?,
                due: self.due(now, shards).await?.len() as i64,
                next_timer: self.next_timer(shards).await?,
            })
        })
        .await
    }

    /// When the next timer that [`Store::due`] would return falls due (the
    /// same games: a timer that cannot fire must not wake anyone).
    pub async fn next_timer(&self, shards: &Shards) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("next_timer", async move {
            let row = sqlx::query(concat!(
                "SELECT MIN(t) FROM (
                SELECT MIN(deadline_at) AS t
                FROM games WHERE status = ",
                sql!(playing),
                " AND paused_at IS NULL
                    AND (clock_stopped_at IS NULL OR computer_turn = 1)
                    AND (guild_id >> 22) % $1 BETWEEN $2 AND $3
                UNION ALL
                SELECT MIN(reminder_at)
                FROM games WHERE status = ",
                sql!(playing),
                " AND paused_at IS NULL AND clock_stopped_at IS NULL
                    AND reminded = 0 AND (guild_id >> 22) % $1 BETWEEN $2 AND $3
                UNION ALL
                SELECT MIN(deadline_at) FROM games WHERE status = ",
                sql!(lobby),
                " AND paused_at IS NULL
                    AND (guild_id >> 22) % $1 BETWEEN $2 AND $3
                UNION ALL
                SELECT MIN(v.deadline_at) FROM undo_votes v JOIN games g ON g.id = v.game_id
                WHERE g.status = ",
                sql!(playing),
                " AND g.paused_at IS NULL
                    AND (g.guild_id >> 22) % $1 BETWEEN $2 AND $3) AS due"
            ))
            .bind(i64::from(shards.count()))
            .bind(i64::from(shards.first()))
            .bind(i64::from(shards.last()))
            .fetch_one(&self.pool)
            .await?;
            Ok(row.try_get::<Option<i64>, _>(0)?.filter(|&t| t != i64::MAX))
        })
        .await
    }
}
