//! Views into messages: text, buttons and menus, as plain data. The Discord
//! adapter turns a [`Message`] into serenity builders; tests check these
//! against Discord's limits without a network.

use crate::engine::{
    Candidate, EndScoring, Expansion, Expansions, Farms, FeatureKind, Figure, Placement, Rotation,
    Rules, SmallCity, TileSet,
};
use crate::game::{
    FinalStanding, GameEntry, GameList, GameOptions, GameResult, HeadToHead, Leaderboard, NAME_END,
    NAME_START, TimeoutAction, TurnStep, TurnView, UndoVoteView, View, ViewState,
};
pub use crate::i18n::and_list;
use crate::i18n::{Arg, Lang, t};
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
    /// How many options may be chosen at once (one, unless a menu says).
    pub min: u8,
    pub max: u8,
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

pub(crate) fn button(id: ComponentId, label: &str, style: Style, disabled: bool) -> Button {
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
    if let Some(i) = out.rfind('\n')
        && i > max / 2
    {
        out.truncate(i);
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

/// A number with one decimal, written the way `lang` writes decimals.
pub fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{x:.1}");
    if lang == Lang::En {
        s
    } else {
        s.replace('.', ",")
    }
}

/// A timestamp Discord shows in each reader's own time and format.
fn when(t: i64) -> Arg<'static> {
    t.to_string().into()
}

fn duration(secs: u32, lang: Lang) -> String {
    match secs {
        s if s % 86_400 == 0 => t(lang, "duration-days", &[("n", (s / 86_400).into())]),
        s if s % 3600 == 0 => t(lang, "duration-hours", &[("n", (s / 3600).into())]),
        s => t(lang, "duration-minutes", &[("n", (s / 60).into())]),
    }
}

/// The rules in force, in a line.
fn rules_line(r: &Rules, lang: Lang) -> String {
    let small = match r.small_city {
        SmallCity::Four => "four",
        SmallCity::Two => "two",
    };
    let farms = match r.farms {
        Farms::PerField => "per-field",
        Farms::PerCity => "per-city",
        Farms::Off => "off",
    };
    let end = match r.end_scoring {
        EndScoring::All => "all",
        EndScoring::MonasteriesOnly => "monasteries",
    };
    t(
        lang,
        "rules-line",
        &[
            ("small", small.into()),
            ("farms", farms.into()),
            ("end", end.into()),
        ],
    )
}

/// The expansions in play, in a line.
pub fn expansions_line(x: Expansions, lang: Lang) -> String {
    if x.is_empty() {
        return t(lang, "rules-no-expansions", &[]);
    }
    let names: Vec<String> = x
        .iter()
        .map(|e| t(lang, "expansion-name", &[("name", e.name().into())]))
        .collect();
    t(
        lang,
        "rules-expansions",
        &[("list", crate::i18n::and_list(&names, lang).into())],
    )
}

/// A short summary of the rules and options in force.
pub fn rules_text(options: &GameOptions, lang: Lang) -> String {
    let turn_time = match options.turn_limit {
        Some(limit) => {
            let (forfeit, after) = match options.timeout {
                TimeoutAction::Skip => ("no", 0),
                TimeoutAction::Forfeit { after } => ("yes", after),
            };
            t(
                lang,
                "rules-turn-time",
                &[
                    ("time", duration(limit, lang).into()),
                    ("forfeit", forfeit.into()),
                    ("after", after.into()),
                ],
            )
        }
        None => t(lang, "rules-no-turn-limit", &[]),
    };
    let mut s = String::new();
    for line in [
        t(
            lang,
            "rules-rules",
            &[("rules", rules_line(&options.rules, lang).into())],
        ),
        expansions_line(options.expansions, lang),
        t(lang, "rules-seats", &[("seats", options.seats.into())]),
        t(lang, "rules-turn", &[("turn_time", turn_time.into())]),
    ] {
        s.push_str(&line);
        s.push('\n');
    }
    if let Some(r) = options.reminder_after {
        s.push_str(&t(
            lang,
            "rules-reminder",
            &[("time", duration(r, lang).into())],
        ));
        s.push('\n');
    }
    s.push_str(&t(
        lang,
        "rules-language",
        &[("language", options.lang.native_name().into())],
    ));
    s.push('\n');
    s
}

