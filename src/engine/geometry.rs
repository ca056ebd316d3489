//! Sides, half-sides, ports, rotations and board positions: the words the
//! game record uses for places on a tile and on the board.

use std::fmt;

/// One of the four sides of a tile, in clockwise order from the north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Side {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    pub const fn from_index(i: usize) -> Side {
        Side::ALL[i & 3]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opposite(self) -> Side {
        Side::from_index(self as usize + 2)
    }

    /// The side this side becomes after the tile is turned clockwise.
    pub const fn rotated(self, rot: Rotation) -> Side {
        Side::from_index(self as usize + rot.quarter_turns() as usize)
    }

    /// The step from a tile to its neighbour across this side (`y` grows south).
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }

    /// The two half-sides of this side, in clockwise order.
    pub const fn halves(self) -> [HalfSide; 2] {
        [
            HalfSide::from_index(self as usize * 2),
            HalfSide::from_index(self as usize * 2 + 1),
        ]
    }

    pub const fn letter(self) -> &'static str {
        match self {
            Side::N => "N",
            Side::E => "E",
            Side::S => "S",
            Side::W => "W",
        }
    }

    /// "north", "east", … for messages.
    pub const fn word(self) -> &'static str {
        match self {
            Side::N => "north",
            Side::E => "east",
            Side::S => "south",
            Side::W => "west",
        }
    }
}

/// One half of a side, where a field meets the border of a tile. `Nnw` is the
/// west half of the north side, `Ene` the north half of the east side, and so
/// on clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum HalfSide {
    Nnw = 0,
    Nne = 1,
    Ene = 2,
    Ese = 3,
    Sse = 4,
    Ssw = 5,
    Wsw = 6,
    Wnw = 7,
}

impl HalfSide {
    pub const ALL: [HalfSide; 8] = [
        HalfSide::Nnw,
        HalfSide::Nne,
        HalfSide::Ene,
        HalfSide::Ese,
        HalfSide::Sse,
        HalfSide::Ssw,
        HalfSide::Wsw,
        HalfSide::Wnw,
    ];

    pub const fn from_index(i: usize) -> HalfSide {
        HalfSide::ALL[i & 7]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn side(self) -> Side {
        Side::from_index(self as usize / 2)
    }

    /// The half-side of the neighbouring tile that touches this one.
    pub const fn mate(self) -> HalfSide {
        const MATE: [usize; 8] = [5, 4, 7, 6, 1, 0, 3, 2];
        HalfSide::from_index(MATE[self as usize])
    }

    pub const fn rotated(self, rot: Rotation) -> HalfSide {
        HalfSide::from_index(self as usize + 2 * rot.quarter_turns() as usize)
    }

    pub const fn name(self) -> &'static str {
        match self {
            HalfSide::Nnw => "NNW",
            HalfSide::Nne => "NNE",
            HalfSide::Ene => "ENE",
            HalfSide::Ese => "ESE",
            HalfSide::Sse => "SSE",
            HalfSide::Ssw => "SSW",
            HalfSide::Wsw => "WSW",
            HalfSide::Wnw => "WNW",
        }
    }
}

/// A place on a tile's border that names a feature: the middle of a side
/// (cities and roads) or a half-side (fields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Port {
    Side(Side),
    Half(HalfSide),
}

impl Port {
    pub const fn name(self) -> &'static str {
        match self {
            Port::Side(s) => s.letter(),
            Port::Half(h) => h.name(),
        }
    }

    /// Reads a port name as the record writes it (`N`, `NNW`, …).
    pub fn parse(s: &str) -> Option<Port> {
        Side::ALL
            .into_iter()
            .find(|side| side.letter() == s)
            .map(Port::Side)
            .or_else(|| {
                HalfSide::ALL
                    .into_iter()
                    .find(|h| h.name() == s)
                    .map(Port::Half)
            })
    }

    pub const fn rotated(self, rot: Rotation) -> Port {
        match self {
            Port::Side(s) => Port::Side(s.rotated(rot)),
            Port::Half(h) => Port::Half(h.rotated(rot)),
        }
    }
}

impl fmt::Display for Port {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Clockwise quarter turns applied to a tile as drawn in the tile table: 0 to 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Rotation(u8);

impl Rotation {
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// A rotation from a number of clockwise quarter turns, if it is 0 to 3.
    pub const fn new(quarter_turns: u8) -> Option<Rotation> {
        if quarter_turns < 4 {
            Some(Rotation(quarter_turns))
        } else {
            None
        }
    }

    pub const fn quarter_turns(self) -> u8 {
        self.0
    }

    /// One more quarter turn clockwise.
    pub const fn clockwise(self) -> Rotation {
        Rotation((self.0 + 1) & 3)
    }

    /// One quarter turn counter-clockwise.
    pub const fn counter_clockwise(self) -> Rotation {
        Rotation((self.0 + 3) & 3)
    }

    /// The rotation that undoes this one.
    pub const fn inverse(self) -> Rotation {
        Rotation((4 - self.0) & 3)
    }
}

impl fmt::Display for Rotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}°", self.0 as u32 * 90)
    }
}

/// A square on the board. `x` grows to the east, `y` to the south; the start
/// tile is usually at (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Pos {
        Pos { x, y }
    }

    /// The neighbouring square across `side` (saturating at the edge of `i32`,
    /// far beyond any board).
    pub const fn step(self, side: Side) -> Pos {
        let (dx, dy) = side.delta();
        Pos {
            x: self.x.saturating_add(dx),
            y: self.y.saturating_add(dy),
        }
    }

    pub const fn offset(self, dx: i32, dy: i32) -> Pos {
        Pos {
            x: self.x.saturating_add(dx),
            y: self.y.saturating_add(dy),
        }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_sides_mate_across_each_side() {
        for h in HalfSide::ALL {
            assert_eq!(h.mate().mate(), h);
            assert_eq!(h.mate().side(), h.side().opposite());
        }
        assert_eq!(HalfSide::Nnw.mate(), HalfSide::Ssw);
        assert_eq!(HalfSide::Ene.mate(), HalfSide::Wnw);
    }

    #[test]
    fn rotation_turns_clockwise() {
        let r1 = Rotation::new(1).unwrap();
        assert_eq!(Side::N.rotated(r1), Side::E);
        assert_eq!(Side::W.rotated(r1), Side::N);
        assert_eq!(HalfSide::Nnw.rotated(r1), HalfSide::Ene);
        assert_eq!(HalfSide::Wnw.rotated(r1), HalfSide::Nne);
        assert_eq!(Rotation::new(4), None);
        for r in Rotation::ALL {
            assert_eq!(Side::S.rotated(r).rotated(r.inverse()), Side::S);
            assert_eq!(r.clockwise().counter_clockwise(), r);
        }
    }

    #[test]
    fn ports_parse_their_own_names() {
        for s in Side::ALL {
            assert_eq!(Port::parse(s.letter()), Some(Port::Side(s)));
        }
        for h in HalfSide::ALL {
            assert_eq!(Port::parse(h.name()), Some(Port::Half(h)));
        }
        assert_eq!(Port::parse("n"), None);
        assert_eq!(Port::parse(""), None);
        assert_eq!(Port::parse("NNN"), None);
    }
}
