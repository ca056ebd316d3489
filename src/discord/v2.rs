//! Discord's Components V2, as typed values: a message laid out as a card
//! (a container with an accent colour, sections with a thumbnail or a
//! button beside their text, text displays, media galleries, separators
//! and rows of controls), sent with the `IS_COMPONENTS_V2` flag.
//!
//! serenity 0.12.5 has no builders for them; its raw `Http` calls take any
//! serialisable body, and these structs serialise to the shapes of
//! Discord's OpenAPI spec (`tests/data/discord-openapi.json`, checked by
//! the tests below). A [`Card`] keeps Discord's limits itself: at most
//! [`MAX_COMPONENTS`] components, nested ones counted, and
//! [`MAX_TEXT`] characters of text in all; [`Card::check`] says which is
//! broken, so that nothing Discord would refuse is ever sent.

use serde::{Serialize, Serializer};

use super::icons::{Emoji, Icons};
use super::ui::MAX_TEXT;

/// The message flag that makes a message a layout of components.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// The message flag that shows a message to the person who asked only.
pub const EPHEMERAL: u64 = 1 << 6;
/// Components in a message at most, nested ones counted.
pub const MAX_COMPONENTS: usize = 40;
/// Items of a media gallery at most.
pub const MAX_GALLERY: usize = 10;
/// Text displays in a section at most.
pub const MAX_SECTION_TEXTS: usize = 3;
/// Controls in a row at most (buttons; a menu fills a row alone).
pub const MAX_ROW: usize = 5;

/// A component's `type`, serialised as Discord's number for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kind<const N: u8>;

impl<const N: u8> Serialize for Kind<N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(N)
    }
}

/// A picture by address: `attachment://NAME` for a file sent with the
/// message, or an application emoji's or any other `https` address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Media {
    pub url: String,
}

impl Media {
    /// The file called `name` sent with the same message.
    pub fn attachment(name: &str) -> Media {
        Media {
            url: format!("attachment://{name}"),
        }
    }
}

/// Markdown text (type 10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TextDisplay {
    #[serde(rename = "type")]
    pub kind: Kind<10>,
    pub content: String,
}

/// A small picture beside a section's text (type 11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Thumbnail {
    #[serde(rename = "type")]
    pub kind: Kind<11>,
    pub media: Media,
    /// Alt text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// A button's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary = 1,
    Secondary = 2,
    Success = 3,
    Danger = 4,
}

impl Serialize for ButtonStyle {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(*self as u8)
    }
}

/// A button (type 2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    #[serde(rename = "type")]
    pub kind: Kind<2>,
    pub custom_id: String,
    pub style: ButtonStyle,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emoji: Option<Emoji>,
    pub disabled: bool,
}

/// A button that opens a web page (type 2, style 5): it has a `url` and
/// no `custom_id`, and Discord sends no interaction for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LinkButton {
    #[serde(rename = "type")]
    pub kind: Kind<2>,
    pub style: Kind<5>,
    pub label: String,
    pub url: String,
}

/// An option of a menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emoji: Option<Emoji>,
    pub default: bool,
}

/// A menu of words (type 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StringSelect {
    #[serde(rename = "type")]
    pub kind: Kind<3>,
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
    pub min_values: u8,
    pub max_values: u8,
}

/// What a row holds: up to five buttons, or one menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Control {
    Button(Button),
    Link(LinkButton),
    Select(StringSelect),
}

/// A row of controls (type 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionRow {
    #[serde(rename = "type")]
    pub kind: Kind<1>,
    pub components: Vec<Control>,
}

/// What stands beside a section's text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Accessory {
    Thumbnail(Thumbnail),
    Button(Button),
}

/// One to three text displays with a thumbnail or a button beside them
/// (type 9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    #[serde(rename = "type")]
    pub kind: Kind<9>,
    pub components: Vec<TextDisplay>,
    pub accessory: Accessory,
}

/// A picture of a gallery.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GalleryItem {
    pub media: Media,
    /// Alt text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// One to ten pictures (type 12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MediaGallery {
    #[serde(rename = "type")]
    pub kind: Kind<12>,
    pub items: Vec<GalleryItem>,
}

/// Space between components, with a line or without (type 14).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Separator {
    #[serde(rename = "type")]
    pub kind: Kind<14>,
    pub divider: bool,
    /// 1: small, 2: large.
    pub spacing: u8,
}

