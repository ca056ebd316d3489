//! Pictures of the game: engine state in, PNG or GIF bytes out. No I/O.
//!
//! A [`Renderer`] holds the font and a cache of tile pictures per size
//! (every kind at every rotation, drawn once). It is cheap to share: keep one
//! for the whole program.

mod art;
mod bag;
mod chart;
mod close_up;
mod colors;
mod draw;
mod holders;
mod icons;
mod phone;
mod picture;
pub mod png;
mod replay;
mod shapes;
mod standings;
mod text;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbImage;

use crate::engine::{RecordError, Rotation, TileKind, TileSet};
use art::{SetArt, Sprites};

pub use chart::CHART_WIDTH;
pub use close_up::{CloseUp, SpotMark};
pub use colors::{PLAYER_NAMES, PLAYERS};
pub use draw::recycle;
pub use icons::{ICON_SIZE, Piece, TILE_THUMB};
pub use phone::{PHONE_SQUARES, PHONE_TILE, PHONE_WIDTH};
pub use picture::{CandidateMark, TurnOptions, TurnPicture};
pub use standings::{STANDINGS_SHOWN, StandingLine};

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the record cannot be replayed: {0}")]
    Record(#[from] RecordError),
    #[error("the picture could not be encoded: {0}")]
    Encode(String),
    #[error("{0}")]
    Nothing(String),
}

/// Things drawn once each, by key: callers asking at once for one not
/// drawn yet wait for the one drawing it (many games' first pictures come
/// together, and a set's sprites are megabytes).
type DrawnOnce<K, T> = Mutex<HashMap<K, Arc<OnceLock<Arc<T>>>>>;

/// The thing drawn for `key`, drawn by `draw` if nobody has yet.
fn drawn_once<K: Eq + std::hash::Hash, T>(
    drawn: &DrawnOnce<K, T>,
    key: K,
    draw: impl FnOnce() -> T,
) -> Arc<T> {
    let cell = drawn
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(key)
        .or_default()
        .clone();
    cell.get_or_init(|| Arc::new(draw())).clone()
}

/// Draws pictures; holds the font and the tile pictures drawn so far.
pub struct Renderer {
    font: draw::Pen,
    arts: DrawnOnce<usize, SetArt>,
    sprites: DrawnOnce<(usize, u32), Sprites>,
    /// Each drawn tile's thumbnail, encoded (see [`Renderer::tile_png`]).
    thumbnails: DrawnOnce<(usize, crate::engine::TileKind), Vec<u8>>,
}

impl Default for Renderer {
    fn default() -> Self {
        Renderer::new()
    }
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer").finish_non_exhaustive()
    }
}

fn set_key(set: &TileSet) -> usize {
    set as *const TileSet as usize
}

impl Renderer {
    /// A renderer with the built-in font only.
    pub fn new() -> Renderer {
        Renderer::with_fonts(Vec::new())
    }

    /// A renderer that draws what the built-in font lacks with `fallbacks`
    /// (font files' bytes, in order; see [`crate::assets::fallback_fonts`]).
    pub fn with_fonts(fallbacks: Vec<Vec<u8>>) -> Renderer {
        Renderer {
            font: draw::Pen::with_fallbacks(fallbacks),
            arts: Mutex::new(HashMap::new()),
            sprites: Mutex::new(HashMap::new()),
            thumbnails: Mutex::new(HashMap::new()),
        }
    }

    fn art(&self, set: &TileSet) -> Arc<SetArt> {
        drawn_once(&self.arts, set_key(set), || SetArt::new(set))
    }

    /// [`Renderer::tile_picture`] as PNG, drawn once a tile kind: the
    /// same picture every time that tile is drawn.
    pub fn tile_png(&self, set: &TileSet, kind: crate::engine::TileKind) -> Arc<Vec<u8>> {
        drawn_once(&self.thumbnails, (set_key(set), kind), || {
            png::encode(&self.tile_picture(set, kind)).into_bytes()
        })
    }

    /// Where a figure on segment `segment` of tile `kind` turned by `rot`
    /// stands, as the pictures draw it: in tile widths from the tile's top
    /// left corner.
    pub fn figure_point(
        &self,
        set: &TileSet,
        kind: crate::engine::TileKind,
        rot: Rotation,
        segment: u8,
    ) -> (f32, f32) {
        self.art(set).anchor(kind, rot, usize::from(segment))
    }

    fn sprites(&self, set: &TileSet, size: u32) -> Arc<Sprites> {
        drawn_once(&self.sprites, (set_key(set), size), || {
            Sprites::new(set, &self.art(set), size)
        })
    }
}

impl Renderer {
    /// Every tile kind of `set` at rotation 0, with its name and count: a
    /// sheet of the tiles in play (and a check of their art).
    pub fn tile_sheet(&self, set: &TileSet, kinds: &[TileKind]) -> RgbImage {
        const TILE: u32 = 96;
        const GAP: u32 = 12;
        const LABEL: u32 = 22;
        const COLUMNS: u32 = 10;
        let sprites = self.sprites(set, TILE);
        let n = kinds.len().max(1) as u32;
        let cols = n.min(COLUMNS);
        let rows = n.div_ceil(COLUMNS);
        let mut img = draw::canvas(
            cols * (TILE + GAP) + GAP,
            rows * (TILE + GAP + LABEL) + GAP,
            colors::BACKGROUND,
        );
        for (i, &kind) in kinds.iter().enumerate() {
            let (c, r) = (i as u32 % COLUMNS, i as u32 / COLUMNS);
            let x = GAP + c * (TILE + GAP);
            let y = GAP + r * (TILE + GAP + LABEL);
            draw::paste(
                &mut img,
                sprites.tile(kind, Rotation::default()),
                i64::from(x),
                i64::from(y),
            );
            let label = format!("{} ×{}", set.name_of(kind), set.count(kind));
            draw::text_centred(
                &mut img,
                &self.font,
                (x + TILE / 2) as i32,
                (y + TILE + LABEL / 2 + 2) as i32,
                14.0,
                colors::TEXT,
                &label,
            );
        }
        img
    }
}

/// Encodes a picture as PNG: fast compression and the Paeth filter, which
/// on our flat-coloured art is as small as adaptive filtering and cheaper
/// (see the [`png`](mod@png) module for a picture that changed in a few
/// rows only).
pub fn png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    Ok(png::encode(img).into_bytes())
}

/// Encodes a picture with a clear ground (an icon) as PNG.
pub fn png_rgba(img: &image::RgbaImage) -> Result<Vec<u8>, RenderError> {
    use image::ImageEncoder;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            image::ExtendedColorType::Rgba8,
        )
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}
