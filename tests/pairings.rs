//! Tournament pairings over random fields of 3 to 64 entrants: Swiss
//! seats everyone once a round, repeats no meeting while another seating
//! exists and gives nobody a second bye while someone has none; a round
//! robin has everyone meet everyone once; an elimination bracket is whole
//! and ends with one winner.

use std::collections::BTreeSet;

use carcassonne_bot::game::tournament::{
    Entrant, Played, Round, Seat, advance, bracket, elimination_rounds, pair_slots, round_robin,
    round_robin_rounds, swiss,
};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A result for each table of `round`: places at random (now and then two
/// level), points at random.
fn play(round: &Round, rng: &mut StdRng) -> Played {
    Played {
        tables: round
            .tables
            .iter()
            .map(|t| {
                let mut places: Vec<u8> = (1..=t.len() as u8).collect();
                for i in (1..places.len()).rev() {
                    places.swap(i, rng.random_range(0..=i));
                }
                if t.len() == 2 && rng.random_bool(0.1) {
                    places = vec![1, 1];
                }
                t.iter()
                    .zip(places)
                    .map(|(&entrant, place)| Seat {
                        entrant,
                        place,
                        score: rng.random_range(0..150),
                    })
                    .collect()
            })
            .collect(),
        byes: round.byes.clone(),
    }
}

/// Each of `active` is at one table or has a bye, once; nobody else is.
fn seats_each_once(round: &Round, active: &[Entrant]) {
    let mut seen: Vec<Entrant> = round.entrants().collect();
    seen.sort_unstable();
    let mut want = active.to_vec();
    want.sort_unstable();
    assert_eq!(seen, want, "{round:?}");
}

/// How often each two have met.
fn met(n: usize, played: &[Played]) -> Vec<Vec<u32>> {
    let mut m = vec![vec![0; n]; n];
    for t in played.iter().flat_map(|r| &r.tables) {
        for a in t {
            for b in t {
                if a.entrant != b.entrant {
                    m[a.entrant][b.entrant] += 1;
                }
            }
        }
    }
    m
}

/// Whether `players` can all be paired without a repeat (by trying every
/// pairing: small fields only).
fn pairs_without_repeat(players: &[Entrant], met: &[Vec<u32>]) -> bool {
    let Some((&first, rest)) = players.split_first() else {
        return true;
    };
    (0..rest.len()).any(|j| {
        met[first][rest[j]] == 0 && {
            let others: Vec<Entrant> = rest
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != j)
                .map(|(_, &e)| e)
                .collect();
            pairs_without_repeat(&others, met)
        }
    })
}

/// The fewest repeated meetings any seating of `players` at tables of
/// `sizes` (in any order) has, by trying every seating: small fields only.
fn fewest_repeats(players: &[Entrant], sizes: &[usize], met: &[Vec<u32>]) -> u32 {
    /// `left` sorted; `table` the open table (its size `target`).
    fn go(
        left: &[Entrant],
        sizes: &mut Vec<usize>,
        target: usize,
        table: &mut Vec<Entrant>,
        met: &[Vec<u32>],
    ) -> u32 {
        if table.len() == target {
            if sizes.is_empty() {
                return if left.is_empty() { 0 } else { u32::MAX };
            }
            let mut best = u32::MAX;
            let mut kinds = sizes.clone();
            kinds.sort_unstable();
            kinds.dedup();
            for size in kinds {
                let at = sizes.iter().position(|&s| s == size).unwrap();
                sizes.remove(at);
                // The smallest left opens each table, so that each seating
                // is tried once.
                if let Some((&opener, rest)) = left.split_first() {
                    let mut t = vec![opener];
                    best = best.min(go(rest, sizes, size, &mut t, met));
                }
                sizes.insert(at, size);
            }
            return best;
        }
        let mut best = u32::MAX;
        for (i, &x) in left.iter().enumerate() {
            if table.last().is_some_and(|&l| x < l) {
                continue;
            }
            let cost: u32 = table.iter().map(|&y| met[x][y]).sum();
            let rest: Vec<Entrant> = left
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &e)| e)
                .collect();
            table.push(x);
            let sub = go(&rest, sizes, target, table, met);
            table.pop();
            if sub != u32::MAX {
                best = best.min(cost + sub);
            }
        }
        best
    }
    let mut sorted = players.to_vec();
    sorted.sort_unstable();
    go(&sorted, &mut sizes.to_vec(), 0, &mut Vec::new(), met)
}

