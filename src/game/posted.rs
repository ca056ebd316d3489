//! Which of a channel's messages is one the bot posted before. Discord
//! remembers a message's nonce for a few minutes only, so an effect tried
//! again after a crash or a lost answer, and after a longer outage, would
//! be posted twice. Before it posts such an effect again, a front end
//! looks for its own message among the channel's messages since the
//! game's previous one and asks [`Print::same`]. A message with controls
//! is known by what they name (its text may have changed since: the
//! player may have used them already); any other by its text and files.
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

/// What tells one of the bot's messages apart from another.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Print {
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
            content: content.trim().to_string(),
            marks,
            files,
        }
    }

    /// Whether `posted` is this message: controls that name the same
    /// game's move, lobby, vote or end; or, without controls, the same
    /// text and files. Files count only where both have some (a picture
    /// that could not be drawn one time is left out).
    pub fn same(&self, posted: &Print) -> bool {
        let named = |p: &Print| p.marks.iter().any(|m| *m != PostMark::Other);
        if named(self) {
            return self
                .marks
                .iter()
                .any(|m| *m != PostMark::Other && posted.marks.contains(m));
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
}
