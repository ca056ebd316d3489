//! `carcassonne-record/1`: reading, writing and replaying game records.
//!
//! A record is checked once, when it is read, into typed values; replaying it
//! then checks every move and every recorded score against the rules. Any
//! problem is reported with the number of the turn it is in (turns count from
//! 1 in the order of the record's `turns`; 0 is the record's header).

use std::fmt::{self, Write as _};

use serde_json::{Map, Value};

use super::expansions::{Expansion, Expansions};
use super::game::{Figure, Game, HistoryEntry, Meeple, Move, Placement, StartTile};
use super::geometry::{Port, Pos, Rotation};
use super::rules::Rules;
use super::scoring::MAX_PLAYERS;
use super::tiles::{FeatureKind, Good, TileKind, TileSet};

mod replay;

pub use replay::{replay, replay_prefix, replay_turns, starting_game};

pub const FORMAT: &str = "carcassonne-record/1";

/// A game record, checked for shape (not yet for legality: see [`replay`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub players: usize,
    pub rules: Rules,
    /// The expansions in play (`"expansions"`; none by default).
    pub expansions: Expansions,
    pub start: StartTile,
    pub turns: Vec<RecordTurn>,
    pub final_scores: Option<Vec<u32>>,
    /// Extension: turns played and then undone by agreement (`"undone"`),
    /// oldest first. Not part of the game; kept so the record shows them.
    pub undone: Vec<Undone>,
    /// Extension: seats a computer player took over from a person
    /// (`"stand_ins"`), in the order they did.
    pub stand_ins: Vec<StandIn>,
}

/// A computer player who took a person's seat: it played the seat's turns
/// from record turn `from` on (the first `from` turns were before it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandIn {
    pub seat: u8,
    pub from: usize,
    /// The computer player's level, by name (`"medium"`).
    pub level: String,
}

/// Turns that were played after the first `after` turns of the record and
/// then undone, all at once (a person's move and any computer moves after
/// it). The game went on from those first `after` turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undone {
    pub after: usize,
    pub turns: Vec<RecordTurn>,
}

/// One entry of the record: a drawn tile, or a player leaving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordTurn {
    pub seat: u8,
    /// The tile drawn (a resignation out of turn draws none).
    pub tile: Option<TileKind>,
    pub action: TurnAction,
    /// Everyone's total after this turn's scoring, if recorded.
    pub scores: Option<Vec<u32>>,
    /// Traders & Builders: everyone's trade goods (wine, grain, cloth)
    /// after this turn, if recorded.
    pub goods: Option<Vec<[u8; 3]>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnAction {
    Place(Move),
    /// The tile fitted nowhere and was put aside.
    Discard,
    /// Extension: the player ran out of time and the tile was set aside
    /// (`"skip": true`).
    Skip,
    /// Extension: the player left the game (`"resign": true`), setting aside
    /// the tile in hand if it was their turn.
    Resign,
}

/// A record that is malformed or does not follow the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RecordError {
    /// The turn (1-based position in `turns`), or 0 for the header.
    pub turn: usize,
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.turn == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "turn {}: {}", self.turn, self.message)
        }
    }
}

fn err(turn: usize, message: impl Into<String>) -> RecordError {
    RecordError {
        turn,
        message: message.into(),
    }
}

/// Reads a JSON object's fields, refusing ones it does not know.
struct Fields<'a> {
    map: &'a Map<String, Value>,
    turn: usize,
    what: &'static str,
}

