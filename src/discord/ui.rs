//! Views into messages: text, buttons and menus, as plain data. The Discord
//! adapter turns a [`Message`] into serenity builders; tests check these
//! against Discord's limits without a network.

use crate::engine::{Candidate, FeatureKind, Placement, Rotation, Rules, TileSet};
use crate::game::{
    FinalStanding, GameEntry, GameList, GameOptions, GameResult, HeadToHead, Leaderboard, NAME_END,
    NAME_START, TimeoutAction, TurnStep, TurnView, UndoVoteView, View, ViewState,
};
use crate::store::PlayerStats;

use super::ids::{ComponentId, LobbyButton};
use crate::ai::Level;

/// Options per page of the position menu (Discord's limit).
pub const MENU_PAGE: usize = 25;
/// Discord's limit on message text sent in an interaction response.
pub const MAX_CONTENT: usize = 2000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub default: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

/// Which picture goes with a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Picture {
    Board,
    /// The turn picture, with the chosen placement drawn in place.
    Turn {
        preview: Option<Placement>,
    },
    CloseUp,
    Scores,
    /// What is left in the bag, kind by kind.
    Bag,
    /// The board in the colours of who holds each feature.
    Holders,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub content: String,
    pub rows: Vec<Row>,
    pub picture: Option<Picture>,
}

fn button(id: ComponentId, label: &str, style: Style, disabled: bool) -> Button {
    Button {
        id: id.to_string(),
        label: label.to_string(),
        style,
        disabled,
    }
}

/// Cuts text to `max` characters, on a line break where possible.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    if let Some(i) = out.rfind('\n') {
        if i > max / 2 {
            out.truncate(i);
        }
    }
    out.push('…');
    out
}

/// A person's name as Discord text: its markdown escaped, and mentions
/// (`<@…>`, `@everyone`, `@here`) broken with an invisible space, so a
/// nickname shows as typed and can neither format the message nor ping.
pub fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    for c in name.chars().filter(|c| !c.is_control()) {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '-' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            '@' | '<' => {
                out.push(c);
                out.push('\u{200B}');
            }
            c => out.push(c),
        }
    }
    out
}

/// A sentence from the game service as Discord text: the names in it
/// (between [`NAME_START`] and [`NAME_END`]) escaped, the marks taken out.
pub fn shown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(NAME_START) {
        out.push_str(&rest[..i]);
        let after = &rest[i + NAME_START.len_utf8()..];
        let (name, next) = after.split_once(NAME_END).unwrap_or((after, ""));
        out.push_str(&escape(name));
        rest = next;
    }
    out.push_str(rest);
    out
}

fn mention(user_id: i64) -> String {
    format!("<@{user_id}>")
}

/// A seat's player: a mention for a person, the name for a computer player
/// (computer players have negative ids and no Discord account).
fn who(user_id: i64, name: &str) -> String {
    if user_id < 0 {
        format!("🤖 **{}**", escape(&clip(name, 60)))
    } else {
        mention(user_id)
    }
}

fn duration(secs: u32) -> String {
    match secs {
        s if s % 86_400 == 0 => format!("{} day{}", s / 86_400, if s == 86_400 { "" } else { "s" }),
        s if s % 3600 == 0 => format!("{} hour{}", s / 3600, if s == 3600 { "" } else { "s" }),
        s => format!("{} minutes", s / 60),
    }
}

/// A short summary of the rules and options in force.
pub fn rules_text(options: &GameOptions) -> String {
    let r: &Rules = &options.rules;
    let mut s = format!("**Rules:** {r}.\n");
    s.push_str(&format!("**Seats:** up to {}.\n", options.seats));
    match options.turn_limit {
        Some(t) => {
            let after = match options.timeout {
                TimeoutAction::Skip => "the turn is skipped".to_string(),
                TimeoutAction::Forfeit { after } => {
                    format!(
                        "the turn is skipped, and after {after} missed turns in a row the player forfeits"
                    )
                }
            };
            s.push_str(&format!("**Turn time:** {}; then {after}.\n", duration(t)));
        }
        None => s.push_str("**Turn time:** no limit.\n"),
    }
    if let Some(r) = options.reminder_after {
        s.push_str(&format!(
            "**Reminder:** after {} without a move.\n",
            duration(r)
        ));
    }
    s.push_str(&format!("**Language:** {}.\n", options.lang.native_name()));
    s
}

