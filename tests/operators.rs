//! What the people who run the bot rely on, against the released binary
//! and the fake Discord: `/healthz` follows the gateway and the database,
//! `/metrics` reads as Prometheus reads it and moves as games are played,
//! and `LOG_FORMAT=json` writes one JSON object per line with no secret in
//! any of them.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

#[path = "support/pg.rs"]
#[allow(dead_code)]
mod pg;

use std::collections::HashMap;
use std::time::Duration;

use fake_discord::{Fake, Person};
use serde_json::Value;

#[path = "support/bot.rs"]
#[allow(dead_code)]
mod bot;

use bot::{Process, start_two, started, step};

const TOKEN: &str = "MTAwMA.fake.token";

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn get(port: u16, path: &str) -> Option<(u16, String)> {
    let answer = reqwest::Client::new()
        .get(format!("http://127.0.0.1:{port}{path}"))
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .ok()?;
    let status = answer.status().as_u16();
    Some((status, answer.text().await.ok()?))
}

/// Waits until `/healthz` answers `want`; returns its body.
async fn health_becomes(port: u16, want: u16, secs: u64, bot: &Process) -> Value {
    let until = std::time::Instant::now() + Duration::from_secs(secs);
    let mut last = None;
    while std::time::Instant::now() < until {
        if let Some((status, body)) = get(port, "/healthz").await {
            if status == want {
                return serde_json::from_str(&body).expect("the health body is JSON");
            }
            last = Some((status, body));
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!(
        "/healthz did not answer {want} within {secs} s; last answer {last:?}; the bot's log:\n{}",
        bot.log_tail(30)
    )
}

/// Samples by metric name: each one's labels and value.
type Scraped = HashMap<String, Vec<(HashMap<String, String>, f64)>>;

/// The metrics as Prometheus reads them: by name, each sample's labels
/// and value (a histogram's value is its count).
fn scrape(text: &str) -> Scraped {
    // Every line is a comment, or a name with labels and a number.
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (head, value) = line.rsplit_once(' ').expect("a sample line");
        assert!(
            value.parse::<f64>().is_ok() || ["+Inf", "-Inf", "NaN"].contains(&value),
            "not a number in {line:?}"
        );
        let name = head.split('{').next().unwrap();
        assert!(
            name.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':'),
            "a bad name in {line:?}"
        );
    }
    let parsed =
        prometheus_parse::Scrape::parse(text.lines().map(|l| Ok(l.to_string()))).expect("parses");
    let mut out: Scraped = HashMap::new();
    for s in parsed.samples {
        let value = match s.value {
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v) => v,
            prometheus_parse::Value::Histogram(buckets) => {
                buckets.iter().map(|b| b.count).fold(0.0, f64::max)
            }
            prometheus_parse::Value::Summary(_) => continue,
        };
        let labels = s
            .labels
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        out.entry(s.metric).or_default().push((labels, value));
    }
    out
}

/// The sum of `name`'s samples whose labels include `with`.
fn total(m: &Scraped, name: &str, with: &[(&str, &str)]) -> f64 {
    m.get(name)
        .into_iter()
        .flatten()
        .filter(|(labels, _)| {
            with.iter()
                .all(|(k, v)| labels.get(*k).map(String::as_str) == Some(*v))
        })
        .map(|(_, v)| v)
        .sum()
}

