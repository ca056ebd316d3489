//! The released binary as a child process pointed at the fake Discord
//! (`DISCORD_API_BASE`), killed with SIGKILL and started again by the tests;
//! and a player who plays whatever the newest turn message asks for.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use crate::fake_discord::{self, Fake, Msg, Person};

pub struct Process {
    pub child: Option<Child>,
    pub url: String,
    base: String,
    env: Vec<(String, String)>,
    log: PathBuf,
}

impl Process {
    /// A bot on database `url` that logs to `log` (not started yet).
    pub fn new(fake: &Fake, url: &str, log: PathBuf) -> Process {
        Process {
            child: None,
            url: url.to_string(),
            base: fake.base.clone(),
            env: Vec::new(),
            log,
        }
    }

    /// A setting for the bot's environment.
    pub fn with_env(mut self, key: &str, value: &str) -> Process {
        self.env.push((key.into(), value.into()));
        self
    }

    pub fn spawn(&mut self) {
        let child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .env("DISCORD_TOKEN", "MTAwMA.fake.token")
            .env("DATABASE_URL", &self.url)
            .env("DISCORD_API_BASE", &self.base)
            .env(
                "RUST_LOG",
                "warn,carcassonne_bot::game::delivery=debug,serenity::http=debug",
            )
            .env_remove("DEV_GUILD_ID")
            .env_remove("SHARD_COUNT")
            .env_remove("SHARDS")
            // Many bots run at once: none listens unless a test asks.
            .env("HTTP_ADDR", "off")
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            // The bot logs to stdout; what it says on leaving, to stderr.
            .stdout(self.log_file())
            .stderr(self.log_file())
            .spawn()
            .expect("the binary starts");
        self.child = Some(child);
    }

    /// The bot's log, kept beside its database to explain a failure.
    fn log_file(&self) -> Stdio {
        if let Some(dir) = self.log.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .map(Stdio::from)
            .unwrap_or_else(|_| Stdio::null())
    }

    /// The last lines the bot logged.
    pub fn log_tail(&self, n: usize) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(n)..].join("\n")
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().map(|c| c.id()).unwrap()
    }

    /// SIGTERM, as Docker stops a container: waits (30 s at most) for the
    /// bot to exit; its exit status and how long it took.
    pub fn terminate(&mut self) -> (std::process::ExitStatus, std::time::Duration) {
        let mut c = self.child.take().expect("the bot runs");
        let started = std::time::Instant::now();
        let sent = Command::new("kill")
            .args(["-TERM", &c.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        loop {
            if let Some(status) = c.try_wait().expect("the bot can be waited for") {
                return (status, started.elapsed());
            }
            if started.elapsed() > std::time::Duration::from_secs(30) {
                let _ = c.kill();
                panic!("the bot was still running 30 s after SIGTERM");
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    /// SIGKILL: no goodbye, nothing flushed.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Waits until bots have identified more than `before` times in all.
pub async fn started(fake: &Fake, before: usize) {
    fake.wait_for(30, "the bot to (re)connect", |s| {
        (s.identified > before).then_some(())
    })
    .await;
}

/// The message a player should act on now: the newest with live controls.
pub fn current(s: &fake_discord::State, channel: u64) -> Option<Msg> {
    s.in_channel(channel)
        .into_iter()
        .rev()
        .find(|m| {
            m.content.contains("Final scores")
                || m.controls().iter().any(|c| !c.2 && c.0.starts_with("cb1:"))
        })
        .cloned()
}

pub fn player_of(m: &Msg, people: &[Person]) -> Person {
    people
        .iter()
        .find(|p| m.content.starts_with(&format!("<@{}>", p.id)))
        .cloned()
        .unwrap_or_else(|| panic!("nobody is mentioned first in {:?}", m.content))
}

/// Clicks and waits for an answer: the message edited, or a reply.
pub async fn click_and_wait(
    fake: &Fake,
    who: &Person,
    m: &Msg,
    id: &str,
    values: Option<Vec<String>>,
) {
    let t = fake.click(who, m.id, id, values);
    let before = (m.content.clone(), m.components.clone());
    fake.wait_for(20, "an answer to a click", |s| {
        let acked = s.interactions.get(&t)?.acknowledged;
        let edited = s
            .message(m.id)
            .map(|x| (x.content.clone(), x.components.clone()))
            != Some(before.clone());
        let replied = s
            .messages
            .iter()
            .any(|x| x.token.as_deref() == Some(t.as_str()));
        let newer = s.in_channel(m.channel).last().map(|x| x.id) > Some(m.id);
        (acked && (edited || replied || newer)).then_some(())
    })
    .await;
}

/// A two-player game in `channel`: the first person opens a lobby, the
/// second joins, the first starts it.
pub async fn start_two(fake: &Fake, channel: u64, people: &[Person]) {
    let lobby = fake
        .open_lobby(&people[0], channel, serde_json::json!([]))
        .await;
    let control = |m: &Msg, label: &str| {
        m.controls()
            .into_iter()
            .find(|c| c.1 == label)
            .unwrap_or_else(|| panic!("no {label} on {:?}", m.content))
            .0
    };
    click_and_wait(fake, &people[1], &lobby, &control(&lobby, "Join"), None).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click_and_wait(fake, &people[0], &lobby, &control(&lobby, "Start"), None).await;
}

/// What the player in turn clicks on `m`: a follower or none, Confirm,
/// or a square from the menu (`turn` varies the choices).
pub fn choice(m: &Msg, turn: usize) -> (String, Option<Vec<String>>) {
    let controls = m.controls();
    if let Some(none) = controls.iter().find(|c| c.1 == "No follower") {
        let pick = if turn.is_multiple_of(4) && controls.len() > 1 {
            controls[0].0.clone()
        } else {
            none.0.clone()
        };
        (pick, None)
    } else if let Some(confirm) = controls.iter().find(|c| c.1 == "Confirm" && !c.2) {
        (confirm.0.clone(), None)
    } else {
        let menu = m.menu();
        let value = menu[turn % menu.len()].0.clone();
        (controls[0].0.clone(), Some(vec![value]))
    }
}

/// One step of the game for whoever's turn it is; false once it is over.
pub async fn step(fake: &Fake, channel: u64, people: &[Person], turn: usize) -> bool {
    let m = fake
        .wait_for(30, "something to act on", |s| current(s, channel))
        .await;
    if m.content.contains("Final scores") {
        return false;
    }
    let who = player_of(&m, people);
    let (id, values) = choice(&m, turn);
    click_and_wait(fake, &who, &m, &id, values).await;
    true
}
