//! Clicks: each is acknowledged at once, parsed into a [`ComponentId`],
//! and handed to the game service. What a stored action must show goes
//! through the outbox (the click only kicks the delivery); previews, which
//! store nothing, edit the clicked message directly.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, CreateAttachment};

use super::Data;
use super::failure::with_retries;
use super::ids::{ComponentId, LobbyButton, TournamentButton};
use super::messages;
use super::permissions;
use super::permissions::can_manage;
use super::permissions::games_seen;
use super::reply::{paused_texts, refusal};
use super::ui::{self, Message, TurnUi};
use super::{cards, v2};
use crate::ai::Level;
use crate::engine::{Expansion, Expansions, Rotation};
use crate::game::{Clicked, LeaderboardSpan, ServiceError, Stale, User, View, ViewState};
use crate::i18n::{Lang, t};

type Error = super::Error;

/// Tells the clicker something only they see: the one way a click is
/// answered in words.
pub async fn tell(
    data: &Data,
    ci: &ComponentInteraction,
    text: impl Into<String>,
) -> Result<(), Error> {
    let card = cards::card(&Message::text(text.into()), &[], &Default::default());
    with_retries("reply", || {
        cards::follow_up(&data.rest, &ci.token, &card, &[], true)
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

/// Whether the clicked message is a private copy of the controls (from
/// `/carcassonne turn`): the outbox changes only public messages.
fn private(ci: &ComponentInteraction) -> bool {
    ci.message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

/// The language to answer the clicker in.
fn lang_of(ci: &ComponentInteraction) -> Lang {
    super::reply::answer_lang(&ci.locale, ci.guild_locale.as_deref())
}

/// The language a clicked message is redrawn in: a public one in its
/// game's, a private copy in the clicker's.
fn shown_in(ci: &ComponentInteraction, view: &View, clicker: Lang) -> Lang {
    if private(ci) {
        clicker
    } else {
        view.options.lang
    }
}

fn is_admin(ci: &ComponentInteraction) -> bool {
    can_manage(ci.member.as_ref().and_then(|m| m.permissions))
}

/// Replaces the clicked message with `m` and its picture, if it has one.
async fn update(
    data: &Data,
    ci: &ComponentInteraction,
    view: &View,
    m: &Message,
) -> Result<(), Error> {
    replace(data, ci, view, m, None).await
}

/// Replaces the clicked message with `m`; with `keep_picture`, the
/// pictures the clicked card shows stay as they are (no new upload), when
/// it shows any. `clicked` is the message as Discord sends it, when it was
/// read.
async fn replace(
    data: &Data,
    ci: &ComponentInteraction,
    view: &View,
    m: &Message,
    clicked: Option<&serde_json::Value>,
) -> Result<(), Error> {
    // A card's pictures are in its media components, never in its
    // attachments as Discord returns them (`message.mdx`).
    let kept = clicked.map(cards::pictures_of).unwrap_or_default();
    let (files, names, kept) = if kept.is_empty() {
        let files = messages::files(data, view, m).await;
        let names = files
            .iter()
            .map(|f| (f.filename.clone(), f.description.clone()))
            .collect();
        (files, names, None)
    } else {
        let names = kept.iter().map(|p| (p.name.clone(), p.alt.clone()));
        (Vec::new(), names.collect::<Vec<_>>(), Some(kept))
    };
    let card = v2::card_of(m, names, &data.icons.get());
    // Of the clicked card's pictures, those the new card shows stay (a
    // thumbnail the new card has no place for goes).
    let keep = kept.map(|kept| {
        let shown = card.files_shown();
        let ids = kept.iter().filter(|p| shown.contains(&p.name.as_str()));
        ids.map(|p| p.id).collect::<Vec<u64>>()
    });
    edit_clicked(data, ci, &card, files, keep.as_deref(), "update a message").await
}

/// Shows `card` in place of the clicked message, with `files` (or, with
/// `keep`, the message's own attachments of those ids).
async fn edit_clicked(
    data: &Data,
    ci: &ComponentInteraction,
    card: &v2::Card,
    files: Vec<CreateAttachment>,
    keep: Option<&[u64]>,
    what: &str,
) -> Result<(), Error> {
    if !cards::fits(card, what) {
        return Ok(());
    }
    let body = cards::edit_body(card, &files, keep);
    with_retries(what, || data.rest.edit_original(&ci.token, &body, &files)).await?;
    Ok(())
}

/// Shows `m` (text and controls, no picture) in place of the clicked
/// message.
async fn show_in_place(
    data: &Data,
    ci: &ComponentInteraction,
    m: &Message,
    what: &str,
) -> Result<(), Error> {
    let card = cards::card(m, &[], &data.icons.get());
    edit_clicked(data, ci, &card, Vec::new(), None, what).await
}

/// The position and rotation the clicked turn message shows in place, read
/// from its own enabled Confirm button (a control of this game and move
/// only), at any depth of the card as Discord sends it.
fn chosen_on(clicked: &serde_json::Value, game: i64, key: i64) -> Option<(u16, Rotation)> {
    cards::controls_of(clicked)
        .into_iter()
        // (A disabled Confirm is the placeholder of a turn with nothing
        // chosen yet.)
        .filter(|c| c["disabled"] != serde_json::Value::Bool(true))
        .find_map(|c| match ComponentId::parse(c["custom_id"].as_str()?)? {
            ComponentId::Confirm {
                game: g,
                key: m,
                number,
                rot,
            } if g == game && m == key => Some((number, rot)),
            _ => None,
        })
}

/// Takes the controls off the clicked message, keeping what it says and
/// shows (an old turn message, or a lobby that has moved on).
async fn strip(data: &Data, ci: &ComponentInteraction) -> Result<(), Error> {
    if !private(ci) {
        // A card keeps its text and pictures; a plain message (posted
        // before cards) loses its rows.
        with_retries("close old controls", || {
            cards::strip(&data.rest, ci.channel_id, ci.message.id)
        })
        .await?;
        return Ok(());
    }
    with_retries("close old controls", || {
        cards::strip_original(&data.rest, &ci.token)
    })
    .await?;
    Ok(())
}

pub async fn on_component(
    data: &Data,
    ci: &ComponentInteraction,
    kind: crate::metrics::Interaction,
) -> Result<(), Error> {
    let arrived = std::time::Instant::now();
    if launched_board(data, ci).await {
        crate::metrics::first_answer(kind, arrived.elapsed());
        return Ok(());
    }
    // Acknowledge first: Discord allows three seconds.
    data.rest
        .acknowledge((ci.id, &ci.token), super::rest::Ack::Click)
        .await?;
    crate::metrics::first_answer(kind, arrived.elapsed());
    let lang = lang_of(ci);
    let Some(id) = ComponentId::parse(&ci.data.custom_id) else {
        return tell(data, ci, t(lang, "click-unknown-control", &[])).await;
    };
    if let Some(game) = id.game()
        && let Err(e) = data
            .service
            .check_channel(game, ci.channel_id.get() as i64)
            .await
    {
        return tell(data, ci, refusal(&e, lang)).await;
    }
    let user = user_of(ci);
    // Whatever it stores is shown as any change is, whether or not the
    // rest goes well.
    let result = act(data, ci, &id, &user, lang).await;
    match result {
        Ok(()) => {}
        Err(Refused::Service(e)) => {
            // Controls that lag behind the game are brought up to date
            // before the player is told why the click changed nothing: the
            // step their turn is at shows even if the bot stops right after.
            heal(data, ci, &id, &e, lang).await;
            tell(data, ci, refusal(&e, lang)).await?;
        }
        Err(Refused::Said(text)) => tell(data, ci, text).await?,
    }
    // A person clicking away looks for their paused games once in a while
    // (a look is a database query: one per click was a tenth of them all).
    let who = user.id as u64;
    if data.pause_check.wait(who).is_none() {
        data.pause_check.asked(who);
        for text in paused_texts(data, user.id, lang).await {
            tell(data, ci, text).await?;
        }
    }
    Ok(())
}

/// A click of Open board, answered by launching the board inside Discord (the
/// Activity, in the clicked card's channel), where the bot has one.
/// `false`: not launched (no Activity here, or Discord refused it); the
/// click then goes on as any other, and the clicker is told why.
async fn launched_board(data: &Data, ci: &ComponentInteraction) -> bool {
    let opens_board = matches!(
        ComponentId::parse(&ci.data.custom_id),
        Some(ComponentId::OpenBoard { .. })
    );
    if !opens_board
        || !data
            .board_links
            .as_ref()
            .is_some_and(|l| l.opens_in_discord())
    {
        return false;
    }
    let launch = serde_json::json!({ "type": 12 });
    match data.rest.respond((ci.id, &ci.token), &launch, &[]).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %e, "Discord did not launch the board's Activity");
            false
        }
    }
}

/// Why a click changed nothing: the service refused it, or this front end
/// did before asking the service (a menu answer it could not read, a
/// permission the game needs), in the clicker's words.
enum Refused {
    Service(ServiceError),
    Said(String),
}

impl From<ServiceError> for Refused {
    fn from(e: ServiceError) -> Self {
        Refused::Service(e)
    }
}

async fn act(
    data: &Data,
    ci: &ComponentInteraction,
    id: &ComponentId,
    user: &User,
    lang: Lang,
) -> Result<(), Refused> {
    let svc = &data.service;
    match *id {
        ComponentId::Lobby { game, button } => {
            lobby_click(data, ci, user, lang, game, button).await?;
        }
        ComponentId::Tournament { tournament, button } => {
            tournament_click(data, ci, user, tournament, button).await?;
        }
        ComponentId::Pick { game, key, page } => {
            let number = match &ci.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().and_then(|v| v.parse::<u16>().ok())
                }
                _ => None,
            };
            let Some(number) = number else {
                return Err(Refused::Said(t(lang, "error-choose-position", &[])));
            };
            let at = (game, key, lang);
            preview(data, ci, user, at, page, number, None).await?;
        }
        ComponentId::Rotate {
            game,
            key,
            number,
            rot,
        } => {
            let page = ((number.saturating_sub(1)) as usize / ui::MENU_PAGE) as u8;
            preview(data, ci, user, (game, key, lang), page, number, Some(rot)).await?;
        }
        ComponentId::Page {
            game,
            key,
            page,
            chosen,
        } => {
            turn_page(data, ci, user, (game, key, lang), page, chosen).await?;
        }
        ComponentId::Confirm {
            game,
            key,
            number,
            rot,
        } => {
            let view = svc.confirm_number(game, user, key, number, rot).await?;
            // The public turn message shows the follower step through the
            // outbox (in order with everything else shown of the game).
            update_private_copy(data, ci, &view, lang).await;
        }
        ComponentId::TakeBack { game, key } => {
            let view = svc.take_back(game, user, key).await?;
            // The public turn message shows the tile step again through the
            // outbox.
            update_private_copy(data, ci, &view, lang).await;
        }
        ComponentId::Spot {
            game,
            key,
            letter,
            figure,
        } => {
            svc.place_follower(game, user, key, letter, figure).await?;
            if private(ci) {
                let _ = strip(data, ci).await;
            }
        }
        ComponentId::SpotMenu { game, key } => {
            let choice = match &ci.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().and_then(|v| ui::parse_spot_value(v))
                }
                _ => None,
            };
            let Some((letter, figure)) = choice else {
                return Err(Refused::Said(t(lang, "error-choose-spot", &[])));
            };
            svc.place_follower(game, user, key, Some(letter), figure)
                .await?;
            if private(ci) {
                let _ = strip(data, ci).await;
            }
        }
        ComponentId::ReturnAbbot { game, key } => {
            svc.return_abbot(game, user, key).await?;
            if private(ci) {
                let _ = strip(data, ci).await;
            }
        }
        ComponentId::Undo { game, moves, agree } => {
            // The vote's message shows the answer through the outbox.
            svc.vote_undo(game, user, moves, agree).await?;
        }
        ComponentId::Leaderboard { page, season } => {
            let guild = ci.guild_id.map_or(0, |g| g.get() as i64);
            let span = season.map_or(LeaderboardSpan::AllTime, LeaderboardSpan::Season);
            let lb = svc
                .leaderboard_of(guild, span, usize::from(page), 10)
                .await?;
            show_list(data, ci, &ui::leaderboard_message(&lb, lang)).await;
        }
        ComponentId::Rematch { game } => {
            let view = svc.rematch(game, user).await?;
            let text = t(lang, "click-rematch-open", &[("game", view.game_id.into())]);
            tell(data, ci, text)
                .await
                .unwrap_or_else(|e| tracing::warn!(error = %e, "could not answer a rematch"));
        }
        ComponentId::Games { page } => games_page(data, ci, lang, page).await?,
        // Launched before any other click is acknowledged, where it could be.
        ComponentId::OpenBoard { .. } => return Err(Refused::Said(t(lang, "click-no-board", &[]))),
    }
    Ok(())
}

