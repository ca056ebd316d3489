//! Background work: reminders, time-outs and computer players' turns, each
//! fired when it falls due, each game's in a task of its own (a few at
//! once), so that one slow game (a computer thinking hard) never holds up
//! another's reminder. A task that panics is logged, and its game is tried
//! again a little later.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::Data;
use super::delivery::now_ms;
use crate::game::{CLAIM_RENEW_EVERY, Service, Work};

/// Timers fired at once (each holds a database connection for a moment,
/// or a computer player's search).
const AT_ONCE: usize = 8;
/// The longest sleep between two looks at the timers.
const MAX_SLEEP: Duration = Duration::from_secs(5);
/// How long a game whose due timer had nothing to fire waits before its
/// timers are looked at again.
const COOL_DOWN: Duration = Duration::from_secs(5);
/// How long the timers wait after being told of a change before they look,
/// so that the changes of a busy moment cost one look.
const COALESCE: Duration = Duration::from_millis(50);
/// How often left-over deliveries (waiting out a backoff) are looked for.
const SWEEP: Duration = Duration::from_secs(10);

/// The longest pause before a panicked loop starts again, and before a
/// game whose timer keeps failing is tried again.
const MAX_RETRY_PAUSE: Duration = Duration::from_secs(30 * 60);

/// Runs the loop that `make` starts, in a task of its own, for as long as
/// the process runs: after a panic it is logged and started again, after a
/// pause that doubles with each panic in a row (half a second to a minute).
/// A loop that returns is done.
pub fn supervise<F, Fut>(name: &'static str, make: F) -> tokio::task::JoinHandle<()>
where
    F: Fn() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    tokio::spawn(async move {
        let mut pause = Duration::from_millis(500);
        loop {
            let started = tokio::time::Instant::now();
            match tokio::spawn(make()).await {
                Ok(()) => return,
                Err(e) if e.is_panic() => {
                    tracing::error!(task = name, error = %e, ?pause, "a background loop panicked; starting it again");
                }
                Err(_) => return,
            }
            if started.elapsed() > Duration::from_secs(60) {
                pause = Duration::from_millis(500);
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_secs(60));
        }
    })
}

/// How long a game waits before its timers are tried again after
/// `failures` failures in a row: five seconds, doubling, at most
/// [`MAX_RETRY_PAUSE`].
fn retry_pause(failures: u32) -> Duration {
    (COOL_DOWN * 2u32.saturating_pow(failures.min(16))).min(MAX_RETRY_PAUSE)
}

/// Failures in a row of each game's timers: each failure waits longer.
#[derive(Clone, Default)]
struct Failures(Arc<Mutex<HashMap<i64, u32>>>);

impl Failures {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, u32>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn clear(&self, game: i64) {
        self.lock().remove(&game);
    }

    /// Counts one more failure; how long the game waits now.
    fn note(&self, game: i64) -> (u32, Duration) {
        let mut map = self.lock();
        let n = map.entry(game).or_default();
        *n += 1;
        (*n, retry_pause(*n))
    }
}

