//! Game messages as cards (Components V2) on the wire: the bodies that
//! post or edit one, and taking the controls off one already posted.
//!
//! A public game message (the lobby, a turn, the news, the final scores,
//! the replay, an undo vote) is a card from the moment it is posted. An edit
//! sends a whole card again, with `content` set to null, which also turns a
//! plain message posted before into a card (Discord allows that, and never
//! the other way). Answers to commands and clicks, public or private, are
//! cards too.

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use serenity::{ChannelId, CreateAttachment, InteractionId, MessageId};

use super::icons::Icons;
use super::rest::{Rest, RestError};
use super::ui::Message;
use super::v2::{self, Card};
use crate::game::posted::Stamp;

/// `m` as a card ([`v2::card_of`]), with `files` (sent with it; its
/// pictures are shown in the gallery in that order).
pub fn card(m: &Message, files: &[CreateAttachment], icons: &Icons) -> Card {
    // Each picture with its alt text.
    let pictures = files
        .iter()
        .map(|f| (f.filename.clone(), f.description.clone()))
        .collect();
    v2::card_of(m, pictures, icons)
}

/// The body that posts `card` with `files` (sent with it, in order),
/// notifying `pings` only (users; nobody else), with an enforced `nonce`,
/// and `stamp` as the id of its outermost component (Discord shows it
/// back, and forgets a nonce after a few minutes: see
/// [`crate::game::posted`]).
pub fn post_body(
    card: &Card,
    files: &[CreateAttachment],
    pings: &[i64],
    nonce: &str,
    stamp: Option<Stamp>,
) -> Value {
    let users: Vec<String> = pings
        .iter()
        .filter(|&&u| u > 0)
        .map(i64::to_string)
        .collect();
    let mut components = json!(card);
    if let (Some(stamp), Some(outermost)) = (stamp, components.get_mut(0)) {
        outermost["id"] = json!(stamp.get());
    }
    json!({
        "flags": Card::flags(false),
        "components": components,
        "allowed_mentions": { "parse": [], "users": users },
        "nonce": nonce,
        "enforce_nonce": true,
        "attachments": attachments(files),
    })
}

/// The attachments list naming `files`, sent with the request in order.
fn attachments(files: &[CreateAttachment]) -> Vec<Value> {
    files
        .iter()
        .enumerate()
        .map(|(i, f)| match &f.description {
            Some(alt) => json!({ "id": i, "filename": f.filename, "description": alt }),
            None => json!({ "id": i, "filename": f.filename }),
        })
        .collect()
}

/// The body that shows `card` in place of a message: its text set to null
/// (a plain message becomes a card), its attachments those of `files`
/// (sent with the edit, in order), or, with `keep`, the message's own
/// attachments of those ids and no new ones.
pub fn edit_body(card: &Card, files: &[CreateAttachment], keep: Option<&[u64]>) -> Value {
    let attachments: Vec<Value> = match keep {
        Some(ids) => ids
            .iter()
            .map(|id| json!({ "id": id.to_string() }))
            .collect(),
        None => attachments(files),
    };
    json!({
        "flags": Card::flags(false),
        "content": null,
        "components": card,
        "attachments": attachments,
        // An edit never pings (the mentions were notified once, if at all).
        "allowed_mentions": { "parse": [] },
    })
}

/// The body of a message made in answer to an interaction (at once, or
/// as a follow-up): `card` with `files`, private or not, pinging nobody.
pub fn answer_body(card: &Card, files: &[CreateAttachment], ephemeral: bool) -> Value {
    json!({
        "flags": Card::flags(ephemeral),
        "components": card,
        "allowed_mentions": { "parse": [] },
        "attachments": attachments(files),
    })
}

