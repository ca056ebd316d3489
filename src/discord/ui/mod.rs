//! Views into messages: text, buttons and menus, as plain data. The Discord
//! adapter turns a [`Message`] into serenity builders; tests check these
//! against Discord's limits without a network.

use crate::engine::FeatureKind;
use crate::engine::Placement;
use crate::game::{NAME_END, NAME_START, View};
pub use crate::i18n::and_list;
use crate::i18n::{Arg, Lang, t};
pub use crate::render::Piece;

use super::ids::ComponentId;

mod board;
mod end;
mod lists;
mod lobby;
mod stats;
mod tournaments;
mod turn;
mod undo;

pub use board::{bag_message, board_message};
pub use end::{final_message, invite_text};
pub use lists::{GAMES_PAGE, games_message, leaderboard_message, my_games_text, season_over_text};
pub use lobby::{expansions_line, level_blurb, level_name, lobby_message, rules_text};
pub use stats::{head_to_head_text, history_text, recent_results_text, stats_text};
pub use tournaments::{
    RoundPost, cancelled_text, round_post, signup_message, standing_lines, standings_text,
    standings_title, tables_wait_text, withdrew_text,
};
pub use turn::{
    TurnUi, dm_fallback, drawn_tile, parse_spot_value, placement_of, spot_value, turn_dm,
    turn_message,
};
pub use undo::undo_vote_message;

/// Characters of all a message's text displays together at most
/// (Discord's limit for a Components V2 message).
pub const MAX_TEXT: usize = 4000;

/// Options per page of the position menu (Discord's limit).
pub const MENU_PAGE: usize = 25;

/// Discord's limit on message text sent in an interaction response.
pub const MAX_CONTENT: usize = 2000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
    /// The piece shown beside the words, where its emoji is there.
    pub icon: Option<Piece>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub default: bool,
    /// The piece shown beside the words, where its emoji is there.
    pub icon: Option<Piece>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
    /// How many options may be chosen at once (one, unless a menu says).
    pub min: u8,
    pub max: u8,
}

/// A button that opens the game's board: a web page, or the board inside
/// Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub label: String,
    pub opens: Opens,
}

/// What a [`Link`] opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opens {
    /// A web page at this address (Discord opens it; the bot is sent
    /// nothing).
    Page(String),
    /// The board inside Discord: a click the bot answers by launching
    /// the Activity (the button's custom id).
    Activity(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    /// Buttons that open the board.
    Links(Vec<Link>),
    Select(Select),
}

/// Which picture goes with a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Picture {
    Board,
    /// The turn picture, with the chosen placement drawn in place.
    Turn {
        preview: Option<Placement>,
    },
    CloseUp,
    Scores,
    /// What is left in the bag, kind by kind.
    Bag,
    /// The board in the colours of who holds each feature.
    Holders,
    /// Each player's score after every turn.
    Race,
}

/// A message's layout, as a card shows it, top to bottom: the header
/// (beside the thumbnail, when there is one), the body, the gallery's
/// picture, then the controls, all inside an edge of the accent colour.
/// [`crate::discord::v2::card_of`] turns it into a card, for a post, an
/// edit and an answer alike.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    /// The first line, beside the thumbnail (a turn card's "whose turn");
    /// empty on a card that has no header of its own.
    pub header: String,
    /// The words under the header.
    pub body: String,
    /// The small picture beside the header: the drawn tile, on a turn.
    pub thumbnail: Option<Thumb>,
    /// The picture shown large under the words.
    pub gallery: Option<Picture>,
    /// Buttons and menus, at the foot of the card.
    pub controls: Vec<Row>,
    /// The colour of the card's edge (a turn's is its player's).
    pub accent: Option<[u8; 3]>,
}

impl Message {
    /// A message of words alone, cut to what a card holds.
    pub fn text(words: impl AsRef<str>) -> Message {
        Message {
            body: clip(words.as_ref(), MAX_TEXT),
            ..Message::default()
        }
    }

    /// A message of words from the game service, their names shown as
    /// Discord shows names ([`shown`]), cut to what a message holds.
    pub fn shown(words: &str) -> Message {
        Message {
            body: clip(&shown(words), MAX_CONTENT),
            ..Message::default()
        }
    }

    /// All its words, the header's line first.
    pub fn words(&self) -> String {
        match (self.header.is_empty(), self.body.is_empty()) {
            (true, _) => self.body.clone(),
            (false, true) => self.header.clone(),
            (false, false) => format!("{}\n{}", self.header, self.body),
        }
    }
}

/// A drawn tile shown beside a card's first line: its name (its emoji's
/// picture, once Discord has it) and words for screen readers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thumb {
    pub name: &'static str,
    pub alt: String,
}

pub(crate) fn button(id: ComponentId, label: &str, style: Style, disabled: bool) -> Button {
    Button {
        id: id.to_string(),
        label: label.to_string(),
        style,
        disabled,
        icon: None,
    }
}

/// Cuts text to `max` characters, on a line break where possible.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    if let Some(i) = out.rfind('\n')
        && i > max / 2
    {
        out.truncate(i);
    }
    out.push('…');
    out
}

