//! Discord's REST API for everything that carries a message: posts, edits,
//! answers to interactions and their follow-ups, and reading messages
//! back. One place builds these requests as Discord reads them:
//!
//! - **Files by part name.** A multipart request names each file
//!   `files[n]`, where `n` is that file's `id` in the body's `attachments`
//!   list (`reference.mdx`, "Uploading Files"; `message.mdx`). serenity's
//!   raw methods name every part `files[0]` (serenity #2924), which Discord
//!   refuses as soon as a message has two pictures.
//! - **Messages as JSON.** What Discord answers is kept as the JSON it
//!   sent: serenity's `Message` drops a card's nested controls.
//! - **Rate limits.** Each route's bucket is learned from Discord's
//!   `X-RateLimit-*` headers and kept to (`topics/rate-limits.mdx`); the
//!   global limit (50 a second) is kept under; a 429's `retry_after` is
//!   honoured before the route is used again. A wait of a moment is waited
//!   out here; a longer one is handed back to the caller as
//!   [`RestError::Held`] (the request was not sent), so a delivery worker
//!   or a click is never held for it.
//! - **Invalid requests.** Answers 401, 403 and 429 (but a 429 of a shared
//!   limit) are counted over Discord's 10-minute window: past 10,000
//!   Cloudflare bans the address. The bot slows down from
//!   [`INVALID_SLOW`], and holds every request back from [`INVALID_STOP`].
//!
//! The same client runs in production and in every test (a stand-in for
//! Discord is given as the base address): the rate limiting the tests see
//! is production's.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use reqwest::Method;
use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::multipart::{Form, Part};
use serde_json::Value;
use serenity::{ChannelId, CreateAttachment, InteractionId, MessageId};

mod limits;

use super::failure::{Classify, Failure, failure_of, with_retries};

use limits::{Limits, Route, Turn, Who};

/// Discord's API, version 10.
pub const DISCORD_API: &str = "https://discord.com/api/v10";

/// Requests sent in one second at most, outside interaction answers
/// (Discord: 50; `topics/rate-limits.mdx`, "Global Rate Limit"), leaving
/// room for the few the bot sends through serenity (permissions, threads,
/// acknowledgements of clicks).
const GLOBAL_PER_SECOND: u32 = 40;
/// The part of Discord's global limit the bot keeps to (40 of 50).
const KEPT_OF_GLOBAL: (u32, u32) = (4, 5);
/// A rate limit's wait the request waits out itself; a longer one goes
/// back to the caller.
const HOLD_AT_MOST: Duration = Duration::from_secs(2);
/// How long a route with no known bucket waits for its first answer
/// before another request may go (the answer says the bucket).
const FIRST_ANSWER: Duration = Duration::from_secs(2);
/// Discord's window for invalid requests (`topics/rate-limits.mdx`,
/// "Invalid Request Limit").
const INVALID_WINDOW: Duration = Duration::from_secs(600);
/// From this many invalid requests in the window, each request waits
/// [`INVALID_PACE`] first.
pub const INVALID_SLOW: usize = 1_000;
/// From this many, requests are held back until the window has room
/// (Discord bans at 10,000).
pub const INVALID_STOP: usize = 5_000;
const INVALID_PACE: Duration = Duration::from_millis(250);

/// Why a request to Discord did not do what it asked.
#[derive(Debug, thiserror::Error)]
pub enum RestError {
    /// Discord answered with an error.
    #[error("Discord answered {route} with {status} (code {code}): {message}")]
    Refused {
        route: String,
        status: u16,
        code: i64,
        message: String,
        /// A 429's wait.
        retry_after: Option<Duration>,
        /// The answer names an emoji Discord does not know (a component's
        /// `BUTTON_COMPONENT_INVALID_EMOJI`).
        invalid_emoji: bool,
    },
    /// Not sent: Discord's rate limits would refuse it for this long.
    #[error("{route} held back for {wait:?} by Discord's rate limits")]
    Held { route: String, wait: Duration },
    /// No answer (a network fault or a time-out).
    #[error("no answer from Discord for {route}: {source}")]
    Network {
        route: String,
        #[source]
        source: reqwest::Error,
    },
    /// An answer that is not what Discord sends.
    #[error("an answer from Discord for {route} that could not be read: {why}")]
    Unreadable { route: String, why: String },
}

