//! What a board page shows of a game, as JSON: the same for everyone who
//! watches it (so it is made once per change, however many pages are
//! open). Which seats a page may play is its session's, not the game's.
//! Everything here is read off the service's [`View`]: which squares the
//! tile fits, its rotations there, and the follower spots after it is
//! placed are the service's answers, never worked out again.

use serde_json::{Value, json};

use crate::engine::{Game, HistoryEntry, Placement, Pos, TileKind};
use crate::game::{FinalStanding, SeatView, TurnStep, TurnView, View, ViewState, level_key, plain};
use crate::i18n::t;
use crate::render::Renderer;

/// A game as its pages show it, made once per revision.
#[derive(Clone, Debug)]
pub struct PageState {
    pub game_id: i64,
    /// The game's revision when this was made (see `Store::revisions`).
    pub revision: i64,
    /// The turn's key while a person is to move (what an action names).
    pub key: Option<i64>,
    /// Each seated person's user id, by seat (`None`: a computer).
    pub people: Vec<Option<i64>>,
    /// The JSON the pages get.
    pub json: String,
    /// The generation of the game's spectator links.
    pub watch_generation: i64,
}

/// How many lines of the history a page shows.
pub const HISTORY_LINES: usize = 12;

/// The page's JSON for `view` at `revision`, with the last lines of its
/// history.
pub fn page_state(
    renderer: &Renderer,
    view: &View,
    revision: i64,
    history: &[String],
) -> PageState {
    let turn = view.turn();
    let person_turn = view.person_to_move();
    let people = view.people_by_seat();
    let json = json!({
        "game": view.game_id,
        "revision": revision,
        "status": status_name(&view.state),
        "lang": view.options.lang.code(),
        "expansions": view.options.expansions.bits(),
        "goods": view.options.expansions.has(crate::engine::Expansion::TradersBuilders),
        "seats": seats_json(view),
        "board": view.game.as_deref().map(|g| board_json(renderer, g)),
        "turn": turn.map(|t| turn_json(renderer, view, t)),
        "standings": standings_json(view),
        "history": history.iter().map(|l| plain(l).replace("**", "")).collect::<Vec<_>>(),
    });
    PageState {
        game_id: view.game_id,
        revision,
        key: person_turn.map(|t| t.key),
        people,
        json: json.to_string(),
        watch_generation: view.watch_generation,
    }
}

fn status_name(state: &ViewState) -> &'static str {
    match state {
        ViewState::Lobby { .. } => "lobby",
        ViewState::Turn(_) => "playing",
        ViewState::Finished { .. } => "finished",
        ViewState::Cancelled => "cancelled",
    }
}

/// A seat's colour as CSS writes it.
pub fn colour(seat: u8) -> String {
    let [r, g, b] = crate::render::PLAYERS[usize::from(seat) % crate::render::PLAYERS.len()];
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn seats_json(view: &View) -> Vec<Value> {
    let game = view.game.as_deref();
    let mut seated: Vec<&SeatView> = view.seats.iter().collect();
    seated.sort_by_key(|s| s.seat.unwrap_or(u8::MAX));
    seated
        .iter()
        .map(|s| {
            let breakdown = match (game, s.seat) {
                (Some(g), Some(seat)) => g.breakdown(seat).to_vec(),
                _ => Vec::new(),
            };
            json!({
                "seat": s.seat,
                "name": s.name,
                "colour": s.seat.map(colour),
                "score": s.score,
                "breakdown": breakdown,
                "followers": s.followers,
                "active": s.active,
                "computer": s.computer.map(|l| t(view.options.lang, level_key(l), &[])),
                "bank_left": s.bank_left,
            })
        })
        .collect()
}

fn kind_name(game: &Game, kind: TileKind) -> &'static str {
    game.tile_set().name_of(kind)
}

/// The tiles on the board, the figures on them and who holds what.
fn board_json(renderer: &Renderer, game: &Game) -> Value {
    let set = game.tile_set();
    let tiles: Vec<Value> = game
        .board()
        .tiles()
        .iter()
        .map(|t| {
            json!({
                "kind": t.kind.index(),
                "name": set.name_of(t.kind),
                "x": t.pos.x, "y": t.pos.y,
                "rot": t.rot.quarter_turns(),
                "seat": t.seat,
            })
        })
        .collect();
    let figures: Vec<Value> = game
        .followers()
        .iter()
        .map(|f| {
            let placed = game.board().tile(f.tile);
            let (u, v) = renderer.figure_point(set, placed.kind, placed.rot, f.segment);
            json!({
                "seat": f.seat,
                "figure": f.figure.name(),
                "feature": f.kind.name(),
                "x": f64::from(placed.pos.x) + f64::from(u),
                "y": f64::from(placed.pos.y) + f64::from(v),
            })
        })
        .collect();
    let bag: Vec<Value> = game
        .bag_counts()
        .iter()
        .map(|(k, n)| json!({ "kind": k.index(), "name": set.name_of(*k), "count": n }))
        .collect();
    json!({
        "tiles": tiles,
        "figures": figures,
        "holders": holders_json(renderer, game),
        "bag": bag,
        "tiles_left": game.tiles_left(),
        "last": game.history().iter().rev().find_map(last_placed),
    })
}

