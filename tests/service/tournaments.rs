//! Tournaments: rounds, tables in threads, withdrawals, deadlines and every format.

use super::*;

/// Opens every table of an event's round, each in a thread of its own.
async fn open_round(svc: &Service, id: i64, location: &mut i64) -> Vec<View> {
    let mut views = Vec::new();
    for table in svc.tables_to_open(id).await.unwrap() {
        *location += 1;
        let view = svc
            .open_table(&table, Location::thread(*location, 800))
            .await
            .unwrap();
        // Made once: the same table's game again is refused.
        assert!(
            svc.open_table(&table, Location::thread(*location + 500, 800))
                .await
                .is_err()
        );
        assert!(matches!(view.state, ViewState::Turn(_)));
        assert!(table.thread_name.starts_with("Autumn Cup · round"));
        views.push(view);
    }
    assert!(svc.tables_to_open(id).await.unwrap().is_empty());
    views
}

/// Plays a game out between stand-ins (the host hands every seat over).
async fn played_by_stand_ins(svc: &Service, view: View) -> View {
    use carcassonne_bot::ai::Level;
    let id = view.game_id;
    let people: Vec<User> = view
        .seats
        .iter()
        .filter(|s| s.computer.is_none())
        .map(|s| User::new(s.user_id, s.name.clone()))
        .collect();
    let mut view = view;
    for p in &people {
        view = svc
            .stand_in(id, &people[0], true, p, Level::Random)
            .await
            .unwrap();
    }
    play_out(svc, view).await
}

#[tokio::test]
async fn a_tournament_waits_for_room_for_threads_and_goes_on_by_itself() {
    use carcassonne_bot::game::{
        Format, NewTournament, PauseReason, THREADS_RETRY_SECONDS, TournamentNews,
    };
    let Some(db) = TempDb::new("threads_full") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let people = [User::new(1_000, "Ann"), User::new(1_001, "Ben")];
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Swiss,
        table_size: 2,
        best_of: 1,
        rounds: 1,
        max_entrants: 4,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    let id = svc
        .open_tournament(GUILD, 800, &people[0], new)
        .await
        .unwrap()
        .id;
    for p in &people {
        svc.join_tournament(id, p).await.unwrap();
    }
    let started = svc.start_tournament(id, &people[0], false).await.unwrap();
    let deadline = started.round_deadline_at.unwrap();
    let table = svc.tables_to_open(id).await.unwrap().remove(0);
    // Discord refused the table's thread: the server is full of them.
    assert!(svc.tables_wait_for_room(id).await.unwrap());
    assert!(!svc.tables_wait_for_room(id).await.unwrap(), "paused once");
    let v = svc.tournament(id).await.unwrap();
    assert_eq!(v.paused, Some(PauseReason::ThreadsFull));
    let said: Vec<_> = svc
        .tournament_posts(50)
        .await
        .unwrap()
        .into_iter()
        .filter(|p| TournamentNews::from_json(&p.body) == Some(TournamentNews::TablesWait))
        .collect();
    assert_eq!(said.len(), 1, "the host is told once");
    // Nothing is tried before the wait is over; then one try.
    clock.advance(THREADS_RETRY_SECONDS - 1);
    assert!(svc.tables_to_open(id).await.unwrap().is_empty());
    assert!(
        !svc.step_tournament(id).await.unwrap(),
        "its deadline stands still"
    );
    clock.advance(1);
    assert_eq!(svc.tables_to_open(id).await.unwrap().len(), 1);
    assert!(
        svc.tables_to_open(id).await.unwrap().is_empty(),
        "one try a wait"
    );
    // The try opens a thread: the event goes on, its deadline moved on by
    // the time it waited.
    svc.open_table(&table, Location::thread(9_001, 800))
        .await
        .unwrap();
    let v = svc.tournament(id).await.unwrap();
    assert_eq!(v.paused, None);
    assert_eq!(v.round_deadline_at, Some(deadline + THREADS_RETRY_SECONDS));
}

