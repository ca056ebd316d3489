//! The live board (a benchmark, never a test): `cargo bench --bench board`.
//!
//! The released binary's `play` server on loopback (`BOARD_BOT=path` runs
//! another build), measured from outside:
//!
//! - **first load**: the bytes a page fetches before it shows a game (the
//!   page, its script and style, its words and the game), as sent and
//!   compressed (`gzip -9`); tile art is fetched once and cached apart.
//! - **moves**: a whole two-player game played through `/api/act`, a step
//!   every 210 ms (a session may take 5 a second): the server's CPU time
//!   per step (from `/proc/<pid>/stat`, its idle work between steps
//!   included) and the answer's latency. A board move draws no picture at
//!   home (in Discord, the outbox draws the channel's card as it does for
//!   a button).
//! - **the crowd**: how many live streams one client may hold on one
//!   spectators' link (it keeps them); then 1,000 pages (`BOARD_PAGES`) on
//!   that link, 16 to an address of 127.0.0.0/8 (one client's share): the
//!   server's memory before and after they open, a new visitor's page
//!   load, how long until every page has seen one move, and the game
//!   played out while the crowd is connected and reading (the answers'
//!   p50 and p99). (`play` lets one screen hold 3 open games, so the
//!   players are the two at the watched game's screen.)
//! - **in Chromium** (where installed): the page usable (the squares lit)
//!   after a navigation, and Chromium's own task time per frame while
//!   dragging the board of a finished game (72 tiles).

#[path = "../tests/support/browser.rs"]
#[allow(dead_code)]
mod browser;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

struct Server {
    child: Child,
    base: String,
    port: u16,
    http: reqwest::Client,
    _dir: std::path::PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self._dir);
    }
}

async fn start() -> Server {
    let bot =
        std::env::var("BOARD_BOT").unwrap_or_else(|_| env!("CARGO_BIN_EXE_carcassonne-bot").into());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let dir = std::env::temp_dir().join(format!("carcassonne-board-bench-{}", std::process::id()));
    let child = Command::new(bot)
        .args(["play", "--no-open", "--port", &port.to_string(), "--data"])
        .arg(&dir)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::new();
    for _ in 0..200 {
        if http.get(&base).send().await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    Server {
        child,
        base,
        port,
        http,
        _dir: dir,
    }
}

impl Server {
    async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
        let mut r = self
            .http
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .body(body.to_string());
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        let r = r.send().await.unwrap();
        let status = r.status().as_u16();
        (
            status,
            serde_json::from_slice(&r.bytes().await.unwrap()).unwrap(),
        )
    }

    async fn get(&self, path: &str, token: Option<&str>) -> Vec<u8> {
        let mut r = self.http.get(format!("{}{path}", self.base));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r.send().await.unwrap().bytes().await.unwrap().to_vec()
    }

    /// A new game of two people at the screen: its id and session.
    async fn game(&self, seed: u64) -> (i64, String) {
        let (_, v) = self
            .post(
                "/api/home",
                None,
                json!({"people": ["Ann", "Ben"], "seed": seed}),
            )
            .await;
        (
            v["game"].as_i64().unwrap(),
            v["token"].as_str().unwrap().into(),
        )
    }

    /// A spectators' token for `game`, signed with the key `play` keeps in
    /// its folder.
    fn watch_link(&self, game: i64) -> String {
        let key = carcassonne_bot::web::play::home_key(&self._dir).unwrap();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64;
        key.sign(
            carcassonne_bot::web::tokens::Grant::Watch {
                game,
                generation: 0,
            },
            now + 3600,
        )
    }

    /// The server's CPU time so far (user and system).
    fn cpu(&self) -> Duration {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        let after = &stat[stat.rfind(')').unwrap() + 2..];
        let f: Vec<&str> = after.split(' ').collect();
        let ticks: u64 = f[11].parse::<u64>().unwrap() + f[12].parse::<u64>().unwrap();
        Duration::from_millis(ticks * 10)
    }

    /// The server's resident memory now, in MiB.
    fn rss_mib(&self) -> f64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let kb: f64 = status
            .lines()
            .find(|l| l.starts_with("VmRSS:"))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap();
        kb / 1024.0
    }
}

