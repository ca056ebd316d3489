//! The real bot against a fake Discord on loopback: people play whole games
//! only through slash commands and clicks.

mod fake_discord;

use std::path::PathBuf;

use carcassonne_bot::discord::{BotConfig, run_until};
use carcassonne_bot::engine::{Record, replay};
use carcassonne_bot::game::Service;
use carcassonne_bot::store::Store;
use fake_discord::{Fake, Msg, Person};
use serde_json::json;
use tokio::sync::oneshot;

const TOKEN: &str = "MTAwMA.fake.token";

struct Bot {
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), carcassonne_bot::discord::BotError>>,
    dir: PathBuf,
    url: String,
}

impl Bot {
    async fn start(fake: &Fake) -> Bot {
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-e2e-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        let url = format!("sqlite://{}/bot.db", dir.display());
        let (tx, rx) = oneshot::channel::<()>();
        let config = BotConfig {
            token: TOKEN.into(),
            database_url: url.clone(),
            dev_guild: None,
            api_base: Some(fake.base.clone()),
        };
        let task = tokio::spawn(run_until(config, async move {
            let _ = rx.await;
        }));
        fake.wait_for(30, "the bot to register its commands", |s| {
            (!s.commands.is_empty()).then_some(())
        })
        .await;
        Bot {
            stop: Some(tx),
            task,
            dir,
            url,
        }
    }

    async fn stop(&mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        let _ = tokio::time::timeout(std::time::Duration::from_secs(20), &mut self.task).await;
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
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

/// Plays every turn through the menus and buttons until the game ends.
/// Returns the number of turns played.
async fn play_through(fake: &Fake, channel: u64, people: &[Person], mut after: u64) -> usize {
    let mut turns = 0;
    loop {
        let msg = fake
            .wait_for(30, "the next turn or the end", |s| {
                newest(s, channel, after, |m| {
                    m.content.contains("it's your turn") || m.content.contains("Final scores")
                })
            })
            .await;
        if msg.content.contains("Final scores") {
            return turns;
        }
        after = msg.id;
        let player = mentioned(&msg, people);
        assert!(
            msg.files.iter().any(|f| f.ends_with(".png")),
            "the turn shows the board"
        );
        // Someone else trying to play is told whose turn it is.
        let other = people.iter().find(|p| p.id != player.id).unwrap();
        let menu_id = msg.controls()[0].0.clone();
        let menu = msg.menu();
        let value = menu[turns % menu.len()].0.clone();
        if turns == 0 {
            let t = fake.click(other, msg.id, &menu_id, Some(vec![value.clone()]));
            let said = fake
                .wait_for(10, "the refusal", |s| {
                    s.messages
                        .iter()
                        .find(|m| m.ephemeral && m.token.as_deref() == Some(t.as_str()))
                        .map(|m| m.content.clone())
                })
                .await;
            assert_eq!(said, format!("It's <@{}>'s turn.", player.id));
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
        assert_eq!(
            shown.files.len(),
            1,
            "the picture is re-attached on every update"
        );
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
        fake.click(&player, msg.id, &confirm, None);
        let spots = fake
            .wait_for(10, "the follower step", |s| {
                let m = s.message(msg.id)?;
                m.controls()
                    .iter()
                    .any(|c| c.1 == "No follower")
                    .then(|| m.clone())
            })
            .await;
        // A follower every third turn, else none.
        let choice = if turns % 3 == 0 && spots.controls().len() > 1 {
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
            let t = fake.click(&player, msg.id, &confirm, None);
            let said = fake
                .wait_for(10, "the explanation", |s| {
                    s.messages
                        .iter()
                        .find(|m| m.ephemeral && m.token.as_deref() == Some(t.as_str()))
                        .map(|m| m.content.clone())
                })
                .await;
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
    let fake = Fake::start().await;
    let mut bot = Bot::start(&fake).await;
    let channel = 5_001;
    let alice = Person::new(1_001, "Alice");
    let bob = Person::new(1_002, "Bob");
    let people = vec![alice.clone(), bob.clone()];

    // Alice opens a lobby.
    let t = fake.slash(&alice, channel, "carcassonne", Some("new"), json!([]));
    let lobby = fake
        .wait_for(20, "the lobby", |s| {
            let id = s.interactions.get(&t)?.original?;
            let m = s.message(id)?;
            (!m.controls().is_empty()).then(|| m.clone())
        })
        .await;
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
    let said = fake
        .wait_for(10, "the refusal", |s| {
            s.messages
                .iter()
                .find(|m| m.ephemeral && m.token.as_deref() == Some(t.as_str()))
                .map(|m| m.content.clone())
        })
        .await;
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
