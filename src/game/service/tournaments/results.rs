//! How an event's tables came out: each table's places from its games
//! (a match's wins, a deadline's decision), the rounds as played, and the
//! next round's rows.

use crate::game::tournament::{Entrant, Played, Round, Seat};
use crate::store::{StoredTournament, TableGame, TournamentRow, TournamentStatus};

use super::super::Service;
use super::{GameOutcome, Loaded2, TableResult};

impl Service {
    /// Entrants seeded (0 before the start).
    pub(super) fn field(s: &StoredTournament) -> usize {
        s.entrants.iter().filter(|x| x.seed.is_some()).count()
    }

    pub(super) fn entrant_of_seed(
        s: &StoredTournament,
        seed: u32,
    ) -> Option<&crate::store::EntrantRow> {
        s.entrants.iter().find(|x| x.seed == Some(seed))
    }

    pub(super) fn withdrawn(s: &StoredTournament) -> Vec<Entrant> {
        s.entrants
            .iter()
            .filter(|x| x.withdrawn_round.is_some())
            .filter_map(|x| x.seed.map(|s| s as Entrant))
            .collect()
    }

    /// A round's tables (byes apart), each with its games in order.
    pub(super) fn tables_of_round(s: &StoredTournament, round: u32) -> Vec<(u32, Vec<TableGame>)> {
        let mut out: Vec<(u32, Vec<TableGame>)> = Vec::new();
        for g in s
            .games
            .iter()
            .filter(|g| g.round == round && g.table_no > 0)
        {
            match out.last_mut() {
                Some((no, games)) if *no == g.table_no => games.push(g.clone()),
                _ => out.push((g.table_no, vec![g.clone()])),
            }
        }
        out
    }

    /// A round's rows: each table's games (a match's as many as it may
    /// take), and each bye at table 0.
    pub(super) fn round_rows(no: u32, round: &Round, best_of: u8) -> Vec<TableGame> {
        let games = if round.tables.iter().all(|t| t.len() == 2) {
            u32::from(best_of.max(1))
        } else {
            1
        };
        let mut rows = Vec::new();
        for (i, table) in round.tables.iter().enumerate() {
            for game_no in 1..=games {
                rows.push(TableGame {
                    round: no,
                    table_no: i as u32 + 1,
                    game_no,
                    seeds: table.iter().map(|&s| s as u32).collect(),
                    game_id: None,
                    decided: false,
                    result: None,
                    thread_id: None,
                });
            }
        }
        for (i, &bye) in round.byes.iter().enumerate() {
            rows.push(TableGame {
                round: no,
                table_no: 0,
                game_no: i as u32 + 1,
                seeds: vec![bye as u32],
                game_id: None,
                decided: false,
                result: None,
                thread_id: None,
            });
        }
        rows
    }

    /// Rounds `1..=upto` as played: each decided table's places and points,
    /// and the byes. `closing`: the round under way is being closed.
    pub(super) fn played(l: &Loaded2, upto: u32, closing: bool) -> Vec<Played> {
        let e = &l.stored.event;
        (1..=upto)
            .map(|round| {
                let closed = round < e.round || closing || e.status == TournamentStatus::Finished;
                let tables = Service::tables_of_round(&l.stored, round)
                    .iter()
                    .filter_map(|(_, games)| Service::table_result(l, e, games, closed).seats)
                    .collect();
                let byes = l
                    .stored
                    .games
                    .iter()
                    .filter(|g| g.round == round && g.table_no == 0)
                    .flat_map(|g| g.seeds.iter().map(|&s| s as Entrant))
                    .collect();
                Played { tables, byes }
            })
            .collect()
    }

    /// Of two entrants who met at a table of `p`, the one who went through
    /// (the better place; the higher seed if level, or if neither sat).
    pub(super) fn winner_of(p: &Played, a: Entrant, b: Entrant, withdrawn: &[Entrant]) -> Entrant {
        let place = |x: Entrant| {
            p.tables
                .iter()
                .flatten()
                .find(|s| s.entrant == x)
                .map(|s| s.place)
        };
        match (withdrawn.contains(&a), withdrawn.contains(&b)) {
            (true, false) => return b,
            (false, true) => return a,
            _ => {}
        }
        match (place(a), place(b)) {
            (Some(pa), Some(pb)) if pb < pa => b,
            (None, Some(_)) => b,
            _ => a.min(b),
        }
    }

