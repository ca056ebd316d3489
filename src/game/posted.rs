//! Which of a channel's messages is one the bot posted before. Discord
//! remembers a message's nonce for a few minutes only, so an effect tried
//! again after a crash or a lost answer, and after a longer outage, would
//! be posted twice. Before it posts such an effect again, a front end
//! looks for its own message among the channel's messages since the
//! game's previous one and asks [`Print::same`]. A message with controls
//! is known by what they name (its text may have changed since: the
//! player may have used them already); any other by its text and files.
//!
//! A message without controls is known by its [`Stamp`] alone: what only
//! the effect that posted it could have written. Text and files are not
//! enough: two games in one channel post the same "The game begins!", and
//! a game whose look found another game's message would count its own as
//! delivered without posting it.
//!
//! The Discord front end reads a print from Discord's JSON, the
//! simulation from its model of Discord; the decision is this one.

/// What a message's controls belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum PostMark {
    Lobby {
        game: i64,
    },
    Turn {
        game: i64,
        key: i64,
    },
    Undo {
        game: i64,
        moves: i64,
    },
    Final {
        game: i64,
    },
    /// Controls that belong to no game (lists).
    Other,
}

/// Controls of one kind, whatever turn or vote they are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controls {
    Lobby,
    Turn,
    Undo,
}

/// What only one post of the bot's carries: a number in the range of
/// its kind (an outbox effect, a tournament's post, a season's
/// announcement), made from what names that post alone. The Discord
/// front end sends it as the `id` of the card's outermost component,
/// which Discord keeps and shows back ("32 bit integer used as an
/// optional identifier for component", unique within the message;
/// `components/reference.mdx`, "Anatomy of a Component"). The ids
/// Discord numbers itself count from 1, far below every stamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp(u32);

/// The stamps' ranges: each kind's first, and how many it holds.
const EFFECTS: (u32, u32) = (1_000_000, 1_000_000_000);
const TOURNAMENT_POSTS: (u32, u32) = (1_001_000_000, 500_000_000);
const SEASONS: (u32, u32) = (1_501_000_000, 500_000_000);

impl Stamp {
    fn within((first, size): (u32, u32), n: u64) -> Stamp {
        Stamp(first + (n % u64::from(size)) as u32)
    }

    /// The stamp of outbox effect `id` (ids are the outbox's own, one
    /// sequence for every game: two effects share a stamp only a billion
    /// effects apart).
    pub fn effect(id: i64) -> Stamp {
        Stamp::within(EFFECTS, id.unsigned_abs())
    }

    /// The stamp of a tournament's post `id`.
    pub fn tournament_post(id: i64) -> Stamp {
        Stamp::within(TOURNAMENT_POSTS, id.unsigned_abs())
    }

    /// The stamp of server `guild`'s announcement of season `code`.
    pub fn season(guild: i64, code: &str) -> Stamp {
        // FNV-1a: the same number in every process and every build.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in guild.to_le_bytes().iter().chain(code.as_bytes()) {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
        Stamp::within(SEASONS, h)
    }

    /// The stamp a component's `id` is, if it is one.
    pub fn read(id: u64) -> Option<Stamp> {
        let id = u32::try_from(id).ok()?;
        (EFFECTS.0..SEASONS.0 + SEASONS.1)
            .contains(&id)
            .then_some(Stamp(id))
    }

    pub fn get(self) -> u32 {
        self.0
    }
}

/// The nonce of effect `effect` of game `game`'s post: `g{game}e{effect}`,
/// or, where that is over Discord's 25 characters (`resources/message.mdx`,
/// "Create Message"), `e{effect}` alone (at most 20: effects are numbered
/// in one sequence for every game).
pub fn nonce_of(game: i64, effect: i64) -> String {
    let full = format!("g{game}e{effect}");
    if full.len() <= 25 {
        full
    } else {
        format!("e{effect}")
    }
}

/// What tells one of the bot's messages apart from another.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Print {
    /// The post's stamp, where it carries one.
    stamp: Option<Stamp>,
    content: String,
    marks: Vec<PostMark>,
    /// Every file it shows or carries: a card's pictures are in its
    /// components, not among its attachments as Discord returns it
    /// (`message.mdx`), so a reader gathers both.
    files: Vec<String>,
}

