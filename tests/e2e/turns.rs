//! Turn cards and notices: controls for the player in turn, mentions, direct
//! messages, the pieces' emojis and previews on an old card.

use super::*;

/// `/carcassonne turn` gives the player in turn their controls, privately;
/// playing from that copy moves the game on like the turn message would.
/// Anyone else is told whose turn it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_in_turn_gets_their_controls_back() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_950;
    let people = vec![Person::new(5_951, "Ann"), Person::new(5_952, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let live = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let player = mentioned(&live, &people);
    let other = people.iter().find(|p| p.id != player.id).unwrap().clone();
    // The turn message is recorded as live once Discord's answer is stored,
    // a moment after it shows.
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    for _ in 0..100 {
        if svc.live_message(game).await.unwrap() == Some(live.id as i64) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    svc.store().close().await;
    // Someone else: whose turn it is, with a link to the turn message.
    let m = command(
        &fake,
        &other,
        channel,
        "carcassonne",
        Some("turn"),
        json!([]),
    )
    .await;
    assert!(m.ephemeral);
    assert!(
        m.content
            .starts_with(&format!("It's {}'s turn, not yours.", player.name))
            && m.content.contains(&live.id.to_string()),
        "{}",
        m.content
    );
    // Anyone: the bag, privately, with its picture.
    let bag = command(
        &fake,
        &other,
        channel,
        "carcassonne",
        Some("bag"),
        json!([]),
    )
    .await;
    assert!(bag.ephemeral && bag.files.iter().any(|f| f.ends_with(".png")));
    assert!(
        bag.content.contains("70 tiles left in the bag"),
        "{}",
        bag.content
    );
    // The player in turn: the controls, privately.
    let copy = command(
        &fake,
        &player,
        channel,
        "carcassonne",
        Some("turn"),
        json!([]),
    )
    .await;
    assert!(copy.ephemeral, "{copy:?}");
    assert!(copy.content.contains("it's your turn"), "{}", copy.content);
    assert!(!copy.menu().is_empty());
    // Play the tile from the private copy.
    let value = copy.menu()[0].0.clone();
    fake.click(&player, copy.id, &copy.controls()[0].0, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview in the copy", |s| {
            s.message(copy.id)
                .filter(|m| m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                .cloned()
        })
        .await;
    fake.click(&player, copy.id, &control(&shown, "Confirm"), None);
    // Both the copy and the public turn message show the follower step.
    fake.wait_for(10, "the follower step, in both", |s| {
        let both = [copy.id, live.id].iter().all(|id| {
            s.message(*id)
                .is_some_and(|m| m.controls().iter().any(|c| c.1 == "No follower"))
        });
        both.then_some(())
    })
    .await;
    // Finish from the public message: the copy's controls are then stale.
    let public = fake.state().message(live.id).cloned().unwrap();
    fake.click(&player, public.id, &control(&public, "No follower"), None);
    fake.wait_for(10, "the next turn", |s| {
        newest(s, channel, live.id, |m| {
            m.content.contains("it's your turn")
        })
        .map(|_| ())
    })
    .await;
    let stale = fake.state().message(copy.id).cloned().unwrap();
    let t = fake.click(&player, copy.id, &control(&stale, "No follower"), None);
    let said = private_answer(&fake, &t).await;
    assert!(said.contains("turn is over"), "{said}");
    fake.wait_for(10, "the stale copy to lose its buttons", |s| {
        s.message(copy.id)
            .filter(|m| m.controls().is_empty())
            .map(|_| ())
    })
    .await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// Nothing the bot posts pings a role or @everyone, whatever players call
/// themselves; a turn pings exactly the player in turn, the final scores
/// the game's players; `/leaderboard` and `/stats` ping nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mentions_ping_exactly_whom_they_should() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_970;
    let people = vec![
        Person::new(5_971, "<@&4242>"),
        Person::new(5_972, "@everyone"),
    ];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let played = play_turns(&fake, channel, &people, lobby.id, 4).await;
    // The player in turn leaves: the game ends, with the final scores.
    let live = fake
        .wait_for(20, "the turn", |s| {
            newest(s, channel, 0, |m| m.content.contains("it's your turn"))
        })
        .await;
    let leaver = mentioned(&live, &people);
    let t = fake.slash(&leaver, channel, "carcassonne", Some("resign"), json!([]));
    fake.wait_for(20, "the final scores", |s| {
        s.interactions.get(&t)?;
        newest(s, channel, played.last, |m| {
            m.content.contains("Final scores")
        })
        .map(|_| ())
    })
    .await;
    let lb = command(&fake, &people[1], channel, "leaderboard", None, json!([])).await;
    assert!(
        lb.content.contains(&format!("<@{}>", people[0].id)),
        "{}",
        lb.content
    );
    let st = command(
        &fake,
        &people[1],
        channel,
        "stats",
        None,
        json!([{ "name": "user", "type": 6, "value": people[0].id.to_string() }]),
    )
    .await;
    assert!(
        st.content.contains(&format!("<@{}>", people[0].id)),
        "{}",
        st.content
    );
    let ids: Vec<u64> = people.iter().map(|p| p.id).collect();
    {
        let s = fake.state();
        let mut turns = 0;
        for m in s.messages.iter().filter(|m| !m.ephemeral) {
            assert!(
                m.pings.roles.is_empty() && !m.pings.everyone,
                "pinged a role or everyone: {:?} {:?}",
                m.content,
                m.pings
            );
            assert!(
                m.pings.users.iter().all(|u| ids.contains(u)),
                "pinged someone outside the game: {:?}",
                m.pings
            );
            if m.posted_content.contains("it's your turn") {
                turns += 1;
                let player = people
                    .iter()
                    .find(|p| m.posted_content.starts_with(&format!("<@{}>", p.id)))
                    .unwrap();
                assert_eq!(m.pings.users, vec![player.id], "{}", m.content);
            } else if m.posted_content.contains("Final scores") {
                let mut pinged = m.pings.users.clone();
                pinged.sort_unstable();
                assert_eq!(pinged, ids, "{}", m.content);
            } else {
                assert!(m.pings.nobody(), "{:?} pinged {:?}", m.content, m.pings);
            }
        }
        assert!(turns >= 4, "{turns} turn posts");
        assert!(s.message(lb.id).unwrap().pings.nobody());
        assert!(s.message(st.id).unwrap().pings.nobody());
    }
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notices_come_the_way_each_person_chose() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_100;
    let (ann, bob, cleo) = (
        Person::new(6_101, "Ann"),
        Person::new(6_102, "Bob"),
        Person::new(6_103, "Cleo"),
    );
    // Bob's DMs are closed to the bot.
    fake.state().dms_closed.insert(bob.id);
    let how = |choice: u64| json!([{ "name": "how", "type": 4, "value": choice }]);
    for (who, choice) in [(&ann, 1), (&bob, 1), (&cleo, 2)] {
        let m = command(
            &fake,
            who,
            channel,
            "carcassonne",
            Some("notify"),
            how(choice),
        )
        .await;
        assert!(
            m.ephemeral && m.content.starts_with("From now on"),
            "{}",
            m.content
        );
    }
    let asked = sub(&fake, &cleo, channel, "notify").await;
    assert!(
        asked.content.contains("without a ping"),
        "{}",
        asked.content
    );
    let people = vec![ann.clone(), bob.clone(), cleo.clone()];
    let first = start_game(&fake, channel, &people, json!([])).await;
    let played = play_turns(&fake, channel, &people, first.id - 1, 7).await;
    assert_eq!(played.turns, 7);
    // Each turn's notice follows its message: wait until every one is out.
    let starts = |m: &Msg, p: &Person| m.posted_content.starts_with(&format!("<@{}>", p.id));
    fake.wait_for(10, "every notice", |s| {
        let turns = |p: &Person| {
            s.in_channel(channel)
                .iter()
                .filter(|m| m.posted_content.contains("it's your turn") && starts(m, p))
                .count()
        };
        let dms = s.in_channel(600_000_000_000_000_000 + ann.id).len();
        let nudges = s
            .in_channel(channel)
            .iter()
            .filter(|m| m.posted_content.contains("your turn is waiting"))
            .count();
        (dms == turns(&ann) && nudges == turns(&bob).min(1)).then_some(())
    })
    .await;
    // Each of Ann's turns has a DM with a link to its turn message, and
    // the turn messages mention their players without a ping.
    let msgs: Vec<Msg> = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .cloned()
        .collect();
    let turns: Vec<&Msg> = msgs
        .iter()
        .filter(|m| m.posted_content.contains("it's your turn"))
        .collect();
    let of = |p: &Person| -> Vec<&Msg> {
        turns
            .iter()
            .copied()
            .filter(|m| m.posted_content.starts_with(&format!("<@{}>", p.id)))
            .collect()
    };
    assert!(
        of(&ann).iter().chain(&of(&cleo)).all(|m| m.pings.nobody()),
        "Ann's and Cleo's turn messages ping nobody"
    );
    let dms = fake.dms_to(ann.id);
    assert!(!of(&ann).is_empty());
    assert_eq!(dms.len(), of(&ann).len(), "{dms:?}");
    for (dm, turn) in dms.iter().zip(of(&ann)) {
        let link = format!("/{channel}/{}", turn.id);
        assert!(dm.contains("It's your turn") && dm.contains(&link), "{dm}");
        assert!(dm.contains(&format!("<#{channel}>")), "{dm}");
    }
    // Bob: his first DM was refused, so he was mentioned in the channel
    // with a link and told why, once. From then on his turn messages
    // mention him with a ping, and no DM is tried again: each refused one
    // is an invalid request to Discord.
    assert!(fake.dms_to(bob.id).is_empty());
    let nudges: Vec<&Msg> = msgs
        .iter()
        .filter(|m| m.posted_content.contains("your turn is waiting"))
        .collect();
    let bobs = of(&bob);
    assert!(bobs.len() >= 2, "{} turns of Bob's", bobs.len());
    assert_eq!(nudges.len(), 1);
    let m = nudges[0];
    assert_eq!(m.pings.users, vec![bob.id], "{}", m.content);
    assert!(m.content.starts_with(&format!("<@{}>", bob.id)));
    assert!(m.content.contains(&format!("/{channel}/")));
    assert!(m.content.contains("Your DMs are closed"), "{}", m.content);
    assert!(bobs[0].pings.nobody());
    for later in &bobs[1..] {
        assert_eq!(later.pings.users, vec![bob.id], "{}", later.content);
    }
    let bob_dm = format!("/channels/{}/", 600_000_000_000_000_000 + bob.id);
    let refused: Vec<String> = fake
        .invalid_requests()
        .into_iter()
        .filter(|r| r.contains(&bob_dm))
        .collect();
    assert_eq!(refused.len(), 1, "{refused:?}");
    // Cleo: neither a DM nor a ping.
    assert!(fake.dms_to(cleo.id).is_empty());
    assert!(
        fake.state()
            .messages
            .iter()
            .all(|m| !m.pings.users.contains(&cleo.id)),
        "Cleo is never pinged"
    );
    bot.stop().await;
    fake.assert_no_violations();
}

/// The buttons and menu options of a message that show an emoji, and the
/// emoji ids they name.
fn emoji_ids(components: &serde_json::Value, out: &mut Vec<String>) {
    for c in components.as_array().into_iter().flatten() {
        if let Some(id) = c["emoji"]["id"].as_str() {
            out.push(id.to_string());
        }
        for o in c["options"].as_array().into_iter().flatten() {
            if let Some(id) = o["emoji"]["id"].as_str() {
                out.push(id.to_string());
            }
        }
        emoji_ids(&c["components"], out);
    }
}

/// The pieces' emojis: uploaded once at start-up (an older drawing of ours
/// deleted, an emoji that is not ours left alone), then shown on the
/// follower step's buttons, beside names in the news and in the final
/// score lines; a second start finds them and uploads nothing. A turn's
/// card shows the drawn tile beside its first line.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pieces_emojis_are_uploaded_once_and_shown_in_the_game() {
    let fake = Fake::start_roomy().await;
    {
        let mut s = fake.state();
        for (id, name) in [("11", "cb0_follower_0"), ("12", "party")] {
            s.emojis.push(
                json!({ "id": id, "name": name, "roles": [], "require_colons": true,
                                  "managed": false, "animated": false, "available": true }),
            );
        }
    }
    let mut bot = Bot::start(&fake).await;
    let ours = |s: &fake_discord::State| {
        s.emojis
            .iter()
            .filter(|e| e["name"].as_str().is_some_and(|n| n.starts_with("cb1_")))
            .count()
    };
    fake.wait_for(30, "the pieces' emojis", |s| {
        (ours(s) == Icons::all_len() && s.emojis.len() == Icons::all_len() + 1).then_some(())
    })
    .await;
    {
        let s = fake.state();
        assert_eq!(s.emoji_uploads, Icons::all_len());
        assert!(
            s.emojis.iter().any(|e| e["name"] == "party"),
            "not ours: kept"
        );
        assert!(
            !s.emojis.iter().any(|e| e["name"] == "cb0_follower_0"),
            "old: gone"
        );
    }
    let channel = 5_101;
    let (ana, ben) = (Person::new(1_201, "Ana"), Person::new(1_202, "Ben"));
    let people = vec![ana.clone(), ben.clone()];
    // The first turn's card: the drawn tile beside whose turn it is, its
    // tile's emoji, a picture Discord has: the board alone is uploaded.
    let turn = start_game(&fake, channel, &people, json!([])).await;
    assert_eq!(turn.files, ["carcassonne.png"]);
    let inside = &turn.components[0]["components"];
    assert_eq!(inside[0]["type"], 9, "a section first: {inside}");
    let thumb = inside[0]["accessory"]["media"]["url"]
        .as_str()
        .unwrap_or_default();
    let tile_emoji = thumb
        .strip_prefix("https://cdn.discordapp.com/emojis/")
        .and_then(|r| r.strip_suffix(".png"))
        .unwrap_or_default();
    assert!(
        fake.state().emojis.iter().any(|e| e["id"] == tile_emoji
            && e["name"].as_str().is_some_and(|n| n.starts_with("cb1_t_"))),
        "{thumb}"
    );
    // Each picture with its words for screen readers.
    let alt = |c: &serde_json::Value| c.as_str().unwrap_or_default().to_string();
    assert!(
        alt(&inside[0]["accessory"]["description"]).starts_with("Tile "),
        "{inside}"
    );
    let gallery = inside
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == 12)
        .unwrap();
    let board_alt = alt(&gallery["items"][0]["description"]);
    assert!(board_alt.contains("where tile"), "{board_alt}");
    assert!(
        inside[0]["components"][0]["content"]
            .as_str()
            .unwrap()
            .contains("it's your turn"),
        "{inside}"
    );
    // The follower step: each choice with the figure in the player's colour.
    let player = mentioned(&turn, &people);
    let (menu, value) = (turn.controls()[0].0.clone(), turn.menu()[0].0.clone());
    let t = fake.click(&player, turn.id, &menu, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            let m = s.message(turn.id)?;
            (s.interactions.get(&t)?.acknowledged
                && m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
            .then(|| m.clone())
        })
        .await;
    let spots = confirm_tile(&fake, &player, turn.id, &control(&shown, "Confirm")).await;
    let mut shown_ids = Vec::new();
    emoji_ids(&spots.components, &mut shown_ids);
    assert!(!shown_ids.is_empty(), "{}", spots.components);
    {
        let s = fake.state();
        let seat0 = s
            .emojis
            .iter()
            .find(|e| e["name"] == "cb1_follower_0")
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            shown_ids.contains(&seat0),
            "the first seat's follower: {shown_ids:?}"
        );
    }
    fake.click(&player, turn.id, &control(&spots, "No follower"), None);
    fake.wait_for(10, "the turn to close", |s| {
        s.message(turn.id)
            .filter(|m| m.controls().is_empty())
            .map(|_| ())
    })
    .await;

    // A second start finds every emoji and uploads none.
    bot.stop().await;
    let identified = fake.state().identified;
    let mut again = Bot::start_in(&fake, bot.dir.clone()).await;
    fake.wait_for(30, "the second start", |s| {
        (s.identified > identified && s.ready).then_some(())
    })
    .await;
    let turns = play_through(&fake, channel, &people, turn.id).await;
    assert!(turns >= 60, "{turns} turns");
    {
        let s = fake.state();
        let lists = s
            .requests
            .iter()
            .filter(|r| r.starts_with("GET") && r.ends_with("/emojis"))
            .count();
        assert_eq!(lists, 2, "each start looked once");
        assert_eq!(
            s.emoji_uploads,
            Icons::all_len(),
            "the second start uploaded nothing"
        );
        // The news and the final scores show each player's follower.
        let msgs = s.in_channel(channel);
        let news = msgs
            .iter()
            .find(|m| m.content.contains("<:cb1_follower_") && m.content.contains("scored"))
            .unwrap_or_else(|| panic!("no news with a follower"));
        assert!(news.v2, "{}", news.content);
        let fin = msgs
            .iter()
            .find(|m| m.content.contains("Final scores"))
            .unwrap();
        assert_eq!(
            fin.content.matches("<:cb1_follower_").count(),
            2,
            "{}",
            fin.content
        );
    }
    fake.assert_no_violations();
    again.stop().await;
}

