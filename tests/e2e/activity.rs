//! The board inside Discord (an Activity). With `DISCORD_CLIENT_SECRET`
//! set, a turn card has an Open board button; the bot answers its click
//! with `LAUNCH_ACTIVITY`, and Discord's client shows the board's page in
//! its frame. The page runs Discord's real Embedded App SDK, which asks
//! the client for an authorisation code; the bot exchanges it with
//! Discord, checks the person is in the Activity's instance in the game's
//! channel, and the person plays their own seat.
//!
//! Discord's client is stood in for by a page served to Chromium at
//! `https://discord.com/…`, which frames the board as Discord does (with
//! the launch's query) and answers the SDK's messages as the client does:
//! the handshake with READY, AUTHORIZE with a code the fake Discord made
//! for the person (after checking what was asked), anything else with an
//! error.

use super::*;
use fake_discord::activity::CLIENT_SECRET;

#[path = "../support/browser.rs"]
#[allow(dead_code)]
mod browser;

/// Discord's client on `platform` (`desktop` or `mobile`), framing the
/// Activity at `board` for the launch of `instance` in `channel`, and
/// answering its SDK: `code` is what the person's authorisation makes.
fn discord_client(
    board: &str,
    (instance, channel): (&str, u64),
    code: &str,
    platform: &str,
) -> String {
    let app = fake_discord::APP_ID;
    let guild = fake_discord::GUILD;
    let src = format!(
        "{board}/?instance_id={instance}&location_id=gc-{guild}-{channel}&launch_id=1\
         &channel_id={channel}&guild_id={guild}&frame_id=frame-1&platform={platform}"
    );
    format!(
        r#"<!doctype html><html><head><meta charset="utf-8"><title>Discord</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>html,body{{margin:0;height:100%}}iframe{{border:0;width:100vw;height:100vh;display:block}}</style>
</head><body><iframe id="app" src="{src}"></iframe><script>
const CLIENT_ID = "{app}", FRAME_ID = "frame-1", CODE = "{code}";
const APP = new URL("{board}").origin;
window.rpc = [];
window.addEventListener("message", (e) => {{
  const app = document.getElementById("app").contentWindow;
  if (e.source !== app || e.origin !== APP || !Array.isArray(e.data)) return;
  const [op, p] = e.data;
  window.rpc.push([op, p && p.cmd || null]);
  const send = (frame) => app.postMessage([1, frame], APP);
  if (op === 0) {{
    if (p.v !== 1 || p.client_id !== CLIENT_ID || p.frame_id !== FRAME_ID) {{
      app.postMessage([2, {{ code: 4000, message: "Invalid Client ID" }}], APP);
      return;
    }}
    send({{ cmd: "DISPATCH", evt: "READY", nonce: null,
      data: {{ v: 1, config: {{ cdn_host: "cdn.discordapp.com", api_endpoint: "//discord.com/api", environment: "production" }} }} }});
  }} else if (op === 1 && p.cmd === "AUTHORIZE") {{
    const a = p.args || {{}};
    const ok = a.client_id === CLIENT_ID && a.response_type === "code"
      && Array.isArray(a.scope) && a.scope.includes("identify");
    if (ok) send({{ cmd: "AUTHORIZE", evt: null, nonce: p.nonce, data: {{ code: CODE }} }});
    else send({{ cmd: "AUTHORIZE", evt: "ERROR", nonce: p.nonce, data: {{ code: 5000, message: "OAuth2 Error" }} }});
  }} else if (op === 1) {{
    send({{ cmd: p.cmd, evt: "ERROR", nonce: p.nonce, data: {{ code: 4006, message: "Invalid command" }} }});
  }}
}});
</script></body></html>"#
    )
}

/// The first turn card of a game of `people` and `computers` easy computer
/// players in `channel`.
async fn game_with_computers(fake: &Fake, channel: u64, people: &[Person], computers: u64) -> Msg {
    let seats = people.len() as u64 + computers;
    let mut options = vec![json!({ "name": "seats", "type": 4, "value": seats })];
    if computers > 0 {
        options.push(json!({ "name": "computers", "type": 4, "value": computers }));
        options.push(json!({ "name": "computer_level", "type": 4, "value": 0 }));
    }
    start_game(fake, channel, people, json!(options)).await
}

