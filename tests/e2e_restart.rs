//! The released binary, pointed at the fake Discord with DISCORD_API_BASE,
//! killed with SIGKILL at awkward moments and started again: every game
//! goes on from where it was, with no move lost or applied twice.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use std::process::{Command, Stdio};
use std::time::Duration;

use carcassonne_bot::engine::{Record, replay};
use carcassonne_bot::game::Service;
use carcassonne_bot::store::Store;
use fake_discord::{Fake, Msg, Person};
use serde_json::json;

#[path = "support/bot.rs"]
#[allow(dead_code)]
mod bot;

use bot::{Process, click_and_wait, current, player_of, start_two, started, step};

/// Starts the binary on a new database folder; returns it with the
/// database URL and folder.
async fn start_bot(fake: &Fake, name: &str) -> (Process, String, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-{name}-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = format!("sqlite://{}/bot.db", dir.display());
    // The bot is killed and started again dozens of times: Discord's 5 s
    // between identifies is made 1 s here, and the bot's spacing with it
    // (a stand-in for Discord may shorten both; against Discord, never).
    fake.state().identify_window = Some(std::time::Duration::from_secs(1));
    let mut bot =
        Process::new(fake, &url, dir.join("bot.log")).with_env("IDENTIFY_SPACING_MS", "1100");
    bot.spawn();
    started(fake, 0).await;
    (bot, url, dir)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_any_moment_loses_and_doubles_nothing() {
    let fake = Fake::start_roomy().await;
    let (mut bot, url, dir) = start_bot(&fake, "kill").await;
    let channel = 6_001;
    let people = vec![Person::new(7_001, "Ann"), Person::new(7_002, "Ben")];
    start_two(&fake, channel, &people).await;

    let mut steps = 0;
    let mut kills = 0;
    loop {
        // Every seventh step, kill the bot the moment a click is sent, and
        // again right after a click is answered.
        if steps % 7 == 3 {
            let m = fake
                .wait_for(30, "something to act on", |s| current(s, channel))
                .await;
            if m.content.contains("Final scores") {
                break;
            }
            let who = player_of(&m, &people);
            let c = m.controls();
            let (id, values) = match c
                .iter()
                .find(|c| c.1 == "No follower" || (c.1 == "Confirm" && !c.2))
            {
                Some(x) => (x.0.clone(), None),
                None => (c[0].0.clone(), Some(vec![m.menu()[0].0.clone()])),
            };
            fake.click(&who, m.id, &id, values);
            if kills % 2 == 1 {
                tokio::time::sleep(Duration::from_millis(300)).await;
            }
            bot.kill();
            kills += 1;
            let before = fake.state().identified;
            bot.spawn();
            started(&fake, before).await;
            steps += 1;
            continue;
        }
        if !step(&fake, channel, &people, steps).await {
            break;
        }
        steps += 1;
        if steps >= 1000 {
            let (public, private) = {
                let s = fake.state();
                let public: Vec<_> = s
                    .in_channel(channel)
                    .iter()
                    .rev()
                    .take(6)
                    .map(|m| (m.id, m.content.clone(), m.controls()))
                    .collect();
                let private: Vec<_> = s
                    .messages
                    .iter()
                    .rev()
                    .filter(|m| m.ephemeral)
                    .take(6)
                    .map(|m| (m.id, m.content.clone(), m.controls()))
                    .collect();
                (public, private)
            };
            panic!(
                "the game does not end; last messages: {public:#?}\nlast private replies: \
                 {private:#?}\nthe bot's log:\n{}",
                bot.log_tail(60)
            );
        }
    }
    assert!(kills >= 10, "{kills} kills");
    bot.kill();
    // The stored game is whole: its record replays to the end, once.
    let svc = Service::new(Store::open(&url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert!(game.is_over());
    assert_eq!(
        game.board().len()
            + record
                .turns
                .iter()
                .filter(|t| t.action == carcassonne_bot::engine::TurnAction::Discard)
                .count(),
        72
    );
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE game_id = ?")
        .bind(id)
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(
        stored as usize,
        game.board().len() - 1,
        "one stored move per placed tile"
    );
    svc.store().close().await;
    fake.assert_no_violations();
    let _ = std::fs::remove_dir_all(&dir);
}

/// SIGTERM while a click is being answered, again and again: each time the
/// bot finishes the click and delivers all it stored, gives up its claims,
/// and exits 0 within its grace; started again, the game goes on. Nothing
/// is posted twice (no post was ever sent again), nothing is lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_during_a_game_finishes_what_is_under_way_and_exits_0() {
    let fake = Fake::start_roomy().await;
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-term-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = format!("sqlite://{}/bot.db", dir.display());
    let mut bot = Process::new(&fake, &url, dir.join("bot.log"))
        .with_env("RUST_LOG", "warn,carcassonne_bot::discord::start=info");
    bot.spawn();
    started(&fake, 0).await;
    let channel = 6_051;
    let people = vec![Person::new(7_051, "Ann"), Person::new(7_052, "Ben")];
    start_two(&fake, channel, &people).await;
    let svc = Service::new(Store::open(&url).await.unwrap());
    let mut stops = Vec::new();
    for turn in 0..24 {
        if turn % 6 == 5 {
            // A click sent, and SIGTERM at once.
            let m = fake
                .wait_for(30, "something to act on", |s| current(s, channel))
                .await;
            let who = player_of(&m, &people);
            let (id, values) = bot::choice(&m, turn);
            let revision = |svc: &Service| {
                let pool = svc.store().pool().clone();
                async move {
                    sqlx::query_scalar::<_, i64>("SELECT MAX(revision) FROM games")
                        .fetch_one(&pool)
                        .await
                        .unwrap()
                }
            };
            let before = revision(&svc).await;
            let token = fake.click(&who, m.id, &id, values);
            fake.wait_for(10, "the click to reach the bot", |s| {
                s.interactions
                    .get(&token)
                    .filter(|p| p.acknowledged)
                    .map(|_| ())
            })
            .await;
            let (status, took) = bot.terminate();
            assert!(status.success(), "{status}: {}", bot.log_tail(20));
            assert!(
                took < carcassonne_bot::discord::STOP_GRACE + std::time::Duration::from_secs(2),
                "the stop took {took:?}"
            );
            stops.push(took);
            assert!(revision(&svc).await > before, "the click was applied");
            // Everything the click stored was delivered, and no claim is
            // left for the next process to wait out.
            let undelivered: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM effects WHERE done_at IS NULL")
                    .fetch_one(svc.store().pool())
                    .await
                    .unwrap();
            assert_eq!(undelivered, 0, "{}", bot.log_tail(20));
            let claims: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM leases")
                .fetch_one(svc.store().pool())
                .await
                .unwrap();
            assert_eq!(claims, 0);
            let log = bot.log_tail(5);
            assert!(log.contains("everything under way finished"), "{log}");
            let before = fake.state().identified;
            bot.spawn();
            started(&fake, before).await;
            continue;
        }
        assert!(
            step(&fake, channel, &people, turn).await,
            "the game ended early"
        );
    }
    assert_eq!(stops.len(), 4);
    // The game is whole and goes on; nothing was sent twice.
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    replay(&record).unwrap();
    assert!(fake.state().nonce_repeats.is_empty());
    assert!(step(&fake, channel, &people, 99).await);
    bot.kill();
    svc.store().close().await;
    fake.assert_no_violations();
    println!("SIGTERM stops took {stops:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

// ----- SIGKILL at every step of every action -----

use carcassonne_bot::engine::Move;
use carcassonne_bot::game::{GameOptions, TurnStep, User, ViewState};

/// The bot, the fake and a view of the bot's database.
struct Harness {
    fake: Fake,
    bot: Process,
    svc: Service,
    people: Vec<Person>,
    dir: std::path::PathBuf,
    /// Kill points tried, and how many actually killed the bot.
    tried: usize,
    killed: usize,
}

/// What a game looks like in the database: moves, pending, status.
async fn stored(svc: &Service, game: i64) -> (i64, bool, String) {
    let row: (i64, Option<String>, String) =
        sqlx::query_as("SELECT moves, pending, status FROM games WHERE id = ?")
            .bind(game)
            .fetch_one(svc.store().pool())
            .await
            .unwrap();
    (row.0, row.1.is_some(), row.2)
}

async fn undelivered(svc: &Service) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM effects WHERE done_at IS NULL")
        .fetch_one(svc.store().pool())
        .await
        .unwrap()
}

/// Public messages of `channel` whose controls are live.
/// Messages with live game controls (the final scores' Rematch button
/// stays on purpose, and is not one).
fn live(s: &fake_discord::State, channel: u64) -> Vec<Msg> {
    s.in_channel(channel)
        .into_iter()
        .filter(|m| {
            m.controls()
                .iter()
                .any(|c| !c.2 && c.0.starts_with("cb1:") && !c.0.starts_with("cb1:m:"))
        })
        .cloned()
        .collect()
}

impl Harness {
    async fn start(name: &str) -> Harness {
        let fake = Fake::start_roomy().await;
        // Discord forgets a nonce after a few minutes; here, at once: every
        // post the bot tries again after a kill must be found, not trusted
        // to the nonce.
        fake.state().nonce_window = Some(std::time::Duration::ZERO);
        let (bot, url, dir) = start_bot(&fake, name).await;
        let svc = Service::new(Store::open(&url).await.unwrap());
        Harness {
            fake,
            bot,
            svc,
            people: vec![Person::new(7_101, "Ann"), Person::new(7_102, "Ben")],
            dir,
            tried: 0,
            killed: 0,
        }
    }

    fn pid(&self) -> u32 {
        self.bot.pid()
    }

    fn dead(&mut self) -> bool {
        match self.bot.child.as_mut() {
            Some(c) => c.try_wait().ok().flatten().is_some(),
            None => true,
        }
    }

    async fn restart(&mut self) {
        self.bot.kill();
        let before = self.fake.state().identified;
        self.bot.spawn();
        started(&self.fake, before).await;
    }

    /// Waits until everything stored has been delivered.
    async fn settle(&self) {
        for _ in 0..600 {
            if undelivered(&self.svc).await == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the outbox never emptied");
    }

    /// Arms a kill at request `k` (before or after it is carried out),
    /// runs `act`, and waits for the bot to die or for the action to be
    /// stored and shown. If the bot died it is started again, and the
    /// action is done again if it was lost. Returns whether it died.
    async fn attempt<F, Fut>(&mut self, game: i64, k: u64, after: bool, act: F) -> bool
    where
        F: Fn(Fake) -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        let before = stored(&self.svc, game).await;
        self.fake.kill_at(self.pid(), k, after);
        act(self.fake.clone()).await;
        let mut died = false;
        for _ in 0..600 {
            if self.dead() {
                died = true;
                break;
            }
            let now = stored(&self.svc, game).await;
            if now != before && undelivered(&self.svc).await == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Did the kill come while the action's requests ran?
        let fired = self.fake.state().kill_at.is_none();
        self.fake.state().kill_at = None;
        if fired && !died {
            // Killed with the very last request: wait for the process.
            for _ in 0..100 {
                if self.dead() {
                    died = true;
                    break;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        self.tried += 1;
        if died {
            self.killed += 1;
            self.restart().await;
            self.settle().await;
            if stored(&self.svc, game).await == before {
                // Killed before the action was stored: it is simply redone.
                act(self.fake.clone()).await;
                for _ in 0..600 {
                    if stored(&self.svc, game).await != before && undelivered(&self.svc).await == 0
                    {
                        break;
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }
        self.settle().await;
        died
    }

    /// Nothing lost, doubled or left without controls: the outbox is
    /// delivered, nothing failed, exactly one live turn message (the
    /// current turn's, for the player in turn) or, at the end, the final
    /// scores once; and no message was posted twice since `since`.
    async fn check(&self, channel: u64, game: i64, since: u64, what: &str) {
        self.settle().await;
        let failed: Vec<String> = sqlx::query_scalar(
            "SELECT outcome FROM effects WHERE outcome LIKE 'failed%' AND game_id = ?",
        )
        .bind(game)
        .fetch_all(self.svc.store().pool())
        .await
        .unwrap();
        assert!(failed.is_empty(), "{what}: failed effects {failed:?}");
        let view = self.svc.view(game).await.unwrap();
        let s = self.fake.state();
        let live = live(&s, channel);
        match &view.state {
            ViewState::Turn(t) => {
                assert_eq!(live.len(), 1, "{what}: live messages {live:#?}");
                let m = &live[0];
                assert!(
                    m.content.starts_with(&format!("<@{}>", t.user_id)),
                    "{what}: {}",
                    m.content
                );
                for (id, _, _) in m.controls() {
                    assert_eq!(
                        id.split(':').nth(3),
                        Some(t.move_no.to_string().as_str()),
                        "{what}: control {id} of an old move"
                    );
                }
                let follower = matches!(t.step, TurnStep::PlaceFollower { .. });
                assert_eq!(
                    m.controls().iter().any(|c| c.1 == "No follower"),
                    follower,
                    "{what}: the live message shows the wrong step"
                );
            }
            ViewState::Finished { .. } => {
                assert!(
                    live.is_empty(),
                    "{what}: live messages at the end {live:#?}"
                );
                let finals = s
                    .in_channel(channel)
                    .iter()
                    .filter(|m| m.content.contains("Final scores"))
                    .count();
                let replays = s
                    .in_channel(channel)
                    .iter()
                    .filter(|m| m.content == "The whole game:" && m.files.len() == 1)
                    .count();
                assert_eq!((finals, replays), (1, 1), "{what}: the end shown once");
            }
            other => panic!("{what}: unexpected state {other:?}"),
        }
        let mut seen = std::collections::HashSet::new();
        for m in s.in_channel(channel).into_iter().filter(|m| m.id > since) {
            assert!(
                seen.insert((m.content.clone(), m.files.clone())),
                "{what}: posted twice: {:?}",
                m.content
            );
        }
    }

    fn newest_id(&self) -> u64 {
        self.fake.state().messages.last().map_or(0, |m| m.id)
    }

    fn live_in(&self, channel: u64) -> Msg {
        let s = self.fake.state();
        let l = live(&s, channel);
        assert_eq!(
            l.len(),
            1,
            "{l:#?}; channel: {:#?}",
            s.in_channel(channel)
                .iter()
                .map(|m| (m.id, m.content.clone(), m.controls()))
                .collect::<Vec<_>>()
        );
        l[0].clone()
    }

    /// Confirms the first position of the live turn, and waits for the
    /// follower step to be shown.
    async fn to_follower_step(&self, channel: u64) {
        let shown = self.preview(channel).await;
        click_labelled(&self.fake, &self.people, &shown, "Confirm");
        self.fake
            .wait_for(20, "the follower step", |s| {
                live(s, channel)
                    .iter()
                    .any(|m| m.controls().iter().any(|c| c.1 == "No follower"))
                    .then_some(())
            })
            .await;
        self.settle().await;
    }

    /// Picks the first position on the live turn message (a preview,
    /// nothing stored) and returns the message with Confirm enabled.
    async fn preview(&self, channel: u64) -> Msg {
        let m = self.live_in(channel);
        let who = player_of(&m, &self.people);
        let value = m.menu()[0].0.clone();
        self.fake
            .click(&who, m.id, &m.controls()[0].0, Some(vec![value]));
        self.fake
            .wait_for(20, "the preview", |s| {
                s.message(m.id)
                    .filter(|x| x.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                    .cloned()
            })
            .await
    }
}

fn click_labelled(fake: &Fake, people: &[Person], m: &Msg, label: &str) {
    let who = player_of(m, people);
    let id = m
        .controls()
        .into_iter()
        .find(|c| c.1 == label && !c.2)
        .unwrap_or_else(|| panic!("no {label} on {:?}", m.content))
        .0;
    fake.click(&who, m.id, &id, None);
}

/// Plays a game through the service (the bot stopped) to its last tile.
async fn to_the_last_tile(svc: &Service, channel: u64, people: &[Person], seed: u64) -> i64 {
    let ann = User::new(people[0].id as i64, "Ann");
    let ben = User::new(people[1].id as i64, "Ben");
    let view = svc
        .create_seeded(
            fake_discord::GUILD as i64,
            channel as i64,
            &ann,
            GameOptions::default(),
            seed,
        )
        .await
        .unwrap();
    let id = view.game_id;
    svc.join(id, &ben).await.unwrap();
    let mut view = svc.start(id, &ann).await.unwrap();
    loop {
        let ViewState::Turn(t) = &view.state else {
            panic!("the game ended before its last tile")
        };
        if t.tiles_left == 0 {
            return id;
        }
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!()
        };
        let c = &candidates[0];
        let user = if t.user_id == ann.id { &ann } else { &ben };
        let mv = Move {
            placement: carcassonne_bot::engine::Placement {
                pos: c.pos,
                rot: c.rotations[0],
            },
            meeple: None,
            return_abbot: false,
        };
        view = svc.play(id, user, t.move_no, mv).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_every_step_of_every_action() {
    let mut h = Harness::start("kill-steps").await;
    let people = h.people.clone();
    let mut report = Vec::new();

    // Lobby Start, each kill point in a lobby of its own.
    for after in [false, true] {
        for k in 1.. {
            let channel = 6_200 + k + if after { 50 } else { 0 };
            let lobby = h.fake.open_lobby(&people[0], channel, json!([])).await;
            click_and_wait(&h.fake, &people[1], &lobby, &join_of(&lobby), None).await;
            let game = h.svc.latest_game_in(channel as i64).await.unwrap().unwrap();
            h.settle().await;
            let since = h.newest_id();
            let lobby = h.fake.state().message(lobby.id).cloned().unwrap();
            let start = lobby
                .controls()
                .into_iter()
                .find(|c| c.1 == "Start")
                .unwrap()
                .0;
            let died = h
                .attempt(game, k, after, |fake| {
                    let (p, lobby, start) = (people[0].clone(), lobby.clone(), start.clone());
                    async move {
                        fake.click(&p, lobby.id, &start, None);
                    }
                })
                .await;
            h.check(
                channel,
                game,
                since,
                &format!("start, kill at {k} after={after}"),
            )
            .await;
            let closed = h.fake.state().message(lobby.id).cloned().unwrap();
            assert!(
                closed.controls().is_empty() && closed.content.contains("has started"),
                "the lobby is closed: {closed:?}"
            );
            if !died {
                report.push(format!("start (after={after}): {} kill points", k - 1));
                break;
            }
        }
    }

    // One game for Confirm, the follower step and time-outs.
    let channel = 6_100;
    let lobby = h.fake.open_lobby(&people[0], channel, json!([])).await;
    click_and_wait(&h.fake, &people[1], &lobby, &join_of(&lobby), None).await;
    let lobby = h.fake.state().message(lobby.id).cloned().unwrap();
    let start = lobby
        .controls()
        .into_iter()
        .find(|c| c.1 == "Start")
        .unwrap()
        .0;
    click_and_wait(&h.fake, &people[0], &lobby, &start, None).await;
    let game = h.svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    h.settle().await;
    for (name, after) in [
        ("confirm", false),
        ("confirm", true),
        ("follower", false),
        ("follower", true),
        ("time-out", false),
        ("time-out", true),
    ] {
        for k in 1.. {
            h.settle().await;
            // Bring the turn to the step the action needs.
            let m = h.live_in(channel);
            let at_follower = m.controls().iter().any(|c| c.1 == "No follower");
            if name == "follower" && !at_follower {
                h.to_follower_step(channel).await;
            }
            if name != "follower" && at_follower {
                click_labelled(&h.fake, &people, &m, "No follower");
                h.fake
                    .wait_for(20, "the next turn", |s| {
                        live(s, channel).iter().any(|x| x.id != m.id).then_some(())
                    })
                    .await;
                h.settle().await;
            }
            let since = h.newest_id();
            let died = match name {
                "confirm" => {
                    let shown = h.preview(channel).await;
                    h.attempt(game, k, after, |fake| {
                        let (p, shown) = (people.clone(), shown.clone());
                        async move {
                            // After a restart the message may have moved on.
                            let s = fake.state().message(shown.id).cloned().unwrap();
                            if s.controls().iter().any(|c| c.1 == "Confirm" && !c.2) {
                                click_labelled(&fake, &p, &s, "Confirm");
                            }
                        }
                    })
                    .await
                }
                "follower" => {
                    h.attempt(game, k, after, |fake| {
                        let p = people.clone();
                        async move {
                            let l = live(&fake.state(), channel);
                            if let Some(m) = l.first() {
                                click_labelled(&fake, &p, m, "No follower");
                            }
                        }
                    })
                    .await
                }
                _ => {
                    // Time-outs, not forfeits: nobody has missed a turn yet.
                    sqlx::query("UPDATE seats SET missed_turns = 0 WHERE game_id = ?")
                        .bind(game)
                        .execute(h.svc.store().pool())
                        .await
                        .unwrap();
                    let svc = h.svc.clone();
                    h.attempt(game, k, after, |_fake| {
                        let svc = svc.clone();
                        async move {
                            // The deadline passes: the bot's timers notice.
                            sqlx::query(
                                "UPDATE games SET deadline_at = strftime('%s', 'now') - 1 WHERE id = ?",
                            )
                            .bind(game)
                            .execute(svc.store().pool())
                            .await
                            .unwrap();
                        }
                    })
                    .await
                }
            };
            h.check(
                channel,
                game,
                since,
                &format!("{name}, kill at {k} after={after}"),
            )
            .await;
            if !died {
                report.push(format!("{name} (after={after}): {} kill points", k - 1));
                break;
            }
        }
    }

    // The last move of a game: the final scores and the replay.
    for after in [false, true] {
        for k in 1.. {
            let channel = 6_300 + k + if after { 50 } else { 0 };
            h.bot.kill();
            let game = to_the_last_tile(&h.svc, channel, &people, 40 + k).await;
            h.restart().await;
            h.settle().await;
            h.to_follower_step(channel).await;
            let since = h.newest_id();
            let died = h
                .attempt(game, k, after, |fake| {
                    let p = people.clone();
                    async move {
                        let l = live(&fake.state(), channel);
                        if let Some(m) = l.first() {
                            click_labelled(&fake, &p, m, "No follower");
                        }
                    }
                })
                .await;
            h.check(
                channel,
                game,
                since,
                &format!("last move, kill at {k} after={after}"),
            )
            .await;
            assert_eq!(stored(&h.svc, game).await.2, "finished");
            if !died {
                report.push(format!("last move (after={after}): {} kill points", k - 1));
                break;
            }
        }
    }
    eprintln!(
        "kill points: {} tried, {} killed the bot; {report:?}",
        h.tried, h.killed
    );
    assert!(h.killed >= 20, "{} kills", h.killed);
    h.bot.kill();
    h.fake.assert_no_violations();
    h.svc.store().close().await;
    let _ = std::fs::remove_dir_all(&h.dir);
}

fn join_of(lobby: &Msg) -> String {
    lobby
        .controls()
        .into_iter()
        .find(|c| c.1 == "Join")
        .unwrap()
        .0
}

/// Discord fails command registration a few times: the bot comes up all
/// the same. If it fails every time, the process exits non-zero with one
/// line saying why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_is_retried_or_the_process_exits_saying_why() {
    use fake_discord::Fault;
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-register-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = format!("sqlite://{}/bot.db", dir.display());
    for _ in 0..3 {
        fake.fault("PUT /applications/", Fault::ServerError);
    }
    fake.fault("PUT /applications/", Fault::RateLimited(0.5));
    let mut bot = Process::new(&fake, &url, dir.join("bot.log"));
    bot.spawn();
    started(&fake, 0).await;
    assert!(
        fake.state().commands.overwrites > 0,
        "the commands are registered"
    );
    assert!(fake.state().faults.is_empty());
    bot.kill();

    // Failing for good.
    let fake = Fake::start().await;
    for _ in 0..20 {
        fake.fault("PUT /applications/", Fault::ServerError);
    }
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .env("DISCORD_TOKEN", "MTAwMA.fake.token")
            .env("DATABASE_URL", &url)
            .env("DISCORD_API_BASE", &fake.base)
            .env("RUST_LOG", "warn")
            .env_remove("DEV_GUILD_ID")
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs")
    })
    .await
    .unwrap();
    assert!(!out.status.success(), "{:?}", out.status);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(
        lines[0].starts_with("carcassonne-bot: could not register the slash commands"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Discord closes every identify with `code`: the bot stops at once, with
/// one line saying why and the exit code a restart policy does not loop
/// on, having spent at most two identifies.
async fn closed_for_good(code: u16, says: &str) {
    let fake = Fake::start().await;
    fake.state().gateway_close = Some(code);
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-close-{code}-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = format!("sqlite://{}/bot.db", dir.display());
    let base = fake.base.clone();
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .env("DISCORD_TOKEN", "MTAwMA.fake.token")
            .env("DATABASE_URL", &url)
            .env("DISCORD_API_BASE", &base)
            .env("RUST_LOG", "warn")
            .env("HTTP_ADDR", "off")
            .env_remove("DEV_GUILD_ID")
            .env_remove("SHARD_COUNT")
            .env_remove("SHARDS")
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs")
    })
    .await
    .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(i32::from(carcassonne_bot::discord::EXIT_REFUSED)),
        "{err}"
    );
    let last = err.lines().last().unwrap_or_default();
    assert!(last.contains(says), "{err}");
    let spent = fake.state().refused_identifies;
    assert!((1..=2).contains(&spent), "{spent} identifies");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_close_no_reconnect_mends_stops_the_bot_without_a_loop() {
    // serenity would start the shard again every five seconds for these.
    closed_for_good(4011, "4011, sharding required").await;
    closed_for_good(4010, "4010, invalid shard").await;
    // serenity gives these up itself; they stop the bot the same way.
    closed_for_good(4014, "4013 or 4014").await;
}
