//! Delivery: the outbox, and the workers that show it.
//!
//! The outbox holds the effects a game action leaves for the front end to
//! show (an [`Effect`]), stored in the same transaction as the action: no
//! Discord types, an effect names what to show, and the front end turns it
//! into messages from the game's views. Delivery shows a game's effects in
//! order, once each, even after a crash: the workers (a [`Dispatcher`])
//! follow the service's change feed and, for each game this process
//! changed, run the loop (`Service::deliver_all`), which hands each effect
//! to the front end (a [`Courier`]) and decides what its answer means:
//! done, tried again after a backoff, the game paused (a permission or an
//! archived thread), ended (its channel is gone), or everything kept for a
//! restart (the token was refused). No front end asks for a delivery. The
//! Discord front end and the whole-service simulation run the same loop.
//! Here too: where a game's controls work, and what controls that lag
//! behind the game need.

use super::Service;
use super::views::PauseReason;
use super::views::{View, ViewState};
use crate::engine::PlayError;
use crate::game::error::ServiceError;
use crate::game::{Heard, Lease, Work};
use crate::store::{LiveMessage, Outcome};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

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

// ----- effects -----

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Effect {
    /// The lobby, with its buttons; it becomes the live message.
    Lobby,
    /// The lobby's live message shows its options as they now are (the
    /// host changed them with a command, not on the lobby itself).
    /// Skipped if it is no longer a lobby.
    LobbyChanged,
    /// The game's live turn message loses its controls and picture and says
    /// `text` (what was played, or why the turn ended) instead.
    CloseLive { text: String },
    /// The live turn message shows the turn's current step (the tile was
    /// confirmed: the follower step). Skipped if the turn is over.
    RefreshLive { move_no: i64 },
    /// News in words: scores, set-aside tiles, who left. With
    /// `before_turn`, the news of the move before that turn (a person's),
    /// which its turn message shows: posted alone only if that turn is not
    /// a person's when it comes to it (a stand-in took the seat).
    News {
        lines: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before_turn: Option<i64>,
    },
    /// A computer player's move, with the board as it stood after `moves`
    /// stored moves.
    ComputerMove { lines: Vec<String>, moves: i64 },
    /// The turn of move `move_no`, with its controls, mentioning the player;
    /// it becomes the live message. Skipped if the game moved on.
    Turn { move_no: i64, reminder: bool },
    /// The player of move `move_no` is told it is their turn, the way they
    /// chose: by a direct message with a link to the turn message (posted
    /// just before), or nothing more (the turn message mentioned them, or
    /// they asked for no ping). Skipped if the game moved on.
    Notify { move_no: i64, reminder: bool },
    /// The players of finished game `of` are invited to its rematch (whose
    /// lobby is posted just before), each mentioned once.
    Invite { of: i64, users: Vec<i64> },
    /// The undo vote asked at `moves` stored moves, with its buttons,
    /// mentioning those who must agree. Skipped if it is closed.
    UndoVote { moves: i64 },
    /// The undo vote's message shows who has agreed so far. Skipped if it
    /// is closed.
    UndoVoteUpdate { moves: i64 },
    /// The undo vote's message loses its buttons and says `text` (passed,
    /// refused, out of time, or the game moved on).
    UndoClosed { text: String },
    /// The final standings, the score sheet and the rating changes.
    Final,
    /// The whole game as an animation.
    Replay,
}

/// An effect waiting in a game's outbox, as delivery reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct NextEffect {
    pub id: i64,
    /// `None`: stored by a version that knew more kinds of effects.
    pub effect: Option<Effect>,
    /// Tries so far.
    pub attempts: i64,
    /// Not to be tried before this (Unix ms).
    pub next_at_ms: i64,
    /// The game's live message now.
    pub live_message_id: Option<i64>,
    /// Whether another undelivered effect of the game follows this one.
    pub more: bool,
    /// A message for it was sent to Discord before, and may have been
    /// posted although no answer came back.
    pub sent_before: bool,
    /// The game's revision as the effect was read: a view made at this
    /// revision shows the game as it stands.
    pub revision: i64,
}

