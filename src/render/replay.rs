//! The replay: an animated GIF of a whole game, one frame per turn.

use image::RgbImage;

use super::colors::{self, BACKGROUND, PANEL, TEXT};
use super::draw;
use super::picture::Layout;
use super::{RenderError, Renderer};
use crate::engine::record::{replay_turns, starting_game};
use crate::engine::{Game, Pos, Record};

/// Longer side of a replay frame's board, in pixels.
const FRAME_BUDGET: u32 = 480;
const FRAME_MS: u32 = 400;
const LAST_FRAME_MS: u32 = 4000;

/// The tile size of a replay whose final board spans `min` to `max`.
fn frame_tile(min: Pos, max: Pos) -> u32 {
    let cols = (max.x - min.x + 1) as u32;
    let rows = (max.y - min.y + 1) as u32;
    let t = [8u32, 12, 16, 20, 24, 32, 40]
        .iter()
        .rev()
        .copied()
        .find(|&s| s * cols.max(rows) <= FRAME_BUDGET)
        .unwrap_or(8);
    super::picture::snap_size(t)
}

impl Renderer {
    /// An animated GIF of a recorded game: the start tile, then one frame
    /// per turn, holding on the final position.
    pub fn replay_gif(&self, record: &Record) -> Result<Vec<u8>, RenderError> {
        // Replay once to learn the final board's extent.
        let final_game = crate::engine::replay(record)?;
        let (min, max) = final_game.board().bounds();
        let t = frame_tile(min, max);

        let mut game = starting_game(record)?;
        let mut frames = FrameWriter::default();
        frames.push(self.frame(&game, min, max, t), FRAME_MS)?;
        for (i, turn) in record.turns.iter().enumerate() {
            replay_turns(&mut game, std::slice::from_ref(turn), i)?;
            let last = i + 1 == record.turns.len();
            let ms = if last { LAST_FRAME_MS } else { FRAME_MS };
            frames.push(self.frame(&game, min, max, t), ms)?;
        }
        let out = frames.finish()?;
        Ok(out)
    }
}

/// Writes a GIF a frame at a time: each frame after the first holds only
/// the rectangle that changed (one tile, and the followers that came or
/// went), laid over the frames before it, so that only that much is
/// colour-quantised and stored.
#[derive(Default)]
struct FrameWriter {
    encoder: Option<gif::Encoder<Vec<u8>>>,
    previous: Option<RgbImage>,
}

fn encode_error(e: impl std::fmt::Display) -> RenderError {
    RenderError::Encode(e.to_string())
}

/// The smallest rectangle (x, y, width, height) outside which `a` and `b`
/// are the same; at least one pixel.
fn changed(a: &RgbImage, b: &RgbImage) -> (u32, u32, u32, u32) {
    let w = a.width() as usize;
    let (ra, rb): (&[u8], &[u8]) = (a, b);
    let rows: Vec<usize> = (0..a.height() as usize)
        .filter(|&y| ra[y * w * 3..(y + 1) * w * 3] != rb[y * w * 3..(y + 1) * w * 3])
        .collect();
    let (Some(&y0), Some(&y1)) = (rows.first(), rows.last()) else {
        return (0, 0, 1, 1);
    };
    let (mut x0, mut x1) = (w, 0);
    for y in y0..=y1 {
        for x in 0..w {
            let i = (y * w + x) * 3;
            if ra[i..i + 3] != rb[i..i + 3] {
                x0 = x0.min(x);
                x1 = x1.max(x);
            }
        }
    }
    (
        x0 as u32,
        y0 as u32,
        (x1 - x0 + 1) as u32,
        (y1 - y0 + 1) as u32,
    )
}

impl FrameWriter {
    fn push(&mut self, img: RgbImage, ms: u32) -> Result<(), RenderError> {
        let size = |v: u32| u16::try_from(v).map_err(encode_error);
        if self.encoder.is_none() {
            let mut e = gif::Encoder::new(Vec::new(), size(img.width())?, size(img.height())?, &[])
                .map_err(encode_error)?;
            e.set_repeat(gif::Repeat::Infinite).map_err(encode_error)?;
            self.encoder = Some(e);
        }
        let (x, y, w, h) = match &self.previous {
            Some(prev) => changed(prev, &img),
            None => (0, 0, img.width(), img.height()),
        };
        let part = image::imageops::crop_imm(&img, x, y, w, h).to_image();
        let mut frame = gif::Frame::from_rgb_speed(size(w)?, size(h)?, part.as_raw(), 20);
        frame.left = size(x)?;
        frame.top = size(y)?;
        frame.delay = u16::try_from(ms / 10).unwrap_or(u16::MAX);
        frame.dispose = gif::DisposalMethod::Keep;
        if let Some(e) = self.encoder.as_mut() {
            e.write_frame(&frame).map_err(encode_error)?;
        }
        self.previous = Some(img);
        Ok(())
    }

