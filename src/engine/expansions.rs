//! The expansions a game may add to the base tiles (The River, The Abbot,
//! Inns & Cathedrals, Traders & Builders), and their tile tables.
//!
//! The tables are the specification's own rows, kept as text and read once
//! into [`TileDef`]s, so that the data is the spec as written; the tile
//! set's checks (every port owned by one segment of the kind its edge
//! shows) then catch any row the reader would misunderstand.

use std::fmt;
use std::sync::OnceLock;

use super::geometry::{HalfSide, Port, Side};
use super::tile_defs::{BASE_TILES, Edge, Good, SegmentDef, TileDef, half_bits};

/// One expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Expansion {
    River,
    Abbot,
    InnsCathedrals,
    TradersBuilders,
}

impl Expansion {
    pub const ALL: [Expansion; 4] = [
        Expansion::River,
        Expansion::Abbot,
        Expansion::InnsCathedrals,
        Expansion::TradersBuilders,
    ];

    /// The record's name: `river`, `abbot`, `inns_cathedrals`,
    /// `traders_builders`.
    pub const fn name(self) -> &'static str {
        match self {
            Expansion::River => "river",
            Expansion::Abbot => "abbot",
            Expansion::InnsCathedrals => "inns_cathedrals",
            Expansion::TradersBuilders => "traders_builders",
        }
    }

    pub fn parse(s: &str) -> Option<Expansion> {
        Expansion::ALL.into_iter().find(|e| e.name() == s)
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Expansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of expansions (any subset of the four).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Expansions(u8);

impl Expansions {
    pub const NONE: Expansions = Expansions(0);
    pub const ALL: Expansions = Expansions(0x0F);

    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The set with these bits (`bits & 0x0F`).
    pub const fn from_bits(bits: u8) -> Expansions {
        Expansions(bits & 0x0F)
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn has(self, e: Expansion) -> bool {
        self.0 & e.bit() != 0
    }

    pub const fn with(self, e: Expansion) -> Expansions {
        Expansions(self.0 | e.bit())
    }

    /// The expansions in the set, in the order of [`Expansion::ALL`].
    pub const fn without(self, e: Expansion) -> Expansions {
        Expansions(self.0 & !e.bit())
    }

    pub fn iter(self) -> impl Iterator<Item = Expansion> {
        Expansion::ALL.into_iter().filter(move |e| self.has(*e))
    }

    /// Every subset of the four expansions, the empty one first.
    pub fn subsets() -> impl Iterator<Item = Expansions> {
        (0..16u8).map(Expansions)
    }

    /// Reads a list of names (`river,abbot`, or JSON-like words separated
    /// by commas or spaces); each name at most once.
    pub fn parse_list(s: &str) -> Result<Expansions, String> {
        let mut set = Expansions::NONE;
        for word in s
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
        {
            let e = Expansion::parse(word).ok_or_else(|| {
                format!(
                    "unknown expansion \"{word}\" (known: {})",
                    Expansion::ALL.map(|e| e.name()).join(", ")
                )
            })?;
            if set.has(e) {
                return Err(format!("expansion \"{word}\" is listed twice"));
            }
            set = set.with(e);
        }
        Ok(set)
    }
}

impl fmt::Display for Expansions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(|e| e.name()).collect();
        f.write_str(&names.join(","))
    }
}

