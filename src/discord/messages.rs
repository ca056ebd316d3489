//! Messages out: plain message data (from `ui`) into serenity builders,
//! and the pictures they carry.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use super::Data;
use super::ui::{Message, Picture, Thumb};
use crate::engine::{HistoryEntry, Pos, Rotation};
use crate::game::View;
use crate::i18n::t;
use crate::render::png::{self, Png};
use crate::render::{self, TurnOptions};

/// Pictures kept at most, and their bytes at most: a turn's picture is
/// drawn once however often it is shown (the turn, a reminder, the private
/// controls, a click that finds the follower step), and so is a close-up;
/// a preview reuses the bands of its turn's picture that it leaves as
/// they were. A game's pictures of earlier moves are let go at once.
const PICTURES_KEPT: usize = 64;
const PICTURE_BYTES_KEPT: usize = 24 << 20;

/// What a picture shows: a game as it stood (its history and its latest
/// entry, as an undone move may be played again another way; the tiles on
/// its board, which count a confirmed tile too, and where the latest tile
/// lies: a tile taken back may be confirmed elsewhere), and which picture.
type PictureKey = (
    i64,
    usize,
    Option<HistoryEntry>,
    usize,
    Option<(Pos, Rotation)>,
    Picture,
);

/// PNGs already drawn, the most recently used last. Previews (a placement
/// shown in place) are not kept: each one is a new choice.
#[derive(Clone, Default)]
pub struct Pictures(Arc<Mutex<VecDeque<Kept>>>);

/// A picture drawn, and what it shows.
type Kept = (PictureKey, Arc<Png>);

impl Pictures {
    fn lock(&self) -> std::sync::MutexGuard<'_, VecDeque<Kept>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn get(&self, key: &PictureKey) -> Option<Arc<Png>> {
        let mut kept = self.lock();
        let i = kept.iter().position(|(k, _)| k == key)?;
        let entry = kept.remove(i)?;
        let png = entry.1.clone();
        kept.push_back(entry);
        Some(png)
    }

    fn keep(&self, key: PictureKey, png: Arc<Png>) {
        let mut kept = self.lock();
        // The same game's pictures of earlier moves will not be asked for
        // again (but an undone move's may be: those of later moves stay).
        kept.retain(|(k, _)| *k != key && !(k.0 == key.0 && k.1 < key.1));
        kept.push_back((key, png));
        let mut bytes: usize = kept.iter().map(|(_, p)| p.bytes().len()).sum();
        while kept.len() > PICTURES_KEPT || (bytes > PICTURE_BYTES_KEPT && kept.len() > 1) {
            if let Some((_, old)) = kept.pop_front() {
                bytes -= old.bytes().len();
            }
        }
    }
}

/// What a picture of `view` shows, in words, in its game's language (its
/// alt text, read out by screen readers).
pub fn alt_of(view: &View, picture: Picture) -> String {
    let lang = view.options.lang;
    let tile = || match (&view.state, &view.game) {
        (crate::game::ViewState::Turn(t), Some(g)) => g.tile_set().name_of(t.tile).to_string(),
        _ => String::new(),
    };
    match picture {
        Picture::Turn { .. } => t(lang, "alt-turn", &[("tile", tile().into())]),
        Picture::CloseUp => t(lang, "alt-close-up", &[]),
        Picture::Board => t(lang, "alt-board", &[]),
        Picture::Scores => t(lang, "alt-scores", &[]),
        Picture::Bag => t(lang, "alt-bag", &[]),
        Picture::Holders => t(lang, "alt-holders", &[]),
        Picture::Race => t(lang, "alt-race", &[]),
    }
}

/// A picture as a file (each picture of a message under a name of its
/// own), with its alt text.
fn attachment(png: Vec<u8>, picture: Picture, alt: String) -> CreateAttachment {
    CreateAttachment::bytes(png, file_name(picture)).description(alt)
}

/// The name a picture's file is sent under.
pub fn file_name(picture: Picture) -> &'static str {
    match picture {
        Picture::Race => "carcassonne-race.png",
        _ => "carcassonne.png",
    }
}

/// The files message `m` of `view` is sent with: its gallery's picture,
/// and its thumbnail ([`super::v2::THUMBNAIL`]) unless Discord has that
/// tile as an emoji.
pub async fn files(data: &Data, view: &View, m: &Message) -> Vec<CreateAttachment> {
    let mut files: Vec<CreateAttachment> =
        picture(data, view, m.gallery).await.into_iter().collect();
    if let Some(thumb) = &m.thumbnail
        && data.icons.get().tile_url(thumb.name).is_none()
        && let Some(tile) = tile_file(data, view, thumb).await
    {
        files.push(tile);
    }
    files
}

/// The drawn tile `thumb` alone, as a file (a turn card's thumbnail).
async fn tile_file(data: &Data, view: &View, thumb: &Thumb) -> Option<CreateAttachment> {
    let set = view.game.as_ref()?.tile_set();
    let (kind, renderer) = (set.kind(thumb.name)?, data.renderer.clone());
    // Drawn once a tile kind, on a blocking thread the first time.
    let png = tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        let png = renderer.tile_png(set, kind);
        crate::metrics::picture("tile", "draw_and_encode", started.elapsed());
        png
    })
    .await
    .ok()?;
    let file = CreateAttachment::bytes(png.to_vec(), super::v2::THUMBNAIL);
    Some(file.description(thumb.alt.clone()))
}