impl RestError {
    /// Discord's HTTP status, for an answer with one.
    pub fn status(&self) -> Option<u16> {
        match self {
            RestError::Refused { status, .. } => Some(*status),
            _ => None,
        }
    }
}

/// Whether a 400's nested errors name an invalid emoji: Discord answers a
/// component (a button, a menu option) naming an emoji it does not know
/// with `BUTTON_COMPONENT_INVALID_EMOJI`, whatever the component
/// (discord-api-docs#8071), deep in the error tree
/// (`components.0.components.0.emoji.id._errors`).
fn names_invalid_emoji(errors: &Value) -> bool {
    match errors {
        Value::Object(map) => map.iter().any(|(key, v)| {
            (key == "code" && v.as_str().is_some_and(|c| c.ends_with("INVALID_EMOJI")))
                || names_invalid_emoji(v)
        }),
        Value::Array(items) => items.iter().any(names_invalid_emoji),
        _ => false,
    }
}

/// What a request carries.
pub enum Payload<'a> {
    Empty,
    Json(&'a Value),
    /// `payload_json` and the files its `attachments` list names, the
    /// file of id `n` at index `n`.
    Files(&'a Value, &'a [CreateAttachment]),
    /// A form (`application/x-www-form-urlencoded`), as OAuth2's token
    /// exchange takes it (`topics/oauth2.mdx`).
    Form(&'a [(&'a str, &'a str)]),
}

/// How an interaction is acknowledged before its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ack {
    /// A click: its message is edited later, with no "thinking".
    Click,
    /// A command: a private "thinking", filled in later.
    CommandPrivately,
}

/// Whose credentials a request carries.
pub enum Auth<'a> {
    /// The bot's token.
    Bot,
    /// A person's OAuth2 access token.
    Bearer(&'a str),
    /// None: the request carries its own (the application's secret in an
    /// OAuth2 token exchange).
    None,
}

impl<'a> Payload<'a> {
    /// `body` alone, or with `files` (a multipart form) when there are any.
    pub fn of(body: &'a Value, files: &'a [CreateAttachment]) -> Payload<'a> {
        if files.is_empty() {
            Payload::Json(body)
        } else {
            Payload::Files(body, files)
        }
    }
}

/// The client: one for the whole process, shared by every task.
pub struct Rest {
    client: reqwest::Client,
    base: String,
    auth: HeaderValue,
    application: OnceLock<u64>,
    limits: Limits,
    /// Told when Discord refuses a message for an emoji it does not know
    /// (one of ours deleted, or not ready yet): the icons are looked at
    /// again (see `Data::sync_icons`).
    emoji_refused: std::sync::Arc<tokio::sync::Notify>,
}

impl std::fmt::Debug for Rest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rest").field("base", &self.base).finish()
    }
}

impl Rest {
    /// A client with `token` (with or without its `Bot ` prefix), talking
    /// to Discord, or to `api_base` (a stand-in for Discord: its address,
    /// under which `/api/v10` is asked for).
    pub fn new(client: reqwest::Client, token: &str, api_base: Option<&str>) -> Rest {
        let token = token.trim();
        let token = token.strip_prefix("Bot ").unwrap_or(token);
        let mut auth =
            HeaderValue::from_str(&format!("Bot {token}")).unwrap_or(HeaderValue::from_static(""));
        auth.set_sensitive(true);
        let base = match api_base {
            Some(b) => format!("{}/api/v10", b.trim_end_matches('/')),
            None => DISCORD_API.to_string(),
        };
        Rest {
            client,
            base,
            auth,
            application: OnceLock::new(),
            limits: Limits::default(),
            emoji_refused: std::sync::Arc::new(tokio::sync::Notify::new()),
        }
    }

    /// Notified when Discord refuses a message for an emoji it does not
    /// know.
    pub fn emoji_refused(&self) -> std::sync::Arc<tokio::sync::Notify> {
        self.emoji_refused.clone()
    }