/// One step of the turn shown in `framed`: the first square at its first
/// rotation, then the first spot or none.
fn next_step(framed: &Value) -> Option<Value> {
    let turn = &framed["state"]["turn"];
    if turn.is_null() {
        return None;
    }
    let key = turn["key"].clone();
    let what = &turn["what"];
    if what["step"] == "tile" {
        let c = &what["candidates"][0];
        return Some(
            json!({"act": "place", "key": key, "x": c["x"], "y": c["y"], "rot": c["rots"][0]}),
        );
    }
    Some(match what["spots"].as_array().and_then(|s| s.first()) {
        Some(s) => {
            json!({"act": "follower", "key": key, "spot": s["letter"], "figure": s["figure"]})
        }
        None => json!({"act": "follower", "key": key}),
    })
}

fn gzip_len(bytes: &[u8]) -> usize {
    let mut child = Command::new("gzip")
        .arg("-9c")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("gzip");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(bytes).unwrap();
    child.wait_with_output().unwrap().stdout.len()
}

async fn first_load(s: &Server) {
    let (_, token) = s.game(1).await;
    let mut raw = 0;
    let mut packed = 0;
    for (path, auth) in [
        ("/", false),
        ("/board.js", false),
        ("/board.css", false),
        ("/api/strings?lang=en", false),
        ("/api/state", true),
    ] {
        let body = s.get(path, auth.then_some(token.as_str())).await;
        raw += body.len();
        packed += gzip_len(&body);
    }
    let art = s.get("/art/0/3.png", None).await.len();
    println!(
        "first load: {:.1} KB as sent, {:.1} KB compressed (goal: at most 300 KB); one tile's art {:.1} KB, fetched once",
        raw as f64 / 1000.0,
        packed as f64 / 1000.0,
        art as f64 / 1000.0
    );
}

/// A whole game through the API: the token of the finished game.
async fn moves(s: &Server) -> String {
    let (_, token) = s.game(7).await;
    let _ = s.post("/api/act", Some(&token), json!({})).await;
    // The server's own work while nothing is asked of it, to tell apart.
    let idle_from = (s.cpu(), Instant::now());
    tokio::time::sleep(Duration::from_secs(10)).await;
    let idle = (s.cpu() - idle_from.0).as_secs_f64() / idle_from.1.elapsed().as_secs_f64();
    let cpu = s.cpu();
    let started = Instant::now();
    let mut latencies = play_on(s, &token).await;
    let used = (s.cpu() - cpu).as_secs_f64();
    let busy = used - idle * started.elapsed().as_secs_f64();
    latencies.sort();
    let n = latencies.len();
    println!(
        "moves: {n} steps of a whole game; server CPU {:.2} ms per step ({:.2} ms besides its idle work, {:.1} ms a second); answer p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        used * 1000.0 / n as f64,
        busy.max(0.0) * 1000.0 / n as f64,
        idle * 1000.0,
        latencies[n / 2].as_secs_f64() * 1000.0,
        latencies[n * 99 / 100].as_secs_f64() * 1000.0,
        latencies[n - 1].as_secs_f64() * 1000.0,
    );
    token
}

/// A live page on `port`, opened from address `from` with `ticket`: a
/// reader of its events once the first has come, or the status it was
/// refused with.
async fn open_page(
    port: u16,
    from: std::net::Ipv4Addr,
    ticket: &str,
) -> Result<BufReader<tokio::net::TcpStream>, u16> {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind((from, 0).into()).unwrap();
    let mut stream = socket.connect(([127, 0, 0, 1], port).into()).await.unwrap();
    let req = format!("GET /api/live?ticket={ticket} HTTP/1.1\r\nhost: 127.0.0.1:{port}\r\n\r\n");
    stream.write_all(req.as_bytes()).await.unwrap();
    let mut reader = BufReader::new(stream);
    let mut status = String::new();
    reader.read_line(&mut status).await.unwrap();
    let code: u16 = status
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    if code != 200 {
        return Err(code);
    }
    next_event(&mut reader).await;
    Ok(reader)
}