impl Effect {
    /// A turn's message and its notice, in that order.
    pub fn turn(move_no: i64, reminder: bool) -> [Effect; 2] {
        [
            Effect::Turn { move_no, reminder },
            Effect::Notify { move_no, reminder },
        ]
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored effect; `None` for one this version does not know.
    pub fn from_json(s: &str) -> Option<Effect> {
        serde_json::from_str(s).ok()
    }
}

// ----- the loop -----

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
    /// Whether the process is stopping: what waits is left for its next
    /// start.
    fn stopping(&self) -> bool {
        false
    }
    /// Discord refused the token: the process stops, keeping the rest.
    fn token_refused(&self) {}
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

// ----- the workers -----

/// Games whose effects are delivered at once.
const WORKERS: usize = 64;
/// Tries after which an effect whose delivery keeps panicking is dropped.
const MAX_PANICS: i64 = 5;

/// How long a click on controls that lag behind waits for the game's
/// messages to catch up.
const CATCH_UP: Duration = Duration::from_secs(5);

/// How long a claim on a game's deliveries is kept after its worker ends,
/// before it is given up for another process.
const KEEP_CLAIM: Duration = Duration::from_secs(2);

/// The delivery workers: they follow the service's change feed, and each
/// change this process stored sets a worker to the game's outbox (no
/// handler asks for it); a sweep now and then, and at start, picks up what
/// waits out a backoff or was stored before the process started. Each
/// game's effects are shown in the order they were stored, once each, by
/// one worker in one process at a time; failures are retried with
/// backoff, and a worker that panics is logged and its game tried again
/// later. Cheap to clone.
#[derive(Clone)]
pub struct Dispatcher(Arc<Workers>);

struct Workers {
    service: Service,
    /// Games with a worker running, and games kicked while theirs ran.
    running: Mutex<(HashSet<i64>, HashSet<i64>)>,
    /// Workers delivering at once.
    limit: Arc<tokio::sync::Semaphore>,
    /// Claims on games' deliveries kept for [`KEEP_CLAIM`] after their
    /// worker ends (the next click's effects usually follow at once), each
    /// with the number of its keeping.
    kept: Mutex<HashMap<i64, (Lease, u64)>>,
    keepings: AtomicU64,
}

fn locked<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Dispatcher {
    pub fn new(service: Service) -> Dispatcher {
        Dispatcher(Arc::new(Workers {
            service,
            running: Mutex::default(),
            limit: Arc::new(tokio::sync::Semaphore::new(WORKERS)),
            kept: Mutex::default(),
            keepings: AtomicU64::new(0),
        }))
    }

    /// Delivers as the service's change feed says, for as long as the
    /// process runs: every game this process changed, as its change
    /// commits. (Another process's changes are its own to deliver; the
    /// sweep finds what one left.) What was stored before the feed was
    /// heard (at start, or when the loop starts again after a panic), and
    /// whatever a subscriber that fell behind missed, is swept up.
    pub async fn follow<C: Courier + Clone + Send + 'static>(self, courier: C) {
        let mut feed = self.0.service.changes();
        self.resume(&courier).await;
        while let Some(heard) = feed.next().await {
            match heard {
                Heard::Change(c) if c.here => {
                    if let Some(game) = c.game() {
                        self.kick(&courier, game);
                    }
                }
                Heard::Change(_) => {}
                Heard::Missed => self.resume(&courier).await,
            }
        }
    }

