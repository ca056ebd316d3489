//! Tile art drawn from the engine's own tile geometry: every kind's cities,
//! roads, fields, monasteries and pennants come from its segments, so a new
//! tile set gets pictures without new drawing code.
//!
//! A tile is painted point by point in unit coordinates (`u` east, `v`
//! south, both 0..1, rotation 0) and supersampled; rotations are quarter
//! turns of the finished picture. The same geometry gives each segment an
//! anchor: where a follower on it is drawn.

use image::{Rgb, RgbImage};

use super::colors;
use super::shapes::{
    E, N, NO_REGION, REGION_GRID, RIVER_BANK, RIVER_HALF_WIDTH, ROAD_EDGE, ROAD_HALF_WIDTH, S, W,
    WALL, city_g, deepest, dist, dist_to_segment, flood, road_anchor, road_dist, rotate_ccw,
    rotate_cw, side_mid,
};
use crate::engine::{
    Edge, FeatureKind, Good, Rotation, SegmentDef, Side, TileDef, TileKind, TileSet,
};

/// What a point of a tile shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Paint {
    Field,
    RoadEdge,
    Road,
    Wall,
    City,
    HouseRoof,
    HouseEdge,
    MonasteryBody,
    MonasteryRoof,
    MonasteryEdge,
    ShieldEdge,
    Shield,
    ShieldStripe,
    Water,
    Bank,
    Hedge,
    Garden,
    Flower,
    InnWall,
    Cathedral,
    CathedralEdge,
    Wine,
    Grain,
    Cloth,
    GoodsEdge,
}

/// One tile kind's geometry, derived from its segments.
#[derive(Clone, Debug)]
pub(crate) struct KindArt {
    segments: Vec<SegmentDef>,
    crossing: bool,
    /// A road (segment index) that runs on through the middle into the
    /// city on this side (bit index).
    to_city: Option<(usize, u32)>,
    monastery: bool,
    /// Where the monastery stands (rotation 0) and its size (1: the whole
    /// middle of the tile). Beside a river it stands smaller on the land,
    /// its road crossing the river on a bridge.
    monastery_at: (f32, f32),
    monastery_scale: f32,
    /// The road (segment index) that crosses over another on a bridge.
    bridge: Option<usize>,
    pennant: Option<(f32, f32)>,
    /// Per segment: where its follower stands (rotation 0).
    anchors: Vec<(f32, f32)>,
    /// The segment of each cell of a grid over the tile (rotation 0).
    regions: Vec<u8>,
    /// Sides the river reaches (rotation 0), and the radius of the pool it
    /// starts or ends in (the spring, the lake; 0 for none).
    river: u8,
    pool: f32,
    /// Where the garden, the inn, the cathedral and the trade good are
    /// drawn (upright, rotation 0 positions).
    garden: Option<(f32, f32)>,
    inn: Option<(f32, f32)>,
    cathedral: Option<(f32, f32)>,
    goods: Option<(Good, (f32, f32))>,
}