/// In a tournament's game no competitor has a host's powers: the table's
/// first seed hosts the game in name only. Skipping, removing, standing
/// in, stopping the clock and cancelling are refused to every player of
/// it, with nothing changed; the tournament's host (not playing there)
/// and server admins manage it.
#[tokio::test]
async fn no_competitor_manages_their_own_tournament_game() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::{Format, NewTournament};
    let Some(db) = TempDb::new("competitor") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let hal = User::new(999, "Hal");
    let people = [alice(), bob()];
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Elimination,
        table_size: 2,
        best_of: 1,
        rounds: 1,
        max_entrants: 4,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    let id = svc.open_tournament(GUILD, 800, &hal, new).await.unwrap().id;
    for p in &people {
        svc.join_tournament(id, p).await.unwrap();
    }
    svc.start_tournament(id, &hal, false).await.unwrap();
    let mut location = 0;
    let game = open_round(&svc, id, &mut location).await.remove(0).game_id;
    // Everything a view shows, and every row stored.
    let state = |svc: Service| async move {
        let view = svc.view(game).await.unwrap();
        let row = svc.store().game(game).await.unwrap();
        format!("{view:?} {row:?}")
    };
    let before = state(svc.clone()).await;
    for (me, them) in [(&people[0], &people[1]), (&people[1], &people[0])] {
        let refused = |r: Result<View, ServiceError>, what: &str| {
            assert!(
                matches!(r, Err(ServiceError::CompetitorManages)),
                "{what} by {}: {r:?}",
                me.name
            );
        };
        refused(svc.skip_turn(game, me, false).await, "skip");
        refused(svc.remove_player(game, me, false, them).await, "remove");
        refused(
            svc.stand_in(game, me, false, them, Level::Random).await,
            "stand-in",
        );
        refused(svc.set_clock(game, me, false, false).await, "clock");
        refused(svc.renew_watch_links(game, me, false).await, "links");
        refused(svc.cancel(game, me, false).await, "cancel");
    }
    assert_eq!(state(svc.clone()).await, before, "nothing changed");
    // Someone else entirely: the game's own refusal.
    assert!(matches!(
        svc.set_clock(game, &cleo(), false, false).await,
        Err(ServiceError::NotAllowedToManage)
    ));
    // The tournament's host, not playing there, manages it; so does an
    // admin.
    svc.set_clock(game, &hal, false, false).await.unwrap();
    svc.set_clock(game, &cleo(), true, true).await.unwrap();
    // A move is taken back only with every opponent's consent: never
    // against a computer (here a stand-in the host sends in).
    let view = svc.view(game).await.unwrap();
    let next = play_turn(&svc, &view).await;
    // The one who moved asks; the one in turn now is stood in for.
    let (asker, other) = if turn_of(&next).user_id == people[1].id {
        (&people[0], &people[1])
    } else {
        (&people[1], &people[0])
    };
    svc.stand_in(game, &hal, false, other, Level::Random)
        .await
        .unwrap();
    let before = state(svc.clone()).await;
    let asked = svc.ask_undo(game, asker).await;
    assert!(
        matches!(asked, Err(ServiceError::TournamentUndoNeedsConsent)),
        "{asked:?}"
    );
    assert_eq!(state(svc.clone()).await, before, "nothing undone");
}

