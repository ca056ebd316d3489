//! Charts, where people would rather look than read: the score race of a
//! game (each player's score after every turn, the end's scoring last) and
//! a person's rating over their games.
//!
//! Both are [`CHART_WIDTH`] pixels wide, with words of 17 px or more:
//! shown about 390 px wide on a phone, the smallest still reads at 10 px.

use image::{Rgb, RgbImage};

use super::Renderer;
use super::colors::{self, BACKGROUND, GRID, MUTED, PANEL, TEXT};
use super::draw;
use super::picture::fit;
use crate::engine::{Game, HistoryEntry};
use crate::i18n::{Lang, decimal, t};

/// The charts' width (see the module's note on phones).
pub const CHART_WIDTH: u32 = 640;
/// The plot's height.
const PLOT_H: u32 = 300;
/// Room left of the plot for the values.
const LEFT: u32 = 56;
const RIGHT: u32 = 20;
/// The plot's top (under the title).
const TOP: u32 = 66;
/// The width of the end's scoring, after the last turn.
const END_W: f32 = 64.0;
/// Room under the plot for the turns and the caption.
const BELOW: u32 = 54;
/// A legend's row.
const ROW: u32 = 32;

/// Where the plot is and what it shows.
struct Plot {
    x0: f32,
    y0: f32,
    w: f32,
    h: f32,
    /// The values at the bottom and the top.
    low: f64,
    high: f64,
}

impl Plot {
    fn y(&self, v: f64) -> f32 {
        self.y0 + self.h - ((v - self.low) / (self.high - self.low)) as f32 * self.h
    }
}

/// A round step for about five lines between `low` and `high`, and the
/// bounds rounded out to it.
fn scale(low: f64, high: f64) -> (f64, f64, f64) {
    let span = (high - low).max(1.0);
    let raw = span / 5.0;
    let unit = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * unit)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * unit);
    let low = (low / step).floor() * step;
    let high = ((high / step).ceil() * step).max(low + step);
    (low, high, step)
}

/// A value on an axis: whole when the step is, one decimal otherwise.
fn value(v: f64, step: f64, lang: Lang) -> String {
    if step.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        decimal(v, lang)
    }
}

