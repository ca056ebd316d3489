//! The bot: poise slash commands and component handlers. Each handler
//! acknowledges at once, calls the game service, and turns the view it gets
//! back into a message. Nothing here knows the rules.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, ChannelType, ComponentInteraction, ComponentInteractionDataKind,
    CreateActionRow, CreateAttachment, CreateButton, CreateInteractionResponseFollowup,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, FullEvent, Interaction,
};

use super::ids::{ComponentId, LobbyButton};
use super::ui::{self, Message, Picture, Row, Style, TurnUi};
use crate::ai::Level;
use crate::engine::{EndScoring, Farms, Rotation, Rules, SmallCity};
use crate::game::{Notice, Service, ServiceError, TimeoutAction, TurnStep, User, View, ViewState};
use crate::render::{self, Renderer, TurnOptions};

/// What every handler can reach: handles and settings only.
#[derive(Clone)]
pub struct Data {
    pub service: Service,
    pub renderer: Arc<Renderer>,
    /// Pictures drawn at once (one per core): more would only queue for
    /// the same cores and hold more memory.
    pub render_slots: Arc<tokio::sync::Semaphore>,
    /// How long a computer player waits before moving, so people can follow.
    pub computer_pause: Duration,
}

fn render_slots() -> Arc<tokio::sync::Semaphore> {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    Arc::new(tokio::sync::Semaphore::new(cores))
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How often due reminders and time-outs are looked for.
pub const TIMER_PERIOD: Duration = Duration::from_secs(20);

fn components(rows: &[Row]) -> Vec<CreateActionRow> {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        CreateButton::new(&b.id)
                            .label(&b.label)
                            .style(match b.style {
                                Style::Primary => ButtonStyle::Primary,
                                Style::Secondary => ButtonStyle::Secondary,
                                Style::Success => ButtonStyle::Success,
                                Style::Danger => ButtonStyle::Danger,
                            })
                            .disabled(b.disabled)
                    })
                    .collect(),
            ),
            Row::Select(s) => CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    &s.id,
                    CreateSelectMenuKind::String {
                        options: s
                            .options
                            .iter()
                            .map(|o| {
                                let mut opt = CreateSelectMenuOption::new(&o.label, &o.value)
                                    .default_selection(o.default);
                                if let Some(d) = &o.description {
                                    opt = opt.description(d);
                                }
                                opt
                            })
                            .collect(),
                    },
                )
                .placeholder(&s.placeholder),
            ),
        })
        .collect()
}

/// Whether Discord's answer is worth trying again: a server error or a rate
/// limit (the rate limiter is off when a proxy is used).
fn transient(e: &serenity::Error) -> Option<Duration> {
    let serenity::Error::Http(http) = e else {
        return None;
    };
    let status = http.status_code()?.as_u16();
    match status {
        429 => Some(Duration::from_millis(800)),
        500..=599 => Some(Duration::from_millis(300)),
        _ => None,
    }
}

