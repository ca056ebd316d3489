//! The routes of Discord's REST API the bot uses, each answered as
//! Discord answers it (after the checks of `rest.rs`).

use super::rest::Asked;
use super::*;

impl Fake {
    /// Routes a checked request to what Discord does with it.
    pub(super) fn route(
        &self,
        a: &Asked,
        parts: &[&str],
        body: Body,
        ws_url: &str,
    ) -> Response<Full<Bytes>> {
        match parts.first().copied() {
            Some("channels") => self.route_channels(a, parts, body),
            Some("interactions" | "webhooks") => self.route_interactions(a, parts, body),
            Some("guilds") => self.route_guilds(a, parts),
            _ => self.route_application(a, parts, body, ws_url),
        }
    }

    /// A request the fake does not know: a violation.
    fn unexpected(&self, a: &Asked) -> Response<Full<Bytes>> {
        self.state()
            .violations
            .push(format!("unexpected request {} {}", a.method, a.path));
        respond(
            StatusCode::NOT_FOUND,
            json!({ "message": "404: Not Found", "code": 0 }),
        )
    }

    /// The gateway's address, OAuth2, users, and the application's
    /// commands and emojis.
    fn route_application(
        &self,
        a: &Asked,
        parts: &[&str],
        body: Body,
        ws_url: &str,
    ) -> Response<Full<Bytes>> {
        let bearer = a.bearer.as_deref();
        match (a.method.as_str(), parts) {
            ("GET", ["gateway"]) => respond(StatusCode::OK, json!({ "url": ws_url })),
            ("POST", ["oauth2", "token"]) => {
                let (status, answer) = self
                    .state()
                    .activities
                    .exchange(&a.content_type, &body.json);
                respond(status, answer)
            }
            ("GET", ["users", "@me"]) if bearer.is_some() => {
                let (status, answer) = self.state().activities.me(bearer.unwrap_or(""));
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
                self.overwrite_commands(a, parts, &body)
            }
            ("GET", ["applications", app, "emojis"]) if *app == APP_ID.to_string() => {
                let items = self.state().emojis.clone();
                respond(StatusCode::OK, json!({ "items": items }))
            }
            ("POST", ["applications", app, "emojis"]) if *app == APP_ID.to_string() => {
                self.upload_emoji(&body.json)
            }
            ("DELETE", ["applications", app, "emojis", id]) if *app == APP_ID.to_string() => {
                self.forget_emoji(id)
            }
            ("GET", ["users", "@me"]) => respond(StatusCode::OK, bot_user()),
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
            _ => self.unexpected(a),
        }
    }

