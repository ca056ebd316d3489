//! Components V2 as Discord checks them, beyond the spec's schemas: the
//! flag (`IS_COMPONENTS_V2`, 1 << 15) makes a message a layout of
//! components, refuses `content`, `embeds`, `poll` and `stickers` beside
//! it, cannot be taken off by an edit, allows 40 components in all (nested
//! ones counted) and 4,000 characters of text in all; without it, the
//! layout components are refused and at most 5 rows are allowed. A
//! picture named `attachment://NAME` must be a file of the message. A
//! link button (style 5) has a `url` and no `custom_id`, any other button
//! a `custom_id` and no `url` (docs: `components/reference#button`).

use serde_json::Value;

pub const IS_COMPONENTS_V2: u64 = 1 << 15;
pub const MAX_COMPONENTS: usize = 40;
pub const MAX_TEXT: usize = 4000;
/// Components only a V2 message may hold: section, text display,
/// thumbnail, media gallery, file, separator, container.
const LAYOUT: [u64; 7] = [9, 10, 11, 12, 13, 14, 17];

/// What is known of the message a body edits.
pub struct Edited<'a> {
    pub v2: bool,
    /// Whether it has text of its own (`content`).
    pub has_content: bool,
    /// The names of its files that the edit keeps.
    pub kept: &'a [String],
}

/// Every component of `components`, nested ones and accessories included,
/// depth first.
fn walk(components: &Value, out: &mut Vec<Value>) {
    for c in components.as_array().into_iter().flatten() {
        out.push(c.clone());
        walk(&c["components"], out);
        if c.get("accessory").is_some_and(Value::is_object) {
            out.push(c["accessory"].clone());
        }
    }
}

