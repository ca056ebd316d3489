//! Time: deadlines, forfeits, pauses, the host's tools and time banks.

use super::*;

#[tokio::test]
async fn deadlines_that_pass_while_the_bot_is_down_fire_once() {
    let Some(db) = TempDb::new("timers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(100_000));
    let svc = service(&db, &clock).await;
    let options = hourly();
    let view = started(&svc, 60, &[alice(), bob()], options, 11).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let first = t.user_id;
    assert_eq!(t.deadline_at, Some(100_000 + 3600));
    assert!(svc.tick().await.unwrap().is_empty(), "nothing due yet");
    // The reminder comes once.
    clock.advance(1900);
    let n = svc.tick().await.unwrap();
    assert!(matches!(&n[..], [Notice::Reminder { user_id, .. }] if *user_id == first));
    assert!(svc.tick().await.unwrap().is_empty());
    // The bot goes down; the deadline passes; the bot comes back.
    svc.store().close().await;
    clock.advance(5 * 3600);
    let svc = service(&db, &clock).await;
    let n = svc.tick().await.unwrap();
    let [
        Notice::TimedOut {
            view,
            user_id,
            forfeited: false,
        },
    ] = &n[..]
    else {
        panic!("{n:?}")
    };
    assert_eq!(*user_id, first);
    assert!(view.news[0].contains("ran out of time"), "{:?}", view.news);
    let ViewState::Turn(t2) = &view.state else {
        panic!()
    };
    assert_ne!(t2.user_id, first, "the next player is up");
    assert_eq!(t2.deadline_at, Some(clock.now() + 3600));
    // Fired once: the next tick finds nothing (the new turn has a fresh deadline).
    assert!(svc.tick().await.unwrap().is_empty());
    let record = svc.export(view.game_id).await.unwrap();
    assert!(record.contains("\"skip\": true"));
}

#[tokio::test]
async fn missing_turns_in_a_row_forfeits_and_the_game_ends() {
    let Some(db) = TempDb::new("forfeit") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        turn_limit: Some(600),
        reminder_after: None,
        timeout: TimeoutAction::Forfeit { after: 2 },
        ..GameOptions::default()
    };
    let mut view = started(&svc, 70, &[alice(), bob()], options, 3).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let sleeper = t.user_id;
    let mut forfeited = false;
    for _ in 0..4 {
        let ViewState::Turn(t) = &view.state else {
            break;
        };
        if t.user_id == sleeper {
            clock.advance(700);
            let n = svc.tick().await.unwrap();
            let Notice::TimedOut {
                view: v,
                forfeited: f,
                ..
            } = &n[0]
            else {
                panic!()
            };
            forfeited = *f;
            view = v.clone();
        } else {
            view = play_turn(&svc, &view).await;
        }
    }
    assert!(forfeited, "the second missed turn forfeits");
    let ViewState::Finished { standings } = &view.state else {
        panic!("{:?}", view.state)
    };
    assert_eq!(standings.last().unwrap().user_id, sleeper);
    assert!(standings.last().unwrap().resigned);
    let stats = svc.stats(GUILD, sleeper).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.wins), (1, 0));
}

#[tokio::test]
async fn a_computer_turn_left_waiting_is_played_by_the_timers() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("computer-timers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(60_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 121, &alice(), GameOptions::default(), 5)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    if let ViewState::Turn(t) = &view.state
        && t.computer.is_none()
    {
        view = play_turn(&svc, &view).await;
    }
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    assert!(t.computer.is_some(), "the computer is to move");
    // The bot stopped before playing it: nothing is due yet, then it is.
    assert!(svc.tick().await.unwrap().is_empty());
    clock.advance(carcassonne_bot::game::COMPUTER_PAUSE_SECONDS);
    let notices = svc.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    let Notice::ComputerMoved { view } = &notices[0] else {
        panic!("{:?}", notices[0])
    };
    let ViewState::Turn(next) = &view.state else {
        panic!()
    };
    assert_eq!(next.user_id, alice().id);
    assert!(svc.tick().await.unwrap().is_empty(), "fires once");
}