impl KindArt {
    fn new(def: &TileDef) -> KindArt {
        let segments = def.segments.to_vec();
        let monastery = segments.iter().any(|s| s.kind == FeatureKind::Monastery);
        let in_city = |p: (f32, f32)| {
            segments
                .iter()
                .any(|s| s.kind == FeatureKind::City && city_g(s.sides, p) < 0.0)
        };
        let singles: Vec<usize> = (0..segments.len())
            .filter(|&i| {
                segments[i].kind == FeatureKind::Road && segments[i].sides.count_ones() == 1
            })
            .collect();
        let city_sides = segments
            .iter()
            .filter(|s| s.kind == FeatureKind::City)
            .fold(0u8, |m, s| m | s.sides);
        // One road that stops short of a city it meets goes on into it
        // (through the middle); otherwise roads that stop meet at a house.
        let to_city = match singles[..] {
            [i] if !monastery && !in_city((0.5, 0.5)) && city_sides != 0 => {
                let across = ((segments[i].sides << 2) | (segments[i].sides >> 2)) & 0x0F;
                let side = if across & city_sides != 0 {
                    across & city_sides
                } else {
                    1 << city_sides.trailing_zeros()
                };
                Some((i, side.trailing_zeros()))
            }
            _ => None,
        };
        let crossing =
            !monastery && !in_city((0.5, 0.5)) && !singles.is_empty() && to_city.is_none();
        let river = Side::ALL
            .into_iter()
            .filter(|s| def.edges[s.index()] == Edge::River)
            .fold(0u8, |m, s| m | 1 << s.index());
        let pool = match (river.count_ones(), def.name) {
            (1, "RV1") => 0.15,
            (1, _) => 0.25,
            _ => 0.0,
        };
        // Beside a river, the monastery stands on the land across from
        // its road, away from the water.
        let (monastery_at, monastery_scale) = if monastery && river != 0 {
            let land = Side::ALL
                .into_iter()
                .find(|s| def.edges[s.index()] == Edge::Field)
                .map_or(0, |s| s.index() as u32);
            let m = side_mid(land);
            ((0.5 + (m.0 - 0.5) * 0.52, 0.5 + (m.1 - 0.5) * 0.52), 0.52)
        } else {
            ((0.5, 0.5), 1.0)
        };
        // Two straight roads across each other without a crossing: the
        // west–east one goes over on a bridge.
        let straight = |sides: u8| {
            (0..segments.len())
                .find(|&i| segments[i].kind == FeatureKind::Road && segments[i].sides == sides)
        };
        let bridge = straight(N | S).and(straight(E | W));
        let mut art = KindArt {
            segments,
            crossing,
            to_city,
            monastery,
            monastery_at,
            monastery_scale,
            bridge,
            pennant: None,
            anchors: Vec::new(),
            regions: Vec::new(),
            river,
            pool,
            garden: None,
            inn: None,
            cathedral: None,
            goods: None,
        };
        art.anchors = art.compute_anchors();
        art.regions = art.compute_regions();
        art.pennant = art.compute_pennant();
        art.place_extras();
        art
    }

    /// Distance from `p` to the middle line of road segment `i`.
    fn road_of(&self, i: usize, p: (f32, f32)) -> f32 {
        let sides = self.segments[i].sides;
        let d = if self.monastery && sides.count_ones() == 1 {
            // A road that stops does so at the monastery's door.
            dist_to_segment(p, side_mid(sides.trailing_zeros()), self.monastery_at)
        } else {
            road_dist(sides, p)
        };
        match self.to_city {
            Some((r, side)) if r == i => d.min(dist_to_segment(p, (0.5, 0.5), side_mid(side))),
            _ => d,
        }
    }

    /// Distance from `p` to the river's middle line (`f32::MAX` without a
    /// river), the pool counted as water.
    fn river_dist(&self, p: (f32, f32)) -> f32 {
        if self.river == 0 {
            return f32::MAX;
        }
        let d = road_dist(self.river, p);
        if self.pool > 0.0 {
            d.min(dist(p, (0.5, 0.5)) - self.pool + RIVER_HALF_WIDTH)
        } else {
            d
        }
    }