/// `who` clicks Open board on `card` in `channel`, and Chromium on
/// `screen` shows Discord's client with the board in the instance
/// launched, scripts run in the board's frame; `None` where Chromium is
/// not installed.
async fn inside_discord(
    fake: &Fake,
    web: &str,
    (who, card, channel): (&Person, &Msg, u64),
    screen: browser::Screen,
) -> Option<browser::Browser> {
    let instance = open_board(fake, who, card).await;
    let launch = (instance.as_str(), channel);
    let mut br = browser::Browser::launch(screen, "en-US").await?;
    let code = fake
        .state()
        .activities
        .authorize(who, fake_discord::APP_ID, &["identify"]);
    let platform = if screen.phone { "mobile" } else { "desktop" };
    let client = "https://discord.com/activities/carcassonne";
    br.serve(client, discord_client(web, launch, &code, platform))
        .await;
    br.goto(client).await;
    br.enter_frame(web).await;
    Some(br)
}

/// A fake Discord whose application has an Activity, and the bot with
/// its board as that Activity: the board's address.
async fn bot_with_activity() -> (Fake, Bot, String) {
    let fake = Fake::start_roomy().await;
    fake.turn_on_activities();
    let (bot, web) = Bot::start_with_board_as(&fake, Some(CLIENT_SECRET)).await;
    // Registered globally beside the Entry Point command Discord made,
    // which the bulk overwrite kept as it was.
    let kept: Vec<_> = fake
        .state()
        .commands
        .global
        .iter()
        .map(|c| (c["type"].clone(), c["name"].clone(), c["handler"].clone()))
        .collect();
    assert!(
        kept.contains(&(json!(4), json!("launch"), json!(2))),
        "{kept:?}"
    );
    assert!(
        kept.contains(&(json!(1), json!("carcassonne"), serde_json::Value::Null)),
        "{kept:?}"
    );
    (fake, bot, web)
}

/// `who` clicks Open board on `card`; the instance Discord launched.
async fn open_board(fake: &Fake, who: &Person, card: &Msg) -> String {
    let before = fake.state().activities.launches.len();
    click(fake, who, card, &control(card, "Open board")).await;
    fake.wait_for(10, "the Activity launched", |s| {
        s.activities.launches.get(before).cloned()
    })
    .await
}

