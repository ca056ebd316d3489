//! Messages in channels and answers to interactions: posted, edited,
//! read, and refused as Discord refuses them.

use super::*;

impl Fake {
    /// One message, as Discord returns it: View Channel and Read Message
    /// History needed (403 50001 and 50013 without); an ephemeral message,
    /// or one of another channel, is not there (404 10008).
    pub(super) fn get_message(&self, channel: u64, id: u64) -> Response<Full<Bytes>> {
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
    pub(super) fn list_messages(
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

    pub(super) fn create(&self, channel: u64, body: &Body, token: Option<String>) -> Msg {
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
    pub(super) fn refuse(
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
    pub(super) fn documented_refusal(
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

    pub(super) fn card_refusal(
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
    pub(super) fn upload_emoji(&self, json: &Value) -> Response<Full<Bytes>> {
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

    pub(super) fn callback(&self, token: &str, body: Body) -> Response<Full<Bytes>> {
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

    pub(super) fn apply_edit(&self, id: u64, body: &Body) {
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

    pub(super) fn edit_original(&self, token: &str, body: Body) -> Response<Full<Bytes>> {
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
}

/// The alt texts a body's attachments list gives its new files (those
/// named by their index among the files sent), by the ids they got.
pub(super) fn new_alts(json: &Value, ids: &[u64]) -> HashMap<u64, String> {
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
pub(super) fn base64_decode(text: &str) -> Option<Vec<u8>> {
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