impl<'a> Fields<'a> {
    fn new(
        value: &'a Value,
        turn: usize,
        what: &'static str,
        known: &[&str],
    ) -> Result<Self, RecordError> {
        let map = value
            .as_object()
            .ok_or_else(|| err(turn, format!("{what} must be a JSON object")))?;
        if let Some(k) = map.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(err(turn, format!("{what} has an unknown field \"{k}\"")));
        }
        Ok(Fields { map, turn, what })
    }

    fn get(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key)
    }

    fn required(&self, key: &str) -> Result<&'a Value, RecordError> {
        self.get(key)
            .ok_or_else(|| err(self.turn, format!("{} needs \"{key}\"", self.what)))
    }

    fn int(&self, key: &str) -> Result<i64, RecordError> {
        self.required(key)?.as_i64().ok_or_else(|| {
            err(
                self.turn,
                format!("\"{key}\" in {} must be a whole number", self.what),
            )
        })
    }

    fn coord(&self, key: &str) -> Result<i32, RecordError> {
        let v = self.int(key)?;
        i32::try_from(v)
            .map_err(|_| err(self.turn, format!("\"{key}\" = {v} is far off any board")))
    }

    fn str(&self, key: &str) -> Result<&'a str, RecordError> {
        self.required(key)?.as_str().ok_or_else(|| {
            err(
                self.turn,
                format!("\"{key}\" in {} must be a string", self.what),
            )
        })
    }

    fn rot(&self) -> Result<Rotation, RecordError> {
        let r = self.int("rot")?;
        u8::try_from(r).ok().and_then(Rotation::new).ok_or_else(|| {
            err(
                self.turn,
                format!("\"rot\" must be 0, 1, 2 or 3 (quarter turns), not {r}"),
            )
        })
    }

    fn tile(&self, set: &TileSet) -> Result<TileKind, RecordError> {
        let name = self.str("tile")?;
        set.kind(name).ok_or_else(|| {
            if TileSet::with_expansions(Expansions::ALL)
                .kind(name)
                .is_some()
            {
                err(
                    self.turn,
                    format!("tile {name} is not in play with this record's expansions"),
                )
            } else {
                err(self.turn, format!("unknown tile \"{name}\""))
            }
        })
    }
}

fn parse_scores(
    v: &Value,
    players: usize,
    turn: usize,
    key: &str,
) -> Result<Vec<u32>, RecordError> {
    let arr = v
        .as_array()
        .ok_or_else(|| err(turn, format!("\"{key}\" must be a list of numbers")))?;
    if arr.len() != players {
        return Err(err(
            turn,
            format!("\"{key}\" lists {} scores for {players} players", arr.len()),
        ));
    }
    arr.iter()
        .map(|s| {
            s.as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| err(turn, format!("\"{key}\" must hold whole numbers from 0")))
        })
        .collect()
}

fn parse_rules(v: &Value) -> Result<Rules, RecordError> {
    let f = Fields::new(v, 0, "\"rules\"", &Rules::RECORD_KEYS)?;
    let mut rules = Rules::default();
    for key in Rules::RECORD_KEYS {
        if let Some(value) = f.get(key) {
            rules
                .set_from_record(key, value)
                .map_err(|why| err(0, format!("\"{key}\" {why}")))?;
        }
    }
    Ok(rules)
}

impl Rules {
    /// Reads a `rules` object (every key optional), as in a record.
    pub fn from_json(text: &str) -> Result<Rules, String> {
        let v: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
        parse_rules(&v).map_err(|e| e.message)
    }
}

fn parse_meeple(
    v: &Value,
    turn: usize,
    expansions: Expansions,
) -> Result<Option<Meeple>, RecordError> {
    if v.is_null() {
        return Ok(None);
    }
    let f = Fields::new(v, turn, "\"meeple\"", &["kind", "port", "figure"])?;
    let kind_name = f.str("kind")?;
    let kind = FeatureKind::parse(kind_name)
        .filter(|k| *k != FeatureKind::Garden || expansions.has(Expansion::Abbot))
        .ok_or_else(|| {
            err(
                turn,
                format!(
                    "unknown follower kind \"{kind_name}\" (road, city, monastery{} or field)",
                    if expansions.has(Expansion::Abbot) {
                        ", garden"
                    } else {
                        ""
                    }
                ),
            )
        })?;
    let port = match f.get("port") {
        None => None,
        Some(_) => {
            let name = f.str("port")?;
            Some(Port::parse(name).ok_or_else(|| err(turn, format!("unknown port \"{name}\"")))?)
        }
    };
    let figure = match f.get("figure") {
        None => Figure::Follower,
        Some(_) => {
            let name = f.str("figure")?;
            let figure = Figure::parse(name).ok_or_else(|| {
                err(
                    turn,
                    format!("unknown figure \"{name}\" (follower, large, abbot, builder or pig)"),
                )
            })?;
            if !figure.in_play(expansions) {
                return Err(err(
                    turn,
                    format!("the figure \"{name}\" is not in play with this record's expansions"),
                ));
            }
            figure
        }
    };
    Ok(Some(Meeple { kind, port, figure }))
}