/// A server admin names an event from any channel of its server: by its
/// name in any case, among the events taking sign-ups or running there.
#[tokio::test]
async fn a_tournament_is_found_by_its_name_on_its_server() {
    use carcassonne_bot::game::{Format, NewTournament};
    let Some(db) = TempDb::new("named") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let new = |name: &str| NewTournament {
        name: name.into(),
        format: Format::Swiss,
        table_size: 2,
        best_of: 1,
        rounds: 3,
        max_entrants: 8,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    let host = alice();
    let spring = svc
        .open_tournament(GUILD, 800, &host, new("Spring Cup"))
        .await
        .unwrap()
        .id;
    svc.open_tournament(GUILD + 1, 801, &host, new("Summer Cup"))
        .await
        .unwrap();
    assert_eq!(
        svc.tournament_named(GUILD, " spring CUP ").await.unwrap(),
        spring
    );
    // Another server's event is not this server's.
    let other = svc.tournament_named(GUILD, "Summer Cup").await;
    assert!(
        matches!(&other, Err(ServiceError::NoTournamentNamed(n)) if n == "Summer Cup"),
        "{other:?}"
    );
    // Two live events of one name: each is named by its channel.
    svc.open_tournament(GUILD, 802, &host, new("spring cup"))
        .await
        .unwrap();
    let both = svc.tournament_named(GUILD, "Spring Cup").await;
    assert!(
        matches!(&both, Err(ServiceError::TournamentsShareName(c)) if c == &[800, 802]),
        "{both:?}"
    );
    // An event over is no longer among them.
    svc.cancel_tournament(spring, &host, false).await.unwrap();
    assert_ne!(
        svc.tournament_named(GUILD, "Spring Cup").await.unwrap(),
        spring
    );
}

#[tokio::test]
async fn a_swiss_tournament_runs_round_by_round_with_a_withdrawal_and_a_deadline() {
    use carcassonne_bot::game::{Format, NewTournament, TournamentStatus};
    let Some(db) = TempDb::new("swiss") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let people: Vec<User> = ["Ann", "Ben", "Cat", "Dan", "Eve"]
        .iter()
        .enumerate()
        .map(|(i, n)| User::new(1_000 + i as i64, *n))
        .collect();
    let host = &people[0];
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Swiss,
        table_size: 2,
        best_of: 1,
        rounds: 3,
        max_entrants: 5,
        round_hours: 48,
        signup_hours: 0,
        options: hourly(),
    };
    assert!(matches!(
        svc.open_tournament(
            GUILD,
            800,
            host,
            NewTournament {
                best_of: 3,
                table_size: 3,
                ..new.clone()
            }
        )
        .await,
        Err(ServiceError::BestOfNeedsPairs)
    ));
    let t = svc.open_tournament(GUILD, 800, host, new).await.unwrap();
    let id = t.id;
    assert_eq!(svc.tournament_in(800).await.unwrap(), Some(id));
    for p in &people {
        svc.join_tournament(id, p).await.unwrap();
    }
    assert!(matches!(
        svc.join_tournament(id, &people[1]).await,
        Err(ServiceError::AlreadySignedUp)
    ));
    assert!(matches!(
        svc.join_tournament(id, &User::new(2_000, "Fay")).await,
        Err(ServiceError::TournamentFull(5))
    ));
    svc.leave_tournament(id, &people[4]).await.unwrap();
    svc.join_tournament(id, &people[4]).await.unwrap();
    assert!(matches!(
        svc.start_tournament(id, &people[1], false).await,
        Err(ServiceError::NotAllowedToManage)
    ));
    let t = svc.start_tournament(id, host, false).await.unwrap();
    assert_eq!(
        (t.status, t.round, t.rounds),
        (TournamentStatus::Running, 1, 3)
    );
    assert_eq!(t.tables_of(1).count(), 2);
    assert_eq!(t.byes.len(), 1);
    assert!(matches!(
        svc.join_tournament(id, &User::new(2_000, "Fay")).await,
        Err(ServiceError::SignupClosed)
    ));
    let mut location = 9_000;
    // Round 1: nothing moves on while its games run; then the standings.
    let round1 = open_round(&svc, id, &mut location).await;
    assert!(!svc.step_tournament(id).await.unwrap());
    for view in round1 {
        played_by_stand_ins(&svc, view).await;
    }
    // A restart: the next step is taken once, whoever takes it.
    let again = service(&db, &clock).await;
    assert!(again.step_tournament(id).await.unwrap());
    assert!(!svc.step_tournament(id).await.unwrap());
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.round, 2);
    let points: f64 = t.standings.iter().map(|s| s.points).sum();
    assert_eq!(points, 3.0, "two winners and a bye: {:?}", t.standings);
    // Round 2: Dan withdraws; his game is a loss, and later rounds skip him.
    let round2 = open_round(&svc, id, &mut location).await;
    let dan = &people[3];
    svc.withdraw(id, dan).await.unwrap();
    assert!(matches!(
        svc.withdraw(id, dan).await,
        Err(ServiceError::NotSignedUp)
    ));
    for view in round2 {
        let view = svc.view(view.game_id).await.unwrap();
        if matches!(view.state, ViewState::Turn(_)) {
            played_by_stand_ins(&svc, view).await;
        }
    }
    assert!(svc.step_tournament(id).await.unwrap());
    let t = svc.tournament(id).await.unwrap();
    let dan_table = t
        .tables_of(2)
        .find(|x| x.players.iter().any(|p| p.0 == dan.id));
    if let Some(table) = dan_table {
        let i = table.players.iter().position(|p| p.0 == dan.id).unwrap();
        assert_eq!(table.places.as_ref().unwrap()[i], 2, "a withdrawal loses");
    }
    assert_eq!(t.round, 3);
    assert!(
        t.tables_of(3)
            .all(|x| x.players.iter().all(|p| p.0 != dan.id))
    );
    // Round 3: one game is left running past the round's deadline, and
    // is decided by the scores as they stand.
    let round3 = open_round(&svc, id, &mut location).await;
    assert_eq!(round3.len(), 2);
    played_by_stand_ins(&svc, round3[0].clone()).await;
    assert!(!svc.step_tournament(id).await.unwrap());
    clock.advance(48 * 3600 + 1);
    assert!(svc.step_tournament(id).await.unwrap());
    let late = svc.view(round3[1].game_id).await.unwrap();
    assert!(
        matches!(late.state, ViewState::Cancelled),
        "{:?}",
        late.state
    );
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    assert!(t.tables_of(3).any(|x| x.by_deadline));
    assert_eq!(t.standings.len(), 5);
    assert!(
        t.standings
            .iter()
            .any(|s| s.user_id == dan.id && s.withdrawn)
    );
    // Nobody met anyone twice while another pairing was possible.
    let mut pairs = std::collections::HashSet::new();
    for table in &t.tables {
        let (a, b) = (table.players[0].0, table.players[1].0);
        assert!(pairs.insert((a.min(b), a.max(b))), "{a} and {b} met twice");
    }
    let byes: Vec<i64> = t.byes.iter().map(|b| b.1).collect();
    let unique: std::collections::HashSet<_> = byes.iter().collect();
    assert_eq!(unique.len(), byes.len(), "one bye each at most: {byes:?}");
}