    fn finish(self) -> Result<Vec<u8>, RenderError> {
        match self.encoder {
            Some(e) => e.into_inner().map_err(encode_error),
            None => Err(RenderError::Nothing("no frames".into())),
        }
    }
}

impl Renderer {
    /// One frame of the replay: the board at a fixed window and tile size,
    /// with a one-line score strip.
    pub(crate) fn frame(&self, game: &Game, min: Pos, max: Pos, t: u32) -> RgbImage {
        let mut l = Layout {
            min,
            max,
            t,
            x0: 8,
            y0: 8,
        };
        let strip = 30;
        let width = (l.width() + 16).max(320);
        l.x0 = ((width - l.width()) / 2) as i32;
        let mut img = draw::canvas(width, l.height() + 16 + strip, BACKGROUND);
        let set = game.tile_set();
        let sprites = self.sprites(set, t);
        let art = self.art(set);
        for tile in game.board().tiles() {
            if l.contains(tile.pos) {
                let (px, py) = l.cell(tile.pos);
                draw::paste(
                    &mut img,
                    sprites.tile(tile.kind, tile.rot),
                    i64::from(px),
                    i64::from(py),
                );
            }
        }
        if let Some(last) = game.board().tiles().last().filter(|t| t.seat.is_some()) {
            let (px, py) = l.cell(last.pos);
            draw::outline_rect(
                &mut img,
                px,
                py,
                t,
                t,
                (t / 12).max(1),
                colors::player(last.seat.unwrap_or(0)),
            );
        }
        self.draw_followers(&mut img, game, &l, &art, (t as f32 * 0.4).max(7.0));
        let y = (l.height() + 16) as i32;
        draw::fill_rect(&mut img, 0, y, width, strip, PANEL, 1.0);
        let mut x = 8;
        for seat in 0..game.players() as u8 {
            let c = colors::player(seat);
            draw::meeple(
                &mut img,
                &self.font,
                x as f32 + 8.0,
                y as f32 + 15.0,
                18.0,
                c,
                false,
                None,
            );
            let s = game.scores()[usize::from(seat)].to_string();
            draw::text(&mut img, &self.font, x + 20, y + 6, 16.0, TEXT, &s);
            x += 28 + draw::text_width(&self.font, 16.0, &s) as i32 + 14;
        }
        img
    }
}

#[cfg(test)]
mod tests {
    use image::AnimationDecoder;

    use super::*;
    use crate::engine::Record;

    /// Every frame of the replay, as a viewer composes it, shows the game
    /// after that turn (within what a 256-colour palette changes).
    #[test]
    fn each_frame_composes_to_the_whole_board() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/bga/bga-366166200.json"
        );
        let record = Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let renderer = Renderer::new();
        let gif = renderer.replay_gif(&record).unwrap();
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
        let frames = decoder.into_frames().collect_frames().unwrap();
        assert_eq!(frames.len(), record.turns.len() + 1);
        let end = crate::engine::replay(&record).unwrap();
        let (min, max) = end.board().bounds();
        let mut game = starting_game(&record).unwrap();
        for (i, frame) in frames.iter().enumerate() {
            if i > 0 {
                replay_turns(&mut game, std::slice::from_ref(&record.turns[i - 1]), i - 1).unwrap();
            }
            let expected = renderer.frame(&game, min, max, frame_tile(min, max));
            let got = frame.buffer();
            assert_eq!(got.dimensions(), expected.dimensions());
            let error: u64 = got
                .pixels()
                .zip(expected.pixels())
                .map(|(a, b)| {
                    (0..3)
                        .map(|c| u64::from(a.0[c].abs_diff(b.0[c])))
                        .sum::<u64>()
                })
                .sum();
            let mean = error as f64 / (3 * got.width() * got.height()) as f64;
            assert!(mean < 6.0, "frame {i}: mean error {mean:.2}");
        }
    }
}