/// Runs a Discord request, trying again (up to four times in all) when
/// Discord answers with a server error or a rate limit.
async fn with_retries<T, F, Fut>(what: &str, mut request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, serenity::Error>>,
{
    let mut attempt = 0;
    loop {
        match request().await {
            Ok(t) => return Ok(t),
            Err(e) => match transient(&e) {
                Some(wait) if attempt < 3 => {
                    attempt += 1;
                    tracing::warn!(what, attempt, error = %e, "Discord failed; trying again");
                    tokio::time::sleep(wait * attempt).await;
                }
                _ => return Err(e),
            },
        }
    }
}

/// Draws a message's picture on a blocking thread (pictures take
/// milliseconds, but never on the async workers).
async fn picture(data: &Data, view: &View, picture: Option<Picture>) -> Option<CreateAttachment> {
    let picture = picture?;
    let game = view.game.clone()?;
    let names = view.names();
    let renderer = data.renderer.clone();
    let _slot = data.render_slots.clone().acquire_owned().await.ok();
    let drawn = tokio::task::spawn_blocking(move || {
        let img = match picture {
            Picture::Board => Some(renderer.board(&game, &names)),
            Picture::Scores => Some(renderer.scores(&game, &names)),
            Picture::Turn { preview } => renderer
                .turn(
                    &game,
                    &names,
                    TurnOptions {
                        ghost: preview,
                        ..TurnOptions::default()
                    },
                )
                .ok()
                .map(|p| p.image),
            Picture::CloseUp => renderer.close_up(&game, &names).ok().map(|c| c.image),
        }?;
        render::png(&img).ok()
    })
    .await;
    match drawn {
        Ok(Some(png)) => Some(CreateAttachment::bytes(png, "carcassonne.png")),
        Ok(None) => None,
        Err(e) => {
            tracing::error!(error = %e, "drawing a picture failed");
            None
        }
    }
}

async fn post(
    ctx: &serenity::Context,
    data: &Data,
    channel: ChannelId,
    view: &View,
    m: &Message,
) -> Result<(), Error> {
    let mut msg = CreateMessage::new()
        .content(&m.content)
        .components(components(&m.rows));
    if let Some(file) = picture(data, view, m.picture).await {
        msg = msg.add_file(file);
    }
    with_retries("post a message", || {
        channel.send_message(&ctx.http, msg.clone())
    })
    .await?;
    Ok(())
}

async fn say_in(ctx: &serenity::Context, channel: ChannelId, text: &str) -> Result<(), Error> {
    with_retries("post news", || channel.say(&ctx.http, text)).await?;
    Ok(())
}

/// Posts what follows a view: the news, then the next turn or the end. A
/// computer player's turn is played in the background, after a pause.
async fn announce(ctx: &serenity::Context, data: &Data, view: &View) -> Result<(), Error> {
    let shown = show(ctx, data, view).await;
    computers_go_on(ctx, data, view);
    shown
}

/// Starts playing the computer players' turns if one is to move.
fn computers_go_on(ctx: &serenity::Context, data: &Data, view: &View) {
    if let ViewState::Turn(t) = &view.state {
        if t.computer.is_some() {
            tokio::spawn(play_computers(
                ctx.clone(),
                data.clone(),
                t.move_no,
                view.game_id,
            ));
        }
    }
}

/// Posts the news, then the next person's turn or the end (nothing more
/// for a computer player's turn).
async fn show(ctx: &serenity::Context, data: &Data, view: &View) -> Result<(), Error> {
    let channel = ChannelId::new(view.channel_id as u64);
    let news = ui::news_text(view);
    match &view.state {
        ViewState::Turn(t) if t.computer.is_some() => {
            if !news.is_empty() {
                say_in(ctx, channel, &news).await?;
            }
            Ok(())
        }
        ViewState::Turn(_) => {
            if !news.is_empty() {
                say_in(ctx, channel, &news).await?;
            }
            post(
                ctx,
                data,
                channel,
                view,
                &ui::turn_message(view, TurnUi::default()),
            )
            .await
        }
        ViewState::Finished { .. } => {
            if !news.is_empty() {
                say_in(ctx, channel, &news).await?;
            }
            post(
                ctx,
                data,
                channel,
                view,
                &ui::final_message(view, &view.rating_changes),
            )
            .await?;
            if let Ok(text) = data.service.export(view.game_id).await {
                if let Ok(record) = crate::engine::Record::parse(&text) {
                    let renderer = data.renderer.clone();
                    let gif =
                        tokio::task::spawn_blocking(move || renderer.replay_gif(&record)).await;
                    if let Ok(Ok(gif)) = gif {
                        let file = CreateAttachment::bytes(
                            gif,
                            format!("carcassonne-{}.gif", view.game_id),
                        );
                        let msg = CreateMessage::new()
                            .content("The whole game:")
                            .add_file(file);
                        with_retries("post the replay", || {
                            channel.send_message(&ctx.http, msg.clone())
                        })
                        .await?;
                    }
                }
            }
            Ok(())
        }
        _ => {
            if !news.is_empty() {
                say_in(ctx, channel, &news).await?;
            }
            Ok(())
        }
    }
}

/// Plays computer players' turns one after another, each after the pause,
/// showing each like a person's turn: the board with the tile just placed
/// and what it scored. Stops at a person's turn or the end. A turn that
/// some other task played already is simply not played again.
async fn play_computers(ctx: serenity::Context, data: Data, mut move_no: i64, game: i64) {
    loop {
        tokio::time::sleep(data.computer_pause).await;
        let view = match data.service.computer_turn(game, move_no).await {
            Ok(Some(v)) => v,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(game, error = %e, "a computer player's turn could not be played");
                return;
            }
        };
        if let Err(e) = show_computer_move(&ctx, &data, &view).await {
            tracing::warn!(game, error = %e, "a computer player's move could not be shown");
        }
        match &view.state {
            ViewState::Turn(t) if t.computer.is_some() => move_no = t.move_no,
            _ => return,
        }
    }
}

