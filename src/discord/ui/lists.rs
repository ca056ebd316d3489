//! Lists: the leaderboard and the server's games, in pages.

use crate::game::{Announcement, GameEntry, GameList, Leaderboard, LeaderboardSpan};
use crate::i18n::{Lang, t};

use super::{MAX_CONTENT, Message, clip, decimal, escape, mention, message_link, pager, when};
use crate::discord::ids::ComponentId;

/// A page of the leaderboard with ◀ ▶ buttons.
pub fn leaderboard_message(lb: &Leaderboard, lang: Lang) -> Message {
    let title = match lb.span {
        LeaderboardSpan::AllTime => t(lang, "leaderboard-title", &[]),
        LeaderboardSpan::Season(s) => t(
            lang,
            "leaderboard-title-season",
            &[("season", s.code().into())],
        ),
    };
    let mut content = format!("**{title}**\n");
    if lb.entries.is_empty() {
        content.push_str(&t(lang, "leaderboard-empty", &[]));
    }
    for (place, p) in &lb.entries {
        content.push_str(&t(
            lang,
            "leaderboard-line",
            &[
                ("place", (*place).into()),
                ("player", mention(p.user_id).into()),
                ("rating", decimal(p.rating, lang).into()),
                ("games", p.games.into()),
                ("wins", p.wins.into()),
                ("average", decimal(p.average_score(), lang).into()),
                ("best", p.best_score.into()),
            ],
        ));
        content.push('\n');
    }
    Message {
        body: clip(&content, MAX_CONTENT),
        controls: pager(lb.page, lb.pages, lang, |page| ComponentId::Leaderboard {
            page: page as u16,
            season: match lb.span {
                LeaderboardSpan::AllTime => None,
                LeaderboardSpan::Season(s) => Some(s),
            },
        }),
        ..Message::default()
    }
}

/// Running games listed per page.
pub const GAMES_PAGE: usize = 8;

/// One running game in a list: where, who, whose turn and since when, how
/// far along.
pub(super) fn game_line(guild: i64, e: &GameEntry, you: Option<i64>, lang: Lang) -> String {
    let players: Vec<String> = e
        .players
        .iter()
        .map(|(id, name)| {
            if *id < 0 {
                format!("🤖 {}", escape(&clip(name, 24)))
            } else {
                escape(&clip(name, 24))
            }
        })
        .collect();
    let turn = match &e.to_move {
        Some((id, _)) if you == Some(*id) => format!("**{}**", t(lang, "games-your-turn", &[])),
        Some((id, name)) if *id < 0 => t(
            lang,
            "games-turn-of",
            &[("name", format!("🤖 {}", escape(&clip(name, 24))).into())],
        ),
        Some((id, _)) => t(lang, "games-turn-of", &[("name", mention(*id).into())]),
        None => t(lang, "games-between-turns", &[]),
    };
    let mut since = match e.waiting_since {
        Some(s) => format!(" {}", t(lang, "games-since", &[("since", when(s))])),
        None => String::new(),
    };
    if let (Some(m), Some((id, _))) = (e.live_message_id, &e.to_move)
        && you == Some(*id)
    {
        since.push_str(&format!(
            " ([{}]({}))",
            t(lang, "games-go-to-it", &[]),
            message_link(guild, e.channel_id, m)
        ));
    }
    let mut line = format!(
        "**#{}** in <#{}> · {} · {turn}{since} · {}",
        e.game_id,
        e.channel_id,
        players.join(", "),
        t(
            lang,
            "games-progress",
            &[
                ("played", e.turns_played.into()),
                ("left", e.tiles_left.into()),
            ],
        ),
    );
    if e.paused {
        line.push_str(" · ⏸ ");
        line.push_str(&t(lang, "games-paused", &[]));
    }
    line
}

/// A page of the server's running games.
pub fn games_message(guild: i64, list: &GameList, lang: Lang) -> Message {
    let mut content = t(
        lang,
        "games-title",
        &[
            ("count", list.total.into()),
            ("page", (list.page + 1).into()),
            ("pages", list.pages.into()),
        ],
    );
    content.push('\n');
    for e in &list.entries {
        content.push_str(&game_line(guild, e, None, lang));
        content.push('\n');
    }
    Message {
        body: clip(&content, MAX_CONTENT),
        controls: pager(list.page, list.pages, lang, |page| ComponentId::Games {
            page: page as u16,
        }),
        ..Message::default()
    }
}

/// A person's running games on the server, their turns first.
pub fn my_games_text(guild: i64, user: i64, games: &[GameEntry], lang: Lang) -> String {
    if games.is_empty() {
        return t(lang, "mine-none", &[]);
    }
    let yours = games
        .iter()
        .filter(|e| e.to_move.as_ref().is_some_and(|m| m.0 == user))
        .count();
    let mut s = t(
        lang,
        "mine-title",
        &[("count", games.len().into()), ("yours", yours.into())],
    );
    s.push('\n');
    for e in games {
        let line = game_line(guild, e, Some(user), lang);
        // Stop before the limit rather than clip a line in half.
        if s.chars().count() + line.chars().count() + 1 > MAX_CONTENT {
            break;
        }
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// A season's end: its top three, best first.
pub fn season_over_text(a: &Announcement, lang: Lang) -> String {
    let mut s = t(lang, "season-over", &[("season", a.season.code().into())]);
    for (i, p) in a.top.iter().enumerate() {
        s.push('\n');
        s.push_str(&t(
            lang,
            "season-top-line",
            &[
                ("medal", ["🥇", "🥈", "🥉"][i.min(2)].into()),
                ("player", mention(p.user_id).into()),
                ("rating", decimal(p.rating, lang).into()),
                ("games", p.games.into()),
                ("wins", p.wins.into()),
            ],
        ));
    }
    clip(&s, MAX_CONTENT)
}
