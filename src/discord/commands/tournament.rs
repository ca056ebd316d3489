//! `/tournament …`: open an event's sign-up, start or cancel
//! it (its host, or Manage Server), withdraw, and the standings at any
//! time. The event's posts (sign-up, rounds, standings) are made by the
//! tournaments' loop, once each.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use super::choices::TimeBankChoice;
use crate::discord::permissions::{self, Place, can_manage};
use crate::discord::reply::{
    answer, app_permissions, asker_lang, author, defer_private, guild_locale, guild_of, refusal,
    say,
};
use crate::discord::ui;
use crate::discord::{Context, Error};
use crate::game::{Format, NewTournament, OptionsPatch, ServiceError, TournamentView};
use crate::i18n::t;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "Swiss"]
    Swiss,
    #[name = "round robin"]
    RoundRobin,
    #[name = "single elimination"]
    Elimination,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TableChoice {
    #[name = "2 players"]
    Two,
    #[name = "3 players"]
    Three,
    #[name = "4 players"]
    Four,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BestOfChoice {
    #[name = "1 game"]
    One,
    #[name = "best of 3"]
    Three,
    #[name = "best of 5"]
    Five,
}

/// Tournaments: Swiss, round robin or single elimination.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("open", "start", "cancel", "standings", "withdraw", "resume")
)]
pub async fn tournament(ctx: Context<'_>) -> Result<(), Error> {
    super::pick_subcommand(ctx).await
}

/// Open a tournament's sign-up in this channel; you host it.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn open(
    ctx: Context<'_>,
    #[min_length = 1]
    #[max_length = 60]
    name: String,
    format: Option<FormatChoice>,
    table: Option<TableChoice>,
    best_of: Option<BestOfChoice>,
    #[min = 1]
    #[max = 12]
    rounds: Option<u8>,
    #[min = 2]
    #[max = 64]
    seats: Option<u8>,
    #[min = 1]
    #[max = 720]
    round_hours: Option<u32>,
    #[max = 720] signup_hours: Option<u32>,
    #[max = 336] turn_hours: Option<u32>,
    time_bank: Option<TimeBankChoice>,
) -> Result<(), Error> {
    defer_private(ctx).await?;
    let svc = &ctx.data().service;
    let lang = asker_lang(ctx);
    let channel = ctx.channel_id().get() as i64;
    // Tables are threads of the event's channel: not in a thread.
    let place = crate::discord::reply::here(ctx);
    if place != Place::Channel {
        return say(ctx, t(lang, "answer-event-not-in-thread", &[]), true).await;
    }
    let lacking = permissions::missing(app_permissions(ctx), Place::NewThread);
    if !lacking.is_empty() {
        return say(
            ctx,
            permissions::refusal(&lacking, Place::NewThread, lang),
            true,
        )
        .await;
    }
    match svc.tournament_in(channel).await {
        Ok(Some(id)) => {
            let text = t(lang, "answer-event-here", &[("event", id.into())]);
            return say(ctx, text, true).await;
        }
        Ok(None) => {}
        Err(e) => return say(ctx, refusal(&e, lang), true).await,
    }
    let patch = OptionsPatch {
        turn_hours,
        bank: time_bank.map(TimeBankChoice::bank),
        ..OptionsPatch::default()
    };
    let (options, _) = svc
        .lobby_options(guild_of(&ctx), guild_locale(&ctx), &patch)
        .await?;
    let table_size = match table.unwrap_or(TableChoice::Two) {
        TableChoice::Two => 2,
        TableChoice::Three => 3,
        TableChoice::Four => 4,
    };
    let new = NewTournament {
        name,
        format: match format.unwrap_or(FormatChoice::Swiss) {
            FormatChoice::Swiss => Format::Swiss,
            FormatChoice::RoundRobin => Format::RoundRobin,
            FormatChoice::Elimination => Format::Elimination,
        },
        table_size,
        best_of: match best_of.unwrap_or(BestOfChoice::One) {
            BestOfChoice::One => 1,
            BestOfChoice::Three => 3,
            BestOfChoice::Five => 5,
        },
        rounds: u32::from(rounds.unwrap_or(4)),
        max_entrants: u32::from(seats.unwrap_or(16)),
        round_hours: round_hours.unwrap_or(7 * 24),
        signup_hours: signup_hours.unwrap_or(0),
        options,
    };
    let v = svc
        .open_tournament(guild_of(&ctx), channel, &author(&ctx), new)
        .await?;
    let text = t(lang, "answer-event-opened", &[("event", v.id.into())]);
    say(ctx, text, true).await
}