    /// Finds where the garden, the inn, the cathedral and the trade good
    /// go: each on its own feature, clear of the follower anchors and of
    /// each other.
    fn place_extras(&mut self) {
        const G: usize = 40;
        let cell = |i: usize| (i as f32 + 0.5) / G as f32;
        let open = self.open_cells(G);
        let mut taken: Vec<(f32, f32)> = self.anchors.clone();
        taken.extend(self.pennant);
        // The best cell by `key` among those `ok` allows.
        let best = |ok: &dyn Fn((f32, f32)) -> bool, key: &dyn Fn((f32, f32)) -> f32| {
            let mut out: Option<((f32, f32), f32)> = None;
            for i in 0..G * G {
                let p = (cell(i % G), cell(i / G));
                if ok(p) {
                    let k = key(p);
                    if out.is_none_or(|(_, b)| k > b) {
                        out = Some((p, k));
                    }
                }
            }
            out.map(|(p, _)| p)
        };
        // Whether every cell within `r` of `p` is open land.
        let clear = |p: (f32, f32), r: f32| {
            (0..G * G).all(|i| {
                let q = (cell(i % G), cell(i / G));
                dist(p, q) > r || open[i]
            }) && p.0 > r
                && p.1 > r
                && p.0 < 1.0 - r
                && p.1 < 1.0 - r
        };
        for (i, seg) in self.segments.clone().iter().enumerate() {
            if seg.kind == FeatureKind::Garden {
                self.garden = Some(self.anchors[i]);
            }
            if seg.inn {
                let a = self.anchors[i];
                let spot = best(&|p| clear(p, 0.075) && dist(p, a) > 0.1, &|p| -dist(p, a));
                if let Some(p) = spot {
                    self.inn = Some(p);
                    taken.push(p);
                }
            }
            if seg.kind == FeatureKind::City && (seg.cathedral || seg.goods.is_some()) {
                let in_city = |p: (f32, f32), margin: f32| city_g(seg.sides, p) < -margin;
                let gap = |p: (f32, f32), taken: &[(f32, f32)]| {
                    taken.iter().map(|&t| dist(p, t)).fold(f32::MAX, f32::min)
                };
                if seg.cathedral {
                    let t = taken.clone();
                    let spot = best(&|p| in_city(p, 0.14) && gap(p, &t) > 0.26, &|p| {
                        -dist(p, (0.5, 0.42))
                    });
                    if let Some(p) = spot {
                        self.cathedral = Some(p);
                        taken.push(p);
                    }
                }
                if let Some(good) = seg.goods {
                    let t = taken.clone();
                    let a = self.anchors[i];
                    let spot = best(&|p| in_city(p, 0.11) && gap(p, &t) > 0.19, &|p| {
                        -dist(p, a) - 0.3 * dist(p, (0.5, 0.5))
                    })
                    .or_else(|| best(&|p| in_city(p, 0.05), &|p| gap(p, &t)));
                    if let Some(p) = spot {
                        self.goods = Some((good, p));
                        taken.push(p);
                    }
                }
            }
        }
    }

    /// What point `p` of the tile turned by `rot` shows. Buildings and
    /// shields stay upright; the land turns with the tile.
    fn paint(&self, p: (f32, f32), rot: u8) -> Paint {
        if let Some(c) = self.pennant.map(|c| rotate_cw(c, rot)) {
            let (du, dv) = (p.0 - c.0, p.1 - c.1);
            let shield = |s: f32| {
                let w = 0.75 * s;
                (du.abs() < w && dv > -s && dv <= 0.0)
                    || (dv > 0.0 && (du / w).powi(2) + (dv / s).powi(2) < 1.0)
            };
            if shield(0.085) {
                return if du.abs() < 0.018 {
                    Paint::ShieldStripe
                } else {
                    Paint::Shield
                };
            }
            if shield(0.105) {
                return Paint::ShieldEdge;
            }
        }
        if let Some(paint) = self.extras_paint(p, rot) {
            return paint;
        }
        if self.monastery
            && let Some(paint) = self.monastery_paint(p, rot)
        {
            return paint;
        }
        if self.crossing {
            let d = (p.0 - 0.5).abs().max((p.1 - 0.5).abs());
            if d < 0.075 {
                return Paint::HouseRoof;
            }
            if d < 0.095 {
                return Paint::HouseEdge;
            }
        }
        let p = rotate_ccw(p, rot);
        for s in &self.segments {
            if s.kind == FeatureKind::City {
                let g = city_g(s.sides, p);
                if g < -WALL {
                    return Paint::City;
                }
                if g < 0.0 {
                    return Paint::Wall;
                }
            }
        }
        if let Some(b) = self.bridge {
            // The bridge's deck, then its parapets over the road below.
            let d = self.road_of(b, p);
            if d < ROAD_HALF_WIDTH {
                return Paint::Road;
            }
            if d < ROAD_HALF_WIDTH + 2.0 * ROAD_EDGE {
                return Paint::RoadEdge;
            }
        }
        let mut road = f32::MAX;
        for (i, s) in self.segments.iter().enumerate() {
            if s.kind == FeatureKind::Road {
                road = road.min(self.road_of(i, p));
            }
        }
        let river = self.river_dist(p);
        if road < ROAD_HALF_WIDTH {
            Paint::Road
        } else if road < ROAD_HALF_WIDTH + ROAD_EDGE {
            Paint::RoadEdge
        } else if river < RIVER_HALF_WIDTH {
            Paint::Water
        } else if river < RIVER_HALF_WIDTH + RIVER_BANK {
            Paint::Bank
        } else {
            Paint::Field
        }
    }

