//! Lobbies: who may join, their options, the server's defaults and limits.

use super::*;

#[tokio::test]
async fn lobby_rules() {
    let Some(db) = TempDb::new("lobby") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        seats: 2,
        ..GameOptions::default()
    };
    let lobby = svc.create(GUILD, 20, &alice(), options).await.unwrap();
    let id = lobby.game_id;
    assert!(matches!(lobby.state, ViewState::Lobby { can_start: false }));
    let busy = svc.create(GUILD, 20, &bob(), options).await.unwrap_err();
    assert!(matches!(busy, ServiceError::ChannelBusy(g) if g == id));
    assert!(busy.to_string().contains(&format!("#{id}")));
    assert!(matches!(
        svc.start(id, &alice()).await,
        Err(ServiceError::TooFewPlayers)
    ));
    assert!(matches!(
        svc.leave(id, &alice()).await,
        Err(ServiceError::HostCannotLeave)
    ));
    assert!(matches!(
        svc.leave(id, &bob()).await,
        Err(ServiceError::NotInGame)
    ));
    svc.join(id, &bob()).await.unwrap();
    assert!(matches!(
        svc.join(id, &bob()).await,
        Err(ServiceError::AlreadyJoined)
    ));
    assert!(matches!(
        svc.join(id, &cleo()).await,
        Err(ServiceError::LobbyFull(2))
    ));
    svc.leave(id, &bob()).await.unwrap();
    svc.join(id, &cleo()).await.unwrap();
    assert!(matches!(
        svc.start(id, &cleo()).await,
        Err(ServiceError::NotHost)
    ));
    let bad = OptionsPatch {
        seats: Some(7),
        ..OptionsPatch::default()
    };
    assert!(matches!(
        svc.set_options(id, &alice(), &bad).await,
        Err(ServiceError::BadSeats(7))
    ));
    assert!(matches!(
        svc.cancel(id, &cleo(), false).await,
        Err(ServiceError::NotAllowedToCancel)
    ));
    let cancelled = svc.cancel(id, &cleo(), true).await.unwrap();
    assert!(matches!(cancelled.state, ViewState::Cancelled));
    assert!(matches!(
        svc.join(id, &bob()).await,
        Err(ServiceError::NotInLobby)
    ));
    // Once the lobby is over, its options stay as they are.
    assert!(matches!(
        svc.set_options(id, &alice(), &OptionsPatch::default())
            .await,
        Err(ServiceError::OptionsFixed)
    ));
    assert!(matches!(
        svc.view(999).await,
        Err(ServiceError::UnknownGame)
    ));
    // The channel can host a new game now.
    svc.create(GUILD, 20, &bob(), options).await.unwrap();
}

#[tokio::test]
async fn every_action_is_checked_and_changes_nothing_when_refused() {
    let Some(db) = TempDb::new("checks") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 30, &[alice(), bob()], GameOptions::default(), 7).await;
    let id = view.game_id;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let me = user(t.user_id);
    let other = if me.id == alice().id { bob() } else { alice() };
    let before = svc.export(id).await.unwrap();
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!()
    };
    let good = Placement {
        pos: candidates[0].pos,
        rot: candidates[0].rotations[0],
    };
    let err = svc
        .confirm_tile(id, &other, t.move_no, good)
        .await
        .unwrap_err();
    assert_eq!(plain(&err.to_string()), format!("It's {}'s turn.", me.name));
    assert!(matches!(
        svc.confirm_tile(id, &me, t.move_no + 1, good).await,
        Err(ServiceError::TurnOver)
    ));
    assert!(matches!(
        svc.confirm_tile(id, &cleo(), t.move_no, good).await,
        Err(ServiceError::NotInGame)
    ));
    assert!(matches!(
        svc.place_follower(id, &me, t.move_no, None, Figure::Follower)
            .await,
        Err(ServiceError::Illegal(PlayError::TileNotPlaced))
    ));
    let nowhere = Placement {
        pos: Pos::new(9, 9),
        rot: Rotation::default(),
    };
    let err = svc
        .confirm_tile(id, &me, t.move_no, nowhere)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("touches none"), "{err}");
    assert!(matches!(
        svc.join(id, &cleo()).await,
        Err(ServiceError::NotInLobby)
    ));
    assert_eq!(svc.export(id).await.unwrap(), before, "nothing changed");
    // Confirm, then the follower step refuses a spot that does not exist.
    svc.confirm_tile(id, &me, t.move_no, good).await.unwrap();
    assert!(matches!(
        svc.confirm_tile(id, &me, t.move_no, good).await,
        Err(ServiceError::Illegal(PlayError::TileAlreadyPlaced))
    ));
    assert!(matches!(
        svc.place_follower(id, &me, t.move_no, Some('Z'), Figure::Follower)
            .await,
        Err(ServiceError::NoSuchSpot('Z'))
    ));
    let done = svc
        .place_follower(id, &me, t.move_no, None, Figure::Follower)
        .await
        .unwrap();
    // The old buttons now name an old turn.
    assert!(matches!(
        svc.place_follower(id, &me, t.move_no, None, Figure::Follower)
            .await,
        Err(ServiceError::TurnOver)
    ));
    let ViewState::Turn(t2) = &done.state else {
        panic!()
    };
    assert_eq!(t2.move_no, t.move_no + 1);
    assert_eq!(t2.user_id, other.id);
}

