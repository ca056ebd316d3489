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

/// `docs/architecture.md`, read once.
fn architecture() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    std::fs::read_to_string(path).unwrap()
}

/// The file-by-file list names every file of `src/` (as its path under
/// `src/`), and only files that exist: a file added, moved or removed
/// without its line fails here.
#[test]
fn the_architecture_names_every_file_of_src() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let on_disk: BTreeSet<String> = all
        .iter()
        .map(|f| f.strip_prefix(&src).unwrap().display().to_string())
        .collect();
    let doc = architecture();
    let section = doc
        .split("## The rooms, file by file")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("docs/architecture.md has a section \"The rooms, file by file\"");
    let named: BTreeSet<String> = section
        .lines()
        .filter_map(|l| l.strip_prefix("- `")?.split('`').next())
        .map(str::to_string)
        .collect();
    let missing: Vec<_> = on_disk.difference(&named).collect();
    let stale: Vec<_> = named.difference(&on_disk).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "docs/architecture.md should name every file of src/: missing {missing:?}, no such file {stale:?}"
    );
}

/// The floors table of `docs/architecture.md` is the table above: each
/// room may import what its row says.
#[test]
fn the_architecture_shows_the_floors_that_are_held() {
    let doc = architecture();
    let mut seen = BTreeSet::new();
    for row in doc
        .lines()
        .filter(|l| l.starts_with("| ") && l.matches('|').count() == 5)
    {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (rooms, may) = (cells[2], cells[4]);
        let allowed: BTreeSet<&str> = may.split(", ").filter(|r| *r != "nothing").collect();
        for room in rooms.split(", ") {
            let room = room
                .trim_matches('`')
                .trim_end_matches('/')
                .trim_end_matches(".rs");
            let Some((_, held)) = ROOMS.iter().find(|r| r.0 == room) else {
                continue;
            };
            let held: BTreeSet<&str> = held.iter().copied().collect();
            assert_eq!(allowed, held, "docs/architecture.md's row for {room}");
            seen.insert(room);
        }
    }
    let every: BTreeSet<&str> = ROOMS.iter().map(|r| r.0).collect();
    assert_eq!(
        seen, every,
        "docs/architecture.md's floors table should have every room"
    );
}