    /// The monastery at point `p` of the tile turned by `rot`: it stands
    /// upright at its place, which turns with the tile.
    fn monastery_paint(&self, p: (f32, f32), rot: u8) -> Option<Paint> {
        let c = rotate_cw(self.monastery_at, rot);
        let k = self.monastery_scale;
        monastery_paint((0.5 + (p.0 - c.0) / k, 0.5 + (p.1 - c.1) / k))
    }

    /// The garden, the inn, the cathedral and the trade good, which stand
    /// upright whatever the turn of the tile.
    fn extras_paint(&self, p: (f32, f32), rot: u8) -> Option<Paint> {
        if let Some(c) = self.garden.map(|c| rotate_cw(c, rot)) {
            let d = dist(p, c);
            if d < 0.1 {
                let petals = [(-0.04, -0.03), (0.035, -0.035), (0.0, 0.04), (0.045, 0.025)];
                let flower = petals
                    .iter()
                    .any(|o| dist(p, (c.0 + o.0, c.1 + o.1)) < 0.016);
                return Some(if d > 0.08 {
                    Paint::Hedge
                } else if flower {
                    Paint::Flower
                } else {
                    Paint::Garden
                });
            }
        }
        if let Some(c) = self.inn.map(|c| rotate_cw(c, rot)) {
            let (u, v) = (p.0 - c.0, p.1 - c.1);
            // A little house: a roof over a wall with a door.
            let roof = (-0.06..=0.0).contains(&v) && u.abs() <= (v + 0.06) * 1.1;
            let roof_edge = (-0.07..=0.005).contains(&v) && u.abs() <= (v + 0.07) * 1.1 + 0.01;
            let wall = (0.0..=0.05).contains(&v) && u.abs() <= 0.05;
            let wall_edge = (-0.005..=0.06).contains(&v) && u.abs() <= 0.06;
            let door = (0.02..=0.05).contains(&v) && u.abs() <= 0.012;
            if door {
                return Some(Paint::HouseEdge);
            }
            if roof {
                return Some(Paint::HouseRoof);
            }
            if wall {
                return Some(Paint::InnWall);
            }
            if roof_edge || wall_edge {
                return Some(Paint::HouseEdge);
            }
        }
        if let Some(c) = self.cathedral.map(|c| rotate_cw(c, rot)) {
            let (u, v) = ((p.0 - c.0) / 1.5, (p.1 - c.1 - 0.03) / 1.5);
            // A nave with a tall spired tower and a round window.
            let tower = u.abs() <= 0.025 && (-0.06..=0.08).contains(&v);
            let spire = (-0.13..=-0.06).contains(&v) && u.abs() <= (v + 0.13) * 0.36;
            let nave = u.abs() <= 0.085 && (0.0..=0.08).contains(&v);
            let window = dist((u, v), (0.0, 0.0)) < 0.014;
            let shape = |m: f32| {
                (u.abs() <= 0.025 + m && (-0.06 - m..=0.08 + m).contains(&v))
                    || ((-0.13 - m..=-0.06).contains(&v) && u.abs() <= (v + 0.13 + m) * 0.36 + m)
                    || (u.abs() <= 0.085 + m && (0.0 - m..=0.08 + m).contains(&v))
            };
            if window {
                return Some(Paint::CathedralEdge);
            }
            if tower || spire || nave {
                return Some(Paint::Cathedral);
            }
            if shape(0.012) {
                return Some(Paint::CathedralEdge);
            }
        }
        if let Some((good, c)) = self.goods.map(|(g, c)| (g, rotate_cw(c, rot))) {
            let (u, v) = ((p.0 - c.0) / 1.5, (p.1 - c.1) / 1.5);
            let (inside, outline) = good_shape(good, u, v);
            if inside {
                return Some(match good {
                    Good::Wine => Paint::Wine,
                    Good::Grain => Paint::Grain,
                    Good::Cloth => Paint::Cloth,
                });
            }
            if outline {
                return Some(Paint::GoodsEdge);
            }
        }
        None
    }

