//! Delivery: the outbox into Discord. It follows the service's change
//! feed: each change this process stored sets a worker to the game's
//! outbox (no handler asks for it), and a sweep now and then, and at
//! start, picks up what waits out a backoff or was stored before the bot
//! started. Each game's effects are shown in the order they were stored,
//! once each: messages are created with a nonce
//! that Discord enforces (a retry after a lost answer finds the message
//! already made), and one tried before is looked for in its channel first,
//! since Discord forgets a nonce after a few minutes; edits are repeatable, and an effect is marked delivered
//! only after Discord took it. Failures are retried with backoff; a worker
//! that panics is logged and its game tried again later.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::ChannelId;

use super::Data;
use super::permissions;
use super::show::show_effect;
use crate::game::feed::Heard;
use crate::game::{
    Courier, Delivered, Effect, Lease, LiveMessage, NextEffect, Outcome, PauseReason, Tried, Work,
    backoff,
};

/// Games whose effects are delivered at once.
const WORKERS: usize = 64;
/// Tries after which an effect whose delivery keeps panicking is dropped.
const MAX_PANICS: i64 = 5;

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

/// How long a click on controls that lag behind waits for the game's
/// messages to catch up.
const CATCH_UP: Duration = Duration::from_secs(5);

/// How long a claim on a game's deliveries is kept after its worker ends,
/// before it is given up for another process.
const KEEP_CLAIM: Duration = Duration::from_secs(2);

impl Dispatcher {
    pub fn new() -> Dispatcher {
        Dispatcher(Arc::new(Inner {
            running: Mutex::default(),
            limit: Arc::new(tokio::sync::Semaphore::new(WORKERS)),
            kept: Mutex::default(),
            keepings: std::sync::atomic::AtomicU64::new(0),
        }))
    }

    /// Delivers as the service's change feed says, for as long as the
    /// process runs: every game this process changed, as its change
    /// commits. (Another process's changes are its own to deliver; the
    /// sweep finds what one left.) What was stored before the feed was
    /// heard (at start, or when the loop starts again after a panic), and
    /// whatever a subscriber that fell behind missed, is swept up.
    pub async fn follow(self, data: Data) {
        let mut feed = data.service.changes();
        self.resume(&data).await;
        while let Some(heard) = feed.next().await {
            match heard {
                Heard::Change(c) if c.here => {
                    if let Some(game) = c.game() {
                        self.kick(&data, game);
                    }
                }
                Heard::Change(_) => {}
                Heard::Missed => self.resume(&data).await,
            }
        }
    }

    /// Waits (at most [`CATCH_UP`]) until what waits in `game`'s outbox is
    /// out, nudging its worker first (an effect may wait out a backoff).
    pub async fn caught_up(&self, data: &Data, game: i64) {
        self.kick(data, game);
        let until = tokio::time::Instant::now() + CATCH_UP;
        while tokio::time::Instant::now() < until {
            match data.service.next_effect(game).await {
                // Waiting out a failure, or nothing left: no use waiting.
                Ok(Some((_, _, 0, _))) => {}
                _ => return,
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Makes sure a worker delivers `game`'s effects now.
    fn kick(&self, data: &Data, game: i64) {
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
                        .effect_done(
                            effect,
                            &Outcome::Failed("panicked".into()),
                            LiveMessage::Keep,
                        )
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
            // A stopping bot leaves it for its next start.
            if !data.stopping.is_stopping() {
                this.kick(&data, game);
            }
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

    /// Waits until no worker is delivering (the bot is stopping).
    pub async fn idle(&self) {
        loop {
            let busy = !self
                .0
                .running
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .0
                .is_empty();
            if !busy {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
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
    /// wait (the service's loop decides what each answer means).
    async fn deliver_all(&self, data: &Data, game: i64, current: &std::sync::atomic::AtomicI64) {
        match data
            .service
            .deliver_all(&DiscordCourier(data), game, current)
            .await
        {
            Delivered::Idle => {}
            Delivered::Later(wait) => self.later(data, game, wait),
            Delivered::TokenRefused => data.token_refused.refused(),
        }
    }
}

/// Effects shown in Discord.
struct DiscordCourier<'a>(&'a Data);

impl Courier for DiscordCourier<'_> {
    fn now_ms(&self) -> i64 {
        now_ms()
    }

    async fn show(&self, game: i64, next: &NextEffect, effect: &Effect) -> Tried {
        show_effect(self.0, game, next, effect).await
    }

    async fn unarchive(&self, game: i64) -> Result<(), String> {
        unarchive(self.0, game).await.map_err(|e| e.to_string())
    }

    async fn tell_host(&self, game: i64, reason: PauseReason) {
        tell_host(self.0, game, reason).await
    }
}

/// Opens a game's archived thread again, for its next message.
async fn unarchive(data: &Data, game: i64) -> Result<(), crate::discord::Error> {
    let channel = ChannelId::new(data.service.channel_of(game).await? as u64);
    data.rest.unarchive(channel).await?;
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
    let sent: Result<_, super::Error> = async {
        let dm = data
            .rest
            .dm_channel(serenity::UserId::new(host as u64))
            .await?;
        let card = super::cards::card(&super::ui::Message::text(text), &[], &Default::default());
        let body = super::cards::answer_body(&card, &[], false);
        Ok(data.rest.post(dm, &body, &[]).await?)
    }
    .await;
    if let Err(e) = sent {
        tracing::info!(game, error = %e, "could not DM a paused game's host (DMs closed?)");
    }
}
