//! Rule options: where the rule write-ups differ, the difference is an option.
//! The defaults are the current standard rules.

/// Points for a completed city of exactly two tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SmallCity {
    /// 2 points per tile and per pennant, like any city (current rules).
    #[default]
    Four,
    /// First edition: 2 points, and 1 per pennant.
    Two,
}

/// How farmers score at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Farms {
    /// Each field scores 3 per completed city it touches, to the players with
    /// the most farmers in that field (current rules).
    #[default]
    PerField,
    /// First edition: each completed city scores 3 once, to the players with
    /// the most farmers in all the fields touching it.
    PerCity,
    /// No farmers are placed and fields never score.
    Off,
}

/// What unfinished features score at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum EndScoring {
    /// Unfinished roads, cities and monasteries all score.
    #[default]
    All,
    /// Only unfinished monasteries score (farms still do).
    MonasteriesOnly,
}

/// The record's `rules` object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Rules {
    pub small_city: SmallCity,
    pub farms: Farms,
    pub end_scoring: EndScoring,
}

impl SmallCity {
    pub const fn points(self) -> u32 {
        match self {
            SmallCity::Four => 4,
            SmallCity::Two => 2,
        }
    }

    pub const fn from_points(points: i64) -> Option<SmallCity> {
        match points {
            4 => Some(SmallCity::Four),
            2 => Some(SmallCity::Two),
            _ => None,
        }
    }
}

impl Farms {
    pub const ALL: [Farms; 3] = [Farms::PerField, Farms::PerCity, Farms::Off];

    pub const fn name(self) -> &'static str {
        match self {
            Farms::PerField => "per_field",
            Farms::PerCity => "per_city",
            Farms::Off => "off",
        }
    }

    pub fn parse(s: &str) -> Option<Farms> {
        Farms::ALL.into_iter().find(|f| f.name() == s)
    }
}

impl EndScoring {
    pub const ALL: [EndScoring; 2] = [EndScoring::All, EndScoring::MonasteriesOnly];

    pub const fn name(self) -> &'static str {
        match self {
            EndScoring::All => "all",
            EndScoring::MonasteriesOnly => "monasteries_only",
        }
    }

    pub fn parse(s: &str) -> Option<EndScoring> {
        EndScoring::ALL.into_iter().find(|f| f.name() == s)
    }
}