    /// Anchors for every segment: roads on their line, monasteries on the
    /// building, cities and fields at their deepest point.
    fn compute_anchors(&self) -> Vec<(f32, f32)> {
        const G: usize = 40;
        let cell = |i: usize| (i as f32 + 0.5) / G as f32;
        let at = |c: Option<(usize, usize)>| c.map_or((0.5, 0.5), |(x, y)| (cell(x), cell(y)));
        let open = self.open_cells(G);
        // The garden first, in the roomiest open land; the fields' figures
        // then stand clear of it.
        let garden = self
            .segments
            .iter()
            .any(|s| s.kind == FeatureKind::Garden)
            .then(|| at(deepest(&open, G)));
        let reached: Vec<bool> = {
            let mut r = vec![false; G * G];
            for s in self
                .segments
                .iter()
                .filter(|s| s.kind == FeatureKind::Field)
            {
                for (a, b) in r.iter_mut().zip(flood(&open, G, s.halves)) {
                    *a |= b;
                }
            }
            r
        };
        self.segments
            .iter()
            .map(|s| match s.kind {
                FeatureKind::Road => road_anchor(s.sides),
                FeatureKind::Monastery => self.monastery_at,
                FeatureKind::City => {
                    let member: Vec<bool> = (0..G * G)
                        .map(|i| city_g(s.sides, (cell(i % G), cell(i / G))) < -WALL)
                        .collect();
                    at(deepest(&member, G))
                }
                FeatureKind::Field => {
                    // An enclosed field is the open land no edge reaches.
                    let mut member = if s.halves == 0 {
                        open.iter().zip(&reached).map(|(&o, &r)| o && !r).collect()
                    } else {
                        flood(&open, G, s.halves)
                    };
                    if let Some(g) = garden {
                        let clear: Vec<bool> = (0..G * G)
                            .map(|i| member[i] && dist((cell(i % G), cell(i / G)), g) > 0.2)
                            .collect();
                        if clear.iter().any(|&c| c) {
                            member = clear;
                        }
                    }
                    at(deepest(&member, G))
                }
                FeatureKind::Garden => garden.unwrap_or((0.5, 0.5)),
            })
            .collect()
    }

    /// Which cells of a `g`×`g` grid are open field (for flood fills).
    fn open_cells(&self, g: usize) -> Vec<bool> {
        let cell = |i: usize| (i as f32 + 0.5) / g as f32;
        let mut open = vec![false; g * g];
        for y in 0..g {
            for x in 0..g {
                let p = (cell(x), cell(y));
                let blocked_city = self
                    .segments
                    .iter()
                    .any(|s| s.kind == FeatureKind::City && city_g(s.sides, p) < 0.0);
                let blocked_road = self.segments.iter().enumerate().any(|(i, s)| {
                    s.kind == FeatureKind::Road && self.road_of(i, p) < ROAD_HALF_WIDTH + ROAD_EDGE
                });
                let blocked_centre = (self.crossing
                    && (p.0 - 0.5).abs().max((p.1 - 0.5).abs()) < 0.1)
                    || (self.monastery
                        && (p.0 - self.monastery_at.0)
                            .abs()
                            .max((p.1 - self.monastery_at.1).abs())
                            < 0.1 * self.monastery_scale);
                let blocked_river = self.river_dist(p) < RIVER_HALF_WIDTH + RIVER_BANK;
                open[y * g + x] =
                    !(blocked_city || blocked_road || blocked_centre || blocked_river);
            }
        }
        open
    }

