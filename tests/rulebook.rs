//! The rulebook's worked examples (rules/000), played move by move.

#[path = "support/moves.rs"]
mod common;

use carcassonne_bot::engine::{Farms, FeatureKind, PlayError, Rules, ScoreEvent, SmallCity, When};
use common::{Step, meeple, play_all, scenario_game, step_move};

fn names(seat: u8) -> String {
    ["Blue", "Red", "Yellow", "Black", "Green", "Grey"][usize::from(seat)].to_string()
}

fn only_event(events: &[ScoreEvent]) -> &ScoreEvent {
    assert_eq!(events.len(), 1, "expected one scoring, got {events:?}");
    &events[0]
}

#[test]
fn a_three_tile_city_with_one_pennant_scores_8() {
    let steps: &[Step] = &[
        // Blue: a pennant city piece north of the start tile, with a knight.
        ("F", 0, -1, 1, Some(("city", "S"))),
        // Red closes the city with a cap.
        ("E", 0, -2, 2, None),
    ];
    let mut game = scenario_game(2, Rules::default(), ("D", 0, 0, 0), steps);
    let reports = play_all(&mut game, steps);
    let e = only_event(&reports[1].events);
    assert_eq!(
        (e.feature, e.tiles, e.pennants, e.points),
        (FeatureKind::City, 3, 1, 8)
    );
    assert_eq!(
        carcassonne_bot::i18n::score_line(e, names, carcassonne_bot::i18n::Lang::En),
        "Blue scored 8: city of 3 tiles with 1 pennant"
    );
    assert_eq!(game.scores(), &[8, 0]);
    assert_eq!(game.supply(0), 7, "the knight went home");
}

#[test]
fn a_four_tile_city_scores_8() {
    let steps: &[Step] = &[
        ("G", 0, -1, 0, Some(("city", "N"))),
        ("N", 0, -2, 2, None),
        ("E", 1, -2, 3, None),
    ];
    let mut game = scenario_game(2, Rules::default(), ("D", 0, 0, 0), steps);
    let reports = play_all(&mut game, steps);
    let e = only_event(&reports[2].events);
    assert_eq!((e.tiles, e.pennants, e.points), (4, 0, 8));
    assert_eq!(e.winners.iter().collect::<Vec<_>>(), vec![0]);
    assert_eq!(game.scores(), &[8, 0]);
}

#[test]
fn two_city_segments_on_one_tile_count_as_one_tile() {
    // The start tile I has two separate cities (east and south) that a ring
    // of corners joins into one city: 4 tiles, 5 segments, 8 points.
    let steps: &[Step] = &[
        ("N", 1, 0, 3, Some(("city", "W"))),
        ("N", 1, 1, 0, None),
        ("N", 0, 1, 1, None),
    ];
    let mut game = scenario_game(2, Rules::default(), ("I", 0, 0, 0), steps);
    let reports = play_all(&mut game, steps);
    let e = only_event(&reports[2].events);
    assert_eq!((e.tiles, e.points), (4, 8));
    assert_eq!(game.scores(), &[8, 0]);
}

#[test]
fn a_two_tile_city_scores_4_or_2_by_the_rule_option() {
    let steps: &[Step] = &[("E", 0, -1, 2, Some(("city", "S")))];
    for (small_city, points) in [(SmallCity::Four, 4), (SmallCity::Two, 2)] {
        let rules = Rules {
            small_city,
            ..Rules::default()
        };
        let mut game = scenario_game(2, rules, ("D", 0, 0, 0), steps);
        let reports = play_all(&mut game, steps);
        assert_eq!(only_event(&reports[0].events).points, points);
    }
}

#[test]
fn place_and_score_in_the_same_turn() {
    // Complete the city, put a knight in it, score it, and the knight comes
    // straight back.
    let steps: &[Step] = &[("E", 0, -1, 2, Some(("city", "S"))), ("U", 1, 0, 1, None)];
    let mut game = scenario_game(2, Rules::default(), ("D", 0, 0, 0), steps);
    let r = game.play(step_move(&steps[0])).unwrap();
    let e = only_event(&r.events);
    assert_eq!(
        (e.feature, e.when, e.points, e.returned),
        (FeatureKind::City, When::Completed, 4, true)
    );
    assert_eq!(e.followers[0], 1);
    assert_eq!(game.supply(0), 7);
    assert!(game.followers().is_empty());
    assert_eq!(game.scores(), &[4, 0]);
}

