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
        "web",
        &[
            "ops", "game", "render", "store", "ai", "engine", "i18n", "names", "assets", "metrics",
        ],
    ),
    (
        "discord",
        &[
            "web", "ops", "game", "render", "store", "ai", "engine", "i18n", "names", "assets",
            "metrics",
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

/// The most lines a function should take (TigerBeetle's limit).
const FUNCTION_LINES: usize = 70;

/// Functions longer than [`FUNCTION_LINES`] (file under `src/`, name), each
/// with the length it may not grow past. A ratchet: a new function may
/// not pass the limit, a listed one may only shrink, and one that fits is
/// taken off the list.
const LONG_FUNCTIONS: &[(&str, &str, usize)] = &[
    ("discord/commands/options.rs", "new", 71),
    ("discord/commands/tournament.rs", "open", 85),
    ("discord/components.rs", "act", 120),
    ("discord/icons.rs", "sync", 80),
    ("discord/ids.rs", "parse", 110),
    ("discord/ids.rs", "all_kinds", 91),
    ("discord/messages.rs", "picture", 105),
    ("discord/ui/turn.rs", "follower_message", 77),
    ("discord/ui/lobby.rs", "lobby_message", 124),
    ("discord/ui/tournaments.rs", "signup_message", 72),
    ("discord/ui/tournaments.rs", "standings_text", 99),
    ("engine/error.rs", "fmt", 121),
    ("engine/game/mod.rs", "with_order", 95),
    ("engine/record/mod.rs", "from_value", 116),
    ("engine/record/replay.rs", "replay_turns", 103),
    ("engine/tiles.rs", "validate", 96),
    ("engine/tiles.rs", "base_set_matches_the_spec_table", 75),
    ("game/service/delivery.rs", "deliver_all", 116),
    ("game/error.rs", "text", 100),
    ("game/service/commit.rs", "commit", 115),
    ("game/service/load.rs", "load_upto", 89),
    ("game/service/lobby.rs", "try_start", 73),
    ("game/service/stand_ins.rs", "hand_seat", 75),
    ("game/service/timers.rs", "time_out", 84),
    ("game/service/tournaments/results.rs", "table_result", 133),
    ("game/service/tournaments/view.rs", "tournament_view", 100),
    ("game/service/turn.rs", "history", 81),
    ("game/service/undo.rs", "apply_undo", 84),
    ("game/service/views.rs", "make_view", 78),
    ("main.rs", "run_bot", 90),
    ("render/art.rs", "new", 85),
    ("render/art.rs", "place_extras", 72),
    ("render/art.rs", "paint", 77),
    ("render/art.rs", "extras_paint", 76),
    ("render/bag.rs", "bag", 73),
    ("render/chart.rs", "rating_chart", 100),
    ("render/close_up.rs", "close_up", 129),
    ("render/picture.rs", "turn_plan", 75),
    ("render/picture.rs", "draw_turn", 129),
    ("render/standings.rs", "standings", 81),
    ("sim/checks.rs", "check", 129),
    ("sim/checks/tournaments.rs", "tournament_table", 79),
    ("sim/world/tournaments.rs", "tournament_step", 102),
    ("store/games.rs", "load_game", 75),
];

/// Each function of a file with a body (its `fn` line to its closing
/// brace at the same indent): its name and lines.
fn function_lengths(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = &line[..line.len() - code.len()];
        let Some(at) = code.find("fn ") else { continue };
        let before = &code[..at];
        let words = [
            "pub",
            "pub(crate)",
            "pub(super)",
            "const",
            "async",
            "unsafe",
        ];
        if !before
            .split_whitespace()
            .all(|w| words.contains(&w) || w == "extern" || w == "\"C\"")
        {
            continue;
        }
        let name: String = code[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // Its body opens on the first line ending in `{` (a declaration
        // ends in `;`, an empty body in `{}`).
        let Some(open) = (i..lines.len()).find(|&j| {
            let t = lines[j].trim_end();
            t.ends_with('{') || t.ends_with(';') || t.ends_with("{}")
        }) else {
            continue;
        };
        if !lines[open].trim_end().ends_with('{') || lines[open].trim_end().ends_with("{}") {
            continue;
        }
        let close = format!("{indent}}}");
        if let Some(end) = (open + 1..lines.len()).find(|&j| lines[j] == close) {
            out.push((name, end - i + 1));
        }
    }
    out
}

#[test]
fn no_function_grows_past_seventy_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for file in &all {
        let rel = file.strip_prefix(&src).unwrap().display().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        for (name, lines) in function_lengths(&text) {
            let allowed = LONG_FUNCTIONS
                .iter()
                .find(|l| l.0 == rel && l.1 == name)
                .map(|l| l.2);
            match allowed {
                Some(most) => {
                    seen.insert((rel.clone(), name.clone()));
                    if lines > most {
                        problems.push(format!(
                            "{rel}: {name} grew to {lines} lines (at most {most})"
                        ));
                    }
                }
                None if lines > FUNCTION_LINES => problems.push(format!(
                    "{rel}: {name} is {lines} lines, over {FUNCTION_LINES}: split it"
                )),
                None => {}
            }
        }
    }
    for (file, name, most) in LONG_FUNCTIONS {
        if !seen.contains(&(file.to_string(), name.to_string())) {
            problems.push(format!(
                "{file}: {name} is gone: take it off LONG_FUNCTIONS"
            ));
        }
        let lengths: Vec<usize> = std::fs::read_to_string(src.join(file))
            .map(|t| function_lengths(&t))
            .unwrap_or_default()
            .into_iter()
            .filter(|(n, _)| n == name)
            .map(|(_, l)| l)
            .collect();
        if lengths.iter().all(|&l| l <= FUNCTION_LINES) && !lengths.is_empty() {
            problems.push(format!(
                "{file}: {name} fits in {FUNCTION_LINES} lines now: take it off LONG_FUNCTIONS"
            ));
        }
        if lengths.iter().any(|&l| l > FUNCTION_LINES) && lengths.iter().max() < Some(most) {
            let now = lengths.iter().max().copied().unwrap_or_default();
            problems.push(format!(
                "{file}: {name} is down to {now} lines: lower its entry"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "function lengths:\n{}",
        problems.join("\n")
    );
}

/// The bot fires timers and moves tournaments on only through the game
/// service's runners, which the simulation drives: the front end looks
/// for no due timer, claims no game's timers or tournament's work, and
/// opens no table and makes no tournament post by itself, so that no
/// decision about them is made where the simulation cannot see it.
#[test]
fn the_bot_runs_timers_and_tournaments_only_through_the_runners() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/discord");
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut problems = Vec::new();
    for file in all {
        let text = std::fs::read_to_string(&file).unwrap();
        for call in [
            ".due_timers(",
            ".next_timer_at(",
            "Work::Timers",
            "service.tick(",
        ] {
            if text.contains(call) {
                problems.push(format!("{} calls {call}", file.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// A file of `src/` as a module path (`src/discord/ui/mod.rs` is
/// `discord::ui`); `None` for the binary's `main.rs`.
fn module_of(src: &Path, file: &Path) -> Option<Vec<String>> {
    let rel = file.strip_prefix(src).ok()?;
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| {
            c.as_os_str()
                .to_str()
                .unwrap()
                .trim_end_matches(".rs")
                .to_string()
        })
        .collect();
    match parts.last().map(String::as_str) {
        Some("main") if parts.len() == 1 => return None,
        Some("mod") | Some("lib") => {
            parts.pop();
        }
        _ => {}
    }
    Some(parts)
}

/// `a::{b, c::{d, e}}` (spaces taken out) as `a::b`, `a::c::d`, `a::c::e`.
fn expand(path: &str) -> Vec<String> {
    let Some(open) = path.find('{') else {
        return vec![path.to_string()];
    };
    let (head, inner) = (&path[..open], &path[open + 1..path.len() - 1]);
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(p).into_iter().map(|e| format!("{head}{e}")))
        .collect()
}

/// Every path a file's code (comments and its tests left out) names that
/// starts at `crate`, `super`, `self` or a module beside it: its `use`
/// lines expanded, and paths written in the code.
fn paths_named(text: &str) -> Vec<String> {
    let code = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    let code: String = code
        .lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    for statement in code.split(';') {
        let s = statement.trim_start();
        let s = s.strip_prefix("pub ").unwrap_or(s);
        if let Some(used) = s.strip_prefix("use ") {
            let used: String = used.chars().filter(|c| !c.is_whitespace()).collect();
            out.extend(expand(&used));
        }
    }
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == ':';
    let mut rest = code.as_str();
    while let Some(i) = rest.find("::") {
        let start = rest[..i].rfind(|c: char| !word(c)).map_or(0, |s| s + 1);
        let end = rest[i..]
            .find(|c: char| !word(c))
            .map_or(rest.len(), |e| i + e);
        out.push(rest[start..end].trim_end_matches(':').to_string());
        rest = &rest[end.max(i + 2)..];
    }
    out
}

/// The file a path leads to from module `here`: the deepest module of
/// `modules` it names, if it names one other than `here`.
fn file_of_path(
    here: &[String],
    path: &str,
    modules: &std::collections::BTreeMap<Vec<String>, String>,
) -> Option<String> {
    let mut segments = path.split("::").filter(|s| !s.is_empty()).peekable();
    let mut at: Vec<String> = match *segments.peek()? {
        "crate" => {
            segments.next();
            Vec::new()
        }
        "self" | "super" => here.to_vec(),
        first => {
            let mut beside = here.to_vec();
            beside.push(first.to_string());
            if !modules.contains_key(&beside) {
                return None;
            }
            here.to_vec()
        }
    };
    while segments.peek() == Some(&"super") || segments.peek() == Some(&"self") {
        if segments.next() == Some("super") {
            at.pop();
        }
    }
    let mut deepest = modules.get(&at).cloned();
    for s in segments {
        at.push(s.to_string());
        match modules.get(&at) {
            Some(file) => deepest = Some(file.clone()),
            None => break,
        }
    }
    deepest.filter(|f| Some(f) != modules.get(here))
}

/// No two files of `src/` import each other, however far round: each
/// import circle (a file's own tests left out) is named with its files.
/// A folder's `mod.rs` may take from the files of its folder, which take
/// from it (as `super::…`) what it gathers for them.
#[test]
fn no_import_circle_between_files() {
    use std::collections::{BTreeMap, BTreeSet};
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let modules: BTreeMap<Vec<String>, String> = all
        .iter()
        .filter_map(|f| {
            let name = f.strip_prefix(&src).unwrap().display().to_string();
            Some((module_of(&src, f)?, name))
        })
        .collect();
    let mut arrows: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in &modules {
        if file.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(src.join(file)).unwrap();
        for path in paths_named(&text) {
            let Some(to) = file_of_path(module, &path, &modules) else {
                continue;
            };
            // A module reaching into its own parts (`mod.rs` taking what a
            // file of its folder made) is how a folder shows its parts:
            // only arrows out of a file's own folder can close a circle.
            let inside = modules
                .iter()
                .any(|(m, f)| *f == to && m.len() > module.len() && m.starts_with(module));
            if !inside {
                arrows.entry(file.clone()).or_default().insert(to);
            }
        }
    }
    let circles = circles_of(&arrows);
    assert!(
        circles.is_empty(),
        "import circles between files:\n{}",
        circles.join("\n")
    );
}

/// Each circle of `arrows` once, as `a -> b -> a`.
fn circles_of(arrows: &std::collections::BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut found = BTreeSet::new();
    for start in arrows.keys() {
        // The shortest way back to `start`, breadth first.
        let mut came_from: std::collections::BTreeMap<&String, &String> = Default::default();
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(at) = queue.pop_front() {
            for next in arrows.get(at).into_iter().flatten() {
                if next == start {
                    let mut ring = vec![at.clone()];
                    let mut back = at;
                    while let Some(prev) = came_from.get(back) {
                        ring.push((*prev).clone());
                        back = prev;
                    }
                    ring.reverse();
                    let least = ring.iter().min().unwrap().clone();
                    let turn = ring.iter().position(|f| *f == least).unwrap();
                    ring.rotate_left(turn);
                    ring.push(least);
                    found.insert(ring.join(" -> "));
                    queue.clear();
                    break;
                }
                if next != start && !came_from.contains_key(next) {
                    came_from.insert(next, at);
                    queue.push_back(next);
                }
            }
        }
    }
    found.into_iter().collect()
}

/// The front ends show what the service decided: no file of
/// `src/discord/` or `src/web/` reads a game's stored status, reaches
/// into the store behind the service (but for the wiring at start-up), or
/// makes up a refusal of its own. A refusal is the service's error,
/// passed on or matched; a front end's own fault is `Internal`.
#[test]
fn front_ends_leave_every_decision_to_the_service() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&root.join("discord"), &mut all);
    files(&root.join("web"), &mut all);
    let mut problems = Vec::new();
    for file in all {
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let code = match text.find("#[cfg(test)]\nmod tests") {
            Some(i) => &text[..i],
            None => &text[..],
        };
        for (n, line) in code.lines().enumerate() {
            let line = line.trim();
            if line.starts_with("//") {
                continue;
            }
            for read in ["model::Status", "store::Status", "Status::Playing"] {
                if line.contains(read) {
                    problems.push(format!("{rel}:{}: reads a game's status", n + 1));
                }
            }
            if line.contains(".store()") && rel != "discord/start.rs" {
                problems.push(format!("{rel}:{}: reaches into the store", n + 1));
            }
            let matched = line.contains("=>") || line.starts_with('|') || line.ends_with('|');
            let made = line
                .match_indices("ServiceError::")
                .any(|(i, _)| !line[i..].starts_with("ServiceError::Internal"));
            if made && !matched {
                problems.push(format!("{rel}:{}: makes up a refusal: {line}", n + 1));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The text between `from` and `to` in `CONTRIBUTING.md`.
fn contributing_part(from: &str, to: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("CONTRIBUTING.md");
    let text = std::fs::read_to_string(path).expect("CONTRIBUTING.md");
    let start = text
        .find(from)
        .unwrap_or_else(|| panic!("{from:?} in CONTRIBUTING.md"));
    let len = text[start..]
        .find(to)
        .unwrap_or_else(|| panic!("{to:?} after {from:?}"));
    text[start..start + len].to_string()
}

/// Every `code` span of `text`.
fn code_spans(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

#[test]
fn contributing_names_only_files_that_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("CONTRIBUTING.md")).expect("CONTRIBUTING.md");
    let missing: Vec<String> = code_spans(&text)
        .into_iter()
        .filter(|s| ["src/", "tests/", "docs/"].iter().any(|p| s.starts_with(p)))
        .map(|s| s.trim_end_matches(['/', '.', ',']).to_string())
        .filter(|s| !s.contains(['*', ' ', '…', '<']) && !root.join(s).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "CONTRIBUTING.md names files that do not exist: {missing:?}"
    );
}

/// The Confirm recipe names at most twelve files of `src/`, and every
/// function and type it names is in one of them: a recipe that falls
/// behind the code fails here.
#[test]
fn the_confirm_recipe_names_twelve_files_and_what_is_in_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let recipe = contributing_part("**Follow a Confirm click.**", "Below and beside them");
    let spans = code_spans(&recipe);
    let files: BTreeSet<String> = spans
        .iter()
        .filter(|s| s.starts_with("src/") && s.ends_with(".rs"))
        .cloned()
        .collect();
    assert!(
        files.len() <= 12,
        "the Confirm recipe names {} files: {files:?}",
        files.len()
    );
    let texts: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(root.join(f)).unwrap_or_else(|_| panic!("{f} exists")))
        .collect();
    let holds = |ways: &[String]| {
        texts
            .iter()
            .any(|t| ways.iter().any(|w| t.contains(w.as_str())))
    };
    // A function or a type by its name, or a variant as `Enum::Variant`.
    let defined = |name: &str| match name.split_once("::") {
        Some((ty, variant))
            if ty.starts_with(char::is_uppercase) && holds(&[format!("enum {ty}")]) =>
        {
            holds(&[
                format!("    {variant} {{"),
                format!("    {variant}("),
                format!("    {variant},"),
            ])
        }
        Some((_, method)) => holds(&[format!("fn {method}("), format!("fn {method}<")]),
        None => holds(&[
            format!("fn {name}("),
            format!("fn {name}<"),
            format!("struct {name}"),
            format!("enum {name}"),
            format!("impl {name} {{"),
        ]),
    };
    let named: Vec<&String> = spans
        .iter()
        .filter(|s| {
            s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
        })
        .collect();
    let elsewhere: Vec<&&String> = named.iter().filter(|n| !defined(n)).collect();
    assert!(
        elsewhere.is_empty(),
        "the Confirm recipe names what none of its files holds: {elsewhere:?}"
    );
}