/// What players see in the lobby.
pub fn lobby_message(view: &View, lang: Lang) -> Message {
    let id = view.game_id;
    let can_start = matches!(view.state, ViewState::Lobby { can_start: true });
    let players: Vec<String> = view.seats.iter().map(|s| who(s.user_id, &s.name)).collect();
    let mut content = t(
        lang,
        "lobby-title",
        &[("game", id.into()), ("host", mention(view.host_id).into())],
    );
    content.push('\n');
    content.push_str(&rules_text(&view.options, lang));
    content.push('\n');
    content.push_str(&t(
        lang,
        "lobby-players",
        &[
            ("joined", view.seats.len().into()),
            ("seats", view.options.seats.into()),
            ("players", players.join(", ").into()),
        ],
    ));
    content.push('\n');
    content.push_str(&t(
        lang,
        if can_start {
            "lobby-can-start"
        } else {
            "lobby-waiting"
        },
        &[],
    ));
    if let Some(closes) = view.lobby_closes_at {
        content.push(' ');
        content.push_str(&t(lang, "lobby-closes", &[("closes", when(closes))]));
    }
    let b = |which, key, style, disabled| {
        button(
            ComponentId::Lobby {
                game: id,
                button: which,
            },
            &t(lang, key, &[]),
            style,
            disabled,
        )
    };
    let computers = view.seats.iter().any(|s| s.computer.is_some());
    let mut buttons = vec![
        b(LobbyButton::Join, "button-join", Style::Primary, false),
        b(LobbyButton::Leave, "button-leave", Style::Secondary, false),
        b(
            LobbyButton::Start,
            "button-start",
            Style::Success,
            !can_start,
        ),
        b(LobbyButton::Cancel, "button-cancel", Style::Danger, false),
    ];
    if computers {
        buttons.push(b(
            LobbyButton::RemoveComputer,
            "button-remove-computer",
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
            placeholder: t(lang, "lobby-add-computer-menu", &[]),
            options: Level::OFFERED
                .iter()
                .map(|l| SelectOption {
                    label: t(
                        lang,
                        "lobby-add-computer",
                        &[("level", level_name(*l, lang).into())],
                    ),
                    value: l.name().into(),
                    description: Some(level_blurb(*l, lang)),
                    default: false,
                })
                .collect(),
            min: 1,
            max: 1,
        }));
    }
    // The host chooses the expansions here (any number of them).
    rows.push(Row::Select(Select {
        id: ComponentId::Lobby {
            game: id,
            button: LobbyButton::Expansions,
        }
        .to_string(),
        placeholder: t(lang, "lobby-expansions-menu", &[]),
        options: Expansion::ALL
            .iter()
            .map(|e| SelectOption {
                label: t(lang, "expansion-name", &[("name", e.name().into())]),
                value: e.name().into(),
                description: None,
                default: view.options.expansions.has(*e),
            })
            .collect(),
        min: 0,
        max: Expansion::ALL.len() as u8,
    }));
    Message {
        content: clip(&content, MAX_CONTENT),
        rows,
        picture: None,
    }
}

/// A computer level's name.
pub fn level_name(level: Level, lang: Lang) -> String {
    let key = match level {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Random => "level-random",
    };
    t(lang, key, &[])
}

