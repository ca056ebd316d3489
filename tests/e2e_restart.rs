//! The released binary, pointed at the fake Discord with DISCORD_API_BASE,
//! killed with SIGKILL at awkward moments and started again: every game
//! goes on from where it was, with no move lost or applied twice.

mod fake_discord;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use carcassonne_bot::engine::{Record, replay};
use carcassonne_bot::game::Service;
use carcassonne_bot::store::Store;
use fake_discord::{Fake, Msg, Person};
use serde_json::json;

struct Process {
    child: Option<Child>,
    url: String,
    base: String,
}

impl Process {
    fn spawn(&mut self) {
        let child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .env("DISCORD_TOKEN", "MTAwMA.fake.token")
            .env("DATABASE_URL", &self.url)
            .env("DISCORD_API_BASE", &self.base)
            .env("RUST_LOG", "warn")
            .env_remove("DEV_GUILD_ID")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        self.child = Some(child);
    }

    fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill(); // SIGKILL
            let _ = c.wait();
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

async fn started(fake: &Fake, before: usize) {
    fake.wait_for(30, "the bot to (re)connect", |s| {
        (s.identified > before).then_some(())
    })
    .await;
}

/// The message a player should act on now: the newest with live controls.
fn current(s: &fake_discord::State, channel: u64) -> Option<Msg> {
    s.in_channel(channel)
        .into_iter()
        .rev()
        .find(|m| {
            m.content.contains("Final scores")
                || m.controls().iter().any(|c| !c.2 && c.0.starts_with("cb1:"))
        })
        .cloned()
}

fn player_of(m: &Msg, people: &[Person]) -> Person {
    people
        .iter()
        .find(|p| m.content.starts_with(&format!("<@{}>", p.id)))
        .cloned()
        .unwrap_or_else(|| panic!("nobody is mentioned first in {:?}", m.content))
}

/// Clicks and waits for an answer: the message edited, or a reply.
async fn click_and_wait(fake: &Fake, who: &Person, m: &Msg, id: &str, values: Option<Vec<String>>) {
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

/// One step of the game for whoever's turn it is. `kill` makes the step end
/// with the bot killed right after the click is sent.
async fn step(fake: &Fake, channel: u64, people: &[Person], turn: usize) -> bool {
    let m = fake
        .wait_for(30, "something to act on", |s| current(s, channel))
        .await;
    if m.content.contains("Final scores") {
        return false;
    }
    let who = player_of(&m, people);
    let controls = m.controls();
    if let Some(none) = controls.iter().find(|c| c.1 == "No follower") {
        let pick = if turn % 4 == 0 && controls.len() > 1 {
            controls[0].0.clone()
        } else {
            none.0.clone()
        };
        click_and_wait(fake, &who, &m, &pick, None).await;
    } else if let Some(confirm) = controls.iter().find(|c| c.1 == "Confirm" && !c.2) {
        click_and_wait(fake, &who, &m, &confirm.0, None).await;
    } else {
        let menu = m.menu();
        let value = menu[turn % menu.len()].0.clone();
        click_and_wait(fake, &who, &m, &controls[0].0, Some(vec![value])).await;
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_any_moment_loses_and_doubles_nothing() {
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-kill-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = format!("sqlite://{}/bot.db", dir.display());
    let mut bot = Process {
        child: None,
        url: url.clone(),
        base: fake.base.clone(),
    };
    bot.spawn();
    started(&fake, 0).await;
    let channel = 6_001;
    let people = vec![Person::new(7_001, "Ann"), Person::new(7_002, "Ben")];
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    let join = lobby
        .controls()
        .into_iter()
        .find(|c| c.1 == "Join")
        .unwrap()
        .0;
    click_and_wait(&fake, &people[1], &lobby, &join, None).await;
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    let start = lobby
        .controls()
        .into_iter()
        .find(|c| c.1 == "Start")
        .unwrap()
        .0;
    click_and_wait(&fake, &people[0], &lobby, &start, None).await;

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
        assert!(steps < 1000, "the game does not end");
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