/// A person's name as Discord text: its markdown escaped, and mentions
/// (`<@…>`, `@everyone`, `@here`) broken with an invisible space, so a
/// nickname shows as typed and can neither format the message nor ping.
pub fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    for c in name.chars().filter(|c| !c.is_control()) {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '-' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            '@' | '<' => {
                out.push(c);
                out.push('\u{200B}');
            }
            c => out.push(c),
        }
    }
    out
}

/// A sentence from the game service as Discord text: the names in it
/// (between [`NAME_START`] and [`NAME_END`]) escaped, the marks taken out.
pub fn shown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(NAME_START) {
        out.push_str(&rest[..i]);
        let after = &rest[i + NAME_START.len_utf8()..];
        let (name, next) = after.split_once(NAME_END).unwrap_or((after, ""));
        out.push_str(&escape(name));
        rest = next;
    }
    out.push_str(rest);
    out
}

/// The colour of seat `seat`, as the pictures draw its followers.
pub(crate) fn seat_colour(seat: u8) -> [u8; 3] {
    crate::render::PLAYERS[usize::from(seat) % crate::render::PLAYERS.len()]
}

fn mention(user_id: i64) -> String {
    format!("<@{user_id}>")
}

/// A seat's player: a mention for a person, the name for a computer player
/// (computer players have negative ids and no Discord account; a stand-in
/// keeps the id of the person whose seat it took, and is not pinged).
fn who(user_id: i64, name: &str, computer: bool) -> String {
    if computer || user_id < 0 {
        format!("🤖 **{}**", escape(&clip(name, 60)))
    } else {
        mention(user_id)
    }
}

pub use crate::i18n::decimal;

/// A timestamp Discord shows in each reader's own time and format.
fn when(t: i64) -> Arg<'static> {
    t.to_string().into()
}

fn duration(secs: u32, lang: Lang) -> String {
    match secs {
        s if s % 86_400 == 0 => t(lang, "duration-days", &[("n", (s / 86_400).into())]),
        s if s % 3600 == 0 => t(lang, "duration-hours", &[("n", (s / 3600).into())]),
        s => t(lang, "duration-minutes", &[("n", (s / 60).into())]),
    }
}

/// What just happened, for a message of its own (empty: nothing to say).
pub fn news_text(view: &View) -> String {
    clip(&shown(&view.news.join("\n")), MAX_CONTENT)
}

/// `/carcassonne help`.
pub fn help_text(lang: Lang) -> String {
    t(lang, "help", &[])
}

/// A kind of feature in words ("road", "city"…), in `lang`.
pub fn feature_word(kind: FeatureKind, lang: Lang) -> String {
    t(lang, "feature", &[("kind", kind.name().into())])
}

/// A link to a message.
pub fn message_link(guild: i64, channel: i64, message: i64) -> String {
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// Previous and Next buttons for a list of `pages` pages (none for one).
pub(crate) fn pager(
    page: usize,
    pages: usize,
    lang: Lang,
    id: impl Fn(usize) -> ComponentId,
) -> Vec<Row> {
    if pages <= 1 {
        return Vec::new();
    }
    vec![Row::Buttons(vec![
        button(
            id(page.saturating_sub(1)),
            &t(lang, "button-previous", &[]),
            Style::Secondary,
            page == 0,
        ),
        button(
            id((page + 1).min(pages - 1)),
            &t(lang, "button-next", &[]),
            Style::Secondary,
            page + 1 >= pages,
        ),
    ])]
}

#[cfg(test)]
mod tests {
    use super::{escape, shown};
    use crate::game::named;

    #[test]
    fn the_help_fits_in_one_message() {
        let over: Vec<String> = crate::i18n::Lang::ALL
            .into_iter()
            .map(|lang| (lang, super::help_text(lang).chars().count()))
            .filter(|(_, n)| *n > super::MAX_CONTENT)
            .map(|(lang, n)| format!("{}: {n}", lang.code()))
            .collect();
        assert!(over.is_empty(), "{over:?}");
    }

    #[test]
    fn names_show_as_typed_and_neither_format_nor_ping() {
        assert_eq!(escape("Ann"), "Ann");
        assert_eq!(escape("**big** _x_"), "\\*\\*big\\*\\* \\_x\\_");
        assert_eq!(escape("||spoiler||"), "\\|\\|spoiler\\|\\|");
        assert_eq!(escape("[site](https://x)"), "\\[site\\](https://x)");
        assert_eq!(escape("# Title"), "\\# Title");
        for name in ["@everyone", "@here", "<@&4242>", "<@123>", "<#5>"] {
            let e = escape(name);
            assert!(!e.contains("@everyone") && !e.contains("@here"), "{e}");
            assert!(!e.contains("<@") && !e.contains("<#"), "{e}");
            // Only escapes and invisible characters were added.
            assert_eq!(e.replace(['\u{200B}', '\\'], ""), name);
        }
    }

    #[test]
    fn only_the_names_in_a_sentence_are_escaped() {
        let text = format!("**{}** left; {} scores.", named("a_b"), named("@here"));
        assert_eq!(shown(&text), "**a\\_b** left; @\u{200B}here scores.");
        // A name that tries to end early cannot.
        let sneaky = format!("{} won", named("x\u{2069}*y*"));
        assert_eq!(shown(&sneaky), "x\\*y\\* won");
        assert_eq!(shown("no names"), "no names");
    }
}
