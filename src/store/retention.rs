//! Retention: what only the bot's own work needed is pruned once it is
//! older than the retention period, so the database does not grow without
//! bound. Finished games' moves, results and ratings stay: they are the
//! records and the leaderboard.

use std::time::Duration;

use sqlx::AssertSqlSafe;

use super::columns::sql;
use super::{Store, StoreError};

/// Rows deleted per statement: SQLite's one writer is never held long.
const BATCH: i64 = 2000;

/// What a pruning deleted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Effects delivered (or skipped, or failed for good) before the cut.
    pub effects: u64,
    /// Claims lapsed before the cut.
    pub leases: u64,
    /// Undo votes of games that ended.
    pub votes: u64,
}

impl Store {
    /// Deletes, older than `keep_for` before `now` (seconds since the
    /// epoch): ended effects, except each game's newest one that made a
    /// message (a later post looks for its own message after that one);
    /// lapsed claims; and the undo votes of games that ended. Nothing a
    /// running game needs: its undelivered effects, its live claims and its
    /// open vote stay whatever their age.
    pub async fn prune(&self, keep_for: Duration, now: i64) -> Result<Pruned, StoreError> {
        let keep_s = i64::try_from(keep_for.as_secs()).unwrap_or(i64::MAX / 2000);
        let cut = now.saturating_sub(keep_s);
        let mut pruned = Pruned::default();
        loop {
            let _one_writer = self.one_writer().await;
            let r = sqlx::query(
                "DELETE FROM effects WHERE id IN (
                   SELECT e.id FROM effects e
                   WHERE e.done_at IS NOT NULL AND e.done_at < $1
                     AND e.id <> COALESCE((SELECT MAX(f.id) FROM effects f
                                           WHERE f.game_id = e.game_id AND f.message_id IS NOT NULL), -1)
                   ORDER BY e.id LIMIT $2)",
            )
            .bind(cut)
            .bind(BATCH)
            .execute(&self.pool)
            .await?;
            pruned.effects += r.rows_affected();
            if r.rows_affected() < BATCH as u64 {
                break;
            }
        }
        let _one_writer = self.one_writer().await;
        let leases = format!(
            "DELETE FROM leases WHERE until_ms < {} - $1",
            self.db_now_ms()
        );
        pruned.leases = sqlx::query(AssertSqlSafe(leases))
            .bind(keep_s.saturating_mul(1000))
            .execute(&self.pool)
            .await?
            .rows_affected();
        pruned.votes = sqlx::query(concat!(
            "DELETE FROM undo_votes WHERE game_id IN (SELECT id FROM games WHERE status NOT IN ",
            sql!(running),
            ")"
        ))
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(pruned)
    }
}