async fn metrics(port: u16) -> Scraped {
    let (status, text) = get(port, "/metrics").await.expect("/metrics answers");
    assert_eq!(status, 200, "{text}");
    scrape(&text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_follows_the_gateway_metrics_move_with_a_game_and_logs_are_json() {
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-ops-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = format!("sqlite://{}/bot.db", dir.display());
    let port = free_port();
    let mut bot = Process::new(&fake, &url, dir.join("bot.log"))
        .with_env("HTTP_ADDR", &format!("127.0.0.1:{port}"))
        .with_env("LOG_FORMAT", "json")
        .with_env("RUST_LOG", "info,serenity=warn");
    bot.spawn();
    started(&fake, 0).await;
    let healthy = health_becomes(port, 200, 30, &bot).await;
    assert_eq!(healthy["status"], "ok");
    assert_eq!(healthy["database"], "ok");
    assert_eq!(healthy["shards"][0]["connected"], true);

    // Anything else is refused plainly.
    let (status, _) = get(port, "/nothing").await.unwrap();
    assert_eq!(status, 404);
    let (status, _) = reqwest::Client::new()
        .post(format!("http://127.0.0.1:{port}/healthz"))
        .send()
        .await
        .map(|r| (r.status().as_u16(), ()))
        .unwrap();
    assert_eq!(status, 405);

    let before = metrics(port).await;

    // A game: a lobby, a join, a start, and turns played with buttons.
    let channel = 6_101;
    let people = vec![Person::new(7_101, "Ann"), Person::new(7_102, "Ben")];
    start_two(&fake, channel, &people).await;
    for turn in 0..12 {
        assert!(
            step(&fake, channel, &people, turn).await,
            "the game ended early"
        );
    }

    let after = metrics(port).await;
    let moved = |name: &str, with: &[(&str, &str)]| {
        let (b, a) = (total(&before, name, with), total(&after, name, with));
        assert!(a > b, "{name} {with:?} did not move: {b} → {a}");
    };
    moved("carcassonne_interactions_total", &[("kind", "command")]);
    moved("carcassonne_interactions_total", &[("kind", "button")]);
    moved(
        "carcassonne_interaction_first_answer_seconds",
        &[("kind", "button")],
    );
    moved(
        "carcassonne_interaction_first_answer_seconds",
        &[("kind", "command")],
    );
    moved("carcassonne_deliveries_total", &[("outcome", "delivered")]);
    moved(
        "carcassonne_picture_seconds",
        &[("picture", "turn"), ("stage", "draw")],
    );
    moved(
        "carcassonne_picture_seconds",
        &[("picture", "turn"), ("stage", "encode")],
    );
    moved("carcassonne_db_query_seconds", &[("query", "append_move")]);
    moved("carcassonne_db_query_seconds", &[("query", "load_game")]);
    assert_eq!(
        total(&after, "carcassonne_games", &[("state", "playing")]),
        1.0
    );
    assert_eq!(
        total(&after, "carcassonne_games", &[("state", "lobby")]),
        0.0
    );
    assert_eq!(
        total(&after, "carcassonne_gateway_connected", &[("shard", "0")]),
        1.0
    );
    assert!(total(&after, "carcassonne_process_resident_memory_bytes", &[]) > 1e6);
    for gauge in [
        "carcassonne_deliveries_pending",
        "carcassonne_deliveries_pending_oldest_seconds",
        "carcassonne_timers_due",
        "carcassonne_timers_late_seconds",
    ] {
        assert!(after.contains_key(gauge), "{gauge} is missing");
    }

    // The gateway goes away: unhealthy, naming the shard; and back.
    fake.gateway_outage();
    let down = health_becomes(port, 503, 30, &bot).await;
    assert_eq!(down["status"], "unhealthy");
    assert!(
        down["problems"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p.as_str().unwrap().contains("shard 0")),
        "{down}"
    );
    let m = metrics(port).await;
    assert_eq!(
        total(&m, "carcassonne_gateway_connected", &[("shard", "0")]),
        0.0
    );
    fake.gateway_back();
    let up = health_becomes(port, 200, 90, &bot).await;
    assert_eq!(up["shards"][0]["connected"], true);

    // `carcassonne-bot health` asks the same, for Docker's HEALTHCHECK.
    let probe = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .arg("health")
        .env("HTTP_ADDR", format!("127.0.0.1:{port}"))
        .output()
        .unwrap();
    assert!(probe.status.success(), "{probe:?}");
    assert!(String::from_utf8_lossy(&probe.stdout).contains("\"ok\""));

    // Every line of the log is one JSON object; none holds the token or
    // what anyone's messages said.
    bot.kill();
    let log = std::fs::read_to_string(dir.join("bot.log")).unwrap();
    assert!(log.lines().count() > 1, "{log}");
    for line in log.lines() {
        let v: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("a log line that is not JSON ({e}): {line}"));
        assert!(v["level"].is_string() && v["message"].is_string(), "{line}");
        assert!(
            !line.contains(TOKEN) && !line.contains("fake.token"),
            "{line}"
        );
    }
    let contents: Vec<String> = fake
        .state()
        .messages
        .iter()
        .map(|m| m.content.clone())
        .filter(|c| c.len() > 12)
        .collect();
    for c in contents {
        assert!(!log.contains(&c), "a message's words are in the log: {c}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_fails_while_the_database_is_down_and_comes_back_with_it() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-ops-pg-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let url = server.database("ops");
    let port = free_port();
    let mut bot = Process::new(&fake, &url, dir.join("bot.log"))
        .with_env("HTTP_ADDR", &format!("127.0.0.1:{port}"));
    bot.spawn();
    started(&fake, 0).await;
    health_becomes(port, 200, 30, &bot).await;

    server.stop();
    let down = health_becomes(port, 503, 30, &bot).await;
    assert_ne!(down["database"], "ok", "{down}");
    assert!(
        down["problems"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p.as_str().unwrap().contains("database")),
        "{down}"
    );
    // The metrics still answer, with what needs no database.
    let (status, text) = get(port, "/metrics").await.unwrap();
    assert_eq!(status, 200);
    scrape(&text);

    server.start_again();
    let up = health_becomes(port, 200, 60, &bot).await;
    assert_eq!(up["database"], "ok");
    bot.kill();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_taken_port_or_a_bad_address_stops_the_bot_with_a_plain_reason() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-ops-port-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let run = |addr: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", format!("sqlite://{}/bot.db", dir.display()))
            .env("DISCORD_API_BASE", "http://127.0.0.1:9")
            .env("HTTP_ADDR", addr)
            .output()
            .unwrap()
    };
    let out = run(&format!("127.0.0.1:{port}"));
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot listen on HTTP_ADDR"), "{err}");
    let out = run("ninethousand");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("HTTP_ADDR must be"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `carcassonne-bot check --channel ID` against the fake Discord.
async fn check(fake: &Fake, channel: u64) -> (Option<i32>, String) {
    let base = fake.base.clone();
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .args(["check", "--channel", &channel.to_string()])
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE", base)
            .env("RUST_LOG", "error")
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    (out.status.code(), said)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operators_check_does_what_a_game_does_and_says_each_answer() {
    let fake = Fake::start().await;
    let channel = 7_700_000_000_000_000_001;
    let (code, said) = check(&fake, channel).await;
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(code, Some(0), "{said}");
    assert_eq!(lines.len(), 9, "{said}");
    assert!(lines.iter().all(|l| l.starts_with("ok ")), "{said}");
    // The commands are counted as Discord counts them, and their
    // registration tried without registering anything.
    assert!(
        lines[1].contains("/carcassonne ") && lines[1].contains("of at most 8000"),
        "{said}"
    );
    assert!(
        lines[2].contains("0 registered globally; no Entry Point command (Activities off)"),
        "{said}"
    );
    assert_eq!(fake.state().commands.overwrites, 0);
    assert!(
        said.contains("2 pictures in its components, 0 in its attachments"),
        "{said}"
    );
    // It leaves nothing behind, and asked nothing Discord would refuse.
    assert!(fake.state().in_channel(channel).is_empty());
    assert_eq!(fake.state().deleted.len(), 1);
    fake.assert_no_violations();
    assert!(
        fake.invalid_requests().is_empty(),
        "{:?}",
        fake.invalid_requests()
    );

    // With Activities on, the Entry Point command Discord made is found,
    // and would be kept.
    fake.turn_on_activities();
    let (code, said) = check(&fake, 7_700_000_000_000_000_005).await;
    assert_eq!(code, Some(0), "{said}");
    assert!(
        said.contains(
            "1 registered globally; the Entry Point command /launch (Activities on) is kept"
        ),
        "{said}"
    );

    // Without Attach Files, the check names what is missing and stops.
    let bare = 7_700_000_000_000_000_002;
    fake.set_bot_permissions(
        bare,
        fake_discord::perm::BOT_DEFAULT & !fake_discord::perm::ATTACH_FILES,
    );
    let (code, said) = check(&fake, bare).await;
    assert_eq!(code, Some(1), "{said}");
    let last = said.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("FAIL") && last.contains("Attach Files"),
        "{said}"
    );

    // A step Discord refuses fails the check with Discord's answer: a
    // locked thread takes no message from the bot.
    let thread = 7_700_000_000_000_000_004;
    fake.state().channels.insert(
        thread,
        fake_discord::Channel {
            parent: Some(channel),
            ..Default::default()
        },
    );
    fake.lock(thread);
    let (code, said) = check(&fake, thread).await;
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("FAIL post a card") && said.contains("160005"),
        "{said}"
    );
}