/// A one-round event of Alice, Bob and Cleo at one table, started.
async fn three_at_one_table(svc: &Service, options: GameOptions) -> i64 {
    use carcassonne_bot::game::{Format, NewTournament};
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::Swiss,
        table_size: 3,
        best_of: 1,
        rounds: 1,
        max_entrants: 3,
        round_hours: 48,
        signup_hours: 0,
        options,
    };
    let id = svc
        .open_tournament(GUILD, 800, &alice(), new)
        .await
        .unwrap()
        .id;
    for p in users() {
        svc.join_tournament(id, &p).await.unwrap();
    }
    svc.start_tournament(id, &alice(), false).await.unwrap();
    id
}

/// The same event with its table's game open.
async fn one_table_tournament(
    svc: &Service,
    options: GameOptions,
    location: &mut i64,
) -> (i64, View) {
    let id = three_at_one_table(svc, options).await;
    let mut views = open_round(svc, id, location).await;
    assert_eq!(views.len(), 1);
    (id, views.remove(0))
}

/// A table's game is made once, in the thread kept for it, however its
/// making is cut short (a stop, a crash between two writes): each try goes
/// on from where the last one stopped, and none opens another thread or
/// makes another game. A member's caps do not count the event's tables.
#[tokio::test]
async fn a_tables_game_is_made_once_in_its_own_thread_whatever_cuts_it_short() {
    use carcassonne_bot::game::LimitChanges;
    let Some(db) = TempDb::new("event-open") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let id = three_at_one_table(&svc, hourly()).await;
    let tables = svc.tables_to_open(id).await.unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].thread, None);
    let kept = svc.keep_table_thread(&tables[0], 7_001).await.unwrap();
    assert_eq!(kept, Some(7_001));
    let again = svc.keep_table_thread(&tables[0], 7_002).await.unwrap();
    assert_eq!(again, Some(7_001), "the first thread kept stays");
    for left in 0..400_u32 {
        let tables = svc.tables_to_open(id).await.unwrap();
        let Some(table) = tables.first() else {
            break;
        };
        assert_eq!(table.thread, Some(7_001), "after {left} polls");
        let location = Location::thread(7_001, 800);
        let _ = Cut {
            inner: Box::pin(svc.open_table(table, location)),
            left,
        }
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert!(svc.tables_to_open(id).await.unwrap().is_empty());
    let t = svc.tournament(id).await.unwrap();
    let games: Vec<i64> = t.tables.iter().flat_map(|x| x.games.clone()).collect();
    assert_eq!(games.len(), 1);
    let view = svc.view(games[0]).await.unwrap();
    assert!(matches!(view.state, ViewState::Turn(_)));
    assert_eq!(view.seats.len(), 3);
    assert_eq!(svc.channel_of(games[0]).await.unwrap(), 7_001);
    let made: i64 = {
        use sqlx::Connection;
        let mut own = sqlx::AnyConnection::connect(&db.url()).await.unwrap();
        sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut own)
            .await
            .unwrap()
    };
    assert_eq!(made, 1, "no game made but the table's");
    // One game a channel: the event's table, in a thread of its channel,
    // leaves room for a member's.
    svc.set_limits(
        GUILD,
        LimitChanges {
            games_per_channel: Some(1),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    svc.create(GUILD, 800, &User::new(900, "Dee"), hourly())
        .await
        .unwrap();
}

/// A tournament ends with its channel or its server: it has nowhere to
/// post or open tables, its games end with it in the same write, and
/// nothing it meant to post is tried again.
#[tokio::test]
async fn a_tournament_ends_with_its_channel_or_its_server() {
    use carcassonne_bot::game::{EndReason, TournamentStatus};
    let Some(db) = TempDb::new("event-gone") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let mut location = 9_000;
    let (id, view) = one_table_tournament(&svc, hourly(), &mut location).await;
    // The table's thread is the event channel's: deleting the channel
    // ends both, though the gateway tells of the channel only.
    let ended = svc.channel_gone(800).await.unwrap();
    assert_eq!(ended, vec![view.game_id]);
    assert_eq!(
        svc.end_reason(view.game_id).await.unwrap(),
        Some(EndReason::ChannelDeleted)
    );
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Cancelled);
    assert!(svc.tournament_posts(100).await.unwrap().is_empty());
    assert!(svc.live_tournaments().await.unwrap().is_empty());
    // A server the bot left: its sign-ups end too.
    let other = svc
        .open_tournament(
            GUILD,
            801,
            &alice(),
            carcassonne_bot::game::NewTournament {
                name: "Spring Cup".into(),
                format: carcassonne_bot::game::Format::Swiss,
                table_size: 2,
                best_of: 1,
                rounds: 1,
                max_entrants: 4,
                round_hours: 24,
                signup_hours: 0,
                options: hourly(),
            },
        )
        .await
        .unwrap()
        .id;
    svc.guild_gone(GUILD).await.unwrap();
    let t = svc.tournament(other).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Cancelled);
    assert!(svc.tournament_posts(100).await.unwrap().is_empty());
}

