//! Taking moves back: a confirmed tile, undo votes, and what stale clicks and replays see after.

use super::*;

#[tokio::test]
async fn a_confirmed_tile_can_be_taken_back_before_the_follower_step() {
    let Some(db) = TempDb::new("takeback") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(99_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 990, &[alice(), bob()], hourly(), 8).await;
    let id = view.game_id;
    let (t, first) = first_placement(&view);
    let (me, move_no) = (user(t.user_id), t.move_no);
    let other = users()
        .into_iter()
        .find(|u| u.id != me.id && u.id != 300)
        .unwrap();
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!()
    };
    let elsewhere = candidates
        .iter()
        .flat_map(|c| c.rotations.iter().map(|&rot| Placement { pos: c.pos, rot }))
        .find(|p| *p != first)
        .expect("a second placement");
    // Nothing to take back before a confirm.
    assert!(matches!(
        svc.take_back(id, &me, move_no).await,
        Err(ServiceError::NothingToTakeBack)
    ));
    svc.confirm_tile(id, &me, move_no, first).await.unwrap();
    // Only the player in turn.
    assert!(matches!(
        svc.take_back(id, &other, move_no).await,
        Err(ServiceError::NotYourTurn(_))
    ));
    // Taken back, after a restart too: the tile step again, same move.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    let back = svc.take_back(id, &me, move_no).await.unwrap();
    let ViewState::Turn(t) = &back.state else {
        panic!()
    };
    assert_eq!(t.move_no, move_no);
    assert!(matches!(t.step, TurnStep::PlaceTile { .. }));
    assert_eq!(svc.view(id).await.unwrap().state, back.state);
    // Confirmed elsewhere, then played out: the record has the new place.
    svc.confirm_tile(id, &me, move_no, elsewhere).await.unwrap();
    svc.place_follower(id, &me, move_no, None, Figure::Follower)
        .await
        .unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    let placed = game.board().tiles().last().unwrap();
    assert_eq!((placed.pos, placed.rot), (elsewhere.pos, elsewhere.rot));
    // A finished step cannot be taken back.
    assert!(matches!(
        svc.take_back(id, &me, move_no).await,
        Err(ServiceError::TurnOver) | Err(ServiceError::NotYourTurn(_))
    ));
}

