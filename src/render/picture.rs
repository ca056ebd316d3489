//! The pictures players see: the board, the turn with numbered positions
//! and the final scores (the follower close-up is in `close_up.rs`).

use std::ops::Range;

use image::{Rgb, RgbImage};

use super::art::{SetArt, Sprites};
use super::colors::{self, BACKGROUND, GRID, MUTED, PANEL, TEXT};
use super::draw::{self, Band, Shape, Surface};
use super::phone::{self, PHONE_SQUARES, PHONE_TILE, PHONE_WIDTH, View};
use super::png::{self, Png};
use super::{RenderError, Renderer};
use crate::engine::{
    Candidate, Expansion, FeatureKind, Figure, GOODS_SLOT, Game, Phase, Placement, Pos, Rotation,
    TileKind,
};
use crate::i18n::{Lang, t};

/// Tile sizes the cache draws; a picture uses the largest that fits.
const SIZES: [u32; 12] = [12, 16, 20, 24, 32, 40, 48, 56, 64, 72, 80, 96];
/// The longer side of the board area stays within this many pixels.
pub(super) const BOARD_BUDGET: u32 = 1800;
/// Narrowest picture, so that the panel has room on a small board.
const MIN_WIDTH: u32 = 480;

/// The cached size nearest below `t`.
pub(crate) fn snap_size(t: u32) -> u32 {
    SIZES
        .iter()
        .rev()
        .copied()
        .find(|&s| s <= t)
        .unwrap_or(SIZES[0])
}

fn pick_size(cols: u32, rows: u32, budget: u32, largest: u32) -> u32 {
    let longest = cols.max(rows).max(1);
    SIZES
        .iter()
        .rev()
        .copied()
        .find(|&s| s <= largest && s * longest <= budget)
        .unwrap_or(SIZES[0])
}

/// What the players' panel under a board shows besides the game.
pub(super) struct Panel<'a> {
    pub(super) names: &'a [String],
    /// Seconds left in each seat's time bank, by seat (empty: no banks).
    pub(super) banks: &'a [Option<u32>],
    /// Scores by feature in place of followers and goods.
    pub(super) breakdown: bool,
}

/// Seconds of a time bank, short: days and hours, hours and minutes, or
/// minutes.
fn bank_text(secs: u32, lang: Lang) -> String {
    let (d, h, m) = (secs / 86_400, secs / 3600 % 24, secs / 60 % 60);
    match (d, h) {
        (0, 0) => t(lang, "picture-bank-m", &[("m", m.into())]),
        (0, _) => t(lang, "picture-bank-hm", &[("h", h.into()), ("m", m.into())]),
        _ => t(lang, "picture-bank-dh", &[("d", d.into()), ("h", h.into())]),
    }
}

/// Options of the turn picture.
#[derive(Clone, Copy, Debug, Default)]
pub struct TurnOptions {
    /// The tile to show candidates for (default: the tile in hand).
    pub tile: Option<TileKind>,
    /// A chosen placement, drawn semi-transparent in place.
    pub ghost: Option<Placement>,
    /// The language of the words on it.
    pub lang: Lang,
    /// Seconds left in the time bank of the player to move, in a game
    /// with time banks.
    pub bank: Option<u32>,
}

/// A numbered candidate square on a turn picture.
#[derive(Clone, Debug, PartialEq)]
pub struct CandidateMark {
    /// 1-based, as shown.
    pub number: usize,
    pub pos: Pos,
    pub rotations: Vec<Rotation>,
    /// The square on the picture: x, y, width, height.
    pub cell: (i32, i32, u32, u32),
    /// The number's badge: centre x, centre y, radius.
    pub badge: (f32, f32, f32),
}

