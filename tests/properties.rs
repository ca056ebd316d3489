//! Property tests over random games: what the engine lists as legal is
//! accepted, everything else is refused and changes nothing, followers and
//! tiles are never lost, scores never go down, and records replay exactly.

use carcassonne_bot::ai::RandomPlayer;
use carcassonne_bot::engine::{
    EndScoring, Expansions, FOLLOWERS_PER_PLAYER, Farms, FeatureKind, Figure, Game, HalfSide,
    Meeple, Move, Phase, Placement, Port, Pos, Record, Rotation, Rules, Side, SmallCity, replay,
};
use proptest::prelude::*;

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (0..2usize, 0..3usize, 0..2usize).prop_map(|(s, f, e)| Rules {
        small_city: [SmallCity::Four, SmallCity::Two][s],
        farms: Farms::ALL[f],
        end_scoring: EndScoring::ALL[e],
    })
}

/// Everything a player could observe about a game.
fn snapshot(game: &Game) -> String {
    format!(
        "{:?} {} {:?} {:?} {:?} {}",
        game.phase(),
        game.current_seat(),
        game.scores(),
        (0..game.players() as u8)
            .map(|s| game.supply(s))
            .collect::<Vec<_>>(),
        game.followers(),
        Record::from_game(game).to_json()
    )
}

fn all_meeples() -> Vec<Meeple> {
    let mut v = vec![Meeple::follower(FeatureKind::Monastery, None)];
    let ports: Vec<Port> = Side::ALL
        .into_iter()
        .map(Port::Side)
        .chain(HalfSide::ALL.into_iter().map(Port::Half))
        .collect();
    for kind in FeatureKind::ALL {
        for &port in &ports {
            v.push(Meeple::follower(kind, Some(port)));
        }
        v.push(Meeple::follower(kind, None));
    }
    v
}

