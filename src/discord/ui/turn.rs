//! The turn: whose it is, the position menu and its previews, the notices,
//! and the follower step (a letter per spot, a button per figure).

use super::board::board_message;
use super::{
    Button, MAX_CONTENT, MENU_PAGE, Message, Picture, Piece, Row, Select, SelectOption, Style,
    button, clip, feature_word, pager, when, who,
};
use crate::discord::ids::ComponentId;
use crate::engine::{Candidate, Figure, Placement, Rotation, TileSet};
use crate::game::{TurnStep, TurnView, View, ViewState};
use crate::i18n::{Lang, t};

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
pub(super) fn turn_clock(tv: &TurnView, lang: Lang) -> String {
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

pub(super) fn turn_header(view: &View, tv: &TurnView, lang: Lang) -> String {
    let set = view.game.as_ref().map_or(TileSet::base(), |g| g.tile_set());
    let mut s = t(
        lang,
        "turn-header",
        &[
            (
                "player",
                who(tv.user_id, &tv.name, tv.computer.is_some()).into(),
            ),
            ("move", tv.move_no.into()),
            ("tile", set.name_of(tv.tile).into()),
            ("left", tv.tiles_left.into()),
        ],
    );
    s.push_str(&turn_clock(tv, lang));
    s
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
            (
                "player",
                who(tv.user_id, &tv.name, tv.computer.is_some()).into(),
            ),
            ("link", link.into()),
        ],
    );
    if first {
        s.push('\n');
        s.push_str(&t(lang, "dm-closed", &[]));
    }
    clip(&s, MAX_CONTENT)
}

/// The tile the player in turn drew, for the card's thumbnail.
pub fn drawn_tile(view: &View, lang: Lang) -> Option<super::Thumb> {
    let ViewState::Turn(tv) = &view.state else {
        return None;
    };
    let set = view.game.as_ref()?.tile_set();
    let name = set.name_of(tv.tile);
    Some(super::Thumb {
        name,
        alt: t(lang, "alt-tile", &[("tile", name.into())]),
    })
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
            let (game, key) = (view.game_id, tv.key);
            let pages = candidates.len().div_ceil(MENU_PAGE).max(1);
            let page = usize::from(ui.page).min(pages - 1);
            let chosen = ui
                .chosen
                .and_then(|(n, r)| placement_of(candidates, n, r).map(|p| (n, r, p)));
            let header = turn_header(view, tv, lang);
            let body = turn_text(tv, chosen.is_some(), lang);
            let at = (game, key);
            let mut rows = position_menu(at, candidates, (page, pages), chosen, lang);
            rows.push(Row::Buttons(placement_buttons(
                at, candidates, chosen, lang,
            )));
            Message {
                body: clip(
                    &body,
                    MAX_CONTENT.saturating_sub(header.chars().count() + 1),
                ),
                header,
                thumbnail: drawn_tile(view, lang),
                gallery: Some(Picture::Turn {
                    preview: chosen.map(|(_, _, p)| p),
                }),
                controls: rows,
                accent: Some(super::seat_colour(tv.seat)),
            }
        }
    }
}

/// A turn card's words under whose turn it is: what the move before did,
/// and what to do now (pick a position, or look at the tile shown in
/// place).
fn turn_text(tv: &TurnView, chosen: bool, lang: Lang) -> String {
    let mut content = String::new();
    for line in &tv.news {
        content.push_str(&super::shown(line));
        content.push('\n');
    }
    content.push_str(&t(
        lang,
        if chosen {
            "turn-shown-in-place"
        } else {
            "turn-pick"
        },
        &[],
    ));
    content
}

/// The menu of positions where the tile fits, a page of them, with the
/// pager when there are more.
fn position_menu(
    (game, key): (i64, i64),
    candidates: &[Candidate],
    (page, pages): (usize, usize),
    chosen: Option<(u16, Rotation, Placement)>,
    lang: Lang,
) -> Vec<Row> {
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
                icon: None,
            }
        })
        .collect();
    let mut rows = Vec::new();
    if !options.is_empty() {
        rows.push(Row::Select(Select {
            id: ComponentId::Pick {
                game,
                key,
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
            key,
            page: p as u8,
            chosen: chosen.map(|(n, r, _)| (n, r)),
        }));
    }
    rows
}