/// A click on a lobby's controls.
async fn lobby_click(
    data: &Data,
    ci: &ComponentInteraction,
    user: &User,
    lang: Lang,
    game: i64,
    button: LobbyButton,
) -> Result<(), Refused> {
    let svc = &data.service;
    let view = match button {
        LobbyButton::Join => svc.join(game, user).await?,
        LobbyButton::Leave => svc.leave(game, user).await?,
        LobbyButton::Cancel => svc.cancel(game, user, is_admin(ci)).await?,
        LobbyButton::Start => {
            // Every turn will be posted here: check before starting.
            let place = permissions::here(ci.channel.as_ref());
            let lacking = permissions::missing(ci.app_permissions, place);
            if !lacking.is_empty() {
                return Err(Refused::Said(permissions::refusal(&lacking, place, lang)));
            }
            svc.start(game, user).await?
        }
        LobbyButton::AddComputer => {
            let level = match &ci.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => offered_level(values),
                _ => None,
            };
            let Some(level) = level else {
                return Err(Refused::Said(t(lang, "error-choose-level", &[])));
            };
            svc.add_computer(game, user, level).await?
        }
        LobbyButton::RemoveComputer => svc.remove_computer(game, user).await?,
        LobbyButton::Expansions => {
            let chosen = match &ci.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => chosen_expansions(values),
                _ => None,
            };
            let Some(chosen) = chosen else {
                return Err(Refused::Said(t(lang, "error-choose-expansions", &[])));
            };
            svc.set_expansions(game, user, chosen).await?
        }
    };
    // A lobby that started or was cancelled is closed by the outbox.
    if let ViewState::Lobby { .. } = &view.state {
        let m = ui::lobby_message(&view, view.options.lang);
        let _ = update(data, ci, &view, &m).await;
    }
    Ok(())
}

