//! Drawing primitives: text, translucent boxes, outlines, followers.
//!
//! Text, discs and followers are drawn from coverage masks that a [`Pen`]
//! keeps once made: the same label, badge or follower at the same size and
//! sub-pixel position is rasterised once, then only blended. The masks are
//! made with the same sums as drawing directly would use, so pictures stay
//! as they were (to within a rounding).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use ab_glyph::{Font, FontArc, PxScale, ScaleFont};
use image::{ImageBuffer, Luma, Rgb, RgbImage};
use imageproc::drawing::{draw_text_mut, text_size};

use super::colors;

/// What the drawing functions draw on, in the whole picture's coordinates:
/// a whole picture, or a [`Band`] of its rows (drawn exactly as the same
/// rows of the whole picture, only the rest is left out).
pub(crate) trait Surface {
    /// The pixels held, a row after another, 3 bytes each.
    fn pixels(&mut self) -> &mut [u8];
    /// The width in pixels.
    fn wide(&self) -> i32;
    /// The picture's rows held.
    fn held(&self) -> std::ops::Range<i32>;
}

impl Surface for RgbImage {
    fn pixels(&mut self) -> &mut [u8] {
        self
    }

    fn wide(&self) -> i32 {
        self.width() as i32
    }

    fn held(&self) -> std::ops::Range<i32> {
        0..self.height() as i32
    }
}

/// Rows `top..top + img.height()` of a picture.
pub(crate) struct Band {
    pub img: RgbImage,
    pub top: u32,
}

impl Surface for Band {
    fn pixels(&mut self) -> &mut [u8] {
        &mut self.img
    }

    fn wide(&self) -> i32 {
        self.img.width() as i32
    }

    fn held(&self) -> std::ops::Range<i32> {
        self.top as i32..(self.top + self.img.height()) as i32
    }
}

