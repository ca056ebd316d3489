//! Tile kinds as drawn in a tile table: edges, the features (segments) on
//! each tile, which cities each field touches, and the base game's table.
//! The expansions' tables are drawn the same way (see `expansions`), and a
//! [`super::tiles::TileSet`] is derived from them.

use std::fmt;

/// What a tile edge shows: it must match the edge it touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Edge {
    Field = 0,
    Road = 1,
    City = 2,
    /// The River expansion's river: it matches only a river edge, and like
    /// a road it splits its edge's two field halves.
    River = 3,
}

impl Edge {
    pub const fn letter(self) -> char {
        match self {
            Edge::Field => 'F',
            Edge::Road => 'R',
            Edge::City => 'C',
            Edge::River => 'I',
        }
    }

    pub fn from_letter(c: char) -> Option<Edge> {
        match c {
            'F' => Some(Edge::Field),
            'R' => Some(Edge::Road),
            'C' => Some(Edge::City),
            'I' => Some(Edge::River),
            _ => None,
        }
    }

    /// "a city", "a road", "a field", for messages.
    pub const fn with_article(self) -> &'static str {
        match self {
            Edge::Field => "a field",
            Edge::Road => "a road",
            Edge::City => "a city",
            Edge::River => "a river",
        }
    }

    /// One bit per edge kind, so that matching a whole tile is one mask test.
    pub(super) const fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

/// The kinds of feature a figure can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum FeatureKind {
    Road = 0,
    City = 1,
    Monastery = 2,
    Field = 3,
    /// The Abbot's garden: a one-tile feature like a monastery, for the
    /// abbot only.
    Garden = 4,
}

impl FeatureKind {
    pub const ALL: [FeatureKind; 5] = [
        FeatureKind::Road,
        FeatureKind::City,
        FeatureKind::Monastery,
        FeatureKind::Field,
        FeatureKind::Garden,
    ];

