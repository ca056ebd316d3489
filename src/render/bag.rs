//! The bag: every kind of tile of the game's set, drawn small with how many
//! are still face down, and which of them would fit nowhere now.

use image::{Rgb, RgbImage};

use super::Renderer;
use super::colors::{BACKGROUND, MUTED, TEXT};
use super::draw;
use super::picture::fit;
use crate::engine::{Game, Rotation};
use crate::i18n::{Lang, t};

/// Tile size in the bag (a size the tile cache draws anyway).
const TILE: u32 = 64;
/// A kind's cell: the tile, and its count under it.
const CELL_W: u32 = 92;
const CELL_H: u32 = TILE + 34;
const MARGIN: u32 = 16;
const HEADER: u32 = 84;
/// The outline of kinds that would fit nowhere now.
const NOWHERE: Rgb<u8> = Rgb([226, 88, 76]);

impl Renderer {
    /// The bag: each kind with its count (kinds used up dimmed), kinds that
    /// would fit nowhere now outlined, and what that adds up to.
    pub fn bag(&self, game: &Game, lang: Lang) -> RgbImage {
        let set = game.tile_set();
        let bag = game.bag_counts();
        let cols = if bag.len() <= 24 { 8 } else { 10 };
        let rows = bag.len().div_ceil(cols) as u32;
        let width = MARGIN * 2 + CELL_W * cols as u32;
        let height = HEADER + rows * CELL_H + MARGIN;
        let mut img = draw::canvas(width, height, BACKGROUND);
        let sprites = self.sprites(set, TILE);

        let left = game.tiles_left();
        let fitting = game.bag_fitting();
        let title = t(lang, "picture-bag-left", &[("count", left.into())]);
        let max_w = width - MARGIN * 2;
        draw::text(
            &mut img,
            &self.font,
            MARGIN as i32,
            14,
            22.0,
            TEXT,
            &fit(&self.font, 22.0, &title, max_w),
        );
        let nowhere = left - fitting;
        let detail = match (left, nowhere) {
            (0, _) => t(lang, "picture-bag-all-drawn", &[]),
            (_, 0) => t(lang, "picture-bag-all-fit", &[]),
            (_, n) => t(
                lang,
                "picture-bag-some-fit",
                &[("fitting", fitting.into()), ("nowhere", n.into())],
            ),
        };
        draw::text(
            &mut img,
            &self.font,
            MARGIN as i32,
            48,
            16.0,
            MUTED,
            &fit(&self.font, 16.0, &detail, max_w),
        );

        for (i, &(kind, n)) in bag.iter().enumerate() {
            let col = (i % cols) as u32;
            let row = (i / cols) as u32;
            let x = (MARGIN + col * CELL_W + (CELL_W - TILE) / 2) as i32;
            let y = (HEADER + row * CELL_H) as i32;
            draw::paste(
                &mut img,
                sprites.tile(kind, Rotation::default()),
                i64::from(x),
                i64::from(y),
            );
            if n == 0 {
                draw::fill_rect(&mut img, x, y, TILE, TILE, BACKGROUND, 0.72);
            } else if !game.fits_anywhere(kind) {
                draw::outline_rect(&mut img, x - 3, y - 3, TILE + 6, TILE + 6, 3, NOWHERE);
            }
            let count = format!("× {n}");
            let ink = if n == 0 { MUTED } else { TEXT };
            draw::text_centred(
                &mut img,
                &self.font,
                x + TILE as i32 / 2,
                y + TILE as i32 + 16,
                17.0,
                ink,
                &count,
            );
        }
        img
    }
}