/// A click on a tournament's sign-up.
async fn tournament_click(
    data: &Data,
    ci: &ComponentInteraction,
    user: &User,
    tournament: i64,
    button: TournamentButton,
) -> Result<(), Refused> {
    let svc = &data.service;
    svc.tournament_here(tournament, ci.channel_id.get() as i64)
        .await?;
    let admin = is_admin(ci);
    let v = match button {
        TournamentButton::Join => svc.join_tournament(tournament, user).await?,
        TournamentButton::Leave => svc.leave_tournament(tournament, user).await?,
        TournamentButton::Start => svc.start_tournament(tournament, user, admin).await?,
        TournamentButton::Cancel => svc.cancel_tournament(tournament, user, admin).await?,
    };
    // The sign-up shows who signed up, and loses its buttons once
    // the tournament is under way or over.
    let m = ui::signup_message(&v, v.options.lang);
    if let Err(e) = show_in_place(data, ci, &m, "show a sign-up's change").await {
        tracing::warn!(tournament, error = %e, "could not show a sign-up's change");
    }
    Ok(())
}

/// Another page of the position menu, with the position `chosen` (if
/// any) still shown in place.
async fn turn_page(
    data: &Data,
    ci: &ComponentInteraction,
    user: &User,
    (game, key, lang): (i64, i64, Lang),
    page: u8,
    chosen: Option<(u16, Rotation)>,
) -> Result<(), Refused> {
    let svc = &data.service;
    let view = svc.turn_for(game, user, key).await?;
    // The position shown in place stays chosen, and the picture
    // stays as it is: only the menu turns its page. (An older
    // message's pager does not say what is chosen: its Confirm
    // button does.)
    // The clicked card as Discord sends it: its pictures, and its
    // controls at any depth (serenity's message keeps neither).
    let clicked = with_retries("read the clicked message", || data.rest.original(&ci.token))
        .await
        .ok();
    let chosen = chosen.or_else(|| clicked.as_ref().and_then(|c| chosen_on(c, game, key)));
    if old_card(ci) {
        let m = data.with_board_buttons(
            &view,
            ui::turn_message(&view, TurnUi { page, chosen }, lang),
        );
        let _ = private_copy(data, ci, &view, &m).await;
    } else {
        let m = ui::turn_message(&view, TurnUi { page, chosen }, shown_in(ci, &view, lang));
        let m = data.with_board_buttons(&view, m);
        let _ = replace(data, ci, &view, &m, clicked.as_ref()).await;
    }
    Ok(())
}