/// A file sent with the message, shown as a download (type 13): for
/// what is not a picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct File {
    #[serde(rename = "type")]
    pub kind: Kind<13>,
    pub file: Media,
}

/// What a container (or a message) holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Part {
    Text(TextDisplay),
    Section(Section),
    Gallery(MediaGallery),
    Separator(Separator),
    Row(ActionRow),
    File(File),
}

/// A card: its parts with a coloured edge (type 17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Container {
    #[serde(rename = "type")]
    pub kind: Kind<17>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accent_color: Option<u32>,
    pub components: Vec<Part>,
}

/// A message's top-level component.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Top {
    Container(Container),
    Part(Part),
}

/// Text.
pub fn text(content: impl Into<String>) -> Part {
    Part::Text(TextDisplay {
        kind: Kind,
        content: content.into(),
    })
}

/// A line between parts.
pub fn divider() -> Part {
    Part::Separator(Separator {
        kind: Kind,
        divider: true,
        spacing: 1,
    })
}

/// Text with the picture `media` beside it.
pub fn section_with_thumbnail(texts: Vec<String>, media: Media, alt: Option<String>) -> Part {
    Part::Section(Section {
        kind: Kind,
        components: texts
            .into_iter()
            .map(|content| TextDisplay {
                kind: Kind,
                content,
            })
            .collect(),
        accessory: Accessory::Thumbnail(Thumbnail {
            kind: Kind,
            media,
            description: alt,
        }),
    })
}

/// Pictures, with their alt texts.
pub fn gallery(items: Vec<(Media, Option<String>)>) -> Part {
    Part::Gallery(MediaGallery {
        kind: Kind,
        items: items
            .into_iter()
            .map(|(media, description)| GalleryItem { media, description })
            .collect(),
    })
}

/// A row of controls.
pub fn row(controls: Vec<Control>) -> Part {
    Part::Row(ActionRow {
        kind: Kind,
        components: controls,
    })
}

/// `m`'s rows as a card's rows, with the emojis of `icons`.
pub fn rows_of(m: &super::ui::Message, icons: &Icons) -> Vec<Part> {
    use super::ui::{Row, Style};
    let emoji = |piece: Option<super::ui::Piece>| icons.emoji(piece?);
    m.controls
        .iter()
        .map(|r| match r {
            Row::Buttons(buttons) => row(buttons
                .iter()
                .map(|b| {
                    Control::Button(Button {
                        kind: Kind,
                        custom_id: b.id.clone(),
                        style: match b.style {
                            Style::Primary => ButtonStyle::Primary,
                            Style::Secondary => ButtonStyle::Secondary,
                            Style::Success => ButtonStyle::Success,
                            Style::Danger => ButtonStyle::Danger,
                        },
                        label: Some(b.label.clone()),
                        emoji: emoji(b.icon),
                        disabled: b.disabled,
                    })
                })
                .collect()),
            Row::Links(links) => row(links
                .iter()
                .map(|l| match &l.opens {
                    super::ui::Opens::Page(url) => Control::Link(LinkButton {
                        kind: Kind,
                        style: Kind,
                        label: l.label.clone(),
                        url: url.clone(),
                    }),
                    super::ui::Opens::Activity(id) => Control::Button(Button {
                        kind: Kind,
                        custom_id: id.clone(),
                        style: ButtonStyle::Primary,
                        label: Some(l.label.clone()),
                        emoji: None,
                        disabled: false,
                    }),
                })
                .collect()),
            Row::Select(sel) => row(vec![Control::Select(StringSelect {
                kind: Kind,
                custom_id: sel.id.clone(),
                placeholder: sel.placeholder.clone(),
                options: sel
                    .options
                    .iter()
                    .map(|o| SelectOption {
                        label: o.label.clone(),
                        value: o.value.clone(),
                        description: o.description.clone(),
                        emoji: emoji(o.icon),
                        default: o.default,
                    })
                    .collect(),
                min_values: sel.min,
                max_values: sel.max,
            })]),
        })
        .collect()
}

/// A colour as Discord takes it (`0xRRGGBB`).
pub fn colour([r, g, b]: [u8; 3]) -> u32 {
    u32::from(r) << 16 | u32::from(g) << 8 | u32::from(b)
}

