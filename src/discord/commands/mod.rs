//! Slash commands: `/carcassonne …`, `/leaderboard` and `/stats`. Each
//! reads its options, calls the game service, and answers; what a stored
//! action must show in the channel goes through the outbox.

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, CreateAttachment, CreateThread};

use super::components::can_manage;
use super::errors::refusal;
use super::messages::{components, picture};
use super::ui::{self, Message, Picture, TurnUi};
use super::{Context, Data, Error};
use crate::ai::Level;
use crate::engine::{EndScoring, Farms, Rules, SmallCity};
use crate::game::{ServiceError, TimeoutAction, User, View, ViewState};

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

/// Play Carcassonne in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new", "turn", "board", "score", "rules", "resign", "cancel", "export", "replay", "help",
        "config"
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
    #[description = "Points for a completed 2-tile city"] small_city: Option<SmallCityChoice>,
    #[description = "How farmers score"] farms: Option<FarmsChoice>,
    #[description = "What unfinished features score at the end"] end_scoring: Option<
        EndScoringChoice,
    >,
    #[description = "Seats (2 to 6)"]
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[description = "Hours per turn (0: no limit)"]
    #[max = 336]
    turn_hours: Option<u32>,
    #[description = "Play in a thread of its own"] thread: Option<bool>,
    #[description = "Computer players to seat now (you can add more in the lobby)"]
    #[max = 5]
    computers: Option<u8>,
    #[description = "How well the computer players play"] computer_level: Option<LevelChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let svc = &ctx.data().service;
    let (mut options, threads) = match svc.defaults(guild_of(&ctx)).await {
        Ok(d) => d,
        Err(e) => return say(ctx, refusal(&e), true).await,
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
    let in_thread = thread.unwrap_or(threads);
    if in_thread {
        let made = channel
            .create_thread(
                ctx.http(),
                CreateThread::new(format!("Carcassonne — {}", ctx.author().display_name()))
                    .kind(ChannelType::PublicThread),
            )
            .await;
        match made {
            Ok(t) => channel = t.id,
            Err(e) => {
                tracing::warn!(error = %e, "could not open a thread");
                return say(ctx, "I could not open a thread here (do I have the Create Public Threads permission?).", true).await;
            }
        }
    }
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

/// Show the board of this channel's game, just for you.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    match channel_game(&ctx, true).await {
        Ok(Some(id)) => match ctx.data().service.view(id).await {
            Ok(view) => reply(ctx, &view, &ui::board_message(&view), true).await,
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

/// Show the scores, broken down by roads, cities, monasteries and farms.
#[poise::command(slash_command, guild_only)]
pub async fn score(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    match channel_game(&ctx, true).await {
        Ok(Some(id)) => match ctx.data().service.view(id).await {
            Ok(view) => {
                let m = Message {
                    content: format!("Scores of game #{id}."),
                    rows: Vec::new(),
                    picture: Some(Picture::Scores),
                };
                reply(ctx, &view, &m, false).await
            }
            Err(e) => say(ctx, refusal(&e), true).await,
        },
        Ok(None) => say(ctx, "There is no game in this channel.", true).await,
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

/// An animation of this channel's latest game.
#[poise::command(slash_command, guild_only)]
pub async fn replay(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    let Some(id) = game_here(ctx, true, "There is no game in this channel.").await? else {
        return Ok(());
    };
    match replay_gif(ctx.data(), id).await {
        Ok(gif) => {
            let file = CreateAttachment::bytes(gif, format!("carcassonne-{id}.gif"));
            ctx.send(
                poise::CreateReply::default()
                    .content(format!("Game #{id}, turn by turn."))
                    .attachment(file),
            )
            .await?;
            Ok(())
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
                format!("It's {}'s turn; it moves by itself.", t.name),
                true,
            )
            .await
        }
        ViewState::Turn(t) => {
            say(
                ctx,
                format!(
                    "It's {}'s turn, not yours.{}",
                    t.name,
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

/// Server defaults for new games (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    required_permissions = "MANAGE_GUILD"
)]
#[allow(clippy::too_many_arguments)]
pub async fn config(
    ctx: Context<'_>,
    #[description = "Points for a completed 2-tile city"] small_city: Option<SmallCityChoice>,
    #[description = "How farmers score"] farms: Option<FarmsChoice>,
    #[description = "What unfinished features score at the end"] end_scoring: Option<
        EndScoringChoice,
    >,
    #[description = "Seats (2 to 6)"]
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[description = "Hours per turn (0: no limit)"]
    #[max = 336]
    turn_hours: Option<u32>,
    #[description = "Hours before a reminder (0: none)"]
    #[max = 336]
    reminder_hours: Option<u32>,
    #[description = "Missed turns in a row before a player forfeits (0: never)"]
    #[max = 20]
    forfeit_after: Option<u8>,
    #[description = "Give every game a thread of its own"] threads: Option<bool>,
) -> Result<(), Error> {
    let svc = &ctx.data().service;
    let guild = guild_of(&ctx);
    let (mut o, mut use_threads) = match svc.defaults(guild).await {
        Ok(d) => d,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    apply_choices(&mut o.rules, small_city, farms, end_scoring);
    if let Some(s) = seats {
        o.seats = s;
    }
    if let Some(h) = turn_hours {
        o.turn_limit = (h > 0).then_some(h * 3600);
    }
    if let Some(h) = reminder_hours {
        o.reminder_after = (h > 0).then_some(h * 3600);
    }
    if let Some(n) = forfeit_after {
        o.timeout = if n == 0 {
            TimeoutAction::Skip
        } else {
            TimeoutAction::Forfeit { after: n }
        };
    }
    if let Some(t) = threads {
        use_threads = t;
    }
    match svc.set_defaults(guild, o, use_threads).await {
        Ok(()) => {
            let threads = if use_threads {
                "Games get a thread of their own."
            } else {
                "Games are played in the channel."
            };
            say(
                ctx,
                format!(
                    "Saved. New games on this server:\n{}{threads}",
                    ui::rules_text(&o)
                ),
                true,
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

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

/// Every command, for registration.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![carcassonne(), leaderboard(), stats()]
}
