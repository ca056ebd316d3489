//! Tile kinds as data: edges, the features (segments) on each tile, which
//! cities each field touches, and how many of each kind a set holds.
//!
//! A tile set is a table of [`TileDef`]s. Everything the rules need (rotated
//! edges, which segment owns which port) is derived from that table once, so a
//! new set (the River, an expansion) is a new table, not new code.

use std::sync::OnceLock;

use super::expansions::Expansions;
use super::geometry::{HalfSide, Port, Rotation, Side};
pub use super::tile_defs::{BASE_TILES, Edge, FeatureKind, Good, SegmentDef, TileDef};

/// A tile kind within its [`TileSet`] (an index into the set's table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileKind(pub(crate) u8);

impl TileKind {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Most segments one tile may have (the crossroads has eight).
pub const MAX_SEGMENTS: usize = 12;
/// Marks "no segment here" in the per-port lookup tables.
pub const NO_SEGMENT: u8 = u8::MAX;

/// A tile kind turned by a rotation, with the lookups the rules need.
#[derive(Clone, Copy, Debug)]
pub struct Oriented {
    pub edges: [Edge; 4],
    /// One bit per edge kind in each side's nibble: side `d` at bits `4d..4d+4`.
    pub edge_code: u16,
    /// The road or city segment at each side, or [`NO_SEGMENT`].
    pub side_segment: [u8; 4],
    /// The field segment at each half-side, or [`NO_SEGMENT`].
    pub half_segment: [u8; 8],
    /// Per segment: sides reached after rotation.
    pub segment_sides: [u8; MAX_SEGMENTS],
    /// Per segment: half-sides reached after rotation.
    pub segment_halves: [u8; MAX_SEGMENTS],
}

impl Oriented {
    /// The segment a port names, if the port belongs to a segment.
    pub fn segment_at(&self, port: Port) -> Option<usize> {
        let seg = match port {
            Port::Side(s) => self.side_segment[s.index()],
            Port::Half(h) => self.half_segment[h.index()],
        };
        (seg != NO_SEGMENT).then_some(seg as usize)
    }

    /// A port of segment `seg` after rotation (the first clockwise from the
    /// north), or `None` for a monastery.
    pub fn first_port(&self, seg: usize) -> Option<Port> {
        let sides = self.segment_sides[seg];
        if sides != 0 {
            return Some(Port::Side(
                Side::from_index(sides.trailing_zeros() as usize),
            ));
        }
        let halves = self.segment_halves[seg];
        if halves != 0 {
            return Some(Port::Half(HalfSide::from_index(
                halves.trailing_zeros() as usize
            )));
        }
        None
    }

    /// All ports of segment `seg` after rotation, clockwise from the north.
    pub fn ports(&self, seg: usize) -> impl Iterator<Item = Port> + '_ {
        let sides = self.segment_sides[seg];
        let halves = self.segment_halves[seg];
        Side::ALL
            .into_iter()
            .filter(move |s| sides & (1 << s.index()) != 0)
            .map(Port::Side)
            .chain(
                HalfSide::ALL
                    .into_iter()
                    .filter(move |h| halves & (1 << h.index()) != 0)
                    .map(Port::Half),
            )
    }
}

#[derive(Clone, Debug)]
struct KindInfo {
    def: TileDef,
    oriented: [Oriented; 4],
    has_monastery: bool,
    /// The segment of its monastery or garden (a tile has one at most).
    cloister: Option<u8>,
    /// Sides with a river edge (bit per side, as drawn).
    river: u8,
}

/// A validated tile set: the table plus everything derived from it.
#[derive(Clone, Debug)]
pub struct TileSet {
    name: &'static str,
    kinds: Vec<KindInfo>,
    start: TileKind,
    total: usize,
    expansions: Expansions,
}

/// A tile table that contradicts itself.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("tile {kind}: {problem}")]
pub struct TileSetError {
    pub kind: String,
    pub problem: String,
}

