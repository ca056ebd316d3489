//! Errors a player can read. After any of them the game is exactly as before.

use std::fmt;

use super::game::Figure;
use super::geometry::{Port, Pos, Side};
use super::tiles::{Edge, FeatureKind};
use crate::i18n::{Arg, Lang, t};

/// Why a move was refused. [`PlayError::text`] says it in a player's
/// language; `Display` says it in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    GameOver,
    TileAlreadyPlaced,
    TileNotPlaced,
    Occupied(Pos),
    NotAdjacent(Pos),
    EdgeMismatch {
        pos: Pos,
        side: Side,
        tile_edge: Edge,
        neighbour_edge: Edge,
    },
    NoFollowersLeft,
    FarmersNotUsed,
    NoSuchFeature {
        kind: FeatureKind,
        port: Port,
    },
    NoMonastery,
    PortNeeded {
        kind: FeatureKind,
    },
    MonasteryTakesNoPort,
    FeatureOccupied {
        kind: FeatureKind,
    },
    NotPlaying,
    /// The River: the lake closed the river, or a discarded tile left it
    /// with nowhere to go.
    RiverClosed,
    /// The River: a river tile goes on `pos`, beyond the river's open end,
    /// with a river edge facing it.
    RiverMustExtend {
        pos: Pos,
    },
    /// The River: two curves in a row turn the same way.
    RiverUTurn,
    /// The figure's expansion is not in this game.
    FigureNotInPlay {
        figure: Figure,
    },
    /// The player's only figure of that type is on the board.
    NoFigureLeft {
        figure: Figure,
    },
    NoGarden,
    /// That figure cannot stand on that kind of feature.
    FigureNotThere {
        figure: Figure,
        kind: FeatureKind,
    },
    BuilderOnCompleted,
    BuilderNeedsFollower,
    PigNeedsFarmer,
    NoAbbotOnBoard,
    AbbotFeatureComplete,
    AbbotReturnWithFigure,
}

fn edge_word(e: Edge) -> &'static str {
    match e {
        Edge::Field => "field",
        Edge::Road => "road",
        Edge::City => "city",
        Edge::River => "river",
    }
}

impl PlayError {
    /// Why the move was refused, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        use PlayError as E;
        let pos = |p: &Pos| Arg::from(p.to_string());
        let kind = |k: &FeatureKind| Arg::from(k.name());
        match self {
            E::GameOver => t(lang, "illegal-game-over", &[]),
            E::TileAlreadyPlaced => t(lang, "illegal-tile-already-placed", &[]),
            E::TileNotPlaced => t(lang, "illegal-tile-not-placed", &[]),
            E::Occupied(p) => t(lang, "illegal-occupied", &[("pos", pos(p))]),
            E::NotAdjacent(p) => t(lang, "illegal-not-adjacent", &[("pos", pos(p))]),
            E::EdgeMismatch {
                pos: p,
                side,
                tile_edge,
                neighbour_edge,
            } => t(
                lang,
                "illegal-edge-mismatch",
                &[
                    ("pos", pos(p)),
                    ("side", side.word().into()),
                    ("edge", edge_word(*tile_edge).into()),
                    ("neighbour", edge_word(*neighbour_edge).into()),
                ],
            ),
            E::NoFollowersLeft => t(lang, "illegal-no-followers-left", &[]),
            E::FarmersNotUsed => t(lang, "illegal-farmers-not-used", &[]),
            E::NoSuchFeature { kind: k, port } => t(
                lang,
                "illegal-no-such-feature",
                &[("kind", kind(k)), ("port", port.to_string().into())],
            ),
            E::NoMonastery => t(lang, "illegal-no-monastery", &[]),
            E::PortNeeded { kind: k } => t(lang, "illegal-port-needed", &[("kind", kind(k))]),
            E::MonasteryTakesNoPort => t(lang, "illegal-monastery-takes-no-port", &[]),
            E::FeatureOccupied { kind: k } => {
                t(lang, "illegal-feature-occupied", &[("kind", kind(k))])
            }
            E::NotPlaying => t(lang, "illegal-not-playing", &[]),
            E::RiverClosed => t(lang, "illegal-river-closed", &[]),
            E::RiverMustExtend { pos: p } => {
                t(lang, "illegal-river-must-extend", &[("pos", pos(p))])
            }
            E::RiverUTurn => t(lang, "illegal-river-u-turn", &[]),
            E::FigureNotInPlay { figure } => t(
                lang,
                "illegal-figure-not-in-play",
                &[("figure", figure.name().into())],
            ),
            E::NoFigureLeft { figure } => t(
                lang,
                "illegal-no-figure-left",
                &[("figure", figure.name().into())],
            ),
            E::NoGarden => t(lang, "illegal-no-garden", &[]),
            E::FigureNotThere { figure, kind: k } => t(
                lang,
                "illegal-figure-not-there",
                &[("figure", figure.name().into()), ("kind", kind(k))],
            ),
            E::BuilderOnCompleted => t(lang, "illegal-builder-on-completed", &[]),
            E::BuilderNeedsFollower => t(lang, "illegal-builder-needs-follower", &[]),
            E::PigNeedsFarmer => t(lang, "illegal-pig-needs-farmer", &[]),
            E::NoAbbotOnBoard => t(lang, "illegal-no-abbot-on-board", &[]),
            E::AbbotFeatureComplete => t(lang, "illegal-abbot-feature-complete", &[]),
            E::AbbotReturnWithFigure => t(lang, "illegal-abbot-return-with-figure", &[]),
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for PlayError {}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("A game needs 2 to 6 players, not {0}.")]
    Players(usize),
    #[error("The draw order does not match the tile set: {0}.")]
    DrawOrder(String),
    #[error("The start tile {0} is not in the tile set.")]
    StartTile(String),
    #[error("The start tile at {0} is too far from (0, 0).")]
    StartPosition(Pos),
}