static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Masks kept per kind before a cache starts afresh (names and status
/// lines vary; numbers, letters and followers repeat).
const MASKS_KEPT: usize = 4096;

/// A coverage mask: `w` × `h` values from 0 to 1, to be placed with its top
/// left corner at an offset from where it was asked for.
struct Mask {
    dx: i32,
    dy: i32,
    w: u32,
    h: u32,
    cover: Vec<f32>,
}

/// A text label's mask and its width as laid out.
struct Label {
    width: u32,
    mask: Mask,
}

/// A follower's two masks (outline, then body), in ninths.
struct Figure {
    x0: i32,
    y0: i32,
    w: u32,
    rim: Vec<u8>,
    body: Vec<u8>,
}

type LabelKey = (String, u32);
/// Size, lying, and the fractions of the centre's coordinates (as bits).
type FigureKey = (u32, bool, u32, u32, Shape);
/// Radius and the fractions of the centre's coordinates (as bits).
type DiscKey = (u32, u32, u32);

/// The fonts and the masks drawn with them so far. Shared by every
/// picture.
pub(crate) struct Pen {
    /// DejaVu Sans Bold (built in), then the fallbacks in order: a letter
    /// is drawn with the first font that has it.
    fonts: Vec<Face>,
    labels: Mutex<HashMap<LabelKey, Arc<Label>>>,
    figures: Mutex<HashMap<FigureKey, Arc<Figure>>>,
    discs: Mutex<HashMap<DiscKey, Arc<Mask>>>,
}

/// Looks `key` up in `cache`, making it (outside the lock) if missing.
fn cached<K: std::hash::Hash + Eq + Clone, V>(
    cache: &Mutex<HashMap<K, Arc<V>>>,
    key: &K,
    make: impl FnOnce() -> V,
) -> Arc<V> {
    if let Some(v) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(key) {
        return v.clone();
    }
    let v = Arc::new(make());
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= MASKS_KEPT {
        map.clear();
    }
    map.entry(key.clone()).or_insert(v).clone()
}

fn frac_bits(v: f32) -> u32 {
    (v - v.floor()).to_bits()
}

/// One font of the chain, with the factor that draws its letters at the
/// first font's em size.
struct Face {
    font: FontArc,
    em: f32,
}

impl Face {
    fn new(font: FontArc) -> Face {
        let em = font.height_unscaled() / font.units_per_em().unwrap_or(1000.0);
        Face { font, em }
    }

    fn has(&self, c: char) -> bool {
        self.font.glyph_id(c).0 != 0
    }
}

impl Pen {
    /// The built-in font only (DejaVu Sans Bold, see `assets/fonts`).
    #[cfg(test)]
    pub(crate) fn new() -> Pen {
        Pen::with_fallbacks(Vec::new())
    }

    /// The built-in font, then `fallbacks` (font files' bytes) for what it
    /// lacks: CJK, emoji. A file that does not parse is left out (and
    /// logged).
    pub(crate) fn with_fallbacks(fallbacks: Vec<Vec<u8>>) -> Pen {
        let builtin = FontArc::try_from_slice(FONT_BYTES).expect("the embedded font parses");
        let mut fonts = vec![Face::new(builtin)];
        for (i, bytes) in fallbacks.into_iter().enumerate() {
            match FontArc::try_from_vec(bytes) {
                Ok(font) => fonts.push(Face::new(font)),
                Err(e) => {
                    tracing::warn!(font = i, error = %e, "a fallback font does not parse; left out")
                }
            }
        }
        Pen {
            fonts,
            labels: Mutex::default(),
            figures: Mutex::default(),
            discs: Mutex::default(),
        }
    }

    /// Whether a font of the chain draws `c` (rather than a box).
    #[cfg(test)]
    pub(crate) fn covers(&self, c: char) -> bool {
        c.is_whitespace() || self.fonts.iter().any(|f| f.has(c))
    }

    /// The text cut into runs, each with the first font that has all its
    /// letters (spaces go with the run they are in); a letter no font has
    /// is drawn as U+FFFD.
    fn runs(&self, s: &str) -> Vec<(usize, String)> {
        let mut runs: Vec<(usize, String)> = Vec::new();
        for c in s.chars() {
            let (face, c) = if c.is_whitespace() {
                let current = runs.last().map_or(0, |r| r.0);
                (
                    if self.fonts[current].has(c) {
                        current
                    } else {
                        0
                    },
                    c,
                )
            } else {
                match self.fonts.iter().position(|f| f.has(c)) {
                    Some(i) => (i, c),
                    None => (0, '\u{FFFD}'),
                }
            };
            match runs.last_mut() {
                Some((f, run)) if *f == face => run.push(c),
                _ => runs.push((face, c.to_string())),
            }
        }
        runs
    }

    fn label(&self, size: f32, s: &str) -> Arc<Label> {
        cached(&self.labels, &(s.to_string(), size.to_bits()), || {
            let shown = if s.is_ascii() {
                std::borrow::Cow::Borrowed(s)
            } else {
                std::borrow::Cow::Owned(super::text::visual(s))
            };
            let runs = self.runs(&shown);
            if let [(0, only)] = &runs[..] {
                return self.label_in_one(size, only);
            }
            self.label_in_runs(size, &runs)
        })
    }

    /// A label all in the first font (most are).
    fn label_in_one(&self, size: f32, s: &str) -> Label {
        let font = &self.fonts[0].font;
        let scale = PxScale::from(size);
        let (width, height) = text_size(scale, font, s);
        // Room for glyphs reaching past the laid-out box.
        let pad = (size / 2.0).ceil() as u32 + 2;
        let (w, h) = (width + 2 * pad, height + 2 * pad);
        let mut canvas: ImageBuffer<Luma<f32>, Vec<f32>> = ImageBuffer::new(w, h);
        draw_text_mut(
            &mut canvas,
            Luma([1.0]),
            pad as i32,
            pad as i32,
            scale,
            font,
            s,
        );
        Label {
            width,
            mask: Mask {
                dx: -(pad as i32),
                dy: -(pad as i32),
                w,
                h,
                cover: canvas.into_raw(),
            },
        }
    }

    /// A label in several fonts: the runs side by side, each at the first
    /// font's em size, on the first font's baseline.
    fn label_in_runs(&self, size: f32, runs: &[(usize, String)]) -> Label {
        let first = &self.fonts[0];
        let placed: Vec<(PxScale, f32, u32, u32)> = runs
            .iter()
            .map(|(i, run)| {
                let face = &self.fonts[*i];
                let scale = PxScale::from(size * face.em / first.em);
                let ascent = face.font.as_scaled(scale).ascent();
                let (w, h) = text_size(scale, &face.font, run);
                (scale, ascent, w, h)
            })
            .collect();
        let base = first.font.as_scaled(PxScale::from(size)).ascent();
        let top = placed.iter().map(|p| p.1).fold(base, f32::max);
        let width: u32 = placed.iter().map(|p| p.2).sum();
        let height = placed
            .iter()
            .map(|p| (top - p.1).ceil() as u32 + p.3)
            .max()
            .unwrap_or(0);
        let pad = (size / 2.0).ceil() as u32 + 2;
        let (w, h) = (width + 2 * pad, height + 2 * pad);
        let mut canvas: ImageBuffer<Luma<f32>, Vec<f32>> = ImageBuffer::new(w, h);
        let mut x = pad as i32;
        for ((i, run), (scale, ascent, rw, _)) in runs.iter().zip(&placed) {
            let y = pad as i32 + (top - ascent).round() as i32;
            draw_text_mut(
                &mut canvas,
                Luma([1.0]),
                x,
                y,
                *scale,
                &self.fonts[*i].font,
                run,
            );
            x += *rw as i32;
        }
        Label {
            width,
            mask: Mask {
                dx: -(pad as i32),
                dy: -(pad as i32) - (top - base).round() as i32,
                w,
                h,
                cover: canvas.into_raw(),
            },
        }
    }
}

/// Blends `colour` into `img` through `m`, placed at (x + m.dx, y + m.dy),
/// as imageproc blends text (weights, then truncation).
fn blend_mask(img: &mut impl Surface, m: &Mask, x: i32, y: i32, colour: Rgb<u8>) {
    let (iw, held) = (img.wide(), img.held());
    let ih = held.len() as i32;
    let (ox, oy) = (x + m.dx, y + m.dy - held.start);
    let raw = img.pixels();
    for my in 0..m.h as i32 {
        let yy = oy + my;
        if !(0..ih).contains(&yy) {
            continue;
        }
        let row = &m.cover[(my as u32 * m.w) as usize..((my as u32 + 1) * m.w) as usize];
        for (mx, &g) in row.iter().enumerate() {
            let xx = ox + mx as i32;
            if g <= 0.0 || !(0..iw).contains(&xx) {
                continue;
            }
            let g = g.min(1.0);
            let i = ((yy * iw + xx) * 3) as usize;
            for c in 0..3 {
                let v = f32::from(raw[i + c]) * (1.0 - g) + f32::from(colour.0[c]) * g;
                raw[i + c] = if v < 255.0 {
                    if v > 0.0 { v as u8 } else { 0 }
                } else {
                    255
                };
            }
        }
    }
}

pub(crate) fn text_width(pen: &Pen, size: f32, s: &str) -> u32 {
    pen.label(size, s).width
}

pub(crate) fn text(
    img: &mut impl Surface,
    pen: &Pen,
    x: i32,
    y: i32,
    size: f32,
    colour: Rgb<u8>,
    s: &str,
) {
    if s.is_empty() {
        return;
    }
    let label = pen.label(size, s);
    blend_mask(img, &label.mask, x, y, colour);
}

/// Text centred on (cx, cy).
pub(crate) fn text_centred(
    img: &mut impl Surface,
    pen: &Pen,
    cx: i32,
    cy: i32,
    size: f32,
    colour: Rgb<u8>,
    s: &str,
) {
    let w = text_width(pen, size, s);
    // Cap height of DejaVu Sans is about 0.73 em; its top sits ~0.2 em below y.
    let top = cy - (size * 0.56) as i32;
    text(img, pen, cx - w as i32 / 2, top, size, colour, s);
}

pub(crate) fn blend_pixel(img: &mut impl Surface, x: i32, y: i32, colour: Rgb<u8>, alpha: f32) {
    let (w, held) = (img.wide(), img.held());
    if x < 0 || x >= w || !held.contains(&y) {
        return;
    }
    let i = (((y - held.start) * w + x) * 3) as usize;
    let p = &mut img.pixels()[i..i + 3];
    if alpha >= 1.0 {
        p.copy_from_slice(&colour.0);
        return;
    }
    for (v, c) in p.iter_mut().zip(colour.0) {
        // Both terms are non-negative, so adding a half and truncating
        // rounds (and is much cheaper than `f32::round`).
        *v = (f32::from(*v) * (1.0 - alpha) + f32::from(c) * alpha + 0.5) as u8;
    }
}

/// A canvas filled with one colour.
pub(crate) fn canvas(width: u32, height: u32, colour: Rgb<u8>) -> RgbImage {
    let len = (width * height) as usize * 3;
    let mut raw = spare_buffer(len).unwrap_or_else(|| Vec::with_capacity(len));
    // Written in blocks of 32 pixels: plain stores, where repeating the
    // colour would read back what it wrote.
    let block: [u8; 96] = std::array::from_fn(|i| colour.0[i % 3]);
    for _ in 0..len / block.len() {
        raw.extend_from_slice(&block);
    }
    raw.extend_from_slice(&block[..len % block.len()]);
    RgbImage::from_raw(width, height, raw).expect("the buffer matches the size")
}

/// Pixel buffers of large pictures given back once encoded
/// ([`recycle`]), for the next canvas: allocating and freeing a few MiB
/// for every picture fragments the heap (about 15 MiB more at peak under
/// load) and costs page faults.
static SPARE: Mutex<Vec<Vec<u8>>> = Mutex::new(Vec::new());
/// Buffers kept at most (pictures are drawn one per core at a time).
const SPARES: usize = 2;
/// Pictures smaller than this are left to the allocator; larger than
/// `SPARE_MOST` are not kept.
const SPARE_LEAST: usize = 1 << 20;
const SPARE_MOST: usize = 16 << 20;

/// The smallest spare buffer that holds `len` bytes, emptied.
fn spare_buffer(len: usize) -> Option<Vec<u8>> {
    if len < SPARE_LEAST {
        return None;
    }
    let mut spare = SPARE.lock().unwrap_or_else(|e| e.into_inner());
    let i = (0..spare.len())
        .filter(|&i| spare[i].capacity() >= len)
        .min_by_key(|&i| spare[i].capacity())?;
    let mut buf = spare.swap_remove(i);
    buf.clear();
    Some(buf)
}

/// Gives a picture's pixel buffer back for the next canvas: a large
/// picture's few MiB are then reused rather than allocated again.
pub fn recycle(img: RgbImage) {
    let buf = img.into_raw();
    if !(SPARE_LEAST..=SPARE_MOST).contains(&buf.capacity()) {
        return;
    }
    let mut spare = SPARE.lock().unwrap_or_else(|e| e.into_inner());
    if spare.len() < SPARES {
        spare.push(buf);
    } else if let Some(smallest) = spare
        .iter_mut()
        .min_by_key(|b| b.capacity())
        .filter(|b| b.capacity() < buf.capacity())
    {
        *smallest = buf;
    }
}

/// Copies `src` onto `dst` with its top left corner at (x, y), clipped to
/// `dst`: a row at a time, much faster than pixel by pixel.
pub(crate) fn paste(dst: &mut impl Surface, src: &RgbImage, x: i64, y: i64) {
    let (dw, held) = (i64::from(dst.wide()), dst.held());
    let (top, dh) = (i64::from(held.start), i64::from(held.end));
    let (sw, sh) = (i64::from(src.width()), i64::from(src.height()));
    let (x0, x1) = (x.max(0), (x + sw).min(dw));
    let (y0, y1) = (y.max(top), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let len = ((x1 - x0) * 3) as usize;
    let (dst_raw, src_raw) = (dst.pixels(), &**src);
    for row in y0..y1 {
        let d = (((row - top) * dw + x0) * 3) as usize;
        let s = (((row - y) * sw + (x0 - x)) * 3) as usize;
        dst_raw[d..d + len].copy_from_slice(&src_raw[s..s + len]);
    }
}

pub(crate) fn fill_rect(
    img: &mut impl Surface,
    x: i32,
    y: i32,
    w: u32,
    h: u32,
    colour: Rgb<u8>,
    alpha: f32,
) {
    let (iw, held) = (img.wide(), img.held());
    let (x0, x1) = (x.max(0), (x + w as i32).min(iw));
    // Rows of what is held.
    let (y0, y1) = (
        y.max(held.start) - held.start,
        (y + h as i32).min(held.end) - held.start,
    );
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let raw = img.pixels();
    if alpha >= 1.0 {
        for yy in y0..y1 {
            let row = &mut raw[((yy * iw + x0) * 3) as usize..((yy * iw + x1) * 3) as usize];
            for px in row.chunks_exact_mut(3) {
                px.copy_from_slice(&colour.0);
            }
        }
        return;
    }
    // What each channel value becomes, worked out once (the same sums as
    // `blend_pixel`).
    let mut table = [[0u8; 256]; 3];
    for (c, t) in table.iter_mut().enumerate() {
        for (v, out) in t.iter_mut().enumerate() {
            *out = (v as f32 * (1.0 - alpha) + f32::from(colour.0[c]) * alpha + 0.5) as u8;
        }
    }
    for yy in y0..y1 {
        let row = &mut raw[((yy * iw + x0) * 3) as usize..((yy * iw + x1) * 3) as usize];
        for px in row.chunks_exact_mut(3) {
            for c in 0..3 {
                px[c] = table[c][usize::from(px[c])];
            }
        }
    }
}

/// A rectangle's outline, `t` pixels thick, drawn inside the rectangle.
pub(crate) fn outline_rect(
    img: &mut impl Surface,
    x: i32,
    y: i32,
    w: u32,
    h: u32,
    t: u32,
    colour: Rgb<u8>,
) {
    fill_rect(img, x, y, w, t, colour, 1.0);
    fill_rect(img, x, y + h as i32 - t as i32, w, t, colour, 1.0);
    fill_rect(img, x, y, t, h, colour, 1.0);
    fill_rect(img, x + w as i32 - t as i32, y, t, h, colour, 1.0);
}

/// A filled disc with antialiased rim.
pub(crate) fn disc(img: &mut impl Surface, pen: &Pen, cx: f32, cy: f32, r: f32, colour: Rgb<u8>) {
    let key = (r.to_bits(), frac_bits(cx), frac_bits(cy));
    let (fx, fy) = (cx - cx.floor(), cy - cy.floor());
    let mask = cached(&pen.discs, &key, || {
        // Drawn around (fx, fy): the same sums as at (cx, cy).
        let (x0, x1) = ((fx - r - 1.0).floor() as i32, (fx + r + 1.0).ceil() as i32);
        let (y0, y1) = ((fy - r - 1.0).floor() as i32, (fy + r + 1.0).ceil() as i32);
        let (w, h) = ((x1 - x0 + 1) as u32, (y1 - y0 + 1) as u32);
        let mut cover = Vec::with_capacity((w * h) as usize);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let d = ((x as f32 + 0.5 - fx).powi(2) + (y as f32 + 0.5 - fy).powi(2)).sqrt();
                cover.push((r - d + 0.5).clamp(0.0, 1.0));
            }
        }
        Mask {
            dx: x0,
            dy: y0,
            w,
            h,
            cover,
        }
    });
    let (iw, held) = (img.wide(), img.held());
    let ih = held.len() as i32;
    let (bx, by) = (cx.floor() as i32, cy.floor() as i32 - held.start);
    let raw = img.pixels();
    for my in 0..mask.h as i32 {
        let y = by + mask.dy + my;
        if !(0..ih).contains(&y) {
            continue;
        }
        let row = &mask.cover[(my * mask.w as i32) as usize..((my + 1) * mask.w as i32) as usize];
        for (mx, &a) in row.iter().enumerate() {
            let x = bx + mask.dx + mx as i32;
            if a <= 0.0 || !(0..iw).contains(&x) {
                continue;
            }
            let i = ((y * iw + x) * 3) as usize;
            if a >= 1.0 {
                raw[i..i + 3].copy_from_slice(&colour.0);
            } else {
                // As `blend_pixel`.
                for c in 0..3 {
                    raw[i + c] = (f32::from(raw[i + c]) * (1.0 - a)
                        + f32::from(colour.0[c]) * a
                        + 0.5) as u8;
                }
            }
        }
    }
}

