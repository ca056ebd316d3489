//! Tournaments through Discord: sign-ups, tables in threads, withdrawals, restarts,
//! full servers, deleted channels and what competitors may not do.

use super::*;

/// The thread ids a round's post links to (`<#id>`), in table order.
fn linked_threads(m: &Msg) -> Vec<u64> {
    m.content
        .split("<#")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// The people a round's post seats at the table of `thread`.
fn seated_at(post: &Msg, thread: u64, people: &[Person]) -> Vec<Person> {
    let line = post
        .content
        .lines()
        .find(|l| l.contains(&format!("<#{thread}>")))
        .unwrap_or_default();
    people
        .iter()
        .filter(|p| line.contains(&format!("<@{}>", p.id)))
        .cloned()
        .collect()
}

/// Hands every seat of the game in `thread` to a stand-in (as someone
/// with Manage Server), then waits for the game to end.
async fn stand_ins_finish(fake: &Fake, admin: &Person, thread: u64, seated: &[Person]) {
    for p in seated {
        let done = command(
            fake,
            admin,
            thread,
            "host",
            Some("standin"),
            json!([{ "name": "player", "type": 6, "value": p.id.to_string() }]),
        )
        .await;
        assert!(
            done.ephemeral && done.content.starts_with("Done: Ann handed"),
            "{}",
            done.content
        );
    }
    // Discord takes about a message a second in a channel (5 in 5 s):
    // computer players' moves come at that pace.
    fake.wait_for(240, "the stand-ins to finish the game", |s| {
        s.in_channel(thread)
            .into_iter()
            .find(|m| m.content.contains("Final scores"))
            .map(|_| ())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_tournament_runs_through_discord_with_a_withdrawal_and_a_restart() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 7_100;
    let ann = manager(7_101, "Ann");
    let people = vec![
        ann.clone(),
        Person::new(7_102, "Ben"),
        Person::new(7_103, "Cat"),
        Person::new(7_104, "Dan"),
        Person::new(7_105, "Eve"),
    ];
    // Ann opens the sign-up; it is posted in the channel with its buttons.
    let opened = command(
        &fake,
        &ann,
        channel,
        "tournament",
        Some("open"),
        json!([
            { "name": "name", "type": 3, "value": "Winter Cup" },
            { "name": "rounds", "type": 4, "value": 3 },
            { "name": "seats", "type": 4, "value": 5 },
        ]),
    )
    .await;
    assert!(
        opened.ephemeral && opened.content.contains("is open"),
        "{}",
        opened.content
    );
    let signup = fake
        .wait_for(20, "the sign-up", |s| {
            newest(s, channel, 0, |m| m.content.contains("Signed up (0/5)"))
        })
        .await;
    assert!(
        signup
            .content
            .contains("**Winter Cup** — a Swiss tournament of 3 rounds, tables of 2"),
        "{}",
        signup.content
    );
    assert!(signup.pings.nobody(), "the sign-up pings nobody");
    for p in &people {
        let signup = fake.state().message(signup.id).cloned().unwrap();
        assert_eq!(
            click(&fake, p, &signup, &control(&signup, "Join")).await,
            None
        );
    }
    let full = fake.state().message(signup.id).cloned().unwrap();
    assert!(full.content.contains("Signed up (5/5)"), "{}", full.content);
    // A sixth is refused privately; only the host starts it.
    let fay = Person::new(7_106, "Fay");
    assert_eq!(
        click(&fake, &fay, &full, &control(&full, "Join"))
            .await
            .as_deref(),
        Some("This tournament is full (5 players).")
    );
    let said = click(&fake, &people[1], &full, &control(&full, "Start")).await;
    assert!(said.is_some_and(|s| s.contains("Only the host")));
    assert_eq!(
        click(&fake, &ann, &full, &control(&full, "Start")).await,
        None
    );
    let mut after = signup.id;
    let mut standings_seen = 0;
    let mut withdrawn = false;
    let mut restarted = false;
    // Who Dan was to play when he withdrew.
    let mut dans_rival = None;
    for round in 1..=3 {
        // The round's post: each table's players and thread, pinging the
        // round's players only.
        let title = format!("Winter Cup — round {round} of 3");
        let post = fake
            .wait_for(30, "the round's tables", |s| {
                newest(s, channel, after, |m| {
                    m.content.contains(&title) && m.content.contains("<#")
                })
            })
            .await;
        let threads = linked_threads(&post);
        let seated = if round == 3 && withdrawn { 4 } else { 5 };
        assert_eq!(threads.len(), seated / 2, "{}", post.content);
        let mut pinged = post.pings.users.clone();
        pinged.sort_unstable();
        assert_eq!(pinged.len(), seated, "{:?}", post.pings);
        {
            let s = fake.state();
            for t in &threads {
                let name = s.thread_names.get(t).cloned().unwrap_or_default();
                assert!(
                    name.starts_with(&format!("Winter Cup · round {round}, table")),
                    "{name}"
                );
            }
        }
        // Round 2: Dan withdraws; his game ends as a loss for him.
        if round == 2 {
            let dan = &people[3];
            dans_rival = threads
                .iter()
                .map(|t| seated_at(&post, *t, &people))
                .find(|seated| seated.iter().any(|p| p.id == dan.id))
                .and_then(|seated| seated.into_iter().find(|p| p.id != dan.id));
            let said = command(
                &fake,
                dan,
                channel,
                "tournament",
                Some("withdraw"),
                json!([]),
            )
            .await;
            assert!(
                said.ephemeral && said.content.contains("You have withdrawn"),
                "{}",
                said.content
            );
            fake.wait_for(20, "the withdrawal's news", |s| {
                newest(s, channel, post.id, |m| m.content.contains("Dan withdrew"))
            })
            .await;
            withdrawn = true;
        }
        for t in &threads {
            let over = fake
                .state()
                .in_channel(*t)
                .iter()
                .any(|m| m.content.contains("Final scores"));
            if !over {
                let seated = seated_at(&post, *t, &people);
                assert_eq!(seated.len(), 2, "{}", post.content);
                stand_ins_finish(&fake, &ann, *t, &seated).await;
            }
        }
        // The standings after the round, as a picture and a text table.
        let head = if round == 3 {
            "Winter Cup — final standings".to_string()
        } else {
            format!("Winter Cup — standings after round {round} of 3")
        };
        let standings = fake
            .wait_for(30, "the standings", |s| {
                newest(s, channel, post.id, |m| m.content.contains(&head))
            })
            .await;
        assert!(
            standings
                .files
                .iter()
                .any(|f| f == "carcassonne-standings.png"),
            "{:?}",
            standings.files
        );
        assert!(standings.content.contains("```"), "{}", standings.content);
        assert!(standings.pings.nobody(), "standings ping nobody");
        standings_seen += 1;
        after = standings.id;
        // A restart in the middle: nothing is posted twice, and the event
        // goes on.
        if round == 1 && !restarted {
            bot.stop().await;
            fake.state().ready = false;
            let again = Bot::start_in(&fake, bot.dir.clone()).await;
            let old = std::mem::replace(&mut bot, again);
            std::mem::forget(old);
            restarted = true;
        }
    }
    assert_eq!(standings_seen, 3);
    let last = fake.state().message(after).cloned().unwrap();
    assert!(last.content.contains("🏆"), "{}", last.content);
    assert!(last.content.contains("Dan (withdrew)"), "{}", last.content);
    // His withdrawal counts as his loss: the one he left ranks above him.
    let rival = dans_rival.expect("Dan had a table in round 2");
    let table = last.content.split("```").nth(1).unwrap_or_default();
    let place = |name: &str| table.lines().position(|l| l.contains(name)).unwrap();
    assert!(
        place(&rival.name) < place("Dan"),
        "{} should rank above Dan: {table}",
        rival.name
    );
    // Every post was made once.
    for round in 1..=3 {
        let title = format!("Winter Cup — round {round} of 3");
        let posted = fake
            .state()
            .in_channel(channel)
            .iter()
            .filter(|m| m.content.contains(&title))
            .count();
        assert_eq!(posted, 1, "round {round} posted once");
    }
    // The standings at any time, privately.
    let table = command(
        &fake,
        &people[1],
        channel,
        "tournament",
        Some("standings"),
        json!([]),
    )
    .await;
    assert!(table.ephemeral, "{}", table.content);
    assert!(
        table.content.contains("final standings"),
        "{}",
        table.content
    );
    fake.assert_no_violations();
    bot.stop().await;
}

/// The first of `people` opens tournament `name` in `channel`, and they
/// all join it; its sign-up.
async fn open_with_all_signed_up(fake: &Fake, channel: u64, people: &[Person], name: &str) -> Msg {
    command(
        fake,
        &people[0],
        channel,
        "tournament",
        Some("open"),
        json!([{ "name": "name", "type": 3, "value": name }]),
    )
    .await;
    let signup = fake
        .wait_for(20, "the sign-up", |s| {
            newest(s, channel, 0, |m| m.content.contains("Signed up (0/16)"))
        })
        .await;
    for p in people {
        let signup = fake.state().message(signup.id).cloned().unwrap();
        click(fake, p, &signup, &control(&signup, "Join")).await;
    }
    signup
}

/// The host of `event` resumes it, and its first round's tables open,
/// each in a thread the round's post links to.
async fn resume_to_the_tables(fake: &Fake, host: &Person, channel: u64, event: &str, after: u64) {
    let resumed = command(fake, host, channel, "tournament", Some("resume"), json!([])).await;
    assert!(
        resumed.content.contains(&format!("{event} goes on.")),
        "{}",
        resumed.content
    );
    let round = fake
        .wait_for(30, "the first round's tables", |s| {
            newest(s, channel, after, |m| {
                m.content.contains("round 1 of") && m.content.contains("<#")
            })
        })
        .await;
    assert_eq!(linked_threads(&round).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_that_cannot_open_threads_pauses_until_its_host_resumes() {
    use fake_discord::perm;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 7_200;
    let people = [Person::new(7_201, "Ann"), Person::new(7_202, "Ben")];
    let ann = &people[0];
    let signup = open_with_all_signed_up(&fake, channel, &people, "Spring Cup").await;
    // Someone takes away the bot's right to open threads, and the host
    // starts: the tables cannot open, so the event pauses.
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT & !perm::CREATE_PUBLIC_THREADS);
    let started = command(&fake, ann, channel, "tournament", Some("start"), json!([])).await;
    assert!(
        started.content.contains("has started"),
        "{}",
        started.content
    );
    fake.wait_for(20, "a thread refused", |s| {
        s.refused
            .iter()
            .any(|r| r.contains("/threads"))
            .then_some(())
    })
    .await;
    // The pause is stored right after: asked a few times.
    let mut paused = None;
    for _ in 0..20 {
        let m = command(
            &fake,
            &people[1],
            channel,
            "tournament",
            Some("standings"),
            json!([]),
        )
        .await;
        if m.content.contains("This tournament is paused") {
            paused = Some(m);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    assert!(paused.is_some(), "the event pauses");
    assert!(fake.state().threads.is_empty(), "no thread was opened");
    // Resuming before the permission is back is refused and says why.
    let early = command(&fake, ann, channel, "tournament", Some("resume"), json!([])).await;
    assert!(
        early.ephemeral && !early.content.contains("goes on"),
        "{}",
        early.content
    );
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT);
    resume_to_the_tables(&fake, ann, channel, "Spring Cup", signup.id).await;
    // Started by the command, the sign-up still closes: no more buttons.
    let closed = fake
        .wait_for(10, "the sign-up closed", |s| {
            s.message(signup.id)
                .filter(|m| m.controls().is_empty())
                .cloned()
        })
        .await;
    assert!(
        closed.content.contains("Sign-up is over."),
        "{}",
        closed.content
    );
    fake.assert_no_violations();
    bot.stop().await;
}

/// A tournament whose channel is deleted ends with it, and so do its
/// tables' games in the channel's threads, though Discord tells of the
/// channel only; nothing of it is asked of Discord again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_whose_channel_is_deleted_ends_with_its_tables() {
    use carcassonne_bot::game::{EndReason, TournamentStatus, ViewState};
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 7_300;
    let people = [Person::new(7_301, "Ann"), Person::new(7_302, "Ben")];
    let signup = open_with_all_signed_up(&fake, channel, &people, "Winter Cup").await;
    command(
        &fake,
        &people[0],
        channel,
        "tournament",
        Some("start"),
        json!([]),
    )
    .await;
    let round = fake
        .wait_for(30, "the first round's tables", |s| {
            newest(s, channel, signup.id, |m| {
                m.content.contains("round 1 of") && m.content.contains("<#")
            })
        })
        .await;
    let thread = linked_threads(&round)[0];
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(thread as i64).await.unwrap().unwrap();
    let event = svc
        .latest_tournament_in(channel as i64)
        .await
        .unwrap()
        .unwrap();
    fake.delete_channel(channel);
    let mut ended = false;
    for _ in 0..100 {
        let t = svc.tournament(event).await.unwrap();
        let view = svc.view(game).await.unwrap();
        if t.status == TournamentStatus::Cancelled && matches!(view.state, ViewState::Cancelled) {
            ended = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(ended, "the event and its table end with the channel");
    assert_eq!(
        svc.end_reason(game).await.unwrap(),
        Some(EndReason::ChannelDeleted)
    );
    assert_eq!(svc.tournament_in(channel as i64).await.unwrap(), None);
    // A few looks of the tournaments' loop later, nothing more is asked
    // of the channel or its thread.
    let asked = |fake: &Fake| {
        fake.state()
            .requests
            .iter()
            .filter(|r| r.contains(&channel.to_string()) || r.contains(&thread.to_string()))
            .count()
    };
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    let before = asked(&fake);
    tokio::time::sleep(std::time::Duration::from_secs(5)).await;
    assert_eq!(asked(&fake), before, "the gone channel is left alone");
    fake.assert_no_violations();
    bot.stop().await;
}

/// A server admin cancels a tournament from another channel of the
/// server by its name (in any case): here one whose channel the bot can no
/// longer see. A member who neither hosts it nor manages the server
/// cannot, and a name no event has, or two events share, is said so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_admin_cancels_a_tournament_from_another_channel() {
    use carcassonne_bot::game::TournamentStatus;
    use fake_discord::perm;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (channel, elsewhere) = (7_400, 7_409);
    let people = [Person::new(7_401, "Ann"), Person::new(7_402, "Ben")];
    open_with_all_signed_up(&fake, channel, &people, "Spring Cup").await;
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT & !perm::VIEW_CHANNEL);
    let cancel = |who: &Person, name: &str| {
        let options = json!([{ "name": "name", "type": 3, "value": name }]);
        fake.slash(who, elsewhere, "tournament", Some("cancel"), options)
    };
    let ben = answer_to(&fake, &cancel(&people[1], "spring cup")).await;
    assert!(ben.ephemeral, "{ben:?}");
    assert!(
        ben.content.contains("Only the host or a server admin"),
        "{}",
        ben.content
    );
    let dee = manager(7_403, "Dee");
    let unknown = answer_to(&fake, &cancel(&dee, "Summer Cup")).await;
    assert!(
        unknown
            .content
            .contains("No tournament on this server is called “Summer Cup”"),
        "{}",
        unknown.content
    );
    let done = answer_to(&fake, &cancel(&dee, "  SPRING cup ")).await;
    assert!(done.ephemeral, "{done:?}");
    assert!(
        done.content.contains("Spring Cup is cancelled."),
        "{}",
        done.content
    );
    let svc = service_of(&bot).await;
    let event = svc
        .latest_tournament_in(channel as i64)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        svc.tournament(event).await.unwrap().status,
        TournamentStatus::Cancelled
    );
    // Two live events with one name: each is cancelled from its channel.
    for c in [7_404, 7_405] {
        let name = json!([{ "name": "name", "type": 3, "value": "Twin Cup" }]);
        let opened = tournament_command(&fake, &people[0], c, "open", name).await;
        assert!(opened.content.contains("is open"), "{}", opened.content);
    }
    let twins = answer_to(&fake, &cancel(&dee, "twin cup")).await;
    assert!(
        twins.content.contains("<#7404>, <#7405>"),
        "{}",
        twins.content
    );
    fake.assert_no_violations();
    bot.stop().await;
}

/// `/tournament <sub>` with `options`.
async fn tournament_command(
    fake: &Fake,
    who: &Person,
    channel: u64,
    sub: &str,
    options: serde_json::Value,
) -> Msg {
    command(fake, who, channel, "tournament", Some(sub), options).await
}

/// Fair play, tried as a player would: in their tournament game neither
/// competitor (one of them the event's host, the other the game's) may
/// skip, remove, stand in, stop the clock or cancel. Each is refused
/// privately, and the game stands as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_competitor_manages_their_tournament_game_through_discord() {
    use carcassonne_bot::game::ViewState;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 7_420;
    let people = [Person::new(7_421, "Ann"), Person::new(7_422, "Ben")];
    let signup = open_with_all_signed_up(&fake, channel, &people, "Fair Cup").await;
    tournament_command(&fake, &people[0], channel, "start", json!([])).await;
    let round = fake
        .wait_for(30, "the first round's tables", |s| {
            newest(s, channel, signup.id, |m| {
                m.content.contains("round 1 of") && m.content.contains("<#")
            })
        })
        .await;
    let thread = linked_threads(&round)[0];
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(thread as i64).await.unwrap().unwrap();
    let before = svc.view(game).await.unwrap();
    assert!(matches!(before.state, ViewState::Turn(_)));
    let player = |p: &Person| json!([{ "name": "player", "type": 6, "value": p.id.to_string() }]);
    for (me, other) in [(&people[0], &people[1]), (&people[1], &people[0])] {
        let tries: [(&str, serde_json::Value); 6] = [
            ("skip", json!([])),
            ("remove", player(other)),
            ("standin", player(other)),
            (
                "clock",
                json!([{ "name": "action", "type": 4, "value": 0 }]),
            ),
            ("links", json!([])),
            ("cancel", json!([])),
        ];
        for (sub, options) in tries {
            let m = command(&fake, me, thread, "host", Some(sub), options).await;
            assert!(
                m.ephemeral && m.content.contains("never one of its players"),
                "{} /{sub}: {m:?}",
                me.name
            );
        }
    }
    let after = svc.view(game).await.unwrap();
    assert_eq!(after.state, before.state, "the game stands as it was");
    assert_eq!(after.seats, before.seats);
    fake.assert_no_violations();
    bot.stop().await;
}

/// Tournaments are judged by their own caps, tried as an admin would: with
/// the server's limit at 2 new threads an hour, a round of three tables
/// opens all three, and members' games still open their threads up to
/// the limit, which then holds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_opens_its_tables_past_the_thread_limit_and_games_still_open() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 7_440;
    let admin = manager(7_449, "Dee");
    let limited = configure(
        &fake,
        &admin,
        channel,
        json!([{ "name": "threads_per_hour", "type": 4, "value": 2 }]),
    )
    .await;
    assert!(limited.ephemeral, "{limited:?}");
    let people: Vec<Person> = (0..6)
        .map(|i| Person::new(7_441 + i, &format!("P{i}")))
        .collect();
    let signup = open_with_all_signed_up(&fake, channel, &people, "Busy Cup").await;
    tournament_command(&fake, &people[0], channel, "start", json!([])).await;
    let round = fake
        .wait_for(30, "the first round's three tables", |s| {
            newest(s, channel, signup.id, |m| {
                m.content.contains("round 1 of") && m.content.matches("<#").count() >= 3
            })
        })
        .await;
    assert_eq!(linked_threads(&round).len(), 3, "{}", round.content);
    // A member's game in a thread of its own, twice; the third is over
    // the limit.
    let thread = json!([{ "name": "thread", "type": 5, "value": true }]);
    let mut answers = Vec::new();
    for (i, p) in people.iter().take(3).enumerate() {
        let c = 7_460 + i as u64;
        answers.push(command(&fake, p, c, "carcassonne", Some("new"), thread.clone()).await);
    }
    let refused = |m: &Msg| m.content.contains("new threads an hour is reached");
    assert!(
        !refused(&answers[0]) && !refused(&answers[1]),
        "{answers:?}"
    );
    assert!(refused(&answers[2]), "{:?}", answers[2]);
    fake.assert_no_violations();
    bot.stop().await;
}

/// A graceful stop while the tournaments' loop opens a table waits for
/// it: the table's thread is kept and its game made before the bot exits,
/// so no thread is left without its game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graceful_stop_waits_for_a_table_being_opened() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 7_380;
    let people = [Person::new(7_381, "Ann"), Person::new(7_382, "Ben")];
    open_with_all_signed_up(&fake, channel, &people, "Stop Cup").await;
    // Discord takes its time to answer for the table's thread.
    let threads = format!("POST /channels/{channel}/threads");
    fake.fault(&threads, Fault::SlowAfter(1.5));
    tournament_command(&fake, &people[0], channel, "start", json!([])).await;
    fake.wait_for(30, "the table's thread to be asked for", |s| {
        s.requests
            .iter()
            .any(|r| r.starts_with(&threads))
            .then_some(())
    })
    .await;
    let svc = service_of(&bot).await;
    bot.stop().await;
    let tables: Vec<(Option<i64>, Option<i64>)> =
        sqlx::query_as("SELECT game_id, thread_id FROM tournament_games")
            .fetch_all(svc.store().pool())
            .await
            .unwrap();
    assert_eq!(tables.len(), 1, "{tables:?}");
    assert!(
        tables[0].0.is_some() && tables[0].1.is_some(),
        "the table was left half open: {tables:?}"
    );
    fake.assert_no_violations();
}

