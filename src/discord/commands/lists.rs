//! `/carcassonne games` and `/carcassonne mine`: running games, the
//! server's and your own.

use crate::discord::messages::components;
use crate::discord::reply::{asker_lang, defer_private, guild_of, refusal, say};
use crate::discord::ui;
use crate::discord::{Context, Error};

/// The running games on this server, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let guild = guild_of(&ctx);
    match ctx
        .data()
        .service
        .running_games(guild, 0, ui::GAMES_PAGE)
        .await
    {
        Ok(list) => {
            let m = ui::games_message(guild, &list, asker_lang(ctx));
            ctx.send(
                poise::CreateReply::default()
                    .content(&m.content)
                    .components(components(&m.rows))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
    }
}

/// Your running games on this server, those waiting for you first.
#[poise::command(slash_command, guild_only)]
pub async fn mine(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let guild = guild_of(&ctx);
    let user = ctx.author().id.get() as i64;
    match ctx.data().service.my_games(guild, user).await {
        Ok(games) => {
            say(
                ctx,
                ui::my_games_text(guild, user, &games, asker_lang(ctx)),
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e, asker_lang(ctx)), true).await,
    }
}
