//! Claims on games' background work, held by this process: a [`Lease`] is
//! taken before a game's timers fire or its outbox is delivered, renewed
//! every [`CLAIM_RENEW_EVERY`] while this process lives, and given up when
//! the work is done (or when the lease is dropped, after a panic). Another
//! process that looks after the same servers (a rolling restart) finds it
//! held and leaves the work alone; a killed process's claims lapse after
//! [`CLAIM_FOR`].

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::error::ServiceError;
use super::service::Service;
use super::shards::Shards;
use crate::store::{Claim, Store, Work};

/// How long a claim lasts unless renewed: how long a killed process's
/// games wait before another process takes their work over.
pub const CLAIM_FOR: Duration = Duration::from_secs(6);
/// How often a living process renews its claims.
pub const CLAIM_RENEW_EVERY: Duration = Duration::from_millis(1500);

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// This machine (and container): its host name and the kernel's boot id,
/// so that two machines with one name are never taken for one.
fn this_machine() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    let boot = std::fs::read_to_string("/proc/sys/kernel/random/boot_id")
        .map(|b| b.trim().chars().take(8).collect::<String>())
        .unwrap_or_default();
    format!("{host}@{boot}")
}

/// A name for this process's claims: machine, process id and a random
/// part (a restarted process is another owner, so it never mistakes its
/// dead predecessor's claims for its own).
pub(super) fn new_owner() -> Arc<str> {
    let owner: Arc<str> = format!(
        "{}:{}:{:08x}",
        this_machine(),
        std::process::id(),
        rand::random::<u32>()
    )
    .into();
    OURS.lock()
        .unwrap_or_else(|p| p.into_inner())
        .push(owner.clone());
    owner
}

/// Every owner name made in this process (a process may run more than one
/// service: the tests, `migrate-db`).
static OURS: std::sync::Mutex<Vec<Arc<str>>> = std::sync::Mutex::new(Vec::new());

/// Whether the owner of a claim is a process of this machine that is gone
/// (killed, then this process started): its claims need not lapse first.
/// A process elsewhere, or one that cannot be checked, counts as alive.
fn gone_from_here(owner: &str, me: &str) -> bool {
    let mut parts = owner.rsplitn(3, ':');
    let (Some(_), Some(pid), Some(machine)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    let Ok(pid) = pid.parse::<u32>() else {
        return false;
    };
    if owner == me || !me.starts_with(&format!("{machine}:")) || machine.ends_with('@') {
        return false;
    }
    // One process id is one process at a time: a name with our process id
    // that this process never made is a dead predecessor's (a container
    // restarted, whose process ids start again from 1).
    if pid == std::process::id() {
        return !OURS
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
            .any(|o| &**o == owner);
    }
    cfg!(target_os = "linux")
        && std::path::Path::new("/proc/self").exists()
        && !std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// Work on one game that this process holds; given up when dropped.
#[must_use = "the claim is given up when the lease is dropped"]
pub struct Lease {
    store: Store,
    game_id: i64,
    work: Work,
    owner: Arc<str>,
    released: bool,
    /// When this process took or extended the claim.
    claimed_at: std::time::Instant,
}

impl std::fmt::Debug for Lease {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lease")
            .field("game_id", &self.game_id)
            .field("work", &self.work)
            .finish()
    }
}

impl Lease {
    pub fn game_id(&self) -> i64 {
        self.game_id
    }

    /// Whether the claim surely still holds without a look at the
    /// database: taken or extended less than half a claim ago.
    pub fn is_fresh(&self) -> bool {
        self.claimed_at.elapsed() < CLAIM_FOR / 2
    }

    /// Gives the work up now.
    pub async fn release(mut self) {
        self.released = true;
        if let Err(e) = self
            .store
            .release(self.game_id, self.work, &self.owner)
            .await
        {
            tracing::warn!(game = self.game_id, error = %e, "could not give up a claim; it lapses on its own");
        }
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        if self.released {
            return;
        }
        let (store, game_id, work, owner) = (
            self.store.clone(),
            self.game_id,
            self.work,
            self.owner.clone(),
        );
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            rt.spawn(async move {
                if let Err(e) = store.release(game_id, work, &owner).await {
                    tracing::warn!(game = game_id, error = %e, "could not give up a claim; it lapses on its own");
                }
            });
        }
    }
}

