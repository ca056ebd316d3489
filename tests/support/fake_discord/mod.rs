//! A stand-in for Discord on loopback: enough REST and gateway for the real
//! bot to play whole games. Users are simulated: they run slash commands and
//! click components; the fake keeps every message the bot posts or edits.
//! Every request body the bot sends is checked against Discord's OpenAPI
//! spec (see `openapi.rs`); violations are collected for the tests to fail on.
#![allow(dead_code)]

pub mod activity;
mod body;
mod channels;
pub mod commands;
mod gateway;
pub mod limits;
pub mod messages;
pub mod openapi;
mod people;
mod rest;
mod routes;
mod state;
pub mod v2;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Notify, mpsc, watch};
use tokio_tungstenite::tungstenite::Message as WsMessage;

use body::*;
pub use people::Person;
use people::*;
pub use state::*;

pub const BOT_ID: u64 = 900_000_000_000_000_001;
/// How the bot's own REST client names itself.
pub const OWN_AGENT: &str = "DiscordBot (https://github.com/carcassonne-bot";
pub const APP_ID: u64 = 900_000_000_000_000_002;
pub const GUILD: u64 = 800_000_000_000_000_001;
/// The server's owner (who sees every channel).
pub const OWNER_ID: u64 = 900_000_000_000_000_003;
/// The bot's role on every server.
pub const BOT_ROLE: u64 = 900_000_000_000_000_004;
/// Discord's epoch, the first millisecond of 2015 (`reference.mdx`,
/// "Snowflakes").
pub const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Permission bits, as Discord numbers them.
pub mod perm {
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// What the bot has in a channel unless a test says otherwise.
    pub const BOT_DEFAULT: u64 = 2_248_473_465_835_073;
}

struct Inner {
    /// Counts the drops asked for; each connection watches it, so a
    /// drop asked for while a connection is busy is not missed.
    drop_gateway: watch::Sender<u64>,
    state: Mutex<State>,
    changed: Notify,
    /// Gateway sessions: each a shard of the bot, with the connection it
    /// is on now (none while it waits to resume).
    sessions: Mutex<Vec<Session>>,
    next_session: Mutex<u64>,
    seq: Mutex<u64>,
    spec: openapi::Spec,
}

/// A gateway session: one shard `[id, count]` of the bot.
struct Session {
    id: String,
    shard: (u64, u64),
    /// The connection carrying it (a number per connection), and its
    /// events.
    conn: Option<(u64, mpsc::UnboundedSender<Value>)>,
}

/// The shard a server's events go to, as Discord computes it.
pub fn shard_of(guild: u64, count: u64) -> u64 {
    (guild >> 22) % count.max(1)
}

/// The fake Discord.
#[derive(Clone)]
pub struct Fake {
    pub base: String,
    ws: String,
    inner: Arc<Inner>,
}

fn bot_user() -> Value {
    json!({ "id": BOT_ID.to_string(), "username": "carcassonne", "global_name": null, "discriminator": "0",
            "avatar": null, "bot": true, "public_flags": 0 })
}

/// A message as Discord sends it: a card's pictures resolved in its
/// components and left out of its `attachments` (see [`v2::resolved`]).
fn message_json(m: &Msg) -> Value {
    let files: Vec<(u64, String)> = m
        .file_ids
        .iter()
        .copied()
        .zip(m.files.iter().cloned())
        .collect();
    let (mut components, shown) = v2::resolved(&m.components, &files, m.channel);
    v2::number(&mut components);
    let attachments: Vec<Value> = m
        .files
        .iter()
        .zip(&m.file_ids)
        .filter(|(_, id)| !shown.contains(id))
        .map(|(f, id)| {
            let url = v2::cdn_url(m.channel, *id, f);
            let mut a = json!({ "id": id.to_string(), "filename": f, "size": 1,
                                "url": url, "proxy_url": url });
            if let Some(alt) = m.alts.get(id) {
                a["description"] = json!(alt);
            }
            a
        })
        .collect();
    json!({
        "id": m.id.to_string(), "channel_id": m.channel.to_string(),
        "author": bot_user(), "content": if m.v2 { "" } else { m.content.as_str() }, "timestamp": "2026-11-22T00:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": attachments, "embeds": [], "pinned": false, "type": 0,
        "flags": if m.ephemeral { 64 } else { 0 } | if m.v2 { v2::IS_COMPONENTS_V2 } else { 0 },
        "components": components,
    })
}

