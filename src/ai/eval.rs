//! How good a position looks for each seat: points already scored, plus
//! what the features each seat leads should still bring, plus followers in
//! hand. Cheap enough to call hundreds of times per move.

use crate::engine::{
    EndScoring, Extras, FeatureKind, FeatureOutlook, Figure, Game, Good, MAX_PLAYERS,
    POINTS_PER_GOOD_MAJORITY, feature_points_with, majority,
};

/// The knobs of the evaluation; the defaults are what the levels use.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Chance that one open edge of a city or road gets closed, early on.
    pub close_edge: f32,
    /// Chance that an empty square around a monastery gets filled, early on.
    pub fill_square: f32,
    /// Worth of a follower in hand, early on.
    pub follower: f32,
    /// Tiles left at which the early-game chances start to shrink.
    pub late: f32,
    /// Worth of a builder on a growing road or city (the extra tiles it
    /// may bring), early on.
    pub builder: f32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            close_edge: 0.82,
            fill_square: 0.85,
            follower: 1.6,
            late: 24.0,
            builder: 2.5,
        }
    }
}

/// Value per seat; only the first `game.players()` entries mean anything.
pub fn values(game: &Game, w: &Weights) -> [f32; MAX_PLAYERS] {
    let mut v = [0f32; MAX_PLAYERS];
    for (s, &points) in game.scores().iter().enumerate() {
        v[s] = points as f32;
    }
    if game.is_over() {
        return v;
    }
    let left = game.tiles_left() as f32;
    // Later in the game, fewer chances remain: scale towards 0 at the end.
    let time = (left / w.late).min(1.0);
    let close = |open: u32| -> f32 {
        if open == 0 {
            1.0
        } else if left < open as f32 {
            0.0
        } else {
            (w.close_edge * (0.55 + 0.45 * time)).powi(open as i32)
        }
    };
    for f in game.outlook() {
        // A builder earns its owner extra tiles while its feature grows.
        if f.open > 0 {
            for s in f.builders.iter() {
                v[usize::from(s)] += w.builder * time * close(f.open).sqrt();
            }
        }
        let worth = feature_worth(game, &f, time, close, w);
        if worth <= 0.0 {
            continue;
        }
        let winners = majority(&f.followers);
        for s in winners.iter() {
            v[usize::from(s)] += worth;
        }
        // A pig makes its owner's farm worth a third more.
        if f.kind == FeatureKind::Field {
            for s in f.pigs.iter().filter(|&s| winners.contains(s)) {
                v[usize::from(s)] += worth / 3.0;
            }
        }
    }
    for (s, value) in v.iter_mut().enumerate().take(game.players()) {
        let seat = s as u8;
        let hand = f32::from(game.supply(seat))
            + 1.5 * f32::from(game.figures_left(seat, Figure::Large))
            + 0.8 * f32::from(game.figures_left(seat, Figure::Abbot));
        *value += w.follower * time * hand;
    }
    // Goods: each good's leaders now are likelier to lead at the end.
    if game
        .expansions()
        .has(crate::engine::Expansion::TradersBuilders)
    {
        let certainty = 1.0 - 0.6 * time;
        for good in Good::ALL {
            let held: [u8; MAX_PLAYERS] = std::array::from_fn(|s| {
                if s < game.players() {
                    game.goods(s as u8)[good.index()]
                } else {
                    0
                }
            });
            for s in majority(&held).iter() {
                v[usize::from(s)] += POINTS_PER_GOOD_MAJORITY as f32 * certainty;
            }
        }
    }
    v
}

fn feature_worth(
    game: &Game,
    f: &FeatureOutlook,
    time: f32,
    close: impl Fn(u32) -> f32,
    w: &Weights,
) -> f32 {
    let rules = game.rules();
    let extras = Extras {
        inn: f.inn,
        cathedral: f.cathedral,
    };
    let unfinished = |kind: FeatureKind, tiles, pennants| -> f32 {
        let counts = kind.is_cloister() || rules.end_scoring == EndScoring::All;
        if counts {
            feature_points_with(rules, kind, false, tiles, pennants, extras) as f32
        } else {
            0.0
        }
    };
    match f.kind {
        FeatureKind::City | FeatureKind::Road => {
            let p = close(f.open);
            // Closing takes about three tiles for every four open edges.
            let grow = (f.open as f32 * 0.75).ceil() as u32;
            let done =
                feature_points_with(rules, f.kind, true, f.tiles + grow, f.pennants, extras) as f32;
            p * done + (1.0 - p) * unfinished(f.kind, f.tiles, f.pennants)
        }
        FeatureKind::Monastery | FeatureKind::Garden => {
            let filled = f.open as f32 * w.fill_square * time;
            (f.tiles as f32 + filled).min(9.0)
        }
        FeatureKind::Field => {
            let open: f32 = f.open_cities.iter().map(|&o| close(o)).sum();
            3.0 * (f.completed_cities as f32 + open)
        }
    }
}

/// How far ahead `seat` looks: its value less a blend of the best and the
/// average of the others' (the best matters most when there are many).
pub fn lead(v: &[f32; MAX_PLAYERS], seat: u8, players: usize) -> f32 {
    let me = v[usize::from(seat)];
    let others = (0..players).filter(|&s| s != usize::from(seat));
    let (mut best, mut sum, mut n) = (f32::MIN, 0.0, 0.0);
    for s in others {
        best = best.max(v[s]);
        sum += v[s];
        n += 1.0;
    }
    if n == 0.0 {
        return me;
    }
    me - 0.5 * (best + sum / n)
}
