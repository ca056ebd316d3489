//! The expansions' rulebook examples (The River, The Abbot, Inns &
//! Cathedrals, Traders & Builders), played on small sets that hold exactly
//! the example's tiles, so each game ends, and is scored, after its last
//! move; and the specification's own records, replayed.

use carcassonne_bot::engine::{
    Expansion, Expansions, FeatureKind, Figure, Game, Meeple, Move, Placement, PlayError, Port,
    Pos, Record, Rotation, Rules, StartTile, TileSet, When, replay, replay_prefix,
};
use carcassonne_bot::i18n::Lang;

/// A tile, its square and rotation, and an optional figure: `(kind, port,
/// figure)` (`port` empty for none; figure `return` takes the abbot back).
type Step = (
    &'static str,
    i32,
    i32,
    u8,
    Option<(&'static str, &'static str, &'static str)>,
);

fn expansions(list: &str) -> Expansions {
    Expansions::parse_list(list).expect("expansions")
}

fn step_move(step: &Step) -> Move {
    let (_, x, y, rot, m) = *step;
    let placement = Placement {
        pos: Pos::new(x, y),
        rot: Rotation::new(rot).expect("rotation"),
    };
    match m {
        Some((_, _, "return")) => Move {
            placement,
            meeple: None,
            return_abbot: true,
        },
        Some((kind, port, figure)) => Move::new(
            placement,
            Some(Meeple {
                kind: FeatureKind::parse(kind).expect("feature kind"),
                port: (!port.is_empty()).then(|| Port::parse(port).expect("port")),
                figure: Figure::parse(figure).expect("figure"),
            }),
        ),
        None => Move::new(placement, None),
    }
}

/// A game over exactly the example's tiles, in its order.
fn example(list: &str, players: usize, start: (&str, i32, i32, u8), steps: &[Step]) -> Game {
    let full = TileSet::with_expansions(expansions(list));
    let set = full
        .with_counts("example", |name| {
            (steps.iter().filter(|s| s.0 == name).count() + usize::from(name == start.0)) as u8
        })
        .expect("example set");
    let set: &'static TileSet = Box::leak(Box::new(set));
    let order = steps.iter().map(|s| set.kind(s.0).expect("tile")).collect();
    let start = StartTile {
        kind: set.kind(start.0).expect("start tile"),
        pos: Pos::new(start.1, start.2),
        rot: Rotation::new(start.3).expect("rotation"),
    };
    Game::with_order(set, players, Rules::default(), start, order).expect("example game")
}

fn play_all(game: &mut Game, steps: &[Step]) {
    for (i, s) in steps.iter().enumerate() {
        game.play(step_move(s))
            .unwrap_or_else(|e| panic!("step {} ({s:?}) refused: {e}", i + 1));
    }
}

const D: (&str, i32, i32, u8) = ("D", 0, 0, 0);

#[test]
fn an_inn_road_scores_two_a_tile_when_completed_and_nothing_when_not() {
    // The start tile's road, then the inn's straight road east of it.
    let unfinished: [Step; 1] = [("IC15", 1, 0, 0, Some(("road", "E", "follower")))];
    let mut game = example("inns_cathedrals", 2, D, &unfinished);
    play_all(&mut game, &unfinished);
    assert!(game.is_over());
    assert_eq!(game.scores(), &[0, 0], "an unfinished inn road scores 0");
    let e = &game.final_events()[0];
    assert!(
        e.inn && e.when == When::Unfinished && e.points == 0,
        "{e:?}"
    );
    assert!(carcassonne_bot::i18n::score_line(e, |_| "Ann".into(), Lang::En).contains("inn"));

    // Both ends closed by crossings: a road of 4 tiles with an inn.
    let done: [Step; 3] = [
        ("IC15", 1, 0, 0, Some(("road", "E", "follower"))),
        ("W", -1, 0, 0, None),
        ("W", 2, 0, 0, None),
    ];
    let mut game = example("inns_cathedrals", 2, D, &done);
    play_all(&mut game, &done);
    assert_eq!(game.scores(), &[8, 0], "4 tiles with an inn: 2 each");
}

#[test]
fn a_cathedral_city_scores_three_a_tile_when_completed_and_nothing_when_not() {
    let open: [Step; 1] = [("IC1", 0, -1, 0, Some(("city", "N", "follower")))];
    let mut game = example("inns_cathedrals", 2, D, &open);
    play_all(&mut game, &open);
    assert_eq!(
        game.scores(),
        &[0, 0],
        "an unfinished cathedral city scores 0"
    );
    assert!(game.final_events()[0].cathedral);

    // Closed on its three other sides by city caps: 5 tiles, 3 each.
    let closed: [Step; 4] = [
        ("IC1", 0, -1, 0, Some(("city", "N", "follower"))),
        ("E", 0, -2, 2, None),
        ("E", 1, -1, 3, None),
        ("E", -1, -1, 1, None),
    ];
    let mut game = example("inns_cathedrals", 2, D, &closed);
    play_all(&mut game, &closed);
    assert_eq!(game.scores(), &[15, 0]);
    // Pennants count 3 each too.
    let rules = Rules::default();
    let extras = carcassonne_bot::engine::Extras {
        inn: false,
        cathedral: true,
    };
    assert_eq!(
        carcassonne_bot::engine::feature_points_with(&rules, FeatureKind::City, true, 5, 2, extras),
        21
    );
}

/// Seat 1 holds the start tile's road; seat 0 starts a road of its own
/// north-east and joins the two with its last tile.
fn joined_roads(first: &'static str) -> [Step; 7] {
    [
        ("U", 1, 0, 1, None),
        ("U", -1, 0, 1, Some(("road", "W", "follower"))),
        ("V", 1, -1, 2, Some(("road", "E", first))),
        ("E", 0, -1, 2, None),
        ("V", 2, -1, 0, None),
        ("E", -1, -1, 0, None),
        ("V", 2, 0, 1, None),
    ]
}

#[test]
fn a_large_follower_counts_as_two_where_the_most_followers_win() {
    let steps = joined_roads("large");
    let mut game = example("inns_cathedrals", 2, D, &steps);
    play_all(&mut game, &steps);
    assert_eq!(game.scores(), &[6, 0], "large 2 beats follower 1");
    let e = &game.final_events()[0];
    assert_eq!(&e.followers[..2], &[2, 1]);

    let steps = joined_roads("follower");
    let mut game = example("inns_cathedrals", 2, D, &steps);
    play_all(&mut game, &steps);
    assert_eq!(game.scores(), &[6, 6], "one each: a tie");
}

#[test]
fn a_goods_tie_pays_everyone_tied() {
    let steps: [Step; 7] = [
        ("TB2", 0, -1, 2, None),
        ("E", 1, -1, 3, None),
        ("TB12", 0, 1, 2, None),
        ("U", 1, 0, 1, None),
        ("E", 1, 1, 3, None),
        ("U", -1, 0, 1, None),
        ("E", 0, 2, 0, None),
    ];
    let mut game = example("traders_builders", 2, D, &steps);
    play_all(&mut game, &steps);
    // Seat 1 closed the first wine city, seat 0 the second, nobody on
    // either: the goods go to whoever closed them.
    assert_eq!(game.goods(0), [1, 0, 0]);
    assert_eq!(game.goods(1), [1, 0, 0]);
    assert_eq!(game.scores(), &[10, 10]);
    let goods: Vec<_> = game
        .final_events()
        .iter()
        .filter(|e| e.when == When::Goods)
        .collect();
    assert_eq!(goods.len(), 1, "only wine was held");
    assert_eq!(goods[0].winners.len(), 2);
}

#[test]
fn a_pig_adds_one_point_per_city_to_its_farm() {
    let steps = |pig: bool| -> [Step; 3] {
        [
            ("E", 0, -1, 2, Some(("field", "NNW", "follower"))),
            ("U", 1, 0, 1, None),
            ("E", 1, -1, 0, pig.then_some(("field", "WSW", "pig"))),
        ]
    };
    let mut game = example("traders_builders", 2, D, &steps(true));
    play_all(&mut game, &steps(true));
    assert_eq!(game.scores(), &[4, 0], "one completed city, with the pig");
    let farm = game
        .final_events()
        .iter()
        .find(|e| e.when == When::Farm)
        .unwrap();
    assert!(
        carcassonne_bot::i18n::score_line(farm, |_| "Ann".into(), Lang::En).contains("pig"),
        "{farm:?}"
    );
    let mut game = example("traders_builders", 2, D, &steps(false));
    play_all(&mut game, &steps(false));
    assert_eq!(game.scores(), &[3, 0], "without the pig");
}

#[test]
fn a_pig_needs_its_owners_farmer_in_the_field() {
    let steps: [Step; 3] = [
        ("E", 0, -1, 2, None),
        ("U", 1, 0, 1, None),
        ("E", 1, -1, 0, Some(("field", "WSW", "pig"))),
    ];
    let mut game = example("traders_builders", 2, D, &steps);
    play_all(&mut game, &steps[..2]);
    assert_eq!(
        game.play(step_move(&steps[2])),
        Err(PlayError::PigNeedsFarmer)
    );
}

#[test]
fn a_builder_gives_a_second_tile_but_never_a_third() {
    let steps: [Step; 7] = [
        ("U", 1, 0, 1, Some(("road", "E", "follower"))),
        ("E", 0, -1, 2, None),
        ("U", 2, 0, 1, Some(("road", "E", "builder"))),
        ("E", 1, -1, 0, None),
        // Seat 0 extends its builder's road: a second part follows...
        ("U", 3, 0, 1, None),
        // ...which extends it again, but earns no third.
        ("V", -1, 0, 2, None),
        ("U", 4, 0, 1, None),
    ];
    let mut game = example("traders_builders", 2, D, &steps);
    let mut seats = Vec::new();
    for s in &steps {
        seats.push(game.current_seat());
        let report = game.play(step_move(s)).unwrap();
        if s.1 == 3 {
            assert!(report.second_part, "{report:?}");
        } else {
            assert!(!report.second_part, "{s:?} {report:?}");
        }
    }
    assert_eq!(seats, [0, 1, 0, 1, 0, 0, 1]);
    // Placing the builder itself earns nothing that turn.
    let mut game = example("traders_builders", 2, D, &steps);
    play_all(&mut game, &steps[..2]);
    assert!(!game.play(step_move(&steps[2])).unwrap().second_part);
}

#[test]
fn a_builder_needs_its_owners_follower_and_a_growing_feature() {
    let steps: [Step; 3] = [
        ("U", 1, 0, 1, None),
        ("E", 0, -1, 2, None),
        ("U", 2, 0, 1, Some(("road", "E", "builder"))),
    ];
    let mut game = example("traders_builders", 2, D, &steps);
    play_all(&mut game, &steps[..2]);
    assert_eq!(
        game.play(step_move(&steps[2])),
        Err(PlayError::BuilderNeedsFollower)
    );
    // The game is as it was: the same tile can still be played.
    game.play(step_move(&("U", 2, 0, 1, None))).unwrap();
}

/// The specification's abbot example, with all four expansions.
const ABBOT_RECORD: &str = r#"{
  "format": "carcassonne-record/1",
  "players": 2,
  "expansions": ["river", "abbot", "inns_cathedrals", "traders_builders"],
  "start": { "tile": "RV1", "x": 0, "y": 0, "rot": 0 },
  "turns": [
    { "player": 0, "tile": "RV5", "x": 1, "y": 0, "rot": 0, "meeple": { "kind": "monastery", "figure": "abbot" }, "scores": [0, 0] },
    { "player": 1, "tile": "RV10G", "x": 2, "y": 0, "rot": 0, "meeple": { "kind": "garden", "figure": "abbot" }, "scores": [0, 0] },
    { "player": 0, "tile": "RV7", "x": 2, "y": 1, "rot": 1, "meeple": null, "return_abbot": true, "scores": [4, 0] }
  ]
}"#;

