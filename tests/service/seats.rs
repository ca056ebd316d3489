//! Seats that change hands: resignations, computer players and stand-ins.

use super::*;

#[tokio::test]
async fn a_resignation_ends_a_two_player_game() {
    let Some(db) = TempDb::new("resign") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(2_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 80, &[alice(), bob()], GameOptions::default(), 13).await;
    let view = play_turn(&svc, &view).await;
    let end = svc.resign(view.game_id, &bob()).await.unwrap();
    assert!(plain(&end.news[0]).contains("Bob left the game."));
    let ViewState::Finished { standings } = &end.state else {
        panic!()
    };
    assert_eq!(standings[0].user_id, alice().id);
    assert_eq!(standings[1].user_id, bob().id);
    assert!(matches!(
        svc.resign(view.game_id, &alice()).await,
        Err(ServiceError::GameOver)
    ));
    let record = Record::parse(&svc.export(end.game_id).await.unwrap()).unwrap();
    assert!(replay(&record).unwrap().is_over());
}

#[tokio::test]
async fn computer_players_join_play_and_stay_off_the_leaderboard() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("computers") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        seats: 3,
        ..GameOptions::default()
    };
    let view = svc
        .create_seeded(GUILD, 120, &alice(), options, 31)
        .await
        .unwrap();
    let id = view.game_id;
    // Only the host seats computer players, and not past the seats.
    assert!(matches!(
        svc.add_computer(id, &bob(), Level::Hard).await,
        Err(ServiceError::NotHost)
    ));
    assert!(matches!(
        svc.remove_computer(id, &alice()).await,
        Err(ServiceError::NoComputer)
    ));
    svc.add_computer(id, &alice(), Level::Medium).await.unwrap();
    let v = svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let names: Vec<&str> = v.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Alice", "Computer 1 (medium)", "Computer 2 (easy)"]);
    assert!(matches!(
        svc.add_computer(id, &alice(), Level::Easy).await,
        Err(ServiceError::LobbyFull(3))
    ));
    assert!(matches!(
        svc.join(id, &bob()).await,
        Err(ServiceError::LobbyFull(3))
    ));
    // Removing takes the last one added; Bob takes the seat.
    let v = svc.remove_computer(id, &alice()).await.unwrap();
    assert_eq!(v.seats.len(), 2);
    svc.join(id, &bob()).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    // People play by clicks; the computer's turns are played by the service.
    let mut computer_turns = 0;
    while let ViewState::Turn(t) = &view.state {
        if t.computer.is_some() {
            assert_eq!(t.computer, Some(Level::Medium));
            // Refused to people, and a stale call plays nothing.
            assert!(matches!(
                svc.play(
                    id,
                    &alice(),
                    t.move_no,
                    Move {
                        placement: Placement {
                            pos: Pos::new(0, 1),
                            rot: Rotation::default()
                        },
                        meeple: None,
                        return_abbot: false,
                    }
                )
                .await,
                Err(ServiceError::NotYourTurn(_)) | Err(ServiceError::NotInGame)
            ));
            assert!(
                svc.computer_turn(id, t.move_no + 1)
                    .await
                    .unwrap()
                    .is_none()
            );
            let next = svc.computer_turn(id, t.move_no).await.unwrap().unwrap();
            assert!(
                plain(&next.news[0]).starts_with("Computer 1 (medium) placed tile"),
                "{:?}",
                next.news
            );
            assert!(
                svc.computer_turn(id, t.move_no).await.unwrap().is_none(),
                "played once"
            );
            computer_turns += 1;
            view = next;
        } else {
            view = play_turn(&svc, &view).await;
        }
    }
    assert!(computer_turns >= 20);
    let ViewState::Finished { standings } = &view.state else {
        panic!("{:?}", view.state)
    };
    assert_eq!(standings.len(), 3);
    // Only the people are on the leaderboard, rated between themselves.
    let lb = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    let ids: Vec<i64> = lb.entries.iter().map(|e| e.1.user_id).collect();
    assert_eq!(lb.total, 2, "{ids:?}");
    assert!(ids.iter().all(|&i| i > 0));
    assert_eq!(view.rating_changes.len(), 2);
    // The record replays to the same scores.
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    for st in standings {
        assert_eq!(game.scores()[usize::from(st.seat)], st.score);
    }
}

#[tokio::test]
async fn when_the_last_person_resigns_the_game_ends() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("computer-resign") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(70_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 122, &alice(), GameOptions::default(), 8)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    svc.add_computer(id, &alice(), Level::Medium).await.unwrap();
    svc.start(id, &alice()).await.unwrap();
    let view = svc.resign(id, &alice()).await.unwrap();
    assert!(
        matches!(view.state, ViewState::Finished { .. }),
        "{:?}",
        view.state
    );
    assert!(
        view.news
            .iter()
            .any(|n| n.contains("Only computer players are left")),
        "{:?}",
        view.news
    );
}

