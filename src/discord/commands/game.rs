//! The subcommands of `/carcassonne` about games.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use super::choices::BoardChoice;
use crate::discord::permissions::{self, can_manage};
use crate::discord::reply::{
    answer, answer_view, app_permissions, asker_lang, author, channel_game, defer_private,
    defer_public, game_here, guild_of, here, refusal, say,
};
use crate::discord::ui::{self, Message, Picture, TurnUi};
use crate::discord::{Context, Error};
use crate::game::{ViewState, WhoseTurn};
use crate::i18n::t;
use crate::i18n::t as tr;

/// Show the board of this channel's game, or who holds what, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>, show: Option<BoardChoice>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let holders = show == Some(BoardChoice::Holders);
    match channel_game(&ctx, true).await {
        Ok(Some(id)) => match ctx.data().service.view(id).await {
            Ok(view) => {
                let mut m = ui::board_message(&view, holders, asker_lang(ctx));
                let running = matches!(view.state, ViewState::Turn(_));
                if let Some(row) = ctx
                    .data()
                    .board_row(&view, asker_lang(ctx))
                    .filter(|_| running)
                {
                    m.controls.push(row);
                }
                answer_view(ctx, &view, &m, true).await
            }
            Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
        },
        Ok(None) => {
            say(
                ctx,
                t(asker_lang(ctx), "answer-no-game-start-one", &[]),
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
    }
}

/// Show what is left in the bag, kind by kind, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn bag(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-running-game").await? else {
        return Ok(());
    };
    let view = ctx.data().service.view(id).await?;
    answer_view(ctx, &view, &ui::bag_message(&view, asker_lang(ctx)), true).await
}

/// The last moves of this channel's game in words, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 50]
    moves: Option<u8>,
) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, true, "answer-no-game").await? else {
        return Ok(());
    };
    let n = usize::from(moves.unwrap_or(10));
    let (lines, total) = ctx.data().service.history(id, n, asker_lang(ctx)).await?;
    let text = ui::history_text(id, &lines, total, asker_lang(ctx));
    say(ctx, text, true).await
}

/// Show the scores, broken down by roads, cities, monasteries and farms.
#[poise::command(slash_command, guild_only)]
pub async fn score(ctx: Context<'_>) -> Result<(), Error> {
    // The scores are for everyone; a refusal takes the public
    // acknowledgement back and is said privately.
    defer_public(ctx).await?;
    let Some(id) = game_here(ctx, true, "answer-no-game").await? else {
        return Ok(());
    };
    let view = ctx.data().service.view(id).await?;
    let m = Message {
        body: t(view.options.lang, "answer-scores", &[("game", id.into())]),
        gallery: Some(Picture::Scores),
        ..Message::default()
    };
    answer_view(ctx, &view, &m, false).await
}

/// The rules and options of this channel's game (or this server's defaults).
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let svc = &ctx.data().service;
    let lang = asker_lang(ctx);
    let text = match channel_game(&ctx, false).await {
        Ok(Some(id)) => match svc.view(id).await {
            Ok(v) => t(
                lang,
                "answer-rules-of-game",
                &[
                    ("game", id.into()),
                    ("rules", ui::rules_text(&v.options, lang).into()),
                ],
            ),
            Err(e) => refusal(&e, lang),
        },
        Ok(None) => match svc.defaults(guild_of(&ctx)).await {
            Ok((o, _)) => t(
                lang,
                "answer-rules-of-server",
                &[("rules", ui::rules_text(&o, lang).into())],
            ),
            Err(e) => refusal(&e, lang),
        },
        Err(e) => refusal(&e, lang),
    };
    say(ctx, text, true).await
}

/// Ask the other players to undo the last move (computer moves after it go too).
#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-running-game").await? else {
        return Ok(());
    };
    let result = ctx.data().service.ask_undo(id, &author(&ctx)).await;
    // The vote (or the undo) is shown in the channel by the outbox.
    match result {
        Ok(None) => say(ctx, t(asker_lang(ctx), "answer-undone", &[]), true).await,
        Ok(Some(closes)) => {
            let text = t(
                asker_lang(ctx),
                "answer-undo-asked",
                &[("closes", closes.to_string().into())],
            );
            say(ctx, text, true).await
        }
        Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
    }
}

