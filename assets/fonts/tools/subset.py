#!/usr/bin/env python3
"""Makes the fallback fonts in assets/fonts from Debian's font packages.

Names on the pictures are drawn with DejaVu Sans Bold first (Latin, Greek,
Cyrillic, Hebrew, Arabic); what it lacks comes from these, cut down to the
characters people's names and our languages use:

- NotoSansCJK-Bold-subset.otf: Noto Sans CJK JP Bold (SIL OFL 1.1, Debian
  `fonts-noto-cjk`), cut to kana, CJK punctuation and full-width forms,
  every Hangul syllable of KS X 1001, and the Han characters of GB 2312,
  JIS X 0208 and Big5's common level (what nearly every name in Chinese,
  Japanese or Korean is written with), plus every letter of the
  catalogues in assets/locales.
- Symbola-subset.ttf: Symbola (George Douros, "free for any use", Debian
  `fonts-symbola`), monochrome emoji and symbols up to Unicode 9, cut to
  the emoji and symbol blocks.

Run from the repository's top: python3 assets/fonts/tools/subset.py
It needs fonttools (pip install fonttools) and the two Debian packages.
"""

import glob
import os
import subprocess
import sys
import tempfile

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
CJK_INDEX = 0  # Noto Sans CJK JP Bold
SYMBOLA = "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"
OUT = "assets/fonts"


def decoded(codec, firsts, seconds):
    """Every character a two-byte legacy code page encodes."""
    out = set()
    for a in firsts:
        for b in seconds:
            try:
                out.update(bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def cjk_chars():
    chars = set()
    chars |= decoded("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
    chars |= decoded("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF))
    chars |= decoded("euc_kr", range(0xA1, 0xFE), range(0xA1, 0xFF))
    chars |= decoded("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    ranges = [
        (0x3000, 0x303F),  # CJK symbols and punctuation
        (0x3040, 0x30FF),  # hiragana, katakana
        (0x31F0, 0x31FF),  # katakana phonetic extensions
        (0x3130, 0x318F),  # Hangul compatibility jamo
        (0xFF00, 0xFFEF),  # half-width and full-width forms
    ]
    for lo, hi in ranges:
        chars.update(chr(c) for c in range(lo, hi + 1))
    for path in glob.glob("assets/locales/*.ftl"):
        with open(path, encoding="utf-8") as f:
            chars.update(f.read())
    return {c for c in chars if ord(c) > 0x2E7F}


def symbol_ranges():
    return [
        (0x2190, 0x21FF), (0x2300, 0x23FF), (0x2460, 0x24FF), (0x25A0, 0x27BF),
        (0x2900, 0x297F), (0x2B00, 0x2BFF), (0x1F000, 0x1F2FF),
        (0x1F300, 0x1F6FF), (0x1F900, 0x1F9FF),
    ]


def subset(font, index, unicodes, out):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(unicodes))
        listing = f.name
    try:
        subprocess.run(
            [
                sys.executable, "-m", "fontTools.subset", font,
                f"--font-number={index}", f"--unicodes-file={listing}",
                f"--output-file={out}", "--layout-features=",
                "--no-hinting", "--desubroutinize", "--name-IDs=0,1,2,3,4,5,6,13,14",
                "--notdef-outline",
            ],
            check=True,
        )
    finally:
        os.unlink(listing)
    print(out, os.path.getsize(out), "bytes")


def main():
    cjk = sorted(f"U+{ord(c):04X}" for c in cjk_chars())
    subset(CJK, CJK_INDEX, cjk, f"{OUT}/NotoSansCJK-Bold-subset.otf")
    sym = [f"U+{lo:04X}-{hi:04X}" for lo, hi in symbol_ranges()]
    subset(SYMBOLA, 0, sym, f"{OUT}/Symbola-subset.ttf")


if __name__ == "__main__":
    main()