fn check_invariants(game: &Game, last_scores: &mut Vec<u32>) {
    let players = game.players();
    for seat in 0..players as u8 {
        for figure in Figure::ALL {
            let on_board = game
                .followers()
                .iter()
                .filter(|f| f.seat == seat && f.figure == figure)
                .count();
            let supply = if figure.in_play(game.expansions()) {
                figure.supply()
            } else {
                0
            };
            assert_eq!(
                usize::from(game.figures_left(seat, figure)) + on_board,
                usize::from(supply),
                "seat {seat}'s {figure:?}s"
            );
        }
        let followers = game
            .followers()
            .iter()
            .filter(|f| f.seat == seat && f.figure == Figure::Follower)
            .count();
        assert_eq!(
            usize::from(game.supply(seat)) + followers,
            usize::from(FOLLOWERS_PER_PLAYER),
            "seat {seat}'s followers"
        );
    }
    let set_aside = game
        .history()
        .iter()
        .filter(|h| {
            !matches!(h, carcassonne_bot::engine::HistoryEntry::Placed { .. }) && h.tile().is_some()
        })
        .count();
    let held = usize::from(game.current_tile().is_some());
    assert_eq!(
        game.board().len() + set_aside + game.tiles_left() + held,
        game.tile_set().total_tiles(),
        "tiles placed + set aside + in hand + in the bag"
    );
    // The bag, kind by kind: what is not on the board, set aside or in hand.
    let bag = game.bag_counts();
    assert_eq!(
        bag.iter().map(|&(_, n)| usize::from(n)).sum::<usize>(),
        game.tiles_left(),
        "the bag's counts add up to the tiles left"
    );
    for &(kind, n) in &bag {
        let placed = game
            .board()
            .tiles()
            .iter()
            .filter(|t| t.kind == kind)
            .count();
        let aside = game
            .history()
            .iter()
            .filter(|h| {
                !matches!(h, carcassonne_bot::engine::HistoryEntry::Placed { .. })
                    && h.tile() == Some(kind)
            })
            .count();
        let held = usize::from(game.current_tile() == Some(kind));
        assert_eq!(
            placed + aside + held + usize::from(n),
            usize::from(game.tile_set().count(kind)),
            "tile kind {}",
            game.tile_set().name_of(kind)
        );
    }
    assert!(game.bag_fitting() <= game.tiles_left());
    for (now, before) in game.scores().iter().zip(last_scores.iter()) {
        assert!(now >= before, "a score went down");
    }
    *last_scores = game.scores().to_vec();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn legal_moves_are_exactly_what_the_engine_accepts(
        seed in any::<u64>(),
        players in 2usize..=6,
        rules in rules_strategy(),
    ) {
        let mut game = Game::new(players, rules, seed).unwrap();
        let mut player = RandomPlayer::new(seed ^ 0xABCD);
        let mut last = vec![0; players];
        let meeples = all_meeples();
        let mut turn = 0;
        while let Phase::PlaceTile(tile) = game.phase() {
            turn += 1;
            let legal = game.legal_placements();
            prop_assert!(!legal.is_empty());
            // Every square near the board, every rotation: accepted iff listed.
            let (min, max) = game.board().bounds();
            let check_all = turn % 7 == 1;
            for y in min.y - 2..=max.y + 2 {
                for x in min.x - 2..=max.x + 2 {
                    for rot in Rotation::ALL {
                        let p = Placement { pos: Pos::new(x, y), rot };
                        let listed = legal.contains(&p);
                        let fits = game.check_fit(tile, p);
                        prop_assert_eq!(listed, fits.is_ok(), "{:?} at {}: {:?}", p, turn, fits);
                        if listed && check_all {
                            let mut copy = game.clone();
                            prop_assert!(copy.place_tile(p).is_ok());
                            // The dry run agrees with the real thing.
                            let dry = game.follower_spots_for(p).unwrap();
                            prop_assert_eq!(dry, copy.follower_spots());
                        } else if !listed && check_all {
                            let before = snapshot(&game);
                            prop_assert!(game.clone().place_tile(p).is_err());
                            let refused = game.play(Move::new(p, None)).is_err();
                            prop_assert!(refused);
                            prop_assert_eq!(&before, &snapshot(&game));
                        }
                    }
                }
            }
            // Place the tile, then check every conceivable follower.
            let p = legal[turn % legal.len()];
            game.place_tile(p).unwrap();
            let spots = game.follower_spots();
            let before = snapshot(&game);
            for &m in &meeples {
                let result = game.clone().place_follower(Some(m));
                let listed = spots.iter().any(|s| {
                    s.kind == m.kind && (s.port.is_none() && m.port.is_none()
                        || m.port.is_some_and(|port| {
                            game.tile_set()
                                .oriented(tile, p.rot)
                                .segment_at(port) == Some(usize::from(s.segment))
                        }))
                });
                prop_assert_eq!(listed, result.is_ok(), "{:?}: {:?}", m, result);
                if result.is_err() {
                    prop_assert!(game.place_follower(Some(m)).is_err());
                    prop_assert_eq!(&before, &snapshot(&game));
                }
            }
            player.play_turn(&mut game).unwrap();
            check_invariants(&game, &mut last);
        }
        prop_assert!(game.is_over());
        check_invariants(&game, &mut last);
    }

    #[test]
    fn a_game_replays_from_its_record_to_the_same_scores(
        seed in any::<u64>(),
        players in 2usize..=6,
        rules in rules_strategy(),
    ) {
        let mut game = Game::new(players, rules, seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        let mut last = vec![0; players];
        while !game.is_over() {
            player.play_turn(&mut game).unwrap();
            check_invariants(&game, &mut last);
        }
        let text = Record::from_game(&game).to_json();
        let record = Record::parse(&text).unwrap();
        prop_assert_eq!(record.to_json(), text.clone());
        let again = replay(&record).unwrap();
        prop_assert_eq!(again.scores(), game.scores());
        prop_assert_eq!(again.final_events(), game.final_events());
        prop_assert_eq!(Record::from_game(&again).to_json(), text);
        // Every follower on the board at the end is a farmer or sat on an
        // unfinished feature; the supply holds the rest.
        for seat in 0..players as u8 {
            prop_assert!(again.supply(seat) <= FOLLOWERS_PER_PLAYER);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game(seed in any::<u64>()) {
        let play = |s: u64| {
            let mut g = Game::new(3, Rules::default(), s).unwrap();
            let mut p = RandomPlayer::new(s);
            while !g.is_over() {
                p.play_turn(&mut g).unwrap();
            }
            Record::from_game(&g).to_json()
        };
        prop_assert_eq!(play(seed), play(seed));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Under every subset of the expansions and every rule option: each
    /// listed figure spot and abbot return is accepted, each game finishes
    /// with its tiles and figures all accounted for, and its record
    /// replays to the same scores and goods.
    #[test]
    fn expansion_games_finish_intact_and_replay(
        seed in any::<u64>(),
        players in 2usize..=6,
        rules in rules_strategy(),
        bits in 1u8..16,
    ) {
        let x = Expansions::from_bits(bits);
        let mut game = Game::with_expansions(players, rules, x, seed).unwrap();
        let mut player = RandomPlayer::new(seed ^ 0x5EED);
        let mut last = vec![0; players];
        let mut turn = 0;
        while let Phase::PlaceTile(_) = game.phase() {
            turn += 1;
            let legal = game.legal_placements();
            prop_assert!(!legal.is_empty());
            let p = legal[turn % legal.len()];
            let dry = game.follower_spots_for(p).unwrap();
            let returnable = game.can_return_abbot(p);
            let mut placed = game.clone();
            placed.place_tile(p).unwrap();
            prop_assert_eq!(&dry, &placed.follower_spots());
            prop_assert_eq!(returnable, placed.abbot_to_return().is_some());
            for spot in &dry {
                let whole = game.clone().play(Move::new(p, Some(spot.meeple())));
                prop_assert!(whole.is_ok(), "{:?}: {:?}", spot, whole);
            }
            let back = game.clone().play(Move { placement: p, meeple: None, return_abbot: true });
            prop_assert_eq!(back.is_ok(), returnable, "{:?}", back);
            player.play_turn(&mut game).unwrap();
            check_invariants(&game, &mut last);
        }
        prop_assert!(game.is_over());
        check_invariants(&game, &mut last);
        let text = Record::from_game(&game).to_json();
        let record = Record::parse(&text).unwrap();
        prop_assert_eq!(record.to_json(), text.clone());
        let again = replay(&record).unwrap();
        prop_assert_eq!(again.scores(), game.scores());
        prop_assert_eq!(again.final_events(), game.final_events());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// No move, however wild, panics; a refused one changes nothing.
    #[test]
    fn any_move_is_played_or_refused_cleanly(
        seed in any::<u64>(),
        turns in 0usize..40,
        x in prop_oneof![-3i32..3, any::<i32>()],
        y in prop_oneof![-3i32..3, any::<i32>()],
        rot in 0u8..4,
        m in 0usize..62,
    ) {
        let mut game = Game::new(2, Rules::default(), seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        for _ in 0..turns {
            player.play_turn(&mut game).unwrap();
        }
        let meeples = all_meeples();
        let meeple = meeples.get(m).copied();
        let before = snapshot(&game);
        let mv = Move::new(Placement { pos: Pos::new(x, y), rot: Rotation::new(rot).unwrap() }, meeple);
        if game.play(mv).is_err() {
            prop_assert_eq!(before, snapshot(&game));
        }
    }

    /// Arbitrary text never makes the record reader panic.
    #[test]
    fn any_text_is_read_or_refused(text in ".{0,200}") {
        let _ = Record::parse(&text).and_then(|r| replay(&r).map(|_| ()));
        let _ = Rules::from_json(&text);
        let _ = Port::parse(&text);
    }

    /// Damaged records are refused with a reason, never a panic.
    #[test]
    fn damaged_records_are_refused_cleanly(at in 0usize..6000, byte in any::<u8>(), cut in any::<bool>()) {
        let text = include_str!("data/bga/bga-367163108.json");
        let mut bytes = text.as_bytes().to_vec();
        let at = at % bytes.len();
        if cut {
            bytes.truncate(at);
        } else {
            bytes[at] = byte;
        }
        let damaged = String::from_utf8_lossy(&bytes);
        if let Err(e) = Record::parse(&damaged).and_then(|r| replay(&r).map(|_| ())) {
            prop_assert!(!e.message.is_empty());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Time-outs and resignations keep every invariant, end the game when
    /// one player is left, and replay from the record.
    #[test]
    fn skips_and_resignations_replay(
        seed in any::<u64>(),
        players in 2usize..=6,
        events in proptest::collection::vec((0u8..40, 0u8..6), 0..8),
    ) {
        let mut game = Game::new(players, Rules::default(), seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        let mut last = vec![0; players];
        let mut turn = 0u8;
        while !game.is_over() {
            turn = turn.wrapping_add(1);
            let event = events.iter().find(|(at, _)| *at == turn);
            match event {
                Some((_, who)) if who % 2 == 0 => {
                    let r = game.skip_turn().unwrap();
                    prop_assert!(r.placement.is_none());
                }
                Some((_, who)) => {
                    let seat = who % players as u8;
                    let was_active = game.is_active(seat);
                    let r = game.resign(seat);
                    prop_assert_eq!(r.is_ok(), was_active);
                    prop_assert!(!game.is_active(seat));
                }
                None => {
                    player.play_turn(&mut game).unwrap();
                }
            }
            if !game.is_over() {
                prop_assert!(game.is_active(game.current_seat()), "a resigned seat never plays");
            }
            check_invariants(&game, &mut last);
        }
        // (Every seat may have left: the last player in turn can resign too,
        // as the service does for computers left on their own.)
        prop_assert!(game.is_over());
        let text = Record::from_game(&game).to_json();
        let again = replay(&Record::parse(&text).unwrap()).unwrap();
        prop_assert_eq!(again.scores(), game.scores());
        prop_assert_eq!(Record::from_game(&again).to_json(), text);
    }
}
