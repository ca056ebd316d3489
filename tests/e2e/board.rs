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

/// The states a live stream at `url` sends, in order, for `wait` or until
/// `enough` says so.
fn stream_states(
    url: String,
    wait: std::time::Duration,
    enough: impl Fn(&[serde_json::Value]) -> bool + Send + 'static,
) -> tokio::task::JoinHandle<Vec<serde_json::Value>> {
    tokio::spawn(async move {
        let mut r = reqwest::get(url).await.unwrap();
        let (mut states, mut text) = (Vec::new(), String::new());
        let until = tokio::time::Instant::now() + wait;
        while let Ok(Ok(Some(chunk))) = tokio::time::timeout_at(until, r.chunk()).await {
            text.push_str(&String::from_utf8_lossy(&chunk));
            while let Some(end) = text.find("\n\n") {
                if let Some(data) = text[..end].strip_prefix("event: state\ndata: ") {
                    states.push(serde_json::from_str(data).unwrap());
                }
                text.drain(..end + 2);
            }
            if enough(&states) {
                break;
            }
        }
        states
    })
}

/// A computer's move is stored by the timer runner, with no command or
/// click behind it and no front end told: the service's change feed alone
/// carries it to the channel and to a page watching the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_no_front_end_made_reaches_the_channel_and_the_page() {
    let fake = Fake::start_roomy().await;
    let (mut bot, web) = Bot::start_with_board(&fake).await;
    let (channel, ann) = (5_311, Person::new(1_311, "Ann"));
    let lobby = fake.open_lobby(&ann, channel, json!([])).await;
    assert_eq!(add_computer(&fake, &ann, &lobby, "easy").await, None);
    let lobby = fake.state().message(lobby.id).cloned().unwrap();
    click(&fake, &ann, &lobby, &control(&lobby, "Start")).await;
    let card = fake
        .wait_for(20, "Ann's first turn", |s| {
            newest(s, channel, lobby.id, |m| {
                m.content.contains("it's your turn")
            })
        })
        .await;
    let token = card.links()[0]
        .1
        .strip_prefix(&format!("{web}/#t="))
        .unwrap()
        .to_string();
    let http = reqwest::Client::new();
    let ticket = http
        .get(format!("{web}/api/ticket"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(ticket.status(), 200);
    let ticket: serde_json::Value = serde_json::from_slice(&ticket.bytes().await.unwrap()).unwrap();
    let is_computers = |s: &serde_json::Value| s["state"]["turn"]["computer"] == true;
    // The page hears the computer's turn begin, then end in Ann's.
    let states = stream_states(
        format!(
            "{web}/api/live?ticket={}",
            ticket["ticket"].as_str().unwrap()
        ),
        std::time::Duration::from_secs(20),
        move |states| {
            let begun = states.iter().position(is_computers);
            begun.is_some_and(|i| states[i..].iter().any(|s| !is_computers(s)))
        },
    );
    let before = fake.state().in_channel(channel).len();
    let played = play_turns(&fake, channel, std::slice::from_ref(&ann), card.id - 1, 1).await;
    assert_eq!(played.turns, 1);
    // Discord shows the computer's move, and Ann's next turn.
    fake.wait_for(20, "the computer's move and Ann's next turn", |s| {
        let shown = s.in_channel(channel);
        let moved = shown[before..]
            .iter()
            .any(|m| m.content.contains("(easy) placed tile"));
        newest(s, channel, played.last, |m| {
            m.content.contains("it's your turn")
        })
        .filter(|_| moved)
    })
    .await;
    let states = states.await.unwrap();
    let begun = states
        .iter()
        .position(is_computers)
        .expect("the computer's turn on the page");
    assert!(
        states[begun..].iter().any(|s| !is_computers(s)),
        "the page did not see the computer's move: {states:?}"
    );
    fake.assert_no_violations();
    bot.stop().await;
}
