//! Whole games, the history and the lists and records games leave behind.

use super::*;

#[tokio::test]
async fn migrations_build_an_empty_database_and_run_again() {
    let Some(db) = TempDb::new("migrate") else {
        return;
    };
    let store = Store::open(&db.url()).await.unwrap();
    let tables = if on_postgres() {
        "SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE '\\_%' ORDER BY table_name"
    } else {
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name"
    };
    let tables: Vec<String> = sqlx::query_scalar(tables)
        .fetch_all(store.pool())
        .await
        .unwrap();
    assert_eq!(
        tables,
        vec![
            "asks",
            "effects",
            "games",
            "guild_limits",
            "guild_seasons",
            "guild_settings",
            "identify_turns",
            "leases",
            "moves",
            "players",
            "replays",
            "season_announcements",
            "season_players",
            "seats",
            "secrets",
            "threads_opened",
            "tournament_entrants",
            "tournament_games",
            "tournament_posts",
            "tournaments",
            "turn_notices",
            "undo_votes",
            "undone"
        ]
    );
    // `migrate-db` copies every table but the claims of running processes.
    let mut known: Vec<&str> = carcassonne_bot::store::copied_tables()
        .into_iter()
        .chain(carcassonne_bot::store::NOT_COPIED.iter().copied())
        .collect();
    known.sort();
    assert_eq!(tables, known);
    if on_postgres() {
        store.close().await;
        Store::open(&db.url()).await.unwrap().close().await;
        return;
    }
    let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(journal, "wal");
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(fk, 1);
    // NORMAL: WAL commits without a sync each (safe from corruption).
    let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(sync, 1);
    store.close().await;
    Store::open(&db.url()).await.unwrap().close().await;
}