/// Who holds each road, city, monastery and field: a mark at each held
/// segment of each tile (where a figure on it would stand), with the seats
/// that hold it (several where they tie).
fn holders_json(renderer: &Renderer, game: &Game) -> Vec<Value> {
    let set = game.tile_set();
    let held = game.holders();
    let mut marks = Vec::new();
    for (tile, segments) in game.board().tiles().iter().zip(&held) {
        for (seg, seats) in segments.iter().enumerate() {
            if seats.0 == 0 {
                continue;
            }
            let segment = u8::try_from(seg).unwrap_or(u8::MAX);
            let (u, v) = renderer.figure_point(set, tile.kind, tile.rot, segment);
            let who: Vec<u8> = (0..6).filter(|s| seats.contains(*s)).collect();
            marks.push(json!({
                "x": f64::from(tile.pos.x) + f64::from(u),
                "y": f64::from(tile.pos.y) + f64::from(v),
                "seats": who,
            }));
        }
    }
    marks
}

fn last_placed(h: &HistoryEntry) -> Option<Value> {
    match h {
        HistoryEntry::Placed { placement, .. } => {
            Some(json!({ "x": placement.pos.x, "y": placement.pos.y }))
        }
        _ => None,
    }
}

fn pos_json(p: Pos) -> Value {
    json!({ "x": p.x, "y": p.y })
}