/// Posts a computer player's move (the board and the news), then the next
/// person's turn or the end. Does not start the next computer's turn.
async fn show_computer_move(
    ctx: &serenity::Context,
    data: &Data,
    view: &View,
) -> Result<(), Error> {
    let channel = ChannelId::new(view.channel_id as u64);
    let m = Message {
        content: ui::clip(&format!("🤖 {}", ui::news_text(view)), ui::MAX_CONTENT),
        rows: Vec::new(),
        picture: Some(Picture::Board),
    };
    post(ctx, data, channel, view, &m).await?;
    let quiet = View {
        news: Vec::new(),
        ..view.clone()
    };
    show(ctx, data, &quiet).await
}

/// What a player sees when an action is refused. Internal problems were
/// logged where they happened; players see a generic sentence.
fn refusal(e: &ServiceError) -> String {
    e.to_string()
}

async fn tell(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    text: impl Into<String>,
) -> Result<(), Error> {
    let text = text.into();
    with_retries("reply", || {
        ci.create_followup(
            &ctx.http,
            CreateInteractionResponseFollowup::new()
                .ephemeral(true)
                .content(text.clone()),
        )
    })
    .await?;
    Ok(())
}

fn user_of(ci: &ComponentInteraction) -> User {
    let name = ci
        .member
        .as_ref()
        .map(|m| m.display_name().to_string())
        .unwrap_or_else(|| ci.user.display_name().to_string());
    User::new(ci.user.id.get() as i64, name)
}

/// Whether someone may cancel any game and change server defaults: Manage
/// Server or Administrator, as Discord reports them in the interaction.
pub fn can_manage(perms: Option<serenity::Permissions>) -> bool {
    perms.is_some_and(|p| p.manage_guild() || p.administrator())
}

fn is_admin(ci: &ComponentInteraction) -> bool {
    can_manage(ci.member.as_ref().and_then(|m| m.permissions))
}

/// Replaces the clicked message with `m` (and its picture).
async fn update(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    view: &View,
    m: &Message,
) -> Result<(), Error> {
    let mut edit = EditInteractionResponse::new()
        .content(&m.content)
        .components(components(&m.rows));
    edit = match picture(data, view, m.picture).await {
        Some(file) => edit.new_attachment(file),
        None => edit.clear_attachments(),
    };
    with_retries("update a message", || {
        ci.edit_response(&ctx.http, edit.clone())
    })
    .await?;
    Ok(())
}

/// The old turn message, once its turn is over: what was played, without
/// controls or picture (the next message shows the board as it is now, so
/// the channel does not carry the same board twice per turn).
async fn close_turn(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    view: &View,
    text: &str,
) -> Result<(), Error> {
    update(
        ctx,
        data,
        ci,
        view,
        &Message {
            content: text.to_string(),
            rows: Vec::new(),
            picture: None,
        },
    )
    .await
}