    /// An interaction's answer, its original message and its follow-ups.
    fn route_interactions(&self, a: &Asked, parts: &[&str], body: Body) -> Response<Full<Bytes>> {
        match (a.method.as_str(), parts) {
            ("POST", ["interactions", _, token, "callback"]) => self.callback(token, body),
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                self.edit_original(token, body)
            }
            ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
                self.delete_original(token)
            }
            ("GET", ["webhooks", _, token, "messages", "@original"]) => self.get_original(token),
            ("POST", ["webhooks", _, token]) => self.follow_up(token, body),
            _ => self.unexpected(a),
        }
    }

    /// Channels, threads and their messages.
    fn route_channels(&self, a: &Asked, parts: &[&str], body: Body) -> Response<Full<Bytes>> {
        match (a.method.as_str(), parts) {
            ("GET", ["channels", channel, "messages"]) => {
                self.list_messages(channel.parse().unwrap_or(0), &a.query)
            }
            ("GET", ["channels", channel, "messages", message]) => {
                self.get_message(channel.parse().unwrap_or(0), message.parse().unwrap_or(0))
            }
            ("POST", ["channels", channel, "messages"]) => self.post_message(a, channel, body),
            ("PATCH", ["channels", channel, "messages", message]) => {
                self.edit_message(a, channel, message, body)
            }
            ("DELETE", ["channels", channel, "messages", message]) => {
                self.delete_message(channel, message)
            }
            ("POST", ["channels", parent, "threads"]) => self.start_thread(a, parent, body),
            ("PATCH", ["channels", channel]) => self.modify_thread(a, channel, body),
            ("GET", ["channels", channel]) => self.get_channel(channel),
            _ => self.unexpected(a),
        }
    }

    /// Servers: the server, its channels, and the bot as a member.
    fn route_guilds(&self, a: &Asked, parts: &[&str]) -> Response<Full<Bytes>> {
        match (a.method.as_str(), parts) {
            ("GET", ["guilds", guild]) => {
                let g: u64 = guild.parse().unwrap_or(0);
                let s = self.state();
                respond(StatusCode::OK, s.guild_json(g))
            }
            ("GET", ["guilds", guild, "channels"]) => self.guild_channels(guild),
            ("GET", ["guilds", _, "members", user]) if *user == BOT_ID.to_string() => {
                let member = json!({ "user": bot_user(), "nick": null, "avatar": null,
                    "roles": [BOT_ROLE.to_string()], "joined_at": "2026-01-01T00:00:00.000000+00:00",
                    "premium_since": null, "deaf": false, "mute": false, "flags": 0, "pending": false,
                    "communication_disabled_until": null });
                respond(StatusCode::OK, member)
            }
            _ => self.unexpected(a),
        }
    }

    /// `PUT` of the bot's commands, everywhere or on one server.
    pub(super) fn overwrite_commands(
        &self,
        a: &Asked,
        parts: &[&str],
        body: &Body,
    ) -> Response<Full<Bytes>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
        let guild = match parts {
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

    /// `DELETE` of one of the application's emojis.
    pub(super) fn forget_emoji(&self, id: &str) -> Response<Full<Bytes>> {
        let mut s = self.state();
        let before = s.emojis.len();
        s.emojis.retain(|e| e["id"].as_str() != Some(id));
        if s.emojis.len() < before {
            respond(StatusCode::NO_CONTENT, Value::Null)
        } else {
            respond(
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown Emoji", "code": 10014 }),
            )
        }
    }

    /// `DELETE` of an interaction's original answer.
    pub(super) fn delete_original(&self, token: &str) -> Response<Full<Bytes>> {
        let mut s = self.state();
        let original = s.interactions.get_mut(token).and_then(|p| {
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

    /// `GET` of an interaction's original answer.
    pub(super) fn get_original(&self, token: &str) -> Response<Full<Bytes>> {
        let s = self.state();
        let m = s
            .interactions
            .get(token)
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

    /// A follow-up to an interaction (`POST /webhooks/…/{token}`): the first
    /// after a deferred answer fills in its "thinking" message.
    pub(super) fn follow_up(&self, token: &str, body: Body) -> Response<Full<Bytes>> {
        let pending = self.state().interactions.get(token).cloned();
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
            if let Some(p) = s.interactions.get_mut(token) {
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

    /// `POST` of a message in a channel, with `enforce_nonce` as Discord keeps it.
    pub(super) fn post_message(
        &self,
        a: &Asked,
        channel: &str,
        body: Body,
    ) -> Response<Full<Bytes>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
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

    /// `PATCH` of one of the bot's own messages in a channel.
    pub(super) fn edit_message(
        &self,
        a: &Asked,
        channel: &str,
        message: &str,
        body: Body,
    ) -> Response<Full<Bytes>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
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

    /// `POST` of a thread without a message.
    pub(super) fn start_thread(
        &self,
        a: &Asked,
        parent: &str,
        body: Body,
    ) -> Response<Full<Bytes>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
        let parent_id: u64 = parent.parse().unwrap_or(0);
        let mut s = self.state();
        let c = s.channel(parent_id);
        let refusal = thread_refusal(&s, &c, &body);
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
            thread_json(
                id,
                kind,
                &Channel {
                    parent: Some(parent_id),
                    auto_archive,
                    guild: c.guild,
                    ..Channel::default()
                },
                &body.json["name"],
            ),
        )
    }

    /// `PATCH` of a channel: only the bot's game threads, archived or not.
    pub(super) fn modify_thread(
        &self,
        a: &Asked,
        channel: &str,
        body: Body,
    ) -> Response<Full<Bytes>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
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
            thread_json(
                id,
                11,
                &Channel {
                    parent: Some(parent),
                    ..c
                },
                &json!("game"),
            ),
        )
    }

    /// A server's channels, without threads.
    pub(super) fn guild_channels(&self, guild: &str) -> Response<Full<Bytes>> {
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

    /// One channel, as the bot may see it.
    pub(super) fn get_channel(&self, channel: &str) -> Response<Full<Bytes>> {
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

    /// `DELETE` of one of the bot's messages.
    pub(super) fn delete_message(&self, channel: &str, message: &str) -> Response<Full<Bytes>> {
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
}

/// Why Discord refuses a new thread in channel `c`: gone, a thread
/// itself, the bot's permissions, the server's active threads, or the
/// thread's name or archive duration.
fn thread_refusal(s: &State, c: &Channel, body: &Body) -> Option<(StatusCode, Value)> {
    if c.deleted {
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
    }
}

/// A thread as Discord returns it: of `kind` (11 public, 12 private),
/// as `c` says it stands.
fn thread_json(id: u64, kind: u64, c: &Channel, name: &Value) -> Value {
    json!({ "id": id.to_string(), "type": kind, "guild_id": c.guild.to_string(),
            "parent_id": c.parent.unwrap_or(0).to_string(),
            "name": name, "owner_id": BOT_ID.to_string(), "message_count": 0, "member_count": 1,
            "thread_metadata": { "archived": c.archived, "auto_archive_duration": c.auto_archive, "archive_timestamp": "2026-11-22T00:00:00.000000+00:00", "locked": c.locked },
            "flags": 0, "rate_limit_per_user": 0, "last_message_id": null, "total_message_sent": 0 })
}