fn repeats(round: &Round, met: &[Vec<u32>]) -> u32 {
    round
        .tables
        .iter()
        .map(|t| {
            let mut r = 0;
            for (i, &a) in t.iter().enumerate() {
                for &b in &t[i + 1..] {
                    r += met[a][b];
                }
            }
            r
        })
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Swiss at tables of two, with withdrawals now and then.
    #[test]
    fn swiss_in_twos_repeats_nobody_while_it_can(n in 3usize..=64, rounds in 1usize..=8, seed: u64) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut played: Vec<Played> = Vec::new();
        let mut active: Vec<Entrant> = (0..n).collect();
        let mut byes = vec![0u32; n];
        for r in 0..rounds.min(n - 1) {
            if active.len() > 3 && rng.random_bool(0.1) {
                active.remove(rng.random_range(0..active.len()));
            }
            let m = met(n, &played);
            let round = swiss(n, 2, &played, &active);
            seats_each_once(&round, &active);
            prop_assert!(round.tables.iter().all(|t| t.len() == 2));
            prop_assert_eq!(round.byes.len(), active.len() % 2);
            // Those who may have this round's bye: the fewest byes so far.
            let least = active.iter().map(|&e| byes[e]).min().unwrap();
            let may_sit_out: Vec<Entrant> =
                active.iter().copied().filter(|&e| byes[e] == least).collect();
            if let Some(&b) = round.byes.first() {
                prop_assert!(may_sit_out.contains(&b), "a second bye while someone has none");
                byes[b] += 1;
            }
            if repeats(&round, &m) > 0 {
                // Allowed only if no seating without a repeat exists, with a
                // bye for any of those who may have it.
                prop_assert!(r + 1 >= active.len() / 2, "a repeat in round {} of {}", r + 1, active.len());
                if active.len() <= 12 {
                    let possible = if active.len().is_multiple_of(2) {
                        pairs_without_repeat(&active, &m)
                    } else {
                        may_sit_out.iter().any(|&b| {
                            let others: Vec<Entrant> = active.iter().copied().filter(|&e| e != b).collect();
                            pairs_without_repeat(&others, &m)
                        })
                    };
                    prop_assert!(!possible, "round {}: {:?} repeats a meeting, but another seating would not", r + 1, round);
                }
            }
            played.push(play(&round, &mut rng));
        }
        let most = byes.iter().max().copied().unwrap_or(0);
        prop_assert!(most <= 1, "a second bye: {:?}", byes);
    }

    /// Swiss at tables of three or four.
    #[test]
    fn swiss_in_tables_of_three_or_four_repeats_the_fewest(n in 3usize..=40, size in 3usize..=4, rounds in 1usize..=5, seed: u64) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut played: Vec<Played> = Vec::new();
        let active: Vec<Entrant> = (0..n).collect();
        for _ in 0..rounds {
            let m = met(n, &played);
            let round = swiss(n, size, &played, &active);
            seats_each_once(&round, &active);
            prop_assert!(round.byes.is_empty());
            let sizes: Vec<usize> = round.tables.iter().map(Vec::len).collect();
            prop_assert_eq!(sizes.len(), n.div_ceil(size));
            prop_assert!(sizes.iter().all(|&s| (2..=size).contains(&s)), "{:?}", sizes);
            prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1, "{:?}", sizes);
            if n <= 9 {
                prop_assert_eq!(repeats(&round, &m), fewest_repeats(&active, &sizes, &m), "{:?}", round);
            }
            played.push(play(&round, &mut rng));
        }
    }

    /// Round robin: everyone meets everyone once; with an odd field each
    /// sits out once.
    #[test]
    fn round_robin_meets_everyone_once(n in 3usize..=64) {
        let all: Vec<Entrant> = (0..n).collect();
        let mut pairs = BTreeSet::new();
        let mut byes = vec![0; n];
        for r in 0..round_robin_rounds(n) {
            let round = round_robin(n, r, &all);
            seats_each_once(&round, &all);
            for t in &round.tables {
                prop_assert_eq!(t.len(), 2);
                prop_assert!(pairs.insert((t[0].min(t[1]), t[0].max(t[1]))), "{:?} met twice", t);
            }
            for &b in &round.byes {
                byes[b] += 1;
            }
        }
        prop_assert_eq!(pairs.len(), n * (n - 1) / 2);
        prop_assert!(byes.iter().all(|&b| b == n % 2), "{:?}", byes);
    }

    /// Elimination: a whole bracket, byes for the top seeds only, the first
    /// two seeds in different halves, one winner at the end.
    #[test]
    fn elimination_brackets_are_whole(n in 3usize..=64, seed: u64) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut slots = bracket(n);
        let size = slots.len();
        prop_assert!(size.is_power_of_two() && size >= n && size < 2 * n);
        let mut seeds: Vec<Entrant> = slots.iter().flatten().copied().collect();
        seeds.sort_unstable();
        prop_assert_eq!(seeds, (0..n).collect::<Vec<_>>());
        let first = pair_slots(&slots);
        let mut with_bye = first.byes.clone();
        with_bye.sort_unstable();
        prop_assert_eq!(with_bye, (0..size - n).collect::<Vec<_>>());
        prop_assert!(slots.chunks(2).all(|p| p.iter().any(Option::is_some)));
        let half = |e: Entrant| slots.iter().position(|&s| s == Some(e)).unwrap() < size / 2;
        prop_assert_ne!(half(0), half(1));
        for _ in 0..elimination_rounds(n) {
            let round = pair_slots(&slots);
            let in_play: Vec<Entrant> = slots.iter().flatten().copied().collect();
            seats_each_once(&round, &in_play);
            slots = advance(&slots, |a, b| if rng.random_bool(0.5) { a } else { b });
        }
        prop_assert_eq!(slots.len(), 1);
        prop_assert!(slots[0].is_some());
    }
}