/// The River (C2 base box): kind, count, edges, cities, roads, fields,
/// extra, river. The spec's rows, as written.
const RIVER: &str = "
| RV1 | 1 | F I F F | – | – | all 8 → – | spring; start tile | E (spring) |
| RV2 | 1 | F F F I | – | – | all 8 → – | lake | W (lake) |
| RV3 | 1 | C I C I | N and S (two cities) | – | ENE WNW → N; ESE WSW → S | | W–E straight |
| RV4 | 1 | C I R I | N | S, ends at the city (bridge over the river) | ENE → N; WNW → N; ESE SSE → –; SSW WSW → – | | W–E straight |
| RV5 | 1 | F I R I | – | S, ends at the monastery (bridge over the river) | NNW NNE ENE WNW → –; ESE SSE → –; SSW WSW → – | monastery | W–E straight |
| RV6 | 1 | I R I R | – | W–E straight (bridge over the river) | NNW WNW → –; NNE ENE → –; ESE SSE → –; SSW WSW → – | | N–S straight |
| RV7 | 2 | F I F I | – | – | NNW NNE ENE WNW → –; ESE SSE SSW WSW → – | | W–E straight |
| RV8 | 1 | C I I C | N+W (one city) | – | ENE SSW → N+W; ESE SSE → – | | E–S curve |
| RV9 | 1 | R R I I | – | N–E curve | NNW ESE SSE WNW → –; NNE ENE → –; SSW WSW → – | | S–W curve |
| RV10 | 2 | F F I I | – | – | NNW NNE ENE ESE SSE WNW → –; SSW WSW → – | | S–W curve |
";

/// Inns & Cathedrals (C2): kind, count, edges, cities, roads, fields,
/// extra, inn, cathedral.
const INNS_CATHEDRALS: &str = "
| IC1 | 2 | C C C C | N+E+S+W | – | – | | – | N+E+S+W |
| IC2 | 1 | F R F R | – | W, E each end at the monastery | NNW NNE ENE WNW → –; ESE SSE SSW WSW → – | monastery | – | – |
| IC3 | 1 | C C C C | N and E and S and W (four cities) | – | enclosed → N, E, S, W | | – | – |
| IC4 | 1 | C C F C | N and E and W (three cities) | – | SSE SSW → N, E, W | | – | – |
| IC5 | 1 | C R C R | N and S (two cities) | E, W each a dead end | ENE → N; WNW → N; ESE → S; WSW → S | | – | – |
| IC6 | 1 | C F C C | N+W and S (two cities) | – | ENE ESE → N+W, S | pennant on N+W | – | – |
| IC7 | 1 | C F F F | N | – | ENE ESE → N; SSE SSW WSW WNW → N | | – | – |
| IC8 | 1 | C F R F | N | S, ends at the city | ENE ESE SSE → N; SSW WSW WNW → N | | – | – |
| IC9 | 1 | C R F C | N+W (one city) | E, ends at the city | ENE → N+W; ESE SSE SSW → N+W | | – | – |
| IC10 | 1 | R C R C | E+W (one city) | N, S each end at the city | NNW → E+W; NNE → E+W; SSE → E+W; SSW → E+W | pennant | – | – |
| IC11 | 1 | C F R C | N+W (one city) | S, ends at the city | SSW → N+W; ENE ESE SSE → N+W | | S | – |
| IC12 | 1 | C F R R | N | S–W curve | ENE ESE SSE WNW → N; SSW WSW → – | | S–W | – |
| IC13 | 1 | C R R C | N+W (one city) | E–S curve | ENE SSW → N+W; ESE SSE → – | pennant | E–S | – |
| IC14 | 1 | F R R R | – | E, S, W each end at a crossing | NNW NNE ENE WNW → –; ESE SSE → –; SSW WSW → – | | E | – |
| IC15 | 1 | F R F R | – | W–E straight | NNW NNE ENE WNW → –; ESE SSE SSW WSW → – | | W–E | – |
| IC16 | 1 | F F R R | – | S–W curve | NNW NNE ENE ESE SSE WNW → –; SSW WSW → – | | S–W | – |
| IC17 | 1 | R R R R | – | N–W curve; S–E curve | NNW WNW → –; ESE SSE → –; NNE ENE SSW WSW → – | | – | – |
";

