//! Finding a message the bot posted before, on Discord: the channel's
//! messages are read page by page and each one's print (see
//! [`crate::game::posted`], which decides) is read from the JSON Discord
//! sends: a card's controls at any depth, its text displays, and the files
//! it shows in media components as well as its attachments.

use poise::serenity_prelude as serenity;
use serde_json::Value;
use serenity::{ChannelId, MessageId, UserId};

use super::ids::ComponentId;
use super::rest::{Rest, RestError};
pub use crate::game::posted::Controls;
use crate::game::posted::{PostMark, Print, Stamp};

/// Messages asked for at once (Discord's most).
const PAGE: usize = 100;
/// Pages looked through at most before the bot gives up and posts again.
const PAGES: usize = 5;

/// What a control's custom id names.
fn mark_of(custom_id: &str) -> PostMark {
    match ComponentId::parse(custom_id) {
        Some(ComponentId::Lobby { game, .. }) => PostMark::Lobby { game },
        Some(
            ComponentId::Pick { game, key, .. }
            | ComponentId::Page { game, key, .. }
            | ComponentId::Rotate { game, key, .. }
            | ComponentId::Confirm { game, key, .. }
            | ComponentId::Spot { game, key, .. }
            | ComponentId::SpotMenu { game, key }
            | ComponentId::ReturnAbbot { game, key }
            | ComponentId::TakeBack { game, key },
        ) => PostMark::Turn { game, key },
        Some(ComponentId::Undo { game, moves, .. }) => PostMark::Undo { game, moves },
        Some(ComponentId::Rematch { game }) => PostMark::Final { game },
        Some(
            ComponentId::Leaderboard { .. }
            | ComponentId::Games { .. }
            | ComponentId::OpenBoard { .. }
            | ComponentId::Tournament { .. },
        )
        | None => PostMark::Other,
    }
}

/// The print of a message as Discord returns it, or of the body the bot
/// sends to create one (the two share their field names).
pub fn print_of(message: &Value) -> Print {
    let mut controls = Vec::new();
    if let Some(components) = message.get("components") {
        custom_ids(components, &mut controls);
    }
    let marks = controls.iter().map(|c| mark_of(c)).collect();
    let mut files: Vec<String> = message["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f["filename"].as_str().map(str::to_string))
        .collect();
    // A card's pictures are not among its attachments as Discord returns
    // it (`message.mdx`: "attachments ... not referenced in embeds or
    // components"); they are in its media components.
    shown_files(&message["components"], &mut files);
    // A card's text is its text displays'.
    let mut content = message["content"].as_str().unwrap_or("").trim().to_string();
    if content.is_empty() {
        let mut texts = Vec::new();
        text_displays(&message["components"], &mut texts);
        content = texts.join("\n");
    }
    Print::new(&content, marks, files).stamped(stamp_of(message))
}

/// The stamp a message carries: the id of one of its outermost
/// components, in a stamp's range (Discord numbers the others from 1).
fn stamp_of(message: &Value) -> Option<Stamp> {
    message["components"]
        .as_array()?
        .iter()
        .find_map(|c| c["id"].as_u64().and_then(Stamp::read))
}

/// The texts of a card's text displays, depth first.
fn text_displays(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| text_displays(i, out)),
        Value::Object(fields) => {
            if fields.get("type").and_then(Value::as_u64) == Some(10)
                && let Some(text) = fields.get("content").and_then(Value::as_str)
            {
                out.push(text.to_string());
            }
            if let Some(inner) = fields.get("components") {
                text_displays(inner, out);
            }
        }
        _ => {}
    }
}

/// The names of the files a card's media components show: `attachment://`
/// names as the bot sends them, or the last part of the address Discord
/// answers with.
fn shown_files(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| shown_files(i, out)),
        Value::Object(fields) => {
            for key in ["media", "file"] {
                if let Some(name) = fields
                    .get(key)
                    .and_then(|m| m["url"].as_str())
                    .and_then(file_name)
                {
                    out.push(name);
                }
            }
            for key in ["components", "items", "accessory"] {
                if let Some(inner) = fields.get(key) {
                    shown_files(inner, out);
                }
            }
        }
        _ => {}
    }
}

/// The file an address names: `attachment://NAME`, or a CDN address's
/// last part (before its query).
pub fn file_name(url: &str) -> Option<String> {
    if let Some(name) = url.strip_prefix("attachment://") {
        return Some(name.to_string());
    }
    let path = url.split(['?', '#']).next()?;
    path.rsplit('/')
        .next()
        .filter(|n| !n.is_empty())
        .map(str::to_string)
}

fn custom_ids(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| custom_ids(i, out)),
        Value::Object(fields) => {
            if let Some(id) = fields.get("custom_id").and_then(Value::as_str) {
                out.push(id.to_string());
            }
            fields.values().for_each(|f| custom_ids(f, out));
        }
        _ => {}
    }
}