#[tokio::test]
async fn server_defaults_apply_to_new_games() {
    let Some(db) = TempDb::new("defaults") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let (d, threads) = svc.defaults(GUILD).await.unwrap();
    assert_eq!((d, threads), (GameOptions::default(), false));
    let mine = GameOptions {
        seats: 3,
        turn_limit: Some(7200),
        reminder_after: None,
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    // Without a language of its own, a server's games speak its Discord
    // language (English if the bot does not speak it).
    assert_eq!(svc.default_lang(GUILD, Some("pl")).await.unwrap(), Lang::Pl);
    assert_eq!(svc.default_lang(GUILD, Some("ja")).await.unwrap(), Lang::Ja);
    assert_eq!(
        svc.default_lang(GUILD, Some("sv-SE")).await.unwrap(),
        Lang::En
    );
    let patch = OptionsPatch {
        seats: Some(3),
        turn_hours: Some(2),
        reminder_hours: Some(0),
        forfeit_after: Some(0),
        ..OptionsPatch::default()
    };
    let saved = svc.set_defaults(GUILD, &patch, Some(true)).await.unwrap();
    assert_eq!(saved, (mine, true));
    assert_eq!(svc.defaults(GUILD).await.unwrap(), (mine, true));
    assert_eq!(svc.default_lang(GUILD, Some("fr")).await.unwrap(), Lang::Fr);
    // A new lobby's options: the defaults in the server's language, with
    // what the command asked for over them.
    let asked = OptionsPatch {
        seats: Some(4),
        ..OptionsPatch::default()
    };
    let (new, threads) = svc.lobby_options(GUILD, Some("fr"), &asked).await.unwrap();
    let french = GameOptions {
        seats: 4,
        lang: Lang::Fr,
        ..mine
    };
    assert_eq!((new, threads), (french, true));
    // Chosen, it stays when the other defaults change.
    let in_german = OptionsPatch {
        lang: Some(Lang::De),
        ..OptionsPatch::default()
    };
    svc.set_defaults(GUILD, &in_german, None).await.unwrap();
    svc.set_defaults(GUILD, &OptionsPatch::default(), None)
        .await
        .unwrap();
    assert_eq!(svc.default_lang(GUILD, Some("fr")).await.unwrap(), Lang::De);
    let german = GameOptions {
        lang: Lang::De,
        ..mine
    };
    assert_eq!(svc.defaults(GUILD).await.unwrap(), (german, true));
    // Hours per turn bring their reminder, after half of them.
    let (daily, _) = svc
        .set_defaults(
            GUILD,
            &OptionsPatch {
                turn_hours: Some(24),
                ..OptionsPatch::default()
            },
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        (daily.turn_limit, daily.reminder_after),
        (Some(24 * 3600), Some(12 * 3600))
    );
    let bad = OptionsPatch {
        seats: Some(1),
        ..OptionsPatch::default()
    };
    assert!(matches!(
        svc.set_defaults(GUILD, &bad, None).await,
        Err(ServiceError::BadSeats(1))
    ));
    svc.set_defaults(GUILD, &patch, None).await.unwrap();
    let v = svc.create(GUILD, 123, &alice(), german).await.unwrap();
    assert_eq!(v.options, german);
    assert_eq!(svc.latest_game_in(123).await.unwrap(), Some(v.game_id));
    // The host changes it in the lobby; it is the game's from then on.
    let polish = OptionsPatch {
        lang: Some(Lang::Pl),
        ..OptionsPatch::default()
    };
    svc.set_options(v.game_id, &alice(), &polish).await.unwrap();
    let fresh = service(&db, &clock).await;
    assert_eq!(fresh.view(v.game_id).await.unwrap().options.lang, Lang::Pl);
}

#[tokio::test]
async fn a_rematch_keeps_the_options_and_the_computer_players() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("rematch") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(70_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        seats: 4,
        ..hourly()
    };
    let lobby = svc
        .create_seeded(GUILD, 701, &alice(), options, 5)
        .await
        .unwrap();
    let id = lobby.game_id;
    svc.join(id, &bob()).await.unwrap();
    svc.add_computer(id, &alice(), Level::Hard).await.unwrap();
    svc.start(id, &alice()).await.unwrap();
    // Not before the end.
    assert!(matches!(
        svc.rematch(id, &bob()).await,
        Err(ServiceError::NotFinished)
    ));
    svc.resign(id, &alice()).await.unwrap();
    svc.resign(id, &bob()).await.unwrap();
    assert!(matches!(
        svc.view(id).await.unwrap().state,
        ViewState::Finished { .. }
    ));
    // Only someone who played.
    assert!(matches!(
        svc.rematch(id, &cleo()).await,
        Err(ServiceError::NotInGame)
    ));
    let again = svc.rematch(id, &bob()).await.unwrap();
    assert_ne!(again.game_id, id);
    assert_eq!(again.channel_id, 701);
    assert_eq!(again.host_id, bob().id);
    assert_eq!(again.options, options);
    let computers: Vec<_> = again.seats.iter().filter_map(|s| s.computer).collect();
    assert_eq!(computers, vec![Level::Hard]);
    assert!(again.seats.iter().any(|s| s.user_id == bob().id));
    assert!(!again.seats.iter().any(|s| s.user_id == alice().id));
    let effects: Vec<Effect> = svc
        .store()
        .effects_of(again.game_id)
        .await
        .unwrap()
        .iter()
        .map(|e| Effect::from_json(&e.0).unwrap())
        .collect();
    assert_eq!(effects[0], Effect::Lobby);
    assert_eq!(
        effects[1],
        Effect::Invite {
            of: id,
            users: vec![alice().id]
        }
    );
    // One lobby at a time in a channel.
    assert!(matches!(
        svc.rematch(id, &alice()).await,
        Err(ServiceError::ChannelBusy(_))
    ));
}

