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
use carcassonne_bot::web::home::{Home, keep_games_going};
use carcassonne_bot::web::server::{Board, CONTENT_SECURITY_POLICY, Rate, serve};
use carcassonne_bot::web::tokens::{Grant, Key};
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
    key: Key,
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

async fn running_at(name: &str, rate: Rate) -> Running {
    running_with(name, |b| b.with_rate(rate)).await
}

/// A board at home, as `set_up` makes it.
async fn running_with(name: &str, set_up: impl FnOnce(Board) -> Board) -> Running {
    let dir = TempDir::new(name);
    let url = format!("sqlite://{}", dir.0.join("play.db").display());
    let store = Store::open(&url).await.unwrap();
    let service = Service::new(store).with_computer_pause(0);
    let key = Key::new(&[7u8; 32]).unwrap();
    let board =
        set_up(Board::new(service.clone(), key.clone(), Arc::new(Renderer::new())).at_home(Home));
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
fn watch_live(base: &str, token: &str) -> tokio::task::JoinHandle<usize> {
    let url = format!("{base}/api/live?t={token}");
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
    let live = watch_live(&b.base, &token);
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
    let mut r = reqwest::get(format!("{}/api/live?t={token}", b.base))
        .await
        .unwrap();
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
    let watch = b.key.sign(Grant::Watch { game }, far);
    let elsewhere = b.key.sign(Grant::Home { game: other }, far);
    let expired = b.key.sign(Grant::Home { game }, b.service.now() - 1);
    let forged = Key::new(&[8u8; 32])
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
    let b = running_at("rate", Rate::default()).await;
    let (game, token) = b
        .open(json!({"people": ["Ann"], "computers": ["easy"]}))
        .await;
    let mut statuses = Vec::new();
    for _ in 0..40 {
        statuses.push(b.state(&token).await.0);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert_eq!(statuses[0], 200);
    // A spectator's link is shared by a whole channel: not slowed down.
    let watch = b.key.sign(Grant::Watch { game }, b.service.now() + 60);
    for _ in 0..40 {
        assert_eq!(b.state(&watch).await.0, 200);
    }
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
