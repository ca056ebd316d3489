//! The rules of Carcassonne, pure: no I/O, no async, no Discord, no pictures.
//!
//! Build a [`Game`] from a seed (or a record), ask it for legal placements
//! and follower spots, and play turns. Every refused action is a
//! [`PlayError`] a player can read, and leaves the game unchanged.

mod board;
mod error;
mod features;
mod game;
mod geometry;
pub mod random;
pub mod record;
mod rules;
mod scoring;
mod tiles;

pub use board::{Board, FrontierSquare, PlacedTile};
pub use error::{PlayError, SetupError};
pub use features::{FeatureId, Features};
pub use game::{
    Candidate, FOLLOWERS_PER_PLAYER, FeatureOutlook, Follower, Game, HistoryEntry, Meeple, Move,
    Phase, Placement, Spot, StartTile, TurnReport, full_deck,
};
pub use geometry::{HalfSide, Port, Pos, Rotation, Side};
pub use record::{Record, RecordError, RecordTurn, TurnAction, Undone, replay, replay_prefix};
pub use rules::{EndScoring, Farms, Rules, SmallCity};
pub use scoring::{MAX_PLAYERS, ScoreEvent, Seats, When, feature_points, majority};
pub use tiles::{
    BASE_TILES, Edge, FeatureKind, MAX_SEGMENTS, Oriented, SegmentDef, TileDef, TileKind, TileSet,
    TileSetError,
};