async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
) -> Result<(), Error> {
    // Acknowledge first: Discord allows three seconds.
    with_retries("acknowledge a click", || ci.defer(&ctx.http)).await?;
    let Some(id) = ComponentId::parse(&ci.data.custom_id) else {
        return tell(
            ctx,
            ci,
            "This control is not one this bot knows; it changes nothing.",
        )
        .await;
    };
    let user = user_of(ci);
    let svc = &data.service;
    let result: Result<(), ServiceError> = async {
        match id {
            ComponentId::Lobby { game, button } => {
                let view = match button {
                    LobbyButton::Join => svc.join(game, &user).await?,
                    LobbyButton::Leave => svc.leave(game, &user).await?,
                    LobbyButton::Cancel => svc.cancel(game, &user, is_admin(ci)).await?,
                    LobbyButton::Start => svc.start(game, &user).await?,
                    LobbyButton::AddComputer => {
                        let level = match &ci.data.kind {
                            ComponentInteractionDataKind::StringSelect { values } => values
                                .first()
                                .and_then(|v| Level::parse(v))
                                .filter(|l| Level::OFFERED.contains(l)),
                            _ => None,
                        };
                        let Some(level) = level else {
                            return Err(ServiceError::BadOptions(
                                "Choose a level from the menu.".into(),
                            ));
                        };
                        svc.add_computer(game, &user, level).await?
                    }
                    LobbyButton::RemoveComputer => svc.remove_computer(game, &user).await?,
                };
                match &view.state {
                    ViewState::Lobby { .. } => {
                        let _ = update(ctx, data, ci, &view, &ui::lobby_message(&view)).await;
                    }
                    ViewState::Cancelled => {
                        let m = Message {
                            content: format!("Game #{game} was cancelled by {}.", user.name),
                            rows: Vec::new(),
                            picture: None,
                        };
                        let _ = update(ctx, data, ci, &view, &m).await;
                    }
                    _ => {
                        let m = Message {
                            content: format!("Game #{game} has started."),
                            rows: Vec::new(),
                            picture: None,
                        };
                        let _ = update(ctx, data, ci, &view, &m).await;
                        let _ = announce(ctx, data, &view).await;
                    }
                }
            }
            ComponentId::Pick {
                game,
                move_no,
                page,
            } => {
                let number = match &ci.data.kind {
                    ComponentInteractionDataKind::StringSelect { values } => {
                        values.first().and_then(|v| v.parse::<u16>().ok())
                    }
                    _ => None,
                };
                let Some(number) = number else {
                    return Err(ServiceError::BadOptions(
                        "Choose a position from the menu.".into(),
                    ));
                };
                preview(ctx, data, ci, &user, game, move_no, page, number, None).await?;
            }
            ComponentId::Rotate {
                game,
                move_no,
                number,
                rot,
            } => {
                let page = ((number.saturating_sub(1)) as usize / ui::MENU_PAGE) as u8;
                preview(
                    ctx,
                    data,
                    ci,
                    &user,
                    game,
                    move_no,
                    page,
                    number,
                    Rotation::new(rot),
                )
                .await?;
            }
            ComponentId::Page {
                game,
                move_no,
                page,
            } => {
                let view = svc.view(game).await?;
                check_turn(&view, &user, move_no)?;
                let _ = update(
                    ctx,
                    data,
                    ci,
                    &view,
                    &ui::turn_message(&view, TurnUi { page, chosen: None }),
                )
                .await;
            }
            ComponentId::Confirm {
                game,
                move_no,
                number,
                rot,
            } => {
                let view = svc.view(game).await?;
                let placement = match &view.state {
                    ViewState::Turn(t) => match &t.step {
                        TurnStep::PlaceTile { candidates, .. } => {
                            Rotation::new(rot).and_then(|r| ui::placement_of(candidates, number, r))
                        }
                        TurnStep::PlaceFollower { .. } => None,
                    },
                    _ => None,
                };
                let Some(placement) = placement else {
                    check_turn(&view, &user, move_no)?;
                    return Err(ServiceError::TurnOver);
                };
                let view = svc.confirm_tile(game, &user, move_no, placement).await?;
                let _ = update(
                    ctx,
                    data,
                    ci,
                    &view,
                    &ui::turn_message(&view, TurnUi::default()),
                )
                .await;
            }
            ComponentId::Spot {
                game,
                move_no,
                letter,
            } => {
                let view = svc.place_follower(game, &user, move_no, letter).await?;
                let done = match letter {
                    Some(l) => format!("{} placed the tile and a follower on spot {l}.", user.name),
                    None => format!("{} placed the tile.", user.name),
                };
                let _ = close_turn(ctx, data, ci, &view, &done).await;
                let _ = announce(ctx, data, &view).await;
            }
            ComponentId::Leaderboard { page } => {
                let guild = ci.guild_id.map_or(0, |g| g.get() as i64);
                let lb = svc.leaderboard(guild, usize::from(page), 10).await?;
                let m = ui::leaderboard_message(&lb);
                let _ = ci
                    .edit_response(
                        &ctx.http,
                        EditInteractionResponse::new()
                            .content(&m.content)
                            .components(components(&m.rows)),
                    )
                    .await;
            }
        }
        Ok(())
    }
    .await;
    if let Err(e) = result {
        tell(ctx, ci, refusal(&e)).await?;
        heal(ctx, data, ci, &id, &user, &e).await;
    }
    Ok(())
}

