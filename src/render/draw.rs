//! Drawing primitives: text, translucent boxes, outlines, followers.

use ab_glyph::{FontRef, PxScale};
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_text_mut, text_size};

use super::colors;

static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The embedded font (DejaVu Sans Bold, see `assets/fonts`).
pub(crate) fn font() -> FontRef<'static> {
    FontRef::try_from_slice(FONT_BYTES).expect("the embedded font parses")
}

pub(crate) fn text_width(font: &FontRef<'static>, size: f32, s: &str) -> u32 {
    text_size(PxScale::from(size), font, s).0
}

pub(crate) fn text(
    img: &mut RgbImage,
    font: &FontRef<'static>,
    x: i32,
    y: i32,
    size: f32,
    colour: Rgb<u8>,
    s: &str,
) {
    draw_text_mut(img, colour, x, y, PxScale::from(size), font, s);
}

/// Text centred on (cx, cy).
pub(crate) fn text_centred(
    img: &mut RgbImage,
    font: &FontRef<'static>,
    cx: i32,
    cy: i32,
    size: f32,
    colour: Rgb<u8>,
    s: &str,
) {
    let (w, _) = text_size(PxScale::from(size), font, s);
    // Cap height of DejaVu Sans is about 0.73 em; its top sits ~0.2 em below y.
    let top = cy - (size * 0.56) as i32;
    draw_text_mut(
        img,
        colour,
        cx - w as i32 / 2,
        top,
        PxScale::from(size),
        font,
        s,
    );
}

pub(crate) fn blend_pixel(img: &mut RgbImage, x: i32, y: i32, colour: Rgb<u8>, alpha: f32) {
    if x < 0 || y < 0 || x >= img.width() as i32 || y >= img.height() as i32 {
        return;
    }
    let p = img.get_pixel_mut(x as u32, y as u32);
    if alpha >= 1.0 {
        *p = colour;
        return;
    }
    for i in 0..3 {
        // Both terms are non-negative, so adding a half and truncating
        // rounds (and is much cheaper than `f32::round`).
        p.0[i] = (f32::from(p.0[i]) * (1.0 - alpha) + f32::from(colour.0[i]) * alpha + 0.5) as u8;
    }
}

/// A canvas filled with one colour.
pub(crate) fn canvas(width: u32, height: u32, colour: Rgb<u8>) -> RgbImage {
    let raw = colour.0.repeat((width * height) as usize);
    RgbImage::from_raw(width, height, raw).expect("the buffer matches the size")
}

/// Copies `src` onto `dst` with its top left corner at (x, y), clipped to
/// `dst`: a row at a time, much faster than pixel by pixel.
pub(crate) fn paste(dst: &mut RgbImage, src: &RgbImage, x: i64, y: i64) {
    let (dw, dh) = (i64::from(dst.width()), i64::from(dst.height()));
    let (sw, sh) = (i64::from(src.width()), i64::from(src.height()));
    let (x0, x1) = (x.max(0), (x + sw).min(dw));
    let (y0, y1) = (y.max(0), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let len = ((x1 - x0) * 3) as usize;
    let (dst_raw, src_raw) = (&mut **dst, &**src);
    for row in y0..y1 {
        let d = ((row * dw + x0) * 3) as usize;
        let s = (((row - y) * sw + (x0 - x)) * 3) as usize;
        dst_raw[d..d + len].copy_from_slice(&src_raw[s..s + len]);
    }
}

pub(crate) fn fill_rect(
    img: &mut RgbImage,
    x: i32,
    y: i32,
    w: u32,
    h: u32,
    colour: Rgb<u8>,
    alpha: f32,
) {
    for yy in y.max(0)..(y + h as i32).min(img.height() as i32) {
        for xx in x.max(0)..(x + w as i32).min(img.width() as i32) {
            blend_pixel(img, xx, yy, colour, alpha);
        }
    }
}

/// A rectangle's outline, `t` pixels thick, drawn inside the rectangle.
pub(crate) fn outline_rect(
    img: &mut RgbImage,
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
pub(crate) fn disc(img: &mut RgbImage, cx: f32, cy: f32, r: f32, colour: Rgb<u8>) {
    let (x0, x1) = ((cx - r - 1.0).floor() as i32, (cx + r + 1.0).ceil() as i32);
    let (y0, y1) = ((cy - r - 1.0).floor() as i32, (cy + r + 1.0).ceil() as i32);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
            let a = (r - d + 0.5).clamp(0.0, 1.0);
            if a > 0.0 {
                blend_pixel(img, x, y, colour, a);
            }
        }
    }
}

/// A round badge with a label: candidate numbers and follower-spot letters.
#[allow(clippy::too_many_arguments)]
pub(crate) fn badge(
    img: &mut RgbImage,
    font: &FontRef<'static>,
    cx: f32,
    cy: f32,
    r: f32,
    fill: Rgb<u8>,
    ink: Rgb<u8>,
    label: &str,
) {
    disc(img, cx, cy, r + (r * 0.12).max(1.5), ink);
    disc(img, cx, cy, r, fill);
    let mut size = r * if label.len() > 1 { 1.15 } else { 1.35 };
    let max_w = 1.7 * r;
    while size > 6.0 && text_width(font, size, label) as f32 > max_w {
        size -= 1.0;
    }
    text_centred(
        img,
        font,
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
    img: &mut RgbImage,
    font: &FontRef<'static>,
    cx: f32,
    cy: f32,
    size: f32,
    colour: Rgb<u8>,
    lying: bool,
    label: Option<&str>,
) {
    const SS: i32 = 3;
    let outline = colors::ink_on(colour);
    let half = size * 0.62;
    let (x0, x1) = ((cx - half).floor() as i32, (cx + half).ceil() as i32);
    let (y0, y1) = ((cy - half).floor() as i32, (cy + half).ceil() as i32);
    let grow = 1.0 + (2.4 / size).max(0.12);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let (mut body, mut rim) = (0, 0);
            for sy in 0..SS {
                for sx in 0..SS {
                    let px = (x as f32 + (sx as f32 + 0.5) / SS as f32 - cx) / size;
                    let py = (y as f32 + (sy as f32 + 0.5) / SS as f32 - cy) / size;
                    let (u, v) = if lying { (py, -px) } else { (px, py) };
                    if in_meeple(u, v) {
                        body += 1;
                    } else if in_meeple(u / grow, (v + 0.05) / grow - 0.05) {
                        rim += 1;
                    }
                }
            }
            let n = (SS * SS) as f32;
            if rim > 0 {
                blend_pixel(img, x, y, outline, rim as f32 / n);
            }
            if body > 0 {
                blend_pixel(img, x, y, colour, body as f32 / n);
            }
        }
    }
    if let Some(label) = label {
        if size >= 26.0 {
            let (lx, ly) = if lying {
                (cx + size * 0.1, cy)
            } else {
                (cx, cy + size * 0.1)
            };
            text_centred(img, font, lx as i32, ly as i32, size * 0.3, outline, label);
        }
    }
}
