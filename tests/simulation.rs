//! The whole-service simulation (`carcassonne_bot::sim`): thousands of
//! short histories of people, computers, time and Discord's faults, each
//! checked after every step, on SQLite and on PostgreSQL with the same
//! seeds. A failure prints its seed and the shortest history found that
//! still fails; `carcassonne-bot soak --seed S --histories 1` runs it
//! again. `SIM_HISTORIES` sets how many histories run (SQLite; PostgreSQL
//! runs the first 15% of the same seeds: 300 of 2,000).
//!
//! Below them, histories the simulation found, shortened: each failed
//! before its fix.

use carcassonne_bot::sim::{Db, Report, STEPS, Step, history, run, run_list, shorten};

#[path = "support/pg.rs"]
#[allow(dead_code)]
mod pg;

/// The service's errors (the cause behind an internal error a simulated
/// person saw), shown with a failing test's output.
fn log_errors() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("error"))
        .with_test_writer()
        .try_init();
}

fn histories() -> usize {
    std::env::var("SIM_HISTORIES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000)
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!(
        "carcassonne-sim-{name}-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ))
}

fn assert_clean(report: &Report) {
    eprintln!(
        "{} histories, {} steps, {} faults, {} failed, {:.0} s",
        report.histories, report.steps, report.faults, report.failures, report.seconds
    );
    if let Some(f) = &report.failure {
        panic!(
            "{} of {} histories failed; kinds: {:?}\nfirst: seed {}: {}\nshortened history:\n  {}",
            report.failures,
            report.histories,
            report.kinds,
            f.seed,
            f.why,
            f.steps.join("\n  ")
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn histories_on_sqlite_keep_every_invariant() {
    log_errors();
    let dir = temp_dir("sqlite");
    let report = run(Db::Sqlite(dir.clone()), histories(), 1, STEPS, 3, |_| {})
        .await
        .unwrap();
    let _ = std::fs::remove_dir_all(dir);
    assert_eq!(report.histories, histories());
    assert!(report.faults > report.histories as u64, "{report:?}");
    assert_clean(&report);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_histories_on_postgres_keep_every_invariant() {
    log_errors();
    let Some(server) = pg::required() else {
        return;
    };
    let url = server.database("sim");
    let n = (histories() * 3 / 20).max(1);
    let report = run(Db::Postgres(url), n, 1, STEPS, 3, |_| {})
        .await
        .unwrap();
    assert_eq!(report.histories, n);
    assert_clean(&report);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_history_is_shortened_to_the_steps_that_fail() {
    let mut steps = history(5, 40);
    steps.insert(25, Step::Canary);
    let dir = temp_dir("shorten");
    let (short, why) = shorten(Db::Sqlite(dir.clone()), &steps)
        .await
        .unwrap()
        .expect("the canary fails");
    let _ = std::fs::remove_dir_all(dir);
    assert_eq!(short, vec![Step::Canary], "{why}");
    assert!(why.contains("canary"), "{why}");
    // A seed gives its history again.
    assert_eq!(
        history(5, 40),
        steps[..25]
            .iter()
            .chain(&steps[26..])
            .cloned()
            .collect::<Vec<_>>()
    );
}

async fn holds(steps: &[Step]) {
    let dir = temp_dir("found");
    let failed = run_list(Db::Sqlite(dir.clone()), steps).await.unwrap();
    let _ = std::fs::remove_dir_all(dir);
    assert_eq!(failed, None, "{steps:#?}");
}

/// A lobby posted, its answer lost, then closed (out of time) before the
/// post was tried again: the post is skipped, but the message made the
/// first time kept its Join and Start buttons for good.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_skipped_post_closes_the_message_its_lost_answer_made() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 2,
            expansions: 10,
            hours: 0,
            forfeit: 0,
            seed: 15181,
            extras: 0,
        },
        Step::Time {
            secs: 90000,
            process: 0,
        },
        Step::Fault(carcassonne_bot::sim::Fault::Lost),
        Step::Deliver { process: 0 },
        Step::Time {
            secs: 90000,
            process: 1,
        },
    ])
    .await;
}

/// A game opened in a channel and cancelled, a rate limit, and a second
/// game opened in the same channel before the first one's effect was
/// delivered: the look for the first game's earlier post read the second
/// game's "The game begins!" (the same words) as its own, and counted its
/// effect delivered without posting it (seed 67314). A post is now known
/// by its stamp alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_never_takes_another_games_message_for_its_own() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 2,
            expansions: 10,
            hours: 0,
            forfeit: 0,
            seed: 58594,
            extras: 18,
        },
        Step::Cancel {
            game: 1,
            user: 3,
            admin: true,
        },
        Step::Fault(carcassonne_bot::sim::Fault::RateLimited),
        Step::Create {
            channel: 0,
            host: 0,
            seats: 3,
            expansions: 4,
            hours: 2,
            forfeit: 2,
            seed: 1509,
            extras: 47,
        },
        Step::Deliver { process: 0 },
    ])
    .await;
}