#[test]
fn the_abbots_return_scores_at_once() {
    let record = Record::parse(ABBOT_RECORD).unwrap();
    assert_eq!(record.expansions, Expansions::ALL);
    let game = replay(&record).unwrap();
    assert_eq!(game.scores(), &[4, 0]);
    assert_eq!(game.figures_left(0, Figure::Abbot), 1, "back in supply");
    assert_eq!(game.figures_left(1, Figure::Abbot), 0);
    // Written back as read.
    let again = Record::from_game(&game);
    let text = again.to_json();
    assert!(text.contains("\"return_abbot\": true"), "{text}");
    assert!(text.contains("\"figure\": \"abbot\""), "{text}");
    assert_eq!(
        replay(&Record::parse(&text).unwrap()).unwrap().scores(),
        &[4, 0]
    );

    // Taking back an abbot that is not there, or with a figure, is refused
    // with the turn named.
    let no_abbot = ABBOT_RECORD.replace(
        r#""tile": "RV5", "x": 1, "y": 0, "rot": 0, "meeple": { "kind": "monastery", "figure": "abbot" }"#,
        r#""tile": "RV5", "x": 1, "y": 0, "rot": 0, "meeple": null"#,
    );
    let e = replay(&Record::parse(&no_abbot).unwrap()).unwrap_err();
    assert_eq!(e.turn, 3, "{e}");
    assert!(e.message.contains("abbot"), "{e}");
    let both = ABBOT_RECORD.replace(
        r#""meeple": null, "return_abbot": true"#,
        r#""meeple": { "kind": "field", "port": "ENE" }, "return_abbot": true"#,
    );
    let e = Record::parse(&both).unwrap_err();
    assert_eq!(e.turn, 3, "{e}");
}

