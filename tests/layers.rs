//! The layers of `docs/architecture.md`, held: each room of `src/` imports
//! only rooms on the floors below it (tests beside the code may reach
//! further, to check a room against another). A new arrow that runs up a
//! floor fails here with the file and the line.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Each room and the rooms it may import, bottom floor first (the same
/// table as `docs/architecture.md`).
const ROOMS: &[(&str, &[&str])] = &[
    ("names", &[]),
    ("metrics", &[]),
    ("assets", &[]),
    ("engine", &[]),
    ("i18n", &["engine"]),
    ("ai", &["engine"]),
    ("store", &["engine", "ai", "i18n", "metrics"]),
    ("render", &["engine", "i18n", "names", "assets"]),
    (
        "game",
        &["store", "ai", "engine", "i18n", "names", "metrics"],
    ),
    ("ops", &["game", "metrics"]),
    (
        "discord",
        &[
            "ops", "game", "render", "store", "ai", "engine", "i18n", "names", "assets", "metrics",
        ],
    ),
    ("sim", &["discord", "game", "store", "ai", "engine", "i18n"]),
    (
        "cli",
        &[
            "sim", "game", "render", "store", "ai", "engine", "i18n", "assets",
        ],
    ),
];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The room a file of `src/` belongs to.
fn room_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    Some(first.trim_end_matches(".rs").to_string())
}

/// The rooms a file's code (its tests left out) names as `crate::room`.
fn imports(text: &str) -> Vec<(usize, String)> {
    let code = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let mut rest = line;
        while let Some(i) = rest.find("crate::") {
            rest = &rest[i + "crate::".len()..];
            let room: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.push((n + 1, room));
        }
    }
    out
}

#[test]
fn no_room_imports_one_on_a_floor_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let known: BTreeSet<&str> = ROOMS.iter().map(|r| r.0).collect();
    let mut wrong = Vec::new();
    for file in &all {
        let Some(room) = room_of(&src, file) else {
            continue;
        };
        let Some((_, allowed)) = ROOMS.iter().find(|r| r.0 == room) else {
            // lib.rs and main.rs sit above every room.
            continue;
        };
        // A room's own tests (a `tests.rs` of its own) may reach further.
        if file.file_name().is_some_and(|f| f == "tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (line, to) in imports(&text) {
            if to != room && known.contains(to.as_str()) && !allowed.contains(&to.as_str()) {
                wrong.push(format!(
                    "{}:{line}: {room} imports {to}",
                    file.strip_prefix(&src).unwrap().display()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "arrows up a floor:\n{}", wrong.join("\n"));
}