/// A filled triangle, its edges antialiased (4 × 4 samples a pixel).
pub(crate) fn fill_triangle(
    img: &mut impl Surface,
    a: (f32, f32),
    b: (f32, f32),
    c: (f32, f32),
    colour: Rgb<u8>,
) {
    let side = |p: (f32, f32), q: (f32, f32), x: f32, y: f32| {
        (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0)
    };
    let inside = |x: f32, y: f32| {
        let (d1, d2, d3) = (side(a, b, x, y), side(b, c, x, y), side(c, a, x, y));
        (d1 >= 0.0 && d2 >= 0.0 && d3 >= 0.0) || (d1 <= 0.0 && d2 <= 0.0 && d3 <= 0.0)
    };
    let x0 = a.0.min(b.0).min(c.0).floor() as i32;
    let x1 = a.0.max(b.0).max(c.0).ceil() as i32;
    let y0 = a.1.min(b.1).min(c.1).floor() as i32;
    let y1 = a.1.max(b.1).max(c.1).ceil() as i32;
    for y in y0..=y1 {
        for x in x0..=x1 {
            let mut n = 0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let (fx, fy) = (
                        x as f32 + (sx as f32 + 0.5) / 4.0,
                        y as f32 + (sy as f32 + 0.5) / 4.0,
                    );
                    n += u32::from(inside(fx, fy));
                }
            }
            if n > 0 {
                blend_pixel(img, x, y, colour, n as f32 / 16.0);
            }
        }
    }
}