    /// A client of one process of several that share the bot's token,
    /// which Discord allows `per_second` requests a second outside
    /// interaction answers (50, unless Discord raised it): this process
    /// keeps under its share of four fifths of it (room for serenity's few
    /// requests), `own` shards of `total`.
    pub fn with_limit(self, per_second: u32, own: u32, total: u32) -> Rest {
        let kept =
            u64::from(per_second) * u64::from(KEPT_OF_GLOBAL.0) / u64::from(KEPT_OF_GLOBAL.1);
        let share = kept * u64::from(own.max(1)) / u64::from(total.max(1).max(own.max(1)));
        self.limits.lock().per_second = u32::try_from(share).unwrap_or(u32::MAX).max(1);
        self
    }

    /// The application's id, for the routes of interaction tokens (known
    /// from the gateway's Ready).
    pub fn set_application(&self, id: u64) {
        let _ = self.application.set(id);
    }

    /// The application's id (asked of Discord once, if Ready has not
    /// said it yet).
    pub async fn application(&self) -> Result<u64, RestError> {
        if let Some(id) = self.application.get() {
            return Ok(*id);
        }
        let me = self
            .send(Method::GET, "/oauth2/applications/@me", &[], Payload::Empty)
            .await?;
        let id = id_in(&me["id"]).ok_or_else(|| RestError::Unreadable {
            route: "GET /oauth2/applications/@me".into(),
            why: "no application id".into(),
        })?;
        let _ = self.application.set(id);
        Ok(id)
    }

    /// Posts a message in `channel`; Discord's message.
    pub async fn post(
        &self,
        channel: ChannelId,
        body: &Value,
        files: &[CreateAttachment],
    ) -> Result<Value, RestError> {
        let path = format!("/channels/{channel}/messages");
        self.send(Method::POST, &path, &[], Payload::of(body, files))
            .await
    }

    /// Edits message `id` in `channel`.
    pub async fn edit(
        &self,
        channel: ChannelId,
        id: MessageId,
        body: &Value,
        files: &[CreateAttachment],
    ) -> Result<Value, RestError> {
        let path = format!("/channels/{channel}/messages/{id}");
        self.send(Method::PATCH, &path, &[], Payload::of(body, files))
            .await
    }

    /// Message `id` in `channel`, as Discord sends it.
    pub async fn message(&self, channel: ChannelId, id: MessageId) -> Result<Value, RestError> {
        let path = format!("/channels/{channel}/messages/{id}");
        self.send(Method::GET, &path, &[], Payload::Empty).await
    }

    /// A page of `channel`'s messages (`limit`, and `after` or `before`).
    pub async fn messages(
        &self,
        channel: ChannelId,
        params: &[(&str, String)],
    ) -> Result<Vec<Value>, RestError> {
        let path = format!("/channels/{channel}/messages");
        let page = self
            .send(Method::GET, &path, params, Payload::Empty)
            .await?;
        match page {
            Value::Array(items) => Ok(items),
            _ => Err(RestError::Unreadable {
                route: format!("GET {path}"),
                why: "not a list of messages".into(),
            }),
        }
    }

    /// Answers interaction `id` (its first answer: `body` is the whole
    /// interaction response, `type` and `data`).
    pub async fn respond(
        &self,
        (id, token): (InteractionId, &str),
        body: &Value,
        files: &[CreateAttachment],
    ) -> Result<(), RestError> {
        let path = format!("/interactions/{id}/{token}/callback");
        self.send(Method::POST, &path, &[], Payload::of(body, files))
            .await?;
        Ok(())
    }

    /// A follow-up message of an acknowledged interaction.
    pub async fn follow_up(
        &self,
        token: &str,
        body: &Value,
        files: &[CreateAttachment],
    ) -> Result<Value, RestError> {
        let path = format!("/webhooks/{}/{token}", self.application().await?);
        self.send(Method::POST, &path, &[], Payload::of(body, files))
            .await
    }

