//! The bot's application emojis: every figure in every seat's colour, the
//! three goods and every tile, drawn by the renderer and uploaded to
//! Discord once. A tile's emoji is the drawn tile beside a turn card's
//! first line: a picture Discord has, never uploaded again with a card.
//!
//! At start-up the bot lists the application's emojis, keeps those it
//! finds by name and uploads only the missing ones; the process that runs
//! shard 0 also deletes emojis of an older drawing of ours. Messages show
//! them beside names in the news and the score lines, and on the follower
//! step's buttons. Until they are there (or if Discord refused them) the
//! same messages go without: a mark in the text is taken out, a button
//! shows its words alone.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::CreateAttachment;

use reqwest::Method;

use super::failure::Failure;
use super::rest::{Payload, Rest, RestError, id_in};
use crate::engine::{Expansions, Figure, Good, TileSet};
use crate::game::{ICON_END, ICON_START};
use crate::render::{PLAYERS, Piece, Renderer};
use serde::Serialize;

/// An emoji on a button or a menu option: an application emoji by id, or
/// a Unicode one by itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Emoji {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub name: String,
}

/// The beginning of every emoji name of ours: `cb`, the version of the
/// drawing, `_`. A new drawing gets a new version, so that every server
/// sees it at once (Discord caches an emoji's picture by its id).
pub const PREFIX: &str = "cb1_";

/// The pause before each emoji upload (a first start uploads every
/// piece's and tile's, over a hundred).
const UPLOAD_EVERY: std::time::Duration = std::time::Duration::from_millis(50);

/// Every piece shown as an icon: each figure in each seat's colour, then
/// the goods (33 emojis of Discord's 2,000 an application may have).
pub fn all() -> Vec<Piece> {
    let mut all: Vec<Piece> = (0..PLAYERS.len() as u8)
        .flat_map(|seat| {
            Figure::ALL
                .into_iter()
                .map(move |figure| Piece::Figure { figure, seat })
        })
        .collect();
    all.extend(Good::ALL.map(Piece::Good));
    all
}

/// A piece's name, inside the service's marks and after [`PREFIX`] on
/// Discord: `follower_0`, `pig_3`, `wine`.
pub fn name_of(piece: Piece) -> String {
    match piece {
        Piece::Figure { figure, seat } => format!("{}_{seat}", figure.name()),
        Piece::Good(g) => g.name().to_string(),
    }
}

/// Reads a name of [`name_of`] back.
pub fn piece_of(name: &str) -> Option<Piece> {
    all().into_iter().find(|&p| name_of(p) == name)
}

/// Every tile there is (the base game's and every expansion's), by name.
fn all_tiles() -> &'static TileSet {
    TileSet::with_expansions(Expansions::ALL)
}

/// A tile's emoji name after [`PREFIX`]: `t_` and its name, each
/// character but a letter or a digit as `_`.
fn tile_emoji(tile: &str) -> String {
    let name: String = tile
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("t_{name}")
}

/// An emoji of ours: a piece, or a tile by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Icon {
    Piece(Piece),
    Tile(&'static str),
}

impl Icon {
    /// Every one of them, in the order they are uploaded: the pieces
    /// (most cards show some), then the base game's tiles, most copies
    /// first (most turns draw one of those), then the expansions' tiles.
    /// Until a tile's emoji is there, a card carries its picture as a file.
    fn all() -> Vec<Icon> {
        let tiles = all_tiles();
        let base = TileSet::base();
        let copies = |name: &str| base.kind(name).map_or(0, |k| base.count(k));
        let mut names: Vec<&'static str> = tiles.kinds().map(|k| tiles.name_of(k)).collect();
        names.sort_by_key(|&n| std::cmp::Reverse(copies(n)));
        let mut out: Vec<Icon> = all().into_iter().map(Icon::Piece).collect();
        out.extend(names.into_iter().map(Icon::Tile));
        out
    }