/// Draws a message's picture on a blocking thread, in one of the picture
/// slots (one per core), unless it was drawn before.
pub async fn picture(
    data: &Data,
    view: &View,
    picture: Option<Picture>,
) -> Option<CreateAttachment> {
    let picture = picture?;
    let game = view.game.clone()?;
    let key = (
        view.game_id,
        game.history().len(),
        game.history().last().copied(),
        game.board().tiles().len(),
        game.board().tiles().last().map(|t| (t.pos, t.rot)),
        picture,
    );
    let preview = matches!(picture, Picture::Turn { preview: Some(_) });
    let alt = alt_of(view, picture);
    if !preview && let Some(png) = data.pictures.get(&key) {
        return Some(attachment(png.bytes().to_vec(), picture, alt));
    }
    // A preview is its turn's picture but for a few rows: where that
    // picture is kept, only those rows are drawn and compressed again.
    let base = preview
        .then(|| {
            let mut turn = key;
            turn.5 = Picture::Turn { preview: None };
            data.pictures.get(&turn)
        })
        .flatten();
    if preview && base.is_none() {
        tracing::debug!(
            game = view.game_id,
            "a preview drawn whole: its turn's picture is not kept"
        );
    }
    let names = view.names();
    let banks = view.banks();
    // What the player to move has left, on the turn picture's header.
    let to_move_bank = match &view.state {
        crate::game::ViewState::Turn(t) => banks.get(usize::from(t.seat)).copied().flatten(),
        _ => None,
    };
    let lang = view.options.lang;
    let renderer = data.renderer.clone();
    let _slot = data.render_slots.clone().acquire_owned().await.ok();
    let drawn = tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        let label = match picture {
            Picture::Board => "board",
            Picture::Scores => "scores",
            Picture::Bag => "bag",
            Picture::Holders => "holders",
            Picture::Turn { preview: None } => "turn",
            Picture::Turn { preview: Some(_) } => "preview",
            Picture::CloseUp => "close_up",
            Picture::Race => "race",
        };
        let img = match picture {
            Picture::Board => renderer.board_banked(&game, &names, &banks, lang),
            Picture::Scores => renderer.scores(&game, &names, lang),
            Picture::Bag => renderer.bag(&game, lang),
            Picture::Holders => renderer.holders(&game, &names, lang),
            Picture::Race => renderer.race(&game, &names, lang),
            Picture::Turn { preview } => {
                let opts = TurnOptions {
                    ghost: preview,
                    lang,
                    bank: to_move_bank,
                    ..TurnOptions::default()
                };
                match &base {
                    Some(base) => {
                        // Only the changed rows, drawn and encoded at once.
                        let png = renderer.preview_png(&game, &names, opts, base).ok();
                        crate::metrics::picture(label, "draw_and_encode", started.elapsed());
                        return png;
                    }
                    None => renderer.turn(&game, &names, opts).ok()?.image,
                }
            }
            Picture::CloseUp => renderer.close_up(&game, &names, lang).ok()?.image,
        };
        crate::metrics::picture(label, "draw", started.elapsed());
        let encoding = std::time::Instant::now();
        let png = png::encode(&img);
        crate::metrics::picture(label, "encode", encoding.elapsed());
        // The pixels' memory serves the next picture.
        render::recycle(img);
        Some(png)
    })
    .await;
    match drawn {
        Ok(Some(png)) if preview => Some(attachment(png.into_bytes(), picture, alt)),
        Ok(Some(png)) => {
            let bytes = png.bytes().to_vec();
            data.pictures.keep(key, Arc::new(png));
            Some(attachment(bytes, picture, alt))
        }
        Ok(None) => None,
        Err(e) => {
            tracing::error!(error = %e, "drawing a picture failed");
            None
        }
    }
}

/// A person's rating chart (see [`crate::render::Renderer::rating_chart`]),
/// drawn on a blocking thread in one of the picture slots.
pub async fn rating_chart(
    data: &Data,
    name: String,
    ratings: Vec<f64>,
    seasons: Vec<usize>,
    lang: crate::i18n::Lang,
) -> Option<CreateAttachment> {
    let alt = t(lang, "alt-rating", &[("name", name.clone().into())]);
    let renderer = data.renderer.clone();
    let _slot = data.render_slots.clone().acquire_owned().await.ok();
    let drawn = tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        let img = renderer.rating_chart(&name, &ratings, &seasons, lang);
        crate::metrics::picture("rating", "draw", started.elapsed());
        let encoding = std::time::Instant::now();
        let png = png::encode(&img);
        crate::metrics::picture("rating", "encode", encoding.elapsed());
        png
    })
    .await;
    match drawn {
        Ok(png) => Some(
            CreateAttachment::bytes(png.into_bytes(), "carcassonne-rating.png").description(alt),
        ),
        Err(e) => {
            tracing::error!(error = %e, "drawing a rating chart failed");
            None
        }
    }
}
