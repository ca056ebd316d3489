//! The real bot against a fake Discord on loopback: people play whole games
//! only through slash commands and clicks.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use std::path::PathBuf;

use carcassonne_bot::discord::icons::Icons;
use carcassonne_bot::discord::ids::{ComponentId, LobbyButton};
use carcassonne_bot::discord::{BotConfig, run_until, ui};
use carcassonne_bot::engine::{Record, replay};
use carcassonne_bot::game::Service;
use carcassonne_bot::store::Store;
use fake_discord::{Fake, Msg, Person};
use serde_json::json;
use tokio::sync::oneshot;

const TOKEN: &str = "MTAwMA.fake.token";

struct Bot {
    run: Run,
    dir: PathBuf,
    url: String,
}

/// How the bot runs: its front end in this process, or the released
/// binary as a child process when `E2E_BOT` names it (e.g.
/// `E2E_BOT=target/release/carcassonne-bot cargo test --test e2e`), so
/// that the stories can be tried against the bot as operators run it.
enum Run {
    Task {
        stop: Option<oneshot::Sender<()>>,
        task: tokio::task::JoinHandle<Result<(), carcassonne_bot::discord::BotError>>,
    },
    Binary(std::process::Child),
}

impl Bot {
    async fn start(fake: &Fake) -> Bot {
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-e2e-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        Bot::start_in(fake, dir).await
    }

    /// A bot on the database in `dir` (another bot's, after it stopped).
    async fn start_in(fake: &Fake, dir: PathBuf) -> Bot {
        let url = format!("sqlite://{}/bot.db", dir.display());
        let run = match std::env::var("E2E_BOT") {
            Ok(binary) if !binary.is_empty() => Run::Binary(spawn(&binary, fake, &dir, &url)),
            _ => in_process(fake, &url),
        };
        fake.wait_for(30, "the bot to register its commands", |s| {
            (!s.commands.is_empty() && s.ready).then_some(())
        })
        .await;
        // The pieces' and tiles' emojis are uploaded at the first start, a
        // burst that fills Discord's global limit for a while: the stories
        // begin once it is over.
        fake.wait_for(30, "the pieces' emojis", |s| {
            let ours = s
                .emojis
                .iter()
                .filter(|e| e["name"].as_str().is_some_and(|n| n.starts_with("cb1_")));
            (ours.count() >= Icons::all_len()).then_some(())
        })
        .await;
        Bot { run, dir, url }
    }

    /// Stops the bot as an operator would (SIGTERM for the binary).
    async fn stop(&mut self) {
        match &mut self.run {
            Run::Task { stop, task } => {
                if let Some(tx) = stop.take() {
                    let _ = tx.send(());
                }
                let _ = tokio::time::timeout(std::time::Duration::from_secs(20), task).await;
            }
            Run::Binary(child) => {
                let _ = std::process::Command::new("kill")
                    .args(["-TERM", &child.id().to_string()])
                    .status();
                let waited = tokio::time::timeout(std::time::Duration::from_secs(20), async {
                    while child.try_wait().ok().flatten().is_none() {
                        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                    }
                });
                if waited.await.is_err() {
                    let _ = child.kill();
                }
            }
        }
    }

    /// Waits (30 s at most) for the bot to stop by itself; whether it
    /// stopped because Discord refused its token.
    async fn stops_refused(&mut self) -> bool {
        let limit = std::time::Duration::from_secs(30);
        match &mut self.run {
            Run::Task { stop, task } => {
                let ended = tokio::time::timeout(limit, task)
                    .await
                    .expect("the bot stops by itself")
                    .unwrap();
                *stop = None;
                matches!(ended, Err(carcassonne_bot::discord::BotError::Rejected(_)))
            }
            Run::Binary(child) => {
                let status = tokio::time::timeout(limit, async {
                    loop {
                        if let Some(status) = child.try_wait().unwrap() {
                            return status;
                        }
                        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                    }
                })
                .await
                .expect("the bot stops by itself");
                status.code() == Some(carcassonne_bot::discord::EXIT_REFUSED.into())
            }
        }
    }
}

/// The bot's front end in this process.
fn in_process(fake: &Fake, url: &str) -> Run {
    let (tx, rx) = oneshot::channel::<()>();
    let config = BotConfig {
        token: TOKEN.into(),
        database_url: url.to_string(),
        dev_guild: None,
        api_base: Some(fake.base.clone()),
        computer_pause: std::time::Duration::ZERO,
        request_timeout: std::time::Duration::from_secs(2),
        shards: carcassonne_bot::game::Shards::ALL,
        retention: std::time::Duration::from_secs(30 * 86_400),
        http_addr: None,
        replay_cache: carcassonne_bot::game::REPLAY_CACHE_BYTES,
        global_rate_limit: carcassonne_bot::discord::GLOBAL_RATE_LIMIT,
    };
    let task = tokio::spawn(run_until(config, async move {
        let _ = rx.await;
    }));
    Run::Task {
        stop: Some(tx),
        task,
    }
}

/// The binary at `binary`, set up only through its environment, as an
/// operator sets it up, with its log kept in `dir`.
fn spawn(binary: &str, fake: &Fake, dir: &std::path::Path, url: &str) -> std::process::Child {
    std::fs::create_dir_all(dir).unwrap();
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("bot.log"))
        .unwrap();
    std::process::Command::new(binary)
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", url)
        .env("DISCORD_API_BASE", &fake.base)
        .env("COMPUTER_PAUSE_MS", "0")
        .env("HTTP_ADDR", "off")
        .env("RUST_LOG", "warn")
        .env_remove("DEV_GUILD_ID")
        .env_remove("SHARD_COUNT")
        .env_remove("SHARDS")
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .unwrap_or_else(|e| panic!("E2E_BOT={binary} does not start: {e}"))
}