    /// Edits the message an interaction answers for (`@original`: a
    /// click's own message, or a command's answer).
    pub async fn edit_original(
        &self,
        token: &str,
        body: &Value,
        files: &[CreateAttachment],
    ) -> Result<Value, RestError> {
        let path = self.original_path(token).await?;
        self.send(Method::PATCH, &path, &[], Payload::of(body, files))
            .await
    }

    /// The message an interaction answers for, as Discord sends it.
    pub async fn original(&self, token: &str) -> Result<Value, RestError> {
        let path = self.original_path(token).await?;
        self.send(Method::GET, &path, &[], Payload::Empty).await
    }

    /// Deletes the message an interaction answers for.
    pub async fn delete_original(&self, token: &str) -> Result<(), RestError> {
        let path = self.original_path(token).await?;
        self.send(Method::DELETE, &path, &[], Payload::Empty)
            .await?;
        Ok(())
    }

    /// Acknowledges interaction `id` at once, its answer to come later:
    /// a click's deferred update (callback type 6, the clicked message
    /// edited later), or a command's private "thinking" (type 5; a defer
    /// takes no flag but `EPHEMERAL`: `receiving-and-responding.mdx`,
    /// "Interaction Callback Data Structure"). A retry that finds it
    /// acknowledged already (the first answer was lost) counts as done.
    pub async fn acknowledge(
        &self,
        (id, token): (InteractionId, &str),
        ack: Ack,
    ) -> Result<(), RestError> {
        let body = match ack {
            Ack::Click => serde_json::json!({ "type": 6 }),
            Ack::CommandPrivately => serde_json::json!({ "type": 5, "data": { "flags": 64 } }),
        };
        let mut tried = false;
        with_retries("acknowledge an interaction", || {
            let again = tried;
            tried = true;
            let body = &body;
            async move {
                match self.respond((id, token), body, &[]).await {
                    Err(RestError::Refused { code: 40060, .. }) if again => Ok(()),
                    other => other,
                }
            }
        })
        .await
    }

    /// A public thread of its own in `channel`, named `name` (1 to 100
    /// characters), archived after a week without a message
    /// (`resources/channel.mdx`, "Start Thread without Message"); its id.
    pub async fn open_thread(&self, channel: ChannelId, name: &str) -> Result<u64, RestError> {
        let path = format!("/channels/{channel}/threads");
        let body = serde_json::json!({ "name": name, "type": 11, "auto_archive_duration": 10080 });
        let made = self
            .send(Method::POST, &path, &[], Payload::Json(&body))
            .await?;
        id_in(&made["id"]).ok_or_else(|| RestError::Unreadable {
            route: format!("POST {path}"),
            why: "no thread id".into(),
        })
    }

    /// Opens archived thread `thread` again (`resources/channel.mdx`,
    /// "Modify Channel", thread: `archived`).
    pub async fn unarchive(&self, thread: ChannelId) -> Result<(), RestError> {
        let path = format!("/channels/{thread}");
        let body = serde_json::json!({ "archived": false });
        self.send(Method::PATCH, &path, &[], Payload::Json(&body))
            .await?;
        Ok(())
    }

    /// The channel of direct messages with `user` (`resources/user.mdx`,
    /// "Create DM").
    pub async fn dm_channel(&self, user: serenity::UserId) -> Result<ChannelId, RestError> {
        let body = serde_json::json!({ "recipient_id": user.to_string() });
        let made = self
            .send(
                Method::POST,
                "/users/@me/channels",
                &[],
                Payload::Json(&body),
            )
            .await?;
        id_in(&made["id"])
            .map(ChannelId::new)
            .ok_or_else(|| RestError::Unreadable {
                route: "POST /users/@me/channels".into(),
                why: "no channel id".into(),
            })
    }

    /// What Discord answers a `GET` of `path` with, read as `T`
    /// (serenity's types read Discord's JSON).
    pub async fn get<T: serde::de::DeserializeOwned>(&self, path: &str) -> Result<T, RestError> {
        let answer = self.send(Method::GET, path, &[], Payload::Empty).await?;
        serde_json::from_value(answer).map_err(|e| RestError::Unreadable {
            route: format!("GET {path}"),
            why: e.to_string(),
        })
    }