/// An emoji of ours deleted while the bot runs (by hand, in the Developer
/// Portal) makes Discord refuse the cards that name it: the bot drops its
/// emojis at once, looks at them again, uploads the missing ones, and the
/// turn goes on. A newer drawing's emojis (a version rolled back from) are
/// left alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_emoji_is_put_back_and_the_turn_goes_on() {
    let fake = Fake::start_roomy().await;
    fake.state()
        .emojis
        .push(json!({ "id": "21", "name": "cb2_follower_0", "roles": [],
        "require_colons": true, "managed": false, "animated": false, "available": true }));
    let mut bot = Bot::start(&fake).await;
    let ours = |s: &fake_discord::State| {
        s.emojis
            .iter()
            .filter(|e| e["name"].as_str().is_some_and(|n| n.starts_with("cb1_")))
            .count()
    };
    fake.wait_for(30, "the pieces' emojis", |s| {
        (ours(s) == Icons::all_len()).then_some(())
    })
    .await;
    let channel = 5_151;
    let people = vec![Person::new(1_251, "Ana"), Person::new(1_252, "Ben")];
    let turn = start_game(&fake, channel, &people, json!([])).await;
    let player = mentioned(&turn, &people);
    let (menu, value) = (turn.controls()[0].0.clone(), turn.menu()[0].0.clone());
    fake.click(&player, turn.id, &menu, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            let m = s.message(turn.id)?;
            m.controls()
                .iter()
                .any(|c| c.1 == "Confirm" && !c.2)
                .then(|| m.clone())
        })
        .await;
    // Every seat's follower goes: the follower step names one of them.
    for seat in 0..6 {
        assert!(fake.delete_emoji(&format!("cb1_follower_{seat}")));
    }
    let spots = confirm_tile(&fake, &player, turn.id, &control(&shown, "Confirm")).await;
    fake.click(&player, turn.id, &control(&spots, "No follower"), None);
    fake.wait_for(20, "the next turn", |s| {
        newest(s, channel, turn.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    fake.wait_for(30, "the emojis put back", |s| {
        (ours(s) == Icons::all_len()).then_some(())
    })
    .await;
    {
        let mut s = fake.state();
        assert!(
            s.emojis.iter().any(|e| e["name"] == "cb2_follower_0"),
            "a newer drawing's emoji stays"
        );
        // The refusals Discord made are the deleted emojis' alone.
        let (refused, others): (Vec<String>, Vec<String>) = s
            .violations
            .drain(..)
            .partition(|v| v.contains("Invalid emoji"));
        assert!(others.is_empty(), "{others:?}");
        assert!(!refused.is_empty(), "a card named a deleted emoji first");
    }
    fake.assert_no_violations();
    bot.stop().await;
}

/// A turn card older than an hour is edited at most 3 times in 6 s in its
/// channel (Discord's 30046): the player's previews go to a private copy
/// of the controls, and the public card changes only when the move is
/// made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn previews_on_an_old_turn_card_go_to_a_private_copy() {
    let fake = Fake::start().await;
    // Everything is posted as if two hours ago.
    fake.state().backdate = std::time::Duration::from_secs(2 * 3600);
    let mut bot = Bot::start(&fake).await;
    let channel = 9_810;
    let people = vec![Person::new(9_811, "Ann"), Person::new(9_812, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    let player = mentioned(&first, &people);
    let edits_before = fake.state().edits;
    let menu_id = first.controls()[0].0.clone();
    let value = first.menu()[0].0.clone();
    let t = fake.click(&player, first.id, &menu_id, Some(vec![value]));
    let copy = fake
        .wait_for(10, "the private copy", |s| {
            s.messages
                .iter()
                .find(|m| {
                    m.token.as_deref() == Some(t.as_str())
                        && m.ephemeral
                        && m.controls().iter().any(|c| c.1 == "Confirm" && !c.2)
                })
                .cloned()
        })
        .await;
    assert_eq!(copy.files, ["carcassonne.png"]);
    // The public card was not touched by the preview.
    assert_eq!(fake.state().edits, edits_before);
    assert_eq!(
        fake.state().message(first.id).unwrap().components,
        first.components
    );
    // Confirmed on the private copy: the move is made, and the public card
    // follows (within Discord's limits on old messages).
    let confirm = control(&copy, "Confirm");
    fake.click(&player, copy.id, &confirm, None);
    fake.wait_for(
        20,
        "the follower step on the public card, or the next turn",
        |s| {
            let m = s.message(first.id)?;
            let step = m.controls().iter().any(|c| c.1.contains("No follower"));
            let next = newest(s, channel, first.id, |m| {
                m.content.contains("it's your turn")
            });
            (step || next.is_some()).then_some(())
        },
    )
    .await;
    fake.assert_no_violations();
    bot.stop().await;
}