/// A turn picture and where its numbers are.
#[derive(Clone, Debug)]
pub struct TurnPicture {
    pub image: RgbImage,
    pub candidates: Vec<CandidateMark>,
    /// With a ghost: the rows outside which the picture is the same as
    /// the turn's picture without one (the header, with the tile in hand
    /// turned, and the ghost's square), so that only those need encoding
    /// again ([`Renderer::preview_png`]). Empty without one.
    pub ghost_rows: Vec<Range<u32>>,
    /// The numbers of the places outside the picture, each on a pin at
    /// its edge pointing its way.
    pub pinned: Vec<usize>,
}

/// Where everything on a turn picture goes (see [`Renderer::turn`]).
struct TurnPlan {
    tile: TileKind,
    candidates: Vec<Candidate>,
    /// The squares drawn, and those whose places are numbered.
    view: View,
    /// The header's lines: whose turn, the places, the bag, the bank.
    lines: Vec<String>,
    l: Layout,
    /// The tile in hand's size.
    big: u32,
    width: u32,
    height: u32,
    ghost_rows: Vec<Range<u32>>,
}

/// Where the board's squares fall on a picture.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    pub(super) min: Pos,
    pub(super) max: Pos,
    pub(super) t: u32,
    pub(super) x0: i32,
    pub(super) y0: i32,
}

impl Layout {
    pub(super) fn cols(&self) -> u32 {
        (self.max.x - self.min.x + 1) as u32
    }

    pub(super) fn rows(&self) -> u32 {
        (self.max.y - self.min.y + 1) as u32
    }

    pub(super) fn contains(&self, p: Pos) -> bool {
        (self.min.x..=self.max.x).contains(&p.x) && (self.min.y..=self.max.y).contains(&p.y)
    }

    pub(super) fn cell(&self, p: Pos) -> (i32, i32) {
        (
            self.x0 + (p.x - self.min.x) * self.t as i32,
            self.y0 + (p.y - self.min.y) * self.t as i32,
        )
    }

    pub(super) fn width(&self) -> u32 {
        self.cols() * self.t
    }

    pub(super) fn height(&self) -> u32 {
        self.rows() * self.t
    }
}

/// The squares worth showing: placed tiles and the empty ring around them.
pub(super) fn board_window(game: &Game) -> (Pos, Pos) {
    let (min, max) = game.board().bounds();
    (min.offset(-1, -1), max.offset(1, 1))
}

fn label_size(t: u32) -> f32 {
    (t as f32 * 0.3).clamp(11.0, 17.0)
}

pub(super) fn seat_name(names: &[String], seat: u8, lang: Lang) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| {
        t(
            lang,
            "picture-player",
            &[("number", (i64::from(seat) + 1).into())],
        )
    })
}

/// Shortens a name to fit `max_w` pixels.
pub(super) fn fit(font: &draw::Pen, size: f32, s: &str, max_w: u32) -> String {
    if draw::text_width(font, size, s) <= max_w {
        return s.to_string();
    }
    let mut chars: Vec<char> = s.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let t: String = chars.iter().collect::<String>() + "…";
        if draw::text_width(font, size, &t) <= max_w {
            return t;
        }
    }
    String::new()
}

/// The turn picture's header lines: whose turn it is, how many places the
/// tile fits, the bag, and (with a time bank) what is left in it.
fn turn_lines(game: &Game, names: &[String], opts: TurnOptions, places: usize) -> Vec<String> {
    let seat = game.current_seat();
    let mut lines = vec![
        t(
            opts.lang,
            "picture-turn-of",
            &[("name", seat_name(names, seat, opts.lang).into())],
        ),
        t(opts.lang, "picture-fits", &[("count", places.into())]),
        t(
            opts.lang,
            "picture-bag-left",
            &[("count", game.tiles_left().into())],
        ),
    ];
    if let Some(b) = opts.bank {
        lines.push(t(
            opts.lang,
            "picture-bank-left",
            &[("left", bank_text(b, opts.lang).into())],
        ));
    }
    lines
}

impl Renderer {
    /// Draws the board area: coordinates, tiles, the last tile outlined,
    /// followers.
    pub(super) fn draw_board(
        &self,
        img: &mut impl Surface,
        game: &Game,
        l: &Layout,
        sprites: &Sprites,
        art: &SetArt,
    ) {
        self.draw_tiles(img, game, l, sprites);
        self.draw_marks(img, game, l, art);
    }