/// Traders & Builders (C2): kind, count, edges, cities, roads, fields,
/// extra, goods.
const TRADERS_BUILDERS: &str = "
| TB1 | 1 | C F F C | N+W (one city) | – | ENE ESE SSE SSW → N+W | | grain on N+W |
| TB2 | 1 | C F F C | N+W (one city) | – | ENE ESE SSE SSW → N+W | | wine on N+W |
| TB3 | 1 | F C C C | E+W and S (two cities) | – | NNW NNE → E+W; enclosed → E+W, S | | cloth on E+W |
| TB4 | 1 | F C C C | E+W and S (two cities) | – | NNW NNE → E+W; enclosed → E+W, S | | wine on E+W |
| TB5 | 1 | C C F C | N+E+W (one city) | – | SSE SSW → N+E+W | | grain on N+E+W |
| TB6 | 1 | C C C C | N+W and E and S (three cities) | – | enclosed → N+W, E, S | | cloth on N+W |
| TB7 | 1 | C R R C | N+W (one city) | E, S each end at the city | ENE → N+W; ESE → N+W; SSE → N+W; SSW → N+W | | cloth on N+W |
| TB8 | 1 | C R R C | N+W (one city) | E, S each end at the city | ENE → N+W; ESE SSE → N+W; SSW → N+W | | wine on N+W |
| TB9 | 1 | C R C C | N+W and S (two cities) | E, ends at the N+W city | ENE → N+W; ESE → N+W, S | | cloth on N+W |
| TB10 | 1 | C R C C | N+W and S (two cities) | E, ends at the N+W city | ENE → N+W; ESE → N+W, S | | grain on N+W |
| TB11 | 1 | C R F C | N+W (one city) | E, ends at the city | ENE → N+W; ESE SSE SSW → N+W | | cloth on N+W |
| TB12 | 1 | C R F C | N+W (one city) | E, ends at the city | ENE → N+W; ESE → N+W; SSE SSW → N+W | | wine on N+W |
| TB13 | 1 | C C R C | N+E+W (one city) | S, ends at the city | SSW → N+E+W; SSE → N+E+W | | wine on N+E+W |
| TB14 | 1 | C C C C | N+W and E+S (two cities) | – | enclosed → N+W, E+S | | wine on N+W |
| TB15 | 1 | F C F C | E+W (one city) | – | NNW NNE → E+W; SSE SSW → E+W | | wine on E+W |
| TB16 | 1 | C R F F | N | E, ends at the city | ENE → N; ESE SSE SSW WSW WNW → N | | – |
| TB17 | 1 | F C R C | E+W (one city) | S, ends at the city | NNW NNE → E+W; SSE → E+W; SSW → E+W | | grain on E+W |
| TB18 | 1 | F C R C | E+W (one city) | S, ends at the city | NNW NNE → E+W; SSE → E+W; SSW → E+W | | wine on E+W |
| TB19 | 1 | R C R C | E+W (one city) | N, S each end at the city | NNW → E+W; NNE → E+W; SSE → E+W; SSW → E+W | | wine on E+W |
| TB20 | 1 | F R R R | – | E, S, W each end at the monastery | NNW NNE ENE WNW → –; ESE SSE → –; SSW WSW → – | monastery | – |
| TB21 | 1 | C F R C | N+W (one city) | S, ends at the city | SSW → N+W; ENE ESE SSE → N+W | | grain on N+W |
| TB22 | 1 | C F R C | N+W (one city) | S, ends at the city | SSW → N+W; SSE → N+W; ENE ESE → N+W | | grain on N+W |
| TB23 | 1 | C F R R | N | S, ends at the city; W, dead end | WNW → N; ENE ESE SSE → N; SSW WSW → – | | – |
| TB24 | 1 | R R R R | – | N–S straight; W–E straight (a bridge: they do not meet) | NNW WNW → –; NNE ENE → –; ESE SSE → –; SSW WSW → – | | – |
";