/// A `"goods"` list: one `{ "wine": n, "grain": n, "cloth": n }` per seat.
fn parse_goods(v: &Value, players: usize, turn: usize) -> Result<Vec<[u8; 3]>, RecordError> {
    let arr = v
        .as_array()
        .filter(|a| a.len() == players)
        .ok_or_else(|| err(turn, format!("\"goods\" must list {players} seats' goods")))?;
    arr.iter()
        .map(|seat| {
            let f = Fields::new(
                seat,
                turn,
                "an entry of \"goods\"",
                &["wine", "grain", "cloth"],
            )?;
            let mut held = [0u8; 3];
            for good in Good::ALL {
                if f.get(good.name()).is_some() {
                    let n = f.int(good.name())?;
                    held[good.index()] = u8::try_from(n).map_err(|_| {
                        err(
                            turn,
                            format!("\"{}\" must be a count from 0, not {n}", good.name()),
                        )
                    })?;
                }
            }
            Ok(held)
        })
        .collect()
}

impl RecordTurn {
    /// Reads one turn entry (turn number `n`, for messages) of a game with
    /// `players` seats.
    pub fn from_value(
        t: &Value,
        n: usize,
        players: usize,
        set: &TileSet,
    ) -> Result<RecordTurn, RecordError> {
        let expansions = set.expansions();
        let flag = ["discard", "skip", "resign"]
            .into_iter()
            .find(|k| t.get(k).is_some());
        let known: &[&str] = match flag {
            Some("discard") => &["player", "tile", "discard", "scores"],
            Some("skip") => &["player", "tile", "skip", "scores"],
            Some(_) => &["player", "tile", "resign", "scores"],
            None => &[
                "player",
                "tile",
                "x",
                "y",
                "rot",
                "meeple",
                "scores",
                "return_abbot",
                "goods",
            ],
        };
        let f = Fields::new(t, n, "a turn", known)?;
        let seat_raw = f.int("player")?;
        let seat = u8::try_from(seat_raw)
            .ok()
            .filter(|&s| usize::from(s) < players)
            .ok_or_else(|| {
                err(
                    n,
                    format!(
                        "\"player\" must be a seat from 0 to {}, not {seat_raw}",
                        players - 1
                    ),
                )
            })?;
        let tile = if flag == Some("resign") && f.get("tile").is_none() {
            None
        } else {
            Some(f.tile(set)?)
        };
        let action = if let Some(key) = flag {
            if f.get(key) != Some(&Value::Bool(true)) {
                return Err(err(n, format!("\"{key}\" can only be true")));
            }
            match key {
                "discard" => TurnAction::Discard,
                "skip" => TurnAction::Skip,
                _ => TurnAction::Resign,
            }
        } else {
            let placement = Placement {
                pos: Pos::new(f.coord("x")?, f.coord("y")?),
                rot: f.rot()?,
            };
            let return_abbot = match f.get("return_abbot") {
                None => false,
                Some(Value::Bool(true)) if expansions.has(Expansion::Abbot) => true,
                Some(Value::Bool(true)) => {
                    return Err(err(n, "\"return_abbot\" needs the abbot expansion"));
                }
                Some(_) => return Err(err(n, "\"return_abbot\" can only be true")),
            };
            let meeple = match f.get("meeple") {
                None if return_abbot => None,
                _ => parse_meeple(f.required("meeple")?, n, expansions)?,
            };
            if return_abbot && meeple.is_some() {
                return Err(err(
                    n,
                    "a turn that takes the abbot back places no figure: \"meeple\" must be null",
                ));
            }
            TurnAction::Place(Move {
                placement,
                meeple,
                return_abbot,
            })
        };
        let goods = match f.get("goods") {
            None => None,
            Some(_) if !expansions.has(Expansion::TradersBuilders) => {
                return Err(err(n, "\"goods\" needs the traders_builders expansion"));
            }
            Some(g) => Some(parse_goods(g, players, n)?),
        };
        let scores = match f.get("scores") {
            Some(s) => Some(parse_scores(s, players, n, "scores")?),
            None => None,
        };
        Ok(RecordTurn {
            seat,
            tile,
            action,
            scores,
            goods,
        })
    }

