//! What Discord refuses in a message the bot sends (a post, an edit, an
//! interaction's answer or follow-up) and in reading a channel's
//! messages, beyond the shapes the OpenAPI description checks and the
//! cards' rules (`v2.rs`). Each rule names where Discord says it:
//!
//! - `content` "up to 2000 characters", `nonce` "up to 25 characters", at
//!   least one of `content`, `embeds`, `sticker_ids`, `components`,
//!   `files[n]` or `poll` (`50006`, "Cannot send an empty message"), and
//!   only `SUPPRESS_EMBEDS`, `SUPPRESS_NOTIFICATIONS`, `IS_VOICE_MESSAGE`
//!   and `IS_COMPONENTS_V2` set in `flags` (`resources/message.mdx`,
//!   "Create Message"); an edit sets `SUPPRESS_EMBEDS` and
//!   `IS_COMPONENTS_V2` only ("Edit Message"); an interaction's message
//!   adds `EPHEMERAL` (`interactions/receiving-and-responding.mdx`,
//!   "Interaction Callback Data Structure").
//! - "The maximum request size when sending a message is 25 MiB"
//!   ("Create Message", "Limitations"), and "the default limit is 10 MiB"
//!   a file (`reference.mdx`, "Uploading Files"): `413`, `40005`.
//! - At most 10 attachments (`30015`, "Maximum number of attachments in a
//!   message reached (10)", `topics/opcodes-and-status-codes.mdx`), each
//!   `description` at most 1024 characters ("Attachment Request
//!   Structure").
//! - `allowed_mentions`: `users` and `roles` "max 100" each, and `parse`
//!   "mutually exclusive" with the list of its own type ("Allowed
//!   Mentions Object": "causing a validation error").
//! - Reading a channel's messages: `limit` 1–100, and "the `before`,
//!   `after`, and `around` parameters are mutually exclusive" ("Get
//!   Channel Messages").
//!
//! Each refusal is Discord's `400 50035 Invalid Form Body` with its field
//! unless the docs give another code.

use std::collections::HashMap;

use hyper::StatusCode;
use serde_json::{Value, json};

/// A refusal: Discord's status and body.
pub type Refusal = (StatusCode, Value);

pub const CONTENT_MOST: usize = 2_000;
pub const NONCE_MOST: usize = 25;
pub const REQUEST_MOST: usize = 25 * 1024 * 1024;
pub const FILE_MOST: usize = 10 * 1024 * 1024;
pub const FILES_MOST: usize = 10;
pub const ALT_MOST: usize = 1_024;
pub const MENTIONS_MOST: usize = 100;

const SUPPRESS_EMBEDS: u64 = 1 << 2;
const EPHEMERAL: u64 = 1 << 6;
const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;
const IS_VOICE_MESSAGE: u64 = 1 << 13;
const IS_COMPONENTS_V2: u64 = 1 << 15;

/// What a request sends Discord, as far as these rules look.
pub struct Sent<'a> {
    pub json: &'a Value,
    pub files: usize,
    /// The largest file's bytes.
    pub largest: usize,
    /// The whole request's bytes.
    pub bytes: usize,
}

/// The kind of message a request makes or changes, and so the flags it
/// may set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A channel's new message.
    Post,
    /// An edit of a channel's message.
    Edit,
    /// An interaction's message: its answer, a follow-up, or an edit of
    /// one of them.
    Interaction,
    /// A deferred answer ("thinking"), whose only flag is `EPHEMERAL`.
    Defer,
}

fn invalid(field: &str, code: &str, message: String) -> Refusal {
    (
        StatusCode::BAD_REQUEST,
        json!({ "code": 50035, "message": "Invalid Form Body",
                "errors": { field: { "_errors": [{ "code": code, "message": message }] } } }),
    )
}

/// The message a request on `method` `parts` makes or changes, and its
/// JSON there (an interaction's answer carries it in `data`).
pub fn message_of<'a>(method: &str, parts: &[&str], json: &'a Value) -> Option<(Kind, &'a Value)> {
    match (method, parts) {
        ("POST", ["channels", _, "messages"]) => Some((Kind::Post, json)),
        ("PATCH", ["channels", _, "messages", _]) => Some((Kind::Edit, json)),
        ("POST", ["webhooks", _, _]) | ("PATCH", ["webhooks", _, _, "messages", _]) => {
            Some((Kind::Interaction, json))
        }
        ("POST", ["interactions", _, _, "callback"]) => match json["type"].as_u64() {
            Some(4 | 7) => Some((Kind::Interaction, &json["data"])),
            Some(5) => Some((Kind::Defer, &json["data"])),
            _ => None,
        },
        _ => None,
    }
}

