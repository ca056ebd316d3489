//! Every limit of `docs/discord.md`'s table "Every documented limit",
//! held by the fake Discord: each row's test sends the fake what Discord
//! refuses and reads Discord's refusal back (its status, code and, where
//! the docs give one, its message). A row's test is named in the table;
//! the last test here checks that the table and this file name the same
//! tests.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use std::time::Duration;

use fake_discord::{APP_ID, Fake, Person, perm};
use futures_util::{SinkExt, StreamExt};
use reqwest::Method;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// A channel the fake knows nothing of: a text channel where the bot may
/// do what a game does.
const CHANNEL: u64 = 700_000_000_000_000_500;

fn commands_path() -> String {
    format!("/applications/{APP_ID}/commands")
}

fn messages_path(channel: u64) -> String {
    format!("/channels/{channel}/messages")
}

/// A card of one text display.
fn card(text: &str) -> Value {
    json!({ "flags": 1 << 15, "components": [{ "type": 10, "content": text }],
            "allowed_mentions": { "parse": [] } })
}

fn command(name: &str) -> Value {
    json!({ "name": name, "description": "A command.", "type": 1 })
}

/// Asserts Discord's `status` and JSON `code` (and that the fake noted
/// what the bot should never have sent, where `noted`).
fn refused(answer: (u16, Value), status: u16, code: i64) -> Value {
    assert_eq!(answer.0, status, "{}", answer.1);
    assert_eq!(answer.1["code"], code, "{}", answer.1);
    answer.1
}

/// Posts `body` in [`CHANNEL`], which Discord refuses as a form it
/// cannot take (`400 50035`); its answer.
async fn post_refused(fake: &Fake, body: &Value) -> Value {
    refused(
        fake.send(Method::POST, &messages_path(CHANNEL), body).await,
        400,
        50035,
    )
}

/// Whether an error's text names `what`.
fn says(answer: &Value, what: &str) -> bool {
    answer.to_string().contains(what)
}

/// An option of the longest name and description a command may have.
fn long_option(i: usize) -> Value {
    json!({ "name": format!("o{i}"), "description": "d".repeat(100), "type": 3,
            "name_localizations": { "de": format!("{:n<32}", format!("o{i}")) } })
}

// Application commands (`interactions/application-commands.mdx`).

#[tokio::test]
async fn a_command_over_8000_characters_is_refused() {
    let fake = Fake::start().await;
    let sub = |n: usize| {
        json!({ "name": format!("s{n}"), "description": "s", "type": 1,
                "options": (0..25).map(long_option).collect::<Vec<_>>() })
    };
    // 3 × 25 × (32 + 100), and the command's own: over 8,000.
    let big = json!([{ "name": "big", "description": "b", "type": 1,
                       "options": [sub(0), sub(1), sub(2)] }]);
    let answer = refused(
        fake.send(Method::PUT, &commands_path(), &big).await,
        400,
        50035,
    );
    assert!(says(&answer, "APPLICATION_COMMAND_TOO_LARGE"), "{answer}");
    assert!(
        says(&answer, "Command exceeds maximum size (8000)"),
        "{answer}"
    );
    // Two of them fit.
    let fits =
        json!([{ "name": "fits", "description": "f", "type": 1, "options": [sub(0), sub(1)] }]);
    assert_eq!(fake.send(Method::PUT, &commands_path(), &fits).await.0, 200);
}

#[tokio::test]
async fn command_names_and_descriptions_follow_discords_rules() {
    let fake = Fake::start().await;
    for bad in [
        json!([{ "name": "Play", "description": "x", "type": 1 }]),
        json!([{ "name": "a b", "description": "x", "type": 1 }]),
        json!([{ "name": "play", "description": "x", "type": 1,
                 "description_localizations": { "de": "" } }]),
        json!([{ "name": "play", "description": "x", "type": 1,
                 "name_localizations": { "de": "n".repeat(33) } }]),
    ] {
        refused(
            fake.send(Method::PUT, &commands_path(), &bad).await,
            400,
            50035,
        );
    }
}

