//! Claims with a lease on a game's background work, so that no two
//! processes ever do the same work (during a rolling restart two may look
//! after the same servers). A claim is one row per (game, kind of work),
//! taken with an upsert: the row's lock makes a second claimer wait for the
//! first one's statement, then see its claim. The owner renews its claims
//! every few seconds and deletes them when the work is done; a killed
//! process's claims lapse at their `until_ms`.

use sqlx::Row;

use super::{Store, StoreError};

/// A kind of background work on one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Work {
    /// Firing its reminders, time-outs and computer players' turns.
    Timers,
    /// Delivering its outbox to Discord.
    Deliveries,
}

impl Work {
    fn code(self) -> &'static str {
        match self {
            Work::Timers => "timers",
            Work::Deliveries => "deliveries",
        }
    }
}

/// What became of a claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Ours until then (Unix ms).
    Taken { until_ms: i64 },
    /// Another process holds it until then (Unix ms).
    Held { owner: String, until_ms: i64 },
}

impl Store {
    /// Claims `work` on `game_id` for `owner` until `until_ms`: taken if
    /// nobody holds it, if `owner` does already (the claim is extended), or
    /// if the holder's lease ran out before `now_ms`.
    pub async fn claim(
        &self,
        game_id: i64,
        work: Work,
        owner: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<Claim, StoreError> {
        let _one_writer = self.one_writer().await;
        for _ in 0..3 {
            let taken = sqlx::query(
                "INSERT INTO leases (game_id, work, owner, until_ms) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (game_id, work) DO UPDATE
                    SET owner = excluded.owner, until_ms = excluded.until_ms
                    WHERE leases.owner = excluded.owner OR leases.until_ms <= $5",
            )
            .bind(game_id)
            .bind(work.code())
            .bind(owner)
            .bind(until_ms)
            .bind(now_ms)
            .execute(&self.pool)
            .await?;
            if taken.rows_affected() == 1 {
                return Ok(Claim::Taken { until_ms });
            }
            let held =
                sqlx::query("SELECT owner, until_ms FROM leases WHERE game_id = $1 AND work = $2")
                    .bind(game_id)
                    .bind(work.code())
                    .fetch_optional(&self.pool)
                    .await?;
            // Released in between: try again.
            if let Some(row) = held {
                return Ok(Claim::Held {
                    owner: row.try_get(0)?,
                    until_ms: row.try_get(1)?,
                });
            }
        }
        Ok(Claim::Held {
            owner: String::new(),
            until_ms: now_ms,
        })
    }

    /// Takes `dead`'s claim on `work` on `game_id` over for `owner` (a
    /// process known to be gone); false if `dead` no longer holds it.
    pub async fn take_over(
        &self,
        game_id: i64,
        work: Work,
        dead: &str,
        owner: &str,
        until_ms: i64,
    ) -> Result<bool, StoreError> {
        let _one_writer = self.one_writer().await;
        let r = sqlx::query(
            "UPDATE leases SET owner = $1, until_ms = $2 WHERE game_id = $3 AND work = $4 AND owner = $5",
        )
        .bind(owner)
        .bind(until_ms)
        .bind(game_id)
        .bind(work.code())
        .bind(dead)
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Gives up `owner`'s claim on `work` on `game_id` (nothing if another
    /// process holds it now).
    pub async fn release(&self, game_id: i64, work: Work, owner: &str) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query("DELETE FROM leases WHERE game_id = $1 AND work = $2 AND owner = $3")
            .bind(game_id)
            .bind(work.code())
            .bind(owner)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Extends every claim `owner` holds to `until_ms`; returns how many.
    pub async fn renew_claims(&self, owner: &str, until_ms: i64) -> Result<u64, StoreError> {
        let _one_writer = self.one_writer().await;
        let r = sqlx::query("UPDATE leases SET until_ms = $1 WHERE owner = $2")
            .bind(until_ms)
            .bind(owner)
            .execute(&self.pool)
            .await?;
        Ok(r.rows_affected())
    }

    /// Who holds `work` on `game_id`, and until when (for tests and logs).
    pub async fn claim_of(
        &self,
        game_id: i64,
        work: Work,
    ) -> Result<Option<(String, i64)>, StoreError> {
        let row =
            sqlx::query("SELECT owner, until_ms FROM leases WHERE game_id = $1 AND work = $2")
                .bind(game_id)
                .bind(work.code())
                .fetch_optional(&self.pool)
                .await?;
        row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .transpose()
            .map_err(|e: sqlx::Error| e.into())
    }
}
