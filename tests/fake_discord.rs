//! The fake Discord reads requests as Discord does, and the bot's own
//! client sends them so: files matched by their part names, a card's
//! pictures read back from its components, rate limits with their headers
//! and 429s, old messages' edits limited, invalid requests counted. Each
//! test shows the fake refusing what Discord refuses, so that a request
//! the bot builds wrong fails a test.

#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use std::time::Duration;

use carcassonne_bot::discord::rest::{Rest, RestError, id_in};
use carcassonne_bot::discord::v2::{self, Card, Container, Kind, Media, Top};
use fake_discord::Fake;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

fn card() -> Card {
    Card {
        top: vec![Top::Container(Container {
            kind: Kind,
            accent_color: Some(0x0072b2),
            components: vec![
                v2::section_with_thumbnail(
                    vec!["## Alice's turn".into()],
                    Media::attachment("carcassonne-tile.png"),
                    Some("The tile to place".into()),
                ),
                v2::gallery(vec![(
                    Media::attachment("carcassonne-turn.png"),
                    Some("The board".into()),
                )]),
            ],
        })],
    }
}

fn text(said: &str) -> Value {
    json!({ "flags": v2::IS_COMPONENTS_V2, "components": [{ "type": 10, "content": said }],
            "allowed_mentions": { "parse": [] } })
}

fn rest(fake: &Fake) -> Rest {
    Rest::new(reqwest::Client::new(), "a.b.c", Some(&fake.base))
}

/// A card with two pictures, as the turn card is: the board in a gallery
/// and the drawn tile as a thumbnail.
fn two_pictures() -> (Value, Vec<serenity::CreateAttachment>) {
    let card = card();
    let body = json!({
        "flags": Card::flags(false),
        "components": card,
        "allowed_mentions": { "parse": [] },
        "attachments": [
            { "id": 0, "filename": "carcassonne-tile.png", "description": "The tile" },
            { "id": 1, "filename": "carcassonne-turn.png", "description": "The board" },
        ],
    });
    let files = vec![
        serenity::CreateAttachment::bytes(vec![1, 2, 3], "carcassonne-tile.png"),
        serenity::CreateAttachment::bytes(vec![4, 5, 6], "carcassonne-turn.png"),
    ];
    (body, files)
}

#[tokio::test]
async fn files_are_read_by_their_part_names_as_discord_does() {
    let fake = Fake::start().await;
    let channel = serenity::ChannelId::new(700_000_000_000_000_321);
    let (body, files) = two_pictures();

    // serenity's raw method names both parts files[0] (serenity #2924):
    // the attachment of id 1 has no part, and Discord refuses the message.
    let http = serenity::HttpBuilder::new("Bot a.b.c")
        .proxy(fake.base.clone())
        .ratelimiter_disabled(true)
        .build();
    let refused = http.send_message(channel, files.clone(), &body).await;
    let Err(serenity::Error::Http(e)) = refused else {
        panic!("taken: {refused:?}");
    };
    assert_eq!(e.status_code().map(|s| s.as_u16()), Some(400));
    assert!(
        fake.state()
            .refused
            .iter()
            .any(|r| r.contains("ATTACHMENT_NOT_FOUND")),
        "{:?}",
        fake.state().refused
    );
    assert!(fake.state().in_channel(channel.get()).is_empty());

    // The bot's own client names part n after attachment n.
    let rest = rest(&fake);
    let made = rest.post(channel, &body, &files).await.expect("posted");
    // Read back as Discord sends it: the pictures the card shows are not
    // among its attachments, but in its media items, each naming its
    // attachment.
    assert_eq!(made["attachments"], json!([]), "{made}");
    let text = made["components"].to_string();
    assert_eq!(text.matches("attachment_id").count(), 2, "{text}");
    assert!(!text.contains("attachment://"), "{text}");
    let id = serenity::MessageId::new(id_in(&made["id"]).unwrap());
    let stored = fake.state().message(id.get()).unwrap().clone();
    assert_eq!(
        stored.files,
        ["carcassonne-tile.png", "carcassonne-turn.png"]
    );

    // An edit that keeps both pictures by their ids uploads nothing.
    let keep: Vec<Value> = stored
        .file_ids
        .iter()
        .map(|i| json!({ "id": i.to_string() }))
        .collect();
    let mut edit = body.clone();
    edit["attachments"] = json!(keep);
    rest.edit(channel, id, &edit, &[]).await.expect("edited");
    let after = fake.state().message(id.get()).unwrap().clone();
    assert_eq!((after.files.len(), after.uploads), (2, 2));

    // A new attachment listed without its part is refused.
    let mut missing = body.clone();
    missing["attachments"] = json!([{ "id": 0, "filename": "carcassonne-tile.png" }]);
    let err = rest.edit(channel, id, &missing, &[]).await.unwrap_err();
    assert_eq!(err.status(), Some(400));
    fake.state().violations.clear();
}

