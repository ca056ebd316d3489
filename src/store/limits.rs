//! Limits on abuse: a server's settings, the counts a new game is held to
//! (in the transaction that stores it), and when each person last asked
//! for something that pings everyone.

use sqlx::Row;

use super::columns::sql;
use super::{Store, StoreError};

/// A server's limits as set (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LimitSettings {
    pub lobbies_per_member: Option<i64>,
    pub ask_cooldown_minutes: Option<i64>,
    pub threads_per_hour: Option<i64>,
    pub games_per_channel: Option<i64>,
}

/// Limits a new game must keep within (`None`: none), checked in the
/// transaction that stores it, so that two games opened at once cannot
/// both slip under one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Caps {
    /// Open lobbies the host may have, the new one with them.
    pub lobbies_of_host: Option<i64>,
    /// Running games (lobbies with them) a channel and its threads may
    /// hold together, the new one with them.
    pub games_in_channel: Option<i64>,
}

/// A limit of [`Caps`] a new game would go past.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cap {
    LobbiesOfHost,
    GamesInChannel,
}

/// The first of `caps` the games stored so far go past, a new game of
/// `host` on server `guild` in `channel` (a thread's parent for a
/// thread) with them.
pub(super) async fn over_caps(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    caps: &Caps,
    (guild, host, channel): (i64, i64, i64),
) -> Result<Option<Cap>, sqlx::Error> {
    if let Some(cap) = caps.lobbies_of_host {
        let n: i64 = sqlx::query(LOBBIES_OF_HOST)
            .bind(guild)
            .bind(host)
            .fetch_one(&mut **tx)
            .await?
            .try_get(0)?;
        if n > cap {
            return Ok(Some(Cap::LobbiesOfHost));
        }
    }
    if let Some(cap) = caps.games_in_channel {
        let n: i64 = sqlx::query(GAMES_IN_CHANNEL)
            .bind(channel)
            .fetch_one(&mut **tx)
            .await?
            .try_get(0)?;
        if n > cap {
            return Ok(Some(Cap::GamesInChannel));
        }
    }
    Ok(None)
}

/// Open lobbies a member hosts on a server.
const LOBBIES_OF_HOST: &str = concat!(
    "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND host_id = $2 AND status = ",
    sql!(lobby)
);

