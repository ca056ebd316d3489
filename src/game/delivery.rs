//! Delivering a game's outbox: what each answer from Discord means for the
//! game. The front end shows one effect at a time (a [`Courier`]); this
//! loop takes the effects in order and decides what follows a try: done,
//! tried again after a backoff, the game paused (a permission or an
//! archived thread), ended (its channel is gone), or everything kept for a
//! restart (the token was refused). The Discord front end and the
//! whole-service simulation run the same loop.

use std::future::Future;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use super::view::PauseReason;
use super::{Effect, LiveMessage, NextEffect, Outcome, Service};

/// The longest wait between two tries of one effect.
pub const MAX_BACKOFF: Duration = Duration::from_secs(300);

/// How one try of an effect ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Tried {
    Done(Outcome, LiveMessage),
    /// Try again, after at least this.
    Again(Duration),
    /// Discord refuses the bot's messages in the channel (a permission was
    /// taken away): the game pauses, the effect waits.
    NoPermission,
    /// The channel or thread is gone: the game ends.
    NoChannel,
    /// The thread is archived: unarchive it, then try again.
    Archived,
    /// Discord refused the bot's token: the bot stops, and the effect
    /// waits, untouched, for a restart with a good token.
    TokenRefused,
    /// Something this effect needs is busy (the one replay being drawn):
    /// the worker lets its permit go and comes back after this, without
    /// counting a failed attempt.
    Busy(Duration),
}

/// Shows effects somewhere (Discord, or the simulation's model of it).
pub trait Courier: Sync {
    /// Now, in Unix milliseconds.
    fn now_ms(&self) -> i64;
    /// One try at showing one effect of `game`.
    fn show(
        &self,
        game: i64,
        next: &NextEffect,
        effect: &Effect,
    ) -> impl Future<Output = Tried> + Send;
    /// Opens the game's archived thread again.
    fn unarchive(&self, game: i64) -> impl Future<Output = Result<(), String>> + Send;
    /// Tells a paused game's host why it paused (best effort).
    fn tell_host(&self, game: i64, reason: PauseReason) -> impl Future<Output = ()> + Send;
}

/// What a delivery worker does once [`Service::deliver_all`] returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    /// Nothing is left to deliver now (effects stored later kick the game
    /// again), or the game paused.
    Idle,
    /// Come back after this: an effect waits out a backoff or a busy
    /// resource, or the store failed.
    Later(Duration),
    /// Discord refused the token: the bot stops, keeping the rest.
    TokenRefused,
}

/// 0.3 s, doubling with each attempt, at most [`MAX_BACKOFF`].
pub fn backoff(attempts: i64) -> Duration {
    let ms = 300u64.saturating_mul(1 << attempts.clamp(0, 20));
    Duration::from_millis(ms).min(MAX_BACKOFF)
}