/// The Abbot's garden variants: kind, the kind it replaces (one copy), and
/// the expansion besides the Abbot it needs (none: a base tile).
pub const GARDENS: &[(&str, &str, Option<Expansion>)] = &[
    ("EG", "E", None),
    ("HG", "H", None),
    ("IG", "I", None),
    ("MG", "M", None),
    ("NG", "N", None),
    ("RG", "R", None),
    ("UG", "U", None),
    ("VG", "V", None),
    ("RV10G", "RV10", Some(Expansion::River)),
    ("IC3G", "IC3", Some(Expansion::InnsCathedrals)),
    ("IC15G", "IC15", Some(Expansion::InnsCathedrals)),
    ("TB8G", "TB8", Some(Expansion::TradersBuilders)),
    ("TB11G", "TB11", Some(Expansion::TradersBuilders)),
];

/// Which table a text row comes from: its extra columns differ.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Table {
    River,
    InnsCathedrals,
    TradersBuilders,
}

fn side_of(letter: &str) -> Option<u8> {
    Side::ALL
        .into_iter()
        .find(|s| s.letter() == letter)
        .map(|s| 1 << s.index())
}

/// `N+W` → side bits.
fn sides_of(name: &str) -> Result<u8, String> {
    name.split('+').try_fold(0u8, |m, l| {
        side_of(l.trim())
            .map(|b| m | b)
            .ok_or_else(|| format!("not a side: {l:?}"))
    })
}

/// Drops a parenthesised note: `N+W (one city)` → `N+W`.
fn bare(s: &str) -> &str {
    s.split(" (").next().unwrap_or(s).trim()
}

fn none(s: &str) -> bool {
    let s = s.trim();
    s.is_empty() || s == "–"
}

/// Reads one row of a table into a tile definition. Segments come cities
/// first (so that a field's `touches` bits are its cities' indices), then
/// roads, fields and a monastery.
fn parse_row(row: &'static str, table: Table) -> Result<TileDef, String> {
    let cols: Vec<&'static str> = row
        .trim()
        .trim_matches('|')
        .split('|')
        .map(str::trim)
        .collect();
    let want = match table {
        Table::River => 8,
        Table::InnsCathedrals => 9,
        Table::TradersBuilders => 8,
    };
    if cols.len() != want {
        return Err(format!("{} columns, not {want}: {row}", cols.len()));
    }
    let name = cols[0];
    let count: u8 = cols[1].parse().map_err(|_| format!("{name}: count"))?;
    let edges = parse_edges(name, cols[2])?;
    let city_sides = parse_cities(name, cols[3])?;
    let road_sides = parse_roads(name, cols[4])?;
    let mut segs: Vec<SegmentDef> = city_sides.iter().map(|&s| SegmentDef::city(s)).collect();
    segs.extend(road_sides.iter().map(|&s| SegmentDef::road(s)));
    segs.extend(parse_fields(name, cols[5], &city_sides)?);
    parse_extras(name, cols[6], &city_sides, &mut segs)?;
    match table {
        Table::River => {}
        Table::InnsCathedrals => {
            if !none(cols[7]) {
                let road = cols[7].replace('–', "+");
                let sides = sides_of(&road).map_err(|e| format!("{name}: {e}"))?;
                let i = road_sides
                    .iter()
                    .position(|&r| r == sides)
                    .ok_or_else(|| format!("{name}: no road {} for the inn", cols[7]))?;
                segs[city_sides.len() + i].inn = true;
            }
            if !none(cols[8]) {
                let i = city_index(name, &city_sides, cols[8])?;
                segs[i].cathedral = true;
            }
        }
        Table::TradersBuilders => {
            if !none(cols[7]) {
                let (good, city) = cols[7]
                    .split_once(" on ")
                    .ok_or_else(|| format!("{name}: goods {}", cols[7]))?;
                let good = Good::parse(good).ok_or_else(|| format!("{name}: good {good}"))?;
                let i = city_index(name, &city_sides, city)?;
                segs[i].goods = Some(good);
            }
        }
    }
    Ok(TileDef {
        name,
        count,
        edges,
        segments: Box::leak(segs.into_boxed_slice()),
    })
}

