//! Slash commands: `/carcassonne …`, `/leaderboard` and `/stats`. Each
//! reads its options, calls the game service, and answers; what a stored
//! action must show in the channel goes through the outbox.

mod admin;
mod game;
mod lists;
mod players;
mod server;

use poise::serenity_prelude as serenity;

use super::errors::refusal;
use super::messages::{components, picture};
use super::permissions::{self, Place};
use super::ui::{self, Message};
use super::{Context, Data, Error};
use crate::engine::{EndScoring, Expansion, Expansions, Farms, Rules, SmallCity};
use crate::game::{ServiceError, TurnNotice, User, View};
use crate::i18n::{Lang, t};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NoticeChoice {
    #[name = "mention me in the game's channel"]
    Mention,
    #[name = "send me a direct message"]
    Dm,
    #[name = "no ping (the turn message only)"]
    Quiet,
}

impl NoticeChoice {
    fn notice(self) -> TurnNotice {
        match self {
            NoticeChoice::Mention => TurnNotice::Mention,
            NoticeChoice::Dm => TurnNotice::Dm,
            NoticeChoice::Quiet => TurnNotice::Quiet,
        }
    }
}

/// A language, named in itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LangChoice {
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    EsEs,
    #[name = "Italiano"]
    It,
    #[name = "Polski"]
    Pl,
    #[name = "Nederlands"]
    Nl,
    #[name = "Português (Brasil)"]
    PtBr,
}