/// The file name of a card's thumbnail when it is sent with the card (the
/// drawn tile, when Discord has no emoji of it).
pub const THUMBNAIL: &str = "tile.png";

/// `m` as a card, laid out as its fields say: the header beside the
/// thumbnail, the body, the gallery (the files named `pictures`, with
/// their alt texts), the controls, in an edge of the accent colour. Icon
/// marks in the words are shown with `icons`. The one way a message
/// becomes a card, for a post, an edit and an answer alike.
pub fn card_of(
    m: &super::ui::Message,
    pictures: Vec<(String, Option<String>)>,
    icons: &Icons,
) -> Card {
    let (sent_thumbnail, pictures): (Vec<_>, Vec<_>) = pictures
        .into_iter()
        .partition(|(name, _)| name == THUMBNAIL);
    let mut parts = words(m, !sent_thumbnail.is_empty(), icons);
    // Pictures in a gallery; any other file (a record) as a download.
    let (pictures, others): (Vec<_>, Vec<_>) =
        pictures.into_iter().partition(|(name, _)| is_picture(name));
    if !pictures.is_empty() {
        parts.push(gallery(
            pictures
                .into_iter()
                .map(|(name, alt)| (Media::attachment(&name), alt))
                .collect(),
        ));
    }
    parts.extend(others.into_iter().map(|(name, _)| {
        Part::File(File {
            kind: Kind,
            file: Media::attachment(&name),
        })
    }));
    let rows = rows_of(m, icons);
    if !rows.is_empty() {
        parts.push(divider());
        parts.extend(rows);
    }
    Card {
        top: vec![Top::Container(Container {
            kind: Kind,
            accent_color: m.accent.map(colour),
            components: parts,
        })],
    }
}

/// A card's words: the header in a section beside the thumbnail (its
/// file sent with the card, when `sent`, else its emoji's picture), then
/// the body; without a thumbnail to show, the two as one text.
fn words(m: &super::ui::Message, sent: bool, icons: &Icons) -> Vec<Part> {
    let media = m.thumbnail.as_ref().and_then(|t| {
        let media = match icons.tile_url(t.name) {
            _ if sent => Media::attachment(THUMBNAIL),
            Some(url) => Media { url },
            None => return None,
        };
        Some((media, t.alt.clone()))
    });
    match media {
        Some((media, alt)) if !m.header.trim().is_empty() => {
            let budget = MAX_TEXT.saturating_sub(m.header.chars().count());
            let header = shown_text(&m.header, icons, MAX_TEXT);
            let mut parts = vec![section_with_thumbnail(vec![header], media, Some(alt))];
            let body = shown_text(&m.body, icons, budget);
            if !body.trim().is_empty() {
                parts.push(text(body));
            }
            parts
        }
        _ => {
            let all = shown_text(&m.words(), icons, MAX_TEXT);
            if all.trim().is_empty() {
                Vec::new()
            } else {
                vec![text(all)]
            }
        }
    }
}

/// `text` with its icon marks shown, within `budget` characters: with
/// their emojis where those fit (each mark grows from a few characters to
/// about 38 as an emoji), else without them, else cut on a line break.
/// The text was measured before its marks grew: this is where a card's
/// length is known.
fn shown_text(text: &str, icons: &Icons, budget: usize) -> String {
    let with = icons.text(text);
    if with.chars().count() <= budget {
        return with;
    }
    let plain = Icons::default().text(text);
    super::ui::clip(&plain, budget)
}

/// Whether a file of this name is shown as a picture (a media gallery
/// takes PNG, JPEG, GIF and WebP).
fn is_picture(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    [".png", ".gif", ".jpg", ".jpeg", ".webp"]
        .iter()
        .any(|e| lower.ends_with(e))
}

/// Why a card would be refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    #[error("{0} components, more than Discord's {MAX_COMPONENTS}")]
    TooManyComponents(usize),
    #[error("{0} characters of text, more than Discord's {MAX_TEXT}")]
    TooMuchText(usize),
    #[error("an empty {0}")]
    Empty(&'static str),
    #[error("{0} {1}, more than Discord's {2}")]
    TooMany(usize, &'static str, usize),
}

/// A message as a card: the components of a V2 message.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Card {
    pub top: Vec<Top>,
}

