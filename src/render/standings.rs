//! A tournament's standings as a picture: rank, player, match points,
//! Buchholz, points scored and tables played, the leaders first, those who
//! withdrew dimmed. As wide as the charts, to read on a phone.

use image::{Rgb, RgbImage};

use super::Renderer;
use super::chart::CHART_WIDTH;
use super::colors::{BACKGROUND, GRID, MUTED, PANEL, TEXT};
use super::draw;
use super::picture::fit;
use crate::i18n::{Lang, decimal, t};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    /// 1 for the first; those level on every tiebreak share a rank.
    pub rank: usize,
    pub name: String,
    /// Match points (a table's winner 1, its last 0).
    pub points: f64,
    pub buchholz: f64,
    /// Points scored in the games.
    pub score: i64,
    /// Tables played (byes apart).
    pub played: u32,
    pub withdrawn: bool,
}

/// Lines shown at most (the rest are in the text table).
pub const STANDINGS_SHOWN: usize = 32;
const ROW: u32 = 34;
const TOP: u32 = 62;
const HEAD: u32 = 30;

impl Renderer {
    /// The standings under `title` (an event and its round), the leaders
    /// first, at most [`STANDINGS_SHOWN`] lines.
    pub fn standings(&self, title: &str, lines: &[StandingLine], lang: Lang) -> RgbImage {
        let pen = &self.font;
        let shown = &lines[..lines.len().min(STANDINGS_SHOWN)];
        let height = TOP + HEAD + ROW * shown.len().max(1) as u32 + 16;
        let mut img = draw::canvas(CHART_WIDTH, height, BACKGROUND);
        let title = fit(pen, 24.0, title, CHART_WIDTH - 32);
        draw::text(&mut img, pen, 16, 14, 24.0, TEXT, &title);
        // The columns: rank, name, then four numbers right-aligned.
        let cols = [
            "picture-standings-points",
            "picture-standings-buchholz",
            "picture-standings-score",
            "picture-standings-played",
        ];
        let col_w = 92u32;
        let first_num = CHART_WIDTH - 16 - col_w * cols.len() as u32;
        let head_y = TOP as i32;
        draw::fill_rect(&mut img, 0, head_y - 6, CHART_WIDTH, HEAD, PANEL, 1.0);
        for (i, key) in cols.iter().enumerate() {
            let label = fit(pen, 16.0, &t(lang, key, &[]), col_w - 8);
            let w = draw::text_width(pen, 16.0, &label) as i32;
            let right = (first_num + col_w * (i as u32 + 1)) as i32 - 8;
            draw::text(&mut img, pen, right - w, head_y, 16.0, MUTED, &label);
        }
        let name_head = t(lang, "picture-standings-player", &[]);
        let name_head = fit(pen, 16.0, &name_head, first_num - 70);
        draw::text(&mut img, pen, 62, head_y, 16.0, MUTED, &name_head);
        for (i, l) in shown.iter().enumerate() {
            let y = (TOP + HEAD + ROW * i as u32) as i32;
            if i % 2 == 1 {
                draw::fill_rect(&mut img, 0, y - 4, CHART_WIDTH, ROW, Rgb([48, 50, 55]), 1.0);
            }
            let ink = if l.withdrawn { MUTED } else { TEXT };
            let medal = match l.rank {
                1 => Some(Rgb([212, 175, 55])),
                2 => Some(Rgb([192, 192, 200])),
                3 => Some(Rgb([205, 127, 50])),
                _ => None,
            };
            if let Some(c) = medal.filter(|_| !l.withdrawn) {
                draw::disc(&mut img, pen, 30.0, y as f32 + 12.0, 13.0, c);
            }
            let rank = l.rank.to_string();
            let rw = draw::text_width(pen, 19.0, &rank) as i32;
            let rank_ink = if medal.is_some() && !l.withdrawn {
                Rgb([30, 31, 34])
            } else {
                ink
            };
            draw::text(&mut img, pen, 30 - rw / 2, y, 19.0, rank_ink, &rank);
            let name = if l.withdrawn {
                t(
                    lang,
                    "picture-standings-withdrawn",
                    &[("name", l.name.as_str().into())],
                )
            } else {
                l.name.clone()
            };
            let name = fit(pen, 19.0, &name, first_num - 70);
            draw::text(&mut img, pen, 62, y, 19.0, ink, &name);
            let numbers = [
                decimal_or_whole(l.points, lang),
                decimal_or_whole(l.buchholz, lang),
                l.score.to_string(),
                l.played.to_string(),
            ];
            for (c, n) in numbers.iter().enumerate() {
                let w = draw::text_width(pen, 19.0, n) as i32;
                let right = (first_num + col_w * (c as u32 + 1)) as i32 - 8;
                draw::text(&mut img, pen, right - w, y, 19.0, ink, n);
            }
        }
        if shown.is_empty() {
            let y = (TOP + HEAD) as i32;
            let none = t(lang, "picture-standings-none", &[]);
            draw::text(&mut img, pen, 16, y, 19.0, MUTED, &none);
        }
        draw::fill_rect(&mut img, 0, height as i32 - 2, CHART_WIDTH, 2, GRID, 1.0);
        img
    }
}

/// A whole number as such, anything else with one decimal.
fn decimal_or_whole(v: f64, lang: Lang) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{v:.0}")
    } else {
        decimal(v, lang)
    }
}