/// After a restart, a turn's message can lag behind the stored game (the
/// tile was placed but the message not yet updated, or a move was stored but
/// the next turn not yet posted). When the player in turn clicks such a
/// message, bring their controls back.
async fn heal(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: &ComponentId,
    user: &User,
    e: &ServiceError,
) {
    let stale = matches!(
        e,
        ServiceError::TurnOver | ServiceError::Illegal(crate::engine::PlayError::TileAlreadyPlaced)
    );
    let Some(game) = id.game().filter(|_| stale) else {
        return;
    };
    let Ok(view) = data.service.view(game).await else {
        return;
    };
    let ViewState::Turn(t) = &view.state else {
        return;
    };
    if t.user_id != user.id {
        return;
    }
    let message = ui::turn_message(&view, TurnUi::default());
    let result = match (e, id) {
        // This is the turn's own message: show the step the turn is at.
        (
            ServiceError::Illegal(_),
            ComponentId::Pick { move_no, .. }
            | ComponentId::Rotate { move_no, .. }
            | ComponentId::Confirm { move_no, .. }
            | ComponentId::Page { move_no, .. },
        ) if *move_no == t.move_no => update(ctx, data, ci, &view, &message).await,
        _ => {
            post(
                ctx,
                data,
                ChannelId::new(view.channel_id as u64),
                &view,
                &message,
            )
            .await
        }
    };
    if let Err(err) = result {
        tracing::warn!(error = %err, "could not bring a turn's controls back");
    }
}

/// Whether `user` may use the controls of move `move_no` in `view`: the
/// current player, on the current move. Anyone else is told whose turn it is.
pub fn check_turn(view: &View, user: &User, move_no: i64) -> Result<(), ServiceError> {
    match &view.state {
        ViewState::Turn(t) if t.move_no != move_no => Err(ServiceError::TurnOver),
        ViewState::Turn(t) if t.user_id != user.id => {
            Err(ServiceError::NotYourTurn(format!("<@{}>", t.user_id)))
        }
        ViewState::Turn(_) => Ok(()),
        ViewState::Lobby { .. } => Err(ServiceError::NotStarted),
        _ => Err(ServiceError::GameOver),
    }
}

