//! Claims on games' background work, held by this process: a [`Lease`] is
//! taken before a game's timers fire or its outbox is delivered, renewed
//! every [`CLAIM_RENEW_EVERY`] while this process lives, and given up when
//! the work is done (or when the lease is dropped, after a panic). Another
//! process that looks after the same servers (a rolling restart) finds it
//! held and leaves the work alone; a killed process's claims lapse after
//! [`CLAIM_FOR`], on the database's clock.

use std::sync::Arc;
use std::time::Duration;

use crate::store::{Store, Work};

/// How long a claim lasts unless renewed: how long a killed process's
/// games wait before another process takes their work over.
pub const CLAIM_FOR: Duration = Duration::from_secs(6);
/// How often a living process renews its claims.
pub const CLAIM_RENEW_EVERY: Duration = Duration::from_millis(1500);

/// This machine (and container), for the names of its claims in logs.
fn this_machine() -> String {
    std::fs::read_to_string("/etc/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into())
}

/// A name for this process's claims: machine, process id and a random
/// part (a restarted process is another owner, so it never mistakes its
/// dead predecessor's claims for its own). Nothing is ever read from the
/// name: two containers with one host name and the same process ids are
/// still two owners.
pub(crate) fn new_owner() -> Arc<str> {
    format!(
        "{}:{}:{:016x}",
        this_machine(),
        std::process::id(),
        rand::random::<u64>()
    )
    .into()
}

/// Work on one game that this process holds; given up when dropped.
#[must_use = "the claim is given up when the lease is dropped"]
pub struct Lease {
    pub(super) store: Store,
    pub(super) game_id: i64,
    pub(super) work: Work,
    pub(super) owner: Arc<str>,
    pub(super) released: bool,
    /// When this process took or extended the claim.
    pub(super) claimed_at: std::time::Instant,
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
