//! The live board's server, over HTTP as a page uses it: a whole game at
//! home against a computer player, played through `/api/act`, watched live
//! through `/api/live`, ending in a record that replays; and every way a
//! request can be refused.

use std::sync::Arc;
use std::time::Duration;

use carcassonne_bot::engine::record::{Record, replay};
use carcassonne_bot::game::Service;
use carcassonne_bot::render::Renderer;
use carcassonne_bot::store::Store;
use carcassonne_bot::web::crowd::Limits;
use carcassonne_bot::web::home::Home;
use carcassonne_bot::web::play::keep_games_going;
use carcassonne_bot::web::server::{BoardServer, CONTENT_SECURITY_POLICY, Rate, serve};
use carcassonne_bot::web::tokens::{Grant, SigningKey};
use serde_json::{Value, json};

struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-board-{name}-{}-{}",
            std::process::id(),
            rand_suffix()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

fn rand_suffix() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A board at home on a port of its own, its computers moving at once.
struct Running {
    base: String,
    service: Service,
    key: SigningKey,
    http: reqwest::Client,
    _dir: TempDir,
}

async fn running(name: &str) -> Running {
    let fast = Rate {
        burst: 1e9,
        per_second: 1e9,
    };
    running_with(name, |b| b.with_rate(fast)).await
}

/// The board's own limits, with its clients behind a proxy on this
/// machine (each request's client is its `X-Forwarded-For`).
fn behind_a_proxy(b: BoardServer) -> BoardServer {
    let limits = Limits {
        trusted: vec!["127.0.0.1".parse().unwrap()],
        ..b.limits().clone()
    };
    b.with_limits(limits)
}

/// A board at home with its limits as `set` makes them.
async fn running_limited(name: &str, set: impl FnOnce(&mut Limits)) -> Running {
    running_with(name, |b| {
        let mut limits = b.limits().clone();
        set(&mut limits);
        b.with_limits(limits)
    })
    .await
}

/// What a live stream sends until its `end` event, within `wait` of
/// each chunk (whatever came, where it ends otherwise).
async fn until_end(r: &mut reqwest::Response, wait: Duration) -> String {
    let mut text = String::new();
    while !text.contains("event: end") {
        match tokio::time::timeout(wait, r.chunk()).await {
            Ok(Ok(Some(chunk))) => text.push_str(&String::from_utf8_lossy(&chunk)),
            _ => break,
        }
    }
    text
}

/// A board at home, as `set_up` makes it.
async fn running_with(name: &str, set_up: impl FnOnce(BoardServer) -> BoardServer) -> Running {
    let dir = TempDir::new(name);
    let url = format!("sqlite://{}", dir.0.join("play.db").display());
    let store = Store::open(&url).await.unwrap();
    let service = Service::new(store).with_computer_pause(0);
    let key = SigningKey::new(&[7u8; 32]).unwrap();
    let board = set_up(
        BoardServer::new(service.clone(), key.clone(), Arc::new(Renderer::new())).at_home(Home),
    );
    tokio::spawn(keep_games_going(service.clone()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(serve(listener, board, std::future::pending()));
    Running {
        base,
        service,
        key,
        http: reqwest::Client::new(),
        _dir: dir,
    }
}

impl Running {
    async fn open(&self, body: Value) -> (i64, String) {
        let r = self
            .http
            .post(format!("{}/api/home?lang=en", self.base))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        let v: Value = json_of(r).await;
        (
            v["game"].as_i64().unwrap(),
            v["token"].as_str().unwrap().to_string(),
        )
    }

    async fn state(&self, token: &str) -> (u16, Value) {
        let r = self
            .http
            .get(format!("{}/api/state", self.base))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), json_of(r).await)
    }

    /// The game once a person is to move (a computer may move first), and
    /// that person's first step.
    async fn person_to_move(&self, token: &str) -> (Value, Value) {
        for _ in 0..500 {
            let (_, framed) = self.state(token).await;
            if let Some(step) = next_step(&framed) {
                return (framed, step);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("no person came to move");
    }

    async fn act(&self, token: &str, body: Value) -> (u16, Value) {
        let r = self
            .http
            .post(format!("{}/api/act?lang=en", self.base))
            .bearer_auth(token)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), json_of(r).await)
    }

    /// `GET /api/state` for `token`, as client `from` behind a proxy.
    async fn state_from(&self, token: &str, from: &str) -> u16 {
        self.http
            .get(format!("{}/api/state", self.base))
            .bearer_auth(token)
            .header("x-forwarded-for", from)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    }

    /// The address of a live stream for session `token`, with a ticket
    /// asked for as a page asks.
    async fn live_url(&self, token: &str) -> String {
        live_url(&self.http, &self.base, token).await
    }
}