    /// The entry as one line of JSON, as a record lists it.
    pub fn to_json(&self, set: &TileSet) -> String {
        let mut s = String::with_capacity(120);
        let _ = write!(s, "{{ \"player\": {}, ", self.seat);
        if let Some(tile) = self.tile {
            let _ = write!(s, "\"tile\": \"{}\", ", set.name_of(tile));
        }
        match self.action {
            TurnAction::Discard => s.push_str("\"discard\": true"),
            TurnAction::Skip => s.push_str("\"skip\": true"),
            TurnAction::Resign => s.push_str("\"resign\": true"),
            TurnAction::Place(m) => {
                let _ = write!(
                    s,
                    "\"x\": {}, \"y\": {}, \"rot\": {}, \"meeple\": ",
                    m.placement.pos.x,
                    m.placement.pos.y,
                    m.placement.rot.quarter_turns()
                );
                match m.meeple {
                    None => s.push_str("null"),
                    Some(Meeple { kind, port, figure }) => {
                        let _ = write!(s, "{{ \"kind\": \"{}\"", kind.name());
                        if let Some(p) = port {
                            let _ = write!(s, ", \"port\": \"{}\"", p.name());
                        }
                        if figure != Figure::Follower {
                            let _ = write!(s, ", \"figure\": \"{}\"", figure.name());
                        }
                        s.push_str(" }");
                    }
                }
                if m.return_abbot {
                    s.push_str(", \"return_abbot\": true");
                }
            }
        }
        if let Some(sc) = &self.scores {
            let _ = write!(s, ", \"scores\": {}", score_list(sc));
        }
        if let Some(goods) = &self.goods {
            let seats: Vec<String> = goods
                .iter()
                .map(|g| {
                    format!(
                        "{{ \"wine\": {}, \"grain\": {}, \"cloth\": {} }}",
                        g[0], g[1], g[2]
                    )
                })
                .collect();
            let _ = write!(s, ", \"goods\": [{}]", seats.join(", "));
        }
        s.push_str(" }");
        s
    }

    /// The entry a history entry of `game` makes (with the scores after it).
    /// With Traders & Builders (`goods`), placed tiles list everyone's
    /// trade goods.
    pub fn from_history(h: &HistoryEntry, players: usize, goods: bool) -> RecordTurn {
        let mut held = None;
        let action = match *h {
            HistoryEntry::Placed {
                placement,
                meeple,
                return_abbot,
                goods: g,
                ..
            } => {
                if goods {
                    held = Some(g[..players].to_vec());
                }
                TurnAction::Place(Move {
                    placement,
                    meeple,
                    return_abbot,
                })
            }
            HistoryEntry::Discarded { .. } => TurnAction::Discard,
            HistoryEntry::Skipped { .. } => TurnAction::Skip,
            HistoryEntry::Resigned { .. } => TurnAction::Resign,
        };
        RecordTurn {
            seat: h.seat(),
            tile: h.tile(),
            action,
            scores: Some(h.scores()[..players].to_vec()),
            goods: held,
        }
    }
}