impl Print {
    /// A message's print: its text (trimmed), what its controls name
    /// (at any depth), and its files.
    pub fn new(content: &str, mut marks: Vec<PostMark>, mut files: Vec<String>) -> Print {
        marks.sort();
        marks.dedup();
        files.sort();
        files.dedup();
        Print {
            stamp: None,
            content: content.trim().to_string(),
            marks,
            files,
        }
    }

    /// The print with `stamp`, or none.
    pub fn stamped(self, stamp: Option<Stamp>) -> Print {
        Print { stamp, ..self }
    }

    /// Whether `posted` is this message: controls that name the same
    /// game's move, lobby, vote or end; or, without controls, the same
    /// stamp (a message without one, or with another, is never this
    /// one). A print without a stamp of its own (the operator's check)
    /// matches the same text and files. Files count only where both have
    /// some (a picture that could not be drawn one time is left out).
    pub fn same(&self, posted: &Print) -> bool {
        let named = |p: &Print| p.marks.iter().any(|m| *m != PostMark::Other);
        if named(self) {
            return self
                .marks
                .iter()
                .any(|m| *m != PostMark::Other && posted.marks.contains(m));
        }
        if let Some(stamp) = self.stamp {
            return posted.stamp == Some(stamp) && !named(posted);
        }
        self.content == posted.content
            && self.marks == posted.marks
            && (self.files.is_empty() || posted.files.is_empty() || self.files == posted.files)
    }

    /// Whether the message carries controls of `kind` for `game`.
    pub fn controls(&self, game: i64, kind: Controls) -> bool {
        self.marks.iter().any(|m| match (kind, *m) {
            (Controls::Lobby, PostMark::Lobby { game: g })
            | (Controls::Turn, PostMark::Turn { game: g, .. })
            | (Controls::Undo, PostMark::Undo { game: g, .. }) => g == game,
            _ => false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_decide_else_text_and_files() {
        let turn =
            |key, text: &str| Print::new(text, vec![PostMark::Turn { game: 4, key }], vec![]);
        // The same turn, its text changed since (a preview, a step on).
        assert!(turn(5, "Your turn").same(&turn(5, "The tile is placed.")));
        assert!(!turn(5, "Your turn").same(&turn(6, "Your turn")));
        assert!(turn(5, "x").controls(4, Controls::Turn));
        assert!(!turn(5, "x").controls(4, Controls::Lobby));
        assert!(!turn(5, "x").controls(3, Controls::Turn));
        // Two replays: one text, told apart by their files.
        let replay = |f: &str| Print::new("The replay ", vec![], vec![f.to_string()]);
        assert!(replay("r1.gif").same(&replay("r1.gif")));
        assert!(!replay("r1.gif").same(&replay("r2.gif")));
        // A picture that could not be drawn one time is left out.
        assert!(replay("r1.gif").same(&Print::new("The replay", vec![], vec![])));
        assert!(!replay("r1.gif").same(&Print::new("Another", vec![], vec![])));
    }

    #[test]
    fn a_nonce_keeps_to_discords_25_characters() {
        assert_eq!(nonce_of(2, 7), "g2e7");
        assert!(nonce_of(i64::MAX, i64::MAX).len() <= 25);
        assert_eq!(nonce_of(i64::MAX, 9), "g9223372036854775807e9");
    }

    #[test]
    fn a_message_without_controls_is_known_by_its_stamp_alone() {
        let begins = |effect| {
            Print::new("The game begins!", vec![], vec![]).stamped(Some(Stamp::effect(effect)))
        };
        // Two games' openings in one channel: the same words, never the
        // same message.
        assert!(begins(3).same(&begins(3)));
        assert!(!begins(3).same(&begins(7)));
        // A message without a stamp is no stamped post's.
        assert!(!begins(3).same(&Print::new("The game begins!", vec![], vec![])));
        // Each kind has a range of its own, above Discord's own ids.
        let all = [
            Stamp::effect(1),
            Stamp::effect(999_999_999),
            Stamp::tournament_post(1),
            Stamp::tournament_post(499_999_999),
            Stamp::season(5, "2026-11"),
        ];
        for s in all {
            assert_eq!(Stamp::read(u64::from(s.get())), Some(s));
            assert!(s.get() <= i32::MAX as u32, "{s:?} is over 32 bits");
        }
        assert_ne!(Stamp::effect(7), Stamp::tournament_post(7));
        assert_ne!(Stamp::season(5, "2026-11"), Stamp::season(5, "2026-12"));
        assert_eq!(Stamp::read(40), None);
    }
}
