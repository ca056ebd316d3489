//! The replay: an animated GIF of a whole game, one frame per turn.

use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, DynamicImage, Frame};

use super::{RenderError, Renderer};
use crate::engine::record::{replay_turns, starting_game};
use crate::engine::{Game, Record};

/// Longer side of a replay frame's board, in pixels.
const FRAME_BUDGET: u32 = 480;
const FRAME_MS: u32 = 400;
const LAST_FRAME_MS: u32 = 4000;

impl Renderer {
    /// An animated GIF of a recorded game: the start tile, then one frame
    /// per turn, holding on the final position.
    pub fn replay_gif(&self, record: &Record) -> Result<Vec<u8>, RenderError> {
        // Replay once to learn the final board's extent.
        let final_game = crate::engine::replay(record)?;
        let (min, max) = final_game.board().bounds();
        let cols = (max.x - min.x + 1) as u32;
        let rows = (max.y - min.y + 1) as u32;
        let t = [8u32, 12, 16, 20, 24, 32, 40]
            .iter()
            .rev()
            .copied()
            .find(|&s| s * cols.max(rows) <= FRAME_BUDGET)
            .unwrap_or(8);
        let t = super::picture::snap_size(t);

        let mut game = starting_game(record)?;

        let mut out = Vec::new();
        {
            let mut encoder = GifEncoder::new_with_speed(&mut out, 20);
            encoder
                .set_repeat(Repeat::Infinite)
                .map_err(|e| RenderError::Encode(e.to_string()))?;
            let mut push = |game: &Game, ms: u32| -> Result<(), RenderError> {
                let img = self.frame(game, min, max, t);
                let rgba = DynamicImage::ImageRgb8(img).into_rgba8();
                encoder
                    .encode_frame(Frame::from_parts(
                        rgba,
                        0,
                        0,
                        Delay::from_numer_denom_ms(ms, 1),
                    ))
                    .map_err(|e| RenderError::Encode(e.to_string()))
            };
            push(&game, FRAME_MS)?;
            for (i, turn) in record.turns.iter().enumerate() {
                replay_turns(&mut game, std::slice::from_ref(turn), i)?;
                let last = i + 1 == record.turns.len();
                push(&game, if last { LAST_FRAME_MS } else { FRAME_MS })?;
            }
        }
        Ok(out)
    }
}