    /// The grid, its coordinates and the tiles.
    pub(super) fn draw_tiles(
        &self,
        img: &mut impl Surface,
        game: &Game,
        l: &Layout,
        sprites: &Sprites,
    ) {
        let font = &self.font;
        let t = l.t as i32;
        // Faint squares where tiles can go.
        for y in l.min.y..=l.max.y {
            for x in l.min.x..=l.max.x {
                let (px, py) = l.cell(Pos::new(x, y));
                draw::outline_rect(img, px, py, l.t, l.t, 1, GRID);
            }
        }
        // Coordinates along the top and the left.
        let ls = label_size(l.t);
        let step = if l.t < 30 { 2 } else { 1 };
        for x in l.min.x..=l.max.x {
            if (x - l.min.x) % step == 0 || x == 0 {
                let (px, _) = l.cell(Pos::new(x, l.min.y));
                draw::text_centred(
                    img,
                    font,
                    px + t / 2,
                    l.y0 - (ls * 0.8) as i32,
                    ls,
                    MUTED,
                    &x.to_string(),
                );
            }
        }
        for y in l.min.y..=l.max.y {
            if (y - l.min.y) % step == 0 || y == 0 {
                let (_, py) = l.cell(Pos::new(l.min.x, y));
                let s = y.to_string();
                let w = draw::text_width(font, ls, &s) as i32;
                draw::text(
                    img,
                    font,
                    l.x0 - w - 6,
                    py + t / 2 - (ls * 0.56) as i32,
                    ls,
                    MUTED,
                    &s,
                );
            }
        }
        for tile in game.board().tiles() {
            if !l.contains(tile.pos) {
                continue;
            }
            let (px, py) = l.cell(tile.pos);
            draw::paste(
                img,
                sprites.tile(tile.kind, tile.rot),
                i64::from(px),
                i64::from(py),
            );
        }
    }

    /// The last tile outlined in its player's colour, and the followers.
    pub(super) fn draw_marks(&self, img: &mut impl Surface, game: &Game, l: &Layout, art: &SetArt) {
        // The last tile placed, outlined in its player's colour.
        if let Some(last) = game.board().tiles().last().filter(|t| t.seat.is_some())
            && l.contains(last.pos)
        {
            let (px, py) = l.cell(last.pos);
            let th = (l.t / 16).clamp(2, 4);
            let c = colors::player(last.seat.unwrap_or(0));
            draw::outline_rect(img, px, py, l.t, l.t, th + 1, colors::ink_on(c));
            draw::outline_rect(img, px + 1, py + 1, l.t - 2, l.t - 2, th, c);
        }
        self.draw_followers(img, game, l, art, l.t as f32 * 0.42);
    }

    pub(super) fn draw_followers(
        &self,
        img: &mut impl Surface,
        game: &Game,
        l: &Layout,
        art: &SetArt,
        size: f32,
    ) {
        for f in game.followers() {
            let tile = game.board().tile(f.tile);
            if !l.contains(tile.pos) {
                continue;
            }
            let (px, py) = l.cell(tile.pos);
            let (u, v) = art.anchor(tile.kind, tile.rot, usize::from(f.segment));
            let label = (f.seat + 1).to_string();
            let (shape, scale) = figure_shape(f.figure);
            draw::figure_of(
                img,
                &self.font,
                (px as f32 + u * l.t as f32, py as f32 + v * l.t as f32),
                size * scale,
                colors::player(f.seat),
                shape,
                f.kind == FeatureKind::Field && shape == Shape::Follower,
                Some(&label),
            );
        }
    }