/// What each offered level plays like, for the lobby menu.
pub fn level_blurb(level: Level, lang: Lang) -> String {
    let key = match level {
        Level::Easy => "level-easy-blurb",
        Level::Medium => "level-medium-blurb",
        Level::Hard => "level-hard-blurb",
        Level::Random => "level-random-blurb",
    };
    t(lang, key, &[])
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

/// "Time runs out …" and "The clock is stopped", after a turn's first line.
fn turn_clock(tv: &TurnView, lang: Lang) -> String {
    let mut s = String::new();
    if let Some(d) = tv.deadline_at {
        s.push(' ');
        s.push_str(&t(lang, "turn-deadline", &[("deadline", when(d))]));
    }
    if tv.clock_stopped {
        s.push(' ');
        s.push_str(&t(lang, "turn-clock-stopped", &[]));
    }
    s
}

fn turn_header(view: &View, tv: &TurnView, lang: Lang) -> String {
    let set = view.game.as_ref().map_or(TileSet::base(), |g| g.tile_set());
    let mut s = t(
        lang,
        "turn-header",
        &[
            ("player", who(tv.user_id, &tv.name).into()),
            ("move", tv.move_no.into()),
            ("tile", set.name_of(tv.tile).into()),
            ("left", tv.tiles_left.into()),
        ],
    );
    s.push_str(&turn_clock(tv, lang));
    s
}

/// A link to a message.
pub fn message_link(guild: i64, channel: i64, message: i64) -> String {
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// The direct message telling a player it is their turn.
pub fn turn_dm(view: &View, tv: &TurnView, link: &str, reminder: bool, lang: Lang) -> String {
    let mut s = t(
        lang,
        if reminder { "dm-reminder" } else { "dm-turn" },
        &[
            ("game", view.game_id.into()),
            ("channel", view.channel_id.to_string().into()),
            ("move", tv.move_no.into()),
        ],
    );
    if let Some(d) = tv.deadline_at {
        s.push(' ');
        s.push_str(&t(lang, "turn-deadline", &[("deadline", when(d))]));
    }
    s.push('\n');
    s.push_str(&t(lang, "dm-link", &[("link", link.into())]));
    s.push_str("\n-# ");
    s.push_str(&t(lang, "dm-how-to-change", &[]));
    clip(&s, MAX_CONTENT)
}

/// Said in the game's channel instead of a DM that could not be delivered
/// (the first time, with why).
pub fn dm_fallback(tv: &TurnView, link: &str, reminder: bool, first: bool, lang: Lang) -> String {
    let mut s = t(
        lang,
        if reminder {
            "dm-fallback-reminder"
        } else {
            "dm-fallback"
        },
        &[
            ("player", who(tv.user_id, &tv.name).into()),
            ("link", link.into()),
        ],
    );
    if first {
        s.push('\n');
        s.push_str(&t(lang, "dm-closed", &[]));
    }
    clip(&s, MAX_CONTENT)
}

/// The turn message: the numbered positions in a menu (paged past 25),
/// rotation buttons through the rotations that fit, and Confirm.
pub fn turn_message(view: &View, ui: TurnUi, lang: Lang) -> Message {
    let ViewState::Turn(tv) = &view.state else {
        return board_message(view, false, lang);
    };
    match &tv.step {
        TurnStep::PlaceFollower { spots, .. } => follower_message(view, tv, spots, lang),
        TurnStep::PlaceTile { candidates, .. } => {
            let (game, move_no) = (view.game_id, tv.key);
            let pages = candidates.len().div_ceil(MENU_PAGE).max(1);
            let page = usize::from(ui.page).min(pages - 1);
            let chosen = ui
                .chosen
                .and_then(|(n, r)| placement_of(candidates, n, r).map(|p| (n, r, p)));
            let mut content = turn_header(view, tv, lang);
            content.push('\n');
            content.push_str(&t(
                lang,
                if chosen.is_some() {
                    "turn-shown-in-place"
                } else {
                    "turn-pick"
                },
                &[],
            ));
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
                        description: Some(t(
                            lang,
                            "turn-fits-ways",
                            &[("ways", c.rotations.len().into())],
                        )),
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
                    placeholder: t(
                        lang,
                        "turn-choose-position",
                        &[("page", (page + 1).into()), ("pages", pages.into())],
                    ),
                    options,
                    min: 1,
                    max: 1,
                }));
            }
            if pages > 1 {
                rows.extend(pager(page, pages, lang, |p| ComponentId::Page {
                    game,
                    move_no,
                    page: p as u8,
                }));
            }
            let mut controls = Vec::new();
            let label = |key| t(lang, key, &[]);
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
                        0 | 1 => controls.push(button(
                            turn(rot),
                            &label("button-fits-one-way"),
                            Style::Secondary,
                            true,
                        )),
                        2 => controls.push(button(
                            turn(next),
                            &label("button-turn"),
                            Style::Secondary,
                            false,
                        )),
                        _ => {
                            controls.push(button(
                                turn(prev),
                                &label("button-turn-left"),
                                Style::Secondary,
                                false,
                            ));
                            controls.push(button(
                                turn(next),
                                &label("button-turn-right"),
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
                        &label("button-confirm"),
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
                    controls.push(button(
                        placeholder,
                        &label("button-confirm"),
                        Style::Success,
                        true,
                    ));
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

/// A kind of feature in words ("road", "city"…), in `lang`.
pub fn feature_word(kind: FeatureKind, lang: Lang) -> String {
    t(lang, "feature", &[("kind", kind.name().into())])
}

fn follower_message(
    view: &View,
    tv: &TurnView,
    spots: &[(char, crate::engine::Spot)],
    lang: Lang,
) -> Message {
    let (game, move_no) = (view.game_id, tv.key);
    let left = view
        .seats
        .iter()
        .find(|s| s.user_id == tv.user_id)
        .map_or(0, |s| s.followers);
    let mut content = t(
        lang,
        "follower-step",
        &[
            ("player", who(tv.user_id, &tv.name).into()),
            ("left", left.into()),
        ],
    );
    if spots.is_empty() {
        content.push('\n');
        content.push_str(&t(lang, "picture-no-spot", &[]));
    }
    let label = |letter: char, spot: &crate::engine::Spot| {
        let feature = feature_word(spot.kind, lang);
        if spot.figure == Figure::Follower {
            format!("{letter}: {feature}")
        } else {
            let figure = t(
                lang,
                "figure-name",
                &[("figure", spot.figure.name().into())],
            );
            format!("{letter}: {feature} · {figure}")
        }
    };
    let choice = |letter: char, spot: &crate::engine::Spot| ComponentId::Spot {
        game,
        move_no,
        letter: Some(letter),
        figure: spot.figure,
    };
    let mut extra: Vec<Button> = vec![button(
        ComponentId::Spot {
            game,
            move_no,
            letter: None,
            figure: Figure::Follower,
        },
        &t(lang, "button-no-follower", &[]),
        Style::Secondary,
        false,
    )];
    if let TurnStep::PlaceFollower { abbot: Some(_), .. } = &tv.step {
        extra.push(button(
            ComponentId::ReturnAbbot { game, move_no },
            &t(lang, "button-return-abbot", &[]),
            Style::Secondary,
            false,
        ));
    }
    extra.push(button(
        ComponentId::TakeBack { game, move_no },
        &t(lang, "button-take-back", &[]),
        Style::Secondary,
        false,
    ));
    let mut rows: Vec<Row> = Vec::new();
    if spots.len() + extra.len() <= MAX_BUTTONS {
        let mut buttons: Vec<Button> = spots
            .iter()
            .map(|(letter, spot)| {
                button(
                    choice(*letter, spot),
                    &label(*letter, spot),
                    Style::Primary,
                    false,
                )
            })
            .collect();
        buttons.extend(extra);
        rows.extend(buttons.chunks(5).map(|c| Row::Buttons(c.to_vec())));
    } else {
        // More choices than buttons fit: every choice in one menu (a tile
        // has at most 24), the other actions as buttons under it.
        rows.push(Row::Select(Select {
            id: ComponentId::SpotMenu { game, move_no }.to_string(),
            placeholder: t(lang, "follower-menu", &[]),
            options: spots
                .iter()
                .map(|(letter, spot)| SelectOption {
                    label: label(*letter, spot),
                    value: spot_value(*letter, spot.figure),
                    description: None,
                    default: false,
                })
                .collect(),
            min: 1,
            max: 1,
        }));
        rows.push(Row::Buttons(extra));
    }
    Message {
        content,
        rows,
        picture: Some(Picture::CloseUp),
    }
}

/// Most buttons a message can hold (5 rows of 5).
const MAX_BUTTONS: usize = 25;

/// The menu value of a follower-step choice: its letter, and the figure
/// after a colon unless it is a follower (`B`, `B:pig`).
pub fn spot_value(letter: char, figure: Figure) -> String {
    if figure == Figure::Follower {
        letter.to_string()
    } else {
        format!("{letter}:{}", figure.name())
    }
}

/// Reads a value of [`spot_value`] back (untrusted: from Discord).
pub fn parse_spot_value(v: &str) -> Option<(char, Figure)> {
    let (letter, figure) = match v.split_once(':') {
        Some((l, f)) => (l, Figure::parse(f)?),
        None => (v, Figure::Follower),
    };
    let mut chars = letter.chars();
    let c = chars.next().filter(|c| ('A'..='L').contains(c))?;
    chars.next().is_none().then_some((c, figure))
}

/// The board with the players' panel, no controls.
pub fn board_message(view: &View, holders: bool, lang: Lang) -> Message {
    let game = ("game", Arg::from(view.game_id));
    let content = match &view.state {
        ViewState::Turn(tv) => t(
            lang,
            if holders {
                "board-holders-turn"
            } else {
                "board-turn"
            },
            &[
                game,
                ("name", escape(&tv.name).into()),
                ("move", tv.move_no.into()),
            ],
        ),
        ViewState::Finished { .. } if holders => t(lang, "board-holders-end", &[game]),
        ViewState::Finished { .. } => t(lang, "board-over", &[game]),
        ViewState::Lobby { .. } => t(lang, "board-not-started", &[game]),
        ViewState::Cancelled => t(lang, "board-cancelled", &[game]),
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
pub fn bag_message(view: &View, lang: Lang) -> Message {
    let id = ("game", Arg::from(view.game_id));
    let game = match (&view.state, &view.game) {
        (ViewState::Turn(_), Some(g)) => g,
        (ViewState::Lobby { .. }, _) => {
            let x = view.options.expansions;
            let total = (
                "total",
                Arg::from(TileSet::with_expansions(x).total_tiles()),
            );
            let text = t(lang, "bag-not-started", &[id, total]);
            return text_only(format!("{text}\n{}", expansions_line(x, lang)));
        }
        _ => return text_only(t(lang, "bag-over", &[id])),
    };
    let left = game.tiles_left();
    let fitting = game.bag_fitting();
    let mut content = t(
        lang,
        "bag-left",
        &[
            id,
            ("left", left.into()),
            ("fitting", fitting.into()),
            ("nowhere", left.saturating_sub(fitting).into()),
        ],
    );
    content.push('\n');
    content.push_str(&expansions_line(game.expansions(), lang));
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

fn standings_text(standings: &[FinalStanding], changes: &[(i64, f64, f64)], lang: Lang) -> String {
    let mut s = format!("**{}**\n", t(lang, "final-title", &[]));
    for st in standings {
        let b = st.breakdown;
        let medal = match st.rank {
            1 => "🥇",
            2 => "🥈",
            3 => "🥉",
            _ => "▫️",
        };
        s.push_str(&t(
            lang,
            "final-line",
            &[
                ("medal", medal.into()),
                ("player", who(st.user_id, &st.name).into()),
                ("score", st.score.into()),
                ("roads", b[FeatureKind::Road.index()].into()),
                ("cities", b[FeatureKind::City.index()].into()),
                ("monasteries", b[FeatureKind::Monastery.index()].into()),
                ("farms", b[FeatureKind::Field.index()].into()),
                ("goods", b[crate::engine::GOODS_SLOT].into()),
                ("left", if st.resigned { "yes" } else { "no" }.into()),
            ],
        ));
        if let Some((_, before, after)) = changes.iter().find(|c| c.0 == st.user_id) {
            s.push_str(" · ");
            s.push_str(&t(
                lang,
                "final-rating",
                &[
                    ("before", decimal(*before, lang).into()),
                    ("after", decimal(*after, lang).into()),
                ],
            ));
        }
        s.push('\n');
    }
    s
}

/// The last message of a game: standings with the breakdown and rating changes.
pub fn final_message(view: &View, rating_changes: &[(i64, f64, f64)], lang: Lang) -> Message {
    let content = match &view.state {
        ViewState::Finished { standings } => standings_text(standings, rating_changes, lang),
        _ => String::new(),
    };
    let rows = match view.state {
        ViewState::Finished { .. } => vec![Row::Buttons(vec![button(
            ComponentId::Rematch { game: view.game_id },
            &t(lang, "button-rematch", &[]),
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
pub fn undo_vote_message(v: &UndoVoteView, lang: Lang) -> Message {
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
        t(lang, "undo-last-move", &[])
    } else {
        shown(&v.undone.join(", "))
    };
    let mut content = t(
        lang,
        "undo-vote",
        &[
            ("asker", escape(&v.asked_by).into()),
            ("what", what.into()),
            ("game", v.game_id.into()),
            ("voters", waiting.join(", ").into()),
            ("closes", when(v.closes_at)),
        ],
    );
    if !agreed.is_empty() {
        content.push('\n');
        content.push_str(&t(
            lang,
            "undo-agreed",
            &[("names", and_list(&agreed, lang).into())],
        ));
    }
    let id = |agree| ComponentId::Undo {
        game: v.game_id,
        moves: v.moves,
        agree,
    };
    Message {
        content: clip(&content, MAX_CONTENT),
        rows: vec![Row::Buttons(vec![
            button(
                id(true),
                &t(lang, "button-agree", &[]),
                Style::Success,
                false,
            ),
            button(
                id(false),
                &t(lang, "button-refuse", &[]),
                Style::Danger,
                false,
            ),
        ])],
        picture: None,
    }
}

/// The players of a finished game, invited to its rematch.
pub fn invite_text(of: i64, new_game: i64, users: &[i64], lang: Lang) -> String {
    let who: Vec<String> = users.iter().map(|&u| mention(u)).collect();
    let text = t(
        lang,
        "rematch-invite",
        &[
            ("old", of.into()),
            ("game", new_game.into()),
            ("players", who.join(", ").into()),
            ("count", who.len().into()),
        ],
    );
    clip(&text, MAX_CONTENT)
}

/// A page of the leaderboard with ◀ ▶ buttons.
pub fn leaderboard_message(lb: &Leaderboard, lang: Lang) -> Message {
    let mut content = format!("**{}**\n", t(lang, "leaderboard-title", &[]));
    if lb.entries.is_empty() {
        content.push_str(&t(lang, "leaderboard-empty", &[]));
    }
    for (place, p) in &lb.entries {
        content.push_str(&t(
            lang,
            "leaderboard-line",
            &[
                ("place", (*place).into()),
                ("player", mention(p.user_id).into()),
                ("rating", decimal(p.rating, lang).into()),
                ("games", p.games.into()),
                ("wins", p.wins.into()),
                ("average", decimal(p.average_score(), lang).into()),
                ("best", p.best_score.into()),
            ],
        ));
        content.push('\n');
    }
    Message {
        content: clip(&content, MAX_CONTENT),
        rows: pager(lb.page, lb.pages, lang, |page| ComponentId::Leaderboard {
            page: page as u16,
        }),
        picture: None,
    }
}

/// Previous and Next buttons for a list of `pages` pages (none for one).
fn pager(page: usize, pages: usize, lang: Lang, id: impl Fn(usize) -> ComponentId) -> Vec<Row> {
    if pages <= 1 {
        return Vec::new();
    }
    vec![Row::Buttons(vec![
        button(
            id(page.saturating_sub(1)),
            &t(lang, "button-previous", &[]),
            Style::Secondary,
            page == 0,
        ),
        button(
            id((page + 1).min(pages - 1)),
            &t(lang, "button-next", &[]),
            Style::Secondary,
            page + 1 >= pages,
        ),
    ])]
}

/// Running games listed per page.
pub const GAMES_PAGE: usize = 8;

/// One running game in a list: where, who, whose turn and since when, how
/// far along.
fn game_line(guild: i64, e: &GameEntry, you: Option<i64>, lang: Lang) -> String {
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
        Some((id, _)) if you == Some(*id) => format!("**{}**", t(lang, "games-your-turn", &[])),
        Some((id, name)) if *id < 0 => t(
            lang,
            "games-turn-of",
            &[("name", format!("🤖 {}", escape(&clip(name, 24))).into())],
        ),
        Some((id, _)) => t(lang, "games-turn-of", &[("name", mention(*id).into())]),
        None => t(lang, "games-between-turns", &[]),
    };
    let mut since = match e.waiting_since {
        Some(s) => format!(" {}", t(lang, "games-since", &[("since", when(s))])),
        None => String::new(),
    };
    if let (Some(m), Some((id, _))) = (e.live_message_id, &e.to_move)
        && you == Some(*id)
    {
        since.push_str(&format!(
            " ([{}]({}))",
            t(lang, "games-go-to-it", &[]),
            message_link(guild, e.channel_id, m)
        ));
    }
    let mut line = format!(
        "**#{}** in <#{}> · {} · {turn}{since} · {}",
        e.game_id,
        e.channel_id,
        players.join(", "),
        t(
            lang,
            "games-progress",
            &[
                ("played", e.turns_played.into()),
                ("left", e.tiles_left.into()),
            ],
        ),
    );
    if e.paused {
        line.push_str(" · ⏸ ");
        line.push_str(&t(lang, "games-paused", &[]));
    }
    line
}

/// A page of the server's running games.
pub fn games_message(guild: i64, list: &GameList, lang: Lang) -> Message {
    let mut content = t(
        lang,
        "games-title",
        &[
            ("count", list.total.into()),
            ("page", (list.page + 1).into()),
            ("pages", list.pages.into()),
        ],
    );
    content.push('\n');
    for e in &list.entries {
        content.push_str(&game_line(guild, e, None, lang));
        content.push('\n');
    }
    Message {
        content: clip(&content, MAX_CONTENT),
        rows: pager(list.page, list.pages, lang, |page| ComponentId::Games {
            page: page as u16,
        }),
        picture: None,
    }
}

/// A person's running games on the server, their turns first.
pub fn my_games_text(guild: i64, user: i64, games: &[GameEntry], lang: Lang) -> String {
    if games.is_empty() {
        return t(lang, "mine-none", &[]);
    }
    let yours = games
        .iter()
        .filter(|e| e.to_move.as_ref().is_some_and(|m| m.0 == user))
        .count();
    let mut s = t(
        lang,
        "mine-title",
        &[("count", games.len().into()), ("yours", yours.into())],
    );
    s.push('\n');
    for e in games {
        let line = game_line(guild, e, Some(user), lang);
        // Stop before the limit rather than clip a line in half.
        if s.chars().count() + line.chars().count() + 1 > MAX_CONTENT {
            break;
        }
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// A player's stats on this server.
pub fn stats_text(user_id: i64, stats: Option<&PlayerStats>, lang: Lang) -> String {
    match stats {
        None => t(lang, "stats-none", &[("player", mention(user_id).into())]),
        Some(p) => t(
            lang,
            "stats-line",
            &[
                ("player", mention(user_id).into()),
                ("games", p.games.into()),
                ("wins", p.wins.into()),
                ("average", decimal(p.average_score(), lang).into()),
                ("best", p.best_score.into()),
                ("rating", decimal(p.rating, lang).into()),
                ("mu", decimal(p.mu, lang).into()),
                ("sigma", decimal(p.sigma, lang).into()),
            ],
        ),
    }
}

/// The last moves of a game in words: as many of the latest lines as fit.
pub fn history_text(game: i64, lines: &[String], total: usize, lang: Lang) -> String {
    if lines.is_empty() {
        return t(lang, "history-none", &[("game", game.into())]);
    }
    let mut kept: Vec<String> = Vec::new();
    let mut len = 120;
    for line in lines.iter().rev() {
        let line = shown(line);
        let n = line.chars().count();
        if len + n + 1 > MAX_CONTENT {
            break;
        }
        len += n + 1;
        kept.push(line);
    }
    kept.reverse();
    let end = format!("**{}**", t(lang, "history-end", &[]));
    let moves = kept.iter().filter(|l| !l.starts_with(&end)).count();
    let mut s = format!(
        "**{}**\n",
        t(
            lang,
            "history-title",
            &[
                ("game", game.into()),
                ("shown", moves.into()),
                ("total", total.into()),
            ],
        )
    );
    for line in kept {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// A person's latest finished games, one line each.
pub fn recent_results_text(results: &[GameResult], lang: Lang) -> String {
    if results.is_empty() {
        return String::new();
    }
    let mut s = format!(
        "\n**{}**\n",
        t(lang, "recent-title", &[("count", results.len().into())])
    );
    for r in results {
        s.push_str(&t(
            lang,
            "recent-line",
            &[
                ("game", r.game_id.into()),
                ("date", when(r.finished_at)),
                ("rank", r.rank.into()),
                ("players", r.players.into()),
                ("score", r.score.into()),
            ],
        ));
        s.push('\n');
    }
    s
}

/// How one person fared against another.
pub fn head_to_head_text(a: i64, b: i64, h: &HeadToHead, lang: Lang) -> String {
    let text = if h.games == 0 {
        t(
            lang,
            "against-none",
            &[("a", mention(a).into()), ("b", mention(b).into())],
        )
    } else {
        t(
            lang,
            "against-line",
            &[
                ("a", mention(a).into()),
                ("b", mention(b).into()),
                ("games", h.games.into()),
                ("ahead", h.ahead.into()),
                ("behind", h.behind.into()),
                ("level", h.level.into()),
            ],
        )
    };
    format!("\n{text}")
}

/// `/carcassonne help`.
pub fn help_text(lang: Lang) -> String {
    t(lang, "help", &[])
}

#[cfg(test)]
mod tests {
    use super::{escape, shown};
    use crate::game::named;

    #[test]
    fn the_help_fits_in_one_message() {
        for lang in crate::i18n::Lang::ALL {
            let help = super::help_text(lang);
            assert!(
                help.chars().count() <= super::MAX_CONTENT,
                "{}: {}",
                lang.code(),
                help.chars().count()
            );
        }
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
