//! A player's record, a game's history, results and head to head.

use crate::game::PlayerStats;
use crate::game::{GameResult, HeadToHead};
use crate::i18n::{Lang, t};

use super::{MAX_CONTENT, decimal, mention, shown, when};

/// A player's stats on this server.
pub fn stats_text(user_id: i64, stats: Option<&PlayerStats>, lang: Lang) -> String {
    match stats {
        None => t(lang, "stats-none", &[("player", mention(user_id).into())]),
        Some(p) => t(
            lang,
            "stats-line",
            &[
                ("player", mention(user_id).into()),
                ("games", p.games.into()),
                ("wins", p.wins.into()),
                ("average", decimal(p.average_score(), lang).into()),
                ("best", p.best_score.into()),
                ("rating", decimal(p.rating, lang).into()),
                ("mu", decimal(p.mu, lang).into()),
                ("sigma", decimal(p.sigma, lang).into()),
            ],
        ),
    }
}

/// The last moves of a game in words: as many of the latest lines as fit.
pub fn history_text(game: i64, lines: &[String], total: usize, lang: Lang) -> String {
    if lines.is_empty() {
        return t(lang, "history-none", &[("game", game.into())]);
    }
    let mut kept: Vec<String> = Vec::new();
    let mut len = 120;
    for line in lines.iter().rev() {
        let line = shown(line);
        let n = line.chars().count();
        if len + n + 1 > MAX_CONTENT {
            break;
        }
        len += n + 1;
        kept.push(line);
    }
    kept.reverse();
    let end = format!("**{}**", t(lang, "history-end", &[]));
    let moves = kept.iter().filter(|l| !l.starts_with(&end)).count();
    let mut s = format!(
        "**{}**\n",
        t(
            lang,
            "history-title",
            &[
                ("game", game.into()),
                ("shown", moves.into()),
                ("total", total.into()),
            ],
        )
    );
    for line in kept {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// A person's latest finished games, one line each.
pub fn recent_results_text(results: &[GameResult], lang: Lang) -> String {
    if results.is_empty() {
        return String::new();
    }
    let mut s = format!(
        "\n**{}**\n",
        t(lang, "recent-title", &[("count", results.len().into())])
    );
    for r in results {
        s.push_str(&t(
            lang,
            "recent-line",
            &[
                ("game", r.game_id.into()),
                ("date", when(r.finished_at)),
                ("rank", r.rank.into()),
                ("players", r.players.into()),
                ("score", r.score.into()),
            ],
        ));
        s.push('\n');
    }
    s
}

/// How one person fared against another.
pub fn head_to_head_text(a: i64, b: i64, h: &HeadToHead, lang: Lang) -> String {
    let text = if h.games == 0 {
        t(
            lang,
            "against-none",
            &[("a", mention(a).into()), ("b", mention(b).into())],
        )
    } else {
        t(
            lang,
            "against-line",
            &[
                ("a", mention(a).into()),
                ("b", mention(b).into()),
                ("games", h.games.into()),
                ("ahead", h.ahead.into()),
                ("behind", h.behind.into()),
                ("level", h.level.into()),
            ],
        )
    };
    format!("\n{text}")
}
