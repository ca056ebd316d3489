//! The real bot against a fake Discord on loopback: people play whole games
//! only through slash commands and clicks. This file is the harness (the
//! bot, commands, clicks and waits); each use case has a file of its own:
//! `games`, `turns`, `lists`, `hosts`, `refusals`, `delivery` and
//! `tournaments`.

#[path = "../support/fake_discord/mod.rs"]
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
        Bot::start_with(fake, dir, None).await
    }

    /// A bot that serves the live board on a port of its own: and the
    /// board's address.
    async fn start_with_board(fake: &Fake) -> (Bot, String) {
        Bot::start_with_board_as(fake, None).await
    }

    /// The bot with its board, as an Activity too where `secret` is the
    /// application's.
    async fn start_with_board_as(fake: &Fake, secret: Option<&str>) -> (Bot, String) {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let web_url = format!("http://127.0.0.1:{port}");
        let board = carcassonne_bot::web::links::board_settings(
            Some(&web_url),
            Some(&format!("127.0.0.1:{port}")),
        )
        .unwrap()
        .map(|b| {
            b.with_activity(secret.and_then(carcassonne_bot::web::activity::ClientSecret::new))
        });
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-e2e-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        (Bot::start_with(fake, dir, board).await, web_url)
    }

    async fn start_with(
        fake: &Fake,
        dir: PathBuf,
        board: Option<carcassonne_bot::web::links::BoardSettings>,
    ) -> Bot {
        let url = format!("sqlite://{}/bot.db", dir.display());
        let run = match std::env::var("E2E_BOT") {
            Ok(binary) if !binary.is_empty() => {
                Run::Binary(spawn(&binary, fake, &dir, &url, board.as_ref()))
            }
            _ => in_process(fake, &url, board),
        };
        fake.wait_for(30, "the bot to register its commands", |s| {
            (s.commands.overwrites > 0 && s.ready).then_some(())
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
fn in_process(
    fake: &Fake,
    url: &str,
    board: Option<carcassonne_bot::web::links::BoardSettings>,
) -> Run {
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
        board,
        identify_spacing: carcassonne_bot::discord::IDENTIFY_SPACING,
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
fn spawn(
    binary: &str,
    fake: &Fake,
    dir: &std::path::Path,
    url: &str,
    board: Option<&carcassonne_bot::web::links::BoardSettings>,
) -> std::process::Child {
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
        .env(
            "WEB_URL",
            board.map_or(String::new(), |b| b.web_url.clone()),
        )
        .env(
            "BOARD_ADDR",
            board.map_or(String::new(), |b| b.addr.to_string()),
        )
        .env(
            "DISCORD_CLIENT_SECRET",
            board
                .and_then(|b| b.activity.as_ref())
                .map_or("", |s| s.expose()),
        )
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

/// `who` runs `/carcassonne name`, or `/host name` for a host's
/// subcommand (no options), in `channel`; its answer.
async fn sub(fake: &Fake, who: &Person, channel: u64, name: &str) -> Msg {
    let top = if HOST_SUBCOMMANDS.contains(&name) {
        "host"
    } else {
        "carcassonne"
    };
    command(fake, who, channel, top, Some(name), json!([])).await
}

/// The subcommands of `/host`.
const HOST_SUBCOMMANDS: &[&str] = &[
    "options", "skip", "remove", "standin", "clock", "links", "cancel", "resume",
];

/// Someone with Manage Server.
fn manager(id: u64, name: &str) -> Person {
    let mut p = Person::new(id, name);
    p.permissions |= 0x20;
    p
}

/// `/settings` with `options`.
async fn configure(fake: &Fake, who: &Person, channel: u64, options: serde_json::Value) -> Msg {
    command(fake, who, channel, "settings", None, options).await
}

/// The game service over the bot's database, to look at what it stored.
async fn service_of(bot: &Bot) -> Service {
    Service::new(Store::open(&bot.url).await.unwrap())
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

mod activity;
mod board;
mod delivery;
mod games;
mod hosts;
mod lists;
mod refusals;
mod tournaments;
mod turns;
