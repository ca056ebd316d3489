//! A server's settings and each person's turn notices.

use sqlx::Row;

use super::columns::{OptionColumns, OptionValues};
use super::model::{GameOptions, TurnNotice};
use super::{Store, StoreError};
use crate::i18n::Lang;

/// A server's defaults for new games.
#[derive(Clone, Debug, PartialEq)]
pub struct GuildSettings {
    pub guild_id: i64,
    /// The options of new games (their language is [`Self::lang`]).
    pub options: GameOptions,
    pub use_threads: bool,
    /// The language of new games (`None`: the server's Discord language).
    pub lang: Option<Lang>,
}

impl Store {
    /// Hours a lobby of a server stays open unless started (`None`: never
    /// set).
    pub async fn lobby_hours(&self, guild_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("lobby_hours", async move {
            let row = sqlx::query("SELECT lobby_hours FROM guild_settings WHERE guild_id = $1")
                .bind(guild_id)
                .fetch_optional(&self.pool)
                .await?;
            Ok(match row {
                Some(r) => r.try_get("lobby_hours")?,
                None => None,
            })
        })
        .await
    }

    /// Sets how long a server's lobbies stay open (its settings must be
    /// stored already); false if they are not.
    pub async fn set_lobby_hours(&self, guild_id: i64, hours: i64) -> Result<bool, StoreError> {
        crate::metrics::timed("set_lobby_hours", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let set = write_lobby_hours(&mut tx, guild_id, hours).await?;
            tx.commit().await?;
            Ok(set)
        })
        .await
    }

    /// A server's defaults, if it has set any.
    pub async fn guild_settings(&self, guild_id: i64) -> Result<Option<GuildSettings>, StoreError> {
        crate::metrics::timed("guild_settings", async move {
            let row = sqlx::query("SELECT * FROM guild_settings WHERE guild_id = $1")
                .bind(guild_id)
                .fetch_optional(&self.pool)
                .await?;
            let Some(r) = row else { return Ok(None) };
            let lang: Option<String> = r.try_get("lang")?;
            let stand_in: Option<String> = r.try_get("stand_in")?;
            let columns = OptionColumns {
                rules: &r.try_get::<String, _>("rules")?,
                max_seats: r.try_get("max_seats")?,
                turn_seconds: r.try_get("turn_seconds")?,
                reminder_seconds: r.try_get("reminder_seconds")?,
                timeout_action: &r.try_get::<String, _>("timeout_action")?,
                forfeit_after: r.try_get("forfeit_after")?,
                lang: None,
                expansions: &r.try_get::<String, _>("expansions")?,
                stand_in: stand_in.as_deref(),
                bank: [
                    r.try_get("bank_seconds")?,
                    r.try_get("bank_increment")?,
                    r.try_get("bank_cap")?,
                ],
            };
            // Unreadable defaults (written by a newer version) are the
            // defaults' defaults, said in the log.
            let options = columns.options().unwrap_or_else(|e| {
                tracing::warn!(guild = guild_id, error = %e, "server defaults unreadable");
                GameOptions::default()
            });
            Ok(Some(GuildSettings {
                guild_id: r.try_get("guild_id")?,
                options,
                use_threads: r.try_get::<i64, _>("use_threads")? != 0,
                lang: lang.as_deref().and_then(Lang::from_code),
            }))
        })
        .await
    }

    pub async fn set_guild_settings(&self, g: &GuildSettings) -> Result<(), StoreError> {
        crate::metrics::timed("set_guild_settings", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            write_guild_settings(&mut tx, g).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// A server's configuration, in one transaction: its defaults, then
    /// (those being stored) its lobby hours, its limits and its seasons.
    pub async fn configure(&self, c: &GuildConfig) -> Result<(), StoreError> {
        crate::metrics::timed("configure", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let guild = c.settings.guild_id;
            write_guild_settings(&mut tx, &c.settings).await?;
            if let Some(hours) = c.lobby_hours {
                write_lobby_hours(&mut tx, guild, hours).await?;
            }
            super::limits::write_limits(&mut tx, guild, &c.limits).await?;
            let (period, channel) = c.seasons;
            super::seasons::write_seasons(&mut tx, guild, period, channel, c.now).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// How a person is told of their turns on a server (`None`: never set)
    /// and whether they were told that their DMs are closed.
    pub async fn turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Option<(TurnNotice, bool)>, StoreError> {
        crate::metrics::timed("turn_notice", async move {
            let row = sqlx::query(
                "SELECT how, dm_closed_told FROM turn_notices WHERE guild_id = $1 AND user_id = $2",
            )
            .bind(guild_id)
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
            Ok(match row {
                Some(r) => Some((
                    TurnNotice::from_column(&r.try_get::<String, _>("how")?),
                    r.try_get::<i64, _>("dm_closed_told")? != 0,
                )),
                None => None,
            })
        })
        .await
    }

    /// Sets how a person is told of their turns on a server (they will be
    /// told again if their DMs turn out to be closed).
    pub async fn set_turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
        how: TurnNotice,
    ) -> Result<(), StoreError> {
        crate::metrics::timed("set_turn_notice", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "INSERT INTO turn_notices (guild_id, user_id, how) VALUES ($1, $2, $3)
             ON CONFLICT (guild_id, user_id) DO UPDATE SET how = excluded.how, dm_closed_told = 0",
            )
            .bind(guild_id)
            .bind(user_id)
            .bind(how.column())
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Notes that a person was told their DMs are closed; `true` only the
    /// first time (so that they are told once).
    pub async fn note_dm_closed_told(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("note_dm_closed_told", async move {
            let _one_writer = self.one_writer().await;
            let done = sqlx::query(
                "UPDATE turn_notices SET dm_closed_told = 1
             WHERE guild_id = $1 AND user_id = $2 AND dm_closed_told = 0",
            )
            .bind(guild_id)
            .bind(user_id)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }
}

/// Stores a server's defaults.
async fn write_guild_settings(
    tx: &mut sqlx::AnyConnection,
    g: &GuildSettings,
) -> Result<(), StoreError> {
    let v = OptionValues::of(&g.options);
    sqlx::query(
            "INSERT INTO guild_settings (guild_id, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, use_threads, lang, expansions, stand_in, bank_seconds, bank_increment, bank_cap)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
             ON CONFLICT (guild_id) DO UPDATE SET rules = excluded.rules, max_seats = excluded.max_seats, expansions = excluded.expansions,
                turn_seconds = excluded.turn_seconds, reminder_seconds = excluded.reminder_seconds,
                timeout_action = excluded.timeout_action, forfeit_after = excluded.forfeit_after,
                use_threads = excluded.use_threads, lang = COALESCE(excluded.lang, guild_settings.lang),
                stand_in = excluded.stand_in, bank_seconds = excluded.bank_seconds,
                bank_increment = excluded.bank_increment, bank_cap = excluded.bank_cap",
        )
        .bind(g.guild_id)
        .bind(v.rules)
        .bind(v.max_seats)
        .bind(v.turn_seconds)
        .bind(v.reminder_seconds)
        .bind(v.timeout_action)
        .bind(v.forfeit_after)
        .bind(i64::from(g.use_threads))
        .bind(g.lang.map(Lang::code))
        .bind(v.expansions)
        .bind(v.stand_in)
        .bind(v.bank[0])
        .bind(v.bank[1])
        .bind(v.bank[2])
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Stores how long a server's lobbies stay open; false if the server has
/// no defaults stored to hold it.
async fn write_lobby_hours(
    tx: &mut sqlx::AnyConnection,
    guild_id: i64,
    hours: i64,
) -> Result<bool, StoreError> {
    let r = sqlx::query("UPDATE guild_settings SET lobby_hours = $1 WHERE guild_id = $2")
        .bind(hours)
        .bind(guild_id)
        .execute(&mut *tx)
        .await?;
    Ok(r.rows_affected() == 1)
}

/// A server's configuration, stored at once by [`Store::configure`]
/// (`None`: left as it is).
#[derive(Clone, Debug)]
pub struct GuildConfig {
    pub settings: GuildSettings,
    pub lobby_hours: Option<i64>,
    pub limits: super::LimitSettings,
    /// As [`Store::set_seasons`] takes them.
    pub seasons: (Option<Option<super::Period>>, Option<Option<i64>>),
    pub now: i64,
}

impl Store {
    /// The secret called `name`, made by `make` the first time it is
    /// asked for and kept: every process asking gets the same one (the
    /// first stored wins a race).
    pub async fn secret(
        &self,
        name: &str,
        make: impl FnOnce() -> String,
    ) -> Result<String, StoreError> {
        let kept: Option<String> = sqlx::query_scalar("SELECT value FROM secrets WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        if let Some(value) = kept {
            return Ok(value);
        }
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(make())
        .execute(&self.pool)
        .await?;
        Ok(
            sqlx::query_scalar("SELECT value FROM secrets WHERE name = $1")
                .bind(name)
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// Replaces the secret `name` with `value` (made where there was none).
    pub async fn replace_secret(&self, name: &str, value: &str) -> Result<(), StoreError> {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "INSERT INTO secrets (name, value) VALUES ($1, $2)
             ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        )
        .bind(name)
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
