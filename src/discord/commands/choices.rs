//! The choices commands offer (languages, levels, lists), and what they
//! mean. The rule options' choices are in `options.rs`, with the commands
//! that offer them.

use crate::ai::Level;
use crate::engine::Expansion;
use crate::game::{Period, TimeBank, TurnNotice, WhichLeaderboard};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
}

impl LevelChoice {
    pub fn level(self) -> Level {
        match self {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Medium => Level::Medium,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// Who takes the seat of a person who runs out of time, resigns or is
/// removed.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum StandInChoice {
    #[name = "nobody: the seat leaves the game"]
    Off,
    #[name = "an easy computer player"]
    Easy,
    #[name = "a medium computer player"]
    Medium,
    #[name = "a hard computer player"]
    Hard,
}

impl StandInChoice {
    pub fn level(self) -> Option<Level> {
        match self {
            StandInChoice::Off => None,
            StandInChoice::Easy => Some(Level::Easy),
            StandInChoice::Medium => Some(Level::Medium),
            StandInChoice::Hard => Some(Level::Hard),
        }
    }
}

/// A time bank for each player, or none (hours per turn apply).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeBankChoice {
    #[name = "off (hours per turn)"]
    Off,
    #[name = "1 day, +8 hours a turn, up to 2 days"]
    Day,
    #[name = "3 days, +1 day a turn, up to 7 days"]
    ThreeDays,
    #[name = "7 days, +2 days a turn, up to 14 days"]
    Week,
}

impl TimeBankChoice {
    pub fn bank(self) -> Option<TimeBank> {
        match self {
            TimeBankChoice::Off => None,
            TimeBankChoice::Day => Some(TimeBank::OFFERED[0]),
            TimeBankChoice::ThreeDays => Some(TimeBank::OFFERED[1]),
            TimeBankChoice::Week => Some(TimeBank::OFFERED[2]),
        }
    }
}

/// How long a server's seasons last.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SeasonChoice {
    #[name = "monthly"]
    Monthly,
    #[name = "quarterly"]
    Quarterly,
    #[name = "off"]
    Off,
}

impl SeasonChoice {
    pub fn period(self) -> Option<Period> {
        match self {
            SeasonChoice::Monthly => Some(Period::Monthly),
            SeasonChoice::Quarterly => Some(Period::Quarterly),
            SeasonChoice::Off => None,
        }
    }
}

/// Which leaderboard.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LeaderboardParam {
    #[name = "current"]
    Current,
    #[name = "previous"]
    Previous,
    #[name = "all time"]
    AllTime,
}

impl LeaderboardParam {
    pub fn choice(self) -> WhichLeaderboard {
        match self {
            LeaderboardParam::Current => WhichLeaderboard::Current,
            LeaderboardParam::Previous => WhichLeaderboard::Previous,
            LeaderboardParam::AllTime => WhichLeaderboard::AllTime,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NoticeChoice {
    #[name = "mention me in the game's channel"]
    Mention,
    #[name = "send me a direct message"]
    Dm,
    #[name = "no ping (the turn message only)"]
    Quiet,
}

impl NoticeChoice {
    pub fn notice(self) -> TurnNotice {
        match self {
            NoticeChoice::Mention => TurnNotice::Mention,
            NoticeChoice::Dm => TurnNotice::Dm,
            NoticeChoice::Quiet => TurnNotice::Quiet,
        }
    }
}

/// A language, named in itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LangChoice {
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    EsEs,
    #[name = "Italiano"]
    It,
    #[name = "Polski"]
    Pl,
    #[name = "Nederlands"]
    Nl,
    #[name = "Português (Brasil)"]
    PtBr,
    #[name = "Русский"]
    Ru,
    #[name = "Українська"]
    Uk,
    #[name = "Türkçe"]
    Tr,
    #[name = "日本語"]
    Ja,
    #[name = "한국어"]
    Ko,
    #[name = "简体中文"]
    ZhCn,
}

impl LangChoice {
    pub fn lang(self) -> crate::i18n::Lang {
        use crate::i18n::Lang;
        match self {
            LangChoice::En => Lang::En,
            LangChoice::De => Lang::De,
            LangChoice::Fr => Lang::Fr,
            LangChoice::EsEs => Lang::EsEs,
            LangChoice::It => Lang::It,
            LangChoice::Pl => Lang::Pl,
            LangChoice::Nl => Lang::Nl,
            LangChoice::PtBr => Lang::PtBr,
            LangChoice::Ru => Lang::Ru,
            LangChoice::Uk => Lang::Uk,
            LangChoice::Tr => Lang::Tr,
            LangChoice::Ja => Lang::Ja,
            LangChoice::Ko => Lang::Ko,
            LangChoice::ZhCn => Lang::ZhCn,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum BoardChoice {
    #[name = "the board"]
    Board,
    #[name = "who holds what (roads, cities, fields)"]
    Holders,
}

/// A command's yes/no choices of expansions, in the order of
/// [`Expansion::ALL`]: those asked for, played with or not.
pub fn expansions(choices: [Option<bool>; 4]) -> Vec<(Expansion, bool)> {
    Expansion::ALL
        .into_iter()
        .zip(choices)
        .filter_map(|(e, choice)| Some((e, choice?)))
        .collect()
}
