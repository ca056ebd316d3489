//! Bad input and refusals: a clear private answer, and nothing opened or changed.

use super::*;

/// As [`click`], for a click Discord's client would not send as the
/// message stands (a disabled control, one it no longer shows, a forged
/// id).
async fn forged_click(fake: &Fake, who: &Person, m: &Msg, id: &str) -> Option<String> {
    let t = fake.forge_click(who, m.id, id, None);
    answered_click(fake, &t).await;
    // A forged click is always refused, in so many words.
    Some(private_answer(fake, &t).await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_answer_and_changes_nothing() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_004;
    let (alice, bob, eve) = (
        Person::new(4_001, "Alice"),
        Person::new(4_002, "Bob"),
        Person::new(4_003, "Eve"),
    );
    let lobby = fake.open_lobby(&alice, channel, json!([])).await;
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    click(&fake, &alice, &lobby, &control(&lobby, "Start")).await;
    let turn = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let player = mentioned(&turn, &[alice.clone(), bob.clone()]);
    // Random custom ids, and ids for games that do not exist.
    for junk in [
        "hello",
        "cb1:l:1",
        "cb1:c:999999:1:1:0",
        "cb1:l:99999:j",
        &"x".repeat(100),
    ] {
        let said = forged_click(&fake, &eve, &turn, junk)
            .await
            .unwrap_or_default();
        assert!(
            said.contains("not one this bot knows") || said.contains("no such game"),
            "{junk}: {said}"
        );
    }
    // A control of this game, clicked from another channel.
    let t = fake.click_in(&player, channel + 1, turn.id, &turn.controls()[0].0);
    let said = private_answer(&fake, &t).await;
    assert_eq!(
        said,
        "That control belongs to a game in another channel; it changes nothing."
    );
    // Someone outside the game.
    let menu = turn.controls()[0].0.clone();
    let value = turn.menu()[0].0.clone();
    let t = fake.click(&eve, turn.id, &menu, Some(vec![value.clone()]));
    let said = private_answer(&fake, &t).await;
    assert_eq!(said, "You are not playing in this game.");
    // A double click on Confirm places the tile once.
    fake.click(&player, turn.id, &menu, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            s.message(turn.id)
                .filter(|m| m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                .cloned()
        })
        .await;
    let confirm = control(&shown, "Confirm");
    let posts_before = fake.state().in_channel(channel).len();
    let a = fake.click(&player, turn.id, &confirm, None);
    let b = fake.click(&player, turn.id, &confirm, None);
    fake.wait_for(10, "both clicks answered", |s| {
        (s.interactions.get(&a)?.acknowledged && s.interactions.get(&b)?.acknowledged).then_some(())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let refusals: Vec<String> = [fake.ephemerals(&a), fake.ephemerals(&b)].concat();
    assert_eq!(
        refusals.len(),
        1,
        "exactly one of the two confirms is refused"
    );
    assert_eq!(
        refusals[0],
        "You have already placed your tile; now choose where to put a follower, or none."
    );
    // Nothing new is posted: the turn message shows the follower step.
    {
        let s = fake.state();
        assert_eq!(s.in_channel(channel).len(), posts_before, "nothing posted");
        let m = s.message(turn.id).unwrap();
        assert!(m.controls().iter().any(|c| c.1 == "No follower"), "{m:?}");
    }
    // Confirm once more from a client that still shows the tile step: the
    // same answer, nothing posted.
    let c = fake.forge_click(&player, turn.id, &confirm, None);
    fake.wait_for(10, "the third confirm answered", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.token.as_deref() == Some(c.as_str()))
            .map(|_| ())
    })
    .await;
    assert_eq!(
        fake.ephemerals(&c),
        vec!["You have already placed your tile; now choose where to put a follower, or none."]
    );
    assert_eq!(fake.state().in_channel(channel).len(), posts_before);
    // A command in a DM is refused by the framework, politely.
    let dm = fake.slash_in_dm(&eve, "carcassonne", Some("new"), json!([]));
    fake.wait_for(10, "the DM refusal", |s| {
        s.interactions
            .get(&dm)
            .filter(|p| p.acknowledged)
            .map(|_| ())
    })
    .await;
    fake.assert_no_violations();
    bot.stop().await;
    // Nothing beyond one placed tile is stored.
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert!(
        record.turns.is_empty(),
        "the follower step is still open, so no turn is complete"
    );
    let view = svc.view(id).await.unwrap();
    assert!(matches!(
        view.state,
        carcassonne_bot::game::ViewState::Turn(carcassonne_bot::game::TurnView {
            step: carcassonne_bot::game::TurnStep::PlaceFollower { .. },
            ..
        })
    ));
    svc.store().close().await;
}

/// A small deterministic generator for the option fuzzing below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<T: Clone>(&mut self, from: &[T]) -> T {
        from[(self.next() % from.len() as u64) as usize].clone()
    }
}