/// The bot's message in `channel` with `print`, posted after message
/// `after` (or among the newest, without it).
pub async fn find(
    rest: &Rest,
    bot: UserId,
    channel: ChannelId,
    after: Option<MessageId>,
    print: &Print,
) -> Result<Option<MessageId>, RestError> {
    let found = scan(rest, bot, channel, after, true, |p| print.same(p)).await?;
    Ok(found.first().copied())
}

/// The bot's messages in `channel` posted after message `after` (or among
/// the newest) that still carry controls of `kind` for `game`.
pub async fn find_controls(
    rest: &Rest,
    bot: UserId,
    channel: ChannelId,
    after: Option<MessageId>,
    game: i64,
    kind: Controls,
) -> Result<Vec<MessageId>, RestError> {
    scan(rest, bot, channel, after, false, |p| p.controls(game, kind)).await
}

/// The bot's messages that `is`, looked for page by page (the first one
/// only, if `first`).
async fn scan(
    rest: &Rest,
    bot: UserId,
    channel: ChannelId,
    after: Option<MessageId>,
    first: bool,
    is: impl Fn(&Print) -> bool,
) -> Result<Vec<MessageId>, RestError> {
    // With an anchor, forward from it (the message was posted soon after
    // the game's previous one); without, back from the newest.
    let (mut after, mut before) = (after.map(MessageId::get), None::<u64>);
    let mut found = Vec::new();
    for _ in 0..PAGES {
        let mut params = vec![("limit", PAGE.to_string())];
        if let Some(a) = after {
            params.push(("after", a.to_string()));
        } else if let Some(b) = before {
            params.push(("before", b.to_string()));
        }
        let page = rest.messages(channel, &params).await?;
        let id = |m: &Value| m["id"].as_str().and_then(|i| i.parse::<u64>().ok());
        for m in &page {
            let author = m["author"]["id"]
                .as_str()
                .and_then(|i| i.parse::<u64>().ok());
            if author == Some(bot.get())
                && is(&print_of(m))
                && let Some(one) = id(m).filter(|&i| i != 0)
            {
                found.push(MessageId::new(one));
                if first {
                    return Ok(found);
                }
            }
        }
        if page.len() < PAGE {
            return Ok(found);
        }
        let ids = page.iter().filter_map(id);
        match after {
            Some(_) => after = ids.max(),
            None => before = ids.min(),
        }
    }
    tracing::info!(%channel, "gave up looking for a message posted before");
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_print_knows_controls_at_any_depth_by_their_game_and_move() {
        let sent = json!({
            "content": "Your turn ",
            "components": [{ "type": 1, "components": [
                { "type": 3, "custom_id": "cb1:p:4:5:0", "options": [{ "value": "1" }] },
                { "type": 2, "custom_id": "cb1:r:4:5:1:1", "style": 1 },
            ]}],
            "attachments": [{ "id": 0, "filename": "carcassonne.png" }],
        });
        // The same turn, at its follower step since, in a card.
        let take_back = ComponentId::TakeBack { game: 4, key: 5 }.to_string();
        let spot = ComponentId::SpotMenu { game: 4, key: 5 }.to_string();
        let posted = json!({
            "id": "7", "content": "The tile is placed.",
            "components": [{ "type": 17, "components": [{ "type": 9,
                "accessory": { "type": 2, "custom_id": take_back } },
                { "type": 1, "components": [{ "type": 3, "custom_id": spot }] }] }],
            "attachments": [{ "id": "99", "filename": "carcassonne.png" }],
        });
        assert!(print_of(&sent).same(&print_of(&posted)));
        for other in ["cb1:r:4:6:1:1", "cb1:r:3:5:1:1", "cb1:l:4:j"] {
            let other = json!({ "content": "Your turn",
                "components": [{ "type": 1, "components": [{ "type": 2, "custom_id": other }] }] });
            assert!(!print_of(&sent).same(&print_of(&other)), "{other}");
        }
        let text = json!({ "content": "Ann scores 4." });
        assert!(print_of(&text).same(&print_of(&json!({ "content": "Ann scores 4.  " }))));
        assert!(!print_of(&text).same(&print_of(&json!({ "content": "Ann scores 5." }))));
        let other_file =
            json!({ "content": "Replay", "attachments": [{ "filename": "carcassonne-2.gif" }] });
        let file =
            json!({ "content": "Replay", "attachments": [{ "filename": "carcassonne-1.gif" }] });
        assert!(!print_of(&file).same(&print_of(&other_file)));
        assert!(print_of(&file).same(&print_of(&json!({ "content": "Replay" }))));
    }
}
