//! Whole games through Discord: two to five people, computer players, every
//! expansion, and a game in two languages.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_only_through_discord() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_001;
    let alice = Person::new(1_001, "Alice");
    let bob = Person::new(1_002, "Bob");
    let people = vec![alice.clone(), bob.clone()];

    // Alice opens a lobby.
    let lobby = fake.open_lobby(&alice, channel, json!([])).await;
    assert!(lobby.content.contains("Carcassonne"), "{}", lobby.content);
    // Bob joins; the lobby updates in place.
    fake.click(&bob, lobby.id, &control(&lobby, "Join"), None);
    let lobby = fake
        .wait_for(10, "Bob in the lobby", |s| {
            let m = s.message(lobby.id)?;
            m.content
                .contains(&format!("<@{}>", bob.id))
                .then(|| m.clone())
        })
        .await;
    // Bob cannot start; Alice can.
    let t = fake.click(&bob, lobby.id, &control(&lobby, "Start"), None);
    let said = private_answer(&fake, &t).await;
    assert_eq!(said, "Only the host can do that.");
    fake.click(&alice, lobby.id, &control(&lobby, "Start"), None);

    let turns = play_through(&fake, channel, &people, lobby.id).await;
    assert!(turns >= 60, "{turns} turns");
    // The end: standings, then the replay.
    let fin = fake
        .wait_for(30, "the replay", |s| {
            newest(s, channel, 0, |m| {
                m.files.iter().any(|f| f.ends_with(".gif"))
            })
        })
        .await;
    assert!(fin.content.contains("whole game"));
    let standings = fake
        .wait_for(5, "the final scores", |s| {
            newest(s, channel, 0, |m| m.content.contains("Final scores"))
        })
        .await;
    // The final board, and the score race beside it.
    assert_eq!(
        standings.files,
        ["carcassonne.png", "carcassonne-race.png"],
        "{:?}",
        standings.files
    );
    fake.assert_no_violations();
    bot.stop().await;

    // The final message agrees with the stored game, and its record replays.
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let view = svc.view(id).await.unwrap();
    for seat in &view.seats {
        let line = format!("<@{}> — **{}**", seat.user_id, seat.score);
        assert!(
            standings.content.contains(&line),
            "{line} not in {}",
            standings.content
        );
    }
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert!(game.is_over());
    let mut by_seat: Vec<u32> = view.seats.iter().map(|s| s.score).collect();
    let mut replayed = game.scores().to_vec();
    by_seat.sort();
    replayed.sort();
    assert_eq!(by_seat, replayed);
    svc.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_lobby_flows_resign_export_leaderboard_and_stats() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_002;
    let (alice, bob, cleo) = (
        Person::new(2_001, "Alice"),
        Person::new(2_002, "Bob"),
        Person::new(2_003, "Cleo"),
    );
    // Options: 3 seats, first-edition farms (choice 1), 2 hours per turn.
    let opts = json!([
        { "name": "seats", "type": 4, "value": 3 },
        { "name": "farms", "type": 4, "value": 1 },
        { "name": "turn_hours", "type": 4, "value": 2 }
    ]);
    let lobby = fake.open_lobby(&alice, channel, opts).await;
    assert!(lobby.content.contains("first edition"), "{}", lobby.content);
    assert!(lobby.content.contains("up to 3"), "{}", lobby.content);
    // A second game in the same channel is refused, naming the first.
    let again = command(&fake, &bob, channel, "carcassonne", Some("new"), json!([])).await;
    assert!(
        again.ephemeral && again.content.contains("already has a game (#"),
        "{}",
        again.content
    );
    for p in [&bob, &cleo] {
        assert_eq!(
            click(&fake, p, &lobby, &control(&lobby, "Join")).await,
            None
        );
    }
    assert_eq!(
        click(&fake, &cleo, &lobby, &control(&lobby, "Join"))
            .await
            .as_deref(),
        Some("You are already in this game.")
    );
    assert_eq!(
        click(&fake, &cleo, &lobby, &control(&lobby, "Leave")).await,
        None
    );
    // The lobby shows it once its edit is out.
    fake.wait_for(10, "the lobby without Cleo", |s| {
        s.message(lobby.id)
            .filter(|m| !m.content.contains("<@2003>"))
            .map(|_| ())
    })
    .await;
    assert_eq!(
        click(&fake, &cleo, &lobby, &control(&lobby, "Join")).await,
        None
    );
    assert_eq!(
        click(&fake, &bob, &lobby, &control(&lobby, "Cancel"))
            .await
            .as_deref(),
        Some("Only the host or a server admin can cancel the game.")
    );
    assert_eq!(
        click(&fake, &alice, &lobby, &control(&lobby, "Start")).await,
        None
    );
    let people = vec![alice.clone(), bob.clone(), cleo.clone()];
    let first = play_turns(&fake, channel, &people, lobby.id, 6).await;
    assert_eq!(first.turns, 6);
    // Bob leaves mid-game (once the next turn is up); the others play on.
    fake.wait_for(20, "the seventh turn", |s| {
        newest(s, channel, first.last, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    let left = command(
        &fake,
        &bob,
        channel,
        "carcassonne",
        Some("resign"),
        json!([]),
    )
    .await;
    assert!(left.content.contains("left game #"), "{}", left.content);
    // The turn in progress is posted afresh after the resignation.
    let rest = play_turns(&fake, channel, &people, left.id, usize::MAX).await;
    assert!(rest.over);
    {
        let s = fake.state();
        let turns_after: Vec<&Msg> = s
            .in_channel(channel)
            .into_iter()
            .filter(|m| m.id > left.id && m.content.contains("it's your turn"))
            .collect();
        assert!(
            turns_after
                .iter()
                .all(|m| !m.content.starts_with("<@2002>")),
            "Bob is skipped"
        );
    }
    // The record, the board, the leaderboard and stats.
    let export = command(
        &fake,
        &alice,
        channel,
        "carcassonne",
        Some("export"),
        json!([]),
    )
    .await;
    assert!(export.files.iter().any(|f| f.ends_with(".json")));
    let board = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("board"),
        json!([]),
    )
    .await;
    assert!(board.ephemeral && board.files.iter().any(|f| f.ends_with(".png")));
    let holders = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("board"),
        json!([{ "name": "show", "type": 4, "value": 1 }]),
    )
    .await;
    assert!(holders.ephemeral && holders.files.iter().any(|f| f.ends_with(".png")));
    assert!(
        holders.content.contains("who held what"),
        "{}",
        holders.content
    );
    let history = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("history"),
        json!([{ "name": "moves", "type": 4, "value": 5 }]),
    )
    .await;
    assert!(history.ephemeral);
    assert!(
        history.content.starts_with("**Game #") && history.content.contains("placed tile"),
        "{}",
        history.content
    );
    let lb = command(&fake, &cleo, channel, "leaderboard", None, json!([])).await;
    assert!(lb.content.contains("1. <@"), "{}", lb.content);
    let stats = command(
        &fake,
        &cleo,
        channel,
        "stats",
        None,
        json!([{ "name": "user", "type": 6, "value": bob.id.to_string() }]),
    )
    .await;
    assert!(
        stats.content.contains("1 game, 0 wins"),
        "{}",
        stats.content
    );
    assert!(
        stats.content.contains("**Last game:**\n#"),
        "{}",
        stats.content
    );
    let h2h = command(
        &fake,
        &cleo,
        channel,
        "stats",
        None,
        json!([
            { "name": "user", "type": 6, "value": bob.id.to_string() },
            { "name": "against", "type": 6, "value": alice.id.to_string() },
        ]),
    )
    .await;
    assert!(
        h2h.content
            .contains(&format!("**Against <@{}>:** 1 game together", alice.id)),
        "{}",
        h2h.content
    );
    assert!(h2h.pings.nobody());
    let rules = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("rules"),
        json!([]),
    )
    .await;
    assert!(rules.content.contains("defaults"), "{}", rules.content);
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_players_play_a_whole_game_with_long_menus() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_003;
    let people: Vec<Person> = (1..=5)
        .map(|i| Person::new(3_000 + i, &format!("Player{i}")))
        .collect();
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    for p in &people[1..] {
        assert_eq!(
            click(&fake, p, &lobby, &control(&lobby, "Join")).await,
            None
        );
    }
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let played = play_turns(&fake, channel, &people, lobby.id, usize::MAX).await;
    assert!(played.over);
    assert!(played.followers > 5, "{played:?}");
    assert!(
        played.pages > 0,
        "a menu of more than 25 positions was paged: {played:?}"
    );
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_a_whole_game_against_computer_players() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_008;
    let (ann, eve) = (Person::new(8_001, "Ann"), Person::new(8_002, "Eve"));
    // One easy computer player from the command, in a game of three seats.
    let lobby = fake
        .open_lobby(
            &ann,
            channel,
            json!([
                { "name": "seats", "type": 4, "value": 3 },
                { "name": "computers", "type": 4, "value": 1 },
                { "name": "computer_level", "type": 4, "value": 0 },
            ]),
        )
        .await;
    assert!(
        lobby.content.contains("🤖 **Computer 1 (easy)**"),
        "{}",
        lobby.content
    );
    assert!(
        lobby.content.contains("The host can start"),
        "{}",
        lobby.content
    );
    // Only the host adds computer players (the menu offers only its
    // levels: a value it does not offer is refused in the adapter's own
    // unit test, as Discord's client cannot send one).
    let said = add_computer(&fake, &eve, &lobby, "hard")
        .await
        .unwrap_or_default();
    assert_eq!(said, "Only the host can do that.");
    assert_eq!(add_computer(&fake, &ann, &lobby, "medium").await, None);
    let full = fake.state().message(lobby.id).cloned().unwrap();
    assert!(
        full.content.contains("Computer 2 (medium)"),
        "{}",
        full.content
    );
    assert!(
        !full
            .controls()
            .iter()
            .any(|c| c.1.starts_with("Add a computer")),
        "a full lobby offers no more seats"
    );
    // Remove it again, and add a medium one back.
    assert_eq!(
        click(&fake, &ann, &full, &control(&full, "Remove computer")).await,
        None
    );
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    assert!(!lobby.content.contains("Computer 2"), "{}", lobby.content);
    assert_eq!(add_computer(&fake, &ann, &lobby, "medium").await, None);
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &ann, &lobby, &control(&lobby, "Start")).await;
    // Ann plays her turns; the computers play theirs by themselves.
    let turns = play_through(&fake, channel, std::slice::from_ref(&ann), lobby.id).await;
    assert!(turns >= 20, "Ann played {turns} turns");
    let moves: Vec<Msg> = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .filter(|m| {
            m.content.contains("(easy) placed tile") || m.content.contains("(medium) placed tile")
        })
        .cloned()
        .collect();
    assert!(moves.len() >= 40, "{} computer moves shown", moves.len());
    assert!(
        moves
            .iter()
            .all(|m| m.files.iter().any(|f| f.ends_with(".png"))),
        "every computer move comes with the board"
    );
    let last = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .rev()
        .find(|m| m.content.contains("Final scores"))
        .cloned()
        .unwrap();
    assert!(
        last.content.contains("🤖 **Computer 1 (easy)**"),
        "{}",
        last.content
    );
    fake.assert_no_violations();
    bot.stop().await;
    // The stored game replays; only Ann has stats, and no rating changed
    // (computer players are not rated, and people are rated among people).
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert!(game.is_over());
    let lb = svc
        .leaderboard(fake_discord::GUILD as i64, 0, 10)
        .await
        .unwrap();
    assert_eq!(lb.total, 1);
    assert_eq!(lb.entries[0].1.user_id, ann.id as i64);
    svc.store().close().await;
}

