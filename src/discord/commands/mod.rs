//! Slash commands: `/carcassonne …`, `/leaderboard` and `/stats`. Each
//! reads its options, calls the game service, and answers; what a stored
//! action must show in the channel goes through the outbox.

mod game;
mod players;
mod server;

use super::errors::refusal;
use super::messages::{components, picture};
use super::ui::{self, Message};
use super::{Context, Data, Error};
use crate::engine::{EndScoring, Farms, Rules, SmallCity};
use crate::game::{ServiceError, User, View};

/// The replay GIF of a game, drawn in a picture slot.
pub async fn replay_gif(data: &Data, game: i64) -> Result<Vec<u8>, ServiceError> {
    let text = data.service.export(game).await?;
    let record = crate::engine::Record::parse(&text).map_err(|_| ServiceError::Corrupt(game))?;
    let renderer = data.renderer.clone();
    let _slot = data.render_slots.clone().acquire_owned().await.ok();
    match tokio::task::spawn_blocking(move || renderer.replay_gif(&record)).await {
        Ok(Ok(gif)) => Ok(gif),
        Ok(Err(e)) => {
            tracing::error!(game, error = %e, "drawing a replay failed");
            Err(ServiceError::Internal)
        }
        Err(e) => {
            tracing::error!(game, error = %e, "drawing a replay failed");
            Err(ServiceError::Internal)
        }
    }
}

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

fn guild_of(ctx: &Context<'_>) -> i64 {
    ctx.guild_id().map_or(0, |g| g.get() as i64)
}

fn author(ctx: &Context<'_>) -> User {
    User::new(
        ctx.author().id.get() as i64,
        ctx.author().display_name().to_string(),
    )
}

pub async fn say(ctx: Context<'_>, text: impl Into<String>, ephemeral: bool) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(ui::clip(&text.into(), ui::MAX_CONTENT))
            .ephemeral(ephemeral),
    )
    .await?;
    Ok(())
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
/// been told there is none (or what went wrong looking).
async fn game_here(ctx: Context<'_>, any: bool, none: &str) -> Result<Option<i64>, Error> {
    match channel_game(&ctx, any).await {
        Ok(Some(id)) => Ok(Some(id)),
        Ok(None) => say(ctx, none, true).await.map(|()| None),
        Err(e) => say(ctx, refusal(&e), true).await.map(|()| None),
    }
}

/// Every command, for registration.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        game::carcassonne(),
        players::leaderboard(),
        players::stats(),
    ]
}
