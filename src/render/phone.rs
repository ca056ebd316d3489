//! The turn picture is read on a phone: which part of the board it shows,
//! at what scale, and where the squares it leaves out are.
//!
//! Discord shows a picture about 390 px wide on a phone. A turn picture no
//! wider than [`PHONE_WIDTH`] is shown at 0.61 of its size or more, so its
//! squares of [`PHONE_TILE`] px or more come out at 29 px or more, the
//! numbers on them (two digits at 18 px or more, one at 22, on badges of
//! [`BADGE_MIN`] px or more) at 11 and 13 px, and the header's words (22
//! and 18 px) at 13 and 11 px: all above the 10 px below which Discord's
//! own small print gets hard to read. A board too big for
//! that is shown in part: the squares around the last tile and the most of
//! the places where the tile fits; each place outside gets a numbered pin on
//! the edge, pointing its way.

use image::Rgb;

use super::draw::{self, Pen, Surface};
use crate::engine::Pos;

/// The widest turn picture, in pixels (see the module's text for why).
pub const PHONE_WIDTH: u32 = 640;
/// The smallest square on a turn picture, in pixels.
pub const PHONE_TILE: u32 = 48;
/// Squares across and down a turn picture shows at most: as many as fit
/// [`PHONE_WIDTH`] at [`PHONE_TILE`] px beside the coordinates' margin
/// (45 px) and the right one (12 px). Down as across, so that a long board
/// does not make the picture taller than a phone's screen.
pub const PHONE_SQUARES: i32 = 12;
/// The smallest radius of a number's badge, in pixels.
pub const BADGE_MIN: f32 = 16.0;

/// A rectangle of squares, both corners included.
pub(super) type Window = (Pos, Pos);

pub(super) fn holds(w: Window, p: Pos) -> bool {
    (w.0.x..=w.1.x).contains(&p.x) && (w.0.y..=w.1.y).contains(&p.y)
}

/// The spans (first, last) a numbered window may take along one side of
/// the board, from `lo` to `hi`: all of it where it is at most `most`
/// squares; else `most - 2` anywhere (a lane either side), or `most - 1`
/// against either end (a lane on one side only).
fn spans(lo: i32, hi: i32, most: i32) -> Vec<(i32, i32)> {
    let n = hi - lo + 1;
    if n <= most {
        return vec![(lo, hi)];
    }
    let mut out: Vec<(i32, i32)> = (lo + 1..=hi - (most - 2))
        .map(|a| (a, a + most - 3))
        .collect();
    out.push((lo, lo + most - 2));
    out.push((hi - (most - 2), hi));
    out
}

/// The part of `board` whose places a turn picture numbers (see
/// [`spans`]): of the windows it may be, the one holding as many of `must`
/// as it can, the first first (the tile shown in place, then the last tile
/// placed), then as many `candidates` as it can, then the one centred
/// nearest the first of `must` (or the candidates' middle).
pub(super) fn window_of(board: Window, candidates: &[Pos], must: &[Pos], most: i32) -> Window {
    let (min, max) = board;
    // Twice the point to centre on, in whole numbers.
    let anchor = must.first().map(|p| (2 * p.x, 2 * p.y)).unwrap_or_else(|| {
        let n = candidates.len().max(1) as i32;
        let (sx, sy) = candidates
            .iter()
            .fold((0, 0), |(sx, sy), p| (sx + p.x, sy + p.y));
        (2 * sx / n, 2 * sy / n)
    });
    // Which of `must` it holds, how many candidates, minus how far off.
    type Score = (Vec<bool>, usize, i64);
    let mut best: Option<(Score, Window)> = None;
    for (y0, y1) in spans(min.y, max.y, most) {
        for (x0, x1) in spans(min.x, max.x, most) {
            let win = (Pos::new(x0, y0), Pos::new(x1, y1));
            let musts: Vec<bool> = must.iter().map(|&p| holds(win, p)).collect();
            let count = candidates.iter().filter(|&&p| holds(win, p)).count();
            let (cx, cy) = (x0 + x1, y0 + y1);
            let far = i64::from(cx - anchor.0).pow(2) + i64::from(cy - anchor.1).pow(2);
            let score = (musts, count, -far);
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                best = Some((score, win));
            }
        }
    }
    best.map_or(board, |(_, win)| win)
}

/// What a turn picture shows: `shown`, the squares drawn; `inner`, those
/// whose places are numbered. Where the board is cut, `shown` has one
/// more ring of squares on each side cut, drawn faded (a lane), and the
/// places beyond `inner` are pinned there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct View {
    pub shown: Window,
    pub inner: Window,
}

