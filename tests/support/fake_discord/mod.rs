//! A stand-in for Discord on loopback: enough REST and gateway for the real
//! bot to play whole games. Users are simulated: they run slash commands and
//! click components; the fake keeps every message the bot posts or edits.
//! Every request body the bot sends is checked against Discord's OpenAPI
//! spec (see `openapi.rs`); violations are collected for the tests to fail on.
#![allow(dead_code)]

pub mod activity;
pub mod commands;
pub mod limits;
pub mod messages;
pub mod openapi;
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

/// A channel or thread as the fake knows it (channels it has never heard of
/// are text channels where the bot has [`perm::BOT_DEFAULT`]).
#[derive(Clone, Debug)]
pub struct Channel {
    /// The channel a thread is in.
    pub parent: Option<u64>,
    /// The bot's permissions here (a thread's come from its parent).
    pub bot: u64,
    pub archived: bool,
    /// A locked thread: only members with Manage Threads post in it (the
    /// bot has not).
    pub locked: bool,
    /// Minutes without activity before a thread archives.
    pub auto_archive: u64,
    pub deleted: bool,
    /// The server the channel is in.
    pub guild: u64,
    /// Permission overwrites: (role or member id, 0 for a role or 1 for a
    /// member, allow, deny), as Discord keeps them.
    pub overwrites: Vec<(u64, u8, u64, u64)>,
    /// A private thread (only its members see it).
    pub private: bool,
}

impl Default for Channel {
    fn default() -> Self {
        Channel {
            parent: None,
            bot: perm::BOT_DEFAULT,
            archived: false,
            locked: false,
            auto_archive: 0,
            deleted: false,
            guild: GUILD,
            overwrites: Vec::new(),
            private: false,
        }
    }
}

/// A message as the fake keeps it.
#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    pub components: Value,
    pub files: Vec<String>,
    /// A hash of each file's bytes, so that two uploads can be compared
    /// (the fake keeps no file itself).
    pub digests: Vec<u64>,
    /// Each file's attachment id, which stays the same for as long as the
    /// file is kept (as on Discord).
    pub file_ids: Vec<u64>,
    /// Files uploaded to this message over its life (a kept attachment is
    /// not uploaded again).
    pub uploads: usize,
    /// The alt text (`description`) of each file that has one, by id.
    pub alts: HashMap<u64, String>,
    /// Shown only to the user of the interaction that made it.
    pub ephemeral: bool,
    /// A Components V2 message (its `content` here is the text of its text
    /// displays, a line each; to Discord's clients it has none).
    pub v2: bool,
    /// The interaction whose response this is.
    pub token: Option<String>,
    /// The nonce it was created with, and when (Discord enforces a nonce
    /// for a few minutes only).
    pub nonce: Option<(String, std::time::Instant)>,
    /// When it was posted (Unix ms).
    pub posted_ms: i64,
    /// Who it notified when it was posted, as Discord resolves mentions.
    pub pings: Pings,
    /// What it said when it was posted (and notified).
    pub posted_content: String,
}

/// Who a message notified: mentioned users, roles and @everyone/@here that
/// its `allowed_mentions` let through (edits notify nobody new).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pings {
    pub users: Vec<u64>,
    pub roles: Vec<u64>,
    pub everyone: bool,
}

impl Pings {
    pub fn nobody(&self) -> bool {
        self.users.is_empty() && self.roles.is_empty() && !self.everyone
    }
}

/// Resolves mentions as Discord does: `<@id>`/`<@!id>`, `<@&id>`,
/// `@everyone` and `@here` in the content, filtered by `allowed_mentions`.
/// Without `allowed_mentions`, users, roles and everyone are all parsed.
pub fn resolve_pings(content: &str, allowed: Option<&Value>) -> Pings {
    let mut users = Vec::new();
    let mut roles = Vec::new();
    let mut rest = content;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let (role, body) = match rest.strip_prefix('&') {
            Some(b) => (true, b),
            None => (false, rest.strip_prefix('!').unwrap_or(rest)),
        };
        let digits: String = body.chars().take_while(char::is_ascii_digit).collect();
        if !digits.is_empty() && body[digits.len()..].starts_with('>') {
            let id: u64 = digits.parse().unwrap_or(0);
            if role { roles.push(id) } else { users.push(id) }
        }
    }
    let everyone = content.contains("@everyone") || content.contains("@here");
    let Some(a) = allowed.filter(|a| !a.is_null()) else {
        return Pings {
            users,
            roles,
            everyone,
        };
    };
    let parse: Vec<&str> = a["parse"]
        .as_array()
        .map(|p| p.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let listed = |key: &str| -> Vec<u64> {
        a[key]
            .as_array()
            .map(|v| {
                v.iter()
                    .filter_map(|x| x.as_str().and_then(|s| s.parse().ok()).or(x.as_u64()))
                    .collect()
            })
            .unwrap_or_default()
    };
    let (allowed_users, allowed_roles) = (listed("users"), listed("roles"));
    users.retain(|u| parse.contains(&"users") || allowed_users.contains(u));
    roles.retain(|r| parse.contains(&"roles") || allowed_roles.contains(r));
    users.dedup();
    roles.dedup();
    Pings {
        users,
        roles,
        everyone: everyone && parse.contains(&"everyone"),
    }
}

impl Msg {
    /// The message's controls (buttons and menus), at any depth of its
    /// layout (rows, and the containers and sections of a V2 card), in
    /// the order they are shown.
    pub fn control_values(&self) -> Vec<&Value> {
        fn walk<'a>(v: &'a Value, out: &mut Vec<&'a Value>) {
            for c in v.as_array().into_iter().flatten() {
                if c.get("custom_id").is_some() {
                    out.push(c);
                }
                walk(&c["components"], out);
                if c["accessory"].get("custom_id").is_some() {
                    out.push(&c["accessory"]);
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.components, &mut out);
        out
    }

    /// Every (label, url) of the message's link buttons, which open a page
    /// and send the bot nothing.
    pub fn links(&self) -> Vec<(String, String)> {
        fn walk(v: &Value, out: &mut Vec<(String, String)>) {
            for c in v.as_array().into_iter().flatten() {
                if c["type"] == 2 && c["style"] == 5 {
                    let text = |k: &str| c[k].as_str().unwrap_or_default().to_string();
                    out.push((text("label"), text("url")));
                }
                walk(&c["components"], out);
            }
        }
        let mut out = Vec::new();
        walk(&self.components, &mut out);
        out
    }

    /// Every (custom_id, label, disabled) of the message's components.
    pub fn controls(&self) -> Vec<(String, String, bool)> {
        self.control_values()
            .into_iter()
            .map(|c| {
                (
                    c["custom_id"].as_str().unwrap_or_default().to_string(),
                    c["label"]
                        .as_str()
                        .or(c["placeholder"].as_str())
                        .unwrap_or_default()
                        .to_string(),
                    c["disabled"].as_bool().unwrap_or(false),
                )
            })
            .collect()
    }

    /// Options (value, label) of the message's select menu.
    pub fn menu(&self) -> Vec<(String, String)> {
        self.control_values()
            .into_iter()
            .flat_map(|c| c["options"].as_array().into_iter().flatten())
            .map(|o| {
                (
                    o["value"].as_str().unwrap_or_default().to_string(),
                    o["label"].as_str().unwrap_or_default().to_string(),
                )
            })
            .collect()
    }
}

/// An interaction the bot is answering.
#[derive(Clone, Debug, Default)]
pub struct Pending {
    pub id: u64,
    pub channel: u64,
    /// The message a component was on.
    pub source: Option<u64>,
    /// The message the response made (or the source, for an update).
    pub original: Option<u64>,
    pub acknowledged: bool,
    pub kind: u8,
    /// A deferred response still showing "thinking": the first follow-up
    /// (or edit) fills it in.
    pub thinking: bool,
    /// Who made the interaction, and on which server.
    pub user: Option<Person>,
    pub guild: u64,
    /// When Discord sent it (its 3 s for the first answer, and its
    /// token's 15 minutes, count from here).
    pub made: Option<std::time::Instant>,
}

#[derive(Default)]
pub struct State {
    next: u64,
    pub messages: Vec<Msg>,
    by_id: HashMap<u64, usize>,
    by_channel: HashMap<u64, Vec<usize>>,
    pub interactions: HashMap<String, Pending>,
    /// The application's commands (see [`commands`]).
    pub commands: commands::Commands,
    pub violations: Vec<String>,
    pub requests: Vec<String>,
    pub ready: bool,
    /// How many times a bot has identified (once per shard started).
    pub identified: usize,
    /// Close every identify with this code (4010 to 4014), as Discord
    /// does with one it will never take.
    pub gateway_close: Option<u16>,
    /// Identifies closed so (each spends one of Discord's 1,000 a day).
    pub refused_identifies: usize,
    /// Each identify's shard, `[id, count]`, in order.
    pub identified_shards: Vec<(u64, u64)>,
    /// Identifies Discord takes in its 5 s for the whole bot (`GET
    /// /gateway/bot`'s `max_concurrency`; 1 unless a test says).
    pub max_concurrency: u64,
    /// The window of `max_concurrency` (Discord: 5 s; tests that restart
    /// the bot often make it shorter, and the bot's spacing with it).
    pub identify_window: Option<Duration>,
    /// When each identify came, with its rate limit key (`shard_id %
    /// max_concurrency`).
    identifies_at: Vec<(std::time::Instant, u64)>,
    /// Requests of a client other than the bot's own (but serenity's
    /// `GET /gateway` as it connects).
    pub other_clients: Vec<String>,
    /// Identifies today, and how many Discord allows a day (1,000 unless
    /// a test says).
    pub identifies_today: usize,
    pub identifies_a_day: Option<usize>,
    /// Identifies that came too soon after another of their key, answered
    /// with opcode 9 (each is also a violation).
    pub early_identifies: usize,
    /// Events for a server whose shard had no connection: Discord drops
    /// them (a click then fails for the person).
    pub undelivered: Vec<String>,
    /// How many times a bot has resumed a dropped session.
    pub resumed: usize,
    /// Answer every n-th request (after the start) with a 500 or a 429.
    pub fail_every: Option<u64>,
    pub failed: u64,
    counted: u64,
    pub threads: Vec<u64>,
    /// Active threads a server may hold (`None`: Discord's 1,000); tests
    /// lower it rather than open a thousand.
    pub thread_cap: Option<usize>,
    /// Each thread's name as it was opened.
    pub thread_names: HashMap<u64, String>,
    /// Faults to inject into the next matching requests, in order.
    pub faults: Vec<(String, Fault)>,
    /// Rate limits in force: until when, for each route.
    limited: HashMap<String, std::time::Instant>,
    /// Requests counted for `kill_at` since it was armed.
    pub counted_for_kill: u64,
    /// Kill the bot at the n-th request from now (see [`Kill`]).
    pub kill_at: Option<Kill>,
    /// How long an interaction waits for its first answer (Discord: 3 s)
    /// and how long its token works (15 minutes); tests make the second
    /// shorter.
    pub answer_within: Option<Duration>,
    /// Invalid requests in Discord's 10 minutes before Cloudflare bans
    /// the address (Discord: 10,000; tests make it fewer).
    pub invalid_ban_at: Option<usize>,
    pub token_lifetime: Option<Duration>,
    /// How long an enforced nonce is remembered (Discord: a few minutes).
    pub nonce_window: Option<Duration>,
    /// Discord's rate limits as the bot has used them (see [`limits`]).
    pub limits: limits::Limits,
    /// How old a message is before its edits are limited as an old
    /// message's (Discord: an hour; tests make it shorter).
    pub old_message_after: Option<Duration>,
    /// Messages made from now on are made this much in the past (their
    /// ids and times): a day-old turn card without waiting a day.
    pub backdate: Duration,
    /// Messages created again with a nonce Discord had seen (the same
    /// message sent twice: after a lost answer, or by two senders).
    pub nonce_repeats: Vec<String>,
    /// Channel messages edited (PATCH).
    pub edits: u64,
    /// Files uploaded, and their bytes, over every request.
    pub uploads: u64,
    pub upload_bytes: u64,
    /// Messages deleted (they stay in `messages`, out of every channel).
    pub deleted: Vec<u64>,
    /// Channels and threads with anything special about them.
    pub channels: HashMap<u64, Channel>,
    /// People whose DMs are closed to the bot.
    pub dms_closed: std::collections::HashSet<u64>,
    /// Requests Discord refused (permissions, archived threads, deleted
    /// channels): what was asked, and Discord's answer.
    pub refused: Vec<String>,
    /// The server's language (`guild_locale`); `en-US` unless set.
    pub guild_locale: Option<String>,
    /// The bot's token was reset (as Discord does with a leaked one):
    /// every request made with it is answered 401, and a new gateway
    /// session is refused. Interaction callbacks and webhooks, which carry
    /// their own token, still work.
    pub token_revoked: bool,
    /// The gateway cannot be reached: connections are dropped as they
    /// come, until [`Fake::gateway_back`].
    pub gateway_down: bool,
    /// The server's roles besides @everyone: id → permissions.
    pub roles: HashMap<u64, u64>,
    /// What @everyone may do on the server (unless a test says otherwise:
    /// view, send, read history).
    pub everyone: Option<u64>,
    /// The application's emojis, as Discord lists them.
    pub emojis: Vec<Value>,
    /// Emojis uploaded (each POST Discord took).
    pub emoji_uploads: usize,
    /// The application's Activity, its launches, codes and instances.
    pub activities: activity::Activities,
}

/// A fault the fake injects into one request.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fault {
    /// Answer 500 without doing anything.
    ServerError,
    /// Do what was asked, then answer 500 (the answer was lost).
    ServerErrorAfter,
    /// Answer 429 with this Retry-After (seconds); a retry sooner is a
    /// violation.
    RateLimited(f64),
    /// Do what was asked, then answer only after this many seconds (the
    /// bot's request times out first).
    SlowAfter(f64),
}

