//! Load (a benchmark, never a test): `cargo bench --bench load`.
//!
//! The released binary against the fake Discord on loopback, in three runs
//! (`LOAD_RUN=flat`, `human` or `computers` runs one of them):
//!
//! - **flat out**: 50 games at once in 50 channels (`LOAD_GAMES`), players
//!   clicking as soon as each response arrives, from the lobby to the end.
//!   `LOAD_REPLAYS=20` adds bursts of that many `/carcassonne replay`
//!   commands (each from someone new, in a running game's channel) every
//!   second from the third second on, and reports the turn clicks made
//!   during the bursts apart, with what became of the replays.
//! - **human pace**: 500 live games (`LOAD_HUMAN_GAMES`), stored beforehand
//!   at random points between the first move and the 55th, each with a
//!   person clicking one click every 2 to 8 s (at random) for 90 s
//!   (`LOAD_SECONDS`): a position (sometimes after turning the menu's
//!   page), Confirm, a follower choice.
//! - **computers**: the human-pace run with 20 more games in the background
//!   (`LOAD_COMPUTER_GAMES`) where three hard computer players play, and
//!   their host answers at once.
//! - **scale**: the flat-out run on PostgreSQL (a throwaway server, as
//!   durable as SQLite's WAL), once with one process and once with two
//!   processes that split four shards (`SHARD_COUNT=4`, `SHARDS=0-1` and
//!   `2-3`; the games' servers spread over all four), beside the SQLite
//!   figure of the flat-out run.
//! - **stop** (only when asked for, `LOAD_RUN=stop`): the flat-out run,
//!   with SIGTERM sent `LOAD_STOP_AFTER` seconds in (default 5), while
//!   clicks are under way: how long the bot took to exit, and what became
//!   of the interactions it had not answered yet.
//!
//! Each run reports click-to-updated-message latency (p50, p99, max, per
//! kind of click), the bot's CPU time per click, and its peak memory.
//! `LOAD_BOT=path` runs another build of the bot (to compare with an older
//! one: the database it is given has the current migrations);
//! the flat-out runs measure a bot that has run before (its application's
//! emojis are there; `LOAD_FIRST_START=1` measures a first start, which
//! uploads them while its first games begin);
//! `LOAD_LIMITS=off` takes the fake's rate limits away and tells the bot
//! its global limit is as high as it goes (`DISCORD_GLOBAL_RATE_LIMIT`),
//! to measure the build rather than Discord's 50 requests a second, and to
//! compare with a build older than the bot's own rate limiter.

#[path = "../tests/support/fake_discord/mod.rs"]
mod fake_discord;

#[path = "../tests/support/pg.rs"]
#[allow(dead_code)]
mod pg;

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use carcassonne_bot::ai::{Ai, Level};
use carcassonne_bot::game::{GameOptions, Service, User, ViewState};
use carcassonne_bot::store::Store;
use fake_discord::{Fake, Msg, Person};
use serde_json::json;

/// The fake Discord, with Discord's rate limits unless `LOAD_LIMITS=off`
/// (to compare with a build older than the bot's rate limiter, which does
/// not keep to them).
async fn fake() -> Fake {
    let fake = Fake::start().await;
    fake.state().limits.off = limits_off();
    fake
}

/// `LOAD_LIMITS=off`: the fake keeps no rate limits, and the bot is told
/// its global limit is as high as it goes.
fn limits_off() -> bool {
    std::env::var("LOAD_LIMITS").is_ok_and(|v| v == "off")
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A click's kind, for the report.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Join,
    Page,
    Position,
    Confirm,
    NoFollower,
}

const KINDS: [(Kind, &str); 5] = [
    (Kind::Join, "join"),
    (Kind::Page, "page"),
    (Kind::Position, "position"),
    (Kind::Confirm, "confirm"),
    (Kind::NoFollower, "no follower"),
];

/// A click: its kind, when it was made, and its latency.
type Timed = (Kind, Instant, Duration);

/// A small, seeded source of randomness for the simulated people.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// A human pause: 2 to 8 s.
    fn pause(&mut self) -> Duration {
        Duration::from_millis(2000 + self.below(6001))
    }
}

/// The newest turn message (or the final scores) in `channel` after `after`.
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

