//! What games leave behind: the game lists, rating charts and seasons.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_lists_page_through_the_servers_games_and_find_yours() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (ann, bob) = (Person::new(6_201, "Ann"), Person::new(6_202, "Bob"));
    let people = vec![ann.clone(), bob.clone()];
    // Nine games: more than a page.
    let mut firsts = Vec::new();
    for channel in 6_210..6_219 {
        firsts.push((
            channel,
            start_game(&fake, channel, &people, json!([])).await,
        ));
    }
    let list = sub(&fake, &ann, 6_210, "games").await;
    assert!(list.ephemeral);
    assert!(
        list.content.contains("9 games running on this server"),
        "{}",
        list.content
    );
    assert_eq!(list.content.matches("<#62").count(), 8, "{}", list.content);
    assert!(list.content.contains("0 turns played, 70 tiles left"));
    let next = control(&list, "Next");
    fake.click(&ann, list.id, &next, None);
    let second = fake
        .wait_for(10, "the second page", |s| {
            s.message(list.id)
                .filter(|m| m.content.contains("page 2 of 2"))
                .cloned()
        })
        .await;
    assert_eq!(
        second.content.matches("<#62").count(),
        1,
        "{}",
        second.content
    );
    // Each person's own games: those waiting for them first, each with a
    // link to its turn message (recorded once Discord's answer is stored).
    let svc = service_of(&bot).await;
    for (channel, turn) in &firsts {
        let game = svc.latest_game_in(*channel as i64).await.unwrap().unwrap();
        for _ in 0..100 {
            if svc.live_message(game).await.unwrap() == Some(turn.id as i64) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
    svc.store().close().await;
    let mine = sub(&fake, &bob, 6_210, "mine").await;
    assert!(mine.ephemeral);
    let waiting: Vec<&(u64, Msg)> = firsts
        .iter()
        .filter(|(_, m)| m.content.starts_with(&format!("<@{}>", bob.id)))
        .collect();
    assert!(
        mine.content
            .contains(&format!("your turn in {} game", waiting.len())),
        "{}",
        mine.content
    );
    let lines: Vec<&str> = mine.content.lines().skip(1).collect();
    assert_eq!(lines.len(), 9, "{}", mine.content);
    for (line, (channel, turn)) in lines.iter().zip(&waiting) {
        assert!(line.contains("**your turn**"), "{line}");
        assert!(line.contains(&format!("/{channel}/{}", turn.id)), "{line}");
    }
    assert!(
        lines[waiting.len()..]
            .iter()
            .all(|l| !l.contains("your turn"))
    );
    bot.stop().await;
    fake.assert_no_violations();
}

/// Ends the game in `channel` at once: whoever of `people` is in turn
/// leaves it, so that the other is left alone and it ends.
async fn end_at_once(fake: &Fake, channel: u64, people: &[&Person]) {
    let turn = fake
        .wait_for(20, "a turn", |s| {
            s.in_channel(channel)
                .into_iter()
                .rev()
                .find(|m| m.content.contains("it's your turn"))
                .cloned()
        })
        .await;
    let leaver = people
        .iter()
        .find(|p| turn.content.starts_with(&format!("<@{}>", p.id)))
        .expect("someone's turn");
    let left = sub(fake, leaver, channel, "resign").await;
    assert!(left.content.contains("left game #"), "{}", left.content);
    fake.wait_for(20, "the final scores", |s| {
        s.in_channel(channel)
            .iter()
            .any(|m| m.content.contains("**Final scores**"))
            .then_some(())
    })
    .await;
}

/// `/carcassonne games` and `mine` list only games in channels the asker
/// can view, as Discord reckons it: the server's roles and the channel's
/// overwrites, a public thread as its channel. A role taken away counts at
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_lists_hide_channels_the_asker_cannot_view() {
    use fake_discord::perm::VIEW_CHANNEL;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (open, club, thread) = (6_301, 6_302, 6_303);
    const CLUB_ROLE: u64 = 6_399;
    {
        let mut s = fake.state();
        s.roles.insert(CLUB_ROLE, 0);
        let c = s.channels.entry(club).or_default();
        c.overwrites = vec![
            (fake_discord::GUILD, 0, 0, VIEW_CHANNEL),
            (CLUB_ROLE, 0, VIEW_CHANNEL, 0),
        ];
        s.channels.entry(thread).or_default().parent = Some(club);
    }
    let mut ann = Person::new(6_311, "Ann");
    ann.roles = vec![CLUB_ROLE];
    let mut cleo = Person::new(6_313, "Cleo");
    cleo.roles = vec![CLUB_ROLE];
    let ben = Person::new(6_312, "Ben");
    start_game(&fake, open, &[ann.clone(), ben.clone()], json!([])).await;
    start_game(&fake, club, &[ann.clone(), cleo.clone()], json!([])).await;
    start_game(&fake, thread, &[ann.clone(), cleo.clone()], json!([])).await;

    let all = sub(&fake, &ann, open, "games").await;
    assert!(
        all.content.contains("3 games running on this server"),
        "{}",
        all.content
    );
    let bens = sub(&fake, &ben, open, "games").await;
    assert!(bens.ephemeral);
    assert!(
        bens.content.contains("1 game running on this server"),
        "{}",
        bens.content
    );
    assert!(bens.content.contains(&format!("<#{open}>")));
    for hidden in [club, thread] {
        assert!(
            !bens.content.contains(&format!("<#{hidden}>")),
            "{}",
            bens.content
        );
    }
    assert!(!bens.content.contains("Cleo"), "{}", bens.content);

    // Ann loses the role: her own games in the club are hidden from her.
    let mut ann_now = ann.clone();
    ann_now.roles.clear();
    let mine = sub(&fake, &ann_now, open, "mine").await;
    assert!(
        mine.content.contains(&format!("<#{open}>")),
        "{}",
        mine.content
    );
    for hidden in [club, thread] {
        assert!(
            !mine.content.contains(&format!("<#{hidden}>")),
            "{}",
            mine.content
        );
    }
    let mine = sub(&fake, &ann, open, "mine").await;
    for shown in [open, club, thread] {
        assert!(
            mine.content.contains(&format!("<#{shown}>")),
            "{}",
            mine.content
        );
    }
    // Asked in the club itself, the club's game is listed whatever the
    // overwrites say: the asker is there.
    let here = sub(&fake, &ann_now, club, "games").await;
    assert!(
        here.content.contains(&format!("<#{club}>")),
        "{}",
        here.content
    );
    assert!(
        !here.content.contains(&format!("<#{thread}>")),
        "{}",
        here.content
    );

    // The club's game ends: Cleo's stats list it among her last games
    // only to those who can view the club.
    end_at_once(&fake, club, &[&ann, &cleo]).await;
    let of_cleo = json!([{ "name": "user", "type": 6, "value": cleo.id.to_string() }]);
    let seen = command(&fake, &ann, open, "stats", None, of_cleo.clone()).await;
    assert!(
        seen.content.contains("**Last game:**\n#"),
        "{}",
        seen.content
    );
    for asker in [&ben, &ann_now] {
        let hidden = command(&fake, asker, open, "stats", None, of_cleo.clone()).await;
        assert!(hidden.content.contains("1 game"), "{}", hidden.content);
        assert!(!hidden.content.contains("Last game"), "{}", hidden.content);
    }
    bot.stop().await;
    fake.assert_no_violations();
}

/// `/stats` shows a person's rating over their games as a chart once they
/// have two rated games; with one, the words alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_chart_a_rating_once_there_are_two_games() {
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let ann = Person::new(6_601, "Ann");
    let ben = Person::new(6_602, "Ben");
    let cleo = Person::new(6_603, "Cleo");
    // Two games, each ended at once.
    for (channel, other) in [(6_610, &ben), (6_611, &cleo)] {
        start_game(&fake, channel, &[ann.clone(), other.clone()], json!([])).await;
        end_at_once(&fake, channel, &[&ann, other]).await;
    }
    let two = command(
        &fake,
        &ben,
        6_610,
        "stats",
        None,
        json!([{ "name": "user", "type": 6, "value": ann.id.to_string() }]),
    )
    .await;
    assert!(two.content.contains("2 games"), "{}", two.content);
    assert_eq!(two.files, ["carcassonne-rating.png"]);
    assert!(!two.ephemeral);
    let one = command(&fake, &ben, 6_610, "stats", None, json!([])).await;
    assert!(one.content.contains("1 game"), "{}", one.content);
    assert!(one.files.is_empty(), "{:?}", one.files);
    bot.stop().await;
    fake.assert_no_violations();
}