#[tokio::test]
async fn a_whole_game_through_the_service() {
    let Some(db) = TempDb::new("whole") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 10, &users(), GameOptions::default(), 42).await;
    assert!(view.news[0].starts_with("The game begins!"));
    let end = play_to_end(&svc, view).await;
    let ViewState::Finished { standings } = &end.state else {
        panic!("{:?}", end.state)
    };
    assert_eq!(standings.len(), 3);
    assert_eq!(standings[0].rank, 1);
    assert!(end.news.iter().any(|n| n == "The game is over."));
    assert_eq!(end.rating_changes.len(), 3, "everyone's rating moved");
    let winner_change = end
        .rating_changes
        .iter()
        .find(|c| c.0 == standings[0].user_id)
        .unwrap();
    assert!(winner_change.2 > winner_change.1);
    assert_eq!(end.actions(), vec![Action::Export, Action::Replay]);
    // The exported record replays to the same scores.
    let record = Record::parse(&svc.export(end.game_id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    let by_seat: Vec<u32> = game.scores().to_vec();
    for s in standings {
        assert_eq!(by_seat[usize::from(s.seat)], s.score);
    }
    // Stats and ratings for everyone; the winner's rating is the best.
    let board = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!(board.total, 3);
    assert_eq!(board.entries[0].0, 1);
    let winner = svc
        .stats(GUILD, standings[0].user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (winner.games, winner.wins, winner.best_score),
        (1, 1, i64::from(standings[0].score))
    );
    assert_eq!(board.entries[0].1.user_id, standings[0].user_id);
    let last = svc
        .stats(GUILD, standings[2].user_id)
        .await
        .unwrap()
        .unwrap();
    assert!(last.rating < winner.rating);
    // The channel is free again.
    assert_eq!(svc.game_in_channel(10).await.unwrap(), None);
}

#[tokio::test]
async fn a_damaged_game_gives_a_clear_error_and_others_go_on() {
    let Some(db) = TempDb::new("damaged") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(3_000));
    let svc = service(&db, &clock).await;
    let broken = started(&svc, 90, &[alice(), bob()], GameOptions::default(), 21).await;
    let broken = play_turn(&svc, &broken).await;
    let fine = started(&svc, 91, &[alice(), bob()], GameOptions::default(), 22).await;
    sqlx::query("UPDATE moves SET body = '{ \"player\": 0, \"tile\": \"Q\", \"x\": 40, \"y\": 40, \"rot\": 0, \"meeple\": null }' WHERE game_id = $1")
        .bind(broken.game_id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    // The damage is found when the game is next read from storage (this
    // process keeps the game as it stored it: the log is only appended to).
    let svc = service(&db, &clock).await;
    let err = svc.view(broken.game_id).await.unwrap_err();
    assert!(matches!(err, ServiceError::Corrupt(id) if id == broken.game_id));
    assert!(err.to_string().contains("cannot be read"), "{err}");
    assert!(
        !err.to_string().contains("Q"),
        "no internals in what players see"
    );
    // The other game is untouched, and timers still run.
    play_turn(&svc, &fine).await;
    clock.advance(10 * 24 * 3600);
    let notices = svc.tick().await.unwrap();
    assert!(notices.iter().all(|n| match n {
        Notice::Reminder { view, .. }
        | Notice::TimedOut { view, .. }
        | Notice::ComputerMoved { view }
        | Notice::LobbyExpired { view } => view.game_id == fine.game_id,
    }));
    // The host can still cancel the damaged game, freeing the channel.
    let cancelled = svc.cancel(broken.game_id, &alice(), false).await.unwrap();
    assert!(matches!(cancelled.state, ViewState::Cancelled));
    assert_eq!(svc.game_in_channel(90).await.unwrap(), None);
}

#[tokio::test]
async fn play_does_a_whole_turn_and_leaderboard_pages() {
    let Some(db) = TempDb::new("play") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(4_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 95, &[alice(), bob()], GameOptions::default(), 31).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let TurnStep::PlaceTile { candidates, .. } = &t.step else {
        panic!()
    };
    let mv = Move {
        placement: Placement {
            pos: candidates[0].pos,
            rot: candidates[0].rotations[0],
        },
        meeple: None,
        return_abbot: false,
    };
    let next = svc
        .play(view.game_id, &user(t.user_id), t.move_no, mv)
        .await
        .unwrap();
    let ViewState::Turn(t2) = &next.state else {
        panic!()
    };
    assert_eq!(t2.move_no, 2);
    let empty = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!((empty.total, empty.pages, empty.entries.len()), (0, 1, 0));
}

#[tokio::test]
async fn every_action_stores_what_discord_must_show_with_it() {
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("outbox") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let view = svc
        .create_seeded(GUILD, 141, &alice(), GameOptions::default(), 3)
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &bob()).await.unwrap();
    let view = svc.start(id, &alice()).await.unwrap();
    let view = play_turn(&svc, &view).await;
    let ViewState::Turn(t) = &view.state else {
        panic!()
    };
    let effects: Vec<Effect> = svc
        .store()
        .effects_of(id)
        .await
        .unwrap()
        .into_iter()
        .map(|(body, outcome, _)| {
            assert_eq!(outcome, None, "nothing delivered yet");
            Effect::from_json(&body).unwrap()
        })
        .collect();
    // The lobby; the start (lobby closed, news, first turn); the confirm
    // (the live message shows the follower step); the move (live message
    // closed, perhaps news, next turn).
    assert_eq!(effects[0], Effect::Lobby);
    assert!(matches!(&effects[1], Effect::CloseLive { text } if text.contains("has started")));
    assert!(matches!(&effects[2], Effect::News { .. }));
    // Each turn is followed by its notice (a DM for those who chose one).
    assert_eq!(effects[3..5], Effect::turn(1, false));
    assert_eq!(effects[5], Effect::RefreshLive { move_no: 1 });
    assert!(matches!(&effects[6], Effect::CloseLive { text } if text.contains("placed tile")));
    assert_eq!(effects[effects.len() - 2..], Effect::turn(t.move_no, false));
    // Each move's effects are stored once: one turn message and one
    // closing of it for each move.
    let count = |f: &dyn Fn(&Effect) -> bool| effects.iter().filter(|e| f(e)).count();
    for n in 1..=t.move_no {
        let turn = |e: &Effect| matches!(e, Effect::Turn { move_no, .. } if *move_no == n);
        assert_eq!(
            count(&turn),
            1,
            "move {n}'s turn message, once: {effects:?}"
        );
    }
    let closed = |e: &Effect| matches!(e, Effect::CloseLive { .. });
    assert_eq!(count(&closed), t.move_no as usize, "{effects:?}");
    // A reminder posts the turn again, closing the old message.
    clock.advance(13 * 3600);
    let notices = svc.tick().await.unwrap();
    assert!(
        matches!(&notices[..], [Notice::Reminder { .. }]),
        "{notices:?}"
    );
    let effects = svc.store().effects_of(id).await.unwrap();
    let last: Vec<Effect> = effects[effects.len() - 3..]
        .iter()
        .map(|e| Effect::from_json(&e.0).unwrap())
        .collect();
    assert!(matches!(&last[0], Effect::CloseLive { .. }));
    assert_eq!(last[1..], Effect::turn(t.move_no, true));
}