/// Answers interaction `id` at once with a new message: `card`.
pub async fn respond(
    rest: &Rest,
    (id, token): (InteractionId, &str),
    card: &Card,
    files: &[CreateAttachment],
    ephemeral: bool,
) -> Result<(), RestError> {
    let body = json!({ "type": 4, "data": answer_body(card, files, ephemeral) });
    rest.respond((id, token), &body, files).await
}

/// Answers an interaction already acknowledged with `card`. The first
/// follow-up after a defer fills in its "thinking" message, whose
/// visibility it keeps whatever it asks (Discord takes the card's flag
/// there, never on the defer itself).
pub async fn follow_up(
    rest: &Rest,
    token: &str,
    card: &Card,
    files: &[CreateAttachment],
    ephemeral: bool,
) -> Result<(), RestError> {
    rest.follow_up(token, &answer_body(card, files, ephemeral), files)
        .await?;
    Ok(())
}

/// Takes the controls off the message an interaction's token answers
/// for (`@original`: the clicked message of a click), as [`strip`] does
/// for a channel's message; a private message cannot be read otherwise.
pub async fn strip_original(rest: &Rest, token: &str) -> Result<(), RestError> {
    let message = rest.original(token).await?;
    if let Some(body) = stripped(&message) {
        rest.edit_original(token, &body, &[]).await?;
    }
    Ok(())
}

/// A picture a card shows, as Discord sends the card back: the
/// attachment's id (kept by an edit that names it), its file name and its
/// alt text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardPicture {
    pub id: u64,
    pub name: String,
    pub alt: Option<String>,
}

/// The pictures `message` (as Discord sends it) shows in its media
/// components, in order: a card's pictures are there, never in its
/// `attachments` (`message.mdx`; discord-api-docs #8277). Each unfurled
/// media item names its attachment (`attachment_id`, discord-api-docs
/// #7611).
pub fn pictures_of(message: &Value) -> Vec<CardPicture> {
    let mut out = Vec::new();
    for c in components_of(message) {
        let mut media = vec![(&c["media"], &c["description"])];
        for item in c["items"].as_array().into_iter().flatten() {
            media.push((&item["media"], &item["description"]));
        }
        for (m, alt) in media {
            let (Some(id), Some(name)) = (
                super::rest::id_in(&m["attachment_id"]),
                m["url"].as_str().and_then(super::posted::file_name),
            ) else {
                continue;
            };
            if !out.iter().any(|s: &CardPicture| s.id == id) {
                out.push(CardPicture {
                    id,
                    name,
                    alt: alt.as_str().map(str::to_string),
                });
            }
        }
    }
    out
}

/// Every component of `message`, at any depth (rows, containers,
/// sections and their accessories), depth first.
fn components_of(message: &Value) -> Vec<&Value> {
    let mut out = Vec::new();
    let mut stack: Vec<&Value> = message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .rev()
        .collect();
    while let Some(c) = stack.pop() {
        out.push(c);
        if c.get("accessory").is_some_and(Value::is_object) {
            stack.push(&c["accessory"]);
        }
        stack.extend(c["components"].as_array().into_iter().flatten().rev());
    }
    out
}

/// The controls of `message` (as Discord sends it) at any depth: serenity
/// reads only top-level rows, so a card's controls are read here.
pub fn controls_of(message: &Value) -> Vec<&Value> {
    components_of(message)
        .into_iter()
        .filter(|c| c.get("custom_id").is_some())
        .collect()
}

/// Whether `card` is within Discord's limits; logged if not (it is then
/// not sent: Discord would refuse it).
pub fn fits(card: &Card, what: &str) -> bool {
    match card.check() {
        Ok(()) => true,
        Err(e) => {
            tracing::error!(error = %e, what, "a card over Discord's limits");
            false
        }
    }
}

