//! Errors a player can read. After any of them the game is exactly as before.

use super::geometry::{Port, Pos, Side};
use super::tiles::{Edge, FeatureKind};

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("The game is over.")]
    GameOver,
    #[error("You have already placed your tile; now choose where to put a follower, or none.")]
    TileAlreadyPlaced,
    #[error("Place your tile before choosing a follower.")]
    TileNotPlaced,
    #[error("There is already a tile at {0}.")]
    Occupied(Pos),
    #[error("A tile must touch a tile already on the board, and {0} touches none.")]
    NotAdjacent(Pos),
    #[error(
        "That tile does not fit at {pos}: its {} edge is {} but the tile to the {} has {} there.",
        side.word(), tile_edge.with_article(), side.word(), neighbour_edge.with_article()
    )]
    EdgeMismatch {
        pos: Pos,
        side: Side,
        tile_edge: Edge,
        neighbour_edge: Edge,
    },
    #[error("You have no followers left in your supply.")]
    NoFollowersLeft,
    #[error("Farmers are not used in this game.")]
    FarmersNotUsed,
    #[error("This tile has no {kind} at {port}.")]
    NoSuchFeature { kind: FeatureKind, port: Port },
    #[error("This tile has no monastery.")]
    NoMonastery,
    #[error("Say where on the tile the {} goes: a {kind} needs a port.", kind.follower_name())]
    PortNeeded { kind: FeatureKind },
    #[error("A monk stands on the monastery itself; it takes no port.")]
    MonasteryTakesNoPort,
    #[error("That {kind} already has a follower on it.")]
    FeatureOccupied { kind: FeatureKind },
    #[error("That player is no longer in the game.")]
    NotPlaying,
}

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