/// A page of the server's running games, those the clicker can view.
async fn games_page(
    data: &Data,
    ci: &ComponentInteraction,
    lang: Lang,
    page: u16,
) -> Result<(), Refused> {
    let svc = &data.service;
    let guild = ci.guild_id.map_or(0, |g| g.get() as i64);
    let here = ci.channel_id.get() as i64;
    let Some(seen) = games_seen(data, guild, ci.member.as_ref(), here).await else {
        tell(data, ci, t(lang, "games-cannot-check", &[]))
            .await
            .unwrap_or_else(|e| tracing::warn!(error = %e, "could not answer a click"));
        return Ok(());
    };
    let list = svc
        .running_games_in(guild, usize::from(page), ui::GAMES_PAGE, Some(&seen))
        .await?;
    show_list(data, ci, &ui::games_message(guild, &list, lang)).await;
    Ok(())
}

/// A private copy of the turn's controls (from `/carcassonne turn`) shows
/// the turn's step in place; the public message follows through the outbox.
async fn update_private_copy(data: &Data, ci: &ComponentInteraction, view: &View, lang: Lang) {
    if private(ci) {
        let m = data.with_board_buttons(view, ui::turn_message(view, TurnUi::default(), lang));
        let _ = update(data, ci, view, &m).await;
    }
}