/// What players see in the lobby.
pub fn lobby_message(view: &View) -> Message {
    let id = view.game_id;
    let mut content = format!(
        "**Carcassonne** — game #{id}, hosted by {}\n",
        mention(view.host_id)
    );
    content.push_str(&rules_text(&view.options));
    content.push_str(&format!(
        "\n**Players ({}/{}):** {}\n",
        view.seats.len(),
        view.options.seats,
        view.seats
            .iter()
            .map(|s| who(s.user_id, &s.name))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    let can_start = matches!(view.state, ViewState::Lobby { can_start: true });
    content.push_str(if can_start {
        "The host can start the game now."
    } else {
        "Waiting for at least one more player…"
    });
    if let Some(t) = view.lobby_closes_at {
        content.push_str(&format!(" The lobby closes <t:{t}:R> unless started."));
    }
    let b = |button, label, style, disabled| {
        button_for(
            ComponentId::Lobby { game: id, button },
            label,
            style,
            disabled,
        )
    };
    let computers = view.seats.iter().any(|s| s.computer.is_some());
    let mut buttons = vec![
        b(LobbyButton::Join, "Join", Style::Primary, false),
        b(LobbyButton::Leave, "Leave", Style::Secondary, false),
        b(LobbyButton::Start, "Start", Style::Success, !can_start),
        b(LobbyButton::Cancel, "Cancel", Style::Danger, false),
    ];
    if computers {
        buttons.push(b(
            LobbyButton::RemoveComputer,
            "Remove computer",
            Style::Secondary,
            false,
        ));
    }
    let mut rows = vec![Row::Buttons(buttons)];
    if view.seats.len() < usize::from(view.options.seats) {
        rows.push(Row::Select(Select {
            id: ComponentId::Lobby {
                game: id,
                button: LobbyButton::AddComputer,
            }
            .to_string(),
            placeholder: "Add a computer player (host)…".into(),
            options: Level::OFFERED
                .iter()
                .map(|l| SelectOption {
                    label: format!("Add a computer player: {}", l.name()),
                    value: l.name().into(),
                    description: Some(level_blurb(*l).into()),
                    default: false,
                })
                .collect(),
        }));
    }
    Message {
        content: clip(&content, MAX_CONTENT),
        rows,
        picture: None,
    }
}

/// What each offered level plays like, for the lobby menu.
pub fn level_blurb(level: Level) -> &'static str {
    match level {
        Level::Easy => "Knows the rules, often misses the best move",
        Level::Medium => "Takes the move that looks best right now",
        Level::Hard => "Looks ahead over the tiles still in the bag",
        Level::Random => "Any legal move",
    }
}

fn button_for(id: ComponentId, label: &str, style: Style, disabled: bool) -> Button {
    button(id, label, style, disabled)
}

/// The state of a turn message's controls (carried in custom ids).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnUi {
    /// Page of the position menu (0-based).
    pub page: u8,
    /// The chosen candidate (1-based number) and rotation.
    pub chosen: Option<(u16, Rotation)>,
}

/// Where candidate `number` (1-based) turned to `rot` puts the tile, if it fits.
pub fn placement_of(candidates: &[Candidate], number: u16, rot: Rotation) -> Option<Placement> {
    let c = candidates.get(usize::from(number).checked_sub(1)?)?;
    c.rotations
        .contains(&rot)
        .then_some(Placement { pos: c.pos, rot })
}

fn turn_header(view: &View, t: &TurnView) -> String {
    let set = view.game.as_ref().map_or(TileSet::base(), |g| g.tile_set());
    let mut s = format!(
        "{}, it's your turn (move {}). Your tile is **{}**; {} tiles are left in the bag.",
        who(t.user_id, &t.name),
        t.move_no,
        set.name_of(t.tile),
        t.tiles_left
    );
    if let Some(d) = t.deadline_at {
        s.push_str(&format!(" Time runs out <t:{d}:R>."));
    }
    if t.clock_stopped {
        s.push_str(" The clock is stopped.");
    }
    s
}

