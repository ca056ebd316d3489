//! A graceful stop. On SIGTERM (or Ctrl-C) the bot stops taking new work:
//! the gateway closes, so no click or command comes in, the timers' loop
//! ends, and nothing waits out a backoff. It then lets what is under way
//! finish, within [`STOP_GRACE`]: clicks and commands being answered,
//! timers firing (a computer player's move), a look of the tournaments'
//! or the seasons' loop (tables being opened, posts being made), and the
//! deliveries of every effect they stored. Last, it gives up its claims on games' work,
//! so that another process may take them at once, and exits 0. What was
//! not delivered by then stays in the outbox for the next start (moves are
//! stored whole or not at all, and a post tried again is found, never
//! doubled).

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a stop waits for the work under way: within Docker's default
/// ten seconds between SIGTERM and SIGKILL.
pub const STOP_GRACE: Duration = Duration::from_secs(8);

/// Whether the bot is stopping, and the work under way.
#[derive(Clone, Default)]
pub struct Stopping(Arc<Inner>);

#[derive(Default)]
struct Inner {
    stopping: AtomicBool,
    /// Clicks and timers being handled, and commands by interaction id.
    under_way: Mutex<(usize, HashSet<u64>)>,
    changed: tokio::sync::Notify,
}

/// Work under way until it is dropped.
pub struct UnderWay(Arc<Inner>);

impl Drop for UnderWay {
    fn drop(&mut self) {
        self.0.lock().0 -= 1;
        self.0.changed.notify_waiters();
    }
}

impl Inner {
    fn lock(&self) -> std::sync::MutexGuard<'_, (usize, HashSet<u64>)> {
        self.under_way.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Stopping {
    /// The bot stops taking new work.
    pub fn stop(&self) {
        self.0.stopping.store(true, Ordering::SeqCst);
        self.0.changed.notify_waiters();
    }

    pub fn is_stopping(&self) -> bool {
        self.0.stopping.load(Ordering::SeqCst)
    }

    /// A click or a timer is being handled until the guard is dropped.
    pub fn begin(&self) -> UnderWay {
        self.0.lock().0 += 1;
        UnderWay(self.0.clone())
    }

    /// A command began (it ends in [`Stopping::command_ended`], which
    /// poise reaches after the command, whatever became of it).
    pub fn command_began(&self, id: u64) {
        self.0.lock().1.insert(id);
    }

    pub fn command_ended(&self, id: u64) {
        if self.0.lock().1.remove(&id) {
            self.0.changed.notify_waiters();
        }
    }

    /// Work under way now: clicks and timers, and commands.
    pub fn under_way(&self) -> usize {
        let u = self.0.lock();
        u.0 + u.1.len()
    }

    /// Waits until nothing is under way.
    pub async fn idle(&self) {
        loop {
            let changed = self.0.changed.notified();
            if self.under_way() == 0 {
                return;
            }
            // A guard dropped between the look and the wait is not missed
            // for long.
            let _ = tokio::time::timeout(Duration::from_millis(50), changed).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_waits_for_every_click_timer_and_command_under_way() {
        let s = Stopping::default();
        assert!(!s.is_stopping());
        let click = s.begin();
        s.command_began(7);
        // A command that never began ends harmlessly.
        s.command_ended(8);
        assert_eq!(s.under_way(), 2);
        let waiting = tokio::spawn({
            let s = s.clone();
            async move { s.idle().await }
        });
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiting.is_finished());
        drop(click);
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiting.is_finished());
        s.command_ended(7);
        tokio::time::timeout(Duration::from_secs(1), waiting)
            .await
            .expect("idle once nothing is under way")
            .unwrap();
        s.stop();
        assert!(s.is_stopping());
    }
}