#[tokio::test]
async fn localizations_are_in_discords_locales_only() {
    let fake = Fake::start().await;
    let bad = json!([{ "name": "play", "description": "x", "type": 1,
                       "name_localizations": { "xx": "spielen" } }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &bad).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn names_are_unique_within_a_command_in_every_locale() {
    let fake = Fake::start().await;
    let bad = json!([{ "name": "play", "description": "x", "type": 1, "options": [
        { "name": "a", "description": "y", "type": 3 },
        { "name": "b", "description": "y", "type": 3, "name_localizations": { "de": "a" } }] }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &bad).await,
        400,
        50035,
    );
    let twice = json!([command("play"), command("play")]);
    refused(
        fake.send(Method::PUT, &commands_path(), &twice).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn required_options_come_first() {
    let fake = Fake::start().await;
    let bad = json!([{ "name": "play", "description": "x", "type": 1, "options": [
        { "name": "a", "description": "y", "type": 3 },
        { "name": "b", "description": "y", "type": 3, "required": true }] }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &bad).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn a_command_has_at_most_25_options_and_an_option_25_choices() {
    let fake = Fake::start().await;
    let wide = json!([{ "name": "wide", "description": "w", "type": 1,
                        "options": (0..26).map(long_option).collect::<Vec<_>>() }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &wide).await,
        400,
        50035,
    );
    let choices: Vec<Value> = (0..26)
        .map(|i| json!({ "name": format!("c{i}"), "value": i }))
        .collect();
    let many = json!([{ "name": "many", "description": "m", "type": 1, "options": [
        { "name": "pick", "description": "p", "type": 4, "choices": choices }] }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &many).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn an_application_has_at_most_100_slash_commands() {
    let fake = Fake::start().await;
    let list: Vec<Value> = (0..101).map(|i| command(&format!("c{i}"))).collect();
    refused(
        fake.send(Method::PUT, &commands_path(), &json!(list)).await,
        400,
        30032,
    );
}

#[tokio::test]
async fn at_most_200_commands_are_created_a_day() {
    let fake = Fake::start().await;
    for round in 0..2 {
        let list: Vec<Value> = (0..100)
            .map(|i| command(&format!("r{round}c{i}")))
            .collect();
        assert_eq!(
            fake.send(Method::PUT, &commands_path(), &json!(list))
                .await
                .0,
            200
        );
    }
    // The same list again creates nothing.
    let same: Vec<Value> = (0..100).map(|i| command(&format!("r1c{i}"))).collect();
    assert_eq!(
        fake.send(Method::PUT, &commands_path(), &json!(same))
            .await
            .0,
        200
    );
    let answer = fake
        .send(Method::PUT, &commands_path(), &json!([command("one-more")]))
        .await;
    refused(answer, 400, 30034);
}

#[tokio::test]
async fn a_bulk_overwrite_keeps_the_entry_point_command() {
    let fake = Fake::start().await;
    fake.turn_on_activities();
    let answer = refused(
        fake.send(Method::PUT, &commands_path(), &json!([command("play")]))
            .await,
        400,
        50240,
    );
    assert!(says(&answer, "Entry Point command"), "{answer}");
    let entry = fake.state().commands.global[0].clone();
    let kept =
        json!([command("play"), { "id": entry["id"], "name": "launch", "type": 4, "handler": 2 }]);
    assert_eq!(fake.send(Method::PUT, &commands_path(), &kept).await.0, 200);
}

#[tokio::test]
async fn a_server_has_no_entry_point_command() {
    let fake = Fake::start().await;
    fake.turn_on_activities();
    let path = format!("/applications/{APP_ID}/guilds/1/commands");
    let body = json!([{ "name": "launch", "type": 4, "handler": 2 }]);
    refused(fake.send(Method::PUT, &path, &body).await, 400, 50035);
}

#[tokio::test]
async fn only_an_activitys_entry_point_command_has_a_handler() {
    let fake = Fake::start().await;
    let body = json!([{ "name": "play", "description": "x", "type": 1, "handler": 1 }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &body).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn an_overwrite_names_only_commands_the_application_has() {
    let fake = Fake::start().await;
    let body = json!([{ "id": "123", "name": "play", "description": "x", "type": 1 }]);
    refused(
        fake.send(Method::PUT, &commands_path(), &body).await,
        400,
        10063,
    );
}

// Messages (`resources/message.mdx`, `reference.mdx`).

#[tokio::test]
async fn a_message_has_at_most_2000_characters_of_content() {
    let fake = Fake::start().await;
    let long = json!({ "content": "x".repeat(2001), "allowed_mentions": { "parse": [] } });
    post_refused(&fake, &long).await;
}

#[tokio::test]
async fn a_nonce_has_at_most_25_characters() {
    let fake = Fake::start().await;
    let mut body = card("hello");
    body["nonce"] = json!("n".repeat(26));
    post_refused(&fake, &body).await;
}

#[tokio::test]
async fn an_empty_message_is_refused() {
    let fake = Fake::start().await;
    let empty = json!({ "allowed_mentions": { "parse": [] } });
    let answer = refused(
        fake.send(Method::POST, &messages_path(CHANNEL), &empty)
            .await,
        400,
        50006,
    );
    assert_eq!(answer["message"], "Cannot send an empty message");
}

#[tokio::test]
async fn a_message_sets_only_the_flags_it_may() {
    let fake = Fake::start().await;
    let mut post = card("hello");
    post["flags"] = json!((1 << 15) | 64);
    post_refused(&fake, &post).await;
    let (status, made) = fake
        .send(Method::POST, &messages_path(CHANNEL), &card("hi"))
        .await;
    assert_eq!(status, 200, "{made}");
    let mut edit = card("edited");
    edit["flags"] = json!((1 << 15) | (1 << 12));
    let at = format!(
        "{}/{}",
        messages_path(CHANNEL),
        made["id"].as_str().unwrap()
    );
    refused(fake.send(Method::PATCH, &at, &edit).await, 400, 50035);
}

#[tokio::test]
async fn a_card_takes_no_content_embeds_or_stickers() {
    let fake = Fake::start().await;
    for (field, value) in [
        ("content", json!("hi")),
        ("embeds", json!([{ "title": "t" }])),
        ("sticker_ids", json!(["1"])),
    ] {
        let mut body = card("hello");
        body[field] = value;
        post_refused(&fake, &body).await;
    }
}

#[tokio::test]
async fn a_card_stays_a_card() {
    let fake = Fake::start().await;
    let (_, made) = fake
        .send(Method::POST, &messages_path(CHANNEL), &card("hi"))
        .await;
    let at = format!(
        "{}/{}",
        messages_path(CHANNEL),
        made["id"].as_str().unwrap()
    );
    let plain = json!({ "flags": 0, "content": "plain", "components": [] });
    refused(fake.send(Method::PATCH, &at, &plain).await, 400, 50035);
}

#[tokio::test]
async fn a_card_has_at_most_40_components_and_4000_characters() {
    let fake = Fake::start().await;
    let many: Vec<Value> = (0..41)
        .map(|i| json!({ "type": 10, "content": format!("t{i}") }))
        .collect();
    let body = json!({ "flags": 1 << 15, "components": many });
    post_refused(&fake, &body).await;
    let long: Vec<Value> = (0..3)
        .map(|_| json!({ "type": 10, "content": "x".repeat(1500) }))
        .collect();
    let body = json!({ "flags": 1 << 15, "components": long });
    post_refused(&fake, &body).await;
}

#[tokio::test]
async fn a_request_is_at_most_25_mib_and_a_file_10_mib() {
    let fake = Fake::start().await;
    let with = |names: usize| {
        let mut body = card("pictures");
        body["attachments"] = json!(
            (0..names)
                .map(|i| json!({ "id": i, "filename": format!("f{i}.png") }))
                .collect::<Vec<_>>()
        );
        body
    };
    let big = vec![("f0.png".to_string(), vec![0u8; 10 * 1024 * 1024 + 1])];
    let answer = fake
        .send_files(Method::POST, &messages_path(CHANNEL), &with(1), big)
        .await;
    refused(answer, 413, 40005);
    let three: Vec<(String, Vec<u8>)> = (0..3)
        .map(|i| (format!("f{i}.png"), vec![0u8; 9 * 1024 * 1024]))
        .collect();
    let answer = fake
        .send_files(Method::POST, &messages_path(CHANNEL), &with(3), three)
        .await;
    refused(answer, 413, 40005);
}

#[tokio::test]
async fn a_message_has_at_most_10_attachments() {
    let fake = Fake::start().await;
    let mut body = card("many");
    body["attachments"] = json!(
        (0..11)
            .map(|i| json!({ "id": i, "filename": format!("f{i}.png") }))
            .collect::<Vec<_>>()
    );
    let files = (0..11)
        .map(|i| (format!("f{i}.png"), vec![1, 2, 3]))
        .collect();
    let answer = fake
        .send_files(Method::POST, &messages_path(CHANNEL), &body, files)
        .await;
    // Discord reads the form first: its `attachments` hold 10 at most.
    let answer = refused(answer, 400, 50035);
    assert!(says(&answer, "at most 10"), "{answer}");
}

#[tokio::test]
async fn an_alt_text_has_at_most_1024_characters() {
    let fake = Fake::start().await;
    let mut body = card("alt");
    body["attachments"] =
        json!([{ "id": 0, "filename": "f.png", "description": "a".repeat(1025) }]);
    let answer = fake
        .send_files(
            Method::POST,
            &messages_path(CHANNEL),
            &body,
            vec![("f.png".into(), vec![1])],
        )
        .await;
    refused(answer, 400, 50035);
}

#[tokio::test]
async fn files_are_matched_by_their_part_names() {
    let fake = Fake::start().await;
    let mut body = card("files");
    body["attachments"] = json!([{ "id": 1, "filename": "f.png" }]);
    let answer = fake
        .send_files(
            Method::POST,
            &messages_path(CHANNEL),
            &body,
            vec![("f.png".into(), vec![1])],
        )
        .await;
    let answer = refused(answer, 400, 50035);
    assert!(says(&answer, "ATTACHMENT_NOT_FOUND"), "{answer}");
}

#[tokio::test]
async fn mentions_are_at_most_100_and_parse_excludes_its_list() {
    let fake = Fake::start().await;
    let users: Vec<String> = (1..=101).map(|i| i.to_string()).collect();
    let mut body = card("hello");
    body["allowed_mentions"] = json!({ "parse": [], "users": users });
    post_refused(&fake, &body).await;
    body["allowed_mentions"] = json!({ "parse": ["users"], "users": ["1"] });
    post_refused(&fake, &body).await;
}

#[tokio::test]
async fn reading_messages_takes_1_to_100_and_one_anchor() {
    let fake = Fake::start().await;
    let at = messages_path(CHANNEL);
    refused(
        fake.send(Method::GET, &format!("{at}?limit=101"), &Value::Null)
            .await,
        400,
        50035,
    );
    refused(
        fake.send(Method::GET, &format!("{at}?limit=0"), &Value::Null)
            .await,
        400,
        50035,
    );
    let both = format!("{at}?limit=5&before=9&after=1");
    refused(
        fake.send(Method::GET, &both, &Value::Null).await,
        400,
        50035,
    );
    assert_eq!(
        fake.send(
            Method::GET,
            &format!("{at}?limit=100&after=1"),
            &Value::Null
        )
        .await
        .0,
        200
    );
}

#[tokio::test]
async fn a_channel_takes_5_messages_in_5_seconds() {
    let fake = Fake::start().await;
    for i in 0..5 {
        let (status, _) = fake
            .send(
                Method::POST,
                &messages_path(CHANNEL),
                &card(&format!("m{i}")),
            )
            .await;
        assert_eq!(status, 200);
    }
    let answer = fake
        .send(Method::POST, &messages_path(CHANNEL), &card("one too many"))
        .await;
    assert_eq!(answer.0, 429, "{}", answer.1);
    assert!(answer.1["retry_after"].as_f64().is_some(), "{}", answer.1);
}

// Components (`components/reference.mdx`).

#[tokio::test]
async fn component_ids_are_unique_32_bit_integers() {
    let fake = Fake::start().await;
    for ids in [json!([7, 7]), json!([5_000_000_000u64, 1])] {
        let body = json!({ "flags": 1 << 15, "components": [
            { "type": 10, "content": "a", "id": ids[0] }, { "type": 10, "content": "b", "id": ids[1] }] });
        post_refused(&fake, &body).await;
    }
}

#[tokio::test]
async fn custom_ids_are_unique_and_of_1_to_100_characters() {
    let fake = Fake::start().await;
    let button = |id: &str| json!({ "type": 2, "style": 1, "label": "Go", "custom_id": id });
    for row in [
        json!([button("x"), button("x")]),
        json!([button(&"x".repeat(101))]),
    ] {
        let body = json!({ "flags": 1 << 15, "components": [{ "type": 1, "components": row }] });
        post_refused(&fake, &body).await;
    }
}

#[tokio::test]
async fn a_row_holds_5_buttons_or_one_menu() {
    let fake = Fake::start().await;
    let button =
        |i: usize| json!({ "type": 2, "style": 1, "label": "Go", "custom_id": format!("b{i}") });
    let menu = json!({ "type": 3, "custom_id": "m", "options": [{ "label": "a", "value": "a" }] });
    for row in [
        json!((0..6).map(button).collect::<Vec<_>>()),
        json!([menu, button(0)]),
    ] {
        let body = json!({ "flags": 1 << 15, "components": [{ "type": 1, "components": row }] });
        post_refused(&fake, &body).await;
    }
}

#[tokio::test]
async fn a_menu_has_1_to_25_options() {
    let fake = Fake::start().await;
    let options: Vec<Value> = (0..26)
        .map(|i| json!({ "label": format!("o{i}"), "value": format!("{i}") }))
        .collect();
    let body = json!({ "flags": 1 << 15, "components": [{ "type": 1, "components": [
        { "type": 3, "custom_id": "m", "options": options }] }] });
    post_refused(&fake, &body).await;
}

#[tokio::test]
async fn a_section_has_1_to_3_texts_and_a_gallery_1_to_10_items() {
    let fake = Fake::start().await;
    let text = |t: &str| json!({ "type": 10, "content": t });
    let section = json!({ "type": 9, "components": [text("a"), text("b"), text("c"), text("d")],
                          "accessory": { "type": 11, "media": { "url": "https://example.com/a.png" } } });
    let items: Vec<Value> = (0..11)
        .map(|_| json!({ "media": { "url": "https://example.com/a.png" } }))
        .collect();
    let gallery = json!({ "type": 12, "items": items });
    for part in [section, gallery] {
        let body = json!({ "flags": 1 << 15, "components": [part] });
        post_refused(&fake, &body).await;
    }
}

#[tokio::test]
async fn labels_and_alt_texts_keep_their_lengths() {
    let fake = Fake::start().await;
    let button = json!({ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "l".repeat(81), "custom_id": "b" }] });
    let picture = json!({ "type": 12, "items": [
        { "media": { "url": "https://example.com/a.png" }, "description": "d".repeat(1025) }] });
    for part in [button, picture] {
        let body = json!({ "flags": 1 << 15, "components": [part] });
        post_refused(&fake, &body).await;
    }
}

#[tokio::test]
async fn a_picture_named_attachment_is_a_file_of_the_message() {
    let fake = Fake::start().await;
    let body = json!({ "flags": 1 << 15, "components": [{ "type": 12, "items": [
        { "media": { "url": "attachment://missing.png" } }] }] });
    post_refused(&fake, &body).await;
}

#[tokio::test]
async fn a_picture_kept_by_an_edit_is_named_by_its_file() {
    let fake = Fake::start().await;
    let mut body = card("picture");
    body["components"] =
        json!([{ "type": 12, "items": [{ "media": { "url": "attachment://a.png" } }] }]);
    body["attachments"] = json!([{ "id": 0, "filename": "a.png" }]);
    let (status, made) = fake
        .send_files(
            Method::POST,
            &messages_path(CHANNEL),
            &body,
            vec![("a.png".into(), vec![1, 2])],
        )
        .await;
    assert_eq!(status, 200, "{made}");
    // Discord answers a signed address that expires, and the file's id.
    let media = &made["components"][0]["items"][0]["media"];
    let url = media["url"].as_str().unwrap();
    assert!(url.contains("?ex=") && url.contains("&hm="), "{url}");
    let at = format!(
        "{}/{}",
        messages_path(CHANNEL),
        made["id"].as_str().unwrap()
    );
    let again = json!({ "components": [{ "type": 12, "items": [{ "media": { "url": url } }] }],
                        "attachments": [{ "id": media["attachment_id"] }] });
    let before = fake.state().violations.len();
    assert_eq!(fake.send(Method::PATCH, &at, &again).await.0, 200);
    let noted = fake.state().violations[before..].join("\n");
    assert!(
        noted.contains("the address Discord returned, which expires"),
        "{noted}"
    );
}

#[tokio::test]
async fn a_button_names_only_the_applications_emojis() {
    let fake = Fake::start().await;
    let body = json!({ "flags": 1 << 15, "components": [{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Go", "custom_id": "b", "emoji": { "id": "999", "name": "x" } }] }] });
    let answer = post_refused(&fake, &body).await;
    assert!(says(&answer, "BUTTON_COMPONENT_INVALID_EMOJI"), "{answer}");
}

#[tokio::test]
async fn a_plain_message_has_at_most_5_rows_and_no_layout() {
    let fake = Fake::start().await;
    let row = |i: usize| json!({ "type": 1, "components": [{ "type": 2, "style": 1, "label": "Go", "custom_id": format!("b{i}") }] });
    let rows = json!({ "content": "rows", "components": (0..6).map(row).collect::<Vec<_>>() });
    post_refused(&fake, &rows).await;
    let layout = json!({ "content": "text", "components": [{ "type": 10, "content": "card" }] });
    post_refused(&fake, &layout).await;
}

#[tokio::test]
async fn a_link_button_has_a_url_and_no_custom_id() {
    let fake = Fake::start().await;
    let body = json!({ "flags": 1 << 15, "components": [{ "type": 1, "components": [
        { "type": 2, "style": 5, "label": "Watch", "url": "https://example.com", "custom_id": "w" }] }] });
    post_refused(&fake, &body).await;
}

// Interactions (`interactions/receiving-and-responding.mdx`).

/// A slash command someone runs, as Discord sends it: its id and token.
async fn interaction(fake: &Fake) -> (u64, String) {
    let who = Person::new(1_001, "Ann");
    let token = fake.slash(&who, CHANNEL, "carcassonne", Some("help"), json!([]));
    let id = fake.state().interactions[&token].id;
    (id, token)
}

fn callback(id: u64, token: &str) -> String {
    format!("/interactions/{id}/{token}/callback")
}

#[tokio::test]
async fn an_interaction_is_answered_within_3_seconds() {
    let fake = Fake::start().await;
    fake.state().answer_within = Some(Duration::from_millis(100));
    let (id, token) = interaction(&fake).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let answer = fake
        .send(
            Method::POST,
            &callback(id, &token),
            &json!({ "type": 5, "data": { "flags": 64 } }),
        )
        .await;
    refused(answer, 404, 10062);
}

#[tokio::test]
async fn an_interaction_is_answered_once() {
    let fake = Fake::start().await;
    let (id, token) = interaction(&fake).await;
    let defer = json!({ "type": 5, "data": { "flags": 64 } });
    assert_eq!(
        fake.send(Method::POST, &callback(id, &token), &defer)
            .await
            .0,
        204
    );
    refused(
        fake.send(Method::POST, &callback(id, &token), &defer).await,
        400,
        40060,
    );
}

#[tokio::test]
async fn a_deferred_update_answers_only_a_click() {
    let fake = Fake::start().await;
    let (id, token) = interaction(&fake).await;
    refused(
        fake.send(Method::POST, &callback(id, &token), &json!({ "type": 6 }))
            .await,
        400,
        50035,
    );
}

#[tokio::test]
async fn a_defer_takes_only_the_ephemeral_flag() {
    let fake = Fake::start().await;
    let (id, token) = interaction(&fake).await;
    let defer = json!({ "type": 5, "data": { "flags": 64 | (1 << 15) } });
    refused(
        fake.send(Method::POST, &callback(id, &token), &defer).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn an_activity_is_launched_only_by_an_app_that_has_one() {
    let fake = Fake::start().await;
    let (id, token) = interaction(&fake).await;
    let answer = fake
        .send(Method::POST, &callback(id, &token), &json!({ "type": 12 }))
        .await;
    assert_eq!(answer.0, 400, "{}", answer.1);
}

#[tokio::test]
async fn an_interactions_token_works_for_15_minutes() {
    let fake = Fake::start().await;
    let (id, token) = interaction(&fake).await;
    let defer = json!({ "type": 5, "data": { "flags": 64 } });
    assert_eq!(
        fake.send(Method::POST, &callback(id, &token), &defer)
            .await
            .0,
        204
    );
    fake.state().token_lifetime = Some(Duration::from_millis(100));
    tokio::time::sleep(Duration::from_millis(200)).await;
    let follow_up = format!("/webhooks/{APP_ID}/{token}");
    refused(
        fake.send(Method::POST, &follow_up, &card("late")).await,
        401,
        50027,
    );
}

// Threads and channels (`resources/channel.mdx`, `topics/threads.mdx`).

fn threads_path() -> String {
    format!("/channels/{CHANNEL}/threads")
}

#[tokio::test]
async fn a_threads_name_is_1_to_100_characters_and_its_archive_one_of_four() {
    let fake = Fake::start().await;
    let long = json!({ "name": "n".repeat(101), "type": 11, "auto_archive_duration": 10080 });
    refused(
        fake.send(Method::POST, &threads_path(), &long).await,
        400,
        50035,
    );
    let odd = json!({ "name": "game", "type": 11, "auto_archive_duration": 100 });
    refused(
        fake.send(Method::POST, &threads_path(), &odd).await,
        400,
        50035,
    );
}

#[tokio::test]
async fn a_thread_without_a_type_is_private() {
    let fake = Fake::start().await;
    let (status, made) = fake
        .send(Method::POST, &threads_path(), &json!({ "name": "game" }))
        .await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(made["type"], 12);
    let id: u64 = made["id"].as_str().unwrap().parse().unwrap();
    assert!(fake.state().channel(id).private);
}

#[tokio::test]
async fn a_thread_needs_create_public_threads() {
    let fake = Fake::start().await;
    fake.set_bot_permissions(CHANNEL, perm::BOT_DEFAULT & !perm::CREATE_PUBLIC_THREADS);
    let body = json!({ "name": "game", "type": 11, "auto_archive_duration": 10080 });
    refused(
        fake.send(Method::POST, &threads_path(), &body).await,
        403,
        50013,
    );
}

#[tokio::test]
async fn a_server_holds_at_most_1000_active_threads() {
    let fake = Fake::start().await;
    fake.state().thread_cap = Some(1);
    let body = json!({ "name": "game", "type": 11, "auto_archive_duration": 10080 });
    assert_eq!(fake.send(Method::POST, &threads_path(), &body).await.0, 201);
    refused(
        fake.send(Method::POST, &threads_path(), &body).await,
        400,
        160006,
    );
}

/// A game thread of the bot's in [`CHANNEL`].
async fn thread(fake: &Fake) -> u64 {
    let body = json!({ "name": "game", "type": 11, "auto_archive_duration": 10080 });
    let (_, made) = fake.send(Method::POST, &threads_path(), &body).await;
    made["id"].as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_locked_thread_takes_no_message_and_is_unarchived_by_manage_threads_only() {
    let fake = Fake::start().await;
    let t = thread(&fake).await;
    fake.lock(t);
    refused(
        fake.send(Method::POST, &messages_path(t), &card("hi"))
            .await,
        403,
        160005,
    );
    let open = json!({ "archived": false });
    refused(
        fake.send(Method::PATCH, &format!("/channels/{t}"), &open)
            .await,
        403,
        50013,
    );
}

#[tokio::test]
async fn an_archived_threads_messages_are_not_edited() {
    let fake = Fake::start().await;
    let t = thread(&fake).await;
    let (_, made) = fake
        .send(Method::POST, &messages_path(t), &card("hi"))
        .await;
    fake.archive(t);
    let at = format!("{}/{}", messages_path(t), made["id"].as_str().unwrap());
    refused(
        fake.send(Method::PATCH, &at, &card("edited")).await,
        400,
        50083,
    );
}

#[tokio::test]
async fn a_channel_refuses_a_bot_without_its_permissions_and_a_deleted_one_is_unknown() {
    let fake = Fake::start().await;
    fake.set_bot_permissions(CHANNEL, perm::BOT_DEFAULT & !perm::SEND_MESSAGES);
    refused(
        fake.send(Method::POST, &messages_path(CHANNEL), &card("hi"))
            .await,
        403,
        50013,
    );
    let gone = CHANNEL + 1;
    fake.delete_channel(gone);
    refused(
        fake.send(Method::POST, &messages_path(gone), &card("hi"))
            .await,
        404,
        10003,
    );
}

#[tokio::test]
async fn a_closed_dm_refuses_the_bot() {
    let fake = Fake::start().await;
    fake.state().dms_closed.insert(42);
    let (status, dm) = fake
        .send(
            Method::POST,
            "/users/@me/channels",
            &json!({ "recipient_id": "42" }),
        )
        .await;
    assert_eq!(status, 200, "{dm}");
    let at = messages_path(dm["id"].as_str().unwrap().parse().unwrap());
    refused(
        fake.send(Method::POST, &at, &card("your turn")).await,
        403,
        50007,
    );
}

// Application emojis (`resources/emoji.mdx`).

#[tokio::test]
async fn application_emojis_are_2000_named_2_to_32_letters_of_256_kib() {
    let fake = Fake::start().await;
    let path = format!("/applications/{APP_ID}/emojis");
    let png = |bytes: usize| {
        let mut data = b"\x89PNG\r\n\x1a\n".to_vec();
        data.resize(bytes, 0);
        format!("data:image/png;base64,{}", base64(&data))
    };
    let bad_name = json!({ "name": "a", "image": png(64) });
    refused(fake.send(Method::POST, &path, &bad_name).await, 400, 50035);
    let big = json!({ "name": "big_one", "image": png(256 * 1024 + 1) });
    refused(fake.send(Method::POST, &path, &big).await, 400, 50035);
    {
        let mut s = fake.state();
        for i in 0..2000 {
            s.emojis
                .push(json!({ "id": (10_000 + i).to_string(), "name": format!("e{i}") }));
        }
    }
    let one_more = json!({ "name": "one_more", "image": png(64) });
    refused(fake.send(Method::POST, &path, &one_more).await, 400, 30008);
}

fn base64(data: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in data.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

// Rate limits (`topics/rate-limits.mdx`).

/// `GET /users/@me` with a person's token.
async fn me(fake: &Fake, token: &str) -> u16 {
    reqwest::Client::new()
        .get(format!("{}/api/v10/users/@me", fake.base))
        .bearer_auth(token)
        .header(
            "user-agent",
            "DiscordBot (https://github.com/carcassonne-bot, test)",
        )
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_bucket_is_kept_per_token() {
    let fake = Fake::start().await;
    for _ in 0..5 {
        assert_eq!(me(&fake, "ann").await, 401);
    }
    assert_eq!(me(&fake, "ann").await, 429);
    // Bob's token has a bucket of its own, and so has the bot's.
    assert_eq!(me(&fake, "bob").await, 401);
    let (status, _) = fake
        .send(Method::POST, &messages_path(CHANNEL), &card("hi"))
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_request_without_a_token_is_limited_by_its_address() {
    let fake = Fake::start().await;
    let exchange = || {
        reqwest::Client::new()
            .post(format!("{}/api/v10/oauth2/token", fake.base))
            .header(
                "user-agent",
                "DiscordBot (https://github.com/carcassonne-bot, test)",
            )
            .header("content-type", "application/x-www-form-urlencoded")
            .body("grant_type=authorization_code&code=x")
            .send()
    };
    for _ in 0..5 {
        assert_ne!(exchange().await.unwrap().status().as_u16(), 429);
    }
    assert_eq!(exchange().await.unwrap().status().as_u16(), 429);
}

#[tokio::test]
async fn the_bot_makes_at_most_50_requests_a_second_but_interaction_answers() {
    let fake = Fake::start().await;
    let mut limited = 0;
    for c in 0..55 {
        let (status, _) = fake
            .send(Method::GET, &messages_path(CHANNEL + c), &Value::Null)
            .await;
        limited += usize::from(status == 429);
    }
    assert!(limited >= 1, "{limited}");
    // An interaction's answer is outside the global limit.
    let (id, token) = interaction(&fake).await;
    let defer = json!({ "type": 5, "data": { "flags": 64 } });
    assert_eq!(
        fake.send(Method::POST, &callback(id, &token), &defer)
            .await
            .0,
        204
    );
}

#[tokio::test]
async fn a_429_is_waited_out() {
    let fake = Fake::start().await;
    fake.fault("POST /channels/", fake_discord::Fault::RateLimited(5.0));
    assert_eq!(
        fake.send(Method::POST, &messages_path(CHANNEL), &card("a"))
            .await
            .0,
        429
    );
    fake.send(Method::POST, &messages_path(CHANNEL), &card("b"))
        .await;
    let noted = fake.state().violations.join("\n");
    assert!(noted.contains("retried before the Retry-After"), "{noted}");
}

#[tokio::test]
async fn invalid_requests_past_the_limit_bring_cloudflares_ban() {
    let fake = Fake::start().await;
    fake.state().invalid_ban_at = Some(3);
    fake.set_bot_permissions(CHANNEL, 0);
    for _ in 0..3 {
        assert_eq!(
            fake.send(Method::POST, &messages_path(CHANNEL + 1), &card("x"))
                .await
                .0,
            200
        );
        let (status, _) = fake
            .send(Method::GET, &format!("/channels/{CHANNEL}"), &Value::Null)
            .await;
        assert_eq!(status, 403);
    }
    let r = reqwest::Client::new()
        .get(format!("{}/api/v10/channels/{}", fake.base, CHANNEL + 2))
        .header(
            "user-agent",
            "DiscordBot (https://github.com/carcassonne-bot, test)",
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 429);
    assert_eq!(r.text().await.unwrap(), "error code: 1015");
}

// The gateway (`events/gateway.mdx`).

/// Connects to the fake's gateway and identifies as `shard` of `count`:
/// the first answer after Hello (its opcode, or the close code).
async fn identify(fake: &Fake, shard: u64, count: u64) -> Result<u64, u16> {
    let (mut ws, _) = tokio_tungstenite::connect_async(fake.ws_url())
        .await
        .unwrap();
    let _hello = ws.next().await;
    let identify = json!({ "op": 2, "d": { "token": "a.b.c", "intents": 1, "shard": [shard, count],
                                           "properties": { "os": "linux", "browser": "t", "device": "t" } } });
    ws.send(WsMessage::Text(identify.to_string()))
        .await
        .unwrap();
    match tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
        Ok(Some(Ok(WsMessage::Text(t)))) => {
            let v: Value = serde_json::from_str(&t).unwrap();
            Ok(v["op"].as_u64().unwrap_or(99))
        }
        Ok(Some(Ok(WsMessage::Close(Some(frame))))) => Err(frame.code.into()),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn identifies_keep_to_max_concurrency() {
    let fake = Fake::start().await;
    assert_eq!(identify(&fake, 0, 2).await, Ok(0));
    // Another within 5 s, of the same rate limit key: opcode 9.
    assert_eq!(identify(&fake, 1, 2).await, Ok(9));
    // With a max_concurrency of 2, shard 1 has a key of its own.
    let fake = Fake::start().await;
    fake.state().max_concurrency = 2;
    assert_eq!(identify(&fake, 0, 2).await, Ok(0));
    assert_eq!(identify(&fake, 1, 2).await, Ok(0));
}

#[tokio::test]
async fn a_thousand_identifies_a_day_reset_the_token() {
    let fake = Fake::start().await;
    fake.state().identifies_a_day = Some(1);
    assert_eq!(identify(&fake, 0, 1).await, Ok(0));
    assert_eq!(identify(&fake, 0, 1).await, Err(4004));
    assert!(fake.state().token_revoked);
}

#[tokio::test]
async fn an_identify_with_a_shard_outside_its_count_is_closed() {
    let fake = Fake::start().await;
    assert_eq!(identify(&fake, 2, 2).await, Err(4010));
}

// Every request.

#[tokio::test]
async fn every_request_says_its_library_and_version() {
    let fake = Fake::start().await;
    reqwest::Client::new()
        .get(format!("{}/api/v10/channels/{CHANNEL}/messages", fake.base))
        .header("authorization", "Bot a.b.c")
        .header("user-agent", "curl/8")
        .send()
        .await
        .unwrap();
    let noted = fake.state().violations.join("\n");
    assert!(
        noted.contains("is not `DiscordBot ($url, $versionNumber)`"),
        "{noted}"
    );
}

#[tokio::test]
async fn a_body_is_json_a_form_or_parts() {
    let fake = Fake::start().await;
    let r = reqwest::Client::new()
        .post(format!("{}/api/v10{}", fake.base, messages_path(CHANNEL)))
        .header("authorization", "Bot a.b.c")
        .header(
            "user-agent",
            "DiscordBot (https://github.com/carcassonne-bot, test)",
        )
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 400);
    let answer: Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
    assert_eq!(answer["code"], 50109);
}

#[tokio::test]
async fn a_reset_token_is_refused() {
    let fake = Fake::start().await;
    fake.revoke_token();
    refused(
        fake.send(Method::POST, &messages_path(CHANNEL), &card("hi"))
            .await,
        401,
        0,
    );
}

/// The table of `docs/discord.md` and this file name the same tests: each
/// row's test is here, and each test here is a row's.
#[test]
fn every_row_of_the_table_has_its_test_and_every_test_its_row() {
    let doc = include_str!("../docs/discord.md");
    let table = doc
        .split("## Every documented limit")
        .nth(1)
        .expect("docs/discord.md has the table");
    let table = table.split("\n## ").next().unwrap_or(table);
    let source = include_str!("discord_limits.rs");
    let here: Vec<&str> = source
        .split("async fn ")
        .skip(1)
        .filter_map(|s| s.split('(').next())
        .filter(|name| source.contains(&format!("#[tokio::test]\nasync fn {name}(")))
        .collect();
    for name in &here {
        assert!(
            table.contains(&format!("`{name}`")),
            "no row of the table names {name}"
        );
    }
    let named = table
        .split("discord_limits.rs` `")
        .skip(1)
        .filter_map(|s| s.split('`').next());
    for name in named {
        assert!(
            here.contains(&name),
            "the table names {name}, which is no test here"
        );
    }
}