async fn open_session(
    http: &reqwest::Client,
    web: &str,
    code: &str,
    instance: &str,
) -> (u16, serde_json::Value) {
    let r = http
        .post(format!("{web}/api/activity"))
        .header("content-type", "application/json")
        .body(json!({ "code": code, "instance_id": instance }).to_string())
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let body = r.bytes().await.unwrap();
    (status, serde_json::from_slice(&body).unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_on_the_board_inside_discord() {
    let (fake, mut bot, web) = bot_with_activity().await;
    let channel = 5_401;
    let ann = Person::new(8_401, "Ann").speaking("fr");
    let card = game_with_computers(&fake, channel, std::slice::from_ref(&ann), 1).await;
    assert!(card.links().iter().any(|(l, _)| l == "Watch live"));
    let opened = inside_discord(&fake, &web, (&ann, &card, channel), browser::DESKTOP).await;
    let Some(mut br) = opened else {
        bot.stop().await;
        return;
    };
    // Discord's language for Ann, and her seat to play.
    br.wait_for("document.documentElement.lang === 'fr'").await;
    let (mut step, mut turn) = br.next_page_step("").await;
    // Said, not held to: a figure for the closing note (the bench times
    // the board itself). From the frame's navigation to the squares lit.
    let usable = br.eval("Math.round(performance.now())").await;
    eprintln!(
        "the board opened inside Discord, usable in {usable} ms (the SDK's handshake, the \
         code, three requests to the fake Discord, the game)"
    );
    assert_eq!(
        br.eval("document.getElementById('notice').hidden").await,
        json!(true)
    );
    let mut first = true;
    while step != "over" {
        // At a person's pace: the board holds each session to five
        // requests a second.
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        br.click_page_step(&step).await;
        (step, turn) = br.next_page_step(&turn).await;
        if first && step == "tile" {
            // The move made on the board is the channel's news too: a
            // card says Ann placed her tile.
            said_in(&fake, channel, "Ann placed tile").await;
            shown_whole(&mut br).await;
            br.screenshot(&shots().join("activity-fr-first-move.png"))
                .await;
            first = false;
        }
    }
    shown_whole(&mut br).await;
    br.screenshot(&shots().join("activity-fr-over.png")).await;
    br.close().await;
    said_in(&fake, channel, "Final scores").await;
    assert_eq!(fake.state().activities.exchanged, 1);
    fake.assert_no_violations();
    bot.stop().await;
    let svc = service_of(&bot).await;
    let id = svc.latest_game_in(channel as i64).await.unwrap().unwrap();
    let record = Record::parse(&svc.export(id).await.unwrap()).unwrap();
    assert!(replay(&record).unwrap().is_over());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn someone_without_a_seat_watches_inside_discord_on_a_phone() {
    let (fake, mut bot, web) = bot_with_activity().await;
    let channel = 5_404;
    let ann = Person::new(8_431, "Ann");
    let ben = Person::new(8_432, "Ben").speaking("de");
    let card = game_with_computers(&fake, channel, std::slice::from_ref(&ann), 1).await;
    let opened = inside_discord(&fake, &web, (&ben, &card, channel), browser::PHONE).await;
    let Some(mut br) = opened else {
        bot.stop().await;
        return;
    };
    // In Ben's Discord language, watching: no square to choose, ever.
    br.wait_for("document.documentElement.lang === 'de'").await;
    br.wait_for("document.getElementById('status').textContent.includes('Du schaust zu')")
        .await;
    assert_eq!(br.eval("document.body.dataset.step").await, json!("wait"));
    assert_eq!(
        br.eval("document.querySelectorAll('.fit').length").await,
        json!(0)
    );
    // Ann moves with the buttons; Ben's page shows it.
    let before = br.eval("document.body.dataset.turn").await;
    let played = play_turns(&fake, channel, std::slice::from_ref(&ann), card.id - 1, 1).await;
    assert_eq!(played.turns, 1);
    br.wait_for(&format!("document.body.dataset.turn !== {before}"))
        .await;
    shown_whole(&mut br).await;
    br.screenshot(&shots().join("activity-phone-de-watching.png"))
        .await;
    br.close().await;
    fake.assert_no_violations();
    bot.stop().await;
}

/// Waits (20 s at most) until a message in `channel` says `words`.
async fn said_in(fake: &Fake, channel: u64, words: &str) {
    fake.wait_for(20, words, |s| {
        s.in_channel(channel)
            .into_iter()
            .find(|m| m.content.contains(words))
            .map(|_| ())
    })
    .await;
}

/// Waits until every tile's art has loaded, for a screenshot.
async fn shown_whole(br: &mut browser::Browser) {
    br.wait_for("[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        .await;
}

/// Where the tests' screenshots go, to be looked at.
fn shots() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_person_discord_vouches_for_plays_and_only_their_own_seat() {
    let (fake, mut bot, web) = bot_with_activity().await;
    let channel = 5_402;
    let people = vec![Person::new(8_411, "Ann"), Person::new(8_412, "Bob")];
    let card = game_with_computers(&fake, channel, &people, 0).await;
    let in_turn = people
        .iter()
        .find(|p| card.content.starts_with(&format!("<@{}>", p.id)))
        .unwrap()
        .clone();
    let other = people.iter().find(|p| p.id != in_turn.id).unwrap().clone();
    let eve = Person::new(8_413, "Eve");
    let instance = open_board(&fake, &other, &card).await;
    let http = reqwest::Client::new();
    let authorize = |who: &Person| {
        fake.state()
            .activities
            .authorize(who, fake_discord::APP_ID, &["identify"])
    };
    // Eve never opened the Activity: Discord does not have her in it.
    let (status, said) = open_session(&http, &web, &authorize(&eve), &instance).await;
    assert_eq!(status, 403, "{said}");
    assert!(
        said["error"]
            .as_str()
            .unwrap()
            .contains("not in this Activity")
    );
    // She opens it: she is in, with no seat, so she watches.
    open_board(&fake, &eve, &card).await;
    let (status, said) = open_session(&http, &web, &authorize(&eve), &instance).await;
    assert_eq!(status, 200, "{said}");
    let (_, framed) = get_state(&http, &web, said["token"].as_str().unwrap()).await;
    assert_eq!(framed["session"]["mode"], "watch");
    // A code is good once, and only a code Discord made.
    let code = authorize(&other);
    let (status, said) = open_session(&http, &web, &code, &instance).await;
    assert_eq!(status, 200, "{said}");
    let token = said["token"].as_str().unwrap().to_string();
    assert_eq!(open_session(&http, &web, &code, &instance).await.0, 401);
    assert_eq!(open_session(&http, &web, "made-up", &instance).await.0, 401);
    // An instance Discord does not know, and one in no game's channel.
    let (status, _) = open_session(&http, &web, &authorize(&other), "i-9-gc-1-2").await;
    assert_eq!(status, 403);
    let elsewhere = fake
        .state()
        .activities
        .launch(&other, fake_discord::GUILD, 5_499)
        .unwrap();
    let (status, said) = open_session(&http, &web, &authorize(&other), &elsewhere).await;
    assert_eq!(status, 404, "{said}");
    // The session plays its own seat: a click when the other person is in
    // turn is refused and changes nothing.
    let (_, framed) = get_state(&http, &web, &token).await;
    assert_eq!(framed["session"]["mode"], "play");
    assert_eq!(framed["session"]["seats"].as_array().unwrap().len(), 1);
    let turn = &framed["state"]["turn"];
    let c = &turn["what"]["candidates"][0];
    let act =
        json!({"act": "place", "key": turn["key"], "x": c["x"], "y": c["y"], "rot": c["rots"][0]});
    let r = http
        .post(format!("{web}/api/act"))
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body(act.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 409);
    let (_, after) = get_state(&http, &web, &token).await;
    assert_eq!(after["state"]["revision"], framed["state"]["revision"]);
    // Ann leaves the Activity: Discord no longer vouches for her in it.
    fake.state().activities.leave(other.id, channel);
    let (status, _) = open_session(&http, &web, &authorize(&other), &instance).await;
    assert_eq!(status, 403);
    // The secret never reaches a page.
    let page = http.get(format!("{web}/")).send().await.unwrap();
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(csp.contains("frame-ancestors https://discord.com"), "{csp}");
    for path in ["/", "/board.js", "/discord-sdk.js", "/api/activity"] {
        let text = http
            .get(format!("{web}{path}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(!text.contains(CLIENT_SECRET), "{path}");
    }
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_refuses_to_launch_an_activity_the_application_has_not() {
    let fake = Fake::start_roomy().await;
    // The operator set the secret, but the application has no Activity.
    let (mut bot, _web) = Bot::start_with_board_as(&fake, Some(CLIENT_SECRET)).await;
    let channel = 5_403;
    let ann = Person::new(8_421, "Ann");
    let card = game_with_computers(&fake, channel, std::slice::from_ref(&ann), 1).await;
    let said = click(&fake, &ann, &card, &control(&card, "Open board"))
        .await
        .unwrap_or_default();
    assert!(said.contains("cannot be opened inside Discord"), "{said}");
    {
        let s = fake.state();
        assert!(s.activities.launches.is_empty());
        assert!(s.refused.iter().any(|r| r.starts_with("LAUNCH_ACTIVITY")));
    }
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_client_secret_is_not_the_players_fault() {
    let fake = Fake::start_roomy().await;
    fake.turn_on_activities();
    let (mut bot, web) = Bot::start_with_board_as(&fake, Some("not-the-secret")).await;
    let channel = 5_405;
    let ann = Person::new(8_441, "Ann");
    let card = game_with_computers(&fake, channel, std::slice::from_ref(&ann), 1).await;
    let instance = open_board(&fake, &ann, &card).await;
    let code = fake
        .state()
        .activities
        .authorize(&ann, fake_discord::APP_ID, &["identify"]);
    let http = reqwest::Client::new();
    let (status, said) = open_session(&http, &web, &code, &instance).await;
    assert_eq!(status, 503, "{said}");
    assert!(
        said["error"]
            .as_str()
            .unwrap()
            .contains("could not be asked")
    );
    assert!(!said.to_string().contains("secret"), "{said}");
    bot.stop().await;
}

async fn get_state(http: &reqwest::Client, web: &str, token: &str) -> (u16, serde_json::Value) {
    let r = http
        .get(format!("{web}/api/state"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let body = r.bytes().await.unwrap();
    (status, serde_json::from_slice(&body).unwrap_or_default())
}
