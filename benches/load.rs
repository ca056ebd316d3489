//! Load (a benchmark, never a test): `cargo bench --bench load`.
//!
//! The released binary against the fake Discord on loopback: 50 games at
//! once in 50 channels, simulated players clicking as soon as each response
//! arrives. Reports interactions per second, click-to-response latency (p50,
//! p99) and the bot process's peak memory.

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

/// Clicks and waits until the clicked message changes; returns the latency.
async fn click(
    fake: &Fake,
    who: &Person,
    m: &Msg,
    id: &str,
    values: Option<Vec<String>>,
    until: impl Fn(&Msg) -> bool,
) -> Duration {
    let t0 = Instant::now();
    fake.click(who, m.id, id, values);
    fake.wait_for(120, "a response", |s| {
        s.message(m.id).filter(|x| until(x)).map(|_| ())
    })
    .await;
    t0.elapsed()
}

/// Latencies by kind of click: 0 join, 1 position, 2 confirm, 3 no follower.
async fn play(fake: Fake, g: u64) -> Vec<(usize, Duration)> {
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
    peak = peak.max(peak_rss_kib(child.id()).unwrap_or(0));
    let bot_cpu = cpu_secs(child.id()).unwrap_or(0.0);
    let _ = child.kill();
    let _ = child.wait();
    let kinds = ["join", "position", "confirm", "no follower"];
    for (k, name) in kinds.iter().enumerate() {
        let mut of: Vec<Duration> = times.iter().filter(|t| t.0 == k).map(|t| t.1).collect();
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
    let mut times: Vec<Duration> = times.into_iter().map(|t| t.1).collect();
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
