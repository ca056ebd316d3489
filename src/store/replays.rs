//! Replays kept for a game as its record stood: under the key of the turn
//! the record leads to (its moves and undos).

use sqlx::Row;

use super::{Store, StoreError};

impl Store {
    /// The replay drawn for a game at turn `turn_key`, if there is one;
    /// it counts as used `now` (the cache drops the least recently used).
    pub async fn replay(
        &self,
        game_id: i64,
        turn_key: i64,
        now: i64,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        crate::metrics::timed("replay", async move {
            let row = sqlx::query("SELECT gif FROM replays WHERE game_id = $1 AND turn_key = $2")
                .bind(game_id)
                .bind(turn_key)
                .fetch_optional(&self.pool)
                .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let _one_writer = self.one_writer().await;
            sqlx::query("UPDATE replays SET used_at = $1 WHERE game_id = $2 AND used_at < $1")
                .bind(now)
                .bind(game_id)
                .execute(&self.pool)
                .await?;
            Ok(Some(row.get::<Vec<u8>, _>(0)))
        })
        .await
    }

    /// Keeps a game's replay (replacing one drawn at another turn), then
    /// drops the least recently used replays until all of them together
    /// take at most `cache_bytes` (so 0 keeps none). Returns how many were
    /// dropped.
    pub async fn put_replay(
        &self,
        game_id: i64,
        turn_key: i64,
        gif: &[u8],
        now: i64,
        cache_bytes: u64,
    ) -> Result<u64, StoreError> {
        crate::metrics::timed("put_replay", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "INSERT INTO replays (game_id, turn_key, gif, created_at, used_at, bytes)
                 VALUES ($1, $2, $3, $4, $4, $5)
                 ON CONFLICT (game_id) DO UPDATE SET turn_key = excluded.turn_key, gif = excluded.gif,
                    created_at = excluded.created_at, used_at = excluded.used_at, bytes = excluded.bytes",
            )
            .bind(game_id)
            .bind(turn_key)
            .bind(gif)
            .bind(now)
            .bind(gif.len() as i64)
            .execute(&self.pool)
            .await?;
            // The newest first: what fits is kept.
            let rows = sqlx::query("SELECT game_id, bytes FROM replays ORDER BY used_at DESC, game_id DESC")
                .fetch_all(&self.pool)
                .await?;
            let mut total = 0_u64;
            let mut drop = Vec::new();
            for r in &rows {
                let (id, bytes): (i64, i64) = (r.try_get(0)?, r.try_get(1)?);
                total = total.saturating_add(bytes.max(0) as u64);
                if total > cache_bytes {
                    drop.push(id);
                }
            }
            let mut dropped = 0;
            for ids in drop.chunks(500) {
                // Ids are numbers alone.
                let list: Vec<String> = ids.iter().map(i64::to_string).collect();
                dropped += sqlx::query(sqlx::AssertSqlSafe(format!(
                    "DELETE FROM replays WHERE game_id IN ({})",
                    list.join(", ")
                )))
                .execute(&self.pool)
                .await?
                .rows_affected();
            }
            Ok(dropped)
        })
        .await
    }

    /// The replays kept: how many, and their bytes together.
    pub async fn replay_cache(&self) -> Result<(i64, i64), StoreError> {
        crate::metrics::timed("replay_cache", async move {
            let row = sqlx::query(
                "SELECT COUNT(*), CAST(COALESCE(SUM(bytes), 0) AS BIGINT) FROM replays",
            )
            .fetch_one(&self.pool)
            .await?;
            Ok((row.try_get(0)?, row.try_get(1)?))
        })
        .await
    }
}