/// A live stream's address on the board at `base` for session `token`.
async fn live_url(http: &reqwest::Client, base: &str, token: &str) -> String {
    let r = http
        .get(format!("{base}/api/ticket"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let ticket = json_of(r).await["ticket"].as_str().unwrap().to_string();
    format!("{base}/api/live?ticket={ticket}")
}

async fn json_of(r: reqwest::Response) -> Value {
    serde_json::from_slice(&r.bytes().await.unwrap()).unwrap()
}

/// One step of the turn shown in `framed`, if it is the session's: the
/// first square that fits at its first rotation, then the first spot.
fn next_step(framed: &Value) -> Option<Value> {
    let state = &framed["state"];
    let turn = &state["turn"];
    let seats = framed["session"]["seats"].as_array()?;
    if turn.is_null() || turn["computer"].as_bool()? || !seats.contains(&turn["seat"]) {
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
    match what["spots"].as_array().and_then(|s| s.first()) {
        Some(spot) => Some(
            json!({"act": "follower", "key": key, "spot": spot["letter"], "figure": spot["figure"]}),
        ),
        None => Some(json!({"act": "follower", "key": key})),
    }
}

/// Counts the live events a page would get, in the background.
async fn watch_live(base: &str, token: &str) -> tokio::task::JoinHandle<usize> {
    let url = live_url(&reqwest::Client::new(), base, token).await;
    tokio::spawn(async move {
        let mut r = reqwest::get(url).await.unwrap();
        assert_eq!(
            r.headers()["content-type"].to_str().unwrap(),
            "text/event-stream"
        );
        let mut events = 0;
        let mut text = String::new();
        while let Ok(Ok(Some(chunk))) =
            tokio::time::timeout(Duration::from_secs(5), r.chunk()).await
        {
            text.push_str(&String::from_utf8_lossy(&chunk));
            while let Some(end) = text.find("\n\n") {
                if text[..end].starts_with("event: state") {
                    events += 1;
                    if text.contains("\"status\":\"finished\"") {
                        return events;
                    }
                }
                text.drain(..end + 2);
            }
        }
        events
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_at_home_is_played_on_the_board_and_its_record_replays() {
    let b = running("whole").await;
    let (game, token) = b
        .open(json!({"people": ["Ann"], "computers": ["random"], "seed": 11}))
        .await;
    let live = watch_live(&b.base, &token).await;
    let mut moves = 0;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    loop {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game did not end"
        );
        let (status, framed) = b.state(&token).await;
        assert_eq!(status, 200, "{framed}");
        if framed["state"]["status"] == "finished" {
            break;
        }
        match next_step(&framed) {
            Some(step) => {
                let (status, answer) = b.act(&token, step.clone()).await;
                assert_eq!(status, 200, "{step} → {answer}");
                moves += 1;
            }
            None => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    assert!(moves >= 60, "only {moves} steps were played on the board");
    let record = b.service.export(game).await.unwrap();
    let replayed = replay(&Record::parse(&record).unwrap()).unwrap();
    assert!(replayed.is_over());
    let (_, framed) = b.state(&token).await;
    let standings = framed["state"]["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 2);
    let scores: Vec<u64> = replayed.scores().iter().map(|s| u64::from(*s)).collect();
    for s in standings {
        assert_eq!(
            s["score"].as_u64().unwrap(),
            scores[s["seat"].as_u64().unwrap() as usize]
        );
    }
    let events = live.await.unwrap();
    assert!(
        events > 30,
        "a live page saw only {events} changes of a whole game"
    );
}

/// A quiet game's live stream says `ping` now and then: a page that
/// hears nothing at all (a proxy holding events back) knows to read the
/// game itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quiet_live_stream_still_pings() {
    let fast = Rate {
        burst: 1e9,
        per_second: 1e9,
    };
    let every = Duration::from_millis(200);
    let b = running_with("pings", |b| b.with_rate(fast).with_keep_alive(every)).await;
    let (_, token) = b.open(json!({"people": ["Ann", "Ben"], "seed": 5})).await;
    let mut r = reqwest::get(b.live_url(&token).await).await.unwrap();
    let mut text = String::new();
    while text.matches("event: ping\ndata: 1\n\n").count() < 2 {
        let chunk = tokio::time::timeout(Duration::from_secs(2), r.chunk())
            .await
            .expect("a ping within ten keep-alives")
            .unwrap()
            .unwrap();
        text.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert_eq!(text.matches("event: state").count(), 1, "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn people_at_one_screen_take_turns_and_a_stale_click_changes_nothing() {
    let b = running("hotseat").await;
    let (_, token) = b.open(json!({"people": ["Ann", "Ben"], "seed": 5})).await;
    let (_, framed) = b.state(&token).await;
    assert_eq!(framed["session"]["seats"], json!([0, 1]));
    let first = next_step(&framed).expect("a person is to move");
    let old_key = first["key"].clone();
    assert_eq!(b.act(&token, first).await.0, 200);
    // The follower step, then the other person's turn.
    let (_, framed) = b.state(&token).await;
    let (status, _) = b.act(&token, next_step(&framed).unwrap()).await;
    assert_eq!(status, 200);
    let (_, framed) = b.state(&token).await;
    assert_ne!(framed["state"]["turn"]["key"], old_key);
    let revision = framed["state"]["revision"].clone();
    // A click on the turn before is refused as stale, and nothing moves.
    let stale = json!({"act": "follower", "key": old_key});
    let (status, answer) = b.act(&token, stale).await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(answer["stale"], true);
    assert!(answer["error"].as_str().unwrap().len() > 10);
    let (_, after) = b.state(&token).await;
    assert_eq!(after["state"]["revision"], revision);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_act_only_for_their_own_seat_in_their_own_game() {
    let b = running("sessions").await;
    let (game, token) = b
        .open(json!({"people": ["Ann"], "computers": ["easy"]}))
        .await;
    let (other, _) = b
        .open(json!({"people": ["Cy"], "computers": ["easy"]}))
        .await;
    let far = b.service.now() + 3600;
    let watch = b.key.sign(
        Grant::Watch {
            game,
            generation: 0,
        },
        far,
    );
    let elsewhere = b.key.sign(Grant::Home { game: other }, far);
    let expired = b.key.sign(Grant::Home { game }, b.service.now() - 1);
    let forged = SigningKey::new(&[8u8; 32])
        .unwrap()
        .sign(Grant::Home { game }, far);
    let stranger = b.key.sign(Grant::Play { game, user: 999 }, far);
    let (framed, step) = b.person_to_move(&token).await;
    // A spectator sees the game and cannot play.
    let (status, watched) = b.state(&watch).await;
    assert_eq!(status, 200);
    assert_eq!(watched["session"]["seats"], json!([]));
    assert_eq!(watched["state"], framed["state"]);
    assert_eq!(b.act(&watch, step.clone()).await.0, 403);
    // Someone not seated is told it is not their turn.
    assert_eq!(b.act(&stranger, step.clone()).await.0, 409);
    // Another game's session plays its own game only (an act names no
    // game): whatever it does there, this game does not move.
    let _ = b.act(&elsewhere, step.clone()).await;
    for token in [&expired, &forged, &"nonsense".to_string()] {
        assert_eq!(b.act(token, step.clone()).await.0, 401);
        assert_eq!(b.state(token).await.0, 401);
    }
    for bad in [
        json!({"act": "fly", "key": 1}),
        json!({"act": "place", "key": 1}),
    ] {
        assert_eq!(b.act(&token, bad).await.0, 400);
    }
    let (_, now) = b.state(&token).await;
    assert_eq!(now["state"]["revision"], framed["state"]["revision"]);
    assert_eq!(b.act(&token, step).await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_serves_its_page_with_a_strict_policy_and_nothing_of_the_operators() {
    let b = running("page").await;
    for (path, kind) in [
        ("/", "text/html"),
        ("/board.js", "text/javascript"),
        ("/board.css", "text/css"),
        ("/art/0/3.png", "image/png"),
        ("/api/strings?lang=de", "application/json"),
    ] {
        let r = b
            .http
            .get(format!("{}{path}", b.base))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let h = r.headers();
        assert!(
            h["content-type"].to_str().unwrap().starts_with(kind),
            "{path}"
        );
        assert_eq!(h["content-security-policy"], CONTENT_SECURITY_POLICY);
        assert_eq!(h["x-content-type-options"], "nosniff");
    }
    let page = b
        .http
        .get(&b.base)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        !page.contains("<script>") && !page.contains("style="),
        "inline script or style"
    );
    let words: Value = b
        .http
        .get(format!("{}/api/strings?lang=de", b.base))
        .send()
        .await
        .map(json_of)
        .unwrap()
        .await;
    assert_eq!(words["lang"], "de");
    assert_eq!(words["page-new-game"], "Neues Spiel");
    assert!(
        words["page-waiting"]
            .as_str()
            .unwrap()
            .contains("{$player}")
    );
    for path in [
        "/metrics",
        "/healthz",
        "/art/16/0.png",
        "/art/0/99.png",
        "/../Cargo.toml",
    ] {
        let r = b
            .http
            .get(format!("{}{path}", b.base))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 404, "{path}");
    }
    let r = b
        .http
        .delete(format!("{}/api/act", b.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 405);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_that_clicks_too_fast_is_slowed_down() {
    let b = running_with("rate", behind_a_proxy).await;
    let (game, token) = b
        .open(json!({"people": ["Ann"], "computers": ["easy"]}))
        .await;
    let mut statuses = Vec::new();
    for _ in 0..40 {
        statuses.push(b.state(&token).await.0);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert_eq!(statuses[0], 200);
    // The same session however its token is written: padded, it is
    // still the one bucket.
    let padded = format!("  {token}");
    assert_eq!(b.state(&padded).await.0, 429);
    // A spectator's link is a whole channel's: each client watching is
    // slowed down on its own (spectators behind a proxy the board trusts).
    let watch = b.key.sign(
        Grant::Watch {
            game,
            generation: 0,
        },
        b.service.now() + 60,
    );
    let mut statuses = Vec::new();
    for _ in 0..40 {
        statuses.push(b.state_from(&watch, "198.51.100.1").await);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert_eq!(b.state_from(&watch, "198.51.100.2").await, 200);
}

// ----- under a crowd -----

/// Sends `head` (and `body`) on a new connection to the board at `base`,
/// and reads what comes back within `wait` (empty: nothing came).
async fn raw(base: &str, head: &str, body: &[u8], wait: Duration) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr = base.trim_start_matches("http://");
    let mut conn = tokio::net::TcpStream::connect(addr).await.unwrap();
    conn.write_all(head.as_bytes()).await.unwrap();
    conn.write_all(body).await.unwrap();
    let mut got = Vec::new();
    let _ = tokio::time::timeout(wait, conn.read_to_end(&mut got)).await;
    String::from_utf8_lossy(&got).into_owned()
}

/// The status of a raw answer.
fn status_of(answer: &str) -> Option<u16> {
    answer.split(' ').nth(1)?.parse().ok()
}

/// One client holds at most its share of live streams (then 429, with
/// when to come back); others still load the page and watch, and a
/// player's move reaches every stream still open.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_holds_only_its_share_of_streams_and_others_still_watch() {
    let b = running_with("streams", |b| {
        // Quick pings: a stream whose page went is noticed at the next.
        let b = behind_a_proxy(
            b.with_rate(Rate {
                burst: 1e9,
                per_second: 1e9,
            })
            .with_keep_alive(Duration::from_millis(200)),
        );
        let limits = Limits {
            streams_per_client: 4,
            streams: 6,
            ..b.limits().clone()
        };
        b.with_limits(limits)
    })
    .await;
    let (game, token) = b.open(json!({"people": ["Ann", "Ben"], "seed": 5})).await;
    let watch = b.key.sign(
        Grant::Watch {
            game,
            generation: 0,
        },
        b.service.now() + 600,
    );
    let open = |from: &'static str| {
        let (http, base, watch) = (b.http.clone(), b.base.clone(), watch.clone());
        async move {
            let url = live_url(&http, &base, &watch).await;
            http.get(url)
                .header("x-forwarded-for", from)
                .send()
                .await
                .unwrap()
        }
    };
    let mut crowd = Vec::new();
    for _ in 0..4 {
        let r = open("198.51.100.7").await;
        assert_eq!(r.status(), 200);
        crowd.push(r);
    }
    let over = open("198.51.100.7").await;
    assert_eq!(over.status(), 429);
    assert_eq!(over.headers()["retry-after"], "5");
    // Another visitor loads the page and watches.
    let page = b
        .http
        .get(&b.base)
        .header("x-forwarded-for", "203.0.113.9")
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let mut other = open("203.0.113.9").await;
    assert_eq!(other.status(), 200);
    // The board's streams in all: the next client is told to come back.
    let _sixth = open("203.0.113.10").await;
    let full = open("203.0.113.11").await;
    assert_eq!(full.status(), 503);
    assert_eq!(full.headers()["retry-after"], "5");
    // A move reaches the streams open.
    let first = other.chunk().await.unwrap().unwrap();
    assert!(String::from_utf8_lossy(&first).starts_with("event: state"));
    let (_, step) = b.person_to_move(&token).await;
    assert_eq!(b.act(&token, step).await.0, 200);
    let heard = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(chunk) = other.chunk().await.unwrap() {
            if String::from_utf8_lossy(&chunk).contains("event: state") {
                return;
            }
        }
    });
    heard.await.expect("the move within 5 s");
    // A stream given back makes room.
    drop(crowd.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(open("198.51.100.7").await.status(), 200);
}

/// Connections from one address are capped: the next is answered at once
/// with 429 and closed, never left hanging; connections given back make
/// room.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_only_its_share_of_connections() {
    let b = running_limited("connections", |l| l.connections_per_client = 3).await;
    let addr = b.base.trim_start_matches("http://").to_string();
    let mut idle = Vec::new();
    for _ in 0..3 {
        idle.push(tokio::net::TcpStream::connect(&addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let head = "GET / HTTP/1.1\r\nhost: HOST\r\n\r\n".replace("HOST", &addr);
    let answer = raw(&b.base, &head, b"", Duration::from_secs(2)).await;
    assert_eq!(status_of(&answer), Some(429), "{answer}");
    assert!(
        answer.to_ascii_lowercase().contains("retry-after: 5"),
        "{answer}"
    );
    idle.clear();
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(b.http.get(&b.base).send().await.unwrap().status(), 200);
}

/// A body that comes too slowly, or not at all, is cut off at its
/// deadline (408), as are headers that never end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_body_is_cut_off_at_its_deadline() {
    let b = running_limited("slow", |l| l.body_deadline = Duration::from_millis(500)).await;
    let addr = b.base.trim_start_matches("http://").to_string();
    let head = format!(
        "POST /api/home HTTP/1.1\r\nhost: {addr}\r\ncontent-type: application/json\r\n\
         content-length: 100\r\n\r\n"
    );
    let started = std::time::Instant::now();
    let answer = raw(&b.base, &head, b"{\"people\"", Duration::from_secs(5)).await;
    assert_eq!(status_of(&answer), Some(408), "{answer}");
    assert!(started.elapsed() < Duration::from_secs(4));
    let answer = raw(&b.base, &head, b"", Duration::from_secs(5)).await;
    assert_eq!(
        status_of(&answer),
        Some(408),
        "headers and no body: {answer}"
    );
}

/// New games at home are each client's to spend: one client opening
/// game after game is slowed down, and another still opens one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_ins_are_each_clients_own() {
    let b = running_with("sign-ins", behind_a_proxy).await;
    let open = |from: &'static str| {
        b.http
            .post(format!("{}/api/home?lang=en", b.base))
            .header("content-type", "application/json")
            .header("x-forwarded-for", from)
            .body(json!({"people": ["Ann"], "computers": ["easy"]}).to_string())
            .send()
    };
    let mut statuses = Vec::new();
    for _ in 0..15 {
        statuses.push(open("198.51.100.3").await.unwrap().status().as_u16());
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert_eq!(open("198.51.100.4").await.unwrap().status(), 200);
}

/// A live stream ends when its session expires, or at its longest
/// lifetime, with an `end` event; a session's token is no ticket, and
/// is not taken in the address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn streams_end_with_their_session_and_tokens_stay_out_of_addresses() {
    let b = running("stream-end").await;
    let (game, token) = b.open(json!({"people": ["Ann", "Ben"], "seed": 5})).await;
    let short = b.key.sign(Grant::Home { game }, b.service.now() + 2);
    let mut r = reqwest::get(b.live_url(&short).await).await.unwrap();
    let started = std::time::Instant::now();
    let text = until_end(&mut r, Duration::from_secs(4)).await;
    assert!(
        text.contains("event: end"),
        "the stream ends with its session: {text}"
    );
    assert!(started.elapsed() < Duration::from_secs(4));
    let live = |q: String| {
        let url = format!("{}/api/live?{q}", b.base);
        async move { reqwest::get(url).await.unwrap().status().as_u16() }
    };
    assert_eq!(live(format!("t={token}")).await, 401);
    assert_eq!(live(format!("ticket={token}")).await, 401);
    let r = b
        .http
        .get(format!("{}/api/state?t={token}", b.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 401, "a token in the address");
    assert_eq!(b.state(&"a".repeat(600)).await.0, 401, "a token too long");
}

/// A stream is closed at its longest lifetime however long its session
/// lasts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_ends_at_its_longest_lifetime() {
    let b = running_limited("stream-life", |l| {
        l.stream_lifetime = Duration::from_millis(700)
    })
    .await;
    let (_, token) = b.open(json!({"people": ["Ann", "Ben"], "seed": 5})).await;
    let mut r = reqwest::get(b.live_url(&token).await).await.unwrap();
    let text = until_end(&mut r, Duration::from_secs(3)).await;
    assert!(text.ends_with("event: end\ndata: 1\n\n"), "{text}");
    let after = tokio::time::timeout(Duration::from_secs(3), r.chunk()).await;
    assert!(
        matches!(after, Ok(Ok(None))),
        "the stream is closed after its end"
    );
}

/// Only this machine's own names for the board are taken at home (a name
/// another site rebound to 127.0.0.1 is not), and a `POST` must be JSON
/// from the board's own page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_mode_takes_no_other_site_and_no_other_host() {
    let b = running("origins").await;
    let addr = b.base.trim_start_matches("http://").to_string();
    let port = addr.rsplit(':').next().unwrap().to_string();
    let body = json!({"people": ["Ann", "Ben"]}).to_string();
    let post = |kind: &str, origin: Option<&str>, host: Option<String>| {
        let mut r = b
            .http
            .post(format!("{}/api/home", b.base))
            .header("content-type", kind)
            .body(body.clone());
        if let Some(o) = origin {
            r = r.header("origin", o);
        }
        if let Some(h) = host {
            r = r.header("host", h);
        }
        async move { r.send().await.unwrap().status().as_u16() }
    };
    let own = format!("http://{addr}");
    assert_eq!(post("text/plain", Some(&own), None).await, 403);
    assert_eq!(
        post("application/json", Some("https://evil.example"), None).await,
        403
    );
    let rebound = Some(format!("attacker.example:{port}"));
    assert_eq!(post("application/json", None, rebound).await, 403);
    let r = raw(
        &b.base,
        &format!("GET /api/strings HTTP/1.1\r\nhost: attacker.example:{port}\r\nconnection: close\r\n\r\n"),
        b"",
        Duration::from_secs(2),
    )
    .await;
    assert_eq!(status_of(&r), Some(403), "{r}");
    let local = format!("http://localhost:{port}");
    let at_localhost = Some(format!("localhost:{port}"));
    assert_eq!(
        post("application/json", Some(&local), at_localhost).await,
        200
    );
}

/// The bot's board (no home) takes no session made for people at one
/// screen, and only its own public host.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bots_board_takes_no_home_session_and_only_its_host() {
    let dir = TempDir::new("public");
    let url = format!("sqlite://{}", dir.0.join("bot.db").display());
    let service = Service::new(Store::open(&url).await.unwrap());
    let key = SigningKey::new(&[7u8; 32]).unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let board =
        BoardServer::new(service.clone(), key.clone(), Arc::new(Renderer::new())).public_at(&base);
    tokio::spawn(serve(listener, board, std::future::pending()));
    let http = reqwest::Client::new();
    let home = key.sign(Grant::Home { game: 1 }, service.now() + 60);
    let watch = key.sign(
        Grant::Watch {
            game: 1,
            generation: 0,
        },
        service.now() + 60,
    );
    let state = |token: String| {
        let r = http.get(format!("{base}/api/state")).bearer_auth(token);
        async move { r.send().await.unwrap().status().as_u16() }
    };
    assert_eq!(state(home).await, 401, "a home session");
    assert_eq!(state(watch).await, 404, "a link to a game there is not");
    let port = base.rsplit(':').next().unwrap();
    let r = raw(
        &base,
        &format!("GET / HTTP/1.1\r\nhost: localhost:{port}\r\nconnection: close\r\n\r\n"),
        b"",
        Duration::from_secs(2),
    )
    .await;
    assert_eq!(status_of(&r), Some(403), "another host: {r}");
}

/// A host's new links end the old ones: a page on an old link is told
/// its link is no longer valid, and its live stream ends; the new link
/// watches.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_links_end_the_old_ones_and_their_streams() {
    let b = running("new-links").await;
    let (game, _) = b.open(json!({"people": ["Ann", "Ben"], "seed": 5})).await;
    let old = b.key.sign(
        Grant::Watch {
            game,
            generation: 0,
        },
        b.service.now() + 600,
    );
    assert_eq!(b.state(&old).await.0, 200);
    let mut stream = reqwest::get(b.live_url(&old).await).await.unwrap();
    let host = carcassonne_bot::game::User::new(1, "Admin");
    let renewed = b
        .service
        .renew_watch_links(game, &host, true)
        .await
        .unwrap();
    assert_eq!(renewed.watch_generation, 1);
    let text = until_end(&mut stream, Duration::from_secs(5)).await;
    assert!(
        text.contains("event: end"),
        "the old link's stream ends: {text}"
    );
    assert_eq!(b.state(&old).await.0, 401);
    let ticket = b
        .http
        .get(format!("{}/api/ticket", b.base))
        .bearer_auth(&old)
        .send()
        .await
        .unwrap();
    assert_eq!(ticket.status(), 401);
    let new = b.key.sign(
        Grant::Watch {
            game,
            generation: 1,
        },
        b.service.now() + 600,
    );
    assert_eq!(b.state(&new).await.0, 200);
}

/// A rotated key ends every link and session the old one made, in every
/// process once it reads the key again; what the new key makes is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rotated_key_ends_what_the_old_one_made() {
    use carcassonne_bot::web::links::{board_key, follow_key, rotate_key};
    let dir = TempDir::new("rotate");
    let store = Store::open(&format!("sqlite://{}", dir.0.join("bot.db").display()))
        .await
        .unwrap();
    let key = board_key(&store).await.unwrap();
    let grant = Grant::Play { game: 4, user: 9 };
    let old = key.sign(grant, i64::MAX);
    tokio::spawn(follow_key(
        store.clone(),
        key.clone(),
        Duration::from_millis(20),
    ));
    rotate_key(&store).await.unwrap();
    let mut refused = false;
    for _ in 0..100 {
        if key.check(&old, 0).is_err() {
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(refused, "the old key's token is refused");
    let again = board_key(&store).await.unwrap();
    assert_eq!(key.check(&again.sign(grant, i64::MAX), 0), Ok(grant));
}

#[path = "support/browser.rs"]
#[allow(dead_code)]
mod browser;

use browser::{Browser, DESKTOP, PHONE};

/// Where the tests' screenshots go, to be looked at.
fn shots() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots")
}

/// The game the page shows, read by the page itself.
async fn page_game(br: &mut Browser) -> i64 {
    br.eval(
        "fetch('/api/state', {headers: {authorization: 'Bearer ' + \
         new URLSearchParams(location.hash.slice(1)).get('t')}}) \
         .then(r => r.json()).then(j => j.state.game)",
    )
    .await
    .as_i64()
    .unwrap()
}

async fn tiles_left(br: &mut Browser) -> i64 {
    let text = br.eval("document.getElementById('bag').textContent").await;
    text.as_str()
        .unwrap()
        .rsplit(|c: char| !c.is_ascii_digit())
        .find(|s| !s.is_empty())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Checks the game the page played ended, and its record replays to the
/// scores the page shows.
async fn check_record(b: &Running, br: &mut Browser) {
    let game = page_game(br).await;
    let record = b.service.export(game).await.unwrap();
    let replayed = replay(&Record::parse(&record).unwrap()).unwrap();
    assert!(replayed.is_over());
    let shown = br
        .eval("[...document.querySelectorAll('#scores td.num:not(.muted)')].map(td => Number(td.textContent))")
        .await;
    let mut shown: Vec<u64> = shown
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let mut scores: Vec<u64> = replayed.scores().iter().map(|s| u64::from(*s)).collect();
    shown.sort_unstable();
    scores.sort_unstable();
    assert_eq!(shown, scores);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_in_chromium_by_clicking() {
    let b = running("chromium-clicks").await;
    let Some(mut br) = Browser::launch(DESKTOP, "en-US").await else {
        return;
    };
    br.goto(&b.base).await;
    br.wait_for("document.getElementById('start').textContent === 'Start the game'")
        .await;
    br.eval("document.querySelector('#computers select').value = 'random'")
        .await;
    br.click("#start").await;
    let (mut step, mut turn) = br.next_page_step("").await;
    let mut shot_midway = false;
    while step != "over" {
        br.click_page_step(&step).await;
        (step, turn) = br.next_page_step(&turn).await;
        if !shot_midway && step == "tile" && tiles_left(&mut br).await < 36 {
            br.screenshot(&shots().join("desktop-en-midway.png")).await;
            shot_midway = true;
        }
    }
    // Who holds what, over the board, and the points by feature.
    br.click("#holders").await;
    br.wait_for("document.querySelectorAll('.held').length > 0")
        .await;
    br.eval("document.getElementById('features-box').open = true")
        .await;
    br.screenshot(&shots().join("desktop-en-over.png")).await;
    check_record(&b, &mut br).await;
    br.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_on_a_phone_in_german_by_keyboard_alone() {
    let b = running("chromium-keys").await;
    let Some(mut br) = Browser::launch(PHONE, "de-DE").await else {
        return;
    };
    br.goto(&b.base).await;
    br.wait_for("document.getElementById('start').textContent === 'Spiel starten'")
        .await;
    br.screenshot(&shots().join("phone-de-new-game.png")).await;
    // Five computer players, by keyboard: to "add a computer player" and
    // Enter, four times, then to "start" and Enter.
    tab_to(&mut br, "document.activeElement.id === 'add-computer'").await;
    for _ in 0..4 {
        br.press("Enter").await;
    }
    br.eval("document.querySelectorAll('#computers select').forEach(s => s.value = 'random')")
        .await;
    tab_to(&mut br, "document.activeElement.id === 'start'").await;
    br.press("Enter").await;
    let (mut step, mut turn) = br.next_page_step("").await;
    let mut shot_midway = false;
    while step != "over" {
        br.eval("document.getElementById('board').focus()").await;
        if step == "tile" {
            br.press("Tab").await;
            let label = br
                .eval("document.activeElement.getAttribute('aria-label')")
                .await;
            assert!(
                label.as_str().unwrap().starts_with("Die Karte passt hier"),
                "{label}"
            );
            br.press("Enter").await;
            br.wait_for("document.querySelector('.preview')").await;
            br.press("r").await;
            br.press("Enter").await;
        } else {
            tab_to(
                &mut br,
                "document.activeElement.classList.contains('spot') || \
                 document.activeElement === document.querySelector('#controls button.primary')",
            )
            .await;
            br.press("Enter").await;
        }
        (step, turn) = br.next_page_step(&turn).await;
        if !shot_midway && step == "tile" && tiles_left(&mut br).await < 40 {
            br.screenshot(&shots().join("phone-de-midway.png")).await;
            shot_midway = true;
        }
    }
    br.screenshot(&shots().join("phone-de-over.png")).await;
    check_record(&b, &mut br).await;
    br.close().await;
}

/// Presses Tab until `condition` holds (at most 40 times).
async fn tab_to(br: &mut Browser, condition: &str) {
    for _ in 0..40 {
        if br.eval(&format!("!!({condition})")).await == json!(true) {
            return;
        }
        br.press("Tab").await;
    }
    panic!("Tab never reached: {condition}");
}
