//! Tournaments in Discord's words: the sign-up with its buttons, each
//! round's tables, the standings (a text table beside the picture), and
//! the event's end.

use crate::discord::ids::{ComponentId, TournamentButton};
use crate::game::{Format, TournamentStatus, TournamentView};
use crate::i18n::{Lang, t};
use crate::render::StandingLine;

use super::lobby::rules_text;
use super::{MAX_CONTENT, Message, Row, Style, button, clip, duration, escape, mention, when};

/// The event's format and tables, in a line.
fn tournament_title(v: &TournamentView, lang: Lang) -> String {
    let format = match v.format {
        Format::Swiss => "swiss",
        Format::RoundRobin => "round_robin",
        Format::Elimination => "elimination",
    };
    t(
        lang,
        "event-title",
        &[
            ("event", escape(&v.name).into()),
            ("format", format.into()),
            ("rounds", v.rounds.into()),
            ("size", v.table_size.into()),
            ("best_of", v.best_of.into()),
            ("host", mention(v.host_id).into()),
        ],
    )
}

/// The sign-up: the event's settings, who signed up, and Join, Leave,
/// Start and Cancel (the last two for the host).
pub fn signup_message(v: &TournamentView, lang: Lang) -> Message {
    let mut content = tournament_title(v, lang);
    content.push('\n');
    content.push_str(&rules_text(&v.options, lang));
    content.push_str(&t(
        lang,
        "event-round-time",
        &[(
            "time",
            duration(v.round_hours.saturating_mul(3600), lang).into(),
        )],
    ));
    content.push('\n');
    let names: Vec<String> = v
        .entrants
        .iter()
        .map(|e| format!("**{}**", escape(&clip(&e.name, 40))))
        .collect();
    content.push_str(&t(
        lang,
        "event-signed-up",
        &[
            ("joined", v.entrants.len().into()),
            ("max", v.max_entrants.into()),
            (
                "players",
                if names.is_empty() {
                    t(lang, "event-nobody", &[])
                } else {
                    names.join(", ")
                }
                .into(),
            ),
        ],
    ));
    content.push('\n');
    match v.closes_at {
        Some(c) if v.status == TournamentStatus::Signup => {
            content.push_str(&t(lang, "event-closes", &[("closes", when(c))]));
        }
        _ if v.status == TournamentStatus::Signup => {
            content.push_str(&t(lang, "event-host-starts", &[]));
        }
        _ => content.push_str(&t(lang, "event-signup-over", &[])),
    }
    let rows = if v.status == TournamentStatus::Signup {
        let b = |which, key, style| {
            button(
                ComponentId::Tournament {
                    tournament: v.id,
                    button: which,
                },
                &t(lang, key, &[]),
                style,
                false,
            )
        };
        vec![Row::Buttons(vec![
            b(TournamentButton::Join, "button-join", Style::Primary),
            b(TournamentButton::Leave, "button-leave", Style::Secondary),
            b(TournamentButton::Start, "button-start", Style::Success),
            b(TournamentButton::Cancel, "button-cancel", Style::Danger),
        ])]
    } else {
        Vec::new()
    };
    Message {
        body: clip(&content, MAX_CONTENT),
        controls: rows,
        ..Message::default()
    }
}

/// A round's post: its text and whom it pings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPost {
    pub text: String,
    /// The players it names (at its tables shown, and its byes): nobody
    /// is pinged by a post that does not show them.
    pub pings: Vec<i64>,
}

/// A round's post: its heading and deadline, its byes, then its tables
/// (each with its thread, once open), as many as a card holds
/// ([`super::MAX_TEXT`]), and a line for the rest.
pub fn round_post(v: &TournamentView, round: u32, threads: &[(u32, i64)], lang: Lang) -> RoundPost {
    let budget = super::MAX_TEXT;
    let mut head = t(
        lang,
        "event-round",
        &[
            ("event", escape(&v.name).into()),
            ("round", round.into()),
            ("rounds", v.rounds.into()),
        ],
    );
    if let Some(d) = v.round_deadline_at.filter(|_| v.round == round) {
        head.push('\n');
        head.push_str(&t(lang, "event-deadline", &[("when", when(d))]));
    }
    let mut pings = Vec::new();
    for (_, user) in v.byes.iter().filter(|b| b.0 == round) {
        head.push('\n');
        head.push_str(&t(lang, "event-bye", &[("player", mention(*user).into())]));
        pings.push(*user);
    }
    let tables: Vec<_> = v.tables_of(round).collect();
    let mut text = clip(&head, budget / 2);
    for (shown, table) in tables.iter().enumerate() {
        let line = table_line(table, threads, lang);
        let left = tables.len() - shown - 1;
        // Room for this line, and for the line that counts the rest.
        let more = if left > 0 {
            t(lang, "event-tables-more", &[("count", left.into())])
        } else {
            String::new()
        };
        let needed = text.chars().count() + 1 + line.chars().count();
        if needed + 1 + more.chars().count() > budget {
            let rest = t(
                lang,
                "event-tables-more",
                &[("count", (tables.len() - shown).into())],
            );
            text.push('\n');
            text.push_str(&rest);
            break;
        }
        text.push('\n');
        text.push_str(&line);
        pings.extend(table.players.iter().map(|p| p.0));
    }
    pings.sort_unstable();
    pings.dedup();
    RoundPost { text, pings }
}