#[tokio::test]
async fn a_lobby_nobody_starts_closes_after_the_servers_time() {
    use carcassonne_bot::game::{EndReason, LOBBY_HOURS};
    let Some(db) = TempDb::new("expiry") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(80_000));
    let svc = service(&db, &clock).await;
    // 48 hours unless the server sets otherwise.
    let lobby = svc
        .create_seeded(GUILD, 801, &alice(), hourly(), 1)
        .await
        .unwrap();
    assert_eq!(
        lobby.lobby_closes_at,
        Some(80_000 + i64::from(LOBBY_HOURS) * 3600)
    );
    svc.join(lobby.game_id, &bob()).await.unwrap();
    clock.advance(47 * 3600);
    assert!(svc.tick().await.unwrap().is_empty());
    // A restart changes nothing.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    clock.advance(3600);
    let notices = svc.tick().await.unwrap();
    assert!(
        matches!(&notices[..], [Notice::LobbyExpired { view }] if view.game_id == lobby.game_id),
        "{notices:?}"
    );
    assert!(matches!(
        svc.view(lobby.game_id).await.unwrap().state,
        ViewState::Cancelled
    ));
    assert_eq!(
        svc.end_reason(lobby.game_id).await.unwrap(),
        Some(EndReason::Expired)
    );
    assert_eq!(
        svc.game_in_channel(801).await.unwrap(),
        None,
        "the channel is free"
    );
    assert!(svc.tick().await.unwrap().is_empty(), "it closes once");
    // A server's own time; a started game never expires as a lobby.
    svc.set_defaults(GUILD, &OptionsPatch::default(), Some(false))
        .await
        .unwrap();
    svc.set_lobby_hours(GUILD, 2).await.unwrap();
    let short = svc
        .create_seeded(GUILD, 802, &alice(), hourly(), 2)
        .await
        .unwrap();
    assert_eq!(short.lobby_closes_at, Some(clock.now() + 2 * 3600));
    let started = started(&svc, 803, &[alice(), bob()], hourly(), 3).await;
    assert_eq!(started.lobby_closes_at, None);
    clock.advance(2 * 3600);
    let notices = svc.tick().await.unwrap();
    assert!(
        notices
            .iter()
            .any(|n| matches!(n, Notice::LobbyExpired { view } if view.game_id == short.game_id))
    );
    assert!(
        !notices
            .iter()
            .any(|n| matches!(n, Notice::LobbyExpired { view } if view.game_id == started.game_id))
    );
    // 0: lobbies stay open.
    svc.set_lobby_hours(GUILD, 0).await.unwrap();
    let open = svc
        .create_seeded(GUILD, 804, &alice(), hourly(), 4)
        .await
        .unwrap();
    assert_eq!(open.lobby_closes_at, None);
}