/// The kinds of the effects stored for a game, oldest first.
async fn effect_kinds(svc: &Service, id: i64) -> Vec<String> {
    let bodies: Vec<String> =
        sqlx::query_scalar("SELECT body FROM effects WHERE game_id = $1 ORDER BY id")
            .bind(id)
            .fetch_all(svc.store().pool())
            .await
            .unwrap();
    bodies
        .iter()
        .map(|b| {
            serde_json::from_str::<serde_json::Value>(b).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// A turn's card shows the last move's news; closing it for a cancel
/// keeps that news above why it closed, so the channel's history still
/// tells every score.
#[tokio::test]
async fn a_cancel_keeps_the_last_moves_news_on_the_closed_card() {
    let Some(db) = TempDb::new("cancel-news") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 1_600, &[alice(), bob()], hourly(), 5).await;
    let id = view.game_id;
    while turn_of(&view).news.is_empty() {
        view = play_turn(&svc, &view).await;
    }
    let news = turn_of(&view).news.clone();
    svc.cancel(id, &alice(), false).await.unwrap();
    let last: String =
        sqlx::query_scalar("SELECT body FROM effects WHERE game_id = $1 ORDER BY id DESC LIMIT 1")
            .bind(id)
            .fetch_one(svc.store().pool())
            .await
            .unwrap();
    let effect: serde_json::Value = serde_json::from_str(&last).unwrap();
    let text = effect["text"].as_str().unwrap_or_default();
    for line in &news {
        assert!(text.contains(line.as_str()), "{line:?} in {effect}");
    }
    assert!(text.contains("cancelled"), "{effect}");
}

#[tokio::test]
async fn an_undo_needs_everyone_else_and_holds_across_a_restart() {
    let Some(db) = TempDb::new("undo") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(200_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 1200, &users(), hourly(), 12).await;
    let id = view.game_id;
    // Nothing to undo before the first move.
    assert!(matches!(
        svc.ask_undo(id, &alice()).await,
        Err(ServiceError::NothingToUndo)
    ));
    for _ in 0..3 {
        view = play_turn(&svc, &view).await;
    }
    let before = svc.view(id).await.unwrap();
    let game = before.game.clone().unwrap();
    let last = *game.board().tiles().last().unwrap();
    let mover = user(turn_of(&svc.view_after(id, 2).await.unwrap()).user_id);
    let others: Vec<User> = users().into_iter().filter(|u| u.id != mover.id).collect();
    // The mover asks; asking twice is refused, and so is their own vote.
    let closes = svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    assert_eq!(
        closes,
        clock.now() + carcassonne_bot::game::UNDO_VOTE_SECONDS
    );
    assert!(matches!(
        svc.ask_undo(id, &others[0]).await,
        Err(ServiceError::UndoVoteOpen)
    ));
    assert!(matches!(
        svc.vote_undo(id, &mover, 3, true).await,
        Err(ServiceError::NotAVoter)
    ));
    // A vote on another vote (another number of moves) is closed.
    assert!(matches!(
        svc.vote_undo(id, &others[0], 2, true).await,
        Err(ServiceError::UndoVoteClosed)
    ));
    // One agrees: nothing is undone yet; the vote shows who did.
    svc.vote_undo(id, &others[0], 3, true).await.unwrap();
    assert_eq!(turn_of(&svc.view(id).await.unwrap()).move_no, 4);
    let vote = svc.undo_vote(id, 3).await.unwrap().unwrap();
    assert_eq!(vote.asked_by, mover.name);
    assert_eq!(vote.undone.len(), 1, "{:?}", vote.undone);
    assert!(vote.voters.iter().any(|v| v.0 == others[0].id && v.2));
    assert!(vote.voters.iter().any(|v| v.0 == others[1].id && !v.2));
    // A restart in the middle of the vote.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    svc.vote_undo(id, &others[1], 3, true).await.unwrap();
    // The mover plays move 3 again, with the same tile; the board is as it
    // was before their move.
    let again = svc.view(id).await.unwrap();
    let t = turn_of(&again);
    assert_eq!((t.user_id, t.move_no), (mover.id, 3));
    assert!(matches!(t.step, TurnStep::PlaceTile { .. }));
    let g = again.game.clone().unwrap();
    assert_eq!(g.current_tile(), Some(last.kind));
    assert_eq!(g.board().len(), game.board().len() - 1);
    assert!(svc.undo_vote(id, 3).await.unwrap().is_none());
    let kinds = effect_kinds(&svc, id).await;
    let tail: Vec<&str> = kinds[kinds.len() - 5..]
        .iter()
        .map(String::as_str)
        .collect();
    assert_eq!(
        tail,
        ["undo_closed", "close_live", "news", "turn", "notify"]
    );
    // A fresh process sees the same game as the one that undid it.
    let fresh = service(&db, &clock).await;
    assert_same_game(&again, &fresh.view(id).await.unwrap());
    // Played on: the record keeps the undone move and replays.
    let mut view = again;
    for _ in 0..4 {
        view = play_turn(&svc, &view).await;
    }
    assert_same_game(&view, &fresh.view(id).await.unwrap());
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.undone.len(), 1);
    assert_eq!(record.undone[0].turns.len(), 1);
    assert_eq!(record.undone[0].after, 2);
    let replayed = replay(&record).unwrap();
    assert_eq!(replayed.history(), view.game.as_ref().unwrap().history());
    // After the end, nothing can be undone.
    let end = play_to_end(&svc, view).await;
    assert!(matches!(end.state, ViewState::Finished { .. }));
    assert!(matches!(
        svc.ask_undo(id, &alice()).await,
        Err(ServiceError::GameOver)
    ));
    assert!(replay(&Record::parse(&svc.export(id).await.unwrap()).unwrap()).is_ok());
}

#[tokio::test]
async fn an_undo_vote_closes_when_refused_out_of_time_or_overtaken() {
    let Some(db) = TempDb::new("undo-vote") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(300_000));
    let svc = service(&db, &clock).await;
    // The same people ask again and again here: no cooldown.
    svc.set_limits(
        GUILD,
        LimitChanges {
            ask_cooldown_minutes: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let players = [alice(), bob()];
    // No turn clock: only the vote's runs out.
    let options = GameOptions {
        turn_limit: None,
        reminder_after: None,
        ..GameOptions::default()
    };
    let view = started(&svc, 1300, &players, options, 13).await;
    let id = view.game_id;
    let first = user(turn_of(&view).user_id);
    let second = players.iter().find(|u| u.id != first.id).unwrap().clone();
    let view = play_turn(&svc, &view).await;
    // Out of time: the timers close it, once.
    svc.ask_undo(id, &first).await.unwrap().unwrap();
    clock.advance(carcassonne_bot::game::UNDO_VOTE_SECONDS - 1);
    svc.tick().await.unwrap();
    assert!(svc.undo_vote(id, 1).await.unwrap().is_some());
    clock.advance(1);
    assert!(svc.next_timer_at().await.unwrap().is_some());
    svc.tick().await.unwrap();
    svc.tick().await.unwrap();
    assert!(svc.undo_vote(id, 1).await.unwrap().is_none());
    assert!(matches!(
        svc.vote_undo(id, &second, 1, true).await,
        Err(ServiceError::UndoVoteClosed)
    ));
    let kinds = effect_kinds(&svc, id).await;
    assert_eq!(kinds.iter().filter(|k| *k == "undo_closed").count(), 1);
    assert_eq!(turn_of(&svc.view(id).await.unwrap()).move_no, 2);
    // Overtaken: the other player moves instead of answering.
    svc.ask_undo(id, &first).await.unwrap().unwrap();
    let view = play_turn(&svc, &view).await;
    assert!(svc.undo_vote(id, 1).await.unwrap().is_none());
    assert!(matches!(
        svc.vote_undo(id, &second, 1, true).await,
        Err(ServiceError::UndoVoteClosed)
    ));
    let kinds = effect_kinds(&svc, id).await;
    assert_eq!(kinds.iter().filter(|k| *k == "undo_closed").count(), 2);
    // Refused: anyone may ask to undo the last move, and its maker says no.
    svc.ask_undo(id, &first).await.unwrap().unwrap();
    svc.vote_undo(id, &second, 2, false).await.unwrap();
    assert!(svc.undo_vote(id, 2).await.unwrap().is_none());
    assert_eq!(turn_of(&svc.view(id).await.unwrap()).move_no, 3);
    // Only players in the game ask.
    assert!(matches!(
        svc.ask_undo(id, &cleo()).await,
        Err(ServiceError::NotInGame)
    ));
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert!(record.undone.is_empty());
    drop(view);
}

/// A game of Alice against an easy computer player in `channel`, started.
async fn alice_against_a_computer(svc: &Service, channel: i64) -> View {
    use carcassonne_bot::ai::Level;
    let view = svc
        .create_seeded(GUILD, channel, &alice(), GameOptions::default(), 14)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    svc.start(id, &alice()).await.unwrap()
}

/// Plays on until the person has moved and the computer has answered.
async fn person_then_computer(svc: &Service, mut view: View) -> View {
    let id = view.game_id;
    let mut person_moved = false;
    loop {
        let t = turn_of(&view).clone();
        if t.computer.is_some() {
            view = svc.computer_turn(id, t.move_no).await.unwrap().unwrap();
            if person_moved {
                return view;
            }
        } else {
            view = play_turn(svc, &view).await;
            person_moved = true;
        }
    }
}

#[tokio::test]
async fn against_computers_an_undo_is_at_once_and_takes_their_moves_too() {
    let Some(db) = TempDb::new("undo-computer") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let view = person_then_computer(&svc, alice_against_a_computer(&svc, 1400).await).await;
    let id = view.game_id;
    let t = turn_of(&view);
    assert_eq!(t.user_id, alice().id);
    let moves = t.move_no - 1;
    assert_eq!(svc.ask_undo(id, &alice()).await.unwrap(), None);
    let back = svc.view(id).await.unwrap();
    let t = turn_of(&back);
    assert_eq!((t.user_id, t.move_no), (alice().id, moves - 1));
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.undone.len(), 1);
    assert_eq!(record.undone[0].turns.len(), 2);
    replay(&record).unwrap();
}

/// A replay kept before an undo is not served after it: the undo and
/// another move make as many moves as before, and another record.
#[tokio::test]
async fn a_replay_after_an_undo_and_another_move_is_drawn_again() {
    let Some(db) = TempDb::new("replay-undo") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let view = person_then_computer(&svc, alice_against_a_computer(&svc, 1401).await).await;
    let id = view.game_id;
    let before = svc.replay_source(id).await.unwrap();
    svc.keep_replay(id, before.turn_key, b"drawn before the undo")
        .await
        .unwrap();
    assert!(svc.replay_source(id).await.unwrap().gif.is_some(), "kept");
    // Back two moves (Alice's and the computer's), then two moves again.
    assert_eq!(svc.ask_undo(id, &alice()).await.unwrap(), None);
    let back = svc.view(id).await.unwrap();
    let again = person_then_computer(&svc, back).await;
    assert_eq!(
        turn_of(&again).move_no,
        turn_of(&view).move_no,
        "as many moves"
    );
    let after = svc.replay_source(id).await.unwrap();
    assert_ne!(after.turn_key, before.turn_key);
    assert_eq!(
        after.gif, None,
        "the replay from before the undo is not served"
    );
}

// Where features cross: each test below failed before its fix.

/// An undo in a game with expansions names the undone tile from the game's
/// own tile set (it indexed the base set and panicked on River tiles).
#[tokio::test]
async fn an_undo_names_an_expansion_tile() {
    let Some(db) = TempDb::new("undo-expansions") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(400_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        expansions: carcassonne_bot::engine::Expansions::ALL,
        ..hourly()
    };
    let view = started(&svc, 1400, &[alice(), bob()], options, 21).await;
    let id = view.game_id;
    let mover = user(turn_of(&view).user_id);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    let view = play_turn(&svc, &view).await;
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    // The vote's message names the River tile undone.
    let vote = svc.undo_vote(id, 1).await.unwrap().unwrap();
    assert_eq!(vote.undone.len(), 1);
    assert!(vote.undone[0].contains("RV"), "{:?}", vote.undone);
    let after = svc.vote_undo(id, &other, 1, true).await.unwrap();
    let t = turn_of(&after);
    assert_eq!((t.user_id, t.move_no), (mover.id, 1));
    // The news of the undo names it too.
    let bodies: Vec<String> =
        sqlx::query_scalar("SELECT body FROM effects WHERE game_id = $1 ORDER BY id")
            .bind(id)
            .fetch_all(svc.store().pool())
            .await
            .unwrap();
    let closed = bodies
        .iter()
        .rev()
        .find(|b| b.contains("undo_closed"))
        .unwrap();
    assert!(closed.contains("RV"), "{closed}");
    assert!(svc.undo_vote(id, 1).await.unwrap().is_none());
    drop(view);
}

/// A click made before an undo does not act on the replayed turn, though
/// the move's number is the same again.
#[tokio::test]
async fn a_click_from_before_an_undo_is_stale() {
    let Some(db) = TempDb::new("undo-stale") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(410_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 1401, &[alice(), bob()], hourly(), 22).await;
    let id = view.game_id;
    let (t, placement) = first_placement(&view);
    let (mover, old_key) = (user(t.user_id), t.key);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    play_turn(&svc, &view).await;
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    let again = svc.vote_undo(id, &other, 1, true).await.unwrap();
    let t = turn_of(&again);
    assert_eq!((t.user_id, t.move_no), (mover.id, 1));
    assert_ne!(t.key, old_key);
    assert!(matches!(
        svc.confirm_tile(id, &mover, old_key, placement).await,
        Err(ServiceError::TurnOver)
    ));
    assert!(matches!(
        svc.preview(id, &mover, old_key, placement).await,
        Err(ServiceError::TurnOver)
    ));
    // The turn's own controls still work.
    svc.confirm_tile(id, &mover, t.key, placement)
        .await
        .unwrap();
}

/// An undo puts the time banks back as they were before the turns it
/// takes back, less the time those turns took: the increments they earned
/// go, so take-backs never add time.
#[tokio::test]
async fn an_undo_gives_back_no_time() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::TimeBank;
    let Some(db) = TempDb::new("undo-bank") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(500_000));
    let svc = service(&db, &clock).await;
    let bank = TimeBank::OFFERED[0];
    let options = GameOptions {
        bank: Some(bank),
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    let view = svc
        .create_seeded(GUILD, 1_500, &alice(), options, 14)
        .await
        .unwrap();
    let id = view.game_id;
    svc.add_computer(id, &alice(), Level::Easy).await.unwrap();
    let mut view = svc.start(id, &alice()).await.unwrap();
    let bank_of = |v: &View| {
        v.seats
            .iter()
            .find(|s| s.user_id == alice().id)
            .and_then(|s| s.bank_left)
    };
    let hour: u32 = 3600;
    if turn_of(&view).computer.is_some() {
        view = svc
            .computer_turn(id, turn_of(&view).move_no)
            .await
            .unwrap()
            .unwrap();
    }
    // Ten hours on the first move: 24 - 10 + 8 = 22 hours.
    clock.advance(10 * i64::from(hour));
    let view = person_then_computer(&svc, view).await;
    assert_eq!(bank_of(&view), Some(22 * hour));
    // Taken back: the 10 hours stay spent, the 8 earned go.
    assert_eq!(svc.ask_undo(id, &alice()).await.unwrap(), None);
    let back = svc.view(id).await.unwrap();
    assert_eq!(turn_of(&back).user_id, alice().id);
    assert_eq!(bank_of(&back), Some(14 * hour));
    // Again and again: a take-back never adds time.
    let mut view = back;
    for _ in 0..3 {
        clock.advance(i64::from(hour));
        person_then_computer(&svc, view).await;
        svc.ask_undo(id, &alice()).await.unwrap();
        view = svc.view(id).await.unwrap();
    }
    assert_eq!(bank_of(&view), Some(11 * hour));
}
