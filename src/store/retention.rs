//! Retention: what only the bot's own work needed is pruned once it is
//! older than the retention period, so the database does not grow without
//! bound. Finished games' moves, results and ratings stay: they are the
//! records and the leaderboard.

use std::time::Duration;

use sqlx::{AssertSqlSafe, Row};

use super::columns::sql;
use super::{Store, StoreError};

/// Rows deleted per statement: SQLite's one writer is never held long.
const BATCH: i64 = 2000;

/// What a pruning deleted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Effects delivered or skipped before the cut.
    pub effects: u64,
    /// Claims lapsed before the cut.
    pub leases: u64,
    /// Undo votes of games that ended.
    pub votes: u64,
}

impl Store {
    /// Deletes, older than `keep_for` before `now` (seconds since the
    /// epoch): effects delivered or skipped, except each game's newest one
    /// that made a message (a later post looks for its own message after
    /// that one); those Discord refused for good stay, as the record of
    /// why a game's old message may still show controls;
    /// lapsed claims; and the undo votes of games that ended. Nothing a
    /// running game needs: its undelivered effects, its live claims and its
    /// open vote stay whatever their age.
    pub async fn prune(&self, keep_for: Duration, now: i64) -> Result<Pruned, StoreError> {
        let keep_s = i64::try_from(keep_for.as_secs()).unwrap_or(i64::MAX / 2000);
        let cut = now.saturating_sub(keep_s);
        let mut pruned = Pruned::default();
        // Effects are read in windows of ids from the oldest up, each by
        // its key (never the whole table, with SQLite's one writer held),
        // until one is newer than the cut: ids grow with time, and an
        // effect ends after it was made.
        let mut after = 0_i64;
        loop {
            let first =
                sqlx::query("SELECT id, created_at FROM effects WHERE id > $1 ORDER BY id LIMIT 1")
                    .bind(after)
                    .fetch_optional(&self.pool)
                    .await?;
            let Some(first) = first else {
                break;
            };
            let (id, made): (i64, i64) = (first.try_get(0)?, first.try_get(1)?);
            if made >= cut {
                break;
            }
            let _one_writer = self.one_writer().await;
            let r = sqlx::query(
                "DELETE FROM effects WHERE id IN (
                   SELECT e.id FROM effects e
                   WHERE e.id >= $1 AND e.id < $2
                     AND e.done_at IS NOT NULL AND e.done_at < $3
                     AND e.outcome IN ('delivered', 'skipped')
                     AND e.id <> COALESCE((SELECT MAX(f.id) FROM effects f
                                           WHERE f.game_id = e.game_id AND f.message_id IS NOT NULL), -1))",
            )
            .bind(id)
            .bind(id.saturating_add(BATCH))
            .bind(cut)
            .execute(&self.pool)
            .await?;
            pruned.effects += r.rows_affected();
            after = id.saturating_add(BATCH - 1);
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
        // Each vote's game looked up (votes are few; games are many).
        pruned.votes = sqlx::query(concat!(
            "DELETE FROM undo_votes WHERE NOT EXISTS (SELECT 1 FROM games g
                 WHERE g.id = undo_votes.game_id AND g.status IN ",
            sql!(running),
            ")"
        ))
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(pruned)
    }
}