/// What Discord refuses in a message of `kind` sent as `sent`.
pub fn refusal(kind: Kind, sent: &Sent<'_>) -> Option<Refusal> {
    let json = sent.json;
    if sent.bytes > REQUEST_MOST || sent.largest > FILE_MOST {
        return Some((
            StatusCode::PAYLOAD_TOO_LARGE,
            json!({ "code": 40005, "message": "Request entity too large" }),
        ));
    }
    if sent.files > FILES_MOST
        || json["attachments"]
            .as_array()
            .is_some_and(|a| a.len() > FILES_MOST)
    {
        return Some((
            StatusCode::BAD_REQUEST,
            json!({ "code": 30015, "message": "Maximum number of attachments in a message reached (10)" }),
        ));
    }
    text_refusal(json)
        .or_else(|| flags_refusal(kind, json))
        .or_else(|| mentions_refusal(&json["allowed_mentions"]))
        .or_else(|| alt_refusal(json))
        .or_else(|| (kind == Kind::Post).then(|| empty_refusal(sent)).flatten())
}

fn text_refusal(json: &Value) -> Option<Refusal> {
    let content = json["content"].as_str().map_or(0, |c| c.chars().count());
    if content > CONTENT_MOST {
        return Some(invalid(
            "content",
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {CONTENT_MOST} or fewer in length."),
        ));
    }
    let nonce = match &json["nonce"] {
        Value::String(n) => n.chars().count(),
        Value::Number(n) => n.to_string().len(),
        _ => 0,
    };
    (nonce > NONCE_MOST).then(|| {
        invalid(
            "nonce",
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {NONCE_MOST} or fewer in length."),
        )
    })
}

fn flags_refusal(kind: Kind, json: &Value) -> Option<Refusal> {
    let flags = json["flags"].as_u64()?;
    let allowed = match kind {
        Kind::Post => {
            SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
        }
        Kind::Edit => SUPPRESS_EMBEDS | IS_COMPONENTS_V2,
        Kind::Interaction => {
            SUPPRESS_EMBEDS
                | EPHEMERAL
                | IS_COMPONENTS_V2
                | IS_VOICE_MESSAGE
                | SUPPRESS_NOTIFICATIONS
        }
        Kind::Defer => EPHEMERAL,
    };
    (flags & !allowed != 0).then(|| {
        invalid(
            "flags",
            "MESSAGE_FLAGS_INVALID",
            format!("flags {flags:#x} sets what a {kind:?} may not ({allowed:#x} at most)"),
        )
    })
}

fn mentions_refusal(allowed: &Value) -> Option<Refusal> {
    let parse: Vec<&str> = allowed["parse"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    for (list, kind) in [("users", "users"), ("roles", "roles")] {
        let n = allowed[list].as_array().map_or(0, Vec::len);
        if n > MENTIONS_MOST {
            return Some(invalid(
                "allowed_mentions",
                "BASE_TYPE_MAX_LENGTH",
                format!("{list}: Must be {MENTIONS_MOST} or fewer in length."),
            ));
        }
        if n > 0 && parse.contains(&kind) {
            return Some(invalid(
                "allowed_mentions",
                "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                format!("parse: [\"{kind}\"] and a {list} list are mutually exclusive"),
            ));
        }
    }
    None
}

fn alt_refusal(json: &Value) -> Option<Refusal> {
    let long = json["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["description"].as_str())
        .any(|d| d.chars().count() > ALT_MOST);
    long.then(|| {
        invalid(
            "attachments",
            "BASE_TYPE_MAX_LENGTH",
            format!("description: Must be {ALT_MOST} or fewer in length."),
        )
    })
}

fn empty_refusal(sent: &Sent<'_>) -> Option<Refusal> {
    let json = sent.json;
    let some = |key: &str| match &json[key] {
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Null => false,
        _ => true,
    };
    let any = ["content", "embeds", "sticker_ids", "components", "poll"]
        .iter()
        .any(|k| some(k))
        || sent.files > 0;
    (!any).then(|| {
        (
            StatusCode::BAD_REQUEST,
            json!({ "code": 50006, "message": "Cannot send an empty message" }),
        )
    })
}

/// What Discord refuses in reading a channel's messages with `query`.
pub fn read_refusal(query: &HashMap<String, String>) -> Option<Refusal> {
    if let Some(limit) = query.get("limit") {
        let ok = limit.parse::<u64>().is_ok_and(|n| (1..=100).contains(&n));
        if !ok {
            return Some(invalid(
                "limit",
                "NUMBER_TYPE_MAX",
                format!("limit {limit}: 1 to 100"),
            ));
        }
    }
    let anchors = ["before", "after", "around"]
        .iter()
        .filter(|k| query.contains_key(**k))
        .count();
    (anchors > 1).then(|| {
        invalid(
            "before",
            "BASE_TYPE_INVALID",
            "before, after and around are mutually exclusive".into(),
        )
    })
}
