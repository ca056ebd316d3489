//! The commands that choose a game's options: `/carcassonne new` (a new
//! lobby's), `/host options` (a lobby's, before the start) and `/settings`
//! (a server's defaults for new games). The rule options are chosen here
//! alone: each is a parameter of the three commands, a choice below, and
//! a part of [`rules_patch`].

use super::choices::{
    LangChoice, LevelChoice, SeasonChoice, StandInChoice, TimeBankChoice, expansions,
};
use crate::ai::Level;
use crate::discord::permissions::{self, Place};
use crate::discord::reply::{
    app_permissions, asker_lang, author, defer_private, game_here, guild_locale, guild_of, here,
    parent_channel, say,
};
use crate::discord::tournaments::InDiscord;
use crate::discord::ui;
use crate::discord::{Context, Error};
use crate::engine::{EndScoring, Farms, RulesPatch, SmallCity};
use crate::game::{Configured, LimitChanges, LobbyAsk, Location, OptionsPatch, ServerConfig};
use crate::i18n::{Lang, t};
use poise::serenity_prelude::{self as serenity, ChannelType};

/// Open a lobby for a new game.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn new(
    ctx: Context<'_>,
    small_city: Option<SmallCityChoice>,
    farms: Option<FarmsChoice>,
    end_scoring: Option<EndScoringChoice>,
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[max = 336] turn_hours: Option<u32>,
    thread: Option<bool>,
    #[max = 5] computers: Option<u8>,
    computer_level: Option<LevelChoice>,
    language: Option<LangChoice>,
    river: Option<bool>,
    abbot: Option<bool>,
    inns_cathedrals: Option<bool>,
    traders_builders: Option<bool>,
    stand_in: Option<StandInChoice>,
    time_bank: Option<TimeBankChoice>,
) -> Result<(), Error> {
    defer_private(ctx).await?;
    let svc = &ctx.data().service;
    let patch = options_patch(
        rules_patch(small_city, farms, end_scoring),
        (seats, turn_hours),
        language,
        [river, abbot, inns_cathedrals, traders_builders],
        (stand_in, time_bank),
    );
    let ask = LobbyAsk {
        guild: guild_of(&ctx),
        guild_locale: guild_locale(&ctx).map(str::to_string),
        host: author(&ctx),
        asked_in: asked_in(ctx),
        patch,
        thread,
        computers: computers.unwrap_or(0),
        level: computer_level.map_or(Level::DEFAULT, LevelChoice::level),
        seed: None,
    };
    let plan = svc.plan_lobby(ask).await?;
    let place = if plan.new_thread {
        Place::NewThread
    } else {
        here(ctx)
    };
    let lacking = permissions::missing(app_permissions(ctx), place);
    if !lacking.is_empty() {
        let text = permissions::refusal(&lacking, place, asker_lang(ctx));
        return say(ctx, text, true).await;
    }
    let view = svc.open_lobby(plan, &InDiscord(ctx.data())).await?;
    let text = t(
        asker_lang(ctx),
        "answer-game-open",
        &[
            ("game", view.game_id.into()),
            (
                "thread",
                if place == Place::NewThread {
                    "yes"
                } else {
                    "no"
                }
                .into(),
            ),
            ("channel", view.channel_id.to_string().into()),
        ],
    );
    say(ctx, text, true).await
}

/// Change the options of this channel's lobby before the start (the host).
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn options(
    ctx: Context<'_>,
    small_city: Option<SmallCityChoice>,
    farms: Option<FarmsChoice>,
    end_scoring: Option<EndScoringChoice>,
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[max = 336] turn_hours: Option<u32>,
    language: Option<LangChoice>,
    river: Option<bool>,
    abbot: Option<bool>,
    inns_cathedrals: Option<bool>,
    traders_builders: Option<bool>,
    stand_in: Option<StandInChoice>,
    time_bank: Option<TimeBankChoice>,
) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-lobby").await? else {
        return Ok(());
    };
    let svc = &ctx.data().service;
    let patch = options_patch(
        rules_patch(small_city, farms, end_scoring),
        (seats, turn_hours),
        language,
        [river, abbot, inns_cathedrals, traders_builders],
        (stand_in, time_bank),
    );
    let view = svc.set_options(id, &author(&ctx), &patch).await?;
    let lang = asker_lang(ctx);
    let text = t(
        lang,
        "answer-options-saved",
        &[
            ("game", id.into()),
            ("rules", ui::rules_text(&view.options, lang).into()),
        ],
    );
    say(ctx, text, true).await
}

