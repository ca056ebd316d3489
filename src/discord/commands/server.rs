//! `/carcassonne config`: a server's defaults for new games.

use super::choices::{
    EndScoringChoice, FarmsChoice, LangChoice, SeasonChoice, SmallCityChoice, StandInChoice,
    TimeBankChoice, expansions,
};
use crate::discord::reply::{asker_lang, defer_private, guild_of, say};
use crate::discord::ui;
use crate::discord::{Context, Error};
use crate::game::{Configured, LimitChanges, OptionsPatch, ServerConfig};
use crate::i18n::{Lang, t};
use poise::serenity_prelude::{self as serenity, ChannelType};

/// Server defaults for new games (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    required_permissions = "MANAGE_GUILD"
)]
#[allow(clippy::too_many_arguments)]
pub async fn config(
    ctx: Context<'_>,
    small_city: Option<SmallCityChoice>,
    farms: Option<FarmsChoice>,
    end_scoring: Option<EndScoringChoice>,
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[max = 336] turn_hours: Option<u32>,
    #[max = 336] reminder_hours: Option<u32>,
    #[max = 20] forfeit_after: Option<u8>,
    threads: Option<bool>,
    #[max = 720] lobby_hours: Option<u32>,
    language: Option<LangChoice>,
    river: Option<bool>,
    abbot: Option<bool>,
    inns_cathedrals: Option<bool>,
    traders_builders: Option<bool>,
    #[max = 25] lobbies_per_member: Option<u8>,
    #[max = 1440] ask_cooldown_minutes: Option<u16>,
    #[max = 100] threads_per_hour: Option<u8>,
    #[max = 100] games_per_channel: Option<u8>,
    season: Option<SeasonChoice>,
    season_channel: Option<serenity::PartialChannel>,
    season_announce: Option<bool>,
    stand_in: Option<StandInChoice>,
    time_bank: Option<TimeBankChoice>,
) -> Result<(), Error> {
    defer_private(ctx).await?;
    let svc = &ctx.data().service;
    let guild = guild_of(&ctx);
    // A season's top three are announced in a channel of text.
    if let Some(c) = &season_channel
        && !matches!(c.kind, ChannelType::Text | ChannelType::News)
    {
        let text = t(asker_lang(ctx), "answer-season-channel-kind", &[]);
        return say(ctx, text, true).await;
    }
    let config = ServerConfig {
        patch: OptionsPatch {
            small_city: small_city.map(SmallCityChoice::rule),
            farms: farms.map(FarmsChoice::rule),
            end_scoring: end_scoring.map(EndScoringChoice::rule),
            seats,
            turn_hours,
            reminder_hours,
            forfeit_after,
            lang: language.map(LangChoice::lang),
            expansions: expansions([river, abbot, inns_cathedrals, traders_builders]),
            stand_in: stand_in.map(StandInChoice::level),
            bank: time_bank.map(TimeBankChoice::bank),
        },
        threads,
        lobby_hours,
        limits: LimitChanges {
            lobbies_per_member: lobbies_per_member.map(u32::from),
            ask_cooldown_minutes: ask_cooldown_minutes.map(u32::from),
            threads_per_hour: threads_per_hour.map(u32::from),
            games_per_channel: games_per_channel.map(u32::from),
        },
        seasons: season.map(SeasonChoice::period),
        season_channel: season_channel.map(|c| c.id.get() as i64),
        season_announce,
    };
    let c = svc.configure(guild, &config).await?;

    say(ctx, configured_text(&c, asker_lang(ctx)), true).await
}

/// What `/carcassonne config` answers: the server's configuration as it
/// now is.
fn configured_text(c: &Configured, lang: Lang) -> String {
    let mut text = t(
        lang,
        "answer-config-saved",
        &[
            ("rules", ui::rules_text(&c.options, lang).into()),
            ("threads", if c.threads { "yes" } else { "no" }.into()),
            ("lobby_hours", c.lobby_hours.into()),
        ],
    );
    text.push('\n');
    text.push_str(&t(
        lang,
        "answer-limits",
        &[
            ("lobbies", c.limits.lobbies_per_member.into()),
            ("cooldown", c.limits.ask_cooldown_minutes.into()),
            ("threads", c.limits.threads_per_hour.into()),
            ("games", c.limits.games_per_channel.into()),
        ],
    ));
    text.push('\n');
    text.push_str(&t(
        lang,
        "answer-seasons",
        &[
            (
                "period",
                c.seasons.map_or("off", |s| s.period.code()).into(),
            ),
            (
                "channel",
                c.seasons
                    .and_then(|s| s.channel)
                    .map_or("none".to_string(), |c| c.to_string())
                    .into(),
            ),
        ],
    ));
    text
}
