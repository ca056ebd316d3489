//! Component custom ids: what a button or menu does, carried in the id so
//! that buttons keep working after a restart. Ids come back from Discord as
//! untrusted text and are parsed strictly into [`ComponentId`].
//!
//! Layout: `cb1:<verb>:<fields…>`, all numbers in decimal. Every id of a
//! turn names the game and the move number it was made for.

use std::fmt;

use crate::engine::{Figure, Rotation};
use crate::game::Season;

/// Most candidate squares a turn can list (well above any real board).
pub const MAX_CANDIDATES: u16 = 999;
/// The largest turn key an id may carry (see
/// [`crate::game::TurnView::key`]): a move number plus a million for each
/// undo, for a million undos.
pub const MAX_TURN_KEY: i64 = 999_999_999_999;
/// Most pages of a candidate menu (25 per page).
pub const MAX_PAGES: u8 = 40;

/// A lobby button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LobbyButton {
    Join,
    Leave,
    Start,
    Cancel,
    /// The "Add a computer player" menu; its value is a level.
    AddComputer,
    RemoveComputer,
    /// The expansions menu (host); its values are the expansions chosen.
    Expansions,
}

impl LobbyButton {
    fn code(self) -> char {
        match self {
            LobbyButton::Join => 'j',
            LobbyButton::Leave => 'l',
            LobbyButton::Start => 's',
            LobbyButton::Cancel => 'c',
            LobbyButton::AddComputer => 'a',
            LobbyButton::RemoveComputer => 'r',
            LobbyButton::Expansions => 'x',
        }
    }

    fn from_code(s: &str) -> Option<LobbyButton> {
        match s {
            "j" => Some(LobbyButton::Join),
            "l" => Some(LobbyButton::Leave),
            "s" => Some(LobbyButton::Start),
            "c" => Some(LobbyButton::Cancel),
            "a" => Some(LobbyButton::AddComputer),
            "r" => Some(LobbyButton::RemoveComputer),
            "x" => Some(LobbyButton::Expansions),
            _ => None,
        }
    }
}

/// A button of a tournament's sign-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentButton {
    Join,
    Leave,
    Start,
    Cancel,
}

impl TournamentButton {
    fn code(self) -> char {
        match self {
            TournamentButton::Join => 'j',
            TournamentButton::Leave => 'l',
            TournamentButton::Start => 's',
            TournamentButton::Cancel => 'c',
        }
    }

    fn from_code(s: &str) -> Option<TournamentButton> {
        match s {
            "j" => Some(TournamentButton::Join),
            "l" => Some(TournamentButton::Leave),
            "s" => Some(TournamentButton::Start),
            "c" => Some(TournamentButton::Cancel),
            _ => None,
        }
    }
}

/// What a component does, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComponentId {
    Lobby {
        game: i64,
        button: LobbyButton,
    },
    /// The position menu (page `page`); its value is a candidate number.
    Pick {
        game: i64,
        key: i64,
        page: u8,
    },
    /// Show another page of the position menu, with the candidate
    /// `chosen` (its number and rotation) still shown in place, if any.
    /// (Said in the id: a card's controls are not read back from the
    /// clicked message.)
    Page {
        game: i64,
        key: i64,
        page: u8,
        chosen: Option<(u16, Rotation)>,
    },
    /// Show candidate `number` turned to `rot`.
    Rotate {
        game: i64,
        key: i64,
        number: u16,
        rot: Rotation,
    },
    /// Place the tile at candidate `number`, turned to `rot`.
    Confirm {
        game: i64,
        key: i64,
        number: u16,
        rot: Rotation,
    },
    /// Put `figure` on spot `letter`, or nothing.
    Spot {
        game: i64,
        key: i64,
        letter: Option<char>,
        figure: Figure,
    },
    /// The follower step's menu, when its choices outnumber the buttons:
    /// the value names the letter and figure.
    SpotMenu {
        game: i64,
        key: i64,
    },
    /// Take the abbot back instead of placing a figure (The Abbot).
    ReturnAbbot {
        game: i64,
        key: i64,
    },
    /// A page of the all-time leaderboard, or of a season's.
    Leaderboard {
        page: u16,
        season: Option<Season>,
    },
    /// A page of the server's running games.
    Games {
        page: u16,
    },
    /// A new lobby like finished game `game`'s.
    Rematch {
        game: i64,
    },
    /// Open game `game`'s board inside Discord (its Activity).
    OpenBoard {
        game: i64,
    },
    /// Take back the tile confirmed in this turn, to place it elsewhere.
    TakeBack {
        game: i64,
        key: i64,
    },
    /// Agree to (or refuse) the undo vote asked at `moves` stored moves.
    Undo {
        game: i64,
        moves: i64,
        agree: bool,
    },
    /// A button of tournament `tournament`'s sign-up.
    Tournament {
        tournament: i64,
        button: TournamentButton,
    },
}

