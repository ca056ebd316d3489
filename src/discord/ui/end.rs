//! A game's end: the standings, the rating changes, the rematch.

use crate::engine::FeatureKind;
use crate::game::{FinalStanding, View, ViewState, seat_icon};
use crate::i18n::{Lang, t};

use super::{MAX_CONTENT, Message, Picture, Row, Style, button, clip, decimal, mention, who};
use crate::discord::ids::ComponentId;

pub(super) fn standings_text(
    standings: &[FinalStanding],
    changes: &[(i64, f64, f64)],
    lang: Lang,
) -> String {
    let mut s = format!("**{}**\n", t(lang, "final-title", &[]));
    for st in standings {
        let b = st.breakdown;
        let medal = match st.rank {
            1 => "🥇",
            2 => "🥈",
            3 => "🥉",
            _ => "▫️",
        };
        s.push_str(&t(
            lang,
            "final-line",
            &[
                ("medal", medal.into()),
                (
                    "player",
                    format!(
                        "{}{}",
                        seat_icon(st.seat),
                        who(st.user_id, &st.name, st.computer)
                    )
                    .into(),
                ),
                ("score", st.score.into()),
                ("roads", b[FeatureKind::Road.index()].into()),
                ("cities", b[FeatureKind::City.index()].into()),
                ("monasteries", b[FeatureKind::Monastery.index()].into()),
                ("farms", b[FeatureKind::Field.index()].into()),
                ("goods", b[crate::engine::GOODS_SLOT].into()),
                ("left", if st.resigned { "yes" } else { "no" }.into()),
            ],
        ));
        if let Some((_, before, after)) = changes.iter().find(|c| c.0 == st.user_id) {
            s.push_str(" · ");
            s.push_str(&t(
                lang,
                "final-rating",
                &[
                    ("before", decimal(*before, lang).into()),
                    ("after", decimal(*after, lang).into()),
                ],
            ));
        }
        s.push('\n');
    }
    s
}

/// The last message of a game: standings with the breakdown and rating changes.
pub fn final_message(view: &View, rating_changes: &[(i64, f64, f64)], lang: Lang) -> Message {
    let content = match &view.state {
        ViewState::Finished { standings } => standings_text(standings, rating_changes, lang),
        _ => String::new(),
    };
    let rows = match view.state {
        ViewState::Finished { .. } => vec![Row::Buttons(vec![button(
            ComponentId::Rematch { game: view.game_id },
            &t(lang, "button-rematch", &[]),
            Style::Primary,
            false,
        )])],
        _ => Vec::new(),
    };
    Message {
        body: clip(&content, MAX_CONTENT),
        controls: rows,
        gallery: Some(Picture::Scores),
        accent: winner_colour(view),
        ..Message::default()
    }
}

/// The colour of the winner's seat, edging the final scores' card.
fn winner_colour(view: &View) -> Option<[u8; 3]> {
    let ViewState::Finished { standings } = &view.state else {
        return None;
    };
    let seat = standings.iter().find(|s| s.rank == 1)?.seat;
    Some(super::seat_colour(seat))
}

/// The players of a finished game, invited to its rematch.
pub fn invite_text(of: i64, new_game: i64, users: &[i64], lang: Lang) -> String {
    let who: Vec<String> = users.iter().map(|&u| mention(u)).collect();
    let text = t(
        lang,
        "rematch-invite",
        &[
            ("old", of.into()),
            ("game", new_game.into()),
            ("players", who.join(", ").into()),
            ("count", who.len().into()),
        ],
    );
    clip(&text, MAX_CONTENT)
}
