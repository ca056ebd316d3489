//! A change to a game's options, as people ask for it: each part left
//! `None` stays as it was. One patch serves a new lobby, a lobby's options
//! and a server's defaults, so that the three read a choice the same way.

use super::{GameOptions, TimeBank, TimeoutAction};
use crate::ai::Level;
use crate::engine::{Expansion, RulesPatch};
use crate::i18n::Lang;

/// The options a command changes, each `None` when it is not asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionsPatch {
    /// The rule options asked for.
    pub rules: RulesPatch,
    pub seats: Option<u8>,
    /// Hours a player has for a turn (0: no limit), with the reminder
    /// that goes with it, after half of them (unless `reminder_hours`).
    pub turn_hours: Option<u32>,
    /// Hours of idleness before the player is reminded (0: never).
    pub reminder_hours: Option<u32>,
    /// Turns missed in a row before a player forfeits (0: a missed turn
    /// is skipped, never forfeited).
    pub forfeit_after: Option<u8>,
    pub lang: Option<Lang>,
    /// Each expansion named, played with (`true`) or not.
    pub expansions: Vec<(Expansion, bool)>,
    /// Who takes a seat a person leaves: a computer of this level, or
    /// nobody (`Some(None)`).
    pub stand_in: Option<Option<Level>>,
    /// A time bank for each player, or none (`Some(None)`: hours per turn).
    pub bank: Option<Option<TimeBank>>,
}

impl OptionsPatch {
    /// `options` with this patch's changes.
    pub fn apply(&self, mut options: GameOptions) -> GameOptions {
        options.rules = self.rules.apply(options.rules);
        options.seats = self.seats.unwrap_or(options.seats);
        if let Some(hours) = self.turn_hours {
            options.set_turn_hours(hours);
        }
        if let Some(hours) = self.reminder_hours {
            options.reminder_after = (hours > 0).then_some(hours * 3600);
        }
        if let Some(after) = self.forfeit_after {
            options.timeout = match after {
                0 => TimeoutAction::Skip,
                after => TimeoutAction::Forfeit { after },
            };
        }
        options.lang = self.lang.unwrap_or(options.lang);
        for &(expansion, on) in &self.expansions {
            options.expansions = if on {
                options.expansions.with(expansion)
            } else {
                options.expansions.without(expansion)
            };
        }
        options.stand_in = self.stand_in.unwrap_or(options.stand_in);
        options.bank = self.bank.unwrap_or(options.bank);
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Expansions, Farms};

    #[test]
    fn an_empty_patch_changes_nothing() {
        let o = GameOptions::default();
        assert_eq!(OptionsPatch::default().apply(o), o);
    }

    #[test]
    fn hours_per_turn_bring_their_reminder_unless_one_is_asked_for() {
        let o = OptionsPatch {
            turn_hours: Some(48),
            ..OptionsPatch::default()
        }
        .apply(GameOptions::default());
        assert_eq!(o.turn_limit, Some(48 * 3600));
        assert_eq!(o.reminder_after, Some(24 * 3600));
        let o = OptionsPatch {
            turn_hours: Some(48),
            reminder_hours: Some(0),
            ..OptionsPatch::default()
        }
        .apply(GameOptions::default());
        assert_eq!((o.turn_limit, o.reminder_after), (Some(48 * 3600), None));
        let o = OptionsPatch {
            turn_hours: Some(0),
            ..OptionsPatch::default()
        }
        .apply(GameOptions::default());
        assert_eq!((o.turn_limit, o.reminder_after), (None, None));
    }

    #[test]
    fn each_part_changes_only_itself() {
        let base = GameOptions {
            expansions: Expansions::NONE.with(Expansion::River),
            ..GameOptions::default()
        };
        let o = OptionsPatch {
            rules: RulesPatch {
                farms: Some(Farms::Off),
                ..RulesPatch::default()
            },
            forfeit_after: Some(3),
            expansions: vec![(Expansion::River, false), (Expansion::Abbot, true)],
            stand_in: Some(None),
            ..OptionsPatch::default()
        }
        .apply(base);
        assert_eq!(o.rules.farms, Farms::Off);
        assert_eq!(o.rules.small_city, base.rules.small_city);
        assert_eq!(o.timeout, TimeoutAction::Forfeit { after: 3 });
        assert_eq!(o.expansions, Expansions::NONE.with(Expansion::Abbot));
        assert_eq!(o.stand_in, None);
        assert_eq!(
            (o.seats, o.turn_limit, o.lang),
            (base.seats, base.turn_limit, base.lang)
        );
        let skip = OptionsPatch {
            forfeit_after: Some(0),
            ..OptionsPatch::default()
        };
        assert_eq!(skip.apply(o).timeout, TimeoutAction::Skip);
    }
}