impl Card {
    /// Every component, nested ones counted, as Discord counts them
    /// (a section's accessory and each control of a row included).
    pub fn components(&self) -> usize {
        fn part(p: &Part) -> usize {
            1 + match p {
                Part::Text(_) | Part::Gallery(_) | Part::Separator(_) | Part::File(_) => 0,
                Part::Section(s) => s.components.len() + 1,
                Part::Row(r) => r.components.len(),
            }
        }
        self.top
            .iter()
            .map(|t| match t {
                Top::Container(c) => 1 + c.components.iter().map(part).sum::<usize>(),
                Top::Part(p) => part(p),
            })
            .sum()
    }

    /// The names of the files sent with it that it shows (its
    /// `attachment://` links), in order.
    pub fn files_shown(&self) -> Vec<&str> {
        fn part(p: &Part) -> Vec<&Media> {
            match p {
                Part::Section(s) => match &s.accessory {
                    Accessory::Thumbnail(t) => vec![&t.media],
                    Accessory::Button(_) => Vec::new(),
                },
                Part::Gallery(g) => g.items.iter().map(|i| &i.media).collect(),
                Part::File(f) => vec![&f.file],
                _ => Vec::new(),
            }
        }
        let parts = self.top.iter().flat_map(|t| match t {
            Top::Container(c) => c.components.iter().collect::<Vec<_>>(),
            Top::Part(p) => vec![p],
        });
        parts
            .flat_map(part)
            .filter_map(|m| m.url.strip_prefix("attachment://"))
            .collect()
    }

    /// Characters of all its text displays together.
    pub fn text_len(&self) -> usize {
        fn part(p: &Part) -> usize {
            match p {
                Part::Text(t) => t.content.chars().count(),
                Part::Section(s) => s.components.iter().map(|t| t.content.chars().count()).sum(),
                _ => 0,
            }
        }
        self.top
            .iter()
            .map(|t| match t {
                Top::Container(c) => c.components.iter().map(part).sum::<usize>(),
                Top::Part(p) => part(p),
            })
            .sum()
    }

