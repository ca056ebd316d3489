//! Restarts, racing clicks and several processes on one database: nothing is lost, doubled or hidden.

use super::*;

#[tokio::test]
async fn a_restart_in_the_middle_changes_nothing() {
    let Some(db) = TempDb::new("restart") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    // Uninterrupted.
    let svc = service(&db, &clock).await;
    let a = started(&svc, 40, &users(), GameOptions::default(), 77).await;
    let a_end = play_to_end(&svc, a).await;
    let expected = svc.export(a_end.game_id).await.unwrap();
    // Interrupted: the pool is closed and the file reopened every few turns,
    // once between confirming a tile and choosing the follower.
    let b = started(&svc, 41, &users(), GameOptions::default(), 77).await;
    let id = b.game_id;
    svc.store().close().await;
    let mut svc = service(&db, &clock).await;
    let mut view = svc.view(id).await.unwrap();
    let mut turns = 0;
    while let ViewState::Turn(t) = &view.state {
        if turns == 20 {
            // Confirm the tile, then restart before the follower.
            let TurnStep::PlaceTile { candidates, .. } = &t.step else {
                panic!()
            };
            let pick = &candidates[(t.move_no as usize * 7) % candidates.len()];
            let placement = Placement {
                pos: pick.pos,
                rot: pick.rotations[t.move_no as usize % pick.rotations.len()],
            };
            let me = user(t.user_id);
            svc.confirm_tile(id, &me, t.move_no, placement)
                .await
                .unwrap();
            svc.store().close().await;
            svc = service(&db, &clock).await;
            let resumed = svc.view(id).await.unwrap();
            let ViewState::Turn(t2) = &resumed.state else {
                panic!()
            };
            assert!(
                matches!(t2.step, TurnStep::PlaceFollower { .. }),
                "the confirmed tile survived"
            );
            let letter = if t.move_no % 2 == 0 {
                let TurnStep::PlaceFollower { spots, .. } = &t2.step else {
                    panic!()
                };
                spots.first().map(|s| s.0)
            } else {
                None
            };
            view = svc
                .place_follower(id, &me, t.move_no, letter, Figure::Follower)
                .await
                .unwrap();
        } else {
            view = play_turn(&svc, &view).await;
        }
        turns += 1;
        if turns % 9 == 0 {
            svc.store().close().await;
            svc = service(&db, &clock).await;
            view = svc.view(id).await.unwrap();
        }
    }
    assert_eq!(
        svc.export(id).await.unwrap(),
        expected,
        "same game, same result"
    );
}

/// Sessions of this database idle inside a transaction (a connection
/// handed back to the pool inside one), asked on a connection of its own.
async fn open_transactions(db: &TempDb) -> i64 {
    use sqlx::Connection;
    let mut own = sqlx::AnyConnection::connect(&db.url()).await.unwrap();
    let n = sqlx::query_scalar(
        "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()
           AND state LIKE 'idle in transaction%'",
    )
    .fetch_one(&mut own)
    .await
    .unwrap();
    own.close().await.unwrap();
    n
}

