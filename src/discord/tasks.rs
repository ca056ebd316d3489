//! Background work: the game service's timer runner (reminders, time-outs
//! and computer players' turns, each fired when it falls due) with each
//! game's firing in a task of its own (a few at once), so that one slow
//! game (a computer thinking hard) never holds up another's reminder. A
//! task that panics is logged, and its game is tried again a little later.
//! Besides: claims renewed, old rows pruned, the health line.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::Data;
use crate::game::{CLAIM_RENEW_EVERY, Service, TimerJob, TimerRunner};
use crate::game::{Feed, Heard};

/// Timers fired at once (each holds a database connection for a moment,
/// or a computer player's search).
const AT_ONCE: usize = 8;
/// How long the timers wait after being told of a change before they look,
/// so that the changes of a busy moment cost one look.
const COALESCE: Duration = Duration::from_millis(50);
/// How often left-over deliveries (waiting out a backoff) are looked for.
const SWEEP: Duration = Duration::from_secs(10);

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

/// Fires due timers with the service's [`TimerRunner`], forever. Wakes
/// when a timer falls due, or when the service's change feed tells of a
/// change this process stored (a new turn may have set a new timer).
pub async fn run(data: Data) {
    let mut feed = data.service.changes();
    let runner = TimerRunner::new(data.service.clone());
    let slots = Arc::new(tokio::sync::Semaphore::new(AT_ONCE));
    let mut swept = tokio::time::Instant::now();
    loop {
        // A stopping bot fires no more timers (those firing finish).
        if data.stopping.is_stopping() {
            return;
        }
        let waiting_on_busy = match runner.look().await {
            Ok(look) => {
                for job in look.jobs {
                    fire(&data, &runner, &slots, job);
                }
                look.waiting_on_busy
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not look for due timers");
                false
            }
        };
        if swept.elapsed() >= SWEEP {
            swept = tokio::time::Instant::now();
            data.resume_deliveries().await;
        }
        let sleep = runner.next_look_in(waiting_on_busy).await;
        tokio::select! {
            _ = tokio::time::sleep(sleep) => {}
            // The changes of the next moment are looked at together (at
            // most one look per COALESCE).
            woke = woken(&mut feed) => {
                if !woke {
                    return;
                }
                tokio::time::sleep(COALESCE).await;
                feed.waiting();
            }
        }
    }
}

/// Waits for a change this process stored, or for changes missed; false
/// once the service is gone. (Another process's changes are its timers'.)
async fn woken(feed: &mut Feed) -> bool {
    loop {
        match feed.next().await {
            Some(Heard::Change(c)) if !c.here => {}
            Some(_) => return true,
            None => return false,
        }
    }
}

/// Fires one game's timer in a task of its own: its news delivered, then
/// the game rests as the runner says before it is looked at again.
fn fire(data: &Data, runner: &TimerRunner, slots: &Arc<tokio::sync::Semaphore>, job: TimerJob) {
    let (data, runner, slots) = (data.clone(), runner.clone(), slots.clone());
    let game = job.game_id();
    let under_way = data.stopping.begin();
    tokio::spawn(async move {
        let _under_way = under_way;
        let firing = {
            let runner = runner.clone();
            tokio::spawn(async move {
                let _slot = slots.acquire_owned().await;
                // What it stored is delivered as any change is.
                let fired = runner.fire(job).await;
                tokio::time::sleep(runner.rest(game, &fired)).await;
            })
        };
        if let Err(e) = firing.await {
            let pause = runner.panicked(game);
            tracing::error!(game, error = %e, ?pause, "a timer panicked; trying again later");
            tokio::time::sleep(pause).await;
        }
        runner.done(game);
    });
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
}