/// Seasons end to end: `/settings` turns them on with a channel
/// for announcements; `/leaderboard` shows this season's by default and
/// the last season's on request; once a season is over, its top three are
/// announced in that channel, pinging them and nobody else, once, however
/// often the bot starts again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seasons_top_three_are_announced_once() {
    use carcassonne_bot::game::{Period, Season};
    use sqlx::Connection;
    let fake = Fake::start_roomy().await;
    let mut bot = Bot::start(&fake).await;
    let (channel, news) = (6_710, 6_711);
    let ada = manager(6_701, "Ada");
    let set = configure(
        &fake,
        &ada,
        channel,
        json!([
            { "name": "season", "type": 4, "value": 0 },
            { "name": "season_channel", "type": 7, "value": news.to_string() },
        ]),
    )
    .await;
    assert!(
        set.content.contains("Seasons last a month")
            && set.content.contains(&format!("announced in <#{news}>")),
        "{}",
        set.content
    );
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let this = Season::of(now, Period::Monthly);
    let last = this.previous();
    let board = command(&fake, &ada, channel, "leaderboard", None, json!([])).await;
    assert!(
        board
            .content
            .contains(&format!("Leaderboard — season {}", this.code())),
        "{}",
        board.content
    );
    bot.stop().await;
    // Last month, four people played (the seasons were on by then).
    {
        let mut db = sqlx::SqliteConnection::connect(&bot.url).await.unwrap();
        sqlx::query("UPDATE guild_seasons SET since = 0")
            .execute(&mut db)
            .await
            .unwrap();
        for (user, rating) in [(6_721, 9.5), (6_722, 12.0), (6_723, 3.25), (6_724, 1.0)] {
            sqlx::query(
                "INSERT INTO season_players (guild_id, season, user_id, name, games, wins, total_score, best_score, mu, sigma, rating)
                 VALUES ($1, $2, $3, 'someone', 4, 2, 300, 90, $4, 1.0, $4 - 3)",
            )
            .bind(fake_discord::GUILD as i64)
            .bind(last.code())
            .bind(user)
            .bind(rating + 3.0)
            .execute(&mut db)
            .await
            .unwrap();
        }
    }
    let over = format!("Season {} is over", last.code());
    let mut stopped = Vec::new();
    for start in 0..2 {
        // Started again: ready once it has connected anew.
        fake.state().ready = false;
        let mut again = Bot::start_in(&fake, bot.dir.clone()).await;
        let said = fake
            .wait_for(20, "the season's announcement", |s| {
                s.in_channel(news)
                    .into_iter()
                    .find(|m| m.content.contains(&over))
                    .cloned()
            })
            .await;
        let mut pinged = said.pings.users.clone();
        pinged.sort_unstable();
        assert_eq!(pinged, [6_721, 6_722, 6_723], "start {start}");
        let first = said.content.find("<@6722>").unwrap();
        assert!(first < said.content.find("<@6721>").unwrap());
        assert!(!said.content.contains("<@6724>"));
        // The last season's board, on request.
        let previous = command(
            &fake,
            &ada,
            channel,
            "leaderboard",
            None,
            json!([{ "name": "season", "type": 4, "value": 1 }]),
        )
        .await;
        assert!(
            previous.content.contains(&last.code()) && previous.content.contains("<@6724>"),
            "start {start}: {}",
            previous.content
        );
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let times = fake
            .state()
            .in_channel(news)
            .iter()
            .filter(|m| m.content.contains(&over))
            .count();
        assert_eq!(times, 1, "announced once");
        again.stop().await;
        // Kept until the end: a bot dropped takes its folder with it.
        stopped.push(again);
    }
    fake.assert_no_violations();
}