/// Joins and Leaves that land while the host starts never leave a seat
/// without a number nor a gap in the numbers: the store refuses a start
/// whose seats changed after they were read, and Start reads them again.
#[tokio::test]
async fn a_start_racing_joins_and_leaves_numbers_every_seat() {
    use carcassonne_bot::store::{StartOutcome, Timers};
    let Some(db) = TempDb::new("start-race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(420_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 1402, &alice(), hourly(), 23)
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &bob()).await.unwrap();
    // Start read Alice and Bob; Cleo joined before it stored the start.
    svc.join(id, &cleo()).await.unwrap();
    let stale = svc
        .store()
        .start_game(id, &[100, 200], Timers::default(), clock.now(), &[])
        .await
        .unwrap();
    assert_eq!(stale, StartOutcome::SeatsChanged);
    assert!(matches!(
        svc.view(id).await.unwrap().state,
        ViewState::Lobby { .. }
    ));
    // Start read all three; Bob left before it stored the start.
    svc.leave(id, &bob()).await.unwrap();
    let stale = svc
        .store()
        .start_game(id, &[100, 200, 300], Timers::default(), clock.now(), &[])
        .await
        .unwrap();
    assert_eq!(stale, StartOutcome::SeatsChanged);
    // Racing for real: joins, leaves and the start all at once.
    let dave = User::new(400, "Dave");
    svc.join(id, &bob()).await.unwrap();
    let (host, leaving) = (alice(), bob());
    let (started, _, _) = tokio::join!(
        svc.start(id, &host),
        svc.join(id, &dave),
        svc.leave(id, &leaving),
    );
    let view = started.unwrap();
    let mut numbers: Vec<u8> = view.seats.iter().map(|s| s.seat.unwrap()).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (0..view.seats.len() as u8).collect::<Vec<_>>());
    let t = turn_of(&view);
    assert!(view.seats.iter().any(|s| s.user_id == t.user_id));
    assert!(t.user_id != 0);
}