/// The four edges, a letter each.
fn parse_edges(name: &str, col: &str) -> Result<[Edge; 4], String> {
    let mut edges = [Edge::Field; 4];
    let letters: Vec<&str> = col.split_whitespace().collect();
    if letters.len() != 4 {
        return Err(format!("{name}: four edges"));
    }
    for (i, l) in letters.iter().enumerate() {
        edges[i] = l
            .chars()
            .next()
            .and_then(Edge::from_letter)
            .ok_or_else(|| format!("{name}: edge {l}"))?;
    }
    Ok(edges)
}

/// The cities: the sides of each.
fn parse_cities(name: &str, col: &str) -> Result<Vec<u8>, String> {
    let mut city_sides = Vec::new();
    if !none(col) {
        for c in bare(col).split(" and ") {
            city_sides.push(sides_of(c).map_err(|e| format!("{name}: {e}"))?);
        }
    }
    Ok(city_sides)
}

/// Which city (by its place among `city_sides`) is the one on sides `n`.
fn city_index(name: &str, city_sides: &[u8], n: &str) -> Result<usize, String> {
    let sides = sides_of(n.trim()).map_err(|e| format!("{name}: {e}"))?;
    city_sides
        .iter()
        .position(|&c| c == sides)
        .ok_or_else(|| format!("{name}: no city {n}"))
}

/// The roads: the ports of each.
fn parse_roads(name: &str, col: &str) -> Result<Vec<u8>, String> {
    let mut road_sides = Vec::new();
    if none(col) {
        return Ok(road_sides);
    }
    for part in bare(col).split(';') {
        let part = bare(part);
        if let Some((a, rest)) = part.split_once('–') {
            // `A–B straight` or `A–B curve`: one road through two ports.
            let b = rest.split_whitespace().next().unwrap_or_default();
            let sides = sides_of(a).and_then(|x| sides_of(b).map(|y| x | y));
            road_sides.push(sides.map_err(|e| format!("{name}: {e}"))?);
        } else if let Some((ports, _)) = part.split_once(" each ") {
            // `P, Q each end at …`: one road per port.
            for p in ports.split(',') {
                road_sides.push(sides_of(p).map_err(|e| format!("{name}: {e}"))?);
            }
        } else {
            // `P, ends at …` or `P, dead end`.
            let p = part.split(',').next().unwrap_or_default();
            road_sides.push(sides_of(p).map_err(|e| format!("{name}: {e}"))?);
        }
    }
    Ok(road_sides)
}

/// The fields: their half-sides and the cities each touches.
fn parse_fields(name: &str, col: &str, city_sides: &[u8]) -> Result<Vec<SegmentDef>, String> {
    let mut fields = Vec::new();
    if none(col) {
        return Ok(fields);
    }
    for f in col.split(';') {
        let (ports, touched) = f
            .split_once('→')
            .ok_or_else(|| format!("{name}: field {f}"))?;
        let ports = ports.trim();
        let halves = match ports {
            "all 8" => half_bits::ALL,
            "enclosed" => 0,
            _ => ports
                .split_whitespace()
                .try_fold(0u8, |m, h| match Port::parse(h) {
                    Some(Port::Half(h)) => Ok(m | 1 << HalfSide::index(h)),
                    _ => Err(format!("{name}: not a half-side: {h}")),
                })?,
        };
        let mut touches = 0u16;
        if !none(touched) {
            for c in touched.split(',') {
                touches |= 1 << city_index(name, city_sides, c)?;
            }
        }
        fields.push(SegmentDef::field(halves, touches));
    }
    Ok(fields)
}