#[tokio::test]
async fn a_paused_game_stops_its_clock_and_moves_until_resumed() {
    use carcassonne_bot::game::PauseReason;
    let Some(db) = TempDb::new("paused") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(200_000));
    let svc = service(&db, &clock).await;
    let options = hourly();
    let view = started(&svc, 61, &[alice(), bob()], options, 12).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let (mover, move_no) = (user(t.user_id), t.move_no);
    clock.advance(600);
    assert!(svc.pause(id, PauseReason::Permissions).await.unwrap());
    assert!(
        !svc.pause(id, PauseReason::Permissions).await.unwrap(),
        "once"
    );
    // The host is told once; nobody else.
    assert!(svc.take_pause_notices(bob().id).await.unwrap().is_empty());
    let notices = svc.take_pause_notices(alice().id).await.unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].game_id, id);
    assert!(svc.take_pause_notices(alice().id).await.unwrap().is_empty());
    // No moves, no timers, and no deliveries while paused.
    let err = svc
        .play(
            id,
            &mover,
            move_no,
            Move {
                placement: Placement {
                    pos: Pos { x: 0, y: 1 },
                    rot: Rotation::default(),
                },
                meeple: None,
                return_abbot: false,
            },
        )
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::Paused(g) if g == id), "{err:?}");
    clock.advance(10 * 3600);
    assert!(svc.tick().await.unwrap().is_empty());
    // Its passed deadline wakes nobody (the timers would find nothing).
    assert_eq!(svc.next_timer_at().await.unwrap(), None);
    assert_eq!(svc.next_effect(id).await.unwrap().map(|e| e.0), None);
    // Only the host (or an admin) resumes; the turn has the time it had left.
    assert!(matches!(
        svc.resume(id, &bob(), false).await,
        Err(ServiceError::NotAllowedToResume)
    ));
    svc.resume(id, &alice(), false).await.unwrap();
    assert!(matches!(
        svc.resume(id, &alice(), false).await,
        Err(ServiceError::NotPaused)
    ));
    let ViewState::Turn(t) = svc.view(id).await.unwrap().state else {
        panic!()
    };
    assert_eq!(t.deadline_at, Some(clock.now() + 3600 - 600));
    assert!(svc.tick().await.unwrap().is_empty());
    clock.advance(3000);
    assert!(
        !svc.tick().await.unwrap().is_empty(),
        "the clock runs again"
    );
}