impl Drop for Bot {
    fn drop(&mut self) {
        if let Run::Binary(child) = &mut self.run {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn control(m: &Msg, label: &str) -> String {
    m.controls()
        .into_iter()
        .find(|c| c.1.starts_with(label))
        .unwrap_or_else(|| panic!("no {label:?} on message {}: {:?}", m.content, m.controls()))
        .0
}

/// The newest public message in `channel` that satisfies `pred`, after `after`.
fn newest(
    s: &fake_discord::State,
    channel: u64,
    after: u64,
    pred: impl Fn(&Msg) -> bool,
) -> Option<Msg> {
    s.in_channel(channel)
        .into_iter()
        .rev()
        .find(|m| m.id > after && pred(m))
        .cloned()
}

fn mentioned(m: &Msg, people: &[Person]) -> Person {
    people
        .iter()
        .find(|p| m.content.starts_with(&format!("<@{}>", p.id)))
        .cloned()
        .unwrap_or_else(|| panic!("nobody is mentioned first in {:?}", m.content))
}

/// What a run of turns saw.
#[derive(Default, Debug)]
struct Played {
    turns: usize,
    pages: usize,
    followers: usize,
    over: bool,
    /// The newest turn message seen.
    last: u64,
}

/// The next turn message after message `after` in `channel` (its text says
/// `turn`), or `None` once the final scores (`end`) are posted.
async fn next_turn(fake: &Fake, channel: u64, after: u64, turn: &str, end: &str) -> Option<Msg> {
    let msg = fake
        .wait_for(30, "the next turn or the end", |s| {
            newest(s, channel, after, |m| {
                m.content.contains(turn) || m.content.contains(end)
            })
        })
        .await;
    (!msg.content.contains(end)).then_some(msg)
}

/// `player` confirms the tile on turn message `message`; the message at
/// its follower step.
async fn confirm_tile(fake: &Fake, player: &Person, message: u64, confirm: &str) -> Msg {
    fake.click(player, message, confirm, None);
    fake.wait_for(10, "the follower step", |s| {
        let m = s.message(message)?;
        m.controls()
            .iter()
            .any(|c| c.1 == "No follower")
            .then(|| m.clone())
    })
    .await
}

/// Plays every turn through the menus and buttons until the game ends.
async fn play_through(fake: &Fake, channel: u64, people: &[Person], after: u64) -> usize {
    play_turns(fake, channel, people, after, usize::MAX)
        .await
        .turns
}

/// Plays up to `max` turns (or to the end): menus (paging when there is
/// more than one page), rotations, followers and "No follower".
async fn play_turns(
    fake: &Fake,
    channel: u64,
    people: &[Person],
    mut after: u64,
    max: usize,
) -> Played {
    let mut turns = 0;
    let mut played = Played::default();
    loop {
        if turns >= max {
            played.turns = turns;
            played.last = after;
            return played;
        }
        let msg = fake
            .wait_for(30, "the next turn or the end", |s| {
                newest(s, channel, after, |m| {
                    m.content.contains("it's your turn") || m.content.contains("Final scores")
                })
            })
            .await;
        if msg.content.contains("Final scores") {
            played.turns = turns;
            played.over = true;
            played.last = after;
            return played;
        }
        after = msg.id;
        let player = mentioned(&msg, people);
        assert!(
            msg.files.iter().any(|f| f.ends_with(".png")),
            "the turn shows the board"
        );
        // Someone else trying to play is told whose turn it is.
        let other = people.iter().find(|p| p.id != player.id);
        // A long menu comes in pages: go to the next one and pick there.
        let pages_before = played.pages;
        let msg = match msg
            .controls()
            .into_iter()
            .find(|c| c.1.starts_with("Next") && !c.2)
        {
            Some(next) => {
                let first = msg.menu()[0].0.clone();
                fake.click(&player, msg.id, &next.0, None);
                played.pages += 1;
                let paged = fake
                    .wait_for(10, "the next page", |s| {
                        let m = s.message(msg.id)?;
                        (m.menu().first().map(|o| &o.0) != Some(&first)).then(|| m.clone())
                    })
                    .await;
                // The picture stays: kept, not drawn and uploaded again.
                assert_eq!(paged.file_ids, msg.file_ids, "paging keeps the picture");
                assert_eq!(paged.uploads, msg.uploads, "paging uploads nothing");
                assert!(
                    paged.controls().iter().any(|c| c.1 == "Confirm" && c.2),
                    "nothing is chosen yet: {:?}",
                    paged.controls()
                );
                paged
            }
            None => msg,
        };
        let paging = played.pages > pages_before;
        let menu_id = msg.controls()[0].0.clone();
        let menu = msg.menu();
        // Late positions spread the board, so that menus grow long.
        let value = menu[menu.len() - 1 - (turns % menu.len().min(3))].0.clone();
        if let (0, Some(other)) = (turns, other) {
            let t = fake.click(other, msg.id, &menu_id, Some(vec![value.clone()]));
            let said = private_answer(fake, &t).await;
            assert_eq!(
                said,
                format!("It's {}'s turn.", ui::escape(&player.name)),
                "message {} {:?} id {}",
                msg.id,
                msg.content,
                menu_id
            );
        }
        // Pick a position: the message shows the tile in place.
        let t = fake.click(&player, msg.id, &menu_id, Some(vec![value]));
        let shown = fake
            .wait_for(10, "the preview", |s| {
                let m = s.message(msg.id)?;
                (s.interactions.get(&t)?.acknowledged
                    && m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                .then(|| m.clone())
            })
            .await;
        // The board with the tile in place (the drawn tile beside the
        // card's first line is its emoji's picture: no file).
        assert_eq!(
            shown.files,
            ["carcassonne.png"],
            "the picture is re-attached on every update"
        );
        assert!(
            shown
                .components
                .to_string()
                .contains("cdn.discordapp.com/emojis/"),
            "the drawn tile stays"
        );
        // Back to the first page of a long menu: the tile stays in place,
        // shown in the same picture, and can still be confirmed.
        let shown = match shown
            .controls()
            .into_iter()
            .find(|c| c.1.starts_with("Previous") && !c.2)
            .filter(|_| paging)
        {
            Some(previous) => {
                let menu = shown.menu();
                fake.click(&player, msg.id, &previous.0, None);
                let back = fake
                    .wait_for(10, "the first page", |s| {
                        let m = s.message(msg.id)?;
                        (m.menu() != menu).then(|| m.clone())
                    })
                    .await;
                assert_eq!(back.file_ids, shown.file_ids, "paging keeps the preview");
                assert_eq!(back.uploads, shown.uploads, "paging uploads nothing");
                assert_eq!(
                    control(&back, "Confirm"),
                    control(&shown, "Confirm"),
                    "the position stays chosen"
                );
                assert!(back.content.contains("shown in place"), "{}", back.content);
                back
            }
            None => shown,
        };
        // Turn it once when it fits more than one way, then confirm.
        let shown = if let Some(turn) = shown
            .controls()
            .into_iter()
            .find(|c| c.1.starts_with('⟳') && !c.2)
        {
            let before = shown.content.clone();
            let t = fake.click(&player, msg.id, &turn.0, None);
            fake.wait_for(10, "the turned tile", |s| {
                let m = s.message(msg.id)?;
                s.interactions.get(&t)?.acknowledged.then_some(())?;
                (m.controls() != shown.controls() || m.content != before).then(|| m.clone())
            })
            .await
        } else {
            shown
        };
        let confirm = control(&shown, "Confirm");
        let spots = confirm_tile(fake, &player, msg.id, &confirm).await;
        // A follower every third turn, else none.
        let choice = if turns % 3 == 0 && spots.controls().len() > 1 {
            played.followers += 1;
            spots.controls()[0].0.clone()
        } else {
            control(&spots, "No follower")
        };
        fake.click(&player, msg.id, &choice, None);
        fake.wait_for(10, "the turn to close", |s| {
            s.message(msg.id)
                .filter(|m| m.controls().is_empty())
                .map(|_| ())
        })
        .await;
        // The old controls now explain themselves and change nothing.
        if turns == 1 {
            // A client that has not seen the edit yet still shows them.
            let t = fake.forge_click(&player, msg.id, &confirm, None);
            let said = private_answer(fake, &t).await;
            assert!(
                said.contains("turn is over") || said.contains("game is over"),
                "{said}"
            );
        }
        turns += 1;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_only_through_discord() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_001;
    let alice = Person::new(1_001, "Alice");
    let bob = Person::new(1_002, "Bob");
    let people = vec![alice.clone(), bob.clone()];

    // Alice opens a lobby.
    let lobby = fake.open_lobby(&alice, channel, json!([])).await;
    assert!(lobby.content.contains("Carcassonne"), "{}", lobby.content);
    // Bob joins; the lobby updates in place.
    fake.click(&bob, lobby.id, &control(&lobby, "Join"), None);
    let lobby = fake
        .wait_for(10, "Bob in the lobby", |s| {
            let m = s.message(lobby.id)?;
            m.content
                .contains(&format!("<@{}>", bob.id))
                .then(|| m.clone())
        })
        .await;
    // Bob cannot start; Alice can.
    let t = fake.click(&bob, lobby.id, &control(&lobby, "Start"), None);
    let said = private_answer(&fake, &t).await;
    assert_eq!(said, "Only the host can do that.");
    fake.click(&alice, lobby.id, &control(&lobby, "Start"), None);

    let turns = play_through(&fake, channel, &people, lobby.id).await;
    assert!(turns >= 60, "{turns} turns");
    // The end: standings, then the replay.
    let fin = fake
        .wait_for(30, "the replay", |s| {
            newest(s, channel, 0, |m| {
                m.files.iter().any(|f| f.ends_with(".gif"))
            })
        })
        .await;
    assert!(fin.content.contains("whole game"));
    let standings = fake
        .wait_for(5, "the final scores", |s| {
            newest(s, channel, 0, |m| m.content.contains("Final scores"))
        })
        .await;
    // The final board, and the score race beside it.
    assert_eq!(
        standings.files,
        ["carcassonne.png", "carcassonne-race.png"],
        "{:?}",
        standings.files
    );
    fake.assert_no_violations();
    bot.stop().await;

    // The final message agrees with the stored game, and its record replays.
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let view = svc.view(id).await.unwrap();
    for seat in &view.seats {
        let line = format!("<@{}> — **{}**", seat.user_id, seat.score);
        assert!(
            standings.content.contains(&line),
            "{line} not in {}",
            standings.content
        );
    }
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert!(game.is_over());
    let mut by_seat: Vec<u32> = view.seats.iter().map(|s| s.score).collect();
    let mut replayed = game.scores().to_vec();
    by_seat.sort();
    replayed.sort();
    assert_eq!(by_seat, replayed);
    svc.store().close().await;
}

/// Runs a slash command and waits for its first visible answer.
async fn command(
    fake: &Fake,
    who: &Person,
    channel: u64,
    name: &str,
    sub: Option<&str>,
    options: serde_json::Value,
) -> Msg {
    let t = fake.slash(who, channel, name, sub, options);
    answer_to(fake, &t).await
}

/// The answer to interaction `t`: its response, or the follow-up after it
/// (a public acknowledgement taken back for a private answer).
async fn answer_to(fake: &Fake, t: &str) -> Msg {
    fake.wait_for(20, "the command's answer", |s| {
        let p = s.interactions.get(t)?;
        s.messages
            .iter()
            .filter(|m| m.token.as_deref() == Some(t))
            .rfind(|m| !m.content.is_empty() || !m.files.is_empty())
            .filter(|_| !p.thinking)
            .cloned()
    })
    .await
}

/// Clicks and waits until the interaction is answered; returns any
/// ephemeral reply.
async fn click(fake: &Fake, who: &Person, m: &Msg, id: &str) -> Option<String> {
    let t = fake.click(who, m.id, id, None);
    answered_click(fake, &t).await
}

/// As [`click`], for a click Discord's client would not send as the
/// message stands (a disabled control, one it no longer shows, a forged
/// id).
async fn forged_click(fake: &Fake, who: &Person, m: &Msg, id: &str) -> Option<String> {
    let t = fake.forge_click(who, m.id, id, None);
    answered_click(fake, &t).await;
    // A forged click is always refused, in so many words.
    Some(private_answer(fake, &t).await)
}

/// Waits until click `t` is acknowledged; any ephemeral reply.
async fn answered_click(fake: &Fake, t: &str) -> Option<String> {
    fake.wait_for(10, "the click to be acknowledged", |s| {
        s.interactions.get(t).filter(|p| p.acknowledged).map(|_| ())
    })
    .await;
    // Give a refusal a moment to follow the acknowledgement.
    tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    fake.ephemerals(t).into_iter().next()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_lobby_flows_resign_export_leaderboard_and_stats() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_002;
    let (alice, bob, cleo) = (
        Person::new(2_001, "Alice"),
        Person::new(2_002, "Bob"),
        Person::new(2_003, "Cleo"),
    );
    // Options: 3 seats, first-edition farms (choice 1), 2 hours per turn.
    let opts = json!([
        { "name": "seats", "type": 4, "value": 3 },
        { "name": "farms", "type": 4, "value": 1 },
        { "name": "turn_hours", "type": 4, "value": 2 }
    ]);
    let lobby = fake.open_lobby(&alice, channel, opts).await;
    assert!(lobby.content.contains("first edition"), "{}", lobby.content);
    assert!(lobby.content.contains("up to 3"), "{}", lobby.content);
    // A second game in the same channel is refused, naming the first.
    let again = command(&fake, &bob, channel, "carcassonne", Some("new"), json!([])).await;
    assert!(
        again.ephemeral && again.content.contains("already has a game (#"),
        "{}",
        again.content
    );
    for p in [&bob, &cleo] {
        assert_eq!(
            click(&fake, p, &lobby, &control(&lobby, "Join")).await,
            None
        );
    }
    assert_eq!(
        click(&fake, &cleo, &lobby, &control(&lobby, "Join"))
            .await
            .as_deref(),
        Some("You are already in this game.")
    );
    assert_eq!(
        click(&fake, &cleo, &lobby, &control(&lobby, "Leave")).await,
        None
    );
    // The lobby shows it once its edit is out.
    fake.wait_for(10, "the lobby without Cleo", |s| {
        s.message(lobby.id)
            .filter(|m| !m.content.contains("<@2003>"))
            .map(|_| ())
    })
    .await;
    assert_eq!(
        click(&fake, &cleo, &lobby, &control(&lobby, "Join")).await,
        None
    );
    assert_eq!(
        click(&fake, &bob, &lobby, &control(&lobby, "Cancel"))
            .await
            .as_deref(),
        Some("Only the host or a server admin can cancel the game.")
    );
    assert_eq!(
        click(&fake, &alice, &lobby, &control(&lobby, "Start")).await,
        None
    );
    let people = vec![alice.clone(), bob.clone(), cleo.clone()];
    let first = play_turns(&fake, channel, &people, lobby.id, 6).await;
    assert_eq!(first.turns, 6);
    // Bob leaves mid-game (once the next turn is up); the others play on.
    fake.wait_for(20, "the seventh turn", |s| {
        newest(s, channel, first.last, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    let left = command(
        &fake,
        &bob,
        channel,
        "carcassonne",
        Some("resign"),
        json!([]),
    )
    .await;
    assert!(left.content.contains("left game #"), "{}", left.content);
    // The turn in progress is posted afresh after the resignation.
    let rest = play_turns(&fake, channel, &people, left.id, usize::MAX).await;
    assert!(rest.over);
    {
        let s = fake.state();
        let turns_after: Vec<&Msg> = s
            .in_channel(channel)
            .into_iter()
            .filter(|m| m.id > left.id && m.content.contains("it's your turn"))
            .collect();
        assert!(
            turns_after
                .iter()
                .all(|m| !m.content.starts_with("<@2002>")),
            "Bob is skipped"
        );
    }
    // The record, the board, the leaderboard and stats.
    let export = command(
        &fake,
        &alice,
        channel,
        "carcassonne",
        Some("export"),
        json!([]),
    )
    .await;
    assert!(export.files.iter().any(|f| f.ends_with(".json")));
    let board = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("board"),
        json!([]),
    )
    .await;
    assert!(board.ephemeral && board.files.iter().any(|f| f.ends_with(".png")));
    let holders = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("board"),
        json!([{ "name": "show", "type": 4, "value": 1 }]),
    )
    .await;
    assert!(holders.ephemeral && holders.files.iter().any(|f| f.ends_with(".png")));
    assert!(
        holders.content.contains("who held what"),
        "{}",
        holders.content
    );
    let history = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("history"),
        json!([{ "name": "moves", "type": 4, "value": 5 }]),
    )
    .await;
    assert!(history.ephemeral);
    assert!(
        history.content.starts_with("**Game #") && history.content.contains("placed tile"),
        "{}",
        history.content
    );
    let lb = command(&fake, &cleo, channel, "leaderboard", None, json!([])).await;
    assert!(lb.content.contains("1. <@"), "{}", lb.content);
    let stats = command(
        &fake,
        &cleo,
        channel,
        "stats",
        None,
        json!([{ "name": "user", "type": 6, "value": bob.id.to_string() }]),
    )
    .await;
    assert!(
        stats.content.contains("1 game, 0 wins"),
        "{}",
        stats.content
    );
    assert!(
        stats.content.contains("**Last game:**\n#"),
        "{}",
        stats.content
    );
    let h2h = command(
        &fake,
        &cleo,
        channel,
        "stats",
        None,
        json!([
            { "name": "user", "type": 6, "value": bob.id.to_string() },
            { "name": "against", "type": 6, "value": alice.id.to_string() },
        ]),
    )
    .await;
    assert!(
        h2h.content
            .contains(&format!("**Against <@{}>:** 1 game together", alice.id)),
        "{}",
        h2h.content
    );
    assert!(h2h.pings.nobody());
    let rules = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("rules"),
        json!([]),
    )
    .await;
    assert!(rules.content.contains("defaults"), "{}", rules.content);
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_players_play_a_whole_game_with_long_menus() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_003;
    let people: Vec<Person> = (1..=5)
        .map(|i| Person::new(3_000 + i, &format!("Player{i}")))
        .collect();
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    for p in &people[1..] {
        assert_eq!(
            click(&fake, p, &lobby, &control(&lobby, "Join")).await,
            None
        );
    }
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let played = play_turns(&fake, channel, &people, lobby.id, usize::MAX).await;
    assert!(played.over);
    assert!(played.followers > 5, "{played:?}");
    assert!(
        played.pages > 0,
        "a menu of more than 25 positions was paged: {played:?}"
    );
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_answer_and_changes_nothing() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_004;
    let (alice, bob, eve) = (
        Person::new(4_001, "Alice"),
        Person::new(4_002, "Bob"),
        Person::new(4_003, "Eve"),
    );
    let lobby = fake.open_lobby(&alice, channel, json!([])).await;
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    click(&fake, &alice, &lobby, &control(&lobby, "Start")).await;
    let turn = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let player = mentioned(&turn, &[alice.clone(), bob.clone()]);
    // Random custom ids, and ids for games that do not exist.
    for junk in [
        "hello",
        "cb1:l:1",
        "cb1:c:999999:1:1:0",
        "cb1:l:99999:j",
        &"x".repeat(100),
    ] {
        let said = forged_click(&fake, &eve, &turn, junk)
            .await
            .unwrap_or_default();
        assert!(
            said.contains("not one this bot knows") || said.contains("no such game"),
            "{junk}: {said}"
        );
    }
    // A control of this game, clicked from another channel.
    let t = fake.click_in(&player, channel + 1, turn.id, &turn.controls()[0].0);
    let said = private_answer(&fake, &t).await;
    assert_eq!(
        said,
        "That control belongs to a game in another channel; it changes nothing."
    );
    // Someone outside the game.
    let menu = turn.controls()[0].0.clone();
    let value = turn.menu()[0].0.clone();
    let t = fake.click(&eve, turn.id, &menu, Some(vec![value.clone()]));
    let said = private_answer(&fake, &t).await;
    assert_eq!(said, "You are not playing in this game.");
    // A double click on Confirm places the tile once.
    fake.click(&player, turn.id, &menu, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            s.message(turn.id)
                .filter(|m| m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                .cloned()
        })
        .await;
    let confirm = control(&shown, "Confirm");
    let posts_before = fake.state().in_channel(channel).len();
    let a = fake.click(&player, turn.id, &confirm, None);
    let b = fake.click(&player, turn.id, &confirm, None);
    fake.wait_for(10, "both clicks answered", |s| {
        (s.interactions.get(&a)?.acknowledged && s.interactions.get(&b)?.acknowledged).then_some(())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let refusals: Vec<String> = [fake.ephemerals(&a), fake.ephemerals(&b)].concat();
    assert_eq!(
        refusals.len(),
        1,
        "exactly one of the two confirms is refused"
    );
    assert_eq!(
        refusals[0],
        "You have already placed your tile; now choose where to put a follower, or none."
    );
    // Nothing new is posted: the turn message shows the follower step.
    {
        let s = fake.state();
        assert_eq!(s.in_channel(channel).len(), posts_before, "nothing posted");
        let m = s.message(turn.id).unwrap();
        assert!(m.controls().iter().any(|c| c.1 == "No follower"), "{m:?}");
    }
    // Confirm once more from a client that still shows the tile step: the
    // same answer, nothing posted.
    let c = fake.forge_click(&player, turn.id, &confirm, None);
    fake.wait_for(10, "the third confirm answered", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.token.as_deref() == Some(c.as_str()))
            .map(|_| ())
    })
    .await;
    assert_eq!(
        fake.ephemerals(&c),
        vec!["You have already placed your tile; now choose where to put a follower, or none."]
    );
    assert_eq!(fake.state().in_channel(channel).len(), posts_before);
    // A command in a DM is refused by the framework, politely.
    let dm = fake.slash_in_dm(&eve, "carcassonne", Some("new"), json!([]));
    fake.wait_for(10, "the DM refusal", |s| {
        s.interactions
            .get(&dm)
            .filter(|p| p.acknowledged)
            .map(|_| ())
    })
    .await;
    fake.assert_no_violations();
    bot.stop().await;
    // Nothing beyond one placed tile is stored.
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert!(
        record.turns.is_empty(),
        "the follower step is still open, so no turn is complete"
    );
    let view = svc.view(id).await.unwrap();
    assert!(matches!(
        view.state,
        carcassonne_bot::game::ViewState::Turn(carcassonne_bot::game::TurnView {
            step: carcassonne_bot::game::TurnStep::PlaceFollower { .. },
            ..
        })
    ));
    svc.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropped_gateways_and_failing_rest_calls_do_not_stop_a_game() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_005;
    let people = vec![Person::new(5_101, "Ann"), Person::new(5_102, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let first = play_turns(&fake, channel, &people, lobby.id, 10).await;
    // The connection drops; the bot resumes (or identifies again).
    let before = {
        let s = fake.state();
        s.resumed + s.identified
    };
    fake.drop_gateway();
    // A connection gone without a close frame is noticed when a heartbeat
    // goes unanswered: Discord's interval is 41.25 s, and the first comes
    // after a random part of it, so this can take two intervals and more.
    fake.wait_for(150, "the bot to reconnect", |s| {
        (s.resumed + s.identified > before).then_some(())
    })
    .await;
    let second = play_turns(&fake, channel, &people, first.last, 10).await;
    // From now on Discord fails every seventh request with a 500 or a 429.
    fake.fail_every(7);
    let rest = play_turns(&fake, channel, &people, second.last, usize::MAX).await;
    assert!(rest.over);
    assert!(
        fake.state().failed >= 10,
        "{} failures injected",
        fake.state().failed
    );
    fake.assert_no_violations();
    bot.stop().await;
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let game = replay(&Record::parse(&svc.export(id).await.unwrap()).unwrap()).unwrap();
    assert!(game.is_over(), "the stored game is whole");
    svc.store().close().await;
}

/// A small deterministic generator for the option fuzzing below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<T: Clone>(&mut self, from: &[T]) -> T {
        from[(self.next() % from.len() as u64) as usize].clone()
    }
}

/// One option of any declared or made-up name, with a value of any type.
fn any_option(rng: &mut Rng) -> serde_json::Value {
    let name = rng.pick(&[
        "small_city",
        "farms",
        "end_scoring",
        "seats",
        "turn_hours",
        "thread",
        "colour",
        "seats_",
        "ﾌ",
        "a_very_long_option_name_nobody_declared",
    ]);
    let (kind, value) = match rng.next() % 5 {
        0 => (
            3,
            json!(rng.pick(&["", "four", "0", "-1", "<@1>", "🏰", "standard"])),
        ),
        1 => (
            4,
            json!(rng.pick(&[
                -5i64,
                0,
                1,
                2,
                3,
                6,
                7,
                255,
                256,
                336,
                337,
                4_294_967_296,
                1_000_000_000_000
            ])),
        ),
        2 => (5, json!(rng.next().is_multiple_of(2))),
        3 => (10, json!(rng.pick(&[2.5f64, -0.0, 1e300]))),
        _ => (6, json!("4999")),
    };
    json!({ "name": name, "type": kind, "value": value })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_that_do_not_fit_get_a_clear_answer_and_open_nothing() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_006;
    let ann = Person::new(6_001, "Ann");
    let said = |m: Msg| {
        assert!(m.ephemeral, "refusals are only for the person: {m:?}");
        m.content
    };
    // An option the command does not have.
    let m = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("new"),
        json!([{ "name": "colour", "type": 3, "value": "red" }]),
    )
    .await;
    assert!(said(m).contains("no option called `colour`"));
    // An option of the wrong type, as a stale command list would send it.
    let m = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("new"),
        json!([{ "name": "seats", "type": 3, "value": "four" }]),
    )
    .await;
    assert!(said(m).contains("does not match this bot's version"));
    // Numbers out of range, which Discord's client would not send.
    for seats in [9, 1, 300, 1_000_000_000_000i64] {
        let m = command(
            &fake,
            &ann,
            channel,
            "carcassonne",
            Some("new"),
            json!([{ "name": "seats", "type": 4, "value": seats }]),
        )
        .await;
        let text = said(m);
        assert!(
            text.contains("2 to 6") || text.contains("out of range"),
            "{seats}: {text}"
        );
    }
    // A choice that is not one of the listed ones.
    let m = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("new"),
        json!([{ "name": "farms", "type": 4, "value": 99 }]),
    )
    .await;
    let text = said(m);
    assert!(text.contains("a choice it does not have"), "{text}");
    // A subcommand or a command that does not exist, and no subcommand.
    for (name, sub) in [("carcassonne", Some("fly")), ("chess", None)] {
        let m = command(&fake, &ann, channel, name, sub, json!([])).await;
        assert!(said(m).contains("does not match this bot's version"));
    }
    let m = command(&fake, &ann, channel, "carcassonne", None, json!([])).await;
    assert!(said(m).contains("subcommands"));
    // Nothing was opened.
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    assert_eq!(svc.latest_game_in(channel as i64).await.unwrap(), None);
    svc.store().close().await;

    // Fuzz: any mix of options gets an answer, and the bot keeps serving.
    let mut rng = Rng(0x5eed_cafe_f00d_1234);
    for i in 0..40 {
        let n = rng.next() % 5;
        let options: Vec<_> = (0..n).map(|_| any_option(&mut rng)).collect();
        let sub = rng.pick(&["new", "config", "stats", "board"]);
        let name = if sub == "stats" {
            "stats"
        } else {
            "carcassonne"
        };
        let sub = (name == "carcassonne").then_some(sub);
        let t = fake.slash(&ann, 7_000 + i, name, sub, json!(options));
        fake.wait_for(20, "an answer to fuzzed options", |s| {
            s.messages
                .iter()
                .any(|m| {
                    m.token.as_deref() == Some(t.as_str())
                        && (!m.content.is_empty() || !m.files.is_empty())
                })
                .then_some(())
        })
        .await;
    }
    let m = command(&fake, &ann, channel, "carcassonne", Some("help"), json!([])).await;
    assert!(m.content.contains("/carcassonne new"), "{}", m.content);

    // Two people click Join on the last free seat at the same moment.
    let (bob, eve) = (Person::new(6_002, "Bob"), Person::new(6_003, "Eve"));
    let lobby = fake
        .open_lobby(
            &ann,
            5_007,
            json!([{ "name": "seats", "type": 4, "value": 2 }]),
        )
        .await;
    let join = control(&lobby, "Join");
    let a = fake.click(&bob, lobby.id, &join, None);
    let b = fake.click(&eve, lobby.id, &join, None);
    fake.wait_for(10, "both clicks answered", |s| {
        (s.interactions.get(&a)?.acknowledged && s.interactions.get(&b)?.acknowledged).then_some(())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let refusals: Vec<String> = [a, b].iter().flat_map(|t| fake.ephemerals(t)).collect();
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert!(refusals[0].contains("The game is full"), "{refusals:?}");
    let shown = fake.state().message(lobby.id).cloned().unwrap();
    let seated = [&bob, &eve]
        .iter()
        .filter(|p| shown.content.contains(&format!("<@{}>", p.id)))
        .count();
    assert_eq!(seated, 1, "{}", shown.content);
    fake.assert_no_violations();
    bot.stop().await;
}

/// Picks `value` in a lobby's computer menu; returns any private reply.
async fn add_computer(fake: &Fake, who: &Person, lobby: &Msg, value: &str) -> Option<String> {
    let menu = control(lobby, "Add a computer");
    let t = fake.click(who, lobby.id, &menu, Some(vec![value.to_string()]));
    fake.wait_for(10, "the menu pick to be acknowledged", |s| {
        s.interactions
            .get(&t)
            .filter(|p| p.acknowledged)
            .map(|_| ())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    fake.ephemerals(&t).into_iter().next()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_a_whole_game_against_computer_players() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_008;
    let (ann, eve) = (Person::new(8_001, "Ann"), Person::new(8_002, "Eve"));
    // One easy computer player from the command, in a game of three seats.
    let lobby = fake
        .open_lobby(
            &ann,
            channel,
            json!([
                { "name": "seats", "type": 4, "value": 3 },
                { "name": "computers", "type": 4, "value": 1 },
                { "name": "computer_level", "type": 4, "value": 0 },
            ]),
        )
        .await;
    assert!(
        lobby.content.contains("🤖 **Computer 1 (easy)**"),
        "{}",
        lobby.content
    );
    assert!(
        lobby.content.contains("The host can start"),
        "{}",
        lobby.content
    );
    // Only the host adds computer players (the menu offers only its
    // levels: a value it does not offer is refused in the adapter's own
    // unit test, as Discord's client cannot send one).
    let said = add_computer(&fake, &eve, &lobby, "hard")
        .await
        .unwrap_or_default();
    assert_eq!(said, "Only the host can do that.");
    assert_eq!(add_computer(&fake, &ann, &lobby, "medium").await, None);
    let full = fake.state().message(lobby.id).cloned().unwrap();
    assert!(
        full.content.contains("Computer 2 (medium)"),
        "{}",
        full.content
    );
    assert!(
        !full
            .controls()
            .iter()
            .any(|c| c.1.starts_with("Add a computer")),
        "a full lobby offers no more seats"
    );
    // Remove it again, and add a medium one back.
    assert_eq!(
        click(&fake, &ann, &full, &control(&full, "Remove computer")).await,
        None
    );
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    assert!(!lobby.content.contains("Computer 2"), "{}", lobby.content);
    assert_eq!(add_computer(&fake, &ann, &lobby, "medium").await, None);
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &ann, &lobby, &control(&lobby, "Start")).await;
    // Ann plays her turns; the computers play theirs by themselves.
    let turns = play_through(&fake, channel, std::slice::from_ref(&ann), lobby.id).await;
    assert!(turns >= 20, "Ann played {turns} turns");
    let moves: Vec<Msg> = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .filter(|m| {
            m.content.contains("(easy) placed tile") || m.content.contains("(medium) placed tile")
        })
        .cloned()
        .collect();
    assert!(moves.len() >= 40, "{} computer moves shown", moves.len());
    assert!(
        moves
            .iter()
            .all(|m| m.files.iter().any(|f| f.ends_with(".png"))),
        "every computer move comes with the board"
    );
    let last = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .rev()
        .find(|m| m.content.contains("Final scores"))
        .cloned()
        .unwrap();
    assert!(
        last.content.contains("🤖 **Computer 1 (easy)**"),
        "{}",
        last.content
    );
    fake.assert_no_violations();
    bot.stop().await;
    // The stored game replays; only Ann has stats, and no rating changed
    // (computer players are not rated, and people are rated among people).
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    let game = replay(&record).unwrap();
    assert!(game.is_over());
    let lb = svc
        .leaderboard(fake_discord::GUILD as i64, 0, 10)
        .await
        .unwrap();
    assert_eq!(lb.total, 1);
    assert_eq!(lb.entries[0].1.user_id, ann.id as i64);
    svc.store().close().await;
}

/// Discord fails chosen calls: a 500 before doing anything, a 500 after
/// doing it (the answer lost), an answer that never comes in time, and 429s
/// with a Retry-After the bot must wait out. Every effect is delivered once; nothing is posted twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_rest_calls_deliver_every_effect_once() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_900;
    let people = vec![Person::new(5_901, "Ann"), Person::new(5_902, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    // From now on, each turn meets a fault of each kind of call, by turns.
    let kinds = [
        Fault::ServerErrorAfter,
        Fault::RateLimited(1.0),
        Fault::ServerError,
        Fault::RateLimited(0.5),
    ];
    let mut after = lobby.id;
    for turn in 0..8 {
        let f = |i: usize| kinds[(turn + i) % kinds.len()];
        fake.fault("POST /channels/", f(0));
        fake.fault("PATCH /channels/", f(1));
        fake.fault("POST /interactions/", f(2));
        fake.fault("PATCH /webhooks/", f(3));
        // And one call a turn hangs past the bot's request timeout, after
        // doing its work: a post, then an edit.
        if turn % 2 == 0 {
            fake.fault("POST /channels/", Fault::SlowAfter(3.0));
        } else {
            fake.fault("PATCH /channels/", Fault::SlowAfter(3.0));
        }
        let played = play_turns(&fake, channel, &people, after, 1).await;
        assert_eq!(played.turns, 1);
        after = played.last;
    }
    let (left, failed) = {
        let s = fake.state();
        (s.faults.len(), s.failed)
    };
    assert_eq!(left, 0, "every fault was met");
    assert!(failed >= 36, "{failed} failures");
    // Everything stored was delivered, once.
    let store = Store::open(&bot.url).await.unwrap();
    let waiting = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM effects WHERE done_at IS NULL OR outcome LIKE 'failed%'",
        )
        .fetch_one(store.pool())
        .await
        .unwrap()
    };
    for _ in 0..200 {
        if waiting().await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(waiting().await, 0, "undelivered or failed effects");
    {
        let s = fake.state();
        let public = s.in_channel(channel);
        // Eight closed turn messages (each now says what was played) and the
        // ninth turn, live.
        let closed = public
            .iter()
            .filter(|m| m.content.contains(" placed tile "))
            .count();
        assert_eq!(
            closed,
            8,
            "closed turn messages: {:#?}",
            public
                .iter()
                .map(|m| (m.id, &m.content, m.controls().len()))
                .collect::<Vec<_>>()
        );
        let ninth = public
            .iter()
            .filter(|m| m.content.contains("it's your turn (move 9)"))
            .count();
        assert_eq!(ninth, 1, "the ninth turn posted {ninth} times");
        // A post delivered twice would follow itself (a game's effects go
        // out in order); the same news in two turns is fine.
        for pair in public.windows(2) {
            assert_ne!(pair[0].content, pair[1].content, "posted twice");
        }
        let live: Vec<_> = public
            .iter()
            .filter(|m| m.controls().iter().any(|c| !c.2))
            .collect();
        assert_eq!(live.len(), 1, "one live turn message: {live:#?}");
    }
    store.close().await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// The lobby is posted but its answer is lost, and its retries cannot
/// look for it (the listing fails) until the host has cancelled the game.
/// The retry then skips the post, as the game moved on; but the message
/// made the first time would keep Join and Start for good, so it is found
/// and its controls taken away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_skipped_post_closes_the_message_its_lost_answer_made() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_960;
    let ann = Person::new(5_961, "Ann");
    let list = format!("GET /channels/{channel}/messages");
    fake.fault("POST /channels/", Fault::ServerErrorAfter);
    for _ in 0..4 {
        fake.fault(&list, Fault::ServerError);
    }
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    sub(&fake, &ann, channel, "cancel").await;
    let closed = fake
        .wait_for(40, "the orphaned lobby closed", |s| {
            s.message(lobby.id)
                .filter(|m| m.controls().is_empty())
                .cloned()
        })
        .await;
    assert!(closed.controls().is_empty());
    {
        let s = fake.state();
        assert!(s.faults.is_empty(), "every fault was met");
        assert!(
            s.requests
                .iter()
                .any(|r| r.starts_with(&format!("PATCH /channels/{channel}/messages/{}", lobby.id))),
            "the lobby was edited"
        );
    }
    bot.stop().await;
}

/// Discord remembers a nonce for a few minutes only. Here it forgets at
/// once, and every post (in the channel and in a DM) is carried out but
/// answered with a 500: each is tried again, finds the message made the
/// first time, and nothing is posted twice. The orphan's controls are the
/// game's live ones, so no stale turn message keeps live buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_tried_again_after_the_nonce_window_are_not_doubled() {
    use fake_discord::Fault;
    let fake = Fake::start_roomy().await;
    fake.state().nonce_window = Some(std::time::Duration::ZERO);
    let mut bot = Bot::start(&fake).await;
    let channel = 5_950;
    let people = vec![Person::new(5_951, "Ann"), Person::new(5_952, "Ben")];
    let dm = 600_000_000_000_000_000 + people[0].id;
    // Ann is told of her turns in a DM.
    let how = json!([{ "name": "how", "type": 4, "value": 1 }]);
    command(
        &fake,
        &people[0],
        channel,
        "carcassonne",
        Some("notify"),
        how,
    )
    .await;
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    fake.fault("POST /channels/", Fault::ServerErrorAfter);
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let mut after = lobby.id;
    for _ in 0..6 {
        fake.fault("POST /channels/", Fault::ServerErrorAfter);
        fake.fault(&format!("POST /channels/{dm}/"), Fault::ServerErrorAfter);
        let played = play_turns(&fake, channel, &people, after, 1).await;
        assert_eq!(played.turns, 1);
        after = played.last;
    }
    let service = service_of(&bot).await;
    let game = service
        .game_in_channel(channel as i64)
        .await
        .unwrap()
        .unwrap();
    for _ in 0..200 {
        if service.next_effect(game).await.unwrap().is_none() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(
        service.next_effect(game).await.unwrap().is_none(),
        "undelivered effects"
    );
    {
        let s = fake.state();
        assert!(s.failed >= 7, "{} answers lost", s.failed);
        assert!(s.nonce_repeats.is_empty(), "the nonce was forgotten");
        let looked = s
            .requests
            .iter()
            .filter(|r| r.starts_with(&format!("GET /channels/{channel}/messages")))
            .count();
        assert!(looked >= 6, "looked for its messages {looked} times");
        assert!(
            s.requests
                .iter()
                .any(|r| r.starts_with(&format!("GET /channels/{dm}/messages"))),
            "looked in the DM"
        );
        let public = s.in_channel(channel);
        for pair in public.windows(2) {
            assert_ne!(
                pair[0].posted_content, pair[1].posted_content,
                "posted twice"
            );
        }
        let seventh = public
            .iter()
            .filter(|m| m.content.contains("it's your turn (move 7)"))
            .count();
        assert_eq!(seventh, 1, "the seventh turn posted {seventh} times");
        let live: Vec<_> = public
            .iter()
            .filter(|m| m.controls().iter().any(|c| !c.2))
            .collect();
        assert_eq!(live.len(), 1, "one live turn message: {live:#?}");
        let dms = s.in_channel(dm);
        for pair in dms.windows(2) {
            assert_ne!(pair[0].content, pair[1].content, "a DM sent twice");
        }
        let ann_turns = public
            .iter()
            .filter(|m| m.posted_content.contains("it's your turn"))
            .filter(|m| {
                m.posted_content
                    .starts_with(&format!("<@{}>", people[0].id))
            })
            .count();
        assert_eq!(dms.len(), ann_turns, "one DM per turn of Ann's");
    }
    bot.stop().await;
    fake.assert_no_violations();
}

/// Twenty games' reminders fall due while a game of hard computer players
/// thinks: each reminder is posted (once, with the turn's controls). The
/// delays are printed; they are figures, not a pass mark.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_fire_while_a_computer_thinks_hard() {
    use carcassonne_bot::ai::Level;
    use carcassonne_bot::game::{GameOptions, TurnStep, User, ViewState};
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let svc = Service::new(Store::open(&bot.url).await.unwrap());
    let guild = fake_discord::GUILD as i64;
    let ann = User::new(9_001, "Ann");
    let ben = User::new(9_002, "Ben");
    // A person and five hard computers; the person moves, then the
    // computers think, one after another.
    let six = GameOptions {
        seats: 6,
        ..GameOptions::default()
    };
    let hard = svc.create(guild, 8_100, &ann, six).await.unwrap().game_id;
    for _ in 0..5 {
        svc.add_computer(hard, &ann, Level::Hard).await.unwrap();
    }
    let mut games = Vec::new();
    for i in 0..20 {
        let id = svc
            .create(guild, 8_000 + i, &ann, GameOptions::default())
            .await
            .unwrap()
            .game_id;
        svc.join(id, &ben).await.unwrap();
        svc.start(id, &ann).await.unwrap();
        games.push((id, 8_000 + i as u64));
    }
    // Deliver the new games' lobbies and turns (as any click would).
    let view = svc.start(hard, &ann).await.unwrap();
    if let ViewState::Turn(t) = &view.state
        && t.computer.is_none()
    {
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!()
        };
        let mv = carcassonne_bot::engine::Move {
            placement: carcassonne_bot::engine::Placement {
                pos: candidates[0].pos,
                rot: candidates[0].rotations[0],
            },
            meeple: None,
            return_abbot: false,
        };
        svc.play(hard, &ann, t.move_no, mv).await.unwrap();
    }
    // The bot finds the new work on its next sweep.
    fake.wait_for(30, "the turns of the twenty games", |s| {
        games
            .iter()
            .all(|(_, c)| {
                s.in_channel(*c)
                    .iter()
                    .any(|m| m.content.contains("it's your turn"))
            })
            .then_some(())
    })
    .await;
    // All twenty reminders fall due in a few seconds, while the computers
    // of the other game think.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let due = now + 7;
    sqlx::query("UPDATE games SET reminder_at = ? WHERE id <> ? AND status = 'playing'")
        .bind(due)
        .bind(hard)
        .execute(svc.store().pool())
        .await
        .unwrap();
    let posted: Vec<i64> = fake
        .wait_for(60, "every reminder", |s| {
            games
                .iter()
                .map(|(_, c)| {
                    let r: Vec<&Msg> = s
                        .in_channel(*c)
                        .into_iter()
                        .filter(|m| m.content.starts_with('⏰'))
                        .collect();
                    (r.len() == 1).then(|| r[0].posted_ms)
                })
                .collect::<Option<Vec<i64>>>()
        })
        .await;
    let mut delays: Vec<i64> = posted.iter().map(|p| p - due * 1000).collect();
    delays.sort_unstable();
    let computer_moves = fake
        .state()
        .in_channel(8_100)
        .iter()
        .filter(|m| m.content.starts_with("🤖"))
        .count();
    eprintln!(
        "reminder delays (ms after due, as posted): p50 {} p99 {} max {}; {computer_moves} hard computer moves posted meanwhile",
        delays[delays.len() / 2],
        delays[(delays.len() * 99).div_ceil(100) - 1],
        delays[delays.len() - 1]
    );
    assert!(
        delays.iter().all(|&d| d >= 0),
        "no reminder before its time"
    );
    // Each reminder closed the old turn message: one live message a game.
    {
        let s = fake.state();
        for (_, c) in &games {
            let live = s
                .in_channel(*c)
                .into_iter()
                .filter(|m| m.controls().iter().any(|x| !x.2))
                .count();
            assert_eq!(live, 1, "channel {c}");
        }
    }
    svc.store().close().await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// `/carcassonne turn` gives the player in turn their controls, privately;
/// playing from that copy moves the game on like the turn message would.
/// Anyone else is told whose turn it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_in_turn_gets_their_controls_back() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_950;
    let people = vec![Person::new(5_951, "Ann"), Person::new(5_952, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let live = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let player = mentioned(&live, &people);
    let other = people.iter().find(|p| p.id != player.id).unwrap().clone();
    // The turn message is recorded as live once Discord's answer is stored,
    // a moment after it shows.
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    for _ in 0..100 {
        if svc.live_message(game).await.unwrap() == Some(live.id as i64) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    svc.store().close().await;
    // Someone else: whose turn it is, with a link to the turn message.
    let m = command(
        &fake,
        &other,
        channel,
        "carcassonne",
        Some("turn"),
        json!([]),
    )
    .await;
    assert!(m.ephemeral);
    assert!(
        m.content
            .starts_with(&format!("It's {}'s turn, not yours.", player.name))
            && m.content.contains(&live.id.to_string()),
        "{}",
        m.content
    );
    // Anyone: the bag, privately, with its picture.
    let bag = command(
        &fake,
        &other,
        channel,
        "carcassonne",
        Some("bag"),
        json!([]),
    )
    .await;
    assert!(bag.ephemeral && bag.files.iter().any(|f| f.ends_with(".png")));
    assert!(
        bag.content.contains("70 tiles left in the bag"),
        "{}",
        bag.content
    );
    // The player in turn: the controls, privately.
    let copy = command(
        &fake,
        &player,
        channel,
        "carcassonne",
        Some("turn"),
        json!([]),
    )
    .await;
    assert!(copy.ephemeral, "{copy:?}");
    assert!(copy.content.contains("it's your turn"), "{}", copy.content);
    assert!(!copy.menu().is_empty());
    // Play the tile from the private copy.
    let value = copy.menu()[0].0.clone();
    fake.click(&player, copy.id, &copy.controls()[0].0, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview in the copy", |s| {
            s.message(copy.id)
                .filter(|m| m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                .cloned()
        })
        .await;
    fake.click(&player, copy.id, &control(&shown, "Confirm"), None);
    // Both the copy and the public turn message show the follower step.
    fake.wait_for(10, "the follower step, in both", |s| {
        let both = [copy.id, live.id].iter().all(|id| {
            s.message(*id)
                .is_some_and(|m| m.controls().iter().any(|c| c.1 == "No follower"))
        });
        both.then_some(())
    })
    .await;
    // Finish from the public message: the copy's controls are then stale.
    let public = fake.state().message(live.id).cloned().unwrap();
    fake.click(&player, public.id, &control(&public, "No follower"), None);
    fake.wait_for(10, "the next turn", |s| {
        newest(s, channel, live.id, |m| {
            m.content.contains("it's your turn")
        })
        .map(|_| ())
    })
    .await;
    let stale = fake.state().message(copy.id).cloned().unwrap();
    let t = fake.click(&player, copy.id, &control(&stale, "No follower"), None);
    let said = private_answer(&fake, &t).await;
    assert!(said.contains("turn is over"), "{said}");
    fake.wait_for(10, "the stale copy to lose its buttons", |s| {
        s.message(copy.id)
            .filter(|m| m.controls().is_empty())
            .map(|_| ())
    })
    .await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// Nothing the bot posts pings a role or @everyone, whatever players call
/// themselves; a turn pings exactly the player in turn, the final scores
/// the game's players; `/leaderboard` and `/stats` ping nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mentions_ping_exactly_whom_they_should() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_970;
    let people = vec![
        Person::new(5_971, "<@&4242>"),
        Person::new(5_972, "@everyone"),
    ];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let played = play_turns(&fake, channel, &people, lobby.id, 4).await;
    // The player in turn leaves: the game ends, with the final scores.
    let live = fake
        .wait_for(20, "the turn", |s| {
            newest(s, channel, 0, |m| m.content.contains("it's your turn"))
        })
        .await;
    let leaver = mentioned(&live, &people);
    let t = fake.slash(&leaver, channel, "carcassonne", Some("resign"), json!([]));
    fake.wait_for(20, "the final scores", |s| {
        s.interactions.get(&t)?;
        newest(s, channel, played.last, |m| {
            m.content.contains("Final scores")
        })
        .map(|_| ())
    })
    .await;
    let lb = command(&fake, &people[1], channel, "leaderboard", None, json!([])).await;
    assert!(
        lb.content.contains(&format!("<@{}>", people[0].id)),
        "{}",
        lb.content
    );
    let st = command(
        &fake,
        &people[1],
        channel,
        "stats",
        None,
        json!([{ "name": "user", "type": 6, "value": people[0].id.to_string() }]),
    )
    .await;
    assert!(
        st.content.contains(&format!("<@{}>", people[0].id)),
        "{}",
        st.content
    );
    let ids: Vec<u64> = people.iter().map(|p| p.id).collect();
    {
        let s = fake.state();
        let mut turns = 0;
        for m in s.messages.iter().filter(|m| !m.ephemeral) {
            assert!(
                m.pings.roles.is_empty() && !m.pings.everyone,
                "pinged a role or everyone: {:?} {:?}",
                m.content,
                m.pings
            );
            assert!(
                m.pings.users.iter().all(|u| ids.contains(u)),
                "pinged someone outside the game: {:?}",
                m.pings
            );
            if m.posted_content.contains("it's your turn") {
                turns += 1;
                let player = people
                    .iter()
                    .find(|p| m.posted_content.starts_with(&format!("<@{}>", p.id)))
                    .unwrap();
                assert_eq!(m.pings.users, vec![player.id], "{}", m.content);
            } else if m.posted_content.contains("Final scores") {
                let mut pinged = m.pings.users.clone();
                pinged.sort_unstable();
                assert_eq!(pinged, ids, "{}", m.content);
            } else {
                assert!(m.pings.nobody(), "{:?} pinged {:?}", m.content, m.pings);
            }
        }
        assert!(turns >= 4, "{turns} turn posts");
        assert!(s.message(lb.id).unwrap().pings.nobody());
        assert!(s.message(st.id).unwrap().pings.nobody());
    }
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notices_come_the_way_each_person_chose() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_100;
    let (ann, bob, cleo) = (
        Person::new(6_101, "Ann"),
        Person::new(6_102, "Bob"),
        Person::new(6_103, "Cleo"),
    );
    // Bob's DMs are closed to the bot.
    fake.state().dms_closed.insert(bob.id);
    let how = |choice: u64| json!([{ "name": "how", "type": 4, "value": choice }]);
    for (who, choice) in [(&ann, 1), (&bob, 1), (&cleo, 2)] {
        let m = command(
            &fake,
            who,
            channel,
            "carcassonne",
            Some("notify"),
            how(choice),
        )
        .await;
        assert!(
            m.ephemeral && m.content.starts_with("From now on"),
            "{}",
            m.content
        );
    }
    let asked = sub(&fake, &cleo, channel, "notify").await;
    assert!(
        asked.content.contains("without a ping"),
        "{}",
        asked.content
    );
    let people = vec![ann.clone(), bob.clone(), cleo.clone()];
    let first = start_game(&fake, channel, &people, json!([])).await;
    let played = play_turns(&fake, channel, &people, first.id - 1, 7).await;
    assert_eq!(played.turns, 7);
    // Each turn's notice follows its message: wait until every one is out.
    let starts = |m: &Msg, p: &Person| m.posted_content.starts_with(&format!("<@{}>", p.id));
    fake.wait_for(10, "every notice", |s| {
        let turns = |p: &Person| {
            s.in_channel(channel)
                .iter()
                .filter(|m| m.posted_content.contains("it's your turn") && starts(m, p))
                .count()
        };
        let dms = s.in_channel(600_000_000_000_000_000 + ann.id).len();
        let nudges = s
            .in_channel(channel)
            .iter()
            .filter(|m| m.posted_content.contains("your turn is waiting"))
            .count();
        (dms == turns(&ann) && nudges == turns(&bob).min(1)).then_some(())
    })
    .await;
    // Each of Ann's turns has a DM with a link to its turn message, and
    // the turn messages mention their players without a ping.
    let msgs: Vec<Msg> = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .cloned()
        .collect();
    let turns: Vec<&Msg> = msgs
        .iter()
        .filter(|m| m.posted_content.contains("it's your turn"))
        .collect();
    let of = |p: &Person| -> Vec<&Msg> {
        turns
            .iter()
            .copied()
            .filter(|m| m.posted_content.starts_with(&format!("<@{}>", p.id)))
            .collect()
    };
    assert!(
        of(&ann).iter().chain(&of(&cleo)).all(|m| m.pings.nobody()),
        "Ann's and Cleo's turn messages ping nobody"
    );
    let dms = fake.dms_to(ann.id);
    assert!(!of(&ann).is_empty());
    assert_eq!(dms.len(), of(&ann).len(), "{dms:?}");
    for (dm, turn) in dms.iter().zip(of(&ann)) {
        let link = format!("/{channel}/{}", turn.id);
        assert!(dm.contains("It's your turn") && dm.contains(&link), "{dm}");
        assert!(dm.contains(&format!("<#{channel}>")), "{dm}");
    }
    // Bob: his first DM was refused, so he was mentioned in the channel
    // with a link and told why, once. From then on his turn messages
    // mention him with a ping, and no DM is tried again: each refused one
    // is an invalid request to Discord.
    assert!(fake.dms_to(bob.id).is_empty());
    let nudges: Vec<&Msg> = msgs
        .iter()
        .filter(|m| m.posted_content.contains("your turn is waiting"))
        .collect();
    let bobs = of(&bob);
    assert!(bobs.len() >= 2, "{} turns of Bob's", bobs.len());
    assert_eq!(nudges.len(), 1);
    let m = nudges[0];
    assert_eq!(m.pings.users, vec![bob.id], "{}", m.content);
    assert!(m.content.starts_with(&format!("<@{}>", bob.id)));
    assert!(m.content.contains(&format!("/{channel}/")));
    assert!(m.content.contains("Your DMs are closed"), "{}", m.content);
    assert!(bobs[0].pings.nobody());
    for later in &bobs[1..] {
        assert_eq!(later.pings.users, vec![bob.id], "{}", later.content);
    }
    let bob_dm = format!("/channels/{}/", 600_000_000_000_000_000 + bob.id);
    let refused: Vec<String> = fake
        .invalid_requests()
        .into_iter()
        .filter(|r| r.contains(&bob_dm))
        .collect();
    assert_eq!(refused.len(), 1, "{refused:?}");
    // Cleo: neither a DM nor a ping.
    assert!(fake.dms_to(cleo.id).is_empty());
    assert!(
        fake.state()
            .messages
            .iter()
            .all(|m| !m.pings.users.contains(&cleo.id)),
        "Cleo is never pinged"
    );
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_lists_page_through_the_servers_games_and_find_yours() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (ann, bob) = (Person::new(6_201, "Ann"), Person::new(6_202, "Bob"));
    let people = vec![ann.clone(), bob.clone()];
    // Nine games: more than a page.
    let mut firsts = Vec::new();
    for channel in 6_210..6_219 {
        firsts.push((
            channel,
            start_game(&fake, channel, &people, json!([])).await,
        ));
    }
    let list = sub(&fake, &ann, 6_210, "games").await;
    assert!(list.ephemeral);
    assert!(
        list.content.contains("9 games running on this server"),
        "{}",
        list.content
    );
    assert_eq!(list.content.matches("<#62").count(), 8, "{}", list.content);
    assert!(list.content.contains("0 turns played, 70 tiles left"));
    let next = control(&list, "Next");
    fake.click(&ann, list.id, &next, None);
    let second = fake
        .wait_for(10, "the second page", |s| {
            s.message(list.id)
                .filter(|m| m.content.contains("page 2 of 2"))
                .cloned()
        })
        .await;
    assert_eq!(
        second.content.matches("<#62").count(),
        1,
        "{}",
        second.content
    );
    // Each person's own games: those waiting for them first, each with a
    // link to its turn message (recorded once Discord's answer is stored).
    let svc = service_of(&bot).await;
    for (channel, turn) in &firsts {
        let game = svc.latest_game_in(*channel as i64).await.unwrap().unwrap();
        for _ in 0..100 {
            if svc.live_message(game).await.unwrap() == Some(turn.id as i64) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
    svc.store().close().await;
    let mine = sub(&fake, &bob, 6_210, "mine").await;
    assert!(mine.ephemeral);
    let waiting: Vec<&(u64, Msg)> = firsts
        .iter()
        .filter(|(_, m)| m.content.starts_with(&format!("<@{}>", bob.id)))
        .collect();
    assert!(
        mine.content
            .contains(&format!("your turn in {} game", waiting.len())),
        "{}",
        mine.content
    );
    let lines: Vec<&str> = mine.content.lines().skip(1).collect();
    assert_eq!(lines.len(), 9, "{}", mine.content);
    for (line, (channel, turn)) in lines.iter().zip(&waiting) {
        assert!(line.contains("**your turn**"), "{line}");
        assert!(line.contains(&format!("/{channel}/{}", turn.id)), "{line}");
    }
    assert!(
        lines[waiting.len()..]
            .iter()
            .all(|l| !l.contains("your turn"))
    );
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_skips_a_turn_and_removes_a_player() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_300;
    let people = vec![
        Person::new(6_301, "Ann"),
        Person::new(6_302, "Bob"),
        Person::new(6_303, "Cleo"),
    ];
    let (ann, cleo) = (&people[0], &people[2]);
    let first = start_game(&fake, channel, &people, json!([])).await;
    let waiting = mentioned(&first, &people);
    // Only the host or someone with Manage Server; refused privately.
    let refused = sub(&fake, cleo, channel, "skip").await;
    assert!(refused.ephemeral);
    assert!(
        refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    assert_eq!(
        fake.state().message(first.id).unwrap().controls().len(),
        first.controls().len()
    );
    // The host skips: told privately; the channel sees who did it, and the
    // next turn.
    let done = sub(&fake, ann, channel, "skip").await;
    assert!(
        done.ephemeral && done.content.starts_with("Done: Ann skipped"),
        "{}",
        done.content
    );
    let closed = fake
        .wait_for(10, "the skipped turn closed", |s| {
            s.message(first.id)
                .filter(|m| m.controls().is_empty() && m.content.contains("skipped"))
                .cloned()
        })
        .await;
    assert!(
        closed
            .content
            .contains(&format!("skipped {}'s turn", waiting.name)),
        "{}",
        closed.content
    );
    let second = fake
        .wait_for(10, "the next turn", |s| {
            newest(s, channel, first.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let next = mentioned(&second, &people);
    assert_ne!(next.id, waiting.id);
    // The host removes the player in turn: they leave the game, and the
    // turn passes on.
    let done = command(
        &fake,
        ann,
        channel,
        "carcassonne",
        Some("remove"),
        json!([{ "name": "player", "type": 6, "value": next.id.to_string() }]),
    )
    .await;
    assert!(
        done.ephemeral && done.content.contains(&format!("removed {}", next.name)),
        "{}",
        done.content
    );
    let third = fake
        .wait_for(10, "the turn after the removal", |s| {
            newest(s, channel, second.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert_ne!(mentioned(&third, &people).id, next.id);
    // Removing them again is refused.
    let again = command(
        &fake,
        ann,
        channel,
        "carcassonne",
        Some("remove"),
        json!([{ "name": "player", "type": 6, "value": next.id.to_string() }]),
    )
    .await;
    assert!(
        again.content.contains("is not playing"),
        "{}",
        again.content
    );
    // The clock stops and starts again, said in the channel.
    let how = |choice: u64| json!([{ "name": "action", "type": 4, "value": choice }]);
    let stopped = command(&fake, ann, channel, "carcassonne", Some("clock"), how(0)).await;
    assert!(
        stopped.content.contains("stopped the clock"),
        "{}",
        stopped.content
    );
    fake.wait_for(10, "the clock news", |s| {
        newest(s, channel, third.id, |m| {
            m.content.contains("stopped the clock")
        })
        .map(|_| ())
    })
    .await;
    let started = command(&fake, ann, channel, "carcassonne", Some("clock"), how(1)).await;
    assert!(
        started.content.contains("started the clock"),
        "{}",
        started.content
    );
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_opens_a_lobby_and_invites_everyone_once() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_400;
    let people = vec![Person::new(6_401, "Ann"), Person::new(6_402, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    // The player in turn leaves: the game ends, with a Rematch button on
    // the final scores.
    let leaver = mentioned(&first, &people);
    let stayer = people.iter().find(|p| p.id != leaver.id).unwrap().clone();
    let t = fake.slash(&leaver, channel, "carcassonne", Some("resign"), json!([]));
    let fin = fake
        .wait_for(20, "the final scores", |s| {
            s.interactions.get(&t)?;
            newest(s, channel, first.id, |m| m.content.contains("Final scores"))
        })
        .await;
    let rematch = control(&fin, "Rematch");
    // Someone who did not play cannot.
    let zed = Person::new(6_409, "Zed");
    fake.click(&zed, fin.id, &rematch, None);
    fake.wait_for(10, "the refusal", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.content.contains("not playing in this game"))
            .map(|_| ())
    })
    .await;
    // The leaver asks for a rematch: a new lobby they host, and the other
    // player invited once.
    click(&fake, &leaver, &fin, &rematch).await;
    let lobby = fake
        .wait_for(10, "the new lobby", |s| {
            newest(s, channel, fin.id, |m| {
                m.controls().iter().any(|c| c.1 == "Join")
            })
        })
        .await;
    let invite = fake
        .wait_for(10, "the invitation", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("Rematch of game")
            })
        })
        .await;
    assert_eq!(invite.pings.users, vec![stayer.id], "{}", invite.content);
    // A second click finds the channel busy with the new lobby.
    fake.click(&stayer, fin.id, &rematch, None);
    fake.wait_for(10, "the busy channel", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.content.contains("already"))
            .map(|_| ())
    })
    .await;
    click(&fake, &stayer, &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &leaver, &lobby, &control(&lobby, "Start")).await;
    fake.wait_for(20, "the rematch's first turn", |s| {
        newest(s, channel, invite.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    let invites = fake
        .state()
        .in_channel(channel)
        .iter()
        .filter(|m| m.content.contains("Rematch of game"))
        .count();
    assert_eq!(invites, 1);
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_nobody_starts_closes_and_says_so() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_500;
    let (ann, bob) = (Person::new(6_501, "Ann"), Person::new(6_502, "Bob"));
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    assert!(
        lobby.content.contains("The lobby closes <t:"),
        "{}",
        lobby.content
    );
    // Its time runs out in a moment (instead of 48 hours).
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    sqlx::query("UPDATE games SET deadline_at = ? WHERE id = ?")
        .bind(now + 2)
        .bind(id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    svc.store().close().await;
    // (A click makes the bot look at its timers again.)
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    let closed = fake
        .wait_for(30, "the lobby closed", |s| {
            s.message(lobby.id)
                .filter(|m| m.controls().is_empty() && m.content.contains("lobby closed"))
                .cloned()
        })
        .await;
    assert!(
        closed.content.contains("nobody started it"),
        "{}",
        closed.content
    );
    // The channel is free for a new game.
    let again = fake.open_lobby(&bob, channel, json!([])).await;
    assert_ne!(again.id, lobby.id);
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_changes_the_lobbys_options_before_the_start() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_600;
    let (ann, bob) = (Person::new(6_601, "Ann"), Person::new(6_602, "Bob"));
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    let options = json!([
        { "name": "farms", "type": 4, "value": 2 },
        { "name": "seats", "type": 4, "value": 3 },
    ]);
    // Only the host.
    let refused = command(
        &fake,
        &bob,
        channel,
        "carcassonne",
        Some("options"),
        options.clone(),
    )
    .await;
    assert!(
        refused.ephemeral && refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    let saved = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("options"),
        options.clone(),
    )
    .await;
    assert!(saved.content.contains("no farmers"), "{}", saved.content);
    let shown = fake
        .wait_for(10, "the lobby with its new options", |s| {
            s.message(lobby.id)
                .filter(|m| m.content.contains("no farmers") && m.content.contains("(2/3)"))
                .cloned()
        })
        .await;
    assert!(shown.controls().iter().any(|c| c.1 == "Start"));
    // The expansions come from the lobby's menu, chosen by the host only.
    let menu = shown
        .controls()
        .into_iter()
        .find(|c| c.1.starts_with("Expansions"))
        .expect("the expansions menu");
    let t = fake.click(&bob, lobby.id, &menu.0, Some(vec!["river".into()]));
    assert_eq!(
        private_answer(&fake, &t).await,
        "Only the host can do that."
    );
    fake.click(
        &ann,
        lobby.id,
        &menu.0,
        Some(vec!["river".into(), "abbot".into()]),
    );
    let chosen = fake
        .wait_for(10, "the lobby with two expansions", |s| {
            s.message(lobby.id)
                .filter(|m| {
                    m.content
                        .contains("**Expansions:** The River and The Abbot.")
                })
                .cloned()
        })
        .await;
    // The expansions menu, wherever the card holds it.
    let ticked: Vec<String> = chosen
        .control_values()
        .into_iter()
        .find(|c| c["custom_id"] == menu.0.as_str())
        .expect("the expansions menu")["options"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|o| o["default"] == true)
        .map(|o| o["value"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ticked, ["river", "abbot"], "the menu shows the choice");
    // Unticking everything is the base game again.
    fake.click(&ann, lobby.id, &menu.0, Some(vec![]));
    let shown = fake
        .wait_for(10, "the lobby with no expansions", |s| {
            s.message(lobby.id)
                .filter(|m| m.content.contains("**Expansions:** none"))
                .cloned()
        })
        .await;
    // As many seats as players is fine.
    let too_few = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("options"),
        json!([{ "name": "seats", "type": 4, "value": 2 }]),
    )
    .await;
    assert!(too_few.content.contains("Saved"), "{}", too_few.content);
    // After the start, options stay.
    click(&fake, &ann, &shown, &control(&shown, "Start")).await;
    fake.wait_for(20, "the first turn", |s| {
        newest(s, channel, lobby.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    let late = command(
        &fake,
        &ann,
        channel,
        "carcassonne",
        Some("options"),
        options,
    )
    .await;
    assert!(late.content.contains("has started"), "{}", late.content);
    bot.stop().await;
    fake.assert_no_violations();
}

/// Picks menu option `i` of turn message `live`, confirms it, and returns
/// the message at the follower step.
async fn confirm_option(fake: &Fake, player: &Person, live: u64, i: usize) -> Msg {
    let m = fake.state().message(live).cloned().unwrap();
    let value = m.menu()[i % m.menu().len()].0.clone();
    fake.click(player, live, &m.controls()[0].0, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            s.message(live)
                .filter(|m| m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
                .cloned()
        })
        .await;
    fake.click(player, live, &control(&shown, "Confirm"), None);
    fake.wait_for(10, "the follower step", |s| {
        s.message(live)
            .filter(|m| m.controls().iter().any(|c| c.1 == "No follower"))
            .cloned()
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_tile_is_taken_back_and_placed_elsewhere() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_700;
    let people = vec![Person::new(6_701, "Ann"), Person::new(6_702, "Bob")];
    let live = start_game(&fake, channel, &people, json!([])).await;
    let player = mentioned(&live, &people);
    let step = confirm_option(&fake, &player, live.id, 0).await;
    // Someone else cannot take it back.
    let other = people.iter().find(|p| p.id != player.id).unwrap();
    fake.click(other, live.id, &control(&step, "↩ Take back"), None);
    fake.wait_for(10, "the refusal", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.content.contains("turn"))
            .map(|_| ())
    })
    .await;
    // The player takes it back: the tile step again, in the same message.
    fake.click(&player, live.id, &control(&step, "↩ Take back"), None);
    let again = fake
        .wait_for(10, "the tile step again", |s| {
            s.message(live.id)
                .filter(|m| {
                    !m.menu().is_empty() && m.controls().iter().all(|c| c.1 != "No follower")
                })
                .cloned()
        })
        .await;
    assert!(
        again.content.contains("it's your turn"),
        "{}",
        again.content
    );
    // Placed elsewhere this time, and played on.
    let step = confirm_option(&fake, &player, live.id, 1).await;
    fake.click(&player, live.id, &control(&step, "No follower"), None);
    fake.wait_for(10, "the next turn", |s| {
        newest(s, channel, live.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    bot.stop().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_is_voted_on_with_buttons_and_the_move_is_played_again() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_800;
    let people = vec![Person::new(6_801, "Ann"), Person::new(6_802, "Bob")];
    let live = start_game(&fake, channel, &people, json!([])).await;
    let first = mentioned(&live, &people);
    let other = people.iter().find(|p| p.id != first.id).unwrap().clone();
    let step = confirm_option(&fake, &first, live.id, 0).await;
    fake.click(&first, live.id, &control(&step, "No follower"), None);
    let second = fake
        .wait_for(10, "the second turn", |s| {
            newest(s, channel, live.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    // The first player watches their move, then asks; the vote pings the
    // other player only.
    let before = sub(&fake, &first, channel, "replay").await;
    assert!(before.ephemeral && before.digests.len() == 1, "{before:?}");
    let asked = sub(&fake, &first, channel, "undo").await;
    assert!(
        asked.ephemeral && asked.content.starts_with("Asked."),
        "{}",
        asked.content
    );
    let vote = fake
        .wait_for(10, "the vote", |s| {
            newest(s, channel, second.id, |m| {
                m.content.starts_with("**Undo?**")
            })
        })
        .await;
    assert_eq!(vote.pings.users, vec![other.id], "{:?}", vote.pings);
    // Only the other player votes.
    assert!(
        click(&fake, &first, &vote, &control(&vote, "Agree"))
            .await
            .is_some_and(|r| r.contains("Only the other players"))
    );
    click(&fake, &other, &vote, &control(&vote, "Agree")).await;
    let closed = fake
        .wait_for(10, "the vote closed", |s| {
            s.message(vote.id)
                .filter(|m| m.controls().is_empty() && m.content.contains("Everyone agreed"))
                .cloned()
        })
        .await;
    assert!(closed.content.contains("undone"), "{}", closed.content);
    // The second turn's message is closed; the first player plays again.
    let again = fake
        .wait_for(10, "the turn again", |s| {
            newest(s, channel, vote.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert_eq!(mentioned(&again, &people).id, first.id);
    assert!(again.content.contains("(move 1)"), "{}", again.content);
    let old = fake.state().message(second.id).cloned().unwrap();
    assert!(old.controls().is_empty(), "{:?}", old.controls());
    // Played otherwise: elsewhere if the tile fits elsewhere, and with a
    // follower this time (a first move always has a spot for one), so
    // that the board differs even for a tile that fits one square only.
    let step = confirm_option(&fake, &first, again.id, 1).await;
    let spot = step.controls()[0].clone();
    assert!(
        !spot.1.contains("follower") && !spot.1.contains("Take back"),
        "{spot:?}"
    );
    fake.click(&first, again.id, &spot.0, None);
    fake.wait_for(10, "the next turn", |s| {
        newest(s, channel, again.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    // A replay at the same move count shows the new placement, not the
    // undone one.
    let after = sub(&fake, &other, channel, "replay").await;
    assert!(after.ephemeral && after.digests.len() == 1, "{after:?}");
    assert_ne!(
        after.digests, before.digests,
        "the replay shows the undone move"
    );
    // The record keeps the undone move, and replays.
    let export = sub(&fake, &first, channel, "export").await;
    assert!(export.files.iter().any(|f| f.ends_with(".json")));
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(record.undone.len(), 1);
    replay(&record).unwrap();
    bot.stop().await;
    fake.assert_no_violations();
}

/// Opens a lobby in `channel`, seats `people` and starts; returns the
/// first turn message.
async fn start_game(
    fake: &Fake,
    channel: u64,
    people: &[Person],
    options: serde_json::Value,
) -> Msg {
    let lobby = fake.open_lobby(&people[0], channel, options).await;
    for p in &people[1..] {
        click(fake, p, &lobby, &control(&lobby, "Join")).await;
    }
    // Start is enabled once the lobby shows everyone who joined.
    let lobby = fake
        .wait_for(10, "everyone in the lobby", |s| {
            s.message(lobby.id)
                .filter(|m| m.controls().iter().any(|c| c.1 == "Start" && !c.2))
                .filter(|m| {
                    people
                        .iter()
                        .all(|p| m.content.contains(&format!("<@{}>", p.id)))
                })
                .cloned()
        })
        .await;
    click(fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    fake.wait_for(20, "the first turn", |s| {
        newest(s, channel, lobby.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await
}

/// `who` runs `/carcassonne name` (no options) in `channel`; its answer.
async fn sub(fake: &Fake, who: &Person, channel: u64, name: &str) -> Msg {
    command(fake, who, channel, "carcassonne", Some(name), json!([])).await
}

/// Someone with Manage Server.
fn manager(id: u64, name: &str) -> Person {
    let mut p = Person::new(id, name);
    p.permissions |= 0x20;
    p
}

/// `/carcassonne config` with `options`.
async fn configure(fake: &Fake, who: &Person, channel: u64, options: serde_json::Value) -> Msg {
    command(fake, who, channel, "carcassonne", Some("config"), options).await
}

/// Ends the game in `channel` at once: whoever of `people` is in turn
/// leaves it, so that the other is left alone and it ends.
async fn end_at_once(fake: &Fake, channel: u64, people: &[&Person]) {
    let turn = fake
        .wait_for(20, "a turn", |s| {
            s.in_channel(channel)
                .into_iter()
                .rev()
                .find(|m| m.content.contains("it's your turn"))
                .cloned()
        })
        .await;
    let leaver = people
        .iter()
        .find(|p| turn.content.starts_with(&format!("<@{}>", p.id)))
        .expect("someone's turn");
    let left = sub(fake, leaver, channel, "resign").await;
    assert!(left.content.contains("left game #"), "{}", left.content);
    fake.wait_for(20, "the final scores", |s| {
        s.in_channel(channel)
            .iter()
            .any(|m| m.content.contains("**Final scores**"))
            .then_some(())
    })
    .await;
}

/// Commands acknowledge before they wait for the database. Another
/// process holds SQLite's write lock (as a long write would): every
/// command is acknowledged while it is held, well within Discord's three
/// seconds, and answers once it is let go, publicly or privately as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_acknowledge_before_they_wait_for_the_database() {
    use sqlx::Connection;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 9_050;
    let mut ann = Person::new(9_051, "Ann");
    ann.permissions |= 1 << 5; // Manage Server, for config
    let people = vec![ann.clone(), Person::new(9_052, "Ben")];
    start_game(&fake, channel, &people, json!([])).await;
    let mut writer = sqlx::SqliteConnection::connect(&bot.url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut writer)
        .await
        .unwrap();
    let opt = |name: &str, kind: u8, value: serde_json::Value| json!([{ "name": name, "type": kind, "value": value }]);
    let asks = [
        ("carcassonne", Some("cancel"), json!([])),
        ("carcassonne", Some("resume"), json!([])),
        ("carcassonne", Some("config"), opt("seats", 4, json!(3))),
        ("carcassonne", Some("notify"), opt("how", 4, json!(2))),
        ("carcassonne", Some("rules"), json!([])),
        ("carcassonne", Some("score"), json!([])),
        ("leaderboard", None, json!([])),
        ("stats", None, json!([])),
    ];
    let tokens: Vec<String> = asks
        .iter()
        .map(|(name, sub, options)| fake.slash(&ann, channel, name, *sub, options.clone()))
        .collect();
    // Less than the bot's wait for a busy database (ten seconds): an
    // answer that waited for the lock comes too late.
    fake.wait_for(
        8,
        "every command acknowledged while the database is busy",
        |s| {
            tokens
                .iter()
                .all(|t| s.interactions.get(t).is_some_and(|p| p.acknowledged))
                .then_some(())
        },
    )
    .await;
    sqlx::query("ROLLBACK").execute(&mut writer).await.unwrap();
    writer.close().await.unwrap();
    let mut answers = Vec::new();
    for t in &tokens {
        answers.push(answer_to(&fake, t).await);
    }
    let said = |i: usize| (answers[i].ephemeral, answers[i].content.clone());
    assert_eq!(said(0), (false, "Game #1 was cancelled.".into()));
    // Resume was asked beside the cancel: whichever the bot took first,
    // the answer is a private refusal.
    assert!(
        said(1) == (true, "This game is not paused.".into())
            || said(1) == (true, "There is no game in this channel.".into()),
        "{:?}",
        said(1)
    );
    assert!(
        said(2).0 && said(2).1.contains("**Seats:** up to 3."),
        "{:?}",
        said(2)
    );
    assert!(
        said(3).0 && said(3).1.starts_with("From now on"),
        "{:?}",
        said(3)
    );
    // The rules of the channel's game, or (the cancel, let go at the same
    // moment, stored first) the server's.
    assert!(
        said(4).0
            && (said(4).1.starts_with("Game #1:")
                || said(4).1.starts_with("This server's defaults")),
        "{:?}",
        said(4)
    );
    assert_eq!(said(5), (false, "Scores of game #1.".into()));
    assert!(
        !said(6).0 && said(6).1.starts_with("**Leaderboard**"),
        "{:?}",
        said(6)
    );
    assert!(!said(7).0, "stats are public: {:?}", said(7));
    bot.stop().await;
    fake.assert_no_violations();
}

/// The game service over the bot's database, to look at what it stored.
async fn service_of(bot: &Bot) -> Service {
    Service::new(Store::open(&bot.url).await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_is_seen_only_by_the_person_who_asked() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (ann, bob) = (Person::new(9_101, "Ann"), Person::new(9_102, "Bob"));
    // No game in this channel: every command that needs one says so, privately.
    let empty = 9_100;
    for name in [
        "board", "bag", "history", "score", "undo", "resign", "cancel", "export", "replay", "turn",
        "resume",
    ] {
        let m = sub(&fake, &ann, empty, name).await;
        assert!(m.ephemeral, "/carcassonne {name}: {:?}", m.content);
        assert!(
            m.content.contains("no"),
            "/carcassonne {name}: {:?}",
            m.content
        );
    }
    // A lobby: a second `new` is refused privately; so are Start by a guest
    // and resuming a game that is not paused.
    let channel = 9_110;
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    let m = sub(&fake, &bob, channel, "new").await;
    assert!(
        m.ephemeral && m.content.contains("already has a game"),
        "{m:?}"
    );
    // Start is disabled until two have joined: forged, it is refused too.
    let said = forged_click(&fake, &bob, &lobby, &control(&lobby, "Start")).await;
    assert!(said.is_some_and(|s| s.contains("Only the host")));
    click(&fake, &bob, &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &ann, &lobby, &control(&lobby, "Start")).await;
    let m = sub(&fake, &ann, channel, "resume").await;
    assert!(m.ephemeral && m.content.contains("not paused"), "{m:?}");
    let m = sub(&fake, &bob, channel, "cancel").await;
    assert!(m.ephemeral && m.content.contains("Only the host"), "{m:?}");
    // The scores are public; the replay is for the asker, and asking again
    // at once is refused, privately.
    let m = sub(&fake, &bob, channel, "score").await;
    assert!(!m.ephemeral && m.content.contains("Scores"), "{m:?}");
    let m = sub(&fake, &bob, channel, "replay").await;
    assert!(m.ephemeral && m.files.len() == 1, "{m:?}");
    let m = sub(&fake, &bob, channel, "replay").await;
    assert!(m.ephemeral && m.content.contains("ask again in"), "{m:?}");
    // Asked by someone else at the same move, the replay is not drawn again.
    let m = sub(&fake, &ann, channel, "replay").await;
    assert!(m.ephemeral && m.files.len() == 1, "{m:?}");
    let svc = service_of(&bot).await;
    let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM replays")
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(kept, 1);
    svc.store().close().await;
    // The fake flags any private answer sent after a public defer (Discord
    // would show it to everyone).
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_without_the_permissions_gets_them_named_and_no_game() {
    use fake_discord::perm;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let ann = Person::new(9_201, "Ann");
    let channel = 9_200;
    fake.set_bot_permissions(
        channel,
        perm::BOT_DEFAULT & !perm::SEND_MESSAGES & !perm::ATTACH_FILES,
    );
    let m = sub(&fake, &ann, channel, "new").await;
    assert!(m.ephemeral, "{m:?}");
    assert!(
        m.content
            .contains("**Send Messages** and **Attach Files** permissions"),
        "{}",
        m.content
    );
    // In a thread of its own: the thread permissions are named too.
    let other = 9_210;
    fake.set_bot_permissions(
        other,
        perm::BOT_DEFAULT & !perm::CREATE_PUBLIC_THREADS & !perm::SEND_MESSAGES_IN_THREADS,
    );
    let m = command(
        &fake,
        &ann,
        other,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(
        m.ephemeral
            && m.content
                .contains("**Create Public Threads** and **Send Messages in Threads**"),
        "{}",
        m.content
    );
    // Nothing was left behind: no game, no thread, no message.
    let svc = service_of(&bot).await;
    for c in [channel, other] {
        assert_eq!(svc.latest_game_in(c as i64).await.unwrap(), None);
        assert!(fake.state().in_channel(c).iter().all(|m| m.ephemeral));
    }
    assert!(fake.state().threads.is_empty());
    svc.store().close().await;
    // Run inside an existing thread, a game is played right there.
    let thread = 9_220;
    fake.state().channels.insert(
        thread,
        fake_discord::Channel {
            parent: Some(other),
            ..Default::default()
        },
    );
    fake.set_bot_permissions(other, perm::BOT_DEFAULT);
    fake.open_lobby(
        &ann,
        thread,
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(fake.state().threads.is_empty(), "no thread in a thread");
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn permissions_taken_mid_game_pause_it_until_the_host_resumes() {
    use fake_discord::perm;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 9_300;
    let people = vec![Person::new(9_301, "Ann"), Person::new(9_302, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    // Someone takes Send Messages away; the next turn cannot be posted.
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT & !perm::SEND_MESSAGES);
    play_turns(&fake, channel, &people, first.id - 1, 1).await;
    let dm = fake
        .wait_for(20, "the host's DM", |s| {
            s.in_channel(600_000_000_000_000_000 + people[0].id)
                .first()
                .map(|m| m.content.clone())
        })
        .await;
    assert!(
        dm.contains("is paused") && dm.contains("/carcassonne resume"),
        "{dm}"
    );
    assert!(fake.state().refused.iter().any(|r| r.contains("50013")));
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let paused: Option<String> = sqlx::query_scalar("SELECT paused_reason FROM games WHERE id = ?")
        .bind(id)
        .fetch_one(svc.store().pool())
        .await
        .unwrap();
    assert_eq!(paused.as_deref(), Some("permissions"));
    // The host hears it privately in their next answer, once.
    let t = fake.slash(&people[0], channel, "carcassonne", Some("rules"), json!([]));
    let notice = fake
        .wait_for(20, "the notice", |s| {
            s.messages
                .iter()
                .find(|m| m.token.as_deref() == Some(t.as_str()) && m.content.contains("is paused"))
                .cloned()
        })
        .await;
    assert!(notice.ephemeral);
    // Resuming before the permission is back names what is missing.
    let m = sub(&fake, &people[0], channel, "resume").await;
    assert!(
        m.ephemeral && m.content.contains("**Send Messages**"),
        "{}",
        m.content
    );
    fake.set_bot_permissions(channel, perm::BOT_DEFAULT);
    let m = sub(&fake, &people[1], channel, "resume").await;
    assert!(
        m.ephemeral && m.content.contains("Only the host"),
        "{}",
        m.content
    );
    let m = sub(&fake, &people[0], channel, "resume").await;
    assert!(m.content.contains("goes on"), "{}", m.content);
    // The turn that waited is posted, and the game goes on.
    let turn = fake
        .wait_for(20, "the turn after resuming", |s| {
            newest(s, channel, first.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let played = play_turns(&fake, channel, &people, turn.id - 1, 2).await;
    assert_eq!(played.turns, 2);
    let view = svc.view(id).await.unwrap();
    assert!(matches!(
        view.state,
        carcassonne_bot::game::ViewState::Turn(_)
    ));
    svc.store().close().await;
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_threads_stay_open_and_deleted_channels_end_their_games_unrated() {
    use carcassonne_bot::game::{EndReason, ViewState};
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let people = vec![Person::new(9_401, "Ann"), Person::new(9_402, "Bob")];
    // A game in a thread of its own: the longest auto-archive there is.
    let parent = 9_400;
    let t = fake.slash(
        &people[0],
        parent,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    );
    let thread = fake
        .wait_for(20, "the thread", |s| {
            s.interactions.get(&t)?.original?;
            s.threads.first().copied()
        })
        .await;
    assert_eq!(fake.state().channel(thread).auto_archive, 10_080);
    fake.wait_for(20, "the lobby in the thread", |s| {
        newest(s, thread, 0, |m| m.controls().iter().any(|c| c.1 == "Join")).map(|_| ())
    })
    .await;
    let lobby = fake.lobby_in(thread).unwrap();
    click(&fake, &people[1], &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &people[0], &lobby, &control(&lobby, "Start")).await;
    let first = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, thread, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    // Days pass between turns and Discord archives the thread: the bot
    // opens it again to post.
    fake.archive(thread);
    play_turns(&fake, thread, &people, first.id - 1, 2).await;
    assert!(!fake.state().channel(thread).archived);
    assert!(fake.state().refused.iter().any(|r| r.contains("50083")));
    // A moderator locks the thread: the bot may not post there (160005),
    // and the game waits as it does for a missing permission.
    fake.lock(thread);
    // The host skips the turn: said in the thread, which refuses it.
    let m = sub(&fake, &people[0], thread, "skip").await;
    assert!(!m.content.is_empty());
    let svc = service_of(&bot).await;
    let game = svc.latest_game_in(thread as i64).await.unwrap().unwrap();
    let mut paused: Option<String> = None;
    for _ in 0..200 {
        paused = sqlx::query_scalar("SELECT paused_reason FROM games WHERE id = ?")
            .bind(game)
            .fetch_one(svc.store().pool())
            .await
            .unwrap();
        if paused.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(paused.as_deref(), Some("permissions"));
    assert!(fake.state().refused.iter().any(|r| r.contains("160005")));
    // A game in a channel, and one more in another.
    let channel = 9_410;
    start_game(&fake, channel, &people, json!([])).await;
    let elsewhere = 9_420;
    start_game(&fake, elsewhere, &people, json!([])).await;
    let svc = service_of(&bot).await;
    let ids: Vec<i64> = {
        let mut v = Vec::new();
        for c in [thread, channel, elsewhere] {
            v.push(svc.latest_game_in(c as i64).await.unwrap().unwrap());
        }
        v
    };
    // The thread and the channel are deleted; then the bot is removed from
    // the server.
    fake.delete_channel(thread);
    fake.delete_channel(channel);
    let ended = |svc: &Service, id: i64| {
        let svc = svc.clone();
        async move { matches!(svc.view(id).await.unwrap().state, ViewState::Cancelled) }
    };
    for id in &ids[..2] {
        for _ in 0..100 {
            if ended(&svc, *id).await {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert!(ended(&svc, *id).await, "game {id} should be cancelled");
        assert_eq!(
            svc.end_reason(*id).await.unwrap(),
            Some(EndReason::ChannelDeleted)
        );
    }
    assert!(!ended(&svc, ids[2]).await);
    fake.remove_bot_from_guild();
    for _ in 0..100 {
        if ended(&svc, ids[2]).await {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        svc.end_reason(ids[2]).await.unwrap(),
        Some(EndReason::RemovedFromServer)
    );
    // Unrated: nobody has a finished game on the server.
    for p in &people {
        let games = svc
            .stats(fake_discord::GUILD as i64, p.id as i64)
            .await
            .unwrap()
            .map_or(0, |s| s.games);
        assert_eq!(games, 0);
    }
    // Nothing is due for them any more.
    assert_eq!(svc.due_timers().await.unwrap(), vec![]);
    svc.store().close().await;
    fake.assert_no_violations();
    bot.stop().await;
}

/// The id, label and state of the first control on `m` whose id parses
/// to what `kind` accepts.
fn control_of(m: &Msg, kind: impl Fn(&ComponentId) -> bool) -> Option<(String, String, bool)> {
    m.controls()
        .into_iter()
        .find(|c| ComponentId::parse(&c.0).is_some_and(|id| kind(&id)))
}

/// The first private answer to interaction `t`.
async fn private_answer(fake: &Fake, t: &str) -> String {
    fake.wait_for(10, "a private answer", |s| {
        s.messages
            .iter()
            .find(|m| m.ephemeral && m.token.as_deref() == Some(t))
            .map(|m| m.content.clone())
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_game_with_a_polish_speaking_player() {
    let fake = Fake::start_roomy().await;
    // A German server: its games are in German unless the host says.
    fake.state().guild_locale = Some("de".into());
    let mut bot = Bot::start(&fake).await;
    {
        // The commands carry their names in both languages (and the fake,
        // like Discord, refuses names that break the rules).
        let s = fake.state();
        let c = s
            .commands
            .iter()
            .find(|c| c["name"] == "carcassonne")
            .unwrap();
        let new = c["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "new")
            .unwrap();
        assert_eq!(new["name_localizations"]["de"], "neu");
        assert_eq!(new["name_localizations"]["pl"], "nowa");
        assert_eq!(
            new["description_localizations"]["es-419"],
            new["description_localizations"]["es-ES"]
        );
    }
    let bad = json!([{ "name": "Carcassonne", "description": "x", "type": 1,
        "name_localizations": { "de": "neu spiel", "xx": "x" },
        "options": [{ "name": "a", "description": "y", "type": 3 }, { "name": "b", "description": "y", "type": 3, "name_localizations": { "de": "a" } }] }]);
    let problems = fake_discord::command_problems(&bad);
    assert_eq!(problems.len(), 4, "{problems:?}");

    let channel = 5_301;
    let greta = Person::new(1_301, "Greta").speaking("de");
    let piotr = Person::new(1_302, "Piotr").speaking("pl");
    let people = vec![greta.clone(), piotr.clone()];
    let answer = command(
        &fake,
        &greta,
        channel,
        "carcassonne",
        Some("new"),
        json!([]),
    )
    .await;
    assert!(
        answer.content.contains("ist eröffnet"),
        "{}",
        answer.content
    );
    let lobby = fake
        .wait_for(10, "the lobby", |s| {
            newest(s, channel, 0, |m| {
                control_of(m, |id| {
                    matches!(
                        id,
                        ComponentId::Lobby {
                            button: LobbyButton::Join,
                            ..
                        }
                    )
                })
                .is_some()
            })
        })
        .await;
    assert!(lobby.content.contains("Gastgeber"), "{}", lobby.content);
    assert!(
        lobby.content.contains("**Sprache:** Deutsch"),
        "{}",
        lobby.content
    );
    let join = control_of(&lobby, |id| {
        matches!(
            id,
            ComponentId::Lobby {
                button: LobbyButton::Join,
                ..
            }
        )
    })
    .unwrap();
    assert_eq!(join.1, "Beitreten");
    fake.click(&piotr, lobby.id, &join.0, None);
    let lobby = fake
        .wait_for(10, "Piotr in the lobby", |s| {
            let m = s.message(lobby.id)?;
            m.content
                .contains(&format!("<@{}>", piotr.id))
                .then(|| m.clone())
        })
        .await;
    let start = control_of(&lobby, |id| {
        matches!(
            id,
            ComponentId::Lobby {
                button: LobbyButton::Start,
                ..
            }
        )
    })
    .unwrap();
    // Piotr may not start: he is told so in Polish.
    let t = fake.click(&piotr, lobby.id, &start.0, None);
    assert_eq!(
        private_answer(&fake, &t).await,
        "Tylko gospodarz może to zrobić."
    );
    fake.click(&greta, lobby.id, &start.0, None);

    let mut after = lobby.id;
    let mut turns = 0;
    while let Some(msg) = next_turn(&fake, channel, after, "du bist am Zug", "Endwertung").await {
        after = msg.id;
        let player = mentioned(&msg, &people);
        let other = people.iter().find(|p| p.id != player.id).unwrap();
        let menu = control_of(&msg, |id| matches!(id, ComponentId::Pick { .. })).unwrap();
        assert!(menu.1.starts_with("Wähle eine Stelle"), "{}", menu.1);
        let value = msg.menu()[0].0.clone();
        if turns < 2 {
            // The other player is told whose turn it is, in their language.
            let t = fake.click(other, msg.id, &menu.0, Some(vec![value.clone()]));
            let said = private_answer(&fake, &t).await;
            let expected = if other.id == piotr.id {
                format!("Teraz tura gracza {}.", player.name)
            } else {
                format!("{} ist am Zug.", player.name)
            };
            assert_eq!(said, expected);
        }
        if turns == 3 {
            // Piotr asks for the board: the answer is his, in Polish.
            let board = command(
                &fake,
                &piotr,
                channel,
                "carcassonne",
                Some("board"),
                json!([]),
            )
            .await;
            assert!(board.content.starts_with("Gra #"), "{}", board.content);
            assert!(board.ephemeral);
            let help = command(
                &fake,
                &piotr,
                channel,
                "carcassonne",
                Some("help"),
                json!([]),
            )
            .await;
            assert!(
                help.content.contains("`/carcassonne nowa`"),
                "{}",
                help.content
            );
            // Server settings are for those who manage the server.
            let config = command(
                &fake,
                &piotr,
                channel,
                "carcassonne",
                Some("config"),
                json!([]),
            )
            .await;
            assert!(config.ephemeral);
            assert!(
                config.content.contains("Zarządzanie serwerem"),
                "{}",
                config.content
            );
        }
        fake.click(&player, msg.id, &menu.0, Some(vec![value]));
        let shown = fake
            .wait_for(10, "the preview", |s| {
                let m = s.message(msg.id)?;
                control_of(m, |id| matches!(id, ComponentId::Confirm { .. }))
                    .filter(|c| !c.2)
                    .map(|_| m.clone())
            })
            .await;
        let confirm = control_of(&shown, |id| matches!(id, ComponentId::Confirm { .. })).unwrap();
        assert_eq!(confirm.1, "Bestätigen");
        fake.click(&player, msg.id, &confirm.0, None);
        let spots = fake
            .wait_for(10, "the follower step", |s| {
                let m = s.message(msg.id)?;
                control_of(m, |id| matches!(id, ComponentId::Spot { letter: None, .. }))
                    .map(|_| m.clone())
            })
            .await;
        assert!(
            spots.content.contains("das Plättchen liegt"),
            "{}",
            spots.content
        );
        let none = control_of(&spots, |id| {
            matches!(id, ComponentId::Spot { letter: None, .. })
        })
        .unwrap();
        assert_eq!(none.1, "Kein Gefolgsmann");
        fake.click(&player, msg.id, &none.0, None);
        fake.wait_for(10, "the turn to close", |s| {
            s.message(msg.id)
                .filter(|m| m.controls().is_empty())
                .map(|_| ())
        })
        .await;
        turns += 1;
    }
    assert!(turns >= 60, "{turns} turns");
    fake.wait_for(30, "the replay", |s| {
        newest(s, channel, 0, |m| m.content.contains("Das ganze Spiel:"))
    })
    .await;
    let said: Vec<String> = fake
        .state()
        .in_channel(channel)
        .iter()
        .map(|m| m.content.clone())
        .collect();
    assert!(
        said.iter().any(|c| c.contains("Das Spiel beginnt!")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|c| c.contains("Das Spiel ist vorbei.")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|c| c.contains("Das ganze Spiel:")),
        "{said:?}"
    );
    let fin = said.iter().find(|c| c.contains("Endwertung")).unwrap();
    assert!(fin.contains("Straßen") && fin.contains("Wiesen"), "{fin}");
    fake.assert_no_violations();
    bot.stop().await;
}

/// One person's turn with the expansions, through the menus and buttons:
/// the position (from the first page of the menu) that earns a builder's
/// second tile, else one that completes a city with goods, else one
/// offering a builder, an abbot or a large follower;
/// then that figure, or the abbot taken back when allowed. Returns the
/// turn message and what was chosen.
async fn expansion_turn(fake: &Fake, svc: &Service, game_id: i64, msg: &Msg, player: &Person) {
    use carcassonne_bot::engine::{Figure, Phase, Placement};
    let view = svc.view(game_id).await.unwrap();
    let game = view.game.clone().unwrap();
    let Phase::PlaceTile(tile) = game.phase() else {
        panic!("no tile in hand")
    };
    let candidates = game.candidates_of(tile);
    let mut options: Vec<(usize, usize, Placement)> = Vec::new();
    for (i, c) in candidates.iter().enumerate().take(ui::MENU_PAGE) {
        for (r, &rot) in c.rotations.iter().enumerate() {
            options.push((i, r, Placement { pos: c.pos, rot }));
        }
    }
    let earns = |p: Placement| {
        let mut g = (*game).clone();
        g.place_tile(p).is_ok() && g.earns_second_part()
    };
    // Completing a city with goods in it (which only chance brings about
    // otherwise).
    let takes_goods = |p: Placement| {
        let mut g = (*game).clone();
        g.place_tile(p).is_ok()
            && g.place_follower(None)
                .is_ok_and(|r| r.goods.iter().any(|&n| n > 0))
    };
    let offers = |p: Placement, f: Figure| {
        game.follower_spots_for(p)
            .unwrap()
            .iter()
            .any(|s| s.figure == f)
    };
    let (number, rot_index, _) = options
        .iter()
        .copied()
        .find(|o| earns(o.2))
        .or_else(|| options.iter().copied().find(|o| takes_goods(o.2)))
        .or_else(|| {
            [Figure::Builder, Figure::Abbot, Figure::Large]
                .into_iter()
                .find_map(|f| options.iter().copied().find(|o| offers(o.2, f)))
        })
        .unwrap_or(options[0]);
    let menu_id = msg.controls()[0].0.clone();
    fake.click(
        player,
        msg.id,
        &menu_id,
        Some(vec![(number + 1).to_string()]),
    );
    let mut shown = fake
        .wait_for(10, "the preview", |s| {
            let m = s.message(msg.id)?;
            m.controls()
                .iter()
                .any(|c| c.1 == "Confirm" && !c.2)
                .then(|| m.clone())
        })
        .await;
    // Turn it to the chosen rotation (the confirm id names the rotation).
    for _ in 0..rot_index {
        let before = control(&shown, "Confirm");
        let turn = shown
            .controls()
            .into_iter()
            .find(|c| c.1.starts_with('⟳'))
            .unwrap();
        fake.click(player, msg.id, &turn.0, None);
        shown = fake
            .wait_for(10, "the turned tile", |s| {
                let m = s.message(msg.id)?;
                (control(m, "Confirm") != before).then(|| m.clone())
            })
            .await;
    }
    let spots = confirm_tile(fake, player, msg.id, &control(&shown, "Confirm")).await;
    let controls = spots.controls();
    let by_label = |word: &str| controls.iter().find(|c| c.1.contains(word)).cloned();
    let choice = by_label("Take the abbot back")
        .or_else(|| by_label("builder"))
        .or_else(|| by_label("abbot"))
        .or_else(|| by_label("large follower"))
        .or_else(|| by_label(": road").or_else(|| by_label(": city")))
        .unwrap_or_else(|| by_label("No follower").unwrap());
    fake.click(player, msg.id, &choice.0, None);
    fake.wait_for(10, "the turn to close", |s| {
        s.message(msg.id)
            .filter(|m| m.controls().is_empty())
            .map(|_| ())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_every_expansion_through_discord() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let svc = service_of(&bot).await;
    let people = vec![Person::new(9_101, "Ada"), Person::new(9_102, "Bo")];
    // Until a person's builder has earned a second tile and an abbot has
    // been taken back (a game or two).
    let (mut second, mut returned, mut goods) = (false, false, false);
    for (round, channel) in [9_001u64, 9_002, 9_003].into_iter().enumerate() {
        let expansions = json!([
            { "name": "river", "type": 5, "value": true },
            { "name": "abbot", "type": 5, "value": true },
            { "name": "inns_cathedrals", "type": 5, "value": true },
            { "name": "traders_builders", "type": 5, "value": true },
        ]);
        let first = start_game(&fake, channel, &people, expansions).await;
        let game_id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
        let rules = sub(&fake, &people[0], channel, "rules").await;
        assert!(
            rules
                .content
                .contains("The River, The Abbot, Inns & Cathedrals and Traders & Builders"),
            "{}",
            rules.content
        );
        let mut after = first.id - 1;
        while let Some(msg) =
            next_turn(&fake, channel, after, "it's your turn", "Final scores").await
        {
            after = msg.id;
            let player = mentioned(&msg, &people);
            expansion_turn(&fake, &svc, game_id, &msg, &player).await;
        }
        let said: Vec<String> = fake
            .state()
            .in_channel(channel)
            .iter()
            .map(|m| m.content.clone())
            .collect();
        second |= said.iter().any(|c| c.contains("plays a second tile"));
        returned |= said.iter().any(|c| c.contains("abbot taken back"));
        goods |= said
            .iter()
            .any(|c| c.contains("took the completed city's goods"));
        // The record names the expansions and replays.
        let record = Record::parse(&svc.export(game_id).await.unwrap()).unwrap();
        assert_eq!(record.expansions, carcassonne_bot::engine::Expansions::ALL);
        assert!(replay(&record).unwrap().is_over());
        if second && returned && goods {
            break;
        }
        assert!(round < 2, "three games without {second} {returned} {goods}");
    }
    fake.assert_no_violations();
    bot.stop().await;
    svc.store().close().await;
}

/// Discord resets the bot's token while a game runs: the bot stops with
/// one line saying so and keeps the turn it could not post; started again
/// with a good token, it posts it, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_revoked_while_running_loses_nothing() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_900;
    let people = [Person::new(6_901, "Ann"), Person::new(6_902, "Bob")];
    let live = start_game(&fake, channel, &people, json!([])).await;
    let first = mentioned(&live, &people);
    let step = confirm_option(&fake, &first, live.id, 0).await;
    fake.revoke_token();
    fake.click(&first, live.id, &control(&step, "No follower"), None);
    assert!(
        bot.stops_refused().await,
        "the bot stops, saying its token is refused"
    );
    let turns = |s: &fake_discord::State| {
        s.messages
            .iter()
            .filter(|m| {
                m.channel == channel && m.id > live.id && m.content.contains("it's your turn")
            })
            .count()
    };
    assert_eq!(turns(&fake.state()), 0, "nothing could be posted");
    // The move was stored; its turn waits, undelivered, for the restart.
    fake.restore_token();
    let mut again = Bot::start_in(&fake, bot.dir.clone()).await;
    let second = fake
        .wait_for(20, "the second turn", |s| {
            newest(s, channel, live.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert_ne!(mentioned(&second, &people).id, first.id);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(turns(&fake.state()), 1, "posted once");
    again.stop().await;
    fake.assert_no_violations();
}

/// `/carcassonne games` and `mine` list only games in channels the asker
/// can view, as Discord reckons it: the server's roles and the channel's
/// overwrites, a public thread as its channel. A role taken away counts at
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_lists_hide_channels_the_asker_cannot_view() {
    use fake_discord::perm::VIEW_CHANNEL;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (open, club, thread) = (6_301, 6_302, 6_303);
    const CLUB_ROLE: u64 = 6_399;
    {
        let mut s = fake.state();
        s.roles.insert(CLUB_ROLE, 0);
        let c = s.channels.entry(club).or_default();
        c.overwrites = vec![
            (fake_discord::GUILD, 0, 0, VIEW_CHANNEL),
            (CLUB_ROLE, 0, VIEW_CHANNEL, 0),
        ];
        s.channels.entry(thread).or_default().parent = Some(club);
    }
    let mut ann = Person::new(6_311, "Ann");
    ann.roles = vec![CLUB_ROLE];
    let mut cleo = Person::new(6_313, "Cleo");
    cleo.roles = vec![CLUB_ROLE];
    let ben = Person::new(6_312, "Ben");
    start_game(&fake, open, &[ann.clone(), ben.clone()], json!([])).await;
    start_game(&fake, club, &[ann.clone(), cleo.clone()], json!([])).await;
    start_game(&fake, thread, &[ann.clone(), cleo.clone()], json!([])).await;

    let all = sub(&fake, &ann, open, "games").await;
    assert!(
        all.content.contains("3 games running on this server"),
        "{}",
        all.content
    );
    let bens = sub(&fake, &ben, open, "games").await;
    assert!(bens.ephemeral);
    assert!(
        bens.content.contains("1 game running on this server"),
        "{}",
        bens.content
    );
    assert!(bens.content.contains(&format!("<#{open}>")));
    for hidden in [club, thread] {
        assert!(
            !bens.content.contains(&format!("<#{hidden}>")),
            "{}",
            bens.content
        );
    }
    assert!(!bens.content.contains("Cleo"), "{}", bens.content);

    // Ann loses the role: her own games in the club are hidden from her.
    let mut ann_now = ann.clone();
    ann_now.roles.clear();
    let mine = sub(&fake, &ann_now, open, "mine").await;
    assert!(
        mine.content.contains(&format!("<#{open}>")),
        "{}",
        mine.content
    );
    for hidden in [club, thread] {
        assert!(
            !mine.content.contains(&format!("<#{hidden}>")),
            "{}",
            mine.content
        );
    }
    let mine = sub(&fake, &ann, open, "mine").await;
    for shown in [open, club, thread] {
        assert!(
            mine.content.contains(&format!("<#{shown}>")),
            "{}",
            mine.content
        );
    }
    // Asked in the club itself, the club's game is listed whatever the
    // overwrites say: the asker is there.
    let here = sub(&fake, &ann_now, club, "games").await;
    assert!(
        here.content.contains(&format!("<#{club}>")),
        "{}",
        here.content
    );
    assert!(
        !here.content.contains(&format!("<#{thread}>")),
        "{}",
        here.content
    );

    // The club's game ends: Cleo's stats list it among her last games
    // only to those who can view the club.
    end_at_once(&fake, club, &[&ann, &cleo]).await;
    let of_cleo = json!([{ "name": "user", "type": 6, "value": cleo.id.to_string() }]);
    let seen = command(&fake, &ann, open, "stats", None, of_cleo.clone()).await;
    assert!(
        seen.content.contains("**Last game:**\n#"),
        "{}",
        seen.content
    );
    for asker in [&ben, &ann_now] {
        let hidden = command(&fake, asker, open, "stats", None, of_cleo.clone()).await;
        assert!(hidden.content.contains("1 game"), "{}", hidden.content);
        assert!(!hidden.content.contains("Last game"), "{}", hidden.content);
    }
    bot.stop().await;
    fake.assert_no_violations();
}

/// A member who hosts as many open lobbies as the server allows is told
/// privately, with when to try again, and no lobby is posted; once one of
/// theirs is cancelled, the next opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_lobbies_are_refused_privately_until_one_closes() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let ann = Person::new(6_401, "Ann");
    for channel in 6_410..6_413 {
        fake.open_lobby(&ann, channel, json!([])).await;
    }
    let refused = sub(&fake, &ann, 6_413, "new").await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("3 open lobbies") && refused.content.contains("then try again"),
        "{}",
        refused.content
    );
    assert!(fake.lobby_in(6_413).is_none(), "no lobby is posted");
    // Asked for in a thread of its own: refused before any thread opens.
    let threads = fake.state().threads.len();
    let refused = command(
        &fake,
        &ann,
        6_413,
        "carcassonne",
        Some("new"),
        json!([{ "name": "thread", "type": 5, "value": true }]),
    )
    .await;
    assert!(refused.ephemeral && refused.content.contains("then try again"));
    assert_eq!(fake.state().threads.len(), threads, "no thread was opened");
    let cancelled = sub(&fake, &ann, 6_410, "cancel").await;
    assert!(!cancelled.content.is_empty());
    fake.open_lobby(&ann, 6_413, json!([])).await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// A channel and its threads hold at most the server's number of running
/// games together: past it, a game asked for in a new thread is refused
/// privately before any thread opens; a game in a thread the bot did not
/// open counts with its channel (Discord names the parent); once a game
/// ends, the next opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_channel_refuses_games_in_its_threads_until_one_ends() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (channel, old_thread) = (6_501, 6_502);
    fake.state().channels.entry(old_thread).or_default().parent = Some(channel);
    let ada = manager(6_511, "Ada");
    let in_thread = json!([{ "name": "thread", "type": 5, "value": true }]);
    let set = configure(
        &fake,
        &ada,
        channel,
        json!([{ "name": "games_per_channel", "type": 4, "value": 2 }]),
    )
    .await;
    assert!(
        set.ephemeral && set.content.contains("hold at most 2 games at a time"),
        "{}",
        set.content
    );
    let ann = Person::new(6_512, "Ann");
    let ben = Person::new(6_513, "Ben");
    let cleo = Person::new(6_514, "Cleo");
    fake.open_lobby(&ann, channel, json!([])).await;
    fake.open_lobby(&ben, old_thread, json!([])).await;
    let threads = fake.state().threads.len();
    let refused = command(
        &fake,
        &cleo,
        channel,
        "carcassonne",
        Some("new"),
        in_thread.clone(),
    )
    .await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("already hold 2 games")
            && refused.content.contains("Try again when one of them ends"),
        "{}",
        refused.content
    );
    assert_eq!(fake.state().threads.len(), threads, "no thread was opened");
    // Another channel is not held back.
    fake.open_lobby(&cleo, 6_503, json!([])).await;
    let cancelled = sub(&fake, &ann, channel, "cancel").await;
    assert!(!cancelled.content.is_empty());
    let opened = command(&fake, &cleo, channel, "carcassonne", Some("new"), in_thread).await;
    assert!(
        opened.content.contains("the lobby is there"),
        "{}",
        opened.content
    );
    let thread = *fake.state().threads.last().unwrap();
    assert_eq!(fake.state().threads.len(), threads + 1);
    fake.wait_for(20, "the lobby in the new thread", |s| {
        (!s.in_channel(thread).is_empty()).then_some(())
    })
    .await;
    bot.stop().await;
    fake.assert_no_violations();
}

/// `/stats` shows a person's rating over their games as a chart once they
/// have two rated games; with one, the words alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_chart_a_rating_once_there_are_two_games() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let ann = Person::new(6_601, "Ann");
    let ben = Person::new(6_602, "Ben");
    let cleo = Person::new(6_603, "Cleo");
    // Two games, each ended at once.
    for (channel, other) in [(6_610, &ben), (6_611, &cleo)] {
        start_game(&fake, channel, &[ann.clone(), other.clone()], json!([])).await;
        end_at_once(&fake, channel, &[&ann, other]).await;
    }
    let two = command(
        &fake,
        &ben,
        6_610,
        "stats",
        None,
        json!([{ "name": "user", "type": 6, "value": ann.id.to_string() }]),
    )
    .await;
    assert!(two.content.contains("2 games"), "{}", two.content);
    assert_eq!(two.files, ["carcassonne-rating.png"]);
    assert!(!two.ephemeral);
    let one = command(&fake, &ben, 6_610, "stats", None, json!([])).await;
    assert!(one.content.contains("1 game"), "{}", one.content);
    assert!(one.files.is_empty(), "{:?}", one.files);
    bot.stop().await;
    fake.assert_no_violations();
}

/// Seasons end to end: `/carcassonne config` turns them on with a channel
/// for announcements; `/leaderboard` shows this season's by default and
/// the last season's on request; once a season is over, its top three are
/// announced in that channel, pinging them and nobody else, once, however
/// often the bot starts again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seasons_top_three_are_announced_once() {
    use carcassonne_bot::game::{Period, Season};
    use sqlx::Connection;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (channel, news) = (6_710, 6_711);
    let ada = manager(6_701, "Ada");
    let set = configure(
        &fake,
        &ada,
        channel,
        json!([
            { "name": "season", "type": 4, "value": 0 },
            { "name": "season_channel", "type": 7, "value": news.to_string() },
        ]),
    )
    .await;
    assert!(
        set.content.contains("Seasons last a month")
            && set.content.contains(&format!("announced in <#{news}>")),
        "{}",
        set.content
    );
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let this = Season::of(now, Period::Monthly);
    let last = this.previous();
    let board = command(&fake, &ada, channel, "leaderboard", None, json!([])).await;
    assert!(
        board
            .content
            .contains(&format!("Leaderboard — season {}", this.code())),
        "{}",
        board.content
    );
    bot.stop().await;
    // Last month, four people played (the seasons were on by then).
    {
        let mut db = sqlx::SqliteConnection::connect(&bot.url).await.unwrap();
        sqlx::query("UPDATE guild_seasons SET since = 0")
            .execute(&mut db)
            .await
            .unwrap();
        for (user, rating) in [(6_721, 9.5), (6_722, 12.0), (6_723, 3.25), (6_724, 1.0)] {
            sqlx::query(
                "INSERT INTO season_players (guild_id, season, user_id, name, games, wins, total_score, best_score, mu, sigma, rating)
                 VALUES ($1, $2, $3, 'someone', 4, 2, 300, 90, $4, 1.0, $4 - 3)",
            )
            .bind(fake_discord::GUILD as i64)
            .bind(last.code())
            .bind(user)
            .bind(rating + 3.0)
            .execute(&mut db)
            .await
            .unwrap();
        }
    }
    let over = format!("Season {} is over", last.code());
    let mut stopped = Vec::new();
    for start in 0..2 {
        // Started again: ready once it has connected anew.
        fake.state().ready = false;
        let mut again = Bot::start_in(&fake, bot.dir.clone()).await;
        let said = fake
            .wait_for(20, "the season's announcement", |s| {
                s.in_channel(news)
                    .into_iter()
                    .find(|m| m.content.contains(&over))
                    .cloned()
            })
            .await;
        let mut pinged = said.pings.users.clone();
        pinged.sort_unstable();
        assert_eq!(pinged, [6_721, 6_722, 6_723], "start {start}");
        let first = said.content.find("<@6722>").unwrap();
        assert!(first < said.content.find("<@6721>").unwrap());
        assert!(!said.content.contains("<@6724>"));
        // The last season's board, on request.
        let previous = command(
            &fake,
            &ada,
            channel,
            "leaderboard",
            None,
            json!([{ "name": "season", "type": 4, "value": 1 }]),
        )
        .await;
        assert!(
            previous.content.contains(&last.code()) && previous.content.contains("<@6724>"),
            "start {start}: {}",
            previous.content
        );
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let times = fake
            .state()
            .in_channel(news)
            .iter()
            .filter(|m| m.content.contains(&over))
            .count();
        assert_eq!(times, 1, "announced once");
        again.stop().await;
        // Kept until the end: a bot dropped takes its folder with it.
        stopped.push(again);
    }
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_hands_a_seat_to_a_stand_in_and_the_game_goes_on() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 6_900;
    let people = [Person::new(6_901, "Ann"), Person::new(6_902, "Bob")];
    let (ann, bob) = (&people[0], &people[1]);
    // The lobby says who would take a leaving player's seat.
    let lobby = fake
        .open_lobby(
            ann,
            channel,
            json!([
                { "name": "stand_in", "type": 4, "value": 3 },
                { "name": "time_bank", "type": 4, "value": 1 },
            ]),
        )
        .await;
    assert!(
        lobby.content.contains(
            "**Turn time:** a time bank of 1 day each, 8 hours more for every turn, up to 2 days, running only on your own turns"
        ),
        "{}",
        lobby.content
    );
    assert!(
        lobby
            .content
            .contains("**Stand-ins:** a computer player (hard) takes the seat"),
        "{}",
        lobby.content
    );
    click(&fake, bob, &lobby, &control(&lobby, "Join")).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, ann, &lobby, &control(&lobby, "Start")).await;
    let first = fake
        .wait_for(20, "the first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    assert!(
        first.content.contains("Time runs out <t:"),
        "{}",
        first.content
    );
    let standin = json!([
        { "name": "player", "type": 6, "value": bob.id.to_string() },
        { "name": "computer_level", "type": 4, "value": 1 },
    ]);
    // Only the host (or Manage Server), privately.
    let refused = command(
        &fake,
        bob,
        channel,
        "carcassonne",
        Some("standin"),
        standin.clone(),
    )
    .await;
    assert!(
        refused.ephemeral && refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    // The host hands Bob's seat to a medium computer player.
    let done = command(&fake, ann, channel, "carcassonne", Some("standin"), standin).await;
    assert!(
        done.ephemeral
            && done
                .content
                .starts_with("Done: Ann handed Bob's seat to a computer player."),
        "{}",
        done.content
    );
    let news = fake
        .wait_for(10, "the stand-in's news", |s| {
            newest(s, channel, first.id, |m| {
                m.content
                    .contains("A computer player (medium) plays Bob's seat")
            })
        })
        .await;
    assert!(
        news.content.contains("the seat is not rated"),
        "{}",
        news.content
    );
    // Ann plays on; the stand-in plays Bob's turns under Bob's name, and
    // nobody pings Bob any more.
    let turns = play_through(&fake, channel, std::slice::from_ref(ann), news.id).await;
    assert!(turns >= 20, "Ann played {turns} turns");
    let after: Vec<Msg> = fake
        .state()
        .in_channel(channel)
        .into_iter()
        .filter(|m| m.id > news.id)
        .cloned()
        .collect();
    assert!(
        after
            .iter()
            .filter(|m| m.content.contains("Bob (computer, medium) placed tile"))
            .count()
            >= 20
    );
    assert!(
        after.iter().all(|m| !m.pings.users.contains(&bob.id)),
        "Bob is pinged no more: {:?}",
        after
            .iter()
            .filter(|m| m.pings.users.contains(&bob.id))
            .map(|m| &m.content)
            .collect::<Vec<_>>()
    );
    let last = after
        .iter()
        .rev()
        .find(|m| m.content.contains("Final scores"))
        .unwrap();
    assert!(
        last.content.contains("Bob (computer, medium)"),
        "{}",
        last.content
    );
    fake.assert_no_violations();
    bot.stop().await;
}

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
            "carcassonne",
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
        "carcassonne",
        Some("tournament open"),
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
                "carcassonne",
                Some("tournament withdraw"),
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
        "carcassonne",
        Some("tournament standings"),
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
        "carcassonne",
        Some("tournament open"),
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
    let resumed = command(
        fake,
        host,
        channel,
        "carcassonne",
        Some("tournament resume"),
        json!([]),
    )
    .await;
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
    let started = command(
        &fake,
        ann,
        channel,
        "carcassonne",
        Some("tournament start"),
        json!([]),
    )
    .await;
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
            "carcassonne",
            Some("tournament standings"),
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
    let early = command(
        &fake,
        ann,
        channel,
        "carcassonne",
        Some("tournament resume"),
        json!([]),
    )
    .await;
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
        "carcassonne",
        Some("tournament start"),
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
        fake.slash(
            who,
            elsewhere,
            "carcassonne",
            Some("tournament cancel"),
            options,
        )
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

/// `/carcassonne tournament <sub>` with `options`.
async fn tournament_command(
    fake: &Fake,
    who: &Person,
    channel: u64,
    sub: &str,
    options: serde_json::Value,
) -> Msg {
    let sub = format!("tournament {sub}");
    command(fake, who, channel, "carcassonne", Some(&sub), options).await
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
        let tries: [(&str, serde_json::Value); 5] = [
            ("skip", json!([])),
            ("remove", player(other)),
            ("standin", player(other)),
            (
                "clock",
                json!([{ "name": "action", "type": 4, "value": 0 }]),
            ),
            ("cancel", json!([])),
        ];
        for (sub, options) in tries {
            let m = command(&fake, me, thread, "carcassonne", Some(sub), options).await;
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
        "carcassonne",
        Some("tournament open"),
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
    command(
        &fake,
        ann,
        channel,
        "carcassonne",
        Some("tournament start"),
        json!([]),
    )
    .await;
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
        "carcassonne",
        Some("tournament standings"),
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "shows no control")]
async fn the_fake_refuses_a_click_on_a_control_the_message_does_not_show() {
    let fake = Fake::start_roomy().await;
    let _bot = Bot::start(&fake).await;
    let ann = Person::new(7_301, "Ann");
    let lobby = fake.open_lobby(&ann, 7_300, json!([])).await;
    // Discord's client sends only what the message shows: a test that
    // means to forge a click says so with `forge_click`.
    fake.click(&ann, lobby.id, "cb1:l:999:j", None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "is disabled")]
async fn the_fake_refuses_a_click_on_a_disabled_control() {
    let fake = Fake::start_roomy().await;
    let _bot = Bot::start(&fake).await;
    let ann = Person::new(7_401, "Ann");
    let lobby = fake.open_lobby(&ann, 7_400, json!([])).await;
    // Start is disabled until a second player joins.
    fake.click(&ann, lobby.id, &control(&lobby, "Start"), None);
}

/// The buttons and menu options of a message that show an emoji, and the
/// emoji ids they name.
fn emoji_ids(components: &serde_json::Value, out: &mut Vec<String>) {
    for c in components.as_array().into_iter().flatten() {
        if let Some(id) = c["emoji"]["id"].as_str() {
            out.push(id.to_string());
        }
        for o in c["options"].as_array().into_iter().flatten() {
            if let Some(id) = o["emoji"]["id"].as_str() {
                out.push(id.to_string());
            }
        }
        emoji_ids(&c["components"], out);
    }
}

/// The pieces' emojis: uploaded once at start-up (an older drawing of ours
/// deleted, an emoji that is not ours left alone), then shown on the
/// follower step's buttons, beside names in the news and in the final
/// score lines; a second start finds them and uploads nothing. A turn's
/// card shows the drawn tile beside its first line.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pieces_emojis_are_uploaded_once_and_shown_in_the_game() {
    let fake = Fake::start_roomy().await;
    {
        let mut s = fake.state();
        for (id, name) in [("11", "cb0_follower_0"), ("12", "party")] {
            s.emojis.push(
                json!({ "id": id, "name": name, "roles": [], "require_colons": true,
                                  "managed": false, "animated": false, "available": true }),
            );
        }
    }
    let mut bot = Bot::start(&fake).await;
    let ours = |s: &fake_discord::State| {
        s.emojis
            .iter()
            .filter(|e| e["name"].as_str().is_some_and(|n| n.starts_with("cb1_")))
            .count()
    };
    fake.wait_for(30, "the pieces' emojis", |s| {
        (ours(s) == Icons::all_len() && s.emojis.len() == Icons::all_len() + 1).then_some(())
    })
    .await;
    {
        let s = fake.state();
        assert_eq!(s.emoji_uploads, Icons::all_len());
        assert!(
            s.emojis.iter().any(|e| e["name"] == "party"),
            "not ours: kept"
        );
        assert!(
            !s.emojis.iter().any(|e| e["name"] == "cb0_follower_0"),
            "old: gone"
        );
    }
    let channel = 5_101;
    let (ana, ben) = (Person::new(1_201, "Ana"), Person::new(1_202, "Ben"));
    let people = vec![ana.clone(), ben.clone()];
    // The first turn's card: the drawn tile beside whose turn it is, its
    // tile's emoji, a picture Discord has: the board alone is uploaded.
    let turn = start_game(&fake, channel, &people, json!([])).await;
    assert_eq!(turn.files, ["carcassonne.png"]);
    let inside = &turn.components[0]["components"];
    assert_eq!(inside[0]["type"], 9, "a section first: {inside}");
    let thumb = inside[0]["accessory"]["media"]["url"]
        .as_str()
        .unwrap_or_default();
    let tile_emoji = thumb
        .strip_prefix("https://cdn.discordapp.com/emojis/")
        .and_then(|r| r.strip_suffix(".png"))
        .unwrap_or_default();
    assert!(
        fake.state().emojis.iter().any(|e| e["id"] == tile_emoji
            && e["name"].as_str().is_some_and(|n| n.starts_with("cb1_t_"))),
        "{thumb}"
    );
    // Each picture with its words for screen readers.
    let alt = |c: &serde_json::Value| c.as_str().unwrap_or_default().to_string();
    assert!(
        alt(&inside[0]["accessory"]["description"]).starts_with("Tile "),
        "{inside}"
    );
    let gallery = inside
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == 12)
        .unwrap();
    let board_alt = alt(&gallery["items"][0]["description"]);
    assert!(board_alt.contains("where tile"), "{board_alt}");
    assert!(
        inside[0]["components"][0]["content"]
            .as_str()
            .unwrap()
            .contains("it's your turn"),
        "{inside}"
    );
    // The follower step: each choice with the figure in the player's colour.
    let player = mentioned(&turn, &people);
    let (menu, value) = (turn.controls()[0].0.clone(), turn.menu()[0].0.clone());
    let t = fake.click(&player, turn.id, &menu, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            let m = s.message(turn.id)?;
            (s.interactions.get(&t)?.acknowledged
                && m.controls().iter().any(|c| c.1 == "Confirm" && !c.2))
            .then(|| m.clone())
        })
        .await;
    let spots = confirm_tile(&fake, &player, turn.id, &control(&shown, "Confirm")).await;
    let mut shown_ids = Vec::new();
    emoji_ids(&spots.components, &mut shown_ids);
    assert!(!shown_ids.is_empty(), "{}", spots.components);
    {
        let s = fake.state();
        let seat0 = s
            .emojis
            .iter()
            .find(|e| e["name"] == "cb1_follower_0")
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            shown_ids.contains(&seat0),
            "the first seat's follower: {shown_ids:?}"
        );
    }
    fake.click(&player, turn.id, &control(&spots, "No follower"), None);
    fake.wait_for(10, "the turn to close", |s| {
        s.message(turn.id)
            .filter(|m| m.controls().is_empty())
            .map(|_| ())
    })
    .await;

    // A second start finds every emoji and uploads none.
    bot.stop().await;
    let identified = fake.state().identified;
    let mut again = Bot::start_in(&fake, bot.dir.clone()).await;
    fake.wait_for(30, "the second start", |s| {
        (s.identified > identified && s.ready).then_some(())
    })
    .await;
    let turns = play_through(&fake, channel, &people, turn.id).await;
    assert!(turns >= 60, "{turns} turns");
    {
        let s = fake.state();
        let lists = s
            .requests
            .iter()
            .filter(|r| r.starts_with("GET") && r.ends_with("/emojis"))
            .count();
        assert_eq!(lists, 2, "each start looked once");
        assert_eq!(
            s.emoji_uploads,
            Icons::all_len(),
            "the second start uploaded nothing"
        );
        // The news and the final scores show each player's follower.
        let msgs = s.in_channel(channel);
        let news = msgs
            .iter()
            .find(|m| m.content.contains("<:cb1_follower_") && m.content.contains("scored"))
            .unwrap_or_else(|| panic!("no news with a follower"));
        assert!(news.v2, "{}", news.content);
        let fin = msgs
            .iter()
            .find(|m| m.content.contains("Final scores"))
            .unwrap();
        assert_eq!(
            fin.content.matches("<:cb1_follower_").count(),
            2,
            "{}",
            fin.content
        );
    }
    fake.assert_no_violations();
    again.stop().await;
}

/// An emoji of ours deleted while the bot runs (by hand, in the Developer
/// Portal) makes Discord refuse the cards that name it: the bot drops its
/// emojis at once, looks at them again, uploads the missing ones, and the
/// turn goes on. A newer drawing's emojis (a version rolled back from) are
/// left alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_emoji_is_put_back_and_the_turn_goes_on() {
    let fake = Fake::start_roomy().await;
    fake.state()
        .emojis
        .push(json!({ "id": "21", "name": "cb2_follower_0", "roles": [],
        "require_colons": true, "managed": false, "animated": false, "available": true }));
    let mut bot = Bot::start(&fake).await;
    let ours = |s: &fake_discord::State| {
        s.emojis
            .iter()
            .filter(|e| e["name"].as_str().is_some_and(|n| n.starts_with("cb1_")))
            .count()
    };
    fake.wait_for(30, "the pieces' emojis", |s| {
        (ours(s) == Icons::all_len()).then_some(())
    })
    .await;
    let channel = 5_151;
    let people = vec![Person::new(1_251, "Ana"), Person::new(1_252, "Ben")];
    let turn = start_game(&fake, channel, &people, json!([])).await;
    let player = mentioned(&turn, &people);
    let (menu, value) = (turn.controls()[0].0.clone(), turn.menu()[0].0.clone());
    fake.click(&player, turn.id, &menu, Some(vec![value]));
    let shown = fake
        .wait_for(10, "the preview", |s| {
            let m = s.message(turn.id)?;
            m.controls()
                .iter()
                .any(|c| c.1 == "Confirm" && !c.2)
                .then(|| m.clone())
        })
        .await;
    // Every seat's follower goes: the follower step names one of them.
    for seat in 0..6 {
        assert!(fake.delete_emoji(&format!("cb1_follower_{seat}")));
    }
    let spots = confirm_tile(&fake, &player, turn.id, &control(&shown, "Confirm")).await;
    fake.click(&player, turn.id, &control(&spots, "No follower"), None);
    fake.wait_for(20, "the next turn", |s| {
        newest(s, channel, turn.id, |m| {
            m.content.contains("it's your turn")
        })
    })
    .await;
    fake.wait_for(30, "the emojis put back", |s| {
        (ours(s) == Icons::all_len()).then_some(())
    })
    .await;
    {
        let mut s = fake.state();
        assert!(
            s.emojis.iter().any(|e| e["name"] == "cb2_follower_0"),
            "a newer drawing's emoji stays"
        );
        // The refusals Discord made are the deleted emojis' alone.
        let (refused, others): (Vec<String>, Vec<String>) = s
            .violations
            .drain(..)
            .partition(|v| v.contains("Invalid emoji"));
        assert!(others.is_empty(), "{others:?}");
        assert!(!refused.is_empty(), "a card named a deleted emoji first");
    }
    fake.assert_no_violations();
    bot.stop().await;
}

/// A turn card older than an hour is edited at most 3 times in 6 s in its
/// channel (Discord's 30046): the player's previews go to a private copy
/// of the controls, and the public card changes only when the move is
/// made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn previews_on_an_old_turn_card_go_to_a_private_copy() {
    let fake = Fake::start().await;
    // Everything is posted as if two hours ago.
    fake.state().backdate = std::time::Duration::from_secs(2 * 3600);
    let mut bot = Bot::start(&fake).await;
    let channel = 9_810;
    let people = vec![Person::new(9_811, "Ann"), Person::new(9_812, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    let player = mentioned(&first, &people);
    let edits_before = fake.state().edits;
    let menu_id = first.controls()[0].0.clone();
    let value = first.menu()[0].0.clone();
    let t = fake.click(&player, first.id, &menu_id, Some(vec![value]));
    let copy = fake
        .wait_for(10, "the private copy", |s| {
            s.messages
                .iter()
                .find(|m| {
                    m.token.as_deref() == Some(t.as_str())
                        && m.ephemeral
                        && m.controls().iter().any(|c| c.1 == "Confirm" && !c.2)
                })
                .cloned()
        })
        .await;
    assert_eq!(copy.files, ["carcassonne.png"]);
    // The public card was not touched by the preview.
    assert_eq!(fake.state().edits, edits_before);
    assert_eq!(
        fake.state().message(first.id).unwrap().components,
        first.components
    );
    // Confirmed on the private copy: the move is made, and the public card
    // follows (within Discord's limits on old messages).
    let confirm = control(&copy, "Confirm");
    fake.click(&player, copy.id, &confirm, None);
    fake.wait_for(
        20,
        "the follower step on the public card, or the next turn",
        |s| {
            let m = s.message(first.id)?;
            let step = m.controls().iter().any(|c| c.1.contains("No follower"));
            let next = newest(s, channel, first.id, |m| {
                m.content.contains("it's your turn")
            });
            (step || next.is_some()).then_some(())
        },
    )
    .await;
    fake.assert_no_violations();
    bot.stop().await;
}