/// An action cut short at any await point leaves no transaction open: on
/// PostgreSQL, sqlx 0.9 hands a connection back to the pool inside the
/// transaction whose `BEGIN` was in flight when its future was dropped
/// (transact-rs/sqlx#4393), and every later statement on it runs inside
/// that transaction and holds its locks for good (the simulation's killed
/// processes found it: a lease row held so, a claim waited forever).
#[tokio::test]
async fn an_action_cut_short_leaves_no_transaction_open() {
    let Some(db) = TempDb::new("cut") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let svc = service(&db, &clock).await;
    for left in 0..40_u32 {
        let s = svc.clone();
        let channel = 600 + i64::from(left);
        let create = async move {
            // A server each: a server keeps few lobbies open.
            let v = s
                .create_seeded(channel, channel, &alice(), GameOptions::default(), 7)
                .await?;
            s.join(v.game_id, &bob()).await
        };
        let _ = Cut {
            inner: Box::pin(create),
            left,
        }
        .await;
        // The dropped connection goes back to the pool on a task of its own.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        if on_postgres() {
            assert_eq!(open_transactions(&db).await, 0, "cut after {left} polls");
        }
    }
    // Every game made is whole, and the store goes on working.
    let v = started(&svc, 700, &users(), GameOptions::default(), 7).await;
    play_to_end(&svc, v).await;
    svc.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_clicks_apply_exactly_once() {
    let Some(db) = TempDb::new("race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(9_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 50, &[alice(), bob()], GameOptions::default(), 5).await;
    for _ in 0..6 {
        let ViewState::Turn(t) = &view.state else {
            panic!()
        };
        let me = user(t.user_id);
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!()
        };
        let p1 = Placement {
            pos: candidates[0].pos,
            rot: candidates[0].rotations[0],
        };
        let p2 = Placement {
            pos: candidates[candidates.len() - 1].pos,
            rot: candidates[candidates.len() - 1].rotations[0],
        };
        // Two confirms at once (a double click, or two devices), on two
        // worker threads.
        let (id, no) = (view.game_id, t.move_no);
        let (s1, s2, m1, m2) = (svc.clone(), svc.clone(), me.clone(), me.clone());
        let a = tokio::spawn(async move { s1.confirm_tile(id, &m1, no, p1).await });
        let b = tokio::spawn(async move { s2.confirm_tile(id, &m2, no, p2).await });
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        assert_eq!(
            usize::from(a.is_ok()) + usize::from(b.is_ok()),
            1,
            "exactly one confirm wins: {:?} / {:?}",
            a.as_ref().err(),
            b.as_ref().err()
        );
        let loser = a.err().or(b.err()).unwrap();
        assert!(
            matches!(
                loser,
                ServiceError::TurnOver | ServiceError::Illegal(PlayError::TileAlreadyPlaced)
            ),
            "{loser}"
        );
        // Two follower clicks at once.
        let (s1, s2, m1, m2) = (svc.clone(), svc.clone(), me.clone(), me.clone());
        let a =
            tokio::spawn(
                async move { s1.place_follower(id, &m1, no, None, Figure::Follower).await },
            );
        let b =
            tokio::spawn(
                async move { s2.place_follower(id, &m2, no, None, Figure::Follower).await },
            );
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        assert_eq!(usize::from(a.is_ok()) + usize::from(b.is_ok()), 1);
        let loser = a.as_ref().err().or(b.as_ref().err());
        assert!(matches!(loser, Some(ServiceError::TurnOver)), "{loser:?}");
        view = a.or(b).unwrap();
    }
    let record = Record::parse(&svc.export(view.game_id).await.unwrap()).unwrap();
    assert!(record.turns.iter().filter(|t| t.tile.is_some()).count() >= 6);
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE game_id = $1")
        .bind(view.game_id)
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(moves, 6, "six turns, six stored moves");
}

#[tokio::test]
async fn kept_games_never_hide_what_another_process_stored() {
    let Some(db) = TempDb::new("two-processes") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    // Two processes on one database file, each keeping the games it saw.
    let a = service(&db, &clock).await;
    let b = service(&db, &clock).await;
    let view = started(&a, 95, &[alice(), bob()], hourly(), 31).await;
    let id = view.game_id;
    let mut view = play_turn(&a, &view).await;
    let mut turns = 1;
    while let ViewState::Turn(t) = &view.state {
        let (this, other) = if turns % 3 == 0 { (&a, &b) } else { (&b, &a) };
        // What the other process stored is seen here, move for move.
        let seen = this.view(id).await.unwrap();
        assert_same_game(&seen, &view);
        let next = play_turn(this, &seen).await;
        // A click the other process would take for the turn just played
        // is refused there, and changes nothing.
        let stale = other
            .place_follower(id, &user(t.user_id), t.move_no, None, Figure::Follower)
            .await
            .unwrap_err();
        assert!(
            matches!(
                stale,
                ServiceError::TurnOver | ServiceError::GameOver | ServiceError::NotYourTurn(_)
            ),
            "{stale:?}"
        );
        view = next;
        turns += 1;
        if turns % 10 == 0 {
            // A process that starts now (nothing kept) reads the same game.
            let fresh = service(&db, &clock).await.view(id).await.unwrap();
            assert_same_game(&fresh, &view);
        }
    }
    assert!(matches!(view.state, ViewState::Finished { .. }));
    for svc in [&a, &b, &service(&db, &clock).await] {
        assert_same_game(&svc.view(id).await.unwrap(), &view);
    }
}

