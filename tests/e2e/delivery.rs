//! Discord failing the bot: dropped gateways, failing calls, lost answers, a revoked
//! token, taken permissions and deleted channels; every effect shown once.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropped_gateways_and_failing_rest_calls_do_not_stop_a_game() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_005;
    let people = vec![Person::new(5_101, "Ann"), Person::new(5_102, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let first = play_turns(&fake, channel, &people, lobby.id, 10).await;
    // The connection drops; the bot resumes (or identifies again).
    let before = {
        let s = fake.state();
        s.resumed + s.identified
    };
    fake.drop_gateway();
    // A connection gone without a close frame is noticed when a heartbeat
    // goes unanswered: Discord's interval is 41.25 s, and the first comes
    // after a random part of it, so this can take two intervals and more.
    fake.wait_for(150, "the bot to reconnect", |s| {
        (s.resumed + s.identified > before).then_some(())
    })
    .await;
    let second = play_turns(&fake, channel, &people, first.last, 10).await;
    // From now on Discord fails every seventh request with a 500 or a 429.
    fake.fail_every(7);
    let rest = play_turns(&fake, channel, &people, second.last, usize::MAX).await;
    assert!(rest.over);
    assert!(
        fake.state().failed >= 10,
        "{} failures injected",
        fake.state().failed
    );
    fake.assert_no_violations();
    bot.stop().await;
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let game = replay(&Record::parse(&svc.export(id).await.unwrap()).unwrap()).unwrap();
    assert!(game.is_over(), "the stored game is whole");
    svc.store().close().await;
}

/// Discord fails chosen calls: a 500 before doing anything, a 500 after
/// doing it (the answer lost), an answer that never comes in time, and 429s
/// with a Retry-After the bot must wait out. Every effect is delivered once; nothing is posted twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_rest_calls_deliver_every_effect_once() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_900;
    let people = vec![Person::new(5_901, "Ann"), Person::new(5_902, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    // From now on, each turn meets a fault of each kind of call, by turns.
    let kinds = [
        Fault::ServerErrorAfter,
        Fault::RateLimited(1.0),
        Fault::ServerError,
        Fault::RateLimited(0.5),
    ];
    let mut after = lobby.id;
    for turn in 0..8 {
        let f = |i: usize| kinds[(turn + i) % kinds.len()];
        fake.fault("POST /channels/", f(0));
        fake.fault("PATCH /channels/", f(1));
        fake.fault("POST /interactions/", f(2));
        fake.fault("PATCH /webhooks/", f(3));
        // And one call a turn hangs past the bot's request timeout, after
        // doing its work: a post, then an edit.
        if turn % 2 == 0 {
            fake.fault("POST /channels/", Fault::SlowAfter(3.0));
        } else {
            fake.fault("PATCH /channels/", Fault::SlowAfter(3.0));
        }
        let played = play_turns(&fake, channel, &people, after, 1).await;
        assert_eq!(played.turns, 1);
        after = played.last;
    }
    let (left, failed) = {
        let s = fake.state();
        (s.faults.len(), s.failed)
    };
    assert_eq!(left, 0, "every fault was met");
    assert!(failed >= 36, "{failed} failures");
    // Everything stored was delivered, once.
    let store = Store::open(&bot.url).await.unwrap();
    let waiting = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM effects WHERE done_at IS NULL OR outcome LIKE 'failed%'",
        )
        .fetch_one(store.pool())
        .await
        .unwrap()
    };
    for _ in 0..200 {
        if waiting().await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(waiting().await, 0, "undelivered or failed effects");
    {
        let s = fake.state();
        let public = s.in_channel(channel);
        // Eight closed turn messages (each now says what was played) and the
        // ninth turn, live.
        let closed = public
            .iter()
            .filter(|m| m.content.contains(" placed tile "))
            .count();
        assert_eq!(
            closed,
            8,
            "closed turn messages: {:#?}",
            public
                .iter()
                .map(|m| (m.id, &m.content, m.controls().len()))
                .collect::<Vec<_>>()
        );
        let ninth = public
            .iter()
            .filter(|m| m.content.contains("it's your turn (move 9)"))
            .count();
        assert_eq!(ninth, 1, "the ninth turn posted {ninth} times");
        // A post delivered twice would follow itself (a game's effects go
        // out in order); the same news in two turns is fine.
        for pair in public.windows(2) {
            assert_ne!(pair[0].content, pair[1].content, "posted twice");
        }
        let live: Vec<_> = public
            .iter()
            .filter(|m| m.controls().iter().any(|c| !c.2))
            .collect();
        assert_eq!(live.len(), 1, "one live turn message: {live:#?}");
    }
    store.close().await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// The lobby is posted but its answer is lost, and its retries cannot
/// look for it (the listing fails) until the host has cancelled the game.
/// The retry then skips the post, as the game moved on; but the message
/// made the first time would keep Join and Start for good, so it is found
/// and its controls taken away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_skipped_post_closes_the_message_its_lost_answer_made() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_960;
    let ann = Person::new(5_961, "Ann");
    let list = format!("GET /channels/{channel}/messages");
    fake.fault("POST /channels/", Fault::ServerErrorAfter);
    for _ in 0..4 {
        fake.fault(&list, Fault::ServerError);
    }
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    sub(&fake, &ann, channel, "cancel").await;
    let closed = fake
        .wait_for(40, "the orphaned lobby closed", |s| {
            s.message(lobby.id)
                .filter(|m| m.controls().is_empty())
                .cloned()
        })
        .await;
    assert!(closed.controls().is_empty());
    {
        let s = fake.state();
        assert!(s.faults.is_empty(), "every fault was met");
        assert!(
            s.requests
                .iter()
                .any(|r| r.starts_with(&format!("PATCH /channels/{channel}/messages/{}", lobby.id))),
            "the lobby was edited"
        );
    }
    bot.stop().await;
}

/// Discord remembers a nonce for a few minutes only. Here it forgets at
/// once, and every post (in the channel and in a DM) is carried out but
/// answered with a 500: each is tried again, finds the message made the
/// first time, and nothing is posted twice. The orphan's controls are the
/// game's live ones, so no stale turn message keeps live buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_tried_again_after_the_nonce_window_are_not_doubled() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    fake.state().nonce_window = Some(std::time::Duration::ZERO);
    let mut bot = Bot::start(&fake).await;
    let channel = 5_950;
    let people = vec![Person::new(5_951, "Ann"), Person::new(5_952, "Ben")];
    let dm = 600_000_000_000_000_000 + people[0].id;
    // Ann is told of her turns in a DM.
    let how = json!([{ "name": "how", "type": 4, "value": 1 }]);
    command(
        &fake,
        &people[0],
        channel,
        "carcassonne",
        Some("notify"),
        how,
    )
    .await;
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    fake.fault("POST /channels/", Fault::ServerErrorAfter);
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let mut after = lobby.id;
    for _ in 0..6 {
        fake.fault("POST /channels/", Fault::ServerErrorAfter);
        fake.fault(&format!("POST /channels/{dm}/"), Fault::ServerErrorAfter);
        let played = play_turns(&fake, channel, &people, after, 1).await;
        assert_eq!(played.turns, 1);
        after = played.last;
    }
    let service = service_of(&bot).await;
    let game = service
        .game_in_channel(channel as i64)
        .await
        .unwrap()
        .unwrap();
    for _ in 0..200 {
        if service.next_effect(game).await.unwrap().is_none() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(
        service.next_effect(game).await.unwrap().is_none(),
        "undelivered effects"
    );
    {
        let s = fake.state();
        assert!(s.failed >= 7, "{} answers lost", s.failed);
        assert!(s.nonce_repeats.is_empty(), "the nonce was forgotten");
        let looked = s
            .requests
            .iter()
            .filter(|r| r.starts_with(&format!("GET /channels/{channel}/messages")))
            .count();
        assert!(looked >= 6, "looked for its messages {looked} times");
        assert!(
            s.requests
                .iter()
                .any(|r| r.starts_with(&format!("GET /channels/{dm}/messages"))),
            "looked in the DM"
        );
        let public = s.in_channel(channel);
        for pair in public.windows(2) {
            assert_ne!(
                pair[0].posted_content, pair[1].posted_content,
                "posted twice"
            );
        }
        let seventh = public
            .iter()
            .filter(|m| m.content.contains("it's your turn (move 7)"))
            .count();
        assert_eq!(seventh, 1, "the seventh turn posted {seventh} times");
        let live: Vec<_> = public
            .iter()
            .filter(|m| m.controls().iter().any(|c| !c.2))
            .collect();
        assert_eq!(live.len(), 1, "one live turn message: {live:#?}");
        let dms = s.in_channel(dm);
        for pair in dms.windows(2) {
            assert_ne!(pair[0].content, pair[1].content, "a DM sent twice");
        }
        let ann_turns = public
            .iter()
            .filter(|m| m.posted_content.contains("it's your turn"))
            .filter(|m| {
                m.posted_content
                    .starts_with(&format!("<@{}>", people[0].id))
            })
            .count();
        assert_eq!(dms.len(), ann_turns, "one DM per turn of Ann's");
    }
    bot.stop().await;
    fake.assert_no_violations();
}

/// Twenty games' reminders fall due while a game of hard computer players
/// thinks: each reminder is posted (once, with the turn's controls). The
/// delays are printed; they are figures, not a pass mark.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_fire_while_a_computer_thinks_hard() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::{GameOptions, TurnStep, User, ViewState};
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let guild = fake_discord::GUILD as i64;
    let ann = User::new(9_001, "Ann");
    let ben = User::new(9_002, "Ben");
    // A person and five hard computers; the person moves, then the
    // computers think, one after another.
    let six = GameOptions {
        seats: 6,
        ..GameOptions::default()
    };
    let hard = svc.create(guild, 8_100, &ann, six).await.unwrap().game_id;
    for _ in 0..5 {
        svc.add_computer(hard, &ann, Level::Hard).await.unwrap();
    }
    let mut games = Vec::new();
    for i in 0..20 {
        let id = svc
            .create(guild, 8_000 + i, &ann, GameOptions::default())
            .await
            .unwrap()
            .game_id;
        svc.join(id, &ben).await.unwrap();
        svc.start(id, &ann).await.unwrap();
        games.push((id, 8_000 + i as u64));
    }
    // Deliver the new games' lobbies and turns (as any click would).
    let view = svc.start(hard, &ann).await.unwrap();
    if let ViewState::Turn(t) = &view.state
        && t.computer.is_none()
    {
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!()
        };
        let mv = carcassonne_bot::engine::Move {
            placement: carcassonne_bot::engine::Placement {
                pos: candidates[0].pos,
                rot: candidates[0].rotations[0],
            },
            meeple: None,
            return_abbot: false,
        };
        svc.play(hard, &ann, t.move_no, mv).await.unwrap();
    }
    // The bot finds the new work on its next sweep.
    fake.wait_for(30, "the turns of the twenty games", |s| {
        games
            .iter()
            .all(|(_, c)| {
                s.in_channel(*c)
                    .iter()
                    .any(|m| m.content.contains("it's your turn"))
            })
            .then_some(())
    })
    .await;
    // All twenty reminders fall due in a few seconds, while the computers
    // of the other game think.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let due = now + 7;
    sqlx::query("UPDATE games SET reminder_at = ? WHERE id <> ? AND status = 'playing'")
        .bind(due)
        .bind(hard)
        .execute(svc.store().pool())
        .await
        .unwrap();
    let posted: Vec<i64> = fake
        .wait_for(60, "every reminder", |s| {
            games
                .iter()
                .map(|(_, c)| {
                    let r: Vec<&Msg> = s
                        .in_channel(*c)
                        .into_iter()
                        .filter(|m| m.content.starts_with('⏰'))
                        .collect();
                    (r.len() == 1).then(|| r[0].posted_ms)
                })
                .collect::<Option<Vec<i64>>>()
        })
        .await;
    let mut delays: Vec<i64> = posted.iter().map(|p| p - due * 1000).collect();
    delays.sort_unstable();
    let computer_moves = fake
        .state()
        .in_channel(8_100)
        .iter()
        .filter(|m| m.content.starts_with("🤖"))
        .count();
    eprintln!(
        "reminder delays (ms after due, as posted): p50 {} p99 {} max {}; {computer_moves} hard computer moves posted meanwhile",
        delays[delays.len() / 2],
        delays[(delays.len() * 99).div_ceil(100) - 1],
        delays[delays.len() - 1]
    );
    assert!(
        delays.iter().all(|&d| d >= 0),
        "no reminder before its time"
    );
    // Each reminder closed the old turn message: one live message a game.
    {
        let s = fake.state();
        for (_, c) in &games {
            let live = s
                .in_channel(*c)
                .into_iter()
                .filter(|m| m.controls().iter().any(|x| !x.2))
                .count();
            assert_eq!(live, 1, "channel {c}");
        }
    }
    svc.store().close().await;
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_without_the_permissions_gets_them_named_and_no_game() {
    use fake_discord::perm;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let ann = Person::new(9_201, "Ann");
    let channel = 9_200;
    fake.set_bot_permissions(
        channel,
        perm::BOT_DEFAULT & !perm::SEND_MESSAGES & !perm::ATTACH_FILES,
    );
    let m = sub(&fake, &ann, channel, "new").await;
    assert!(m.ephemeral, "{m:?}");
    assert!(
        m.content
            .contains("**Send Messages** and **Attach Files** permissions"),
        "{}",
        m.content
    );
    // In a thread of its own: the thread permissions are named too.
    let other = 9_210;
    fake.set_bot_permissions(
        other,
        perm::BOT_DEFAULT & !perm::CREATE_PUBLIC_THREADS & !perm::SEND_MESSAGES_IN_THREADS,
    );
    let m = command(
        &fake,
        &ann,
        other,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(
        m.ephemeral
            && m.content
                .contains("**Create Public Threads** and **Send Messages in Threads**"),
        "{}",
        m.content
    );
    // Nothing was left behind: no game, no thread, no message.
    let svc = service_of(&bot).await;
    for c in [channel, other] {
        assert_eq!(svc.latest_game_in(c as i64).await.unwrap(), None);
        assert!(fake.state().in_channel(c).iter().all(|m| m.ephemeral));
    }
    assert!(fake.state().threads.is_empty());
    svc.store().close().await;
    // Run inside an existing thread, a game is played right there.
    let thread = 9_220;
    fake.state().channels.insert(
        thread,
        fake_discord::Channel {
            parent: Some(other),
            ..Default::default()
        },
    );
    fake.set_bot_permissions(other, perm::BOT_DEFAULT);
    fake.open_lobby(
        &ann,
        thread,
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(fake.state().threads.is_empty(), "no thread in a thread");
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn permissions_taken_mid_game_pause_it_until_the_host_resumes() {
    use fake_discord::perm;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 9_300;
    let people = vec![Person::new(9_301, "Ann"), Person::new(9_302, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    // Someone takes Send Messages away; the next turn cannot be posted.
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT & !perm::SEND_MESSAGES);
    play_turns(&fake, channel, &people, first.id - 1, 1).await;
    let dm = fake
        .wait_for(20, "the host's DM", |s| {
            s.in_channel(600_000_000_000_000_000 + people[0].id)
                .first()
                .map(|m| m.content.clone())
        })
        .await;
    assert!(
        dm.contains("is paused") && dm.contains("/host resume"),
        "{dm}"
    );
    assert!(fake.state().refused.iter().any(|r| r.contains("50013")));
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let paused: Option<String> = sqlx::query_scalar("SELECT paused_reason FROM games WHERE id = ?")
        .bind(id)
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(paused.as_deref(), Some("permissions"));
    // The host hears it privately in their next answer, once.
    let t = fake.slash(&people[0], channel, "carcassonne", Some("rules"), json!([]));
    let notice = fake
        .wait_for(20, "the notice", |s| {
            s.messages
                .iter()
                .find(|m| m.token.as_deref() == Some(t.as_str()) && m.content.contains("is paused"))
                .cloned()
        })
        .await;
    assert!(notice.ephemeral);
    // Resuming before the permission is back names what is missing.
    let m = sub(&fake, &people[0], channel, "resume").await;
    assert!(
        m.ephemeral && m.content.contains("**Send Messages**"),
        "{}",
        m.content
    );
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT);
    let m = sub(&fake, &people[1], channel, "resume").await;
    assert!(
        m.ephemeral && m.content.contains("Only the host"),
        "{}",
        m.content
    );
    let m = sub(&fake, &people[0], channel, "resume").await;
    assert!(m.content.contains("goes on"), "{}", m.content);
    // The turn that waited is posted, and the game goes on.
    let turn = fake
        .wait_for(20, "the turn after resuming", |s| {
            newest(s, channel, first.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let played = play_turns(&fake, channel, &people, turn.id - 1, 2).await;
    assert_eq!(played.turns, 2);
    let view = svc.view(id).await.unwrap();
    assert!(matches!(
        view.state,
        carcassonne_bot::game::ViewState::Turn(_)
    ));
    svc.store().close().await;
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_threads_stay_open_and_deleted_channels_end_their_games_unrated() {
    use carcassonne_bot::game::{EndReason, ViewState};
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let people = vec![Person::new(9_401, "Ann"), Person::new(9_402, "Bob")];
    // A game in a thread of its own: the longest auto-archive there is.
    let parent = 9_400;
    let t = fake.slash(
        &people[0],
        parent,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    );
    let thread = fake
        .wait_for(20, "the thread", |s| {
            s.interactions.get(&t)?.original?;
            s.threads.first().copied()
        })
        .await;
    assert_eq!(fake.state().channel(thread).auto_archive, 10_080);
    fake.wait_for(20, "the lobby in the thread", |s| {
        newest(s, thread, 0, |m| m.controls().iter().any(|c| c.1 == "Join")).map(|_| ())
    })
    .await;
    let lobby = fake.lobby_in(thread).unwrap();
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let first = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, thread, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    // Days pass between turns and Discord archives the thread: the bot
    // opens it again to post.
    fake.archive(thread);
    play_turns(&fake, thread, &people, first.id - 1, 2).await;
    assert!(!fake.state().channel(thread).archived);
    assert!(fake.state().refused.iter().any(|r| r.contains("50083")));
    // A moderator locks the thread: the bot may not post there (160005),
    // and the game waits as it does for a missing permission.
    fake.lock(thread);
    // The host skips the turn: said in the thread, which refuses it.
    let m = sub(&fake, &people[0], thread, "skip").await;
    assert!(!m.content.is_empty());
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(thread as i64).await.unwrap().unwrap();
    let mut paused: Option<String> = None;
    for _ in 0..200 {
        paused = sqlx::query_scalar("SELECT paused_reason FROM games WHERE id = ?")
            .bind(game)
            .fetch_one(svc.store().pool())
            .await
            .unwrap();
        if paused.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(paused.as_deref(), Some("permissions"));
    assert!(fake.state().refused.iter().any(|r| r.contains("160005")));
    // A game in a channel, and one more in another.
    let channel = 9_410;
    start_game(&fake, channel, &people, json!([])).await;
    let elsewhere = 9_420;
    start_game(&fake, elsewhere, &people, json!([])).await;
    let svc = service_of(&bot).await;
    let ids: Vec<i64> = {
        let mut v = Vec::new();
        for c in [thread, channel, elsewhere] {
            v.push(svc.latest_game_in(c as i64).await.unwrap().unwrap());
        }
        v
    };
    // The thread and the channel are deleted; then the bot is removed from
    // the server.
    fake.delete_channel(thread);
    fake.delete_channel(channel);
    let ended = |svc: &Service, id: i64| {
        let svc = svc.clone();
        async move { matches!(svc.view(id).await.unwrap().state, ViewState::Cancelled) }
    };
    for id in &ids[..2] {
        for _ in 0..100 {
            if ended(&svc, *id).await {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert!(ended(&svc, *id).await, "game {id} should be cancelled");
        assert_eq!(
            svc.end_reason(*id).await.unwrap(),
            Some(EndReason::ChannelDeleted)
        );
    }
    assert!(!ended(&svc, ids[2]).await);
    fake.remove_bot_from_guild();
    for _ in 0..100 {
        if ended(&svc, ids[2]).await {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        svc.end_reason(ids[2]).await.unwrap(),
        Some(EndReason::RemovedFromServer)
    );
    // Unrated: nobody has a finished game on the server.
    for p in &people {
        let games = svc
            .stats(fake_discord::GUILD as i64, p.id as i64)
            .await
            .unwrap()
            .map_or(0, |s| s.games);
        assert_eq!(games, 0);
    }
    // Nothing is due for them any more.
    assert_eq!(svc.due_timers().await.unwrap(), vec![]);
    svc.store().close().await;
    fake.assert_no_violations();
    bot.stop().await;
}

/// Discord resets the bot's token while a game runs: the bot stops with
/// one line saying so and keeps the turn it could not post; started again
/// with a good token, it posts it, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_revoked_while_running_loses_nothing() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_900;
    let people = [Person::new(6_901, "Ann"), Person::new(6_902, "Bob")];
    let live = start_game(&fake, channel, &people, json!([])).await;
    let first = mentioned(&live, &people);
    let step = confirm_option(&fake, &first, live.id, 0).await;
    fake.revoke_token();
    fake.click(&first, live.id, &control(&step, "No follower"), None);
    assert!(
        bot.stops_refused().await,
        "the bot stops, saying its token is refused"
    );
    let turns = |s: &fake_discord::State| {
        s.messages
            .iter()
            .filter(|m| {
                m.channel == channel && m.id > live.id && m.content.contains("it's your turn")
            })
            .count()
    };
    assert_eq!(turns(&fake.state()), 0, "nothing could be posted");
    // The move was stored; its turn waits, undelivered, for the restart.
    fake.restore_token();
    let mut again = Bot::start_in(&fake, bot.dir.clone()).await;
    let second = fake
        .wait_for(20, "the second turn", |s| {
            newest(s, channel, live.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert_ne!(mentioned(&second, &people).id, first.id);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(turns(&fake.state()), 1, "posted once");
    again.stop().await;
    fake.assert_no_violations();
}