/// The route a rate limit applies to: the method and path, with message
/// ids and tokens left as they are (one message, one route).
fn route_of(method: &str, path: &str) -> String {
    format!("{method} {path}")
}

fn kill_process(pid: u32) {
    let _ = std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status();
}

impl Fake {
    /// Injects `fault` into the next request whose "METHOD /path" starts
    /// with `prefix` (e.g. "POST /channels/").
    pub fn fault(&self, prefix: &str, fault: Fault) {
        self.state().faults.push((prefix.to_string(), fault));
    }

    /// Kills process `pid` at the `at`-th request (1-based) from now; with
    /// `after`, once the request has been carried out.
    pub fn kill_at(&self, pid: u32, at: u64, after: bool) {
        let mut s = self.state();
        s.counted_for_kill = 0;
        s.kill_at = Some(Kill { pid, at, after });
    }

    /// Starts the REST and gateway listeners on loopback.
    pub async fn start() -> Fake {
        let spec = openapi::Spec::load();
        let rest = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let ws = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let rest_addr: SocketAddr = rest.local_addr().unwrap();
        let ws_addr: SocketAddr = ws.local_addr().unwrap();
        let inner = Arc::new(Inner {
            drop_gateway: watch::Sender::new(0),
            state: Mutex::new(State::default()),
            changed: Notify::new(),
            sessions: Mutex::new(Vec::new()),
            next_session: Mutex::new(0),
            seq: Mutex::new(0),
            spec,
        });
        let ws_url = format!("ws://{ws_addr}");
        let fake = Fake {
            base: format!("http://{rest_addr}"),
            ws: ws_url.clone(),
            inner,
        };
        {
            let fake = fake.clone();
            tokio::spawn(async move {
                loop {
                    let Ok((stream, _)) = rest.accept().await else {
                        return;
                    };
                    let fake = fake.clone();
                    let ws_url = ws_url.clone();
                    tokio::spawn(async move {
                        let io = hyper_util::rt::TokioIo::new(stream);
                        let service = hyper::service::service_fn(move |req| {
                            let fake = fake.clone();
                            let ws_url = ws_url.clone();
                            async move {
                                Ok::<_, std::convert::Infallible>(fake.rest(req, &ws_url).await)
                            }
                        });
                        let _ = hyper::server::conn::http1::Builder::new()
                            .serve_connection(io, service)
                            .await;
                    });
                }
            });
        }
        {
            let fake = fake.clone();
            tokio::spawn(async move {
                loop {
                    let Ok((stream, _)) = ws.accept().await else {
                        return;
                    };
                    let fake = fake.clone();
                    tokio::spawn(async move { fake.gateway(stream).await });
                }
            });
        }
        fake
    }

    /// The gateway's address.
    pub fn ws_url(&self) -> String {
        self.ws.clone()
    }

    /// The fake with each route's bucket ten times Discord's (5 messages
    /// in 5 s in a channel become 50), for stories of something else than
    /// pacing: they play many turns a second in one channel, read what the
    /// bot did a moment after each click, or restart the bot (a new
    /// process does not know the buckets the last one emptied). The global
    /// limit, the limit on old messages' edits and every header stay
    /// Discord's, and the bot's own rate limiter runs as in production;
    /// `tests/fake_discord.rs` keeps Discord's numbers.
    pub async fn start_roomy() -> Fake {
        let fake = Fake::start().await;
        fake.state().limits.scale = 10;
        fake
    }

    /// From now on, answer every `n`-th request with a 500 or a 429.
    pub fn fail_every(&self, n: u64) {
        self.state().fail_every = Some(n);
    }

