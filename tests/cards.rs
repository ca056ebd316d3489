//! Components V2 cards: the bot's typed cards match Discord's OpenAPI spec,
//! and the fake Discord refuses what Discord refuses (content or embeds
//! beside the flag, the flag taken off, over 40 components or 4,000
//! characters of text, a picture that is not the message's, layout
//! components without the flag), so that a card the bot sends wrong fails
//! a test.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use carcassonne_bot::discord::v2::{self, Card, Container, Kind, Media, Top};
use fake_discord::Fake;
use fake_discord::openapi::Spec;
use serde_json::{Value, json};

fn card(texts: usize, text_len: usize) -> Card {
    let mut parts = vec![v2::section_with_thumbnail(
        vec!["## Alice's turn".into(), "46 tiles left in the bag".into()],
        Media::attachment("carcassonne-tile.png"),
        Some("The tile to place".into()),
    )];
    for i in 0..texts {
        parts.push(v2::text(format!("{i}{}", "x".repeat(text_len))));
    }
    parts.push(v2::divider());
    parts.push(v2::gallery(vec![(
        Media::attachment("carcassonne-turn.png"),
        Some("The board".into()),
    )]));
    Card {
        top: vec![Top::Container(Container {
            kind: Kind,
            accent_color: Some(0x0072b2),
            components: parts,
        })],
    }
}

fn body(card: &Card) -> Value {
    json!({ "flags": Card::flags(false), "components": card, "allowed_mentions": { "parse": [] } })
}

#[test]
fn cards_match_discords_spec() {
    let spec = Spec::load();
    let c = card(3, 10);
    assert_eq!(c.check(), Ok(()));
    let problems = spec.check_request("POST", "/channels/1/messages", &body(&c));
    assert!(problems.is_empty(), "{problems:?}");
    // What the spec itself refuses: an empty container.
    let empty = Card {
        top: vec![Top::Container(Container {
            kind: Kind,
            accent_color: None,
            components: vec![],
        })],
    };
    assert!(
        !spec
            .check_request("POST", "/channels/1/messages", &body(&empty))
            .is_empty()
    );
    assert!(empty.check().is_err());
}

#[test]
fn the_limits_a_card_keeps_are_the_fakes() {
    let files = [
        "carcassonne-tile.png".to_string(),
        "carcassonne-turn.png".to_string(),
    ];
    // At the limits: fine for both.
    let full = card(33, 0);
    assert_eq!(full.components(), v2::MAX_COMPONENTS);
    assert_eq!(full.check(), Ok(()));
    assert!(fake_discord::v2::problems(&body(&full), &files, None).is_empty());
    // One more, and both refuse it.
    let over = card(34, 0);
    assert!(over.check().is_err());
    assert_eq!(
        fake_discord::v2::problems(&body(&over), &files, None).len(),
        1
    );
    let long = card(4, 1000);
    assert!(long.check().is_err());
    assert_eq!(
        fake_discord::v2::problems(&body(&long), &files, None).len(),
        1
    );
}

async fn send(fake: &Fake, method: reqwest::Method, path: &str, body: &Value) -> (u16, Value) {
    fake.send(method, path, body).await
}

/// A card with text and a button only (no files to upload).
fn plain(text: &str) -> Value {
    json!([{ "type": 17, "accent_color": 0x0072b2, "components": [
        { "type": 10, "content": text },
        { "type": 1, "components": [{ "type": 2, "custom_id": "x:1", "style": 3, "label": "Confirm" }] },
    ]}])
}