/// Limits on abuse: a member hosts at most the server's number of open
/// lobbies (3 unless set, 0 for any number), and asks that ping everyone
/// (rematch, undo) wait out the server's cooldown (10 minutes unless set);
/// each refusal says when to try again, and then it works.
#[tokio::test]
async fn lobbies_per_member_and_the_ask_cooldown_refuse_until_the_person_may_try_again() {
    use carcassonne_bot::game::Ask;
    use carcassonne_bot::i18n::Lang;
    let Some(db) = TempDb::new("limits") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let limits = svc.limits(GUILD).await.unwrap();
    assert_eq!(
        (limits.lobbies_per_member, limits.ask_cooldown_minutes),
        (3, 10)
    );
    let mut lobbies = Vec::new();
    for channel in 400..403 {
        let v = svc
            .create(GUILD, channel, &alice(), GameOptions::default())
            .await
            .unwrap();
        lobbies.push(v.game_id);
    }
    let refused = svc
        .create(GUILD, 403, &alice(), GameOptions::default())
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::TooManyLobbies(3)),
        "{refused:?}"
    );
    let text = refused.text(Lang::En);
    assert!(
        text.contains("3 open lobbies") && text.contains("then try again"),
        "{text}"
    );
    // Another member, or another server, is not held back.
    svc.create(GUILD, 404, &bob(), GameOptions::default())
        .await
        .unwrap();
    svc.create(GUILD + 1, 405, &alice(), GameOptions::default())
        .await
        .unwrap();
    // One lobby cancelled: one more may open.
    svc.cancel(lobbies[0], &alice(), false).await.unwrap();
    svc.create(GUILD, 403, &alice(), GameOptions::default())
        .await
        .unwrap();
    // The server lowers the limit, then lifts it.
    let l = svc
        .set_limits(
            GUILD,
            LimitChanges {
                lobbies_per_member: Some(1),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!((l.lobbies_per_member, l.ask_cooldown_minutes), (1, 10));
    assert!(matches!(
        svc.create(GUILD, 406, &alice(), GameOptions::default())
            .await,
        Err(ServiceError::TooManyLobbies(1))
    ));
    svc.set_limits(
        GUILD,
        LimitChanges {
            lobbies_per_member: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.create(GUILD, 406, &alice(), GameOptions::default())
        .await
        .unwrap();
    svc.set_limits(
        GUILD,
        LimitChanges {
            lobbies_per_member: Some(3),
            ..Default::default()
        },
    )
    .await
    .unwrap();

    // A finished game; its rematch asked once, then again too soon.
    let view = started(&svc, 410, &[cleo(), bob()], hourly(), 71).await;
    let done = view.game_id;
    play_to_end(&svc, view).await;
    let rematch = svc.rematch(done, &cleo()).await.unwrap();
    svc.cancel(rematch.game_id, &cleo(), false).await.unwrap();
    clock.advance(4 * 60 + 30);
    let refused = svc.rematch(done, &cleo()).await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::AskedRecently(Ask::Rematch, 6)),
        "{refused:?}"
    );
    assert!(refused.text(Lang::En).contains("ask again in 6 minutes"));
    // Someone else who played may ask.
    let other = svc.rematch(done, &bob()).await.unwrap();
    svc.cancel(other.game_id, &bob(), false).await.unwrap();
    clock.advance(6 * 60);
    svc.rematch(done, &cleo()).await.unwrap();

    // An undo asked, refused by the vote, then asked again too soon.
    let mut view = started(&svc, 420, &[cleo(), bob()], hourly(), 72).await;
    let id = view.game_id;
    for _ in 0..2 {
        view = play_turn(&svc, &view).await;
    }
    let mover = user(turn_of(&svc.view_after(id, 1).await.unwrap()).user_id);
    let other = if mover.id == cleo().id { bob() } else { cleo() };
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    let moves = svc.view(id).await.unwrap().game.unwrap().board().len() as i64 - 1;
    svc.vote_undo(id, &other, moves, false).await.unwrap();
    clock.advance(60);
    assert!(matches!(
        svc.ask_undo(id, &mover).await,
        Err(ServiceError::AskedRecently(Ask::Undo, 9))
    ));
    // No cooldown where the server wants none.
    svc.set_limits(
        GUILD,
        LimitChanges {
            ask_cooldown_minutes: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
}

/// The bot opens at most the server's number of threads an hour (10
/// unless set, 0 for any number): the next is refused with when it may
/// open, and games without a thread are not held back.
#[tokio::test]
async fn threads_per_hour_refuse_until_the_oldest_is_an_hour_old() {
    let Some(db) = TempDb::new("thread_limit") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    assert_eq!(svc.limits(GUILD).await.unwrap().threads_per_hour, 10);
    let l = svc
        .set_limits(
            GUILD,
            LimitChanges {
                threads_per_hour: Some(2),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(
        (
            l.lobbies_per_member,
            l.ask_cooldown_minutes,
            l.threads_per_hour
        ),
        (3, 10, 2)
    );
    for _ in 0..2 {
        svc.may_open(GUILD, alice().id, 300, true).await.unwrap();
        svc.thread_opened(GUILD).await.unwrap();
        clock.advance(10 * 60);
    }
    // 20 minutes after the first: 40 to wait.
    let refused = svc.may_open(GUILD, bob().id, 300, true).await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::TooManyThreads(2, 40)),
        "{refused:?}"
    );
    let text = refused.text(carcassonne_bot::i18n::Lang::En);
    assert!(text.contains("Try again in 40 minutes"), "{text}");
    // Without a thread, or on another server, nothing waits.
    svc.may_open(GUILD, bob().id, 300, false).await.unwrap();
    svc.may_open(GUILD + 1, bob().id, 300, true).await.unwrap();
    clock.advance(40 * 60 + 1);
    svc.may_open(GUILD, bob().id, 300, true).await.unwrap();
    svc.set_limits(
        GUILD,
        LimitChanges {
            threads_per_hour: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.thread_opened(GUILD).await.unwrap();
    svc.thread_opened(GUILD).await.unwrap();
    svc.may_open(GUILD, bob().id, 300, true).await.unwrap();
}

/// A channel and its threads hold at most the server's number of running
/// games together (10 unless set, 0 for any number): lobbies count, ended
/// games do not, other channels are not held back, a rematch counts where
/// its game was, and games opened at once cannot slip past it together.
#[tokio::test]
async fn games_per_channel_count_the_channels_threads() {
    let Some(db) = TempDb::new("channel_limit") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let l = svc.limits(GUILD).await.unwrap();
    assert_eq!(l.games_per_channel, 10);
    let l = svc
        .set_limits(
            GUILD,
            LimitChanges {
                games_per_channel: Some(2),
                lobbies_per_member: Some(0),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!((l.lobbies_per_member, l.games_per_channel), (0, 2));
    let options = GameOptions::default;
    let own = svc.create(GUILD, 500, &alice(), options()).await.unwrap();
    let first = svc
        .create(GUILD, Location::thread(501, 500), &bob(), options())
        .await
        .unwrap();
    // Full: a thread is not even opened, and a game in one is refused.
    let refused = svc.may_open(GUILD, cleo().id, 500, true).await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::TooManyGames(2)),
        "{refused:?}"
    );
    let text = refused.text(Lang::En);
    assert!(text.contains("already hold 2 games running or waiting for players"));
    assert!(text.contains("Try again when one of them ends"), "{text}");
    assert!(matches!(
        svc.create(GUILD, Location::thread(502, 500), &cleo(), options())
            .await,
        Err(ServiceError::TooManyGames(2))
    ));
    // Nothing of the refused game was kept.
    assert!(svc.game_in_channel(502).await.unwrap().is_none());
    // The channel's own game is busy before it is full.
    assert!(matches!(
        svc.create(GUILD, 500, &cleo(), options()).await,
        Err(ServiceError::ChannelBusy(id)) if id == own.game_id
    ));
    // Without a thread, in another channel, nothing is counted.
    svc.may_open(GUILD, cleo().id, 500, false).await.unwrap();
    svc.create(GUILD, 600, &cleo(), options()).await.unwrap();
    svc.create(GUILD, Location::thread(601, 600), &cleo(), options())
        .await
        .unwrap();
    // A game that ends makes room.
    svc.cancel(first.game_id, &bob(), false).await.unwrap();
    svc.may_open(GUILD, cleo().id, 500, true).await.unwrap();
    svc.create(GUILD, Location::thread(502, 500), &cleo(), options())
        .await
        .unwrap();

    // A game played to its end in a thread of 700; then 700 holds one
    // game, all it may: the rematch, in the thread, is refused.
    let view = started(
        &svc,
        Location::thread(703, 700),
        &[alice(), bob()],
        hourly(),
        73,
    )
    .await;
    let done = view.game_id;
    play_to_end(&svc, view).await;
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(1),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.create(GUILD, 700, &cleo(), options()).await.unwrap();
    assert!(matches!(
        svc.rematch(done, &alice()).await,
        Err(ServiceError::TooManyGames(1))
    ));
    // 0: any number.
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.rematch(done, &alice()).await.unwrap();

    // Ten games asked for at once in ten threads of 800, which holds 3:
    // three open, on either database.
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(3),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let hosts: Vec<User> = (0..10)
        .map(|i| User {
            id: 9_000 + i,
            name: format!("host {i}"),
        })
        .collect();
    let tries = hosts
        .iter()
        .enumerate()
        .map(|(i, h)| svc.create(GUILD, Location::thread(810 + i as i64, 800), h, options()));
    let results = futures_util::future::join_all(tries).await;
    let opened = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(opened, 3, "{results:?}");
    assert!(
        results
            .iter()
            .all(|r| matches!(r, Ok(_) | Err(ServiceError::TooManyGames(3))))
    );
}

/// A platform that opens threads numbered from 900, or refuses them all.
struct Threads {
    refuse: Option<carcassonne_bot::game::tournament_runner::Refusal>,
    opened: std::sync::Mutex<Vec<(i64, String)>>,
}

impl carcassonne_bot::game::tournament_runner::Threads for Threads {
    async fn open_thread(
        &self,
        channel: i64,
        name: &str,
    ) -> Result<i64, carcassonne_bot::game::tournament_runner::Refusal> {
        if let Some(r) = &self.refuse {
            return Err(r.clone());
        }
        let mut opened = self.opened.lock().unwrap();
        opened.push((channel, name.to_string()));
        Ok(900 + opened.len() as i64)
    }
}

fn ask(
    asked_in: carcassonne_bot::game::Location,
    thread: Option<bool>,
) -> carcassonne_bot::game::LobbyAsk {
    carcassonne_bot::game::LobbyAsk {
        guild: GUILD,
        guild_locale: None,
        host: alice(),
        asked_in,
        patch: OptionsPatch {
            seats: Some(3),
            ..OptionsPatch::default()
        },
        thread,
        computers: 5,
        level: carcassonne_bot::ai::Level::DEFAULT,
        seed: Some(7),
    }
}

/// `/carcassonne new` as the service opens it: a thread of its own when
/// the server's default (or the host) says so, never inside a thread; the
/// computers asked for, as many as there are seats; and a thread the
/// platform refuses leaves no game behind.
#[tokio::test]
async fn a_game_opens_where_and_as_it_was_asked() {
    use carcassonne_bot::game::Location;
    use carcassonne_bot::game::tournament_runner::Refusal;
    let Some(db) = TempDb::new("opening") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    svc.set_defaults(GUILD, &OptionsPatch::default(), Some(true))
        .await
        .unwrap();
    let threads = Threads {
        refuse: None,
        opened: Default::default(),
    };
    // In a channel, the server's default opens a thread of the game's own.
    let plan = svc.plan_lobby(ask(Location::from(30), None)).await.unwrap();
    assert!(plan.new_thread);
    let view = svc.open_lobby(plan, &threads).await.unwrap();
    assert_eq!(view.channel_id, 901);
    assert_eq!(
        *threads.opened.lock().unwrap(),
        vec![(30, "Carcassonne — Alice".to_string())]
    );
    // Three seats: the host and two of the five computers asked for.
    assert_eq!(view.seats.len(), 3);
    assert_eq!(
        view.seats.iter().filter(|s| s.computer.is_some()).count(),
        2
    );
    // Asked inside a thread, the game stays there, whatever was asked.
    let plan = svc
        .plan_lobby(ask(Location::thread(40, 31), Some(true)))
        .await
        .unwrap();
    assert!(!plan.new_thread);
    let view = svc.open_lobby(plan, &threads).await.unwrap();
    assert_eq!(view.channel_id, 40);
    assert_eq!(threads.opened.lock().unwrap().len(), 1);
    // The host turns the thread off.
    let plan = svc
        .plan_lobby(ask(Location::from(32), Some(false)))
        .await
        .unwrap();
    assert!(!plan.new_thread);
    // A server with no room for threads: refused, and no game opened.
    for (refusal, said) in [
        (Refusal::ThreadsFull, "answer-threads-full"),
        (Refusal::NoPermission, "answer-no-thread"),
    ] {
        let full = Threads {
            refuse: Some(refusal),
            opened: Default::default(),
        };
        let plan = svc.plan_lobby(ask(Location::from(33), None)).await.unwrap();
        let refused = svc.open_lobby(plan, &full).await.unwrap_err();
        let lang = carcassonne_bot::i18n::Lang::En;
        assert_eq!(
            refused.text(lang),
            carcassonne_bot::i18n::t(lang, said, &[])
        );
        assert_eq!(svc.game_in_channel(33).await.unwrap(), None);
    }
}
