//! Small pictures for Discord to show beside words: each figure in each
//! seat's colour and the goods, on a clear ground (the bot's application
//! emojis), and the drawn tile alone (a turn card's thumbnail).

use image::{Rgb, RgbImage, Rgba, RgbaImage};

use super::art::good_shape;
use super::picture::figure_shape;
use super::{Renderer, colors, draw};
use crate::engine::{Figure, Good, TileKind, TileSet};

/// An icon's width and height: Discord's size for an emoji.
pub const ICON_SIZE: u32 = 128;
/// The drawn tile's picture: Discord shows a thumbnail about 85 px wide,
/// and this keeps it sharp on a phone's screen too.
pub const TILE_THUMB: u32 = 128;

/// A piece of the game shown as an icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A figure in the colour of a seat.
    Figure {
        figure: Figure,
        seat: u8,
    },
    Good(Good),
}

impl Renderer {
    /// `piece` on a clear ground, [`ICON_SIZE`] square.
    ///
    /// Drawn twice, on black and on white: where the two differ the
    /// ground showed through, which gives each pixel's cover exactly (the
    /// pen blends its colours over what is there).
    pub fn icon(&self, piece: Piece) -> RgbaImage {
        let black = self.piece_on(piece, Rgb([0, 0, 0]));
        let white = self.piece_on(piece, Rgb([255, 255, 255]));
        let mut out = RgbaImage::new(ICON_SIZE, ICON_SIZE);
        for (x, y, p) in out.enumerate_pixels_mut() {
            let (b, w) = (black.get_pixel(x, y), white.get_pixel(x, y));
            let through: u32 = (0..3)
                .map(|i| u32::from(w[i].saturating_sub(b[i])))
                .sum::<u32>()
                / 3;
            let cover = 255 - through.min(255);
            *p = if cover == 0 {
                Rgba([0, 0, 0, 0])
            } else {
                // On black, a pixel is its colour times its cover.
                let c = |i: usize| ((u32::from(b[i]) * 255 + cover / 2) / cover).min(255) as u8;
                Rgba([c(0), c(1), c(2), cover as u8])
            };
        }
        out
    }

    fn piece_on(&self, piece: Piece, ground: Rgb<u8>) -> RgbImage {
        let mut img = draw::canvas(ICON_SIZE, ICON_SIZE, ground);
        let middle = ICON_SIZE as f32 / 2.0;
        match piece {
            Piece::Figure { figure, seat } => {
                let (shape, _) = figure_shape(figure);
                // Each fills the icon, but a large follower stands taller
                // than the rest (emojis are all shown the same size).
                let size = match figure {
                    Figure::Large => 100.0,
                    _ => 82.0,
                };
                draw::figure_of(
                    &mut img,
                    &self.font,
                    (middle, middle + 2.0),
                    size,
                    colors::player(seat),
                    shape,
                    false,
                    None,
                );
            }
            Piece::Good(good) => {
                // The shape on tiles, enlarged to fill the icon, sampled
                // 4 × 4 a pixel.
                const SS: u32 = 4;
                const SPAN: f32 = 0.15;
                let paint = Rgb(match good {
                    Good::Wine => colors::WINE,
                    Good::Grain => colors::GRAIN,
                    Good::Cloth => colors::CLOTH,
                });
                let edge = Rgb(colors::GOODS_EDGE);
                for y in 0..ICON_SIZE {
                    for x in 0..ICON_SIZE {
                        let (mut inside, mut outline) = (0u32, 0u32);
                        for s in 0..SS * SS {
                            let fx = (x * SS + s % SS) as f32 + 0.5;
                            let fy = (y * SS + s / SS) as f32 + 0.5;
                            let at = |f: f32| (f / (ICON_SIZE * SS) as f32 - 0.5) * SPAN;
                            match good_shape(good, at(fx), at(fy)) {
                                (true, _) => inside += 1,
                                (false, true) => outline += 1,
                                _ => {}
                            }
                        }
                        let all = (SS * SS) as f32;
                        let (x, y) = (x as i32, y as i32);
                        if outline > 0 {
                            draw::blend_pixel(&mut img, x, y, edge, outline as f32 / all);
                        }
                        if inside > 0 {
                            // Over the outline's share, the paint's own.
                            let share = inside as f32 / (all - outline as f32);
                            draw::blend_pixel(&mut img, x, y, paint, share);
                        }
                    }
                }
            }
        }
        img
    }

    /// The tile `kind` of `set` alone, unturned, [`TILE_THUMB`] square.
    pub fn tile_picture(&self, set: &TileSet, kind: TileKind) -> RgbImage {
        // Painted alone: a set's sprites at this size would be megabytes.
        self.art(set).paint(kind, 0, TILE_THUMB)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_icon_is_clear_around_its_piece_and_solid_in_it() {
        let r = Renderer::new();
        for piece in [
            Piece::Figure {
                figure: Figure::Follower,
                seat: 0,
            },
            Piece::Figure {
                figure: Figure::Pig,
                seat: 3,
            },
            Piece::Good(Good::Wine),
        ] {
            let img = r.icon(piece);
            assert_eq!(img.get_pixel(0, 0)[3], 0, "{piece:?}");
            let centre = img.get_pixel(ICON_SIZE / 2, ICON_SIZE / 2 + 4);
            assert_eq!(centre[3], 255, "{piece:?}");
        }
        // The follower in its seat's colour, exactly.
        let blue = r.icon(Piece::Figure {
            figure: Figure::Follower,
            seat: 0,
        });
        let c = blue.get_pixel(ICON_SIZE / 2, ICON_SIZE / 2 + 10);
        assert_eq!([c[0], c[1], c[2]], crate::render::PLAYERS[0]);
    }
}