/// One option of any declared or made-up name, with a value of any type.
fn any_option(rng: &mut Rng) -> serde_json::Value {
    let name = rng.pick(&[
        "small_city",
        "farms",
        "end_scoring",
        "seats",
        "turn_hours",
        "thread",
        "colour",
        "seats_",
        "ﾌ",
        "a_very_long_option_name_nobody_declared",
    ]);
    let (kind, value) = match rng.next() % 5 {
        0 => (
            3,
            json!(rng.pick(&["", "four", "0", "-1", "<@1>", "🏰", "standard"])),
        ),
        1 => (
            4,
            json!(rng.pick(&[
                -5i64,
                0,
                1,
                2,
                3,
                6,
                7,
                255,
                256,
                336,
                337,
                4_294_967_296,
                1_000_000_000_000
            ])),
        ),
        2 => (5, json!(rng.next().is_multiple_of(2))),
        3 => (10, json!(rng.pick(&[2.5f64, -0.0, 1e300]))),
        _ => (6, json!("4999")),
    };
    json!({ "name": name, "type": kind, "value": value })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_that_do_not_fit_get_a_clear_answer_and_open_nothing() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_006;
    let ann = Person::new(6_001, "Ann");
    let said = |m: Msg| {
        assert!(m.ephemeral, "refusals are only for the person: {m:?}");
        m.content
    };
    // An option the command does not have.
    let m = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("new"),
        json!([{ "name": "colour", "type": 3, "value": "red" }]),
    )
    .await;
    assert!(said(m).contains("no option called `colour`"));
    // An option of the wrong type, as a stale command list would send it.
    let m = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("new"),
        json!([{ "name": "seats", "type": 3, "value": "four" }]),
    )
    .await;
    assert!(said(m).contains("does not match this bot's version"));
    // Numbers out of range, which Discord's client would not send.
    for seats in [9, 1, 300, 1_000_000_000_000i64] {
        let m = command(
            &fake,
            &ann,
            channel,
            "carcassonne",
            Some("new"),
            json!([{ "name": "seats", "type": 4, "value": seats }]),
        )
        .await;
        let text = said(m);
        assert!(
            text.contains("2 to 6") || text.contains("out of range"),
            "{seats}: {text}"
        );
    }
    // A choice that is not one of the listed ones.
    let m = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("new"),
        json!([{ "name": "farms", "type": 4, "value": 99 }]),
    )
    .await;
    let text = said(m);
    assert!(text.contains("a choice it does not have"), "{text}");
    // A subcommand or a command that does not exist, and no subcommand.
    for (name, sub) in [("carcassonne", Some("fly")), ("chess", None)] {
        let m = command(&fake, &ann, channel, name, sub, json!([])).await;
        assert!(said(m).contains("does not match this bot's version"));
    }
    let m = command(&fake, &ann, channel, "carcassonne", None, json!([])).await;
    assert!(said(m).contains("subcommands"));
    // Nothing was opened.
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    assert_eq!(svc.latest_game_in(channel as i64).await.unwrap(), None);
    svc.store().close().await;

    // Fuzz: any mix of options gets an answer, and the bot keeps serving.
    let mut rng = Rng(0x5eed_cafe_f00d_1234);
    for i in 0..40 {
        let n = rng.next() % 5;
        let options: Vec<_> = (0..n).map(|_| any_option(&mut rng)).collect();
        let sub = rng.pick(&["new", "config", "stats", "board"]);
        let name = if sub == "stats" {
            "stats"
        } else {
            "carcassonne"
        };
        let sub = (name == "carcassonne").then_some(sub);
        let t = fake.slash(&ann, 7_000 + i, name, sub, json!(options));
        fake.wait_for(20, "an answer to fuzzed options", |s| {
            s.messages
                .iter()
                .any(|m| {
                    m.token.as_deref() == Some(t.as_str())
                        && (!m.content.is_empty() || !m.files.is_empty())
                })
                .then_some(())
        })
        .await;
    }
    let m = command(&fake, &ann, channel, "carcassonne", Some("help"), json!([])).await;
    assert!(m.content.contains("/carcassonne new"), "{}", m.content);

    // Two people click Join on the last free seat at the same moment.
    let (bob, eve) = (Person::new(6_002, "Bob"), Person::new(6_003, "Eve"));
    let lobby = fake
        .open_lobby(
            &ann,
            5_007,
            json!([{ "name": "seats", "type": 4, "value": 2 }]),
        )
        .await;
    let join = control(&lobby, "Join");
    let a = fake.click(&bob, lobby.id, &join, None);
    let b = fake.click(&eve, lobby.id, &join, None);
    fake.wait_for(10, "both clicks answered", |s| {
        (s.interactions.get(&a)?.acknowledged && s.interactions.get(&b)?.acknowledged).then_some(())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let refusals: Vec<String> = [a, b].iter().flat_map(|t| fake.ephemerals(t)).collect();
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert!(refusals[0].contains("The game is full"), "{refusals:?}");
    let shown = fake.state().message(lobby.id).cloned().unwrap();
    let seated = [&bob, &eve]
        .iter()
        .filter(|p| shown.content.contains(&format!("<@{}>", p.id)))
        .count();
    assert_eq!(seated, 1, "{}", shown.content);
    fake.assert_no_violations();
    bot.stop().await;
}

/// Commands acknowledge before they wait for the database. Another
/// process holds SQLite's write lock (as a long write would): every
/// command is acknowledged while it is held, well within Discord's three
/// seconds, and answers once it is let go, publicly or privately as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_acknowledge_before_they_wait_for_the_database() {
    use sqlx::Connection;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 9_050;
    let mut ann = Person::new(9_051, "Ann");
    ann.permissions |= 1 << 5; // Manage Server, for config
    let people = vec![ann.clone(), Person::new(9_052, "Ben")];
    start_game(&fake, channel, &people, json!([])).await;
    let mut writer = sqlx::SqliteConnection::connect(&bot.url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut writer)
        .await
        .unwrap();
    let opt = |name: &str, kind: u8, value: serde_json::Value| json!([{ "name": name, "type": kind, "value": value }]);
    let asks = [
        ("host", Some("cancel"), json!([])),
        ("host", Some("resume"), json!([])),
        ("settings", None, opt("seats", 4, json!(3))),
        ("carcassonne", Some("notify"), opt("how", 4, json!(2))),
        ("carcassonne", Some("rules"), json!([])),
        ("carcassonne", Some("score"), json!([])),
        ("leaderboard", None, json!([])),
        ("stats", None, json!([])),
    ];
    let tokens: Vec<String> = asks
        .iter()
        .map(|(name, sub, options)| fake.slash(&ann, channel, name, *sub, options.clone()))
        .collect();
    // Less than the bot's wait for a busy database (ten seconds): an
    // answer that waited for the lock comes too late.
    fake.wait_for(
        8,
        "every command acknowledged while the database is busy",
        |s| {
            tokens
                .iter()
                .all(|t| s.interactions.get(t).is_some_and(|p| p.acknowledged))
                .then_some(())
        },
    )
    .await;
    sqlx::query("ROLLBACK").execute(&mut writer).await.unwrap();
    writer.close().await.unwrap();
    let mut answers = Vec::new();
    for t in &tokens {
        answers.push(answer_to(&fake, t).await);
    }
    let said = |i: usize| (answers[i].ephemeral, answers[i].content.clone());
    assert_eq!(said(0), (false, "Game #1 was cancelled.".into()));
    // Resume was asked beside the cancel: whichever the bot took first,
    // the answer is a private refusal.
    assert!(
        said(1) == (true, "This game is not paused.".into())
            || said(1) == (true, "There is no game in this channel.".into()),
        "{:?}",
        said(1)
    );
    assert!(
        said(2).0 && said(2).1.contains("**Seats:** up to 3."),
        "{:?}",
        said(2)
    );
    assert!(
        said(3).0 && said(3).1.starts_with("From now on"),
        "{:?}",
        said(3)
    );
    // The rules of the channel's game, or (the cancel, let go at the same
    // moment, stored first) the server's.
    assert!(
        said(4).0
            && (said(4).1.starts_with("Game #1:")
                || said(4).1.starts_with("This server's defaults")),
        "{:?}",
        said(4)
    );
    assert_eq!(said(5), (false, "Scores of game #1.".into()));
    assert!(
        !said(6).0 && said(6).1.starts_with("**Leaderboard**"),
        "{:?}",
        said(6)
    );
    assert!(!said(7).0, "stats are public: {:?}", said(7));
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_is_seen_only_by_the_person_who_asked() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (ann, bob) = (Person::new(9_101, "Ann"), Person::new(9_102, "Bob"));
    // No game in this channel: every command that needs one says so, privately.
    let empty = 9_100;
    for name in [
        "board", "bag", "history", "score", "undo", "resign", "cancel", "export", "replay", "turn",
        "resume",
    ] {
        let m = sub(&fake, &ann, empty, name).await;
        assert!(m.ephemeral, "/carcassonne {name}: {:?}", m.content);
        assert!(
            m.content.contains("no"),
            "/carcassonne {name}: {:?}",
            m.content
        );
    }
    // A lobby: a second `new` is refused privately; so are Start by a guest
    // and resuming a game that is not paused.
    let channel = 9_110;
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    let m = sub(&fake, &bob, channel, "new").await;
    assert!(
        m.ephemeral && m.content.contains("already has a game"),
        "{m:?}"
    );
    // Start is disabled until two have joined: forged, it is refused too.
    let said = forged_click(&fake, &bob, &lobby, &control(&lobby, "Start")).await;
    assert!(said.is_some_and(|s| s.contains("Only the host")));
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &ann, &lobby, &control(&lobby, "Start")).await;
    let m = sub(&fake, &ann, channel, "resume").await;
    assert!(m.ephemeral && m.content.contains("not paused"), "{m:?}");
    let m = sub(&fake, &bob, channel, "cancel").await;
    assert!(m.ephemeral && m.content.contains("Only the host"), "{m:?}");
    // The scores are public; the replay is for the asker, and asking again
    // at once is refused, privately.
    let m = sub(&fake, &bob, channel, "score").await;
    assert!(!m.ephemeral && m.content.contains("Scores"), "{m:?}");
    let m = sub(&fake, &bob, channel, "replay").await;
    assert!(m.ephemeral && m.files.len() == 1, "{m:?}");
    let m = sub(&fake, &bob, channel, "replay").await;
    assert!(m.ephemeral && m.content.contains("ask again in"), "{m:?}");
    // Asked by someone else at the same move, the replay is not drawn again.
    let m = sub(&fake, &ann, channel, "replay").await;
    assert!(m.ephemeral && m.files.len() == 1, "{m:?}");
    let svc = service_of(&bot).await;
    let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM replays")
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(kept, 1);
    svc.store().close().await;
    // The fake flags any private answer sent after a public defer (Discord
    // would show it to everyone).
    fake.assert_no_violations();
    bot.stop().await;
}