    async fn original_path(&self, token: &str) -> Result<String, RestError> {
        let app = self.application().await?;
        Ok(format!("/webhooks/{app}/{token}/messages/@original"))
    }

    /// Sends one request within the rate limits; Discord's answer (null
    /// for an empty one).
    pub async fn send(
        &self,
        method: Method,
        path: &str,
        query: &[(&str, String)],
        payload: Payload<'_>,
    ) -> Result<Value, RestError> {
        self.send_as(Auth::Bot, method, path, query, payload).await
    }

    /// As [`Rest::send`], with `auth`'s credentials.
    pub async fn send_as(
        &self,
        auth: Auth<'_>,
        method: Method,
        path: &str,
        query: &[(&str, String)],
        payload: Payload<'_>,
    ) -> Result<Value, RestError> {
        let who = match auth {
            Auth::Bot => Who::Bot,
            Auth::Bearer(token) => Who::person(token),
            Auth::None => Who::Address,
        };
        let route = Route::of_as(&method, path, who);
        self.wait_turn(&route).await?;
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header(reqwest::header::USER_AGENT, USER_AGENT);
        request = match auth {
            Auth::Bot => request.header(reqwest::header::AUTHORIZATION, self.auth.clone()),
            Auth::Bearer(token) => request.bearer_auth(token),
            Auth::None => request,
        };
        if !query.is_empty() {
            request = request.query(query);
        }
        request = match payload {
            Payload::Empty => request,
            Payload::Json(body) => request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(body.to_string()),
            Payload::Files(body, files) => request.multipart(form(body, files)),
            Payload::Form(fields) => request
                .header(
                    reqwest::header::CONTENT_TYPE,
                    "application/x-www-form-urlencoded",
                )
                .body(form_encoded(fields)),
        };
        let response = match request.send().await {
            Ok(r) => r,
            Err(source) => {
                self.limits.unanswered(&route);
                return Err(RestError::Network {
                    route: route.name,
                    source,
                });
            }
        };
        let status = response.status().as_u16();
        self.limits
            .learn(&route, response.headers(), Instant::now());
        let scope = header(response.headers(), "x-ratelimit-scope").map(str::to_string);
        let bytes = response
            .bytes()
            .await
            .map_err(|source| RestError::Network {
                route: route.name.clone(),
                source,
            })?;
        self.answer(&route, status, scope.as_deref(), &bytes)
    }

    /// Discord's answer to a request on `route`, read.
    fn answer(
        &self,
        route: &Route,
        status: u16,
        scope: Option<&str>,
        bytes: &[u8],
    ) -> Result<Value, RestError> {
        let json = if bytes.is_empty() {
            Ok(Value::Null)
        } else {
            serde_json::from_slice::<Value>(bytes)
        };
        if (200..300).contains(&status) {
            return json.map_err(|e| RestError::Unreadable {
                route: route.name.clone(),
                why: e.to_string(),
            });
        }
        let json = json.unwrap_or(Value::Null);
        let retry_after = (status == 429)
            .then(|| json["retry_after"].as_f64())
            .flatten()
            .map(|s| Duration::from_secs_f64(s.clamp(0.0, 86_400.0)));
        if let Some(wait) = retry_after {
            let global = json["global"] == Value::Bool(true) || scope == Some("global");
            self.limits.limited(route, wait, global, Instant::now());
        }
        // A shared limit's 429 is not the bot's doing, and Discord does
        // not count it (`topics/rate-limits.mdx`).
        if matches!(status, 401 | 403) || (status == 429 && scope != Some("shared")) {
            let window = self.limits.invalid(Instant::now());
            crate::metrics::invalid_request(status, window);
        }
        let invalid_emoji = status == 400 && names_invalid_emoji(&json["errors"]);
        if invalid_emoji {
            self.emoji_refused.notify_one();
        }
        Err(RestError::Refused {
            route: route.name.clone(),
            status,
            code: json["code"].as_i64().unwrap_or(0),
            message: json["message"].as_str().unwrap_or_default().to_string(),
            retry_after,
            invalid_emoji,
        })
    }

