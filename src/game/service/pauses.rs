//! Paused games (a permission taken away, a thread that stays archived)
//! and games whose channel or server is gone.

use super::views::{EndReason, PauseNotice, PauseReason, User};
use crate::game::error::ServiceError;

use super::Service;

impl Service {
    // ----- pauses and games whose channel is gone -----

    /// Pauses a game whose channel refuses the bot's messages: its outbox,
    /// timers and moves wait until [`Service::resume`]. False if it was
    /// paused already, or is over.
    pub async fn pause(&self, id: i64, reason: PauseReason) -> Result<bool, ServiceError> {
        Ok(self.store.pause_game(id, reason, self.now()).await?)
    }

    /// Resumes a paused game (the host, or a server admin): the clock goes
    /// on where it stopped, and its messages are posted.
    pub async fn resume(&self, id: i64, user: &User, is_admin: bool) -> Result<(), ServiceError> {
        self.hosted_row(id, user, is_admin, ServiceError::NotAllowedToResume)
            .await?;
        if !self.store.resume_game(id, self.now()).await? {
            return Err(ServiceError::NotPaused);
        }
        Ok(())
    }

    /// Games `user_id` hosts that were paused since they were last told:
    /// each is returned once.
    pub async fn take_pause_notices(&self, user_id: i64) -> Result<Vec<PauseNotice>, ServiceError> {
        let rows = self.store.take_pause_notices(user_id).await?;
        Ok(rows
            .into_iter()
            .map(|(game_id, channel_id, reason)| PauseNotice {
                game_id,
                channel_id,
                reason,
            })
            .collect())
    }

    /// Ends the games in a channel or thread that no longer exists:
    /// cancelled, unrated, with the reason kept. Returns the games ended.
    pub async fn channel_gone(&self, channel_id: i64) -> Result<Vec<i64>, ServiceError> {
        let ended = self
            .store
            .abandon_games(None, &[channel_id], EndReason::ChannelDeleted, self.now())
            .await?;
        for id in &ended {
            tracing::info!(
                game = id,
                channel = channel_id,
                "the game's channel was deleted; the game is cancelled"
            );
        }
        Ok(ended)
    }

    /// Ends every game on a server the bot was removed from.
    pub async fn guild_gone(&self, guild_id: i64) -> Result<Vec<i64>, ServiceError> {
        let ended = self
            .store
            .abandon_games(
                Some(guild_id),
                &[],
                EndReason::RemovedFromServer,
                self.now(),
            )
            .await?;
        if !ended.is_empty() {
            tracing::info!(
                guild = guild_id,
                games = ended.len(),
                "removed from a server; its games are cancelled"
            );
        }
        Ok(ended)
    }

    /// Why a game ended without finishing (`None`: it finished, is still
    /// running, or was cancelled before reasons were kept).
    pub async fn end_reason(&self, id: i64) -> Result<Option<EndReason>, ServiceError> {
        Ok(self.store.end_reason(id).await?)
    }
}