    /// The players' panel: colour, name, score, followers in supply.
    pub(super) fn draw_panel(
        &self,
        img: &mut RgbImage,
        game: &Game,
        panel: &Panel<'_>,
        top: i32,
        lang: Lang,
    ) {
        let (names, breakdown) = (panel.names, panel.breakdown);
        let banked = !breakdown && panel.banks.iter().any(Option::is_some);
        let font = &self.font;
        let w = img.width();
        let h = img.height() as i32 - top;
        draw::fill_rect(img, 0, top, w, h as u32, PANEL, 1.0);
        let fs = 18.0;
        let row = 34;
        let mut y = top + 10;
        let status = fit(font, 16.0, &panel_status(game, names, lang), w - 24);
        draw::text(img, font, 12, y, 16.0, MUTED, &status);
        y += 28;
        let x = game.expansions();
        let goods = x.has(Expansion::TradersBuilders);
        let figures = game.figures_in_play().any(|f| f != Figure::Follower);
        let cols = panel_columns(breakdown, goods, figures, banked);
        let col_w = if breakdown || goods { 70 } else { 92 };
        let figures_col = cols.iter().position(|&k| k == "picture-col-figures");
        let first_col = w as i32 - 12 - col_w * cols.len() as i32;
        for (i, key) in cols.iter().enumerate() {
            let cx = first_col + col_w * i as i32 + col_w / 2;
            let c = fit(font, 13.0, &t(lang, key, &[]), col_w as u32 - 4);
            draw::text_centred(img, font, cx, y + 8, 13.0, MUTED, &c);
        }
        y += 20;
        let mut seats: Vec<u8> = (0..game.players() as u8).collect();
        if breakdown {
            seats.sort_by_key(|&s| std::cmp::Reverse(game.scores()[usize::from(s)]));
        }
        for seat in seats {
            let c = colors::player(seat);
            if !game.is_over() && seat == game.current_seat() {
                draw::fill_rect(img, 4, y - 2, w - 8, row as u32 - 2, Rgb([52, 55, 61]), 1.0);
            }
            draw::meeple(
                img,
                font,
                24.0,
                y as f32 + row as f32 / 2.0 - 1.0,
                26.0,
                c,
                false,
                None,
            );
            let name = format!("{} {}", seat + 1, seat_name(names, seat, lang));
            let name = fit(font, fs, &name, (first_col - 52).max(40) as u32);
            draw::text(img, font, 44, y + 6, fs, TEXT, &name);
            let values = seat_values(game, panel, seat, (goods, figures, banked), lang);
            for (i, v) in values.iter().enumerate() {
                let cx = first_col + col_w * i as i32 + col_w / 2;
                let ink = if i + 1 == values.len() { TEXT } else { MUTED };
                draw::text_centred(img, font, cx, y + row / 2, fs, ink, v);
            }
            if let Some(i) = figures_col {
                let cx = first_col + col_w * i as i32 + col_w / 2;
                self.draw_figures_left(img, game, seat, (cx, y as f32 + row as f32 / 2.0));
            }
            y += row;
        }
    }

    /// The figures other than followers still in `seat`'s supply, side by
    /// side around `(cx, cy)`.
    fn draw_figures_left(&self, img: &mut RgbImage, game: &Game, seat: u8, (cx, cy): (i32, f32)) {
        let (font, c) = (&self.font, colors::player(seat));
        // The figures other than followers still in the supply.
        let left: Vec<Figure> = game
            .figures_in_play()
            .filter(|&f| f != Figure::Follower && game.figures_left(seat, f) > 0)
            .collect();
        let step = 17.0;
        let x0 = cx as f32 - step * (left.len() as f32 - 1.0) / 2.0;
        for (k, f) in left.into_iter().enumerate() {
            let (shape, scale) = figure_shape(f);
            draw::figure_of(
                img,
                font,
                (x0 + step * k as f32, cy),
                18.0 * scale,
                c,
                shape,
                false,
                None,
            );
        }
    }

    pub(super) fn panel_height(game: &Game) -> u32 {
        10 + 28 + 20 + 34 * game.players() as u32 + 10
    }