#[tokio::test]
async fn each_person_chooses_how_they_are_told_of_their_turns() {
    use carcassonne_bot::game::TurnNotice;
    let Some(db) = TempDb::new("notices") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000));
    let svc = service(&db, &clock).await;
    let ann = alice().id;
    // A mention unless chosen otherwise; per server.
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Mention, false)
    );
    svc.set_turn_notice(GUILD, ann, TurnNotice::Dm)
        .await
        .unwrap();
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Dm, false)
    );
    assert_eq!(
        svc.turn_notice(GUILD + 1, ann).await.unwrap().0,
        TurnNotice::Mention
    );
    // Told once that DMs are closed, and mentioned from then on…
    assert!(svc.note_dm_closed_told(GUILD, ann).await.unwrap());
    assert!(!svc.note_dm_closed_told(GUILD, ann).await.unwrap());
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Mention, true)
    );
    // …until they choose again; and it all outlives a restart.
    svc.set_turn_notice(GUILD, ann, TurnNotice::Quiet)
        .await
        .unwrap();
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    assert_eq!(
        svc.turn_notice(GUILD, ann).await.unwrap(),
        (TurnNotice::Quiet, false)
    );
    // Every way is stored and read back as itself (the column
    // conversion's own test is beside it, in the store).
    for how in TurnNotice::ALL {
        svc.set_turn_notice(GUILD, ann, how).await.unwrap();
        assert_eq!(svc.turn_notice(GUILD, ann).await.unwrap().0, how);
    }
}

#[tokio::test]
async fn game_lists_show_running_games_the_longest_waiting_first() {
    let Some(db) = TempDb::new("lists") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(10_000));
    let svc = service(&db, &clock).await;
    // Three running games on this server, started a minute apart, and a
    // lobby; Bob plays in two of them.
    let a = started(&svc, 501, &[alice(), bob()], hourly(), 1).await;
    clock.advance(60);
    let b = started(&svc, 502, &[cleo(), alice()], hourly(), 2).await;
    clock.advance(60);
    let c = started(&svc, 503, &[bob(), cleo()], hourly(), 3).await;
    svc.create_seeded(GUILD, 504, &alice(), hourly(), 4)
        .await
        .unwrap();
    // The first game moves on: it has waited the least now.
    clock.advance(60);
    let a = play_turn(&svc, &a).await;
    let page = svc.running_games(GUILD, 0, 2).await.unwrap();
    assert_eq!((page.total, page.pages, page.page), (3, 2, 0));
    let ids: Vec<i64> = page.entries.iter().map(|e| e.game_id).collect();
    assert_eq!(ids, vec![b.game_id, c.game_id]);
    let e = &page.entries[0];
    assert_eq!(e.channel_id, 502);
    // Players by seat (seats are drawn at the start): seat 0 moves first.
    let mut who: Vec<i64> = e.players.iter().map(|p| p.0).collect();
    assert_eq!(e.to_move.as_ref(), e.players.first());
    who.sort_unstable();
    assert_eq!(who, vec![100, 300]);
    assert_eq!((e.turns_played, e.tiles_left), (0, 70));
    assert_eq!(e.waiting_since, Some(10_060));
    let last = svc.running_games(GUILD, 1, 2).await.unwrap();
    assert_eq!(last.entries.len(), 1);
    assert_eq!(last.entries[0].game_id, a.game_id);
    assert_eq!(last.entries[0].turns_played, 1);
    let to_move = |v: &View| match &v.state {
        ViewState::Turn(t) => t.user_id,
        _ => panic!(),
    };
    assert_eq!(last.entries[0].to_move.as_ref().unwrap().0, to_move(&a));
    // Another server sees none of them.
    assert_eq!(svc.running_games(GUILD + 1, 0, 8).await.unwrap().total, 0);
    // Someone's games: those waiting for them first, each group the longest
    // waiting first.
    for (who, games) in [(200, [&a, &c]), (100, [&a, &b]), (300, [&b, &c])] {
        let mut expected: Vec<&View> = games.to_vec();
        // Longest waiting first: a moved last.
        expected.sort_by_key(|v| (v.game_id == a.game_id, v.game_id));
        expected.sort_by_key(|v| to_move(v) != who);
        let listed: Vec<i64> = svc
            .my_games(GUILD, who)
            .await
            .unwrap()
            .iter()
            .map(|e| e.game_id)
            .collect();
        let expected: Vec<i64> = expected.iter().map(|v| v.game_id).collect();
        assert_eq!(listed, expected, "games of {who}");
    }
    // A finished game leaves the lists.
    svc.cancel(c.game_id, &bob(), false).await.unwrap();
    assert_eq!(svc.running_games(GUILD, 0, 8).await.unwrap().total, 2);
}

