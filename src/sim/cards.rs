//! The cards the Discord front end sends for each effect, made by its own
//! builders (`discord::show`, `discord::ui`, `discord::v2`) with every
//! icon an emoji, as Discord receives them: the model measures these, so a
//! card that grows past what Discord takes fails a history.

use std::sync::LazyLock;

use serde_json::Value;

use crate::discord::icons::{self, Icons};
use crate::discord::ui::{self, Message, Picture, TurnUi};
use crate::discord::{cards, messages, show, tournaments, v2};
use crate::game::{Announcement, TournamentNews, TournamentView, TurnView, UndoVoteView, View};
use crate::i18n::Lang;

/// Every piece and tile an emoji, each with an id as long as Discord's:
/// the longest a card's text can grow.
static ICONS: LazyLock<Icons> = LazyLock::new(|| {
    Icons::of(
        icons::all()
            .into_iter()
            .enumerate()
            .map(|(i, p)| (p, 1_300_000_000_000_000_000 + i as u64)),
    )
});

/// `m` as the components of its card, with the pictures `m` names (and
/// any `more`), as `discord::cards::card` makes it.
fn card(m: &Message, more: &[String]) -> Value {
    let pictures = m
        .gallery
        .iter()
        .map(|&p| messages::file_name(p).to_string())
        .chain(more.iter().cloned())
        .map(|name| (name, None))
        .collect();
    serde_json::to_value(v2::card_of(m, pictures, &ICONS)).unwrap_or(Value::Null)
}

/// Text alone, as news, a closed card or a notice is shown.
pub fn text(said: &str) -> Value {
    card(&Message::shown(said), &[])
}

pub fn lobby(view: &View) -> Value {
    card(&ui::lobby_message(view, view.options.lang), &[])
}

/// A turn's card as first posted.
pub fn turn(view: &View, reminder: bool) -> Value {
    card(&show::turn_card(view, reminder), &[])
}

/// A turn's card at its follower step.
pub fn follower_step(view: &View) -> Value {
    let m = ui::turn_message(view, TurnUi::default(), view.options.lang);
    card(&m, &[])
}

pub fn computer_move(lines: &[String]) -> Value {
    card(&show::computer_message(lines), &[])
}

/// The private word of a turn (`link`: the turn's card).
pub fn turn_dm(view: &View, turn: &TurnView, link: &str, reminder: bool) -> Value {
    text(&ui::turn_dm(view, turn, link, reminder, view.options.lang))
}

/// A mention in the channel instead of a DM (`first`: says why).
pub fn dm_fallback(
    view: &View,
    turn: &TurnView,
    link: &str,
    (reminder, first): (bool, bool),
) -> Value {
    let lang = view.options.lang;
    text(&ui::dm_fallback(turn, link, reminder, first, lang))
}

pub fn undo_vote(vote: &UndoVoteView) -> Value {
    card(&ui::undo_vote_message(vote, vote.lang), &[])
}

pub fn invite(of: i64, game: i64, users: &[i64], lang: Lang) -> Value {
    text(&ui::invite_text(of, game, users, lang))
}

/// The final scores, with the final board and the score race.
pub fn final_scores(view: &View) -> Value {
    let m = ui::final_message(view, &view.rating_changes, view.options.lang);
    let race = messages::file_name(Picture::Race).to_string();
    card(&m, &[race])
}

/// A game's replay, with its picture.
pub fn replay(game: i64, lang: Lang) -> Value {
    let gif = format!("carcassonne-{game}.gif");
    card(&show::replay_message(lang), &[gif])
}

/// A tournament's news (`threads`: its round's tables' threads), with
/// the standings' picture where it has one.
pub fn tournament_news(v: &TournamentView, news: &TournamentNews, threads: &[(u32, i64)]) -> Value {
    let said = tournaments::news_message(v, news, threads);
    let picture = said
        .standings
        .map(|_| tournaments::STANDINGS_FILE.to_string());
    card(&said.message, &Vec::from_iter(picture))
}

/// A season's end, with its top three.
pub fn season_over(a: &Announcement, lang: Lang) -> Value {
    let m = Message::text(ui::season_over_text(a, lang));
    serde_json::to_value(cards::card(&m, &[], &Icons::default())).unwrap_or(Value::Null)
}