#[allow(clippy::too_many_arguments)]
async fn preview(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    user: &User,
    game: i64,
    move_no: i64,
    page: u8,
    number: u16,
    rot: Option<Rotation>,
) -> Result<(), ServiceError> {
    let view = data.service.view(game).await?;
    check_turn(&view, user, move_no)?;
    let ViewState::Turn(t) = &view.state else {
        return Err(ServiceError::GameOver);
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        return Err(crate::engine::PlayError::TileAlreadyPlaced.into());
    };
    let Some(c) = candidates.get(usize::from(number).saturating_sub(1)) else {
        return Err(ServiceError::TurnOver);
    };
    let rot = rot
        .filter(|r| c.rotations.contains(r))
        .unwrap_or(c.rotations[0]);
    let placement = ui::placement_of(candidates, number, rot).ok_or(ServiceError::TurnOver)?;
    let view = data.service.preview(game, user, move_no, placement).await?;
    let _ = update(
        ctx,
        data,
        ci,
        &view,
        &ui::turn_message(
            &view,
            TurnUi {
                page,
                chosen: Some((number, rot)),
            },
        ),
    )
    .await;
    Ok(())
}

async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    match event {
        FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, guilds = data_about_bot.guilds.len(), "connected to Discord");
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(ci),
        } => {
            if let Err(e) = on_component(ctx, data, ci).await {
                tracing::warn!(error = %e, custom_id = %ci.data.custom_id, "a click could not be answered");
            }
        }
        _ => {}
    }
    Ok(())
}

/// Fires due reminders and time-outs, forever.
async fn timers(ctx: serenity::Context, data: Arc<DataHandle>) {
    let mut tick = tokio::time::interval(TIMER_PERIOD);
    loop {
        tick.tick().await;
        let notices = match data.0.service.tick().await {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(error = %e, "timers could not run");
                continue;
            }
        };
        for n in notices {
            let result = match &n {
                Notice::Reminder { view, user_id } => ChannelId::new(view.channel_id as u64)
                    .say(
                        &ctx.http,
                        format!(
                            "<@{user_id}>, it's still your turn in game #{}.",
                            view.game_id
                        ),
                    )
                    .await
                    .map(|_| ())
                    .map_err(Error::from),
                Notice::TimedOut { view, .. } => announce(&ctx, &data.0, view).await,
                Notice::ComputerMoved { view } => {
                    let shown = show_computer_move(&ctx, &data.0, view).await;
                    computers_go_on(&ctx, &data.0, view);
                    shown
                }
            };
            if let Err(e) = result {
                tracing::warn!(error = %e, "a timer notice could not be posted");
            }
        }
    }
}

/// Shares the handler data with the timer task.
struct DataHandle(Data);

// ----- commands -----

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

async fn say(ctx: Context<'_>, text: impl Into<String>, ephemeral: bool) -> Result<(), Error> {
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

/// Play Carcassonne in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new", "board", "score", "rules", "resign", "cancel", "export", "replay", "help", "config"
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
    ctx.defer().await?;
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
    let lobby = ui::lobby_message(&view);
    if in_thread {
        channel
            .send_message(
                ctx.http(),
                CreateMessage::new()
                    .content(&lobby.content)
                    .components(components(&lobby.rows)),
            )
            .await?;
        say(
            ctx,
            format!("Game #{} is open in <#{}>.", view.game_id, channel.get()),
            false,
        )
        .await
    } else {
        reply(ctx, &view, &lobby, false).await
    }
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
    ctx.defer().await?;
    let Ok(Some(id)) = channel_game(&ctx, false).await else {
        return say(ctx, "There is no running game in this channel.", true).await;
    };
    match ctx.data().service.resign(id, &author(&ctx)).await {
        Ok(view) => {
            say(
                ctx,
                format!("{} left game #{id}.", ctx.author().display_name()),
                false,
            )
            .await?;
            // The move number moved on: post the turn afresh (or the end).
            announce(ctx.serenity_context(), ctx.data(), &view).await
        }
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// Cancel this channel's game (the host, or someone with Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let Ok(Some(id)) = channel_game(&ctx, false).await else {
        return say(ctx, "There is no game to cancel in this channel.", true).await;
    };
    let admin = can_manage(ctx.author_member().await.and_then(|m| m.permissions));
    match ctx.data().service.cancel(id, &author(&ctx), admin).await {
        Ok(_) => say(ctx, format!("Game #{id} was cancelled."), false).await,
        Err(e) => say(ctx, refusal(&e), true).await,
    }
}