#[test]
fn the_spec_example_record_scores_a_closed_city_at_once() {
    let text = r#"{
  "format": "carcassonne-record/1",
  "players": 2,
  "rules": { "small_city": 4, "farms": "per_field", "end_scoring": "all" },
  "start": { "tile": "D", "x": 0, "y": 0, "rot": 0 },
  "turns": [
    { "player": 0, "tile": "V", "x": 1, "y": 0, "rot": 1, "meeple": { "kind": "road", "port": "W" }, "scores": [0, 0] },
    { "player": 1, "tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": { "kind": "city", "port": "S" }, "scores": [0, 4] }
  ]
}
"#;
    let record = carcassonne_bot::engine::Record::parse(text).unwrap();
    let game = carcassonne_bot::engine::replay(&record).unwrap();
    assert_eq!(game.scores(), &[0, 4]);
    assert_eq!(game.supply(1), 7);
    assert_eq!(game.supply(0), 6);
    assert_eq!(record.to_json(), text, "written back exactly");
}

/// The rulebook's farm example, rebuilt with this engine's tiles: Blue alone
/// in field 1 (cities A and B), Red and Blue tied in field 2 (A, B and C),
/// Yellow with two farmers against Black's one in field 3 (four cities), and
/// an unfinished city that is worth nothing.
const FARM_EXAMPLE: &[Step] = &[
    ("U", 0, 1, 0, Some(("field", "WSW"))),  // Blue, field 1
    ("S", 0, 2, 2, None),                    // city B
    ("E", -1, 0, 1, None),                   // west cap of A
    ("E", -1, 2, 1, None),                   // west cap of B
    ("E", 1, 0, 3, Some(("field", "NNW"))),  // Blue, a piece of field 2
    ("E", 1, 2, 3, Some(("field", "SSW"))),  // Red, another piece of field 2
    ("G", 0, -1, 0, None),                   // city A goes north
    ("E", 0, 3, 0, None),                    // B is complete
    ("E", 1, 1, 1, None),                    // joins the two pieces of field 2; city C
    ("E", 2, 1, 3, None),                    // C is complete
    ("G", 0, -2, 0, Some(("field", "ENE"))), // Yellow, a piece of field 3
    ("G", 0, -3, 0, Some(("field", "ESE"))), // Black, another piece
    ("E", -1, 1, 3, None),                   // an unfinished city in field 1
    ("E", 1, -3, 1, None),                   // city K2, joins Black's piece
    ("E", 0, -4, 2, Some(("field", "NNW"))), // Yellow again; A is complete
    ("E", 1, -4, 1, None),                   // city K3: Yellow's and Black's pieces meet
    ("E", 1, -2, 1, None),                   // city K1: the first Yellow piece joins
    ("E", 2, -2, 3, None),
    ("E", 2, -3, 3, None),
    ("E", 2, -4, 3, None),
];

#[test]
fn the_farm_example_scores_each_field_per_completed_city() {
    let mut game = scenario_game(4, Rules::default(), ("T", 0, 0, 0), FARM_EXAMPLE);
    play_all(&mut game, FARM_EXAMPLE);
    assert!(game.is_over());
    let farms: Vec<(u32, u32, Vec<u8>)> = game
        .final_events()
        .iter()
        .map(|e| {
            assert_eq!(
                (e.feature, e.when, e.returned),
                (FeatureKind::Field, When::Farm, false)
            );
            (e.cities, e.points, e.winners.iter().collect())
        })
        .collect();
    assert_eq!(
        farms,
        vec![
            (2, 6, vec![0]),    // field 1: Blue alone, A and B
            (3, 9, vec![0, 1]), // field 2: Blue and Red tied, A, B and C
            (4, 12, vec![2]),   // field 3: Yellow 2 against Black 1, four cities
        ]
    );
    assert_eq!(game.scores(), &[15, 9, 12, 0]);
    assert_eq!(game.breakdown(0)[FeatureKind::Field.index()], 15);
    let text: Vec<String> = game
        .final_events()
        .iter()
        .map(|e| carcassonne_bot::i18n::score_line(e, names, carcassonne_bot::i18n::Lang::En))
        .collect();
    assert_eq!(
        text[1],
        "Blue and Red scored 9 each: field touching 3 completed cities"
    );
}

#[test]
fn first_edition_farms_score_each_city_once() {
    let rules = Rules {
        farms: Farms::PerCity,
        ..Rules::default()
    };
    let mut game = scenario_game(4, rules, ("T", 0, 0, 0), FARM_EXAMPLE);
    play_all(&mut game, FARM_EXAMPLE);
    // A: Blue 2, Red 1, Yellow 2, Black 1 over all its fields: Blue and Yellow.
    // B: Blue 2, Red 1: Blue. C: Blue 1, Red 1: both. K1-K3: Yellow.
    assert_eq!(game.scores(), &[9, 3, 12, 0]);
    assert_eq!(game.final_events().len(), 6);
    assert!(
        game.final_events()
            .iter()
            .all(|e| e.points == 3 && e.cities == 1)
    );
}

