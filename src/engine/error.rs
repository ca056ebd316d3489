//! Errors a player can read. After any of them the game is exactly as before.

use std::fmt;

use super::game::pieces::Figure;
use super::geometry::{Port, Pos, Side};
use super::tiles::{Edge, FeatureKind};

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

/// In English, for logs and record diagnostics. Players read these facts
/// worded in their own language, one floor up (`i18n::play_error`, whose
/// English a test holds to these sentences).
impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PlayError as E;
        let a = |e: Edge| match e {
            Edge::Road => "a road",
            Edge::River => "a river",
            Edge::City => "a city",
            Edge::Field => "a field",
        };
        let person = |k: FeatureKind| match k {
            FeatureKind::Road => "thief",
            FeatureKind::City => "knight",
            FeatureKind::Monastery => "monk",
            _ => "farmer",
        };
        let kind = |k: FeatureKind| match k {
            FeatureKind::Garden => "field",
            k => k.name(),
        };
        match self {
            E::GameOver => write!(f, "The game is over."),
            E::TileAlreadyPlaced => write!(
                f,
                "You have already placed your tile; now choose where to put a follower, or none."
            ),
            E::TileNotPlaced => write!(f, "Place your tile before choosing a follower."),
            E::Occupied(p) => write!(f, "There is already a tile at {p}."),
            E::NotAdjacent(p) => write!(
                f,
                "A tile must touch a tile already on the board, and {p} touches none."
            ),
            E::EdgeMismatch {
                pos,
                side,
                tile_edge,
                neighbour_edge,
            } => write!(
                f,
                "That tile does not fit at {pos}: its {side} edge is {} but the tile to the {side} has {} there.",
                a(*tile_edge),
                a(*neighbour_edge),
                side = side.word()
            ),
            E::NoFollowersLeft => write!(f, "You have no followers left in your supply."),
            E::FarmersNotUsed => write!(f, "Farmers are not used in this game."),
            E::NoSuchFeature { kind: k, port } => {
                write!(f, "This tile has no {} at {port}.", kind(*k))
            }
            E::NoMonastery => write!(f, "This tile has no monastery."),
            E::PortNeeded { kind: k } => write!(
                f,
                "Say where on the tile the {} goes: a {} needs a port.",
                person(*k),
                kind(*k)
            ),
            E::MonasteryTakesNoPort => write!(
                f,
                "A monk stands on the monastery itself; it takes no port."
            ),
            E::FeatureOccupied { kind: k } => {
                write!(f, "That {} already has a follower on it.", k.name())
            }
            E::NotPlaying => write!(f, "That player is no longer in the game."),
            E::RiverClosed => write!(f, "The river is closed: no more river tiles can be placed."),
            E::RiverMustExtend { pos } => write!(
                f,
                "A river tile must carry the river on: it goes on {pos}, with a river edge facing the river's open end."
            ),
            E::RiverUTurn => write!(f, "The river may not turn the same way twice in a row."),
            E::FigureNotInPlay { figure } => {
                let who = match figure {
                    Figure::Large => "The large follower is",
                    Figure::Abbot => "The abbot is",
                    Figure::Builder => "The builder is",
                    Figure::Pig => "The pig is",
                    Figure::Follower => "Followers are",
                };
                write!(f, "{who} not used in this game.")
            }
            E::NoFigureLeft { figure } => {
                let whose = match figure {
                    Figure::Large => "Your large follower",
                    Figure::Abbot => "Your abbot",
                    Figure::Builder => "Your builder",
                    Figure::Pig => "Your pig",
                    Figure::Follower => "Every follower of yours",
                };
                write!(f, "{whose} is on the board already.")
            }
            E::NoGarden => write!(f, "This tile has no garden."),
            E::FigureNotThere { figure, kind: k } => {
                let rule = match figure {
                    Figure::Abbot => "The abbot goes only on a monastery or a garden",
                    Figure::Builder => "The builder goes only on a road or a city",
                    Figure::Pig => "The pig goes only on a field",
                    _ => "Only the abbot goes on a garden",
                };
                write!(f, "{rule}, not on this {}.", k.name())
            }
            E::BuilderOnCompleted => write!(
                f,
                "That feature is completed by this tile; a builder goes only on one still growing."
            ),
            E::BuilderNeedsFollower => write!(
                f,
                "A builder goes only on a road or city where you already have a follower."
            ),
            E::PigNeedsFarmer => write!(
                f,
                "A pig goes only on a field where you already have a farmer."
            ),
            E::NoAbbotOnBoard => write!(f, "You have no abbot on the board to take back."),
            E::AbbotFeatureComplete => write!(
                f,
                "Your abbot's monastery or garden is completed; it scores and comes back by itself."
            ),
            E::AbbotReturnWithFigure => write!(
                f,
                "Taking your abbot back is this turn's figure step: you cannot also place a figure."
            ),
        }
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
