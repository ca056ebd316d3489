//! The outbox as delivery reads it: the next effect of a game, and what
//! became of it.

use crate::engine::PlayError;
use crate::game::effects::{Effect, NextEffect};
use crate::game::error::ServiceError;
use crate::game::view::{View, ViewState};
use crate::store::{LiveMessage, Outcome};

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
        live: LiveMessage,
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

    /// Refuses a control of game `game_id` used outside the game's
    /// channel: a control's id comes back from Discord as text, and one
    /// copied elsewhere changes nothing. A game that is gone passes (the
    /// action refuses it as such).
    pub async fn check_channel(&self, game_id: i64, channel_id: i64) -> Result<(), ServiceError> {
        match self.channel_of(game_id).await {
            Ok(c) if c != channel_id => Err(ServiceError::OtherChannel),
            Ok(_) | Err(ServiceError::UnknownGame) => Ok(()),
            Err(e) => Err(e),
        }
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

    /// What a click on controls that lag behind the game (after a restart,
    /// a second click, an old message) should bring up to date, once the
    /// click was refused for `refused`: old controls are taken off the
    /// clicked message, the player in turn who confirms twice sees the
    /// step their turn is at, and the live message is left to delivery.
    pub async fn stale_controls(
        &self,
        game: i64,
        clicked: Clicked,
        refused: &ServiceError,
    ) -> Stale {
        if !refused.means_stale_controls() {
            return Stale::Keep;
        }
        let Ok(view) = self.view(game).await else {
            return Stale::Keep;
        };
        let live = self.live_message(game).await.ok().flatten();
        let in_turn = matches!(&view.state, ViewState::Turn(t) if t.user_id == clicked.by);
        let second_confirm = matches!(refused, ServiceError::Illegal(PlayError::TileAlreadyPlaced));
        if clicked.lobby {
            // A lobby that has started or ended: its buttons go.
            Stale::Strip
        } else if in_turn && second_confirm {
            Stale::ShowTurn(Box::new(view))
        } else if live == Some(clicked.message)
            || (!clicked.private && live.is_none() && view.person_to_move().is_some())
        {
            // The live message is brought up to date by delivery; so is a
            // public turn message whose id delivery has not recorded yet.
            Stale::CatchUp
        } else {
            Stale::Strip
        }
    }
}

/// A click on controls, as [`Service::stale_controls`] weighs it.
#[derive(Clone, Copy, Debug)]
pub struct Clicked {
    /// The person who clicked.
    pub by: i64,
    /// The message clicked on.
    pub message: i64,
    /// A private copy of a turn (only the clicker sees it).
    pub private: bool,
    /// A lobby's control.
    pub lobby: bool,
}

/// What controls that lag behind the game need.
#[derive(Debug)]
pub enum Stale {
    /// Nothing: the refusal was not about old controls.
    Keep,
    /// Their controls are taken off the clicked message.
    Strip,
    /// The clicked message shows the turn's step, as the view has it.
    ShowTurn(Box<View>),
    /// The game's live message catches up with the game (delivery does
    /// it; the click waits a moment for it).
    CatchUp,
}
