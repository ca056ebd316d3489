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

/// A name for this process's claims: host, process id and a random part
/// (a restarted process is another owner, so it never mistakes its dead
/// predecessor's claims for its own).
pub(super) fn new_owner() -> Arc<str> {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    format!(
        "{host}:{}:{:08x}",
        std::process::id(),
        rand::random::<u32>()
    )
    .into()
}

/// Work on one game that this process holds; given up when dropped.
#[must_use = "the claim is given up when the lease is dropped"]
pub struct Lease {
    store: Store,
    game_id: i64,
    work: Work,
    owner: Arc<str>,
    released: bool,
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
            Claim::Taken { .. } => Ok(Ok(Lease {
                store: self.store().clone(),
                game_id,
                work,
                owner: self.owner.clone(),
                released: false,
            })),
            Claim::Held { until_ms } => Ok(Err(until_ms)),
        }
    }

    /// Extends every claim this process holds by [`CLAIM_FOR`]; returns
    /// how many it holds.
    pub async fn renew_claims(&self) -> Result<u64, ServiceError> {
        let until = now_ms() + CLAIM_FOR.as_millis() as i64;
        Ok(self.store().renew_claims(&self.owner, until).await?)
    }
}