#[tokio::test]
async fn a_kept_game_follows_confirmed_tiles_resignations_and_timeouts() {
    let Some(db) = TempDb::new("kept") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(7_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 96, &[alice(), bob(), cleo()], hourly(), 41).await;
    let id = view.game_id;
    let mut view = play_turn(&svc, &view).await;
    // A tile confirmed, then a time-out: the kept game has neither.
    let (t, placement) = first_placement(&view);
    svc.confirm_tile(id, &user(t.user_id), t.move_no, placement)
        .await
        .unwrap();
    clock.advance(3601);
    svc.tick().await.unwrap();
    let after_timeout = svc.view(id).await.unwrap();
    let fresh = service(&db, &clock).await;
    assert_same_game(&after_timeout, &fresh.view(id).await.unwrap());
    // A resignation out of turn, then more turns.
    view = svc.resign(id, &cleo()).await.unwrap();
    for _ in 0..4 {
        if let ViewState::Turn(_) = view.state {
            view = play_turn(&svc, &view).await;
        }
    }
    let fresh = service(&db, &clock).await;
    assert_same_game(&svc.view(id).await.unwrap(), &fresh.view(id).await.unwrap());
    assert_same_game(&svc.view(id).await.unwrap(), &view);
}

#[tokio::test]
async fn the_health_line_counts_games_deliveries_and_timers() {
    let Some(db) = TempDb::new("health") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let empty = svc.health().await.unwrap();
    assert_eq!(
        (empty.running, empty.lobbies, empty.pending, empty.due),
        (0, 0, 0, 0)
    );
    svc.create(GUILD, 70, &alice(), GameOptions::default())
        .await
        .unwrap();
    let options = GameOptions {
        turn_limit: Some(3_600),
        ..GameOptions::default()
    };
    started(&svc, 71, &[alice(), bob()], options, 5).await;
    let h = svc.health().await.unwrap();
    assert_eq!((h.running, h.lobbies, h.paused), (1, 1, 0));
    assert!(h.pending > 0, "the lobbies and the turn wait to be posted");
    assert_eq!(h.due, 0);
    clock.advance(3_601);
    assert_eq!(svc.health().await.unwrap().due, 1, "the turn's time is up");
}

/// A server on shard `shard` of `count` (Discord: `(id >> 22) % count`).
fn guild_on(shard: i64, count: i64) -> i64 {
    ((shard + count * 5) << 22) | 77
}

