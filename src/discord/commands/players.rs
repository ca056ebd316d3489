//! `/leaderboard`, `/stats`, and how each person is told of their turns.

use poise::serenity_prelude as serenity;

use super::choices::{LeaderboardParam, NoticeChoice};
use crate::discord::messages::rating_chart;
use crate::discord::permissions::channels_seen;
use crate::discord::reply::{
    answer, asker_lang, asker_member, defer_private, defer_public, guild_of, say,
};
use crate::discord::ui;
use crate::discord::{Context, Error};
use crate::game::WhichLeaderboard;
use crate::i18n::t;
use crate::names::clean_name;

/// This server's best players: this season's, unless asked otherwise.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>, season: Option<LeaderboardParam>) -> Result<(), Error> {
    defer_public(ctx).await?;
    let svc = &ctx.data().service;
    let guild = guild_of(&ctx);
    let choice = season.map_or(WhichLeaderboard::Current, LeaderboardParam::choice);
    let board = async {
        svc.leaderboard_of(guild, svc.leaderboard_span(guild, choice).await?, 0, 10)
            .await
    };
    let lb = board.await?;
    let m = ui::leaderboard_message(&lb, asker_lang(ctx));
    answer(ctx, &m, Vec::new(), false).await
}

/// Someone's record on this server: rating, last 10 games, and against someone.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    against: Option<serenity::User>,
) -> Result<(), Error> {
    defer_public(ctx).await?;
    let who = user.as_ref().unwrap_or(ctx.author()).id.get() as i64;
    let guild = guild_of(&ctx);
    let svc = &ctx.data().service;
    let lang = asker_lang(ctx);
    let text = async {
        let stats = svc.stats(guild, who).await?;
        let mut text = ui::stats_text(who, stats.as_ref(), lang);
        // Only games in channels the asker can view: of the latest 25,
        // the first 10 of those.
        let mut recent = svc.recent_results(guild, who, 25).await?;
        let mut channels: Vec<i64> = recent.iter().map(|r| r.channel_id).collect();
        channels.sort_unstable();
        channels.dedup();
        let here = ctx.channel_id().get() as i64;
        match channels_seen(ctx.data(), guild, asker_member(&ctx), here, &channels).await {
            Some(seen) => {
                recent.retain(|r| seen.contains(&r.channel_id));
                recent.truncate(10);
                text.push_str(&ui::recent_results_text(&recent, lang));
            }
            None => {
                text.push('\n');
                text.push_str(&t(lang, "stats-cannot-check", &[]));
            }
        }
        if let Some(other) = &against {
            let other = other.id.get() as i64;
            if other != who {
                let h = svc.head_to_head(guild, who, other).await?;
                text.push_str(&ui::head_to_head_text(who, other, &h, lang));
            }
        }
        let (ratings, seasons) = svc.rating_chart(guild, who).await?;
        Ok::<_, crate::game::ServiceError>((ui::clip(&text, ui::MAX_CONTENT), ratings, seasons))
    }
    .await;
    let (text, ratings, seasons) = text?;
    // Their rating over their games, once there are two to join.
    let chart = if ratings.len() >= 2 {
        let person = user.as_ref().unwrap_or(ctx.author());
        let name = clean_name(person.display_name());
        rating_chart(ctx.data(), name, ratings, seasons, lang).await
    } else {
        None
    };
    let Some(chart) = chart else {
        return say(ctx, text, false).await;
    };
    answer(ctx, &ui::Message::text(text), vec![chart], false).await
}

/// How you are told it is your turn in this server's games.
#[poise::command(slash_command, guild_only)]
pub async fn notify(ctx: Context<'_>, how: Option<NoticeChoice>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let guild = guild_of(&ctx);
    let user = ctx.author().id.get() as i64;
    let svc = &ctx.data().service;
    let lang = asker_lang(ctx);
    let result = match how {
        Some(c) => {
            let how = c.notice();
            svc.set_turn_notice(guild, user, how)
                .await
                .map(|()| t(lang, "answer-notice-set", &[("how", how.name().into())]))
        }
        None => svc
            .turn_notice(guild, user)
            .await
            .map(|(how, _)| t(lang, "answer-notice-now", &[("how", how.name().into())])),
    };
    let text = result?;
    say(ctx, text, true).await
}