/// Shows another page of a list in the clicked message.
async fn show_list(data: &Data, ci: &ComponentInteraction, m: &Message) {
    if let Err(e) = show_in_place(data, ci, m, "turn a list's page").await {
        tracing::warn!(error = %e, "could not turn a list's page");
    }
}

#[allow(clippy::too_many_arguments)]
async fn preview(
    data: &Data,
    ci: &ComponentInteraction,
    user: &User,
    (game, key, lang): (i64, i64, Lang),
    page: u8,
    number: u16,
    rot: Option<Rotation>,
) -> Result<(), ServiceError> {
    let (view, rot) = data
        .service
        .preview_number(game, user, key, number, rot)
        .await?;
    let old = old_card(ci);
    let m = ui::turn_message(
        &view,
        TurnUi {
            page,
            chosen: Some((number, rot)),
        },
        if old { lang } else { shown_in(ci, &view, lang) },
    );
    let m = data.with_board_buttons(&view, m);
    if old {
        let _ = private_copy(data, ci, &view, &m).await;
    } else {
        let _ = update(data, ci, &view, &m).await;
    }
    Ok(())
}

/// How old a public card may be before the bot stops editing it for a
/// preview: Discord allows a message older than an hour 3 edits per 6 s
/// in its channel (429, code 30046); a turn's previews and pages would run
/// into that, and a delayed one could land after a later one.
const OLD_CARD: std::time::Duration = std::time::Duration::from_secs(50 * 60);

