//! The strong player: Monte Carlo search over the engine.
//!
//! The order of the tiles still in the bag is hidden, so every simulation
//! first deals a fresh random order of exactly the tiles that are left
//! (determinization). The most promising moves by the evaluation are the
//! candidates. A simulation plays a candidate, then every seat's turns to
//! the end of the game (or a horizon) with a fast policy, and scores the
//! position reached with the evaluation (at the end: the final scores).
//! Candidates are compared on the same dealt futures, and the worse half is
//! dropped after each phase (successive halving); the best average wins.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::RngExt;

use crate::engine::random::{SeededRng, below};
use crate::engine::{Game, Move, Phase, Placement, Spot};

use super::eval::{Weights, lead, values};
use super::greedy::scored_moves;

/// How much searching a move may do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchBudget {
    /// Simulations per move: with a fixed seed, the same position always
    /// gets the same move.
    pub simulations: u32,
    /// A cap on thinking time, whatever the simulations (a slow machine
    /// then gives up determinism rather than keep people waiting).
    pub time: Duration,
    /// Moves kept as candidates, best first by the evaluation.
    pub candidates: usize,
    /// Turns simulated after the candidate move (all seats); `u32::MAX`
    /// plays to the end of the game.
    pub horizon: u32,
}

/// Picks a move; `None` when there is no tile to place.
pub fn search(
    game: &Game,
    w: &Weights,
    budget: &SearchBudget,
    rng: &mut SeededRng,
    cancel: &AtomicBool,
) -> Option<Move> {
    let started = Instant::now();
    let seat = game.current_seat();
    let players = game.players();
    let mut ranked = scored_moves(game, w);
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked.truncate(budget.candidates.max(1));
    if ranked.len() <= 1 || game.tiles_left() == 0 {
        return ranked.first().map(|m| m.0);
    }
    // Successive halving with common random numbers: in each round every
    // surviving candidate is tried against the same dealt future and the
    // same rollout dice, so their averages differ by the moves, not by
    // luck. After each phase the worse half is dropped.
    let mut alive: Vec<usize> = (0..ranked.len()).collect();
    let mut totals = vec![0f64; ranked.len()];
    let mut visits = vec![0u32; ranked.len()];
    let phases = (usize::BITS - (ranked.len() - 1).leading_zeros()).max(1);
    let per_phase = budget.simulations / phases;
    let mut rollout = Rollout::default();
    'search: for _ in 0..phases {
        let rounds = (per_phase as usize / alive.len()).max(1);
        for _ in 0..rounds {
            if cancel.load(Ordering::Relaxed) || started.elapsed() >= budget.time {
                break 'search;
            }
            let future = game.with_bag_shuffled(rng);
            let dice: u64 = rng.random();
            for &arm in &alive {
                let mut sim = future.clone();
                let mut sim_rng = crate::engine::random::seeded(dice);
                if sim.play(ranked[arm].0).is_err() {
                    continue;
                }
                for _ in 0..budget.horizon {
                    if sim.is_over() || !rollout.play(&mut sim, w, &mut sim_rng) {
                        break;
                    }
                }
                visits[arm] += 1;
                totals[arm] += f64::from(lead(&values(&sim, w), seat, players));
            }
        }
        if alive.len() <= 2 {
            continue;
        }
        alive.sort_by(|&a, &b| mean(&totals, &visits, b).total_cmp(&mean(&totals, &visits, a)));
        alive.truncate(alive.len().div_ceil(2));
    }
    let best = alive
        .iter()
        .copied()
        .filter(|&i| visits[i] > 0)
        .max_by(|&a, &b| mean(&totals, &visits, a).total_cmp(&mean(&totals, &visits, b)))
        // Cancelled before any simulation: the evaluation's favourite.
        .unwrap_or(0);
    Some(ranked[best].0)
}

fn mean(totals: &[f64], visits: &[u32], i: usize) -> f64 {
    if visits[i] == 0 {
        f64::MIN
    } else {
        totals[i] / f64::from(visits[i])
    }
}

/// The fast policy inside simulations: a few random placements, each with
/// no follower or one on a random spot, and the best of those by the
/// evaluation.
#[derive(Default)]
struct Rollout {
    placements: Vec<Placement>,
    spots: Vec<Spot>,
}

impl Rollout {
    const TRIES: usize = 4;

    fn play(&mut self, game: &mut Game, w: &Weights, rng: &mut SeededRng) -> bool {
        let Phase::PlaceTile(tile) = game.phase() else {
            return false;
        };
        let seat = game.current_seat();
        let players = game.players();
        self.placements.clear();
        game.placements_of_into(tile, &mut self.placements);
        let mut best: Option<(Game, f32)> = None;
        for _ in 0..Self::TRIES.min(self.placements.len()) {
            let i = below(rng, self.placements.len() as u64) as usize;
            let placement = self.placements.swap_remove(i);
            let mut placed = game.clone();
            if placed.place_tile(placement).is_err() {
                continue;
            }
            self.spots.clear();
            placed.follower_spots_into(&mut self.spots);
            let mut options = vec![None];
            if !self.spots.is_empty() {
                let j = below(rng, self.spots.len() as u64) as usize;
                options.push(Some(self.spots[j].meeple()));
            }
            for meeple in options {
                let mut after = placed.clone();
                if after.place_follower(meeple).is_err() {
                    continue;
                }
                let v = lead(&values(&after, w), seat, players) + rng.random::<f32>() * 0.01;
                if best.as_ref().is_none_or(|b| v > b.1) {
                    best = Some((after, v));
                }
            }
        }
        match best {
            Some((after, _)) => {
                *game = after;
                true
            }
            None => false,
        }
    }
}
