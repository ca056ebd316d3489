//! Delivery: the outbox into Discord. Each game's effects are shown in the
//! order they were stored, once each: messages are created with a nonce
//! that Discord enforces (a retry after a lost answer finds the message
//! already made), and one tried before is looked for in its channel first,
//! since Discord forgets a nonce after a few minutes; edits are repeatable, and an effect is marked delivered
//! only after Discord took it. Failures are retried with backoff; a worker
//! that panics is logged and its game tried again later.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateAttachment, CreateMessage, EditAttachments, EditMessage, MessageId,
};

use super::Data;
use super::messages::{Failure, classify, components, picture};
use super::permissions;
use super::posted;
use super::ui::{self, Message, Picture, TurnUi};
use crate::game::{
    Effect, Lease, Live, NextEffect, Outcome, PauseReason, TurnNotice, View, ViewState, Work,
};

/// Games whose effects are delivered at once.
const WORKERS: usize = 64;
/// The longest wait between two tries of one effect.
const MAX_BACKOFF: Duration = Duration::from_secs(300);
/// Tries after which an effect whose delivery keeps panicking is dropped.
const MAX_PANICS: i64 = 5;
/// How long a game's replay waits before it looks again for the replay
/// slot, while another game's replay is drawn.
const REPLAY_BUSY_WAIT: Duration = Duration::from_millis(500);

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// A handle on the delivery workers. Cheap to clone.
#[derive(Clone)]
pub struct Dispatcher(Arc<Inner>);

struct Inner {
    /// Games with a worker running, and games kicked while theirs ran.
    running: Mutex<(HashSet<i64>, HashSet<i64>)>,
    /// Workers delivering at once.
    limit: Arc<tokio::sync::Semaphore>,
    /// Claims on games' deliveries kept for [`KEEP_CLAIM`] after their
    /// worker ends (the next click's effects usually follow at once), each
    /// with the number of its keeping.
    kept: Mutex<HashMap<i64, (Lease, u64)>>,
    keepings: std::sync::atomic::AtomicU64,
}

/// How long a claim on a game's deliveries is kept after its worker ends,
/// before it is given up for another process.
const KEEP_CLAIM: Duration = Duration::from_secs(2);

/// How one try of an effect ended.
enum Tried {
    Done(Outcome, Live),
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

impl Dispatcher {
    pub fn new() -> Dispatcher {
        Dispatcher(Arc::new(Inner {
            running: Mutex::default(),
            limit: Arc::new(tokio::sync::Semaphore::new(WORKERS)),
            kept: Mutex::default(),
            keepings: std::sync::atomic::AtomicU64::new(0),
        }))
    }

    /// Makes sure a worker delivers `game`'s effects now.
    pub fn kick(&self, data: &Data, game: i64) {
        {
            let mut running = self.0.running.lock().unwrap_or_else(|p| p.into_inner());
            if !running.0.insert(game) {
                running.1.insert(game);
                tracing::debug!(game, "delivery kicked while its worker runs");
                return;
            }
        }
        let (this, data) = (self.clone(), data.clone());
        tokio::spawn(async move {
            let current = Arc::new(std::sync::atomic::AtomicI64::new(0));
            let worker = tokio::spawn(this.clone().work(data.clone(), game, current.clone()));
            if let Err(e) = worker.await {
                // A panic: log it, and try the effect again later (and drop
                // it after a few panics, so that it cannot block the game).
                let effect = current.load(std::sync::atomic::Ordering::SeqCst);
                tracing::error!(game, effect, error = %e, "delivering an effect panicked");
                let attempts = match data.service.next_effect(game).await {
                    Ok(Some((id, _, attempts, _))) if id == effect => attempts + 1,
                    _ => 0,
                };
                let result = if attempts >= MAX_PANICS {
                    data.service
                        .effect_done(effect, &Outcome::Failed("panicked".into()), Live::Keep)
                        .await
                } else {
                    data.service
                        .effect_failed(effect, now_ms() + backoff(attempts).as_millis() as i64)
                        .await
                };
                if let Err(e) = result {
                    tracing::warn!(game, error = %e, "could not note a failed delivery");
                }
                this.later(&data, game, backoff(attempts));
            }
            this.finished(&data, game);
        });
    }