/// The game record of this channel's latest game (carcassonne-record/1).
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Ok(Some(id)) = channel_game(&ctx, true).await else {
        return say(ctx, "There is no game in this channel.", true).await;
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
    let Ok(Some(id)) = channel_game(&ctx, true).await else {
        return say(ctx, "There is no game in this channel.", true).await;
    };
    let text = match ctx.data().service.export(id).await {
        Ok(t) => t,
        Err(e) => return say(ctx, refusal(&e), true).await,
    };
    let Ok(record) = crate::engine::Record::parse(&text) else {
        return say(ctx, refusal(&ServiceError::Corrupt(id)), true).await;
    };
    let renderer = ctx.data().renderer.clone();
    match tokio::task::spawn_blocking(move || renderer.replay_gif(&record)).await {
        Ok(Ok(gif)) => {
            let file = CreateAttachment::bytes(gif, format!("carcassonne-{id}.gif"));
            ctx.send(
                poise::CreateReply::default()
                    .content(format!("Game #{id}, turn by turn."))
                    .attachment(file),
            )
            .await?;
            Ok(())
        }
        _ => say(ctx, refusal(&ServiceError::Internal), true).await,
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

/// How the bot is run.
#[derive(Clone, Debug)]
pub struct BotConfig {
    pub token: String,
    pub database_url: String,
    /// Register commands in this server only (instantly), for testing.
    pub dev_guild: Option<u64>,
    /// Talk to this address instead of Discord (a test double).
    pub api_base: Option<String>,
    /// How long a computer player waits before moving.
    pub computer_pause: Duration,
}

/// The default wait before a computer player moves.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(1500);

/// Why the bot stopped.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error(
        "DISCORD_TOKEN is not a bot token; copy it from the Bot page of your Discord application"
    )]
    BadToken,
    #[error("Discord refused the token (was it reset?): {0}")]
    Rejected(String),
    #[error("cannot open the database: {0}")]
    Database(String),
    #[error("the connection to Discord failed: {0}")]
    Gateway(String),
}

/// Options a slash command carries that the command does not declare: from
/// a command list Discord has not updated yet, or a forged request.
#[derive(Debug, thiserror::Error)]
#[error("This command has no option called {}. Discord may still be updating this bot's commands; try again in a minute.", .0.join(", "))]
struct UnknownOptions(Vec<String>);

/// Checked before every command, ahead of reading its options.
async fn known_options(ctx: Context<'_>) -> Result<bool, Error> {
    let poise::Context::Application(a) = ctx else {
        return Ok(true);
    };
    let declared = &ctx.command().parameters;
    let unknown: Vec<String> = a
        .args
        .iter()
        .filter(|o| !declared.iter().any(|p| p.name == o.name))
        .map(|o| format!("`{}`", ui::clip(o.name, 40)))
        .collect();
    if unknown.is_empty() {
        Ok(true)
    } else {
        Err(Box::new(UnknownOptions(unknown)))
    }
}

const STALE_COMMAND: &str = "That command does not match this bot's version of it. Discord may still be updating this bot's commands; try again in a minute.";

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let _ = say(ctx, refusal(&ServiceError::Internal), true).await;
        }
        poise::FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } if error.is::<UnknownOptions>() => {
            let _ = say(ctx, error.to_string(), true).await;
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            let option = input
                .map(|i| format!(" `{}`", ui::clip(&i, 60)))
                .unwrap_or_default();
            let text = format!(
                "I could not read the option{option}: {error}. `/carcassonne help` lists the options."
            );
            let _ = say(ctx, text, true).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, %description, "options of the wrong shape");
            let text = match description {
                "received out of bounds integer" => {
                    "A number in that command is out of range for its option."
                }
                "out of bounds choice key" => {
                    "An option in that command is not one of its choices."
                }
                _ => STALE_COMMAND,
            };
            let _ = say(poise::Context::Application(ctx), text, true).await;
        }
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::warn!(command = %interaction.data.name, "unknown command");
            let answer = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(STALE_COMMAND)
                    .ephemeral(true),
            );
            let http = &framework.serenity_context.http;
            if let Err(e) = interaction.create_response(http, answer).await {
                tracing::warn!(error = %e, "could not answer an unknown command");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: BotConfig) -> Result<(), BotError> {
    run_until(config, shutdown_signal()).await
}

