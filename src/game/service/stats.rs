//! Stats, results and the leaderboard.

use crate::game::error::ServiceError;
use crate::store::{GameResult, HeadToHead, PlayerStats};

use super::{Leaderboard, Service};

/// Games a rating chart shows at most (the latest).
pub const RATINGS_CHARTED: usize = 200;

impl Service {
    // ----- stats -----

    pub async fn stats(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Option<PlayerStats>, ServiceError> {
        Ok(self.store.player(guild_id, user_id).await?)
    }

    /// A person's latest finished games on a server (at most `limit`), the
    /// latest first.
    pub async fn recent_results(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: usize,
    ) -> Result<Vec<GameResult>, ServiceError> {
        Ok(self
            .store
            .recent_results(guild_id, user_id, limit.clamp(1, 25) as i64)
            .await?)
    }

    /// A person's rating after each of their latest rated games on a
    /// server (at most [`RATINGS_CHARTED`]), the oldest first.
    pub async fn rating_history(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Vec<f64>, ServiceError> {
        Ok(self
            .store
            .rating_history(guild_id, user_id, RATINGS_CHARTED as i64)
            .await?)
    }

    /// How `a` fared against `b` in the games they finished together on a
    /// server.
    pub async fn head_to_head(
        &self,
        guild_id: i64,
        a: i64,
        b: i64,
    ) -> Result<HeadToHead, ServiceError> {
        Ok(self.store.head_to_head(guild_id, a, b).await?)
    }

    /// A page (0-based) of the server's leaderboard.
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        page: usize,
        per_page: usize,
    ) -> Result<Leaderboard, ServiceError> {
        let per_page = per_page.clamp(1, 50);
        let (rows, total) = self
            .store
            .leaderboard(guild_id, (page * per_page) as i64, per_page as i64)
            .await?;
        let total = total.max(0) as usize;
        Ok(Leaderboard {
            entries: rows
                .into_iter()
                .enumerate()
                .map(|(i, p)| (page * per_page + i + 1, p))
                .collect(),
            page,
            pages: total.div_ceil(per_page).max(1),
            total,
        })
    }
}