/// A seat a computer took (a time-out, a removal) and a withdrawal are
/// losses: the stand-in's result is never its person's, and a withdrawal
/// leaves the game outright even where the options hand seats over.
#[tokio::test]
async fn a_withdrawn_or_replaced_entrant_never_takes_the_computers_result() {
    use carcassonne_bot::ai::Level;
    let Some(db) = TempDb::new("event-stand-ins") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        stand_in: Some(Level::Easy),
        ..hourly()
    };
    let mut location = 9_000;
    let (id, view) = one_table_tournament(&svc, options, &mut location).await;
    let game = view.game_id;
    let admin = User::new(900, "Admin");
    svc.stand_in(game, &admin, true, &alice(), Level::Easy)
        .await
        .unwrap();
    svc.withdraw(id, &bob()).await.unwrap();
    let view = svc.view(game).await.unwrap();
    let bob_seat = view.seats.iter().find(|s| s.user_id == bob().id).unwrap();
    assert!(
        bob_seat.computer.is_none(),
        "a withdrawal is not stood in for"
    );
    let view = play_out(&svc, view).await;
    assert!(
        matches!(view.state, ViewState::Finished { .. }),
        "{:?}",
        view.state
    );
    assert!(svc.step_tournament(id).await.unwrap());
    let t = svc.tournament(id).await.unwrap();
    let table = t.tables_of(1).next().unwrap();
    let place = |u: User| {
        let i = table.players.iter().position(|p| p.0 == u.id).unwrap();
        table.places.as_ref().unwrap()[i]
    };
    assert_eq!(place(cleo()), 1, "the only one who played it out wins");
    assert_eq!(place(bob()), 2);
    assert_eq!(place(alice()), 3, "a stand-in's result is not Alice's");
}