/// The id, label and state of the first control on `m` whose id parses
/// to what `kind` accepts.
fn control_of(m: &Msg, kind: impl Fn(&ComponentId) -> bool) -> Option<(String, String, bool)> {
    m.controls()
        .into_iter()
        .find(|c| ComponentId::parse(&c.0).is_some_and(|id| kind(&id)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_game_with_a_polish_speaking_player() {
    let fake = Fake::start_roomy().await;
    // A German server: its games are in German unless the host says.
    fake.state().guild_locale = Some("de".into());
    let mut bot = Bot::start(&fake).await;
    {
        // The commands carry their names in both languages (and the fake,
        // like Discord, refuses names that break the rules).
        let s = fake.state();
        let c = s
            .commands
            .global
            .iter()
            .find(|c| c["name"] == "carcassonne")
            .unwrap();
        let new = c["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "new")
            .unwrap();
        assert_eq!(new["name_localizations"]["de"], "neu");
        assert_eq!(new["name_localizations"]["pl"], "nowa");
        assert_eq!(
            new["description_localizations"]["es-419"],
            new["description_localizations"]["es-ES"]
        );
    }
    let bad = json!([{ "name": "Carcassonne", "description": "x", "type": 1,
        "name_localizations": { "de": "neu spiel", "xx": "x" },
        "options": [{ "name": "a", "description": "y", "type": 3 }, { "name": "b", "description": "y", "type": 3, "name_localizations": { "de": "a" } }] }]);
    let problems = fake_discord::commands::problems(&bad);
    assert_eq!(problems.len(), 4, "{problems:?}");

    let channel = 5_301;
    let greta = Person::new(1_301, "Greta").speaking("de");
    let piotr = Person::new(1_302, "Piotr").speaking("pl");
    let people = vec![greta.clone(), piotr.clone()];
    let answer = command(
        &fake,
        &greta,
        channel,
        "carcassonne",
        Some("new"),
        json!([]),
    )
    .await;
    assert!(
        answer.content.contains("ist eröffnet"),
        "{}",
        answer.content
    );
    let lobby = fake
        .wait_for(10, "the lobby", |s| {
            newest(s, channel, 0, |m| {
                control_of(m, |id| {
                    matches!(
                        id,
                        ComponentId::Lobby {
                            button: LobbyButton::Join,
                            ..
                        }
                    )
                })
                .is_some()
            })
        })
        .await;
    assert!(lobby.content.contains("Gastgeber"), "{}", lobby.content);
    assert!(
        lobby.content.contains("**Sprache:** Deutsch"),
        "{}",
        lobby.content
    );
    let join = control_of(&lobby, |id| {
        matches!(
            id,
            ComponentId::Lobby {
                button: LobbyButton::Join,
                ..
            }
        )
    })
    .unwrap();
    assert_eq!(join.1, "Beitreten");
    fake.click(&piotr, lobby.id, &join.0, None);
    let lobby = fake
        .wait_for(10, "Piotr in the lobby", |s| {
            let m = s.message(lobby.id)?;
            m.content
                .contains(&format!("<@{}>", piotr.id))
                .then(|| m.clone())
        })
        .await;
    let start = control_of(&lobby, |id| {
        matches!(
            id,
            ComponentId::Lobby {
                button: LobbyButton::Start,
                ..
            }
        )
    })
    .unwrap();
    // Piotr may not start: he is told so in Polish.
    let t = fake.click(&piotr, lobby.id, &start.0, None);
    assert_eq!(
        private_answer(&fake, &t).await,
        "Tylko gospodarz może to zrobić."
    );
    fake.click(&greta, lobby.id, &start.0, None);

    let mut after = lobby.id;
    let mut turns = 0;
    while let Some(msg) = next_turn(&fake, channel, after, "du bist am Zug", "Endwertung").await {
        after = msg.id;
        let player = mentioned(&msg, &people);
        let other = people.iter().find(|p| p.id != player.id).unwrap();
        let menu = control_of(&msg, |id| matches!(id, ComponentId::Pick { .. })).unwrap();
        assert!(menu.1.starts_with("Wähle eine Stelle"), "{}", menu.1);
        let value = msg.menu()[0].0.clone();
        if turns < 2 {
            // The other player is told whose turn it is, in their language.
            let t = fake.click(other, msg.id, &menu.0, Some(vec![value.clone()]));
            let said = private_answer(&fake, &t).await;
            let expected = if other.id == piotr.id {
                format!("Teraz tura gracza {}.", player.name)
            } else {
                format!("{} ist am Zug.", player.name)
            };
            assert_eq!(said, expected);
        }
        if turns == 3 {
            // Piotr asks for the board: the answer is his, in Polish.
            let board = command(
                &fake,
                &piotr,
                channel,
                "carcassonne",
                Some("board"),
                json!([]),
            )
            .await;
            assert!(board.content.starts_with("Gra #"), "{}", board.content);
            assert!(board.ephemeral);
            let help = command(
                &fake,
                &piotr,
                channel,
                "carcassonne",
                Some("help"),
                json!([]),
            )
            .await;
            assert!(
                help.content.contains("`/carcassonne nowa`"),
                "{}",
                help.content
            );
            // Server settings are for those who manage the server.
            let config = command(&fake, &piotr, channel, "settings", None, json!([])).await;
            assert!(config.ephemeral);
            assert!(
                config.content.contains("Zarządzanie serwerem"),
                "{}",
                config.content
            );
        }
        fake.click(&player, msg.id, &menu.0, Some(vec![value]));
        let shown = fake
            .wait_for(10, "the preview", |s| {
                let m = s.message(msg.id)?;
                control_of(m, |id| matches!(id, ComponentId::Confirm { .. }))
                    .filter(|c| !c.2)
                    .map(|_| m.clone())
            })
            .await;
        let confirm = control_of(&shown, |id| matches!(id, ComponentId::Confirm { .. })).unwrap();
        assert_eq!(confirm.1, "Bestätigen");
        fake.click(&player, msg.id, &confirm.0, None);
        let spots = fake
            .wait_for(10, "the follower step", |s| {
                let m = s.message(msg.id)?;
                control_of(m, |id| matches!(id, ComponentId::Spot { letter: None, .. }))
                    .map(|_| m.clone())
            })
            .await;
        assert!(
            spots.content.contains("das Plättchen liegt"),
            "{}",
            spots.content
        );
        let none = control_of(&spots, |id| {
            matches!(id, ComponentId::Spot { letter: None, .. })
        })
        .unwrap();
        assert_eq!(none.1, "Kein Gefolgsmann");
        fake.click(&player, msg.id, &none.0, None);
        fake.wait_for(10, "the turn to close", |s| {
            s.message(msg.id)
                .filter(|m| m.controls().is_empty())
                .map(|_| ())
        })
        .await;
        turns += 1;
    }
    assert!(turns >= 60, "{turns} turns");
    fake.wait_for(30, "the replay", |s| {
        newest(s, channel, 0, |m| m.content.contains("Das ganze Spiel:"))
    })
    .await;
    let said: Vec<String> = fake
        .state()
        .in_channel(channel)
        .iter()
        .map(|m| m.content.clone())
        .collect();
    assert!(
        said.iter().any(|c| c.contains("Das Spiel beginnt!")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|c| c.contains("Das Spiel ist vorbei.")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|c| c.contains("Das ganze Spiel:")),
        "{said:?}"
    );
    let fin = said.iter().find(|c| c.contains("Endwertung")).unwrap();
    assert!(fin.contains("Straßen") && fin.contains("Wiesen"), "{fin}");
    fake.assert_no_violations();
    bot.stop().await;
}

/// One person's turn with the expansions, through the menus and buttons:
/// the position (from the first page of the menu) that earns a builder's
/// second tile, else one that completes a city with goods, else one
/// offering a builder, an abbot or a large follower;
/// then that figure, or the abbot taken back when allowed. Returns the
/// turn message and what was chosen.
async fn expansion_turn(fake: &Fake, svc: &Service, game_id: i64, msg: &Msg, player: &Person) {
    use carcassonne_bot::engine::{Figure, Phase, Placement};
    let view = svc.view(game_id).await.unwrap();
    let game = view.game.clone().unwrap();
    let Phase::PlaceTile(tile) = game.phase() else {
        panic!("no tile in hand")
    };
    let candidates = game.candidates_of(tile);
    let mut options: Vec<(usize, usize, Placement)> = Vec::new();
    for (i, c) in candidates.iter().enumerate().take(ui::MENU_PAGE) {
        for (r, &rot) in c.rotations.iter().enumerate() {
            options.push((i, r, Placement { pos: c.pos, rot }));
        }
    }
    let earns = |p: Placement| {
        let mut g = (*game).clone();
        g.place_tile(p).is_ok() && g.earns_second_part()
    };
    // Completing a city with goods in it (which only chance brings about
    // otherwise).
    let takes_goods = |p: Placement| {
        let mut g = (*game).clone();
        g.place_tile(p).is_ok()
            && g.place_follower(None)
                .is_ok_and(|r| r.goods.iter().any(|&n| n > 0))
    };
    let offers = |p: Placement, f: Figure| {
        game.follower_spots_for(p)
            .unwrap()
            .iter()
            .any(|s| s.figure == f)
    };
    let (number, rot_index, _) = options
        .iter()
        .copied()
        .find(|o| earns(o.2))
        .or_else(|| options.iter().copied().find(|o| takes_goods(o.2)))
        .or_else(|| {
            [Figure::Builder, Figure::Abbot, Figure::Large]
                .into_iter()
                .find_map(|f| options.iter().copied().find(|o| offers(o.2, f)))
        })
        .unwrap_or(options[0]);
    let menu_id = msg.controls()[0].0.clone();
    fake.click(
        player,
        msg.id,
        &menu_id,
        Some(vec![(number + 1).to_string()]),
    );
    let mut shown = fake
        .wait_for(10, "the preview", |s| {
            let m = s.message(msg.id)?;
            m.controls()
                .iter()
                .any(|c| c.1 == "Confirm" && !c.2)
                .then(|| m.clone())
        })
        .await;
    // Turn it to the chosen rotation (the confirm id names the rotation).
    for _ in 0..rot_index {
        let before = control(&shown, "Confirm");
        let turn = shown
            .controls()
            .into_iter()
            .find(|c| c.1.starts_with('⟳'))
            .unwrap();
        fake.click(player, msg.id, &turn.0, None);
        shown = fake
            .wait_for(10, "the turned tile", |s| {
                let m = s.message(msg.id)?;
                (control(m, "Confirm") != before).then(|| m.clone())
            })
            .await;
    }
    let spots = confirm_tile(fake, player, msg.id, &control(&shown, "Confirm")).await;
    let controls = spots.controls();
    let by_label = |word: &str| controls.iter().find(|c| c.1.contains(word)).cloned();
    let choice = by_label("Take the abbot back")
        .or_else(|| by_label("builder"))
        .or_else(|| by_label("abbot"))
        .or_else(|| by_label("large follower"))
        .or_else(|| by_label(": road").or_else(|| by_label(": city")))
        .unwrap_or_else(|| by_label("No follower").unwrap());
    fake.click(player, msg.id, &choice.0, None);
    fake.wait_for(10, "the turn to close", |s| {
        s.message(msg.id)
            .filter(|m| m.controls().is_empty())
            .map(|_| ())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_every_expansion_through_discord() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let svc = service_of(&bot).await;
    let people = vec![Person::new(9_101, "Ada"), Person::new(9_102, "Bo")];
    // Until a person's builder has earned a second tile and an abbot has
    // been taken back (a game or two).
    let (mut second, mut returned, mut goods) = (false, false, false);
    for (round, channel) in [9_001u64, 9_002, 9_003].into_iter().enumerate() {
        let expansions = json!([
            { "name": "river", "type": 5, "value": true },
            { "name": "abbot", "type": 5, "value": true },
            { "name": "inns_cathedrals", "type": 5, "value": true },
            { "name": "traders_builders", "type": 5, "value": true },
        ]);
        let first = start_game(&fake, channel, &people, expansions).await;
        let game_id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
        let rules = sub(&fake, &people[0], channel, "rules").await;
        assert!(
            rules
                .content
                .contains("The River, The Abbot, Inns & Cathedrals and Traders & Builders"),
            "{}",
            rules.content
        );
        let mut after = first.id - 1;
        while let Some(msg) =
            next_turn(&fake, channel, after, "it's your turn", "Final scores").await
        {
            after = msg.id;
            let player = mentioned(&msg, &people);
            expansion_turn(&fake, &svc, game_id, &msg, &player).await;
        }
        let said: Vec<String> = fake
            .state()
            .in_channel(channel)
            .iter()
            .map(|m| m.content.clone())
            .collect();
        second |= said.iter().any(|c| c.contains("plays a second tile"));
        returned |= said.iter().any(|c| c.contains("abbot taken back"));
        goods |= said
            .iter()
            .any(|c| c.contains("took the completed city's goods"));
        // The record names the expansions and replays.
        let record = Record::parse(&svc.export(game_id).await.unwrap()).unwrap();
        assert_eq!(record.expansions, carcassonne_bot::engine::Expansions::ALL);
        assert!(replay(&record).unwrap().is_over());
        if second && returned && goods {
            break;
        }
        assert!(round < 2, "three games without {second} {returned} {goods}");
    }
    fake.assert_no_violations();
    bot.stop().await;
    svc.store().close().await;
}