/// Whose turn it is, and for a person's: where the tile fits and how, or
/// the follower spots of the tile placed.
fn turn_json(renderer: &Renderer, view: &View, turn: &TurnView) -> Value {
    let lang = view.options.lang;
    let game = view.game.as_deref();
    let step = match (&turn.step, game) {
        (TurnStep::PlaceTile { candidates, .. }, _) => json!({
            "step": "tile",
            "candidates": candidates.iter().map(|c| json!({
                "x": c.pos.x, "y": c.pos.y,
                "rots": c.rotations.iter().map(|r| r.quarter_turns()).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        }),
        (
            TurnStep::PlaceFollower {
                placement,
                spots,
                abbot,
            },
            Some(g),
        ) => json!({
            "step": "follower",
            "placement": { "x": placement.pos.x, "y": placement.pos.y, "rot": placement.rot.quarter_turns() },
            "spots": spots_json(renderer, g, turn.tile, *placement, spots, lang),
            "abbot": abbot.map(pos_json),
        }),
        (TurnStep::PlaceFollower { .. }, None) => json!({ "step": "follower", "spots": [] }),
    };
    json!({
        "key": turn.key,
        "move": turn.move_no,
        "seat": turn.seat,
        "name": turn.name,
        "tile": turn.tile.index(),
        "tile_name": game.map(|g| kind_name(g, turn.tile)),
        "computer": turn.computer.is_some(),
        "deadline_at": turn.deadline_at,
        "clock_stopped": turn.clock_stopped,
        "news": turn.news.iter().map(|n| plain(n)).collect::<Vec<_>>(),
        "what": step,
    })
}

fn spots_json(
    renderer: &Renderer,
    game: &Game,
    kind: TileKind,
    placement: Placement,
    spots: &[(char, crate::engine::Spot)],
    lang: crate::i18n::Lang,
) -> Vec<Value> {
    let set = game.tile_set();
    spots
        .iter()
        .map(|(letter, s)| {
            let (u, v) = renderer.figure_point(set, kind, placement.rot, s.segment);
            let feature = t(lang, "feature", &[("kind", s.kind.name().into())]);
            let figure = t(lang, "figure-name", &[("figure", s.figure.name().into())]);
            json!({
                "letter": letter.to_string(),
                "figure": s.figure.name(),
                "label": format!("{letter}: {figure}, {feature}"),
                "x": f64::from(placement.pos.x) + f64::from(u),
                "y": f64::from(placement.pos.y) + f64::from(v),
            })
        })
        .collect()
}

fn standings_json(view: &View) -> Vec<Value> {
    let ViewState::Finished { standings } = &view.state else {
        return Vec::new();
    };
    standings
        .iter()
        .map(|s: &FinalStanding| {
            json!({
                "seat": s.seat,
                "name": s.name,
                "colour": colour(s.seat),
                "score": s.score,
                "rank": s.rank,
                "breakdown": s.breakdown,
                "resigned": s.resigned,
            })
        })
        .collect()
}

/// The page's own words (besides the service's sentences in the game):
/// each a catalogue key, with the names of its arguments. The page fills
/// those in itself: they are sent as `{$name}`.
pub const PAGE_KEYS: &[(&str, &[&str])] = &[
    ("page-title", &[]),
    ("page-language", &[]),
    ("page-new-game", &[]),
    ("page-people", &[]),
    ("page-add-person", &[]),
    ("page-computers", &[]),
    ("page-add-computer", &[]),
    ("page-remove", &[]),
    ("page-rules", &[]),
    ("page-expansions", &[]),
    ("page-seats", &["seats"]),
    ("page-start", &[]),
    ("page-watching", &[]),
    ("page-waiting", &["player"]),
    ("page-turn-tile", &["player"]),
    ("page-turn-figure", &["player"]),
    ("page-fits-here", &["x", "y"]),
    ("page-drawn-tile", &["tile"]),
    ("page-zoom-in", &[]),
    ("page-zoom-out", &[]),
    ("page-centre", &[]),
    ("page-scores", &[]),
    ("page-bag", &["left"]),
    ("page-history", &[]),
    ("page-game-over", &[]),
    ("page-offline", &[]),
    ("page-asking-discord", &[]),
    ("page-error-discord-down", &[]),
    ("page-stale", &[]),
    ("page-keys", &[]),
    ("page-holders", &[]),
    ("page-by-feature", &[]),
    ("picture-col-roads", &[]),
    ("picture-col-cities", &[]),
    ("picture-col-monasteries", &[]),
    ("picture-col-farms", &[]),
    ("picture-col-goods", &[]),
    ("picture-col-total", &[]),
    ("picture-col-bank", &[]),
    ("picture-bank-dh", &["d", "h"]),
    ("picture-bank-hm", &["h", "m"]),
    ("picture-bank-m", &["m"]),
    ("picture-bank-left", &["left"]),
    ("page-error-bad-request", &[]),
    ("page-error-session", &[]),
    ("page-error-watch-only", &[]),
    ("page-error-too-many", &[]),
    ("button-confirm", &[]),
    ("button-no-follower", &[]),
    ("button-take-back", &[]),
    ("button-return-abbot", &[]),
    ("button-turn-left", &[]),
    ("button-turn-right", &[]),
    ("opt-small_city-desc", &[]),
    ("opt-farms-desc", &[]),
    ("opt-end_scoring-desc", &[]),
    ("choice-small_city-0", &[]),
    ("choice-small_city-1", &[]),
    ("choice-farms-0", &[]),
    ("choice-farms-1", &[]),
    ("choice-farms-2", &[]),
    ("choice-end_scoring-0", &[]),
    ("choice-end_scoring-1", &[]),
    ("level-easy", &[]),
    ("level-medium", &[]),
    ("level-hard", &[]),
    ("level-random", &[]),
];

/// The page's words in `lang`, as a JSON object by key; the names of the
/// expansions under `expansion-<name>`, and `lang` and `langs` for the
/// language menu.
pub fn strings(lang: crate::i18n::Lang) -> String {
    let mut words = serde_json::Map::new();
    for (key, names) in PAGE_KEYS {
        let marks: Vec<String> = names.iter().map(|n| format!("{{${n}}}")).collect();
        let args: Vec<(&str, crate::i18n::Arg<'_>)> = names
            .iter()
            .zip(&marks)
            .map(|(n, m)| (*n, m.as_str().into()))
            .collect();
        words.insert((*key).to_string(), Value::String(t(lang, key, &args)));
    }
    for e in crate::engine::Expansion::ALL {
        let name = t(lang, "expansion-name", &[("name", e.name().into())]);
        words.insert(format!("expansion-{}", e.name()), Value::String(name));
    }
    words.insert("lang".into(), Value::String(lang.code().into()));
    let langs: Vec<Value> = crate::i18n::Lang::ALL
        .iter()
        .map(|l| json!({ "code": l.code(), "name": l.native_name() }))
        .collect();
    words.insert("langs".into(), Value::Array(langs));
    Value::Object(words).to_string()
}
