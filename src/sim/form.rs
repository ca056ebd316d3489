//! How the model of Discord measures a card, from the body as sent: after
//! every emoji and mention has grown to what the bot sends (`<:name:id>`,
//! `<@id>`), never from the bot's own reckoning. A card Discord would
//! refuse for its form is a bug of the bot's, so the model notes it and
//! the history fails.
//!
//! Sources: `docs/components/reference.mdx` ("Components V2": 40
//! components in all, nested ones counted, and 4,000 characters of text
//! displays in all; a text display's content may not be empty), and the
//! same limits as JDA checks them (`TextDisplay`: "you are still limited to
//! the 4000 total characters"; blank content refused).

use serde_json::Value;

/// Components a message may hold, nested ones and accessories counted.
pub const MAX_COMPONENTS: usize = 40;
/// Characters of all its text displays together.
pub const MAX_TEXT: usize = 4000;
/// Controls in one row.
const MAX_ROW: usize = 5;
/// Pictures in one gallery.
const MAX_GALLERY: usize = 10;

/// A card's size as Discord reckons it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Size {
    pub components: usize,
    pub text: usize,
}

/// Every component of `components`, nested ones and accessories
/// included, depth first.
fn walk<'a>(components: &'a Value, out: &mut Vec<&'a Value>) {
    for c in components.as_array().into_iter().flatten() {
        out.push(c);
        walk(&c["components"], out);
        if c.get("accessory").is_some_and(Value::is_object) {
            out.push(&c["accessory"]);
        }
    }
}

/// The size of a message of these components (each nested one listed).
fn size_of(all: &[&Value]) -> Size {
    Size {
        components: all.len(),
        text: all
            .iter()
            .filter(|c| c["type"] == 10)
            .filter_map(|c| c["content"].as_str())
            .map(|t| t.chars().count())
            .sum(),
    }
}

/// Why Discord would refuse a V2 message whose top-level components are
/// `components` (400, "Invalid Form Body"), if it would.
pub fn refusal(components: &Value) -> Option<String> {
    let mut all = Vec::new();
    walk(components, &mut all);
    if all.is_empty() {
        return Some("a card with no components".into());
    }
    let Size {
        components: n,
        text,
    } = size_of(&all);
    if n > MAX_COMPONENTS {
        return Some(format!("{n} components, more than {MAX_COMPONENTS}"));
    }
    if text > MAX_TEXT {
        return Some(format!("{text} characters of text, more than {MAX_TEXT}"));
    }
    for c in all {
        let parts = c["components"].as_array().map_or(0, Vec::len);
        let why = match c["type"].as_u64() {
            Some(10) if c["content"].as_str().is_none_or(|t| t.trim().is_empty()) => {
                "an empty text display"
            }
            Some(1) if parts == 0 || parts > MAX_ROW => "a row of 0 or more than 5 controls",
            Some(9) if parts == 0 || parts > 3 => "a section of 0 or more than 3 texts",
            Some(12)
                if c["items"]
                    .as_array()
                    .is_none_or(|i| i.is_empty() || i.len() > MAX_GALLERY) =>
            {
                "a gallery of 0 or more than 10 pictures"
            }
            Some(17) if parts == 0 => "an empty container",
            _ => continue,
        };
        return Some(why.into());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn text_is_measured_as_sent_across_every_display() {
        let emoji = "<:cb1_t0:1300000000000000000>";
        let body = json!([{"type": 17, "components": [
            {"type": 9, "components": [{"type": 10, "content": "ab"}],
             "accessory": {"type": 11, "media": {"url": "attachment://tile.png"}}},
            {"type": 10, "content": emoji},
        ]}]);
        let mut all = Vec::new();
        walk(&body, &mut all);
        assert_eq!(
            size_of(&all),
            Size {
                components: 5,
                text: 2 + emoji.chars().count()
            }
        );
        assert_eq!(refusal(&body), None);
        let long = json!([{"type": 10, "content": emoji.repeat(140)}]);
        assert!(refusal(&long).unwrap().contains("characters of text"));
        let empty = json!([{"type": 10, "content": " "}]);
        assert_eq!(refusal(&empty).as_deref(), Some("an empty text display"));
    }
}
