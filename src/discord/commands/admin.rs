//! What the host or a server admin can do to a running game:
//! `/host skip`, `/host remove`, `/host standin`,
//! `/host clock`, `/host links`. The
//! channel hears of each (with who did it) through the outbox; the one who
//! asked is answered privately.

use super::choices::LevelChoice;
use crate::ai::Level;
use crate::discord::permissions::can_manage;
use crate::discord::reply::{asker_lang, author, defer_private, game_here, say};
use crate::discord::ui;
use crate::discord::{Context, Error};
use crate::game::{ServiceError, User, View};
use crate::i18n::t;
use poise::serenity_prelude as serenity;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ClockChoice {
    #[name = "stop (for holidays)"]
    Stop,
    #[name = "start again"]
    Start,
}

/// The running game here and whether the asker is a server admin, or
/// `None` once they have been told there is no game.
async fn managed_here(ctx: Context<'_>) -> Result<Option<(i64, bool)>, Error> {
    defer_private(ctx).await?;
    let Some(id) = game_here(ctx, false, "answer-no-running-game").await? else {
        return Ok(None);
    };
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    Ok(Some((id, admin)))
}

/// Answers the asker once an action was stored (or refused); the channel
/// is told through the outbox.
async fn answer(ctx: Context<'_>, result: Result<View, ServiceError>) -> Result<(), Error> {
    let view = result?;
    let said = view.news.first().cloned().unwrap_or_default();
    let text = t(asker_lang(ctx), "answer-done", &[("what", said.into())]);
    say(ctx, ui::shown(&text), true).await
}

/// Skip the current player's turn (the host, or someone with Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn skip(ctx: Context<'_>) -> Result<(), Error> {
    let Some((id, admin)) = managed_here(ctx).await? else {
        return Ok(());
    };
    let result = ctx.data().service.skip_turn(id, &author(&ctx), admin).await;
    answer(ctx, result).await
}

/// Remove a player from this channel's game; their followers stay (the host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn remove(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    let Some((id, admin)) = managed_here(ctx).await? else {
        return Ok(());
    };
    let target = User::new(player.id.get() as i64, player.display_name().to_string());
    let result = ctx
        .data()
        .service
        .remove_player(id, &author(&ctx), admin, &target)
        .await;
    answer(ctx, result).await
}

/// Hand a player's seat to a computer player; the seat is not rated (the host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn standin(
    ctx: Context<'_>,
    player: serenity::User,
    computer_level: Option<LevelChoice>,
) -> Result<(), Error> {
    let Some((id, admin)) = managed_here(ctx).await? else {
        return Ok(());
    };
    let target = User::new(player.id.get() as i64, player.display_name().to_string());
    let level = computer_level.map_or(Level::DEFAULT, LevelChoice::level);
    let result = ctx
        .data()
        .service
        .stand_in(id, &author(&ctx), admin, &target, level)
        .await;
    answer(ctx, result).await
}

/// New Watch live links for this game; the old ones stop working (the host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn links(ctx: Context<'_>) -> Result<(), Error> {
    let Some((id, admin)) = managed_here(ctx).await? else {
        return Ok(());
    };
    ctx.data()
        .service
        .renew_watch_links(id, &author(&ctx), admin)
        .await?;
    let text = t(asker_lang(ctx), "answer-links-renewed", &[]);
    say(ctx, ui::shown(&text), true).await
}

/// Stop or start this game's turn clock (the host, or someone with Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn clock(ctx: Context<'_>, action: ClockChoice) -> Result<(), Error> {
    let Some((id, admin)) = managed_here(ctx).await? else {
        return Ok(());
    };
    let running = matches!(action, ClockChoice::Start);
    let result = ctx
        .data()
        .service
        .set_clock(id, &author(&ctx), admin, running)
        .await;
    answer(ctx, result).await
}