    /// Waits for `route`'s turn: a moment's wait is waited out, a longer
    /// one handed back.
    async fn wait_turn(&self, route: &Route) -> Result<(), RestError> {
        loop {
            match self.limits.reserve(route, Instant::now()) {
                Turn::Go { pace } => {
                    if !pace.is_zero() {
                        crate::metrics::rate_limit_wait();
                        tokio::time::sleep(pace).await;
                    }
                    return Ok(());
                }
                Turn::Wait(wait) if wait <= HOLD_AT_MOST => {
                    crate::metrics::rate_limit_wait();
                    tokio::time::sleep(wait).await;
                }
                Turn::Wait(wait) => {
                    crate::metrics::rate_limit_wait();
                    return Err(RestError::Held {
                        route: route.name.clone(),
                        wait,
                    });
                }
            }
        }
    }

    /// Invalid requests in Discord's window now.
    pub fn invalid_requests(&self) -> usize {
        self.limits.invalid_count(Instant::now())
    }
}

/// `fields` as a form's body: each name and value percent-encoded.
fn form_encoded(fields: &[(&str, &str)]) -> String {
    let encode = |s: &str| {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                    char::from(b).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect::<String>()
    };
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// What the bot calls itself (Discord asks for `DiscordBot ($url,
/// $versionNumber)`: `reference.mdx`, "User Agent").
const USER_AGENT: &str = concat!(
    "DiscordBot (https://github.com/carcassonne-bot, ",
    env!("CARGO_PKG_VERSION"),
    ")"
);

/// `body` as `payload_json`, and file `n` as the part `files[n]`.
fn form(body: &Value, files: &[CreateAttachment]) -> Form {
    let mut form = Form::new().text("payload_json", body.to_string());
    for (n, file) in files.iter().enumerate() {
        let part = Part::bytes(file.data.clone())
            .file_name(file.filename.clone())
            .mime_str(mime_of(&file.filename))
            .unwrap_or_else(|_| Part::bytes(file.data.clone()).file_name(file.filename.clone()));
        form = form.part(format!("files[{n}]"), part);
    }
    form
}

fn mime_of(filename: &str) -> &'static str {
    match filename.rsplit('.').next() {
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).and_then(|v| v.to_str().ok())
}

/// An id in Discord's JSON: a snowflake written as a string, or a
/// number.
pub fn id_in(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        v => v.as_u64(),
    }
}