/// A round's deadline ends its running games and takes the round's step in
/// one write: if one of them moved or ended since its result was read,
/// nothing is stored, and the next try decides from what it is then.
#[tokio::test]
async fn a_deadline_ends_the_round_in_one_write_or_not_at_all() {
    use carcassonne_bot::game::EndReason;
    use carcassonne_bot::store::{Decided, TournamentStep};
    let Some(db) = TempDb::new("event-deadline") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(600_000));
    let svc = service(&db, &clock).await;
    let mut location = 9_000;
    let (id, view) = one_table_tournament(&svc, hourly(), &mut location).await;
    let game = view.game_id;
    let store = Store::open(&db.url()).await.unwrap();
    let stored = store.event(id).await.unwrap().unwrap();
    let row = store.game(game).await.unwrap().unwrap();
    let step = |revision: i64| TournamentStep {
        id,
        revision: stored.event.revision,
        now: 700_000,
        seeds: Vec::new(),
        rounds: None,
        next: None,
        decided: vec![Decided {
            game_id: game,
            revision: Some(revision),
            result: vec![(1, 0), (2, 0), (3, 0)],
            effects: Vec::new(),
        }],
        posts: Vec::new(),
    };
    // Read before a move that came after: nothing is stored.
    assert!(
        !store
            .tournament_step(&step(row.revision - 1))
            .await
            .unwrap()
    );
    // A game that ended since (here another, cancelled) stops the step too.
    let other = started(&svc, 5_000, &[alice(), bob()], hourly(), 3).await;
    svc.cancel(other.game_id, &alice(), false).await.unwrap();
    let ended = store.game(other.game_id).await.unwrap().unwrap();
    let mut both = step(row.revision);
    both.decided.push(Decided {
        game_id: other.game_id,
        revision: Some(ended.revision),
        ..both.decided[0].clone()
    });
    assert!(!store.tournament_step(&both).await.unwrap());
    assert!(matches!(
        svc.view(game).await.unwrap().state,
        ViewState::Turn(_)
    ));
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, carcassonne_bot::game::TournamentStatus::Running);
    assert!(t.tables_of(1).all(|x| x.places.is_none()));
    // The deadline itself: the game ends with the round, decided.
    clock.advance(48 * 3600 + 1);
    assert!(svc.step_tournament(id).await.unwrap());
    assert!(matches!(
        svc.view(game).await.unwrap().state,
        ViewState::Cancelled
    ));
    assert_eq!(
        svc.end_reason(game).await.unwrap(),
        Some(EndReason::Deadline)
    );
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.status, carcassonne_bot::game::TournamentStatus::Finished);
    assert!(t.tables_of(1).all(|x| x.by_deadline && x.places.is_some()));
}