#[tokio::test]
async fn stats_list_the_last_games_and_a_head_to_head_record() {
    let Some(db) = TempDb::new("h2h") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let mut ended = Vec::new();
    let mut afters = Vec::new();
    for (i, players) in [
        vec![alice(), bob()],
        vec![alice(), cleo()],
        vec![bob(), alice()],
    ]
    .into_iter()
    .enumerate()
    {
        let view = started(&svc, 900 + i as i64, &players, hourly(), 40 + i as u64).await;
        clock.advance(600);
        let end = play_to_end(&svc, view).await;
        let ViewState::Finished { standings } = &end.state else {
            panic!()
        };
        let after = end
            .rating_changes
            .iter()
            .find(|c| c.0 == alice().id)
            .map(|c| c.2);
        afters.push(after.expect("Alice's game is rated"));
        ended.push((end.game_id, clock.now(), standings.clone()));
    }
    // Her rating after each game, the oldest first (the chart of /stats).
    let history = svc.rating_history(GUILD, alice().id).await.unwrap();
    assert_eq!(history.len(), 3);
    for (got, want) in history.iter().zip(&afters) {
        assert!((got.1 - want).abs() < 1e-9, "{history:?} {afters:?}");
    }
    assert!(history.windows(2).all(|w| w[0].0 <= w[1].0), "{history:?}");
    assert!(
        svc.rating_history(GUILD + 1, alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    let rank_of = |standings: &[carcassonne_bot::game::FinalStanding], who: i64| {
        standings.iter().find(|s| s.user_id == who).unwrap().clone()
    };
    // Alice's last games, the latest first, as the final scores said.
    let results = svc.recent_results(GUILD, alice().id, 10).await.unwrap();
    assert_eq!(results.len(), 3);
    for (r, (id, _, standings)) in results.iter().zip(ended.iter().rev()) {
        let mine = rank_of(standings, alice().id);
        assert_eq!(r.game_id, *id);
        assert_eq!(
            (r.rank, r.score),
            (i64::from(mine.rank), i64::from(mine.score))
        );
        assert_eq!(r.players, 2);
    }
    assert_eq!(
        svc.recent_results(GUILD, alice().id, 2)
            .await
            .unwrap()
            .len(),
        2
    );
    assert!(
        svc.recent_results(GUILD + 1, alice().id, 10)
            .await
            .unwrap()
            .is_empty()
    );
    // Alice against Bob: the two games they played together.
    let h = svc.head_to_head(GUILD, alice().id, bob().id).await.unwrap();
    assert_eq!(h.games, 2);
    let (mut ahead, mut behind, mut level) = (0, 0, 0);
    for (_, _, standings) in ended
        .iter()
        .filter(|e| e.2.iter().any(|s| s.user_id == bob().id))
    {
        let (a, b) = (
            rank_of(standings, alice().id).rank,
            rank_of(standings, bob().id).rank,
        );
        match a.cmp(&b) {
            std::cmp::Ordering::Less => ahead += 1,
            std::cmp::Ordering::Greater => behind += 1,
            std::cmp::Ordering::Equal => level += 1,
        }
    }
    assert_eq!((h.ahead, h.behind, h.level), (ahead, behind, level));
    let back = svc.head_to_head(GUILD, bob().id, alice().id).await.unwrap();
    assert_eq!((back.ahead, back.behind), (h.behind, h.ahead));
    assert_eq!(
        svc.head_to_head(GUILD, bob().id, cleo().id)
            .await
            .unwrap()
            .games,
        0
    );
}

#[tokio::test]
async fn the_history_tells_every_move_and_adds_up_to_the_scores() {
    let Some(db) = TempDb::new("history") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(95_000));
    let svc = service(&db, &clock).await;
    let view = started(&svc, 950, &[alice(), bob(), cleo()], hourly(), 77).await;
    assert_eq!(
        svc.history(view.game_id, 10, Lang::En).await.unwrap(),
        (Vec::new(), 0)
    );
    let mut v = view;
    for _ in 0..4 {
        v = play_turn(&svc, &v).await;
    }
    let (lines, total) = svc.history(v.game_id, 3, Lang::En).await.unwrap();
    assert_eq!(total, 4);
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("**2.** "), "{lines:?}");
    assert!(plain(&lines[2]).contains("placed tile"), "{lines:?}");
    let end = play_to_end(&svc, v).await;
    let ViewState::Finished { standings } = &end.state else {
        panic!()
    };
    assert!(standings.iter().any(|s| s.score > 0));
    let (lines, total) = svc.history(end.game_id, 500, Lang::En).await.unwrap();
    assert_eq!(lines.len(), total + 1, "every entry, then the end");
    assert!(lines.last().unwrap().starts_with("**End.**"));
    // What each line says was scored adds up to the final scores.
    for s in standings {
        let tag = format!("{} +", s.name);
        let sum: u32 = lines
            .iter()
            .map(|l| plain(l))
            .flat_map(|l| {
                l.match_indices(&tag)
                    .map(|(i, _)| {
                        l[i + tag.len()..]
                            .chars()
                            .take_while(|c| c.is_ascii_digit())
                            .collect::<String>()
                            .parse::<u32>()
                            .unwrap()
                    })
                    .collect::<Vec<_>>()
            })
            .sum();
        assert_eq!(sum, s.score, "{}", s.name);
    }
}

