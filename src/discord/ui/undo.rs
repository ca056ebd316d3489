//! An undo vote and its buttons.

use crate::game::UndoVoteView;
pub use crate::i18n::and_list;
use crate::i18n::{Lang, t};

use super::{MAX_CONTENT, Message, Row, Style, button, clip, escape, mention, shown, when};
use crate::discord::ids::ComponentId;

/// An undo vote: who asks to undo what, who must still agree (mentioned),
/// when it closes; with Agree and Refuse.
pub fn undo_vote_message(v: &UndoVoteView, lang: Lang) -> Message {
    let waiting: Vec<String> = v
        .voters
        .iter()
        .filter(|w| !w.2)
        .map(|w| mention(w.0))
        .collect();
    let agreed: Vec<String> = v
        .voters
        .iter()
        .filter(|w| w.2)
        .map(|w| escape(&w.1))
        .collect();
    let what = if v.undone.is_empty() {
        t(lang, "undo-last-move", &[])
    } else {
        shown(&v.undone.join(", "))
    };
    let mut content = t(
        lang,
        "undo-vote",
        &[
            ("asker", escape(&v.asked_by).into()),
            ("what", what.into()),
            ("game", v.game_id.into()),
            ("voters", waiting.join(", ").into()),
            ("closes", when(v.closes_at)),
        ],
    );
    if !agreed.is_empty() {
        content.push('\n');
        content.push_str(&t(
            lang,
            "undo-agreed",
            &[("names", and_list(&agreed, lang).into())],
        ));
    }
    let id = |agree| ComponentId::Undo {
        game: v.game_id,
        moves: v.moves,
        agree,
    };
    Message {
        body: clip(&content, MAX_CONTENT),
        controls: vec![Row::Buttons(vec![
            button(
                id(true),
                &t(lang, "button-agree", &[]),
                Style::Success,
                false,
            ),
            button(
                id(false),
                &t(lang, "button-refuse", &[]),
                Style::Danger,
                false,
            ),
        ])],
        ..Message::default()
    }
}