/// Two undos against a computer, the second reaching back further than
/// the first: the record's undone moves were replayed after the wrong
/// turns, and the finished game's record did not replay.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_later_undo_may_reach_back_further_and_the_record_still_replays() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 2,
            expansions: 0,
            hours: 1,
            forfeit: 1,
            seed: 31248,
            extras: 0,
        },
        Step::AddComputer { game: 3, level: 1 },
        Step::Start { game: 3, user: 0 },
        Step::Rush { game: 3, turns: 13 },
        Step::AskUndo { game: 2, user: 5 },
        Step::AskUndo { game: 3, user: 1 },
        Step::Place {
            game: 0,
            pick: 42193,
            wrong: false,
        },
        Step::Remove {
            game: 0,
            user: 0,
            admin: true,
        },
    ])
    .await;
}

/// The bot loses its permission in a lobby's channel while two workers
/// deliver it (a claim lapsed): the first pauses the game, and the second,
/// finding it paused already, took the game for over and gave the lobby
/// up; resumed, the lobby was never posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_paused_by_another_worker_keeps_its_effects() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 3,
            expansions: 7,
            hours: 2,
            forfeit: 0,
            seed: 20745,
            extras: 0,
        },
        Step::Permission {
            channel: 0,
            granted: false,
        },
        Step::Race { game: 0 },
    ])
    .await;
}

/// A game paused (a permission lost) ends by a resignation: it stayed
/// paused for good, so its closing messages and final scores were never
/// delivered, and the lobby kept its buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_ends_while_paused_still_shows_its_end() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 4,
            expansions: 8,
            hours: 2,
            forfeit: 2,
            seed: 10640,
            extras: 0,
        },
        Step::Settle,
        Step::Join { game: 3, user: 3 },
        Step::Permission {
            channel: 0,
            granted: false,
        },
        Step::Start { game: 1, user: 0 },
        Step::Deliver { process: 1 },
        Step::Resign { game: 0, user: 4 },
    ])
    .await;
}

/// A lobby made by an action cut short after it was stored, in a locked
/// thread: the game pauses, and is resumed and shown like any other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_made_by_a_killed_action_is_looked_after() {
    holds(&[
        Step::Archive {
            channel: 2,
            locked: true,
        },
        Step::Crash { process: 0, at: 5 },
        Step::Create {
            channel: 2,
            host: 5,
            seats: 2,
            expansions: 1,
            hours: 0,
            forfeit: 0,
            seed: 23440,
            extras: 0,
        },
        Step::Deliver { process: 0 },
    ])
    .await;
}

/// A seat handed to a computer, then an undo reaching back before the
/// hand-over: the record named the stand-in from a turn the undo took
/// away, and no longer read.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_before_a_stand_in_keeps_the_record_readable() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 3,
            expansions: 3,
            hours: 0,
            forfeit: 2,
            seed: 45659,
            extras: 0,
        },
        Step::Join { game: 3, user: 2 },
        Step::Start { game: 1, user: 0 },
        Step::Play {
            game: 2,
            pick: 34263,
        },
        Step::StandIn {
            game: 0,
            user: 1,
            admin: true,
        },
        Step::AskUndo { game: 0, user: 2 },
        Step::Settle,
    ])
    .await;
}