impl Record {
    /// Reads a record, checking its shape and that no tile kind is used more
    /// often than the set has it.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let v: Value =
            serde_json::from_str(text).map_err(|e| err(0, format!("not valid JSON: {e}")))?;
        Record::from_value(&v)
    }

    pub fn from_value(v: &Value) -> Result<Record, RecordError> {
        let top = Fields::new(
            v,
            0,
            "the record",
            &[
                "format",
                "players",
                "rules",
                "start",
                "turns",
                "final_scores",
                "undone",
                "expansions",
                "stand_ins",
            ],
        )?;
        let format = top.str("format")?;
        if format != FORMAT {
            return Err(err(
                0,
                format!("this reads \"{FORMAT}\" records, not \"{format}\""),
            ));
        }
        let players_raw = top.int("players")?;
        let players = usize::try_from(players_raw)
            .ok()
            .filter(|p| (2..=MAX_PLAYERS).contains(p))
            .ok_or_else(|| err(0, format!("\"players\" must be 2 to 6, not {players_raw}")))?;
        let rules = match top.get("rules") {
            Some(r) => parse_rules(r)?,
            None => Rules::default(),
        };
        let expansions = match top.get("expansions") {
            Some(e) => parse_expansions(e)?,
            None => Expansions::NONE,
        };
        let set = TileSet::with_expansions(expansions);
        let start = match top.get("start") {
            None => StartTile {
                kind: set.start_kind(),
                pos: Pos::new(0, 0),
                rot: Rotation::default(),
            },
            Some(s) => {
                let f = Fields::new(s, 0, "\"start\"", &["tile", "x", "y", "rot"])?;
                StartTile {
                    kind: f.tile(set)?,
                    pos: Pos::new(f.coord("x")?, f.coord("y")?),
                    rot: f.rot()?,
                }
            }
        };
        if !expansions.is_empty() && start.kind != set.start_kind() {
            return Err(err(
                0,
                format!(
                    "the start tile must be {}{}, not {}",
                    set.name_of(set.start_kind()),
                    if expansions.has(Expansion::River) {
                        " (the spring) with the river"
                    } else {
                        ""
                    },
                    set.name_of(start.kind)
                ),
            ));
        }
        let mut left: Vec<i32> = set.kinds().map(|k| i32::from(set.count(k))).collect();
        left[start.kind.index()] -= 1;
        let turns_v = top
            .required("turns")?
            .as_array()
            .ok_or_else(|| err(0, "\"turns\" must be a list"))?;
        let mut turns = Vec::with_capacity(turns_v.len());
        for (i, t) in turns_v.iter().enumerate() {
            let n = i + 1;
            let turn = RecordTurn::from_value(t, n, players, set)?;
            if let Some(tile) = turn.tile {
                left[tile.index()] -= 1;
                if left[tile.index()] < 0 {
                    return Err(err(
                        n,
                        format!(
                            "one tile {} too many: the set has only {}",
                            set.name_of(tile),
                            set.count(tile)
                        ),
                    ));
                }
            }
            turns.push(turn);
        }
        let final_scores = match top.get("final_scores") {
            Some(s) => Some(parse_scores(s, players, 0, "final_scores")?),
            None => None,
        };
        let undone = match top.get("undone") {
            Some(u) => parse_undone(u, players, turns.len(), set)?,
            None => Vec::new(),
        };
        let stand_ins = match top.get("stand_ins") {
            Some(v) => parse_stand_ins(v, players, turns.len())?,
            None => Vec::new(),
        };
        Ok(Record {
            players,
            rules,
            expansions,
            start,
            turns,
            final_scores,
            undone,
            stand_ins,
        })
    }

    /// The record of a game so far, with every turn's scores (and the final
    /// scores once it is over).
    pub fn from_game(game: &Game) -> Record {
        let first = game.board().tile(0);
        let players = game.players();
        let expansions = game.expansions();
        let goods = expansions.has(Expansion::TradersBuilders);
        let turns = game
            .history()
            .iter()
            .map(|h| RecordTurn::from_history(h, players, goods))
            .collect();
        Record {
            players,
            rules: *game.rules(),
            expansions,
            start: StartTile {
                kind: first.kind,
                pos: first.pos,
                rot: first.rot,
            },
            turns,
            final_scores: game.is_over().then(|| game.scores().to_vec()),
            undone: Vec::new(),
            stand_ins: Vec::new(),
        }
    }

    /// The record as JSON, laid out one turn per line.
    pub fn to_json(&self) -> String {
        let set = self.tile_set();
        let mut s = String::with_capacity(128 + 120 * self.turns.len());
        let _ = writeln!(s, "{{");
        let _ = writeln!(s, "  \"format\": \"{FORMAT}\",");
        let _ = writeln!(s, "  \"players\": {},", self.players);
        let _ = writeln!(s, "  \"rules\": {},", self.rules.to_json());
        if !self.expansions.is_empty() {
            let names: Vec<String> = self
                .expansions
                .iter()
                .map(|e| format!("\"{}\"", e.name()))
                .collect();
            let _ = writeln!(s, "  \"expansions\": [{}],", names.join(", "));
        }
        let _ = writeln!(
            s,
            "  \"start\": {{ \"tile\": \"{}\", \"x\": {}, \"y\": {}, \"rot\": {} }},",
            set.name_of(self.start.kind),
            self.start.pos.x,
            self.start.pos.y,
            self.start.rot.quarter_turns()
        );
        if self.turns.is_empty() {
            let _ = write!(s, "  \"turns\": []");
        } else {
            let _ = writeln!(s, "  \"turns\": [");
            for (i, t) in self.turns.iter().enumerate() {
                s.push_str("    ");
                s.push_str(&t.to_json(set));
                if i + 1 < self.turns.len() {
                    s.push(',');
                }
                s.push('\n');
            }
            s.push_str("  ]");
        }
        if let Some(f) = &self.final_scores {
            let _ = write!(s, ",\n  \"final_scores\": {}", score_list(f));
        }
        if !self.undone.is_empty() {
            s.push_str(",\n  \"undone\": [");
            for (i, u) in self.undone.iter().enumerate() {
                let turns: Vec<String> = u.turns.iter().map(|t| t.to_json(set)).collect();
                let _ = write!(
                    s,
                    "{}\n    {{ \"after\": {}, \"turns\": [{}] }}",
                    if i == 0 { "" } else { "," },
                    u.after,
                    turns.join(", ")
                );
            }
            s.push_str("\n  ]");
        }
        if !self.stand_ins.is_empty() {
            let entries: Vec<String> = self
                .stand_ins
                .iter()
                .map(|x| {
                    format!(
                        "{{ \"player\": {}, \"from\": {}, \"level\": \"{}\" }}",
                        x.seat, x.from, x.level
                    )
                })
                .collect();
            let _ = write!(s, ",\n  \"stand_ins\": [{}]", entries.join(", "));
        }
        s.push_str("\n}\n");
        s
    }
}