    /// Its emoji's name on Discord.
    fn emoji_name(self) -> String {
        match self {
            Icon::Piece(p) => format!("{PREFIX}{}", name_of(p)),
            Icon::Tile(t) => format!("{PREFIX}{}", tile_emoji(t)),
        }
    }

    /// The icon an emoji of ours is named for.
    fn of(emoji_name: &str) -> Option<Icon> {
        let rest = emoji_name.strip_prefix(PREFIX)?;
        if let Some(p) = piece_of(rest) {
            return Some(Icon::Piece(p));
        }
        let tiles = all_tiles();
        tiles
            .kinds()
            .map(|k| tiles.name_of(k))
            .find(|t| tile_emoji(t) == rest)
            .map(Icon::Tile)
    }
}

/// The emojis there are, by piece and by tile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Icons {
    ids: HashMap<Piece, u64>,
    tiles: HashMap<&'static str, u64>,
}

impl Icons {
    /// Icons of these emojis (by id).
    pub fn of(ids: impl IntoIterator<Item = (Piece, u64)>) -> Icons {
        Icons {
            ids: ids.into_iter().collect(),
            tiles: HashMap::new(),
        }
    }

    /// How many pieces and tiles have their emoji.
    pub fn len(&self) -> usize {
        self.ids.len() + self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty() && self.tiles.is_empty()
    }

    /// How many emojis there are when every one is there.
    pub fn all_len() -> usize {
        Icon::all().len()
    }

    /// The picture of tile `name` as Discord's CDN serves its emoji, for
    /// a card's thumbnail (`reference.mdx`, "Image Formatting").
    pub fn tile_url(&self, name: &str) -> Option<String> {
        let id = self.tiles.get(name)?;
        Some(format!("https://cdn.discordapp.com/emojis/{id}.png"))
    }

    fn insert(&mut self, icon: Icon, id: u64) {
        match icon {
            Icon::Piece(p) => {
                self.ids.entry(p).or_insert(id);
            }
            Icon::Tile(t) => {
                self.tiles.entry(t).or_insert(id);
            }
        }
    }

    fn has(&self, icon: Icon) -> bool {
        match icon {
            Icon::Piece(p) => self.ids.contains_key(&p),
            Icon::Tile(t) => self.tiles.contains_key(t),
        }
    }

    /// The emoji of `piece`, for a button or a menu option.
    pub fn emoji(&self, piece: Piece) -> Option<Emoji> {
        let id = self.ids.get(&piece)?;
        Some(Emoji {
            id: Some(id.to_string()),
            name: format!("{PREFIX}{}", name_of(piece)),
        })
    }

    /// `text` with each icon mark shown: as its emoji and a space, or
    /// taken out where there is none (or the mark names no piece).
    pub fn text(&self, text: &str) -> String {
        if !text.contains(ICON_START) {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len() + 32);
        let mut rest = text;
        while let Some(start) = rest.find(ICON_START) {
            out.push_str(&rest[..start]);
            let after = &rest[start + ICON_START.len_utf8()..];
            let Some(end) = after.find(ICON_END) else {
                // A mark never closed: nothing of it is shown.
                rest = "";
                break;
            };
            let name = &after[..end];
            if let Some(e) = piece_of(name).and_then(|p| self.emoji(p)) {
                out.push_str(&format!("<:{}:{}> ", e.name, e.id.unwrap_or_default()));
            }
            rest = &after[end + ICON_END.len_utf8()..];
        }
        out.push_str(rest);
        out
    }
}

/// The bot's icons as they are now: empty until start-up's upload is
/// done. A handle: cloning it shares the same icons.
#[derive(Clone, Debug, Default)]
pub struct IconsHandle(Arc<RwLock<Arc<Icons>>>);

impl IconsHandle {
    /// The icons now (never held across an await: a cheap copy of a
    /// pointer).
    pub fn get(&self) -> Arc<Icons> {
        self.0.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn set(&self, icons: Icons) {
        *self.0.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(icons);
    }
}

/// What one start-up's look at the emojis did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Synced {
    pub kept: usize,
    pub uploaded: usize,
    pub deleted: usize,
    /// Uploads Discord refused.
    pub failed: usize,
    /// Left for the owner to upload (another process).
    pub missing: usize,
}

