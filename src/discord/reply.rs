//! Answering a slash command: in the asker's language, publicly or
//! privately, acknowledged in time; and the game a command is about.
//! Shared by the commands and the error handler, one floor below both.

use poise::serenity_prelude as serenity;

use poise::serenity_prelude::CreateAttachment;

use super::cards;
use super::failure::with_retries;
use super::messages::files;
use super::permissions::{self, Place};
use super::ui::{self, Message};
use super::{Context, Data, Error};
use crate::game::{ServiceError, User, View};
use crate::i18n::{Lang, t};

/// What a player sees when an action is refused, in `lang`. Internal
/// problems were logged where they happened; players see a generic
/// sentence.
pub fn refusal(e: &ServiceError, lang: Lang) -> String {
    ui::shown(&e.text(lang))
}

/// Where the command was run: a thread, or a channel.
pub fn here(ctx: Context<'_>) -> Place {
    match ctx {
        poise::Context::Application(a) => permissions::here(a.interaction.channel.as_ref()),
        poise::Context::Prefix(_) => Place::Channel,
    }
}

/// The asker as a member of the server, as the interaction gives them.
pub fn asker_member<'a>(ctx: &'a Context<'_>) -> Option<&'a serenity::Member> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The channel the thread the command was run in is a thread of (`None`:
/// not run in a thread, or Discord did not say).
pub fn parent_channel(ctx: Context<'_>) -> Option<i64> {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .channel
            .as_ref()
            .and_then(|c| c.parent_id)
            .map(|p| p.get() as i64),
        poise::Context::Prefix(_) => None,
    }
}

/// The bot's permissions where the command was run, as Discord sent them.
pub fn app_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(a) => a.interaction.app_permissions,
        poise::Context::Prefix(_) => None,
    }
}