/// Reads up to the next `event: state`.
async fn next_event(reader: &mut BufReader<tokio::net::TcpStream>) {
    let mut line = String::new();
    loop {
        line.clear();
        let n = reader.read_line(&mut line).await.unwrap();
        assert!(n > 0, "a page's connection closed");
        if line.starts_with("event: state") {
            return;
        }
    }
}

/// The `n`th spectator's address: 16 to an address (one client's share),
/// each in 127.0.0.0/8 (all of it this machine's).
fn spectator(n: usize) -> std::net::Ipv4Addr {
    let client = n / 16;
    std::net::Ipv4Addr::new(127, 1 + (client / 250) as u8, 0, 1 + (client % 250) as u8)
}

/// A stream ticket for `token`.
async fn ticket(s: &Server, token: &str) -> String {
    let v: Value = serde_json::from_slice(&s.get("/api/ticket", Some(token)).await).unwrap();
    v["ticket"].as_str().unwrap().to_string()
}

/// The crowd: how many streams one client may hold; then `BOARD_PAGES`
/// spectators (1,000) on one link, from as many addresses as their shares
/// need; a new visitor's page load; one move seen by every page; and the
/// game played out while the crowd is connected and reading.
async fn crowd(s: &Server) {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let n = env("BOARD_PAGES", 1000);
    let (game, token) = s.game(3).await;
    let pass = ticket(s, &s.watch_link(game)).await;
    let one = std::net::Ipv4Addr::new(127, 0, 0, 2);
    let mut greedy = Vec::new();
    let refused = loop {
        match open_page(s.port, one, &pass).await {
            Ok(r) => greedy.push(r),
            Err(code) => break code,
        }
    };
    println!(
        "one client: {} live streams on one link, the next refused with {refused}",
        greedy.len()
    );
    let before = s.rss_mib();
    let mut readers = Vec::with_capacity(n);
    for i in 0..n {
        readers.push(
            open_page(s.port, spectator(i), &pass)
                .await
                .expect("a spectator's page"),
        );
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = s.rss_mib();
    let visitor = reqwest::Client::builder()
        .local_address(std::net::IpAddr::from([127, 0, 9, 9]))
        .build()
        .unwrap();
    let t = Instant::now();
    let page = visitor.get(&s.base).send().await.unwrap().status();
    let load = t.elapsed();
    let framed: Value = serde_json::from_slice(&s.get("/api/state", Some(&token)).await).unwrap();
    let step = next_step(&framed).unwrap();
    let t = Instant::now();
    let waits: Vec<_> = readers
        .into_iter()
        .map(|mut r| {
            tokio::spawn(async move {
                next_event(&mut r).await;
                (t.elapsed(), r)
            })
        })
        .collect();
    let (status, _) = s.post("/api/act", Some(&token), step).await;
    assert_eq!(status, 200);
    let mut seen = Vec::new();
    let mut kept = Vec::new();
    for w in waits {
        let (took, r) = w.await.unwrap();
        seen.push(took);
        kept.push(r);
    }
    seen.sort();
    println!(
        "{n} live pages on one game besides: server memory {before:.1} MiB before, {after:.1} MiB after (+{:.1} MiB; goal: at most 50); a new visitor's page {page} in {:.1} ms; every page saw a move within {:.0} ms (p50 {:.0} ms; goal: 1 s)",
        after - before,
        load.as_secs_f64() * 1000.0,
        seen[n - 1].as_secs_f64() * 1000.0,
        seen[n / 2].as_secs_f64() * 1000.0,
    );
    // Every page reads on (as a browser does) while the game is played out.
    let reading: Vec<_> = greedy
        .into_iter()
        .chain(kept)
        .map(|mut r| {
            tokio::spawn(async move {
                let mut line = String::new();
                while r.read_line(&mut line).await.is_ok_and(|n| n > 0) {
                    line.clear();
                }
            })
        })
        .collect();
    let mut latencies = play_on(s, &token).await;
    latencies.sort();
    let k = latencies.len();
    println!(
        "the watched game played out while the crowd is connected: {k} steps, answer p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies[k / 2].as_secs_f64() * 1000.0,
        latencies[k * 99 / 100].as_secs_f64() * 1000.0,
        latencies[k - 1].as_secs_f64() * 1000.0,
    );
    reading.iter().for_each(|r| r.abort());
}

/// The rest of the game of session `token`, a step every 210 ms (a
/// session may take 5 a second): each step's answer time.
async fn play_on(s: &Server, token: &str) -> Vec<Duration> {
    let mut framed: Value =
        serde_json::from_slice(&s.get("/api/state", Some(token)).await).unwrap();
    let mut latencies = Vec::new();
    while let Some(step) = next_step(&framed) {
        tokio::time::sleep(Duration::from_millis(210)).await;
        let t = Instant::now();
        let (status, answer) = s.post("/api/act", Some(token), step).await;
        latencies.push(t.elapsed());
        assert_eq!(status, 200, "{answer}");
        framed = answer;
    }
    latencies
}

async fn chromium(s: &Server, finished: &str) {
    let Some(mut br) = browser::Browser::launch(browser::DESKTOP, "en-US").await else {
        println!("in Chromium: skipped (not installed)");
        return;
    };
    let mut usable = Vec::new();
    for seed in 0..5 {
        let (_, token) = s.game(100 + seed).await;
        br.goto("about:blank").await;
        let t = Instant::now();
        br.call(
            "Page.navigate",
            json!({"url": format!("{}/#t={token}", s.base)}),
        )
        .await;
        br.wait_for("document.body.dataset.step === 'tile' && document.querySelector('.fit')")
            .await;
        usable.push(t.elapsed());
    }
    usable.sort();
    println!(
        "in Chromium: usable {:.0} ms after navigating (median of 5; max {:.0} ms; goal: 1 s)",
        usable[2].as_secs_f64() * 1000.0,
        usable[4].as_secs_f64() * 1000.0
    );
    br.goto("about:blank").await;
    br.goto(&format!("{}/#t={finished}", s.base)).await;
    br.wait_for("document.body.dataset.step === 'over'").await;
    let tiles = br
        .eval("document.querySelectorAll('#world .tile').length")
        .await;
    br.call("Performance.enable", json!({})).await;
    let task = |m: &Value| {
        m["metrics"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == "TaskDuration")
            .and_then(|x| x["value"].as_f64())
            .unwrap()
    };
    let before = br.call("Performance.getMetrics", json!({})).await;
    let frames = 120;
    let (x0, y0) = (400.0, 400.0);
    br.call(
        "Input.dispatchMouseEvent",
        json!({"type": "mousePressed", "x": x0, "y": y0, "button": "left", "clickCount": 1}),
    )
    .await;
    for i in 0..frames {
        let x = x0 + 150.0 * ((i as f64) / 10.0).sin();
        br.call(
            "Input.dispatchMouseEvent",
            json!({"type": "mouseMoved", "x": x, "y": y0 + (i % 20) as f64, "button": "left", "buttons": 1}),
        )
        .await;
        br.eval("new Promise(r => requestAnimationFrame(() => r(0)))")
            .await;
    }
    br.call(
        "Input.dispatchMouseEvent",
        json!({"type": "mouseReleased", "x": x0, "y": y0, "button": "left", "clickCount": 1}),
    )
    .await;
    let after = br.call("Performance.getMetrics", json!({})).await;
    println!(
        "in Chromium: panning a board of {tiles} tiles, {:.2} ms of Chromium's task time per frame ({frames} frames; goal: at most 16 ms)",
        (task(&after) - task(&before)) * 1000.0 / f64::from(frames)
    );
    br.close().await;
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let s = start().await;
        first_load(&s).await;
        let finished = moves(&s).await;
        crowd(&s).await;
        chromium(&s, &finished).await;
    });
}