/// Server defaults for new games (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    required_permissions = "MANAGE_GUILD"
)]
#[allow(clippy::too_many_arguments)]
pub async fn settings(
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
            reminder_hours,
            forfeit_after,
            ..options_patch(
                rules_patch(small_city, farms, end_scoring),
                (seats, turn_hours),
                language,
                [river, abbot, inns_cathedrals, traders_builders],
                (stand_in, time_bank),
            )
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

/// What `/settings` answers: the server's configuration as it
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

/// Where a command was run, as the service places a game: a thread (with
/// its channel), or a channel.
fn asked_in(ctx: Context<'_>) -> Location {
    let here_id = ctx.channel_id().get() as i64;
    match (here(ctx), parent_channel(ctx)) {
        (Place::Thread, Some(parent)) => Location::thread(here_id, parent),
        _ => Location::from(here_id),
    }
}

/// What the three commands ask of a game's options alike, as the
/// service's patch: the rules, seats and hours per turn, the language,
/// the expansions (in the order of `Expansion::ALL`), the stand-in and
/// the time bank.
fn options_patch(
    rules: RulesPatch,
    (seats, turn_hours): (Option<u8>, Option<u32>),
    language: Option<LangChoice>,
    asked: [Option<bool>; 4],
    (stand_in, time_bank): (Option<StandInChoice>, Option<TimeBankChoice>),
) -> OptionsPatch {
    OptionsPatch {
        rules,
        seats,
        turn_hours,
        lang: language.map(LangChoice::lang),
        expansions: expansions(asked),
        stand_in: stand_in.map(StandInChoice::level),
        bank: time_bank.map(TimeBankChoice::bank),
        ..OptionsPatch::default()
    }
}

/// The rule options a command was given, as the service's patch.
fn rules_patch(
    small_city: Option<SmallCityChoice>,
    farms: Option<FarmsChoice>,
    end_scoring: Option<EndScoringChoice>,
) -> RulesPatch {
    RulesPatch {
        small_city: small_city.map(SmallCityChoice::rule),
        farms: farms.map(FarmsChoice::rule),
        end_scoring: end_scoring.map(EndScoringChoice::rule),
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub(super) enum SmallCityChoice {
    #[name = "4 points (current rules)"]
    Four,
    #[name = "2 points (first edition)"]
    Two,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub(super) enum FarmsChoice {
    #[name = "per field (current rules)"]
    PerField,
    #[name = "per city (first edition)"]
    PerCity,
    #[name = "no farmers"]
    Off,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub(super) enum EndScoringChoice {
    #[name = "everything unfinished scores"]
    All,
    #[name = "only unfinished monasteries"]
    MonasteriesOnly,
}

impl SmallCityChoice {
    pub fn rule(self) -> SmallCity {
        match self {
            SmallCityChoice::Four => SmallCity::Four,
            SmallCityChoice::Two => SmallCity::Two,
        }
    }
}

impl FarmsChoice {
    pub fn rule(self) -> Farms {
        match self {
            FarmsChoice::PerField => Farms::PerField,
            FarmsChoice::PerCity => Farms::PerCity,
            FarmsChoice::Off => Farms::Off,
        }
    }
}

impl EndScoringChoice {
    pub fn rule(self) -> EndScoring {
        match self {
            EndScoringChoice::All => EndScoring::All,
            EndScoringChoice::MonasteriesOnly => EndScoring::MonasteriesOnly,
        }
    }
}