/// Kills the bot's process when the `at`-th request (1-based) since this
/// was armed arrives: before doing anything, or after doing what was asked
/// (the answer never reaches the bot).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kill {
    pub pid: u32,
    pub at: u64,
    pub after: bool,
}

impl State {
    /// An identify of `shard` now: how long after the last one of its
    /// rate limit key, if that is within Discord's 5 s (else it is noted
    /// and `None`).
    fn early_identify(&mut self, shard: u64) -> Option<Duration> {
        let key = shard % self.max_concurrency.max(1);
        let now = std::time::Instant::now();
        let last = self
            .identifies_at
            .iter()
            .rev()
            .find(|(_, k)| *k == key)
            .map(|(t, _)| now.duration_since(*t));
        let window = self.identify_window.unwrap_or(Duration::from_secs(5));
        if let Some(after) = last.filter(|a| *a < window) {
            self.early_identifies += 1;
            return Some(after);
        }
        self.identifies_at.push((now, key));
        None
    }

    /// Threads of server `guild` neither archived nor deleted.
    pub fn active_threads(&self, guild: u64) -> usize {
        self.channels
            .values()
            .filter(|c| c.guild == guild && c.parent.is_some() && !c.archived && !c.deleted)
            .count()
    }

    /// A new snowflake, as Discord makes them: the milliseconds since
    /// Discord's epoch (2015) in its top 42 bits, so that an id tells its
    /// message's age (`reference.mdx`, "Snowflakes"); `backdate` makes
    /// what is made now look that much older.
    fn id(&mut self) -> u64 {
        let ms = now_ms().saturating_sub(DISCORD_EPOCH_MS + self.backdate.as_millis() as i64);
        let stamped = (ms.max(0) as u64) << 22;
        self.next = stamped.max(self.next + 1);
        self.next
    }

    /// When a message made now was posted, in Unix ms (see `backdate`).
    fn posted_now(&self) -> i64 {
        now_ms() - self.backdate.as_millis() as i64
    }

    pub fn message(&self, id: u64) -> Option<&Msg> {
        self.by_id.get(&id).map(|&i| &self.messages[i])
    }

    fn message_mut(&mut self, id: u64) -> Option<&mut Msg> {
        let i = *self.by_id.get(&id)?;
        self.messages.get_mut(i)
    }

    fn push(&mut self, m: Msg) {
        let i = self.messages.len();
        self.by_id.insert(m.id, i);
        self.by_channel.entry(m.channel).or_default().push(i);
        self.messages.push(m);
    }

    pub fn channel(&self, id: u64) -> Channel {
        self.channels.get(&id).cloned().unwrap_or_default()
    }

    /// A server as `GET /guilds/{id}` returns it: its roles, @everyone's id
    /// being the server's.
    fn guild_json(&self, g: u64) -> Value {
        let role = |id: u64, name: &str, perms: u64, position: u64| {
            json!({ "id": id.to_string(), "name": name, "color": 0, "colors": { "primary_color": 0 },
                    "hoist": false, "icon": null, "unicode_emoji": null, "position": position,
                    "permissions": perms.to_string(), "managed": false, "mentionable": false, "flags": 0 })
        };
        let mut roles = vec![role(g, "@everyone", self.everyone.unwrap_or(0x4_0C00), 0)];
        // The bot's own role, as its invitation made it; what it may do
        // in each channel is then set by the channel's overwrite for it
        // (see `channel_json`).
        roles.push(role(BOT_ROLE, "carcassonne", perm::BOT_DEFAULT, 99));
        let mut ids: Vec<_> = self.roles.iter().collect();
        ids.sort();
        for (i, (id, perms)) in ids.into_iter().enumerate() {
            roles.push(role(*id, &format!("role{id}"), *perms, i as u64 + 1));
        }
        json!({
            "id": g.to_string(), "name": "Test server", "icon": null, "icon_hash": null, "splash": null,
            "discovery_splash": null, "owner_id": OWNER_ID.to_string(), "afk_channel_id": null, "afk_timeout": 300,
            "widget_enabled": false, "widget_channel_id": null, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "roles": roles, "emojis": [],
            "features": [], "mfa_level": 0, "application_id": null, "system_channel_id": null,
            "system_channel_flags": 0, "rules_channel_id": null, "max_presences": null, "max_members": 500000,
            "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
            "premium_subscription_count": 0, "preferred_locale": "en-US", "public_updates_channel_id": null,
            "max_video_channel_users": 25, "max_stage_video_channel_users": 50, "nsfw_level": 0, "stickers": [],
            "premium_progress_bar_enabled": false, "safety_alerts_channel_id": null, "incidents_data": null
        })
    }

    /// A channel or thread as `GET /channels/{id}` returns it.
    fn channel_json(&self, id: u64) -> Value {
        let c = self.channel(id);
        let mut overwrites: Vec<Value> = c
            .overwrites
            .iter()
            .map(|(who, kind, allow, deny)| {
                json!({ "id": who.to_string(), "type": kind, "allow": allow.to_string(), "deny": deny.to_string() })
            })
            .collect();
        // What the bot may do here, as an overwrite for it: its role's
        // permissions with the channel's own setting on top.
        let (allow, deny) = (c.bot, perm::BOT_DEFAULT & !c.bot);
        overwrites.push(json!({ "id": BOT_ID.to_string(), "type": 1,
                                "allow": allow.to_string(), "deny": deny.to_string() }));
        match c.parent {
            Some(parent) => json!({
                "id": id.to_string(), "type": if c.private { 12 } else { 11 }, "guild_id": c.guild.to_string(),
                "parent_id": parent.to_string(), "name": "game", "owner_id": BOT_ID.to_string(),
                "message_count": 0, "member_count": 1, "flags": 0, "rate_limit_per_user": 0,
                "last_message_id": null, "total_message_sent": 0,
                "thread_metadata": { "archived": c.archived, "auto_archive_duration": c.auto_archive.max(60),
                                     "archive_timestamp": "2026-11-22T00:00:00.000000+00:00", "locked": c.locked }
            }),
            None => json!({
                "id": id.to_string(), "type": 0, "guild_id": c.guild.to_string(), "position": 0,
                "permission_overwrites": overwrites, "name": format!("channel-{id}"), "topic": null,
                "nsfw": false, "last_message_id": null, "rate_limit_per_user": 0, "parent_id": null, "flags": 0
            }),
        }
    }

    /// The bot's permissions in `channel` if it may look at it: 404 10003
    /// for a deleted channel (or a thread of one), 403 50001 without View
    /// Channel. In a DM it may see and read everything.
    pub fn viewable(&self, channel: u64) -> Result<u64, (StatusCode, Value)> {
        let c = self.channel(channel);
        if c.deleted || c.parent.is_some_and(|p| self.channel(p).deleted) {
            return Err((
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown Channel", "code": 10003 }),
            ));
        }
        let dm = (600_000_000_000_000_000..700_000_000_000_000_000).contains(&channel);
        let p = if dm {
            perm::VIEW_CHANNEL | perm::READ_MESSAGE_HISTORY
        } else {
            self.bot_permissions(channel)
        };
        if p & perm::VIEW_CHANNEL == 0 {
            return Err((
                StatusCode::FORBIDDEN,
                json!({ "message": "Missing Access", "code": 50001 }),
            ));
        }
        Ok(p)
    }

    /// The bot's permissions in a channel or thread (a thread's are its
    /// parent's).
    pub fn bot_permissions(&self, id: u64) -> u64 {
        let c = self.channel(id);
        match c.parent {
            Some(p) => self.channel(p).bot,
            None => c.bot,
        }
    }

    /// Why Discord would refuse the bot a message (new, or an edit) in
    /// `channel`: as Discord answers it.
    fn refuse_post(&self, channel: u64, files: bool, new: bool) -> Option<(StatusCode, Value)> {
        let c = self.channel(channel);
        let gone = c.deleted || c.parent.is_some_and(|p| self.channel(p).deleted);
        if gone {
            return Some((
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown Channel", "code": 10003 }),
            ));
        }
        if (600_000_000_000_000_000..700_000_000_000_000_000).contains(&channel) {
            // A DM channel (see `/users/@me/channels`).
            let user = channel - 600_000_000_000_000_000;
            if self.dms_closed.contains(&user) {
                return Some((
                    StatusCode::FORBIDDEN,
                    json!({ "message": "Cannot send messages to this user", "code": 50007 }),
                ));
            }
            return None;
        }
        let p = self.bot_permissions(channel);
        let send = if c.parent.is_some() {
            perm::SEND_MESSAGES_IN_THREADS
        } else {
            perm::SEND_MESSAGES
        };
        if p & perm::VIEW_CHANNEL == 0 {
            return Some((
                StatusCode::FORBIDDEN,
                json!({ "message": "Missing Access", "code": 50001 }),
            ));
        }
        if (new && p & send == 0) || (files && p & perm::ATTACH_FILES == 0) {
            return Some((
                StatusCode::FORBIDDEN,
                json!({ "message": "Missing Permissions", "code": 50013 }),
            ));
        }
        if c.locked {
            // Discord: a locked thread refuses members without Manage
            // Threads (160005, `topics/opcodes-and-status-codes.mdx`;
            // channel.mdx: "only users with MANAGE_THREADS can unarchive").
            return Some((
                StatusCode::FORBIDDEN,
                json!({ "message": "Thread is locked", "code": 160005 }),
            ));
        }
        if c.archived && !new {
            // An edit in an archived thread is refused; a new message
            // unarchives it (channel.mdx, "Threads": "sending a message
            // ... will unarchive it"; discord-api-docs #6884 shows 50083).
            return Some((
                StatusCode::BAD_REQUEST,
                json!({ "message": "Thread is archived", "code": 50083 }),
            ));
        }
        None
    }

    pub fn in_channel(&self, channel: u64) -> Vec<&Msg> {
        self.by_channel
            .get(&channel)
            .map(|ix| {
                ix.iter()
                    .map(|&i| &self.messages[i])
                    .filter(|m| !m.ephemeral)
                    .collect()
            })
            .unwrap_or_default()
    }
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

/// A simulated person.
#[derive(Clone, Debug)]
pub struct Person {
    pub id: u64,
    pub name: String,
    /// Permission bits as Discord sends them (e.g. Manage Server).
    pub permissions: u64,
    /// The language of their Discord client, sent with every interaction.
    pub locale: String,
    /// Their roles on the server (besides @everyone).
    pub roles: Vec<u64>,
}

impl Person {
    pub fn new(id: u64, name: &str) -> Person {
        Person {
            id,
            name: name.to_string(),
            permissions: 0x0000_0000_0004_0C00, // view, send, read history
            locale: "en-GB".into(),
            roles: Vec::new(),
        }
    }

