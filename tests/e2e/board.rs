//! The live board beside the bot: with `WEB_URL` set, every turn card
//! links a read-only page of its game, which shows the moves made in
//! Discord as they are made, and never plays.

use super::*;

async fn get(http: &reqwest::Client, url: String, token: &str) -> (u16, serde_json::Value) {
    let r = http.get(url).bearer_auth(token).send().await.unwrap();
    let status = r.status().as_u16();
    let body = r.bytes().await.unwrap();
    (status, serde_json::from_slice(&body).unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_card_links_a_live_page_that_watches_and_never_plays() {
    let fake = Fake::start_roomy().await;
    let (mut bot, web) = Bot::start_with_board(&fake).await;
    let channel = 5_301;
    let people = vec![Person::new(1_301, "Alice"), Person::new(1_302, "Bob")];
    let first = start_game(&fake, channel, &people, json!([])).await;
    let links = first.links();
    let (label, link) = links.first().expect("a link on the turn card");
    assert_eq!(label, "Watch live");
    let token = link
        .strip_prefix(&format!("{web}/#t="))
        .unwrap_or_else(|| panic!("{link} is not a link to the board"));
    let http = reqwest::Client::new();
    // The page is the board's, and the link watches this game.
    let page = http.get(&web).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let (status, framed) = get(&http, format!("{web}/api/state"), token).await;
    assert_eq!(status, 200, "{framed}");
    assert_eq!(framed["session"], json!({"mode": "watch", "seats": []}));
    let game = framed["state"]["game"].as_i64().unwrap();
    let revision = framed["state"]["revision"].as_i64().unwrap();
    // Watching never plays: a click the page could send is refused.
    let turn = &framed["state"]["turn"];
    let c = &turn["what"]["candidates"][0];
    let act =
        json!({"act": "place", "key": turn["key"], "x": c["x"], "y": c["y"], "rot": c["rots"][0]});
    let refused = http
        .post(format!("{web}/api/act"))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .body(act.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    // Moves made in Discord show on the page within a second of each.
    let played = play_turns(&fake, channel, &people, first.id - 1, 2).await;
    assert_eq!(played.turns, 2);
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(1);
    loop {
        let (_, now) = get(&http, format!("{web}/api/state"), token).await;
        if now["state"]["revision"].as_i64().unwrap() > revision + 2 {
            assert_eq!(now["state"]["game"], game);
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the page did not see the moves"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // The next turn card links the same page, and the operators' metrics
    // are not served on the board's listener.
    let next = fake.state().message(played.last).cloned().unwrap();
    if let Some((_, again)) = next.links().first() {
        assert_eq!(again, link);
    }
    assert_eq!(
        http.get(format!("{web}/metrics"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    fake.assert_no_violations();
    bot.stop().await;
}