impl ComponentId {
    /// The game this component belongs to, if any.
    pub fn game(&self) -> Option<i64> {
        match *self {
            ComponentId::Lobby { game, .. }
            | ComponentId::Pick { game, .. }
            | ComponentId::Page { game, .. }
            | ComponentId::Rotate { game, .. }
            | ComponentId::Confirm { game, .. }
            | ComponentId::Spot { game, .. }
            | ComponentId::Rematch { game }
            | ComponentId::OpenBoard { game }
            | ComponentId::TakeBack { game, .. }
            | ComponentId::ReturnAbbot { game, .. }
            | ComponentId::SpotMenu { game, .. }
            | ComponentId::Undo { game, .. } => Some(game),
            ComponentId::Leaderboard { .. }
            | ComponentId::Games { .. }
            | ComponentId::Tournament { .. } => None,
        }
    }

    /// Parses an id from Discord. Anything but an id this bot made is `None`.
    pub fn parse(s: &str) -> Option<ComponentId> {
        if s.len() > 100 || !s.is_ascii() {
            return None;
        }
        let parts: Vec<&str> = s.split(':').collect();
        let (&"cb1", rest) = parts.split_first()? else {
            return None;
        };
        let (&verb, f) = rest.split_first()?;
        let game = |i: usize| num::<i64>(f.get(i)?).filter(|&g| g > 0);
        let key_at = |i: usize| num::<i64>(f.get(i)?).filter(|&m| (1..=MAX_TURN_KEY).contains(&m));
        let page = |i: usize| num::<u8>(f.get(i)?).filter(|&p| p < MAX_PAGES);
        let number =
            |i: usize| num::<u16>(f.get(i)?).filter(|&n| (1..=MAX_CANDIDATES).contains(&n));
        let rot = |i: usize| Rotation::new(num::<u8>(f.get(i)?)?);
        let id = match (verb, f.len()) {
            ("l", 2) => ComponentId::Lobby {
                game: game(0)?,
                button: LobbyButton::from_code(f[1])?,
            },
            ("p", 3) => ComponentId::Pick {
                game: game(0)?,
                key: key_at(1)?,
                page: page(2)?,
            },
            ("g", 3) => ComponentId::Page {
                game: game(0)?,
                key: key_at(1)?,
                page: page(2)?,
                chosen: None,
            },
            ("g", 5) => ComponentId::Page {
                game: game(0)?,
                key: key_at(1)?,
                page: page(2)?,
                chosen: Some((number(3)?, rot(4)?)),
            },
            ("r", 4) => ComponentId::Rotate {
                game: game(0)?,
                key: key_at(1)?,
                number: number(2)?,
                rot: rot(3)?,
            },
            ("c", 4) => ComponentId::Confirm {
                game: game(0)?,
                key: key_at(1)?,
                number: number(2)?,
                rot: rot(3)?,
            },
            ("f", 3 | 4) => ComponentId::Spot {
                game: game(0)?,
                key: key_at(1)?,
                letter: match f[2] {
                    "-" => None,
                    l if l.len() == 1 && ('A'..='L').contains(&l.chars().next()?) => {
                        l.chars().next()
                    }
                    _ => return None,
                },
                figure: match f.get(3) {
                    None => Figure::Follower,
                    Some(&"l") => Figure::Large,
                    Some(&"a") => Figure::Abbot,
                    Some(&"b") => Figure::Builder,
                    Some(&"p") => Figure::Pig,
                    Some(_) => return None,
                },
            },
            ("fm", 2) => ComponentId::SpotMenu {
                game: game(0)?,
                key: key_at(1)?,
            },
            ("a", 2) => ComponentId::ReturnAbbot {
                game: game(0)?,
                key: key_at(1)?,
            },
            ("b", 1 | 2) => ComponentId::Leaderboard {
                page: num::<u16>(f[0]).filter(|&p| p < 10_000)?,
                season: match f.get(1) {
                    Some(s) => Some(Season::parse(s)?),
                    None => None,
                },
            },
            ("m", 1) => ComponentId::Rematch { game: game(0)? },
            ("o", 1) => ComponentId::OpenBoard { game: game(0)? },
            ("t", 2) => ComponentId::TakeBack {
                game: game(0)?,
                key: key_at(1)?,
            },
            ("u", 3) => ComponentId::Undo {
                game: game(0)?,
                moves: key_at(1)?,
                agree: match f[2] {
                    "y" => true,
                    "n" => false,
                    _ => return None,
                },
            },
            ("s", 1) => ComponentId::Games {
                page: num::<u16>(f[0]).filter(|&p| p < 10_000)?,
            },
            ("e", 2) => ComponentId::Tournament {
                tournament: game(0)?,
                button: TournamentButton::from_code(f[1])?,
            },
            _ => return None,
        };
        // Only the canonical spelling is accepted (no "+1", "01", …).
        (id.to_string() == s).then_some(id)
    }
}

