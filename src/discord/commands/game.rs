//! `/carcassonne` and its subcommands about games.

use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, ChannelType, CreateAttachment, CreateThread};

use super::admin::{clock, remove, skip};
use super::lists::{games, mine};
use super::players::notify;
use super::server::config;
use super::*;
use crate::ai::Level;
use crate::discord::components::can_manage;
use crate::discord::errors::refusal;
use crate::discord::ui::{self, Message, Picture, TurnUi};
use crate::discord::{Context, Error};
use crate::game::{ServiceError, ViewState};

/// Play Carcassonne in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new", "options", "turn", "board", "bag", "history", "score", "rules", "undo", "resign",
        "cancel", "resume", "export", "replay", "games", "mine", "notify", "skip", "remove",
        "clock", "help", "config"
    )
)]
pub async fn carcassonne(ctx: Context<'_>) -> Result<(), Error> {
    // Discord always sends one of the subcommands; answer a bare call anyway.
    let names: Vec<String> = ctx
        .command()
        .subcommands
        .iter()
        .map(|c| format!("`/carcassonne {}`", c.name))
        .collect();
    say(
        ctx,
        format!("Pick one of the subcommands: {}.", names.join(", ")),
        true,
    )
    .await
}

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
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let svc = &ctx.data().service;
    let (mut options, threads) = match svc.defaults(guild_of(&ctx)).await {
        Ok(d) => d,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    options.lang = match language {
        Some(l) => l.lang(),
        None => match svc.default_lang(guild_of(&ctx), guild_locale(&ctx)).await {
            Ok(l) => l,
            Err(e) => return say(ctx, refusal(&e), true).await,
        },
    };
    apply_choices(&mut options.rules, small_city, farms, end_scoring);
    if let Some(s) = seats {
        options.seats = s;
    }
    if let Some(h) = turn_hours {
        options.turn_limit = (h > 0).then_some(h * 3600);
        options.reminder_after = options.turn_limit.map(|t| t / 2);
    }
    let mut channel = ctx.channel_id();
    // Run inside a thread, the game is played in that thread: Discord has
    // no threads in threads.
    let place = match (here(ctx), thread.unwrap_or(threads)) {
        (Place::Channel, true) => Place::NewThread,
        (place, _) => place,
    };
    let lacking = permissions::missing(app_permissions(ctx), place);
    if !lacking.is_empty() {
        return say(ctx, permissions::refusal(&lacking, place), true).await;
    }
    if place == Place::NewThread {
        let made = channel
            .create_thread(
                ctx.http(),
                CreateThread::new(ui::clip(
                    &format!("Carcassonne — {}", ctx.author().display_name()),
                    100,
                ))
                .kind(ChannelType::PublicThread)
                // The longest Discord allows (every server may use it):
                // turns can be days apart.
                .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
            .await;
        match made {
            Ok(t) => channel = t.id,
            Err(e) => {
                tracing::warn!(error = %e, "could not open a thread");
                return say(
                    ctx,
                    "Discord did not let me open a thread here. Try again, or start the game without a thread (`thread: False`).",
                    true,
                )
                .await;
            }
        }
    }
    let in_thread = place == Place::NewThread;
    let host = author(&ctx);
    let mut view = match svc
        .create(guild_of(&ctx), channel.get() as i64, &host, options)
        .await
    {
        Ok(v) => v,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    let level = match computer_level.unwrap_or(LevelChoice::Medium) {
        LevelChoice::Easy => Level::Easy,
        LevelChoice::Medium => Level::Medium,
        LevelChoice::Hard => Level::Hard,
    };
    for _ in 0..computers.unwrap_or(0) {
        match svc.add_computer(view.game_id, &host, level).await {
            Ok(v) => view = v,
            // A full lobby takes no more; the lobby says how many joined.
            Err(ServiceError::LobbyFull(_)) => break,
            Err(e) => return say(ctx, refusal(&e), true).await,
        }
    }
    // The lobby is posted by the outbox, as a message of the bot's own.
    ctx.data().deliver(view.game_id);
    let text = if in_thread {
        format!(
            "Game #{} is open in <#{}>: the lobby is there.",
            view.game_id,
            channel.get()
        )
    } else {
        format!("Game #{} is open: the lobby is just below.", view.game_id)
    };
    say(ctx, text, true).await
}

/// Change the options of this channel's lobby before the start (the host).
#[poise::command(slash_command, guild_only)]
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
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, false, "There is no lobby in this channel.").await? else {
        return Ok(());
    };
    let svc = &ctx.data().service;
    let view = match svc.view(id).await {
        Ok(v) => v,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    if !matches!(view.state, ViewState::Lobby { .. }) {
        return say(
            ctx,
            "The game has started: its options stay as they are.",
            true,
        )
        .await;
    }
    let mut o = view.options;
    apply_choices(&mut o.rules, small_city, farms, end_scoring);
    if let Some(l) = language {
        o.lang = l.lang();
    }
    if let Some(s) = seats {
        o.seats = s;
    }
    if let Some(h) = turn_hours {
        o.turn_limit = (h > 0).then_some(h * 3600);
        o.reminder_after = o.turn_limit.map(|t| t / 2);
    }
    let view = match svc.set_options(id, &author(&ctx), o).await {
        Ok(v) => v,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    // The lobby shows the new options in place.
    if let Ok(Some(live)) = svc.live_message(id).await {
        let m = ui::lobby_message(&view);
        let edit = serenity::EditMessage::new()
            .content(&m.content)
            .components(components(&m.rows));
        if let Err(e) = ctx
            .channel_id()
            .edit_message(ctx.http(), serenity::MessageId::new(live as u64), edit)
            .await
        {
            tracing::warn!(game = id, error = %e, "could not show a lobby's new options");
        }
    }
    say(
        ctx,
        format!(
            "Saved. Game #{id} will be played with:\n{}",
            ui::rules_text(&o)
        ),
        true,
    )
    .await
}

/// The server's own Discord language, as the interaction gives it.
fn guild_locale<'a>(ctx: &'a Context<'_>) -> Option<&'a str> {
    match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// Show the board of this channel's game, or who holds what, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>, show: Option<BoardChoice>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let holders = show == Some(BoardChoice::Holders);
    match channel_game(&ctx, true).await {
        Ok(Some(id)) => match ctx.data().service.view(id).await {
            Ok(view) => reply(ctx, &view, &ui::board_message(&view, holders), true).await,
            Err(e) => say(ctx, refusal(&e), true).await,
        },
        Ok(None) => {
            say(
                ctx,
                "There is no game in this channel. Start one with /carcassonne new.",
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Show what is left in the bag, kind by kind, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn bag(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, false, "There is no running game in this channel.").await? else {
        return Ok(());
    };
    match ctx.data().service.view(id).await {
        Ok(view) => reply(ctx, &view, &ui::bag_message(&view), true).await,
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// The last moves of this channel's game in words, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 50]
    moves: Option<u8>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, true, "There is no game in this channel.").await? else {
        return Ok(());
    };
    let n = usize::from(moves.unwrap_or(10));
    match ctx.data().service.history(id, n).await {
        Ok((lines, total)) => say(ctx, ui::history_text(id, &lines, total), true).await,
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Show the scores, broken down by roads, cities, monasteries and farms.
#[poise::command(slash_command, guild_only)]
pub async fn score(ctx: Context<'_>) -> Result<(), Error> {
    let Some(id) = game_here(ctx, true, "There is no game in this channel.").await? else {
        return Ok(());
    };
    // The scores are for everyone; refusals above were private.
    defer_public(ctx).await?;
    match ctx.data().service.view(id).await {
        Ok(view) => {
            let m = Message {
                content: format!("Scores of game #{id}."),
                rows: Vec::new(),
                picture: Some(Picture::Scores),
            };
            reply(ctx, &view, &m, false).await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// The rules and options of this channel's game (or this server's defaults).
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let svc = &ctx.data().service;
    let text = match channel_game(&ctx, false).await {
        Ok(Some(id)) => match svc.view(id).await {
            Ok(v) => format!("Game #{id}:\n{}", ui::rules_text(&v.options)),
            Err(e) => refusal(&e),
        },
        Ok(None) => match svc.defaults(guild_of(&ctx)).await {
            Ok((o, _)) => format!(
                "This server's defaults for new games:\n{}",
                ui::rules_text(&o)
            ),
            Err(e) => refusal(&e),
        },
        Err(e) => refusal(&e),
    };
    say(ctx, text, true).await
}

/// Ask the other players to undo the last move (computer moves after it go too).
#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, false, "There is no running game in this channel.").await? else {
        return Ok(());
    };
    let result = ctx.data().service.ask_undo(id, &author(&ctx)).await;
    // The vote (or the undo) is shown in the channel by the outbox.
    ctx.data().deliver(id);
    ctx.data().timers_changed.notify_one();
    match result {
        Ok(None) => say(ctx, "Undone; the game goes on from there.", true).await,
        Ok(Some(closes)) => {
            say(
                ctx,
                format!("Asked. The others can agree until <t:{closes}:f>."),
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Leave this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, false, "There is no running game in this channel.").await? else {
        return Ok(());
    };
    let result = ctx.data().service.resign(id, &author(&ctx)).await;
    // What was stored is shown in the channel by the outbox.
    ctx.data().deliver(id);
    ctx.data().timers_changed.notify_one();
    match result {
        Ok(_) => say(ctx, format!("You have left game #{id}."), true).await,
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Cancel this channel's game (the host, or someone with Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let Some(id) = game_here(ctx, false, "There is no game to cancel in this channel.").await?
    else {
        return Ok(());
    };
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    let result = ctx.data().service.cancel(id, &author(&ctx), admin).await;
    ctx.data().deliver(id);
    match result {
        Ok(_) => say(ctx, format!("Game #{id} was cancelled."), false).await,
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Resume this channel's paused game, once my permissions here are fixed.
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    let Some(id) = game_here(ctx, false, "There is no game in this channel.").await? else {
        return Ok(());
    };
    let place = here(ctx);
    let lacking = permissions::missing(app_permissions(ctx), place);
    if !lacking.is_empty() {
        return say(ctx, permissions::refusal(&lacking, place), true).await;
    }
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    match ctx.data().service.resume(id, &author(&ctx), admin).await {
        Ok(()) => {
            ctx.data().deliver(id);
            ctx.data().timers_changed.notify_one();
            say(
                ctx,
                format!("Game #{id} goes on; its turn clock runs again."),
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// The game record of this channel's latest game (carcassonne-record/1).
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, true, "There is no game in this channel.").await? else {
        return Ok(());
    };
    match ctx.data().service.export(id).await {
        Ok(text) => {
            let file = CreateAttachment::bytes(text.into_bytes(), format!("carcassonne-{id}.json"));
            ctx.send(
                poise::CreateReply::default()
                    .content(format!("The record of game #{id}."))
                    .attachment(file)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// An animation of this channel's latest game (the moves so far), just for you.
#[poise::command(slash_command, guild_only)]
pub async fn replay(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, true, "There is no game in this channel.").await? else {
        return Ok(());
    };
    let data = ctx.data();
    if let Some(wait) = data.replay_cooldown.wait(ctx.author().id.get()) {
        let text = format!(
            "You asked for a replay a moment ago; you can ask again in {} s.",
            wait.as_secs().max(1)
        );
        return say(ctx, text, true).await;
    }
    match replay_gif(data, id, false).await {
        Ok(Some(gif)) => {
            data.replay_cooldown.asked(ctx.author().id.get());
            let file = CreateAttachment::bytes(gif, format!("carcassonne-{id}.gif"));
            ctx.send(
                poise::CreateReply::default()
                    .content(format!("Game #{id}, turn by turn."))
                    .attachment(file)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Ok(None) => {
            say(
                ctx,
                "I am drawing another replay right now, and draw one at a time so games stay quick. Ask again in a minute.",
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Bring back your turn's controls, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn turn(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(id) = game_here(ctx, false, "There is no running game in this channel.").await? else {
        return Ok(());
    };
    let data = ctx.data();
    let view = match data.service.view(id).await {
        Ok(v) => v,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    let live = data.service.live_message(id).await.ok().flatten();
    let link = live.map(|m| {
        format!(
            " The turn message: https://discord.com/channels/{}/{}/{m}",
            view.guild_id, view.channel_id
        )
    });
    match &view.state {
        ViewState::Turn(t) if t.user_id == ctx.author().id.get() as i64 => {
            reply(
                ctx,
                &view,
                &ui::turn_message(&view, TurnUi::default()),
                true,
            )
            .await
        }
        ViewState::Turn(t) if t.computer.is_some() => {
            say(
                ctx,
                format!("It's {}'s turn; it moves by itself.", ui::escape(&t.name)),
                true,
            )
            .await
        }
        ViewState::Turn(t) => {
            say(
                ctx,
                format!(
                    "It's {}'s turn, not yours.{}",
                    ui::escape(&t.name),
                    link.unwrap_or_default()
                ),
                true,
            )
            .await
        }
        ViewState::Lobby { .. } => say(ctx, refusal(&ServiceError::NotStarted), true).await,
        _ => say(ctx, refusal(&ServiceError::GameOver), true).await,
    }
}

/// How to play with this bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    say(ctx, ui::help_text(), true).await
}