    /// A canvas with room for a board of `l`'s size plus `header` pixels
    /// above and `footer` below; fixes `l.x0`/`l.y0`.
    pub(super) fn canvas(l: &mut Layout, header: u32, footer: u32) -> RgbImage {
        let (width, height) = Renderer::canvas_size(l, header, footer);
        draw::canvas(width, height, BACKGROUND)
    }

    /// The size of [`Renderer::canvas`]'s canvas; fixes `l.x0`/`l.y0`.
    fn canvas_size(l: &mut Layout, header: u32, footer: u32) -> (u32, u32) {
        Renderer::canvas_size_at_least(l, header, footer, MIN_WIDTH)
    }

    /// [`Renderer::canvas_size`], `min_width` wide at least.
    fn canvas_size_at_least(
        l: &mut Layout,
        header: u32,
        footer: u32,
        min_width: u32,
    ) -> (u32, u32) {
        let ls = label_size(l.t);
        let left = (ls * 2.6) as u32 + 8;
        let top = (ls * 1.6) as u32 + 6;
        let width = (left + l.width() + 12).max(MIN_WIDTH).max(min_width);
        let board_left = left + (width - left - 12 - l.width()) / 2;
        l.x0 = board_left as i32;
        l.y0 = (header + top) as i32;
        let height = header + top + l.height() + 12 + footer;
        (width, height)
    }

    pub(super) fn layout_for(&self, min: Pos, max: Pos, budget: u32, largest: u32) -> Layout {
        let cols = (max.x - min.x + 1) as u32;
        let rows = (max.y - min.y + 1) as u32;
        Layout {
            min,
            max,
            t: pick_size(cols, rows, budget, largest),
            x0: 0,
            y0: 0,
        }
    }

    /// The board with the players' panel: the picture after every move.
    pub fn board(&self, game: &Game, names: &[String], lang: Lang) -> RgbImage {
        self.board_with(game, names, &[], false, lang)
    }

    /// [`Renderer::board`] with each seat's time bank (seconds left, by
    /// seat; `None` for a computer player) in a column of the panel.
    pub fn board_banked(
        &self,
        game: &Game,
        names: &[String],
        banks: &[Option<u32>],
        lang: Lang,
    ) -> RgbImage {
        self.board_with(game, names, banks, false, lang)
    }

    /// The board with every player's score broken down by feature: the
    /// final picture (or a score sheet during play).
    pub fn scores(&self, game: &Game, names: &[String], lang: Lang) -> RgbImage {
        self.board_with(game, names, &[], true, lang)
    }

    fn board_with(
        &self,
        game: &Game,
        names: &[String],
        banks: &[Option<u32>],
        breakdown: bool,
        lang: Lang,
    ) -> RgbImage {
        let (min, max) = board_window(game);
        let mut l = self.layout_for(min, max, BOARD_BUDGET, 80);
        let panel = Renderer::panel_height(game);
        let mut img = Renderer::canvas(&mut l, 0, panel);
        let set = game.tile_set();
        let sprites = self.sprites(set, l.t);
        let art = self.art(set);
        self.draw_board(&mut img, game, &l, &sprites, &art);
        let top = img.height() - panel;
        let panel = Panel {
            names,
            banks,
            breakdown,
        };
        self.draw_panel(&mut img, game, &panel, top as i32, lang);
        img
    }

    /// The turn picture: the tile in hand shown large, and every square
    /// where it fits numbered; with `ghost`, the tile drawn in place.
    pub fn turn(
        &self,
        game: &Game,
        names: &[String],
        opts: TurnOptions,
    ) -> Result<TurnPicture, RenderError> {
        let plan = self.turn_plan(game, names, opts)?;
        Ok(self.draw_turn(game, opts, &plan, 0..plan.height))
    }

