//! Stats, results and the leaderboard.

use crate::game::error::ServiceError;
use crate::store::{GameResult, HeadToHead, PlayerStats};

use super::{Leaderboard, LeaderboardSpan, Service};
use crate::store::{Announcement, Period, Season, SeasonSettings};

/// Which leaderboard a person asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhichLeaderboard {
    /// The season under way (all time on a server without seasons).
    Current,
    /// The season before it (all time on a server without seasons).
    Previous,
    AllTime,
}

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
    /// server (at most [`RATINGS_CHARTED`]), with when each ended, the
    /// oldest first.
    pub async fn rating_history(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Vec<(i64, f64)>, ServiceError> {
        Ok(self
            .store
            .rating_history(guild_id, user_id, RATINGS_CHARTED as i64)
            .await?)
    }

    /// What the rating chart of a person shows: their rating after each
    /// of their latest rated games, the oldest first, and the game each
    /// later season begins with (by index; none on a server without
    /// seasons).
    pub async fn rating_chart(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<(Vec<f64>, Vec<usize>), ServiceError> {
        let history = self.rating_history(guild_id, user_id).await?;
        let seasons = match self.seasons(guild_id).await? {
            Some(s) => history
                .windows(2)
                .enumerate()
                .filter(|(_, w)| Season::of(w[0].0, s.period) != Season::of(w[1].0, s.period))
                .map(|(i, _)| i + 1)
                .collect(),
            None => Vec::new(),
        };
        Ok((history.iter().map(|h| h.1).collect(), seasons))
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

    /// A page (0-based) of the server's all-time leaderboard.
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        page: usize,
        per_page: usize,
    ) -> Result<Leaderboard, ServiceError> {
        self.leaderboard_of(guild_id, LeaderboardSpan::AllTime, page, per_page)
            .await
    }

    /// A page (0-based) of one of the server's leaderboards.
    pub async fn leaderboard_of(
        &self,
        guild_id: i64,
        span: LeaderboardSpan,
        page: usize,
        per_page: usize,
    ) -> Result<Leaderboard, ServiceError> {
        let per_page = per_page.clamp(1, 50);
        let (offset, limit) = ((page * per_page) as i64, per_page as i64);
        let (rows, total) = match span {
            LeaderboardSpan::AllTime => self.store.leaderboard(guild_id, offset, limit).await?,
            LeaderboardSpan::Season(s) => {
                self.store
                    .season_leaderboard(guild_id, s, offset, limit)
                    .await?
            }
        };
        let total = total.max(0) as usize;
        Ok(Leaderboard {
            span,
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

    // ----- seasons -----

    /// A server's seasons (`None`: it has none).
    pub async fn seasons(&self, guild_id: i64) -> Result<Option<SeasonSettings>, ServiceError> {
        Ok(self.store.seasons(guild_id).await?)
    }

    /// Turns a server's seasons on, changes them or turns them off
    /// (`Some(None)`), and sets or clears (`Some(None)`) where their top
    /// three are announced; `None` leaves either as it is. A channel needs
    /// seasons. The seasons now.
    pub async fn set_seasons(
        &self,
        guild_id: i64,
        period: Option<Option<Period>>,
        channel: Option<Option<i64>>,
    ) -> Result<Option<SeasonSettings>, ServiceError> {
        let config = crate::game::ServerConfig {
            seasons: period,
            season_channel: channel.flatten(),
            season_announce: channel.map(|c| c.is_some()),
            ..crate::game::ServerConfig::default()
        };
        Ok(self.configure(guild_id, &config).await?.seasons)
    }

    /// The leaderboard a choice names, now.
    pub async fn leaderboard_span(
        &self,
        guild_id: i64,
        choice: WhichLeaderboard,
    ) -> Result<LeaderboardSpan, ServiceError> {
        let Some(s) = self.seasons(guild_id).await? else {
            return Ok(LeaderboardSpan::AllTime);
        };
        let now = Season::of(self.now(), s.period);
        Ok(match choice {
            WhichLeaderboard::Current => LeaderboardSpan::Season(now),
            WhichLeaderboard::Previous => LeaderboardSpan::Season(now.previous()),
            WhichLeaderboard::AllTime => LeaderboardSpan::AllTime,
        })
    }

    /// Seasons that ended and whose top three are to be announced, each
    /// claimed for this process (see [`Service::announced`]).
    pub async fn claim_announcements(&self) -> Result<Vec<Announcement>, ServiceError> {
        Ok(self.store.claim_announcements(self.now()).await?)
    }

    /// A season's top three were announced (or given up on).
    pub async fn announced(&self, guild_id: i64, season: Season) -> Result<(), ServiceError> {
        Ok(self.store.announced(guild_id, season, self.now()).await?)
    }
}
