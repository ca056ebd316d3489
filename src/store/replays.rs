//! Replays kept for a game at its move count.

use sqlx::Row;

use super::{Store, StoreError};

impl Store {
    /// The replay drawn for a game at `moves` moves, if there is one.
    pub async fn replay(&self, game_id: i64, moves: i64) -> Result<Option<Vec<u8>>, StoreError> {
        crate::metrics::timed("replay", async move {
            let row = sqlx::query("SELECT gif FROM replays WHERE game_id = $1 AND moves = $2")
                .bind(game_id)
                .bind(moves)
                .fetch_optional(&self.pool)
                .await?;
            Ok(row.map(|r| r.get::<Vec<u8>, _>(0)))
        })
        .await
    }

    /// Keeps a game's replay (replacing one drawn at fewer moves).
    pub async fn put_replay(
        &self,
        game_id: i64,
        moves: i64,
        gif: &[u8],
        now: i64,
    ) -> Result<(), StoreError> {
        crate::metrics::timed("put_replay", async move {
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
    })
        .await
    }
}