/// The [`View`] of `board` for a turn picture (see [`window_of`]): all of
/// it where it fits [`PHONE_SQUARES`] each way; else a window smaller by
/// the lanes beside it on each side it is cut.
pub(super) fn view(board: Window, candidates: &[Pos], must: &[Pos]) -> View {
    let (min, max) = board;
    let (cols, rows) = (max.x - min.x + 1, max.y - min.y + 1);
    if cols <= PHONE_SQUARES && rows <= PHONE_SQUARES {
        return View {
            shown: board,
            inner: board,
        };
    }
    let inner = window_of(board, candidates, must, PHONE_SQUARES);
    let shown = (
        Pos::new((inner.0.x - 1).max(min.x), (inner.0.y - 1).max(min.y)),
        Pos::new((inner.1.x + 1).min(max.x), (inner.1.y + 1).min(max.y)),
    );
    View { shown, inner }
}

/// A pin in a lane for a place beyond the numbered squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Pin {
    /// The lane's square it stands on.
    pub at: Pos,
    /// Which way its place is from there: -1, 0 or 1 across and down
    /// ((0, 0): on that very square).
    pub way: (i32, i32),
    /// The numbers it stands for (1-based, as shown): one, or more where
    /// the lane had no room left near them.
    pub numbers: Vec<usize>,
}

/// The pins for the numbered places (`(number, square)`) outside
/// `view.inner`: on their own square where it is in a lane; else on the
/// lane square nearest their place that no other took (three squares away
/// at most, else with the pin nearest).
pub(super) fn pins(view: View, places: &[(usize, Pos)]) -> Vec<Pin> {
    let View { shown, inner } = view;
    let mut lane: Vec<Pos> = Vec::new();
    for y in shown.0.y..=shown.1.y {
        for x in shown.0.x..=shown.1.x {
            let p = Pos::new(x, y);
            if !holds(inner, p) {
                lane.push(p);
            }
        }
    }
    // Places on the lane itself first, on their own squares.
    let mut pins: Vec<Pin> = places
        .iter()
        .filter(|&&(_, p)| holds(shown, p) && !holds(inner, p))
        .map(|&(number, at)| Pin {
            at,
            way: (0, 0),
            numbers: vec![number],
        })
        .collect();
    for &(number, p) in places {
        if holds(shown, p) {
            continue;
        }
        let near = Pos::new(
            p.x.clamp(shown.0.x, shown.1.x),
            p.y.clamp(shown.0.y, shown.1.y),
        );
        let apart = |q: &Pos| (q.x - near.x).abs().max((q.y - near.y).abs());
        let free = lane
            .iter()
            .filter(|q| apart(q) <= 3 && !pins.iter().any(|pin| pin.at == **q))
            .min_by_key(|q| (apart(q), (q.x - near.x).abs() + (q.y - near.y).abs()));
        match free {
            Some(&at) => pins.push(Pin {
                at,
                way: ((p.x - at.x).signum(), (p.y - at.y).signum()),
                numbers: vec![number],
            }),
            None => {
                if let Some(pin) = pins.iter_mut().min_by_key(|pin| apart(&pin.at)) {
                    pin.numbers.push(number);
                }
            }
        }
    }
    pins
}

/// What a pin says: its number, with "+" where it stands for more.
fn pin_label(numbers: &[usize]) -> String {
    match numbers {
        [] => String::new(),
        [one] => one.to_string(),
        [first, ..] => format!("{first}+"),
    }
}

/// Fades the lane's squares of `view` (each at `cell(square)`: x, y).
pub(super) fn fade_lanes(
    img: &mut impl Surface,
    view: View,
    t: u32,
    cell: impl Fn(Pos) -> (i32, i32),
) {
    for y in view.shown.0.y..=view.shown.1.y {
        for x in view.shown.0.x..=view.shown.1.x {
            let p = Pos::new(x, y);
            if !holds(view.inner, p) {
                let (px, py) = cell(p);
                draw::fill_rect(img, px, py, t, t, super::colors::BACKGROUND, 0.7);
            }
        }
    }
}