/// Plays an event to its end: every round's tables opened, their games
/// played out by stand-ins, the next step taken. The rounds it took.
async fn play_tournament(svc: &Service, id: i64, location: &mut i64) -> u32 {
    let mut rounds = 0;
    loop {
        let views = open_round(svc, id, location).await;
        if views.is_empty() {
            return rounds;
        }
        rounds += 1;
        for view in views {
            played_by_stand_ins(svc, view).await;
        }
        // A match's next game, while the match is open.
        loop {
            let more = open_round(svc, id, location).await;
            if more.is_empty() {
                break;
            }
            for view in more {
                played_by_stand_ins(svc, view).await;
            }
        }
        assert!(svc.step_tournament(id).await.unwrap());
    }
}

#[tokio::test]
async fn round_robin_and_elimination_events_seat_everyone_as_their_rules_say() {
    use carcassonne_bot::game::{Format, NewTournament, TournamentStatus};
    let Some(db) = TempDb::new("events") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(700_000));
    let svc = service(&db, &clock).await;
    let people: Vec<User> = (0..5)
        .map(|i| User::new(3_000 + i, format!("P{i}")))
        .collect();
    let mut location = 20_000;
    // A round robin of 4 at tables of two: 3 rounds, everyone meets
    // everyone once.
    let new = NewTournament {
        name: "Autumn Cup".into(),
        format: Format::RoundRobin,
        table_size: 2,
        best_of: 1,
        rounds: 1,
        max_entrants: 4,
        round_hours: 24,
        signup_hours: 0,
        options: hourly(),
    };
    let rr = svc
        .open_tournament(GUILD, 801, &people[0], new.clone())
        .await
        .unwrap();
    for p in &people[..4] {
        svc.join_tournament(rr.id, p).await.unwrap();
    }
    svc.start_tournament(rr.id, &people[0], false)
        .await
        .unwrap();
    assert_eq!(play_tournament(&svc, rr.id, &mut location).await, 3);
    let t = svc.tournament(rr.id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    let mut met = std::collections::HashSet::new();
    for table in &t.tables {
        let (a, b) = (table.players[0].0, table.players[1].0);
        assert!(met.insert((a.min(b), a.max(b))));
    }
    assert_eq!(met.len(), 6, "everyone met everyone once");
    // Single elimination of 5, matches best of 3: 3 rounds, the top three
    // seeds with byes first, one winner.
    let el = svc
        .open_tournament(
            GUILD,
            802,
            &people[0],
            NewTournament {
                format: Format::Elimination,
                best_of: 3,
                max_entrants: 5,
                ..new
            },
        )
        .await
        .unwrap();
    for p in &people {
        svc.join_tournament(el.id, p).await.unwrap();
    }
    let t = svc
        .start_tournament(el.id, &people[0], false)
        .await
        .unwrap();
    assert_eq!((t.rounds, t.tables_of(1).count(), t.byes.len()), (3, 1, 3));
    assert_eq!(play_tournament(&svc, el.id, &mut location).await, 3);
    let t = svc.tournament(el.id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    assert_eq!(t.tables_of(3).count(), 1, "one final");
    let last = t.tables_of(3).next().unwrap();
    assert!((2..=3).contains(&last.games.len()), "{last:?}");
    assert_eq!(t.standings[0].rank, 1);
}
