//! Helpers for building games move by move in tests.
#![allow(dead_code)]

use carcassonne_bot::engine::{
    BASE_TILES, FeatureKind, Game, Meeple, Move, Placement, Port, Pos, Rotation, Rules, StartTile,
    TileDef, TileSet, TurnReport,
};

/// One scripted move: tile, x, y, rot, and a follower as (kind, port).
pub type Step = (
    &'static str,
    i32,
    i32,
    u8,
    Option<(&'static str, &'static str)>,
);

pub fn meeple(kind: &str, port: &str) -> Meeple {
    Meeple::follower(
        FeatureKind::parse(kind).expect("feature kind"),
        if port.is_empty() {
            None
        } else {
            Some(Port::parse(port).expect("port"))
        },
    )
}

pub fn placement(x: i32, y: i32, rot: u8) -> Placement {
    Placement {
        pos: Pos::new(x, y),
        rot: Rotation::new(rot).expect("rotation"),
    }
}

pub fn step_move(step: &Step) -> Move {
    let (_, x, y, rot, m) = *step;
    Move::new(placement(x, y, rot), m.map(|(k, p)| meeple(k, p)))
}

/// A tile set holding exactly the scenario's tiles (base-game shapes), so
/// that the game ends, and is scored, right after the last scripted move.
pub fn scenario_set(start: &str, steps: &[Step]) -> &'static TileSet {
    let defs: Vec<TileDef> = BASE_TILES
        .iter()
        .map(|d| {
            let used =
                steps.iter().filter(|s| s.0 == d.name).count() + usize::from(d.name == start);
            TileDef {
                count: used as u8,
                ..*d
            }
        })
        .collect();
    let defs: &'static [TileDef] = Box::leak(defs.into_boxed_slice());
    Box::leak(Box::new(
        TileSet::new("scenario", defs, start).expect("scenario set"),
    ))
}

/// A game whose tiles come in the scenario's order.
pub fn scenario_game(
    players: usize,
    rules: Rules,
    start: (&str, i32, i32, u8),
    steps: &[Step],
) -> Game {
    let set = scenario_set(start.0, steps);
    let order = steps.iter().map(|s| set.kind(s.0).expect("tile")).collect();
    let start = StartTile {
        kind: set.kind(start.0).expect("start tile"),
        pos: Pos::new(start.1, start.2),
        rot: Rotation::new(start.3).expect("rotation"),
    };
    Game::with_order(set, players, rules, start, order).expect("scenario game")
}

/// Plays every step, failing the test with the step's number on a refusal.
pub fn play_all(game: &mut Game, steps: &[Step]) -> Vec<TurnReport> {
    steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            game.play(step_move(s))
                .unwrap_or_else(|e| panic!("step {} ({s:?}) refused: {e}", i + 1))
        })
        .collect()
}