/// A round badge with a label: candidate numbers and follower-spot letters.
#[allow(clippy::too_many_arguments)]
pub(crate) fn badge(
    img: &mut impl Surface,
    pen: &Pen,
    cx: f32,
    cy: f32,
    r: f32,
    fill: Rgb<u8>,
    ink: Rgb<u8>,
    label: &str,
) {
    disc(img, pen, cx, cy, r + (r * 0.12).max(1.5), ink);
    disc(img, pen, cx, cy, r, fill);
    let mut size = r * if label.len() > 1 { 1.15 } else { 1.35 };
    let max_w = 1.7 * r;
    while size > 6.0 && text_width(pen, size, label) as f32 > max_w {
        size -= 1.0;
    }
    text_centred(
        img,
        pen,
        cx.round() as i32,
        cy.round() as i32,
        size,
        ink,
        label,
    );
}

const MEEPLE_BODY: [(f32, f32); 13] = [
    (-0.13, -0.16),
    (0.13, -0.16),
    (0.44, -0.04),
    (0.44, 0.10),
    (0.17, 0.06),
    (0.30, 0.50),
    (0.07, 0.50),
    (0.0, 0.32),
    (-0.07, 0.50),
    (-0.30, 0.50),
    (-0.17, 0.06),
    (-0.44, 0.10),
    (-0.44, -0.04),
];