#[tokio::test]
async fn a_resignation_keeps_the_confirmed_tile_of_the_player_in_turn() {
    let Some(db) = TempDb::new("resign-pending") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(80_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 131, &alice(), GameOptions::default(), 21)
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &bob()).await.unwrap();
    svc.join(id, &cleo()).await.unwrap();
    let view = svc.start(id, &alice()).await.unwrap();
    let (t, placement) = first_placement(&view);
    let mover = user(t.user_id);
    svc.confirm_tile(id, &mover, t.move_no, placement)
        .await
        .unwrap();
    // A second confirm says what to do next, and changes nothing.
    let again = svc.confirm_tile(id, &mover, t.move_no, placement).await;
    assert!(matches!(
        again,
        Err(ServiceError::Illegal(PlayError::TileAlreadyPlaced))
    ));
    // Someone else leaves meanwhile.
    let leaver = users().into_iter().find(|u| u.id != mover.id).unwrap();
    let after = svc.resign(id, &leaver).await.unwrap();
    let ViewState::Turn(t2) = &after.state else {
        panic!("{:?}", after.state)
    };
    assert_eq!(t2.user_id, mover.id, "the turn goes on");
    assert_eq!(t2.move_no, t.move_no + 1, "the resignation is a move");
    let TurnStep::PlaceFollower {
        placement: kept, ..
    } = &t2.step
    else {
        panic!("the confirmed tile was thrown away: {:?}", t2.step)
    };
    assert_eq!(*kept, placement);
    // It survives a reload, and the turn finishes from there.
    let reloaded = svc.view(id).await.unwrap();
    assert!(matches!(
        &reloaded.state,
        ViewState::Turn(t) if matches!(t.step, TurnStep::PlaceFollower { .. })
    ));
    let done = svc
        .place_follower(id, &mover, t2.move_no, None, Figure::Follower)
        .await
        .unwrap();
    let ViewState::Turn(t3) = &done.state else {
        panic!()
    };
    assert_ne!(t3.user_id, mover.id);
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert_eq!(game.board().len(), 2, "the start tile and the kept tile");
}

