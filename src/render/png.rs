//! PNG encoding: fast, and in bands that can be encoded again one by one.
//!
//! The compression is fdeflate's, the one `image` uses for fast PNGs (its
//! Huffman table and block header are copied from fdeflate 0.3, MIT OR
//! Apache-2.0): rows filtered with Paeth, one fixed Huffman table made for
//! filtered pictures, and runs of zeros written as matches one byte back.
//! Encoded as one block, a picture comes out byte for byte as `image`'s
//! encoder writes it (a test checks this).
//!
//! Here a picture is written in bands of [`BAND_ROWS`] rows, each a deflate
//! block of its own that ends on a byte boundary (after an empty stored
//! block, as zlib's sync flush), so its compressed bytes stand alone. A
//! picture that differs from one encoded before only in some rows (a turn's
//! preview differs from the turn's picture in the tile in hand and the
//! square the tile is shown on) is encoded by compressing again only the
//! bands those rows touch (a band's first row is filtered against the row
//! above it: a change in that row touches the band too) and copying the
//! bytes of the others. The bands cost about 60 bytes each (about 1% of a
//! board picture).

use std::ops::Range;

use image::RgbImage;

/// Rows in a band (the last band may have fewer).
pub const BAND_ROWS: u32 = 32;

/// An encoded PNG, and where its bands lie in it.
#[derive(Clone, Debug)]
pub struct Png {
    bytes: Vec<u8>,
    width: u32,
    height: u32,
    bands: Vec<Band>,
}

/// One band: its compressed bytes in [`Png::bytes`], and the Adler-32 of its
/// filtered rows (the zlib checksum is put together from these).
#[derive(Clone, Copy, Debug)]
struct Band {
    start: usize,
    end: usize,
    adler: u32,
}

impl Png {
    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    pub fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }
}

/// Encodes `img`.
pub fn encode(img: &RgbImage) -> Png {
    let (width, height) = img.dimensions();
    assemble(width, height, None, |_| true, |r| image_row(img, r))
}

/// Encodes `img`, which is the picture `base` was encoded from except in the
/// rows `changed` (and is as large): only the bands those rows touch are
/// compressed again. A `base` of another size is not used.
pub fn encode_changed(img: &RgbImage, base: &Png, changed: &[Range<u32>]) -> Png {
    let (width, height) = img.dimensions();
    if base.dimensions() != (width, height) {
        return encode(img);
    }
    let touched = |band: Range<u32>| touches(changed, &reads(&band));
    assemble(width, height, Some(base), touched, |r| image_row(img, r))
}

/// The rows to draw again for a picture that differs from an encoded one in
/// the rows `changed`, as few ranges: the bands those rows touch, each with
/// the row above it (which its first row is filtered against).
pub fn rows_to_draw(height: u32, changed: &[Range<u32>]) -> Vec<Range<u32>> {
    let mut rows: Vec<Range<u32>> = Vec::new();
    for band in bands(height) {
        let read = reads(&band);
        if touches(changed, &read) {
            match rows.last_mut() {
                Some(last) if last.end >= read.start => last.end = read.end,
                _ => rows.push(read),
            }
        }
    }
    rows
}

/// Encodes the picture `base` was encoded from with some of its rows drawn
/// anew: each strip (its first row, and the rows from there on) replaces
/// the bands it holds whole, with the row above each, and the other bands
/// are copied from `base`. None if a strip is not as wide as `base`.
pub fn encode_strips(base: &Png, strips: &[(u32, RgbImage)]) -> Option<Png> {
    let (width, height) = base.dimensions();
    if strips.iter().any(|(_, s)| s.width() != width) {
        return None;
    }
    let strip_of = |r: u32| {
        strips
            .iter()
            .find(|(top, s)| (*top..top + s.height()).contains(&r))
    };
    let held = |band: Range<u32>| {
        let read = reads(&band);
        strip_of(read.start).is_some_and(|(top, s)| read.end <= top + s.height())
    };
    let row = |r: u32| {
        let (top, s) = strip_of(r).expect("a band drawn anew lies in a strip");
        image_row(s, r - top)
    };
    Some(assemble(width, height, Some(base), held, row))
}

/// The rows a band's encoding reads: its own, and the row above it.
fn reads(band: &Range<u32>) -> Range<u32> {
    band.start.saturating_sub(1)..band.end
}

fn touches(changed: &[Range<u32>], rows: &Range<u32>) -> bool {
    changed
        .iter()
        .any(|c| c.start < rows.end && c.end > rows.start)
}

