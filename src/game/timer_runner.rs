//! The timer runner: reminders, time-outs, computer players' turns, and
//! lobbies and undo votes whose time is up, fired when they fall due. The
//! bot's background loop and the simulation run this same runner, so what
//! the simulation sees is what the bot decides: which games are left to
//! another process that holds their timers (and for how long), which are
//! being fired here already, and how long a game whose timer fails waits
//! before it is tried again. The bot adds only what a process needs: tasks,
//! a few at once, and sleeping until the next look.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use super::leases::Lease;
use super::{Notice, Service, ServiceError};
use crate::store::Due;
use crate::store::Work;

/// The longest wait between two looks at the timers.
pub const MAX_SLEEP: Duration = Duration::from_secs(5);
/// How long a game whose due timer had nothing to fire waits before its
/// timers are looked at again.
pub const COOL_DOWN: Duration = Duration::from_secs(5);
/// The longest wait of a game whose timer keeps failing.
pub const MAX_RETRY_PAUSE: Duration = Duration::from_secs(30 * 60);
/// How soon to look again while a due game is still being fired here.
const BUSY_LOOK: Duration = Duration::from_millis(250);
/// The shortest wait between two looks.
const MIN_SLEEP: Duration = Duration::from_millis(20);

/// How long a game waits before its timers are tried again after
/// `failures` failures in a row: five seconds, doubling, at most
/// [`MAX_RETRY_PAUSE`].
pub fn retry_pause(failures: u32) -> Duration {
    (COOL_DOWN * 2u32.saturating_pow(failures.min(16))).min(MAX_RETRY_PAUSE)
}

/// Fires due timers. Cheap to clone: clones share what they know.
#[derive(Clone)]
pub struct TimerRunner {
    service: Service,
    state: Arc<Mutex<State>>,
}

#[derive(Default)]
struct State {
    /// Games whose timers are being fired here, or resting after.
    busy: HashSet<i64>,
    failures: Failures,
    /// Games whose timers another process has claimed, and until when
    /// (the service's clock, in milliseconds): left alone until then.
    elsewhere: HashMap<i64, i64>,
}

/// Failures in a row of each game's timers: each failure waits longer.
#[derive(Default)]
struct Failures(HashMap<i64, u32>);

impl Failures {
    fn clear(&mut self, game: i64) {
        self.0.remove(&game);
    }

    /// Counts one more failure; how many in a row, and how long the game
    /// waits now.
    fn note(&mut self, game: i64) -> (u32, Duration) {
        let n = self.0.entry(game).or_default();
        *n += 1;
        (*n, retry_pause(*n))
    }
}

/// One look at the timers: each due game's timer, claimed by this process.
pub struct Look {
    pub jobs: Vec<TimerJob>,
    /// A due game was left because it is being fired here already.
    pub waiting_on_busy: bool,
}

/// A due timer whose game this process has claimed: fire it with
/// [`TimerRunner::fire`], then say [`TimerRunner::done`].
pub struct TimerJob {
    due: Due,
    lease: Lease,
}

impl TimerJob {
    pub fn game_id(&self) -> i64 {
        self.due.game_id
    }
}

/// What firing a timer came to.
#[derive(Debug)]
pub enum Fired {
    /// It fired: the game has news to deliver.
    Fired(Box<Notice>),
    /// Nothing to fire: it fired elsewhere, or the turn moved on.
    Nothing,
    /// It failed; the game waits longer with each failure in a row.
    Failed(ServiceError),
}

