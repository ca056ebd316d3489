//! The shapes tiles are drawn from, in unit coordinates (`u` east, `v`
//! south, both 0..1): distances to cities, roads and rivers, anchors,
//! rotations, and the grid of regions a tile's fields are flooded on.

pub(super) const ROAD_HALF_WIDTH: f32 = 0.055;
pub(super) const ROAD_EDGE: f32 = 0.02;
pub(super) const WALL: f32 = 0.035;
pub(super) const RIVER_HALF_WIDTH: f32 = 0.085;
pub(super) const RIVER_BANK: f32 = 0.022;
/// Cells per side of the grid that maps a tile's points to its segments.
pub(super) const REGION_GRID: usize = 64;
/// A cell of no segment (the house at a crossing).
pub(crate) const NO_REGION: u8 = u8::MAX;

/// Quarter turns of a point in unit coordinates.
pub(super) fn rotate_cw(p: (f32, f32), turns: u8) -> (f32, f32) {
    let mut p = p;
    for _ in 0..turns & 3 {
        p = (1.0 - p.1, p.0);
    }
    p
}

pub(super) fn rotate_ccw(p: (f32, f32), turns: u8) -> (f32, f32) {
    rotate_cw(p, (4 - (turns & 3)) & 3)
}

pub(super) fn rotate_bits(m: u8, r: u8) -> u8 {
    let r = r & 3;
    if r == 0 {
        m
    } else {
        ((m << r) | (m >> (4 - r))) & 0x0F
    }
}

/// The quarter turns that carry the canonical side set `canon` onto `sides`.
pub(super) fn turns_for(canon: u8, sides: u8) -> u8 {
    (0..4)
        .find(|&r| rotate_bits(canon, r) == sides)
        .unwrap_or(0)
}

pub(super) fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

pub(super) fn dist_to_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    dist(p, (a.0 + t * dx, a.1 + t * dy))
}

pub(super) const N: u8 = 1;
pub(super) const E: u8 = 2;
pub(super) const S: u8 = 4;
pub(super) const W: u8 = 8;

/// Midpoint of a side (bit index 0..4) in unit coordinates.
pub(super) fn side_mid(side: u32) -> (f32, f32) {
    [(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)][side as usize & 3]
}

/// Signed distance-like value of a city shape: negative inside.
pub(super) fn city_g(sides: u8, p: (f32, f32)) -> f32 {
    match sides.count_ones() {
        4 => -1.0,
        1 => {
            let q = rotate_ccw(p, turns_for(N, sides));
            dist(q, (0.5, -0.45)) - 0.75
        }
        2 if sides == N | S || sides == E | W => {
            let q = rotate_ccw(p, turns_for(N | S, sides));
            let t = 2.0 * (q.1 - 0.5).abs();
            (q.0 - 0.5).abs() - (0.2 + 0.12 * t * t)
        }
        2 => {
            let q = rotate_ccw(p, turns_for(N | W, sides));
            0.85 - dist(q, (1.0, 1.0))
        }
        3 => {
            let q = rotate_ccw(p, turns_for(N | E | W, sides));
            0.75 - dist(q, (0.5, 1.45))
        }
        _ => 1.0,
    }
}

/// Distance from a point to a road segment's centre line.
pub(super) fn road_dist(sides: u8, p: (f32, f32)) -> f32 {
    match sides.count_ones() {
        1 => dist_to_segment(p, side_mid(sides.trailing_zeros()), (0.5, 0.5)),
        2 if sides == N | S || sides == E | W => {
            let q = rotate_ccw(p, turns_for(N | S, sides));
            (q.0 - 0.5).abs()
        }
        2 => {
            let q = rotate_ccw(p, turns_for(S | W, sides));
            (dist(q, (0.0, 1.0)) - 0.5).abs()
        }
        _ => f32::MAX,
    }
}

/// Where a follower stands on a road.
pub(super) fn road_anchor(sides: u8) -> (f32, f32) {
    match sides.count_ones() {
        1 => {
            let m = side_mid(sides.trailing_zeros());
            (m.0 + (0.5 - m.0) * 0.36, m.1 + (0.5 - m.1) * 0.36)
        }
        2 if sides == N | S || sides == E | W => (0.5, 0.5),
        2 => rotate_cw((0.354, 0.646), turns_for(S | W, sides)),
        _ => (0.5, 0.5),
    }
}

/// The open cells reached from just inside the half-sides `halves`.
pub(super) fn flood(open: &[bool], g: usize, halves: u8) -> Vec<bool> {
    let mut member = vec![false; g * g];
    let mut stack = Vec::new();
    for h in 0..8 {
        if halves & (1 << h) == 0 {
            continue;
        }
        // A point just inside the half-side.
        let along = if h % 2 == 0 { 0.3 } else { 0.7 };
        let (u, v) = rotate_cw((along, 0.02), (h / 2) as u8);
        let (x, y) = ((u * g as f32) as usize, (v * g as f32) as usize);
        let i = y.min(g - 1) * g + x.min(g - 1);
        if open[i] && !member[i] {
            member[i] = true;
            stack.push(i);
        }
    }
    while let Some(i) = stack.pop() {
        for j in neighbours(i, g) {
            if open[j] && !member[j] {
                member[j] = true;
                stack.push(j);
            }
        }
    }
    member
}

/// The cells beside cell `i` of a `g`×`g` grid (not across its edges).
pub(super) fn neighbours(i: usize, g: usize) -> impl Iterator<Item = usize> {
    let (x, y) = (i % g, i / g);
    [
        (x > 0).then(|| i - 1),
        (x + 1 < g).then(|| i + 1),
        (y > 0).then(|| i - g),
        (y + 1 < g).then(|| i + g),
    ]
    .into_iter()
    .flatten()
}

/// The member cell farthest from any non-member cell (ties: nearest the centre).
pub(super) fn deepest(member: &[bool], g: usize) -> Option<(usize, usize)> {
    let mut depth = vec![0u32; g * g];
    let mut frontier: Vec<usize> = Vec::new();
    for i in 0..g * g {
        if member[i] {
            let (x, y) = (i % g, i / g);
            let edge = x == 0 || y == 0 || x == g - 1 || y == g - 1;
            let touches =
                edge || !member[i - 1] || !member[i + 1] || !member[i - g] || !member[i + g];
            if touches {
                depth[i] = 1;
                frontier.push(i);
            }
        }
    }
    if frontier.is_empty() {
        for (i, &m) in member.iter().enumerate() {
            if m {
                depth[i] = 1;
                frontier.push(i);
            }
        }
    }
    let mut level = 1;
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &i in &frontier {
            for j in neighbours(i, g) {
                if member[j] && depth[j] == 0 {
                    depth[j] = level + 1;
                    next.push(j);
                }
            }
        }
        frontier = next;
        level += 1;
    }
    let centre = (g as f32 - 1.0) / 2.0;
    (0..g * g)
        .filter(|&i| member[i])
        .max_by(|&a, &b| {
            let da = (a % g) as f32 - centre;
            let db = (b % g) as f32 - centre;
            let ea = (a / g) as f32 - centre;
            let eb = (b / g) as f32 - centre;
            depth[a]
                .cmp(&depth[b])
                .then((db * db + eb * eb).total_cmp(&(da * da + ea * ea)))
        })
        .map(|i| (i % g, i / g))
}
