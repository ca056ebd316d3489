//! Lobbies and the host's tools: options, rematches, skips, removals, take-backs,
//! undo votes and stand-ins.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_skips_a_turn_and_removes_a_player() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_300;
    let people = vec![
        Person::new(6_301, "Ann"),
        Person::new(6_302, "Bob"),
        Person::new(6_303, "Cleo"),
    ];
    let (ann, cleo) = (&people[0], &people[2]);
    let first = start_game(&fake, channel, &people, json!([])).await;
    let waiting = mentioned(&first, &people);
    // Only the host or someone with Manage Server; refused privately.
    let refused = sub(&fake, cleo, channel, "skip").await;
    assert!(refused.ephemeral);
    assert!(
        refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    assert_eq!(
        fake.state().message(first.id).unwrap().controls().len(),
        first.controls().len()
    );
    // The host skips: told privately; the channel sees who did it, and the
    // next turn.
    let done = sub(&fake, ann, channel, "skip").await;
    assert!(
        done.ephemeral && done.content.starts_with("Done: Ann skipped"),
        "{}",
        done.content
    );
    let closed = fake
        .wait_for(10, "the skipped turn closed", |s| {
            s.message(first.id)
                .filter(|m| m.controls().is_empty() && m.content.contains("skipped"))
                .cloned()
        })
        .await;
    assert!(
        closed
            .content
            .contains(&format!("skipped {}'s turn", waiting.name)),
        "{}",
        closed.content
    );
    let second = fake
        .wait_for(10, "the next turn", |s| {
            newest(s, channel, first.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let next = mentioned(&second, &people);
    assert_ne!(next.id, waiting.id);
    // The host removes the player in turn: they leave the game, and the
    // turn passes on.
    let done = command(
        &fake,
        ann,
        channel,
        "host",
        Some("remove"),
        json!([{ "name": "player", "type": 6, "value": next.id.to_string() }]),
    )
    .await;
    assert!(
        done.ephemeral && done.content.contains(&format!("removed {}", next.name)),
        "{}",
        done.content
    );
    let third = fake
        .wait_for(10, "the turn after the removal", |s| {
            newest(s, channel, second.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert_ne!(mentioned(&third, &people).id, next.id);
    // Removing them again is refused.
    let again = command(
        &fake,
        ann,
        channel,
        "host",
        Some("remove"),
        json!([{ "name": "player", "type": 6, "value": next.id.to_string() }]),
    )
    .await;
    assert!(
        again.content.contains("is not playing"),
        "{}",
        again.content
    );
    // The clock stops and starts again, said in the channel.
    let how = |choice: u64| json!([{ "name": "action", "type": 4, "value": choice }]);
    let stopped = command(&fake, ann, channel, "host", Some("clock"), how(0)).await;
    assert!(
        stopped.content.contains("stopped the clock"),
        "{}",
        stopped.content
    );
    fake.wait_for(10, "the clock news", |s| {
        newest(s, channel, third.id, |m| {
            m.content.contains("stopped the clock")
        })
        .map(|_| ())
    })
    .await;
    let started = command(&fake, ann, channel, "host", Some("clock"), how(1)).await;
    assert!(
        started.content.contains("started the clock"),
        "{}",
        started.content
    );
    // New spectator links: the old ones stop, said to the host alone.
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let before = svc.view(game).await.unwrap().watch_generation;
    let links = command(&fake, ann, channel, "host", Some("links"), json!([])).await;
    assert!(
        links.ephemeral && links.content.contains("stop working now"),
        "{links:?}"
    );
    assert_eq!(svc.view(game).await.unwrap().watch_generation, before + 1);
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_opens_a_lobby_and_invites_everyone_once() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_400;
    let people = vec![Person::new(6_401, "Ann"), Person::new(6_402, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    // The player in turn leaves: the game ends, with a Rematch button on
    // the final scores.
    let leaver = mentioned(&first, &people);
    let stayer = people.iter().find(|p| p.id != leaver.id).unwrap().clone();
    let t = fake.slash(&leaver, channel, "carcassonne", Some("resign"), json!([]));
    let fin = fake
        .wait_for(20, "the final scores", |s| {
            s.interactions.get(&t)?;
            newest(s, channel, first.id, |m| m.content.contains("Final scores"))
        })
        .await;
    let rematch = control(&fin, "Rematch");
    // Someone who did not play cannot.
    let zed = Person::new(6_409, "Zed");
    fake.click(&zed, fin.id, &rematch, None);
    fake.wait_for(10, "the refusal", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.content.contains("not playing in this game"))
            .map(|_| ())
    })
    .await;
    // The leaver asks for a rematch: a new lobby they host, and the other
    // player invited once.
    click(&fake, &leaver, &fin, &rematch).await;
    let lobby = fake
        .wait_for(10, "the new lobby", |s| {
            newest(s, channel, fin.id, |m| {
                m.controls().iter().any(|c| c.1 == "Join")
            })
        })
        .await;
    let invite = fake
        .wait_for(10, "the invitation", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("Rematch of game")
            })
        })
        .await;
    assert_eq!(invite.pings.users, vec![stayer.id], "{}", invite.content);
    // A second click finds the channel busy with the new lobby.
    fake.click(&stayer, fin.id, &rematch, None);
    fake.wait_for(10, "the busy channel", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.content.contains("already"))
            .map(|_| ())
    })
    .await;
    click(&fake, &stayer, &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &leaver, &lobby, &control(&lobby, "Start")).await;
    fake.wait_for(20, "the rematch's first turn", |s| {
        newest(s, channel, invite.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    let invites = fake
        .state()
        .in_channel(channel)
        .iter()
        .filter(|m| m.content.contains("Rematch of game"))
        .count();
    assert_eq!(invites, 1);
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_nobody_starts_closes_and_says_so() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_500;
    let (ann, bob) = (Person::new(6_501, "Ann"), Person::new(6_502, "Bob"));
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    assert!(
        lobby.content.contains("The lobby closes <t:"),
        "{}",
        lobby.content
    );
    // Its time runs out in a moment (instead of 48 hours).
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    sqlx::query("UPDATE games SET deadline_at = ? WHERE id = ?")
        .bind(now + 2)
        .bind(id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    svc.store().close().await;
    // (A click makes the bot look at its timers again.)
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    let closed = fake
        .wait_for(30, "the lobby closed", |s| {
            s.message(lobby.id)
                .filter(|m| m.controls().is_empty() && m.content.contains("lobby closed"))
                .cloned()
        })
        .await;
    assert!(
        closed.content.contains("nobody started it"),
        "{}",
        closed.content
    );
    // The channel is free for a new game.
    let again = fake.open_lobby(&bob, channel, json!([])).await;
    assert_ne!(again.id, lobby.id);
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_changes_the_lobbys_options_before_the_start() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_600;
    let (ann, bob) = (Person::new(6_601, "Ann"), Person::new(6_602, "Bob"));
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    let options = json!([
        { "name": "farms", "type": 4, "value": 2 },
        { "name": "seats", "type": 4, "value": 3 },
    ]);
    // Only the host.
    let refused = command(
        &fake,
        &bob,
        channel,
        "host",
        Some("options"),
        options.clone(),
    )
    .await;
    assert!(
        refused.ephemeral && refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    let saved = command(
        &fake,
        &ann,
        channel,
        "host",
        Some("options"),
        options.clone(),
    )
    .await;
    assert!(saved.content.contains("no farmers"), "{}", saved.content);
    let shown = fake
        .wait_for(10, "the lobby with its new options", |s| {
            s.message(lobby.id)
                .filter(|m| m.content.contains("no farmers") && m.content.contains("(2/3)"))
                .cloned()
        })
        .await;
    assert!(shown.controls().iter().any(|c| c.1 == "Start"));
    // The expansions come from the lobby's menu, chosen by the host only.
    let menu = shown
        .controls()
        .into_iter()
        .find(|c| c.1.starts_with("Expansions"))
        .expect("the expansions menu");
    let t = fake.click(&bob, lobby.id, &menu.0, Some(vec!["river".into()]));
    assert_eq!(
        private_answer(&fake, &t).await,
        "Only the host can do that."
    );
    fake.click(
        &ann,
        lobby.id,
        &menu.0,
        Some(vec!["river".into(), "abbot".into()]),
    );
    let chosen = fake
        .wait_for(10, "the lobby with two expansions", |s| {
            s.message(lobby.id)
                .filter(|m| {
                    m.content
                        .contains("**Expansions:** The River and The Abbot.")
                })
                .cloned()
        })
        .await;
    // The expansions menu, wherever the card holds it.
    let ticked: Vec<String> = chosen
        .control_values()
        .into_iter()
        .find(|c| c["custom_id"] == menu.0.as_str())
        .expect("the expansions menu")["options"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|o| o["default"] == true)
        .map(|o| o["value"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ticked, ["river", "abbot"], "the menu shows the choice");
    // Unticking everything is the base game again.
    fake.click(&ann, lobby.id, &menu.0, Some(vec![]));
    let shown = fake
        .wait_for(10, "the lobby with no expansions", |s| {
            s.message(lobby.id)
                .filter(|m| m.content.contains("**Expansions:** none"))
                .cloned()
        })
        .await;
    // As many seats as players is fine.
    let too_few = command(
        &fake,
        &ann,
        channel,
        "host",
        Some("options"),
        json!([{ "name": "seats", "type": 4, "value": 2 }]),
    )
    .await;
    assert!(too_few.content.contains("Saved"), "{}", too_few.content);
    // After the start, options stay.
    click(&fake, &ann, &shown, &control(&shown, "Start")).await;
    fake.wait_for(20, "the first turn", |s| {
        newest(s, channel, lobby.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    let late = command(&fake, &ann, channel, "host", Some("options"), options).await;
    assert!(late.content.contains("has started"), "{}", late.content);
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_tile_is_taken_back_and_placed_elsewhere() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_700;
    let people = vec![Person::new(6_701, "Ann"), Person::new(6_702, "Bob")];
    let live = start_game(&fake, channel, &people, json!([])).await;
    let player = mentioned(&live, &people);
    let step = confirm_option(&fake, &player, live.id, 0).await;
    // Someone else cannot take it back.
    let other = people.iter().find(|p| p.id != player.id).unwrap();
    fake.click(other, live.id, &control(&step, "↩ Take back"), None);
    fake.wait_for(10, "the refusal", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.content.contains("turn"))
            .map(|_| ())
    })
    .await;
    // The player takes it back: the tile step again, in the same message.
    fake.click(&player, live.id, &control(&step, "↩ Take back"), None);
    let again = fake
        .wait_for(10, "the tile step again", |s| {
            s.message(live.id)
                .filter(|m| {
                    !m.menu().is_empty() && m.controls().iter().all(|c| c.1 != "No follower")
                })
                .cloned()
        })
        .await;
    assert!(
        again.content.contains("it's your turn"),
        "{}",
        again.content
    );
    // Placed elsewhere this time, and played on.
    let step = confirm_option(&fake, &player, live.id, 1).await;
    fake.click(&player, live.id, &control(&step, "No follower"), None);
    fake.wait_for(10, "the next turn", |s| {
        newest(s, channel, live.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_is_voted_on_with_buttons_and_the_move_is_played_again() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_800;
    let people = vec![Person::new(6_801, "Ann"), Person::new(6_802, "Bob")];
    let live = start_game(&fake, channel, &people, json!([])).await;
    let first = mentioned(&live, &people);
    let other = people.iter().find(|p| p.id != first.id).unwrap().clone();
    let step = confirm_option(&fake, &first, live.id, 0).await;
    fake.click(&first, live.id, &control(&step, "No follower"), None);
    let second = fake
        .wait_for(10, "the second turn", |s| {
            newest(s, channel, live.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    // The first player watches their move, then asks; the vote pings the
    // other player only.
    let before = sub(&fake, &first, channel, "replay").await;
    assert!(before.ephemeral && before.digests.len() == 1, "{before:?}");
    let asked = sub(&fake, &first, channel, "undo").await;
    assert!(
        asked.ephemeral && asked.content.starts_with("Asked."),
        "{}",
        asked.content
    );
    let vote = fake
        .wait_for(10, "the vote", |s| {
            newest(s, channel, second.id, |m| {
                m.content.starts_with("**Undo?**")
            })
        })
        .await;
    assert_eq!(vote.pings.users, vec![other.id], "{:?}", vote.pings);
    // Only the other player votes.
    assert!(
        click(&fake, &first, &vote, &control(&vote, "Agree"))
            .await
            .is_some_and(|r| r.contains("Only the other players"))
    );
    click(&fake, &other, &vote, &control(&vote, "Agree")).await;
    let closed = fake
        .wait_for(10, "the vote closed", |s| {
            s.message(vote.id)
                .filter(|m| m.controls().is_empty() && m.content.contains("Everyone agreed"))
                .cloned()
        })
        .await;
    assert!(closed.content.contains("undone"), "{}", closed.content);
    // The second turn's message is closed; the first player plays again.
    let again = fake
        .wait_for(10, "the turn again", |s| {
            newest(s, channel, vote.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert_eq!(mentioned(&again, &people).id, first.id);
    assert!(again.content.contains("(move 1)"), "{}", again.content);
    let old = fake.state().message(second.id).cloned().unwrap();
    assert!(old.controls().is_empty(), "{:?}", old.controls());
    // Played otherwise: elsewhere if the tile fits elsewhere, and with a
    // follower this time (a first move always has a spot for one), so
    // that the board differs even for a tile that fits one square only.
    let step = confirm_option(&fake, &first, again.id, 1).await;
    let spot = step.controls()[0].clone();
    assert!(
        !spot.1.contains("follower") && !spot.1.contains("Take back"),
        "{spot:?}"
    );
    fake.click(&first, again.id, &spot.0, None);
    fake.wait_for(10, "the next turn", |s| {
        newest(s, channel, again.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    // A replay at the same move count shows the new placement, not the
    // undone one.
    let after = sub(&fake, &other, channel, "replay").await;
    assert!(after.ephemeral && after.digests.len() == 1, "{after:?}");
    assert_ne!(
        after.digests, before.digests,
        "the replay shows the undone move"
    );
    // The record keeps the undone move, and replays.
    let export = sub(&fake, &first, channel, "export").await;
    assert!(export.files.iter().any(|f| f.ends_with(".json")));
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.undone.len(), 1);
    replay(&record).unwrap();
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_hands_a_seat_to_a_stand_in_and_the_game_goes_on() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_900;
    let people = [Person::new(6_901, "Ann"), Person::new(6_902, "Bob")];
    let (ann, bob) = (&people[0], &people[1]);
    // The lobby says who would take a leaving player's seat.
    let lobby = fake
        .open_lobby(
            ann,
            channel,
            json!([
                { "name": "stand_in", "type": 4, "value": 3 },
                { "name": "time_bank", "type": 4, "value": 1 },
            ]),
        )
        .await;
    assert!(
        lobby.content.contains(
            "**Turn time:** a time bank of 1 day each, 8 hours more for every turn, up to 2 days, running only on your own turns"
        ),
        "{}",
        lobby.content
    );
    assert!(
        lobby
            .content
            .contains("**Stand-ins:** a computer player (hard) takes the seat"),
        "{}",
        lobby.content
    );
    click(&fake, bob, &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, ann, &lobby, &control(&lobby, "Start")).await;
    let first = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert!(
        first.content.contains("Time runs out <t:"),
        "{}",
        first.content
    );
    let standin = json!([
        { "name": "player", "type": 6, "value": bob.id.to_string() },
        { "name": "computer_level", "type": 4, "value": 1 },
    ]);
    // Only the host (or Manage Server), privately.
    let refused = command(
        &fake,
        bob,
        channel,
        "host",
        Some("standin"),
        standin.clone(),
    )
    .await;
    assert!(
        refused.ephemeral && refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    // The host hands Bob's seat to a medium computer player.
    let done = command(&fake, ann, channel, "host", Some("standin"), standin).await;
    assert!(
        done.ephemeral
            && done
                .content
                .starts_with("Done: Ann handed Bob's seat to a computer player."),
        "{}",
        done.content
    );
    let news = fake
        .wait_for(10, "the stand-in's news", |s| {
            newest(s, channel, first.id, |m| {
                m.content
                    .contains("A computer player (medium) plays Bob's seat")
            })
        })
        .await;
    assert!(
        news.content.contains("the seat is not rated"),
        "{}",
        news.content
    );
    // Ann plays on; the stand-in plays Bob's turns under Bob's name, and
    // nobody pings Bob any more.
    let turns = play_through(&fake, channel, std::slice::from_ref(ann), news.id).await;
    assert!(turns >= 20, "Ann played {turns} turns");
    let after: Vec<Msg> = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .filter(|m| m.id > news.id)
        .cloned()
        .collect();
    assert!(
        after
            .iter()
            .filter(|m| m.content.contains("Bob (computer, medium) placed tile"))
            .count()
            >= 20
    );
    assert!(
        after.iter().all(|m| !m.pings.users.contains(&bob.id)),
        "Bob is pinged no more: {:?}",
        after
            .iter()
            .filter(|m| m.pings.users.contains(&bob.id))
            .map(|m| &m.content)
            .collect::<Vec<_>>()
    );
    let last = after
        .iter()
        .rev()
        .find(|m| m.content.contains("Final scores"))
        .unwrap();
    assert!(
        last.content.contains("Bob (computer, medium)"),
        "{}",
        last.content
    );
    fake.assert_no_violations();
    bot.stop().await;
}
