//! The outbox as delivery reads it: the next effect of a game, and what
//! became of it.

use crate::game::effects::{Effect, NextEffect};
use crate::game::error::ServiceError;
use crate::game::view::View;
use crate::store::{Live, Outcome};

use super::Service;

impl Service {
    // ----- the outbox -----

    /// The oldest undelivered effect of a game: its id, the effect (`None`
    /// if unreadable), the attempts so far and when it may be tried (Unix
    /// ms).
    pub async fn next_effect(
        &self,
        game_id: i64,
    ) -> Result<Option<(i64, Option<Effect>, i64, i64)>, ServiceError> {
        Ok(self
            .next_effect_to_deliver(game_id)
            .await?
            .map(|n| (n.id, n.effect, n.attempts, n.next_at_ms)))
    }

    /// The next effect to deliver, with what delivery needs besides: the
    /// game's live message as it is now, and whether more effects follow.
    pub async fn next_effect_to_deliver(
        &self,
        game_id: i64,
    ) -> Result<Option<NextEffect>, ServiceError> {
        Ok(self.store.next_effect(game_id).await?.map(|r| NextEffect {
            id: r.id,
            effect: Effect::from_json(&r.body),
            attempts: r.attempts,
            next_at_ms: r.next_at_ms,
            live_message_id: r.live_message_id,
            more: r.more,
            sent_before: r.sent_at_ms.is_some(),
            revision: r.revision,
        }))
    }

    /// Notes that a message for `effect` is about to be sent to Discord.
    pub async fn effect_sending(&self, effect: i64) -> Result<(), ServiceError> {
        self.store.sending_effect(effect, self.now() * 1000).await?;
        Ok(())
    }

    /// The newest message made by the effects before `effect` in its game.
    pub async fn message_before_effect(&self, effect: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.message_before_effect(effect).await?)
    }

    /// Games in this process's servers with undelivered effects, with when
    /// the first may be tried (Unix ms).
    pub async fn games_with_effects(&self) -> Result<Vec<(i64, i64)>, ServiceError> {
        Ok(self.store.games_with_effects(&self.shards).await?)
    }

    /// An effect was delivered (or skipped, or refused for good); `live`
    /// says what became of the game's live message.
    pub async fn effect_done(
        &self,
        effect: i64,
        outcome: &Outcome,
        live: Live,
    ) -> Result<(), ServiceError> {
        self.store
            .finish_effect(effect, outcome, live, self.now())
            .await?;
        crate::metrics::delivery(match outcome {
            Outcome::Delivered { .. } => crate::metrics::Delivery::Delivered,
            Outcome::Skipped => crate::metrics::Delivery::Skipped,
            Outcome::Failed(_) => crate::metrics::Delivery::GivenUp,
        });
        Ok(())
    }

    /// An effect failed for now: it is tried again from `next_at_ms`.
    pub async fn effect_failed(&self, effect: i64, next_at_ms: i64) -> Result<(), ServiceError> {
        self.store.retry_effect(effect, next_at_ms).await?;
        crate::metrics::delivery(crate::metrics::Delivery::Retried);
        Ok(())
    }

    /// The channel (or thread) a game is played in.
    pub async fn channel_of(&self, game_id: i64) -> Result<i64, ServiceError> {
        if let Some(kept) = self.games.get(game_id) {
            return Ok(kept.channel);
        }
        let row = self
            .store
            .game(game_id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        Ok(row.channel_id)
    }

    /// The message carrying a game's live controls, if any.
    pub async fn live_message(&self, game_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.live_message(game_id).await?)
    }

    /// The game as it stood after its first `moves` stored moves (for the
    /// picture of a move shown later than it was played).
    pub async fn view_after(&self, id: i64, moves: i64) -> Result<View, ServiceError> {
        let mut l = self.load_upto(id, Some(moves)).await?;
        l.row.moves = l.row.moves.min(moves);
        Ok(self.make_view(&l, Vec::new(), None))
    }
}