/// A lobby closed while the bot had lost its permissions there keeps its
/// buttons, as Discord refused the edit; the retention then pruned the
/// refusal, the one record of why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_outlives_the_retention() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 3,
            expansions: 7,
            hours: 1,
            forfeit: 2,
            seed: 38686,
            extras: 2,
        },
        Step::Deliver { process: 0 },
        Step::Permission {
            channel: 0,
            granted: false,
        },
        Step::Cancel {
            game: 1,
            user: 3,
            admin: true,
        },
        Step::Race { game: 0 },
        Step::Time {
            secs: 90000,
            process: 1,
        },
        Step::Prune { hours: 24 },
    ])
    .await;
}

/// Every action of the game service is driven by the simulation, or said
/// here to be read-only, or driven through another action the simulation
/// drives. What is not driven yet is listed, and the list only shrinks: a
/// method driven and still listed fails this test, as does a new one in
/// no list.
/// The blocks of `text` that open with `head`, each to its closing brace.
fn impl_blocks(text: &str, head: &str) -> String {
    let mut out = String::new();
    for (at, _) in text.match_indices(head) {
        let mut depth = 0;
        for (i, c) in text[at..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        out.push_str(&text[at..at + i + 1]);
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn the_simulation_drives_every_action_of_the_service() {
    /// Reads alone, each with why driving it adds nothing: what it shows is
    /// checked where it is shown.
    const READ_ONLY: &[(&str, &str)] = &[
        (
            "default_lang",
            "a server's language for new lobbies: read by commands, set by `set_defaults`",
        ),
        (
            "defaults",
            "a server's saved options: the simulation drives `set_defaults` through it",
        ),
        (
            "end_reason",
            "why a game ended: read by the tournament checks",
        ),
        (
            "export_at",
            "a record up to a move: `export` is driven and checked to replay",
        ),
        (
            "record_at",
            "a record up to a move, as `export_at` makes it: the replay is drawn from it",
        ),
        (
            "game_in_channel",
            "the running game of a channel: read when a channel's permissions go",
        ),
        (
            "games_loaded",
            "a count of games kept in memory, for metrics",
        ),
        (
            "head_to_head",
            "two players' results, from the seats the ratings check reads",
        ),
        ("health", "the operators' health check: one query, no state"),
        (
            "home_player",
            "who plays a turn at home: the person in turn, as the view has it (tests/service/deciding.rs)",
        ),
        (
            "check_channel",
            "where a game's control works: its channel, as the game's row says (tests/service/deciding.rs)",
        ),
        (
            "stale_controls",
            "what old controls need, from the view and the live message (tests/service/deciding.rs)",
        ),
        (
            "tournament_here",
            "an event, if asked in its channel: `tournament` with the check of tests/service/deciding.rs",
        ),
        (
            "whose_turn",
            "whose turn the view says it is, for `/carcassonne turn` (tests/service/deciding.rs)",
        ),
        (
            "history",
            "a game's move list as text, from the record that is checked to replay",
        ),
        (
            "latest_game_in",
            "the newest game of a channel, found by commands",
        ),
        (
            "latest_tournament_in",
            "the newest event of a channel, found by commands",
        ),
        (
            "leaderboard",
            "the ranking of the players whose counts the ratings check holds",
        ),
        (
            "leaderboard_of",
            "one server's leaderboard, as `leaderboard`",
        ),
        (
            "leaderboard_span",
            "which leaderboard a person's choice names now: read by `/leaderboard`, shown by `leaderboard_of`",
        ),
        ("limits", "a server's limits: `set_limits` is driven"),
        (
            "lobby_hours",
            "a server's lobby hours: `configure` is driven",
        ),
        (
            "next_effect",
            "the next effect of a game, read by tests (delivery reads it through `deliver_all`)",
        ),
        (
            "next_timer_at",
            "when the timers' loop should wake: `due` is what fires",
        ),
        (
            "identify_turn",
            "a process's turn to identify with Discord's gateway, at its start: tests/shards.rs holds two processes to it against the fake's gateway",
        ),
        ("owner", "this process's name on its claims"),
        ("ping", "the database round trip, for operators"),
        (
            "rating_chart",
            "a player's ratings over time, drawn from the seats the ratings check reads",
        ),
        ("rating_history", "the same ratings as a list"),
        (
            "recent_results",
            "a player's last games, from finished games",
        ),
        (
            "replay_source",
            "what a replay is drawn from: read by the replay step, which checks it",
        ),
        ("sample", "the games' part of the operators' metrics"),
        (
            "seasons",
            "a server's season settings: `set_seasons` is driven",
        ),
        (
            "signup_message",
            "an event's sign-up message, for the Join button",
        ),
        (
            "stats",
            "a player's totals, from the counts the ratings check holds",
        ),
        (
            "revisions",
            "games' stored revisions, which the board's hub compares with what it heard",
        ),
        (
            "revision",
            "a game's stored revision, which marks what the board's hub shows of it",
        ),
        (
            "tournament_in",
            "the live event of a channel, found by commands",
        ),
        (
            "tournament_asked_in",
            "the event a command in a channel or table thread is about",
        ),
        (
            "tournament_of_game",
            "the event a game belongs to, read by the fair-play checks",
        ),
        (
            "now",
            "the service's clock, which the board's sessions expire by",
        ),
        (
            "turn_for",
            "the turn card a person asks for, a view of the turn shown",
        ),
        (
            "view_after",
            "a game after a move, for a computer's news: `view_after_at` is driven",
        ),
    ];
    /// Driven by way of an action the simulation drives (named beside):
    /// called by it, or calling it with nothing of its own (`create` draws
    /// a seed for `create_seeded`, as `open_lobby` does; `tick` is one
    /// pass of a new runner;
    /// `set_defaults` and the like are `configure` with one part).
    /// `pass` is the timer runner's, which the bot's timer loop runs;
    /// `tournament_look` the tournament runner's, which the bot's
    /// tournament loop runs.
    const THROUGH: &[(&str, &str)] = &[
        ("computer_turn", "pass"),
        ("create", "open_lobby"),
        // A game's opening, as `/carcassonne new` asks for it.
        ("create_seeded", "open_lobby"),
        ("lobby_options", "plan_lobby"),
        ("may_open", "plan_lobby"),
        ("thread_opened", "open_lobby"),
        // Each a part of a server's configuration, stored as `configure`
        // stores all of it.
        ("set_defaults", "configure"),
        ("set_lobby_hours", "configure"),
        ("set_seasons", "configure"),
        ("due_timers", "pass"),
        ("effect_done", "deliver_all"),
        ("effect_failed", "deliver_all"),
        ("fire", "pass"),
        ("next_effect_to_deliver", "deliver_all"),
        ("step_tournament", "tournament_look"),
        // The tournament runner's look, the bot's own, with the model of
        // Discord as its venue.
        ("channel_gone", "tournament_look"),
        ("keep_table_thread", "tournament_look"),
        ("live_tournaments", "tournament_look"),
        ("open_table", "tournament_look"),
        ("pause_tournament", "tournament_look"),
        ("tables_to_open", "tournament_look"),
        ("tables_wait_for_room", "tournament_look"),
        ("tournament_post_sending", "tournament_look"),
        ("tournament_posted", "tournament_look"),
        ("tournament_posts", "tournament_look"),
        ("tournament_tick", "tournament_look"),
        // Tests call the same pass through `tick`; the bot and the
        // simulation hold a runner.
        ("tick", "pass"),
    ];
    /// Not driven yet: each is work left.
    const NOT_YET: &[&str] = &[];
    fn sources(dir: &std::path::Path, out: &mut String) {
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push_str(&std::fs::read_to_string(path).unwrap());
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut service, mut sim) = (String::new(), String::new());
    sources(&root.join("src/game/service"), &mut service);
    sources(&root.join("src/sim"), &mut sim);
    // Every `pub fn name(&self` of the service's `impl Service` blocks.
    let mut methods: Vec<String> = Vec::new();
    let service = impl_blocks(&service, "impl Service {");
    for part in service.split("pub ").skip(1) {
        let part = part.strip_prefix("async ").unwrap_or(part);
        let Some(rest) = part.strip_prefix("fn ") else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after = rest[name.len()..].trim_start_matches(|c: char| c != '(');
        let takes_self = after
            .trim_start_matches('(')
            .trim_start()
            .starts_with("&self");
        if takes_self && !methods.contains(&name) {
            methods.push(name);
        }
    }
    assert!(methods.len() > 100, "{} methods read", methods.len());
    // Called on the service (`s`, `svc`, `service` or `service()`), not
    // on anything else of the same name (the engine's `game.board()`).
    let driven = |name: &str| {
        let call = format!(".{name}(");
        sim.match_indices(&call).any(|(at, _)| {
            let before = sim[..at].trim_end();
            let receiver: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || "_()".contains(*c))
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            ["s", "svc", "service", "service()"].contains(&receiver.as_str())
                || receiver.ends_with("service()")
                // The bot's timer runner, the same in the simulation.
                || receiver == "runner"
        })
    };
    let through = |name: &str| THROUGH.iter().any(|t| t.0 == name);
    let mut problems = Vec::new();
    for m in &methods {
        let listed = [
            READ_ONLY.iter().any(|r| r.0 == m.as_str()),
            through(m),
            NOT_YET.contains(&m.as_str()),
        ];
        match (driven(m), listed.iter().filter(|&&l| l).count()) {
            (true, 0) | (false, 1) => {}
            (true, _) if NOT_YET.contains(&m.as_str()) => {
                problems.push(format!("{m} is driven now: take it off NOT_YET"))
            }
            (true, _) => {}
            (false, 0) => problems.push(format!(
                "{m} is not driven by the simulation (drive it, or list it)"
            )),
            (false, _) => problems.push(format!("{m} is in two lists")),
        }
    }
    for name in READ_ONLY
        .iter()
        .map(|r| &r.0)
        .chain(NOT_YET)
        .chain(THROUGH.iter().map(|t| &t.0))
    {
        if !methods.iter().any(|m| m == name) {
            problems.push(format!("{name} is listed but is no method of the service"));
        }
    }
    for (_, by) in THROUGH {
        if !driven(by) {
            problems.push(format!("{by} is named as driven, and is not"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Six seats, five computers and a stand-in for the host play a whole
/// game with every expansion: the longest news and final scores there
/// are, each card measured by the model as Discord measures it (emojis
/// and mentions expanded), and none refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_six_player_game_played_out_shows_every_card_within_discords_measure() {
    let mut steps = vec![Step::Create {
        channel: 0,
        host: 0,
        seats: 6,
        expansions: 15,
        hours: 0,
        forfeit: 0,
        seed: 4242,
        extras: 1,
    }];
    steps.extend((0..5).map(|i| Step::AddComputer { game: 0, level: i }));
    steps.push(Step::Start { game: 0, user: 0 });
    steps.push(Step::StandIn {
        game: 0,
        user: 0,
        admin: true,
    });
    for _ in 0..150 {
        steps.push(Step::Time {
            secs: 10,
            process: 0,
        });
        steps.push(Step::Deliver { process: 0 });
    }
    steps.push(Step::Settle);
    holds(&steps).await;
}

/// Two undos, the second reaching back further: the first charged the
/// bank with the time of the turn it took back, and the second put the
/// bank back as it was before its own first turn, giving that time back
/// (seed 103597). A bank is now never more after an undo than before it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_undo_keeps_the_time_the_first_one_charged() {
    holds(&[
        Step::Create {
            channel: 0,
            host: 0,
            seats: 3,
            expansions: 14,
            hours: 1,
            forfeit: 2,
            seed: 149,
            extras: 39,
        },
        Step::Rush { game: 0, turns: 26 },
        Step::StandIn {
            game: 2,
            user: 2,
            admin: false,
        },
        Step::Settle,
        Step::Place {
            game: 1,
            pick: 30190,
            wrong: false,
        },
        Step::Figure {
            game: 2,
            pick: 64385,
        },
        Step::AskUndo { game: 1, user: 4 },
        Step::AskUndo { game: 1, user: 2 },
    ])
    .await;
}