#[tokio::test]
async fn a_stand_in_takes_a_seat_plays_it_and_is_not_rated() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("stand-in") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(300_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 701, &[alice(), bob(), cleo()], hourly(), 11).await;
    let id = view.game_id;
    // Only the host or an admin, and only for someone playing.
    assert!(matches!(
        svc.stand_in(id, &cleo(), false, &bob(), Level::Medium)
            .await,
        Err(ServiceError::NotAllowedToManage)
    ));
    assert!(matches!(
        svc.stand_in(id, &alice(), false, &User::new(999, "Zed"), Level::Medium)
            .await,
        Err(ServiceError::NotAPlayer(_))
    ));
    let handed = svc
        .stand_in(id, &alice(), false, &bob(), Level::Medium)
        .await
        .unwrap();
    assert_eq!(
        plain(&handed.news[0]),
        "Alice handed Bob's seat to a computer player."
    );
    assert_eq!(
        plain(&handed.news[1]),
        "A computer player (medium) plays Bob's seat from now on; the seat is not rated."
    );
    let seat = handed.seats.iter().find(|s| s.user_id == bob().id).unwrap();
    assert_eq!(seat.name, "Bob (computer, medium)");
    assert_eq!(seat.computer, Some(Level::Medium));
    assert!(seat.active, "the seat plays on");
    // Bob no longer plays the seat, and it cannot be handed twice.
    assert!(matches!(
        svc.resign(id, &bob()).await,
        Err(ServiceError::NotInGame)
    ));
    assert!(matches!(
        svc.stand_in(id, &alice(), false, &bob(), Level::Hard).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    let from = svc
        .view(id)
        .await
        .unwrap()
        .game
        .map(|g| g.history().len())
        .unwrap();
    let end = play_out(&svc, handed).await;
    let ViewState::Finished { standings } = &end.state else {
        panic!("{:?}", end.state)
    };
    assert_eq!(standings.len(), 3);
    // Alice and Cleo are rated between themselves; Bob's seat is not.
    let rated: Vec<i64> = end.rating_changes.iter().map(|r| r.0).collect();
    assert_eq!(rated.len(), 2, "{rated:?}");
    assert!(!rated.contains(&bob().id));
    let lb = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!(lb.total, 2);
    // The record names the stand-in from the turn it took over, and
    // replays to the same scores.
    let text = svc.export(id).await.unwrap();
    let record = Record::parse(&text).unwrap();
    assert_eq!(record.stand_ins.len(), 1, "{text}");
    let s = &record.stand_ins[0];
    assert_eq!((s.from, s.level.as_str()), (from, "medium"));
    let bob_seat = end
        .seats
        .iter()
        .find(|x| x.user_id == bob().id)
        .and_then(|x| x.seat)
        .unwrap();
    assert_eq!(s.seat, bob_seat);
    let game = replay(&record).unwrap();
    for st in standings {
        assert_eq!(game.scores()[usize::from(st.seat)], st.score);
    }
    assert_eq!(Record::parse(&record.to_json()).unwrap(), record);
}

#[tokio::test]
async fn the_games_options_hand_a_timed_out_or_resigning_seat_to_a_stand_in() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("stand-in-options") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        timeout: TimeoutAction::Forfeit { after: 1 },
        stand_in: Some(Level::Easy),
        ..hourly()
    };
    let view = started(&svc, 702, &[alice(), bob()], options, 3).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let late = t.user_id;
    // The first player lets the time run out: an easy stand-in takes the
    // seat, and plays the turn once its pause is over.
    clock.advance(3601);
    let notices = svc.tick().await.unwrap();
    let [
        Notice::TimedOut {
            view, forfeited, ..
        },
    ] = &notices[..]
    else {
        panic!("{notices:?}")
    };
    assert!(forfeited);
    assert!(
        view.news
            .iter()
            .any(|n| plain(n).contains("computer player (easy)")),
        "{:?}",
        view.news
    );
    let ViewState::Turn(t) = &view.state else {
        panic!("the game goes on: {:?}", view.state)
    };
    assert_eq!(t.computer, Some(Level::Easy));
    assert!(svc.tick().await.unwrap().is_empty());
    clock.advance(carcassonne_bot::game::COMPUTER_PAUSE_SECONDS);
    let notices = svc.tick().await.unwrap();
    let [Notice::ComputerMoved { view }] = &notices[..] else {
        panic!("{notices:?}")
    };
    // The other resigns: a stand-in takes that seat too, and the game is
    // played out between the two stand-ins, not ended.
    let other = if late == alice().id { bob() } else { alice() };
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    assert_eq!(t.user_id, other.id);
    let resigned = svc.resign(id, &other).await.unwrap();
    assert!(
        !resigned
            .news
            .iter()
            .any(|n| n.contains("Only computer players")),
        "{:?}",
        resigned.news
    );
    let end = play_out(&svc, resigned).await;
    assert!(matches!(end.state, ViewState::Finished { .. }));
    assert!(end.rating_changes.is_empty(), "nobody is rated");
    assert_eq!(svc.leaderboard(GUILD, 0, 10).await.unwrap().total, 0);
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.stand_ins.len(), 2);
    assert!(replay(&record).unwrap().is_over());
}

/// A seat handed to a computer player while a move is being made (the
/// stand-in stored between the read the move was made from and the move's
/// write) gets a computer's turn when that move makes it the seat to move:
/// the write asks the seats as they are then, not as the move's maker read
/// them. (Else the game waited for a person who is not there any more,
/// until the turn's deadline: days.)
#[tokio::test]
async fn a_move_stored_after_a_stand_in_it_did_not_see_gives_the_computer_its_turn() {
    use carcassonne_bot::store::{NewMove, NewStandIn, Timers};
    let Some(db) = TempDb::new("stand-in-race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(300_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 702, &[alice(), bob(), cleo()], hourly(), 11).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!("a turn")
    };
    let next = i64::from((t.seat + 1) % 3);
    let store = Store::open(&db.url()).await.unwrap();
    let moves = store.game(id).await.unwrap().unwrap().moves;
    let now = 400_000;
    // The next seat is handed over, while the move in progress was made
    // from a read that has that seat a person's.
    let handed = store
        .stand_in(&NewStandIn {
            game_id: id,
            seat: next,
            level: "medium",
            moves,
            turns: 1,
            timers: None,
            now,
            effects: &[],
        })
        .await
        .unwrap();
    assert!(handed.is_some());
    let person = Timers {
        turn_started_at: Some(now),
        reminder_at: Some(now + 1800),
        deadline_at: Some(now + 3600),
        computer: false,
    };
    let computer = Timers {
        turn_started_at: Some(now),
        reminder_at: None,
        deadline_at: Some(now + 2),
        computer: true,
    };
    store
        .append_move(&NewMove {
            game_id: id,
            move_no: moves + 1,
            bodies: vec!["{}".into()],
            now,
            timers: person,
            next: Some((next, computer)),
            missed: None,
            bank: None,
            finish: None,
            keep_pending: false,
            effects: Vec::new(),
            lapsed: String::new(),
            turn_news: None,
        })
        .await
        .unwrap();
    let row = store.game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.reminder_at, row.deadline_at),
        (None, Some(now + 2)),
        "the computer's turn, not a person's"
    );
    store.close().await;
}
