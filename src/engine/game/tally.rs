//! Scoring: completed features, the game's end, farms and trade goods.

use super::{Figure, GOODS_SLOT, Game, POINTS_PER_GOOD_MAJORITY};
use crate::engine::expansions::Expansion;
use crate::engine::features::{CATHEDRAL, INN};
use crate::engine::geometry::Pos;
use crate::engine::rules::{EndScoring, Farms};
use crate::engine::scoring::{
    Extras, MAX_PLAYERS, POINTS_PER_FARM_CITY, POINTS_PER_FARM_CITY_WITH_PIG, ScoreEvent, Seats,
    When, feature_points_with, majority,
};
use crate::engine::tiles::{FeatureKind, Good, MAX_SEGMENTS};

impl Game {
    /// Scores roads and cities the tile at `placed_idx` completed (the
    /// current player takes the goods of completed cities, into `goods`),
    /// and monasteries and gardens it completed around it.
    pub(super) fn score_completed(
        &mut self,
        placed_idx: usize,
        events: &mut Vec<ScoreEvent>,
        goods: &mut [u8; 3],
    ) {
        let placed = self.board.tiles()[placed_idx];
        let segs = self.set.segments(placed.kind);
        let mut done = [u32::MAX; MAX_SEGMENTS];
        for (i, seg) in segs.iter().enumerate() {
            if !matches!(seg.kind, FeatureKind::Road | FeatureKind::City) {
                continue;
            }
            let root = self.features.find(placed.first_segment + i as u32);
            if self.features.open(root) != 0 || done.contains(&root) {
                continue;
            }
            done[i] = root;
            if seg.kind == FeatureKind::City {
                let taken = self.features.goods(root);
                for g in 0..3 {
                    goods[g] += taken[g];
                    self.goods[usize::from(self.seat)][g] += taken[g];
                }
            }
            if self.features.followers(root) > 0 {
                events.push(self.score_feature(root, seg.kind, When::Completed));
            }
        }
        // Monasteries and gardens with a figure, on this tile or around it,
        // in reading order (a handful of figures to look at, rather than
        // nine squares).
        let mut around = [(0i32, 0i32, 0u32); 9];
        let mut n = 0;
        for f in &self.followers {
            if !f.kind.is_cloister() {
                continue;
            }
            let pos = self.board.tile(f.tile).pos;
            let (dx, dy) = (pos.x - placed.pos.x, pos.y - placed.pos.y);
            if dx.abs() <= 1 && dy.abs() <= 1 && n < around.len() {
                around[n] = (dy, dx, f.node);
                n += 1;
            }
        }
        let around = &mut around[..n];
        around.sort_unstable();
        for &(dy, dx, c) in around.iter() {
            if self.features.followers(c) > 0 && self.neighbours(placed.pos.offset(dx, dy)) == 8 {
                let kind = self.features.kind(c);
                events.push(self.score_feature(c, kind, When::Completed));
            }
        }
    }

