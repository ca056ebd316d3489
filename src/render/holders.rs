//! Who holds what: the board with every road, city and field tinted by the
//! player with the most followers in it, striped where players tie, and
//! everything nobody holds dimmed.

use image::RgbImage;

use super::Renderer;
use super::colors::{self, MUTED, TEXT};
use super::draw;
use super::picture::{BOARD_BUDGET, Layout, board_window, fit};
use super::shapes::NO_REGION;
use crate::engine::{FeatureKind, Game, Seats};
use crate::i18n::{Lang, t};

/// Room above the board for the title and the key (two lines).
const HEADER: u32 = 78;
/// How strongly a held feature takes its holder's colour.
const TINT: f32 = 0.6;
/// How far what nobody holds fades into the background.
const FADE: f32 = 0.45;

impl Renderer {
    /// The board tinted by who holds each road, city and field, with the
    /// players' panel (the followers are drawn on top, as on the board).
    pub fn holders(&self, game: &Game, names: &[String], lang: Lang) -> RgbImage {
        let (min, max) = board_window(game);
        let mut l = self.layout_for(min, max, BOARD_BUDGET, 80);
        let panel = Renderer::panel_height(game);
        let mut img = Renderer::canvas(&mut l, HEADER, panel);
        let set = game.tile_set();
        let sprites = self.sprites(set, l.t);
        let art = self.art(set);
        self.draw_tiles(&mut img, game, &l, &sprites);
        tint(&mut img, game, &l, &art);
        self.draw_marks(&mut img, game, &l, &art);
        let width = img.width();
        let title = t(lang, "picture-holders-title", &[]);
        let title = fit(&self.font, 20.0, &title, width - 24);
        draw::text(&mut img, &self.font, 12, 10, 20.0, TEXT, &title);
        let key = t(lang, "picture-holders-key", &[]);
        for (i, line) in wrap(&self.font, 14.0, &key, width - 24, 2)
            .iter()
            .enumerate()
        {
            draw::text(
                &mut img,
                &self.font,
                12,
                36 + 20 * i as i32,
                14.0,
                MUTED,
                line,
            );
        }
        let top = img.height() - panel;
        let panel = super::picture::Panel {
            names,
            banks: &[],
            breakdown: false,
        };
        self.draw_panel(&mut img, game, &panel, top as i32, lang);
        img
    }
}

/// Tints each tile's roads, cities and fields by their holders.
fn tint(img: &mut RgbImage, game: &Game, l: &Layout, art: &super::art::SetArt) {
    let holders = game.holders();
    let set = game.tile_set();
    let t = l.t;
    let stripe = (t / 6).max(3) as i32;
    let fade = colors::BACKGROUND;
    for (i, tile) in game.board().tiles().iter().enumerate() {
        if !l.contains(tile.pos) {
            continue;
        }
        let segments = set.segments(tile.kind);
        let (px, py) = l.cell(tile.pos);
        for y in 0..t {
            for x in 0..t {
                let p = ((x as f32 + 0.5) / t as f32, (y as f32 + 0.5) / t as f32);
                let seg = art.region(tile.kind, tile.rot, p);
                let held = if seg == NO_REGION {
                    Seats::default()
                } else {
                    let s = usize::from(seg);
                    match segments[s].kind {
                        FeatureKind::Monastery => Seats::default(),
                        _ => holders[i][s],
                    }
                };
                let (gx, gy) = (px + x as i32, py + y as i32);
                // The tile's own colours give way to grey, so that only the
                // holders' colours stand out.
                let Some(p) = img.get_pixel_mut_checked(gx as u32, gy as u32) else {
                    continue;
                };
                let [r, g, b] = p.0.map(f32::from);
                let grey = 0.299 * r + 0.587 * g + 0.114 * b;
                let (colour, alpha) = match held.len() {
                    0 => (fade, FADE),
                    n => {
                        // Diagonal stripes, continuous across tiles.
                        let k = ((gx + gy).rem_euclid(stripe * n as i32) / stripe) as usize;
                        let seat = held.iter().nth(k).unwrap_or(0);
                        (colors::player(seat), TINT)
                    }
                };
                p.0 = colour
                    .0
                    .map(|c| (grey * (1.0 - alpha) + f32::from(c) * alpha).round() as u8);
            }
        }
    }
}

/// `text` in at most `lines` lines of `max_w` pixels, broken between
/// words; the last line is shortened with "…" if it must be.
fn wrap(font: &draw::Pen, size: f32, text: &str, max_w: u32, lines: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        if out.len() + 1 == lines || draw::text_width(font, size, rest) <= max_w {
            out.push(fit(font, size, rest, max_w));
            break;
        }
        // The longest run of whole words that fits.
        let cut = rest
            .match_indices(' ')
            .map(|(i, _)| i)
            .take_while(|&i| draw::text_width(font, size, &rest[..i]) <= max_w)
            .last();
        match cut {
            Some(i) => {
                out.push(rest[..i].to_string());
                rest = rest[i..].trim_start();
            }
            None => {
                out.push(fit(font, size, rest, max_w));
                break;
            }
        }
    }
    out
}