/// A line `width` pixels thick, with round ends, antialiased.
fn thick_line(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb<u8>) {
    let r = width / 2.0;
    let (x0, x1) = (a.0.min(b.0) - r - 1.0, a.0.max(b.0) + r + 1.0);
    let (y0, y1) = (a.1.min(b.1) - r - 1.0, a.1.max(b.1) + r + 1.0);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    for y in y0.floor() as i32..=y1.ceil() as i32 {
        for x in x0.floor() as i32..=x1.ceil() as i32 {
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            let k = if len2 > 0.0 {
                (((px - a.0) * dx + (py - a.1) * dy) / len2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let (cx, cy) = (a.0 + k * dx, a.1 + k * dy);
            let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
            let cover = (r - d + 0.5).clamp(0.0, 1.0);
            if cover > 0.0 {
                draw::blend_pixel(img, x, y, colour, cover);
            }
        }
    }
}

/// A line through `points`, over a halo that keeps dark colours apart
/// from the background and crossing lines apart from each other.
fn polyline(img: &mut RgbImage, points: &[(f32, f32)], colour: Rgb<u8>) {
    let [r, g, b] = colour.0;
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    let halo = if luma < 70.0 { MUTED } else { PANEL };
    for w in points.windows(2) {
        thick_line(img, w[0], w[1], 7.0, halo);
    }
    for w in points.windows(2) {
        thick_line(img, w[0], w[1], 3.5, colour);
    }
}

impl Renderer {
    /// The frame of a chart: the title, the lines of the values and their
    /// numbers, and the canvas below for a legend of `legend` pixels.
    fn chart_frame(
        &self,
        title: &str,
        low: f64,
        high: f64,
        legend: u32,
        lang: Lang,
    ) -> (RgbImage, Plot) {
        let pen = &self.font;
        let height = TOP + PLOT_H + BELOW + legend;
        let mut img = draw::canvas(CHART_WIDTH, height, BACKGROUND);
        let title = fit(pen, 24.0, title, CHART_WIDTH - 32);
        draw::text(&mut img, pen, 16, 14, 24.0, TEXT, &title);
        let (low, high, step) = scale(low, high);
        let plot = Plot {
            x0: LEFT as f32,
            y0: TOP as f32,
            w: (CHART_WIDTH - LEFT - RIGHT) as f32,
            h: PLOT_H as f32,
            low,
            high,
        };
        let mut v = low;
        while v <= high + step / 2.0 {
            let y = plot.y(v).round() as i32;
            draw::fill_rect(&mut img, LEFT as i32, y, plot.w as u32, 1, GRID, 1.0);
            let label = value(v, step, lang);
            let w = draw::text_width(pen, 17.0, &label) as i32;
            draw::text(
                &mut img,
                pen,
                LEFT as i32 - 8 - w,
                y - 12,
                17.0,
                MUTED,
                &label,
            );
            v += step;
        }
        (img, plot)
    }

    /// Each player's score after every turn, from 0; for a finished game,
    /// the end's scoring as a last step of its own. In the seat colours,
    /// with a legend of names and final scores, the best first.
    pub fn race(&self, game: &Game, names: &[String], lang: Lang) -> RgbImage {
        let players = game.players();
        let turns: Vec<[u32; crate::engine::MAX_PLAYERS]> = game
            .history()
            .iter()
            .map(|h| match *h {
                HistoryEntry::Placed { scores, .. }
                | HistoryEntry::Discarded { scores, .. }
                | HistoryEntry::Skipped { scores, .. }
                | HistoryEntry::Resigned { scores, .. } => scores,
            })
            .collect();
        let finals = game.scores();
        let end = game.is_over();
        let top = (0..players)
            .map(|s| f64::from(finals[s]))
            .chain(
                turns
                    .iter()
                    .flat_map(|t| t[..players].iter().map(|&v| f64::from(v))),
            )
            .fold(10.0, f64::max);
        let rows = players.div_ceil(2) as u32;
        let (mut img, plot) = self.chart_frame(
            &t(lang, "picture-chart-race", &[]),
            0.0,
            top,
            rows * ROW + 8,
            lang,
        );
        let n = turns.len().max(1) as f32;
        let turns_w = if end { plot.w - END_W } else { plot.w };
        let x = |i: usize| plot.x0 + turns_w * i as f32 / n;
        self.race_turns(&mut img, &plot, (&x, turns.len(), turns_w), end, lang);
        // The leader last, so that their line is on top.
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by_key(|&s| (finals[s], std::cmp::Reverse(s)));
        for &s in &order {
            let mut points = vec![(x(0), plot.y(0.0))];
            points.extend(
                turns
                    .iter()
                    .enumerate()
                    .map(|(i, t)| (x(i + 1), plot.y(f64::from(t[s])))),
            );
            if end {
                points.push((plot.x0 + plot.w, plot.y(f64::from(finals[s]))));
            }
            polyline(&mut img, &points, colors::player(s as u8));
        }
        self.race_legend(&mut img, &order, finals, names, lang);
        img
    }

    /// The race's bottom: the end's scoring shaded and named, the turns
    /// every 10 (or 20 in long games), and the caption.
    fn race_turns(
        &self,
        img: &mut RgbImage,
        plot: &Plot,
        (x, turns, turns_w): (&dyn Fn(usize) -> f32, usize, f32),
        end: bool,
        lang: Lang,
    ) {
        let pen = &self.font;
        let bottom = (plot.y0 + plot.h) as i32;
        // The end's scoring, shaded, with its name above.
        if end {
            let x0 = x(turns).round() as i32;
            let w = (plot.x0 + plot.w) as i32 - x0;
            draw::fill_rect(img, x0, TOP as i32, w as u32, PLOT_H, PANEL, 0.6);
            let label = fit(pen, 17.0, &t(lang, "picture-chart-end", &[]), END_W as u32);
            let lw = draw::text_width(pen, 17.0, &label) as i32;
            draw::text(img, pen, x0 + (w - lw) / 2, bottom + 4, 17.0, MUTED, &label);
        }
        // Turns along the bottom, every 10 (or 20 in long games).
        let every = if turns > 90 { 20 } else { 10 };
        for i in (every..=turns).step_by(every) {
            let label = i.to_string();
            let cx = x(i).round() as i32;
            draw::fill_rect(img, cx, bottom, 1, 5, MUTED, 1.0);
            let w = draw::text_width(pen, 17.0, &label) as i32;
            if !end || cx + w / 2 < x(turns) as i32 - 4 {
                draw::text(img, pen, cx - w / 2, bottom + 4, 17.0, MUTED, &label);
            }
        }
        let caption = t(lang, "picture-chart-turns", &[]);
        let caption = fit(pen, 17.0, &caption, plot.w as u32);
        let cw = draw::text_width(pen, 17.0, &caption) as i32;
        let centre = (plot.x0 + turns_w / 2.0) as i32;
        draw::text(
            img,
            pen,
            centre - cw / 2,
            bottom + 27,
            17.0,
            MUTED,
            &caption,
        );
    }

    /// The race's legend: the best first, in two columns.
    fn race_legend(
        &self,
        img: &mut RgbImage,
        order: &[usize],
        finals: &[u32],
        names: &[String],
        lang: Lang,
    ) {
        let pen = &self.font;
        let legend_top = TOP + PLOT_H + BELOW;
        let col_w = (CHART_WIDTH - 32) / 2;
        for (i, &s) in order.iter().rev().enumerate() {
            let (col, row) = ((i as u32) % 2, (i as u32) / 2);
            let x0 = 16 + col * col_w;
            let y = (legend_top + row * ROW) as f32 + ROW as f32 / 2.0;
            draw::meeple(
                img,
                pen,
                x0 as f32 + 12.0,
                y,
                24.0,
                colors::player(s as u8),
                false,
                None,
            );
            let score = finals[s].to_string();
            let sw = draw::text_width(pen, 19.0, &score);
            let name = match names.get(s) {
                Some(n) => format!("{} {n}", s + 1),
                None => t(lang, "picture-player", &[("number", (s as i64 + 1).into())]),
            };
            let name = fit(pen, 19.0, &name, col_w - 40 - sw - 16);
            draw::text(img, pen, x0 as i32 + 30, y as i32 - 13, 19.0, TEXT, &name);
            let right = (x0 + col_w - 16) as i32;
            draw::text(
                img,
                pen,
                right - sw as i32,
                y as i32 - 13,
                19.0,
                TEXT,
                &score,
            );
        }
    }

    /// `name`'s rating after each of their games, the oldest first, with
    /// the highest marked: the highest of the last season, where
    /// `seasons` (the first game of each season after the first, by index)
    /// marks where seasons changed.
    pub fn rating_chart(
        &self,
        name: &str,
        ratings: &[f64],
        seasons: &[usize],
        lang: Lang,
    ) -> RgbImage {
        let pen = &self.font;
        let low = ratings
            .iter()
            .copied()
            .fold(f64::INFINITY, f64::min)
            .min(0.0);
        let high = ratings
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max)
            .max(low + 1.0);
        let title = t(lang, "picture-chart-rating", &[("name", name.into())]);
        let (mut img, plot) = self.chart_frame(&title, low, high, ROW, lang);
        let n = ratings.len().max(2) - 1;
        let x = |i: usize| plot.x0 + plot.w * i as f32 / n as f32;
        let bottom = (plot.y0 + plot.h) as i32;
        let caption = t(
            lang,
            "picture-chart-games",
            &[("count", ratings.len().into())],
        );
        let caption = fit(pen, 17.0, &caption, plot.w as u32);
        draw::text(
            &mut img,
            pen,
            LEFT as i32,
            bottom + 4,
            17.0,
            MUTED,
            &caption,
        );
        // Where a season ends: a line between its last game and the next.
        let boundaries: Vec<usize> = seasons
            .iter()
            .copied()
            .filter(|&i| i > 0 && i < ratings.len())
            .collect();
        for &i in &boundaries {
            let bx = ((x(i - 1) + x(i)) / 2.0).round() as i32;
            for y in (TOP as i32..bottom).step_by(8) {
                draw::fill_rect(&mut img, bx, y, 2, 4, MUTED, 0.8);
            }
        }
        let colour = colors::player(0);
        let points: Vec<(f32, f32)> = ratings
            .iter()
            .enumerate()
            .map(|(i, &r)| (x(i), plot.y(r)))
            .collect();
        polyline(&mut img, &points, colour);
        if ratings.len() <= 60 {
            for &(px, py) in &points {
                draw::disc(&mut img, pen, px, py, 4.0, colour);
            }
        }
        let from = boundaries.last().copied().unwrap_or(0);
        let key = if boundaries.is_empty() {
            "picture-chart-peak"
        } else {
            "picture-chart-season-peak"
        };
        if let Some((i, &peak)) = ratings
            .iter()
            .enumerate()
            .skip(from)
            .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(&a.0)))
        {
            let (px, py) = (x(i), plot.y(peak));
            draw::disc(&mut img, pen, px, py, 7.0, TEXT);
            draw::disc(&mut img, pen, px, py, 4.5, colour);
            let label = t(lang, key, &[("rating", decimal(peak, lang).into())]);
            let w = draw::text_width(pen, 17.0, &label) as i32;
            let lx = (px as i32 - w / 2).clamp(LEFT as i32, (CHART_WIDTH - RIGHT) as i32 - w);
            let ly = if py - 34.0 > TOP as f32 - 4.0 {
                py as i32 - 34
            } else {
                py as i32 + 12
            };
            draw::text(&mut img, pen, lx, ly, 17.0, TEXT, &label);
        }
        // Where the rating stands now.
        if let Some(&now) = ratings.last() {
            let label = t(
                lang,
                "picture-chart-now",
                &[("rating", decimal(now, lang).into())],
            );
            let label = fit(pen, 19.0, &label, CHART_WIDTH - 32);
            let top = (TOP + PLOT_H + BELOW) as i32;
            draw::text(&mut img, pen, 16, top + 4, 19.0, TEXT, &label);
        }
        img
    }
}

#[cfg(test)]
mod tests {
    use super::scale;

    #[test]
    fn values_go_up_in_round_steps() {
        assert_eq!(scale(0.0, 87.0), (0.0, 100.0, 20.0));
        assert_eq!(scale(0.0, 10.0), (0.0, 10.0, 2.0));
        assert_eq!(scale(-1.8, 3.4), (-2.0, 4.0, 2.0));
        assert_eq!(scale(0.0, 212.0), (0.0, 250.0, 50.0));
        let (low, high, step) = scale(12.3, 12.9);
        assert!(
            low <= 12.3 && high >= 12.9 && step > 0.0,
            "{low} {high} {step}"
        );
    }
}
