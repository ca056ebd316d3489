//! The game's own tests (whole games are in `tests/`).

use super::*;
use crate::engine::record::{RecordTurn, TurnAction, replay_turns};
use crate::engine::tiles::{BASE_TILES, Edge, TileDef};
use crate::engine::{FeatureKind, PlayError, Port};

/// A tiny set: the all-city tile C to start, then the given kinds.
fn tiny_set(kinds: &[&str]) -> &'static TileSet {
    let defs: Vec<TileDef> = BASE_TILES
        .iter()
        .map(|d| TileDef {
            count: (kinds.iter().filter(|k| **k == d.name).count() + usize::from(d.name == "C"))
                as u8,
            ..*d
        })
        .collect();
    let defs: &'static [TileDef] = Box::leak(defs.into_boxed_slice());
    Box::leak(Box::new(TileSet::new("tiny", defs, "C").unwrap()))
}

fn tiny_game(kinds: &[&str]) -> Game {
    let set = tiny_set(kinds);
    let order = kinds.iter().map(|k| set.kind(k).unwrap()).collect();
    let start = StartTile {
        kind: set.start_kind(),
        pos: Pos::new(0, 0),
        rot: Rotation::default(),
    };
    Game::with_order(set, 2, Rules::default(), start, order).unwrap()
}

fn at(x: i32, y: i32, rot: u8) -> Placement {
    Placement {
        pos: Pos::new(x, y),
        rot: Rotation::new(rot).unwrap(),
    }
}

#[test]
fn holders_are_the_seats_with_most_followers_in_each_feature() {
    let record =
        crate::engine::Record::parse(include_str!("../../../tests/data/bga/bga-366166200.json"))
            .unwrap();
    let mut tied = 0;
    for n in 0..=record.turns.len() {
        let game = crate::engine::replay_prefix(&record, n).unwrap();
        let holders = game.holders();
        assert_eq!(holders.len(), game.board().len());
        for (ti, tile) in game.board().tiles().iter().enumerate() {
            assert_eq!(holders[ti].len(), game.set.segments(tile.kind).len());
            for (si, &held) in holders[ti].iter().enumerate() {
                // The slow way: walk the feature and count its followers.
                let seg = tile.first_segment + si as u32;
                let members: Vec<u32> = game.features.members(seg).collect();
                let mut count = [0u8; MAX_PLAYERS];
                for f in game.followers() {
                    if members.contains(&f.node) {
                        count[usize::from(f.seat)] += 1;
                    }
                }
                assert_eq!(held, majority(&count), "turn {n}, tile {ti}, segment {si}");
                tied += usize::from(held.len() > 1);
            }
        }
        for f in game.followers() {
            assert!(!holders[f.tile][usize::from(f.segment)].is_empty());
        }
    }
    assert!(tied > 0, "the game has a shared feature somewhere");
}

#[test]
fn a_tile_that_fits_nowhere_is_discarded_and_the_same_player_draws_again() {
    // Next to the all-city start tile, a monastery fits nowhere.
    let mut game = tiny_game(&["B", "E", "X"]);
    let set = game.tile_set();
    assert_eq!(game.current_seat(), 0);
    assert_eq!(game.current_tile(), set.kind("E"));
    assert_eq!(
        game.history(),
        &[HistoryEntry::Discarded {
            seat: 0,
            tile: set.kind("B").unwrap(),
            scores: [0; MAX_PLAYERS]
        }]
    );
    // Seat 0 closes the start city with the cap; the crossroads fits
    // nowhere either (only cities and fields are open), and the game ends.
    let report = game
        .play(Move::new(
            at(0, -1, 2),
            Some(Meeple::follower(
                FeatureKind::City,
                Some(Port::Side(Side::S)),
            )),
        ))
        .unwrap();
    assert_eq!(report.discarded, vec![set.kind("X").unwrap()]);
    assert!(report.game_over);
    assert_eq!(game.history().len(), 3);
    assert_eq!(game.history()[2].seat(), 1);
    assert_eq!(game.tiles_left(), 0);
}

#[test]
fn replay_insists_on_recorded_discards() {
    let reference = tiny_game(&["B", "E"]);
    let set = reference.tile_set();
    let b = set.kind("B").unwrap();
    let e = set.kind("E").unwrap();
    let place_e = RecordTurn {
        seat: 0,
        tile: Some(e),
        action: TurnAction::Place(Move::new(at(0, 1, 0), None)),
        scores: None,
        goods: None,
    };
    // The record forgets the discard: it claims the B was placed.
    let mut game = reference.clone();
    let bad = [RecordTurn {
        seat: 0,
        tile: Some(b),
        action: TurnAction::Place(Move::new(at(1, 0, 0), None)),
        scores: None,
        goods: None,
    }];
    let err = replay_turns(&mut game, &bad, 0).unwrap_err();
    assert_eq!(err.turn, 1);
    assert!(err.message.contains("fits nowhere"), "{err}");
    // With the discard, the record replays.
    let mut game = reference.clone();
    let good = [
        RecordTurn {
            seat: 0,
            tile: Some(b),
            action: TurnAction::Discard,
            scores: Some(vec![0, 0]),
            goods: None,
        },
        place_e,
    ];
    replay_turns(&mut game, &good, 0).unwrap();
    assert!(game.is_over());
}