/// Discord's epoch (2015) in Unix ms: a snowflake's top 42 bits count
/// from it (`reference.mdx`, "Snowflakes").
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Whether the clicked message is a public card older than [`OLD_CARD`]:
/// its previews then go to a private copy until the move is confirmed.
fn old_card(ci: &ComponentInteraction) -> bool {
    let made_ms = (ci.message.id.get() >> 22) + DISCORD_EPOCH_MS;
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    !private(ci) && now_ms.saturating_sub(made_ms) > OLD_CARD.as_millis() as u64
}

/// Shows `m` (with its pictures) to the clicker alone, as a private copy
/// of the turn's controls: their next clicks edit that copy, and the
/// public card changes only when the move is made (through the outbox).
async fn private_copy(
    data: &Data,
    ci: &ComponentInteraction,
    view: &View,
    m: &Message,
) -> Result<(), Error> {
    let files = messages::files(data, view, m).await;
    let card = cards::card(m, &files, &data.icons.get());
    if !cards::fits(&card, "show a private copy of a turn") {
        return Ok(());
    }
    with_retries("show a private copy of a turn", || {
        cards::follow_up(&data.rest, &ci.token, &card, &files, true)
    })
    .await?;
    Ok(())
}

/// A click on controls that lag behind the game: brought up to date as
/// the service says (see [`crate::game::Service::stale_controls`]).
async fn heal(
    data: &Data,
    ci: &ComponentInteraction,
    id: &ComponentId,
    e: &ServiceError,
    lang: Lang,
) {
    let Some(game) = id.game() else {
        return;
    };
    let clicked = Clicked {
        by: user_of(ci).id,
        message: ci.message.id.get() as i64,
        private: private(ci),
        lobby: matches!(id, ComponentId::Lobby { .. }),
    };
    let result = match data.service.stale_controls(game, clicked, e).await {
        Stale::Keep => Ok(()),
        Stale::Strip => strip(data, ci).await,
        Stale::ShowTurn(view) => {
            let m = ui::turn_message(&view, TurnUi::default(), shown_in(ci, &view, lang));
            update(data, ci, &view, &data.with_board_buttons(&view, m)).await
        }
        Stale::CatchUp => {
            data.caught_up(game).await;
            Ok(())
        }
    };
    if let Err(err) = result {
        tracing::warn!(error = %err, "could not bring a turn's controls up to date");
    }
}

/// The computer level picked in the lobby's menu: exactly one of the
/// levels the menu offers.
fn offered_level(values: &[String]) -> Option<Level> {
    match values {
        [v] => Level::parse(v).filter(|l| Level::OFFERED.contains(l)),
        _ => None,
    }
}

/// The expansions ticked in the lobby's menu (none is a choice too); any
/// value that names no expansion refuses the whole pick.
fn chosen_expansions(values: &[String]) -> Option<Expansions> {
    values.iter().try_fold(Expansions::NONE, |x, v| {
        Expansion::parse(v).map(|e| x.with(e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_computer_menu_takes_one_offered_level() {
        for level in Level::OFFERED {
            assert_eq!(offered_level(&strings(&[level.name()])), Some(level));
        }
        // A level the menu does not offer, an unknown word, none or two.
        for values in [&["random"][..], &["grandmaster"], &[], &["easy", "hard"]] {
            assert_eq!(offered_level(&strings(values)), None, "{values:?}");
        }
    }

    #[test]
    fn the_expansions_menu_takes_any_set_of_known_names() {
        assert_eq!(chosen_expansions(&[]), Some(Expansions::NONE));
        let both = chosen_expansions(&strings(&["river", "abbot"])).unwrap();
        assert!(both.has(Expansion::River) && both.has(Expansion::Abbot));
        assert!(!both.has(Expansion::TradersBuilders));
        assert_eq!(chosen_expansions(&strings(&["river", "tower"])), None);
    }
}