/// The text of a V2 message's text displays, a line each, as a person
/// reads it (what the fake keeps as the message's text).
pub fn text_of(components: &Value) -> String {
    let mut all = Vec::new();
    walk(components, &mut all);
    all.iter()
        .filter(|c| c["type"] == 10)
        .filter_map(|c| c["content"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The addresses of every picture and file the components show.
fn media_urls(all: &[Value]) -> Vec<&str> {
    let mut urls = Vec::new();
    for c in all {
        let mut media = vec![&c["media"]];
        media.extend(
            c["items"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|i| &i["media"]),
        );
        media.push(&c["file"]);
        urls.extend(media.into_iter().filter_map(|m| m["url"].as_str()));
    }
    urls
}

/// The `attachment://` names a body's components show.
fn attachment_urls(all: &[Value]) -> Vec<String> {
    media_urls(all)
        .into_iter()
        .filter_map(|u| u.strip_prefix("attachment://"))
        .map(str::to_string)
        .collect()
}

/// What Discord refuses in components' `id`s: "32 bit integer used as an
/// optional identifier for component", which "must be unique within the
/// message" (`components/reference.mdx`, "Anatomy of a Component"; 0 is
/// taken as none).
///
/// Also the rows and `custom_id`s: "Multiple components on the same
/// message must not share the same `custom_id`", and a row holds "up to 5
/// contextually grouped buttons" or "a single select component" (the
/// same page, "Custom ID", "Action Row").
fn id_problems(all: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    let mut custom_ids = std::collections::HashSet::new();
    for c in all {
        if let Some(id) = c["custom_id"].as_str()
            && !custom_ids.insert(id.to_string())
        {
            out.push(format!("two components have the custom_id {id:?}"));
        }
        if c["type"] == 1 {
            let inner = c["components"].as_array().map_or(&[][..], Vec::as_slice);
            let menus = inner
                .iter()
                .filter(|i| matches!(i["type"].as_u64(), Some(3 | 5..=8)))
                .count();
            if menus > 0 && inner.len() > 1 {
                out.push("a row with a select and more beside it".to_string());
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    for c in all {
        let Some(id) = c.get("id").filter(|v| !v.is_null()) else {
            continue;
        };
        match id.as_i64() {
            Some(0) => {}
            Some(n) if i32::try_from(n).is_ok() => {
                if !seen.insert(n) {
                    out.push(format!("two components have the id {n}"));
                }
            }
            _ => out.push(format!("a component's id {id} is not a 32-bit integer")),
        }
    }
    out
}

/// Gives every component without an `id` one, as Discord does: "generated
/// sequentially if left empty", never one "that exists in the message"
/// (`components/reference.mdx`, "Anatomy of a Component").
pub fn number(components: &mut Value) {
    fn taken(v: &Value, out: &mut std::collections::HashSet<i64>) {
        for c in v.as_array().into_iter().flatten() {
            if let Some(id) = c["id"].as_i64().filter(|&i| i != 0) {
                out.insert(id);
            }
            taken(&c["components"], out);
            if c["accessory"].is_object() {
                taken(&Value::Array(vec![c["accessory"].clone()]), out);
            }
        }
    }
    fn give(v: &mut Value, next: &mut i64, taken: &std::collections::HashSet<i64>) {
        for c in v.as_array_mut().into_iter().flatten() {
            if c["id"].as_i64().is_none_or(|i| i == 0) {
                while taken.contains(next) {
                    *next += 1;
                }
                c["id"] = serde_json::json!(*next);
                *next += 1;
            }
            if c.get("components").is_some() {
                give(&mut c["components"], next, taken);
            }
            if c["accessory"].is_object() {
                let mut one = Value::Array(vec![c["accessory"].take()]);
                give(&mut one, next, taken);
                c["accessory"] = one[0].take();
            }
        }
    }
    let mut ids = std::collections::HashSet::new();
    taken(components, &mut ids);
    give(components, &mut 1, &ids);
}

/// Whether a message made or edited by `body` is a V2 one.
pub fn is_v2(body: &Value, edited: Option<&Edited<'_>>) -> bool {
    match body["flags"].as_u64() {
        Some(f) => f & IS_COMPONENTS_V2 != 0,
        None => edited.is_some_and(|e| e.v2),
    }
}

/// Every way `body` (a message's JSON) breaks Discord's rules for
/// components; `files`, the names of the files sent with it; `edited`, the
/// message it edits (none: a new message).
pub fn problems(body: &Value, files: &[String], edited: Option<&Edited<'_>>) -> Vec<String> {
    let mut out = Vec::new();
    let v2 = is_v2(body, edited);
    if edited.is_some_and(|e| e.v2) && !v2 {
        out.push("the IS_COMPONENTS_V2 flag cannot be removed from a message".to_string());
    }
    let mut all = Vec::new();
    walk(&body["components"], &mut all);
    for button in all.iter().filter(|c| c["type"] == 2) {
        out.extend(button_problems(button));
    }
    out.extend(id_problems(&all));
    if v2 {
        // The flag disables `content`: a card's text is its text displays.
        if body.get("content").is_some_and(|c| !c.is_null()) {
            out.push("content beside the IS_COMPONENTS_V2 flag".to_string());
        }
        if body["embeds"].as_array().is_some_and(|e| !e.is_empty()) {
            out.push("embeds beside the IS_COMPONENTS_V2 flag".to_string());
        }
        for field in ["poll", "stickers", "sticker_ids"] {
            if body.get(field).is_some_and(|v| !v.is_null()) {
                out.push(format!("{field} beside the IS_COMPONENTS_V2 flag"));
            }
        }
        if edited.is_some_and(|e| !e.v2 && e.has_content)
            && !body.get("content").is_some_and(Value::is_null)
        {
            // Made V2 by an edit: the old text must be set to null.
            out.push("a message made V2 by an edit keeps its content".to_string());
        }
        if body.get("components").is_some() || edited.is_none() {
            if all.is_empty() {
                out.push("a V2 message with no components".to_string());
            }
            if all.len() > MAX_COMPONENTS {
                out.push(format!(
                    "{} components, more than {MAX_COMPONENTS}",
                    all.len()
                ));
            }
            let text: usize = all
                .iter()
                .filter(|c| c["type"] == 10)
                .filter_map(|c| c["content"].as_str())
                .map(|t| t.chars().count())
                .sum();
            if text > MAX_TEXT {
                out.push(format!(
                    "{text} characters of text displays, more than {MAX_TEXT}"
                ));
            }
            let kept = edited.map_or(&[][..], |e| e.kept);
            for name in attachment_urls(&all) {
                if !files.contains(&name) && !kept.contains(&name) {
                    out.push(format!("attachment://{name} names no file of the message"));
                }
            }
        }
    } else {
        if let Some(t) = all
            .iter()
            .filter_map(|c| c["type"].as_u64())
            .find(|t| LAYOUT.contains(t))
        {
            out.push(format!(
                "a component of type {t} without the IS_COMPONENTS_V2 flag"
            ));
        }
        if body["components"]
            .as_array()
            .is_some_and(|rows| rows.len() > 5)
        {
            out.push("more than 5 rows of components".to_string());
        }
    }
    out
}

/// How a button breaks Discord's rules for its kind: a link button (style
/// 5) must have a `url` (http, https or discord, at most 512 characters)
/// and cannot have a `custom_id`; any other must have a `custom_id` and
/// cannot have a `url`. Source: Discord's docs, `components/reference#button`
/// ("Non-link and non-premium buttons must have a custom_id, and cannot
/// have a url or a sku_id. Link buttons must have a url, and cannot have a
/// custom_id").
fn button_problems(b: &Value) -> Vec<String> {
    let has = |k: &str| b.get(k).is_some_and(|v| !v.is_null());
    let mut out = Vec::new();
    if b["style"] == 5 {
        if has("custom_id") {
            out.push("a link button with a custom_id".to_string());
        }
        match b["url"].as_str() {
            None => out.push("a link button without a url".to_string()),
            Some(url) => {
                let scheme = ["http://", "https://", "discord://"]
                    .iter()
                    .any(|s| url.starts_with(s));
                if !scheme || url.len() > 512 {
                    out.push(format!(
                        "a link button's url is not a link Discord takes: {url}"
                    ));
                }
            }
        }
    } else {
        if !has("custom_id") {
            out.push("a button without a custom_id".to_string());
        }
        if has("url") {
            out.push("a button that is not a link with a url".to_string());
        }
    }
    out
}

/// The files sent with a V2 message that none of its components shows:
/// Discord shows a card's files only through a thumbnail, a gallery or a
/// file component, so these are uploaded for nobody to see.
pub fn unshown(body: &Value, files: &[String], edited: Option<&Edited<'_>>) -> Vec<String> {
    if !is_v2(body, edited) || body.get("components").is_none() {
        return Vec::new();
    }
    let mut all = Vec::new();
    walk(&body["components"], &mut all);
    let shown = attachment_urls(&all);
    let mut out: Vec<String> = files
        .iter()
        .filter(|f| !shown.contains(f))
        .map(|f| format!("{f} is sent with a card that shows it nowhere"))
        .collect();
    // "attachment_id: This field is ignored and provided by the API as
    // part of the response" (`components/reference.mdx`, "Unfurled Media
    // Item"), and the address it came with is a signed link that expires
    // (`reference.mdx`, "Signed Attachment CDN URLs"): Discord takes it,
    // and the picture breaks later. A picture of the message's own is
    // named `attachment://NAME`.
    for url in media_urls(&all) {
        if url.starts_with(CDN_ATTACHMENTS)
            || url.starts_with("https://media.discordapp.net/attachments/")
        {
            out.push(format!("a picture named by the address Discord returned, which expires ({url}): name it attachment://NAME"));
        }
    }
    out
}

/// Custom emojis a message names that are not the application's (`known`
/// says which ids are): on a button or a menu option Discord refuses the
/// message ("Invalid emoji"); in text, it shows `:name:` instead of the
/// picture (taken, and noted here as a fault of the bot's). Both lists.
pub fn emoji_problems(json: &Value, known: &dyn Fn(&str) -> bool) -> (Vec<String>, Vec<String>) {
    let mut all = Vec::new();
    walk(&json["components"], &mut all);
    let mut refused = Vec::new();
    for c in &all {
        let mut emojis = vec![&c["emoji"]];
        emojis.extend(
            c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| &o["emoji"]),
        );
        // A custom emoji names its id (a Unicode one has none).
        for e in emojis.into_iter().filter(|e| !e["id"].is_null()) {
            let id = e["id"]
                .as_str()
                .map_or_else(|| e["id"].to_string(), String::from);
            if !known(&id) {
                refused.push(format!("Invalid emoji: {e} is not one the application has"));
            }
        }
    }
    let mut unshown = Vec::new();
    // A picture may be any address Discord can fetch (`reference.mdx`,
    // "Unfurled Media Item"); one of an emoji of the application's must
    // name one it has, or the card shows a broken picture.
    for url in media_urls(&all) {
        if let Some(rest) = url.strip_prefix("https://cdn.discordapp.com/emojis/") {
            let id = rest.split(['.', '?']).next().unwrap_or_default();
            if !known(id) {
                unshown.push(format!(
                    "a picture of emoji {id}, which the application does not have (shown broken)"
                ));
            }
        }
    }
    let mut texts: Vec<String> = json["content"]
        .as_str()
        .map(String::from)
        .into_iter()
        .collect();
    texts.push(text_of(&json["components"]));
    for text in texts {
        let mut rest = text.as_str();
        while let Some(at) = rest.find("<:") {
            rest = &rest[at + 2..];
            let Some(end) = rest.find('>') else { break };
            let inner = &rest[..end];
            if let Some((name, id)) = inner.split_once(':')
                && id.bytes().all(|b| b.is_ascii_digit())
                && !known(id)
            {
                unshown.push(format!("the text names emoji {name}:{id}, which the application does not have (shown as :{name}:)"));
            }
            rest = &rest[end..];
        }
    }
    (refused, unshown)
}

/// The address Discord's CDN gives file `id` called `name` in `channel`:
/// a signed link that expires (`ex`, `is`, `hm`), as Discord's are
/// (`reference.mdx`, "Signed Attachment CDN URLs").
pub fn cdn_url(channel: u64, id: u64, name: &str) -> String {
    format!("{CDN_ATTACHMENTS}{channel}/{id}/{name}?ex=6a1b2c3d&is=6a1a4b5c&hm=0f1e2d3c")
}

/// Where Discord's CDN keeps attachments.
const CDN_ATTACHMENTS: &str = "https://cdn.discordapp.com/attachments/";

/// The file a media address names among `files` (id, name): an
/// `attachment://NAME` of the request, or a CDN address read back.
fn named_file(url: &str, files: &[(u64, String)]) -> Option<u64> {
    if let Some(name) = url.strip_prefix("attachment://") {
        return files.iter().find(|(_, n)| n == name).map(|(id, _)| *id);
    }
    let rest = url.strip_prefix(CDN_ATTACHMENTS)?;
    let id: u64 = rest.split('/').nth(1)?.parse().ok()?;
    files.iter().any(|(i, _)| *i == id).then_some(id)
}

/// A card's components as Discord sends them back: each media item that
/// names a file of the message resolved to the file's CDN address, with
/// its `attachment_id` (discord-api-docs #7611); and the ids of the files
/// so shown, which Discord leaves out of the message's `attachments`
/// (`message.mdx`: "any attached files that are not referenced in embeds
/// or components"; discord-api-docs #8277).
pub fn resolved(components: &Value, files: &[(u64, String)], channel: u64) -> (Value, Vec<u64>) {
    let mut out = components.clone();
    let mut shown = Vec::new();
    resolve(&mut out, files, channel, &mut shown);
    (out, shown)
}

fn resolve(v: &mut Value, files: &[(u64, String)], channel: u64, shown: &mut Vec<u64>) {
    match v {
        Value::Array(items) => items
            .iter_mut()
            .for_each(|i| resolve(i, files, channel, shown)),
        Value::Object(fields) => {
            for key in ["media", "file"] {
                let Some(media) = fields.get_mut(key) else {
                    continue;
                };
                let Some(id) = media["url"].as_str().and_then(|u| named_file(u, files)) else {
                    continue;
                };
                let name = files.iter().find(|(i, _)| *i == id).map(|(_, n)| n.clone());
                let url = cdn_url(channel, id, &name.unwrap_or_default());
                *media = serde_json::json!({
                    "id": id.to_string(), "url": url, "proxy_url": url,
                    "width": 640, "height": 640, "content_type": "image/png",
                    "attachment_id": id.to_string(),
                });
                if !shown.contains(&id) {
                    shown.push(id);
                }
            }
            for (key, inner) in fields.iter_mut() {
                if key != "media" && key != "file" {
                    resolve(inner, files, channel, shown);
                }
            }
        }
        _ => {}
    }
}