/// The server's own Discord language, as the interaction gives it.
pub fn guild_locale<'a>(ctx: &'a Context<'_>) -> Option<&'a str> {
    match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The language to answer the person who ran the command in.
pub fn asker_lang(ctx: Context<'_>) -> Lang {
    answer_lang(ctx.locale().unwrap_or_default(), guild_locale(&ctx))
}

pub fn guild_of(ctx: &Context<'_>) -> i64 {
    ctx.guild_id().map_or(0, |g| g.get() as i64)
}

pub fn author(ctx: &Context<'_>) -> User {
    User::new(
        ctx.author().id.get() as i64,
        ctx.author().display_name().to_string(),
    )
}

/// The interaction (or message) a command came in.
pub fn invocation_id(ctx: Context<'_>) -> u64 {
    match ctx {
        poise::Context::Application(a) => a.interaction.id.get(),
        poise::Context::Prefix(p) => p.msg.id.get(),
    }
}

/// Marks an invocation acknowledged privately whose answer may be public.
struct PublicLater;

/// Acknowledges a command whose answer is public when it succeeds, before
/// anything slow (Discord waits three seconds for the first answer). The
/// acknowledgement is private, so that a refusal leaves no trace in the
/// channel (a public one shows everyone who asked, and the bot thinking).
/// On Discord the first follow-up after a defer keeps the defer's
/// visibility, whatever it asks: a public answer (see [`answer`]) takes
/// the private "thinking" message away first, then comes as a message of
/// its own.
pub async fn defer_public(ctx: Context<'_>) -> Result<(), Error> {
    ctx.set_invocation_data(PublicLater).await;
    defer_private(ctx).await
}

/// Acknowledges a command whose answer is private, before anything slow
/// (through the bot's one REST client, as every request).
pub async fn defer_private(ctx: Context<'_>) -> Result<(), Error> {
    let poise::Context::Application(a) = ctx else {
        return Ok(());
    };
    let sent = &a.has_sent_initial_response;
    if !sent.load(std::sync::atomic::Ordering::SeqCst) {
        let interaction = (a.interaction.id, a.interaction.token.as_str());
        ctx.data()
            .rest
            .acknowledge(interaction, super::rest::Ack::CommandPrivately)
            .await?;
        sent.store(true, std::sync::atomic::Ordering::SeqCst);
    }
    ctx.data().arrivals.answered(invocation_id(ctx));
    Ok(())
}

/// Answers the command with words alone ([`answer`] with
/// [`Message::text`]).
pub async fn say(ctx: Context<'_>, text: impl Into<String>, ephemeral: bool) -> Result<(), Error> {
    answer(ctx, &Message::text(text.into()), Vec::new(), ephemeral).await
}

/// Answers the command with `m` as a card, with `files` (pictures shown
/// in it, any other file as a download), publicly or privately: at once
/// if the command was not acknowledged yet, else as its follow-up. A
/// public answer after [`defer_public`] first takes the private
/// "thinking" message away, so that it is not filled in privately. The
/// one way a command is answered.
pub async fn answer(
    ctx: Context<'_>,
    m: &Message,
    files: Vec<CreateAttachment>,
    ephemeral: bool,
) -> Result<(), Error> {
    let poise::Context::Application(a) = ctx else {
        return Ok(());
    };
    let mut ephemeral = ephemeral;
    if !ephemeral && ctx.invocation_data::<PublicLater>().await.is_some() {
        ctx.set_invocation_data(()).await;
        let taken = with_retries("take back a private acknowledgement", || {
            ctx.data().rest.delete_original(&a.interaction.token)
        })
        .await;
        if let Err(e) = taken {
            // Filled in privately instead: the asker still sees it.
            tracing::warn!(error = %e, "could not take back a private acknowledgement");
            ephemeral = true;
        }
    }
    let card = cards::card(m, &files, &ctx.data().icons.get());
    if !cards::fits(&card, "answer a command") {
        return Err("an answer over Discord's limits".into());
    }
    let rest = &ctx.data().rest;
    let token = a.interaction.token.as_str();
    if a.has_sent_initial_response
        .load(std::sync::atomic::Ordering::SeqCst)
    {
        with_retries("answer a command", || {
            cards::follow_up(rest, token, &card, &files, ephemeral)
        })
        .await?;
    } else {
        with_retries("answer a command", || {
            cards::respond(rest, (a.interaction.id, token), &card, &files, ephemeral)
        })
        .await?;
        a.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }
    note_answer(ctx, ephemeral).await;
    Ok(())
}

/// Notes that the command was answered (for the arrivals' count); after
/// a public answer, the "thinking" message is filled in, so later private
/// follow-ups are messages of their own.
async fn note_answer(ctx: Context<'_>, ephemeral: bool) {
    ctx.data().arrivals.answered(invocation_id(ctx));
    if !ephemeral {
        ctx.set_invocation_data(()).await;
    }
}

/// Answers with `m`, a message of `view`, and the pictures it shows of
/// that view ([`answer`] with its files).
pub async fn answer_view(
    ctx: Context<'_>,
    view: &View,
    m: &Message,
    ephemeral: bool,
) -> Result<(), Error> {
    let files = files(ctx.data(), view, m).await;
    answer(ctx, m, files, ephemeral).await
}

/// The game in this channel (or thread), for commands.
pub async fn channel_game(ctx: &Context<'_>, any: bool) -> Result<Option<i64>, ServiceError> {
    let channel = ctx.channel_id().get() as i64;
    if any {
        ctx.data().service.latest_game_in(channel).await
    } else {
        ctx.data().service.game_in_channel(channel).await
    }
}

/// The game in this channel for a command, or `None` once the asker has
/// been told there is none (message `none`) or what went wrong looking.
pub async fn game_here(ctx: Context<'_>, any: bool, none: &str) -> Result<Option<i64>, Error> {
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
    for text in paused_texts(ctx.data(), user, lang).await {
        if let Err(e) = say(ctx, text, true).await {
            tracing::warn!(error = %e, "could not tell a host about a paused game");
        }
    }
}

/// What a host must hear about their paused games, once each.
pub async fn paused_texts(data: &Data, user_id: i64, lang: Lang) -> Vec<String> {
    match data.service.take_pause_notices(user_id).await {
        Ok(n) => n
            .iter()
            .map(|n| permissions::paused_text(n.game_id, n.channel_id, n.reason, lang))
            .collect(),
        Err(e) => {
            tracing::warn!(error = %e, "could not look for paused games");
            Vec::new()
        }
    }
}

/// The language to answer a person in: their Discord client's, else their
/// server's, else English.
pub fn answer_lang(locale: &str, guild_locale: Option<&str>) -> crate::i18n::Lang {
    use crate::i18n::Lang;
    Lang::from_locale(locale)
        .or_else(|| guild_locale.and_then(Lang::from_locale))
        .unwrap_or_default()
}