/// The outline of a figure: the follower (the meeple), the abbot in his
/// robe, the builder (a stout peg with a cap) and the pig.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Shape {
    Follower,
    Abbot,
    Builder,
    Pig,
}

fn in_shape(shape: Shape, x: f32, y: f32) -> bool {
    let ellipse = |cx: f32, cy: f32, rx: f32, ry: f32| {
        ((x - cx) / rx).powi(2) + ((y - cy) / ry).powi(2) < 1.0
    };
    match shape {
        Shape::Follower => in_meeple(x, y),
        Shape::Abbot => {
            // A hooded head over a long robe widening to the ground.
            let hood = ellipse(0.0, -0.3, 0.16, 0.18)
                || (y < -0.3 && y > -0.5 && x.abs() < (y + 0.5) * 0.8);
            let robe = (-0.16..=0.5).contains(&y) && x.abs() < 0.15 + (y + 0.16) * 0.3;
            let sleeves = (-0.1..=0.08).contains(&y) && x.abs() < 0.36;
            hood || robe || sleeves
        }
        Shape::Builder => {
            // A round head with a flat cap, square shoulders, a stout body.
            let head = ellipse(0.0, -0.27, 0.15, 0.15);
            let cap = (-0.44..=-0.33).contains(&y) && x.abs() < 0.2;
            let body = (-0.14..=0.5).contains(&y) && x.abs() < 0.26;
            head || cap || body
        }
        Shape::Pig => {
            // Side on, facing right: body, head, snout, ear and legs.
            let body = ellipse(-0.05, 0.05, 0.36, 0.24);
            let head = ellipse(0.3, -0.05, 0.16, 0.15);
            let snout = (0.36..=0.5).contains(&x) && (-0.08..=0.05).contains(&y);
            let ear = (-0.3..=-0.12).contains(&y)
                && (0.22..=0.34).contains(&x)
                && x - 0.22 > (y + 0.3) * 0.4;
            let legs = (0.15..=0.42).contains(&y)
                && ((-0.3..=-0.2).contains(&x) || (0.12..=0.22).contains(&x));
            let tail = ellipse(-0.42, -0.02, 0.05, 0.05);
            body || head || snout || ear || legs || tail
        }
    }
}