/// Extras: a monastery, pennants.
fn parse_extras(
    name: &str,
    col: &str,
    city_sides: &[u8],
    segs: &mut Vec<SegmentDef>,
) -> Result<(), String> {
    for extra in col.split(';').map(str::trim).filter(|e| !e.is_empty()) {
        if extra == "monastery" {
            segs.push(SegmentDef::MONASTERY);
        } else if extra == "pennant" {
            if city_sides.len() != 1 {
                return Err(format!("{name}: a pennant needs one city"));
            }
            segs[0].pennant = true;
        } else if let Some(city) = extra.strip_prefix("pennant on ") {
            let i = city_index(name, city_sides, city)?;
            segs[i].pennant = true;
        } else if !matches!(extra, "spring" | "start tile" | "lake") {
            return Err(format!("{name}: unknown extra {extra}"));
        }
    }
    Ok(())
}

fn parse_table(text: &'static str, table: Table) -> Vec<TileDef> {
    text.lines()
        .filter(|l| l.trim_start().starts_with('|'))
        .map(|l| parse_row(l, table).unwrap_or_else(|e| panic!("tile table: {e}")))
        .collect()
}

/// An expansion's own tiles, read once.
pub fn expansion_tiles(e: Expansion) -> &'static [TileDef] {
    static RIVER_DEFS: OnceLock<Vec<TileDef>> = OnceLock::new();
    static IC_DEFS: OnceLock<Vec<TileDef>> = OnceLock::new();
    static TB_DEFS: OnceLock<Vec<TileDef>> = OnceLock::new();
    match e {
        Expansion::River => RIVER_DEFS.get_or_init(|| parse_table(RIVER, Table::River)),
        Expansion::InnsCathedrals => {
            IC_DEFS.get_or_init(|| parse_table(INNS_CATHEDRALS, Table::InnsCathedrals))
        }
        Expansion::TradersBuilders => {
            TB_DEFS.get_or_init(|| parse_table(TRADERS_BUILDERS, Table::TradersBuilders))
        }
        Expansion::Abbot => &[],
    }
}

/// A garden variant of `def`: the same tile with a garden.
fn with_garden(def: &TileDef, name: &'static str) -> TileDef {
    let mut segs = def.segments.to_vec();
    segs.push(SegmentDef::GARDEN);
    TileDef {
        name,
        count: 1,
        edges: def.edges,
        segments: Box::leak(segs.into_boxed_slice()),
    }
}