    /// Waits (at most [`CATCH_UP`]) until what waits in `game`'s outbox is
    /// out, nudging its worker first (an effect may wait out a backoff).
    pub async fn caught_up<C: Courier + Clone + Send + 'static>(&self, courier: &C, game: i64) {
        self.kick(courier, game);
        let until = tokio::time::Instant::now() + CATCH_UP;
        while tokio::time::Instant::now() < until {
            match self.0.service.next_effect(game).await {
                // Waiting out a failure, or nothing left: no use waiting.
                Ok(Some((_, _, 0, _))) => {}
                _ => return,
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Kicks every game with effects left over (at start-up, and now and
    /// then, for effects waiting out a backoff).
    pub async fn resume<C: Courier + Clone + Send + 'static>(&self, courier: &C) {
        match self.0.service.games_with_effects().await {
            Ok(games) => {
                let now = courier.now_ms();
                for (game, next_at) in games {
                    if next_at <= now {
                        self.kick(courier, game);
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not look for undelivered effects"),
        }
    }

    /// Waits until no worker is delivering (the process is stopping).
    pub async fn idle(&self) {
        while !locked(&self.0.running).0.is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Makes sure a worker delivers `game`'s effects now.
    fn kick<C: Courier + Clone + Send + 'static>(&self, courier: &C, game: i64) {
        {
            let mut running = locked(&self.0.running);
            if !running.0.insert(game) {
                running.1.insert(game);
                tracing::debug!(game, "delivery kicked while its worker runs");
                return;
            }
        }
        let (this, courier) = (self.clone(), courier.clone());
        tokio::spawn(async move {
            let current = Arc::new(AtomicI64::new(0));
            let worker = tokio::spawn(this.clone().work(courier.clone(), game, current.clone()));
            if let Err(e) = worker.await {
                let effect = current.load(Ordering::SeqCst);
                tracing::error!(game, effect, error = %e, "delivering an effect panicked");
                this.after_panic(&courier, game, effect).await;
            }
            this.finished(&courier, game);
        });
    }

    /// A worker panicked on `effect`: it is tried again later, and dropped
    /// after a few panics, so that it cannot block the game.
    async fn after_panic<C: Courier + Clone + Send + 'static>(
        &self,
        courier: &C,
        game: i64,
        effect: i64,
    ) {
        let service = &self.0.service;
        let attempts = match service.next_effect(game).await {
            Ok(Some((id, _, attempts, _))) if id == effect => attempts + 1,
            _ => 0,
        };
        let result = if attempts >= MAX_PANICS {
            let failed = Outcome::Failed("panicked".into());
            service
                .effect_done(effect, &failed, LiveMessage::Keep)
                .await
        } else {
            let at = courier.now_ms() + backoff(attempts).as_millis() as i64;
            service.effect_failed(effect, at).await
        };
        if let Err(e) = result {
            tracing::warn!(game, error = %e, "could not note a failed delivery");
        }
        self.later(courier, game, backoff(attempts));
    }

    /// Kicks `game` again after `wait`.
    fn later<C: Courier + Clone + Send + 'static>(&self, courier: &C, game: i64, wait: Duration) {
        let (this, courier) = (self.clone(), courier.clone());
        tokio::spawn(async move {
            tokio::time::sleep(wait).await;
            // A stopping process leaves it for its next start.
            if !courier.stopping() {
                this.kick(&courier, game);
            }
        });
    }

    fn finished<C: Courier + Clone + Send + 'static>(&self, courier: &C, game: i64) {
        let again = {
            let mut running = locked(&self.0.running);
            running.0.remove(&game);
            running.1.remove(&game)
        };
        if again {
            self.kick(courier, game);
        }
    }

    async fn work<C: Courier + Clone + Send + 'static>(
        self,
        courier: C,
        game: i64,
        current: Arc<AtomicI64>,
    ) {
        let Ok(_permit) = self.0.limit.clone().acquire_owned().await else {
            return;
        };
        // Another process looking after this server (a rolling restart)
        // may be delivering this game: then it delivers what follows too,
        // and this one looks again when its claim would lapse.
        let kept = locked(&self.0.kept).remove(&game).map(|k| k.0);
        let service = &self.0.service;
        let claimed = match kept {
            Some(lease) => service.refresh(lease).await,
            None => service.claim(game, Work::Deliveries).await,
        };
        let lease = match claimed {
            Ok(Ok(lease)) => lease,
            Ok(Err(left_ms)) => {
                tracing::debug!(game, "another process is delivering this game");
                let wait = left_ms.clamp(50, 60_000) as u64;
                self.later(&courier, game, Duration::from_millis(wait));
                return;
            }
            Err(e) => {
                tracing::warn!(game, error = %e, "could not claim a game's deliveries");
                self.later(&courier, game, Duration::from_secs(5));
                return;
            }
        };
        match service.deliver_all(&courier, game, &current).await {
            Delivered::Idle => {}
            Delivered::Later(wait) => self.later(&courier, game, wait),
            Delivered::TokenRefused => courier.token_refused(),
        }
        // Kept for the game's next effects (a panic gives it up when the
        // lease is dropped).
        self.keep(lease);
    }

    /// Keeps a claim for the game's next worker, and gives it up unless
    /// one takes it within [`KEEP_CLAIM`].
    fn keep(&self, lease: Lease) {
        let game = lease.game_id();
        let n = self.0.keepings.fetch_add(1, Ordering::Relaxed);
        locked(&self.0.kept).insert(game, (lease, n));
        let this = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(KEEP_CLAIM).await;
            let idle = {
                let mut kept = locked(&this.0.kept);
                match kept.get(&game) {
                    Some((_, m)) if *m == n => kept.remove(&game).map(|k| k.0),
                    _ => None,
                }
            };
            if let Some(lease) = idle {
                lease.release().await;
            }
        });
    }
}

#[cfg(test)]
mod effects_tests {
    use super::*;

    #[test]
    fn effects_round_trip_through_their_stored_form() {
        let all = vec![
            Effect::Lobby,
            Effect::LobbyChanged,
            Effect::CloseLive {
                text: "Ann placed tile D.".into(),
            },
            Effect::RefreshLive { move_no: 3 },
            Effect::News {
                lines: vec!["Ann scored 4".into()],
                before_turn: None,
            },
            Effect::News {
                lines: vec!["Ann scored 4".into()],
                before_turn: Some(5),
            },
            Effect::ComputerMove {
                lines: vec!["Computer 1 placed tile E.".into()],
                moves: 7,
            },
            Effect::Turn {
                move_no: 8,
                reminder: true,
            },
            Effect::Notify {
                move_no: 8,
                reminder: true,
            },
            Effect::Invite {
                of: 3,
                users: vec![1, 2],
            },
            Effect::UndoVote { moves: 9 },
            Effect::UndoVoteUpdate { moves: 9 },
            Effect::UndoClosed {
                text: "Ben refused.".into(),
            },
            Effect::Final,
            Effect::Replay,
        ];
        for e in all {
            assert_eq!(Effect::from_json(&e.to_json()), Some(e.clone()));
        }
        assert_eq!(
            Effect::Turn {
                move_no: 2,
                reminder: false
            }
            .to_json(),
            r#"{"kind":"turn","move_no":2,"reminder":false}"#
        );
        assert_eq!(Effect::from_json(r#"{"kind":"dance"}"#), None);
        assert!(
            Effect::UndoVote { moves: 1 }
                .to_json()
                .starts_with(r#"{"kind":"undo_vote""#)
        );
    }
}