/// A table's line in its round's post.
fn table_line(table: &crate::game::TournamentTable, threads: &[(u32, i64)], lang: Lang) -> String {
    let players: Vec<String> = table.players.iter().map(|p| mention(p.0)).collect();
    let players = players.join(" · ");
    match threads.iter().find(|x| x.0 == table.table_no) {
        Some((_, thread)) => t(
            lang,
            "event-table",
            &[
                ("table", table.table_no.into()),
                ("players", players.into()),
                ("thread", format!("<#{thread}>").into()),
            ],
        ),
        None => t(
            lang,
            "event-table-waiting",
            &[
                ("table", table.table_no.into()),
                ("players", players.into()),
            ],
        ),
    }
}

/// The standings as a text table (rank, player, match points, Buchholz,
/// points scored, tables played), under a title: after `round`, or the
/// final ones.
pub fn standings_text(v: &TournamentView, round: Option<u32>, lang: Lang) -> String {
    let mut s = match round {
        Some(r) => t(
            lang,
            "event-standings-title",
            &[
                ("event", escape(&v.name).into()),
                ("round", r.into()),
                ("rounds", v.rounds.into()),
            ],
        ),
        None => t(
            lang,
            "event-final-title",
            &[("event", escape(&v.name).into())],
        ),
    };
    s.push('\n');
    if v.standings.iter().all(|x| x.played == 0 && x.byes == 0) {
        s.push_str(&t(lang, "picture-standings-none", &[]));
        return s;
    }
    let head = [
        "picture-standings-player",
        "picture-standings-points",
        "picture-standings-buchholz",
        "picture-standings-score",
        "picture-standings-played",
    ]
    .map(|k| t(lang, k, &[]));
    let mut table = format!(
        "{:>3}  {:<20} {:>9} {:>9} {:>7} {:>6}\n",
        "#", head[0], head[1], head[2], head[3], head[4]
    );
    for x in &v.standings {
        // Inside a code block nothing is markup; only its fence must not
        // appear in a name.
        let name: String = clip(&x.name.replace('`', "'"), 20);
        let name = if x.withdrawn {
            t(
                lang,
                "picture-standings-withdrawn",
                &[("name", name.into())],
            )
        } else {
            name
        };
        let line = format!(
            "{:>3}  {:<20} {:>9} {:>9} {:>7} {:>6}\n",
            x.rank,
            clip(&name, 20),
            crate::i18n::decimal(x.points, lang),
            crate::i18n::decimal(x.buchholz, lang),
            x.score,
            x.played
        );
        if table.len() + line.len() + s.len() + 16 > MAX_CONTENT {
            break;
        }
        table.push_str(&line);
    }
    s.push_str("```\n");
    s.push_str(&table);
    s.push_str("```");
    let decided: Vec<String> = v
        .tables
        .iter()
        .filter(|x| x.by_deadline && round.is_none_or(|r| x.round == r))
        .map(|x| {
            t(
                lang,
                "event-table-ref",
                &[("round", x.round.into()), ("table", x.table_no.into())],
            )
        })
        .collect();
    if !decided.is_empty() {
        s.push('\n');
        s.push_str(&t(
            lang,
            "event-decided",
            &[("tables", decided.join(", ").into())],
        ));
    }
    if round.is_none()
        && let Some(first) = v.standings.first()
    {
        s.push('\n');
        s.push_str(&t(
            lang,
            "event-winner",
            &[
                ("player", mention(first.user_id).into()),
                ("event", escape(&v.name).into()),
            ],
        ));
    }
    clip(&s, MAX_CONTENT)
}