impl Record {
    /// The tiles of this record's game: the base set and its expansions.
    pub fn tile_set(&self) -> &'static TileSet {
        TileSet::with_expansions(self.expansions)
    }
}

/// The `"expansions"` list: distinct known names.
fn parse_expansions(v: &Value) -> Result<Expansions, RecordError> {
    let list = v
        .as_array()
        .ok_or_else(|| err(0, "\"expansions\" must be a list of names"))?;
    let mut out = Expansions::NONE;
    for name in list {
        let name = name
            .as_str()
            .ok_or_else(|| err(0, "\"expansions\" must be a list of names"))?;
        let e = Expansion::parse(name).ok_or_else(|| {
            err(
                0,
                format!(
                    "unknown expansion \"{name}\" (river, abbot, inns_cathedrals or traders_builders)"
                ),
            )
        })?;
        if out.has(e) {
            return Err(err(0, format!("expansion \"{name}\" is listed twice")));
        }
        out = out.with(e);
    }
    Ok(out)
}

/// The `"stand_ins"` list: each entry `{ "player": P, "from": N, "level":
/// NAME }`, a seat at most once, and `from` a point of the record.
fn parse_stand_ins(v: &Value, players: usize, turns: usize) -> Result<Vec<StandIn>, RecordError> {
    let list = v
        .as_array()
        .ok_or_else(|| err(0, "\"stand_ins\" must be a list"))?;
    let mut out: Vec<StandIn> = Vec::with_capacity(list.len());
    for entry in list {
        let f = Fields::new(
            entry,
            0,
            "an entry of \"stand_ins\"",
            &["player", "from", "level"],
        )?;
        let player = f.int("player")?;
        let seat = u8::try_from(player)
            .ok()
            .filter(|&p| usize::from(p) < players)
            .ok_or_else(|| {
                err(
                    0,
                    format!("\"player\" {player} in \"stand_ins\" has no seat"),
                )
            })?;
        if out.iter().any(|s| s.seat == seat) {
            return Err(err(
                0,
                format!("seat {player} is stood in twice in \"stand_ins\""),
            ));
        }
        let from = f.int("from")?;
        let from = usize::try_from(from)
            .ok()
            .filter(|&n| n <= turns)
            .ok_or_else(|| {
                err(
                    0,
                    format!("\"from\" = {from} in \"stand_ins\" is not a turn of the record"),
                )
            })?;
        let level = f.str("level")?;
        if level.is_empty() || level.len() > 16 || !level.bytes().all(|b| b.is_ascii_lowercase()) {
            return Err(err(
                0,
                format!("{level:?} in \"stand_ins\" is not a level's name"),
            ));
        }
        out.push(StandIn {
            seat,
            from,
            level: level.to_string(),
        });
    }
    Ok(out)
}