    /// The record's name: `road`, `city`, `monastery`, `field`, `garden`.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::Road => "road",
            FeatureKind::City => "city",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Field => "field",
            FeatureKind::Garden => "garden",
        }
    }

    /// A monastery or a garden: one tile, scored by its 3×3 square.
    pub const fn is_cloister(self) -> bool {
        matches!(self, FeatureKind::Monastery | FeatureKind::Garden)
    }

    pub fn parse(s: &str) -> Option<FeatureKind> {
        FeatureKind::ALL.into_iter().find(|k| k.name() == s)
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for FeatureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A trade good of Traders & Builders, shown in a city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Good {
    Wine = 0,
    Grain = 1,
    Cloth = 2,
}

impl Good {
    pub const ALL: [Good; 3] = [Good::Wine, Good::Grain, Good::Cloth];

    /// The record's name: `wine`, `grain`, `cloth`.
    pub const fn name(self) -> &'static str {
        match self {
            Good::Wine => "wine",
            Good::Grain => "grain",
            Good::Cloth => "cloth",
        }
    }

    pub fn parse(s: &str) -> Option<Good> {
        Good::ALL.into_iter().find(|g| g.name() == s)
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// One feature on one tile, as drawn with rotation 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SegmentDef {
    pub kind: FeatureKind,
    /// Sides this road or city reaches (bit `Side as u8`).
    pub sides: u8,
    /// Half-sides this field reaches (bit `HalfSide as u8`); none for a
    /// field enclosed by cities.
    pub halves: u8,
    /// A pennant (shield) in this city segment.
    pub pennant: bool,
    /// For a field: the city segments of this tile it touches (bit = segment index).
    pub touches: u16,
    /// An inn on this road (Inns & Cathedrals).
    pub inn: bool,
    /// A cathedral in this city (Inns & Cathedrals).
    pub cathedral: bool,
    /// A trade good shown in this city (Traders & Builders).
    pub goods: Option<Good>,
}

/// Bits for [`SegmentDef::sides`].
pub mod side_bits {
    pub const N: u8 = 1;
    pub const E: u8 = 2;
    pub const S: u8 = 4;
    pub const W: u8 = 8;
}

/// Bits for [`SegmentDef::halves`].
pub mod half_bits {
    pub const NNW: u8 = 1;
    pub const NNE: u8 = 2;
    pub const ENE: u8 = 4;
    pub const ESE: u8 = 8;
    pub const SSE: u8 = 16;
    pub const SSW: u8 = 32;
    pub const WSW: u8 = 64;
    pub const WNW: u8 = 128;
    pub const ALL: u8 = 255;
}

impl SegmentDef {
    const NOTHING: SegmentDef = SegmentDef {
        kind: FeatureKind::Field,
        sides: 0,
        halves: 0,
        pennant: false,
        touches: 0,
        inn: false,
        cathedral: false,
        goods: None,
    };

    pub const fn city(sides: u8) -> SegmentDef {
        SegmentDef {
            kind: FeatureKind::City,
            sides,
            ..SegmentDef::NOTHING
        }
    }

    pub const fn city_with_pennant(sides: u8) -> SegmentDef {
        SegmentDef {
            pennant: true,
            ..SegmentDef::city(sides)
        }
    }

    pub const fn road(sides: u8) -> SegmentDef {
        SegmentDef {
            kind: FeatureKind::Road,
            sides,
            ..SegmentDef::NOTHING
        }
    }

    /// A field reaching `halves`, touching the city segments whose indices are
    /// set in `touches`.
    pub const fn field(halves: u8, touches: u16) -> SegmentDef {
        SegmentDef {
            kind: FeatureKind::Field,
            halves,
            touches,
            ..SegmentDef::NOTHING
        }
    }

    pub const MONASTERY: SegmentDef = SegmentDef {
        kind: FeatureKind::Monastery,
        ..SegmentDef::NOTHING
    };

    pub const GARDEN: SegmentDef = SegmentDef {
        kind: FeatureKind::Garden,
        ..SegmentDef::NOTHING
    };

    /// A field that touches no tile edge.
    pub const fn is_enclosed(&self) -> bool {
        matches!(self.kind, FeatureKind::Field) && self.halves == 0
    }
}

/// One tile kind as drawn in the tile table (rotation 0).
#[derive(Clone, Copy, Debug)]
pub struct TileDef {
    /// The kind's name in records: `A` to `X` for the base game.
    pub name: &'static str,
    pub count: u8,
    /// Edges `N E S W`.
    pub edges: [Edge; 4],
    pub segments: &'static [SegmentDef],
}

use Edge::{City as C, Field as F, Road as R};
use half_bits::{ALL as ALL_HALVES, ENE, ESE, NNE, NNW, SSE, SSW, WNW, WSW};
use side_bits::{E, N, S, W};

const fn city(sides: u8) -> SegmentDef {
    SegmentDef::city(sides)
}
const fn pennant(sides: u8) -> SegmentDef {
    SegmentDef::city_with_pennant(sides)
}
const fn road(sides: u8) -> SegmentDef {
    SegmentDef::road(sides)
}
pub(super) const fn field(halves: u8, touches: u16) -> SegmentDef {
    SegmentDef::field(halves, touches)
}
const MONASTERY: SegmentDef = SegmentDef::MONASTERY;
/// `touches` for a field that touches segment 0, 1, or both.
const T0: u16 = 1;
const T01: u16 = 3;
pub(super) const NONE: u16 = 0;

macro_rules! tile {
    ($name:literal, $count:literal, [$n:ident, $e:ident, $s:ident, $w:ident], [$($seg:expr),* $(,)?]) => {
        TileDef { name: $name, count: $count, edges: [$n, $e, $s, $w], segments: &[$($seg),*] }
    };
}
#[cfg(test)]
pub(super) use tile;

/// The base game's 72 tiles (the spec's table, drawn with rotation 0).
/// Segment indices in `field(…, touches)` refer to this tile's own cities.
#[rustfmt::skip]
pub const BASE_TILES: &[TileDef] = &[
    tile!("A", 2, [F, F, R, F], [MONASTERY, road(S), field(ALL_HALVES, NONE)]),
    tile!("B", 4, [F, F, F, F], [MONASTERY, field(ALL_HALVES, NONE)]),
    tile!("C", 1, [C, C, C, C], [pennant(N | E | S | W)]),
    tile!("D", 4, [C, R, F, R], [city(N), road(W | E), field(WNW | ENE, T0), field(ESE | SSE | SSW | WSW, NONE)]),
    tile!("E", 5, [C, F, F, F], [city(N), field(ENE | ESE | SSE | SSW | WSW | WNW, T0)]),
    tile!("F", 2, [F, C, F, C], [pennant(E | W), field(NNW | NNE, T0), field(SSE | SSW, T0)]),
    tile!("G", 1, [C, F, C, F], [city(N | S), field(ENE | ESE, T0), field(WSW | WNW, T0)]),
    tile!("H", 3, [F, C, F, C], [city(E), city(W), field(NNW | NNE | SSE | SSW, T01)]),
    tile!("I", 2, [F, C, C, F], [city(E), city(S), field(NNW | NNE | WSW | WNW, T01)]),
    tile!("J", 3, [C, R, R, F], [city(N), road(E | S), field(ENE | SSW | WSW | WNW, T0), field(ESE | SSE, NONE)]),
    tile!("K", 3, [C, F, R, R], [city(N), road(S | W), field(ENE | ESE | SSE | WNW, T0), field(SSW | WSW, NONE)]),
    tile!("L", 3, [C, R, R, R], [city(N), road(E), road(S), road(W), field(ENE | WNW, T0), field(ESE | SSE, NONE), field(SSW | WSW, NONE)]),
    tile!("M", 2, [C, F, F, C], [pennant(N | W), field(ENE | ESE | SSE | SSW, T0)]),
    tile!("N", 3, [C, F, F, C], [city(N | W), field(ENE | ESE | SSE | SSW, T0)]),
    tile!("O", 2, [C, R, R, C], [pennant(N | W), road(E | S), field(ENE | SSW, T0), field(ESE | SSE, NONE)]),
    tile!("P", 3, [C, R, R, C], [city(N | W), road(E | S), field(ENE | SSW, T0), field(ESE | SSE, NONE)]),
    tile!("Q", 1, [C, C, F, C], [pennant(N | E | W), field(SSE | SSW, T0)]),
    tile!("R", 3, [C, C, F, C], [city(N | E | W), field(SSE | SSW, T0)]),
    tile!("S", 2, [C, C, R, C], [pennant(N | E | W), road(S), field(SSW, T0), field(SSE, T0)]),
    tile!("T", 1, [C, C, R, C], [city(N | E | W), road(S), field(SSW, T0), field(SSE, T0)]),
    tile!("U", 8, [R, F, R, F], [road(N | S), field(NNE | ENE | ESE | SSE, NONE), field(SSW | WSW | WNW | NNW, NONE)]),
    tile!("V", 9, [F, F, R, R], [road(S | W), field(SSW | WSW, NONE), field(WNW | NNW | NNE | ENE | ESE | SSE, NONE)]),
    tile!("W", 4, [F, R, R, R], [road(E), road(S), road(W), field(WNW | NNW | NNE | ENE, NONE), field(ESE | SSE, NONE), field(SSW | WSW, NONE)]),
    tile!("X", 1, [R, R, R, R], [road(N), road(E), road(S), road(W), field(NNE | ENE, NONE), field(ESE | SSE, NONE), field(SSW | WSW, NONE), field(WNW | NNW, NONE)]),
];
