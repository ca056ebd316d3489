//! What the fake knows: channels, messages and what the bot asked for,
//! and what it did wrong.

use super::*;

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
    pub(super) next: u64,
    pub messages: Vec<Msg>,
    pub(super) by_id: HashMap<u64, usize>,
    pub(super) by_channel: HashMap<u64, Vec<usize>>,
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
    pub(super) identifies_at: Vec<(std::time::Instant, u64)>,
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
    pub(super) counted: u64,
    pub threads: Vec<u64>,
    /// Active threads a server may hold (`None`: Discord's 1,000); tests
    /// lower it rather than open a thousand.
    pub thread_cap: Option<usize>,
    /// Each thread's name as it was opened.
    pub thread_names: HashMap<u64, String>,
    /// Faults to inject into the next matching requests, in order.
    pub faults: Vec<(String, Fault)>,
    /// Rate limits in force: until when, for each route.
    pub(super) limited: HashMap<String, std::time::Instant>,
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
    pub(super) fn early_identify(&mut self, shard: u64) -> Option<Duration> {
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
    pub(super) fn id(&mut self) -> u64 {
        let ms = now_ms().saturating_sub(DISCORD_EPOCH_MS + self.backdate.as_millis() as i64);
        let stamped = (ms.max(0) as u64) << 22;
        self.next = stamped.max(self.next + 1);
        self.next
    }

    /// When a message made now was posted, in Unix ms (see `backdate`).
    pub(super) fn posted_now(&self) -> i64 {
        now_ms() - self.backdate.as_millis() as i64
    }

    pub fn message(&self, id: u64) -> Option<&Msg> {
        self.by_id.get(&id).map(|&i| &self.messages[i])
    }

    pub(super) fn message_mut(&mut self, id: u64) -> Option<&mut Msg> {
        let i = *self.by_id.get(&id)?;
        self.messages.get_mut(i)
    }

    pub(super) fn push(&mut self, m: Msg) {
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
    pub(super) fn guild_json(&self, g: u64) -> Value {
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
    pub(super) fn channel_json(&self, id: u64) -> Value {
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
    pub(super) fn refuse_post(
        &self,
        channel: u64,
        files: bool,
        new: bool,
    ) -> Option<(StatusCode, Value)> {
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