/// The tile table of the base game with `expansions`, its name and its
/// start tile: the base tiles, then each expansion's, then the garden
/// variants (each replacing one copy of its kind). With the River, the
/// spring starts the game and the base start tile goes back in the box.
pub(super) fn tables(expansions: Expansions) -> (&'static str, Vec<TileDef>, &'static str) {
    let mut defs: Vec<TileDef> = BASE_TILES.to_vec();
    let river = expansions.has(Expansion::River);
    if river {
        for d in defs.iter_mut().filter(|d| d.name == "D") {
            d.count -= 1;
        }
    }
    for e in [
        Expansion::River,
        Expansion::InnsCathedrals,
        Expansion::TradersBuilders,
    ] {
        if expansions.has(e) {
            defs.extend_from_slice(expansion_tiles(e));
        }
    }
    if expansions.has(Expansion::Abbot) {
        for &(name, replaces, needs) in GARDENS {
            if needs.is_some_and(|n| !expansions.has(n)) {
                continue;
            }
            let i = defs
                .iter()
                .position(|d| d.name == replaces)
                .expect("a garden variant replaces a kind in play");
            defs[i].count -= 1;
            let garden = with_garden(&defs[i], name);
            defs.push(garden);
        }
    }
    let name: &'static str = Box::leak(format!("base+{expansions}").into_boxed_str());
    (name, defs, if river { "RV1" } else { "D" })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::TileSet;

    #[test]
    fn names_are_read_strictly() {
        assert_eq!(Expansions::parse_list(""), Ok(Expansions::NONE));
        let all = Expansions::parse_list("river, abbot inns_cathedrals,traders_builders").unwrap();
        assert_eq!(all, Expansions::ALL);
        assert_eq!(
            all.to_string(),
            "river,abbot,inns_cathedrals,traders_builders"
        );
        assert!(Expansions::parse_list("river,river").is_err());
        assert!(Expansions::parse_list("rivers").is_err());
        assert_eq!(Expansions::subsets().count(), 16);
    }

    #[test]
    fn every_expansion_table_is_consistent_and_complete() {
        let count = |e| -> usize {
            expansion_tiles(e)
                .iter()
                .map(|d| usize::from(d.count))
                .sum()
        };
        assert_eq!(count(Expansion::River), 12);
        assert_eq!(count(Expansion::InnsCathedrals), 18);
        assert_eq!(count(Expansion::TradersBuilders), 24);
        for x in Expansions::subsets() {
            let set = TileSet::with_expansions(x);
            let mut total = 72;
            if x.has(Expansion::River) {
                total += 12 - 1;
            }
            if x.has(Expansion::InnsCathedrals) {
                total += 18;
            }
            if x.has(Expansion::TradersBuilders) {
                total += 24;
            }
            assert_eq!(set.total_tiles(), total, "{x}");
            assert_eq!(set.expansions(), x);
            let start = set.name_of(set.start_kind());
            assert_eq!(start, if x.has(Expansion::River) { "RV1" } else { "D" });
            let gardens = set
                .kinds()
                .filter(|&k| {
                    set.segments(k)
                        .iter()
                        .any(|s| s.kind == crate::engine::tile_defs::FeatureKind::Garden)
                })
                .map(|k| usize::from(set.count(k)))
                .sum::<usize>();
            let want = if x.has(Expansion::Abbot) {
                8 + usize::from(x.has(Expansion::River))
                    + 2 * usize::from(x.has(Expansion::InnsCathedrals))
                    + 2 * usize::from(x.has(Expansion::TradersBuilders))
            } else {
                0
            };
            assert_eq!(gardens, want, "{x}");
        }
    }

    #[test]
    fn inns_cathedrals_pennants_and_goods_are_where_the_spec_puts_them() {
        let sum = |e, f: fn(&SegmentDef) -> bool| -> usize {
            expansion_tiles(e)
                .iter()
                .map(|d| d.segments.iter().filter(|s| f(s)).count() * usize::from(d.count))
                .sum()
        };
        assert_eq!(sum(Expansion::InnsCathedrals, |s| s.inn), 6);
        assert_eq!(sum(Expansion::InnsCathedrals, |s| s.cathedral), 2);
        assert_eq!(sum(Expansion::InnsCathedrals, |s| s.pennant), 3);
        for (good, n) in [(Good::Wine, 9), (Good::Grain, 6), (Good::Cloth, 5)] {
            let got = expansion_tiles(Expansion::TradersBuilders)
                .iter()
                .flat_map(|d| d.segments.iter())
                .filter(|s| s.goods == Some(good))
                .count();
            assert_eq!(got, n, "{good:?}");
        }
        let set = TileSet::with_expansions(Expansions::ALL);
        // IC3: four cities round an enclosed field touching all four.
        let ic3 = set.segments(set.kind("IC3").unwrap());
        let field = ic3
            .iter()
            .find(|s| s.kind == crate::engine::tile_defs::FeatureKind::Field)
            .unwrap();
        assert!(field.is_enclosed());
        assert_eq!(field.touches, 0b1111);
        // IC17: two curves; TB24: two straights that do not meet.
        let roads = |n: &str| {
            set.segments(set.kind(n).unwrap())
                .iter()
                .filter(|s| s.kind == crate::engine::tile_defs::FeatureKind::Road)
                .count()
        };
        assert_eq!(roads("IC17"), 2);
        assert_eq!(roads("TB24"), 2);
        assert_eq!(roads("IC14"), 3);
        // The river tiles: the spring and the lake have one river edge.
        let river = |n: &str| set.river_sides(set.kind(n).unwrap(), Default::default());
        assert_eq!(river("RV1"), 0b0010);
        assert_eq!(river("RV2"), 0b1000);
        assert_eq!(river("RV6"), 0b0101);
        assert!(!set.is_river(set.kind("D").unwrap()));
    }
}