/// Whether `view`'s player would earn a builder's second part by placing
/// the tile in hand at `p`.
fn earns_second_part(view: &View, p: Placement) -> bool {
    let mut g = (**view.game.as_ref().unwrap()).clone();
    g.place_tile(p).is_ok() && g.earns_second_part()
}

/// A whole game with every expansion through the service, as a person
/// clicks: every kind of figure is placed, a builder earns a second tile,
/// an abbot is taken back, goods are taken; the stored game and its record
/// agree.
#[tokio::test]
async fn a_game_with_every_expansion_uses_every_figure() {
    let Some(db) = TempDb::new("expansions") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_000_000));
    let svc = service(&db, &clock).await;
    let options = GameOptions {
        expansions: carcassonne_bot::engine::Expansions::ALL,
        ..hourly()
    };
    let mut view = started(&svc, 77, &[alice(), bob()], options, 5).await;
    assert!(view.options.expansions == carcassonne_bot::engine::Expansions::ALL);
    let (mut seconds, mut returns, mut goods) = (0, 0, 0);
    let mut placed = std::collections::BTreeSet::new();
    while let ViewState::Turn(t) = &view.state {
        let me = user(t.user_id);
        let game = view.game.clone().unwrap();
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!("expected the tile step")
        };
        let all: Vec<Placement> = candidates
            .iter()
            .flat_map(|c| c.rotations.iter().map(|&rot| Placement { pos: c.pos, rot }))
            .collect();
        let offers = |p: Placement, f: Figure| {
            game.follower_spots_for(p)
                .unwrap()
                .iter()
                .any(|s| s.figure == f)
        };
        let placement = all
            .iter()
            .copied()
            .find(|&p| earns_second_part(&view, p))
            .or_else(|| {
                [Figure::Builder, Figure::Abbot, Figure::Pig, Figure::Large]
                    .into_iter()
                    .find_map(|f| all.iter().copied().find(|&p| offers(p, f)))
            })
            .unwrap_or(all[t.move_no as usize * 7 % all.len()]);
        let confirmed = svc
            .confirm_tile(view.game_id, &me, t.key, placement)
            .await
            .unwrap();
        let ViewState::Turn(t2) = &confirmed.state else {
            panic!()
        };
        let TurnStep::PlaceFollower { spots, abbot, .. } = &t2.step else {
            panic!("expected the follower step")
        };
        let mine = |f: Figure| spots.iter().find(|(_, s)| s.figure == f);
        view = if abbot.is_some() && mine(Figure::Abbot).is_none() {
            svc.return_abbot(view.game_id, &me, t.move_no)
                .await
                .unwrap()
        } else {
            let choice = [Figure::Builder, Figure::Abbot, Figure::Pig, Figure::Large]
                .into_iter()
                .find_map(mine)
                .or_else(|| spots.first().filter(|_| t.move_no % 2 == 0));
            if let Some((_, s)) = choice {
                placed.insert(s.figure);
            }
            let (letter, figure) =
                choice.map_or((None, Figure::Follower), |(l, s)| (Some(*l), s.figure));
            svc.place_follower(view.game_id, &me, t.move_no, letter, figure)
                .await
                .unwrap()
        };
        for line in &view.news {
            seconds += usize::from(line.contains("plays a second tile"));
            returns += usize::from(line.contains("abbot taken back"));
            goods += usize::from(line.contains("took the completed city's goods"));
        }
    }
    assert!(matches!(view.state, ViewState::Finished { .. }));
    assert_eq!(placed.len(), 5, "{placed:?}");
    assert!(
        seconds > 0 && returns > 0 && goods > 0,
        "{seconds} {returns} {goods}"
    );
    let text = svc.export(view.game_id).await.unwrap();
    assert!(text.contains(
        "\"expansions\": [\"river\", \"abbot\", \"inns_cathedrals\", \"traders_builders\"]"
    ));
    let game = replay(&Record::parse(&text).unwrap()).unwrap();
    let final_view = svc.view(view.game_id).await.unwrap();
    let scores: Vec<u32> = final_view.seats.iter().map(|s| s.score).collect();
    let mut replayed = game.scores().to_vec();
    let mut stored = scores.clone();
    replayed.sort();
    stored.sort();
    assert_eq!(stored, replayed);
    svc.store().close().await;
}