/// The standings as the picture draws them.
pub fn standing_lines(v: &TournamentView) -> Vec<StandingLine> {
    v.standings
        .iter()
        .map(|x| StandingLine {
            rank: x.rank,
            name: x.name.clone(),
            points: x.points,
            buchholz: x.buchholz,
            score: x.score,
            played: x.played,
            withdrawn: x.withdrawn,
        })
        .collect()
}

/// The picture's title: the event and the round.
pub fn standings_title(v: &TournamentView, round: Option<u32>, lang: Lang) -> String {
    match round {
        Some(r) => t(
            lang,
            "picture-event-after-round",
            &[("event", v.name.clone().into()), ("round", r.into())],
        ),
        None => t(
            lang,
            "picture-event-final",
            &[("event", v.name.clone().into())],
        ),
    }
}

/// The event was cancelled (by someone, or for too few players).
pub fn cancelled_text(v: &TournamentView, by: &str, lang: Lang) -> String {
    if by.is_empty() {
        t(
            lang,
            "event-cancelled-empty",
            &[("event", escape(&v.name).into())],
        )
    } else {
        t(
            lang,
            "event-cancelled",
            &[
                ("event", escape(&v.name).into()),
                ("player", escape(&clip(by, 40)).into()),
            ],
        )
    }
}

/// Someone withdrew.
/// An event's tables wait for room for their threads, said to its host.
pub fn tables_wait_text(v: &TournamentView, lang: Lang) -> String {
    t(
        lang,
        "event-tables-wait",
        &[
            ("host", format!("<@{}>", v.host_id).into()),
            ("event", escape(&v.name).into()),
            ("minutes", (crate::game::THREADS_RETRY_SECONDS / 60).into()),
        ],
    )
}

pub fn withdrew_text(v: &TournamentView, name: &str, lang: Lang) -> String {
    t(
        lang,
        "event-withdrew",
        &[
            ("player", escape(&clip(name, 40)).into()),
            ("event", escape(&v.name).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameOptions, TournamentTable};

    fn tournament_of(tables: u32) -> TournamentView {
        let user = |i: u32| 100_000_000_000_000_000 + i64::from(i);
        TournamentView {
            id: 1,
            guild_id: 1,
            channel_id: 2,
            host_id: user(0),
            name: "Autumn Cup".into(),
            format: Format::Swiss,
            table_size: 2,
            best_of: 1,
            status: TournamentStatus::Running,
            round: 1,
            rounds: 6,
            round_deadline_at: Some(1_900_000_000),
            closes_at: None,
            max_entrants: 64,
            round_hours: 48,
            paused: None,
            options: GameOptions::default(),
            entrants: Vec::new(),
            tables: (1..=tables)
                .map(|no| TournamentTable {
                    round: 1,
                    table_no: no,
                    players: vec![
                        (user(2 * no), format!("P{}", 2 * no)),
                        (user(2 * no + 1), format!("P{}", 2 * no + 1)),
                    ],
                    games: Vec::new(),
                    places: None,
                    by_deadline: false,
                })
                .collect(),
            byes: vec![(1, user(1))],
            standings: Vec::new(),
        }
    }

    /// A full event's round fits a card whole, in every language, with
    /// its deadline; a round too big for one names as many tables as fit
    /// and counts the rest, and pings only whom it shows.
    #[test]
    fn a_rounds_post_fits_a_card_and_pings_only_whom_it_shows() {
        let threads: Vec<(u32, i64)> = (1..=300)
            .map(|no| (no, 900_000_000_000_000_000 + i64::from(no)))
            .collect();
        for lang in Lang::ALL {
            for (tables, threads) in [(32, &threads[..0]), (32, &threads[..32])] {
                let post = round_post(&tournament_of(tables), 1, threads, lang);
                assert!(post.text.chars().count() <= crate::discord::ui::MAX_TEXT);
                assert_eq!(post.pings.len(), 65, "{lang:?}: everyone shown");
                assert!(
                    post.text.contains("<t:1900000000:R>"),
                    "{lang:?}: the deadline"
                );
            }
            let post = round_post(&tournament_of(300), 1, &threads, lang);
            let len = post.text.chars().count();
            assert!(len <= crate::discord::ui::MAX_TEXT, "{lang:?}: {len}");
            assert!(post.pings.len() < 601, "{lang:?}");
            for user in &post.pings {
                assert!(
                    post.text.contains(&format!("<@{user}>")),
                    "{lang:?}: {user}"
                );
            }
            let shown = post.text.matches("<@").count();
            assert_eq!(shown, post.pings.len(), "{lang:?}: one mention each");
        }
    }
}