#[tokio::test]
async fn the_fake_refuses_cards_as_discord_does() {
    let fake = Fake::start().await;
    let post = reqwest::Method::POST;
    let patch = reqwest::Method::PATCH;
    let channel = 700_000_000_000_000_123u64;
    let at = format!("/channels/{channel}/messages");

    // A good card: posted, kept with its text, and read back as Discord's
    // clients get it (no content, the flag set).
    let (status, made) = send(
        &fake,
        post.clone(),
        &at,
        &json!({ "flags": v2::IS_COMPONENTS_V2, "components": plain("Alice's turn") }),
    )
    .await;
    assert_eq!(status, 200, "{made}");
    assert_eq!(made["content"], "");
    assert_eq!(made["flags"], v2::IS_COMPONENTS_V2);
    let id: u64 = made["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(fake.state().message(id).unwrap().content, "Alice's turn");
    assert!(fake.state().violations.is_empty());
    assert!(
        fake.state()
            .message(id)
            .unwrap()
            .controls()
            .iter()
            .any(|(c, _, _)| c == "x:1"),
        "the button inside the container is found"
    );

    let refused = [
        // Text beside the flag.
        json!({ "flags": v2::IS_COMPONENTS_V2, "content": "hello", "components": plain("x") }),
        // An embed beside the flag.
        json!({ "flags": v2::IS_COMPONENTS_V2, "embeds": [{ "title": "x" }], "components": plain("x") }),
        // 41 components.
        json!({ "flags": v2::IS_COMPONENTS_V2, "components": (0..41).map(|i| json!({ "type": 10, "content": i.to_string() })).collect::<Vec<_>>() }),
        // 4,001 characters of text.
        json!({ "flags": v2::IS_COMPONENTS_V2, "components": plain(&"é".repeat(4001)) }),
        // A picture that is not a file of the message.
        json!({ "flags": v2::IS_COMPONENTS_V2, "components": [{ "type": 12, "items": [{ "media": { "url": "attachment://board.png" } }] }] }),
        // A container without the flag.
        json!({ "components": plain("x") }),
    ];
    // (Each in a channel of its own: a channel takes 5 messages in 5 s.)
    for (i, b) in refused.iter().enumerate() {
        let before = fake.state().violations.len();
        let at = format!("/channels/{}/messages", channel + 1 + i as u64);
        let (status, answer) = send(&fake, post.clone(), &at, b).await;
        assert_eq!((status, &answer["code"]), (400, &json!(50035)), "{b}");
        assert!(fake.state().violations.len() > before, "noted: {b}");
    }

    // Edits: the flag cannot be taken off, and text cannot come back.
    let edit = format!("{at}/{id}");
    for b in [
        json!({ "flags": 0, "content": "plain again" }),
        json!({ "content": "plain again" }),
    ] {
        let (status, _) = send(&fake, patch.clone(), &edit, &b).await;
        assert_eq!(status, 400, "{b}");
    }
    let (status, _) = send(
        &fake,
        patch.clone(),
        &edit,
        &json!({ "components": plain("Bob's turn") }),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(fake.state().message(id).unwrap().content, "Bob's turn");
    let noted = fake.state().violations.len();
    // A plain message made a card by an edit must give up its text.
    let at = format!("/channels/{}/messages", channel + 100);
    let (_, plain_msg) = send(&fake, post.clone(), &at, &json!({ "content": "old text" })).await;
    let old = format!("{at}/{}", plain_msg["id"].as_str().unwrap());
    let (status, _) = send(
        &fake,
        patch.clone(),
        &old,
        &json!({ "flags": v2::IS_COMPONENTS_V2, "components": plain("new") }),
    )
    .await;
    assert_eq!(status, 400);
    // Set to null, as Discord asks; an empty text is still a text.
    let (status, _) = send(
        &fake,
        patch.clone(),
        &old,
        &json!({ "flags": v2::IS_COMPONENTS_V2, "content": "", "components": plain("new") }),
    )
    .await;
    assert_eq!(status, 400);
    let (status, _) = send(
        &fake,
        patch,
        &old,
        &json!({ "flags": v2::IS_COMPONENTS_V2, "content": null, "components": plain("new") }),
    )
    .await;
    assert_eq!(status, 200);
    // The refused edits noted (the empty text breaks two rules: text
    // beside the flag, and text kept by a message made a card); the good
    // request nothing.
    assert_eq!(fake.state().violations.len(), noted + 3);
}

/// Application emojis as Discord keeps them: a name of letters, digits and
/// `_`, a picture as a data URI, a name taken once only; a button naming
/// an emoji the application does not have is refused, and text naming one
/// is noted (Discord shows `:name:` there).
#[tokio::test]
async fn the_fake_keeps_application_emojis_as_discord_does() {
    let fake = Fake::start().await;
    let post = reqwest::Method::POST;
    let emojis = format!("/applications/{}/emojis", fake_discord::APP_ID);
    // A 1×1 PNG.
    let png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    let (status, made) = send(
        &fake,
        post.clone(),
        &emojis,
        &json!({ "name": "cb1_wine", "image": png }),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_string();
    for bad in [
        json!({ "name": "cb1_wine", "image": png }),
        json!({ "name": "a b", "image": png }),
        json!({ "name": "cb1_grain", "image": "not a picture" }),
    ] {
        let before = fake.state().violations.len();
        let (status, _) = send(&fake, post.clone(), &emojis, &bad).await;
        assert_eq!(status, 400, "{bad}");
        assert!(fake.state().violations.len() > before, "noted: {bad}");
    }
    let (status, listed) = send(&fake, reqwest::Method::GET, &emojis, &Value::Null).await;
    assert_eq!(status, 200);
    assert_eq!(listed["items"].as_array().unwrap().len(), 1);

    let at = "/channels/700000000000000123/messages";
    let card = |emoji: &str, text: &str| {
        json!({ "flags": v2::IS_COMPONENTS_V2, "components": [{ "type": 17, "components": [
            { "type": 10, "content": text },
            { "type": 1, "components": [{ "type": 2, "custom_id": "x:1", "style": 1, "label": "Wine",
                                          "emoji": { "id": emoji, "name": "cb1_wine" } }] },
        ]}] })
    };
    // The application's own emoji: taken.
    let noted = fake.state().violations.len();
    let (status, made) = send(&fake, post.clone(), at, &card(&id, "ok")).await;
    assert_eq!(status, 200, "{made}");
    assert_eq!(fake.state().violations.len(), noted);
    // One it does not have, on a button: refused.
    let (status, answer) = send(&fake, post.clone(), at, &card("999", "ok")).await;
    assert_eq!((status, &answer["code"]), (400, &json!(50035)));
    // In text: taken, and noted.
    let before = fake.state().violations.len();
    let (status, _) = send(&fake, post.clone(), at, &card(&id, "<:cb1_pig_0:998> Ana")).await;
    assert_eq!(status, 200);
    assert!(fake.state().violations.len() > before);
    // Deleted once.
    let gone = format!("{emojis}/{id}");
    let (status, _) = send(&fake, reqwest::Method::DELETE, &gone, &Value::Null).await;
    assert_eq!(status, 204);
    let (status, _) = send(&fake, reqwest::Method::DELETE, &gone, &Value::Null).await;
    assert_eq!(status, 404);
}