    /// A preview (the turn picture with a ghost), encoded: `base` is the
    /// same turn's picture without one, encoded. Only the bands of rows the
    /// ghost changes are drawn and compressed; the others' bytes are
    /// copied from `base` (a `base` of another size is not used).
    pub fn preview_png(
        &self,
        game: &Game,
        names: &[String],
        opts: TurnOptions,
        base: &Png,
    ) -> Result<Png, RenderError> {
        let plan = self.turn_plan(game, names, opts)?;
        let whole = || {
            let img = self.draw_turn(game, opts, &plan, 0..plan.height).image;
            let png = png::encode(&img);
            draw::recycle(img);
            png
        };
        if base.dimensions() != (plan.width, plan.height) {
            return Ok(whole());
        }
        let strips: Vec<(u32, RgbImage)> = png::rows_to_draw(plan.height, &plan.ghost_rows)
            .into_iter()
            .map(|rows| {
                let top = rows.start;
                (top, self.draw_turn(game, opts, &plan, rows).image)
            })
            .collect();
        let png = png::encode_strips(base, &strips);
        strips.into_iter().for_each(|(_, img)| draw::recycle(img));
        Ok(png.unwrap_or_else(whole))
    }

    /// What a turn picture shows and where: the tile, its candidates, the
    /// board's layout and the picture's size.
    fn turn_plan(
        &self,
        game: &Game,
        names: &[String],
        opts: TurnOptions,
    ) -> Result<TurnPlan, RenderError> {
        let tile = match (opts.tile, game.phase()) {
            (Some(t), _) => t,
            (None, Phase::PlaceTile(t)) => t,
            _ => {
                return Err(RenderError::Nothing(
                    "no tile is waiting to be placed".into(),
                ));
            }
        };
        let candidates = game.candidates_of(tile);
        // The part of the board a phone shows (see `phone`): around the
        // last tile and the most of the places, and the tile shown in place.
        let board = board_window(game);
        let places: Vec<Pos> = candidates.iter().map(|c| c.pos).collect();
        let last = game
            .board()
            .tiles()
            .last()
            .filter(|t| t.seat.is_some())
            .map(|t| t.pos);
        let unmoved = phone::view(board, &places, last.as_slice());
        let ghost = opts.ghost.map(|g| g.pos);
        let view = match ghost {
            Some(g) if !phone::holds(unmoved.inner, g) => {
                let must: Vec<Pos> = ghost.into_iter().chain(last).collect();
                phone::view(board, &places, &must)
            }
            _ => unmoved,
        };
        let (min, max) = view.shown;
        let mut l = self.layout_for(min, max, PHONE_SQUARES as u32 * PHONE_TILE, 80);
        l.t = l.t.max(PHONE_TILE);
        // The tile in hand, large: at one of the two sizes other pictures
        // draw tiles at already (the close-up's and the largest board's),
        // so that no other size of every tile is kept in memory.
        let big = if l.t * 2 >= 160 { 160 } else { 96 };
        let lines = turn_lines(game, names, opts, candidates.len());
        // Below the tile in hand, or below the lines where they are more.
        let header = (big + 24).max(16 + 34 + 26 * (lines.len() as u32 - 1) + 4);
        // A phone's width, whatever the board's: room for the lines in
        // every language, and the same scale on a phone every turn.
        let (width, height) = Renderer::canvas_size_at_least(&mut l, header, 0, PHONE_WIDTH);
        // With a ghost, the rows outside which the picture is the one
        // without: the header (the tile in hand turned) and the ghost's
        // square, with a pixel either side for antialiasing.
        let mut ghost_rows = Vec::new();
        if view != unmoved {
            // The ghost moved the window: nothing is as without it.
            ghost_rows.push(0..height);
        } else if let Some(g) = opts.ghost {
            ghost_rows.push(0..header);
            if l.contains(g.pos) {
                let (_, py) = l.cell(g.pos);
                let top = (py - 1).max(0) as u32;
                ghost_rows.push(top..(py + l.t as i32 + 1).max(0) as u32);
            }
        }
        Ok(TurnPlan {
            tile,
            candidates,
            view,
            lines,
            l,
            big,
            width,
            height,
            ghost_rows,
        })
    }