    /// The segment each cell of a `REGION_GRID`² grid shows (rotation 0),
    /// or [`NO_REGION`]: cities with their walls, roads with their edges,
    /// and each field up to them.
    fn compute_regions(&self) -> Vec<u8> {
        const G: usize = REGION_GRID;
        let cell = |i: usize| (i as f32 + 0.5) / G as f32;
        let mut regions = vec![NO_REGION; G * G];
        let open = self.open_cells(G);
        for (i, s) in self.segments.iter().enumerate() {
            if s.kind == FeatureKind::Field {
                for (r, m) in regions.iter_mut().zip(flood(&open, G, s.halves)) {
                    if m {
                        *r = i as u8;
                    }
                }
            }
        }
        for (c, r) in regions.iter_mut().enumerate() {
            let p = (cell(c % G), cell(c / G));
            // What the paint shows first wins: cities, then roads. (The
            // monastery stands upright whatever the turn: see `region`.)
            let mut road = (f32::MAX, NO_REGION);
            let mut above = NO_REGION;
            if let Some(b) = self.bridge {
                // The bridge is on top where it crosses.
                if self.road_of(b, p) < ROAD_HALF_WIDTH + 2.0 * ROAD_EDGE {
                    road = (-1.0, b as u8);
                }
            }
            for (i, s) in self.segments.iter().enumerate() {
                match s.kind {
                    FeatureKind::City if city_g(s.sides, p) < 0.0 => above = i as u8,
                    FeatureKind::Road => {
                        let d = self.road_of(i, p);
                        if d < ROAD_HALF_WIDTH + ROAD_EDGE && d < road.0 {
                            road = (d, i as u8);
                        }
                    }
                    _ => {}
                }
            }
            if above != NO_REGION {
                *r = above;
            } else if road.1 != NO_REGION {
                *r = road.1;
            }
        }
        regions
    }

    /// A spot for the pennant inside its city, clear of the follower anchor.
    fn compute_pennant(&self) -> Option<(f32, f32)> {
        let (i, seg) = self.segments.iter().enumerate().find(|(_, s)| s.pennant)?;
        let anchor = self.anchors[i];
        let mut best = None;
        let mut best_key = f32::MIN;
        for y in 0..40 {
            for x in 0..40 {
                let p = ((x as f32 + 0.5) / 40.0, (y as f32 + 0.5) / 40.0);
                let g = city_g(seg.sides, p);
                if g > -0.11 || dist(p, anchor) < 0.24 {
                    continue;
                }
                let key = (-g).min(0.2) - 0.3 * dist(p, (0.5, 0.5));
                if key > best_key {
                    best_key = key;
                    best = Some(p);
                }
            }
        }
        best.or(Some(anchor))
    }
}

fn monastery_paint(p: (f32, f32)) -> Option<Paint> {
    let (u, v) = p;
    // Roof: a triangle from (0.28, 0.44) to (0.72, 0.44) up to (0.5, 0.24).
    let roof = (0.24..=0.45).contains(&v) && (u - 0.5).abs() <= (v - 0.24) / 0.2 * 0.22;
    let roof_edge = (0.22..=0.47).contains(&v) && (u - 0.5).abs() <= (v - 0.22) / 0.2 * 0.22 + 0.02;
    let body = (0.34..=0.66).contains(&u) && (0.44..=0.74).contains(&v);
    let body_edge = (0.32..=0.68).contains(&u) && (0.42..=0.76).contains(&v);
    let cross = ((u - 0.5).abs() < 0.012 && (0.12..0.24).contains(&v))
        || ((u - 0.5).abs() < 0.045 && (v - 0.16).abs() < 0.012);
    let door = (u - 0.5).abs() < 0.05 && (0.6..=0.74).contains(&v);
    if cross || door {
        Some(Paint::MonasteryEdge)
    } else if roof {
        Some(Paint::MonasteryRoof)
    } else if body {
        Some(Paint::MonasteryBody)
    } else if roof_edge || body_edge {
        Some(Paint::MonasteryEdge)
    } else {
        None
    }
}

fn paint_colour(p: Paint) -> [f32; 3] {
    let c = match p {
        Paint::Field => colors::FIELD,
        Paint::RoadEdge => colors::ROAD_EDGE,
        Paint::Road => colors::ROAD,
        Paint::Wall => colors::WALL,
        Paint::City => colors::CITY,
        Paint::HouseRoof => colors::HOUSE,
        Paint::HouseEdge => colors::HOUSE_EDGE,
        Paint::MonasteryBody => colors::MONASTERY,
        Paint::MonasteryRoof => colors::MONASTERY_ROOF,
        Paint::MonasteryEdge => colors::MONASTERY_EDGE,
        Paint::ShieldEdge => colors::SHIELD_EDGE,
        Paint::Shield => colors::SHIELD,
        Paint::ShieldStripe => colors::SHIELD_EDGE,
        Paint::Water => colors::WATER,
        Paint::Bank => colors::BANK,
        Paint::Hedge => colors::HEDGE,
        Paint::Garden => colors::GARDEN,
        Paint::Flower => colors::FLOWER,
        Paint::InnWall => colors::MONASTERY,
        Paint::Cathedral => colors::CATHEDRAL,
        Paint::CathedralEdge => colors::CATHEDRAL_EDGE,
        Paint::Wine => colors::WINE,
        Paint::Grain => colors::GRAIN,
        Paint::Cloth => colors::CLOTH,
        Paint::GoodsEdge => colors::GOODS_EDGE,
    };
    [c[0] as f32, c[1] as f32, c[2] as f32]
}