#[test]
fn only_an_abbot_goes_in_a_garden() {
    let follower = ABBOT_RECORD.replace(
        r#""meeple": { "kind": "garden", "figure": "abbot" }"#,
        r#""meeple": { "kind": "garden" }"#,
    );
    let e = replay(&Record::parse(&follower).unwrap()).unwrap_err();
    assert_eq!(e.turn, 2, "{e}");
    assert!(e.message.contains("garden"), "{e}");
    // Without the abbot there are no gardens and no abbots at all.
    let without = ABBOT_RECORD.replace(r#""river", "abbot", "#, r#""river", "#);
    let e = Record::parse(&without).unwrap_err();
    assert_eq!(e.turn, 1, "{e}");
}

fn river_record(turns: &str) -> String {
    format!(
        r#"{{ "format": "carcassonne-record/1", "players": 2, "expansions": ["river"],
  "start": {{ "tile": "RV1", "x": 0, "y": 0, "rot": 0 }}, "turns": [{turns}] }}"#
    )
}

#[test]
fn a_river_u_turn_is_refused() {
    let right = r#"{ "player": 0, "tile": "RV10", "x": 1, "y": 0, "rot": 0, "meeple": null }"#;
    let again = r#"{ "player": 1, "tile": "RV10", "x": 1, "y": 1, "rot": 1, "meeple": null }"#;
    let left = r#"{ "player": 1, "tile": "RV10", "x": 1, "y": 1, "rot": 2, "meeple": null }"#;
    let e =
        replay(&Record::parse(&river_record(&format!("{right}, {again}"))).unwrap()).unwrap_err();
    assert_eq!(e.turn, 2, "{e}");
    assert!(e.message.contains("same way"), "{e}");
    replay(&Record::parse(&river_record(&format!("{right}, {left}"))).unwrap()).unwrap();
    // Nor may a river tile leave the river's open end.
    let elsewhere = r#"{ "player": 0, "tile": "RV7", "x": 0, "y": 1, "rot": 1, "meeple": null }"#;
    let e = replay(&Record::parse(&river_record(elsewhere)).unwrap()).unwrap_err();
    assert_eq!(e.turn, 1, "{e}");
}