#[tokio::test]
async fn the_bot_keeps_to_a_bucket_its_answers_tell_it_of() {
    let fake = Fake::start().await;
    let rest = rest(&fake);
    let channel = serenity::ChannelId::new(700_000_000_000_000_400);
    // Five messages in a channel in five seconds: the headers say so.
    for i in 0..5 {
        rest.post(channel, &text(&format!("{i}")), &[])
            .await
            .expect("posted");
    }
    // The sixth is not sent: the bucket is empty for about five seconds,
    // longer than a request waits, so it goes back to the caller.
    match rest.post(channel, &text("6"), &[]).await {
        Err(RestError::Held { wait, .. }) => {
            assert!(wait > Duration::from_secs(3), "{wait:?}")
        }
        other => panic!("{other:?}"),
    }
    // Another channel has a bucket of its own.
    let other = serenity::ChannelId::new(700_000_000_000_000_401);
    rest.post(other, &text("x"), &[]).await.expect("posted");
    assert_eq!(fake.state().in_channel(channel.get()).len(), 5);
    assert!(
        fake.invalid_requests().is_empty(),
        "{:?}",
        fake.invalid_requests()
    );
    fake.assert_no_violations();
    assert_eq!(rest.invalid_requests(), 0);
}

#[tokio::test]
async fn the_fake_refuses_what_is_past_a_limit_and_counts_it() {
    let fake = Fake::start().await;
    let client = reqwest::Client::new();
    let at = format!("{}/api/v10/channels/700000000000000500/messages", fake.base);
    let post = || {
        client
            .post(&at)
            .header("content-type", "application/json")
            .body(text("x").to_string())
            .send()
    };
    for i in 0..5 {
        let r = post().await.unwrap();
        assert_eq!(r.status(), 200);
        let left = r.headers()["x-ratelimit-remaining"].to_str().unwrap();
        assert_eq!(left, (4 - i).to_string());
        assert!(r.headers().contains_key("x-ratelimit-bucket"));
        assert!(r.headers().contains_key("x-ratelimit-reset-after"));
    }
    let r = post().await.unwrap();
    assert_eq!(r.status(), 429);
    assert!(r.headers().contains_key("retry-after"));
    assert_eq!(r.headers()["x-ratelimit-scope"], "user");
    let body: Value = serde_json::from_str(&r.text().await.unwrap_or_default()).unwrap_or_default();
    let wait = body["retry_after"].as_f64().unwrap();
    assert!(wait > 0.0 && wait <= 5.0, "{body}");
    assert_eq!(fake.invalid_requests().len(), 1);
    assert_eq!(fake.state().limits.limited.len(), 1);
}

#[tokio::test]
async fn old_messages_are_edited_slowly() {
    let fake = Fake::start().await;
    let rest = rest(&fake);
    let channel = serenity::ChannelId::new(700_000_000_000_000_600);
    let made = rest.post(channel, &text("old"), &[]).await.unwrap();
    let id = serenity::MessageId::new(id_in(&made["id"]).unwrap());
    // Every message is an old one from now on.
    fake.state().old_message_after = Some(Duration::ZERO);
    for i in 0..3 {
        rest.edit(channel, id, &text(&format!("edit {i}")), &[])
            .await
            .expect("edited");
    }
    // The fourth edit in six seconds: 429, Discord's code 30046.
    let err = rest
        .edit(channel, id, &text("edit 4"), &[])
        .await
        .unwrap_err();
    assert_eq!(err.status(), Some(429));
    assert!(err.to_string().contains("30046"), "{err}");
    assert_eq!(fake.state().message(id.get()).unwrap().content, "edit 2");
    assert_eq!(fake.invalid_requests().len(), 1);
}