/// Draws `pin` on its square (`cell`: x, y and size on the picture): its
/// number on a badge as the places' numbers are, and an arrow at the
/// square's side pointing the way to its place.
pub(super) fn draw_pin(img: &mut impl Surface, pen: &Pen, cell: (i32, i32, u32), pin: &Pin) {
    let (px, py, t) = cell;
    let t = t as f32;
    let (ink, fill) = (Rgb([25, 25, 25]), Rgb([250, 250, 250]));
    let (dx, dy) = (pin.way.0 as f32, pin.way.1 as f32);
    let mid = (px as f32 + t / 2.0, py as f32 + t / 2.0);
    let r = (t * 0.34).max(BADGE_MIN);
    if pin.way != (0, 0) {
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        // The tip 2 px inside the square's side (or corner).
        let reach = if dx != 0.0 && dy != 0.0 {
            (t / 2.0 - 3.0) * std::f32::consts::SQRT_2
        } else {
            t / 2.0 - 2.0
        };
        let tip = (mid.0 + ux * reach, mid.1 + uy * reach);
        let arrow = t * 0.24;
        let base = (tip.0 - ux * arrow, tip.1 - uy * arrow);
        let wing = arrow * 0.75;
        let (nx, ny) = (-uy * wing, ux * wing);
        // Outlined in ink, so that it shows on any square.
        let grow = 2.0;
        draw::fill_triangle(
            img,
            (tip.0 + ux * grow, tip.1 + uy * grow),
            (base.0 + nx * 1.3 - ux * grow, base.1 + ny * 1.3 - uy * grow),
            (base.0 - nx * 1.3 - ux * grow, base.1 - ny * 1.3 - uy * grow),
            ink,
        );
        draw::fill_triangle(
            img,
            tip,
            (base.0 + nx, base.1 + ny),
            (base.0 - nx, base.1 - ny),
            fill,
        );
    }
    // The badge, back from the arrow; on its own square, as the places'.
    let (cx, cy) = if pin.way == (0, 0) {
        draw::fill_rect(
            img,
            px + 1,
            py + 1,
            cell.2 - 2,
            cell.2 - 2,
            Rgb([255, 255, 255]),
            0.16,
        );
        mid
    } else {
        let back = t * 0.12;
        let len = (dx * dx + dy * dy).sqrt();
        (mid.0 - dx / len * back, mid.1 - dy / len * back)
    };
    draw::badge(img, pen, cx, cy, r, fill, ink, &pin_label(&pin.numbers));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: i32, y: i32) -> Pos {
        Pos::new(x, y)
    }

    #[test]
    fn a_board_that_fits_is_shown_whole() {
        let board = (p(-3, -5), p(4, 6));
        let v = view(board, &[p(4, 4)], &[p(0, 0)]);
        assert_eq!((v.shown, v.inner), (board, board));
    }

    #[test]
    fn a_big_board_is_cut_around_the_last_tile_and_the_most_places() {
        let board = (p(-10, -10), p(10, 10));
        // Three places on the right, one far left; the last tile right.
        let places = [p(8, 0), p(9, 1), p(10, -1), p(-10, 0)];
        let v = view(board, &places, &[p(6, 0)]);
        let size = |w: Window| (w.1.x - w.0.x + 1, w.1.y - w.0.y + 1);
        assert!(holds(v.inner, p(6, 0)));
        assert!(places[..3].iter().all(|&q| holds(v.inner, q)));
        assert!(!holds(v.shown, p(-10, 0)));
        // Against the board's right side: a lane on the left only.
        assert_eq!(v.inner.1.x, 10);
        assert_eq!(size(v.inner).0, 11);
        assert_eq!(size(v.shown), (12, 12));
    }

    #[test]
    fn a_long_board_is_cut_one_way_only() {
        let board = (p(0, -12), p(5, 12));
        let v = view(board, &[p(0, 0)], &[]);
        assert_eq!((v.inner.0.x, v.inner.1.x), (0, 5));
        assert_eq!(v.inner.1.y - v.inner.0.y + 1, 10);
        assert_eq!(v.shown.1.y - v.shown.0.y + 1, 12);
        // Against the end: one lane, one more numbered row.
        let v = view(board, &[p(0, 12)], &[]);
        assert_eq!((v.inner.1.y, v.inner.1.y - v.inner.0.y + 1), (12, 11));
    }

    #[test]
    fn the_tile_shown_in_place_is_always_inside() {
        let board = (p(-10, -10), p(10, 10));
        let places: Vec<Pos> = (0..8).map(|i| p(10, i - 4)).collect();
        // The ghost is far from both the last tile and the other places.
        let v = view(board, &places, &[p(-10, -10), p(10, 0)]);
        assert!(holds(v.inner, p(-10, -10)));
    }

    #[test]
    fn places_outside_get_a_lane_square_each_pointing_their_way() {
        let v = View {
            shown: (p(-1, -1), p(4, 4)),
            inner: (p(0, 0), p(3, 3)),
        };
        let places = [
            (1, p(1, 1)),
            (2, p(7, 2)),
            (3, p(9, 2)),
            (4, p(-1, 4)),
            (5, p(-3, -3)),
        ];
        let pins = pins(v, &places);
        let pin = |at, way, numbers: &[usize]| Pin {
            at,
            way,
            numbers: numbers.to_vec(),
        };
        assert_eq!(
            pins,
            vec![
                pin(p(-1, 4), (0, 0), &[4]),
                pin(p(4, 2), (1, 0), &[2]),
                // The square beside was taken: the next one, pointing back.
                pin(p(4, 1), (1, 1), &[3]),
                pin(p(-1, -1), (-1, -1), &[5]),
            ]
        );
        assert_eq!(pin_label(&[2, 3, 9]), "2+");
    }

    #[test]
    fn a_full_lane_shares_its_pins() {
        let v = View {
            shown: (p(0, 0), p(2, 0)),
            inner: (p(0, 0), p(1, 0)),
        };
        let places = [(1, p(5, 0)), (2, p(6, 0))];
        assert_eq!(
            pins(v, &places),
            vec![Pin {
                at: p(2, 0),
                way: (1, 0),
                numbers: vec![1, 2]
            }]
        );
    }
}