#[test]
fn the_spring_starts_the_game_and_the_lake_comes_last() {
    for seed in 0..20 {
        let game =
            Game::with_expansions(2, Rules::default(), expansions("river,abbot"), seed).unwrap();
        let set = game.tile_set();
        assert_eq!(set.name_of(game.board().tile(0).kind), "RV1");
        let mut game = game;
        while game.history().len() < 12 && !game.is_over() {
            let p = game.legal_placements();
            game.play(Move::new(p[0], None)).unwrap();
        }
        // Every draw, placed or set aside (a river tile that fits nowhere).
        let drawn: Vec<&str> = game.history()[..12]
            .iter()
            .map(|h| set.name_of(h.tile().unwrap()))
            .collect();
        assert!(
            drawn[..10]
                .iter()
                .all(|n| n.starts_with("RV") && *n != "RV2"),
            "{drawn:?}"
        );
        assert_eq!(drawn[10], "RV2", "{drawn:?}");
        assert!(!drawn[11].starts_with("RV"), "{drawn:?}");
        assert!(game.river_end().is_none(), "the lake closes the river");
    }
    // A record that draws a land tile first is refused at that turn, and
    // one with another start tile at its header.
    let land = r#"{ "player": 0, "tile": "U", "x": 1, "y": 0, "rot": 1, "meeple": null }"#;
    let e = replay(&Record::parse(&river_record(land)).unwrap()).unwrap_err();
    assert_eq!(e.turn, 1, "{e}");
    assert!(e.message.contains("River's order"), "{e}");
    let d = river_record("").replace(r#""tile": "RV1""#, r#""tile": "D""#);
    let e = Record::parse(&d).unwrap_err();
    assert_eq!(e.turn, 0, "{e}");
}

#[test]
fn the_second_part_is_the_same_players_entry_in_a_record() {
    // The specification's double turn, after its setup: seat 0 has a thief
    // on the road of (1,0) and its builder on the road of (2,0).
    let setup = [
        r#"{ "player": 0, "tile": "U", "x": 1, "y": 0, "rot": 1, "meeple": { "kind": "road", "port": "E" } }"#,
        r#"{ "player": 1, "tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": null }"#,
        r#"{ "player": 0, "tile": "U", "x": 2, "y": 0, "rot": 1, "meeple": { "kind": "road", "port": "E", "figure": "builder" } }"#,
        r#"{ "player": 1, "tile": "E", "x": 1, "y": -1, "rot": 0, "meeple": null }"#,
        r#"{ "player": 0, "tile": "U", "x": 3, "y": 0, "rot": 1, "meeple": null, "scores": [0, 0] }"#,
        r#"{ "player": 0, "tile": "V", "x": -1, "y": 0, "rot": 2, "meeple": null, "scores": [0, 0] }"#,
        r#"{ "player": 1, "tile": "A", "x": 4, "y": 0, "rot": 1, "meeple": null, "scores": [0, 0] }"#,
    ];
    let record = |turns: &[&str]| {
        format!(
            r#"{{ "format": "carcassonne-record/1", "players": 2, "expansions": ["traders_builders"], "turns": [{}] }}"#,
            turns.join(", ")
        )
    };
    let r = Record::parse(&record(&setup)).unwrap();
    let game = replay(&r).unwrap();
    assert_eq!(game.current_seat(), 0);
    // A record that skips the second part is refused at that entry.
    let mut skipped = setup.to_vec();
    skipped[5] = r#"{ "player": 1, "tile": "V", "x": -1, "y": 0, "rot": 2, "meeple": null }"#;
    let e = replay(&Record::parse(&record(&skipped[..6])).unwrap()).unwrap_err();
    assert_eq!(e.turn, 6, "{e}");
    // The record the game writes names the same seats.
    let text = Record::from_game(&game).to_json();
    assert!(
        text.contains("\"expansions\": [\"traders_builders\"]"),
        "{text}"
    );
    assert!(text.contains("\"goods\""), "{text}");
    let again = replay_prefix(&Record::parse(&text).unwrap(), 7).unwrap();
    assert_eq!(again.current_seat(), 0);
}

#[test]
fn figures_not_in_play_are_refused() {
    let base = r#"{ "format": "carcassonne-record/1", "players": 2, "turns": [
        { "player": 0, "tile": "U", "x": 1, "y": 0, "rot": 1, "meeple": { "kind": "road", "port": "E", "figure": "large" } } ] }"#;
    let e = Record::parse(base).unwrap_err();
    assert_eq!(e.turn, 1, "{e}");
    for bad in [
        r#""expansions": ["river", "river"]"#,
        r#""expansions": ["hills"]"#,
        r#""expansions": "river""#,
    ] {
        let text = base.replace(r#""players": 2,"#, &format!(r#""players": 2, {bad},"#));
        let e = Record::parse(&text).unwrap_err();
        assert_eq!(e.turn, 0, "{bad}: {e}");
    }
    assert_eq!(Expansion::ALL.len(), 4);
}