/// A member who hosts as many open lobbies as the server allows is told
/// privately, with when to try again, and no lobby is posted; once one of
/// theirs is cancelled, the next opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_lobbies_are_refused_privately_until_one_closes() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let ann = Person::new(6_401, "Ann");
    for channel in 6_410..6_413 {
        fake.open_lobby(&ann, channel, json!([])).await;
    }
    let refused = sub(&fake, &ann, 6_413, "new").await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("3 open lobbies") && refused.content.contains("then try again"),
        "{}",
        refused.content
    );
    assert!(fake.lobby_in(6_413).is_none(), "no lobby is posted");
    // Asked for in a thread of its own: refused before any thread opens.
    let threads = fake.state().threads.len();
    let refused = command(
        &fake,
        &ann,
        6_413,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(refused.ephemeral && refused.content.contains("then try again"));
    assert_eq!(fake.state().threads.len(), threads, "no thread was opened");
    let cancelled = sub(&fake, &ann, 6_410, "cancel").await;
    assert!(!cancelled.content.is_empty());
    fake.open_lobby(&ann, 6_413, json!([])).await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// A channel and its threads hold at most the server's number of running
/// games together: past it, a game asked for in a new thread is refused
/// privately before any thread opens; a game in a thread the bot did not
/// open counts with its channel (Discord names the parent); once a game
/// ends, the next opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_channel_refuses_games_in_its_threads_until_one_ends() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (channel, old_thread) = (6_501, 6_502);
    fake.state().channels.entry(old_thread).or_default().parent = Some(channel);
    let ada = manager(6_511, "Ada");
    let in_thread = json!([{ "name": "thread", "type": 5, "value": true }]);
    let set = configure(
        &fake,
        &ada,
        channel,
        json!([{ "name": "games_per_channel", "type": 4, "value": 2 }]),
    )
    .await;
    assert!(
        set.ephemeral && set.content.contains("hold at most 2 games at a time"),
        "{}",
        set.content
    );
    let ann = Person::new(6_512, "Ann");
    let ben = Person::new(6_513, "Ben");
    let cleo = Person::new(6_514, "Cleo");
    fake.open_lobby(&ann, channel, json!([])).await;
    fake.open_lobby(&ben, old_thread, json!([])).await;
    let threads = fake.state().threads.len();
    let refused = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("new"),
        in_thread.clone(),
    )
    .await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("already hold 2 games")
            && refused.content.contains("Try again when one of them ends"),
        "{}",
        refused.content
    );
    assert_eq!(fake.state().threads.len(), threads, "no thread was opened");
    // Another channel is not held back.
    fake.open_lobby(&cleo, 6_503, json!([])).await;
    let cancelled = sub(&fake, &ann, channel, "cancel").await;
    assert!(!cancelled.content.is_empty());
    let opened = command(&fake, &cleo, channel, "carcassonne", Some("new"), in_thread).await;
    assert!(
        opened.content.contains("the lobby is there"),
        "{}",
        opened.content
    );
    let thread = *fake.state().threads.last().unwrap();
    assert_eq!(fake.state().threads.len(), threads + 1);
    fake.wait_for(20, "the lobby in the new thread", |s| {
        (!s.in_channel(thread).is_empty()).then_some(())
    })
    .await;
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "shows no control")]
async fn the_fake_refuses_a_click_on_a_control_the_message_does_not_show() {
    let fake = Fake::start_roomy().await;
    let _bot = Bot::start(&fake).await;
    let ann = Person::new(7_301, "Ann");
    let lobby = fake.open_lobby(&ann, 7_300, json!([])).await;
    // Discord's client sends only what the message shows: a test that
    // means to forge a click says so with `forge_click`.
    fake.click(&ann, lobby.id, "cb1:l:999:j", None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "is disabled")]
async fn the_fake_refuses_a_click_on_a_disabled_control() {
    let fake = Fake::start_roomy().await;
    let _bot = Bot::start(&fake).await;
    let ann = Person::new(7_401, "Ann");
    let lobby = fake.open_lobby(&ann, 7_400, json!([])).await;
    // Start is disabled until a second player joins.
    fake.click(&ann, lobby.id, &control(&lobby, "Start"), None);
}