/// The art of a whole tile set: geometry per kind.
#[derive(Clone, Debug)]
pub(crate) struct SetArt {
    kinds: Vec<KindArt>,
}

impl SetArt {
    pub(crate) fn new(set: &TileSet) -> SetArt {
        SetArt {
            kinds: set.kinds().map(|k| KindArt::new(set.def(k))).collect(),
        }
    }

    /// Where a follower on segment `seg` of `kind` turned by `rot` stands,
    /// in unit coordinates.
    pub(crate) fn anchor(&self, kind: TileKind, rot: Rotation, seg: usize) -> (f32, f32) {
        let a = self.kinds[kind.index()]
            .anchors
            .get(seg)
            .copied()
            .unwrap_or((0.5, 0.5));
        rotate_cw(a, rot.quarter_turns())
    }

    /// The segment that point `p` (unit coordinates) of `kind` turned by
    /// `rot` shows, or [`NO_REGION`].
    pub(crate) fn region(&self, kind: TileKind, rot: Rotation, p: (f32, f32)) -> u8 {
        let art = &self.kinds[kind.index()];
        if art.monastery && art.monastery_paint(p, rot.quarter_turns()).is_some() {
            let i = art
                .segments
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery);
            return i.map_or(NO_REGION, |i| i as u8);
        }
        let (u, v) = rotate_ccw(p, rot.quarter_turns());
        let g = REGION_GRID as f32;
        let x = ((u * g) as usize).min(REGION_GRID - 1);
        let y = ((v * g) as usize).min(REGION_GRID - 1);
        art.regions[y * REGION_GRID + x]
    }

    /// A tile picture, `size` pixels square.
    pub(super) fn paint(&self, kind: TileKind, rot: u8, size: u32) -> RgbImage {
        const SS: u32 = 3;
        let art = &self.kinds[kind.index()];
        let mut img = RgbImage::new(size, size);
        let n = (SS * SS) as f32;
        for y in 0..size {
            for x in 0..size {
                let mut acc = [0.0f32; 3];
                for sy in 0..SS {
                    for sx in 0..SS {
                        let u = (x as f32 + (sx as f32 + 0.5) / SS as f32) / size as f32;
                        let v = (y as f32 + (sy as f32 + 0.5) / SS as f32) / size as f32;
                        let c = paint_colour(art.paint((u, v), rot));
                        acc[0] += c[0];
                        acc[1] += c[1];
                        acc[2] += c[2];
                    }
                }
                let mut px = [(acc[0] / n) as u8, (acc[1] / n) as u8, (acc[2] / n) as u8];
                // A faint edge, so that neighbouring tiles stay apart.
                if x == 0 || y == 0 || x + 1 == size || y + 1 == size {
                    px = px.map(|c| (u32::from(c) * 80 / 100) as u8);
                }
                img.put_pixel(x, y, Rgb(px));
            }
        }
        img
    }
}

/// Every kind at every rotation, at one size.
#[derive(Clone, Debug)]
pub(crate) struct Sprites {
    images: Vec<[RgbImage; 4]>,
}

impl Sprites {
    pub(crate) fn new(set: &TileSet, art: &SetArt, size: u32) -> Sprites {
        let images = set
            .kinds()
            .map(|k| [0, 1, 2, 3].map(|r| art.paint(k, r, size)))
            .collect();
        Sprites { images }
    }

    pub(crate) fn tile(&self, kind: TileKind, rot: Rotation) -> &RgbImage {
        &self.images[kind.index()][rot.quarter_turns() as usize]
    }
}