/// Random games with every expansion use every new rule: all figure types
/// are placed, abbots are taken back, builders earn second parts, goods
/// are taken and their majorities scored, river tiles run out.
#[test]
fn random_games_exercise_every_new_rule() {
    use carcassonne_bot::ai::RandomPlayer;
    let mut placed = [0usize; 5];
    let (mut returns, mut second, mut goods_events, mut goods_taken) = (0, 0, 0, 0);
    for seed in 0..40 {
        let mut game = Game::with_expansions(2, Rules::default(), Expansions::ALL, seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        while !game.is_over() {
            let report = player.play_turn(&mut game).unwrap();
            if let Some(m) = report.meeple {
                placed[m.figure.index()] += 1;
            }
            returns += usize::from(report.returned_abbot);
            second += usize::from(report.second_part);
            goods_taken += report.goods.iter().map(|&g| usize::from(g)).sum::<usize>();
        }
        goods_events += game
            .final_events()
            .iter()
            .filter(|e| e.when == When::Goods)
            .count();
    }
    assert!(placed.iter().all(|&n| n > 0), "{placed:?}");
    assert!(returns > 0 && second > 0, "{returns} {second}");
    assert!(
        goods_taken > 0 && goods_events > 0,
        "{goods_taken} {goods_events}"
    );
}