/// A tournament's post whose answer was lost, tried again after Discord
/// forgot its nonce, is looked for first and made once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_post_whose_answer_was_lost_is_made_once() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    fake.state().nonce_window = Some(std::time::Duration::ZERO);
    let mut bot = Bot::start(&fake).await;
    let channel = 7_350;
    let ann = Person::new(7_351, "Ann");
    fake.fault(
        &format!("POST /channels/{channel}/messages"),
        Fault::ServerErrorAfter,
    );
    command(
        &fake,
        &ann,
        channel,
        "tournament",
        Some("open"),
        json!([{ "name": "name", "type": 3, "value": "Lost Cup" }]),
    )
    .await;
    let svc = service_of(&bot).await;
    let event = svc
        .latest_tournament_in(channel as i64)
        .await
        .unwrap()
        .unwrap();
    let mut noted = None;
    for _ in 0..100 {
        noted = svc.signup_message(event).await.unwrap();
        if noted.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    {
        let s = fake.state();
        assert!(s.failed >= 1, "the first answer was lost");
        let signups: Vec<u64> = s
            .in_channel(channel)
            .iter()
            .filter(|m| m.content.contains("Signed up (0/16)"))
            .map(|m| m.id)
            .collect();
        assert_eq!(signups.len(), 1, "one sign-up: {signups:?}");
        assert_eq!(
            noted,
            Some(signups[0] as i64),
            "the one made is the one kept"
        );
        assert!(
            s.requests
                .iter()
                .any(|r| r.starts_with(&format!("GET /channels/{channel}/messages"))),
            "looked for it"
        );
    }
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_full_of_threads_pauses_a_tournament_and_tells_its_host() {
    let fake = Fake::start_roomy().await;
    // The server holds as many active threads as Discord allows.
    fake.state().thread_cap = Some(0);
    let mut bot = Bot::start(&fake).await;
    let channel = 7_250;
    let people = [Person::new(7_251, "Ann"), Person::new(7_252, "Ben")];
    let ann = &people[0];
    // A game asked for in a thread of its own is refused, and says why.
    let m = command(
        &fake,
        &people[1],
        7_260,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(
        m.ephemeral
            && m.content
                .contains("as many active threads as Discord allows"),
        "{}",
        m.content
    );
    let svc = service_of(&bot).await;
    assert_eq!(svc.latest_game_in(7_260).await.unwrap(), None);
    svc.store().close().await;
    let signup = open_with_all_signed_up(&fake, channel, &people, "Full Cup").await;
    command(&fake, ann, channel, "tournament", Some("start"), json!([])).await;
    // The host is told, in the event's channel, once.
    let told = fake
        .wait_for(30, "the host told", |s| {
            newest(s, channel, signup.id, |m| {
                m.content.contains("wait for their threads")
            })
        })
        .await;
    assert!(told.content.contains("<@7251>"), "{}", told.content);
    // It backs off: several of the event loop's looks later, still one
    // refused thread and one post.
    tokio::time::sleep(std::time::Duration::from_secs(6)).await;
    let full = |s: &fake_discord::State| s.refused.iter().filter(|r| r.contains("160006")).count();
    assert_eq!(
        full(&fake.state()),
        2,
        "the game's thread, then the table's once"
    );
    let posts = fake
        .state()
        .in_channel(channel)
        .iter()
        .filter(|m| m.content.contains("wait for their threads"))
        .count();
    assert_eq!(posts, 1);
    let standings = command(
        &fake,
        &people[1],
        channel,
        "tournament",
        Some("standings"),
        json!([]),
    )
    .await;
    assert!(
        standings.content.contains("wait for their threads"),
        "{}",
        standings.content
    );
    // Room again (threads archived): the host goes on, and the tables open.
    fake.state().thread_cap = None;
    resume_to_the_tables(&fake, ann, channel, "Full Cup", signup.id).await;
    fake.assert_no_violations();
    bot.stop().await;
}