impl TileSet {
    /// Checks a tile table and derives the rotated lookups.
    pub fn new(name: &'static str, defs: &[TileDef], start: &str) -> Result<TileSet, TileSetError> {
        if defs.len() > usize::from(u8::MAX) {
            return Err(TileSetError {
                kind: "-".into(),
                problem: "too many tile kinds".into(),
            });
        }
        let mut kinds = Vec::with_capacity(defs.len());
        for (i, def) in defs.iter().enumerate() {
            let err = |problem: String| TileSetError {
                kind: def.name.to_string(),
                problem,
            };
            if defs[..i].iter().any(|d| d.name == def.name) {
                return Err(err("listed twice".into()));
            }
            if def.segments.len() > MAX_SEGMENTS {
                return Err(err(format!("more than {MAX_SEGMENTS} segments")));
            }
            validate(def).map_err(err)?;
            let oriented = Rotation::ALL.map(|rot| orient(def, rot));
            kinds.push(KindInfo {
                def: *def,
                oriented,
                has_monastery: def
                    .segments
                    .iter()
                    .any(|s| s.kind == FeatureKind::Monastery),
                cloister: def
                    .segments
                    .iter()
                    .position(|s| s.kind.is_cloister())
                    .map(|i| i as u8),
                river: Side::ALL
                    .into_iter()
                    .filter(|s| def.edges[s.index()] == Edge::River)
                    .fold(0, |m, s| m | 1 << s.index()),
            });
        }
        let start = defs
            .iter()
            .position(|d| d.name == start && d.count > 0)
            .map(|i| TileKind(i as u8))
            .ok_or_else(|| TileSetError {
                kind: start.to_string(),
                problem: "the start tile is not in the set".into(),
            })?;
        let total = defs.iter().map(|d| usize::from(d.count)).sum();
        Ok(TileSet {
            name,
            kinds,
            start,
            total,
            expansions: Expansions::NONE,
        })
    }

    /// The tiles of the base game and `expansions` (built once each).
    pub fn with_expansions(expansions: Expansions) -> &'static TileSet {
        if expansions.is_empty() {
            return TileSet::base();
        }
        static SETS: [OnceLock<TileSet>; 16] = [const { OnceLock::new() }; 16];
        SETS[usize::from(expansions.bits())].get_or_init(|| {
            let (name, defs, start) = super::expansions::tables(expansions);
            let mut set = TileSet::new(name, &defs, start)
                .expect("the expansions' tile tables are consistent");
            set.expansions = expansions;
            set
        })
    }

    /// The same tiles and rules with other counts (`count(name)` per
    /// kind; the start tile needs one): a game over it ends, and is scored,
    /// when those tiles are played. For worked examples and puzzles.
    pub fn with_counts(
        &self,
        name: &'static str,
        count: impl Fn(&str) -> u8,
    ) -> Result<TileSet, TileSetError> {
        let defs: Vec<TileDef> = self
            .kinds
            .iter()
            .map(|k| TileDef {
                count: count(k.def.name),
                ..k.def
            })
            .collect();
        let mut set = TileSet::new(name, &defs, self.name_of(self.start))?;
        set.expansions = self.expansions;
        Ok(set)
    }

    /// The expansions whose tiles this set holds.
    pub fn expansions(&self) -> Expansions {
        self.expansions
    }

    /// The base game: 72 tiles in 24 kinds, start tile D.
    pub fn base() -> &'static TileSet {
        static BASE: OnceLock<TileSet> = OnceLock::new();
        BASE.get_or_init(|| {
            TileSet::new("base", BASE_TILES, "D").expect("the base tile table is consistent")
        })
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    pub fn kinds(&self) -> impl ExactSizeIterator<Item = TileKind> + '_ {
        (0..self.kinds.len()).map(|i| TileKind(i as u8))
    }

    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// How many tiles the whole set holds, the start tile included.
    pub fn total_tiles(&self) -> usize {
        self.total
    }

    pub fn start_kind(&self) -> TileKind {
        self.start
    }

    /// A kind by its record name (`"D"`).
    pub fn kind(&self, name: &str) -> Option<TileKind> {
        self.kinds
            .iter()
            .position(|k| k.def.name == name)
            .map(|i| TileKind(i as u8))
    }

    pub fn def(&self, kind: TileKind) -> &TileDef {
        &self.kinds[kind.index()].def
    }

    pub fn name_of(&self, kind: TileKind) -> &'static str {
        self.kinds[kind.index()].def.name
    }

    pub fn count(&self, kind: TileKind) -> u8 {
        self.kinds[kind.index()].def.count
    }

    pub fn oriented(&self, kind: TileKind, rot: Rotation) -> &Oriented {
        &self.kinds[kind.index()].oriented[rot.quarter_turns() as usize]
    }

    pub fn segments(&self, kind: TileKind) -> &'static [SegmentDef] {
        self.kinds[kind.index()].def.segments
    }

    pub fn has_monastery(&self, kind: TileKind) -> bool {
        self.kinds[kind.index()].has_monastery
    }

    /// The segment of the tile's monastery or garden, if it has one.
    pub fn cloister(&self, kind: TileKind) -> Option<usize> {
        self.kinds[kind.index()].cloister.map(usize::from)
    }

    /// Whether the tile is a river tile (it has a river edge).
    pub fn is_river(&self, kind: TileKind) -> bool {
        self.kinds[kind.index()].river != 0
    }

    /// The sides of the tile that show the river, after rotation `rot`
    /// (bit per side).
    pub fn river_sides(&self, kind: TileKind, rot: Rotation) -> u8 {
        rotate_bits4(self.kinds[kind.index()].river, rot.quarter_turns())
    }

    /// Rotations of `kind` that look different from each other: turning the
    /// crossroads changes nothing, so it has one; a straight road has two.
    pub fn distinct_rotations(&self, kind: TileKind) -> impl Iterator<Item = Rotation> + '_ {
        let info = &self.kinds[kind.index()];
        Rotation::ALL.into_iter().filter(move |r| {
            (0..r.quarter_turns() as usize).all(|earlier| {
                !same_layout(
                    &info.oriented[earlier],
                    &info.oriented[r.quarter_turns() as usize],
                )
            })
        })
    }
}

