//! Text as it is drawn: letters in the order they are seen (right-to-left
//! runs of Hebrew or Arabic turned around, by the Unicode bidi algorithm),
//! without what has no picture of its own.

use unicode_bidi::{BidiInfo, Level};

use crate::names::is_hidden;

/// What draws nothing in a monochrome font: hidden characters (see
/// [`is_hidden`]), the emoji joiner, variation selectors and skin-tone
/// modifiers (each emoji of a sequence is drawn on its own).
fn undrawn(c: char) -> bool {
    is_hidden(c)
        || matches!(
            c,
            '\u{200D}' | '\u{FE00}'..='\u{FE0F}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0100}'..='\u{E01EF}'
        )
}

/// `s` in drawing order, left to right.
pub(crate) fn visual(s: &str) -> String {
    let kept: String = s.chars().filter(|&c| !undrawn(c)).collect();
    if !kept.chars().any(is_rtl) {
        return kept;
    }
    // Names stand in left-to-right lines, as Discord shows them.
    let info = BidiInfo::new(&kept, Some(Level::ltr()));
    let mut out = String::with_capacity(kept.len());
    for para in &info.paragraphs {
        out.push_str(&info.reorder_line(para, para.range.clone()));
    }
    out
}

/// Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko
/// and their presentation forms).
fn is_rtl(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use super::visual;

    #[test]
    fn text_is_drawn_in_the_order_it_is_seen() {
        assert_eq!(visual("Ann"), "Ann");
        assert_eq!(visual("🐉 Drachen"), "🐉 Drachen");
        assert_eq!(visual("👩\u{200D}🚀\u{FE0F}"), "👩🚀");
        // An override is not obeyed: the name reads as written.
        assert_eq!(visual("\u{202E}Bob"), "Bob");
        // Hebrew reads right to left: its letters are drawn reversed.
        assert_eq!(visual("שלום"), "םולש");
        assert_eq!(visual("1 שלום"), "1 םולש");
        assert_eq!(visual("שלום Иван"), "םולש Иван");
    }
}
