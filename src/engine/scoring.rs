//! Scoring events: what scored, how big it was, who took the points and which
//! followers went home, so that every point can be explained to players.

use super::rules::{Rules, SmallCity};
use super::tiles::{FeatureKind, Good};

/// Most seats a game can have.
pub const MAX_PLAYERS: usize = 6;

/// A set of seats (bit `seat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Seats(pub u8);

impl Seats {
    pub fn contains(self, seat: u8) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }

    pub fn insert(&mut self, seat: u8) {
        self.0 |= 1 << seat;
    }

    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..8u8).filter(move |s| self.0 & (1 << s) != 0)
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// When a scoring happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum When {
    /// The feature was completed during play.
    #[default]
    Completed,
    /// End of game: an unfinished road, city, monastery or garden.
    Unfinished,
    /// End of game: farmers.
    Farm,
    /// The Abbot: its player took it back from an unfinished monastery or
    /// garden, which scored at once as at the end of the game.
    AbbotReturned,
    /// End of game: the most tokens of a trade good (Traders & Builders).
    Goods,
}

/// What else a road or city holds that changes its points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Extras {
    /// An inn on the road: 2 per tile when completed, 0 when not.
    pub inn: bool,
    /// A cathedral in the city: 3 per tile and pennant when completed, 0
    /// when not.
    pub cathedral: bool,
}

/// One scoring: a feature and the points it gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreEvent {
    pub feature: FeatureKind,
    pub when: When,
    /// Tiles in the feature (counted once each, however many segments are on
    /// a tile); for a monastery, itself plus its neighbours.
    pub tiles: u32,
    pub pennants: u32,
    /// For farms: completed cities the field touches (per city scoring: 1);
    /// for goods: the tokens each winner holds.
    pub cities: u32,
    /// Points each winner scored.
    pub points: u32,
    /// Followers on the feature, per seat.
    pub followers: [u8; MAX_PLAYERS],
    /// Seats that scored `points` (those with the most followers).
    pub winners: Seats,
    /// Whether the followers went back to their supply (farmers never do).
    pub returned: bool,
    /// Placement index of a tile of the feature (for pictures).
    pub tile: usize,
    /// The road had an inn (Inns & Cathedrals).
    pub inn: bool,
    /// The city had a cathedral (Inns & Cathedrals).
    pub cathedral: bool,
    /// Farms: winners with their pig in the field, who scored `pig_points`
    /// instead of `points` (Traders & Builders).
    pub pigs: Seats,
    pub pig_points: u32,
    /// The good whose majority scored (`When::Goods`).
    pub good: Option<Good>,
}

impl Default for ScoreEvent {
    fn default() -> ScoreEvent {
        ScoreEvent {
            feature: FeatureKind::Road,
            when: When::Completed,
            tiles: 0,
            pennants: 0,
            cities: 0,
            points: 0,
            followers: [0; MAX_PLAYERS],
            winners: Seats::default(),
            returned: false,
            tile: 0,
            inn: false,
            cathedral: false,
            pigs: Seats::default(),
            pig_points: 0,
            good: None,
        }
    }
}

/// Points of a road, city or monastery by the rules in force. `tiles` for a
/// monastery counts the monastery and its neighbours.
pub fn feature_points(
    rules: &Rules,
    kind: FeatureKind,
    completed: bool,
    tiles: u32,
    pennants: u32,
) -> u32 {
    feature_points_with(rules, kind, completed, tiles, pennants, Extras::default())
}

/// [`feature_points`] for a road with an inn or a city with a cathedral.
pub fn feature_points_with(
    rules: &Rules,
    kind: FeatureKind,
    completed: bool,
    tiles: u32,
    pennants: u32,
    extras: Extras,
) -> u32 {
    match (kind, completed) {
        (FeatureKind::Road, true) if extras.inn => 2 * tiles,
        (FeatureKind::Road, false) if extras.inn => 0,
        (FeatureKind::City, true) if extras.cathedral => 3 * tiles + 3 * pennants,
        (FeatureKind::City, false) if extras.cathedral => 0,
        (FeatureKind::Road, _) => tiles,
        (FeatureKind::City, true) => {
            if tiles == 2 && rules.small_city == SmallCity::Two {
                2 + pennants
            } else {
                2 * tiles + 2 * pennants
            }
        }
        (FeatureKind::City, false) => tiles + pennants,
        (FeatureKind::Monastery | FeatureKind::Garden, true) => 9,
        (FeatureKind::Monastery | FeatureKind::Garden, false) => tiles,
        (FeatureKind::Field, _) => 0,
    }
}

/// Points a farm gives: 3 per completed city.
pub const POINTS_PER_FARM_CITY: u32 = 3;
/// Points a farm gives its winners whose pig is in it (Traders & Builders).
pub const POINTS_PER_FARM_CITY_WITH_PIG: u32 = 4;

/// The seats with the most followers (none when nobody has one).
pub fn majority(followers: &[u8; MAX_PLAYERS]) -> Seats {
    let most = followers.iter().copied().max().unwrap_or(0);
    let mut winners = Seats::default();
    if most > 0 {
        for (seat, &n) in followers.iter().enumerate() {
            if n == most {
                winners.insert(seat as u8);
            }
        }
    }
    winners
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::Rules;

    #[test]
    fn city_points_follow_the_rule_option() {
        let std = Rules::default();
        let first = Rules {
            small_city: SmallCity::Two,
            ..Rules::default()
        };
        assert_eq!(feature_points(&std, FeatureKind::City, true, 3, 1), 8);
        assert_eq!(feature_points(&std, FeatureKind::City, true, 4, 0), 8);
        assert_eq!(feature_points(&std, FeatureKind::City, true, 2, 0), 4);
        assert_eq!(feature_points(&first, FeatureKind::City, true, 2, 0), 2);
        assert_eq!(feature_points(&first, FeatureKind::City, true, 2, 1), 3);
        assert_eq!(feature_points(&first, FeatureKind::City, true, 3, 0), 6);
        assert_eq!(feature_points(&std, FeatureKind::City, false, 3, 1), 4);
        assert_eq!(feature_points(&std, FeatureKind::Monastery, false, 6, 0), 6);
        assert_eq!(feature_points(&std, FeatureKind::Monastery, true, 9, 0), 9);
    }

    #[test]
    fn ties_all_score() {
        assert_eq!(majority(&[1, 1, 0, 0, 0, 0]), Seats(0b11));
        assert_eq!(majority(&[2, 1, 0, 0, 0, 0]), Seats(0b01));
        assert_eq!(majority(&[0; 6]), Seats(0));
    }
}
