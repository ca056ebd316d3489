//! Game records: the real Board Game Arena games, writing records back
//! exactly, and bad records rejected with the turn and the reason.

use std::path::PathBuf;
use std::process::Command;

use carcassonne_bot::engine::{Record, RecordError, StandIn, Undone, replay};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

const BGA: &[(&str, [u32; 2])] = &[
    ("bga-366166200.json", [96, 70]),
    ("bga-367163108.json", [85, 89]),
    ("bga-368679629.json", [94, 91]),
    ("bga-369577999.json", [96, 103]),
    ("bga-370417702.json", [108, 91]),
    ("bga-374076298.json", [96, 98]),
];

fn bga_text(name: &str) -> String {
    std::fs::read_to_string(data("bga").join(name)).unwrap()
}

#[test]
fn real_games_replay_to_their_exact_scores() {
    for (name, expected) in BGA {
        let record = Record::parse(&bga_text(name)).unwrap();
        // Every turn has recorded scores, and replay checks each of them.
        assert!(record.turns.iter().all(|t| t.scores.is_some()), "{name}");
        let game = replay(&record).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(game.is_over(), "{name}");
        assert_eq!(game.scores(), expected, "{name}");
    }
}

#[test]
fn records_are_written_back_byte_for_byte() {
    for (name, _) in BGA {
        let text = bga_text(name);
        let record = Record::parse(&text).unwrap();
        assert_eq!(record.to_json(), text, "{name}");
        // A record written from the replayed game is the same record (the
        // BGA files name follower ports the way the engine would keep them).
        let game = replay(&record).unwrap();
        let again = Record::from_game(&game);
        assert_eq!(again.turns.len(), record.turns.len());
        assert_eq!(again.final_scores, record.final_scores);
        assert_eq!(replay(&again).unwrap().scores(), game.scores());
    }
}

