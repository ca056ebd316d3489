//! Computer players: always legal, reproducible, cancellable, and the
//! tournament tool's summary line.

use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use carcassonne_bot::ai::{Ai, Level, SearchBudget};
use carcassonne_bot::engine::Expansions;
use carcassonne_bot::engine::{EndScoring, Farms, Game, Rules, SmallCity};
use proptest::prelude::*;

/// A small budget so tests stay quick; the search is the same.
fn quick() -> SearchBudget {
    SearchBudget {
        simulations: 24,
        time: Duration::from_secs(60),
        candidates: 4,
        horizon: u32::MAX,
    }
}

fn player(level: Level, seed: u64) -> Ai {
    Ai::new(level, seed).with_budget(quick())
}

/// Plays a whole game with the given levels round the table.
fn play(levels: &[Level], rules: Rules, seed: u64) -> Game {
    play_with(levels, rules, Expansions::NONE, seed)
}

/// [`play`] with expansions.
fn play_with(levels: &[Level], rules: Rules, x: Expansions, seed: u64) -> Game {
    let mut game = Game::with_expansions(levels.len(), rules, x, seed).unwrap();
    let mut seats: Vec<Ai> = levels
        .iter()
        .enumerate()
        .map(|(s, &l)| player(l, seed ^ s as u64))
        .collect();
    let never = AtomicBool::new(false);
    while !game.is_over() {
        let seat = usize::from(game.current_seat());
        let mv = seats[seat].choose(&game, &never).expect("a move");
        let before = game.clone();
        game.play(mv)
            .unwrap_or_else(|e| panic!("{} played an illegal move: {e}", levels[seat]));
        assert!(game.tiles_drawn() > before.tiles_drawn() || game.is_over());
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn every_level_plays_only_legal_moves(
        seed in any::<u64>(),
        players in 2usize..=6,
        farms in 0u8..3,
        small in any::<bool>(),
        end in any::<bool>(),
    ) {
        let rules = Rules {
            farms: [Farms::PerField, Farms::PerCity, Farms::Off][usize::from(farms)],
            small_city: if small { SmallCity::Two } else { SmallCity::Four },
            end_scoring: if end { EndScoring::All } else { EndScoring::MonasteriesOnly },
        };
        let all = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
        let levels: Vec<Level> = (0..players).map(|s| all[(s + seed as usize) % 4]).collect();
        let game = play(&levels, rules, seed);
        prop_assert!(game.is_over());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Every level plays every expansion (the river's order kept in the
    /// futures the hard level imagines), and the game ends with every
    /// tile and figure accounted for.
    #[test]
    fn every_level_plays_the_expansions(seed in any::<u64>(), bits in 1u8..16) {
        let x = Expansions::from_bits(bits);
        let all = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
        let levels = [all[seed as usize % 4], all[(seed as usize + 1) % 4]];
        let game = play_with(&levels, Rules::default(), x, seed);
        prop_assert!(game.is_over());
        prop_assert_eq!(game.expansions(), x);
    }
}

#[test]
fn the_same_seed_gives_the_same_moves() {
    let game = Game::new(3, Rules::default(), 77).unwrap();
    let never = AtomicBool::new(false);
    for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        let a = player(level, 5).choose(&game, &never);
        let b = player(level, 5).choose(&game, &never);
        assert_eq!(a, b, "{level}");
        assert!(a.is_some());
    }
}

#[test]
fn a_cancelled_search_still_answers_with_a_legal_move() {
    let mut game = Game::new(2, Rules::default(), 9).unwrap();
    let cancel = AtomicBool::new(true);
    let mut hard = Ai::new(Level::Hard, 1);
    for _ in 0..10 {
        let started = std::time::Instant::now();
        let mv = hard.choose(&game, &cancel).expect("a move");
        // Not a timing test: a cancelled search does no simulations at all,
        // which a minute would show even on the slowest machine.
        assert!(started.elapsed() < Duration::from_secs(60));
        game.play(mv).unwrap();
    }
}

#[test]
fn no_move_without_a_tile_in_hand() {
    let mut game = Game::new(2, Rules::default(), 3).unwrap();
    let tile = game.current_tile().unwrap();
    let p = game.placements_of(tile)[0];
    game.place_tile(p).unwrap();
    let never = AtomicBool::new(false);
    assert_eq!(Ai::new(Level::Hard, 1).choose(&game, &never), None);
}

#[test]
fn levels_read_and_print() {
    for l in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        assert_eq!(Level::parse(l.name()), Some(l));
    }
    assert_eq!(Level::parse("Greedy"), Some(Level::Medium));
    assert_eq!(Level::parse("impossible"), None);
}

#[test]
fn tournament_prints_a_json_summary_last() {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args([
            "tournament",
            "--a",
            "greedy",
            "--b",
            "random",
            "--games",
            "12",
            "--seed",
            "4",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let last = text.lines().last().unwrap();
    let v: serde_json::Value = serde_json::from_str(last).unwrap();
    assert_eq!(v["games"], 12);
    assert_eq!(v["a"]["level"], "medium");
    let wins = v["a"]["wins"].as_u64().unwrap() + v["b"]["wins"].as_u64().unwrap();
    assert_eq!(wins + v["draws"].as_u64().unwrap(), 12);
    let ci = v["a"]["win_rate_ci95"].as_array().unwrap();
    let rate = v["a"]["win_rate"].as_f64().unwrap();
    assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
    assert!(v["a"]["mean_score"].as_f64().unwrap() > v["b"]["mean_score"].as_f64().unwrap());
    assert!(v["a"]["mean_seconds_per_move"].as_f64().is_some());
    // A bad level is refused with a clear message.
    let bad = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["tournament", "--a", "godlike", "--b", "random"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("no level called"));
}
