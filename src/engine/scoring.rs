//! Scoring events: what scored, how big it was, who took the points and which
//! followers went home, so that every point can be explained to players.

use super::rules::{Rules, SmallCity};
use super::tiles::FeatureKind;
use crate::i18n::{Arg, Lang, and_list, t};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum When {
    /// The feature was completed during play.
    Completed,
    /// End of game: an unfinished road, city or monastery.
    Unfinished,
    /// End of game: farmers.
    Farm,
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
    /// For farms: completed cities the field touches (per city scoring: 1).
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
    match (kind, completed) {
        (FeatureKind::Road, _) => tiles,
        (FeatureKind::City, true) => {
            if tiles == 2 && rules.small_city == SmallCity::Two {
                2 + pennants
            } else {
                2 * tiles + 2 * pennants
            }
        }
        (FeatureKind::City, false) => tiles + pennants,
        (FeatureKind::Monastery, true) => 9,
        (FeatureKind::Monastery, false) => tiles,
        (FeatureKind::Field, _) => 0,
    }
}

/// Points a farm gives: 3 per completed city.
pub const POINTS_PER_FARM_CITY: u32 = 3;

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

impl ScoreEvent {
    /// What was scored, in plain words: "city of 3 tiles with 1 pennant".
    pub fn what(&self, lang: Lang) -> String {
        let done = self.when == When::Completed;
        let (key, args): (&str, Vec<(&str, Arg)>) = match self.feature {
            FeatureKind::Road => (
                if done {
                    "what-road"
                } else {
                    "what-road-unfinished"
                },
                vec![("tiles", self.tiles.into())],
            ),
            FeatureKind::City => (
                if done {
                    "what-city"
                } else {
                    "what-city-unfinished"
                },
                vec![
                    ("tiles", self.tiles.into()),
                    ("pennants", self.pennants.into()),
                ],
            ),
            FeatureKind::Monastery if done => ("what-monastery", Vec::new()),
            FeatureKind::Monastery => (
                "what-monastery-unfinished",
                vec![("neighbours", self.tiles.saturating_sub(1).into())],
            ),
            FeatureKind::Field => ("what-field", vec![("cities", self.cities.into())]),
        };
        t(lang, key, &args)
    }

    /// The whole sentence, naming seats with `name`: "Alice scored 8: city
    /// of 3 tiles with 1 pennant".
    pub fn describe(&self, name: impl Fn(u8) -> String, lang: Lang) -> String {
        let names: Vec<String> = self.winners.iter().map(name).collect();
        let who = and_list(&names, lang);
        t(
            lang,
            "scored",
            &[
                ("players", who.into()),
                ("count", names.len().into()),
                ("points", self.points.into()),
                ("what", self.what(lang).into()),
            ],
        )
    }
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

    #[test]
    fn events_read_as_sentences() {
        let e = ScoreEvent {
            feature: FeatureKind::City,
            when: When::Completed,
            tiles: 3,
            pennants: 1,
            cities: 0,
            points: 8,
            followers: [1, 0, 0, 0, 0, 0],
            winners: Seats(1),
            returned: true,
            tile: 0,
        };
        let names = ["Alice", "Bob", "Cleo"];
        assert_eq!(
            e.describe(|s| names[s as usize].to_string(), Lang::En),
            "Alice scored 8: city of 3 tiles with 1 pennant"
        );
        let tie = ScoreEvent {
            winners: Seats(0b111),
            ..e
        };
        assert_eq!(
            tie.describe(|s| names[s as usize].to_string(), Lang::En),
            "Alice, Bob and Cleo scored 8 each: city of 3 tiles with 1 pennant"
        );
        assert_eq!(
            tie.describe(|s| names[s as usize].to_string(), Lang::De),
            "Alice, Bob und Cleo erhalten je 8 Punkte: Stadt aus 3 Plättchen mit 1 Wappen"
        );
    }
}