impl Classify for RestError {
    fn failure(&self) -> Failure {
        match self {
            RestError::Refused {
                invalid_emoji: true,
                ..
            } => Failure::InvalidEmoji,
            RestError::Refused {
                status,
                code,
                retry_after,
                ..
            } => failure_of(*status, *code, *retry_after),
            RestError::Held { wait, .. } => Failure::Transient(*wait),
            RestError::Network { .. } => Failure::Transient(Duration::from_millis(300)),
            RestError::Unreadable { .. } => Failure::Refused(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn every_activity_instance_is_one_route() {
        let a = Route::of(
            &Method::GET,
            "/applications/1/activity-instances/i-9-gc-2-3",
        );
        let b = Route::of(
            &Method::GET,
            "/applications/1/activity-instances/i-8-gc-2-4",
        );
        assert_eq!(a.template, b.template);
    }

    #[test]
    fn routes_keep_their_major_ids_only() {
        let r = Route::of(&Method::PATCH, "/channels/12/messages/34");
        assert_eq!(r.template, "PATCH /channels/{major}/messages/{id}");
        assert_eq!(r.major, "12");
        let r = Route::of(&Method::POST, "/webhooks/5/tok/messages/@original");
        assert_eq!(
            r.template,
            "POST /webhooks/{major}/{major}/messages/@original"
        );
        assert_eq!(r.major, "5/tok");
        let r = Route::of(&Method::POST, "/interactions/7/tok/callback");
        assert!(!r.global);
        assert_eq!(r.major, "7/tok");
        let long = "a".repeat(80);
        let r = Route::of(&Method::POST, &format!("/webhooks/5/{long}"));
        assert!(!r.name.contains(&long), "{}", r.name);
    }

    #[test]
    fn a_bucket_is_kept_to_once_its_answer_says_it() {
        let limits = Limits::default();
        let now = Instant::now();
        let route = Route::of(&Method::POST, "/channels/1/messages");
        // The first request goes; a second waits for its answer.
        assert_eq!(
            limits.reserve(&route, now),
            Turn::Go {
                pace: Duration::ZERO
            }
        );
        assert!(matches!(limits.reserve(&route, now), Turn::Wait(_)));
        let h = headers(&[
            ("x-ratelimit-bucket", "abc"),
            ("x-ratelimit-remaining", "1"),
            ("x-ratelimit-reset-after", "5"),
        ]);
        limits.learn(&route, &h, now);
        assert_eq!(
            limits.reserve(&route, now),
            Turn::Go {
                pace: Duration::ZERO
            }
        );
        match limits.reserve(&route, now) {
            Turn::Wait(w) => assert!(w > Duration::from_secs(4), "{w:?}"),
            other => panic!("{other:?}"),
        }
        // Another channel has a window of its own.
        let other = Route::of(&Method::POST, "/channels/2/messages");
        assert_eq!(
            limits.reserve(&other, now),
            Turn::Go {
                pace: Duration::ZERO
            }
        );
        // After the reset, it goes again.
        let later = now + Duration::from_secs(6);
        assert_eq!(
            limits.reserve(&route, later),
            Turn::Go {
                pace: Duration::ZERO
            }
        );
    }

    #[test]
    fn a_429_holds_its_route_and_a_global_one_everything() {
        let limits = Limits::default();
        let now = Instant::now();
        let route = Route::of(&Method::PATCH, "/channels/1/messages/9");
        limits.limited(&route, Duration::from_secs(3), false, now);
        assert_eq!(
            limits.reserve(&route, now),
            Turn::Wait(Duration::from_secs(3))
        );
        let other = Route::of(&Method::POST, "/channels/1/messages");
        assert!(matches!(limits.reserve(&other, now), Turn::Go { .. }));
        limits.limited(&other, Duration::from_secs(1), true, now);
        let third = Route::of(&Method::GET, "/channels/5/messages");
        assert_eq!(
            limits.reserve(&third, now),
            Turn::Wait(Duration::from_secs(1))
        );
    }

    #[test]
    fn a_persons_limits_are_their_own_and_never_hold_the_bot() {
        let limits = Limits::default();
        let now = Instant::now();
        let me = |token: &str| Route::of_as(&Method::GET, "/users/@me", Who::person(token));
        let (ann, bob) = (me("ann-token"), me("bob-token"));
        // Each person's bucket is their own.
        assert!(matches!(limits.reserve(&ann, now), Turn::Go { .. }));
        assert!(matches!(limits.reserve(&ann, now), Turn::Wait(_)));
        assert!(matches!(limits.reserve(&bob, now), Turn::Go { .. }));
        // A global 429 on Ann's token holds Ann alone.
        limits.limited(&ann, Duration::from_secs(30), true, now);
        let later = now + Duration::from_secs(3);
        assert!(matches!(limits.reserve(&ann, later), Turn::Wait(_)));
        let bots = Route::of(&Method::POST, "/channels/1/messages");
        assert!(matches!(limits.reserve(&bots, later), Turn::Go { .. }));
        // So does one on the token exchange, which carries no token.
        let exchange = Route::of_as(&Method::POST, "/oauth2/token", Who::Address);
        limits.limited(&exchange, Duration::from_secs(30), true, later);
        let other = Route::of(&Method::GET, "/channels/2/messages");
        assert!(matches!(limits.reserve(&other, later), Turn::Go { .. }));
        assert!(matches!(limits.reserve(&exchange, later), Turn::Wait(_)));
        // People's requests spend nothing of the bot's share of the
        // global limit.
        for i in 0..GLOBAL_PER_SECOND * 2 {
            let r = Route::of_as(&Method::GET, "/users/@me", Who::person(&format!("t{i}")));
            assert!(matches!(limits.reserve(&r, later), Turn::Go { .. }));
        }
        let third = Route::of(&Method::GET, "/channels/3/messages");
        assert!(matches!(limits.reserve(&third, later), Turn::Go { .. }));
    }

    #[test]
    fn a_short_429_does_not_refill_a_bucket_known_to_be_empty() {
        let limits = Limits::default();
        let now = Instant::now();
        let route = Route::of(&Method::PATCH, "/channels/1/messages/2");
        assert!(matches!(limits.reserve(&route, now), Turn::Go { .. }));
        let h = headers(&[
            ("x-ratelimit-bucket", "edit"),
            ("x-ratelimit-remaining", "0"),
            ("x-ratelimit-reset-after", "4"),
        ]);
        limits.learn(&route, &h, now);
        limits.limited(&route, Duration::from_millis(200), false, now);
        let later = now + Duration::from_secs(1);
        match limits.reserve(&route, later) {
            Turn::Wait(w) => assert!(w >= Duration::from_secs(2), "{w:?}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_global_limit_is_kept_under_but_not_for_interaction_answers() {
        let limits = Limits::default();
        let now = Instant::now();
        for c in 0..GLOBAL_PER_SECOND {
            let r = Route::of(&Method::GET, &format!("/channels/{c}/messages"));
            assert!(matches!(limits.reserve(&r, now), Turn::Go { .. }));
        }
        let r = Route::of(&Method::GET, "/channels/999/messages");
        assert!(matches!(limits.reserve(&r, now), Turn::Wait(_)));
        let answer = Route::of(&Method::POST, "/interactions/1/t/callback");
        assert!(matches!(limits.reserve(&answer, now), Turn::Go { .. }));
        // An interaction token's webhook routes are interaction endpoints.
        let original = Route::of(&Method::PATCH, "/webhooks/1/t/messages/@original");
        assert!(matches!(limits.reserve(&original, now), Turn::Go { .. }));
    }

    #[test]
    fn processes_sharing_a_token_share_the_global_limit() {
        let rest = Rest::new(reqwest::Client::new(), "t", None).with_limit(50, 2, 4);
        let now = Instant::now();
        let r = |i: u32| Route::of(&Method::GET, &format!("/channels/{i}/messages"));
        for i in 0..GLOBAL_PER_SECOND / 2 {
            assert!(matches!(rest.limits.reserve(&r(i), now), Turn::Go { .. }));
        }
        assert!(matches!(rest.limits.reserve(&r(999), now), Turn::Wait(_)));
        // A limit Discord raised is kept to the same way.
        let rest = Rest::new(reqwest::Client::new(), "t", None).with_limit(500, 1, 1);
        for i in 0..400 {
            assert!(matches!(rest.limits.reserve(&r(i), now), Turn::Go { .. }));
        }
        assert!(matches!(rest.limits.reserve(&r(999), now), Turn::Wait(_)));
    }

    #[test]
    fn invalid_requests_slow_the_bot_then_hold_it() {
        let limits = Limits::default();
        let now = Instant::now();
        for _ in 0..INVALID_SLOW {
            limits.invalid(now);
        }
        let r = |i: usize| Route::of(&Method::GET, &format!("/channels/{i}/messages"));
        assert_eq!(limits.reserve(&r(1), now), Turn::Go { pace: INVALID_PACE });
        for _ in INVALID_SLOW..INVALID_STOP {
            limits.invalid(now);
        }
        assert!(matches!(limits.reserve(&r(2), now), Turn::Wait(_)));
        // The window moves on.
        let later = now + INVALID_WINDOW;
        assert_eq!(
            limits.reserve(&r(3), later),
            Turn::Go {
                pace: Duration::ZERO
            }
        );
    }

    #[test]
    fn files_go_with_their_types() {
        // The part names are checked end to end, by the stand-in for
        // Discord (tests/cards.rs), which reads them as Discord does.
        assert_eq!(mime_of("a.png"), "image/png");
        assert_eq!(mime_of("a.gif"), "image/gif");
        assert_eq!(mime_of("a.json"), "application/json");
    }
}
