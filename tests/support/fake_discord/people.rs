//! Simulated people: who they are, and the commands and clicks they send
//! the bot.

use super::*;

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
pub(super) fn is_join(custom_id: &str) -> bool {
    custom_id.starts_with("cb1:l:") && custom_id.ends_with(":j")
}

pub(super) fn user_json(p: &Person) -> Value {
    json!({ "id": p.id.to_string(), "username": p.name.to_lowercase(), "global_name": p.name,
            "discriminator": "0", "avatar": null, "bot": false, "public_flags": 0 })
}

pub(super) fn member_json(p: &Person) -> Value {
    let roles: Vec<String> = p.roles.iter().map(u64::to_string).collect();
    json!({ "user": user_json(p), "nick": null, "avatar": null, "roles": roles, "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "premium_since": null, "deaf": false, "mute": false, "flags": 0, "pending": false,
            "permissions": p.permissions.to_string(), "communication_disabled_until": null })
}

impl Fake {
    pub(super) fn new_interaction(&self, channel: u64, source: Option<u64>) -> (u64, String) {
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

    pub(super) fn interaction_base(
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

/// The control with `custom_id` in a message's components, at any depth
/// (rows, and the containers and sections of Components V2).
pub(super) fn find_control<'a>(components: &'a Value, custom_id: &str) -> Option<&'a Value> {
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
