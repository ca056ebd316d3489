//! Claims on games' background work, taken and renewed by this process (see
//! [`Lease`]).

use crate::game::error::ServiceError;
use crate::game::leases::{CLAIM_FOR, Lease};
use crate::store::{Claim, Shards, Work};

use super::Service;

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
    /// `Err(left_ms)` while another process holds it (for that long yet,
    /// on the database's clock). A claim is only ever taken once it has
    /// lapsed: a process killed a moment ago keeps its games' work for up
    /// to [`CLAIM_FOR`], since no guess about another process's liveness
    /// is safe (containers share host names and process ids).
    pub async fn claim(
        &self,
        game_id: i64,
        work: Work,
    ) -> Result<Result<Lease, i64>, ServiceError> {
        let for_ms = CLAIM_FOR.as_millis() as i64;
        match self
            .store()
            .claim(game_id, work, &self.owner, for_ms)
            .await?
        {
            Claim::Taken { .. } => Ok(Ok(self.lease(game_id, work))),
            Claim::Held { left_ms, .. } => Ok(Err(left_ms.max(0))),
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

    /// Gives up every claim this process holds, for another process to
    /// take at once (this one is stopping); returns how many.
    pub async fn release_claims(&self) -> Result<u64, ServiceError> {
        Ok(self.store().release_all(&self.owner).await?)
    }

    /// How long this process waits before its shards identify with
    /// Discord's gateway, for a turn of `length` (its shards and the
    /// spacing after each): the turn reserved for it after every other
    /// process of the deployment, on the database's clock (Discord takes
    /// at most `max_concurrency` identifies in 5 s for the whole bot:
    /// `events/gateway.mdx`, "Session Start Limit").
    pub async fn identify_turn(
        &self,
        length: std::time::Duration,
    ) -> Result<std::time::Duration, ServiceError> {
        let for_ms = length.as_millis() as i64;
        let wait = self.store().identify_turn(for_ms).await?;
        Ok(std::time::Duration::from_millis(wait as u64))
    }

    /// Extends every claim this process holds by [`CLAIM_FOR`]; returns
    /// how many it holds.
    pub async fn renew_claims(&self) -> Result<u64, ServiceError> {
        let for_ms = CLAIM_FOR.as_millis() as i64;
        Ok(self.store().renew_claims(&self.owner, for_ms).await?)
    }
}
