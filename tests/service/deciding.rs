//! The service decides what a front end shows of a question or a click:
//! whose turn it is, who plays at home, where a control works, and what
//! controls that lag behind the game need. No front end works these out.

use super::*;
use carcassonne_bot::ai::Level;
use carcassonne_bot::game::{Clicked, ServiceError, Stale, WhoseTurn};

/// A lobby of Alice's in channel 8 with a computer player, started.
async fn against_a_computer(svc: &Service) -> View {
    let lobby = svc
        .create_seeded(GUILD, 8, &alice(), hourly(), 5)
        .await
        .unwrap();
    svc.add_computer(lobby.game_id, &alice(), Level::Easy)
        .await
        .unwrap();
    svc.start(lobby.game_id, &alice()).await.unwrap()
}

/// Alice's turn of the game against a computer, played if it is hers:
/// the view at the computer's turn.
async fn at_the_computers_turn(svc: &Service) -> View {
    let view = against_a_computer(svc).await;
    if turn_of(&view).computer.is_some() {
        return view;
    }
    play_turn(svc, &view).await
}

/// A lobby of Alice's in channel 7, not started.
async fn alices_lobby(svc: &Service) -> i64 {
    let lobby = svc.create_seeded(GUILD, 7, &alice(), hourly(), 3).await;
    lobby.unwrap().game_id
}

#[tokio::test]
async fn whose_turn_is_said_from_the_lobby_to_the_end() {
    let Some(db) = TempDb::new("whose-turn") else {
        return;
    };
    let svc = service(&db, &Arc::new(ManualClock::new(1_000))).await;
    let id = alices_lobby(&svc).await;
    assert!(matches!(
        svc.whose_turn(id, &alice()).await,
        Err(ServiceError::NotStarted)
    ));
    svc.join(id, &bob()).await.unwrap();
    let view = svc.start(id, &alice()).await.unwrap();
    let mover = user(turn_of(&view).user_id);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    let (shown, whose) = svc.whose_turn(id, &mover).await.unwrap();
    assert_eq!(whose, WhoseTurn::Yours);
    assert_eq!(turn_of(&shown).user_id, mover.id);
    assert_eq!(
        svc.whose_turn(id, &other).await.unwrap().1,
        WhoseTurn::Someone
    );
    // Someone who does not play is told whose turn it is too.
    assert_eq!(
        svc.whose_turn(id, &cleo()).await.unwrap().1,
        WhoseTurn::Someone
    );
    svc.cancel(id, &alice(), true).await.unwrap();
    assert!(matches!(
        svc.whose_turn(id, &mover).await,
        Err(ServiceError::GameOver)
    ));

    let computers = at_the_computers_turn(&svc).await;
    assert_eq!(
        svc.whose_turn(computers.game_id, &alice()).await.unwrap().1,
        WhoseTurn::Computer
    );
}

#[tokio::test]
async fn at_home_the_person_in_turn_plays_and_nobody_plays_for_a_computer() {
    let Some(db) = TempDb::new("home-player") else {
        return;
    };
    let svc = service(&db, &Arc::new(ManualClock::new(1_000))).await;
    let id = alices_lobby(&svc).await;
    assert!(matches!(
        svc.home_player(id, 1).await,
        Err(ServiceError::NotStarted)
    ));
    svc.join(id, &bob()).await.unwrap();
    let view = svc.start(id, &alice()).await.unwrap();
    let t = turn_of(&view);
    assert_eq!(svc.home_player(id, t.key).await.unwrap().id, t.user_id);
    // The next turn is the other person's; an old key is refused.
    let next = play_turn(&svc, &view).await;
    let n = turn_of(&next);
    assert_ne!(n.user_id, t.user_id);
    assert_eq!(svc.home_player(id, n.key).await.unwrap().id, n.user_id);
    assert!(matches!(
        svc.home_player(id, t.key).await,
        Err(ServiceError::TurnOver)
    ));

    let computers = at_the_computers_turn(&svc).await;
    let key = turn_of(&computers).key;
    assert!(matches!(
        svc.home_player(computers.game_id, key).await,
        Err(ServiceError::ComputerTurn)
    ));
}

#[tokio::test]
async fn a_control_works_only_in_its_games_channel() {
    let Some(db) = TempDb::new("control-channel") else {
        return;
    };
    let svc = service(&db, &Arc::new(ManualClock::new(1_000))).await;
    let view = started(&svc, 7, &[alice(), bob()], hourly(), 3).await;
    svc.check_channel(view.game_id, 7).await.unwrap();
    assert!(matches!(
        svc.check_channel(view.game_id, 8).await,
        Err(ServiceError::OtherChannel)
    ));
    // A game that is gone is refused by the action itself.
    svc.check_channel(9_999, 8).await.unwrap();
}

#[tokio::test]
async fn old_controls_are_brought_up_to_date_as_the_service_says() {
    let Some(db) = TempDb::new("stale-controls") else {
        return;
    };
    let svc = service(&db, &Arc::new(ManualClock::new(1_000))).await;
    let view = started(&svc, 7, &[alice(), bob()], hourly(), 3).await;
    let id = view.game_id;
    let (t, placement) = first_placement(&view);
    let mover = user(t.user_id);
    let click = |by: &User, private: bool, lobby: bool| Clicked {
        by: by.id,
        message: 42,
        private,
        lobby,
    };
    // A lobby's buttons after the start go.
    let started_already = svc.join(id, &cleo()).await.unwrap_err();
    assert!(matches!(
        svc.stale_controls(id, click(&cleo(), false, true), &started_already)
            .await,
        Stale::Strip
    ));
    // A refusal that is not about old controls changes nothing.
    let not_yours = ServiceError::NotYourTurn("Alice".into());
    assert!(matches!(
        svc.stale_controls(id, click(&mover, false, false), &not_yours)
            .await,
        Stale::Keep
    ));
    // A second Confirm shows the player the step their turn is at.
    svc.confirm_tile(id, &mover, t.key, placement)
        .await
        .unwrap();
    let twice = svc
        .confirm_tile(id, &mover, t.key, placement)
        .await
        .unwrap_err();
    match svc
        .stale_controls(id, click(&mover, true, false), &twice)
        .await
    {
        Stale::ShowTurn(shown) => assert!(matches!(
            turn_of(&shown).step,
            TurnStep::PlaceFollower { .. }
        )),
        other => panic!("{other:?}"),
    }
    // A public turn message delivery has not recorded yet catches up; a
    // private copy of an old turn loses its controls.
    let over = ServiceError::TurnOver;
    assert!(matches!(
        svc.stale_controls(id, click(&cleo(), false, false), &over)
            .await,
        Stale::CatchUp
    ));
    assert!(matches!(
        svc.stale_controls(id, click(&cleo(), true, false), &over)
            .await,
        Stale::Strip
    ));
}
