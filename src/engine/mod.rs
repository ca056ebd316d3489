//! The rules of Carcassonne, pure: no I/O, no async, no Discord, no pictures.
//!
//! Build a [`Game`] from a seed (or a record), ask it for legal placements
//! and follower spots, and play turns. Every refused action is a
//! [`PlayError`] a player can read, and leaves the game unchanged.

mod board;
mod error;
mod expansions;
mod features;
mod game;
mod geometry;
pub mod random;
pub mod record;
mod rules;
mod scoring;
mod tile_defs;
mod tiles;

pub use board::{Board, FrontierSquare, PlacedTile};
pub use error::{PlayError, SetupError};
pub use expansions::{Expansion, Expansions, GARDENS};
pub use features::{FeatureId, Features};
pub use game::{
    Candidate, FOLLOWERS_PER_PLAYER, FeatureOutlook, Figure, Follower, GOODS_SLOT, Game,
    HistoryEntry, Meeple, Move, POINTS_PER_GOOD_MAJORITY, Phase, Placement, RiverEnd, Spot,
    StartTile, TurnReport, full_deck,
};
pub use geometry::{HalfSide, Port, Pos, Rotation, Side};
pub use record::{
    Record, RecordError, RecordTurn, StandIn, TurnAction, Undone, replay, replay_prefix,
};
pub use rules::{EndScoring, Farms, Rules, RulesPatch, SmallCity};
pub use scoring::{
    Extras, MAX_PLAYERS, ScoreEvent, Seats, When, feature_points, feature_points_with, majority,
};
pub use tiles::{
    BASE_TILES, Edge, FeatureKind, Good, MAX_SEGMENTS, Oriented, SegmentDef, TileDef, TileKind,
    TileSet, TileSetError,
};
