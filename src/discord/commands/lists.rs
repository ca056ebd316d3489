//! `/carcassonne games` and `/carcassonne mine`: running games, the
//! server's and your own.

use crate::discord::permissions::games_seen;
use crate::discord::reply::{answer, asker_lang, asker_member, defer_private, guild_of, say};
use crate::discord::ui;
use crate::discord::{Context, Error};
use crate::i18n::t;

/// The channels of the server's running games the asker can view.
async fn seen(ctx: Context<'_>, guild: i64) -> Option<Vec<i64>> {
    games_seen(
        ctx.data(),
        guild,
        asker_member(&ctx),
        ctx.channel_id().get() as i64,
    )
    .await
}

/// The running games on this server, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let guild = guild_of(&ctx);
    let Some(seen) = seen(ctx, guild).await else {
        return say(ctx, t(asker_lang(ctx), "games-cannot-check", &[]), true).await;
    };
    let list = ctx
        .data()
        .service
        .running_games_in(guild, 0, ui::GAMES_PAGE, Some(&seen))
        .await?;
    let m = ui::games_message(guild, &list, asker_lang(ctx));
    answer(ctx, &m, Vec::new(), true).await
}

/// Your running games on this server, those waiting for you first.
#[poise::command(slash_command, guild_only)]
pub async fn mine(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let guild = guild_of(&ctx);
    let user = ctx.author().id.get() as i64;
    let Some(seen) = seen(ctx, guild).await else {
        return say(ctx, t(asker_lang(ctx), "games-cannot-check", &[]), true).await;
    };
    let games = ctx
        .data()
        .service
        .my_games_in(guild, user, Some(&seen))
        .await?;
    say(
        ctx,
        ui::my_games_text(guild, user, &games, asker_lang(ctx)),
        true,
    )
    .await
}
