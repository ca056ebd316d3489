//! A player that picks uniformly among legal placements, and puts a follower
//! on about half of its turns (uniformly among the legal spots).

use crate::engine::random::{SeededRng, below, seeded};
use crate::engine::{Game, Phase, PlayError, Spot, TurnReport};
use rand::Rng;

/// Plays uniformly random legal moves; reproducible from its seed.
#[derive(Debug)]
pub struct RandomPlayer {
    rng: SeededRng,
    /// Which rotations fit on each frontier square (scratch).
    masks: Vec<u8>,
    spots: Vec<Spot>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: seeded(seed),
            masks: Vec::with_capacity(256),
            spots: Vec::with_capacity(16),
        }
    }

    /// Plays the current turn (both steps, or the follower step if the tile
    /// is already placed).
    pub fn play_turn(&mut self, game: &mut Game) -> Result<TurnReport, PlayError> {
        if let Phase::PlaceTile(tile) = game.phase() {
            // A drawn tile always fits somewhere: the engine discards the
            // others. Counted, then the chosen one found, without a list.
            let n = game.fit_masks_into(tile, &mut self.masks) as u64;
            let k = below(&mut self.rng, n) as usize;
            let p = game
                .nth_placement(tile, &self.masks, k)
                .ok_or(PlayError::GameOver)?;
            game.place_tile(p)?;
        }
        // Taking the abbot back now and then (no draw is made without one,
        // so base games play as they always have).
        if game.abbot_to_return().is_some() && self.rng.next_u32().is_multiple_of(4) {
            return game.return_abbot();
        }
        // Whether there is a spot at all, before the coin is tossed; the
        // spots listed only when one is to be taken.
        let meeple = if game.has_follower_spot() && self.rng.next_u32() & 1 == 0 {
            self.spots.clear();
            game.follower_spots_into(&mut self.spots);
            let i = below(&mut self.rng, self.spots.len() as u64) as usize;
            Some(self.spots[i].meeple())
        } else {
            None
        };
        game.place_follower(meeple)
    }
}