/// A BGA record with one line of turn `turn` (1-based) changed.
fn edited(turn: usize, edit: impl Fn(&str) -> String) -> String {
    let text = bga_text("bga-366166200.json");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Line 0 is "{", then format, players, rules, start, "turns": [
    let idx = 5 + turn;
    lines[idx] = edit(&lines[idx]);
    lines.join("\n")
}

fn rejected(text: &str) -> RecordError {
    match Record::parse(text).and_then(|r| replay(&r).map(|_| ())) {
        Ok(()) => panic!("accepted a bad record"),
        Err(e) => e,
    }
}

#[test]
fn bad_records_name_the_turn_and_the_reason() {
    // Turn 1 is H at (0, -1) rot 3 with a knight at S, scores [4, 0].
    let cases: Vec<(String, usize, &str)> = vec![
        (
            edited(1, |l| l.replace("\"H\"", "\"Z\"")),
            1,
            "unknown tile \"Z\"",
        ),
        (
            edited(1, |l| l.replace("\"rot\": 3", "\"rot\": 4")),
            1,
            "\"rot\" must be 0, 1, 2 or 3",
        ),
        (
            edited(1, |l| l.replace("\"rot\": 3", "\"rot\": 0")),
            1,
            "does not fit at (0, -1): its south edge is a field but the tile to the south has a city there",
        ),
        (
            edited(1, |l| l.replace("\"y\": -1", "\"y\": -5")),
            1,
            "touches none",
        ),
        (
            edited(1, |l| l.replace("\"y\": -1", "\"y\": 0")),
            1,
            "There is already a tile at (0, 0)",
        ),
        (
            edited(1, |l| l.replace("\"scores\": [4, 0]", "\"scores\": [4, 1]")),
            1,
            "the record's scores are [4, 1] but the rules give [4, 0]",
        ),
        (
            edited(1, |l| l.replace("\"player\": 0", "\"player\": 1")),
            1,
            "it is seat 0's turn, not seat 1's",
        ),
        (
            edited(1, |l| l.replace("\"player\": 0", "\"player\": 2")),
            1,
            "\"player\" must be a seat from 0 to 1",
        ),
        (
            edited(1, |l| l.replace("\"port\": \"S\"", "\"port\": \"E\"")),
            1,
            "This tile has no city at E",
        ),
        (
            edited(1, |l| l.replace("\"port\": \"S\"", "\"port\": \"Q\"")),
            1,
            "unknown port \"Q\"",
        ),
        (
            edited(1, |l| {
                l.replace(
                    "\"kind\": \"city\", \"port\": \"S\"",
                    "\"kind\": \"monastery\"",
                )
            }),
            1,
            "This tile has no monastery",
        ),
        (
            edited(1, |l| {
                l.replace("\"kind\": \"city\", \"port\": \"S\"", "\"kind\": \"city\"")
            }),
            1,
            "needs a port",
        ),
        (
            edited(1, |l| l.replace("\"x\": 0, ", "")),
            1,
            "a turn needs \"x\"",
        ),
        (
            edited(1, |l| l.replace("\"x\": 0", "\"x\": 0.5")),
            1,
            "must be a whole number",
        ),
        (
            edited(1, |l| l.replace("\"x\": 0", "\"x\": 99999999999")),
            1,
            "far off any board",
        ),
        (
            edited(1, |l| l.replace("\"scores\"", "\"score\"")),
            1,
            "unknown field \"score\"",
        ),
        (
            edited(1, |l| {
                l.replace(", \"scores\": [4, 0]", ", \"scores\": [4]")
            }),
            1,
            "lists 1 scores for 2 players",
        ),
        (
            edited(1, |l| {
                l.replace("\"x\": 0, \"y\": -1, \"rot\": 3, \"meeple\": { \"kind\": \"city\", \"port\": \"S\" }", "\"discard\": true")
            }),
            1,
            "tile H cannot be discarded: it fits at",
        ),
        (
            edited(71, |l| l.replace("[55, 18]", "[55, 19]")),
            71,
            "scores are [55, 19]",
        ),
    ];
    for (text, turn, message) in cases {
        let e = rejected(&text);
        assert_eq!(e.turn, turn, "{e}");
        assert!(e.message.contains(message), "expected {message:?} in {e}");
    }
}

#[test]
fn a_follower_on_an_occupied_feature_is_rejected() {
    let text = r#"{
  "format": "carcassonne-record/1",
  "players": 2,
  "turns": [
    { "player": 0, "tile": "V", "x": 1, "y": 0, "rot": 1, "meeple": { "kind": "road", "port": "W" } },
    { "player": 1, "tile": "V", "x": -1, "y": 0, "rot": 2, "meeple": { "kind": "road", "port": "E" } }
  ]
}"#;
    let e = rejected(text);
    assert_eq!(e.turn, 2);
    assert_eq!(e.message, "That road already has a follower on it.");
    assert_eq!(
        e.to_string(),
        "turn 2: That road already has a follower on it."
    );
    // Without the second thief the same record is fine, and the defaults
    // for the omitted rules and start tile apply.
    let fine = text.replace(r#"{ "kind": "road", "port": "E" }"#, "null");
    let record = Record::parse(&fine).unwrap();
    assert_eq!(record.rules, carcassonne_bot::engine::Rules::default());
    replay(&record).unwrap();
}

#[test]
fn bad_headers_and_totals_are_rejected() {
    let text = bga_text("bga-366166200.json");
    let e = rejected(&text.replace("[96, 70]", "[96, 71]"));
    assert_eq!(e.turn, 71);
    assert!(
        e.message
            .contains("final scores are [96, 71] but the rules give [96, 70]"),
        "{e}"
    );
    let e = rejected(&text.replace("carcassonne-record/1", "carcassonne-record/2"));
    assert_eq!(e.turn, 0);
    let e = rejected(&text.replace("\"players\": 2", "\"players\": 7"));
    assert!(
        e.message.contains("\"players\" must be 2 to 6, not 7"),
        "{e}"
    );
    let e = rejected(&text.replace("\"farms\": \"per_field\"", "\"farms\": \"sometimes\""));
    assert!(e.message.contains("\"farms\" must be"), "{e}");
    let e = rejected(&text[..text.len() / 2]);
    assert!(e.message.starts_with("not valid JSON"), "{e}");
    let e = rejected("[]");
    assert_eq!(e.message, "the record must be a JSON object");
    // An unfinished record with final scores.
    let cut: Vec<&str> = text.lines().collect();
    let mut short = cut[..8].join("\n");
    short = short.trim_end_matches(',').to_string();
    short.push_str("\n  ],\n  \"final_scores\": [4, 0]\n}\n");
    let e = rejected(&short);
    assert!(e.message.contains("still in the bag"), "{e}");
    // A twelfth tile C (the set has one).
    let many_c = text.replace("\"tile\": \"U\"", "\"tile\": \"C\"");
    let e = rejected(&many_c);
    assert!(
        e.message
            .contains("one tile C too many: the set has only 1"),
        "{e}"
    );
}

#[test]
fn an_unfinished_record_replays_to_its_position() {
    let text = bga_text("bga-366166200.json");
    let lines: Vec<&str> = text.lines().collect();
    let mut short = lines[..15].join("\n");
    short = short.trim_end_matches(',').to_string();
    short.push_str("\n  ]\n}\n");
    let record = Record::parse(&short).unwrap();
    assert_eq!(record.turns.len(), 9);
    let game = replay(&record).unwrap();
    assert!(!game.is_over());
    assert_eq!(game.tiles_drawn(), 10, "9 turns and the tile now in hand");
    assert_eq!(record.to_json(), short);
}

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
}