fn num<T: std::str::FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || s.len() > 19 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ComponentId::Lobby { game, button } => write!(f, "cb1:l:{game}:{}", button.code()),
            ComponentId::Tournament { tournament, button } => {
                write!(f, "cb1:e:{tournament}:{}", button.code())
            }
            ComponentId::Pick { game, key, page } => write!(f, "cb1:p:{game}:{key}:{page}"),
            ComponentId::Page {
                game,
                key,
                page,
                chosen: None,
            } => write!(f, "cb1:g:{game}:{key}:{page}"),
            ComponentId::Page {
                game,
                key,
                page,
                chosen: Some((number, rot)),
            } => write!(
                f,
                "cb1:g:{game}:{key}:{page}:{number}:{}",
                rot.quarter_turns()
            ),
            ComponentId::Rotate {
                game,
                key,
                number,
                rot,
            } => write!(f, "cb1:r:{game}:{key}:{number}:{}", rot.quarter_turns()),
            ComponentId::Confirm {
                game,
                key,
                number,
                rot,
            } => write!(f, "cb1:c:{game}:{key}:{number}:{}", rot.quarter_turns()),
            ComponentId::Spot {
                game,
                key,
                letter,
                figure,
            } => {
                write!(f, "cb1:f:{game}:{key}:{}", letter.unwrap_or('-'))?;
                match figure {
                    Figure::Follower => Ok(()),
                    Figure::Large => f.write_str(":l"),
                    Figure::Abbot => f.write_str(":a"),
                    Figure::Builder => f.write_str(":b"),
                    Figure::Pig => f.write_str(":p"),
                }
            }
            ComponentId::ReturnAbbot { game, key } => write!(f, "cb1:a:{game}:{key}"),
            ComponentId::SpotMenu { game, key } => write!(f, "cb1:fm:{game}:{key}"),
            ComponentId::Leaderboard { page, season: None } => write!(f, "cb1:b:{page}"),
            ComponentId::Leaderboard {
                page,
                season: Some(s),
            } => write!(f, "cb1:b:{page}:{}", s.code()),
            ComponentId::Games { page } => write!(f, "cb1:s:{page}"),
            ComponentId::Rematch { game } => write!(f, "cb1:m:{game}"),
            ComponentId::OpenBoard { game } => write!(f, "cb1:o:{game}"),
            ComponentId::TakeBack { game, key } => write!(f, "cb1:t:{game}:{key}"),
            ComponentId::Undo { game, moves, agree } => {
                write!(f, "cb1:u:{game}:{moves}:{}", if agree { "y" } else { "n" })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn all_kinds(game: i64, key: i64) -> Vec<ComponentId> {
        vec![
            ComponentId::Lobby {
                game,
                button: LobbyButton::Join,
            },
            ComponentId::Lobby {
                game,
                button: LobbyButton::Cancel,
            },
            ComponentId::Lobby {
                game,
                button: LobbyButton::AddComputer,
            },
            ComponentId::Lobby {
                game,
                button: LobbyButton::RemoveComputer,
            },
            ComponentId::Lobby {
                game,
                button: LobbyButton::Expansions,
            },
            ComponentId::Pick { game, key, page: 3 },
            ComponentId::Page {
                game,
                key,
                page: 0,
                chosen: None,
            },
            ComponentId::Page {
                game,
                key,
                page: 9,
                chosen: Some((999, Rotation::ALL[3])),
            },
            ComponentId::Rotate {
                game,
                key,
                number: 999,
                rot: Rotation::ALL[3],
            },
            ComponentId::Confirm {
                game,
                key,
                number: 1,
                rot: Rotation::ALL[0],
            },
            ComponentId::Spot {
                game,
                key,
                letter: Some('L'),
                figure: Figure::Follower,
            },
            ComponentId::Spot {
                game,
                key,
                letter: None,
                figure: Figure::Follower,
            },
            ComponentId::Spot {
                game,
                key,
                letter: Some('B'),
                figure: Figure::Pig,
            },
            ComponentId::ReturnAbbot { game, key },
            ComponentId::SpotMenu { game, key },
            ComponentId::Leaderboard {
                page: 12,
                season: None,
            },
            ComponentId::Leaderboard {
                page: 3,
                season: Season::parse("2026-Q4"),
            },
            ComponentId::Games { page: 3 },
            ComponentId::Rematch { game },
            ComponentId::OpenBoard { game },
            ComponentId::TakeBack { game, key },
            ComponentId::Undo {
                game,
                moves: key,
                agree: true,
            },
            ComponentId::Undo {
                game,
                moves: key,
                agree: false,
            },
        ]
    }

    #[test]
    fn ids_round_trip_and_fit_discords_limit() {
        for id in all_kinds(i64::MAX, MAX_TURN_KEY) {
            let s = id.to_string();
            assert!(s.len() <= 100, "{s}");
            assert_eq!(ComponentId::parse(&s), Some(id));
        }
    }

    #[test]
    fn garbage_is_refused() {
        for s in [
            "",
            "cb1",
            "cb1:",
            "cb2:l:1:j",
            "cb1:l:1:z",
            "cb1:l:0:j",
            "cb1:l:-1:j",
            "cb1:l:+1:j",
            "cb1:l:01:j",
            "cb1:l:1:j:extra",
            "cb1:p:1:0:0",
            "cb1:p:1:1:40",
            "cb1:r:1:1:0:0",
            "cb1:r:1:1:1:4",
            "cb1:c:1:1:1000:0",
            "cb1:f:1:1:M",
            "cb1:f:1:1:a",
            "cb1:f:1:1:AB",
            "cb1:f:1:1:A:q",
            "cb1:f:1:1:A:",
            "cb1:fm:1",
            "cb1:a:1",
            "cb1:b:99999",
            "cb1:l:99999999999999999999:j",
            "cb1:l:１:j",
            "CB1:l:1:j",
        ] {
            assert_eq!(ComponentId::parse(s), None, "{s:?}");
        }
    }

    proptest! {
        #[test]
        fn any_text_parses_to_an_id_that_prints_back_the_same(s in ".{0,120}") {
            if let Some(id) = ComponentId::parse(&s) {
                prop_assert_eq!(id.to_string(), s);
            }
        }

        #[test]
        fn mangled_ids_never_panic(game in 1i64..1_000_000, no in 1i64..200, cut in 0usize..30, byte in any::<u8>()) {
            for id in all_kinds(game, no) {
                let mut b = id.to_string().into_bytes();
                let at = cut % b.len();
                b[at] = byte;
                let s = String::from_utf8_lossy(&b);
                if let Some(parsed) = ComponentId::parse(&s) {
                    prop_assert_eq!(parsed.to_string(), s.to_string());
                }
            }
        }
    }
}