/// Makes sure every icon is an emoji of the application: lists them and
/// keeps those there; as their `owner` (the process running shard 0, so
/// that two processes never upload the same one), uploads the missing
/// ones and deletes emojis of an older drawing of ours (other emojis of
/// the application are never touched). An upload Discord refuses is
/// logged and left out. Each icon is in `shown` as soon as its emoji is
/// there: a first start's cards use them while the rest upload.
pub async fn sync(
    rest: &Rest,
    renderer: &Arc<Renderer>,
    owner: bool,
    shown: &IconsHandle,
) -> Result<(Icons, Synced), RestError> {
    let tidy = owner;
    let existing = emojis(rest).await?;
    let mut icons = Icons::default();
    let mut done = Synced::default();
    for (id, name) in &existing {
        match Icon::of(name) {
            Some(icon) => {
                icons.insert(icon, *id);
                done.kept += 1;
            }
            None if tidy && is_older_drawing(name) => {
                let path = format!("/applications/{}/emojis/{id}", rest.application().await?);
                match rest.send(Method::DELETE, &path, &[], Payload::Empty).await {
                    Ok(_) => done.deleted += 1,
                    Err(err) => {
                        tracing::warn!(error = %err, name = %name, "could not delete an old emoji")
                    }
                }
            }
            None => {}
        }
    }
    shown.set(icons.clone());
    let missing: Vec<Icon> = Icon::all().into_iter().filter(|&i| !icons.has(i)).collect();
    if !owner {
        done.missing = missing.len();
        return Ok((icons, done));
    }
    for icon in missing {
        // Background work: at most half the bot's share of Discord's
        // global limit, leaving the rest to games and to serenity's own
        // requests at start-up (which the bot's limiter does not see).
        tokio::time::sleep(UPLOAD_EVERY).await;
        let name = icon.emoji_name();
        let Some(png) = drawn(renderer, icon).await else {
            tracing::error!(name, "could not draw an icon");
            done.failed += 1;
            continue;
        };
        let image = CreateAttachment::bytes(png, format!("{name}.png")).to_base64();
        let path = format!("/applications/{}/emojis", rest.application().await?);
        let body = json!({ "name": name, "image": image });
        match rest
            .send(Method::POST, &path, &[], Payload::Json(&body))
            .await
        {
            Ok(e) => {
                if let Some(id) = id_in(&e["id"]) {
                    icons.insert(icon, id);
                    shown.set(icons.clone());
                }
                done.uploaded += 1;
            }
            Err(e) => {
                // Another process of the bot may have uploaded it
                // meanwhile (the name is then taken): looked for below.
                tracing::warn!(error = %e, name, "could not upload an icon");
                done.failed += 1;
                if matches!(super::failure::classify(&e), Failure::Transient(_)) {
                    // Tried again whole (what is uploaded is kept then).
                    return Err(e);
                }
            }
        }
    }
    if done.failed > 0 {
        for (id, name) in emojis(rest).await? {
            if let Some(icon) = Icon::of(&name) {
                icons.insert(icon, id);
            }
        }
    }
    Ok((icons, done))
}

/// The picture of `icon`, drawn away from the async threads just before
/// its upload (and not kept: once its emoji is there, no card carries it).
async fn drawn(renderer: &Arc<Renderer>, icon: Icon) -> Option<Vec<u8>> {
    let renderer = renderer.clone();
    tokio::task::spawn_blocking(move || match icon {
        Icon::Piece(p) => crate::render::png_rgba(&renderer.icon(p)).ok(),
        Icon::Tile(t) => {
            let tiles = all_tiles();
            let picture = renderer.tile_picture(tiles, tiles.kind(t)?);
            Some(crate::render::png::encode(&picture).into_bytes())
        }
    })
    .await
    .ok()
    .flatten()
}

