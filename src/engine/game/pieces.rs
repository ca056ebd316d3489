//! What a game is made of: placements, figures, moves, spots, followers,
//! turns and history.

use crate::engine::expansions::{Expansion, Expansions};
use crate::engine::geometry::{Port, Pos, Rotation, Side};
use crate::engine::scoring::{MAX_PLAYERS, ScoreEvent};
use crate::engine::tiles::{FeatureKind, TileKind};

/// Followers each player has in supply at the start (the eighth is the score marker).
pub const FOLLOWERS_PER_PLAYER: u8 = 7;

/// How far from (0, 0) a start tile may be.
pub const MAX_START_COORDINATE: u32 = 1 << 30;

/// Where a tile goes: a square and a rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    pub pos: Pos,
    pub rot: Rotation,
}

/// The figures a player may place: followers always, the others with their
/// expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(u8)]
pub enum Figure {
    /// An ordinary follower (thief, knight, monk or farmer).
    #[default]
    Follower = 0,
    /// Inns & Cathedrals: counts as two followers.
    Large = 1,
    /// The Abbot: on a monastery or a garden only.
    Abbot = 2,
    /// Traders & Builders: beside one's own follower on a road or city;
    /// gives a second tile when the feature grows.
    Builder = 3,
    /// Traders & Builders: beside one's own farmer; a farm's cities score
    /// 4 instead of 3.
    Pig = 4,
}

impl Figure {
    pub const ALL: [Figure; 5] = [
        Figure::Follower,
        Figure::Large,
        Figure::Abbot,
        Figure::Builder,
        Figure::Pig,
    ];

    /// The record's name: `follower`, `large`, `abbot`, `builder`, `pig`.
    pub const fn name(self) -> &'static str {
        match self {
            Figure::Follower => "follower",
            Figure::Large => "large",
            Figure::Abbot => "abbot",
            Figure::Builder => "builder",
            Figure::Pig => "pig",
        }
    }

    pub fn parse(s: &str) -> Option<Figure> {
        Figure::ALL.into_iter().find(|f| f.name() == s)
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// How much it weighs where the most followers win (builders and pigs
    /// never count).
    pub const fn strength(self) -> u8 {
        match self {
            Figure::Follower | Figure::Abbot => 1,
            Figure::Large => 2,
            Figure::Builder | Figure::Pig => 0,
        }
    }

    /// Whether it keeps others off its feature (a follower, a large
    /// follower or an abbot).
    pub const fn occupies(self) -> bool {
        self.strength() > 0
    }

    /// The expansion that brings it (`None`: the base game's follower).
    pub const fn expansion(self) -> Option<Expansion> {
        match self {
            Figure::Follower => None,
            Figure::Large => Some(Expansion::InnsCathedrals),
            Figure::Abbot => Some(Expansion::Abbot),
            Figure::Builder | Figure::Pig => Some(Expansion::TradersBuilders),
        }
    }

    /// How many each player starts with when it is in play.
    pub const fn supply(self) -> u8 {
        match self {
            Figure::Follower => FOLLOWERS_PER_PLAYER,
            _ => 1,
        }
    }

    /// Whether it is in play with `expansions`.
    pub const fn in_play(self, expansions: Expansions) -> bool {
        match self.expansion() {
            None => true,
            Some(e) => expansions.has(e),
        }
    }
}

impl std::fmt::Display for Figure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A figure as a move names it: the kind of feature, a port of that
/// feature after rotation (no port for a monastery, a garden or an
/// enclosed field), and which figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Meeple {
    pub kind: FeatureKind,
    pub port: Option<Port>,
    pub figure: Figure,
}

impl Meeple {
    /// An ordinary follower.
    pub const fn follower(kind: FeatureKind, port: Option<Port>) -> Meeple {
        Meeple {
            kind,
            port,
            figure: Figure::Follower,
        }
    }
}

/// A whole turn: a tile placement, and an optional figure or the abbot
/// taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub placement: Placement,
    pub meeple: Option<Meeple>,
    /// The Abbot: the turn's figure step takes the abbot back (and scores
    /// it) instead of placing a figure.
    pub return_abbot: bool,
}

impl Move {
    /// A placement with an optional figure.
    pub const fn new(placement: Placement, meeple: Option<Meeple>) -> Move {
        Move {
            placement,
            meeple,
            return_abbot: false,
        }
    }
}

/// A square where the current tile fits, with the rotations that fit there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub pos: Pos,
    /// Fitting rotations, clockwise from 0.
    pub rotations: Vec<Rotation>,
}