    /// The same person with their Discord client in `locale`.
    pub fn speaking(mut self, locale: &str) -> Person {
        self.locale = locale.into();
        self
    }
}

/// Whether a control is a lobby's Join button (by its custom id, in any
/// language).
fn is_join(custom_id: &str) -> bool {
    custom_id.starts_with("cb1:l:") && custom_id.ends_with(":j")
}

fn user_json(p: &Person) -> Value {
    json!({ "id": p.id.to_string(), "username": p.name.to_lowercase(), "global_name": p.name,
            "discriminator": "0", "avatar": null, "bot": false, "public_flags": 0 })
}

fn member_json(p: &Person) -> Value {
    let roles: Vec<String> = p.roles.iter().map(u64::to_string).collect();
    json!({ "user": user_json(p), "nick": null, "avatar": null, "roles": roles, "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "premium_since": null, "deaf": false, "mute": false, "flags": 0, "pending": false,
            "permissions": p.permissions.to_string(), "communication_disabled_until": null })
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

/// A request body: JSON, or multipart with `payload_json` and files.
struct Body {
    json: Value,
    /// The files' names, the file of part `files[n]` at index `n` (see
    /// [`Body::part_problems`]).
    files: Vec<String>,
    /// A hash of each file's bytes, in the order of `files`.
    digests: Vec<u64>,
    /// The files' bytes, added up.
    bytes: usize,
    /// The largest file's bytes.
    largest: usize,
    /// Each file part's name, in the order sent.
    parts: Vec<String>,
}

impl Body {
    fn json(json: Value) -> Body {
        Body {
            json,
            files: Vec::new(),
            digests: Vec::new(),
            bytes: 0,
            largest: 0,
            parts: Vec::new(),
        }
    }

    /// What Discord refuses in how the files are named: each file is the
    /// part `files[n]`, `n` the file's `id` in the `attachments` list, and
    /// every new attachment listed must have its part (`reference.mdx`,
    /// "Uploading Files"; `message.mdx`, "attachments"). Listed ids with
    /// no part are refused `50035 ATTACHMENT_NOT_FOUND` (Cogmasters/concord
    /// #78), which is what serenity's raw methods meet with two files, all
    /// named `files[0]` (serenity #2924). `kept`, the ids of attachments
    /// the edited message has.
    fn part_problems(&self, attachments: Option<&Value>, kept: &[u64]) -> Vec<String> {
        let mut out = Vec::new();
        let mut seen = Vec::new();
        for name in &self.parts {
            match part_index(name) {
                Some(n) if !seen.contains(&n) => seen.push(n),
                Some(n) => out.push(format!("two file parts named files[{n}]")),
                None => out.push(format!("a file part named {name:?}, not files[n]")),
            }
        }
        for a in attachments.and_then(Value::as_array).into_iter().flatten() {
            let id = match &a["id"] {
                Value::String(s) => s.parse::<u64>().ok(),
                v => v.as_u64(),
            };
            match id {
                Some(id) if kept.contains(&id) => {}
                Some(id) if seen.contains(&id) => {}
                _ => out.push(format!(
                    "ATTACHMENT_NOT_FOUND: attachments lists id {} with no part files[{}]",
                    a["id"], a["id"]
                )),
            }
        }
        out
    }
}

/// A hash of a file's bytes.
fn digest(bytes: &[u8]) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// `n` of a part named `files[n]`.
fn part_index(name: &str) -> Option<u64> {
    name.strip_prefix("files[")?.strip_suffix(']')?.parse().ok()
}

fn parse_body(content_type: &str, bytes: &[u8]) -> Result<Body, String> {
    if let Some(b) = content_type.split("boundary=").nth(1) {
        // Parts are read as bytes: files are binary, and only the headers
        // and `payload_json` are text.
        let boundary = format!("--{}", b.trim_matches('"'));
        let starts: Vec<usize> = memchr::memmem::find_iter(bytes, boundary.as_bytes()).collect();
        let mut json = Value::Null;
        let mut files: Vec<(u64, String, String, u64)> = Vec::new();
        let mut total = 0;
        let mut largest = 0;
        for (i, &start) in starts.iter().enumerate() {
            let from = start + boundary.len();
            let to = starts.get(i + 1).copied().unwrap_or(bytes.len());
            let part = &bytes[from..to.max(from)];
            let Some(split) = memchr::memmem::find(part, b"\r\n\r\n") else {
                continue;
            };
            let head = String::from_utf8_lossy(&part[..split]);
            let body = &part[split + 4..];
            let body = body.strip_suffix(b"\r\n").unwrap_or(body);
            let name = head
                .split("name=\"")
                .nth(1)
                .and_then(|n| n.split('"').next())
                .unwrap_or_default()
                .to_string();
            if name == "payload_json" {
                json = serde_json::from_slice(body).map_err(|e| format!("payload_json: {e}"))?;
            } else if let Some(f) = head.split("filename=\"").nth(1) {
                let filename = f.split('"').next().unwrap_or_default().to_string();
                let n = part_index(&name).unwrap_or(u64::MAX);
                files.push((n, name, filename, digest(body)));
                total += body.len();
                largest = largest.max(body.len());
            }
        }
        let parts = files.iter().map(|(_, name, ..)| name.clone()).collect();
        // The file of part files[n] at index n (as Discord matches them).
        files.sort_by_key(|(n, ..)| *n);
        Ok(Body {
            json,
            digests: files.iter().map(|(.., d)| *d).collect(),
            files: files.into_iter().map(|(_, _, f, _)| f).collect(),
            bytes: total,
            largest,
            parts,
        })
    } else if bytes.is_empty() {
        Ok(Body::json(Value::Null))
    } else {
        let json = serde_json::from_slice(bytes).map_err(|e| format!("not JSON: {e}"))?;
        Ok(Body::json(json))
    }
}

/// Discord's refusal of a body that breaks its form: `400 50035`, each
/// problem under `_errors`.
fn invalid_form(problems: &[String]) -> messages::Refusal {
    let errors: Vec<Value> = problems
        .iter()
        .map(|p| json!({ "code": "BASE_TYPE_INVALID", "message": p }))
        .collect();
    (
        StatusCode::BAD_REQUEST,
        json!({ "message": "Invalid Form Body", "code": 50035, "errors": { "_errors": errors } }),
    )
}

fn respond(status: StatusCode, body: Value) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(if body.is_null() {
        String::new()
    } else {
        body.to_string()
    })));
    *r.status_mut() = status;
    r.headers_mut()
        .insert("content-type", "application/json".parse().unwrap());
    r
}

/// A bucket's headers on an answer (`topics/rate-limits.mdx`, "Header
/// Format").
fn limit_headers(r: &mut Response<Full<Bytes>>, h: &limits::Headers) {
    let headers = r.headers_mut();
    headers.insert("x-ratelimit-bucket", h.bucket.parse().unwrap());
    headers.insert("x-ratelimit-limit", h.limit.to_string().parse().unwrap());
    headers.insert(
        "x-ratelimit-remaining",
        h.remaining.to_string().parse().unwrap(),
    );
    headers.insert(
        "x-ratelimit-reset-after",
        format!("{:.3}", h.reset_after).parse().unwrap(),
    );
}

