//! Computer players over the engine, at four levels:
//!
//! - **random**: any legal move (a yardstick, not offered in the bot);
//! - **easy**: the greedy evaluation, but it often settles for a lesser move;
//! - **medium** (also called greedy): the move whose position evaluates best;
//! - **hard**: Monte Carlo search over possible tile orders.
//!
//! Every player is deterministic for a given seed (with the default budgets
//! on a machine fast enough to finish them).

pub mod eval;
pub mod greedy;
mod random_player;
pub mod search;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::{Rng, RngExt};

use crate::engine::random::{SeededRng, below, seeded};
use crate::engine::{Game, Move, Phase};
pub use random_player::RandomPlayer;
pub use search::SearchBudget;

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
}

impl Level {
    /// The levels offered to players in Discord.
    pub const OFFERED: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];
    /// The level a computer player gets when none is chosen.
    pub const DEFAULT: Level = Level::Medium;

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Reads a level name; "greedy" is another name for medium.
    pub fn parse(s: &str) -> Option<Level> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Some(Level::Random),
            "easy" => Some(Level::Easy),
            "medium" | "greedy" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// The search budget of the hard level.
    pub fn default_budget() -> SearchBudget {
        SearchBudget {
            simulations: 1000,
            time: Duration::from_secs(2),
            candidates: 10,
            horizon: u32::MAX,
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A computer player: a level, its own random numbers and its budget.
pub struct Ai {
    level: Level,
    rng: SeededRng,
    weights: eval::Weights,
    budget: SearchBudget,
}

impl std::fmt::Debug for Ai {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ai")
            .field("level", &self.level)
            .finish_non_exhaustive()
    }
}

impl Ai {
    pub fn new(level: Level, seed: u64) -> Ai {
        Ai {
            level,
            rng: seeded(seed),
            weights: eval::Weights::default(),
            budget: Level::default_budget(),
        }
    }

    /// The same player with another search budget (hard only).
    pub fn with_budget(mut self, budget: SearchBudget) -> Ai {
        self.budget = budget;
        self
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The move to make with the tile in hand; `None` when no tile is held
    /// (the game is over, or the tile is already placed). Stops early, with
    /// the best move so far, once `cancel` is set.
    pub fn choose(&mut self, game: &Game, cancel: &AtomicBool) -> Option<Move> {
        if !matches!(game.phase(), Phase::PlaceTile(_)) {
            return None;
        }
        match self.level {
            Level::Random => self.random_move(game),
            Level::Easy => self.easy_move(game),
            Level::Medium => greedy::best_move(game, &self.weights),
            Level::Hard => search::search(game, &self.weights, &self.budget, &mut self.rng, cancel),
        }
    }

    fn random_move(&mut self, game: &Game) -> Option<Move> {
        let tile = game.current_tile()?;
        let placements = game.placements_of(tile);
        let placement = placements[below(&mut self.rng, placements.len().max(1) as u64) as usize];
        let spots = game.follower_spots_for(placement).ok()?;
        if game.can_return_abbot(placement) && self.rng.next_u32().is_multiple_of(4) {
            return Some(Move {
                placement,
                meeple: None,
                return_abbot: true,
            });
        }
        let meeple = if !spots.is_empty() && self.rng.next_u32() & 1 == 0 {
            Some(spots[below(&mut self.rng, spots.len() as u64) as usize].meeple())
        } else {
            None
        };
        Some(Move::new(placement, meeple))
    }

    /// A weighted draw among the greedy scores (a softmax at one point):
    /// good moves are likelier, but lesser ones are often taken.
    fn easy_move(&mut self, game: &Game) -> Option<Move> {
        let moves = greedy::scored_moves(game, &self.weights);
        let best = moves.iter().map(|m| m.1).fold(f32::MIN, f32::max);
        // A move a point worse is taken about a third as often as the best.
        let weight = |v: f32| (v - best).exp();
        let total: f32 = moves.iter().map(|m| weight(m.1)).sum();
        let mut pick = self.rng.random::<f32>() * total;
        for (m, v) in &moves {
            pick -= weight(*v);
            if pick <= 0.0 {
                return Some(*m);
            }
        }
        moves.last().map(|m| m.0)
    }
}
