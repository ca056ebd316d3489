//! `/leaderboard` and `/stats`.

use poise::serenity_prelude as serenity;

use super::*;
use crate::discord::errors::refusal;
use crate::discord::messages::components;
use crate::discord::ui;
use crate::discord::{Context, Error};

/// This server's best players.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().service.leaderboard(guild_of(&ctx), 0, 10).await {
        Ok(lb) => {
            let m = ui::leaderboard_message(&lb);
            ctx.send(
                poise::CreateReply::default()
                    .content(&m.content)
                    .components(components(&m.rows)),
            )
            .await?;
            Ok(())
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Someone's games, wins, scores and rating on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = user.as_ref().unwrap_or(ctx.author()).id.get() as i64;
    match ctx.data().service.stats(guild_of(&ctx), who).await {
        Ok(s) => say(ctx, ui::stats_text(who, s.as_ref()), false).await,
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}
