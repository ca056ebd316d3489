//! Claims with a lease on a game's background work, so that no two
//! processes ever do the same work (during a rolling restart two may look
//! after the same servers). A claim is one row per (game, kind of work),
//! taken with an upsert: the row's lock makes a second claimer wait for the
//! first one's statement, then see its claim. The owner renews its claims
//! every few seconds and deletes them when the work is done; a killed
//! process's claims lapse at their `until_ms`. Expiries are written and
//! compared on the database's clock only, never a process's.

use sqlx::{AssertSqlSafe, Row};

use super::{Backend, Store, StoreError};

/// A kind of background work on one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Work {
    /// Firing its reminders, time-outs and computer players' turns.
    Timers,
    /// Delivering its outbox to Discord.
    Deliveries,
    /// A tournament's own work: opening its tables' threads and games, and
    /// making its posts (the claim's id is the tournament's, not a game's).
    Tournament,
}

impl Work {
    fn code(self) -> &'static str {
        match self {
            Work::Timers => "timers",
            Work::Deliveries => "deliveries",
            Work::Tournament => "tournament",
        }
    }
}

/// What became of a claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Ours until then (Unix ms, on the database's clock).
    Taken { until_ms: i64 },
    /// Another process holds it until then (Unix ms, on the database's
    /// clock), `left_ms` from now.
    Held {
        owner: String,
        until_ms: i64,
        left_ms: i64,
    },
}

impl Store {
    /// The database's clock, in Unix milliseconds, as SQL: every claim's
    /// expiry is written and compared on this one clock, so that processes
    /// on machines whose clocks disagree never take each other's live
    /// claims.
    pub(super) fn db_now_ms(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => {
                "CAST(ROUND((julianday('now') - 2440587.5) * 86400000.0) AS INTEGER)"
            }
            Backend::Postgres => {
                "CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)"
            }
        }
    }

    /// Claims `work` on `game_id` for `owner`, for `for_ms` from now on the
    /// database's clock: taken if nobody holds it, if `owner` does already
    /// (the claim is extended), or if the holder's claim has lapsed. A
    /// claim is never taken on a guess that its holder is dead.
    pub async fn claim(
        &self,
        game_id: i64,
        work: Work,
        owner: &str,
        for_ms: i64,
    ) -> Result<Claim, StoreError> {
        crate::metrics::timed("claim", async move {
        let _one_writer = self.one_writer().await;
        let now = self.db_now_ms();
        let take = format!(
            "INSERT INTO leases (game_id, work, owner, until_ms) VALUES ($1, $2, $3, {now} + $4)
             ON CONFLICT (game_id, work) DO UPDATE
                SET owner = excluded.owner, until_ms = excluded.until_ms
                WHERE leases.owner = excluded.owner OR leases.until_ms <= {now}
             RETURNING until_ms"
        );
        let held = format!(
            "SELECT owner, until_ms, until_ms - {now} FROM leases WHERE game_id = $1 AND work = $2"
        );
        for _ in 0..3 {
            let taken = sqlx::query(AssertSqlSafe(take.as_str()))
                .bind(game_id)
                .bind(work.code())
                .bind(owner)
                .bind(for_ms)
                .fetch_optional(&self.pool)
                .await?;
            if let Some(row) = taken {
                return Ok(Claim::Taken {
                    until_ms: row.try_get(0)?,
                });
            }
            let held = sqlx::query(AssertSqlSafe(held.as_str()))
                .bind(game_id)
                .bind(work.code())
                .fetch_optional(&self.pool)
                .await?;
            // Released in between: try again.
            if let Some(row) = held {
                return Ok(Claim::Held {
                    owner: row.try_get(0)?,
                    until_ms: row.try_get(1)?,
                    left_ms: row.try_get(2)?,
                });
            }
        }
        Ok(Claim::Held {
            owner: String::new(),
            until_ms: 0,
            left_ms: 0,
        })
    })
        .await
    }

    /// Gives up `owner`'s claim on `work` on `game_id` (nothing if another
    /// process holds it now).
    pub async fn release(&self, game_id: i64, work: Work, owner: &str) -> Result<(), StoreError> {
        crate::metrics::timed("release", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query("DELETE FROM leases WHERE game_id = $1 AND work = $2 AND owner = $3")
                .bind(game_id)
                .bind(work.code())
                .bind(owner)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }

    /// Gives up every claim `owner` holds (a process stopping); returns
    /// how many.
    pub async fn release_all(&self, owner: &str) -> Result<u64, StoreError> {
        crate::metrics::timed("release_all", async move {
            let _one_writer = self.one_writer().await;
            let done = sqlx::query("DELETE FROM leases WHERE owner = $1")
                .bind(owner)
                .execute(&self.pool)
                .await?;
            Ok(done.rows_affected())
        })
        .await
    }

    /// Extends every claim `owner` holds to `for_ms` from now (the
    /// database's clock); returns how many.
    pub async fn renew_claims(&self, owner: &str, for_ms: i64) -> Result<u64, StoreError> {
        crate::metrics::timed("renew_claims", async move {
            let _one_writer = self.one_writer().await;
            let renew = format!(
                "UPDATE leases SET until_ms = {} + $1 WHERE owner = $2",
                self.db_now_ms()
            );
            let r = sqlx::query(AssertSqlSafe(renew))
                .bind(for_ms)
                .bind(owner)
                .execute(&self.pool)
                .await?;
            Ok(r.rows_affected())
        })
        .await
    }

    /// Who holds `work` on `game_id`, and until when (for tests and logs).
    pub async fn claim_of(
        &self,
        game_id: i64,
        work: Work,
    ) -> Result<Option<(String, i64)>, StoreError> {
        crate::metrics::timed("claim_of", async move {
            let row =
                sqlx::query("SELECT owner, until_ms FROM leases WHERE game_id = $1 AND work = $2")
                    .bind(game_id)
                    .bind(work.code())
                    .fetch_optional(&self.pool)
                    .await?;
            row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
                .transpose()
                .map_err(|e: sqlx::Error| e.into())
        })
        .await
    }

    /// Reserves the next turn to identify with Discord's gateway for
    /// `for_ms` (the shards to start, each given its spacing), on the
    /// database's clock: the turn starts when the last one reserved ends,
    /// or now. How long to wait for it, in ms (0: now). One row for the
    /// whole bot, whatever its `max_concurrency`: the strictest reading.
    pub async fn identify_turn(&self, for_ms: i64) -> Result<i64, StoreError> {
        crate::metrics::timed("identify_turn", async move {
            let _one_writer = self.one_writer().await;
            let now = self.db_now_ms();
            let reserve = format!(
                "INSERT INTO identify_turns (bucket, next_ms) VALUES (0, {now} + $1)
                 ON CONFLICT (bucket) DO UPDATE
                    SET next_ms = CASE WHEN identify_turns.next_ms > {now}
                                       THEN identify_turns.next_ms ELSE {now} END + $1
                 RETURNING next_ms - $1 - {now}"
            );
            let row = sqlx::query(AssertSqlSafe(reserve))
                .bind(for_ms)
                .fetch_one(&self.pool)
                .await?;
            let wait: i64 = row.try_get(0)?;
            Ok(wait.max(0))
        })
        .await
    }
}