#[tokio::test]
async fn the_host_or_an_admin_skips_removes_and_stops_the_clock() {
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("admin") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 601, &[alice(), bob(), cleo()], hourly(), 7).await;
    let id = view.game_id;
    let mover = |v: &View| match &v.state {
        ViewState::Turn(t) => t.user_id,
        _ => panic!("{:?}", v.state),
    };
    let first = mover(&view);
    // Only the host (Alice) or a server admin.
    let not_host = users().into_iter().find(|u| u.id != 100).unwrap();
    assert!(matches!(
        svc.skip_turn(id, &not_host, false).await,
        Err(ServiceError::NotAllowedToManage)
    ));
    assert_eq!(
        mover(&svc.view(id).await.unwrap()),
        first,
        "nothing changed"
    );
    // A skip: the next player moves, the tile is set aside, and it is
    // announced with who did it; it is not a missed turn.
    let skipped = svc.skip_turn(id, &not_host, true).await.unwrap();
    assert_ne!(mover(&skipped), first);
    assert!(skipped.news[0].contains("skipped"), "{:?}", skipped.news);
    assert!(plain(&skipped.news[0]).starts_with(&not_host.name));
    let ViewState::Turn(t) = &skipped.state else {
        panic!()
    };
    assert_eq!(t.move_no, 2);
    // Removing someone who is not playing is refused.
    let stranger = User::new(999, "Zed");
    assert!(matches!(
        svc.remove_player(id, &alice(), false, &stranger).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    // Removing a player: they are skipped from then on.
    let gone = user(mover(&skipped));
    let removed = svc.remove_player(id, &alice(), false, &gone).await.unwrap();
    assert!(plain(&removed.news[0]).contains(&format!("removed {}", gone.name)));
    assert!(
        !removed
            .seats
            .iter()
            .find(|s| s.user_id == gone.id)
            .unwrap()
            .active
    );
    assert_ne!(mover(&removed), gone.id);
    assert!(matches!(
        svc.remove_player(id, &alice(), false, &gone).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    // The clock: stopped, nobody times out however long it stands still;
    // started again, the turn has the time it had left.
    let ViewState::Turn(t) = &removed.state else {
        panic!()
    };
    let deadline = t.deadline_at.unwrap();
    clock.advance(600);
    let stopped = svc.set_clock(id, &alice(), false, false).await.unwrap();
    let ViewState::Turn(t) = &stopped.state else {
        panic!()
    };
    assert!(t.clock_stopped && t.deadline_at.is_none());
    assert!(matches!(
        svc.set_clock(id, &alice(), false, false).await,
        Err(ServiceError::ClockStopped)
    ));
    clock.advance(10 * 24 * 3600);
    assert!(
        svc.tick().await.unwrap().is_empty(),
        "no reminder, no time-out"
    );
    // It all outlives a restart.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    assert!(svc.tick().await.unwrap().is_empty());
    let started_again = svc.set_clock(id, &bob(), true, true).await.unwrap();
    let ViewState::Turn(t) = &started_again.state else {
        panic!()
    };
    assert!(!t.clock_stopped);
    assert_eq!(t.deadline_at, Some(deadline + 10 * 24 * 3600));
    assert!(matches!(
        svc.set_clock(id, &alice(), false, true).await,
        Err(ServiceError::ClockRunning)
    ));
    // The outbox announces each, in order.
    let said: Vec<String> = svc
        .store()
        .effects_of(id)
        .await
        .unwrap()
        .iter()
        .filter_map(|e| match Effect::from_json(&e.0) {
            Some(Effect::News { lines, .. }) => Some(plain(&lines[0])),
            Some(Effect::CloseLive { text }) => Some(plain(&text)),
            _ => None,
        })
        .collect();
    let find = |what: &str| {
        said.iter()
            .position(|s| s.contains(what))
            .unwrap_or(usize::MAX)
    };
    assert!(find("skipped") < find("removed"));
    assert!(find("removed") < find("stopped the clock"));
    assert!(find("stopped the clock") < find("started the clock"));
    assert_ne!(find("started the clock"), usize::MAX, "{said:?}");
    // Admin tools need a running game.
    svc.cancel(id, &alice(), false).await.unwrap();
    assert!(matches!(
        svc.skip_turn(id, &alice(), false).await,
        Err(ServiceError::GameOver)
    ));
}

/// Stopping the turn clock (a holiday for people) does not stop computer
/// players from moving.
#[tokio::test]
async fn computers_move_while_the_clock_is_stopped() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("clock-computers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(430_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 1403, &alice(), hourly(), 24)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    svc.set_clock(id, &alice(), false, false).await.unwrap();
    let mut computer_moves = 0;
    for _ in 0..6 {
        match &view.state {
            ViewState::Turn(t) if t.computer.is_some() => {
                assert!(svc.next_timer_at().await.unwrap().is_some());
                clock.advance(carcassonne_bot::game::COMPUTER_PAUSE_SECONDS);
                let notices = svc.tick().await.unwrap();
                assert_eq!(notices.len(), 1, "the computer moves");
                computer_moves += 1;
                view = svc.view(id).await.unwrap();
            }
            ViewState::Turn(_) => {
                // A person's turn times out never while the clock stands.
                clock.advance(10 * 3600);
                assert!(svc.tick().await.unwrap().is_empty());
                view = play_turn(&svc, &view).await;
            }
            _ => break,
        }
    }
    assert!(computer_moves >= 2, "{computer_moves}");
}

#[tokio::test]
async fn a_time_bank_runs_only_on_its_players_turns_and_grows_with_each_move() {
    use carcassonne_bot::game::TimeBank;
    let Some(db) = TempDb::new("time-bank") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(500_000));
    let svc = service(&db, &clock).await;
    // A day each, 8 hours more a turn, up to 2 days; a late turn is skipped.
    let bank = TimeBank::OFFERED[0];
    let options = GameOptions {
        bank: Some(bank),
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    let view = started(&svc, 703, &[alice(), bob()], options, 9).await;
    let id = view.game_id;
    let (day, hour) = (24 * 3600, 3600);
    let turn = |v: &View| match &v.state {
        ViewState::Turn(t) => (t.user_id, t.deadline_at.unwrap()),
        _ => panic!("{:?}", v.state),
    };
    let bank_of = |v: &View, user: i64| {
        v.seats
            .iter()
            .find(|s| s.user_id == user)
            .and_then(|s| s.bank_left)
    };
    // The first turn lasts the whole bank.
    let (first, deadline) = turn(&view);
    assert_eq!(deadline, clock.now() + i64::from(bank.start));
    // Ten hours later the first player moves: 14 hours were left, and the
    // move adds 8.
    clock.advance(10 * hour);
    assert_eq!(
        bank_of(&svc.view(id).await.unwrap(), first),
        Some(14 * 3600),
        "the bank runs during the turn"
    );
    let view = play_turn(&svc, &view).await;
    assert_eq!(bank_of(&view, first), Some(22 * 3600));
    // The second player's bank has not run: their turn has all of it.
    let (second, deadline) = turn(&view);
    assert_ne!(second, first);
    assert_eq!(bank_of(&view, second), Some(day));
    assert_eq!(deadline, clock.now() + i64::from(day));
    // They let it run out: skipped, with the increment to go on with.
    clock.advance(i64::from(day) + 1);
    let notices = svc.tick().await.unwrap();
    let [
        Notice::TimedOut {
            view, forfeited, ..
        },
    ] = &notices[..]
    else {
        panic!("{notices:?}")
    };
    assert!(!forfeited);
    assert_eq!(bank_of(view, second), Some(8 * 3600));
    // The first player's turn lasts what their bank holds; while the
    // clock is stopped, it does not run.
    let (now_first, deadline) = turn(view);
    assert_eq!(now_first, first);
    assert_eq!(deadline, clock.now() + 22 * 3600);
    clock.advance(2 * hour);
    svc.set_clock(id, &alice(), false, false).await.unwrap();
    clock.advance(5 * i64::from(day));
    assert_eq!(
        bank_of(&svc.view(id).await.unwrap(), first),
        Some(20 * 3600)
    );
    assert!(svc.tick().await.unwrap().is_empty(), "no time-out");
    svc.set_clock(id, &alice(), false, true).await.unwrap();
    let view = svc.view(id).await.unwrap();
    let (_, deadline) = turn(&view);
    assert_eq!(deadline, clock.now() + 20 * 3600);
    let view = play_turn(&svc, &view).await;
    assert_eq!(bank_of(&view, first), Some(28 * 3600));
    // A move never takes a bank past its cap.
    assert_eq!(bank.after_turn(47 * 3600, 0, true), 2 * day);
    assert_eq!(bank.after_turn(3600, 7200, true), 8 * 3600);
}
