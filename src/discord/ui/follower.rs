//! The follower step: a letter per spot, a button per figure.

use crate::engine::Figure;
use crate::game::{TurnStep, TurnView, View};
use crate::i18n::{Lang, t};

use super::{
    Button, Message, Picture, Piece, Row, Select, SelectOption, Style, button, feature_word, who,
};
use crate::discord::ids::ComponentId;

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