fn same_layout(a: &Oriented, b: &Oriented) -> bool {
    a.edge_code == b.edge_code
        && a.side_segment
            .iter()
            .zip(b.side_segment.iter())
            .all(|(x, y)| (*x == NO_SEGMENT) == (*y == NO_SEGMENT))
        && same_partition(a, b)
}

/// Whether two orientations split their ports into the same features.
fn same_partition(a: &Oriented, b: &Oriented) -> bool {
    let n = MAX_SEGMENTS;
    (0..n).all(|i| {
        let (sa, ha) = (a.segment_sides[i], a.segment_halves[i]);
        (sa == 0 && ha == 0)
            || (0..n).any(|j| b.segment_sides[j] == sa && b.segment_halves[j] == ha)
    })
}

const fn rotate_bits4(m: u8, r: u8) -> u8 {
    if r == 0 {
        m
    } else {
        ((m << r) | (m >> (4 - r))) & 0x0F
    }
}

const fn rotate_bits8(m: u8, r: u8) -> u8 {
    m.rotate_left(2 * r as u32)
}

fn orient(def: &TileDef, rot: Rotation) -> Oriented {
    let r = rot.quarter_turns();
    let mut edges = [Edge::Field; 4];
    for side in Side::ALL {
        edges[side.rotated(rot).index()] = def.edges[side.index()];
    }
    let mut edge_code = 0u16;
    for (d, e) in edges.iter().enumerate() {
        edge_code |= e.bit() << (4 * d);
    }
    let mut o = Oriented {
        edges,
        edge_code,
        side_segment: [NO_SEGMENT; 4],
        half_segment: [NO_SEGMENT; 8],
        segment_sides: [0; MAX_SEGMENTS],
        segment_halves: [0; MAX_SEGMENTS],
    };
    for (i, seg) in def.segments.iter().enumerate() {
        let sides = rotate_bits4(seg.sides, r);
        let halves = rotate_bits8(seg.halves, r);
        o.segment_sides[i] = sides;
        o.segment_halves[i] = halves;
        for side in Side::ALL {
            if sides & (1 << side.index()) != 0 {
                o.side_segment[side.index()] = i as u8;
            }
        }
        for h in HalfSide::ALL {
            if halves & (1 << h.index()) != 0 {
                o.half_segment[h.index()] = i as u8;
            }
        }
    }
    o
}

