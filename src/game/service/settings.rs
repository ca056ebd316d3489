//! A server's settings: how each person is told of their turns, and the
//! defaults for new games.

use crate::i18n::Lang;

use crate::engine::Expansions;
use crate::game::error::ServiceError;
use crate::game::view::{GameOptions, TurnNotice};

use super::{Service, check_options, lang_from_column, options_from_columns, timeout_columns};

impl Service {
    // ----- turn notices -----

    /// How a person is told of their turns on a server, and whether they
    /// were told already that their DMs are closed.
    pub async fn turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<(TurnNotice, bool), ServiceError> {
        Ok(match self.store.turn_notice(guild_id, user_id).await? {
            Some((how, told)) => (TurnNotice::parse(&how).unwrap_or_default(), told),
            None => (TurnNotice::default(), false),
        })
    }

    /// Sets how a person is told of their turns on a server.
    pub async fn set_turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
        how: TurnNotice,
    ) -> Result<(), ServiceError> {
        Ok(self
            .store
            .set_turn_notice(guild_id, user_id, how.code())
            .await?)
    }

    /// Notes that a person was told their DMs are closed (they are not
    /// told again until they choose how they are told anew); `true` the
    /// first time.
    pub async fn note_dm_closed_told(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<bool, ServiceError> {
        Ok(self.store.note_dm_closed_told(guild_id, user_id).await?)
    }

    // ----- server defaults -----

    /// A server's defaults for new games, and whether games get their own
    /// thread.
    pub async fn defaults(&self, guild_id: i64) -> Result<(GameOptions, bool), ServiceError> {
        let Some(g) = self.store.guild_settings(guild_id).await? else {
            return Ok((GameOptions::default(), false));
        };
        let mut options = options_from_columns(
            &g.rules,
            g.max_seats,
            g.turn_seconds,
            g.reminder_seconds,
            &g.timeout_action,
            g.forfeit_after,
        )
        .unwrap_or_else(|e| {
            tracing::warn!(guild = guild_id, error = %e, "server defaults unreadable");
            GameOptions::default()
        });
        options.lang = lang_from_column(g.lang.as_deref());
        options.expansions = Expansions::parse_list(&g.expansions).unwrap_or_else(|e| {
            tracing::warn!(guild = guild_id, error = %e, "server default expansions unreadable");
            Expansions::NONE
        });
        Ok((options, g.use_threads))
    }

    /// The language of a server's new games: the one its admins chose, else
    /// the server's own Discord language (`guild_locale`), else English.
    pub async fn default_lang(
        &self,
        guild_id: i64,
        guild_locale: Option<&str>,
    ) -> Result<Lang, ServiceError> {
        let chosen = self
            .store
            .guild_settings(guild_id)
            .await?
            .and_then(|g| g.lang)
            .and_then(|c| Lang::from_code(&c));
        Ok(chosen
            .or_else(|| guild_locale.and_then(Lang::from_locale))
            .unwrap_or_default())
    }

    /// Sets a server's defaults (the caller checks Manage Server); with
    /// `lang`, the language of its new games too (otherwise it stays).
    pub async fn set_defaults(
        &self,
        guild_id: i64,
        options: GameOptions,
        use_threads: bool,
        lang: Option<Lang>,
    ) -> Result<(), ServiceError> {
        check_options(&options)?;
        let (timeout_action, forfeit_after) = timeout_columns(options.timeout);
        self.store
            .set_guild_settings(&crate::store::GuildSettings {
                guild_id,
                rules: options.rules.to_json(),
                max_seats: i64::from(options.seats),
                turn_seconds: options.turn_limit.map(i64::from),
                reminder_seconds: options.reminder_after.map(i64::from),
                timeout_action: timeout_action.into(),
                forfeit_after,
                use_threads,
                lang: lang.map(|l| l.code().to_string()),
                expansions: options.expansions.to_string(),
            })
            .await?;
        Ok(())
    }

    /// The most recent game of a channel (running or not).
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.latest_game_in(channel_id).await?)
    }
}