    /// Whether Discord would take it: its counts, and no part empty.
    pub fn check(&self) -> Result<(), CardError> {
        if self.top.is_empty() {
            return Err(CardError::Empty("message"));
        }
        let n = self.components();
        if n > MAX_COMPONENTS {
            return Err(CardError::TooManyComponents(n));
        }
        let len = self.text_len();
        if len > MAX_TEXT {
            return Err(CardError::TooMuchText(len));
        }
        let parts = self.top.iter().flat_map(|t| match t {
            Top::Container(c) => c.components.iter().collect::<Vec<_>>(),
            Top::Part(p) => vec![p],
        });
        for t in &self.top {
            if let Top::Container(c) = t
                && c.components.is_empty()
            {
                return Err(CardError::Empty("container"));
            }
        }
        for p in parts {
            match p {
                Part::Text(t) if t.content.is_empty() => return Err(CardError::Empty("text")),
                Part::Section(s) if s.components.is_empty() => {
                    return Err(CardError::Empty("section"));
                }
                Part::Section(s) if s.components.len() > MAX_SECTION_TEXTS => {
                    return Err(CardError::TooMany(
                        s.components.len(),
                        "texts in a section",
                        MAX_SECTION_TEXTS,
                    ));
                }
                Part::Section(s) if s.components.iter().any(|t| t.content.is_empty()) => {
                    return Err(CardError::Empty("text"));
                }
                Part::Gallery(g) if g.items.is_empty() => return Err(CardError::Empty("gallery")),
                Part::Gallery(g) if g.items.len() > MAX_GALLERY => {
                    return Err(CardError::TooMany(
                        g.items.len(),
                        "pictures in a gallery",
                        MAX_GALLERY,
                    ));
                }
                Part::Row(r) if r.components.is_empty() => return Err(CardError::Empty("row")),
                Part::Row(r) if r.components.len() > MAX_ROW => {
                    return Err(CardError::TooMany(
                        r.components.len(),
                        "controls in a row",
                        MAX_ROW,
                    ));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The body's `flags`: V2, and private when asked.
    pub fn flags(ephemeral: bool) -> u64 {
        IS_COMPONENTS_V2 | if ephemeral { EPHEMERAL } else { 0 }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.top.serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A six-player game's final score lines name every figure: their
    /// marks grow as emojis, and the card still fits (without its emojis if
    /// it must), so the post is never refused for its length.
    #[test]
    fn text_grown_by_its_emojis_still_fits_a_card() {
        use crate::render::Piece;
        let pieces: Vec<(Piece, u64)> = crate::discord::icons::all()
            .into_iter()
            .enumerate()
            .map(|(i, p)| (p, 1_300_000_000_000_000_000 + i as u64))
            .collect();
        let icons = Icons::of(pieces);
        let mark = crate::game::seat_icon(3);
        let line = format!("{mark}{mark}{mark} 9\n");
        for lines in [10, 150, 400] {
            let content =
                super::super::ui::clip(&line.repeat(lines), super::super::ui::MAX_CONTENT);
            let m = super::super::ui::Message::text(content);
            let card = card_of(&m, Vec::new(), &icons);
            assert_eq!(card.check(), Ok(()), "{lines} lines");
            let shown = card.text_len();
            assert!(shown > 0 && shown <= MAX_TEXT, "{lines} lines: {shown}");
            let emojis = format!("{card:?}").contains("<:cb1_follower_3:");
            assert_eq!(emojis, lines == 10, "{lines} lines");
        }
    }

    /// The layout comes from the message's fields: the header goes beside
    /// a thumbnail only when the message names one, and a file that happens
    /// to be called like a thumbnail changes nothing.
    #[test]
    fn a_card_is_laid_out_as_its_fields_say() {
        use crate::discord::ui::{Message, Picture, Thumb};
        let turn = Message {
            header: "Ann, your turn".into(),
            body: "Pick a square.".into(),
            thumbnail: Some(Thumb {
                name: "CRRF",
                alt: "The tile CRRF".into(),
            }),
            gallery: Some(Picture::Board),
            accent: Some([0, 114, 178]),
            ..Message::default()
        };
        let sent = vec![
            ("carcassonne.png".to_string(), Some("The board".to_string())),
            (THUMBNAIL.to_string(), Some("The tile CRRF".to_string())),
        ];
        let v = serde_json::to_value(card_of(&turn, sent.clone(), &Icons::default())).unwrap();
        let parts = &v[0]["components"];
        assert_eq!(v[0]["accent_color"], 0x0072b2);
        assert_eq!(parts[0]["type"], 9, "{v}");
        assert_eq!(parts[0]["components"][0]["content"], "Ann, your turn");
        assert_eq!(
            parts[0]["accessory"]["media"]["url"],
            format!("attachment://{THUMBNAIL}")
        );
        assert_eq!(parts[1]["content"], "Pick a square.");
        assert_eq!(parts[2]["items"].as_array().map(Vec::len), Some(1));
        // No thumbnail named: one text, however the files are called, and
        // no edge.
        let plain = Message {
            thumbnail: None,
            accent: None,
            ..turn.clone()
        };
        let v = serde_json::to_value(card_of(&plain, sent, &Icons::default())).unwrap();
        let parts = &v[0]["components"];
        assert!(
            v[0].get("accent_color")
                .is_none_or(serde_json::Value::is_null),
            "{v}"
        );
        assert_eq!(parts[0]["content"], "Ann, your turn\nPick a square.");
        assert_eq!(parts[1]["type"], 12);
        // A thumbnail with neither an emoji nor a file to show: the words
        // alone, never a link to a file that was not sent.
        let v = serde_json::to_value(card_of(&turn, Vec::new(), &Icons::default())).unwrap();
        assert_eq!(v[0]["components"][0]["type"], 10, "{v}");
    }

    fn button(id: &str) -> Control {
        Control::Button(Button {
            kind: Kind,
            custom_id: id.into(),
            style: ButtonStyle::Success,
            label: Some("Confirm".into()),
            emoji: None,
            disabled: false,
        })
    }

    fn sample() -> Card {
        Card {
            top: vec![Top::Container(Container {
                kind: Kind,
                accent_color: Some(0x1f77b4),
                components: vec![
                    section_with_thumbnail(
                        vec!["## Alice's turn".into(), "46 tiles left".into()],
                        Media::attachment("carcassonne-tile.png"),
                        Some("The tile to place".into()),
                    ),
                    text("Bob scored 4 points."),
                    divider(),
                    gallery(vec![(Media::attachment("carcassonne-turn.png"), None)]),
                    row(vec![button("c:1:2:3:0")]),
                ],
            })],
        }
    }

    #[test]
    fn a_card_serialises_to_discords_shapes() {
        let v = serde_json::to_value(sample()).unwrap();
        assert_eq!(v[0]["type"], 17);
        assert_eq!(v[0]["accent_color"], 0x1f77b4);
        let parts = &v[0]["components"];
        assert_eq!(parts[0]["type"], 9);
        assert_eq!(parts[0]["components"][1]["type"], 10);
        assert_eq!(
            parts[0]["accessory"],
            json!({"type": 11, "media": {"url": "attachment://carcassonne-tile.png"}, "description": "The tile to place"})
        );
        assert_eq!(parts[2], json!({"type": 14, "divider": true, "spacing": 1}));
        assert_eq!(
            parts[3]["items"][0]["media"]["url"],
            "attachment://carcassonne-turn.png"
        );
        assert_eq!(
            parts[4],
            json!({"type": 1, "components": [{"type": 2, "custom_id": "c:1:2:3:0", "style": 3, "label": "Confirm", "disabled": false}]})
        );
    }

    #[test]
    fn counts_are_discords() {
        let card = sample();
        // Container 1, section 1 + 2 texts + thumbnail, text, separator,
        // gallery, row 1 + button.
        assert_eq!(card.components(), 10);
        assert_eq!(
            card.text_len(),
            "## Alice's turn46 tiles leftBob scored 4 points."
                .chars()
                .count()
        );
        assert_eq!(card.check(), Ok(()));
    }

    #[test]
    fn over_the_limits_is_refused_before_sending() {
        let many = Card {
            top: (0..41).map(|i| Top::Part(text(format!("{i}")))).collect(),
        };
        assert_eq!(many.check(), Err(CardError::TooManyComponents(41)));
        let long = Card {
            top: vec![
                Top::Part(text("é".repeat(2001))),
                Top::Part(text("x".repeat(2000))),
            ],
        };
        assert_eq!(long.check(), Err(CardError::TooMuchText(4001)));
        let wide = Card {
            top: vec![Top::Part(row((0..6)
                .map(|i| button(&i.to_string()))
                .collect()))],
        };
        assert!(matches!(wide.check(), Err(CardError::TooMany(6, _, 5))));
        assert_eq!(Card::default().check(), Err(CardError::Empty("message")));
    }

    /// A click on a card: the interaction's `message` holds the card's
    /// components (a container, a section with a thumbnail, a gallery,
    /// the row with the button clicked), as Discord sends it. serenity
    /// 0.12.5 must still read the click.
    #[test]
    fn serenity_reads_a_click_on_a_card() {
        let mut message = serde_json::json!({
            "id": "11", "channel_id": "22",
            "author": {"id": "33", "username": "carcassonne", "discriminator": "0000", "avatar": null, "bot": true},
            "content": "", "timestamp": "2026-11-22T00:00:00.000000+00:00",
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
            "mention_roles": [], "embeds": [], "pinned": false, "type": 0,
            "attachments": [{"id": "44", "filename": "carcassonne-turn.png", "size": 1,
                             "url": "https://cdn.invalid/a.png", "proxy_url": "https://cdn.invalid/a.png"}],
            "flags": IS_COMPONENTS_V2,
        });
        message["components"] = serde_json::to_value(sample()).unwrap();
        let interaction = serde_json::json!({
            "id": "55", "application_id": "66", "type": 3, "token": "tok", "version": 1,
            "channel_id": "22", "guild_id": "77", "locale": "en-US", "guild_locale": "en-US",
            "app_permissions": "0", "entitlements": [], "authorizing_integration_owners": {},
            "context": 0, "attachment_size_limit": 10_485_760,
            "member": {"user": {"id": "88", "username": "alice", "discriminator": "0000", "avatar": null},
                       "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false,
                       "mute": false, "flags": 0, "permissions": "0"},
            "data": {"custom_id": "c:1:2:3:0", "component_type": 2},
            "message": message,
        });
        let read: serenity::all::Interaction = serde_json::from_value(interaction)
            .expect("serenity reads a click on a Components V2 message");
        let serenity::all::Interaction::Component(ci) = read else {
            panic!("a component interaction")
        };
        assert_eq!(ci.data.custom_id, "c:1:2:3:0");
        assert_eq!(ci.message.id.get(), 11);
    }
}
