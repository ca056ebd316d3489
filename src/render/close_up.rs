//! The follower close-up: the tile just placed, enlarged with its
//! neighbours, each legal follower spot lettered A, B, C…

use image::RgbImage;

use super::colors::{self, BACKGROUND, TEXT};
use super::draw;
use super::picture::{Layout, fit, seat_name};
use super::{RenderError, Renderer};
use crate::engine::{Figure, Game, Phase, Pos, Spot};
use crate::i18n::{Lang, t};

/// A lettered follower spot on the close-up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpotMark {
    pub letter: char,
    pub spot: Spot,
    /// Centre of the letter on the picture.
    pub at: (f32, f32),
}

/// The close-up of the tile just placed, and its lettered spots.
#[derive(Clone, Debug)]
pub struct CloseUp {
    pub image: RgbImage,
    pub spots: Vec<SpotMark>,
}

impl Renderer {
    /// The tile just placed, enlarged with its neighbours, each legal
    /// follower spot lettered A, B, C…
    pub fn close_up(
        &self,
        game: &Game,
        names: &[String],
        lang: Lang,
    ) -> Result<CloseUp, RenderError> {
        let Phase::PlaceFollower(_) = game.phase() else {
            return Err(RenderError::Nothing(
                "no tile is waiting for a follower".into(),
            ));
        };
        let set = game.tile_set();
        let placed = *game
            .board()
            .tiles()
            .last()
            .ok_or_else(|| RenderError::Nothing("empty board".into()))?;
        let mut l = Layout {
            min: placed.pos.offset(-1, -1),
            max: placed.pos.offset(1, 1),
            t: 160,
            x0: 0,
            y0: 0,
        };
        let spots = game.lettered_spots();
        let footer = 48;
        let mut img = Renderer::canvas(&mut l, 0, footer);
        let sprites = self.sprites(set, l.t);
        let art = self.art(set);
        self.draw_board(&mut img, game, &l, &sprites, &art);
        // Dim the neighbours so the new tile stands out.
        for y in l.min.y..=l.max.y {
            for x in l.min.x..=l.max.x {
                let p = Pos::new(x, y);
                if p != placed.pos {
                    let (px, py) = l.cell(p);
                    draw::fill_rect(&mut img, px, py, l.t, l.t, BACKGROUND, 0.45);
                }
            }
        }
        let (px, py) = l.cell(placed.pos);
        let mut marks: Vec<SpotMark> = Vec::with_capacity(spots.len());
        for &(letter, spot) in &spots {
            let (u, v) = art.anchor(placed.kind, placed.rot, usize::from(spot.segment));
            let at = (px as f32 + u * l.t as f32, py as f32 + v * l.t as f32);
            if !marks.iter().any(|m| m.letter == letter) {
                let fill = colors::player(game.current_seat());
                draw::badge(
                    &mut img,
                    &self.font,
                    at.0,
                    at.1,
                    17.0,
                    fill,
                    colors::ink_on(fill),
                    &letter.to_string(),
                );
            }
            marks.push(SpotMark { letter, spot, at });
        }
        let legend = if marks.is_empty() {
            t(lang, "picture-no-spot", &[])
        } else {
            let mut parts: Vec<String> = Vec::new();
            for (i, m) in marks.iter().enumerate() {
                if marks[..i].iter().any(|o| o.letter == m.letter) {
                    continue;
                }
                let mut part = t(
                    lang,
                    "picture-spot",
                    &[
                        ("letter", m.letter.to_string().into()),
                        ("feature", m.spot.kind.name().into()),
                    ],
                );
                // The figures other than a follower that may stand there.
                let others: Vec<String> = marks
                    .iter()
                    .filter(|o| o.letter == m.letter && o.spot.figure != Figure::Follower)
                    .map(|o| {
                        t(
                            lang,
                            "figure-name",
                            &[("figure", o.spot.figure.name().into())],
                        )
                    })
                    .collect();
                if !others.is_empty() {
                    part = format!("{part} ({})", others.join(", "));
                }
                parts.push(part);
            }
            parts.join("   ")
        };
        let who = format!("{}: ", seat_name(names, game.current_seat(), lang));
        // The legend on as many lines as it needs (two at most).
        let width = img.width() - 24;
        let mut lines: Vec<String> = vec![who];
        for part in legend.split("   ") {
            let n = lines.len();
            let last = &lines[n - 1];
            let joined = if last.ends_with(": ") {
                format!("{last}{part}")
            } else {
                format!("{last}   {part}")
            };
            if draw::text_width(&self.font, 18.0, &joined) <= width || n == 2 {
                lines[n - 1] = joined;
            } else {
                lines.push(part.to_string());
            }
        }
        if lines.len() > 1 {
            let mut taller = draw::canvas(img.width(), img.height() + 26, BACKGROUND);
            draw::paste(&mut taller, &img, 0, 0);
            img = taller;
        }
        let mut y = img.height() as i32 - footer as i32 - 26 * (lines.len() as i32 - 1) + 8;
        for line in &lines {
            let line = fit(&self.font, 18.0, line, width);
            draw::text(&mut img, &self.font, 12, y, 18.0, TEXT, &line);
            y += 26;
        }
        Ok(CloseUp {
            image: img,
            spots: marks,
        })
    }
}