/// A link to a message.
pub fn message_link(guild: i64, channel: i64, message: i64) -> String {
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// The direct message telling a player it is their turn.
pub fn turn_dm(view: &View, t: &TurnView, link: &str, reminder: bool) -> String {
    let mut s = if reminder {
        format!(
            "⏰ Reminder: it's still your turn in Carcassonne game #{} in <#{}> (move {}).",
            view.game_id, view.channel_id, t.move_no
        )
    } else {
        format!(
            "It's your turn in Carcassonne game #{} in <#{}> (move {}).",
            view.game_id, view.channel_id, t.move_no
        )
    };
    if let Some(d) = t.deadline_at {
        s.push_str(&format!(" Time runs out <t:{d}:R>."));
    }
    s.push_str(&format!("\nYour turn: {link}"));
    s.push_str("\n-# `/carcassonne notify` in the server changes how you are told.");
    clip(&s, MAX_CONTENT)
}

/// Said in the game's channel instead of a DM that could not be delivered
/// (the first time, with why).
pub fn dm_fallback(t: &TurnView, link: &str, reminder: bool, first: bool) -> String {
    let mut s = if reminder {
        format!(
            "⏰ {}, your turn is still waiting: {link}",
            who(t.user_id, &t.name)
        )
    } else {
        format!("{}, your turn is waiting: {link}", who(t.user_id, &t.name))
    };
    if first {
        s.push_str(
            "\nYour DMs are closed to me, so I mention you here instead. \
             Open them, or choose another way with `/carcassonne notify`.",
        );
    }
    clip(&s, MAX_CONTENT)
}

/// The turn message: the numbered positions in a menu (paged past 25),
/// rotation buttons through the rotations that fit, and Confirm.
pub fn turn_message(view: &View, ui: TurnUi) -> Message {
    let ViewState::Turn(t) = &view.state else {
        return board_message(view, false);
    };
    match &t.step {
        TurnStep::PlaceFollower { spots, .. } => follower_message(view, t, spots),
        TurnStep::PlaceTile { candidates, .. } => {
            let (game, move_no) = (view.game_id, t.move_no);
            let pages = candidates.len().div_ceil(MENU_PAGE).max(1);
            let page = usize::from(ui.page).min(pages - 1);
            let chosen = ui
                .chosen
                .and_then(|(n, r)| placement_of(candidates, n, r).map(|p| (n, r, p)));
            let mut content = turn_header(view, t);
            content.push_str(match chosen {
                None => "\nPick a position by its number, turn the tile, then confirm.",
                Some(_) => {
                    "\nThe tile is shown in place. Turn it or pick another position, then confirm."
                }
            });
            let options: Vec<SelectOption> = candidates
                .iter()
                .enumerate()
                .skip(page * MENU_PAGE)
                .take(MENU_PAGE)
                .map(|(i, c)| {
                    let number = i as u16 + 1;
                    SelectOption {
                        label: format!("{number} · ({}, {})", c.pos.x, c.pos.y),
                        value: number.to_string(),
                        description: Some(match c.rotations.len() {
                            1 => "fits one way".to_string(),
                            n => format!("fits {n} ways"),
                        }),
                        default: chosen.is_some_and(|(n, _, _)| n == number),
                    }
                })
                .collect();
            let mut rows = Vec::new();
            if !options.is_empty() {
                rows.push(Row::Select(Select {
                    id: ComponentId::Pick {
                        game,
                        move_no,
                        page: page as u8,
                    }
                    .to_string(),
                    placeholder: if pages > 1 {
                        format!("Choose a position (page {} of {pages})", page + 1)
                    } else {
                        "Choose a position".to_string()
                    },
                    options,
                }));
            }
            if pages > 1 {
                let to = |p: usize| ComponentId::Page {
                    game,
                    move_no,
                    page: p as u8,
                };
                rows.push(Row::Buttons(vec![
                    button(
                        to(page.saturating_sub(1)),
                        "◀ Previous",
                        Style::Secondary,
                        page == 0,
                    ),
                    button(
                        to((page + 1).min(pages - 1)),
                        "Next ▶",
                        Style::Secondary,
                        page + 1 >= pages,
                    ),
                ]));
            }
            let mut controls = Vec::new();
            match chosen {
                Some((number, rot, _)) => {
                    let fits = &candidates[usize::from(number) - 1].rotations;
                    let i = fits.iter().position(|r| *r == rot).unwrap_or(0);
                    let prev = fits[(i + fits.len() - 1) % fits.len()];
                    let next = fits[(i + 1) % fits.len()];
                    let turn = |r: Rotation| ComponentId::Rotate {
                        game,
                        move_no,
                        number,
                        rot: r.quarter_turns(),
                    };
                    // Custom ids must differ: with two ways to fit, one
                    // button turns to the other; with one, it is disabled.
                    match fits.len() {
                        0 | 1 => {
                            controls.push(button(turn(rot), "Fits one way", Style::Secondary, true))
                        }
                        2 => controls.push(button(turn(next), "⟳ Turn", Style::Secondary, false)),
                        _ => {
                            controls.push(button(
                                turn(prev),
                                "⟲ Turn left",
                                Style::Secondary,
                                false,
                            ));
                            controls.push(button(
                                turn(next),
                                "⟳ Turn right",
                                Style::Secondary,
                                false,
                            ));
                        }
                    }
                    controls.push(button(
                        ComponentId::Confirm {
                            game,
                            move_no,
                            number,
                            rot: rot.quarter_turns(),
                        },
                        "Confirm",
                        Style::Success,
                        false,
                    ));
                }
                None => {
                    let placeholder = ComponentId::Confirm {
                        game,
                        move_no,
                        number: 1,
                        rot: 0,
                    };
                    controls.push(button(placeholder, "Confirm", Style::Success, true));
                }
            }
            rows.push(Row::Buttons(controls));
            Message {
                content: clip(&content, MAX_CONTENT),
                rows,
                picture: Some(Picture::Turn {
                    preview: chosen.map(|(_, _, p)| p),
                }),
            }
        }
    }
}

fn follower_message(view: &View, t: &TurnView, spots: &[(char, crate::engine::Spot)]) -> Message {
    let (game, move_no) = (view.game_id, t.move_no);
    let left = view
        .seats
        .iter()
        .find(|s| s.user_id == t.user_id)
        .map_or(0, |s| s.followers);
    let mut content = format!(
        "{}, the tile is placed. Put a follower on a lettered spot, or none. You have {left} follower{} left.",
        who(t.user_id, &t.name),
        if left == 1 { "" } else { "s" }
    );
    if spots.is_empty() {
        content.push_str("\nNo follower can go on this tile.");
    }
    let mut buttons: Vec<Button> = spots
        .iter()
        .map(|(letter, spot)| {
            let what = match spot.kind {
                FeatureKind::Road => "road",
                FeatureKind::City => "city",
                FeatureKind::Monastery => "monastery",
                FeatureKind::Field => "field",
            };
            button(
                ComponentId::Spot {
                    game,
                    move_no,
                    letter: Some(*letter),
                },
                &format!("{letter}: {what}"),
                Style::Primary,
                false,
            )
        })
        .collect();
    buttons.push(button(
        ComponentId::Spot {
            game,
            move_no,
            letter: None,
        },
        "No follower",
        Style::Secondary,
        false,
    ));
    buttons.push(button(
        ComponentId::TakeBack { game, move_no },
        "↩ Take back tile",
        Style::Secondary,
        false,
    ));
    Message {
        content,
        rows: buttons
            .chunks(5)
            .map(|c| Row::Buttons(c.to_vec()))
            .collect(),
        picture: Some(Picture::CloseUp),
    }
}

/// The board with the players' panel, no controls.
pub fn board_message(view: &View, holders: bool) -> Message {
    let what = if holders { "who holds what on " } else { "" };
    let content = match &view.state {
        ViewState::Turn(t) => format!(
            "Game #{}: {what}{}'s turn (move {}).",
            view.game_id,
            escape(&t.name),
            t.move_no
        ),
        ViewState::Finished { .. } if holders => {
            format!("Game #{}: who held what at the end.", view.game_id)
        }
        ViewState::Finished { .. } => format!("Game #{} is over.", view.game_id),
        ViewState::Lobby { .. } => format!("Game #{} has not started yet.", view.game_id),
        ViewState::Cancelled => format!("Game #{} was cancelled.", view.game_id),
    };
    let picture = if holders {
        Picture::Holders
    } else {
        Picture::Board
    };
    Message {
        content,
        rows: Vec::new(),
        picture: view.game.as_ref().map(|_| picture),
    }
}

/// What is left to draw in a game, with its picture.
pub fn bag_message(view: &View) -> Message {
    let game = match (&view.state, &view.game) {
        (ViewState::Turn(_), Some(g)) => g,
        (ViewState::Lobby { .. }, _) => {
            return text_only(format!(
                "Game #{} has not started yet: all 72 tiles are in the bag.",
                view.game_id
            ));
        }
        _ => {
            return text_only(format!(
                "Game #{} is over: nothing is left to draw.",
                view.game_id
            ));
        }
    };
    let left = game.tiles_left();
    let fitting = game.bag_fitting();
    let id = view.game_id;
    let content = match (left, fitting) {
        (0, _) => format!("Game #{id}: the bag is empty; the tile in hand is the last."),
        (1, 1) => format!("Game #{id}: 1 tile left in the bag; it would fit somewhere now."),
        (1, _) => format!("Game #{id}: 1 tile left in the bag; it would fit nowhere now."),
        (n, f) if f == n => {
            format!("Game #{id}: {n} tiles left in the bag; all of them would fit somewhere now.")
        }
        (n, f) => format!(
            "Game #{id}: {n} tiles left in the bag; {f} of them would fit somewhere now, {} would not.",
            n - f
        ),
    };
    Message {
        content,
        rows: Vec::new(),
        picture: Some(Picture::Bag),
    }
}

fn text_only(content: String) -> Message {
    Message {
        content,
        rows: Vec::new(),
        picture: None,
    }
}

/// What just happened, for a message of its own (empty: nothing to say).
pub fn news_text(view: &View) -> String {
    clip(&shown(&view.news.join("\n")), MAX_CONTENT)
}

fn standings_text(standings: &[FinalStanding], changes: &[(i64, f64, f64)]) -> String {
    let mut s = String::from("**Final scores**\n");
    for st in standings {
        let b = st.breakdown;
        let medal = match st.rank {
            1 => "🥇",
            2 => "🥈",
            3 => "🥉",
            _ => "▫️",
        };
        s.push_str(&format!(
            "{medal} {} — **{}** (roads {}, cities {}, monasteries {}, farms {}){}",
            who(st.user_id, &st.name),
            st.score,
            b[FeatureKind::Road.index()],
            b[FeatureKind::City.index()],
            b[FeatureKind::Monastery.index()],
            b[FeatureKind::Field.index()],
            if st.resigned { ", left the game" } else { "" }
        ));
        if let Some((_, before, after)) = changes.iter().find(|c| c.0 == st.user_id) {
            s.push_str(&format!(" · rating {before:.1} → {after:.1}"));
        }
        s.push('\n');
    }
    s
}

/// The last message of a game: standings with the breakdown and rating changes.
pub fn final_message(view: &View, rating_changes: &[(i64, f64, f64)]) -> Message {
    let content = match &view.state {
        ViewState::Finished { standings } => standings_text(standings, rating_changes),
        _ => String::new(),
    };
    let rows = match view.state {
        ViewState::Finished { .. } => vec![Row::Buttons(vec![button(
            ComponentId::Rematch { game: view.game_id },
            "Rematch",
            Style::Primary,
            false,
        )])],
        _ => Vec::new(),
    };
    Message {
        content: clip(&content, MAX_CONTENT),
        rows,
        picture: Some(Picture::Scores),
    }
}

/// An undo vote: who asks to undo what, who must still agree (mentioned),
/// when it closes; with Agree and Refuse.
pub fn undo_vote_message(v: &UndoVoteView) -> Message {
    let waiting: Vec<String> = v
        .voters
        .iter()
        .filter(|w| !w.2)
        .map(|w| mention(w.0))
        .collect();
    let agreed: Vec<String> = v
        .voters
        .iter()
        .filter(|w| w.2)
        .map(|w| escape(&w.1))
        .collect();
    let what = if v.undone.is_empty() {
        "the last move".to_string()
    } else {
        shown(&v.undone.join(", "))
    };
    let mut content = format!(
        "**Undo?** {} asks to undo {what} in game #{}. {}: do you agree? Everyone must, by <t:{}:R>.",
        escape(&v.asked_by),
        v.game_id,
        waiting.join(", "),
        v.closes_at
    );
    if !agreed.is_empty() {
        content.push_str(&format!("\nAgreed so far: {}.", agreed.join(", ")));
    }
    let id = |agree| ComponentId::Undo {
        game: v.game_id,
        moves: v.moves,
        agree,
    };
    Message {
        content: clip(&content, MAX_CONTENT),
        rows: vec![Row::Buttons(vec![
            button(id(true), "Agree", Style::Success, false),
            button(id(false), "Refuse", Style::Danger, false),
        ])],
        picture: None,
    }
}

/// The players of a finished game, invited to its rematch.
pub fn invite_text(of: i64, new_game: i64, users: &[i64]) -> String {
    let who: Vec<String> = users.iter().map(|&u| mention(u)).collect();
    let text = if who.is_empty() {
        format!("Rematch of game #{of}: game #{new_game}'s lobby is just above.")
    } else {
        format!(
            "Rematch of game #{of}! {}: game #{new_game}'s lobby is just above; press **Join** to play again.",
            who.join(", ")
        )
    };
    clip(&text, MAX_CONTENT)
}

/// A page of the leaderboard with ◀ ▶ buttons.
pub fn leaderboard_message(lb: &Leaderboard) -> Message {
    let mut content = String::from("**Leaderboard**\n");
    if lb.entries.is_empty() {
        content.push_str("Nobody has finished a game on this server yet.");
    }
    for (place, p) in &lb.entries {
        content.push_str(&format!(
            "{place}. {} — rating {:.1} · {} game{}, {} win{} · average {:.1}, best {}\n",
            mention(p.user_id),
            p.rating,
            p.games,
            if p.games == 1 { "" } else { "s" },
            p.wins,
            if p.wins == 1 { "" } else { "s" },
            p.average_score(),
            p.best_score
        ));
    }
    Message {
        content: clip(&content, MAX_CONTENT),
        rows: pager(lb.page, lb.pages, |page| ComponentId::Leaderboard { page }),
        picture: None,
    }
}

/// Previous and Next buttons for a list of `pages` pages (none for one).
fn pager(page: usize, pages: usize, id: impl Fn(u16) -> ComponentId) -> Vec<Row> {
    if pages <= 1 {
        return Vec::new();
    }
    let p = page as u16;
    vec![Row::Buttons(vec![
        button(
            id(p.saturating_sub(1)),
            "◀ Previous",
            Style::Secondary,
            page == 0,
        ),
        button(
            id((p + 1).min(pages as u16 - 1)),
            "Next ▶",
            Style::Secondary,
            page + 1 >= pages,
        ),
    ])]
}

/// Running games listed per page.
pub const GAMES_PAGE: usize = 8;

/// One running game in a list: where, who, whose turn and since when, how
/// far along.
fn game_line(guild: i64, e: &GameEntry, you: Option<i64>) -> String {
    let players: Vec<String> = e
        .players
        .iter()
        .map(|(id, name)| {
            if *id < 0 {
                format!("🤖 {}", escape(&clip(name, 24)))
            } else {
                escape(&clip(name, 24))
            }
        })
        .collect();
    let turn = match &e.to_move {
        Some((id, _)) if you == Some(*id) => "**your turn**".to_string(),
        Some((id, name)) if *id < 0 => format!("🤖 {}'s turn", escape(&clip(name, 24))),
        Some((id, _)) => format!("{}'s turn", mention(*id)),
        None => "between turns".to_string(),
    };
    let mut since = match e.waiting_since {
        Some(t) => format!(" since <t:{t}:R>"),
        None => String::new(),
    };
    if let (Some(m), Some((id, _))) = (e.live_message_id, &e.to_move) {
        if you == Some(*id) {
            since.push_str(&format!(
                " ([go to it]({}))",
                message_link(guild, e.channel_id, m)
            ));
        }
    }
    let paused = if e.paused { " · ⏸ paused" } else { "" };
    format!(
        "**#{}** in <#{}> · {} · {turn}{since} · {} played, {} left{paused}",
        e.game_id,
        e.channel_id,
        players.join(", "),
        plural(e.turns_played as usize, "turn", "turns"),
        plural(e.tiles_left, "tile", "tiles"),
    )
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A page of the server's running games.
pub fn games_message(guild: i64, list: &GameList) -> Message {
    let mut content = match list.total {
        0 => "No game is running on this server. Start one with `/carcassonne new`.".to_string(),
        1 => "**1 game running on this server**\n".to_string(),
        n => format!(
            "**{n} games running on this server** (page {} of {}, the longest waiting first)\n",
            list.page + 1,
            list.pages
        ),
    };
    for e in &list.entries {
        content.push_str(&game_line(guild, e, None));
        content.push('\n');
    }
    Message {
        content: clip(&content, MAX_CONTENT),
        rows: pager(list.page, list.pages, |page| ComponentId::Games { page }),
        picture: None,
    }
}

/// A person's running games on the server, their turns first.
pub fn my_games_text(guild: i64, user: i64, games: &[GameEntry]) -> String {
    if games.is_empty() {
        return "You are not playing in any game on this server. `/carcassonne games` lists the running ones.".to_string();
    }
    let yours = games
        .iter()
        .filter(|e| e.to_move.as_ref().is_some_and(|m| m.0 == user))
        .count();
    let mut s = match yours {
        0 => format!(
            "**Your games** ({}): none is waiting for you right now.\n",
            games.len()
        ),
        n => format!(
            "**Your games** ({}): your turn in {}.\n",
            games.len(),
            plural(n, "game", "games")
        ),
    };
    for e in games {
        let line = game_line(guild, e, Some(user));
        // Stop before the limit rather than clip a line in half.
        if s.len() + line.len() + 1 > MAX_CONTENT {
            break;
        }
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// A player's stats on this server.
pub fn stats_text(user_id: i64, stats: Option<&PlayerStats>) -> String {
    match stats {
        None => format!(
            "{} has not finished a game on this server yet.",
            mention(user_id)
        ),
        Some(p) => format!(
            "{}: {} game{}, {} win{}, average score {:.1}, best {}; rating {:.1} (skill {:.1} ± {:.1}).",
            mention(user_id),
            p.games,
            if p.games == 1 { "" } else { "s" },
            p.wins,
            if p.wins == 1 { "" } else { "s" },
            p.average_score(),
            p.best_score,
            p.rating,
            p.mu,
            p.sigma
        ),
    }
}

/// The last moves of a game in words: as many of the latest lines as fit.
pub fn history_text(game: i64, lines: &[String], total: usize) -> String {
    if lines.is_empty() {
        return format!("Game #{game} has no moves yet.");
    }
    let mut kept: Vec<String> = Vec::new();
    let mut len = 80;
    for line in lines.iter().rev() {
        let line = shown(line);
        if len + line.len() + 1 > MAX_CONTENT {
            break;
        }
        len += line.len() + 1;
        kept.push(line);
    }
    kept.reverse();
    let moves = kept.iter().filter(|l| !l.starts_with("**End.**")).count();
    let mut s = format!(
        "**Game #{game}: the last {} of {total}**\n",
        plural(moves, "move", "moves")
    );
    for line in kept {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A person's latest finished games, one line each.
pub fn recent_results_text(results: &[GameResult]) -> String {
    if results.is_empty() {
        return String::new();
    }
    let mut s = format!("\n**Last {}:**\n", plural(results.len(), "game", "games"));
    for r in results {
        let place = if r.rank == 1 {
            "🏆 won".to_string()
        } else {
            format!("{} of {}", ordinal(r.rank), r.players)
        };
        s.push_str(&format!(
            "#{} <t:{}:d> — {place}, {} points\n",
            r.game_id, r.finished_at, r.score
        ));
    }
    s
}

/// How one person fared against another.
pub fn head_to_head_text(a: i64, b: i64, h: &HeadToHead) -> String {
    if h.games == 0 {
        return format!(
            "\n{} and {} have not finished a game together on this server.",
            mention(a),
            mention(b)
        );
    }
    format!(
        "\n**Against {}:** {} together; {} ahead in {}, behind in {}, level in {}.",
        mention(b),
        plural(h.games as usize, "game", "games"),
        mention(a),
        h.ahead,
        h.behind,
        h.level
    )
}

/// `/carcassonne help`.
pub fn help_text() -> String {
    "**Carcassonne in Discord**\n\
     `/carcassonne new` opens a lobby; others press **Join**, the host presses **Start** (and can change the options first with `/carcassonne options`). The host can fill seats with computer players (easy, medium or hard) from the lobby's menu.\n\
     On your turn, pick a numbered position, turn the tile with ⟲ ⟳ and **Confirm**; then put a follower on a lettered spot or choose **No follower** (or **Take back tile** to place it elsewhere); `/carcassonne undo` asks everyone else to agree to undo the last move. Lost your turn's message? `/carcassonne turn` brings its controls back, just for you. `/carcassonne notify` chooses how you are told it is your turn: a mention, a DM, or no ping. `/carcassonne mine` lists your games, those waiting for you first; `/carcassonne games` every game on the server.\n\
     Completed roads, cities and monasteries score at once; farms and everything unfinished score at the end. **Rematch** under the final scores opens a new lobby for the same players.\n\
     `/carcassonne board` shows the board (or who holds what) and `/carcassonne bag` what is left to draw and `/carcassonne history` the last moves in words (just for you), `/carcassonne score` the scores, `/carcassonne rules` the rules in force.\n\
     `/carcassonne resign` leaves a game; `/carcassonne cancel` ends it; `/carcassonne skip` skips the turn in progress, `/carcassonne remove` takes a player out and `/carcassonne clock` stops the clock for a holiday (host or Manage Server). A game paused because I lost a permission in its channel goes on with `/carcassonne resume` once it is back.\n\
     `/carcassonne export` gives the game record; `/carcassonne replay` an animation of the game so far, just for you.\n\
     `/leaderboard` and `/stats` show how everyone plays (`/stats against:` a head-to-head record)."
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::{escape, shown};
    use crate::game::named;

    #[test]
    fn the_help_fits_in_one_message() {
        let help = super::help_text();
        assert!(help.chars().count() <= super::MAX_CONTENT, "{}", help.len());
    }

    #[test]
    fn names_show_as_typed_and_neither_format_nor_ping() {
        assert_eq!(escape("Ann"), "Ann");
        assert_eq!(escape("**big** _x_"), "\\*\\*big\\*\\* \\_x\\_");
        assert_eq!(escape("||spoiler||"), "\\|\\|spoiler\\|\\|");
        assert_eq!(escape("[site](https://x)"), "\\[site\\](https://x)");
        assert_eq!(escape("# Title"), "\\# Title");
        for name in ["@everyone", "@here", "<@&4242>", "<@123>", "<#5>"] {
            let e = escape(name);
            assert!(!e.contains("@everyone") && !e.contains("@here"), "{e}");
            assert!(!e.contains("<@") && !e.contains("<#"), "{e}");
            // Only escapes and invisible characters were added.
            assert_eq!(e.replace(['\u{200B}', '\\'], ""), name);
        }
    }

    #[test]
    fn only_the_names_in_a_sentence_are_escaped() {
        let text = format!("**{}** left; {} scores.", named("a_b"), named("@here"));
        assert_eq!(shown(&text), "**a\\_b** left; @\u{200B}here scores.");
        // A name that tries to end early cannot.
        let sneaky = format!("{} won", named("x\u{2069}*y*"));
        assert_eq!(shown(&sneaky), "x\\*y\\* won");
        assert_eq!(shown("no names"), "no names");
    }
}
