//! Tournaments' own rules, pure: who plays whom each round (Swiss, round
//! robin, single elimination) and the standings. No storage and no clock:
//! the service stores each round and result, and asks these functions what
//! follows from them.
//!
//! Entrants are numbered `0..n` in seed order (the highest rating first),
//! so that the last tiebreak and the elimination bracket need nothing more.

mod elimination;
mod round_robin;
mod standings;
mod swiss;

pub use elimination::{advance, bracket, elimination_rounds, pair_slots};
pub use round_robin::{round_robin, round_robin_rounds};
pub use standings::{Points, Standing, place_points, standings};
pub use swiss::swiss;

/// An entrant, by their place in the seeding (0: the highest rating).
pub type Entrant = usize;

/// One round's tables (each of 2 to 4 entrants, the best placed first)
/// and those who sit out with a bye, each scored as a win.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub tables: Vec<Vec<Entrant>>,
    pub byes: Vec<Entrant>,
}

impl Round {
    /// Everyone the round seats or gives a bye.
    pub fn entrants(&self) -> impl Iterator<Item = Entrant> + '_ {
        self.tables.iter().flatten().chain(&self.byes).copied()
    }
}

/// One entrant's result at a table: their place (1 for the first; those
/// level share the better place) and their points over the table's games
/// (for the last tiebreak).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat {
    pub entrant: Entrant,
    pub place: u8,
    pub score: i64,
}

/// A round as it was played: each table's result, and the byes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    pub tables: Vec<Vec<Seat>>,
    pub byes: Vec<Entrant>,
}

impl Played {
    /// The round the tables were, without their results.
    pub fn round(&self) -> Round {
        Round {
            tables: self
                .tables
                .iter()
                .map(|t| t.iter().map(|s| s.entrant).collect())
                .collect(),
            byes: self.byes.clone(),
        }
    }
}

/// How often each two entrants have sat at one table.
pub(crate) fn meetings(n: usize, played: &[Played]) -> Vec<Vec<u32>> {
    let mut met = vec![vec![0u32; n]; n];
    for table in played.iter().flat_map(|r| &r.tables) {
        for (i, a) in table.iter().enumerate() {
            for b in &table[i + 1..] {
                if a.entrant < n && b.entrant < n {
                    met[a.entrant][b.entrant] += 1;
                    met[b.entrant][a.entrant] += 1;
                }
            }
        }
    }
    met
}