/// Running games (lobbies with them) in a channel and its threads; a
/// tournament's tables are the event's, and not counted: one round would
/// otherwise fill a channel's cap for every member.
const GAMES_IN_CHANNEL: &str = concat!(
    "SELECT (SELECT COUNT(*) FROM games g WHERE g.channel_id = $1 AND g.status IN ",
    sql!(running),
    " AND NOT EXISTS (SELECT 1 FROM tournament_games t WHERE t.game_id = g.id))
          + (SELECT COUNT(*) FROM games g WHERE g.parent_id = $1 AND g.status IN ",
    sql!(running),
    " AND NOT EXISTS (SELECT 1 FROM tournament_games t WHERE t.game_id = g.id))"
);

impl Store {
    /// A server's limits as set.
    pub async fn limits(&self, guild_id: i64) -> Result<LimitSettings, StoreError> {
        crate::metrics::timed("limits", async move {
            let row = sqlx::query(
                "SELECT lobbies_per_member, ask_cooldown_minutes, threads_per_hour, games_per_channel FROM guild_limits WHERE guild_id = $1",
            )
            .bind(guild_id)
            .fetch_optional(&self.pool)
            .await?;
            Ok(match row {
                Some(r) => LimitSettings {
                    lobbies_per_member: r.try_get(0)?,
                    ask_cooldown_minutes: r.try_get(1)?,
                    threads_per_hour: r.try_get(2)?,
                    games_per_channel: r.try_get(3)?,
                },
                None => LimitSettings::default(),
            })
        })
        .await
    }

    /// Sets the limits given (`None` leaves one as it is).
    pub async fn set_limits(&self, guild_id: i64, l: LimitSettings) -> Result<(), StoreError> {
        crate::metrics::timed("set_limits", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            write_limits(&mut tx, guild_id, &l).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// When `user_id` last asked for `kind` on a server (seconds since
    /// the epoch).
    pub async fn last_ask(
        &self,
        guild_id: i64,
        user_id: i64,
        kind: &str,
    ) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("last_ask", async move {
            let row = sqlx::query(
                "SELECT at FROM asks WHERE guild_id = $1 AND user_id = $2 AND kind = $3",
            )
            .bind(guild_id)
            .bind(user_id)
            .bind(kind)
            .fetch_optional(&self.pool)
            .await?;
            Ok(match row {
                Some(r) => Some(r.try_get(0)?),
                None => None,
            })
        })
        .await
    }

    /// Notes that `user_id` asked for `kind` at `now`.
    pub async fn note_ask(
        &self,
        guild_id: i64,
        user_id: i64,
        kind: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        crate::metrics::timed("note_ask", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "INSERT INTO asks (guild_id, user_id, kind, at) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (guild_id, user_id, kind) DO UPDATE SET at = excluded.at",
            )
            .bind(guild_id)
            .bind(user_id)
            .bind(kind)
            .bind(now)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Threads the bot opened on a server since `since`, and when the
    /// first of them was.
    pub async fn threads_opened_since(
        &self,
        guild_id: i64,
        since: i64,
    ) -> Result<(i64, Option<i64>), StoreError> {
        crate::metrics::timed("threads_opened_since", async move {
            let row = sqlx::query(
                "SELECT COUNT(*), MIN(at) FROM threads_opened WHERE guild_id = $1 AND at > $2",
            )
            .bind(guild_id)
            .bind(since)
            .fetch_one(&self.pool)
            .await?;
            Ok((row.try_get(0)?, row.try_get(1)?))
        })
        .await
    }

    /// Notes a thread the bot opened on a server at `now`; forgets those
    /// opened over a day before.
    pub async fn note_thread(&self, guild_id: i64, now: i64) -> Result<(), StoreError> {
        crate::metrics::timed("note_thread", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query("INSERT INTO threads_opened (guild_id, at) VALUES ($1, $2)")
                .bind(guild_id)
                .bind(now)
                .execute(&self.pool)
                .await?;
            sqlx::query("DELETE FROM threads_opened WHERE guild_id = $1 AND at < $2")
                .bind(guild_id)
                .bind(now - 86_400)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }

    /// Lobbies `host_id` has open on a server.
    pub async fn open_lobbies_of(&self, guild_id: i64, host_id: i64) -> Result<i64, StoreError> {
        crate::metrics::timed("open_lobbies_of", async move {
            let row = sqlx::query(LOBBIES_OF_HOST)
                .bind(guild_id)
                .bind(host_id)
                .fetch_one(&self.pool)
                .await?;
            Ok(row.try_get(0)?)
        })
        .await
    }

    /// Running games (lobbies with them) in a channel and its threads.
    pub async fn games_in_channel(&self, channel_id: i64) -> Result<i64, StoreError> {
        crate::metrics::timed("games_in_channel", async move {
            let row = sqlx::query(GAMES_IN_CHANNEL)
                .bind(channel_id)
                .fetch_one(&self.pool)
                .await?;
            Ok(row.try_get(0)?)
        })
        .await
    }
}

/// Stores the limits given (`None` leaves one as it is).
pub(super) async fn write_limits(
    tx: &mut sqlx::AnyConnection,
    guild_id: i64,
    l: &LimitSettings,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO guild_limits (guild_id, lobbies_per_member, ask_cooldown_minutes, threads_per_hour, games_per_channel)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (guild_id) DO UPDATE SET
            lobbies_per_member = COALESCE(excluded.lobbies_per_member, guild_limits.lobbies_per_member),
            ask_cooldown_minutes = COALESCE(excluded.ask_cooldown_minutes, guild_limits.ask_cooldown_minutes),
            threads_per_hour = COALESCE(excluded.threads_per_hour, guild_limits.threads_per_hour),
            games_per_channel = COALESCE(excluded.games_per_channel, guild_limits.games_per_channel)",
    )
    .bind(guild_id)
    .bind(l.lobbies_per_member)
    .bind(l.ask_cooldown_minutes)
    .bind(l.threads_per_hour)
    .bind(l.games_per_channel)
    .execute(&mut *tx)
    .await?;
    Ok(())
}