fn in_meeple(x: f32, y: f32) -> bool {
    if x * x + (y + 0.30) * (y + 0.30) < 0.17 * 0.17 {
        return true;
    }
    let mut inside = false;
    let mut prev = MEEPLE_BODY[MEEPLE_BODY.len() - 1];
    for &(xi, yi) in &MEEPLE_BODY {
        let (xj, yj) = prev;
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        prev = (xi, yi);
    }
    inside
}

/// A follower in a player's colour, `size` pixels tall, centred on (cx, cy);
/// a farmer lies on its side. Large enough followers carry their seat number.
#[allow(clippy::too_many_arguments)]
pub(crate) fn meeple(
    img: &mut impl Surface,
    pen: &Pen,
    cx: f32,
    cy: f32,
    size: f32,
    colour: Rgb<u8>,
    lying: bool,
    label: Option<&str>,
) {
    figure_of(
        img,
        pen,
        (cx, cy),
        size,
        colour,
        Shape::Follower,
        lying,
        label,
    );
}

/// A figure of any shape in a player's colour, `size` pixels tall, centred
/// on `at`; `lying` turns it on its side (a farmer).
#[allow(clippy::too_many_arguments)]
pub(crate) fn figure_of(
    img: &mut impl Surface,
    pen: &Pen,
    at: (f32, f32),
    size: f32,
    colour: Rgb<u8>,
    shape: Shape,
    lying: bool,
    label: Option<&str>,
) {
    let (cx, cy) = at;
    let outline = colors::ink_on(colour);
    let key = (size.to_bits(), lying, frac_bits(cx), frac_bits(cy), shape);
    let (fx, fy) = (cx - cx.floor(), cy - cy.floor());
    let fig = cached(&pen.figures, &key, || figure(fx, fy, size, lying, shape));
    let (bx, by) = (cx.floor() as i32, cy.floor() as i32);
    let n = 9.0;
    for (i, (&rim, &body)) in fig.rim.iter().zip(&fig.body).enumerate() {
        let x = bx + fig.x0 + (i as u32 % fig.w) as i32;
        let y = by + fig.y0 + (i as u32 / fig.w) as i32;
        if rim > 0 {
            blend_pixel(img, x, y, outline, f32::from(rim) / n);
        }
        if body > 0 {
            blend_pixel(img, x, y, colour, f32::from(body) / n);
        }
    }
    if let Some(label) = label
        && size >= 26.0
    {
        let (lx, ly) = if lying {
            (cx + size * 0.1, cy)
        } else {
            (cx, cy + size * 0.1)
        };
        text_centred(img, pen, lx as i32, ly as i32, size * 0.3, outline, label);
    }
}