    /// Kicks `game` again after `wait`.
    fn later(&self, data: &Data, game: i64, wait: Duration) {
        let (this, data) = (self.clone(), data.clone());
        tokio::spawn(async move {
            tokio::time::sleep(wait).await;
            this.kick(&data, game);
        });
    }

    fn finished(&self, data: &Data, game: i64) {
        let again = {
            let mut running = self.0.running.lock().unwrap_or_else(|p| p.into_inner());
            running.0.remove(&game);
            running.1.remove(&game)
        };
        if again {
            self.kick(data, game);
        }
    }

    /// Kicks every game with effects left over (at start-up, and now and
    /// then, for effects waiting out a backoff).
    pub async fn resume(&self, data: &Data) {
        match data.service.games_with_effects().await {
            Ok(games) => {
                let now = now_ms();
                for (game, next_at) in games {
                    if next_at <= now {
                        self.kick(data, game);
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not look for undelivered effects"),
        }
    }

    async fn work(self, data: Data, game: i64, current: Arc<std::sync::atomic::AtomicI64>) {
        let Ok(_permit) = self.0.limit.clone().acquire_owned().await else {
            return;
        };
        // Another process looking after this server (a rolling restart)
        // may be delivering this game: then it delivers what follows too,
        // and this one looks again when its claim would lapse.
        let kept = self
            .0
            .kept
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&game)
            .map(|k| k.0);
        let claimed = match kept {
            Some(lease) => data.service.refresh(lease).await,
            None => data.service.claim(game, Work::Deliveries).await,
        };
        let lease = match claimed {
            Ok(Ok(lease)) => lease,
            Ok(Err(left_ms)) => {
                tracing::debug!(game, "another process is delivering this game");
                let wait = left_ms.clamp(50, 60_000) as u64;
                self.later(&data, game, Duration::from_millis(wait));
                return;
            }
            Err(e) => {
                tracing::warn!(game, error = %e, "could not claim a game's deliveries");
                self.later(&data, game, Duration::from_secs(5));
                return;
            }
        };
        self.deliver_all(&data, game, &current).await;
        // Kept for the game's next effects (a panic gives it up when the
        // lease is dropped).
        self.keep(lease);
    }

    /// Keeps a claim for the game's next worker, and gives it up unless
    /// one takes it within [`KEEP_CLAIM`].
    fn keep(&self, lease: Lease) {
        let game = lease.game_id();
        let n = self
            .0
            .keepings
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.0
            .kept
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(game, (lease, n));
        let this = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(KEEP_CLAIM).await;
            let idle = {
                let mut kept = this.0.kept.lock().unwrap_or_else(|p| p.into_inner());
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

    /// Delivers `game`'s effects in order until none is left or one has to
    /// wait.
    async fn deliver_all(&self, data: &Data, game: i64, current: &std::sync::atomic::AtomicI64) {
        let mut unarchived = 0;
        loop {
            let next = match data.service.next_effect_to_deliver(game).await {
                Ok(Some(n)) => n,
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(game, error = %e, "could not read the outbox");
                    self.later(data, game, Duration::from_secs(5));
                    return;
                }
            };
            let (id, attempts, next_at) = (next.id, next.attempts, next.next_at_ms);
            current.store(id, std::sync::atomic::Ordering::SeqCst);
            let wait = next_at - now_ms();
            if wait > 0 {
                self.later(data, game, Duration::from_millis(wait as u64));
                return;
            }
            tracing::debug!(game, effect = id, attempts, "delivering an effect");
            let tried = match &next.effect {
                Some(effect) => deliver(data, game, &next, effect).await,
                None => {
                    tracing::error!(game, effect = id, "an effect this version cannot read");
                    Tried::Done(Outcome::Failed("unreadable".into()), Live::Keep)
                }
            };
            match tried {
                Tried::Done(outcome, live) => {
                    tracing::debug!(game, effect = id, ?outcome, "an effect is done");
                    if let Outcome::Failed(why) = &outcome {
                        tracing::warn!(game, effect = id, %why, "Discord refused an effect for good");
                    }
                    if let Err(e) = data.service.effect_done(id, &outcome, live).await {
                        tracing::warn!(game, error = %e, "could not mark an effect delivered");
                        self.later(data, game, Duration::from_secs(1));
                        return;
                    }
                    // That was the last one: effects stored since then kick
                    // this game again (`finished` runs the worker anew).
                    if !next.more {
                        return;
                    }
                }
                Tried::NoPermission => {
                    let wait = Duration::from_secs(5);
                    if self
                        .pause_or_give_up(data, game, id, PauseReason::Permissions, wait)
                        .await
                    {
                        continue;
                    }
                    return;
                }
                Tried::NoChannel => {
                    let channel = data.service.channel_of(game).await;
                    if let Err(e) = async { data.service.channel_gone(channel?).await }.await {
                        tracing::warn!(game, error = %e, "could not end a game whose channel is gone");
                        self.later(data, game, Duration::from_secs(5));
                    }
                    return;
                }
                Tried::Archived => {
                    // Unarchived (twice at most), then the effect is tried
                    // again at once.
                    unarchived += 1;
                    let result = if unarchived > 2 {
                        Err("the thread stays archived".into())
                    } else {
                        unarchive(data, game).await
                    };
                    if let Err(e) = result {
                        // A thread that stays archived or locked (by a
                        // moderator) pauses its game, as a missing
                        // permission does, instead of being tried forever.
                        tracing::warn!(game, error = %e, "could not unarchive a game's thread");
                        let wait = backoff(attempts);
                        if self
                            .pause_or_give_up(data, game, id, PauseReason::Thread, wait)
                            .await
                        {
                            continue;
                        }
                        return;
                    }
                }
                Tried::TokenRefused => {
                    data.token_refused.refused();
                    return;
                }
                Tried::Busy(wait) => {
                    tracing::debug!(
                        game,
                        effect = id,
                        ?wait,
                        "an effect waits for a busy resource"
                    );
                    self.later(data, game, wait);
                    return;
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
                    if let Err(e) = data
                        .service
                        .effect_failed(id, now_ms() + wait.as_millis() as i64)
                        .await
                    {
                        tracing::warn!(game, error = %e, "could not note a failed delivery");
                    }
                    self.later(data, game, wait);
                    return;
                }
            }
        }
    }
}

impl Dispatcher {
    /// Pauses `game` for `reason` and tells its host; or, if the game is
    /// over already (its final messages were refused), gives effect `id`
    /// up, since nothing waits for it. True if the next effect may be
    /// delivered now; false if this worker stops (it is kicked again after
    /// `wait` if something failed).
    async fn pause_or_give_up(
        &self,
        data: &Data,
        game: i64,
        id: i64,
        reason: PauseReason,
        wait: Duration,
    ) -> bool {
        match data.service.pause(game, reason).await {
            Ok(true) => {
                tracing::warn!(
                    game,
                    ?reason,
                    "Discord refuses the bot's messages in a game's channel; the game is paused"
                );
                tell_host(data, game, reason).await;
                false
            }
            Ok(false) => {
                let outcome = Outcome::Failed(match reason {
                    PauseReason::Permissions => "no permission".into(),
                    PauseReason::Thread => "thread archived".into(),
                });
                match data.service.effect_done(id, &outcome, Live::Keep).await {
                    Ok(()) => true,
                    Err(e) => {
                        tracing::warn!(game, error = %e, "could not mark an effect given up");
                        self.later(data, game, Duration::from_secs(5));
                        false
                    }
                }
            }
            Err(e) => {
                tracing::warn!(game, error = %e, "could not pause a game");
                self.later(data, game, wait);
                false
            }
        }
    }
}

/// 0.3 s, doubling with each attempt, at most five minutes.
fn backoff(attempts: i64) -> Duration {
    let ms = 300u64.saturating_mul(1 << attempts.clamp(0, 20));
    Duration::from_millis(ms).min(MAX_BACKOFF)
}

/// Opens a game's archived thread again, for its next message.
async fn unarchive(data: &Data, game: i64) -> Result<(), crate::discord::Error> {
    let channel = ChannelId::new(data.service.channel_of(game).await? as u64);
    channel
        .edit_thread(&data.http, serenity::EditThread::new().archived(false))
        .await?;
    tracing::info!(game, "unarchived a game's thread");
    Ok(())
}

/// Tells a paused game's host, in a DM if their DMs are open (they are
/// told again in their next answer from the bot).
async fn tell_host(data: &Data, game: i64, reason: PauseReason) {
    let (host, channel, lang) = match data.service.view(game).await {
        Ok(v) => (v.host_id, v.channel_id, v.options.lang),
        Err(e) => {
            tracing::warn!(game, error = %e, "could not find a paused game's host");
            return;
        }
    };
    let text = permissions::paused_text(game, channel, reason, lang);
    let sent = async {
        let dm = serenity::UserId::new(host as u64)
            .create_dm_channel(&data.http)
            .await?;
        dm.send_message(&data.http, CreateMessage::new().content(text))
            .await
    }
    .await;
    if let Err(e) = sent {
        tracing::info!(game, error = %e, "could not DM a paused game's host (DMs closed?)");
    }
}

/// What a failed request means for the effect.
fn failed(e: &serenity::Error, what: &str, game: i64) -> Tried {
    match classify(e) {
        Failure::Transient(wait) => Tried::Again(wait),
        Failure::NoPermission => Tried::NoPermission,
        Failure::NoChannel => Tried::NoChannel,
        Failure::Archived => Tried::Archived,
        Failure::Unauthorized => Tried::TokenRefused,
        Failure::Gone => Tried::Done(Outcome::Failed(format!("{what}: gone")), Live::Keep),
        other => {
            tracing::warn!(game, error = %e, what, "Discord refused a message");
            Tried::Done(Outcome::Failed(format!("{what}: {other:?}")), Live::Keep)
        }
    }
}

/// An effect whose message is about to be posted.
struct Post<'a> {
    data: &'a Data,
    game: i64,
    effect: i64,
    /// A message for it was sent before, and may be there already.
    sent_before: bool,
}

/// Why a message could not be posted.
enum PostError {
    Discord(serenity::Error),
    /// The outbox could not be read or written.
    Store,
}

impl Post<'_> {
    /// Posts `msg` in `channel` once: with a nonce Discord enforces (a
    /// retry soon after a lost answer finds the message made the first
    /// time), and, if a message was sent for this effect before, after
    /// looking for it (Discord forgets a nonce after a few minutes).
    async fn send(&self, channel: ChannelId, msg: CreateMessage) -> Result<MessageId, PostError> {
        let (data, http) = (self.data, &*self.data.http);
        let msg = msg
            .nonce(serenity::Nonce::String(format!(
                "g{}e{}",
                self.game, self.effect
            )))
            .enforce_nonce(true);
        if self.sent_before {
            let print = posted::Print::of(&serde_json::to_value(&msg).unwrap_or_default());
            let after = data
                .service
                .message_before_effect(self.effect)
                .await
                .map_err(|e| {
                    tracing::warn!(game = self.game, error = %e, "could not read the outbox");
                    PostError::Store
                })?
                .map(|m| MessageId::new(m as u64));
            let found = posted::find(http, data.bot_user, channel, after, &print)
                .await
                .map_err(PostError::Discord)?;
            if let Some(id) = found {
                tracing::info!(
                    game = self.game,
                    effect = self.effect,
                    "found a message posted before its answer was lost"
                );
                return Ok(id);
            }
        } else if let Err(e) = data.service.effect_sending(self.effect).await {
            tracing::warn!(game = self.game, error = %e, "could not note a message being sent");
            return Err(PostError::Store);
        }
        channel
            .send_message(http, msg)
            .await
            .map(|m| m.id)
            .map_err(PostError::Discord)
    }

    /// Posts `m` (with its picture of `view`), notifying `pings` only.
    async fn create(
        &self,
        channel: ChannelId,
        view: Option<&View>,
        m: &Message,
        pings: &[i64],
    ) -> Result<MessageId, PostError> {
        let users = pings
            .iter()
            .filter(|&&u| u > 0)
            .map(|&u| serenity::UserId::new(u as u64));
        let mut msg = CreateMessage::new()
            .content(&m.content)
            .components(components(&m.rows))
            .allowed_mentions(serenity::CreateAllowedMentions::new().users(users));
        let file = match view {
            Some(view) => picture(self.data, view, m.picture).await,
            None => None,
        };
        if let Some(file) = file {
            msg = msg.add_file(file);
        }
        self.send(channel, msg).await
    }
}

/// Edits a message of the bot's in place (repeatable).
/// Shows `m` in place of the game's undo vote message.
async fn edit_vote(
    http: &serenity::Http,
    data: &Data,
    game: i64,
    channel: ChannelId,
    m: &Message,
) -> Tried {
    let vote = match data.service.undo_vote_message(game).await {
        Ok(Some(m)) => MessageId::new(m as u64),
        Ok(None) => return Tried::Done(Outcome::Skipped, Live::Keep),
        Err(_) => return Tried::Again(Duration::from_secs(5)),
    };
    match edit(http, channel, vote, m, None).await {
        Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, Live::Keep),
        Err(e) if classify(&e) == Failure::Gone => Tried::Done(Outcome::Skipped, Live::Keep),
        Err(e) => failed(&e, "show an undo vote", game),
    }
}

async fn edit(
    http: &serenity::Http,
    channel: ChannelId,
    message: MessageId,
    m: &Message,
    file: Option<CreateAttachment>,
) -> Result<(), serenity::Error> {
    let attachments = match file {
        Some(f) => EditAttachments::new().add(f),
        None => EditAttachments::new(),
    };
    let edit = EditMessage::new()
        .content(&m.content)
        .components(components(&m.rows))
        .attachments(attachments);
    channel.edit_message(http, message, edit).await?;
    Ok(())
}

fn posted(r: Result<MessageId, PostError>, what: &str, game: i64, live: bool) -> Tried {
    match r {
        Ok(id) => Tried::Done(
            Outcome::Delivered {
                message_id: Some(id.get() as i64),
            },
            if live {
                Live::Set(id.get() as i64)
            } else {
                Live::Keep
            },
        ),
        Err(PostError::Discord(e)) => failed(&e, what, game),
        Err(PostError::Store) => Tried::Again(Duration::from_secs(5)),
    }
}

/// How a person is told of their turns (a mention if that cannot be read).
async fn notice_of(data: &Data, guild: i64, user: i64) -> (TurnNotice, bool) {
    match data.service.turn_notice(guild, user).await {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(user, error = %e, "could not read how a person is told of turns");
            (TurnNotice::Mention, false)
        }
    }
}