#[test]
fn without_farms_no_farmer_can_be_placed() {
    let rules = Rules {
        farms: Farms::Off,
        ..Rules::default()
    };
    let mut game = scenario_game(4, rules, ("T", 0, 0, 0), FARM_EXAMPLE);
    let err = game.play(step_move(&FARM_EXAMPLE[0])).unwrap_err();
    assert_eq!(err, PlayError::FarmersNotUsed);
    assert_eq!(err.to_string(), "Farmers are not used in this game.");
    assert_eq!(game.board().len(), 1, "nothing was placed");
    assert!(
        game.follower_spots_for(common::placement(0, 1, 0))
            .unwrap()
            .iter()
            .all(|s| s.kind != FeatureKind::Field)
    );
}

#[test]
fn two_farmers_end_up_in_one_field() {
    let steps: &[Step] = &[
        // Turn 1: Blue puts a farmer in the field north of the start city.
        ("B", 0, -1, 0, Some(("field", "NNW"))),
        // Turn 2: Red places a tile diagonally from Blue's, in a field that
        // is not connected yet.
        ("E", 1, 0, 3, Some(("field", "NNE"))),
        // Turn 3: Blue's tile joins the two fields.
        ("B", 1, -1, 0, None),
        // Red completes the city.
        ("E", -1, 0, 1, None),
    ];
    let mut game = scenario_game(2, Rules::default(), ("G", 0, 0, 1), steps);
    game.play(step_move(&steps[0])).unwrap();
    game.play(step_move(&steps[1])).unwrap();
    // Before turn 3, the joining tile could not take a farmer: both fields
    // it would join are occupied.
    game.place_tile(common::placement(1, -1, 0)).unwrap();
    assert!(
        game.follower_spots()
            .iter()
            .all(|s| s.kind != FeatureKind::Field),
        "{:?}",
        game.follower_spots()
    );
    assert_eq!(
        game.place_follower(Some(meeple("field", "NNW")))
            .unwrap_err(),
        PlayError::FeatureOccupied {
            kind: FeatureKind::Field
        }
    );
    game.place_follower(None).unwrap();
    game.play(step_move(&steps[3])).unwrap();
    assert!(game.is_over());
    let e = only_event(game.final_events());
    assert_eq!(
        (e.cities, e.points, e.followers[0], e.followers[1]),
        (1, 3, 1, 1)
    );
    assert_eq!(game.scores(), &[3, 3]);
}

#[test]
fn ties_on_a_shared_road_score_the_full_points_for_both() {
    // Two thieves on roads that later tiles join: both score the full 7.
    let steps: &[Step] = &[
        ("V", 1, 0, 1, Some(("road", "W"))), // Blue: road from the start tile, turning north
        ("U", 2, 0, 0, Some(("road", "N"))), // Red: a road of its own next to it
        ("W", -1, 0, 0, None),               // a crossing ends the west end
        ("W", 2, 1, 2, None),                // a crossing ends Red's south end
        ("V", 2, -1, 0, None),
        ("V", 1, -1, 3, None), // joins both roads into one complete road
    ];
    let mut game = scenario_game(2, Rules::default(), ("D", 0, 0, 0), steps);
    let reports = play_all(&mut game, steps);
    let e = only_event(&reports[5].events);
    assert_eq!((e.feature, e.tiles, e.points), (FeatureKind::Road, 7, 7));
    assert_eq!(e.winners.len(), 2);
    assert_eq!(
        carcassonne_bot::i18n::score_line(e, names, carcassonne_bot::i18n::Lang::En),
        "Blue and Red scored 7 each: road of 7 tiles"
    );
    assert_eq!(game.scores(), &[7, 7]);
    assert_eq!((game.supply(0), game.supply(1)), (7, 7));
}

#[test]
fn monasteries_score_9_when_surrounded_and_1_per_tile_at_the_end() {
    // A monastery south of the start tile, then its eight neighbours less one.
    let steps: &[Step] = &[
        ("B", 0, 1, 0, Some(("monastery", ""))),
        ("B", -1, 1, 0, None),
        ("B", 1, 1, 0, None),
        ("B", -1, 2, 0, None),
        ("A", 0, 2, 0, None),
    ];
    let mut game = scenario_game(2, Rules::default(), ("D", 0, 0, 0), steps);
    play_all(&mut game, steps);
    assert!(game.is_over());
    let e = only_event(game.final_events());
    assert_eq!(
        (e.feature, e.when, e.tiles, e.points),
        (FeatureKind::Monastery, When::Unfinished, 6, 6)
    );
    assert_eq!(
        carcassonne_bot::i18n::score_line(e, names, carcassonne_bot::i18n::Lang::En),
        "Blue scored 6: unfinished monastery with 5 neighbours"
    );
}