/// Shows `m` (edged in `accent`) in place of message `id` in `channel`,
/// with `files` (none: its pictures go).
pub async fn edit(
    rest: &Rest,
    channel: ChannelId,
    id: MessageId,
    m: &Message,
    files: &[CreateAttachment],
    icons: &Icons,
) -> Result<(), RestError> {
    let card = card(m, files, icons);
    if !fits(&card, "edit a message") {
        // Never left with live controls that an edit meant to take off:
        // the message keeps what it says, without them.
        return strip(rest, channel, id).await;
    }
    rest.edit(channel, id, &edit_body(&card, files, None), files)
        .await?;
    Ok(())
}

/// Takes the controls off message `id` in `channel`, keeping what it says
/// and shows: a card is read back and sent again without its rows; a
/// plain message loses its rows.
pub async fn strip(rest: &Rest, channel: ChannelId, id: MessageId) -> Result<(), RestError> {
    let message = rest.message(channel, id).await?;
    if let Some(body) = stripped(&message) {
        rest.edit(channel, id, &body, &[]).await?;
    }
    Ok(())
}

/// The edit that takes the controls off `message` (as Discord returns
/// it): a card sent again without its rows, a plain message without its
/// rows; `None` for a card that would be left empty (kept as it is).
fn stripped(message: &Value) -> Option<Value> {
    match without_controls(message) {
        Some(mut components) => {
            let kept = named_media(&mut components);
            let attachments: Vec<Value> = kept
                .iter()
                .map(|id| json!({ "id": id.to_string() }))
                .collect();
            Some(json!({ "components": components, "attachments": attachments }))
        }
        None if is_card(message) => None,
        None => Some(json!({ "components": [] })),
    }
}

/// Components read back from Discord, made fit to send again: each
/// picture of the message's own named `attachment://NAME` (Discord's
/// address for it is a signed link that expires, and `attachment_id` "is
/// ignored" in requests: `components/reference.mdx`, "Unfurled Media
/// Item"), any other by its address alone, without the fields Discord
/// fills in itself. The ids of the message's files they show, to keep.
fn named_media(components: &mut Value) -> Vec<u64> {
    fn walk(v: &mut Value, kept: &mut Vec<u64>) {
        match v {
            Value::Array(items) => items.iter_mut().for_each(|i| walk(i, kept)),
            Value::Object(fields) => {
                for key in ["media", "file"] {
                    let Some(media) = fields.get_mut(key).filter(|m| m.is_object()) else {
                        continue;
                    };
                    let url = media["url"].as_str().unwrap_or_default().to_string();
                    *media = match super::rest::id_in(&media["attachment_id"]) {
                        Some(id) => {
                            if !kept.contains(&id) {
                                kept.push(id);
                            }
                            let name = super::posted::file_name(&url).unwrap_or_default();
                            json!({ "url": format!("attachment://{name}") })
                        }
                        None => json!({ "url": url }),
                    };
                }
                for (key, inner) in fields.iter_mut() {
                    if key != "media" && key != "file" {
                        walk(inner, kept);
                    }
                }
            }
            _ => {}
        }
    }
    let mut kept = Vec::new();
    walk(components, &mut kept);
    kept
}

/// Whether a message, as Discord returns it, is a card.
pub fn is_card(message: &Value) -> bool {
    message["flags"]
        .as_u64()
        .is_some_and(|f| f & v2::IS_COMPONENTS_V2 != 0)
}

