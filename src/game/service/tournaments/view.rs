//! What the front end is given of an event: its settings, entrants,
//! tables and standings, and what it must post.

use serde::{Deserialize, Serialize};

use crate::game::service::views::{GameOptions, PauseReason, User};
use crate::game::tournament;
use crate::store::{Format, TournamentStatus};

use super::super::Service;
use super::Loaded2;

/// Entrants an event takes at most.
pub const MAX_ENTRANTS: u32 = 64;

/// Rounds a Swiss event plays at most.
pub const MAX_ROUNDS: u32 = 12;

/// A new event's settings.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub name: String,
    pub format: Format,
    /// Players a table: 2 to 4.
    pub table_size: u8,
    /// Games a match at tables of two: 1, 3 or 5.
    pub best_of: u8,
    /// Rounds of a Swiss event (the others' follow from the field).
    pub rounds: u32,
    pub max_entrants: u32,
    /// Each round's time before its deadline.
    pub round_hours: u32,
    /// Hours the sign-up stays open before the event starts by itself (0:
    /// until the host starts it).
    pub signup_hours: u32,
    /// The options of every game of the event.
    pub options: GameOptions,
}

/// What an event posts in its channel, stored with the step that causes
/// it; the front end words it from the event as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TournamentNews {
    /// The sign-up, with Join and Leave.
    Signup,
    /// A round's tables (pinging their players).
    Round {
        round: u32,
    },
    /// The standings after a round.
    Standings {
        round: u32,
    },
    /// The final standings.
    Final,
    Cancelled {
        by: String,
    },
    Withdrew {
        user_id: i64,
        name: String,
    },
    /// The tables wait for room for their threads (the server is at
    /// Discord's cap of active threads): the event is paused meanwhile.
    TablesWait,
}

impl TournamentNews {
    pub(super) fn to_json(&self) -> String {
        debug_assert!(
            *self != TournamentNews::Signup
                || serde_json::to_string(self).ok().as_deref() == Some(crate::store::SIGNUP_BODY)
        );
        debug_assert!(
            *self != TournamentNews::TablesWait
                || serde_json::to_string(self).ok().as_deref()
                    == Some(crate::store::TABLES_WAIT_BODY)
        );
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored post; `None` for one this version does not know.
    pub fn from_json(s: &str) -> Option<TournamentNews> {
        serde_json::from_str(s).ok()
    }
}

/// Someone signed up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentEntrant {
    pub user_id: i64,
    pub name: String,
    /// Their place in the seeding once the event starts (0: the best).
    pub seed: Option<u32>,
    pub withdrawn: bool,
}

/// One table of a round: its players (the best placed first) and games,
/// and its result once it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentTable {
    pub round: u32,
    /// From 1.
    pub table_no: u32,
    /// User ids and names.
    pub players: Vec<(i64, String)>,
    /// The games made for it so far (a match's one after another).
    pub games: Vec<i64>,
    /// Each player's place (1 for the first; those level share it), in
    /// `players`' order, once the table is decided.
    pub places: Option<Vec<u32>>,
    /// A game of it was ended by the round's deadline, and decided by the
    /// scores as they stood.
    pub by_deadline: bool,
}

/// One line of an event's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentStanding {
    pub rank: usize,
    pub user_id: i64,
    pub name: String,
    /// Match points (a win is 1).
    pub points: f64,
    pub buchholz: f64,
    pub score: i64,
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

/// Everything the front end needs to show an event.
#[derive(Clone, Debug)]
pub struct TournamentView {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub host_id: i64,
    pub name: String,
    pub format: Format,
    pub table_size: u8,
    pub best_of: u8,
    pub status: TournamentStatus,
    /// The round under way (0 before the start).
    pub round: u32,
    pub rounds: u32,
    pub round_deadline_at: Option<i64>,
    pub closes_at: Option<i64>,
    pub max_entrants: u32,
    /// Each round's time before its deadline.
    pub round_hours: u32,
    /// Why the event is paused, if it is.
    pub paused: Option<PauseReason>,
    pub options: GameOptions,
    /// In the order they signed up.
    pub entrants: Vec<TournamentEntrant>,
    /// Every round's tables so far.
    pub tables: Vec<TournamentTable>,
    /// Each round's byes: round and user id.
    pub byes: Vec<(u32, i64)>,
    /// After the rounds played to the end.
    pub standings: Vec<TournamentStanding>,
}