impl LangChoice {
    pub fn lang(self) -> crate::i18n::Lang {
        use crate::i18n::Lang;
        match self {
            LangChoice::En => Lang::En,
            LangChoice::De => Lang::De,
            LangChoice::Fr => Lang::Fr,
            LangChoice::EsEs => Lang::EsEs,
            LangChoice::It => Lang::It,
            LangChoice::Pl => Lang::Pl,
            LangChoice::Nl => Lang::Nl,
            LangChoice::PtBr => Lang::PtBr,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum BoardChoice {
    #[name = "the board"]
    Board,
    #[name = "who holds what (roads, cities, fields)"]
    Holders,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SmallCityChoice {
    #[name = "4 points (current rules)"]
    Four,
    #[name = "2 points (first edition)"]
    Two,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FarmsChoice {
    #[name = "per field (current rules)"]
    PerField,
    #[name = "per city (first edition)"]
    PerCity,
    #[name = "no farmers"]
    Off,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum EndScoringChoice {
    #[name = "everything unfinished scores"]
    All,
    #[name = "only unfinished monasteries"]
    MonasteriesOnly,
}

/// The rule choices of a command, over `rules`.
fn apply_choices(
    rules: &mut Rules,
    small_city: Option<SmallCityChoice>,
    farms: Option<FarmsChoice>,
    end_scoring: Option<EndScoringChoice>,
) {
    if let Some(s) = small_city {
        rules.small_city = match s {
            SmallCityChoice::Four => SmallCity::Four,
            SmallCityChoice::Two => SmallCity::Two,
        };
    }
    if let Some(f) = farms {
        rules.farms = match f {
            FarmsChoice::PerField => Farms::PerField,
            FarmsChoice::PerCity => Farms::PerCity,
            FarmsChoice::Off => Farms::Off,
        };
    }
    if let Some(e) = end_scoring {
        rules.end_scoring = match e {
            EndScoringChoice::All => EndScoring::All,
            EndScoringChoice::MonasteriesOnly => EndScoring::MonasteriesOnly,
        };
    }
}

/// The expansions after a command's yes/no choices (in the order of
/// [`Expansion::ALL`]): yes adds one, no takes it out, unset keeps it.
fn choose_expansions(mut x: Expansions, choices: [Option<bool>; 4]) -> Expansions {
    for (e, choice) in Expansion::ALL.into_iter().zip(choices) {
        x = match choice {
            Some(true) => x.with(e),
            Some(false) => x.without(e),
            None => x,
        };
    }
    x
}

/// Where the command was run: a thread, or a channel.
fn here(ctx: Context<'_>) -> Place {
    match ctx {
        poise::Context::Application(a) => permissions::here(a.interaction.channel.as_ref()),
        poise::Context::Prefix(_) => Place::Channel,
    }
}

/// The bot's permissions where the command was run, as Discord sent them.
fn app_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(a) => a.interaction.app_permissions,
        poise::Context::Prefix(_) => None,
    }
}

/// The server's own Discord language, as the interaction gives it.
fn guild_locale<'a>(ctx: &'a Context<'_>) -> Option<&'a str> {
    match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The language to answer the person who ran the command in.
pub fn asker_lang(ctx: Context<'_>) -> Lang {
    super::answer_lang(ctx.locale().unwrap_or_default(), guild_locale(&ctx))
}

fn guild_of(ctx: &Context<'_>) -> i64 {
    ctx.guild_id().map_or(0, |g| g.get() as i64)
}

fn author(ctx: &Context<'_>) -> User {
    User::new(
        ctx.author().id.get() as i64,
        ctx.author().display_name().to_string(),
    )
}

/// Marks an invocation acknowledged with a public "thinking" message.
struct PublicDefer;

/// Acknowledges a command whose answer is public, before anything slow
/// (Discord waits three seconds for the first answer). On Discord, the
/// first follow-up after a defer keeps the defer's visibility, whatever it
/// asks: a private answer after this goes through [`say`], which takes the
/// public acknowledgement back first.
async fn defer_public(ctx: Context<'_>) -> Result<(), Error> {
    ctx.set_invocation_data(PublicDefer).await;
    ctx.defer().await?;
    Ok(())
}

/// Answers the command. A private answer after a public defer first
/// deletes the public "thinking" message, so it is not filled in for
/// everyone to see.
pub async fn say(ctx: Context<'_>, text: impl Into<String>, ephemeral: bool) -> Result<(), Error> {
    if ephemeral && ctx.invocation_data::<PublicDefer>().await.is_some() {
        ctx.set_invocation_data(()).await;
        if let poise::Context::Application(a) = ctx
            && let Err(e) = a.interaction.delete_response(ctx.http()).await
        {
            tracing::warn!(error = %e, "could not take back a public acknowledgement");
        }
    }
    ctx.send(
        poise::CreateReply::default()
            .content(ui::clip(&text.into(), ui::MAX_CONTENT))
            .ephemeral(ephemeral),
    )
    .await?;
    answered(ctx, ephemeral).await;
    Ok(())
}

/// After a public answer, the "thinking" message is filled in: later
/// private follow-ups are messages of their own.
async fn answered(ctx: Context<'_>, ephemeral: bool) {
    if !ephemeral {
        ctx.set_invocation_data(()).await;
    }
}

async fn reply(ctx: Context<'_>, view: &View, m: &Message, ephemeral: bool) -> Result<(), Error> {
    let mut r = poise::CreateReply::default()
        .content(&m.content)
        .components(components(&m.rows))
        .ephemeral(ephemeral);
    if let Some(file) = picture(ctx.data(), view, m.picture).await {
        r = r.attachment(file);
    }
    ctx.send(r).await?;
    answered(ctx, ephemeral).await;
    Ok(())
}

/// The game in this channel (or thread), for commands.
async fn channel_game(ctx: &Context<'_>, any: bool) -> Result<Option<i64>, ServiceError> {
    let channel = ctx.channel_id().get() as i64;
    if any {
        ctx.data().service.latest_game_in(channel).await
    } else {
        ctx.data().service.game_in_channel(channel).await
    }
}

/// The game in this channel for a command, or `None` once the asker has
/// been told there is none (message `none`) or what went wrong looking.
async fn game_here(ctx: Context<'_>, any: bool, none: &str) -> Result<Option<i64>, Error> {
    let lang = asker_lang(ctx);
    match channel_game(&ctx, any).await {
        Ok(Some(id)) => Ok(Some(id)),
        Ok(None) => say(ctx, t(lang, none, &[]), true).await.map(|()| None),
        Err(e) => say(ctx, refusal(&e, lang), true).await.map(|()| None),
    }
}

/// Tells the asker, privately, about games of theirs that were paused.
pub async fn pause_notices(ctx: Context<'_>) {
    let user = ctx.author().id.get() as i64;
    let lang = asker_lang(ctx);
    for text in super::components::pause_notices(ctx.data(), user, lang).await {
        if let Err(e) = say(ctx, text, true).await {
            tracing::warn!(error = %e, "could not tell a host about a paused game");
        }
    }
}

/// Every command, for registration, in every language of the catalogues.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut all = vec![
        game::carcassonne(),
        players::leaderboard(),
        players::stats(),
    ];
    super::localize::localize(&mut all);
    all
}