    /// Rows `rows` of the turn picture `plan` describes (all of them, or a
    /// band of them, drawn in the whole picture's coordinates: the same
    /// pixels as those rows of the whole picture).
    fn draw_turn(
        &self,
        game: &Game,
        opts: TurnOptions,
        plan: &TurnPlan,
        rows: Range<u32>,
    ) -> TurnPicture {
        let set = game.tile_set();
        let (tile, big, l) = (plan.tile, plan.big, plan.l);
        let mut img = Band {
            img: draw::canvas(plan.width, rows.len() as u32, BACKGROUND),
            top: rows.start,
        };
        let sprites = self.sprites(set, l.t);
        let art = self.art(set);
        self.draw_board(&mut img, game, &l, &sprites, &art);

        // The header: the tile in hand, large, and who is to play.
        let big_sprites = self.sprites(set, big);
        let rot = opts.ghost.map(|g| g.rot).unwrap_or_default();
        draw::paste(&mut img, big_sprites.tile(tile, rot), 12, 12);
        draw::outline_rect(&mut img, 11, 11, big + 2, big + 2, 1, MUTED);
        let seat = game.current_seat();
        let c = colors::player(seat);
        let tx = (big + 28) as i32;
        let max_w = plan.width.saturating_sub(big + 40);
        draw::meeple(
            &mut img,
            &self.font,
            tx as f32 + 12.0,
            30.0,
            26.0,
            c,
            false,
            None,
        );
        // Who is to play, how many places, the bag, the time bank.
        let mut y = 16;
        for (i, line) in plan.lines.iter().enumerate() {
            let (size, ink, x, w) = if i == 0 {
                (22.0, TEXT, tx + 30, max_w.saturating_sub(30))
            } else {
                (18.0, MUTED, tx, max_w)
            };
            let line = fit(&self.font, size, line, w);
            draw::text(&mut img, &self.font, x, y, size, ink, &line);
            y += if i == 0 { 34 } else { 26 };
        }
        let candidates = &plan.candidates;
        // Beyond the numbered squares: the lanes, faded.
        phone::fade_lanes(&mut img, plan.view, l.t, |p| l.cell(p));

        // The ghost tile, then the numbers.
        if let Some(g) = opts.ghost
            && l.contains(g.pos)
        {
            let (px, py) = l.cell(g.pos);
            let sprite = sprites.tile(tile, g.rot);
            for (x, y, p) in sprite.enumerate_pixels() {
                draw::blend_pixel(&mut img, px + x as i32, py + y as i32, *p, 0.8);
            }
            draw::outline_rect(&mut img, px, py, l.t, l.t, (l.t / 16).max(2), c);
        }
        let r = (l.t as f32 * 0.34).clamp(phone::BADGE_MIN, 22.0);
        let mut marks = Vec::with_capacity(candidates.len());
        for (i, cand) in candidates.iter().enumerate() {
            if !phone::holds(plan.view.inner, cand.pos) {
                continue;
            }
            let (px, py) = l.cell(cand.pos);
            let ghosted = opts.ghost.is_some_and(|g| g.pos == cand.pos);
            let t = l.t as f32;
            let (cx, cy, rr) = if ghosted {
                // Keep the number, small, in the corner of the ghost tile.
                (
                    px as f32 + r * 0.8 + 2.0,
                    py as f32 + r * 0.8 + 2.0,
                    r * 0.8,
                )
            } else {
                draw::fill_rect(
                    &mut img,
                    px + 1,
                    py + 1,
                    l.t - 2,
                    l.t - 2,
                    Rgb([255, 255, 255]),
                    0.16,
                );
                (px as f32 + t / 2.0, py as f32 + t / 2.0, r)
            };
            draw::badge(
                &mut img,
                &self.font,
                cx,
                cy,
                rr,
                Rgb([250, 250, 250]),
                Rgb([25, 25, 25]),
                &(i + 1).to_string(),
            );
            marks.push(CandidateMark {
                number: i + 1,
                pos: cand.pos,
                rotations: cand.rotations.clone(),
                cell: (px, py, l.t, l.t),
                badge: (cx, cy, rr),
            });
        }
        // Where the places outside the picture are: pins on its edge.
        let outside: Vec<(usize, Pos)> = candidates
            .iter()
            .enumerate()
            .map(|(i, c)| (i + 1, c.pos))
            .collect();
        let mut pinned = Vec::new();
        for pin in phone::pins(plan.view, &outside) {
            let (px, py) = l.cell(pin.at);
            phone::draw_pin(&mut img, &self.font, (px, py, l.t), &pin);
            pinned.extend(pin.numbers);
        }
        pinned.sort_unstable();
        TurnPicture {
            image: img.img,
            candidates: marks,
            ghost_rows: plan.ghost_rows.clone(),
            pinned,
        }
    }
}

