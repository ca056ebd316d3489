//! Files the bot loads at start-up rather than building them in (the
//! binary stays small): the fallback fonts that draw names in CJK and
//! emoji. They live in `assets/fonts`, found under `ASSETS_DIR`, the
//! working folder, or the source tree the binary was built from.

use std::path::{Path, PathBuf};

/// The fallback fonts, in the order a letter is looked for in them (after
/// the built-in DejaVu Sans Bold). See `assets/fonts/tools/subset.py`.
pub const FALLBACK_FONTS: &[&str] = &["NotoSansCJK-Bold-subset.otf", "Symbola-subset.ttf"];

/// The assets folder: `ASSETS_DIR` if set, else `assets` in the working
/// folder, else the source tree's (for `cargo run` and the tests).
pub fn dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("ASSETS_DIR") {
        return PathBuf::from(dir);
    }
    let here = Path::new("assets");
    if here.join("fonts").is_dir() {
        return here.to_path_buf();
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// The fallback fonts' bytes, those that could be read; a missing one is
/// logged (names in its scripts are then drawn as U+FFFD).
pub fn fallback_fonts() -> Vec<Vec<u8>> {
    let fonts = dir().join("fonts");
    FALLBACK_FONTS
        .iter()
        .filter_map(|name| {
            let path = fonts.join(name);
            match std::fs::read(&path) {
                Ok(bytes) => Some(bytes),
                Err(e) => {
                    tracing::warn!(path = %path.display(), error = %e, "a fallback font is missing: names in its scripts will not draw");
                    None
                }
            }
        })
        .collect()
}