/// Leave this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-running-game").await? else {
        return Ok(());
    };
    let result = ctx.data().service.resign(id, &author(&ctx)).await;
    // What was stored is shown in the channel by the outbox.
    result?;
    let text = t(asker_lang(ctx), "answer-resigned", &[("game", id.into())]);
    say(ctx, text, true).await
}

/// Cancel this channel's game (the host, or someone with Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    // Said in the channel; a refusal takes the public acknowledgement back
    // and is said privately.
    defer_public(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-game-to-cancel").await? else {
        return Ok(());
    };
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    let result = ctx.data().service.cancel(id, &author(&ctx), admin).await;
    let view = result?;
    let text = t(
        view.options.lang,
        "answer-cancelled",
        &[("game", id.into())],
    );
    say(ctx, text, false).await
}

/// Resume this channel's paused game, once my permissions here are fixed.
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-game").await? else {
        return Ok(());
    };
    let place = here(ctx);
    let lacking = permissions::missing(app_permissions(ctx), place);
    if !lacking.is_empty() {
        return say(
            ctx,
            permissions::refusal(&lacking, place, asker_lang(ctx)),
            true,
        )
        .await;
    }
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    match ctx.data().service.resume(id, &author(&ctx), admin).await {
        Ok(()) => {
            let text = t(asker_lang(ctx), "answer-resumed", &[("game", id.into())]);
            say(ctx, text, true).await
        }
        Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
    }
}

/// The game record of this channel's latest game (carcassonne-record/1).
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, true, "answer-no-game").await? else {
        return Ok(());
    };
    let text = ctx.data().service.export(id).await?;
    let file = CreateAttachment::bytes(text.into_bytes(), format!("carcassonne-{id}.json"));
    let text = t(asker_lang(ctx), "answer-record", &[("game", id.into())]);
    answer(ctx, &Message::text(text), vec![file], true).await
}

/// An animation of this channel's latest game (the moves so far), just for you.
#[poise::command(slash_command, guild_only)]
pub async fn replay(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, true, "answer-no-game").await? else {
        return Ok(());
    };
    let data = ctx.data();
    if let Some(wait) = data.replay_cooldown.wait(ctx.author().id.get()) {
        let text = t(
            asker_lang(ctx),
            "answer-replay-cooldown",
            &[("seconds", wait.as_secs().max(1).into())],
        );
        return say(ctx, text, true).await;
    }
    match data.replays.gif(&data.service, id).await {
        Ok(Some(gif)) => {
            data.replay_cooldown.asked(ctx.author().id.get());
            let file = CreateAttachment::bytes(gif, format!("carcassonne-{id}.gif"))
                .description(t(asker_lang(ctx), "alt-replay", &[]));
            let text = t(asker_lang(ctx), "answer-replay", &[("game", id.into())]);
            answer(ctx, &Message::text(text), vec![file], true).await
        }
        Ok(None) => say(ctx, t(asker_lang(ctx), "answer-replay-busy", &[]), true).await,
        Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
    }
}

/// Bring back your turn's controls, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn turn(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-running-game").await? else {
        return Ok(());
    };
    let data = ctx.data();
    let lang = asker_lang(ctx);
    let (view, whose) = match data.service.whose_turn(id, &author(&ctx)).await {
        Ok(found) => found,
        Err(e) => return say(ctx, refusal(&e, lang), true).await,
    };
    let Some(t) = view.turn() else {
        return Ok(());
    };
    let name = ui::escape(&t.name);
    match whose {
        WhoseTurn::Yours => {
            let m =
                data.with_board_buttons(&view, ui::turn_message(&view, TurnUi::default(), lang));
            answer_view(ctx, &view, &m, true).await
        }
        WhoseTurn::Computer => {
            let text = tr(lang, "answer-computer-turn", &[("name", name.into())]);
            say(ctx, text, true).await
        }
        WhoseTurn::Someone => {
            let mut text = tr(lang, "answer-not-your-turn", &[("name", name.into())]);
            let live = data.service.live_message(id).await.ok().flatten();
            if let Some(m) = live {
                let link = ui::message_link(view.guild_id, view.channel_id, m);
                text.push(' ');
                text.push_str(&tr(lang, "answer-turn-link", &[("link", link.into())]));
            }
            say(ctx, text, true).await
        }
    }
}

/// How to play with this bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    say(ctx, ui::help_text(asker_lang(ctx)), true).await
}