/// The buttons under the menu: turn the tile shown in place and confirm
/// it, or a confirm that waits for a position.
fn placement_buttons(
    (game, key): (i64, i64),
    candidates: &[Candidate],
    chosen: Option<(u16, Rotation, Placement)>,
    lang: Lang,
) -> Vec<super::Button> {
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
                key,
                number,
                rot: r,
            };
            // Custom ids must differ: with two ways to fit, one
            // button turns to the other; with one, it is disabled.
            let turns = match fits.len() {
                0 | 1 => vec![(rot, "button-fits-one-way", true)],
                2 => vec![(next, "button-turn", false)],
                _ => vec![
                    (prev, "button-turn-left", false),
                    (next, "button-turn-right", false),
                ],
            };
            for (r, words, disabled) in turns {
                controls.push(button(turn(r), &label(words), Style::Secondary, disabled));
            }
            controls.push(button(
                ComponentId::Confirm {
                    game,
                    key,
                    number,
                    rot,
                },
                &label("button-confirm"),
                Style::Success,
                false,
            ));
        }
        None => {
            let placeholder = ComponentId::Confirm {
                game,
                key,
                number: 1,
                rot: Rotation::default(),
            };
            controls.push(button(
                placeholder,
                &label("button-confirm"),
                Style::Success,
                true,
            ));
        }
    }
    controls
}

// The follower step: a letter per spot, a button per figure.

/// The follower step: a choice per spot where the placed tile takes a
/// figure, no follower, the abbot's return and taking the tile back.
pub(super) fn follower_message(
    view: &View,
    tv: &TurnView,
    spots: &[(char, crate::engine::Spot)],
    lang: Lang,
) -> Message {
    let (game, key) = (view.game_id, tv.key);
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
    // Each choice shows its figure in the colour of the player's seat.
    let icon = |figure: Figure| Piece::Figure {
        figure,
        seat: tv.seat,
    };
    let choice = |letter: char, spot: &crate::engine::Spot| ComponentId::Spot {
        game,
        key,
        letter: Some(letter),
        figure: spot.figure,
    };
    let extra = other_actions(tv, (game, key), lang);
    let mut rows: Vec<Row> = Vec::new();
    if spots.len() + extra.len() <= MAX_BUTTONS {
        let mut buttons: Vec<Button> = spots
            .iter()
            .map(|(letter, spot)| Button {
                icon: Some(icon(spot.figure)),
                ..button(
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
            id: ComponentId::SpotMenu { game, key }.to_string(),
            placeholder: t(lang, "follower-menu", &[]),
            options: spots
                .iter()
                .map(|(letter, spot)| SelectOption {
                    label: label(*letter, spot),
                    value: spot_value(*letter, spot.figure),
                    description: None,
                    default: false,
                    icon: Some(icon(spot.figure)),
                })
                .collect(),
            min: 1,
            max: 1,
        }));
        rows.push(Row::Buttons(extra));
    }
    Message {
        body: follower_text(view, tv, spots.is_empty(), lang),
        controls: rows,
        gallery: Some(Picture::CloseUp),
        accent: Some(super::seat_colour(tv.seat)),
        ..Message::default()
    }
}

/// What the follower step says: whose step, their followers left, and
/// when the tile has no spot for one.
fn follower_text(view: &View, tv: &TurnView, no_spot: bool, lang: Lang) -> String {
    let left = view
        .seats
        .iter()
        .find(|s| s.user_id == tv.user_id)
        .map_or(0, |s| s.followers);
    let mut content = t(
        lang,
        "follower-step",
        &[
            (
                "player",
                who(tv.user_id, &tv.name, tv.computer.is_some()).into(),
            ),
            ("left", left.into()),
        ],
    );
    if no_spot {
        content.push('\n');
        content.push_str(&t(lang, "picture-no-spot", &[]));
    }
    content
}

/// The follower step's buttons besides the spots: no follower, the
/// abbot's return (when one stands on the board) and taking the tile back.
fn other_actions(tv: &TurnView, (game, key): (i64, i64), lang: Lang) -> Vec<Button> {
    let mut extra = vec![button(
        ComponentId::Spot {
            game,
            key,
            letter: None,
            figure: Figure::Follower,
        },
        &t(lang, "button-no-follower", &[]),
        Style::Secondary,
        false,
    )];
    if let TurnStep::PlaceFollower { abbot: Some(_), .. } = &tv.step {
        extra.push(button(
            ComponentId::ReturnAbbot { game, key },
            &t(lang, "button-return-abbot", &[]),
            Style::Secondary,
            false,
        ));
    }
    extra.push(button(
        ComponentId::TakeBack { game, key },
        &t(lang, "button-take-back", &[]),
        Style::Secondary,
        false,
    ));
    extra
}

/// Most buttons a message can hold (5 rows of 5).
pub(super) const MAX_BUTTONS: usize = 25;

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