/// Runs the bot until `stop` completes.
pub async fn run_until(
    config: BotConfig,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    serenity::utils::validate_token(&config.token).map_err(|_| BotError::BadToken)?;
    let store = crate::store::Store::open(&config.database_url)
        .await
        .map_err(|e| BotError::Database(e.to_string()))?;
    let service = Service::new(store.clone());
    let renderer = Arc::new(Renderer::new());
    let dev_guild = config.dev_guild;
    let slots = render_slots();
    let data = Data {
        service,
        renderer,
        render_slots: slots,
        computer_pause: config.computer_pause,
    };
    let timer_data = Arc::new(DataHandle(data.clone()));
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            command_check: Some(|ctx| Box::pin(known_options(ctx))),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                match dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            &framework.options().commands,
                            serenity::GuildId::new(g),
                        )
                        .await?
                    }
                    None => {
                        poise::builtins::register_globally(ctx, &framework.options().commands)
                            .await?
                    }
                }
                tokio::spawn(timers(ctx.clone(), timer_data));
                Ok(data)
            })
        })
        .build();
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        tracing::warn!(base = %base, "DISCORD_API_BASE is set: talking to a stand-in for Discord, not Discord itself");
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await
        .map_err(|e| BotError::Gateway(e.to_string()))?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        stop.await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let result = client.start().await;
    // Moves are stored in transactions; closing the pool waits for any in flight.
    store.close().await;
    match result {
        Ok(()) => Ok(()),
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            Err(BotError::Rejected("invalid authentication".into()))
        }
        Err(serenity::Error::Http(e)) if e.status_code().is_some_and(|s| s.as_u16() == 401) => {
            Err(BotError::Rejected(e.to_string()))
        }
        Err(e) => Err(BotError::Gateway(e.to_string())),
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(t) => t,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameOptions, TurnView};

    #[test]
    fn only_managers_and_admins_manage() {
        use serenity::Permissions;
        assert!(can_manage(Some(Permissions::MANAGE_GUILD)));
        assert!(can_manage(Some(Permissions::ADMINISTRATOR)));
        assert!(!can_manage(Some(
            Permissions::SEND_MESSAGES | Permissions::MANAGE_MESSAGES
        )));
        assert!(!can_manage(None));
    }

    fn turn_view(user_id: i64, move_no: i64) -> View {
        View {
            game_id: 1,
            guild_id: 1,
            channel_id: 1,
            host_id: 1,
            options: GameOptions::default(),
            seats: Vec::new(),
            state: ViewState::Turn(TurnView {
                move_no,
                seat: 0,
                user_id,
                name: "Ann".into(),
                tile: crate::engine::TileSet::base().start_kind(),
                step: TurnStep::PlaceTile {
                    candidates: Vec::new(),
                    preview: None,
                    preview_spots: Vec::new(),
                },
                tiles_left: 1,
                deadline_at: None,
                computer: None,
            }),
            news: Vec::new(),
            game: None,
            rating_changes: Vec::new(),
        }
    }

    #[test]
    fn only_the_current_player_on_the_current_move_may_click() {
        let v = turn_view(5, 12);
        assert!(check_turn(&v, &User::new(5, "Ann"), 12).is_ok());
        let e = check_turn(&v, &User::new(6, "Bob"), 12).unwrap_err();
        assert_eq!(e.to_string(), "It's <@5>'s turn.");
        assert!(matches!(
            check_turn(&v, &User::new(5, "Ann"), 11),
            Err(ServiceError::TurnOver)
        ));
        let over = View {
            state: ViewState::Cancelled,
            ..v
        };
        assert!(matches!(
            check_turn(&over, &User::new(5, "Ann"), 12),
            Err(ServiceError::GameOver)
        ));
    }
}