/// How a figure is drawn: its outline and its size beside a follower's (a
/// large follower counts twice, and looks it).
pub(crate) fn figure_shape(figure: Figure) -> (Shape, f32) {
    match figure {
        Figure::Follower => (Shape::Follower, 1.0),
        Figure::Large => (Shape::Follower, 1.4),
        Figure::Abbot => (Shape::Abbot, 1.0),
        Figure::Builder => (Shape::Builder, 0.9),
        Figure::Pig => (Shape::Pig, 0.9),
    }
}

/// The panel's first line: whose turn and how many tiles are left, or that
/// the game is over.
fn panel_status(game: &Game, names: &[String], lang: Lang) -> String {
    if game.is_over() {
        t(lang, "picture-game-over", &[])
    } else {
        t(
            lang,
            "picture-to-play",
            &[
                ("name", seat_name(names, game.current_seat(), lang).into()),
                ("left", game.tiles_left().into()),
            ],
        )
    }
}

/// The panel's columns (their words' keys): points by feature, or the
/// supply, figures, goods and time banks; the score last.
fn panel_columns(breakdown: bool, goods: bool, figures: bool, banked: bool) -> Vec<&'static str> {
    let mut cols: Vec<&'static str> = Vec::new();
    if breakdown {
        cols.extend([
            "picture-col-roads",
            "picture-col-cities",
            "picture-col-monasteries",
            "picture-col-farms",
        ]);
        if goods {
            cols.push("picture-col-goods");
        }
        cols.push("picture-col-total");
    } else {
        cols.push("picture-col-followers");
        if figures {
            cols.push("picture-col-figures");
        }
        if goods {
            cols.extend(["picture-col-wine", "picture-col-grain", "picture-col-cloth"]);
        }
        if banked {
            cols.push("picture-col-bank");
        }
        cols.push("picture-col-score");
    }
    cols
}

/// A seat's row of the panel, a value per column.
fn seat_values(
    game: &Game,
    panel: &Panel<'_>,
    seat: u8,
    (goods, figures, banked): (bool, bool, bool),
    lang: Lang,
) -> Vec<String> {
    let score = game.scores()[usize::from(seat)];
    if panel.breakdown {
        let b = game.breakdown(seat);
        let mut v = vec![
            b[FeatureKind::Road.index()].to_string(),
            b[FeatureKind::City.index()].to_string(),
            b[FeatureKind::Monastery.index()].to_string(),
            b[FeatureKind::Field.index()].to_string(),
        ];
        if goods {
            v.push(b[GOODS_SLOT].to_string());
        }
        v.push(score.to_string());
        v
    } else {
        let mut v = vec![format!("{} / 7", game.supply(seat))];
        if figures {
            v.push(String::new());
        }
        if goods {
            v.extend(game.goods(seat).map(|n| n.to_string()));
        }
        if banked {
            let left = panel.banks.get(usize::from(seat)).copied().flatten();
            v.push(left.map_or_else(String::new, |s| bank_text(s, lang)));
        }
        v.push(score.to_string());
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_sizes_shrink_to_fit_the_budget() {
        assert_eq!(pick_size(3, 3, 1800, 80), 80);
        assert_eq!(pick_size(30, 20, 1800, 80), 56);
        assert_eq!(pick_size(200, 1, 1800, 80), 12);
    }
}