/// Seasons: each finished game counts in the season it ended in (a game
/// that ends at the very second a month ends is the next month's), once,
/// beside the all-time ratings; each season starts from the all-time
/// rating pulled half way back; a season's top three are claimed for
/// announcement once it has ended, again only if not posted within a
/// minute, and never once posted; turned off, the seasons' records stay.
#[tokio::test]
async fn seasons_count_each_game_once_in_the_season_it_ended_in() {
    use carcassonne_bot::game::{LeaderboardSpan, Period, Season, WhichLeaderboard};
    let Some(db) = TempDb::new("seasons") else {
        return;
    };
    // 2026-12-01T00:00:00Z.
    let december = 1_796_083_200;
    let clock = Arc::new(ManualClock::new(december - 16 * 86_400));
    let svc = service(&db, &clock).await;
    let play = |channel: i64, seed: u64| {
        let svc = &svc;
        async move {
            let view = started(svc, channel, &[alice(), bob()], hourly(), seed).await;
            play_to_end(svc, view).await
        }
    };
    // Before seasons: all time only.
    play(960, 81).await;
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Current)
            .await
            .unwrap(),
        LeaderboardSpan::AllTime
    );
    clock.set(december - 10 * 86_400);
    let s = svc
        .set_seasons(GUILD, Some(Some(Period::Monthly)), Some(Some(4_242)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((s.period, s.channel), (Period::Monthly, Some(4_242)));
    let november = Season::parse("2026-11").unwrap();
    let december_season = Season::parse("2026-12").unwrap();
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Current)
            .await
            .unwrap(),
        LeaderboardSpan::Season(november)
    );
    // Nothing to announce while November runs.
    assert!(svc.claim_announcements().await.unwrap().is_empty());
    clock.set(december - 1);
    play(961, 82).await;
    clock.set(december);
    play(962, 83).await;
    let all = svc.leaderboard(GUILD, 0, 10).await.unwrap();
    let nov = svc
        .leaderboard_of(GUILD, LeaderboardSpan::Season(november), 0, 10)
        .await
        .unwrap();
    let dec = svc
        .leaderboard_of(GUILD, LeaderboardSpan::Season(december_season), 0, 10)
        .await
        .unwrap();
    for (board, games) in [(&all, 3), (&nov, 1), (&dec, 1)] {
        assert_eq!(board.total, 2, "{board:?}");
        assert!(
            board.entries.iter().all(|(_, p)| p.games == games),
            "{board:?}"
        );
    }
    // A season's rating is not the all-time one.
    let alice_all = all
        .entries
        .iter()
        .find(|e| e.1.user_id == alice().id)
        .unwrap();
    let alice_nov = nov
        .entries
        .iter()
        .find(|e| e.1.user_id == alice().id)
        .unwrap();
    assert!((alice_all.1.mu - alice_nov.1.mu).abs() > 1e-6);
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Previous)
            .await
            .unwrap(),
        LeaderboardSpan::Season(november)
    );
    // November ended: its top three, once.
    let due = svc.claim_announcements().await.unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!((due[0].season, due[0].channel_id), (november, 4_242));
    assert_eq!(due[0].top.len(), 2);
    assert_eq!(due[0].top[0].user_id, nov.entries[0].1.user_id);
    assert!(svc.claim_announcements().await.unwrap().is_empty());
    // Not posted a minute later: claimed again; posted: never again.
    clock.advance(61);
    assert_eq!(svc.claim_announcements().await.unwrap().len(), 1);
    svc.announced(GUILD, november).await.unwrap();
    clock.advance(3_600);
    assert!(svc.claim_announcements().await.unwrap().is_empty());
    // Off: the boards are all time, the seasons' records stay.
    assert!(
        svc.set_seasons(GUILD, Some(None), None)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(
        svc.leaderboard_span(GUILD, WhichLeaderboard::Current)
            .await
            .unwrap(),
        LeaderboardSpan::AllTime
    );
    let kept = svc
        .leaderboard_of(GUILD, LeaderboardSpan::Season(november), 0, 10)
        .await
        .unwrap();
    assert_eq!(kept.entries, nov.entries);
}