/// The tournament this command is about: the newest in this channel, or
/// the one this thread's game is part of.
async fn tournament_here(ctx: Context<'_>) -> Result<Option<i64>, Error> {
    let channel = ctx.channel_id().get() as i64;
    match ctx.data().service.tournament_asked_in(channel).await {
        Ok(id) => Ok(Some(id)),
        Err(e) => {
            say(ctx, refusal(&e, asker_lang(ctx)), true).await?;
            Ok(None)
        }
    }
}

/// The tournament of this server called `name`, named from any channel
/// (one whose channel is closed to the bot, say).
async fn tournament_named(ctx: Context<'_>, name: &str) -> Result<Option<i64>, Error> {
    let svc = &ctx.data().service;
    match svc.tournament_named(guild_of(&ctx), name).await {
        Ok(id) => Ok(Some(id)),
        Err(e) => {
            say(ctx, refusal(&e, asker_lang(ctx)), true).await?;
            Ok(None)
        }
    }
}

/// Answers privately with what was done, or why not.
async fn done(
    ctx: Context<'_>,
    result: Result<TournamentView, ServiceError>,
    key: &str,
) -> Result<(), Error> {
    let lang = asker_lang(ctx);
    let v = result?;
    let text = t(lang, key, &[("event", ui::escape(&v.name).into())]);
    say(ctx, text, true).await
}

/// What the host (or a server admin) does to the event.
#[derive(Clone, Copy)]
enum Manage {
    Start,
    Cancel,
    Resume,
}

/// `named`: an event of this server named from another channel.
async fn manage(ctx: Context<'_>, what: Manage, named: Option<String>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let found = match named {
        Some(name) => tournament_named(ctx, &name).await?,
        None => tournament_here(ctx).await?,
    };
    let Some(id) = found else {
        return Ok(());
    };
    if let Manage::Resume = what {
        // Its posts and threads are made in this channel: checked here.
        let lacking = permissions::missing(app_permissions(ctx), Place::NewThread);
        if !lacking.is_empty() {
            let text = permissions::refusal(&lacking, Place::NewThread, asker_lang(ctx));
            return say(ctx, text, true).await;
        }
    }
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    let (svc, who) = (&ctx.data().service, author(&ctx));
    let (result, key) = match what {
        Manage::Start => (
            svc.start_tournament(id, &who, admin).await,
            "answer-event-started",
        ),
        Manage::Cancel => (
            svc.cancel_tournament(id, &who, admin).await,
            "answer-event-cancelled",
        ),
        Manage::Resume => (
            svc.resume_tournament(id, &who, admin).await,
            "answer-event-resumed",
        ),
    };
    done(ctx, result, key).await
}

/// Start this channel's tournament now (its host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    manage(ctx, Manage::Start, None).await
}

/// Cancel this channel's tournament (its host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[min_length = 1]
    #[max_length = 60]
    name: Option<String>,
) -> Result<(), Error> {
    manage(ctx, Manage::Cancel, name).await
}

/// Go on with this channel's paused tournament once my permissions are back (host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    manage(ctx, Manage::Resume, None).await
}

/// Withdraw from this channel's tournament: your unfinished games count as losses.
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = tournament_here(ctx).await? else {
        return Ok(());
    };
    let result = ctx.data().service.withdraw(id, &author(&ctx)).await;
    done(ctx, result, "answer-event-withdrawn").await
}

/// The standings of this channel's tournament, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    defer_private(ctx).await?;
    let Some(id) = tournament_here(ctx).await? else {
        return Ok(());
    };
    let lang = asker_lang(ctx);
    let v = ctx.data().service.tournament(id).await?;
    let round = match v.status {
        crate::game::TournamentStatus::Finished => None,
        _ => Some(v.round.saturating_sub(1)),
    };
    let mut text = ui::standings_text(&v, round, lang);
    match v.paused {
        Some(crate::game::PauseReason::ThreadsFull) => {
            text = format!("{}\n{text}", ui::tables_wait_text(&v, lang));
        }
        Some(_) => text = format!("{}\n{text}", t(lang, "error-event-paused", &[])),
        None => {}
    }
    let img = ctx.data().renderer.standings(
        &ui::standings_title(&v, round, lang),
        &ui::standing_lines(&v),
        lang,
    );
    let files: Vec<CreateAttachment> = crate::render::png(&img)
        .ok()
        .map(|png| {
            CreateAttachment::bytes(png, "carcassonne-standings.png").description(t(
                lang,
                "alt-standings",
                &[],
            ))
        })
        .into_iter()
        .collect();
    answer(ctx, &ui::Message::text(text), files, true).await
}