    /// How a table's games came out: decided or not, and what is next.
    /// `closed`: the round is over (by its deadline, or long ago), and an
    /// undecided table is decided by the games it played.
    pub(super) fn table_result(
        l: &Loaded2,
        e: &TournamentRow,
        games: &[TableGame],
        closed: bool,
    ) -> TableResult {
        let seeds: Vec<u32> = games[0].seeds.clone();
        let users: Vec<i64> = seeds
            .iter()
            .map(|&s| Service::entrant_of_seed(&l.stored, s).map_or(0, |x| x.user_id))
            .collect();
        let withdrawn_before: Vec<bool> = seeds
            .iter()
            .map(|&s| {
                Service::entrant_of_seed(&l.stored, s)
                    .and_then(|x| x.withdrawn_round)
                    .is_some_and(|w| w <= games[0].round)
            })
            .collect();
        let size = seeds.len();
        let mut wins = vec![0u32; size];
        let mut points = vec![0i64; size];
        let mut single: Option<Vec<u32>> = None;
        let mut running = Vec::new();
        let mut by_deadline = false;
        let mut next_game = None;
        let mut finished_games = 0u32;
        for g in games {
            let outcome: Option<Vec<(u32, i64)>> = match (g.game_id, &g.result) {
                (_, Some(result)) if g.decided => {
                    by_deadline = true;
                    Some(result.clone())
                }
                (Some(id), _) => match l.results.get(&id) {
                    Some(GameOutcome::Finished(seats)) => Some(
                        users
                            .iter()
                            .map(|u| {
                                seats
                                    .iter()
                                    .find(|s| s.0 == *u)
                                    .map_or((size as u32, 0), |s| (s.1, s.2))
                            })
                            .collect(),
                    ),
                    Some(GameOutcome::Running | GameOutcome::Lobby) | None => {
                        running.push(id);
                        None
                    }
                    // Cancelled by hand: no result; the table waits for
                    // the deadline.
                    Some(GameOutcome::Cancelled) => None,
                },
                (None, _) => {
                    if next_game.is_none() && running.is_empty() {
                        next_game = Some(g.game_no);
                    }
                    None
                }
            };
            let Some(outcome) = outcome else {
                if g.game_id.is_some() {
                    // A running or cancelled game: nothing after it yet.
                    break;
                }
                break;
            };
            finished_games += 1;
            for (i, (place, score)) in outcome.iter().enumerate() {
                points[i] += score;
                if *place == 1 && outcome.iter().filter(|o| o.0 == 1).count() == 1 {
                    wins[i] += 1;
                }
            }
            if games.len() == 1 {
                single = Some(outcome.iter().map(|o| o.0).collect());
            }
            // A match is over once someone cannot be caught.
            let need = u32::from(e.best_of) / 2 + 1;
            if games.len() > 1 && wins.iter().any(|&w| w >= need) {
                next_game = None;
                break;
            }
        }
        let all_played = finished_games as usize == games.len();
        let match_won = games.len() > 1 && wins.iter().any(|&w| w > u32::from(e.best_of) / 2);
        let everyone_gone = withdrawn_before.iter().filter(|&&w| !w).count() < 2;
        let decided = all_played || match_won || (everyone_gone && running.is_empty()) || closed;
        if closed && !(all_played || match_won) {
            by_deadline = true;
        }
        if !decided {
            return TableResult {
                seats: None,
                by_deadline,
                next_game: if running.is_empty() { next_game } else { None },
                running,
            };
        }
        // Places: a single game's as it ended; a match's by wins, then
        // points. Those who withdrew before the table sat come last.
        let places: Vec<u32> = match single {
            Some(p) if all_played => p,
            _ => (0..size)
                .map(|i| {
                    let key = |j: usize| {
                        (
                            withdrawn_before[j],
                            std::cmp::Reverse(wins[j]),
                            std::cmp::Reverse(points[j]),
                        )
                    };
                    1 + (0..size).filter(|&j| key(j) < key(i)).count() as u32
                })
                .collect(),
        };
        let seats = seeds
            .iter()
            .zip(places)
            .zip(&points)
            .map(|((&s, place), &score)| Seat {
                entrant: s as Entrant,
                place: place.clamp(1, 255) as u8,
                score,
            })
            .collect();
        TableResult {
            seats: Some(seats),
            by_deadline,
            next_game: None,
            running: Vec::new(),
        }
    }
}