/// A follower's coverage around (cx, cy), sampled 3 × 3 per pixel: where
/// its outline and its body fall.
fn figure(cx: f32, cy: f32, size: f32, lying: bool, shape: Shape) -> Figure {
    const SS: i32 = 3;
    let half = size * 0.62;
    let (x0, x1) = ((cx - half).floor() as i32, (cx + half).ceil() as i32);
    let (y0, y1) = ((cy - half).floor() as i32, (cy + half).ceil() as i32);
    let grow = 1.0 + (2.4 / size).max(0.12);
    let mut fig = Figure {
        x0,
        y0,
        w: (x1 - x0 + 1) as u32,
        rim: Vec::new(),
        body: Vec::new(),
    };
    for y in y0..=y1 {
        for x in x0..=x1 {
            let (mut body, mut rim) = (0, 0);
            for sy in 0..SS {
                for sx in 0..SS {
                    let px = (x as f32 + (sx as f32 + 0.5) / SS as f32 - cx) / size;
                    let py = (y as f32 + (sy as f32 + 0.5) / SS as f32 - cy) / size;
                    let (u, v) = if lying { (py, -px) } else { (px, py) };
                    if in_shape(shape, u, v) {
                        body += 1;
                    } else if in_shape(shape, u / grow, (v + 0.05) / grow - 0.05) {
                        rim += 1;
                    }
                }
            }
            fig.rim.push(rim);
            fig.body.push(body);
        }
    }
    fig
}