/// The game as it stands, for effects drawn from its state.
async fn view_of(data: &Data, game: i64) -> Result<View, Tried> {
    data.service.view(game).await.map_err(|e| {
        tracing::warn!(game, error = %e, "could not load a game to show it");
        Tried::Again(Duration::from_secs(5))
    })
}

/// The game, if a person is to make move `move_no` (else the effect about
/// that turn is skipped: the game moved on).
async fn person_to_move(data: &Data, game: i64, move_no: i64) -> Result<View, Tried> {
    let view = view_of(data, game).await?;
    match &view.state {
        ViewState::Turn(t) if t.move_no == move_no && t.computer.is_none() => Ok(view),
        _ => Err(Tried::Done(Outcome::Skipped, Live::Keep)),
    }
}

/// One try at showing one effect. Only what is drawn from the game's state
/// loads (and replays) the game.
async fn deliver(data: &Data, game: i64, next: &NextEffect, effect: &Effect) -> Tried {
    let (id, live) = (next.id, next.live_message_id);
    let http = &*data.http;
    let channel = match data.service.channel_of(game).await {
        Ok(c) => ChannelId::new(c as u64),
        Err(e) => {
            tracing::warn!(game, error = %e, "could not find a game's channel");
            return Tried::Again(Duration::from_secs(5));
        }
    };
    let post = Post {
        data,
        game,
        effect: id,
        sent_before: next.sent_before,
    };
    let text = |content: String| Message {
        content: ui::clip(&ui::shown(&content), ui::MAX_CONTENT),
        rows: Vec::new(),
        picture: None,
    };
    match effect {
        Effect::Lobby => {
            let view = &match view_of(data, game).await {
                Ok(v) => v,
                Err(t) => return t,
            };
            if !matches!(view.state, ViewState::Lobby { .. }) {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            }
            let m = ui::lobby_message(view, view.options.lang);
            let r = post.create(channel, Some(view), &m, &[]).await;
            posted(r, "post the lobby", game, true)
        }
        Effect::CloseLive { text: said } => {
            let Some(live) = live.map(|m| MessageId::new(m as u64)) else {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            };
            match edit(http, channel, live, &text(said.clone()), None).await {
                Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, Live::Clear),
                // The message was deleted: nothing carries the controls now.
                Err(e) if classify(&e) == Failure::Gone => {
                    Tried::Done(Outcome::Skipped, Live::Clear)
                }
                Err(e) => failed(&e, "close the turn message", game),
            }
        }
        Effect::RefreshLive { move_no } => {
            let view = &match view_of(data, game).await {
                Ok(v) => v,
                Err(t) => return t,
            };
            let current = matches!(&view.state, ViewState::Turn(t) if t.move_no == *move_no);
            let Some(live) = live.filter(|_| current).map(|m| MessageId::new(m as u64)) else {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            };
            let m = ui::turn_message(view, TurnUi::default(), view.options.lang);
            let file = picture(data, view, m.picture).await;
            match edit(http, channel, live, &m, file).await {
                Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, Live::Keep),
                Err(e) if classify(&e) == Failure::Gone => {
                    Tried::Done(Outcome::Skipped, Live::Clear)
                }
                Err(e) => failed(&e, "show the follower step", game),
            }
        }
        Effect::News { lines } => {
            let r = post
                .create(channel, None, &text(lines.join("\n")), &[])
                .await;
            posted(r, "post news", game, false)
        }
        Effect::ComputerMove { lines, moves } => {
            let board = match data.service.view_after(game, *moves).await {
                Ok(v) => v,
                Err(_) => return Tried::Again(Duration::from_secs(5)),
            };
            let m = Message {
                content: ui::clip(
                    &format!("🤖 {}", ui::shown(&lines.join("\n"))),
                    ui::MAX_CONTENT,
                ),
                rows: Vec::new(),
                picture: Some(Picture::Board),
            };
            let r = post.create(channel, Some(&board), &m, &[]).await;
            posted(r, "post a computer move", game, false)
        }
        Effect::Turn { move_no, reminder } => {
            let view = &match person_to_move(data, game, *move_no).await {
                Ok(v) => v,
                Err(t) => return t,
            };
            let ViewState::Turn(t) = &view.state else {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            };
            let mut m = ui::turn_message(view, TurnUi::default(), view.options.lang);
            if *reminder {
                m.content = ui::clip(&format!("⏰ {}", m.content), ui::MAX_CONTENT);
            }
            // The player in turn, and nobody else, unless they asked to be
            // told otherwise (see `Effect::Notify`).
            let (notice, _) = notice_of(data, view.guild_id, t.user_id).await;
            let pings: &[i64] = match notice {
                TurnNotice::Mention => &[t.user_id],
                TurnNotice::Dm | TurnNotice::Quiet => &[],
            };
            let r = post.create(channel, Some(view), &m, pings).await;
            posted(r, "post the turn", game, true)
        }
        Effect::Notify { move_no, reminder } => {
            let view = &match person_to_move(data, game, *move_no).await {
                Ok(v) => v,
                Err(t) => return t,
            };
            let ViewState::Turn(t) = &view.state else {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            };
            let (notice, told) = notice_of(data, view.guild_id, t.user_id).await;
            if notice != TurnNotice::Dm {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            }
            let Some(live) = live else {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            };
            let link = ui::message_link(view.guild_id, view.channel_id, live);
            let dm = match serenity::UserId::new(t.user_id as u64)
                .create_dm_channel(http)
                .await
            {
                Ok(dm) => dm.id,
                Err(e) => return failed(&e, "open a DM", game),
            };
            let msg = CreateMessage::new()
                .content(ui::turn_dm(view, t, &link, *reminder, view.options.lang))
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            match post.send(dm, msg).await {
                Ok(m) => Tried::Done(
                    Outcome::Delivered {
                        message_id: Some(m.get() as i64),
                    },
                    Live::Keep,
                ),
                Err(PostError::Discord(e)) if classify(&e) == Failure::DmClosed => {
                    // A mention in the channel instead; why, the first time.
                    let said = ui::dm_fallback(t, &link, *reminder, !told, view.options.lang);
                    let m = text(said);
                    let r = post.create(channel, None, &m, &[t.user_id]).await;
                    if r.is_ok()
                        && !told
                        && let Err(e) = data
                            .service
                            .note_dm_closed_told(view.guild_id, t.user_id)
                            .await
                    {
                        tracing::warn!(game, error = %e, "could not note a closed DM");
                    }
                    posted(r, "mention a player whose DMs are closed", game, false)
                }
                r => posted(r, "tell a player of their turn in a DM", game, false),
            }
        }
        Effect::UndoVote { moves } => {
            let vote = match data.service.undo_vote(game, *moves).await {
                Ok(Some(v)) => v,
                Ok(None) => return Tried::Done(Outcome::Skipped, Live::Keep),
                Err(_) => return Tried::Again(Duration::from_secs(5)),
            };
            let waiting: Vec<i64> = vote.voters.iter().filter(|v| !v.2).map(|v| v.0).collect();
            let m = ui::undo_vote_message(&vote, vote.lang);
            let r = post.create(channel, None, &m, &waiting).await;
            posted(r, "post an undo vote", game, false)
        }
        Effect::UndoVoteUpdate { moves } => {
            let vote = match data.service.undo_vote(game, *moves).await {
                Ok(Some(v)) => v,
                Ok(None) => return Tried::Done(Outcome::Skipped, Live::Keep),
                Err(_) => return Tried::Again(Duration::from_secs(5)),
            };
            let m = ui::undo_vote_message(&vote, vote.lang);
            edit_vote(http, data, game, channel, &m).await
        }
        Effect::UndoClosed { text: said } => {
            edit_vote(http, data, game, channel, &text(said.clone())).await
        }
        Effect::Invite { of, users } => {
            let lang = match view_of(data, game).await {
                Ok(v) => v.options.lang,
                Err(t) => return t,
            };
            let m = text(ui::invite_text(*of, game, users, lang));
            let r = post.create(channel, None, &m, users).await;
            posted(r, "invite to a rematch", game, false)
        }
        Effect::Final => {
            let view = &match view_of(data, game).await {
                Ok(v) => v,
                Err(t) => return t,
            };
            if !matches!(view.state, ViewState::Finished { .. }) {
                return Tried::Done(Outcome::Skipped, Live::Keep);
            }
            let m = ui::final_message(view, &view.rating_changes, view.options.lang);
            // The game's players (people), and nobody else.
            let players: Vec<i64> = view.seats.iter().map(|s| s.user_id).collect();
            let r = post.create(channel, Some(view), &m, &players).await;
            posted(r, "post the final scores", game, false)
        }
        Effect::Replay => {
            let lang = match view_of(data, game).await {
                Ok(v) => v.options.lang,
                Err(t) => return t,
            };
            // Never waits for the replay slot while holding a delivery
            // permit: many games ending at once would tie up every permit.
            let gif = match data.replays.gif(&data.service, game).await {
                Ok(Some(gif)) => gif,
                Ok(None) => return Tried::Busy(REPLAY_BUSY_WAIT),
                Err(e) => {
                    tracing::warn!(game, error = %e, "no replay to post");
                    return Tried::Done(Outcome::Skipped, Live::Keep);
                }
            };
            let msg = CreateMessage::new()
                .content(crate::i18n::t(lang, "replay-whole-game", &[]))
                .add_file(CreateAttachment::bytes(
                    gif,
                    format!("carcassonne-{game}.gif"),
                ));
            posted(
                post.send(channel, msg).await,
                "post the replay",
                game,
                false,
            )
        }
    }
}
