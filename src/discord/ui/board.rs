//! The board and the bag, shown on demand.

use crate::engine::TileSet;
use crate::game::{View, ViewState};
use crate::i18n::{Arg, Lang, t};

use super::lobby::expansions_line;
use super::{Message, Picture, escape};

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
        body: content,
        gallery: view.game.as_ref().map(|_| picture),
        ..Message::default()
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
            return Message::text(format!("{text}\n{}", expansions_line(x, lang)));
        }
        _ => return Message::text(t(lang, "bag-over", &[id])),
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
        body: content,
        gallery: Some(Picture::Bag),
        ..Message::default()
    }
}