/// A card's components, as Discord returns them, without its rows of
/// controls (and without a line left at the end of a container by them);
/// `None` for a plain message, or a card that would be left empty.
pub fn without_controls(message: &Value) -> Option<Value> {
    if !is_card(message) {
        return None;
    }
    fn prune(items: &Value) -> Vec<Value> {
        let mut kept: Vec<Value> = items
            .as_array()
            .into_iter()
            .flatten()
            .filter(|c| c["type"] != 1)
            .map(|c| {
                let mut c = c.clone();
                if c["type"] == 17 {
                    c["components"] = Value::Array(prune(&c["components"]));
                }
                c
            })
            .filter(|c| {
                c["type"] != 17 || c["components"].as_array().is_some_and(|a| !a.is_empty())
            })
            .collect();
        while kept.last().is_some_and(|c| c["type"] == 14) {
            kept.pop();
        }
        kept
    }
    let kept = prune(&message["components"]);
    (!kept.is_empty()).then_some(Value::Array(kept))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ui::{Button, Row, Style};

    fn message() -> Message {
        Message {
            body: "**Carcassonne** — game #4".into(),
            controls: vec![Row::Buttons(vec![Button {
                id: "cb1:j:4".into(),
                label: "Join".into(),
                style: Style::Success,
                disabled: false,
                icon: None,
            }])],
            ..Message::default()
        }
    }

    #[test]
    fn an_edit_turns_any_message_into_a_card_with_its_new_pictures() {
        let files = [CreateAttachment::bytes(vec![1, 2, 3], "carcassonne.png")];
        let card = card(
            &Message {
                accent: Some([0, 114, 178]),
                ..message()
            },
            &files,
            &Icons::default(),
        );
        let body = edit_body(&card, &files, None);
        assert_eq!(body["flags"], v2::IS_COMPONENTS_V2);
        assert!(body["content"].is_null() && body.get("content").is_some());
        assert_eq!(
            body["attachments"],
            json!([{ "id": 0, "filename": "carcassonne.png" }])
        );
        let text = body.to_string();
        assert!(text.contains("attachment://carcassonne.png"), "{text}");
        assert!(text.contains("cb1:j:4"), "{text}");
        // Keeping the message's own picture instead.
        let kept = edit_body(&card, &[], Some(&[42]));
        assert_eq!(kept["attachments"], json!([{ "id": "42" }]));
    }

    #[test]
    fn controls_come_off_a_card_and_nothing_else() {
        let card = card(&message(), &[], &Icons::default());
        let posted = json!({
            "flags": v2::IS_COMPONENTS_V2,
            "components": serde_json::to_value(&card).unwrap(),
        });
        let left = without_controls(&posted).unwrap();
        let text = left.to_string();
        assert!(!text.contains("cb1:j:4"), "{text}");
        assert!(text.contains("game #4"), "{text}");
        // No line left hanging where the rows were.
        let inside = left[0]["components"].as_array().unwrap();
        assert_eq!(inside.last().unwrap()["type"], 10);
        // A plain message is not a card.
        assert!(without_controls(&json!({ "flags": 0, "components": [] })).is_none());
    }

    #[test]
    fn an_edit_names_the_pictures_it_keeps_by_file_not_by_address() {
        // A card as Discord sends it back: its picture at a signed address
        // that expires, with the attachment's id.
        let url = "https://cdn.discordapp.com/attachments/1/42/carcassonne.png?ex=1&is=2&hm=3";
        let emoji = "https://cdn.discordapp.com/emojis/9.png";
        let posted = json!({ "flags": v2::IS_COMPONENTS_V2, "components": [{ "type": 17, "components": [
            { "type": 10, "content": "Your turn" },
            { "type": 12, "items": [
                { "media": { "url": url, "proxy_url": url, "width": 640, "attachment_id": "42" },
                  "description": "The board" },
                { "media": { "url": emoji, "proxy_url": emoji, "width": 64 } }] },
            { "type": 1, "components": [{ "type": 2, "custom_id": "cb1:j:4", "label": "Join", "style": 1 }] },
        ] }] });
        let body = stripped(&posted).unwrap();
        assert_eq!(body["attachments"], json!([{ "id": "42" }]));
        let items = &body["components"][0]["components"][1]["items"];
        assert_eq!(
            items[0]["media"],
            json!({ "url": "attachment://carcassonne.png" })
        );
        assert_eq!(items[0]["description"], "The board");
        assert_eq!(items[1]["media"], json!({ "url": emoji }));
        assert!(!body.to_string().contains("cb1:j:4"));
    }
}