/// A 429 as Discord sends one: `retry_after` in the body (seconds, with a
/// fraction), `Retry-After` in whole seconds, the scope, and for a
/// bucket its headers (`topics/rate-limits.mdx`, "Exceeding A Rate
/// Limit").
fn rate_limited(l: &limits::Limited) -> Response<Full<Bytes>> {
    let message = if l.code == 30046 {
        "Maximum number of edits to messages older than 1 hour reached. Try again later"
    } else {
        "You are being rate limited."
    };
    let mut body = json!({ "message": message, "retry_after": l.retry_after, "global": l.global });
    if l.code != 0 {
        body["code"] = json!(l.code);
    }
    let mut r = respond(StatusCode::TOO_MANY_REQUESTS, body);
    if let Some(h) = &l.headers {
        limit_headers(&mut r, h);
    }
    let headers = r.headers_mut();
    headers.insert(
        "retry-after",
        (l.retry_after.ceil() as u64)
            .max(1)
            .to_string()
            .parse()
            .unwrap(),
    );
    let scope = if l.global { "global" } else { "user" };
    headers.insert("x-ratelimit-scope", scope.parse().unwrap());
    if l.global {
        headers.insert("x-ratelimit-global", "true".parse().unwrap());
    }
    r
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

    async fn gateway(&self, stream: tokio::net::TcpStream) {
        if self.state().gateway_down {
            // Gone before the handshake, as an unreachable gateway is.
            drop(stream);
            return;
        }
        let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else {
            return;
        };
        let conn = {
            let mut n = self.inner.next_session.lock().unwrap();
            *n += 1;
            *n
        };
        let mut dropped = self.inner.drop_gateway.subscribe();
        let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
        let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41250 }, "s": null, "t": null });
        if ws.send(WsMessage::Text(hello.to_string())).await.is_err() {
            return;
        }
        loop {
            tokio::select! {
                _ = dropped.changed() => {
                    // Gone without a close frame.
                    break;
                }
                incoming = ws.next() => {
                    let Some(Ok(msg)) = incoming else { break };
                    let WsMessage::Text(text) = msg else { continue };
                    let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                    match v["op"].as_u64() {
                        Some(1) => {
                            let _ = ws.send(WsMessage::Text(json!({ "op": 11, "d": null, "s": null, "t": null }).to_string())).await;
                        }
                        Some(2 | 6) if self.state().token_revoked => {
                            // Discord: close 4004, "Authentication failed."
                            let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: 4004.into(),
                                reason: "Authentication failed.".into(),
                            };
                            let _ = ws.send(WsMessage::Close(Some(close))).await;
                            break;
                        }
                        Some(2) if self.state().gateway_close.is_some() => {
                            // Discord closes an identify it will never
                            // take: 4010 to 4014 (`topics/opcodes-and-status-codes.mdx`).
                            let code = {
                                let mut st = self.state();
                                st.refused_identifies += 1;
                                st.gateway_close.unwrap_or(4011)
                            };
                            let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: code.into(),
                                reason: "Closed by the fake.".into(),
                            };
                            let _ = ws.send(WsMessage::Close(Some(close))).await;
                            self.changed();
                            break;
                        }
                        Some(2) => {
                            let shard = match v["d"]["shard"].as_array().map(|a| (a[0].as_u64(), a[1].as_u64())) {
                                None => (0, 1),
                                Some((Some(id), Some(count))) if id < count => (id, count),
                                // Discord: close 4010, "Invalid shard".
                                Some(_) => {
                                    self.state().violations.push(format!("identify with an invalid shard {}", v["d"]["shard"]));
                                    let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                        code: 4010.into(),
                                        reason: "Invalid shard.".into(),
                                    };
                                    let _ = ws.send(WsMessage::Close(Some(close))).await;
                                    break;
                                }
                            };
                            // "max_concurrency: the number of identify
                            // requests allowed per 5 seconds", keyed by
                            // `shard_id % max_concurrency`; more get
                            // opcode 9 (`events/gateway.mdx`, "Session
                            // Start Limit", "Sharding").
                            // "Clients are limited to 1000 IDENTIFY calls to
                            // the websocket in a 24-hour period ... all active
                            // sessions for the app will be terminated, the bot
                            // token will be reset" (`events/gateway.mdx`,
                            // "Session Start Limit").
                            let spent = {
                                let mut st = self.state();
                                st.identifies_today += 1;
                                let over = st.identifies_today > st.identifies_a_day.unwrap_or(1_000);
                                if over {
                                    st.token_revoked = true;
                                    st.violations.push("past Discord's 1,000 identifies a day: the token is reset".into());
                                }
                                over
                            };
                            if spent {
                                let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                    code: 4004.into(),
                                    reason: "Authentication failed.".into(),
                                };
                                let _ = ws.send(WsMessage::Close(Some(close))).await;
                                self.changed();
                                break;
                            }
                            let early = self.state().early_identify(shard.0);
                            if let Some(after) = early {
                                self.state().violations.push(format!(
                                    "identify of shard {} {after:?} after another of its rate limit key, within Discord's 5 s",
                                    shard.0
                                ));
                                let _ = ws.send(WsMessage::Text(json!({ "op": 9, "d": false, "s": null, "t": null }).to_string())).await;
                                self.changed();
                                continue;
                            }
                            let session = format!("fake-session-{conn}");
                            {
                                let mut sessions = self.inner.sessions.lock().unwrap();
                                sessions.push(Session { id: session.clone(), shard, conn: Some((conn, tx.clone())) });
                            }
                            let guilds: Vec<Value> = self
                                .guilds()
                                .into_iter()
                                .filter(|g| shard_of(*g, shard.1) == shard.0)
                                .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
                                .collect();
                            let ready = json!({
                                "v": 10, "user": bot_user(), "guilds": guilds,
                                "session_id": session, "resume_gateway_url": self.ws_url(),
                                "shard": [shard.0, shard.1], "application": { "id": APP_ID.to_string(), "flags": 0 },
                                "private_channels": [], "relationships": [], "presences": []
                            });
                            let _ = tx.send(json!({ "op": 0, "t": "READY", "d": ready }));
                            {
                                let mut st = self.state();
                                st.ready = true;
                                st.identified += 1;
                                st.identified_shards.push(shard);
                            }
                            self.changed();
                        }
                        Some(6) => {
                            let wanted = v["d"]["session_id"].as_str().unwrap_or_default().to_string();
                            let resumed = {
                                let mut sessions = self.inner.sessions.lock().unwrap();
                                match sessions.iter_mut().find(|x| x.id == wanted) {
                                    Some(x) => {
                                        x.conn = Some((conn, tx.clone()));
                                        true
                                    }
                                    None => false,
                                }
                            };
                            if resumed {
                                let _ = tx.send(json!({ "op": 0, "t": "RESUMED", "d": {} }));
                                self.state().resumed += 1;
                            } else {
                                // A session Discord does not know: identify anew.
                                let _ = tx.send(json!({ "op": 9, "d": false }));
                            }
                            self.changed();
                        }
                        _ => {}
                    }
                }
                out = rx.recv() => {
                    let Some(mut event) = out else { break };
                    if event["op"] == 0 {
                        let s = { let mut seq = self.inner.seq.lock().unwrap(); *seq += 1; *seq };
                        event["s"] = json!(s);
                    }
                    if ws.send(WsMessage::Text(event.to_string())).await.is_err() {
                        break;
                    }
                }
            }
        }
        // The sessions on this connection wait to be resumed (elsewhere).
        for x in self.inner.sessions.lock().unwrap().iter_mut() {
            if x.conn.as_ref().is_some_and(|c| c.0 == conn) {
                x.conn = None;
            }
        }
    }

    /// Every server the fake knows: the default one and those of known
    /// channels.
    fn guilds(&self) -> Vec<u64> {
        let s = self.state();
        let mut guilds: Vec<u64> = std::iter::once(GUILD)
            .chain(s.channels.values().map(|c| c.guild))
            .collect();
        guilds.sort_unstable();
        guilds.dedup();
        guilds
    }

    /// Puts `channel` in server `guild` (channels are in [`GUILD`] unless
    /// a test says otherwise).
    pub fn put_in_guild(&self, channel: u64, guild: u64) {
        self.state().channels.entry(channel).or_default().guild = guild;
    }

    /// The server a channel is in.
    pub fn guild_of(&self, channel: u64) -> u64 {
        self.state().channel(channel).guild
    }

    /// The shards connected now, `[id, count]`, one per session with a
    /// connection.
    pub fn connected_shards(&self) -> Vec<(u64, u64)> {
        self.inner
            .sessions
            .lock()
            .unwrap()
            .iter()
            .filter(|x| x.conn.is_some())
            .map(|x| x.shard)
            .collect()
    }

    /// A REST request, within Discord's rate limits: refused 429 past
    /// them, answered with its bucket's headers, and counted as invalid
    /// when answered 401, 403 or 429 (see [`limits`]).
    async fn rest(&self, req: Request<Incoming>, ws_url: &str) -> Response<Full<Bytes>> {
        let method = req.method().as_str().to_string();
        let path = req.uri().path().trim_start_matches("/api/v10").to_string();
        let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let bucket = limits::bucket_of(&method, &parts);
        // "Interaction endpoints are not bound to the bot's Global Rate
        // Limit" (`topics/rate-limits.mdx`): the answer and the webhook
        // routes of an interaction's token (`receiving-and-responding.mdx`).
        let interaction = match parts.as_slice() {
            ["interactions", ..] => true,
            ["webhooks", _, token, ..] => self.state().interactions.contains_key(*token),
            _ => false,
        };
        let old_edit = {
            let s = self.state();
            let edited = match (method.as_str(), parts.as_slice()) {
                ("PATCH", ["channels", _, "messages", id]) => s.message(id.parse().unwrap_or(0)),
                // An interaction's edit of the message it answers for (a
                // click's own message) is an edit of that message too.
                ("PATCH", ["webhooks", _, token, "messages", "@original"]) => s
                    .interactions
                    .get(*token)
                    .and_then(|p| p.source.or(p.original))
                    .and_then(|id| s.message(id)),
                _ => None,
            };
            let old = s.old_message_after.unwrap_or(Duration::from_secs(3600));
            edited
                .filter(|m| !m.ephemeral && now_ms() - m.posted_ms >= old.as_millis() as i64)
                .map(|m| m.channel.to_string())
        };
        // "Clients using the HTTP API must provide a valid User Agent ...
        // `DiscordBot ($url, $versionNumber)`" (`reference.mdx`, "User
        // Agent"). The bot's own client says which it is: a request from
        // any other (serenity's) is noted, since only the bot's one client
        // counts invalid requests and keeps to the limits.
        let agent = req
            .headers()
            .get("user-agent")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        {
            let mut s = self.state();
            if !(agent.starts_with("DiscordBot (") && agent.contains(", ") && agent.contains(')')) {
                s.violations.push(format!("{method} {path}: User-Agent {agent:?} is not `DiscordBot ($url, $versionNumber)`"));
            }
            if !agent.starts_with(OWN_AGENT) && path != "/gateway" {
                s.other_clients.push(format!("{method} {path} ({agent})"));
            }
        }
        // "IP addresses that make too many invalid HTTP requests are
        // automatically and temporarily restricted from accessing the
        // Discord API ... 10,000 per 10 minutes" (`topics/rate-limits.mdx`,
        // "Invalid Request Limit"): Cloudflare answers everything with its
        // own 429, `error code: 1015` (discord-api-docs #1771, #5385).
        let banned = {
            let s = self.state();
            let now = std::time::Instant::now();
            s.limits.invalid_in_window(now) >= s.invalid_ban_at.unwrap_or(limits::INVALID_BAN)
        };
        if banned {
            self.state().limits.banned += 1;
            let mut r = Response::new(Full::new(Bytes::from("error code: 1015")));
            *r.status_mut() = StatusCode::TOO_MANY_REQUESTS;
            r.headers_mut()
                .insert("retry-after", "3600".parse().unwrap());
            r.headers_mut()
                .insert("content-type", "text/plain".parse().unwrap());
            return r;
        }
        let counted = !path.starts_with("/gateway");
        let who = limits::who_of(
            req.headers()
                .get("authorization")
                .and_then(|v| v.to_str().ok()),
        );
        let admitted = if counted {
            let now = std::time::Instant::now();
            self.state()
                .limits
                .admit(&who, bucket.as_ref(), interaction, old_edit.as_deref(), now)
        } else {
            Ok(None)
        };
        let mut response = match admitted {
            Ok(headers) => {
                let mut r = self.answer(req, ws_url).await;
                if let Some(h) = headers {
                    limit_headers(&mut r, &h);
                }
                r
            }
            Err(limited) => {
                let mut s = self.state();
                s.requests.push(format!("{method} {path}"));
                s.limits
                    .limited
                    .push(format!("{method} {path}: {limited:?}"));
                drop(s);
                rate_limited(&limited)
            }
        };
        let status = response.status().as_u16();
        if matches!(status, 401 | 403 | 429) {
            let scope = response
                .headers()
                .get("x-ratelimit-scope")
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            // A shared limit's 429 is not the bot's doing.
            if scope != "shared" {
                let what = format!("{method} {path}: {status}");
                self.state()
                    .limits
                    .invalid
                    .push((std::time::Instant::now(), what));
            }
        }
        if status == 429 && !response.headers().contains_key("x-ratelimit-scope") {
            response
                .headers_mut()
                .insert("x-ratelimit-scope", "user".parse().unwrap());
        }
        self.changed();
        response
    }

    async fn answer(&self, req: Request<Incoming>, ws_url: &str) -> Response<Full<Bytes>> {
        let method = req.method().as_str().to_string();
        let path = req.uri().path().trim_start_matches("/api/v10").to_string();
        let query: HashMap<String, String> = req
            .uri()
            .query()
            .unwrap_or_default()
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let content_type = req
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        let bearer = req
            .headers()
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::to_string);
        let bytes = req
            .into_body()
            .collect()
            .await
            .map(|b| b.to_bytes())
            .unwrap_or_default();
        self.state().requests.push(format!("{method} {path}"));
        // A retry that comes before the Retry-After Discord gave.
        {
            let mut s = self.state();
            let route = route_of(&method, &path);
            if let Some(until) = s.limited.get(&route).copied() {
                if std::time::Instant::now() < until {
                    s.violations.push(format!(
                        "{method} {path}: retried before the Retry-After of a 429"
                    ));
                }
                s.limited.remove(&route);
            }
        }
        // An OAuth2 token exchange carries the application's secret, and a
        // person's request their own token, not the bot's.
        let own_token = path.starts_with("/interactions/")
            || path.starts_with("/webhooks/")
            || path == "/oauth2/token"
            || bearer.is_some();
        if self.state().token_revoked && !own_token {
            self.state()
                .refused
                .push(format!("{method} {path}: 401 token revoked"));
            self.changed();
            return respond(
                StatusCode::UNAUTHORIZED,
                json!({ "message": "401: Unauthorized", "code": 0 }),
            );
        }
        let counts = !path.starts_with("/gateway")
            && !path.ends_with("/commands")
            && !path.starts_with("/oauth2");
        let kill = {
            let mut s = self.state();
            match s.kill_at {
                Some(k) if counts => {
                    s.counted_for_kill += 1;
                    (s.counted_for_kill == k.at).then(|| {
                        s.kill_at = None;
                        k
                    })
                }
                _ => None,
            }
        };
        if let Some(k) = kill.filter(|k| !k.after) {
            kill_process(k.pid);
            return respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({ "message": "the bot was killed", "code": 0 }),
            );
        }
        let scheduled = {
            let mut s = self.state();
            let found = s
                .faults
                .iter()
                .position(|(prefix, _)| format!("{method} {path}").starts_with(prefix.as_str()));
            found.map(|i| s.faults.remove(i).1)
        };
        match scheduled {
            Some(Fault::ServerError) => {
                self.state().failed += 1;
                self.changed();
                return respond(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    json!({ "message": "500: Internal Server Error", "code": 0 }),
                );
            }
            Some(Fault::RateLimited(secs)) => {
                {
                    let mut s = self.state();
                    s.failed += 1;
                    let until = std::time::Instant::now() + Duration::from_secs_f64(secs);
                    s.limited.insert(route_of(&method, &path), until);
                }
                self.changed();
                let mut r = respond(
                    StatusCode::TOO_MANY_REQUESTS,
                    json!({ "message": "You are being rate limited.", "retry_after": secs, "global": false }),
                );
                r.headers_mut().insert(
                    "retry-after",
                    format!("{}", secs.ceil() as u64).parse().unwrap(),
                );
                return r;
            }
            _ => {}
        }
        let lose_answer = scheduled == Some(Fault::ServerErrorAfter);
        let slow = match scheduled {
            Some(Fault::SlowAfter(secs)) => Some(Duration::from_secs_f64(secs)),
            _ => None,
        };
        let fault = {
            let mut s = self.state();
            match s.fail_every {
                Some(n) if !path.starts_with("/gateway") && !path.ends_with("/commands") => {
                    s.counted += 1;
                    s.counted.is_multiple_of(n).then(|| {
                        s.failed += 1;
                        s.failed.is_multiple_of(2)
                    })
                }
                _ => None,
            }
        };
        if let Some(rate_limited) = fault {
            self.changed();
            if rate_limited {
                let mut r = respond(
                    StatusCode::TOO_MANY_REQUESTS,
                    json!({ "message": "You are being rate limited.", "retry_after": 0.2, "global": false }),
                );
                r.headers_mut().insert("retry-after", "1".parse().unwrap());
                r.headers_mut()
                    .insert("x-ratelimit-remaining", "0".parse().unwrap());
                r.headers_mut()
                    .insert("x-ratelimit-reset-after", "0.2".parse().unwrap());
                return r;
            }
            return respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({ "message": "500: Internal Server Error", "code": 0 }),
            );
        }
        let form = content_type.starts_with("application/x-www-form-urlencoded");
        let body = match parse_body(&content_type, &bytes) {
            _ if form => Body::json(activity::form_fields(&bytes)),
            Ok(b) => b,
            Err(e) => {
                self.state()
                    .violations
                    .push(format!("{method} {path}: {e}"));
                return respond(
                    StatusCode::BAD_REQUEST,
                    json!({ "message": e, "code": 50109 }),
                );
            }
        };
        // Check the body against Discord's own description of the endpoint:
        // what breaks it is refused as Discord refuses a form it cannot
        // take (`400 50035 Invalid Form Body`, `reference.mdx`, "Error
        // Messages").
        let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        if !body.json.is_null() {
            let mut problems = self.inner.spec.check_request(&method, &path, &body.json);
            problems.extend(select_problems(&body.json));
            if !problems.is_empty() {
                return self.refuse(&method, &path, invalid_form(&problems));
            }
        }
        if let Some(refusal) = self.documented_refusal(&method, &parts, &query, &body, bytes.len())
        {
            return self.refuse(&method, &path, refusal);
        }
        if let Some(refused) = self.card_refusal(&method, &path, &parts, &body) {
            return refused;
        }
        let response = match (method.as_str(), parts.as_slice()) {
            ("GET", ["gateway"]) => respond(StatusCode::OK, json!({ "url": ws_url })),
            ("POST", ["oauth2", "token"]) => {
                let (status, answer) = self.state().activities.exchange(&content_type, &body.json);
                respond(status, answer)
            }
            ("GET", ["users", "@me"]) if bearer.is_some() => {
                let (status, answer) = self.state().activities.me(bearer.as_deref().unwrap_or(""));
                respond(status, answer)
            }
            (_, ["applications", ..]) if bearer.is_some() => respond(
                StatusCode::UNAUTHORIZED,
                json!({ "message": "401: Unauthorized", "code": 0 }),
            ),
            ("GET", ["applications", app, "activity-instances", instance]) => {
                let (status, answer) = self.state().activities.instance(app, instance);
                respond(status, answer)
            }
            ("GET", ["oauth2", "applications", "@me"]) => respond(
                StatusCode::OK,
                json!({ "id": APP_ID.to_string(), "name": "carcassonne", "icon": null, "description": "", "rpc_origins": [],
                        "bot_public": true, "bot_require_code_grant": false, "owner": bot_user(), "verify_key": "00",
                        "team": null, "flags": 0, "summary": "" }),
            ),
            ("GET", ["gateway", "bot"]) => respond(
                StatusCode::OK,
                json!({ "url": ws_url, "shards": 1, "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": self.state().max_concurrency.max(1) } }),
            ),
            ("GET", ["applications", _, "commands"]) => {
                respond(StatusCode::OK, self.state().commands.list(None))
            }
            ("GET", ["applications", _, "guilds", g, "commands"]) => {
                let g = g.parse().unwrap_or(0);
                respond(StatusCode::OK, self.state().commands.list(Some(g)))
            }
            ("PUT", ["applications", _, "commands"])
            | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
                let guild = match parts.as_slice() {
                    [_, _, "guilds", g, _] => Some(g.parse().unwrap_or(0)),
                    _ => None,
                };
                let taken = self.state().commands.overwrite(guild, &body.json);
                match taken {
                    Ok(list) => respond(StatusCode::OK, list),
                    Err((status, answer)) => {
                        self.state()
                            .violations
                            .push(format!("{method} {path}: refused {answer}"));
                        respond(status, answer)
                    }
                }
            }
            ("GET", ["applications", app, "emojis"]) if *app == APP_ID.to_string() => {
                let items = self.state().emojis.clone();
                respond(StatusCode::OK, json!({ "items": items }))
            }
            ("POST", ["applications", app, "emojis"]) if *app == APP_ID.to_string() => {
                self.upload_emoji(&body.json)
            }
            ("DELETE", ["applications", app, "emojis", id]) if *app == APP_ID.to_string() => {
                let mut s = self.state();
                let before = s.emojis.len();
                s.emojis.retain(|e| e["id"].as_str() != Some(*id));
                if s.emojis.len() < before {
                    respond(StatusCode::NO_CONTENT, Value::Null)
                } else {
                    respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Emoji", "code": 10014 }),
                    )
                }
            }
            ("POST", ["interactions", _, token, "callback"]) => self.callback(token, body),
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                self.edit_original(token, body)
            }
            ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
                let mut s = self.state();
                let original = s.interactions.get_mut(*token).and_then(|p| {
                    // A deleted "thinking" message is gone: follow-ups after
                    // it are messages of their own.
                    p.thinking = false;
                    p.original.take()
                });
                let found = original.and_then(|id| s.by_id.remove(&id));
                match found {
                    Some(i) => {
                        let channel = s.messages[i].channel;
                        if let Some(ix) = s.by_channel.get_mut(&channel) {
                            ix.retain(|&x| x != i);
                        }
                        let id = s.messages[i].id;
                        s.deleted.push(id);
                        respond(StatusCode::NO_CONTENT, Value::Null)
                    }
                    None => respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Message", "code": 10008 }),
                    ),
                }
            }
            ("GET", ["webhooks", _, token, "messages", "@original"]) => {
                let s = self.state();
                let m = s
                    .interactions
                    .get(*token)
                    .and_then(|p| p.original)
                    .and_then(|id| s.message(id))
                    .cloned();
                match m {
                    Some(m) => respond(StatusCode::OK, message_json(&m)),
                    None => respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Message", "code": 10008 }),
                    ),
                }
            }
            ("POST", ["webhooks", _, token]) => {
                let pending = self.state().interactions.get(*token).cloned();
                let Some(p) = pending else {
                    return respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Webhook", "code": 10015 }),
                    );
                };
                if !p.acknowledged {
                    self.state().violations.push(format!(
                        "a follow-up before the interaction was acknowledged ({token})"
                    ));
                }
                // As Discord does: the first follow-up after a deferred
                // response replaces the "thinking" message.
                if p.thinking
                    && let Some(id) = p.original
                {
                    self.apply_edit(id, &body);
                    let mut s = self.state();
                    // Its visibility is the defer's: the follow-up's
                    // own ephemeral flag is ignored. Asking for a
                    // private answer after a public defer shows it to
                    // everyone, which is never what the bot means.
                    let asked = body.json["flags"].as_u64().unwrap_or(0) & 64 != 0;
                    let public = s.message(id).is_some_and(|m| !m.ephemeral);
                    if asked && public {
                        s.violations.push(format!(
                                "a private follow-up after a public defer is shown to everyone ({token}): {:?}",
                                body.json["content"].as_str().unwrap_or_default()
                            ));
                    }
                    if let Some(m) = s.message_mut(id) {
                        // Filling in "thinking" posts the answer: it notifies.
                        if !m.ephemeral {
                            m.posted_content = m.content.clone();
                            m.pings = resolve_pings(&m.content, body.json.get("allowed_mentions"));
                        }
                    }
                    if let Some(p) = s.interactions.get_mut(*token) {
                        p.thinking = false;
                    }
                    let m = s.message(id).cloned().unwrap();
                    drop(s);
                    self.changed();
                    return respond(StatusCode::OK, message_json(&m));
                }
                let m = self.create(p.channel, &body, Some(token.to_string()));
                respond(StatusCode::OK, message_json(&m))
            }
            ("GET", ["channels", channel, "messages"]) => {
                self.list_messages(channel.parse().unwrap_or(0), &query)
            }
            ("GET", ["channels", channel, "messages", message]) => {
                self.get_message(channel.parse().unwrap_or(0), message.parse().unwrap_or(0))
            }
            ("POST", ["channels", channel, "messages"]) => {
                let channel = channel.parse().unwrap_or(0);
                let refused = self
                    .state()
                    .refuse_post(channel, !body.files.is_empty(), true);
                if let Some((status, why)) = refused {
                    self.state().refused.push(format!("{method} {path}: {why}"));
                    return respond(status, why);
                }
                // A new message in an archived (unlocked) thread opens it.
                if let Some(c) = self.state().channels.get_mut(&channel) {
                    c.archived = false;
                }
                // As Discord does: with enforce_nonce, a nonce seen in the
                // last few minutes returns the message made with it.
                let nonce = body.json["nonce"].as_str().map(str::to_string);
                if body.json["enforce_nonce"] == json!(true)
                    && let Some(n) = &nonce
                {
                    let s = self.state();
                    let window = s.nonce_window.unwrap_or(Duration::from_secs(120));
                    let seen = s
                        .messages
                        .iter()
                        .find(|m| {
                            m.channel == channel
                                && m.nonce
                                    .as_ref()
                                    .is_some_and(|(x, at)| x == n && at.elapsed() < window)
                        })
                        .cloned();
                    drop(s);
                    if let Some(m) = seen {
                        self.state().nonce_repeats.push(n.clone());
                        return respond(StatusCode::OK, message_json(&m));
                    }
                }
                let m = self.create(channel, &body, None);
                if let Some(n) = nonce {
                    let mut s = self.state();
                    if let Some(x) = s.message_mut(m.id) {
                        x.nonce = Some((n, std::time::Instant::now()));
                    }
                }
                respond(StatusCode::OK, message_json(&m))
            }
            ("PATCH", ["channels", channel, "messages", message]) => {
                let (channel, message) = (
                    channel.parse::<u64>().unwrap_or(0),
                    message.parse::<u64>().unwrap_or(0),
                );
                // Only the bot's own messages in that channel; ephemeral
                // ones cannot be edited this way, and interaction responses
                // only through their interaction (Discord: "the standard edit
                // message endpoint is not supported for interaction
                // responses").
                let refused = self
                    .state()
                    .refuse_post(channel, !body.files.is_empty(), false);
                if let Some((status, why)) = refused {
                    self.state().refused.push(format!("{method} {path}: {why}"));
                    return respond(status, why);
                }
                let found = self
                    .state()
                    .message(message)
                    .filter(|m| m.channel == channel && !m.ephemeral)
                    .map(|m| m.token.is_some());
                match found {
                    None => {
                        return respond(
                            StatusCode::NOT_FOUND,
                            json!({ "message": "Unknown Message", "code": 10008 }),
                        );
                    }
                    Some(true) => {
                        self.state().violations.push(format!(
                            "{method} {path}: an interaction response edited through the channel"
                        ));
                        return respond(
                            StatusCode::FORBIDDEN,
                            json!({ "message": "Cannot edit a message authored by another user", "code": 50005 }),
                        );
                    }
                    Some(false) => {}
                }
                self.apply_edit(message, &body);
                self.state().edits += 1;
                let m = self.state().message(message).cloned().unwrap();
                respond(StatusCode::OK, message_json(&m))
            }
            ("POST", ["channels", parent, "threads"]) => {
                let parent_id: u64 = parent.parse().unwrap_or(0);
                let mut s = self.state();
                let c = s.channel(parent_id);
                let refusal = if c.deleted {
                    Some((
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Channel", "code": 10003 }),
                    ))
                } else if c.parent.is_some() {
                    // No threads in threads.
                    Some((
                        StatusCode::BAD_REQUEST,
                        json!({ "message": "Cannot execute action on this channel type", "code": 50024 }),
                    ))
                } else if c.bot & perm::VIEW_CHANNEL == 0 {
                    Some((
                        StatusCode::FORBIDDEN,
                        json!({ "message": "Missing Access", "code": 50001 }),
                    ))
                } else if c.bot & perm::CREATE_PUBLIC_THREADS == 0 {
                    Some((
                        StatusCode::FORBIDDEN,
                        json!({ "message": "Missing Permissions", "code": 50013 }),
                    ))
                } else if s.active_threads(c.guild) >= s.thread_cap.unwrap_or(1_000) {
                    // A server holds at most 1,000 active threads
                    // (discord-api-docs `topics/threads.mdx`, "Active &
                    // Archived Threads"; JSON error code 160006).
                    Some((
                        StatusCode::BAD_REQUEST,
                        json!({ "message": "Maximum number of active threads reached", "code": 160006 }),
                    ))
                } else if !body.json["name"]
                    .as_str()
                    .is_some_and(|n| (1..=100).contains(&n.chars().count()))
                {
                    // Discord: a thread's name is 1 to 100 characters.
                    Some((
                        StatusCode::BAD_REQUEST,
                        json!({ "message": "Invalid Form Body", "code": 50035,
                                "errors": { "name": { "_errors": [{ "code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100 in length." }] } } }),
                    ))
                } else if body.json["auto_archive_duration"]
                    .as_u64()
                    .is_some_and(|d| ![60, 1440, 4320, 10080].contains(&d))
                {
                    // "can be set to: 60, 1440, 4320, 10080"
                    // (`resources/channel.mdx`, "Start Thread without
                    // Message").
                    Some((
                        StatusCode::BAD_REQUEST,
                        json!({ "message": "Invalid Form Body", "code": 50035,
                                "errors": { "auto_archive_duration": { "_errors": [{ "code": "BASE_TYPE_CHOICES", "message": "Value must be one of (60, 1440, 4320, 10080)." }] } } }),
                    ))
                } else {
                    None
                };
                if let Some((status, why)) = refusal {
                    s.refused.push(format!("{method} {path}: {why}"));
                    return respond(status, why);
                }
                let id = s.id();
                s.threads.push(id);
                s.thread_names.insert(
                    id,
                    body.json["name"].as_str().unwrap_or_default().to_string(),
                );
                // Without a duration, Discord archives after a day; without
                // a type, the thread is private ("`type` currently
                // defaults to `PRIVATE_THREAD`", "Start Thread without
                // Message"), which only its members see.
                let auto_archive = body.json["auto_archive_duration"].as_u64().unwrap_or(1440);
                let kind = body.json["type"].as_u64().unwrap_or(12);
                s.channels.insert(
                    id,
                    Channel {
                        parent: Some(parent_id),
                        auto_archive,
                        guild: c.guild,
                        private: kind != 11,
                        ..Channel::default()
                    },
                );
                drop(s);
                self.changed();
                respond(
                    StatusCode::CREATED,
                    json!({ "id": id.to_string(), "type": kind, "guild_id": c.guild.to_string(), "parent_id": parent,
                            "name": body.json["name"], "owner_id": BOT_ID.to_string(), "message_count": 0, "member_count": 1,
                            "thread_metadata": { "archived": false, "auto_archive_duration": auto_archive, "archive_timestamp": "2026-11-22T00:00:00.000000+00:00", "locked": false },
                            "flags": 0, "rate_limit_per_user": 0, "last_message_id": null, "total_message_sent": 0 }),
                )
            }
            ("PATCH", ["channels", channel]) => {
                let id: u64 = channel.parse().unwrap_or(0);
                let mut s = self.state();
                let c = s.channel(id);
                let Some(parent) = c.parent.filter(|_| !c.deleted) else {
                    s.violations.push(format!(
                        "{method} {path}: the bot changes only its game threads"
                    ));
                    return respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Channel", "code": 10003 }),
                    );
                };
                if c.locked {
                    // Only Manage Threads unarchives a locked thread
                    // (channel.mdx, "Modify Channel", Thread).
                    let why = json!({ "message": "Missing Permissions", "code": 50013 });
                    s.refused.push(format!("{method} {path}: {why}"));
                    return respond(StatusCode::FORBIDDEN, why);
                }
                if let Some(a) = body.json["archived"].as_bool() {
                    s.channels.entry(id).or_default().archived = a;
                }
                let c = s.channel(id);
                drop(s);
                self.changed();
                respond(
                    StatusCode::OK,
                    json!({ "id": channel, "type": 11, "guild_id": c.guild.to_string(), "parent_id": parent.to_string(),
                            "name": "game", "owner_id": BOT_ID.to_string(), "message_count": 0, "member_count": 1,
                            "thread_metadata": { "archived": c.archived, "auto_archive_duration": c.auto_archive, "archive_timestamp": "2026-11-22T00:00:00.000000+00:00", "locked": c.locked },
                            "flags": 0, "rate_limit_per_user": 0, "last_message_id": null, "total_message_sent": 0 }),
                )
            }
            ("GET", ["guilds", guild]) => {
                let g: u64 = guild.parse().unwrap_or(0);
                let s = self.state();
                respond(StatusCode::OK, s.guild_json(g))
            }
            ("GET", ["guilds", guild, "channels"]) => {
                let g: u64 = guild.parse().unwrap_or(0);
                let s = self.state();
                // Every channel of the server, without threads.
                let mut ids: Vec<u64> = s
                    .channels
                    .iter()
                    .filter(|(_, c)| c.guild == g && c.parent.is_none() && !c.deleted)
                    .map(|(id, _)| *id)
                    .chain(s.messages.iter().map(|m| m.channel))
                    .filter(|id| {
                        let c = s.channel(*id);
                        c.guild == g
                            && c.parent.is_none()
                            && !c.deleted
                            && !(600_000_000_000_000_000..700_000_000_000_000_000).contains(id)
                    })
                    .collect();
                ids.sort_unstable();
                ids.dedup();
                respond(
                    StatusCode::OK,
                    Value::Array(ids.iter().map(|id| s.channel_json(*id)).collect()),
                )
            }
            ("GET", ["channels", channel]) => {
                let id: u64 = channel.parse().unwrap_or(0);
                let s = self.state();
                let c = s.channel(id);
                if c.deleted || c.parent.is_some_and(|p| s.channel(p).deleted) {
                    respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Channel", "code": 10003 }),
                    )
                } else if s.bot_permissions(id) & perm::VIEW_CHANNEL == 0 {
                    respond(
                        StatusCode::FORBIDDEN,
                        json!({ "message": "Missing Access", "code": 50001 }),
                    )
                } else {
                    respond(StatusCode::OK, s.channel_json(id))
                }
            }
            ("GET", ["users", "@me"]) => respond(StatusCode::OK, bot_user()),
            ("GET", ["guilds", _, "members", user]) if *user == BOT_ID.to_string() => {
                let member = json!({ "user": bot_user(), "nick": null, "avatar": null,
                    "roles": [BOT_ROLE.to_string()], "joined_at": "2026-01-01T00:00:00.000000+00:00",
                    "premium_since": null, "deaf": false, "mute": false, "flags": 0, "pending": false,
                    "communication_disabled_until": null });
                respond(StatusCode::OK, member)
            }
            ("DELETE", ["channels", channel, "messages", message]) => {
                let (channel, message) = (
                    channel.parse::<u64>().unwrap_or(0),
                    message.parse::<u64>().unwrap_or(0),
                );
                let mut s = self.state();
                let found = s
                    .message(message)
                    .filter(|m| m.channel == channel && !m.ephemeral)
                    .is_some();
                if !found {
                    return respond(
                        StatusCode::NOT_FOUND,
                        json!({ "message": "Unknown Message", "code": 10008 }),
                    );
                }
                if let Some(i) = s.by_id.remove(&message)
                    && let Some(ix) = s.by_channel.get_mut(&channel)
                {
                    ix.retain(|&x| x != i);
                }
                s.deleted.push(message);
                respond(StatusCode::NO_CONTENT, Value::Null)
            }
            ("POST", ["users", "@me", "channels"]) => {
                let user: u64 = body.json["recipient_id"]
                    .as_str()
                    .and_then(|u| u.parse().ok())
                    .or(body.json["recipient_id"].as_u64())
                    .unwrap_or(0);
                let id = 600_000_000_000_000_000 + user;
                respond(
                    StatusCode::OK,
                    json!({ "id": id.to_string(), "type": 1, "last_message_id": null, "flags": 0,
                            "recipients": [user_json(&Person::new(user, &format!("user{user}")))] }),
                )
            }
            _ => {
                self.state()
                    .violations
                    .push(format!("unexpected request {method} {path}"));
                respond(
                    StatusCode::NOT_FOUND,
                    json!({ "message": "404: Not Found", "code": 0 }),
                )
            }
        };
        self.changed();
        if let Some(k) = kill {
            kill_process(k.pid);
            return respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({ "message": "the bot was killed", "code": 0 }),
            );
        }
        if let Some(wait) = slow {
            self.state().failed += 1;
            tokio::time::sleep(wait).await;
        }
        if lose_answer {
            self.state().failed += 1;
            return respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({ "message": "500: Internal Server Error", "code": 0 }),
            );
        }
        response
    }

    /// One message, as Discord returns it: View Channel and Read Message
    /// History needed (403 50001 and 50013 without); an ephemeral message,
    /// or one of another channel, is not there (404 10008).
    fn get_message(&self, channel: u64, id: u64) -> Response<Full<Bytes>> {
        let s = self.state();
        let p = match s.viewable(channel) {
            Ok(p) => p,
            Err((status, why)) => return respond(status, why),
        };
        if p & perm::READ_MESSAGE_HISTORY == 0 {
            return respond(
                StatusCode::FORBIDDEN,
                json!({ "message": "Missing Permissions", "code": 50013 }),
            );
        }
        match s
            .message(id)
            .filter(|m| m.channel == channel && !m.ephemeral)
        {
            Some(m) => respond(StatusCode::OK, message_json(m)),
            None => respond(
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown Message", "code": 10008 }),
            ),
        }
    }

    /// A channel's messages, as Discord lists them: newest first, `limit`
    /// (1 to 100, 50 by default) of them before or after a message (after
    /// one: the oldest that follow it). Without View Channel, 403; without
    /// Read Message History, none at all (as Discord does). Nonces are
    /// never shown (Discord returns them only to the request that made the
    /// message).
    fn list_messages(
        &self,
        channel: u64,
        query: &HashMap<String, String>,
    ) -> Response<Full<Bytes>> {
        let s = self.state();
        let p = match s.viewable(channel) {
            Ok(p) => p,
            Err((status, why)) => return respond(status, why),
        };
        let number = |k: &str| query.get(k).map(|v| v.parse::<u64>());
        let limit = match number("limit") {
            None => 50,
            Some(Ok(n)) if (1..=100).contains(&n) => n as usize,
            Some(_) => {
                return respond(
                    StatusCode::BAD_REQUEST,
                    json!({ "message": "Invalid Form Body", "code": 50035 }),
                );
            }
        };
        let (before, after) = match (number("before"), number("after")) {
            (Some(Err(_)), _) | (_, Some(Err(_))) => {
                return respond(
                    StatusCode::BAD_REQUEST,
                    json!({ "message": "Invalid Form Body", "code": 50035 }),
                );
            }
            (b, a) => (b.and_then(Result::ok), a.and_then(Result::ok)),
        };
        if p & perm::READ_MESSAGE_HISTORY == 0 {
            return respond(StatusCode::OK, json!([]));
        }
        let mut all: Vec<&Msg> = s.in_channel(channel);
        all.sort_by_key(|m| m.id);
        let page: Vec<Value> = match (before, after) {
            (_, Some(a)) => {
                let mut p: Vec<&Msg> = all.into_iter().filter(|m| m.id > a).take(limit).collect();
                p.reverse();
                p.into_iter().map(message_json).collect()
            }
            (b, None) => all
                .into_iter()
                .rev()
                .filter(|m| b.is_none_or(|b| m.id < b))
                .take(limit)
                .map(message_json)
                .collect(),
        };
        respond(StatusCode::OK, Value::Array(page))
    }

    fn create(&self, channel: u64, body: &Body, token: Option<String>) -> Msg {
        let mut s = self.state();
        let id = s.id();
        let flags = body.json["flags"].as_u64().unwrap_or(0);
        let file_ids: Vec<u64> = body.files.iter().map(|_| s.id()).collect();
        let alts = new_alts(&body.json, &file_ids);
        s.uploads += body.files.len() as u64;
        s.upload_bytes += body.bytes as u64;
        let components = body.json.get("components").cloned().unwrap_or(json!([]));
        let is_v2 = flags & v2::IS_COMPONENTS_V2 != 0;
        // A V2 message's text is its text displays'.
        let text = if is_v2 {
            v2::text_of(&components)
        } else {
            body.json["content"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        };
        let m = Msg {
            id,
            channel,
            content: text.clone(),
            components,
            files: body.files.clone(),
            digests: body.digests.clone(),
            file_ids,
            alts,
            uploads: body.files.len(),
            ephemeral: flags & 64 != 0,
            v2: is_v2,
            token,
            nonce: None,
            posted_ms: s.posted_now(),
            posted_content: text.clone(),
            // A message only its asker sees notifies nobody.
            pings: if flags & 64 != 0 {
                Pings::default()
            } else {
                resolve_pings(&text, body.json.get("allowed_mentions"))
            },
        };
        s.push(m.clone());
        m
    }

    /// Refuses, as Discord does (400, Invalid Form Body), a message made
    /// or edited against the rules of components (see [`v2::problems`]).
    /// A refusal of what the bot sent: noted as a violation (the bot
    /// never means to send what Discord refuses) and answered.
    fn refuse(
        &self,
        method: &str,
        path: &str,
        (status, answer): messages::Refusal,
    ) -> Response<Full<Bytes>> {
        {
            let mut s = self.state();
            s.violations
                .push(format!("{method} {path}: refused {status} {answer}"));
            s.refused.push(format!("{method} {path}: {answer}"));
        }
        self.changed();
        respond(status, answer)
    }

    /// What Discord's docs say it refuses in a message or a read of
    /// messages (see [`messages`]).
    fn documented_refusal(
        &self,
        method: &str,
        parts: &[&str],
        query: &HashMap<String, String>,
        body: &Body,
        bytes: usize,
    ) -> Option<messages::Refusal> {
        if let ("GET", ["channels", _, "messages"]) = (method, parts) {
            return messages::read_refusal(query);
        }
        // "Interaction tokens are valid for 15 minutes"
        // (`receiving-and-responding.mdx`, "Followup Messages").
        if let ["webhooks", _, token, ..] = parts {
            let s = self.state();
            let lifetime = s.token_lifetime.unwrap_or(Duration::from_secs(15 * 60));
            let made = s.interactions.get(*token).and_then(|p| p.made);
            if made.is_some_and(|m| m.elapsed() > lifetime) {
                return Some((
                    StatusCode::UNAUTHORIZED,
                    json!({ "message": "Invalid webhook token provided", "code": 50027 }),
                ));
            }
        }
        let (kind, json) = messages::message_of(method, parts, &body.json)?;
        let sent = messages::Sent {
            json,
            files: body.files.len(),
            largest: body.largest,
            bytes,
        };
        messages::refusal(kind, &sent)
    }

    fn card_refusal(
        &self,
        method: &str,
        path: &str,
        parts: &[&str],
        body: &Body,
    ) -> Option<Response<Full<Bytes>>> {
        let s = self.state();
        // The message's JSON, and the message it edits.
        let (json, edited): (&Value, Option<&Msg>) = match (method, parts) {
            ("POST", ["channels", _, "messages"]) | ("POST", ["webhooks", _, _]) => {
                (&body.json, None)
            }
            ("PATCH", ["channels", _, "messages", id]) => {
                (&body.json, s.message(id.parse().unwrap_or(0)))
            }
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                let p = s.interactions.get(*token)?;
                (&body.json, p.original.and_then(|id| s.message(id)))
            }
            ("POST", ["interactions", _, token, "callback"]) => match body.json["type"].as_u64() {
                Some(4) => (&body.json["data"], None),
                Some(7) => {
                    let p = s.interactions.get(*token)?;
                    (&body.json["data"], p.source.and_then(|id| s.message(id)))
                }
                _ => return None,
            },
            _ => return None,
        };
        let kept: Vec<String> = edited.map_or_else(Vec::new, |m| {
            match json.get("attachments").and_then(Value::as_array) {
                Some(keep) => m
                    .files
                    .iter()
                    .zip(&m.file_ids)
                    .filter(|(_, id)| {
                        keep.iter()
                            .any(|a| a["id"].as_str() == Some(&id.to_string()))
                    })
                    .map(|(f, _)| f.clone())
                    .collect(),
                None => m.files.clone(),
            }
        });
        let was = edited.map(|m| v2::Edited {
            v2: m.v2,
            has_content: !m.v2 && !m.content.is_empty(),
            kept: &kept,
        });
        let problems = v2::problems(json, &body.files, was.as_ref());
        let mut unshown = v2::unshown(json, &body.files, was.as_ref());
        let known = |id: &str| s.emojis.iter().any(|e| e["id"].as_str() == Some(id));
        let (bad_emojis, not_shown) = v2::emoji_problems(json, &known);
        unshown.extend(not_shown);
        let kept_ids = edited.map_or_else(Vec::new, |m| m.file_ids.clone());
        let misnamed = body.part_problems(json.get("attachments"), &kept_ids);
        drop(s);
        if !misnamed.is_empty() {
            let mut s = self.state();
            for p in &misnamed {
                s.violations.push(format!("{method} {path}: {p}"));
                s.refused.push(format!("{method} {path}: {p}"));
            }
            drop(s);
            self.changed();
            return Some(respond(
                StatusCode::BAD_REQUEST,
                json!({ "message": "Invalid Form Body", "code": 50035,
                        "errors": { "attachments": { "_errors": misnamed.iter().map(|p| json!({ "code": "ATTACHMENT_NOT_FOUND", "message": p })).collect::<Vec<_>>() } } }),
            ));
        }
        if !unshown.is_empty() {
            // Discord takes these, and shows them nowhere.
            let mut s = self.state();
            for p in &unshown {
                s.violations.push(format!("{method} {path}: {p}"));
            }
        }
        if problems.is_empty() && bad_emojis.is_empty() {
            return None;
        }
        let mut s = self.state();
        for p in problems.iter().chain(&bad_emojis) {
            s.violations.push(format!("{method} {path}: {p}"));
        }
        // An emoji Discord does not know is refused deep in the error tree,
        // with the code buttons and menus share alike (discordgo#1479,
        // discord-api-docs#8071).
        let mut components = json!({
            "_errors": problems.iter().map(|p| json!({ "code": "BASE_TYPE_INVALID", "message": p })).collect::<Vec<_>>()
        });
        if !bad_emojis.is_empty() {
            components["0"] = json!({ "components": { "0": { "emoji": { "id": { "_errors":
                bad_emojis.iter().map(|_| json!({ "code": "BUTTON_COMPONENT_INVALID_EMOJI", "message": "Invalid emoji" })).collect::<Vec<_>>()
            } } } } });
        }
        Some(respond(
            StatusCode::BAD_REQUEST,
            json!({ "message": "Invalid Form Body", "code": 50035,
                    "errors": { "components": components } }),
        ))
    }

    /// An application emoji uploaded, as Discord takes one: a name of 2 to
    /// 32 letters, digits or underscores not taken yet, and a PNG, JPEG,
    /// GIF or WebP picture as a data URI of 256 KiB at most; 2,000 at
    /// most.
    fn upload_emoji(&self, json: &Value) -> Response<Full<Bytes>> {
        let name = json["name"].as_str().unwrap_or_default();
        let image = json["image"].as_str().unwrap_or_default();
        let mut problems = Vec::new();
        if !(2..=32).contains(&name.len())
            || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            problems.push(format!("name {name:?}: 2 to 32 letters, digits or _"));
        }
        let picture = ["png", "jpeg", "gif", "webp"]
            .iter()
            .find_map(|kind| image.strip_prefix(&format!("data:image/{kind};base64,")));
        match picture.map(base64_decode) {
            Some(Some(bytes)) if bytes.len() <= 256 * 1024 => {
                if image.starts_with("data:image/png") && !bytes.starts_with(b"\x89PNG") {
                    problems.push("image: not a PNG".into());
                }
            }
            Some(Some(bytes)) => {
                problems.push(format!("image: {} bytes, over 256 KiB", bytes.len()))
            }
            _ => problems.push("image: not a data URI of a picture".into()),
        }
        let mut s = self.state();
        if s.emojis.iter().any(|e| e["name"] == name) {
            problems.push(format!(
                "name {name:?}: APPLICATION_EMOJI_NAME_ALREADY_TAKEN"
            ));
        }
        if !problems.is_empty() {
            for p in &problems {
                s.violations.push(format!("POST emojis: {p}"));
            }
            return respond(
                StatusCode::BAD_REQUEST,
                json!({ "message": "Invalid Form Body", "code": 50035,
                        "errors": { "_errors": problems.iter().map(|p| json!({ "code": "INVALID", "message": p })).collect::<Vec<_>>() } }),
            );
        }
        if s.emojis.len() >= 2000 {
            return respond(
                StatusCode::BAD_REQUEST,
                json!({ "message": "Maximum number of emojis reached", "code": 30008 }),
            );
        }
        let emoji = json!({
            "id": s.id().to_string(), "name": name, "roles": [], "user": bot_user(),
            "require_colons": true, "managed": false, "animated": false, "available": true,
        });
        s.emojis.push(emoji.clone());
        s.emoji_uploads += 1;
        drop(s);
        self.changed();
        respond(StatusCode::CREATED, emoji)
    }

    fn callback(&self, token: &str, body: Body) -> Response<Full<Bytes>> {
        let kind = body.json["type"].as_u64().unwrap_or(0) as u8;
        let pending = {
            let s = self.state();
            s.interactions.get(token).cloned()
        };
        let Some(mut p) = pending else {
            return respond(
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown interaction", "code": 10062 }),
            );
        };
        if p.acknowledged {
            return respond(
                StatusCode::BAD_REQUEST,
                json!({ "message": "Interaction has already been acknowledged.", "code": 40060 }),
            );
        }
        // "You must send an initial response within 3 seconds of
        // receiving the event. If the 3 second deadline is exceeded, the
        // token will be invalidated" (`receiving-and-responding.mdx`,
        // "Responding to an Interaction").
        let within = self.state().answer_within.unwrap_or(Duration::from_secs(3));
        if p.made.is_some_and(|m| m.elapsed() > within) {
            self.state().refused.push(format!(
                "callback {token:.12}: past the 3 s for a first answer"
            ));
            return respond(
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown interaction", "code": 10062 }),
            );
        }
        // `DEFERRED_UPDATE_MESSAGE` and `UPDATE_MESSAGE` are "only valid
        // for component-based interactions" ("Interaction Callback Type").
        if matches!(kind, 6 | 7) && p.source.is_none() {
            let why =
                format!("callback type {kind} answers an interaction that is not a component's");
            self.state().violations.push(why.clone());
            return respond(
                StatusCode::BAD_REQUEST,
                json!({ "message": "Invalid Form Body", "code": 50035,
                        "errors": { "type": { "_errors": [{ "code": "INTERACTION_RESPONSE_TYPE_INVALID", "message": why }] } } }),
            );
        }
        p.acknowledged = true;
        p.kind = kind;
        match kind {
            4 | 5 => {
                let mut json = body.json["data"].clone();
                if kind == 5
                    && let Some(f) = json["flags"].as_u64()
                {
                    // A defer takes only EPHEMERAL: Discord ignores the
                    // card flag there (it goes on the follow-up).
                    json["flags"] = json!(f & !v2::IS_COMPONENTS_V2);
                }
                let data = Body { json, ..body };
                let m = self.create(p.channel, &data, Some(token.to_string()));
                p.original = Some(m.id);
                p.thinking = kind == 5;
            }
            12 => {
                let who = p.user.clone().unwrap_or_else(|| Person::new(0, "nobody"));
                let launched = self.state().activities.launch(&who, p.guild, p.channel);
                if let Err(refusal) = launched {
                    self.state()
                        .refused
                        .push(format!("LAUNCH_ACTIVITY: {refusal}"));
                    return respond(StatusCode::BAD_REQUEST, refusal);
                }
            }
            6 => p.original = p.source,
            7 => {
                p.original = p.source;
                let data = Body {
                    json: body.json["data"].clone(),
                    ..body
                };
                self.apply_edit(p.source.unwrap_or(0), &data);
            }
            1 => {}
            other => {
                self.state()
                    .violations
                    .push(format!("interaction callback of unknown type {other}"));
            }
        }
        self.state().interactions.insert(token.to_string(), p);
        respond(StatusCode::NO_CONTENT, Value::Null)
    }

    fn apply_edit(&self, id: u64, body: &Body) {
        let mut s = self.state();
        let new_ids: Vec<u64> = body.files.iter().map(|_| s.id()).collect();
        s.uploads += body.files.len() as u64;
        s.upload_bytes += body.bytes as u64;
        let mut unknown = Vec::new();
        let Some(m) = s.message_mut(id) else {
            return;
        };
        if let Some(f) = body.json["flags"].as_u64() {
            // The flag is never taken off (an edit that tries is refused).
            m.v2 |= f & v2::IS_COMPONENTS_V2 != 0;
        }
        if let Some(c) = body.json.get("content").and_then(Value::as_str) {
            m.content = c.to_string();
        }
        if let Some(c) = body.json.get("components") {
            m.components = c.clone();
            if m.v2 {
                m.content = v2::text_of(c);
            }
        }
        // An "attachments" list keeps only what it names (existing ones by
        // their id, as a string); new files are added. Without the list,
        // every attachment stays.
        if let Some(keep) = body.json.get("attachments").and_then(Value::as_array) {
            let kept_ids: Vec<u64> = keep
                .iter()
                .filter_map(|a| a["id"].as_str()?.parse().ok())
                .collect();
            unknown = kept_ids
                .iter()
                .filter(|k| !m.file_ids.contains(k))
                .copied()
                .collect();
            let kept: Vec<usize> = (0..m.file_ids.len())
                .filter(|&n| kept_ids.contains(&m.file_ids[n]))
                .collect();
            m.files = kept.iter().map(|&n| m.files[n].clone()).collect();
            m.digests = kept.iter().map(|&n| m.digests[n]).collect();
            m.file_ids = kept.iter().map(|&n| m.file_ids[n]).collect();
        }
        m.files.extend(body.files.iter().cloned());
        m.digests.extend(body.digests.iter().copied());
        m.alts.extend(new_alts(&body.json, &new_ids));
        m.file_ids.extend(new_ids);
        m.uploads += body.files.len();
        if !unknown.is_empty() {
            s.violations.push(format!(
                "an edit of message {id} keeps attachments it does not have: {unknown:?}"
            ));
        }
    }

    fn edit_original(&self, token: &str, body: Body) -> Response<Full<Bytes>> {
        let original = {
            let mut s = self.state();
            let p = s.interactions.get_mut(token);
            p.and_then(|p| {
                p.thinking = false;
                p.original
            })
        };
        let Some(id) = original else {
            return respond(
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown Message", "code": 10008 }),
            );
        };
        self.apply_edit(id, &body);
        let m = self.state().message(id).cloned().unwrap();
        respond(StatusCode::OK, message_json(&m))
    }

    /// Sends an event to every session of the shard its server is on
    /// (shard 0 for DMs), as Discord does; dropped if none is connected.
    fn dispatch(&self, t: &str, d: Value) {
        let guild = d["guild_id"]
            .as_str()
            .or(if t.starts_with("GUILD_") {
                d["id"].as_str()
            } else {
                None
            })
            .and_then(|g| g.parse::<u64>().ok());
        let targets: Vec<mpsc::UnboundedSender<Value>> = self
            .inner
            .sessions
            .lock()
            .unwrap()
            .iter()
            .filter(|x| match guild {
                Some(g) => shard_of(g, x.shard.1) == x.shard.0,
                None => x.shard.0 == 0,
            })
            .filter_map(|x| x.conn.as_ref().map(|c| c.1.clone()))
            .collect();
        if targets.is_empty() {
            self.state()
                .undelivered
                .push(format!("{t} for server {guild:?}"));
        }
        for tx in targets {
            let _ = tx.send(json!({ "op": 0, "t": t, "d": d }));
        }
    }

    fn new_interaction(&self, channel: u64, source: Option<u64>) -> (u64, String) {
        let mut s = self.state();
        let id = s.id();
        let token = format!("token-{id}");
        s.interactions.insert(
            token.clone(),
            Pending {
                id,
                channel,
                source,
                made: Some(std::time::Instant::now()),
                ..Pending::default()
            },
        );
        (id, token)
    }

    fn interaction_base(
        &self,
        id: u64,
        token: &str,
        kind: u8,
        who: &Person,
        channel: u64,
    ) -> Value {
        let (bot, thread, guild_locale, guild) = {
            let s = self.state();
            let locale = s.guild_locale.clone().unwrap_or_else(|| "en-US".into());
            (
                s.bot_permissions(channel),
                s.channel(channel).parent,
                locale,
                s.channel(channel).guild,
            )
        };
        if let Some(p) = self.state().interactions.get_mut(token) {
            p.user = Some(who.clone());
            p.guild = guild;
        }
        let mut c = json!({ "id": channel.to_string(), "type": 0, "name": "games", "permissions": who.permissions.to_string(), "guild_id": guild.to_string() });
        if let Some(parent) = thread {
            c["type"] = json!(11);
            c["parent_id"] = json!(parent.to_string());
        }
        json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "token": token, "version": 1,
            "guild_id": guild.to_string(), "channel_id": channel.to_string(),
            "channel": c,
            "member": member_json(who), "app_permissions": bot.to_string(), "locale": who.locale, "guild_locale": guild_locale,
            "entitlements": [], "authorizing_integration_owners": { "0": guild.to_string() }, "context": 0,
            "attachment_size_limit": 10_485_760,
        })
    }

    /// `who` runs `/name sub options…` in `channel`; returns the interaction token.
    pub fn slash(
        &self,
        who: &Person,
        channel: u64,
        name: &str,
        sub: Option<&str>,
        options: Value,
    ) -> String {
        let (id, token) = self.new_interaction(channel, None);
        let command_id = {
            let s = self.state();
            s.commands
                .global
                .iter()
                .find(|c| c["name"] == name)
                .and_then(|c| c["id"].as_str().map(str::to_string))
                .unwrap_or_else(|| "1".into())
        };
        // "group sub" is a subcommand in a group (type 2), as Discord nests it.
        let options = match sub.map(|s| s.split_once(' ')) {
            Some(Some((group, sub))) => json!([{ "name": group, "type": 2, "options": [
                { "name": sub, "type": 1, "options": options }
            ] }]),
            Some(None) => json!([{ "name": sub, "type": 1, "options": options }]),
            None => options,
        };
        let mut d = self.interaction_base(id, &token, 2, who, channel);
        // Users and channels named in options come with their data, as
        // Discord sends them (a channel with the asker's permissions in it).
        let mut users = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
        let mut stack = vec![options.clone()];
        while let Some(v) = stack.pop() {
            for o in v.as_array().into_iter().flatten() {
                if o["type"] == 6
                    && let Some(uid) = o["value"].as_str()
                {
                    let p = Person::new(uid.parse().unwrap_or(0), &format!("user{uid}"));
                    users.insert(uid.to_string(), user_json(&p));
                }
                if o["type"] == 7
                    && let Some(cid) = o["value"].as_str()
                {
                    let parent = self.state().channel(cid.parse().unwrap_or(0)).parent;
                    let mut c = json!({ "id": cid, "type": 0, "name": "channel", "permissions": who.permissions.to_string() });
                    if let Some(p) = parent {
                        c["type"] = json!(11);
                        c["parent_id"] = json!(p.to_string());
                    }
                    channels.insert(cid.to_string(), c);
                }
                stack.push(o["options"].clone());
            }
        }
        d["data"] = json!({ "id": command_id, "name": name, "type": 1, "options": options, "guild_id": d["guild_id"].clone(),
                            "resolved": { "users": users, "channels": channels } });
        self.dispatch("INTERACTION_CREATE", d);
        token
    }

    /// `who` runs a command in a direct message to the bot.
    pub fn slash_in_dm(
        &self,
        who: &Person,
        name: &str,
        sub: Option<&str>,
        options: Value,
    ) -> String {
        let channel = 600_000_000_000_000_000 + who.id;
        let (id, token) = self.new_interaction(channel, None);
        let options = match sub {
            Some(sub) => json!([{ "name": sub, "type": 1, "options": options }]),
            None => options,
        };
        let d = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": 2, "token": token, "version": 1,
            "channel_id": channel.to_string(), "channel": { "id": channel.to_string(), "type": 1 },
            "user": user_json(who), "app_permissions": "2248473465835073", "locale": who.locale,
            "entitlements": [], "authorizing_integration_owners": { "1": who.id.to_string() }, "context": 1,
            "attachment_size_limit": 10_485_760,
            "data": { "id": "1", "name": name, "type": 1, "options": options },
        });
        self.dispatch("INTERACTION_CREATE", d);
        token
    }

    /// As [`Fake::click`], but the interaction claims to come from
    /// `channel` (a control id copied onto another channel's message).
    pub fn click_in(&self, who: &Person, channel: u64, message: u64, custom_id: &str) -> String {
        let m = self
            .state()
            .message(message)
            .cloned()
            .expect("the clicked message exists");
        let (id, token) = self.new_interaction(channel, Some(message));
        let mut d = self.interaction_base(id, &token, 3, who, channel);
        d["message"] = message_json(&m);
        d["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
        self.dispatch("INTERACTION_CREATE", d);
        token
    }

    /// `who` clicks component `custom_id` (with menu `values`) on message `message`.
    pub fn click(
        &self,
        who: &Person,
        message: u64,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> String {
        let m = self
            .state()
            .message(message)
            .cloned()
            .expect("the clicked message exists");
        // Discord's client clicks only a control the message shows, and
        // only an enabled one, wherever it sits in the layout.
        let control = find_control(&m.components, custom_id).unwrap_or_else(|| {
            panic!(
                "message {message} shows no control {custom_id:?}; forge a click with `forge_click`"
            )
        });
        assert!(
            control["disabled"] != true,
            "control {custom_id:?} is disabled: Discord's client cannot click it"
        );
        self.forge_click(who, message, custom_id, values)
    }

    /// A click Discord's client would not send as the message stands (a
    /// control it no longer shows, a disabled one, a made-up id): for tests
    /// of what a stale or forged interaction changes. Menu values are
    /// still checked against a menu the message shows.
    pub fn forge_click(
        &self,
        who: &Person,
        message: u64,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> String {
        let m = self
            .state()
            .message(message)
            .cloned()
            .expect("the clicked message exists");
        // A menu sends as many values as it allows, no more and no fewer:
        // Discord's client offers nothing else.
        if let Some(v) = &values {
            let menu = find_control(&m.components, custom_id).filter(|c| c["type"] == 3);
            if let Some(c) = menu {
                let min = c["min_values"].as_u64().unwrap_or(1) as usize;
                let max = c["max_values"].as_u64().unwrap_or(1) as usize;
                assert!(
                    (min..=max).contains(&v.len()),
                    "a menu allowing {min} to {max} choices cannot send {}",
                    v.len()
                );
                // Only the menu's own options, each at most once.
                let offered: Vec<&str> = c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str())
                    .collect();
                for (i, value) in v.iter().enumerate() {
                    assert!(
                        offered.contains(&value.as_str()),
                        "menu {custom_id} offers {offered:?}, not {value:?}"
                    );
                    assert!(
                        !v[..i].contains(value),
                        "menu {custom_id} cannot send {value:?} twice"
                    );
                }
            }
        }
        let (id, token) = self.new_interaction(m.channel, Some(message));
        let mut d = self.interaction_base(id, &token, 3, who, m.channel);
        d["message"] = message_json(&m);
        d["data"] = match values {
            Some(v) => json!({ "custom_id": custom_id, "component_type": 3, "values": v }),
            None => json!({ "custom_id": custom_id, "component_type": 2 }),
        };
        self.dispatch("INTERACTION_CREATE", d);
        token
    }

    /// The newest lobby (a public message with a Join button) in `channel`.
    pub fn lobby_in(&self, channel: u64) -> Option<Msg> {
        self.state()
            .in_channel(channel)
            .into_iter()
            .rev()
            .find(|m| m.controls().iter().any(|c| is_join(&c.0)))
            .cloned()
    }

    /// Runs `/carcassonne new` with `options` and waits for the lobby the
    /// bot posts in `channel`.
    pub async fn open_lobby(&self, who: &Person, channel: u64, options: Value) -> Msg {
        let before = self.lobby_in(channel).map(|m| m.id);
        let t = self.slash(who, channel, "carcassonne", Some("new"), options);
        self.wait_for(20, "the lobby", |s| {
            s.interactions.get(&t).filter(|p| p.acknowledged)?;
            s.in_channel(channel)
                .into_iter()
                .rev()
                .find(|m| {
                    Some(m.id) != before
                        && m.id > before.unwrap_or(0)
                        && m.controls().iter().any(|c| is_join(&c.0))
                })
                .cloned()
        })
        .await
    }

    /// Ephemeral follow-ups sent for an interaction.
    pub fn ephemerals(&self, token: &str) -> Vec<String> {
        self.state()
            .messages
            .iter()
            .filter(|m| m.ephemeral && m.token.as_deref() == Some(token))
            .map(|m| m.content.clone())
            .collect()
    }

    /// Sets the bot's permissions in `channel` (as a server admin would).
    pub fn set_bot_permissions(&self, channel: u64, bits: u64) {
        self.state().channels.entry(channel).or_default().bot = bits;
    }

    /// Archives a thread, as Discord does after its auto-archive time.
    pub fn archive(&self, thread: u64) {
        self.state().channels.entry(thread).or_default().archived = true;
    }

    /// Locks a thread (and archives it, as a moderator's lock does).
    pub fn lock(&self, thread: u64) {
        let mut s = self.state();
        let c = s.channels.entry(thread).or_default();
        c.locked = true;
        c.archived = true;
    }

    /// Deletes a channel or thread, and tells the bot as Discord does. A
    /// channel's threads go with it, and the gateway tells of the channel
    /// only: no THREAD_DELETE is sent for them ("When a client loses
    /// access to a channel, the gateway does not send them a Thread Delete
    /// event or any equivalent", docs/topics/threads; discord.js#10883,
    /// Javacord#1028).
    pub fn delete_channel(&self, id: u64) {
        let (parent, guild) = {
            let mut s = self.state();
            let c = s.channels.entry(id).or_default();
            c.deleted = true;
            let (parent, guild) = (c.parent, c.guild);
            for thread in s.channels.values_mut() {
                if thread.parent == Some(id) {
                    thread.deleted = true;
                }
            }
            (parent, guild)
        };
        match parent {
            Some(p) => self.dispatch(
                "THREAD_DELETE",
                json!({ "id": id.to_string(), "guild_id": guild.to_string(), "parent_id": p.to_string(), "type": 11 }),
            ),
            None => self.dispatch(
                "CHANNEL_DELETE",
                json!({ "id": id.to_string(), "guild_id": guild.to_string(), "type": 0, "name": "games",
                        "position": 0, "permission_overwrites": [], "nsfw": false, "parent_id": null }),
            ),
        }
    }

    /// Deletes one of the application's emojis by name, as its owner may
    /// in the Developer Portal; true if there was one.
    pub fn delete_emoji(&self, name: &str) -> bool {
        let mut s = self.state();
        let before = s.emojis.len();
        s.emojis.retain(|e| e["name"].as_str() != Some(name));
        s.emojis.len() != before
    }

    /// Removes the bot from the server (kicked, or the server deleted).
    pub fn remove_bot_from_guild(&self) {
        self.remove_bot_from(GUILD);
    }

    /// Removes the bot from server `guild`.
    pub fn remove_bot_from(&self, guild: u64) {
        self.dispatch("GUILD_DELETE", json!({ "id": guild.to_string() }));
    }

    /// Messages the bot sent to `user` in a DM.
    pub fn dms_to(&self, user: u64) -> Vec<String> {
        let channel = 600_000_000_000_000_000 + user;
        self.state()
            .in_channel(channel)
            .iter()
            .map(|m| m.content.clone())
            .collect()
    }

    /// Fails if any request broke Discord's rules, or went around the
    /// bot's one client (which keeps to the limits and counts invalid
    /// requests).
    pub fn assert_no_violations(&self) {
        let others = self.state().other_clients.clone();
        assert!(
            others.is_empty(),
            "requests outside the bot's one client:\n{}",
            others.join("\n")
        );
        let v = self.state().violations.clone();
        assert!(
            v.is_empty(),
            "requests that Discord would refuse:\n{}",
            v.join("\n")
        );
        // The bot keeps to the limits its answers told it of: no request
        // of the bot's ran into a bucket, the global limit or 30046.
        assert_eq!(
            self.state().limits.banned,
            0,
            "requests past the invalid requests' limit, which Cloudflare bans"
        );
        let limited = self.state().limits.limited.clone();
        assert!(
            limited.is_empty(),
            "requests past Discord's rate limits:\n{}",
            limited.join("\n")
        );
    }

    /// The invalid requests (401, 403, 429) Discord counted, each as
    /// `METHOD /path: status`.
    pub fn invalid_requests(&self) -> Vec<String> {
        let s = self.state();
        s.limits.invalid.iter().map(|(_, w)| w.clone()).collect()
    }
}

/// What Discord refuses in a string select that its schema does not say:
/// no options, or fewer options than `max_values`, or `min_values` above
/// `max_values` (both 1 unless set).
fn select_problems(v: &Value) -> Vec<String> {
    let mut out = Vec::new();
    match v {
        Value::Object(m) => {
            if m.get("type") == Some(&json!(3)) && m.contains_key("custom_id") {
                let options = m
                    .get("options")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                let min = m.get("min_values").and_then(Value::as_u64).unwrap_or(1) as usize;
                let max = m.get("max_values").and_then(Value::as_u64).unwrap_or(1) as usize;
                if options == 0 || min > max || max > options {
                    out.push(format!(
                        "a select with {options} options, min_values {min} and max_values {max}"
                    ));
                }
            }
            for x in m.values() {
                out.extend(select_problems(x));
            }
        }
        Value::Array(a) => {
            for x in a {
                out.extend(select_problems(x));
            }
        }
        _ => {}
    }
    out
}

/// The control with `custom_id` in a message's components, at any depth
/// (rows, and the containers and sections of Components V2).
fn find_control<'a>(components: &'a Value, custom_id: &str) -> Option<&'a Value> {
    let mut stack: Vec<&Value> = components.as_array().into_iter().flatten().collect();
    while let Some(c) = stack.pop() {
        if c["custom_id"] == custom_id {
            return Some(c);
        }
        for key in ["components", "accessory"] {
            match &c[key] {
                Value::Array(a) => stack.extend(a.iter()),
                v @ Value::Object(_) => stack.push(v),
                _ => {}
            }
        }
    }
    None
}

/// The alt texts a body's attachments list gives its new files (those
/// named by their index among the files sent), by the ids they got.
fn new_alts(json: &Value, ids: &[u64]) -> HashMap<u64, String> {
    json["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| {
            let i = a["id"].as_u64()? as usize;
            Some((*ids.get(i)?, a["description"].as_str()?.to_string()))
        })
        .collect()
}

/// Standard base64 (with padding) decoded; `None` if it is not.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let bytes = text.as_bytes();
    if !bytes.len().is_multiple_of(4) {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3);
    for chunk in bytes.chunks(4) {
        let pad = chunk.iter().rev().take_while(|&&c| c == b'=').count();
        let mut n = 0u32;
        for &c in &chunk[..4 - pad] {
            n = n << 6 | u32::from(value(c)?);
        }
        n <<= 6 * pad as u32;
        let three = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&three[..3 - pad]);
    }
    Some(out)
}