/// The application's emojis: their ids and names.
async fn emojis(rest: &Rest) -> Result<Vec<(u64, String)>, RestError> {
    let path = format!("/applications/{}/emojis", rest.application().await?);
    let listed = rest.send(Method::GET, &path, &[], Payload::Empty).await?;
    Ok(listed["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| Some((id_in(&e["id"])?, e["name"].as_str()?.to_string())))
        .collect())
}

/// Whether an emoji's name is one of ours of an older drawing: `cb`, a
/// version below this one's, `_`.
fn is_older_drawing(name: &str) -> bool {
    let version = |name: &str| -> Option<u32> {
        let (head, _) = name.split_once('_')?;
        head.strip_prefix("cb")?.parse().ok()
    };
    // A newer drawing's (a version rolled back from) is left alone: the
    // newer version uses it again when it comes back.
    matches!((version(name), version(PREFIX)), (Some(theirs), Some(ours)) if theirs < ours)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{good_icon, seat_icon};

    #[test]
    fn every_piece_has_a_name_discord_takes_and_reads_back() {
        let all = all();
        assert_eq!(all.len(), 33);
        for piece in all {
            let name = format!("{PREFIX}{}", name_of(piece));
            assert!((2..=32).contains(&name.len()), "{name}");
            assert!(
                name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'),
                "{name}"
            );
            assert_eq!(piece_of(&name_of(piece)), Some(piece));
        }
        // The service's marks name these.
        let mark = |p: Piece| format!("{ICON_START}{}{ICON_END}", name_of(p));
        let follower = Piece::Figure {
            figure: Figure::Follower,
            seat: 2,
        };
        assert_eq!(seat_icon(2), mark(follower));
        assert_eq!(good_icon(Good::Cloth), mark(Piece::Good(Good::Cloth)));
    }

    #[test]
    fn every_tile_has_an_emoji_name_of_its_own_discord_takes() {
        let all = Icon::all();
        let names: std::collections::HashSet<String> = all.iter().map(|i| i.emoji_name()).collect();
        assert_eq!(names.len(), all.len(), "no two alike");
        assert!(all.len() > 33 && all.len() < 2_000, "{}", all.len());
        for icon in all {
            let name = icon.emoji_name();
            assert!((2..=32).contains(&name.len()), "{name}");
            assert!(
                name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'),
                "{name}"
            );
            assert_eq!(Icon::of(&name), Some(icon));
        }
        let mut icons = Icons::default();
        icons.insert(Icon::Tile("D"), 9);
        assert_eq!(
            icons.tile_url("D").as_deref(),
            Some("https://cdn.discordapp.com/emojis/9.png")
        );
        assert_eq!(icons.tile_url("E"), None);
    }

    #[test]
    fn marks_become_emojis_or_nothing() {
        let line = format!("{}Ana scores 4; {}Bo 2", seat_icon(0), seat_icon(1));
        assert_eq!(Icons::default().text(&line), "Ana scores 4; Bo 2");
        let mut icons = Icons::default();
        icons.ids.insert(
            Piece::Figure {
                figure: Figure::Follower,
                seat: 0,
            },
            77,
        );
        assert_eq!(icons.text(&line), "<:cb1_follower_0:77> Ana scores 4; Bo 2");
        // A mark never closed, or naming nothing, shows nothing.
        assert_eq!(icons.text("a\u{E000}zzz\u{E001}b\u{E000}x"), "ab");
    }

    #[test]
    fn only_older_drawings_of_ours_are_tidied() {
        assert!(is_older_drawing("cb0_follower_1"));
        assert!(!is_older_drawing("cb1_follower_1"));
        assert!(!is_older_drawing("cbx_follower_1"));
        assert!(!is_older_drawing("castle"));
        assert!(!is_older_drawing("cb_thing"));
        assert!(
            !is_older_drawing("cb2_follower_1"),
            "a newer drawing's stays after a rollback"
        );
    }
}