/// A legal place for a figure on the tile just placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub kind: FeatureKind,
    /// The segment's index on its tile.
    pub segment: u8,
    /// A port of the feature after rotation (`None` for a monastery, a
    /// garden or an enclosed field).
    pub port: Option<Port>,
    pub figure: Figure,
}

impl Spot {
    pub fn meeple(self) -> Meeple {
        Meeple {
            kind: self.kind,
            port: self.port,
            figure: self.figure,
        }
    }
}

/// A figure on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follower {
    pub seat: u8,
    pub kind: FeatureKind,
    /// Placement index of its tile.
    pub tile: usize,
    /// Segment index on that tile.
    pub segment: u8,
    pub figure: Figure,
    pub(super) node: u32,
}

/// Where a turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The current player holds this tile and must place it.
    PlaceTile(TileKind),
    /// The tile is on the board; the player may place a follower on it.
    PlaceFollower(TileKind),
    /// All tiles are drawn and the final scoring is done.
    Over,
}

/// One entry of the game's history, in draw order (as the record lists turns).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryEntry {
    Placed {
        seat: u8,
        tile: TileKind,
        placement: Placement,
        meeple: Option<Meeple>,
        /// The turn took the abbot back instead of placing a figure.
        return_abbot: bool,
        /// Everyone's total after this turn's scoring.
        scores: [u32; MAX_PLAYERS],
        /// Everyone's trade goods after this turn (Traders & Builders).
        goods: [[u8; 3]; MAX_PLAYERS],
    },
    Discarded {
        seat: u8,
        tile: TileKind,
        scores: [u32; MAX_PLAYERS],
    },
    /// The player ran out of time; the tile was set aside.
    Skipped {
        seat: u8,
        tile: TileKind,
        scores: [u32; MAX_PLAYERS],
    },
    /// The player left the game; a tile in hand was set aside.
    Resigned {
        seat: u8,
        tile: Option<TileKind>,
        scores: [u32; MAX_PLAYERS],
    },
}

impl HistoryEntry {
    pub fn seat(&self) -> u8 {
        match *self {
            HistoryEntry::Placed { seat, .. }
            | HistoryEntry::Discarded { seat, .. }
            | HistoryEntry::Skipped { seat, .. }
            | HistoryEntry::Resigned { seat, .. } => seat,
        }
    }

    /// The tile this entry drew, if any.
    pub fn tile(&self) -> Option<TileKind> {
        match *self {
            HistoryEntry::Placed { tile, .. }
            | HistoryEntry::Discarded { tile, .. }
            | HistoryEntry::Skipped { tile, .. } => Some(tile),
            HistoryEntry::Resigned { tile, .. } => tile,
        }
    }

    pub fn scores(&self) -> &[u32; MAX_PLAYERS] {
        match self {
            HistoryEntry::Placed { scores, .. }
            | HistoryEntry::Discarded { scores, .. }
            | HistoryEntry::Skipped { scores, .. }
            | HistoryEntry::Resigned { scores, .. } => scores,
        }
    }
}

/// What one turn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReport {
    pub seat: u8,
    /// The tile the turn drew (`None` when a player resigned holding none).
    pub tile: Option<TileKind>,
    /// Where the tile went (`None` if it was set aside).
    pub placement: Option<Placement>,
    pub meeple: Option<Meeple>,
    /// Features completed and scored this turn.
    pub events: Vec<ScoreEvent>,
    /// Tiles the next player drew that fitted nowhere and were discarded.
    pub discarded: Vec<TileKind>,
    /// The last tile was placed and the final scoring done (see [`Game::final_events`]).
    pub game_over: bool,
    /// Trade goods this turn's player took (wine, grain, cloth).
    pub goods: [u8; 3],
    /// The turn took the abbot back (its points are among `events`).
    pub returned_abbot: bool,
    /// The builder gives this player a second part: the same seat plays
    /// the next tile.
    pub second_part: bool,
}

/// Where the River goes on: the empty square beyond its open end, the side
/// of that square the river enters by, and which way the last river tile
/// turned (1 left, -1 right, 0 straight or the spring).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RiverEnd {
    pub cell: Pos,
    pub inlet: Side,
    pub last_turn: i8,
}

/// Which slot of [`Game::breakdown`] trade goods points go to.
pub const GOODS_SLOT: usize = 4;

/// Points a good's majority gives at the end (Traders & Builders).
pub const POINTS_PER_GOOD_MAJORITY: u32 = 10;

/// The start tile of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartTile {
    pub kind: TileKind,
    pub pos: Pos,
    pub rot: Rotation,
}