#[tokio::test]
async fn each_process_does_the_work_of_its_own_shards_servers_only() {
    use carcassonne_bot::game::Shards;
    let Some(db) = TempDb::new("shards") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let svc = service(&db, &clock).await;
    let mut games = Vec::new();
    for (i, shard) in [0, 1, 2, 3].into_iter().enumerate() {
        let view = svc
            .create_seeded(guild_on(shard, 4), 80 + i as i64, &alice(), hourly(), 3)
            .await
            .unwrap();
        svc.join(view.game_id, &bob()).await.unwrap();
        svc.start(view.game_id, &alice()).await.unwrap();
        games.push(view.game_id);
    }
    let halves = [
        svc.clone().with_shards(Shards::new(4, 0, 1).unwrap()),
        svc.clone().with_shards(Shards::new(4, 2, 3).unwrap()),
    ];
    clock.advance(3_601);
    let mut due: Vec<Vec<i64>> = Vec::new();
    for half in &halves {
        due.push(
            half.due_timers()
                .await
                .unwrap()
                .iter()
                .map(|d| d.game_id)
                .collect(),
        );
        let h = half.health().await.unwrap();
        assert_eq!((h.running, h.due), (2, 2), "{}", half.shards());
        let outbox: Vec<i64> = half
            .games_with_effects()
            .await
            .unwrap()
            .iter()
            .map(|g| g.0)
            .collect();
        assert_eq!(outbox.len(), 2);
        assert!(outbox.iter().all(|g| due.last().unwrap().contains(g)));
    }
    assert_eq!(due[0], games[..2]);
    assert_eq!(due[1], games[2..]);
    // Each half fires its own two time-outs, once.
    for (half, mine) in halves.iter().zip([&games[..2], &games[2..]]) {
        let fired: Vec<i64> = half
            .tick()
            .await
            .unwrap()
            .iter()
            .map(|n| match n {
                Notice::TimedOut { view, .. } => view.game_id,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(fired, mine);
    }
    assert!(svc.tick().await.unwrap().is_empty(), "nothing fires twice");
    let Some(next) = halves[0].next_timer_at().await.unwrap() else {
        panic!("the new turns have reminders")
    };
    assert_eq!(next, clock.now() + 1_800);
}

#[tokio::test]
async fn a_claim_keeps_every_other_process_off_a_games_work() {
    use carcassonne_bot::game::Work;
    let Some(db) = TempDb::new("claims") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    // Two processes on one database, both looking after every server (a
    // rolling restart).
    let old = service(&db, &clock).await;
    let new = service(&db, &clock).await;
    assert_ne!(old.owner(), new.owner());
    let view = started(&old, 90, &[alice(), bob()], hourly(), 8).await;
    let id = view.game_id;
    let lease = old.claim(id, Work::Timers).await.unwrap().unwrap();
    let Err(until) = new.claim(id, Work::Timers).await.unwrap() else {
        panic!("claimed twice")
    };
    assert!(until > 0);
    // Other work on the game, and the holder itself, are not kept off.
    let deliveries = new.claim(id, Work::Deliveries).await.unwrap().unwrap();
    let again = old.claim(id, Work::Timers).await.unwrap().unwrap();
    assert_eq!(old.renew_claims().await.unwrap(), 1);
    assert_eq!(new.renew_claims().await.unwrap(), 1);
    // The new process leaves the claimed timer alone; once the old one
    // gives its claim up, the timer fires there, once.
    clock.advance(3_601);
    assert!(new.tick().await.unwrap().is_empty());
    lease.release().await;
    drop(again);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_eq!(old.store().claim_of(id, Work::Timers).await.unwrap(), None);
    let fired = new.tick().await.unwrap();
    assert!(matches!(&fired[..], [Notice::TimedOut { .. }]), "{fired:?}");
    assert!(old.tick().await.unwrap().is_empty());
    assert_eq!(
        new.store().claim_of(id, Work::Timers).await.unwrap(),
        None,
        "given up after firing"
    );
    // A killed process's claim lapses: another process takes it then, and
    // not before (however its name looks: nothing is guessed from it).
    deliveries.release().await;
    let dead = format!(
        "{}:4000001:0000000000000001",
        old.owner().split(':').next().unwrap()
    );
    assert!(matches!(
        old.store()
            .claim(id, Work::Deliveries, &dead, 60_000)
            .await
            .unwrap(),
        carcassonne_bot::store::Claim::Taken { .. }
    ));
    assert!(new.claim(id, Work::Deliveries).await.unwrap().is_err());
    // Its expiry is on the database's clock, not on any process's.
    let db_now: i64 = sqlx::query_scalar(if on_postgres() {
        "SELECT CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)"
    } else {
        "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000.0) AS INTEGER)"
    })
    .fetch_one(old.store().pool())
    .await
    .unwrap();
    let (_, until) = old
        .store()
        .claim_of(id, Work::Deliveries)
        .await
        .unwrap()
        .unwrap();
    assert!((until - db_now - 60_000).abs() < 5_000, "{until} {db_now}");
    old.store()
        .claim(id, Work::Deliveries, &dead, -1)
        .await
        .unwrap();
    let taken = new.claim(id, Work::Deliveries).await.unwrap().unwrap();
    assert_eq!(
        new.store()
            .claim_of(id, Work::Deliveries)
            .await
            .unwrap()
            .map(|c| c.0),
        Some(new.owner().to_string())
    );
    taken.release().await;
}

#[tokio::test]
async fn people_joining_at_once_from_two_processes_never_overfill_a_lobby() {
    let Some(db) = TempDb::new("join_race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let (one, two) = (service(&db, &clock).await, service(&db, &clock).await);
    // Alice opens a lobby a round: no limit on how many.
    one.set_limits(
        GUILD,
        LimitChanges {
            lobbies_per_member: Some(0),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    for round in 0..4 {
        let options = GameOptions {
            seats: 3,
            ..hourly()
        };
        let view = one
            .create_seeded(GUILD, 700 + round, &alice(), options, 1)
            .await
            .unwrap();
        let id = view.game_id;
        let joins: Vec<_> = (0..8)
            .map(|i| {
                let svc = if i % 2 == 0 { one.clone() } else { two.clone() };
                let who = User::new(1_000 + i, format!("P{i}"));
                tokio::spawn(async move { svc.join(id, &who).await })
            })
            .collect();
        let mut seated = 0;
        for j in joins {
            match j.await.unwrap() {
                Ok(_) => seated += 1,
                Err(ServiceError::LobbyFull(3)) => {}
                Err(e) => panic!("{e:?}"),
            }
        }
        assert_eq!(seated, 2, "round {round}: the host and two more");
        assert_eq!(one.view(id).await.unwrap().seats.len(), 3);
    }
}

#[tokio::test]
async fn two_games_ending_at_once_both_count_in_a_shared_players_rating() {
    let Some(db) = TempDb::new("rating_race") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(50_000));
    let (one, two) = (service(&db, &clock).await, service(&db, &clock).await);
    // Plays Alice's turn if it is hers, so that her rival is in turn: a
    // player in turn who leaves ends a two-player game at once.
    async fn rival_in_turn(svc: &Service, view: View) {
        if matches!(&view.state, ViewState::Turn(t) if t.user_id == alice().id) {
            play_turn(svc, &view).await;
        }
    }
    // Alice's rating after one win over a newcomer, for comparison.
    let single = started(&one, 800, &[alice(), bob()], hourly(), 2).await;
    let id = single.game_id;
    rival_in_turn(&one, single).await;
    one.resign(id, &bob()).await.unwrap();
    let once = one.stats(GUILD, alice().id).await.unwrap().unwrap();
    assert_eq!((once.games, once.wins), (1, 1));
    for round in 0..4 {
        let guild = GUILD + 10 + round;
        let mut games = Vec::new();
        for (i, rival) in [bob(), cleo()].into_iter().enumerate() {
            let view = one
                .create_seeded(guild, 810 + 10 * round + i as i64, &alice(), hourly(), 3)
                .await
                .unwrap();
            one.join(view.game_id, &rival).await.unwrap();
            let view = one.start(view.game_id, &alice()).await.unwrap();
            let id = view.game_id;
            rival_in_turn(&one, view).await;
            games.push((id, rival));
        }
        // Both rivals leave at the same moment, through two processes: both
        // games end and rate Alice.
        let ends: Vec<_> = games
            .into_iter()
            .zip([one.clone(), two.clone()])
            .map(|((id, rival), svc)| tokio::spawn(async move { svc.resign(id, &rival).await }))
            .collect();
        for e in ends {
            e.await.unwrap().unwrap();
        }
        let a = one.stats(guild, alice().id).await.unwrap().unwrap();
        assert_eq!((a.games, a.wins), (2, 2), "round {round}");
        assert!(
            a.mu > once.mu + 1e-9,
            "round {round}: the second win built on the first ({} after two, {} after one)",
            a.mu,
            once.mu
        );
    }
}

/// A second bot process on one SQLite file is refused, with one line
/// saying why; PostgreSQL is shared by any number of processes.
#[tokio::test]
async fn a_second_process_on_one_sqlite_file_is_refused() {
    use carcassonne_bot::store::StoreError;
    let Some(db) = TempDb::new("sole") else {
        return;
    };
    let first = Store::open(&db.url()).await.unwrap();
    let second = Store::open(&db.url()).await.unwrap();
    let hold = first.sole_process().unwrap();
    if on_postgres() {
        second.sole_process().unwrap();
        return;
    }
    let err = second.sole_process().unwrap_err();
    assert!(matches!(err, StoreError::InUse(_)), "{err}");
    let text = err.to_string();
    assert!(text.contains("another carcassonne-bot process"), "{text}");
    assert!(!text.contains('\n'));
    // Once the first lets go (it stopped), the next one may run.
    drop(hold);
    let _hold = second.sole_process().unwrap();
}

/// A replay asked for while another is drawn is told so at once, instead
/// of waiting for the one replay slot (a delivery worker would hold its
/// permit meanwhile, and many games ending at once could tie up every
/// permit). Once drawn, it is kept, and given even while the slot is busy.
#[tokio::test]
async fn a_replay_never_waits_for_the_one_being_drawn() {
    use carcassonne_bot::discord::Replays;
    use carcassonne_bot::render::Renderer;
    let Some(db) = TempDb::new("replay-slot") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 10, &[alice(), bob()], GameOptions::default(), 7).await;
    let game = view.game_id;
    let mut view = view;
    for _ in 0..4 {
        view = play_turn(&svc, &view).await;
    }
    let replays = Replays::new(
        Arc::new(Renderer::new()),
        Arc::new(tokio::sync::Semaphore::new(1)),
    );
    let drawing = replays.take_slot().expect("the slot is free");
    // Held for ever: a wait would never end (the guard only tells a hang
    // from a failure; it measures nothing).
    let asked = tokio::time::timeout(std::time::Duration::from_secs(120), replays.gif(&svc, game))
        .await
        .expect("the replay waited for the slot");
    assert_eq!(asked.unwrap(), None, "busy: asked again later");
    drop(drawing);
    let gif = replays.gif(&svc, game).await.unwrap().expect("drawn");
    assert!(gif.starts_with(b"GIF8"), "a GIF");
    let _drawing = replays.take_slot().expect("the slot is free again");
    let kept = replays.gif(&svc, game).await.unwrap();
    assert_eq!(
        kept.as_deref(),
        Some(&gif[..]),
        "kept, and given while busy"
    );
}

/// Shows a game's stored effects as delivery does (`discord::show`, and
/// the simulation's model of Discord): each effect's view is asked for at
/// the game's revision read with the effect. Returns the views shown.
async fn deliver_as_discord_would(svc: &Service, id: i64) -> Vec<View> {
    use carcassonne_bot::game::{Effect, LiveMessage, Outcome};
    let mut shown = Vec::new();
    while let Some(next) = svc.next_effect_to_deliver(id).await.unwrap() {
        let view = match next.effect {
            Some(Effect::ComputerMove { moves, .. }) => {
                svc.view_after_at(id, moves, next.revision).await.unwrap()
            }
            _ => svc.view_at(id, next.revision).await.unwrap(),
        };
        shown.push(view);
        svc.effect_done(next.id, &Outcome::Skipped, LiveMessage::Keep)
            .await
            .unwrap();
    }
    shown
}

/// Views that show the same game in the same state, seats and options.
fn assert_same_view(a: &View, b: &View) {
    assert_same_game(a, b);
    assert_eq!(format!("{:?}", a.seats), format!("{:?}", b.seats));
    assert_eq!(format!("{:?}", a.options), format!("{:?}", b.options));
    assert_eq!(a.rating_changes, b.rating_changes);
    assert_eq!(a.lobby_closes_at, b.lobby_closes_at);
}

#[tokio::test]
async fn a_click_loads_its_game_once_and_delivery_shows_the_game_as_stored() {
    let Some(db) = TempDb::new("one-load") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let a = service(&db, &clock).await;
    // Another process on the same database: it reads the game as stored.
    let b = service(&db, &clock).await;
    let lobby = a
        .create_seeded(GUILD, 96, &alice(), hourly(), 41)
        .await
        .unwrap();
    let id = lobby.game_id;
    a.join(id, &bob()).await.unwrap();
    deliver_as_discord_would(&a, id).await;

    // Each click below, and the delivery of all it stored, reads the game
    // from storage once; what delivery shows is the game as stored.
    let click = |what: &'static str, before: u64, shown: &[View], stored: &View| {
        assert_eq!(a.games_loaded() - before, 1, "{what}: loads");
        assert!(!shown.is_empty(), "{what}: nothing was delivered");
        for s in shown {
            assert_same_view(s, stored);
        }
    };
    let before = a.games_loaded();
    let mut view = a.start(id, &alice()).await.unwrap();
    let shown = deliver_as_discord_would(&a, id).await;
    click("start", before, &shown, &b.view(id).await.unwrap());
    for turn in 0..6 {
        let (t, placement) = first_placement(&view);
        let (me, key) = (user(t.user_id), t.key);
        let before = a.games_loaded();
        a.confirm_tile(id, &me, key, placement).await.unwrap();
        let shown = deliver_as_discord_would(&a, id).await;
        click("confirm", before, &shown, &b.view(id).await.unwrap());
        if turn == 2 {
            let before = a.games_loaded();
            a.take_back(id, &me, key).await.unwrap();
            let shown = deliver_as_discord_would(&a, id).await;
            click("take back", before, &shown, &b.view(id).await.unwrap());
            a.confirm_tile(id, &me, key, placement).await.unwrap();
            deliver_as_discord_would(&a, id).await;
        }
        let before = a.games_loaded();
        view = a
            .place_follower(id, &me, key, None, Figure::Follower)
            .await
            .unwrap();
        let shown = deliver_as_discord_would(&a, id).await;
        click("follower", before, &shown, &b.view(id).await.unwrap());
    }

    // A write by another process after the click: delivery does not show
    // the view the click made, but the game as it stands.
    let (t, placement) = first_placement(&view);
    a.confirm_tile(id, &user(t.user_id), t.key, placement)
        .await
        .unwrap();
    b.set_clock(id, &alice(), false, false).await.unwrap();
    let before = a.games_loaded();
    let shown = deliver_as_discord_would(&a, id).await;
    assert!(a.games_loaded() > before, "the game was read again");
    let stored = b.view(id).await.unwrap();
    for s in &shown {
        assert_same_view(s, &stored);
        assert!(matches!(&s.state, ViewState::Turn(t) if t.clock_stopped));
    }
}

/// Delivers a game's effects, each making a message (numbered after the
/// effect). Returns the last message made.
async fn deliver_with_messages(svc: &Service, id: i64) -> Option<i64> {
    use carcassonne_bot::game::{LiveMessage, Outcome};
    let mut last = None;
    while let Some(next) = svc.next_effect_to_deliver(id).await.unwrap() {
        let message = 1_000_000 + next.id;
        svc.effect_done(
            next.id,
            &Outcome::Delivered {
                message_id: Some(message),
            },
            LiveMessage::Keep,
        )
        .await
        .unwrap();
        last = Some(message);
    }
    last
}

#[tokio::test]
async fn retention_prunes_only_what_no_running_game_needs() {
    use carcassonne_bot::game::Work;
    let Some(db) = TempDb::new("retention") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let svc = service(&db, &clock).await;
    const DAY: i64 = 86_400;
    let month = std::time::Duration::from_secs(30 * DAY as u64);

    // A finished game, all shown.
    let view = started(&svc, 97, &[alice(), bob()], hourly(), 51).await;
    let done = view.game_id;
    play_to_end(&svc, view).await;
    let done_last = deliver_with_messages(&svc, done).await;
    let done_record = svc.export(done).await.unwrap();
    // A game cancelled while an undo vote was open.
    let view = started(&svc, 98, &[alice(), bob()], hourly(), 52).await;
    let cancelled = view.game_id;
    let (_, who) = played(&svc, &view).await;
    assert!(svc.ask_undo(cancelled, &who).await.unwrap().is_some());
    svc.cancel(cancelled, &alice(), false).await.unwrap();
    deliver_with_messages(&svc, cancelled).await;
    // A running game, all shown so far.
    let mut view = started(&svc, 99, &[alice(), cleo()], hourly(), 53).await;
    let running = view.game_id;
    for _ in 0..3 {
        view = played(&svc, &view).await.0;
    }
    let running_last = deliver_with_messages(&svc, running).await;

    // A month and more later, the running game's next turn waits to be
    // shown, an undo vote is open on it, and its deliveries are claimed.
    clock.advance(31 * DAY);
    let (_, who) = played(&svc, &view).await;
    assert!(svc.ask_undo(running, &who).await.unwrap().is_some());
    let waiting = svc.store().effects_of(running).await.unwrap();
    let _claim = svc.claim(running, Work::Deliveries).await.unwrap().unwrap();

    let pruned = svc.prune(month).await.unwrap();
    assert!(pruned.effects > 0, "{pruned:?}");
    assert_eq!(pruned.votes, 1, "the cancelled game's vote");

    // The ended games keep only the effect that made their last message.
    let left = svc.store().effects_of(done).await.unwrap();
    assert_eq!(left.len(), 1, "{left:?}");
    assert_eq!(left[0].2, done_last);
    assert_eq!(svc.store().effects_of(cancelled).await.unwrap().len(), 1);
    // The running game keeps what it needs: the effects waiting to be
    // shown, the message they are looked for after, its open vote and its
    // claim.
    let kept = svc.store().effects_of(running).await.unwrap();
    let undelivered = |e: &[(String, Option<String>, Option<i64>)]| {
        e.iter()
            .filter(|x| x.1.is_none())
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(undelivered(&kept), undelivered(&waiting));
    assert!(!undelivered(&kept).is_empty());
    let next = svc.next_effect_to_deliver(running).await.unwrap().unwrap();
    assert_eq!(
        svc.message_before_effect(next.id).await.unwrap(),
        running_last
    );
    assert!(svc.store().undo_vote(running).await.unwrap().is_some());
    let other = service(&db, &clock).await;
    assert!(
        other
            .claim(running, Work::Deliveries)
            .await
            .unwrap()
            .is_err(),
        "the live claim stays"
    );
    // Records and results stay whole.
    assert_eq!(svc.export(done).await.unwrap(), done_record);
    replay(&Record::parse(&done_record).unwrap()).unwrap();
    // Pruning again finds nothing more, and the running game plays on.
    assert_eq!(
        svc.prune(month).await.unwrap(),
        carcassonne_bot::game::Pruned::default()
    );
    deliver_with_messages(&svc, running).await;
    let view = svc.view(running).await.unwrap();
    assert!(matches!(view.state, ViewState::Turn(_)));
}

/// Replays are a cache of a bounded size: the least recently used are
/// dropped as new ones come (asked for again, they are drawn again), a
/// replay served counts as used, and a cache of 0 keeps none.
#[tokio::test]
async fn replays_are_a_cache_of_a_bounded_size_dropping_the_least_recently_used() {
    let Some(db) = TempDb::new("replay_cache") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(10_000));
    let svc = service(&db, &clock).await.with_replay_cache(3_000);
    let mut games = Vec::new();
    for channel in 0..5 {
        let view = started(
            &svc,
            300 + channel,
            &[alice(), bob()],
            hourly(),
            60 + channel as u64,
        )
        .await;
        games.push(view.game_id);
    }
    let kept = |svc: &Service, id: i64| {
        let svc = svc.clone();
        async move { svc.replay_source(id).await.unwrap().gif.is_some() }
    };
    for (i, &id) in games.iter().enumerate() {
        clock.advance(10);
        let key = svc.replay_source(id).await.unwrap().turn_key;
        svc.keep_replay(id, key, &vec![i as u8; 1_000])
            .await
            .unwrap();
        let (count, bytes) = svc.store().replay_cache().await.unwrap();
        assert!(
            bytes <= 3_000 && count <= 3,
            "{count} replays, {bytes} bytes"
        );
        if i == 2 {
            // The first is watched again: it becomes the most recent.
            clock.advance(10);
            assert!(kept(&svc, games[0]).await);
        }
    }
    // Kept: the first (watched), the fourth and the fifth.
    assert!(kept(&svc, games[0]).await);
    assert!(!kept(&svc, games[1]).await);
    assert!(!kept(&svc, games[2]).await);
    assert!(kept(&svc, games[3]).await);
    assert!(kept(&svc, games[4]).await);
    let gif = svc.replay_source(games[4]).await.unwrap().gif.unwrap();
    assert_eq!(gif, vec![4u8; 1_000]);

    // A cache of nothing keeps nothing (each replay is drawn when asked).
    let none = svc.clone().with_replay_cache(0);
    let key = none.replay_source(games[1]).await.unwrap().turn_key;
    none.keep_replay(games[1], key, &[1; 10]).await.unwrap();
    assert_eq!(none.store().replay_cache().await.unwrap(), (0, 0));
}

/// The processes of one deployment take turns to identify with Discord's
/// gateway: each turn is reserved after the ones before it, on the
/// database's clock, as long as the process asks (its shards, spaced).
#[tokio::test]
async fn processes_on_one_database_identify_in_turns() {
    let Some(db) = TempDb::new("identify") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(5_000));
    let (a, b) = (service(&db, &clock).await, service(&db, &clock).await);
    let spacing = std::time::Duration::from_secs(5);
    let first = a.identify_turn(spacing * 2).await.unwrap();
    let second = b.identify_turn(spacing).await.unwrap();
    let third = a.identify_turn(spacing).await.unwrap();
    assert_eq!(first, std::time::Duration::ZERO);
    // After the first process's two shards, and then after the second's.
    let near = |d: std::time::Duration, secs: u64| {
        let want = std::time::Duration::from_secs(secs);
        d <= want && want - d < std::time::Duration::from_secs(2)
    };
    assert!(near(second, 10), "{second:?}");
    assert!(near(third, 15), "{third:?}");
}