/// The news of a move goes with the next person's turn: its outbox entry
/// names that turn, the turn's view carries it (after a restart too, so
/// that every edit of the turn's message shows it), and the move after it
/// brings its own news (or none) instead.
#[tokio::test]
async fn a_moves_news_goes_with_the_next_turn_and_outlives_a_restart() {
    use carcassonne_bot::game::Effect;
    let Some(db) = TempDb::new("turn-news") else {
        return;
    };
    let clock = Arc::new(ManualClock::new(90_000));
    let svc = service(&db, &clock).await;
    let mut view = started(&svc, 151, &[alice(), bob()], GameOptions::default(), 5).await;
    let id = view.game_id;
    // Moves until one makes news (a feature scored) with the game going on.
    let news = loop {
        let before = svc.store().effects_of(id).await.unwrap().len();
        view = play_turn(&svc, &view).await;
        let ViewState::Turn(t) = &view.state else {
            panic!("the game ended before any news")
        };
        let made: Vec<Effect> = svc.store().effects_of(id).await.unwrap()[before..]
            .iter()
            .map(|e| Effect::from_json(&e.0).unwrap())
            .collect();
        let news = made.iter().find_map(|e| match e {
            Effect::News { lines, before_turn } => Some((lines.clone(), *before_turn)),
            _ => None,
        });
        if let Some((lines, before_turn)) = news {
            assert_eq!(before_turn, Some(t.move_no), "shown with the next turn");
            assert_eq!(t.news, lines, "the turn's view carries it");
            break lines;
        }
        assert!(t.news.is_empty(), "no news: none shown");
    };
    // An undo of that move takes its news away with it; played again the
    // same way, the move brings the same news back.
    let at = turn_of(&view).move_no;
    let mover = user(turn_of(&svc.view_after(id, at - 2).await.unwrap()).user_id);
    let other = if mover.id == alice().id {
        bob()
    } else {
        alice()
    };
    svc.ask_undo(id, &mover).await.unwrap().expect("a vote");
    let undone = svc.vote_undo(id, &other, at - 1, true).await.unwrap();
    assert_eq!(turn_of(&undone).move_no, at - 1);
    assert!(
        turn_of(&undone).news.is_empty(),
        "{:?}",
        turn_of(&undone).news
    );
    let again = play_turn(&svc, &undone).await;
    assert_eq!(turn_of(&again).news, news, "played again");
    // A restart reads it back with the game.
    svc.store().close().await;
    let svc = service(&db, &clock).await;
    let again = svc.view(id).await.unwrap();
    let ViewState::Turn(t) = &again.state else {
        panic!()
    };
    assert_eq!(t.news, news);
    // The next move's news replaces it (or there is none).
    let after = play_turn(&svc, &again).await;
    if let ViewState::Turn(t2) = &after.state {
        assert_ne!(t2.move_no, t.move_no);
        let made = svc.store().effects_of(id).await.unwrap();
        let last_news = made
            .iter()
            .rev()
            .filter_map(|e| match Effect::from_json(&e.0) {
                Some(Effect::News { lines, before_turn }) if before_turn == Some(t2.move_no) => {
                    Some(lines)
                }
                _ => None,
            })
            .next()
            .unwrap_or_default();
        assert_eq!(t2.news, last_news);
    }
    svc.store().close().await;
}