impl Service {
    /// The same service, doing background work only for games in the
    /// servers on `shards`.
    pub fn with_shards(mut self, shards: Shards) -> Service {
        self.shards = shards;
        self
    }

    pub fn shards(&self) -> Shards {
        self.shards
    }

    /// This process's name on its claims.
    pub fn owner(&self) -> &str {
        &self.owner
    }

    /// Claims `work` on `game_id` for this process: `Ok(lease)`, or
    /// `Err(until_ms)` while another process holds it (Unix ms).
    pub async fn claim(
        &self,
        game_id: i64,
        work: Work,
    ) -> Result<Result<Lease, i64>, ServiceError> {
        let now = now_ms();
        let until = now + CLAIM_FOR.as_millis() as i64;
        match self
            .store()
            .claim(game_id, work, &self.owner, now, until)
            .await?
        {
            Claim::Taken { .. } => Ok(Ok(self.lease(game_id, work))),
            Claim::Held { owner, until_ms } => {
                if gone_from_here(&owner, &self.owner)
                    && self
                        .store()
                        .take_over(game_id, work, &owner, &self.owner, until)
                        .await?
                {
                    tracing::info!(game = game_id, ?work, dead = %owner, "took over the claim of a process that is gone");
                    return Ok(Ok(self.lease(game_id, work)));
                }
                Ok(Err(until_ms))
            }
        }
    }

    fn lease(&self, game_id: i64, work: Work) -> Lease {
        Lease {
            store: self.store().clone(),
            game_id,
            work,
            owner: self.owner.clone(),
            released: false,
            claimed_at: std::time::Instant::now(),
        }
    }

    /// A claim kept for a while, made sure of: as it is while fresh, else
    /// claimed again (extended if it is still this process's; a claim
    /// that lapsed and went to another process stays theirs).
    pub async fn refresh(&self, mut lease: Lease) -> Result<Result<Lease, i64>, ServiceError> {
        if lease.is_fresh() {
            return Ok(Ok(lease));
        }
        // The claim row is not given up: it is claimed again just below.
        lease.released = true;
        self.claim(lease.game_id, lease.work).await
    }

    /// Extends every claim this process holds by [`CLAIM_FOR`]; returns
    /// how many it holds.
    pub async fn renew_claims(&self) -> Result<u64, ServiceError> {
        let until = now_ms() + CLAIM_FOR.as_millis() as i64;
        Ok(self.store().renew_claims(&self.owner, until).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_gone_process_of_this_machine_loses_its_claims_at_once() {
        let me = new_owner();
        let machine = this_machine();
        assert!(me.starts_with(&format!("{machine}:")));
        // Alive: this process (under its own names), and the parent.
        let parent = std::os::unix::process::parent_id();
        assert!(!gone_from_here(
            &format!("{machine}:{parent}:00000001"),
            &me
        ));
        assert!(!gone_from_here(&me, &me));
        let other = new_owner();
        assert!(!gone_from_here(&other, &me));
        // Gone: a process id no process has.
        let free = (4_000_000..4_100_000)
            .find(|p| !std::path::Path::new(&format!("/proc/{p}")).exists())
            .unwrap();
        if cfg!(target_os = "linux") {
            assert!(gone_from_here(&format!("{machine}:{free}:00000001"), &me));
            assert!(gone_from_here(
                &format!("{machine}:{}:00000002", std::process::id()),
                &me
            ));
        }
        // Elsewhere, or unreadable: alive until the claim lapses.
        assert!(!gone_from_here(
            &format!("other@12345678:{free}:00000001"),
            &me
        ));
        assert!(!gone_from_here("nonsense", &me));
        assert!(!gone_from_here(&format!("{machine}:x:1"), &me));
    }
}