/// Fires due timers, forever. Wakes when a timer falls due, or when
/// `data.timers_changed` is notified (a new turn set a new timer).
pub async fn run(data: Data) {
    let busy: Arc<Mutex<HashSet<i64>>> = Arc::default();
    let failures = Failures::default();
    // Games whose timers another process has claimed, and until when (a
    // rolling restart): left alone until then.
    let mut elsewhere: HashMap<i64, tokio::time::Instant> = HashMap::new();
    let slots = Arc::new(tokio::sync::Semaphore::new(AT_ONCE));
    let mut swept = tokio::time::Instant::now();
    loop {
        // A stopping bot fires no more timers (those firing finish).
        if data.stopping.is_stopping() {
            return;
        }
        let notified = data.timers_changed.notified();
        let mut waiting_on_busy = false;
        let now = tokio::time::Instant::now();
        elsewhere.retain(|_, until| *until > now);
        match data.service.due_timers().await {
            Ok(due) => {
                for d in due {
                    if elsewhere.contains_key(&d.game_id) {
                        continue;
                    }
                    if !busy
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .insert(d.game_id)
                    {
                        waiting_on_busy = true;
                        continue;
                    }
                    let lease = match data.service.claim(d.game_id, Work::Timers).await {
                        Ok(Ok(lease)) => lease,
                        Ok(Err(left_ms)) => {
                            tracing::debug!(
                                game = d.game_id,
                                "another process holds this game's timers"
                            );
                            let wait = Duration::from_millis(left_ms.clamp(50, 60_000) as u64);
                            elsewhere.insert(d.game_id, now + wait);
                            busy.lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .remove(&d.game_id);
                            continue;
                        }
                        Err(e) => {
                            tracing::warn!(game = d.game_id, error = %e, "could not claim a game's timers");
                            busy.lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .remove(&d.game_id);
                            continue;
                        }
                    };
                    let (data, busy, slots) = (data.clone(), busy.clone(), slots.clone());
                    let failures = failures.clone();
                    let under_way = data.stopping.begin();
                    tokio::spawn(async move {
                        let _under_way = under_way;
                        let job = {
                            let data = data.clone();
                            let failures = failures.clone();
                            tokio::spawn(async move {
                                let _slot = slots.acquire_owned().await;
                                let fired = data.service.fire(d).await;
                                // Given up before this game's timers are
                                // looked at again (a panic gives it up when
                                // the lease is dropped).
                                lease.release().await;
                                if fired.is_ok() {
                                    failures.clear(d.game_id);
                                }
                                match fired {
                                    Ok(Some(_)) => {
                                        data.deliver(d.game_id);
                                        data.timers_changed.notify_one();
                                    }
                                    // Nothing to fire (it fired elsewhere, or
                                    // the game cannot use it): look again later
                                    // rather than at once.
                                    Ok(None) => tokio::time::sleep(COOL_DOWN).await,
                                    Err(e) => {
                                        let (n, pause) = failures.note(d.game_id);
                                        tracing::warn!(game = d.game_id, error = %e, failures = n, ?pause, "a timer could not fire");
                                        tokio::time::sleep(pause).await;
                                    }
                                }
                            })
                        };
                        if let Err(e) = job.await {
                            let (n, pause) = failures.note(d.game_id);
                            tracing::error!(game = d.game_id, error = %e, failures = n, ?pause, "a timer panicked; trying again later");
                            tokio::time::sleep(pause).await;
                        }
                        busy.lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .remove(&d.game_id);
                    });
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not look for due timers"),
        }
        if swept.elapsed() >= SWEEP {
            swept = tokio::time::Instant::now();
            data.resume_deliveries().await;
        }
        let sleep = if waiting_on_busy {
            Duration::from_millis(250)
        } else if let Some(first) = elsewhere.values().min() {
            first
                .saturating_duration_since(tokio::time::Instant::now())
                .clamp(Duration::from_millis(20), MAX_SLEEP)
        } else {
            match data.service.next_timer_at().await {
                // Timers are whole seconds: wake at the start of that second.
                Ok(Some(at)) => {
                    let ms = (at * 1000 - now_ms()).max(0) as u64;
                    Duration::from_millis(ms.max(20)).min(MAX_SLEEP)
                }
                Ok(None) => MAX_SLEEP,
                Err(_) => MAX_SLEEP,
            }
        };
        tokio::select! {
            _ = tokio::time::sleep(sleep) => {}
            // Every stored action notifies: those of the next moment are
            // looked at together (at most one look per COALESCE).
            _ = notified => tokio::time::sleep(COALESCE).await,
        }
    }
}

/// Renews this process's claims on games' work, forever (they lapse a few
/// seconds after the process dies).
pub async fn renew_claims(service: Service) {
    let mut every = tokio::time::interval(CLAIM_RENEW_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        if let Err(e) = service.renew_claims().await {
            tracing::warn!(error = %e, "could not renew this process's claims on games' work");
        }
    }
}

/// How often the health line is logged.
const HEALTH_EVERY: Duration = Duration::from_secs(300);

/// How often what is past the retention period is pruned.
const PRUNE_EVERY: Duration = Duration::from_secs(6 * 3600);

/// Prunes what is older than `keep_for` (see [`Service::prune`]) a minute
/// after start-up, then every few hours.
pub async fn prune(service: Service, keep_for: Duration) {
    tokio::time::sleep(Duration::from_secs(60)).await;
    loop {
        match service.prune(keep_for).await {
            Ok(p) => tracing::info!(
                effects = p.effects,
                claims = p.leases,
                votes = p.votes,
                days = keep_for.as_secs() / 86_400,
                "pruned what is past the retention period"
            ),
            Err(e) => tracing::warn!(error = %e, "could not prune old rows"),
        }
        tokio::time::sleep(PRUNE_EVERY).await;
    }
}

/// Logs a health line every few minutes: games running and in lobbies,
/// paused games, deliveries pending, timers due, and each shard's state.
pub async fn health(service: Service, shards: Arc<serenity::ShardManager>) {
    let mut every = tokio::time::interval(HEALTH_EVERY);
    every.tick().await;
    loop {
        every.tick().await;
        let shard_states: Vec<String> = shards
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, r)| match r.latency {
                Some(l) => format!("{}: {} ({} ms)", id.0, r.stage, l.as_millis()),
                None => format!("{}: {}", id.0, r.stage),
            })
            .collect();
        match service.health().await {
            Ok(h) => tracing::info!(
                target: "health",
                running = h.running,
                lobbies = h.lobbies,
                paused = h.paused,
                deliveries_pending = h.pending,
                timers_due = h.due,
                claims = h.claimed,
                servers = %service.shards(),
                shards = %shard_states.join(", "),
                "health"
            ),
            Err(e) => {
                tracing::warn!(target: "health", error = %e, shards = %shard_states.join(", "), "health: the database did not answer")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[tokio::test]
    async fn a_panicked_loop_starts_again_and_a_finished_one_stays_done() {
        let runs = Arc::new(AtomicU32::new(0));
        let counted = runs.clone();
        let handle = supervise("test loop", move || {
            let runs = counted.clone();
            async move {
                if runs.fetch_add(1, Ordering::SeqCst) < 2 {
                    panic!("a bug in the loop");
                }
            }
        });
        handle.await.unwrap();
        assert_eq!(runs.load(Ordering::SeqCst), 3);
    }

    #[test]
    fn failing_timers_back_off_to_a_bound() {
        let failures = Failures::default();
        assert_eq!(failures.note(7), (1, Duration::from_secs(10)));
        assert_eq!(failures.note(7), (2, Duration::from_secs(20)));
        failures.clear(7);
        assert_eq!(failures.note(7), (1, Duration::from_secs(10)));
        assert_eq!(retry_pause(1), Duration::from_secs(10));
        assert!(retry_pause(4) > retry_pause(3));
        assert_eq!(retry_pause(30), MAX_RETRY_PAUSE);
        assert_eq!(retry_pause(u32::MAX), MAX_RETRY_PAUSE);
    }
}