#[test]
fn steps_out_of_order_are_refused_and_change_nothing() {
    let mut game = tiny_game(&["E", "E"]);
    assert_eq!(game.place_follower(None), Err(PlayError::TileNotPlaced));
    assert_eq!(game.follower_spots(), vec![]);
    assert_eq!(
        game.place_tile(at(0, -1, 0)),
        Err(PlayError::EdgeMismatch {
            pos: Pos::new(0, -1),
            side: Side::S,
            tile_edge: Edge::Field,
            neighbour_edge: Edge::City
        })
    );
    assert_eq!(
        game.place_tile(at(0, -1, 0)).unwrap_err().to_string(),
        "That tile does not fit at (0, -1): its south edge is a field but the tile to the south has a city there."
    );
    assert_eq!(
        game.place_tile(at(0, 0, 0)),
        Err(PlayError::Occupied(Pos::new(0, 0)))
    );
    assert_eq!(
        game.place_tile(at(3, 3, 0)),
        Err(PlayError::NotAdjacent(Pos::new(3, 3)))
    );
    game.place_tile(at(0, -1, 2)).unwrap();
    assert_eq!(
        game.place_tile(at(1, 0, 3)),
        Err(PlayError::TileAlreadyPlaced)
    );
    assert_eq!(
        game.place_follower(Some(Meeple::follower(
            FeatureKind::Road,
            Some(Port::Side(Side::S))
        ))),
        Err(PlayError::NoSuchFeature {
            kind: FeatureKind::Road,
            port: Port::Side(Side::S)
        })
    );
    let spots = game.follower_spots();
    assert_eq!(spots.len(), 2, "{spots:?}");
    game.place_follower(Some(spots[0].meeple())).unwrap();
    game.play(Move::new(at(1, 0, 3), None)).unwrap();
    assert!(game.is_over());
    assert_eq!(game.place_tile(at(-1, 0, 1)), Err(PlayError::GameOver));
    assert_eq!(game.place_follower(None), Err(PlayError::GameOver));
}

#[test]
fn a_player_with_no_followers_left_cannot_place_one() {
    let mut game = tiny_game(&["E", "E"]);
    // As if seat 0 had all seven followers on the board already.
    game.supply[0][Figure::Follower.index()] = 0;
    game.place_tile(at(0, -1, 2)).unwrap();
    assert!(game.follower_spots().is_empty());
    assert_eq!(
        game.place_follower(Some(Meeple::follower(
            FeatureKind::City,
            Some(Port::Side(Side::S))
        ))),
        Err(PlayError::NoFollowersLeft)
    );
}

#[test]
fn candidates_are_numbered_in_reading_order() {
    let game = tiny_game(&["E", "E"]);
    let e = game.tile_set().kind("E").unwrap();
    let c = game.candidates_of(e);
    let squares: Vec<Pos> = c.iter().map(|c| c.pos).collect();
    assert_eq!(
        squares,
        vec![
            Pos::new(0, -1),
            Pos::new(-1, 0),
            Pos::new(1, 0),
            Pos::new(0, 1)
        ]
    );
    // Only the turn that faces the cap's city towards the start tile fits.
    assert_eq!(c[0].rotations, vec![Rotation::new(2).unwrap()]);
    assert_eq!(
        c.iter().map(|c| c.rotations.len()).sum::<usize>(),
        game.legal_placements().len()
    );
}

#[test]
fn setup_is_checked() {
    assert_eq!(
        Game::new(1, Rules::default(), 0).unwrap_err(),
        SetupError::Players(1)
    );
    assert_eq!(
        Game::new(7, Rules::default(), 0).unwrap_err(),
        SetupError::Players(7)
    );
    let set = TileSet::base();
    let start = StartTile {
        kind: set.start_kind(),
        pos: Pos::new(0, 0),
        rot: Rotation::default(),
    };
    let short = full_deck(set, set.start_kind())[1..].to_vec();
    assert!(matches!(
        Game::with_order(set, 2, Rules::default(), start, short),
        Err(SetupError::DrawOrder(_))
    ));
    let game = Game::new(2, Rules::default(), 5).unwrap();
    assert_eq!(game.tiles_left() + game.tiles_drawn(), 71);
}