impl TournamentView {
    /// The tables of round `round`.
    pub fn tables_of(&self, round: u32) -> impl Iterator<Item = &TournamentTable> {
        self.tables.iter().filter(move |t| t.round == round)
    }

    /// An entrant's name, by user id.
    pub fn name_of(&self, user_id: i64) -> String {
        self.entrants
            .iter()
            .find(|e| e.user_id == user_id)
            .map_or_else(String::new, |e| e.name.clone())
    }
}

/// A game to make: a table's next game, for the front end to open a thread
/// for and hand to [`Service::open_table`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableToOpen {
    pub tournament_id: i64,
    pub round: u32,
    pub table_no: u32,
    pub game_no: u32,
    /// The thread's name: the event's, the round and the table.
    pub thread_name: String,
    /// The thread opened for it already (kept before its game could be
    /// made, or its game's): the front end opens no other.
    pub thread: Option<i64>,
    pub players: Vec<User>,
}

impl TableToOpen {
    /// Where its game goes in its event.
    pub fn location(&self) -> crate::store::TableLocation {
        crate::store::TableLocation {
            tournament_id: self.tournament_id,
            round: self.round,
            table_no: self.table_no,
            game_no: self.game_no,
        }
    }
}

impl Service {
    pub(super) fn tournament_view(&self, l: &Loaded2) -> TournamentView {
        let s = &l.stored;
        let e = &s.event;
        let n = Service::field(s);
        let mut tables = Vec::new();
        let mut byes = Vec::new();
        for round in 1..=e.round {
            for (table_no, games) in Service::tables_of_round(s, round) {
                let closed = round < e.round || e.status == TournamentStatus::Finished;
                let r = Service::table_result(l, e, &games, closed);
                let players: Vec<(i64, String)> = games[0]
                    .seeds
                    .iter()
                    .filter_map(|&seed| Service::entrant_of_seed(s, seed))
                    .map(|x| (x.user_id, x.name.clone()))
                    .collect();
                tables.push(TournamentTable {
                    round,
                    table_no,
                    players,
                    games: games.iter().filter_map(|g| g.game_id).collect(),
                    places: r
                        .seats
                        .map(|seats| seats.iter().map(|x| u32::from(x.place)).collect()),
                    by_deadline: r.by_deadline,
                });
            }
            for g in s
                .games
                .iter()
                .filter(|g| g.round == round && g.table_no == 0)
            {
                for &seed in &g.seeds {
                    if let Some(x) = Service::entrant_of_seed(s, seed) {
                        byes.push((round, x.user_id));
                    }
                }
            }
        }
        // The standings after the rounds played to the end.
        let done = match e.status {
            TournamentStatus::Finished => e.round,
            _ => e.round.saturating_sub(1),
        };
        let played = Service::played(l, done, false);
        let withdrawn = Service::withdrawn(s);
        let standings = if n == 0 {
            Vec::new()
        } else {
            tournament::standings(n, &played, &withdrawn)
                .into_iter()
                .filter_map(|st| {
                    let x = Service::entrant_of_seed(s, st.entrant as u32)?;
                    Some(TournamentStanding {
                        rank: st.rank,
                        user_id: x.user_id,
                        name: x.name.clone(),
                        points: st.points.value(),
                        buchholz: st.buchholz.value(),
                        score: st.score,
                        played: st.played,
                        byes: st.byes,
                        withdrawn: st.withdrawn,
                    })
                })
                .collect()
        };
        TournamentView {
            id: e.id,
            guild_id: e.guild_id,
            channel_id: e.channel_id,
            host_id: e.host_id,
            name: e.name.clone(),
            format: e.format,
            table_size: e.table_size,
            best_of: e.best_of,
            status: e.status,
            round: e.round,
            rounds: e.rounds,
            round_deadline_at: e.round_deadline_at,
            closes_at: e.closes_at,
            max_entrants: e.max_entrants,
            round_hours: e.round_hours,
            paused: e.paused,
            options: e.options,
            entrants: s
                .entrants
                .iter()
                .map(|x| TournamentEntrant {
                    user_id: x.user_id,
                    name: x.name.clone(),
                    seed: x.seed,
                    withdrawn: x.withdrawn_round.is_some(),
                })
                .collect(),
            tables,
            byes,
            standings,
        }
    }
}