    pub fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.inner.state.lock().unwrap()
    }

    fn changed(&self) {
        self.inner.changed.notify_waiters();
    }

    /// Waits until `check` finds something (or fails the test after `secs`).
    pub async fn wait_for<T>(
        &self,
        secs: u64,
        what: &str,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.inner.changed.notified();
            if let Some(t) = check(&self.state()) {
                return t;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                if let Some(t) = check(&self.state()) {
                    return t;
                }
                // Build the report, then let go of the lock before failing.
                let report = {
                    let s = self.state();
                    let last: Vec<String> = s
                        .messages
                        .iter()
                        .rev()
                        .take(5)
                        .map(|m| format!("{} in {}: {}", m.id, m.channel, m.content))
                        .collect();
                    let requests: Vec<&String> = s.requests.iter().rev().take(20).collect();
                    format!(
                        "timed out waiting for {what}; last messages: {last:#?}; last requests: {requests:?}"
                    )
                };
                panic!("{report}");
            }
        }
    }

    /// Waits until `check` finds something, for `secs` at most.
    pub async fn poll_for<T>(
        &self,
        secs: u64,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.inner.changed.notified();
            if let Some(t) = check(&self.state()) {
                return Some(t);
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return check(&self.state());
            }
        }
    }

    /// The gateway goes away: the bot's connection drops and every new
    /// one is dropped before its handshake, until [`Fake::gateway_back`].
    pub fn gateway_outage(&self) {
        self.state().gateway_down = true;
        self.drop_gateway();
    }

    /// The gateway can be reached again.
    pub fn gateway_back(&self) {
        self.state().gateway_down = false;
        self.changed();
    }

    /// Drops the bot's gateway connection, as a network failure would.
    pub fn drop_gateway(&self) {
        self.inner.drop_gateway.send_modify(|n| *n += 1);
    }

    /// Resets the bot's token, as Discord does with a leaked one: every
    /// request with the old token is answered 401, and a new or resumed
    /// gateway session is refused (4004), until [`Fake::restore_token`].
    /// The open session is left to end on its own (Discord does not say
    /// when), so that a click may still come through it.
    pub fn revoke_token(&self) {
        self.state().token_revoked = true;
        self.changed();
    }

    /// The bot has a good token again (its admin put the new one in).
    pub fn restore_token(&self) {
        self.state().token_revoked = false;
        self.changed();
    }

    /// Sends the fake a request as the bot's own client does (its token
    /// and its User-Agent): Discord's status and answer.
    pub async fn send(&self, method: reqwest::Method, path: &str, body: &Value) -> (u16, Value) {
        let mut r = reqwest::Client::new()
            .request(method, format!("{}/api/v10{path}", self.base))
            .header("authorization", "Bot a.b.c")
            .header("user-agent", format!("{OWN_AGENT}, test)"));
        if !body.is_null() {
            r = r
                .header("content-type", "application/json")
                .body(body.to_string());
        }
        let r = r.send().await.unwrap();
        let status = r.status().as_u16();
        let text = r.text().await.unwrap_or_default();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// As [`Fake::send`], a multipart request: `json` as `payload_json`
    /// and file `n` of `files` (a name and its bytes) as part `files[n]`.
    pub async fn send_files(
        &self,
        method: reqwest::Method,
        path: &str,
        json: &Value,
        files: Vec<(String, Vec<u8>)>,
    ) -> (u16, Value) {
        let mut form = reqwest::multipart::Form::new().text("payload_json", json.to_string());
        for (n, (name, bytes)) in files.into_iter().enumerate() {
            form = form.part(
                format!("files[{n}]"),
                reqwest::multipart::Part::bytes(bytes).file_name(name),
            );
        }
        let r = reqwest::Client::new()
            .request(method, format!("{}/api/v10{path}", self.base))
            .header("authorization", "Bot a.b.c")
            .header("user-agent", format!("{OWN_AGENT}, test)"))
            .multipart(form)
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        let text = r.text().await.unwrap_or_default();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// The application's Activities turned on in the Developer Portal:
    /// Discord makes its Entry Point command, which every bulk overwrite
    /// of the global commands must keep from then on (see [`commands`]).
    pub fn turn_on_activities(&self) {
        let mut s = self.state();
        s.activities.enabled = true;
        s.commands.turn_on_activities();
    }
}
