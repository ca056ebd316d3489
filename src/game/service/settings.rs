//! A server's settings: how each person is told of their turns, and the
//! defaults for new games.

use crate::i18n::Lang;

use super::views::{GameOptions, TurnNotice};
use crate::game::OptionsPatch;
use crate::game::error::ServiceError;

use super::{LimitChanges, Limits, Service, check_options};
use crate::store::{GuildConfig, GuildSettings, Period, SeasonSettings};

/// A server's configuration to change, as `/settings` asks for
/// it (`None`: left as it is).
#[derive(Clone, Debug, Default)]
pub struct ServerConfig {
    pub patch: OptionsPatch,
    /// Whether the server's games get their own thread.
    pub threads: Option<bool>,
    /// Hours a lobby stays open unless started (0: for ever).
    pub lobby_hours: Option<u32>,
    pub limits: LimitChanges,
    /// Seasons on with a period, or off (`Some(None)`).
    pub seasons: Option<Option<Period>>,
    /// The channel the seasons' top three are announced in.
    pub season_channel: Option<i64>,
    /// Whether they are announced (`Some(false)`: nowhere).
    pub season_announce: Option<bool>,
}

/// A server's configuration, as it now is.
#[derive(Clone, Debug)]
pub struct Configured {
    pub options: GameOptions,
    pub threads: bool,
    pub lobby_hours: u32,
    pub limits: Limits,
    pub seasons: Option<SeasonSettings>,
}

impl Service {
    // ----- turn notices -----

    /// How a person is told of their turns on a server, and whether
    /// Discord refused them a DM since they last chose. A person who chose
    /// DMs and was refused one is mentioned instead until they choose
    /// again: every refused DM is an invalid request to Discord, which
    /// bans a bot past 10,000 in 10 minutes.
    pub async fn turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<(TurnNotice, bool), ServiceError> {
        Ok(match self.store.turn_notice(guild_id, user_id).await? {
            Some((TurnNotice::Dm, true)) => (TurnNotice::Mention, true),
            Some((how, refused)) => (how, refused),
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
        Ok(self.store.set_turn_notice(guild_id, user_id, how).await?)
    }

    /// Notes that Discord refused a person a DM, and that they were told
    /// so: they are mentioned instead (and not told again) until they
    /// choose how they are told anew; `true` the first time.
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
        let options = GameOptions {
            lang: g.lang.unwrap_or_default(),
            ..g.options
        };
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
            .and_then(|g| g.lang);
        Ok(chosen
            .or_else(|| guild_locale.and_then(Lang::from_locale))
            .unwrap_or_default())
    }

    /// Changes a server's defaults by `patch` (the caller checks Manage
    /// Server), and with `threads` whether games get their own thread; a
    /// language in the patch becomes its new games' (otherwise it stays).
    /// The defaults as they now are.
    pub async fn set_defaults(
        &self,
        guild_id: i64,
        patch: &OptionsPatch,
        threads: Option<bool>,
    ) -> Result<(GameOptions, bool), ServiceError> {
        let config = ServerConfig {
            patch: patch.clone(),
            threads,
            ..ServerConfig::default()
        };
        let c = self.configure(guild_id, &config).await?;
        Ok((c.options, c.threads))
    }

    /// Changes a server's configuration (the caller checks Manage
    /// Server): its defaults by `c.patch`, its threads, lobby hours,
    /// limits and seasons, all in one transaction or none. A language in
    /// the patch becomes its new games' (otherwise it stays). The
    /// configuration as it now is.
    pub async fn configure(
        &self,
        guild_id: i64,
        c: &ServerConfig,
    ) -> Result<Configured, ServiceError> {
        let (current, use_threads) = self.defaults(guild_id).await?;
        let options = c.patch.apply(current);
        let threads = c.threads.unwrap_or(use_threads);
        check_options(&options)?;
        // Announcements turned off clear their channel; a channel named
        // is where they go.
        let announce = match (c.season_channel, c.season_announce) {
            (_, Some(false)) => Some(None),
            (Some(channel), _) => Some(Some(channel)),
            (None, _) => None,
        };
        let config = GuildConfig {
            settings: GuildSettings {
                guild_id,
                options,
                use_threads: threads,
                lang: c.patch.lang,
            },
            lobby_hours: c.lobby_hours.map(i64::from),
            limits: c.limits.settings(),
            seasons: (c.seasons, announce),
            now: self.now(),
        };
        self.store.configure(&config).await?;
        Ok(Configured {
            options,
            threads,
            lobby_hours: self.lobby_hours(guild_id).await?,
            limits: self.limits(guild_id).await?,
            seasons: self.seasons(guild_id).await?,
        })
    }

    /// A new lobby's options in server `guild_id`: the server's defaults,
    /// in its games' language (see [`Service::default_lang`]), with
    /// `patch` over them; and whether the server's games get their own
    /// thread.
    pub async fn lobby_options(
        &self,
        guild_id: i64,
        guild_locale: Option<&str>,
        patch: &OptionsPatch,
    ) -> Result<(GameOptions, bool), ServiceError> {
        // The server's settings, read once for both its defaults and its
        // games' language.
        let settings = self.store.guild_settings(guild_id).await?;
        let (defaults, threads) = settings
            .as_ref()
            .map_or((GameOptions::default(), false), |g| {
                (g.options, g.use_threads)
            });
        let lang = patch
            .lang
            .or_else(|| settings.and_then(|g| g.lang))
            .or_else(|| guild_locale.and_then(Lang::from_locale))
            .unwrap_or_default();
        let options = patch.apply(GameOptions { lang, ..defaults });
        check_options(&options)?;
        Ok((options, threads))
    }

    /// The most recent game of a channel (running or not).
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.latest_game_in(channel_id).await?)
    }
}