    /// Tiles among the eight squares around `pos`.
    pub(super) fn neighbours(&self, pos: Pos) -> u32 {
        let mut n = 0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                if (dx, dy) != (0, 0) && self.board.at(pos.offset(dx, dy)).is_some() {
                    n += 1;
                }
            }
        }
        n
    }

    /// Distinct tiles in the feature of `root`.
    pub(super) fn distinct_tiles(&mut self, root: u32) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        let mut n = 0;
        for m in self.features.members(root) {
            let t = self.features.tile_of(m);
            if self.stamps[t] != self.stamp {
                self.stamps[t] = self.stamp;
                n += 1;
            }
        }
        n
    }

    /// Follower strength per seat on the feature of `root` (a large
    /// follower counts 2, builders and pigs nothing); with `send_home`,
    /// every figure on it (builders too) goes back to its supply.
    pub(super) fn count_followers(&mut self, root: u32, send_home: bool) -> [u8; MAX_PLAYERS] {
        let mut counts = [0u8; MAX_PLAYERS];
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if self.features.find(f.node) == root {
                counts[usize::from(f.seat)] += f.figure.strength();
                if send_home {
                    self.supply[usize::from(f.seat)][f.figure.index()] += 1;
                    self.followers.remove(i);
                    continue;
                }
            }
            i += 1;
        }
        if send_home {
            self.features.clear_followers(root);
        }
        counts
    }

    /// Scores a road, city, monastery or garden and sends its figures
    /// home.
    pub(super) fn score_feature(&mut self, root: u32, kind: FeatureKind, when: When) -> ScoreEvent {
        let completed = when == When::Completed;
        let (tiles, pennants) = if kind.is_cloister() {
            let pos = self.board.tile(self.features.tile_of(root)).pos;
            (1 + self.neighbours(pos), 0)
        } else {
            (
                self.distinct_tiles(root),
                u32::from(self.features.pennants(root)),
            )
        };
        let marks = self.features.marks(root);
        let extras = Extras {
            inn: marks & INN != 0,
            cathedral: marks & CATHEDRAL != 0,
        };
        let points = feature_points_with(&self.rules, kind, completed, tiles, pennants, extras);
        let followers = self.count_followers(root, true);
        let winners = majority(&followers);
        self.award(winners, kind, points);
        ScoreEvent {
            feature: kind,
            when,
            tiles,
            pennants,
            points,
            followers,
            winners,
            returned: true,
            tile: self.features.tile_of(root),
            inn: extras.inn,
            cathedral: extras.cathedral,
            ..ScoreEvent::default()
        }
    }

    pub(super) fn award(&mut self, winners: Seats, kind: FeatureKind, points: u32) {
        let slot = match kind {
            FeatureKind::Garden => FeatureKind::Monastery.index(),
            k => k.index(),
        };
        for s in winners.iter() {
            self.award_to(s, slot, points);
        }
    }

    pub(super) fn award_to(&mut self, seat: u8, slot: usize, points: u32) {
        self.scores[usize::from(seat)] += points;
        self.breakdown[usize::from(seat)][slot] += points;
    }

    /// End of game: unfinished features, then farms, then trade goods.
    pub(super) fn final_scoring(&mut self) {
        let mut unfinished: Vec<(u32, FeatureKind)> = Vec::new();
        for f in self.followers.iter().filter(|f| f.figure.occupies()) {
            let root = self.features.root(f.node);
            let scores = match f.kind {
                FeatureKind::Field => false,
                FeatureKind::Monastery | FeatureKind::Garden => true,
                _ => self.rules.end_scoring == EndScoring::All,
            };
            if scores && !unfinished.iter().any(|&(r, _)| r == root) {
                unfinished.push((root, f.kind));
            }
        }
        let mut events = Vec::new();
        for (root, kind) in unfinished {
            events.push(self.score_feature(root, kind, When::Unfinished));
        }
        match self.rules.farms {
            Farms::PerField => self.score_farms_per_field(&mut events),
            Farms::PerCity => self.score_farms_per_city(&mut events),
            Farms::Off => {}
        }
        if self.set.expansions().has(Expansion::TradersBuilders) {
            self.score_goods(&mut events);
        }
        self.final_events = events;
    }

    /// Each good: every player holding the most tokens of it (at least one)
    /// scores 10.
    pub(super) fn score_goods(&mut self, events: &mut Vec<ScoreEvent>) {
        for good in Good::ALL {
            let held: [u8; MAX_PLAYERS] = std::array::from_fn(|s| self.goods[s][good.index()]);
            let winners = majority(&held);
            if winners.is_empty() {
                continue;
            }
            for s in winners.iter() {
                self.award_to(s, GOODS_SLOT, POINTS_PER_GOOD_MAJORITY);
            }
            events.push(ScoreEvent {
                feature: FeatureKind::City,
                when: When::Goods,
                points: POINTS_PER_GOOD_MAJORITY,
                cities: u32::from(held.iter().copied().max().unwrap_or(0)),
                followers: held,
                winners,
                good: Some(good),
                ..ScoreEvent::default()
            });
        }
    }

    /// Fields with farmers, each with its farmers' strength per seat, the
    /// seats with a pig in it, and the completed cities it touches.
    pub(super) fn farms(&mut self) -> Vec<(u32, [u8; MAX_PLAYERS], Seats, Vec<u32>)> {
        let mut fields: Vec<(u32, [u8; MAX_PLAYERS], Seats, Vec<u32>)> = Vec::new();
        for idx in 0..self.followers.len() {
            let f = self.followers[idx];
            if f.kind != FeatureKind::Field {
                continue;
            }
            let root = self.features.find(f.node);
            let i = match fields.iter().position(|e| e.0 == root) {
                Some(i) => i,
                None => {
                    let cities = self.completed_cities_touching(root);
                    fields.push((root, [0; MAX_PLAYERS], Seats::default(), cities));
                    fields.len() - 1
                }
            };
            fields[i].1[usize::from(f.seat)] += f.figure.strength();
            if f.figure == Figure::Pig {
                fields[i].2.insert(f.seat);
            }
        }
        fields
    }

    pub(super) fn completed_cities_touching(&self, field_root: u32) -> Vec<u32> {
        let mut cities = self.cities_touching(field_root);
        cities.retain(|&c| self.features.open(c) == 0);
        cities
    }

    /// The roots of every city (finished or not) the field touches, once
    /// each, in the order they are met.
    pub(super) fn cities_touching(&self, field_root: u32) -> Vec<u32> {
        let mut cities = Vec::new();
        for m in self.features.members(field_root) {
            let t = self.board.tile(self.features.tile_of(m));
            let local = (m - t.first_segment) as usize;
            let touches = self.set.segments(t.kind)[local].touches;
            for j in 0..16u32 {
                if touches & (1 << j) == 0 {
                    continue;
                }
                let city = self.features.root(t.first_segment + j);
                if !cities.contains(&city) {
                    cities.push(city);
                }
            }
        }
        cities
    }

    pub(super) fn score_farms_per_field(&mut self, events: &mut Vec<ScoreEvent>) {
        for (root, followers, pigs, cities) in self.farms() {
            let n = cities.len() as u32;
            let winners = majority(&followers);
            let points = POINTS_PER_FARM_CITY * n;
            if points == 0 {
                continue;
            }
            let pig_points = POINTS_PER_FARM_CITY_WITH_PIG * n;
            for s in winners.iter() {
                let p = if pigs.contains(s) { pig_points } else { points };
                self.award_to(s, FeatureKind::Field.index(), p);
            }
            events.push(ScoreEvent {
                feature: FeatureKind::Field,
                when: When::Farm,
                tiles: self.distinct_tiles(root),
                cities: n,
                points,
                followers,
                winners,
                returned: false,
                tile: self.features.tile_of(root),
                pigs: Seats(winners.0 & pigs.0),
                pig_points,
                ..ScoreEvent::default()
            });
        }
    }

    pub(super) fn score_farms_per_city(&mut self, events: &mut Vec<ScoreEvent>) {
        let mut per_city: Vec<(u32, [u8; MAX_PLAYERS], Seats)> = Vec::new();
        for (_, followers, pigs, cities) in self.farms() {
            for city in cities {
                let idx = match per_city.iter().position(|e| e.0 == city) {
                    Some(i) => i,
                    None => {
                        per_city.push((city, [0; MAX_PLAYERS], Seats::default()));
                        per_city.len() - 1
                    }
                };
                for (t, f) in per_city[idx].1.iter_mut().zip(followers) {
                    *t += f;
                }
                per_city[idx].2.0 |= pigs.0;
            }
        }
        for (city, followers, pigs) in per_city {
            let winners = majority(&followers);
            for s in winners.iter() {
                let p = if pigs.contains(s) {
                    POINTS_PER_FARM_CITY_WITH_PIG
                } else {
                    POINTS_PER_FARM_CITY
                };
                self.award_to(s, FeatureKind::Field.index(), p);
            }
            events.push(ScoreEvent {
                feature: FeatureKind::Field,
                when: When::Farm,
                tiles: self.distinct_tiles(city),
                cities: 1,
                points: POINTS_PER_FARM_CITY,
                followers,
                winners,
                returned: false,
                tile: self.features.tile_of(city),
                pigs: Seats(winners.0 & pigs.0),
                pig_points: POINTS_PER_FARM_CITY_WITH_PIG,
                ..ScoreEvent::default()
            });
        }
    }
}