fn id_of(m: &Msg, label: &str) -> String {
    m.controls()
        .into_iter()
        .find(|c| c.1.starts_with(label))
        .map(|c| c.0)
        .unwrap_or_else(|| panic!("no {label} on {:?}", m.content))
}

/// Clicks and waits until the clicked message is as `until` says; returns
/// when the click was made and the latency.
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

/// How a simulated person plays their turns.
struct Pace {
    /// Pauses between clicks (none: as fast as the bot answers).
    dice: Option<Dice>,
    /// No click is started after this.
    until: Option<Instant>,
}

impl Pace {
    async fn wait(&mut self) -> bool {
        if let Some(d) = self.dice.as_mut() {
            tokio::time::sleep(d.pause()).await;
        }
        self.until.is_none_or(|u| Instant::now() < u)
    }

    /// A throw of a die with `n` faces (`None` at full speed: people in a
    /// hurry neither browse nor choose at random).
    fn roll(&mut self, n: u64) -> Option<u64> {
        self.dice.as_mut().map(|d| d.below(n))
    }
}

/// Plays the turns posted in `channel` after message `after` for `people`,
/// until the game ends or the pace's time is up.
async fn play_turns(
    fake: &Fake,
    channel: u64,
    people: &[Person],
    mut after: u64,
    mut pace: Pace,
) -> Vec<Timed> {
    let mut times = Vec::new();
    let mut turn = 0usize;
    loop {
        let waited = Instant::now();
        let next = fake.wait_for(300, "a turn", |s| newest(s, channel, after));
        let m = match pace.until {
            // A computer may still be thinking when time is up.
            Some(until) => match tokio::time::timeout_at(until.into(), next).await {
                Ok(m) => m,
                Err(_) => return times,
            },
            None => next.await,
        };
        if std::env::var_os("LOAD_DUMP").is_some() && waited.elapsed() > Duration::from_millis(500)
        {
            println!(
                "slow: waited {:?} for turn {turn} in channel {channel}",
                waited.elapsed()
            );
        }
        if m.content.contains("Final scores") {
            return times;
        }
        after = m.id;
        let Some(who) = people
            .iter()
            .find(|p| m.content.starts_with(&format!("<@{}>", p.id)))
            .cloned()
        else {
            panic!("a turn for nobody here: {:?}", m.content);
        };
        if !pace.wait().await {
            return times;
        }
        let mut m = m;
        // Now and then, a look at the menu's next page first.
        if let Some(next) = m
            .controls()
            .into_iter()
            .find(|c| c.1.starts_with("Next") && !c.2)
            .filter(|_| pace.roll(5) == Some(0))
        {
            let first = m.menu()[0].0.clone();
            let (t0, dt) = click(fake, &who, &m, &next.0, None, |x| {
                x.menu().first().map(|o| &o.0) != Some(&first)
            })
            .await;
            times.push((Kind::Page, t0, dt));
            m = fake.state().message(m.id).cloned().unwrap();
            if !pace.wait().await {
                return times;
            }
        }
        let menu = m.menu();
        let value = menu[(turn + pace.roll(25).unwrap_or(0) as usize) % menu.len()]
            .0
            .clone();
        let menu_id = m.controls()[0].0.clone();
        let (t0, dt) = click(fake, &who, &m, &menu_id, Some(vec![value]), |x| {
            x.controls().iter().any(|c| c.1 == "Confirm" && !c.2)
        })
        .await;
        times.push((Kind::Position, t0, dt));
        if !pace.wait().await {
            return times;
        }
        let shown = fake.state().message(m.id).cloned().unwrap();
        let confirm = id_of(&shown, "Confirm");
        let (t0, dt) = click(fake, &who, &m, &confirm, None, |x| {
            x.controls().iter().any(|c| c.1 == "No follower")
        })
        .await;
        times.push((Kind::Confirm, t0, dt));
        if !pace.wait().await {
            return times;
        }
        let step = fake.state().message(m.id).cloned().unwrap();
        let none = id_of(&step, "No follower");
        let (t0, dt) = click(fake, &who, &m, &none, None, |x| x.controls().is_empty()).await;
        times.push((Kind::NoFollower, t0, dt));
        turn += 1;
    }
}

