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

impl SmallCity {
    pub const ALL: [SmallCity; 2] = [SmallCity::Four, SmallCity::Two];
}

/// A change to the rules, as people ask for it: each option `None` stays
/// as it was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RulesPatch {
    pub small_city: Option<SmallCity>,
    pub farms: Option<Farms>,
    pub end_scoring: Option<EndScoring>,
}

impl RulesPatch {
    /// `rules` with this patch's changes.
    pub fn apply(self, rules: Rules) -> Rules {
        Rules {
            small_city: self.small_city.unwrap_or(rules.small_city),
            farms: self.farms.unwrap_or(rules.farms),
            end_scoring: self.end_scoring.unwrap_or(rules.end_scoring),
        }
    }
}

impl Rules {
    /// Every set of rules: each option at each of its values.
    pub fn all() -> Vec<Rules> {
        let mut all = Vec::new();
        for small_city in SmallCity::ALL {
            for farms in Farms::ALL {
                for end_scoring in EndScoring::ALL {
                    all.push(Rules {
                        small_city,
                        farms,
                        end_scoring,
                    });
                }
            }
        }
        all
    }

    /// A patch that sets every option to these rules'.
    pub fn as_patch(self) -> RulesPatch {
        RulesPatch {
            small_city: Some(self.small_city),
            farms: Some(self.farms),
            end_scoring: Some(self.end_scoring),
        }
    }
}

/// The record's `rules` object: each option under its name, with its
/// value as the record format writes it (`docs/game-record.md`).
impl Rules {
    /// The option names a record's `rules` object may hold.
    pub const RECORD_KEYS: [&'static str; 3] = ["small_city", "farms", "end_scoring"];

    /// The `rules` object as a record writes it.
    pub fn to_json(&self) -> String {
        format!(
            "{{ \"small_city\": {}, \"farms\": \"{}\", \"end_scoring\": \"{}\" }}",
            self.small_city.points(),
            self.farms.name(),
            self.end_scoring.name()
        )
    }

    /// Sets option `key` (one of [`Rules::RECORD_KEYS`]) from its value in
    /// a record; else says, after the key's name, what it must be.
    pub fn set_from_record(&mut self, key: &str, value: &serde_json::Value) -> Result<(), String> {
        fn text(v: &serde_json::Value) -> Result<&str, &'static str> {
            v.as_str().ok_or("in \"rules\" must be a string")
        }
        match key {
            "small_city" => {
                let n = value
                    .as_i64()
                    .ok_or("in \"rules\" must be a whole number")?;
                self.small_city =
                    SmallCity::from_points(n).ok_or_else(|| format!("must be 4 or 2, not {n}"))?;
            }
            "farms" => {
                let s = text(value)?;
                self.farms = Farms::parse(s).ok_or_else(|| {
                    format!("must be \"per_field\", \"per_city\" or \"off\", not \"{s}\"")
                })?;
            }
            "end_scoring" => {
                let s = text(value)?;
                self.end_scoring = EndScoring::parse(s).ok_or_else(|| {
                    format!("must be \"all\" or \"monasteries_only\", not \"{s}\"")
                })?;
            }
            _ => return Err("is not a rule option".into()),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_of_rules_is_listed_once() {
        let all = Rules::all();
        assert_eq!(
            all.len(),
            SmallCity::ALL.len() * Farms::ALL.len() * EndScoring::ALL.len()
        );
        assert!(all.contains(&Rules::default()));
        for (i, r) in all.iter().enumerate() {
            assert!(!all[..i].contains(r));
            assert_eq!(r.as_patch().apply(Rules::default()), *r);
        }
    }
}
