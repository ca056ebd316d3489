//! The greedy player: tries every placement with every follower choice and
//! keeps the one whose position evaluates best for it.

use crate::engine::{Game, Move, Phase, Placement, Spot};

use super::eval::{Weights, lead, values};

/// Every legal move for the tile in hand with the mover's lead after it.
/// Empty when the game is over or the tile is already placed.
pub fn scored_moves(game: &Game, w: &Weights) -> Vec<(Move, f32)> {
    let Phase::PlaceTile(tile) = game.phase() else {
        return Vec::new();
    };
    let seat = game.current_seat();
    let players = game.players();
    let mut out = Vec::new();
    let mut placements: Vec<Placement> = Vec::new();
    let mut spots: Vec<Spot> = Vec::new();
    game.placements_of_into(tile, &mut placements);
    for &placement in &placements {
        let mut placed = game.clone();
        if placed.place_tile(placement).is_err() {
            continue;
        }
        spots.clear();
        placed.follower_spots_into(&mut spots);
        let choices = std::iter::once(None).chain(spots.iter().map(|s| Some(s.meeple())));
        for meeple in choices {
            let mut after = placed.clone();
            if after.place_follower(meeple).is_err() {
                continue;
            }
            let v = values(&after, w);
            out.push((Move::new(placement, meeple), lead(&v, seat, players)));
        }
        if placed.abbot_to_return().is_some() {
            let mut after = placed.clone();
            if after.return_abbot().is_ok() {
                let v = values(&after, w);
                let mv = Move {
                    placement,
                    meeple: None,
                    return_abbot: true,
                };
                out.push((mv, lead(&v, seat, players)));
            }
        }
    }
    out
}

/// The best-looking move, ties going to the first found (reading order,
/// no follower before followers), so the choice is deterministic.
pub fn best_move(game: &Game, w: &Weights) -> Option<Move> {
    let mut best: Option<(Move, f32)> = None;
    for (m, v) in scored_moves(game, w) {
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((m, v));
        }
    }
    best.map(|(m, _)| m)
}