impl TimerRunner {
    pub fn new(service: Service) -> TimerRunner {
        TimerRunner {
            service,
            state: Arc::default(),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The due timers, each game claimed for this process: a game being
    /// fired here already is left (and said), and a game another process
    /// holds is left until its claim runs out.
    pub async fn look(&self) -> Result<Look, ServiceError> {
        let now = self.service.now_ms();
        self.state().elsewhere.retain(|_, until| *until > now);
        let mut look = Look {
            jobs: Vec::new(),
            waiting_on_busy: false,
        };
        for due in self.service.due_timers().await? {
            let game = due.game_id;
            {
                let mut state = self.state();
                if state.elsewhere.contains_key(&game) {
                    continue;
                }
                if !state.busy.insert(game) {
                    look.waiting_on_busy = true;
                    continue;
                }
            }
            match self.service.claim(game, Work::Timers).await {
                Ok(Ok(lease)) => look.jobs.push(TimerJob { due, lease }),
                Ok(Err(left_ms)) => {
                    tracing::debug!(game, "another process holds this game's timers");
                    let mut state = self.state();
                    state
                        .elsewhere
                        .insert(game, now + left_ms.clamp(50, 60_000));
                    state.busy.remove(&game);
                }
                Err(e) => {
                    tracing::warn!(game, error = %e, "could not claim a game's timers");
                    self.state().busy.remove(&game);
                }
            }
        }
        Ok(look)
    }

    /// Fires a job's timer and gives up its claim (before the game's
    /// timers are looked at again).
    pub async fn fire(&self, job: TimerJob) -> Fired {
        let fired = self.service.fire(job.due).await;
        job.lease.release().await;
        match fired {
            Ok(Some(notice)) => {
                self.state().failures.clear(job.due.game_id);
                Fired::Fired(Box::new(notice))
            }
            Ok(None) => {
                self.state().failures.clear(job.due.game_id);
                Fired::Nothing
            }
            Err(e) => Fired::Failed(e),
        }
    }

    /// How long `game` rests after `fired` before its timers are looked at
    /// again: not at all after a fire, [`COOL_DOWN`] when nothing fired,
    /// and after a failure, longer with each failure in a row.
    pub fn rest(&self, game: i64, fired: &Fired) -> Duration {
        match fired {
            Fired::Fired(_) => Duration::ZERO,
            Fired::Nothing => COOL_DOWN,
            Fired::Failed(e) => {
                let (n, pause) = self.failed(game);
                tracing::warn!(game, error = %e, failures = n, ?pause, "a timer could not fire");
                pause
            }
        }
    }

    /// A firing that panicked counts as a failure: how long the game
    /// rests.
    pub fn panicked(&self, game: i64) -> Duration {
        self.failed(game).1
    }

    fn failed(&self, game: i64) -> (u32, Duration) {
        self.state().failures.note(game)
    }

    /// The game's timers may be looked at again.
    pub fn done(&self, game: i64) {
        self.state().busy.remove(&game);
    }

    /// How long to wait before the next look (unless told of a change):
    /// soon while a due game is being fired here, until the first claim
    /// held elsewhere runs out, else until the next timer falls due (at
    /// the start of its second), at most [`MAX_SLEEP`].
    pub async fn next_look_in(&self, look_waited_on_busy: bool) -> Duration {
        if look_waited_on_busy {
            return BUSY_LOOK;
        }
        let now = self.service.now_ms();
        let first_elsewhere = self.state().elsewhere.values().min().copied();
        let until_ms = match first_elsewhere {
            Some(until) => until - now,
            None => match self.service.next_timer_at().await {
                Ok(Some(at)) => at * 1000 - now,
                Ok(None) | Err(_) => return MAX_SLEEP,
            },
        };
        Duration::from_millis(until_ms.max(0) as u64).clamp(MIN_SLEEP, MAX_SLEEP)
    }

    /// One look, each timer fired in turn and its game done at once (no
    /// rest: the simulation's clock moves by steps, and a test's stands
    /// still). The notices of the timers that fired.
    pub async fn pass(&self) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        for job in self.look().await?.jobs {
            let game = job.game_id();
            let fired = self.fire(job).await;
            self.rest(game, &fired);
            self.done(game);
            if let Fired::Fired(notice) = fired {
                notices.push(*notice);
            }
        }
        Ok(notices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failing_timers_back_off_to_a_bound() {
        let mut failures = Failures::default();
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