fn people_of(g: u64) -> [Person; 2] {
    [
        Person::new(100_000 + 2 * g, "Ann"),
        Person::new(100_001 + 2 * g, "Ben"),
    ]
}

/// A game from its lobby to its end, as fast as the bot answers.
async fn play_flat_out(fake: Fake, g: u64) -> Vec<Timed> {
    let channel = 10_000 + g;
    let people = people_of(g);
    let mut times = Vec::new();
    let lobby = fake.open_lobby(&people[0], channel, json!([])).await;
    let ben = format!("<@{}>", people[1].id);
    let (t0, dt) = click(
        &fake,
        &people[1],
        &lobby,
        &id_of(&lobby, "Join"),
        None,
        |m| m.content.contains(&ben),
    )
    .await;
    times.push((Kind::Join, t0, dt));
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    fake.click(&people[0], lobby.id, &id_of(&lobby, "Start"), None);
    let pace = Pace {
        dice: None,
        until: None,
    };
    times.extend(play_turns(&fake, channel, &people, lobby.id, pace).await);
    times
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

/// A database in a folder of its own, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("carcassonne-load-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn url(&self) -> String {
        format!("sqlite://{}/load.db", self.0.display())
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

async fn start_bot(fake: &Fake, url: &str) -> Child {
    start_bots(fake, url, &[None]).await.pop().unwrap()
}

/// Starts one bot process per entry of `shards` (`SHARDS` of
/// [`SCALE_SHARDS`], or `None` for the whole bot) and waits until every
/// shard is connected.
async fn start_bots(fake: &Fake, url: &str, shards: &[Option<&str>]) -> Vec<Child> {
    // `LOAD_BOT` runs another build of the bot (an older one, to compare).
    let bot =
        std::env::var("LOAD_BOT").unwrap_or_else(|_| env!("CARGO_BIN_EXE_carcassonne-bot").into());
    let mut children = Vec::new();
    let mut ports = Vec::new();
    // (A bot may have run on this fake before.)
    let identified = fake.state().identified;
    for (i, range) in shards.iter().enumerate() {
        // The bot's log (`LOAD_BOT_LOG` sets its RUST_LOG), for a look
        // afterwards.
        let name = if i == 0 {
            "carcassonne-load.log".to_string()
        } else {
            format!("carcassonne-load-{i}.log")
        };
        let log = std::fs::File::create(std::env::temp_dir().join(name)).ok();
        let mut command = Command::new(&bot);
        // The first process serves /metrics, scraped during the run.
        let http = if i == 0 {
            let port = std::net::TcpListener::bind("127.0.0.1:0")
                .and_then(|l| l.local_addr())
                .map(|a| a.port())
                .unwrap();
            ports.push(port);
            format!("127.0.0.1:{port}")
        } else {
            "off".to_string()
        };
        command
            .env("HTTP_ADDR", http)
            .env("DISCORD_TOKEN", "MTAwMA.fake.token")
            .env("DATABASE_URL", url)
            .env("DISCORD_API_BASE", &fake.base)
            .env(
                "RUST_LOG",
                std::env::var("LOAD_BOT_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .env_remove("SHARD_COUNT")
            .env_remove("SHARDS");
        if limits_off() {
            // A bot whose global limit Discord raised, as far as it goes.
            command.env("DISCORD_GLOBAL_RATE_LIMIT", "100000");
        }
        if let Some(range) = range {
            command
                .env("SHARD_COUNT", SCALE_SHARDS.to_string())
                .env("SHARDS", range);
        }
        let child = command
            .stdout(
                log.as_ref()
                    .and_then(|f| f.try_clone().ok())
                    .map_or(Stdio::null(), Stdio::from),
            )
            .stderr(log.map_or(Stdio::null(), Stdio::from))
            .spawn()
            .expect("the bot starts");
        children.push(child);
    }
    let want = if shards.iter().any(Option::is_some) {
        SCALE_SHARDS as usize
    } else {
        shards.len()
    };
    fake.wait_for(60, "the bot", |s| {
        (s.commands.overwrites > 0 && s.ready && s.identified >= identified + want).then_some(())
    })
    .await;
    SCRAPES.lock().unwrap().clear();
    ports.into_iter().for_each(scrape_metrics);
    children
}

/// A bot that has run before finds its application's emojis there: the
/// bot is started once and left to upload them (until no upload for 3 s:
/// an older build may upload fewer, or none), then stopped. A first start
/// uploads them once in the application's life, paced, while its first
/// games begin; `LOAD_FIRST_START=1` measures that start instead.
async fn emojis_uploaded_before(fake: &Fake, url: &str) {
    if std::env::var("LOAD_FIRST_START").is_ok_and(|v| v == "1") {
        return;
    }
    let bot = start_bots(fake, url, &[None]).await.pop().unwrap();
    let began = Instant::now();
    let (mut seen, mut since) = (usize::MAX, Instant::now());
    while since.elapsed() < Duration::from_secs(3) && began.elapsed() < Duration::from_secs(60) {
        let uploads = fake.state().emoji_uploads;
        if uploads != seen {
            (seen, since) = (uploads, Instant::now());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!("a first start uploaded {seen} emojis");
    stop_bot(bot);
}

/// Shards of the two-process runs.
const SCALE_SHARDS: u64 = 4;

/// A server on `shard` of [`SCALE_SHARDS`] (Discord: `(id >> 22) % count`).
fn guild_on(shard: u64) -> u64 {
    ((41_000_000_000 + shard) << 22) | 4_321
}

/// Stops a bot as Docker does: SIGTERM, then SIGKILL if it is still
/// there after 30 s; says how long it took.
fn stop_bot(mut child: Child) {
    let started = Instant::now();
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                println!(
                    "graceful stop: {:.0} ms after SIGTERM, {status}",
                    ms(started.elapsed())
                );
                return;
            }
            Ok(None) if started.elapsed() < Duration::from_secs(30) => {
                std::thread::sleep(Duration::from_millis(5));
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                println!("graceful stop: still running 30 s after SIGTERM; killed");
                return;
            }
        }
    }
}

/// Each scrape of `/metrics` during a run: how long it took, and its size.
static SCRAPES: std::sync::Mutex<Vec<(Duration, usize)>> = std::sync::Mutex::new(Vec::new());

/// Scrapes the bot's `/metrics` every `LOAD_SCRAPE_MS` (default 1000; 0:
/// never), as a keen Prometheus would, until the bot is gone.
fn scrape_metrics(port: u16) {
    let every = env_or("LOAD_SCRAPE_MS", 1000);
    if every == 0 {
        return;
    }
    tokio::spawn(async move {
        let client = reqwest::Client::new();
        let mut misses = 0;
        while misses < 5 {
            tokio::time::sleep(Duration::from_millis(every)).await;
            let t = Instant::now();
            let got = client
                .get(format!("http://127.0.0.1:{port}/metrics"))
                .timeout(Duration::from_secs(10))
                .send()
                .await;
            match got {
                Ok(r) => {
                    let body = r.bytes().await.map(|b| b.len()).unwrap_or(0);
                    SCRAPES.lock().unwrap().push((t.elapsed(), body));
                    misses = 0;
                }
                Err(_) => misses += 1,
            }
        }
    });
}

/// What scraping `/metrics` cost during `run`.
fn scrape_report(run: &str) {
    let scrapes: Vec<(Duration, usize)> = std::mem::take(&mut *SCRAPES.lock().unwrap());
    let size = scrapes.iter().map(|s| s.1).max().unwrap_or(0);
    let n = scrapes.len();
    if let Some((p50, p99, max)) = spread(scrapes.into_iter().map(|s| s.0).collect()) {
        println!(
            "{run}: /metrics scraped {n} times: p50 {p50:.1} ms, p99 {p99:.1} ms, max {max:.1} ms, {:.1} KiB",
            size as f64 / 1024.0
        );
    }
}

/// What a flat-out run measured.
struct Flat {
    setup: String,
    per_sec: f64,
    p50: f64,
    p99: f64,
    max: f64,
    peak_mib: f64,
    cpu_ms: f64,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// p50, p99 and max of some latencies, in ms.
fn spread(mut of: Vec<Duration>) -> Option<(f64, f64, f64)> {
    of.sort();
    let last = *of.last()?;
    let at = |p: f64| ms(of[((of.len() - 1) as f64 * p) as usize]);
    Some((at(0.5), at(0.99), ms(last)))
}

/// Prints the latencies per kind of click and over all.
fn report(run: &str, times: &[Timed]) -> (f64, f64, f64) {
    for (kind, name) in KINDS {
        let of: Vec<Duration> = times.iter().filter(|t| t.0 == kind).map(|t| t.2).collect();
        let n = of.len();
        if let Some((p50, p99, max)) = spread(of) {
            println!(
                "{run}: {name}: {n} clicks, p50 {p50:.0} ms, p99 {p99:.0} ms, max {max:.0} ms"
            );
        }
    }
    spread(times.iter().map(|t| t.2).collect()).unwrap_or_default()
}

/// The flat-out run on the database at `url` (a SQLite file when `None`),
/// with one bot process per entry of `shards`.
async fn flat_out(setup: &str, url: Option<String>, shards: &[Option<&str>]) -> Flat {
    let run = if setup.is_empty() {
        "flat-out".to_string()
    } else {
        format!("flat-out ({setup})")
    };
    let run = run.as_str();
    let games = env_or("LOAD_GAMES", 50);
    let fake = fake().await;
    let scratch = Scratch::new("flat");
    let url = url.unwrap_or_else(|| scratch.url());
    let spread_servers = shards.iter().any(Option::is_some);
    if spread_servers {
        for g in 0..games {
            fake.put_in_guild(10_000 + g, guild_on(g % SCALE_SHARDS));
        }
    }
    emojis_uploaded_before(&fake, &url).await;
    let children = start_bots(&fake, &url, shards).await;
    let pids: Vec<u32> = children.iter().map(Child::id).collect();
    let started = Instant::now();
    let replays = env_or("LOAD_REPLAYS", 0);
    let bursts_from = started + Duration::from_secs(3);
    let done = Arc::new(AtomicBool::new(false));
    let burster = (replays > 0).then(|| {
        let (fake, done) = (fake.clone(), done.clone());
        tokio::spawn(async move {
            tokio::time::sleep_until(bursts_from.into()).await;
            let mut tokens = Vec::new();
            let mut k = 0;
            while !done.load(Ordering::SeqCst) {
                for i in 0..replays {
                    k += 1;
                    let who = Person::new(500_000 + k, "Viewer");
                    let channel = 10_000 + i % games;
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
    let tasks: Vec<_> = (0..games)
        .map(|g| tokio::spawn(play_flat_out(fake.clone(), g)))
        .collect();
    let mut times = Vec::new();
    for t in tasks {
        times.extend(t.await.unwrap());
    }
    let secs = started.elapsed().as_secs_f64();
    done.store(true, Ordering::SeqCst);
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
            "{run}: {} replay commands in bursts of {replays}: {sent} GIFs sent (drawn or kept), {shed} told to ask again (one replay is drawn at a time), {other} other or unanswered",
            tokens.len()
        );
        let during: Vec<Duration> = times
            .iter()
            .filter(|t| t.0 != Kind::Join && t.1 >= bursts_from)
            .map(|t| t.2)
            .collect();
        let n = during.len();
        if let Some((p50, p99, max)) = spread(during) {
            println!(
                "{run}: turn clicks during the replay bursts: {n}, p50 {p50:.0} ms, p99 {p99:.0} ms, max {max:.0} ms"
            );
        }
    }
    // Each process's peak (the kernel keeps it), added up.
    let peak: u64 = pids.iter().map(|&p| peak_rss_kib(p).unwrap_or(0)).sum();
    let bot_cpu: f64 = pids.iter().map(|&p| cpu_secs(p).unwrap_or(0.0)).sum();
    children.into_iter().for_each(stop_bot);
    scrape_report(run);
    let (p50, p99, max) = report(run, &times);
    let processes = if pids.len() == 1 {
        "bot".to_string()
    } else {
        format!("{} bot processes together:", pids.len())
    };
    let flat = Flat {
        setup: setup.to_string(),
        per_sec: times.len() as f64 / secs,
        p50,
        p99,
        max,
        peak_mib: peak as f64 / 1024.0,
        cpu_ms: bot_cpu * 1e3 / times.len().max(1) as f64,
    };
    println!(
        "{run}: {games} games at once, {} interactions in {secs:.1} s = {:.1} interactions/s; click to response p50 {p50:.0} ms, p99 {p99:.0} ms, max {max:.0} ms; {processes} peak memory {:.1} MiB, CPU {bot_cpu:.1} s = {:.1} ms per click",
        times.len(),
        flat.per_sec,
        flat.peak_mib,
        flat.cpu_ms,
    );
    finish(run, &fake);
    flat
}

/// The flat-out run, stopped in the middle: SIGTERM while the players
/// click as fast as they can.
async fn stop_mid_run() {
    let run = "stop mid-run";
    let games = env_or("LOAD_GAMES", 50);
    let fake = fake().await;
    let scratch = Scratch::new("stop");
    let mut children = start_bots(&fake, &scratch.url(), &[None]).await;
    let tasks: Vec<_> = (0..games)
        .map(|g| tokio::spawn(play_flat_out(fake.clone(), g)))
        .collect();
    tokio::time::sleep(Duration::from_secs(env_or("LOAD_STOP_AFTER", 5))).await;
    let (answered, waiting): (usize, Vec<String>) = {
        let s = fake.state();
        let waiting = s
            .interactions
            .iter()
            .filter(|(_, p)| !p.acknowledged)
            .map(|(t, _)| t.clone())
            .collect();
        (
            s.interactions.values().filter(|p| p.acknowledged).count(),
            waiting,
        )
    };
    let child = children.pop().expect("a bot");
    tokio::task::spawn_blocking(move || stop_bot(child))
        .await
        .unwrap();
    for t in &tasks {
        t.abort();
    }
    let s = fake.state();
    let late = waiting
        .iter()
        .filter(|t| s.interactions.get(*t).is_some_and(|p| !p.acknowledged))
        .count();
    let after = s.interactions.len() - answered - waiting.len();
    println!(
        "{run}: SIGTERM {} s into {games} games at once, after {answered} interactions answered; {} were under way then, {} of them answered before the bot exited, {late} not; {after} more were sent after it (a stopping bot takes none)",
        env_or("LOAD_STOP_AFTER", 5),
        waiting.len(),
        waiting.len() - late,
    );
    drop(s);
    finish(run, &fake);
}

/// The flat-out run on PostgreSQL with one process and with two, beside
/// `sqlite` (the flat-out run's figure, measured now if not given).
async fn scale(sqlite: Option<Flat>) {
    let server = match pg::durable_server() {
        Ok(s) => s,
        Err(why) => {
            println!("scale: not run, no PostgreSQL: {why}");
            return;
        }
    };
    let sqlite = match sqlite {
        Some(f) => f,
        None => flat_out("", None, &[None]).await,
    };
    let one = flat_out(
        "PostgreSQL, one process",
        Some(server.database("load_one")),
        &[None],
    )
    .await;
    let two = flat_out(
        "PostgreSQL, two processes",
        Some(server.database("load_two")),
        &[Some("0-1"), Some("2-3")],
    )
    .await;
    println!("scale: | setup | interactions/s | p50 | p99 | max | peak memory | CPU per click |");
    for f in [&sqlite, &one, &two] {
        let name = if f.setup.is_empty() {
            "SQLite, one process"
        } else {
            &f.setup
        };
        println!(
            "scale: | {name} | {:.1} | {:.0} ms | {:.0} ms | {:.0} ms | {:.1} MiB | {:.1} ms |",
            f.per_sec, f.p50, f.p99, f.max, f.peak_mib, f.cpu_ms
        );
    }
}

/// Pictures uploaded and requests that broke Discord's rules.
fn finish(run: &str, fake: &Fake) {
    let s = fake.state();
    println!(
        "{run}: {} pictures uploaded ({:.1} MiB); {} requests broke Discord's rules",
        s.uploads,
        s.upload_bytes as f64 / (1024.0 * 1024.0),
        s.violations.len()
    );
    for v in s.violations.iter().take(5) {
        println!("{run}: violation: {v}");
    }
    if std::env::var_os("LOAD_DUMP").is_some() {
        let mut kinds = std::collections::BTreeMap::<String, usize>::new();
        for r in &s.requests {
            let k: String = r
                .split('/')
                .map(|p| {
                    if (p.chars().all(|c| c.is_ascii_digit()) && !p.is_empty())
                        || p.starts_with("token-")
                    {
                        "N"
                    } else {
                        p
                    }
                })
                .collect::<Vec<_>>()
                .join("/");
            let k = k.split('?').next().unwrap_or_default().to_string();
            *kinds.entry(k).or_default() += 1;
        }
        for (k, n) in kinds {
            println!("{run}: request {k}: {n}");
        }
        for m in &s.messages {
            println!(
                "{} {} {:?} {:?}",
                m.channel,
                m.id,
                m.content.chars().take(90).collect::<String>(),
                m.controls().iter().map(|c| c.1.clone()).collect::<Vec<_>>()
            );
        }
    }
}

/// Stores `games` two-player games, each played by easy computer moves to a
/// random point, and `computer_games` games of a host and three hard
/// computer players, not yet begun; leaves each game's current turn (and
/// nothing older) to be shown. Returns the computer games' channels.
async fn seed(url: &str, games: u64, computer_games: u64) -> Vec<u64> {
    let store = Store::open(url).await.expect("the database opens");
    let svc = Service::new(store.clone()).with_computer_pause(2);
    let guild = fake_discord::GUILD as i64;
    let options = GameOptions {
        turn_limit: None,
        reminder_after: None,
        ..GameOptions::default()
    };
    let mut dice = Dice(0x005E_ED0F_CA2C);
    for g in 0..games {
        let [a, b] = people_of(g);
        let (ann, ben) = (
            User::new(a.id as i64, &a.name),
            User::new(b.id as i64, &b.name),
        );
        let view = svc
            .create_seeded(guild, 10_000 + g as i64, &ann, options, g)
            .await
            .unwrap();
        let id = view.game_id;
        svc.join(id, &ben).await.unwrap();
        let mut view = svc.start(id, &ann).await.unwrap();
        let moves = dice.below(56);
        let mut ai = Ai::new(Level::Easy, g);
        let never = AtomicBool::new(false);
        for _ in 0..moves {
            let ViewState::Turn(t) = &view.state else {
                break;
            };
            let game = view.game.clone().unwrap();
            let Some(mv) = ai.choose(&game, &never) else {
                break;
            };
            let who = if t.user_id == ann.id { &ann } else { &ben };
            view = svc.play(id, who, t.move_no, mv).await.unwrap();
        }
    }
    let mut channels = Vec::new();
    for c in 0..computer_games {
        let channel = 20_000 + c;
        let host = Person::new(300_000 + c, "Host");
        let user = User::new(host.id as i64, &host.name);
        let view = svc
            .create_seeded(guild, channel as i64, &user, options, 1000 + c)
            .await
            .unwrap();
        for _ in 0..3 {
            svc.add_computer(view.game_id, &user, Level::Hard)
                .await
                .unwrap();
        }
        svc.start(view.game_id, &user).await.unwrap();
        channels.push(channel);
    }
    // What the games showed before is not this run's work: only each
    // game's latest turn is left to be posted.
    // Each game's latest turn, found once (a correlated MAX per row was
    // quadratic: at 2,000 games it had not finished in 13 minutes).
    let mut conn = store.pool().acquire().await.unwrap();
    sqlx::query(
        "CREATE TEMPORARY TABLE latest_turn AS
         SELECT game_id, MAX(id) AS id FROM effects
         WHERE body LIKE '%\"kind\":\"turn\"%' GROUP BY game_id",
    )
    .execute(&mut *conn)
    .await
    .unwrap();
    sqlx::query("CREATE UNIQUE INDEX latest_turn_game ON latest_turn (game_id)")
        .execute(&mut *conn)
        .await
        .unwrap();
    sqlx::query(
        "UPDATE effects SET done_at = 0, outcome = 'skipped'
         WHERE done_at IS NULL AND id < (SELECT l.id FROM latest_turn l
             WHERE l.game_id = effects.game_id)",
    )
    .execute(&mut *conn)
    .await
    .unwrap();
    sqlx::query("DROP TABLE latest_turn")
        .execute(&mut *conn)
        .await
        .unwrap();
    drop(conn);
    sqlx::query(
        "UPDATE effects SET done_at = 0, outcome = 'skipped'
         WHERE done_at IS NULL AND body NOT LIKE '%\"kind\":\"turn\"%'",
    )
    .execute(store.pool())
    .await
    .unwrap();
    store.close().await;
    channels
}

async fn human_pace(computer_games: u64) {
    let run = if computer_games > 0 {
        "computers"
    } else {
        "human pace"
    };
    let games = env_or("LOAD_HUMAN_GAMES", 500);
    let seconds = env_or("LOAD_SECONDS", 90);
    let scratch = Scratch::new("human");
    let t = Instant::now();
    let computer_channels = seed(&scratch.url(), games, computer_games).await;
    println!(
        "{run}: {games} games stored at random points in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let fake = fake().await;
    let child = start_bot(&fake, &scratch.url()).await;
    let pid = child.id();
    let t = Instant::now();
    fake.wait_for(300, "every game's turn", |s| {
        (0..games)
            .all(|g| newest(s, 10_000 + g, 0).is_some())
            .then_some(())
    })
    .await;
    println!(
        "{run}: the bot posted the {games} turns in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let cpu_before = cpu_secs(pid).unwrap_or(0.0);
    let started = Instant::now();
    let until = started + Duration::from_secs(seconds);
    // The computer games' hosts answer at once, as long as the run lasts.
    let hosts: Vec<_> = computer_channels
        .iter()
        .enumerate()
        .map(|(c, &channel)| {
            let fake = fake.clone();
            let host = [Person::new(300_000 + c as u64, "Host")];
            tokio::spawn(async move {
                let pace = Pace {
                    dice: None,
                    until: Some(until),
                };
                play_turns(&fake, channel, &host, 0, pace).await
            })
        })
        .collect();
    let tasks: Vec<_> = (0..games)
        .map(|g| {
            let fake = fake.clone();
            tokio::spawn(async move {
                let mut dice = Dice(0x9E37_79B9 ^ (g + 1));
                // Not everyone at once: each starts within the first 8 s.
                tokio::time::sleep(Duration::from_millis(dice.below(8000))).await;
                let pace = Pace {
                    dice: Some(dice),
                    until: Some(until),
                };
                play_turns(&fake, 10_000 + g, &people_of(g), 0, pace).await
            })
        })
        .collect();
    let mut times = Vec::new();
    for t in tasks {
        times.extend(t.await.unwrap());
    }
    let cpu = cpu_secs(pid).unwrap_or(0.0) - cpu_before;
    let secs = started.elapsed().as_secs_f64();
    let mut host_clicks = 0;
    for h in hosts {
        host_clicks += h.await.unwrap().len();
    }
    let computer_moves = {
        let s = fake.state();
        computer_channels
            .iter()
            .map(|&c| {
                s.in_channel(c)
                    .iter()
                    .filter(|m| m.content.starts_with('🤖'))
                    .count()
            })
            .sum::<usize>()
    };
    let peak = peak_rss_kib(pid).unwrap_or(0);
    stop_bot(child);
    scrape_report(run);
    let (p50, p99, max) = report(run, &times);
    let clicks = times.len() + host_clicks;
    if computer_games > 0 {
        println!(
            "{run}: {computer_games} games of hard computer players: {computer_moves} computer moves, {host_clicks} clicks by their hosts"
        );
    }
    println!(
        "{run}: {games} games, {} clicks in {secs:.1} s = {:.1} clicks/s; click to updated message p50 {p50:.0} ms, p99 {p99:.0} ms, max {max:.0} ms; bot CPU {cpu:.1} s = {:.1} ms per click; bot peak memory {:.1} MiB",
        times.len(),
        times.len() as f64 / secs,
        cpu * 1e3 / clicks.max(1) as f64,
        peak as f64 / 1024.0
    );
    finish(run, &fake);
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let run = std::env::var("LOAD_RUN").unwrap_or_default();
    let mut flat = None;
    if run.is_empty() || run == "flat" {
        flat = Some(flat_out("", None, &[None]).await);
    }
    if run.is_empty() || run == "human" {
        human_pace(0).await;
    }
    if run.is_empty() || run == "computers" {
        human_pace(env_or("LOAD_COMPUTER_GAMES", 20)).await;
    }
    if run.is_empty() || run == "scale" {
        scale(flat).await;
    }
    if run == "stop" {
        stop_mid_run().await;
    }
}