/// The `"undone"` list: each entry `{ "after": N, "turns": [...] }`.
fn parse_undone(
    v: &Value,
    players: usize,
    turns: usize,
    set: &TileSet,
) -> Result<Vec<Undone>, RecordError> {
    let list = v
        .as_array()
        .ok_or_else(|| err(0, "\"undone\" must be a list"))?;
    let undone: Vec<Undone> = list
        .iter()
        .map(|u| {
            let f = Fields::new(u, 0, "an entry of \"undone\"", &["after", "turns"])?;
            let after = f.int("after")?;
            let after = usize::try_from(after).map_err(|_| not_a_turn(after))?;
            let list = f
                .required("turns")?
                .as_array()
                .filter(|t| !t.is_empty())
                .ok_or_else(|| err(0, "\"turns\" in \"undone\" must be a list of turns"))?;
            let turns = list
                .iter()
                .enumerate()
                .map(|(i, t)| RecordTurn::from_value(t, after + i + 1, players, set))
                .collect::<Result<_, _>>()?;
            Ok(Undone { after, turns })
        })
        .collect::<Result<_, RecordError>>()?;
    // Each undo came after a turn of the game as it stood then: `turns`
    // with the later undos' turns put back, newest first.
    let mut then = turns;
    for u in undone.iter().rev() {
        if u.after > then {
            return Err(not_a_turn(u.after as i64));
        }
        then = u.after + u.turns.len();
    }
    Ok(undone)
}

fn not_a_turn(after: i64) -> RecordError {
    err(
        0,
        format!("\"after\" = {after} in \"undone\" is not a turn of the record"),
    )
}

fn goods_list(goods: &[[u8; 3]]) -> String {
    let seats: Vec<String> = goods
        .iter()
        .map(|g| format!("{} wine, {} grain, {} cloth", g[0], g[1], g[2]))
        .collect();
    format!("[{}]", seats.join("; "))
}

fn score_list(scores: &[u32]) -> String {
    let parts: Vec<String> = scores.iter().map(u32::to_string).collect();
    format!("[{}]", parts.join(", "))
}
