//! People's names as Discord gives them: what of them is shown. Used by
//! the service (names in sentences) and the pictures (names drawn).

/// Whether `c` is a bidi control or an invisible character: neither has a
/// place in a name (U+202E turns the rest of a line around; fillers such
/// as U+3164 make a name look empty).
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'
                | '\u{200C}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                // Private use: no font of Discord's draws them (and the
                // service marks icons with two of them).
                | '\u{E000}'..='\u{F8FF}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E007F}'
        )
}

/// A display name as it is kept and shown: bidi controls and invisible
/// characters taken out, runs of spaces made one, and trimmed. The joiner
/// and variation selectors of emoji stay (Discord draws them).
pub fn clean_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().filter(|&c| !is_hidden(c)) {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out.truncate(out.trim_end().len());
    out
}