impl Service {
    /// Delivers `game`'s effects in order until none is left or one has to
    /// wait. The effect being tried is kept in `current` (for a worker
    /// that panics).
    pub async fn deliver_all<C: Courier>(
        &self,
        courier: &C,
        game: i64,
        current: &AtomicI64,
    ) -> Delivered {
        let mut unarchived = 0;
        loop {
            let next = match self.next_effect_to_deliver(game).await {
                Ok(Some(n)) => n,
                Ok(None) => return Delivered::Idle,
                Err(e) => {
                    tracing::warn!(game, error = %e, "could not read the outbox");
                    return Delivered::Later(Duration::from_secs(5));
                }
            };
            let (id, attempts, next_at) = (next.id, next.attempts, next.next_at_ms);
            current.store(id, Ordering::SeqCst);
            let wait = next_at - courier.now_ms();
            if wait > 0 {
                return Delivered::Later(Duration::from_millis(wait as u64));
            }
            tracing::debug!(game, effect = id, attempts, "delivering an effect");
            let tried = match &next.effect {
                Some(effect) => courier.show(game, &next, effect).await,
                None => {
                    tracing::error!(game, effect = id, "an effect this version cannot read");
                    Tried::Done(Outcome::Failed("unreadable".into()), LiveMessage::Keep)
                }
            };
            match tried {
                Tried::Done(outcome, live) => {
                    tracing::debug!(game, effect = id, ?outcome, "an effect is done");
                    if let Outcome::Failed(why) = &outcome {
                        tracing::warn!(game, effect = id, %why, "Discord refused an effect for good");
                    }
                    if let Err(e) = self.effect_done(id, &outcome, live).await {
                        tracing::warn!(game, error = %e, "could not mark an effect delivered");
                        return Delivered::Later(Duration::from_secs(1));
                    }
                    // That was the last one: effects stored since then kick
                    // this game again.
                    if !next.more {
                        return Delivered::Idle;
                    }
                }
                Tried::NoPermission => {
                    let wait = Duration::from_secs(5);
                    match self
                        .pause_or_give_up(courier, game, id, PauseReason::Permissions, wait)
                        .await
                    {
                        None => continue,
                        Some(then) => return then,
                    }
                }
                Tried::NoChannel => {
                    let gone = async { self.channel_gone(self.channel_of(game).await?).await };
                    if let Err(e) = gone.await {
                        tracing::warn!(game, error = %e, "could not end a game whose channel is gone");
                        return Delivered::Later(Duration::from_secs(5));
                    }
                    return Delivered::Idle;
                }
                Tried::Archived => {
                    // Unarchived (twice at most), then the effect is tried
                    // again at once.
                    unarchived += 1;
                    let result = if unarchived > 2 {
                        Err("the thread stays archived".into())
                    } else {
                        courier.unarchive(game).await
                    };
                    if let Err(e) = result {
                        // A thread that stays archived or locked (by a
                        // moderator) pauses its game, as a missing
                        // permission does, instead of being tried forever.
                        tracing::warn!(game, error = %e, "could not unarchive a game's thread");
                        let wait = backoff(attempts);
                        match self
                            .pause_or_give_up(courier, game, id, PauseReason::Thread, wait)
                            .await
                        {
                            None => continue,
                            Some(then) => return then,
                        }
                    }
                }
                Tried::TokenRefused => return Delivered::TokenRefused,
                Tried::Busy(wait) => {
                    tracing::debug!(
                        game,
                        effect = id,
                        ?wait,
                        "an effect waits for a busy resource"
                    );
                    return Delivered::Later(wait);
                }
                Tried::Again(at_least) => {
                    let wait = backoff(attempts).max(at_least);
                    tracing::warn!(
                        game,
                        effect = id,
                        attempts,
                        ?wait,
                        "delivery failed; trying again later"
                    );
                    let at = courier.now_ms() + wait.as_millis() as i64;
                    if let Err(e) = self.effect_failed(id, at).await {
                        tracing::warn!(game, error = %e, "could not note a failed delivery");
                    }
                    return Delivered::Later(wait);
                }
            }
        }
    }

    /// Pauses `game` for `reason` and tells its host; or, if the game is
    /// over already (its final messages were refused), gives effect `id`
    /// up, since nothing waits for it. A game paused already keeps the
    /// effect. `None` if the next effect may be
    /// delivered now; else what the worker does (it comes back after
    /// `wait` if something failed).
    async fn pause_or_give_up<C: Courier>(
        &self,
        courier: &C,
        game: i64,
        id: i64,
        reason: PauseReason,
        wait: Duration,
    ) -> Option<Delivered> {
        match self.pause(game, reason).await {
            Ok(true) => {
                tracing::warn!(
                    game,
                    ?reason,
                    "Discord refuses the bot's messages in a game's channel; the game is paused"
                );
                courier.tell_host(game, reason).await;
                Some(Delivered::Idle)
            }
            Ok(false) => {
                // Paused already (another worker got there first): the
                // effect waits for the game to be resumed.
                match self.store().game(game).await {
                    Ok(Some(row)) if row.paused.is_some() => return Some(Delivered::Idle),
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!(game, error = %e, "could not read a game");
                        return Some(Delivered::Later(wait));
                    }
                }
                let outcome = Outcome::Failed(match reason {
                    PauseReason::Permissions => "no permission".into(),
                    PauseReason::Thread => "thread archived".into(),
                    PauseReason::ThreadsFull => "no room for threads".into(),
                });
                match self.effect_done(id, &outcome, LiveMessage::Keep).await {
                    Ok(()) => None,
                    Err(e) => {
                        tracing::warn!(game, error = %e, "could not mark an effect given up");
                        Some(Delivered::Later(Duration::from_secs(5)))
                    }
                }
            }
            Err(e) => {
                tracing::warn!(game, error = %e, "could not pause a game");
                Some(Delivered::Later(wait))
            }
        }
    }
}