#[cfg(test)]
mod tests {
    use super::{Pen, canvas, recycle};
    use crate::i18n::Lang;
    use image::Rgb;

    #[test]
    fn a_canvas_on_a_recycled_buffer_is_all_background() {
        for (w, h) in [(700, 600), (650, 601), (800, 900)] {
            let mut used = canvas(w, h, Rgb([1, 2, 3]));
            used.pixels_mut().for_each(|p| *p = Rgb([200, 100, 50]));
            recycle(used);
            let fresh = canvas(w - 3, h, Rgb([43, 45, 49]));
            assert_eq!(fresh.dimensions(), (w - 3, h));
            assert!(fresh.pixels().all(|p| *p == Rgb([43, 45, 49])));
        }
    }

    #[test]
    fn the_font_draws_every_letter_of_every_language() {
        // As the bot draws: the built-in font, then the fallback fonts it
        // loads from `assets/` at start-up (CJK, symbols).
        let pen = Pen::with_fallbacks(crate::assets::fallback_fonts());
        // The built-in font alone draws every language in Latin, Greek or
        // Cyrillic letters.
        let builtin = Pen::new();
        for lang in Lang::ALL {
            // The words drawn on pictures: the `picture-…` messages.
            let mut drawn = String::from(lang.native_name());
            let mut on_picture = false;
            for line in lang.catalogue().lines() {
                if line.starts_with(|c: char| c.is_ascii_lowercase()) {
                    on_picture = line.starts_with("picture-");
                }
                if on_picture {
                    drawn.push_str(line);
                }
            }
            let missing: Vec<char> = drawn.chars().filter(|&c| !pen.covers(c)).collect();
            assert!(missing.is_empty(), "{}: {missing:?}", lang.code());
            if !matches!(lang, Lang::Ja | Lang::Ko | Lang::ZhCn) {
                let missing: Vec<char> = drawn.chars().filter(|&c| !builtin.covers(c)).collect();
                assert!(
                    missing.is_empty(),
                    "{} without fallbacks: {missing:?}",
                    lang.code()
                );
            }
        }
    }
}
