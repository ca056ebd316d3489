//! Load (a benchmark, never a test): `cargo bench --bench load`.
//!
//! The released binary against the fake Discord on loopback: 50 games at
//! once in 50 channels, simulated players clicking as soon as each response
//! arrives. Reports interactions per second, click-to-response latency (p50,
//! p99) and the bot process's peak memory.
//!
//! `LOAD_REPLAYS=20` adds bursts of that many `/carcassonne replay`
//! commands (each from someone new, in a running game's channel) every
//! second from the third second on, and reports the turn clicks made
//! during the bursts apart, with what became of the replays.

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fake_discord::{Fake, Msg, Person};
use serde_json::json;

fn games() -> u64 {
    std::env::var("LOAD_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(50)
}

fn newest(s: &fake_discord::State, channel: u64, after: u64) -> Option<Msg> {
    s.in_channel(channel)
        .into_iter()
        .rev()
        .find(|m| {
            m.id > after
                && (m.content.contains("it's your turn") || m.content.contains("Final scores"))
        })
        .cloned()
}

/// Clicks and waits until the clicked message changes; returns when the
/// click was made and the latency.
async fn click(
    fake: &Fake,
    who: &Person,
    m: &Msg,
    id: &str,
    values: Option<Vec<String>>,
    until: impl Fn(&Msg) -> bool,
) -> (Instant, Duration) {
    let t0 = Instant::now();
    fake.click(who, m.id, id, values);
    fake.wait_for(120, "a response", |s| {
        s.message(m.id).filter(|x| until(x)).map(|_| ())
    })
    .await;
    (t0, t0.elapsed())
}

/// A click: its kind (0 join, 1 position, 2 confirm, 3 no follower), when
/// it was made, and its latency.
type Timed = (usize, (Instant, Duration));

async fn play(fake: Fake, g: u64) -> Vec<Timed> {
    let channel = 10_000 + g;
    let people = [
        Person::new(100_000 + 2 * g, "Ann"),
        Person::new(100_001 + 2 * g, "Ben"),
    ];
    let mut times = Vec::new();
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    let id_of = |m: &Msg, label: &str| {
        m.controls()
            .into_iter()
            .find(|c| c.1.starts_with(label))
            .unwrap()
            .0
    };
    let ben = format!("<@{}>", people[1].id);
    times.push((
        0,
        click(
            &fake,
            &people[1],
            &lobby,
            &id_of(&lobby, "Join"),
            None,
            |m| m.content.contains(&ben),
        )
        .await,
    ));
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    fake.click(&people[0], lobby.id, &id_of(&lobby, "Start"), None);
    let mut after = lobby.id;
    let mut turn = 0usize;
    loop {
        let waited = Instant::now();
        let m = fake
            .wait_for(120, "a turn", |s| newest(s, channel, after))
            .await;
        if std::env::var_os("LOAD_DUMP").is_some() && waited.elapsed() > Duration::from_millis(500)
        {
            println!(
                "slow: waited {:?} for turn {turn} of game {g}",
                waited.elapsed()
            );
        }
        if m.content.contains("Final scores") {
            return times;
        }
        after = m.id;
        let who = people
            .iter()
            .find(|p| m.content.starts_with(&format!("<@{}>", p.id)))
            .unwrap()
            .clone();
        let menu = m.menu();
        let value = menu[turn % menu.len()].0.clone();
        let menu_id = m.controls()[0].0.clone();
        times.push((
            1,
            click(&fake, &who, &m, &menu_id, Some(vec![value]), |x| {
                x.controls().iter().any(|c| c.1 == "Confirm" && !c.2)
            })
            .await,
        ));
        let shown = fake.state().message(m.id).cloned().unwrap();
        let confirm = id_of(&shown, "Confirm");
        times.push((
            2,
            click(&fake, &who, &m, &confirm, None, |x| {
                x.controls().iter().any(|c| c.1 == "No follower")
            })
            .await,
        ));
        let step = fake.state().message(m.id).cloned().unwrap();
        let none = id_of(&step, "No follower");
        times.push((
            3,
            click(&fake, &who, &m, &none, None, |x| x.controls().is_empty()).await,
        ));
        turn += 1;
    }
}

/// User plus system CPU time the process has used, in seconds.
fn cpu_secs(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().ok()? + fields[12].parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn peak_rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!("carcassonne-load-{}", std::process::id()));
    let url = format!("sqlite://{}/load.db", dir.display());
    let mut child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .env("DISCORD_TOKEN", "MTAwMA.fake.token")
        .env("DATABASE_URL", &url)
        .env("DISCORD_API_BASE", &fake.base)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(
            std::fs::File::create(std::env::temp_dir().join("carcassonne-load.log"))
                .map(Stdio::from)
                .unwrap_or(Stdio::null()),
        )
        .spawn()
        .expect("the bot starts");
    fake.wait_for(60, "the bot", |s| {
        (!s.commands.is_empty() && s.ready).then_some(())
    })
    .await;
    let started = Instant::now();
    let replays: u64 = std::env::var("LOAD_REPLAYS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let bursts_from = started + Duration::from_secs(3);
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let burster = (replays > 0).then(|| {
        let (fake, done) = (fake.clone(), done.clone());
        tokio::spawn(async move {
            tokio::time::sleep_until(bursts_from.into()).await;
            let mut tokens = Vec::new();
            let mut k = 0;
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                for i in 0..replays {
                    k += 1;
                    let who = Person::new(500_000 + k, "Viewer");
                    let channel = 10_000 + i % games();
                    tokens.push(fake.slash(
                        &who,
                        channel,
                        "carcassonne",
                        Some("replay"),
                        json!([]),
                    ));
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
            tokens
        })
    });
    let tasks: Vec<_> = (0..games())
        .map(|g| tokio::spawn(play(fake.clone(), g)))
        .collect();
    let mut times = Vec::new();
    let mut peak = 0;
    for t in tasks {
        times.extend(t.await.unwrap());
        peak = peak.max(peak_rss_kib(child.id()).unwrap_or(0));
    }
    let secs = started.elapsed().as_secs_f64();
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    if let Some(b) = burster {
        let tokens = b.await.unwrap();
        tokio::time::sleep(Duration::from_secs(3)).await;
        let s = fake.state();
        let answer = |t: &String| {
            let id = s.interactions.get(t)?.original?;
            s.message(id).cloned()
        };
        let (mut sent, mut shed, mut other) = (0, 0, 0);
        for t in &tokens {
            match answer(t) {
                Some(m) if !m.files.is_empty() => sent += 1,
                Some(m) if m.content.contains("another replay") => shed += 1,
                _ => other += 1,
            }
        }
        println!(
            "load: {} replay commands in bursts of {replays}: {sent} GIFs sent (drawn or kept), {shed} told to ask again (one replay is drawn at a time), {other} other or unanswered",
            tokens.len()
        );
        let mut during: Vec<Duration> = times
            .iter()
            .filter(|t| t.0 != 0 && t.1.0 >= bursts_from)
            .map(|t| t.1.1)
            .collect();
        during.sort();
        if !during.is_empty() {
            let at = |p: f64| during[((during.len() - 1) as f64 * p) as usize].as_secs_f64() * 1e3;
            println!(
                "load: turn clicks during the replay bursts: {}, p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
                during.len(),
                at(0.5),
                at(0.99),
                at(1.0)
            );
        }
    }
    peak = peak.max(peak_rss_kib(child.id()).unwrap_or(0));
    let bot_cpu = cpu_secs(child.id()).unwrap_or(0.0);
    let _ = child.kill();
    let _ = child.wait();
    let kinds = ["join", "position", "confirm", "no follower"];
    for (k, name) in kinds.iter().enumerate() {
        let mut of: Vec<Duration> = times.iter().filter(|t| t.0 == k).map(|t| t.1.1).collect();
        of.sort();
        if let Some(&last) = of.last() {
            let at = |p: f64| of[((of.len() - 1) as f64 * p) as usize].as_secs_f64() * 1e3;
            println!(
                "load: {name}: {} clicks, p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
                of.len(),
                at(0.5),
                at(0.99),
                last.as_secs_f64() * 1e3
            );
        }
    }
    let mut times: Vec<Duration> = times.into_iter().map(|t| t.1.1).collect();
    times.sort();
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize].as_secs_f64() * 1e3;
    println!(
        "load: {} games at once, {} interactions in {secs:.1} s = {:.1} interactions/s; click to response p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; bot peak memory {:.1} MiB, bot CPU {bot_cpu:.1} s",
        games(),
        times.len(),
        times.len() as f64 / secs,
        pct(0.5),
        pct(0.99),
        pct(1.0),
        peak as f64 / 1024.0
    );
    if std::env::var_os("LOAD_DUMP").is_some() {
        for m in &fake.state().messages {
            println!(
                "{} {} {:?} {:?}",
                m.channel,
                m.id,
                m.content.chars().take(90).collect::<String>(),
                m.controls().iter().map(|c| c.1.clone()).collect::<Vec<_>>()
            );
        }
    }
    let violations = fake.state().violations.len();
    println!("load: {violations} requests broke Discord's rules");
    let _ = std::fs::remove_dir_all(&dir);
}