/// Whether (`u`, `v`), from the good's centre in tile widths, is inside
/// the good's shape (its colour) or on its outline.
pub(super) fn good_shape(good: Good, u: f32, v: f32) -> (bool, bool) {
    match good {
        // A bunch of grapes: three rows of berries under a stalk.
        Good::Wine => {
            let berries: [(f32, f32); 6] = [
                (-0.03, -0.02),
                (0.0, -0.02),
                (0.03, -0.02),
                (-0.015, 0.01),
                (0.015, 0.01),
                (0.0, 0.04),
            ];
            let d = berries
                .iter()
                .map(|b| dist((u, v), *b))
                .fold(f32::MAX, f32::min);
            let stalk = u.abs() < 0.006 && (-0.06..-0.03).contains(&v);
            (d < 0.017, d < 0.025 || stalk)
        }
        // A sheaf: an ear of grain, tall and narrow.
        Good::Grain => {
            let e = (u / 0.028).powi(2) + ((v + 0.01) / 0.05).powi(2);
            let stem = u.abs() < 0.006 && (0.03..0.065).contains(&v);
            (e < 1.0, e < 1.5 || stem)
        }
        // A bolt of cloth: a rounded block with a fold.
        Good::Cloth => {
            let b = (u.abs() - 0.04).max(0.0).hypot((v.abs() - 0.025).max(0.0));
            let fold = (v - 0.005).abs() < 0.005 && u.abs() < 0.04;
            (b < 0.012 && !fold, b < 0.02)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HalfSide, Port, Side};

    #[test]
    fn rotation_of_points_matches_the_engine() {
        // The north middle goes east after one clockwise quarter turn.
        let p = rotate_cw((0.5, 0.0), 1);
        assert!((p.0 - 1.0).abs() < 1e-6 && (p.1 - 0.5).abs() < 1e-6);
        let q = rotate_ccw(p, 1);
        assert!((q.0 - 0.5).abs() < 1e-6 && q.1.abs() < 1e-6);
    }

    /// Every port's sample point paints as its feature: city ports in a
    /// city, road ports on a road, field ports in a field.
    #[test]
    fn art_agrees_with_the_tile_geometry() {
        let set = TileSet::base();
        let art = SetArt::new(set);
        for kind in set.kinds() {
            let k = &art.kinds[kind.index()];
            let o = set.oriented(kind, Rotation::default());
            for side in Side::ALL {
                let p = rotate_cw((0.5, 0.01), side.index() as u8);
                let paint = k.paint(p, 0);
                let expected = o
                    .segment_at(Port::Side(side))
                    .map(|s| set.segments(kind)[s].kind);
                match expected {
                    Some(FeatureKind::City) => assert!(
                        matches!(
                            paint,
                            Paint::City
                                | Paint::Wall
                                | Paint::Shield
                                | Paint::ShieldEdge
                                | Paint::ShieldStripe
                        ),
                        "{} {side:?} {paint:?}",
                        set.name_of(kind)
                    ),
                    Some(FeatureKind::Road) => {
                        assert_eq!(paint, Paint::Road, "{} {side:?}", set.name_of(kind))
                    }
                    _ => assert_eq!(paint, Paint::Field, "{} {side:?}", set.name_of(kind)),
                }
            }
            for h in HalfSide::ALL {
                let along = if h.index() % 2 == 0 { 0.25 } else { 0.75 };
                let p = rotate_cw((along, 0.01), (h.index() / 2) as u8);
                let is_field = o.segment_at(Port::Half(h)).is_some();
                assert_eq!(
                    k.paint(p, 0) == Paint::Field,
                    is_field,
                    "{} {h:?}",
                    set.name_of(kind)
                );
            }
            // Anchors sit on their own feature.
            for (i, seg) in set.segments(kind).iter().enumerate() {
                let a = k.anchors[i];
                let paint = k.paint(a, 0);
                let ok = match seg.kind {
                    FeatureKind::City => matches!(paint, Paint::City | Paint::Wall),
                    FeatureKind::Road => paint == Paint::Road,
                    FeatureKind::Field => paint == Paint::Field,
                    FeatureKind::Monastery | FeatureKind::Garden => true,
                };
                assert!(
                    ok,
                    "{} segment {i} anchor {a:?} paints {paint:?}",
                    set.name_of(kind)
                );
            }
        }
    }
}