/// Checks that a tile's segments agree with its edges: every port belongs to
/// exactly one segment of the right kind, and fields touch only cities.
fn validate(def: &TileDef) -> Result<(), String> {
    let mut side_owner = [None; 4];
    let mut half_owner = [None; 8];
    let mut cloisters = 0;
    let mut enclosed = 0;
    for (i, seg) in def.segments.iter().enumerate() {
        if seg.inn && seg.kind != FeatureKind::Road {
            return Err(format!("segment {i}: only a road has an inn"));
        }
        if (seg.cathedral || seg.goods.is_some()) && seg.kind != FeatureKind::City {
            return Err(format!("segment {i}: only a city has a cathedral or goods"));
        }
        match seg.kind {
            FeatureKind::Road | FeatureKind::City => {
                if seg.sides == 0 || seg.sides > 0x0F || seg.halves != 0 || seg.touches != 0 {
                    return Err(format!("segment {i} must reach sides only"));
                }
                if seg.pennant && seg.kind == FeatureKind::Road {
                    return Err(format!("segment {i}: a road has no pennant"));
                }
            }
            FeatureKind::Field => {
                if seg.sides != 0 || seg.pennant {
                    return Err(format!("segment {i} must reach half-sides only"));
                }
                if seg.halves == 0 {
                    enclosed += 1;
                }
                for j in 0..16 {
                    if seg.touches & (1 << j) != 0
                        && def.segments.get(j).map(|s| s.kind) != Some(FeatureKind::City)
                    {
                        return Err(format!("field {i} touches {j}, which is not a city"));
                    }
                }
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                cloisters += 1;
                if seg.sides != 0 || seg.halves != 0 || seg.pennant || seg.touches != 0 {
                    return Err(format!("{} {i} reaches no border", seg.kind));
                }
            }
        }
        for side in Side::ALL {
            if seg.sides & (1 << side.index()) != 0 {
                if side_owner[side.index()].is_some() {
                    return Err(format!("two segments reach side {}", side.letter()));
                }
                side_owner[side.index()] = Some(seg.kind);
            }
        }
        for h in HalfSide::ALL {
            if seg.halves & (1 << h.index()) != 0 {
                if half_owner[h.index()].is_some() {
                    return Err(format!("two segments reach {}", h.name()));
                }
                half_owner[h.index()] = Some(seg.kind);
            }
        }
    }
    if cloisters > 1 {
        return Err("more than one monastery or garden".into());
    }
    if enclosed > 1 {
        return Err("more than one enclosed field".into());
    }
    for side in Side::ALL {
        let edge = def.edges[side.index()];
        let [h1, h2] = side.halves();
        let halves = [half_owner[h1.index()], half_owner[h2.index()]];
        let ok = match edge {
            Edge::City => {
                side_owner[side.index()] == Some(FeatureKind::City) && halves == [None; 2]
            }
            Edge::Road => {
                side_owner[side.index()] == Some(FeatureKind::Road)
                    && halves == [Some(FeatureKind::Field); 2]
            }
            // The river is no feature: only the fields either side of it.
            Edge::River => {
                side_owner[side.index()].is_none() && halves == [Some(FeatureKind::Field); 2]
            }
            Edge::Field => {
                side_owner[side.index()].is_none() && halves == [Some(FeatureKind::Field); 2]
            }
        };
        if !ok {
            return Err(format!(
                "side {} is {} but its segments do not match",
                side.letter(),
                edge.with_article()
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tile_defs::half_bits::{ALL as ALL_HALVES, NNW};
    use crate::engine::tile_defs::{NONE, field, tile};
    use Edge::{City as C, Field as F};

    /// The spec's table, transcribed independently as text: kind, count,
    /// edges, cities (`+` joins sides of one city, `,` separates cities), roads,
    /// fields (`ports>touched sides`, `;` between fields), monastery, pennant.
    /// kind, count, edges, cities, roads, fields, monastery, pennant
    type SpecRow = (
        &'static str,
        u8,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        bool,
        bool,
    );
    #[rustfmt::skip]
    const SPEC: &[SpecRow] = &[
        ("A", 2, "FFRF", "", "S", "NNW NNE ENE ESE SSE SSW WSW WNW>", true, false),
        ("B", 4, "FFFF", "", "", "NNW NNE ENE ESE SSE SSW WSW WNW>", true, false),
        ("C", 1, "CCCC", "N+E+S+W", "", "", false, true),
        ("D", 4, "CRFR", "N", "W+E", "WNW ENE>N;ESE SSE SSW WSW>", false, false),
        ("E", 5, "CFFF", "N", "", "ENE ESE SSE SSW WSW WNW>N", false, false),
        ("F", 2, "FCFC", "E+W", "", "NNW NNE>E+W;SSE SSW>E+W", false, true),
        ("G", 1, "CFCF", "N+S", "", "ENE ESE>N+S;WSW WNW>N+S", false, false),
        ("H", 3, "FCFC", "E,W", "", "NNW NNE SSE SSW>E,W", false, false),
        ("I", 2, "FCCF", "E,S", "", "NNW NNE WSW WNW>E,S", false, false),
        ("J", 3, "CRRF", "N", "E+S", "ENE SSW WSW WNW>N;ESE SSE>", false, false),
        ("K", 3, "CFRR", "N", "S+W", "ENE ESE SSE WNW>N;SSW WSW>", false, false),
        ("L", 3, "CRRR", "N", "E,S,W", "ENE WNW>N;ESE SSE>;SSW WSW>", false, false),
        ("M", 2, "CFFC", "N+W", "", "ENE ESE SSE SSW>N+W", false, true),
        ("N", 3, "CFFC", "N+W", "", "ENE ESE SSE SSW>N+W", false, false),
        ("O", 2, "CRRC", "N+W", "E+S", "ENE SSW>N+W;ESE SSE>", false, true),
        ("P", 3, "CRRC", "N+W", "E+S", "ENE SSW>N+W;ESE SSE>", false, false),
        ("Q", 1, "CCFC", "N+E+W", "", "SSE SSW>N+E+W", false, true),
        ("R", 3, "CCFC", "N+E+W", "", "SSE SSW>N+E+W", false, false),
        ("S", 2, "CCRC", "N+E+W", "S", "SSW>N+E+W;SSE>N+E+W", false, true),
        ("T", 1, "CCRC", "N+E+W", "S", "SSW>N+E+W;SSE>N+E+W", false, false),
        ("U", 8, "RFRF", "", "N+S", "NNE ENE ESE SSE>;SSW WSW WNW NNW>", false, false),
        ("V", 9, "FFRR", "", "S+W", "SSW WSW>;WNW NNW NNE ENE ESE SSE>", false, false),
        ("W", 4, "FRRR", "", "E,S,W", "WNW NNW NNE ENE>;ESE SSE>;SSW WSW>", false, false),
        ("X", 1, "RRRR", "", "N,E,S,W", "NNE ENE>;ESE SSE>;SSW WSW>;WNW NNW>", false, false),
    ];

    fn port_set(o: &Oriented, seg: usize) -> Vec<String> {
        let mut v: Vec<String> = o.ports(seg).map(|p| p.name().to_string()).collect();
        v.sort();
        v
    }

    fn words(s: &str, sep: char) -> Vec<String> {
        let mut v: Vec<String> = s
            .split(sep)
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        v.sort();
        v
    }

    #[test]
    fn base_set_matches_the_spec_table() {
        let set = TileSet::base();
        assert_eq!(set.len(), 24);
        assert_eq!(set.total_tiles(), 72);
        assert_eq!(set.name_of(set.start_kind()), "D");
        let mut pennants = 0;
        for &(name, count, edges, cities, roads, fields, monastery, pennant) in SPEC {
            let kind = set.kind(name).unwrap();
            let o = set.oriented(kind, Rotation::default());
            let segs = set.segments(kind);
            assert_eq!(set.count(kind), count, "{name} count");
            let e: String = o.edges.iter().map(|e| e.letter()).collect();
            assert_eq!(e, edges, "{name} edges");
            assert_eq!(set.has_monastery(kind), monastery, "{name} monastery");
            let has_pennant = segs.iter().any(|s| s.pennant);
            assert_eq!(has_pennant, pennant, "{name} pennant");
            pennants += segs.iter().filter(|s| s.pennant).count() * count as usize;

            let of_kind = |k: FeatureKind| -> Vec<usize> {
                (0..segs.len()).filter(|&i| segs[i].kind == k).collect()
            };
            let city_names: Vec<String> = of_kind(FeatureKind::City)
                .into_iter()
                .map(|i| port_set(o, i).join("+"))
                .collect();
            let mut expected_cities: Vec<String> = words(cities, ',')
                .into_iter()
                .map(|c| words(&c, '+').join("+"))
                .collect();
            expected_cities.sort();
            let mut city_sorted = city_names.clone();
            city_sorted.sort();
            assert_eq!(city_sorted, expected_cities, "{name} cities");

            let mut road_names: Vec<String> = of_kind(FeatureKind::Road)
                .into_iter()
                .map(|i| port_set(o, i).join("+"))
                .collect();
            road_names.sort();
            let mut expected_roads: Vec<String> = words(roads, ',')
                .into_iter()
                .map(|c| words(&c, '+').join("+"))
                .collect();
            expected_roads.sort();
            assert_eq!(road_names, expected_roads, "{name} roads");

            // Fields: ports and the cities each touches (named by their sides).
            let mut field_names: Vec<String> = of_kind(FeatureKind::Field)
                .into_iter()
                .map(|i| {
                    let mut touched: Vec<String> = (0..segs.len())
                        .filter(|&j| segs[i].touches & (1 << j) != 0)
                        .map(|j| port_set(o, j).join("+"))
                        .collect();
                    touched.sort();
                    format!("{}>{}", port_set(o, i).join(" "), touched.join(","))
                })
                .collect();
            field_names.sort();
            let mut expected_fields: Vec<String> = words(fields, ';')
                .into_iter()
                .map(|f| {
                    let (ports, touched) = f.split_once('>').unwrap();
                    let touched: Vec<String> = words(touched, ',')
                        .into_iter()
                        .map(|c| words(&c, '+').join("+"))
                        .collect();
                    format!("{}>{}", words(ports, ' ').join(" "), touched.join(","))
                })
                .collect();
            expected_fields.sort();
            assert_eq!(field_names, expected_fields, "{name} fields");
        }
        assert_eq!(pennants, 10);
    }

    #[test]
    fn rotation_moves_edges_and_ports_clockwise() {
        let set = TileSet::base();
        let d = set.kind("D").unwrap();
        let r1 = set.oriented(d, Rotation::new(1).unwrap());
        // D is C R F R; turned once clockwise the city faces east.
        assert_eq!(r1.edges, [Edge::Road, Edge::City, Edge::Road, Edge::Field]);
        assert_eq!(r1.segment_at(Port::Side(Side::E)), Some(0));
        assert_eq!(r1.segment_at(Port::Side(Side::N)), Some(1));
        // The field north of the road (WNW, ENE) now lies east of it (NNE, SSE).
        assert_eq!(r1.segment_at(Port::Half(HalfSide::Nne)), Some(2));
        assert_eq!(r1.segment_at(Port::Half(HalfSide::Sse)), Some(2));
        assert_eq!(r1.segment_at(Port::Half(HalfSide::Ene)), None);
    }

    #[test]
    fn distinct_rotations_skip_symmetric_turns() {
        let set = TileSet::base();
        let count = |n: &str| set.distinct_rotations(set.kind(n).unwrap()).count();
        assert_eq!(count("C"), 1);
        assert_eq!(count("B"), 1);
        assert_eq!(count("X"), 1);
        assert_eq!(count("U"), 2);
        assert_eq!(count("G"), 2);
        assert_eq!(count("H"), 2);
        assert_eq!(count("F"), 2);
        assert_eq!(count("D"), 4);
        assert_eq!(count("V"), 4);
    }

    #[test]
    fn inconsistent_tables_are_rejected() {
        const BAD_EDGE: &[TileDef] = &[tile!("Z", 1, [C, F, F, F], [field(ALL_HALVES, NONE)])];
        assert!(TileSet::new("bad", BAD_EDGE, "Z").is_err());
        const TWO_OWNERS: &[TileDef] = &[tile!(
            "Z",
            1,
            [F, F, F, F],
            [field(ALL_HALVES, NONE), field(NNW, NONE)]
        )];
        assert!(TileSet::new("bad", TWO_OWNERS, "Z").is_err());
        const NO_START: &[TileDef] = &[tile!("Z", 1, [F, F, F, F], [field(ALL_HALVES, NONE)])];
        assert!(TileSet::new("bad", NO_START, "Y").is_err());
        assert!(TileSet::new("ok", NO_START, "Z").is_ok());
    }
}