#[test]
fn the_replay_command_prints_a_line_per_file() {
    let dir = std::env::temp_dir().join(format!("carcassonne-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, edited(3, |l| l.replace("\"rot\": 1", "\"rot\": 2"))).unwrap();
    let good = data("bga").join("bga-366166200.json");
    let out = bin().arg("replay").arg(&good).arg(&bad).output().unwrap();
    assert!(
        !out.status.success(),
        "a failing file makes the exit status non-zero"
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["ok"], true);
    assert_eq!(lines[0]["final_scores"], serde_json::json!([96, 70]));
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["turn"], 3);
    assert!(lines[1]["error"].as_str().unwrap().contains("does not fit"));

    let ok = bin().arg("replay").arg(&good).output().unwrap();
    assert!(ok.status.success());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_simulate_command_writes_records_that_replay() {
    let dir = std::env::temp_dir().join(format!("carcassonne-sim-{}", std::process::id()));
    let out = bin()
        .args([
            "simulate",
            "--games",
            "5",
            "--players",
            "3",
            "--seed",
            "7",
            "--out",
        ])
        .arg(&dir)
        .args(["--rules", r#"{"farms": "per_city"}"#])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["games"], 5);
    assert_eq!(summary["mean_scores"].as_array().unwrap().len(), 3);
    assert!(summary["games_per_second"].as_f64().unwrap() > 0.0);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 5);
    for f in &files {
        let record = Record::parse(&std::fs::read_to_string(f).unwrap()).unwrap();
        assert_eq!(record.rules.farms, carcassonne_bot::engine::Farms::PerCity);
        assert!(record.final_scores.is_some());
        replay(&record).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
    }
    let replayed = bin().arg("replay").args(&files).output().unwrap();
    assert!(replayed.status.success());
    let bad_rules = bin()
        .args(["simulate", "--games", "1", "--rules", "{\"farms\": 3}"])
        .output()
        .unwrap();
    assert!(!bad_rules.status.success());
    assert!(
        String::from_utf8_lossy(&bad_rules.stderr)
            .contains("\"farms\" in \"rules\" must be a string")
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_start_tile_at_the_edge_of_the_world_is_refused() {
    let text = r#"{ "format": "carcassonne-record/1", "players": 2,
        "start": { "tile": "D", "x": 2147483647, "y": 0, "rot": 0 }, "turns": [] }"#;
    let e = rejected(text);
    assert_eq!(e.turn, 0);
    assert!(e.message.contains("too far from (0, 0)"), "{e}");
    // Anywhere sensible is fine.
    let moved = text.replace("2147483647", "-5000");
    replay(&Record::parse(&moved).unwrap()).unwrap();
}

#[test]
fn time_outs_and_resignations_are_recorded_and_replayed() {
    use carcassonne_bot::engine::{Game, Rules};
    let mut game = Game::new(3, Rules::default(), 99).unwrap();
    let first_tile = game.current_tile().unwrap();
    game.skip_turn().unwrap(); // seat 0 runs out of time
    assert_eq!(game.current_seat(), 1);
    game.resign(2).unwrap(); // seat 2 leaves out of turn
    let p = game.legal_placements()[0];
    game.place_tile(p).unwrap();
    game.place_follower(None).unwrap();
    assert_eq!(game.current_seat(), 0, "seat 2 is skipped");
    let report = game.resign(0).unwrap(); // seat 0 leaves holding a tile
    assert!(report.game_over, "one player left: the game ends");
    assert!(game.is_over());
    let text = Record::from_game(&game).to_json();
    let set = game.tile_set();
    assert!(text.contains(&format!(
        "{{ \"player\": 0, \"tile\": \"{}\", \"skip\": true, \"scores\": [0, 0, 0] }}",
        set.name_of(first_tile)
    )));
    assert!(text.contains("{ \"player\": 2, \"resign\": true, \"scores\": [0, 0, 0] }"));
    let again = replay(&Record::parse(&text).unwrap()).unwrap();
    assert!(again.is_over());
    assert_eq!(again.scores(), game.scores());
    // A resignation out of turn cannot name a tile.
    let bad = text.replace(
        "{ \"player\": 2, \"resign\": true",
        &format!(
            "{{ \"player\": 2, \"tile\": \"{}\", \"resign\": true",
            set.name_of(first_tile)
        ),
    );
    assert!(
        rejected(&bad)
            .message
            .contains("only the player whose turn it is holds a tile")
    );
}

#[test]
fn undone_moves_are_kept_in_the_record_and_checked() {
    let full = Record::parse(&bga_text("bga-366166200.json")).unwrap();
    // Turns 11 and 12 were played, undone, and played again the same way.
    let mut record = full.clone();
    record.turns.truncate(20);
    record.final_scores = None;
    record.undone = vec![Undone {
        after: 10,
        turns: full.turns[10..12].to_vec(),
    }];
    let text = record.to_json();
    assert!(text.contains("\"undone\": ["), "{text}");
    let back = Record::parse(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.to_json(), text);
    let game = replay(&back).unwrap();
    assert_eq!(game.history().len(), 20);

    // An undone move that could never have been played is refused.
    let mut bad = record.clone();
    bad.undone[0].turns[0] = full.turns[3].clone();
    let e = replay(&bad).unwrap_err();
    assert!(e.to_string().contains("undone moves 1"), "{e}");
    // So is an undo after a turn the record does not have.
    let e = rejected(&text.replace("\"after\": 10", "\"after\": 21"));
    assert!(e.to_string().contains("\"after\" = 21"), "{e}");
}

#[test]
fn stand_ins_are_kept_in_the_record_and_checked() {
    let mut record = Record::parse(&bga_text("bga-366166200.json")).unwrap();
    record.stand_ins = vec![StandIn {
        seat: 1,
        from: 30,
        level: "medium".into(),
    }];
    let text = record.to_json();
    assert!(
        text.contains("\"stand_ins\": [{ \"player\": 1, \"from\": 30, \"level\": \"medium\" }]"),
        "{text}"
    );
    let back = Record::parse(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.to_json(), text);
    replay(&back).unwrap();
    let entry = "{ \"player\": 1, \"from\": 30, \"level\": \"medium\" }";
    for (bad, says) in [
        (
            "{ \"player\": 7, \"from\": 30, \"level\": \"medium\" }",
            "has no seat",
        ),
        (
            "{ \"player\": 1, \"from\": 999, \"level\": \"medium\" }",
            "is not a turn",
        ),
        (
            "{ \"player\": 1, \"from\": 30, \"level\": \"Mé\" }",
            "not a level's name",
        ),
        ("{ \"player\": 1, \"from\": 30 }", "level"),
    ] {
        let e = rejected(&text.replace(entry, bad));
        assert!(e.to_string().contains(says), "{bad}: {e}");
    }
    let twice = text.replace(entry, &format!("{entry}, {entry}"));
    assert!(rejected(&twice).to_string().contains("twice"));
}
