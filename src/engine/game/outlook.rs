//! A read-only look at the features that hold followers, for computer
//! players: what each would be worth, how open it still is, who leads it.

use super::{Figure, Game};
use crate::engine::features::{CATHEDRAL, INN};
use crate::engine::scoring::{MAX_PLAYERS, Seats};
use crate::engine::tiles::FeatureKind;

/// A feature with at least one follower on it, as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureOutlook {
    pub kind: FeatureKind,
    /// Strength per seat (a follower 1, a large follower 2; builders and
    /// pigs count nothing).
    pub followers: [u8; MAX_PLAYERS],
    /// Inns & Cathedrals: an inn on the road, a cathedral in the city.
    pub inn: bool,
    pub cathedral: bool,
    /// Traders & Builders: goods in the city (wine, grain, cloth); seats
    /// with their builder on the road or city, or their pig in the field.
    pub goods: [u8; 3],
    pub builders: Seats,
    pub pigs: Seats,
    /// Distinct tiles; for a monastery, itself plus its neighbours.
    pub tiles: u32,
    pub pennants: u32,
    /// Open edges of a road or city; empty squares around a monastery; 0
    /// for a field.
    pub open: u32,
    /// Fields: completed cities the field touches.
    pub completed_cities: u32,
    /// Fields: the open edges of each unfinished city the field touches.
    pub open_cities: Vec<u32>,
}

impl Game {
    /// Every feature holding a figure, once each, in the order their first
    /// figures were placed.
    pub fn outlook(&self) -> Vec<FeatureOutlook> {
        let mut roots: Vec<u32> = Vec::with_capacity(self.followers.len());
        let mut out: Vec<FeatureOutlook> = Vec::with_capacity(self.followers.len());
        for f in &self.followers {
            let root = self.features.root(f.node);
            let i = match roots.iter().position(|&r| r == root) {
                Some(i) => i,
                None => {
                    roots.push(root);
                    out.push(self.feature_outlook(root, f.kind, [0; MAX_PLAYERS]));
                    out.len() - 1
                }
            };
            let o = &mut out[i];
            o.followers[usize::from(f.seat)] += f.figure.strength();
            match f.figure {
                Figure::Builder => o.builders.insert(f.seat),
                Figure::Pig => o.pigs.insert(f.seat),
                _ => {}
            }
        }
        out
    }

    fn feature_outlook(
        &self,
        root: u32,
        kind: FeatureKind,
        followers: [u8; MAX_PLAYERS],
    ) -> FeatureOutlook {
        let mut o = FeatureOutlook {
            kind,
            followers,
            tiles: 0,
            pennants: 0,
            open: 0,
            completed_cities: 0,
            open_cities: Vec::new(),
            inn: false,
            cathedral: false,
            goods: [0; 3],
            builders: Seats::default(),
            pigs: Seats::default(),
        };
        match kind {
            FeatureKind::Monastery | FeatureKind::Garden => {
                let pos = self.board.tile(self.features.tile_of(root)).pos;
                let n = self.neighbours(pos);
                o.tiles = 1 + n;
                o.open = 8 - n;
            }
            FeatureKind::Road | FeatureKind::City => {
                let mut tiles: Vec<usize> = self
                    .features
                    .members(root)
                    .map(|m| self.features.tile_of(m))
                    .collect();
                tiles.sort_unstable();
                tiles.dedup();
                o.tiles = tiles.len() as u32;
                o.pennants = u32::from(self.features.pennants(root));
                o.open = self.features.open(root).max(0) as u32;
                let marks = self.features.marks(root);
                o.inn = marks & INN != 0;
                o.cathedral = marks & CATHEDRAL != 0;
                o.goods = self.features.goods(root);
            }
            FeatureKind::Field => {
                for city in self.cities_touching(root) {
                    match self.features.open(city).max(0) as u32 {
                        0 => o.completed_cities += 1,
                        open => o.open_cities.push(open),
                    }
                }
            }
        }
        o
    }
}

impl Game {
    /// The tiles still face down, sorted: everyone knows what is left in the
    /// bag, but not its order.
    pub fn bag(&self) -> Vec<crate::engine::TileKind> {
        let mut bag = self.deck[self.drawn..].to_vec();
        bag.sort_unstable();
        bag
    }

    /// A copy of the game whose face-down tiles come in a fresh random
    /// order: a possible future, for players that search over futures they
    /// cannot see. The tile in hand and everything on the table stay.
    pub fn with_bag_shuffled(&self, rng: &mut impl rand::Rng) -> Game {
        let mut g = self.clone();
        let drawn = g.drawn;
        // The River keeps its order: its tiles, then the lake, then the land.
        let (river, lake) = super::river_parts(g.set, &g.deck[drawn..]);
        let rest = &mut g.deck[drawn..];
        crate::engine::random::shuffle(&mut rest[..river], rng);
        crate::engine::random::shuffle(&mut rest[river + lake..], rng);
        g
    }
}