fn image_row(img: &RgbImage, r: u32) -> &[u8] {
    let stride = img.width() as usize * 3;
    &img.as_raw()[r as usize * stride..(r as usize + 1) * stride]
}

/// The bands of a picture `height` rows tall.
fn bands(height: u32) -> impl Iterator<Item = Range<u32>> {
    (0..height)
        .step_by(BAND_ROWS as usize)
        .map(move |r0| r0..(r0 + BAND_ROWS).min(height))
}

const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// A block after which the stream is byte-aligned, and the last block.
const SYNC: [u8; 4] = [0x00, 0x00, 0xff, 0xff];
const LAST: [u8; 5] = [0x01, 0x00, 0x00, 0xff, 0xff];

/// Writes the PNG: the bands `fresh` names compressed from `row`'s rows,
/// the others copied from `base` (which must then be as large).
fn assemble<'a>(
    width: u32,
    height: u32,
    base: Option<&Png>,
    fresh: impl Fn(Range<u32>) -> bool,
    row: impl Fn(u32) -> &'a [u8],
) -> Png {
    let stride = width as usize * 3;
    let mut out = Vec::with_capacity(match base {
        Some(base) => base.bytes.len() + base.bytes.len() / 4,
        None => stride * height as usize / 6 + 1024,
    });
    out.extend_from_slice(&SIGNATURE);
    chunk(&mut out, b"IHDR", &ihdr(width, height));

    let idat = out.len();
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(b"IDAT");
    // zlib: deflate with a 32 KiB window, the fastest level.
    out.extend_from_slice(&[0x78, 0x01]);
    let mut filter = Filter::new(stride);
    let mut adler = 1u32;
    let mut kept = Vec::with_capacity(height.div_ceil(BAND_ROWS) as usize);
    for (k, rows) in bands(height).enumerate() {
        let start = out.len();
        let filtered_len = rows.len() * (stride + 1);
        let copy = base
            .filter(|_| !fresh(rows.clone()))
            .and_then(|b| Some((b, *b.bands.get(k)?)));
        let band_adler = match copy {
            Some((base, band)) => {
                out.extend_from_slice(&base.bytes[band.start..band.end]);
                band.adler
            }
            None => {
                let above = (rows.start > 0).then(|| row(rows.start - 1));
                compress_band(&mut out, &mut filter, above, rows.map(&row))
            }
        };
        adler = adler32_combine(adler, band_adler, filtered_len);
        kept.push(Band {
            start,
            end: out.len(),
            adler: band_adler,
        });
    }
    out.extend_from_slice(&LAST);
    out.extend_from_slice(&adler.to_be_bytes());
    let len = (out.len() - idat - 8) as u32;
    out[idat..idat + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[idat + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
    chunk(&mut out, b"IEND", &[]);
    // Pictures are kept a while: without the room kept for a worse case.
    out.shrink_to_fit();
    Png {
        bytes: out,
        width,
        height,
        bands: kept,
    }
}

fn ihdr(width: u32, height: u32) -> [u8; 13] {
    let mut h = [0u8; 13];
    h[..4].copy_from_slice(&width.to_be_bytes());
    h[4..8].copy_from_slice(&height.to_be_bytes());
    // 8 bits per channel, RGB, deflate, adaptive filtering, no interlace.
    h[8..].copy_from_slice(&[8, 2, 0, 0, 0]);
    h
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let at = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[at..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// Compresses some rows (filtered against `above`, the row before them, if
/// any) as one block that ends byte-aligned; returns the Adler-32 of the
/// filtered rows.
fn compress_band<'a>(
    out: &mut Vec<u8>,
    filter: &mut Filter,
    above: Option<&'a [u8]>,
    rows: impl Iterator<Item = &'a [u8]>,
) -> u32 {
    let mut bits = Bits::new(out);
    bits.header(false);
    let mut adler = simd_adler32::Adler32::new();
    let mut prev = above;
    for row in rows {
        let line = filter.paeth(prev, row);
        adler.write(line);
        bits.data(line);
        prev = Some(row);
    }
    bits.end_block();
    // An empty stored block: three bits, then to the byte boundary.
    bits.put(0, 3);
    bits.flush();
    out.extend_from_slice(&SYNC);
    adler.finish()
}

/// The Paeth filter, a row at a time, with a buffer for the filtered row.
struct Filter {
    line: Vec<u8>,
    zero: Vec<u8>,
    avx2: bool,
}

impl Filter {
    fn new(stride: usize) -> Filter {
        #[cfg(target_arch = "x86_64")]
        let avx2 = std::arch::is_x86_feature_detected!("avx2");
        #[cfg(not(target_arch = "x86_64"))]
        let avx2 = false;
        Filter {
            line: vec![0; stride + 1],
            zero: vec![0; stride],
            avx2,
        }
    }

    /// `row` filtered against `prev` (none for the first row), with the
    /// filter's byte in front.
    fn paeth(&mut self, prev: Option<&[u8]>, row: &[u8]) -> &[u8] {
        let prev = prev.unwrap_or(&self.zero);
        self.line[0] = 4;
        let out = &mut self.line[1..];
        #[cfg(target_arch = "x86_64")]
        if self.avx2 {
            // SAFETY: the processor has AVX2 (checked in `Filter::new`).
            unsafe { paeth_avx2(prev, row, out) };
            return &self.line;
        }
        paeth_row(prev, row, out);
        &self.line
    }
}

/// The same loop, compiled for AVX2 (about 2.5 times as fast).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn paeth_avx2(prev: &[u8], row: &[u8], out: &mut [u8]) {
    paeth_row(prev, row, out)
}

/// Paeth-filters a row of RGB pixels (3 bytes each) against the row above.
#[inline(always)]
fn paeth_row(prev: &[u8], row: &[u8], out: &mut [u8]) {
    let n = row.len().min(prev.len()).min(out.len());
    if n < 3 {
        return;
    }
    // The first pixel has nothing to its left: Paeth is then "up".
    for i in 0..3 {
        out[i] = row[i].wrapping_sub(prev[i]);
    }
    let (out, cur) = (&mut out[3..n], &row[3..n]);
    let (left, up, up_left) = (&row[..n - 3], &prev[3..n], &prev[..n - 3]);
    for i in 0..out.len() {
        out[i] = cur[i].wrapping_sub(paeth(left[i], up[i], up_left[i]));
    }
}

/// The Paeth predictor on bytes: of left, up and up-left, the one nearest
/// left + up - up-left (ties in that order).
#[inline(always)]
fn paeth(a: u8, b: u8, c: u8) -> u8 {
    // |p - a| = |b - c| and |p - b| = |a - c|; |p - c| = |(a - c) + (b - c)|,
    // which is |pa - pb| when the two differ in sign and otherwise at least
    // pa and pb (so never chosen: 255 stands for it).
    let pa = b.max(c) - b.min(c);
    let pb = a.max(c) - a.min(c);
    let pc = if (a < c) == (c < b) {
        pa.max(pb) - pa.min(pb)
    } else {
        255
    };
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// Bits written least significant first, as deflate wants them.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    buffer: u64,
    n: u8,
}

impl<'a> Bits<'a> {
    fn new(out: &'a mut Vec<u8>) -> Bits<'a> {
        Bits {
            out,
            buffer: 0,
            n: 0,
        }
    }

    /// Writes the `n` low bits of `bits` (at most 57 at a time).
    #[inline(always)]
    fn put(&mut self, bits: u64, n: u8) {
        self.buffer |= bits << self.n;
        self.n += n;
        if self.n >= 64 {
            self.out.extend_from_slice(&self.buffer.to_le_bytes());
            self.n -= 64;
            self.buffer = bits.checked_shr(u32::from(n - self.n)).unwrap_or(0);
        }
    }

    /// Pads with zeros to the byte boundary and writes out what is held.
    fn flush(&mut self) {
        let bytes = usize::from(self.n.div_ceil(8));
        self.out
            .extend_from_slice(&self.buffer.to_le_bytes()[..bytes]);
        self.buffer = 0;
        self.n = 0;
    }

    /// The block's header: its Huffman codes (the stream must be at a byte
    /// boundary).
    fn header(&mut self, last: bool) {
        debug_assert_eq!(self.n, 0);
        self.out.push(BLOCK_HEADER[0] & !1 | u8::from(last));
        self.out
            .extend_from_slice(&BLOCK_HEADER[1..BLOCK_HEADER.len() - 1]);
        self.put(u64::from(BLOCK_HEADER[BLOCK_HEADER.len() - 1]), 5);
    }

    fn end_block(&mut self) {
        self.put(u64::from(CODES[256]), LENGTHS[256]);
    }

    #[inline(always)]
    fn literal(&mut self, b: u8) {
        self.put(u64::from(CODES[usize::from(b)]), LENGTHS[usize::from(b)]);
    }

    /// A run of `run` zeros: a literal zero, then a match one byte back.
    fn zeros(&mut self, mut run: u32) {
        self.put(u64::from(CODES[0]), LENGTHS[0]);
        run -= 1;
        // Each length code is followed by the one distance code, a 0 bit.
        while run >= 258 {
            self.put(u64::from(CODES[285]), LENGTHS[285] + 1);
            run -= 258;
        }
        if run > 4 {
            let sym = LENGTH_SYMBOL[run as usize - 3] as usize;
            self.put(u64::from(CODES[sym]), LENGTHS[sym]);
            let extra_bits = LENGTH_EXTRA[run as usize - 3];
            let extra = u64::from((run - 3) & ((1 << extra_bits) - 1));
            self.put(extra, extra_bits + 1);
        } else {
            // Short runs as literal zeros (whose code is all zero bits).
            self.put(0, run as u8 * LENGTHS[0]);
        }
    }

    /// Compresses `data` (runs of zeros do not reach past its end).
    fn data(&mut self, data: &[u8]) {
        let mut run = 0u32;
        let mut chunks = data.chunks_exact(8);
        for chunk in &mut chunks {
            let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
            if word == 0 {
                run += 8;
                continue;
            } else if run > 0 {
                let more = word.trailing_zeros() / 8;
                self.zeros(run + more);
                run = 0;
                if more > 0 {
                    run = word.leading_zeros() / 8;
                    for &b in &chunk[more as usize..8 - run as usize] {
                        self.literal(b);
                    }
                    continue;
                }
            }
            let trailing = word.leading_zeros() / 8;
            if trailing > 0 {
                for &b in &chunk[..8 - trailing as usize] {
                    self.literal(b);
                }
                run = trailing;
                continue;
            }
            // Eight literals, four at a time.
            for half in chunk.chunks_exact(4) {
                let [b0, b1, b2, b3] = [0, 1, 2, 3].map(|i| usize::from(half[i]));
                let (n0, n1, n2, n3) = (LENGTHS[b0], LENGTHS[b1], LENGTHS[b2], LENGTHS[b3]);
                let bits = u64::from(CODES[b0])
                    | u64::from(CODES[b1]) << n0
                    | u64::from(CODES[b2]) << (n0 + n1)
                    | u64::from(CODES[b3]) << (n0 + n1 + n2);
                self.put(bits, n0 + n1 + n2 + n3);
            }
        }
        if run > 0 {
            self.zeros(run);
        }
        for &b in chunks.remainder() {
            self.literal(b);
        }
    }
}

/// The block header (from fdeflate): a dynamic-Huffman block with the codes
/// of [`LENGTHS`] for literals and lengths and one distance code; the last
/// byte holds 5 bits. Its first bit marks the last block.
const BLOCK_HEADER: [u8; 52] = [
    237, 192, 3, 160, 36, 89, 150, 198, 241, 255, 119, 238, 141, 200, 204, 167, 114, 75, 99, 174,
    109, 219, 182, 109, 219, 182, 109, 219, 182, 109, 105, 140, 158, 150, 74, 175, 158, 50, 51, 34,
    238, 249, 118, 183, 106, 122, 166, 135, 59, 107, 213, 15,
];

/// Code lengths of the 286 literal and length symbols (from fdeflate): made
/// for filtered picture rows, where bytes near 0 and 255 are common.
const LENGTHS: [u8; 286] = [
    2, 3, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10,
    10, 10, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 11, 11, 11, 11, 11, 11, 11,
    11, 11, 11, 10, 11, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 9, 8, 9, 8, 8, 8, 8, 8, 7,
    7, 7, 6, 6, 6, 5, 4, 3, 12, 12, 12, 9, 9, 11, 10, 11, 11, 10, 11, 11, 11, 11, 11, 11, 12, 11,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 9,
];

/// The canonical codes of [`LENGTHS`], bit-reversed for writing.
const CODES: [u16; 286] = canonical_codes(&LENGTHS);

const fn canonical_codes(lengths: &[u8; 286]) -> [u16; 286] {
    let mut codes = [0u16; 286];
    let mut code = 0u32;
    let mut len = 1;
    while len <= 15 {
        let mut i = 0;
        while i < lengths.len() {
            if lengths[i] == len {
                codes[i] = (code as u16).reverse_bits() >> (16 - len);
                code += 1;
            }
            i += 1;
        }
        code <<= 1;
        len += 1;
    }
    codes
}

/// Deflate's length symbols (257 to 285): the shortest length of each, and
/// how many extra bits follow it.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_BASE_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];

/// For a match of length 3 + i: its symbol, and its extra bits.
const LENGTH_SYMBOL: [u16; 256] = length_table().0;
const LENGTH_EXTRA: [u8; 256] = length_table().1;

const fn length_table() -> ([u16; 256], [u8; 256]) {
    let mut symbols = [0u16; 256];
    let mut extra = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let len = i as u16 + 3;
        let mut s = 0;
        while s + 1 < LENGTH_BASE.len() && LENGTH_BASE[s + 1] <= len {
            s += 1;
        }
        symbols[i] = 257 + s as u16;
        extra[i] = LENGTH_BASE_EXTRA[s];
        i += 1;
    }
    (symbols, extra)
}

/// The Adler-32 of two pieces of data put together, from each one's and
/// the second one's length (zlib's `adler32_combine`).
fn adler32_combine(first: u32, second: u32, second_len: usize) -> u32 {
    const BASE: u64 = 65521;
    let rem = second_len as u64 % BASE;
    let (a1, b1) = (u64::from(first & 0xffff), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xffff), u64::from(second >> 16));
    let a = (a1 + a2 + BASE - 1) % BASE;
    let b = (rem * a1 % BASE + b1 + b2 + BASE - rem) % BASE;
    ((b << 16) | a) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    use image::{ExtendedColorType, ImageEncoder, Rgb};

    /// A picture with flat areas, gradients and noise.
    fn picture(w: u32, h: u32, seed: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| {
            let n = (x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503) ^ seed)
                .wrapping_mul(2_246_822_519);
            if (x / 7 + y / 5) % 3 == 0 {
                Rgb([(n >> 24) as u8, (n >> 16) as u8, (n >> 8) as u8])
            } else if x < w / 3 {
                Rgb([40, 90, 30])
            } else {
                Rgb([(x * 3) as u8, (y * 2) as u8, ((x + y) / 2) as u8])
            }
        })
    }

    /// The picture read back, after a check of every chunk's CRC and of the
    /// zlib stream's Adler-32 (which `image` does not check, but browsers
    /// and Discord's own readers do).
    fn decoded(png: &[u8]) -> RgbImage {
        let mut rest = &png[8..];
        let mut zlib = Vec::new();
        while !rest.is_empty() {
            let len = u32::from_be_bytes(rest[..4].try_into().unwrap()) as usize;
            let (kind_and_data, crc) = (&rest[4..8 + len], &rest[8 + len..12 + len]);
            assert_eq!(crc32fast::hash(kind_and_data).to_be_bytes(), crc);
            if &kind_and_data[..4] == b"IDAT" {
                zlib.extend_from_slice(&kind_and_data[4..]);
            }
            rest = &rest[12 + len..];
        }
        miniz_oxide::inflate::decompress_to_vec_zlib(&zlib).expect("a whole zlib stream");
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a readable PNG")
            .to_rgb8()
    }

    #[test]
    fn a_wrong_checksum_is_noticed() {
        let png = encode(&picture(40, 70, 3)).into_bytes();
        decoded(&png);
        // The signature and IHDR take 33 bytes, then IDAT's length and
        // kind; its data (the zlib stream) ends with the Adler-32.
        let len = png.len() - 33 - 12 - 12;
        let mut zlib = png[33 + 8..33 + 8 + len].to_vec();
        assert!(miniz_oxide::inflate::decompress_to_vec_zlib(&zlib).is_ok());
        *zlib.last_mut().unwrap() ^= 1;
        assert!(miniz_oxide::inflate::decompress_to_vec_zlib(&zlib).is_err());
    }

    /// One final block, as fdeflate writes it.
    fn one_block(img: &RgbImage) -> Vec<u8> {
        let (w, h) = img.dimensions();
        let stride = w as usize * 3;
        let mut out = SIGNATURE.to_vec();
        chunk(&mut out, b"IHDR", &ihdr(w, h));
        let mut z = vec![0x78, 0x01];
        let mut filter = Filter::new(stride);
        let mut adler = simd_adler32::Adler32::new();
        let mut bits = Bits::new(&mut z);
        bits.header(true);
        let mut prev = None;
        for row in img.as_raw().chunks_exact(stride) {
            let line = filter.paeth(prev, row);
            adler.write(line);
            bits.data(line);
            prev = Some(row);
        }
        bits.end_block();
        bits.flush();
        z.extend_from_slice(&adler.finish().to_be_bytes());
        chunk(&mut out, b"IDAT", &z);
        chunk(&mut out, b"IEND", &[]);
        out
    }

    #[test]
    fn one_block_is_what_image_writes_byte_for_byte() {
        // (Tiny pictures `image` stores unfiltered and uncompressed.)
        for (w, h) in [(40, 30), (97, 41), (300, 200), (1001, 3)] {
            let img = picture(w, h, 7);
            let mut theirs = Vec::new();
            PngEncoder::new_with_quality(&mut theirs, CompressionType::Fast, FilterType::Paeth)
                .write_image(img.as_raw(), w, h, ExtendedColorType::Rgb8)
                .unwrap();
            assert!(one_block(&img) == theirs, "{w}x{h}");
        }
    }

    #[test]
    fn the_avx2_filter_is_the_plain_one() {
        let img = picture(257, 9, 3);
        let stride = 257 * 3;
        let mut plain = Filter::new(stride);
        plain.avx2 = false;
        let mut fast = Filter::new(stride);
        let mut prev = None;
        for row in img.as_raw().chunks_exact(stride) {
            assert_eq!(plain.paeth(prev, row), fast.paeth(prev, row));
            prev = Some(row);
        }
    }

    #[test]
    fn banded_pictures_read_back_exactly() {
        for (w, h) in [(1, 1), (5, 31), (5, 32), (5, 33), (130, 97), (640, 300)] {
            let img = picture(w, h, 11);
            let png = encode(&img);
            assert_eq!(decoded(png.bytes()), img, "{w}x{h}");
            assert_eq!(png.bands.len(), h.div_ceil(BAND_ROWS) as usize);
        }
    }

    #[test]
    fn bands_cost_little() {
        let img = picture(600, 640, 5);
        let banded = encode(&img).into_bytes().len();
        let whole = one_block(&img).len();
        // A block header and an empty block each: about 60 bytes.
        assert!(banded <= whole + 20 * 64, "{banded} against {whole}");
    }

    #[test]
    fn a_changed_picture_reuses_the_bands_it_did_not_touch() {
        let base_img = picture(200, 300, 1);
        let base = encode(&base_img);
        let mut img = base_img.clone();
        for y in (40..75).chain(127..128).chain(290..300) {
            for x in 10..60 {
                img.put_pixel(x, y, Rgb([255, 0, (x + y) as u8]));
            }
        }
        let changed = [40..75, 127..128, 290..300];
        let png = encode_changed(&img, &base, &changed);
        assert_eq!(decoded(png.bytes()), img);
        assert_eq!(
            png.bytes(),
            encode(&img).bytes(),
            "the same bytes either way"
        );
        // Bands 0 and 5 to 8 (rows 0..32 and 160..288) were copied (row 127
        // is the one band 4's first row is filtered against).
        for k in [0, 5, 6, 7, 8] {
            let (a, b) = (base.bands[k], png.bands[k]);
            assert_eq!(base.bytes[a.start..a.end], png.bytes[b.start..b.end]);
        }

        // The same with only the bands' rows drawn anew.
        let rows = rows_to_draw(300, &changed);
        assert_eq!(rows, [31..160, 287..300]);
        let strips: Vec<(u32, RgbImage)> = rows
            .iter()
            .map(|r| {
                let strip = image::imageops::crop_imm(&img, 0, r.start, 200, r.len() as u32);
                (r.start, strip.to_image())
            })
            .collect();
        let from_strips = encode_strips(&base, &strips).unwrap();
        assert_eq!(from_strips.bytes(), png.bytes());
        assert!(encode_strips(&base, &[(0, picture(199, 32, 1))]).is_none());
    }

    #[test]
    fn a_base_of_another_size_is_not_used() {
        let base = encode(&picture(20, 40, 1));
        let img = picture(21, 40, 2);
        assert_eq!(decoded(encode_changed(&img, &base, &[]).bytes()), img);
    }

    #[test]
    fn adler32_pieces_combine() {
        let data: Vec<u8> = (0..200_000u32).map(|i| (i * 7 + i / 13) as u8).collect();
        let whole = simd_adler32::adler32(&data.as_slice());
        for cut in [0, 1, 5551, 65521, 100_000, 200_000] {
            let (a, b) = data.split_at(cut);
            let combined = adler32_combine(
                simd_adler32::adler32(&a),
                simd_adler32::adler32(&b),
                b.len(),
            );
            assert_eq!(combined, whole, "cut at {cut}");
        }
    }
}