#[tokio::test]
async fn a_server_full_of_threads_refuses_another_until_one_is_archived() {
    let fake = Fake::start().await;
    fake.state().thread_cap = Some(2);
    let client = reqwest::Client::new();
    let at = format!("{}/api/v10/channels/700000000000000700/threads", fake.base);
    let open = || {
        client
            .post(&at)
            .header("content-type", "application/json")
            .body(json!({ "name": "a table", "type": 11 }).to_string())
            .send()
    };
    let first: Value = serde_json::from_str(&open().await.unwrap().text().await.unwrap()).unwrap();
    assert!(open().await.unwrap().status().is_success());
    // Discord: 400, "Maximum number of active threads reached".
    let full = open().await.unwrap();
    assert_eq!(full.status(), 400);
    let body: Value = serde_json::from_str(&full.text().await.unwrap()).unwrap();
    assert_eq!(body["code"], 160006, "{body}");
    assert_eq!(fake.state().threads.len(), 2);
    // An archived thread is not active: it makes room.
    fake.archive(id_in(&first["id"]).unwrap());
    assert!(open().await.unwrap().status().is_success());
}

/// A first start's emojis are used as each one is there, the pieces first
/// and then the base game's commonest tiles: cards stop carrying those
/// tiles as files long before the last expansion's tile is uploaded.
#[tokio::test]
async fn emojis_are_used_as_they_upload_the_commonest_first() {
    use carcassonne_bot::discord::icons::{self, Icons, IconsHandle};
    use carcassonne_bot::engine::TileSet;
    let fake = Fake::start().await;
    let rest = rest(&fake);
    let renderer = std::sync::Arc::new(carcassonne_bot::render::Renderer::new());
    let shown = IconsHandle::default();
    let base = TileSet::base();
    let commonest = base
        .kinds()
        .max_by_key(|&k| base.count(k))
        .map(|k| base.name_of(k))
        .unwrap();
    let watch = async {
        loop {
            let now = shown.get();
            if now.tile_url(commonest).is_some() {
                return now.len();
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    };
    let (synced, seen_with) = tokio::join!(icons::sync(&rest, &renderer, true, &shown), watch);
    let (icons, done) = synced.unwrap();
    assert_eq!(done.uploaded, Icons::all_len());
    assert!(
        seen_with < Icons::all_len() / 2,
        "the commonest tile was in use with {seen_with} of {} emojis",
        Icons::all_len()
    );
    assert_eq!(*shown.get(), icons, "every one in use at the end");
}

/// An Activity's authorisation code is exchanged as Discord's docs say
/// (`topics/oauth2.mdx`): a form, the application's own secret, once.
#[tokio::test]
async fn an_activitys_code_is_exchanged_once_as_a_form_with_the_secret() {
    use carcassonne_bot::discord::rest::{Auth, Payload};
    use fake_discord::activity::CLIENT_SECRET;
    let fake = Fake::start().await;
    let rest = rest(&fake);
    let who = fake_discord::Person::new(77, "Ann").speaking("ko");
    let app = fake_discord::APP_ID.to_string();
    let code = fake
        .state()
        .activities
        .authorize(&who, fake_discord::APP_ID, &["identify"]);
    let exchange = |secret: &'static str, code: String, json: bool| {
        let (rest, app) = (&rest, app.clone());
        async move {
            let fields = [
                ("client_id", app.as_str()),
                ("client_secret", secret),
                ("grant_type", "authorization_code"),
                ("code", code.as_str()),
            ];
            let body = json!({ "client_id": app, "client_secret": secret,
                               "grant_type": "authorization_code", "code": code });
            let payload = if json {
                Payload::Json(&body)
            } else {
                Payload::Form(&fields)
            };
            rest.send_as(
                Auth::None,
                reqwest::Method::POST,
                "/oauth2/token",
                &[],
                payload,
            )
            .await
        }
    };
    // Not a form, or another secret: refused, and the code still good.
    let refused = exchange(CLIENT_SECRET, code.clone(), true).await;
    assert_eq!(refused.unwrap_err().status(), Some(400));
    let refused = exchange("wrong", code.clone(), false).await;
    assert_eq!(refused.unwrap_err().status(), Some(401));
    let token = exchange(CLIENT_SECRET, code.clone(), false).await.unwrap();
    let access = token["access_token"].as_str().unwrap();
    // The person behind the token, in their language; the bot's token
    // still answers the bot.
    let me = rest
        .send_as(
            Auth::Bearer(access),
            reqwest::Method::GET,
            "/users/@me",
            &[],
            Payload::Empty,
        )
        .await
        .unwrap();
    assert_eq!(id_in(&me["id"]), Some(77));
    assert_eq!(me["locale"], "ko");
    let bot = rest
        .send(reqwest::Method::GET, "/users/@me", &[], Payload::Empty)
        .await
        .unwrap();
    assert_eq!(bot["bot"], true);
    // A code is good once; a made-up token is no one.
    let again = exchange(CLIENT_SECRET, code, false).await;
    assert_eq!(again.unwrap_err().status(), Some(400));
    let nobody = rest
        .send_as(
            Auth::Bearer("made-up"),
            reqwest::Method::GET,
            "/users/@me",
            &[],
            Payload::Empty,
        )
        .await;
    assert_eq!(nobody.unwrap_err().status(), Some(401));
    // An instance is read with the bot's token, never a person's.
    let path = format!("/applications/{app}/activity-instances/i-1");
    let theirs = rest
        .send_as(
            Auth::Bearer(access),
            reqwest::Method::GET,
            &path,
            &[],
            Payload::Empty,
        )
        .await;
    assert_eq!(theirs.unwrap_err().status(), Some(401));
    let unknown = rest
        .send(reqwest::Method::GET, &path, &[], Payload::Empty)
        .await;
    assert_eq!(unknown.unwrap_err().status(), Some(404));
    assert_eq!(fake.state().activities.exchanged, 1);
}

/// The bot's registration, with and without Activities, globally and in
/// a dev server: globally it keeps the Entry Point command Discord made;
/// a server's commands never hold one; and a second start changes no id
/// and creates nothing.
#[tokio::test]
async fn registration_keeps_the_entry_point_globally_and_none_in_a_dev_server() {
    use carcassonne_bot::discord::registration::register;
    let commands = carcassonne_bot::discord::commands();
    let fake = Fake::start().await;
    let rest = rest(&fake);
    register(&rest, &commands, None).await.unwrap();
    let first: Vec<Value> = fake.state().commands.global.clone();
    assert_eq!(first.len(), commands.len());
    // Activities turned on: Discord adds its Entry Point command, which
    // the next start keeps, with every command's id as it was.
    fake.turn_on_activities();
    register(&rest, &commands, None).await.unwrap();
    let kept = fake.state().commands.global.clone();
    assert_eq!(kept.len(), commands.len() + 1);
    let entry = kept.iter().find(|c| c["type"] == 4).unwrap();
    assert_eq!(
        (&entry["name"], &entry["handler"]),
        (&json!("launch"), &json!(2))
    );
    for c in &first {
        assert!(
            kept.iter().any(|k| k["id"] == c["id"]),
            "{} got a new id",
            c["name"]
        );
    }
    // In a dev server: the bot's commands alone, the global ones as they were.
    register(&rest, &commands, Some(55)).await.unwrap();
    let s = fake.state();
    assert_eq!(s.commands.guilds[&55].len(), commands.len());
    assert!(s.commands.guilds[&55].iter().all(|c| c["type"] == 1));
    assert_eq!(s.commands.global.len(), commands.len() + 1);
    drop(s);
    fake.assert_no_violations();
}
