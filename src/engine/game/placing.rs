//! Where a tile may go: fits, the River's course, the legal placements.

use super::{
    Candidate, Figure, Game, Phase, Placement, count_fits, fit_mask, fits_in_eight, next_river_end,
};
use crate::engine::error::PlayError;
use crate::engine::expansions::Expansion;
use crate::engine::geometry::{Rotation, Side};
use crate::engine::tiles::{FeatureKind, TileKind};

impl Game {
    /// Checks that `kind` fits at `placement` on the board as it is.
    pub fn check_fit(&self, kind: TileKind, placement: Placement) -> Result<(), PlayError> {
        let pos = placement.pos;
        if self.board.at(pos).is_some() {
            return Err(PlayError::Occupied(pos));
        }
        let Some(need) = self.board.need_at(pos) else {
            return Err(PlayError::NotAdjacent(pos));
        };
        let o = self.set.oriented(kind, placement.rot);
        if o.edge_code & need == need {
            return self.check_river(kind, placement);
        }
        for side in Side::ALL {
            if let Some(neighbour_edge) = self.board.neighbour_edge(self.set, pos, side) {
                let tile_edge = o.edges[side.index()];
                if tile_edge != neighbour_edge {
                    return Err(PlayError::EdgeMismatch {
                        pos,
                        side,
                        tile_edge,
                        neighbour_edge,
                    });
                }
            }
        }
        Err(PlayError::NotAdjacent(pos))
    }

    /// The River's own rules for a river tile at a place where its edges
    /// fit: it goes beyond the open end, and two curves in a row turn
    /// opposite ways.
    pub(super) fn check_river(
        &self,
        kind: TileKind,
        placement: Placement,
    ) -> Result<(), PlayError> {
        if !self.set.is_river(kind) {
            return Ok(());
        }
        let Some(end) = self.river else {
            return Err(PlayError::RiverClosed);
        };
        if placement.pos != end.cell {
            return Err(PlayError::RiverMustExtend { pos: end.cell });
        }
        if self.set.river_sides(kind, placement.rot) & (1 << end.inlet.index()) == 0 {
            return Err(PlayError::RiverMustExtend { pos: end.cell });
        }
        let (_, turn) = next_river_end(self.set, kind, placement, Some(end));
        if turn != 0 && turn == end.last_turn {
            return Err(PlayError::RiverUTurn);
        }
        Ok(())
    }

    /// Every legal placement of `kind` (each fitting rotation of each
    /// frontier square), appended to `out`.
    pub fn placements_of_into(&self, kind: TileKind, out: &mut Vec<Placement>) {
        let codes = Rotation::ALL.map(|r| self.set.oriented(kind, r).edge_code);
        if self.set.is_river(kind) {
            let Some((pos, need)) = self
                .river
                .and_then(|e| Some((e.cell, self.board.need_at(e.cell)?)))
            else {
                return;
            };
            for (r, code) in codes.iter().enumerate() {
                let p = Placement {
                    pos,
                    rot: Rotation::ALL[r],
                };
                if code & need == need && self.check_river(kind, p).is_ok() {
                    out.push(p);
                }
            }
            return;
        }
        for (square, &need) in self.board.frontier().iter().zip(self.board.needs()) {
            for (r, code) in codes.iter().enumerate() {
                if code & need == need {
                    out.push(Placement {
                        pos: square.pos,
                        rot: Rotation::ALL[r],
                    });
                }
            }
        }
    }

    /// The rotations of `kind` that fit on each frontier square (bit per
    /// quarter turn), in the order of [`Game::placements_of`], into
    /// `masks`; returns how many placements that makes. With
    /// [`Game::nth_placement`], a random player picks one without listing
    /// them all.
    pub fn fit_masks_into(&self, kind: TileKind, masks: &mut Vec<u8>) -> usize {
        masks.clear();
        if self.set.is_river(kind) {
            // The river goes on at one square only.
            let p = self.placements_of(kind);
            return p.len();
        }
        let codes = Rotation::ALL.map(|r| self.set.oriented(kind, r).edge_code);
        masks.extend(
            self.board
                .needs()
                .iter()
                .map(|&need| fit_mask(&codes, need)),
        );
        count_fits(masks)
    }

    /// The `k`-th legal placement of `kind` given its `masks` from
    /// [`Game::fit_masks_into`].
    pub fn nth_placement(&self, kind: TileKind, masks: &[u8], mut k: usize) -> Option<Placement> {
        if self.set.is_river(kind) {
            return self.placements_of(kind).get(k).copied();
        }
        // Eight squares at a time, then one by one.
        let mut start = 0;
        for chunk in masks.chunks_exact(8) {
            let n = fits_in_eight(chunk);
            if k < n {
                break;
            }
            k -= n;
            start += 8;
        }
        for (i, &mask) in masks.iter().enumerate().skip(start) {
            let n = mask.count_ones() as usize;
            if k >= n {
                k -= n;
                continue;
            }
            let r = (0..4).filter(|r| mask & (1 << r) != 0).nth(k)?;
            return Some(Placement {
                pos: self.board.frontier().get(i)?.pos,
                rot: Rotation::ALL[r],
            });
        }
        None
    }

    /// Every legal placement of `kind`.
    pub fn placements_of(&self, kind: TileKind) -> Vec<Placement> {
        let mut v = Vec::new();
        self.placements_of_into(kind, &mut v);
        v
    }

    /// Whether `kind` fits anywhere.
    pub fn fits_anywhere(&self, kind: TileKind) -> bool {
        if self.set.is_river(kind) {
            let mut v = Vec::new();
            self.placements_of_into(kind, &mut v);
            return !v.is_empty();
        }
        let codes = Rotation::ALL.map(|r| self.set.oriented(kind, r).edge_code);
        self.board
            .needs()
            .iter()
            .any(|&need| fit_mask(&codes, need) != 0)
    }

    /// The squares where `kind` fits, each with its fitting rotations, in
    /// reading order (north to south, then west to east), so that they can
    /// be numbered for players the same way every time.
    pub fn candidates_of(&self, kind: TileKind) -> Vec<Candidate> {
        let mut placements = self.placements_of(kind);
        placements.sort_by_key(|p| (p.pos.y, p.pos.x, p.rot));
        let mut out: Vec<Candidate> = Vec::new();
        for p in placements {
            match out.last_mut() {
                Some(c) if c.pos == p.pos => c.rotations.push(p.rot),
                _ => out.push(Candidate {
                    pos: p.pos,
                    rotations: vec![p.rot],
                }),
            }
        }
        out
    }

    /// Legal placements of the tile the current player holds (empty unless a
    /// tile is waiting to be placed).
    pub fn legal_placements(&self) -> Vec<Placement> {
        match self.phase {
            Phase::PlaceTile(t) => self.placements_of(t),
            _ => Vec::new(),
        }
    }

    /// Places the current tile. The player then chooses a figure with
    /// [`Game::place_follower`] (or takes the abbot back with
    /// [`Game::return_abbot`]).
    pub fn place_tile(&mut self, placement: Placement) -> Result<(), PlayError> {
        let tile = self.expect_tile_phase()?;
        self.check_fit(tile, placement)?;
        self.put_tile(tile, placement, Some(self.seat));
        self.after_placing(tile, placement);
        self.phase = Phase::PlaceFollower(tile);
        Ok(())
    }

    /// The River moves on; a first part that grew a feature holding this
    /// player's builder earns a second part.
    pub(super) fn after_placing(&mut self, tile: TileKind, placement: Placement) {
        if self.set.is_river(tile) {
            self.river = next_river_end(self.set, tile, placement, self.river).0;
        }
        self.double = !self.second_part && self.builder_grows();
    }

    /// Whether the tile just placed belongs to a road or city holding the
    /// current player's builder.
    pub(super) fn builder_grows(&self) -> bool {
        if !self.set.expansions().has(Expansion::TradersBuilders) {
            return false;
        }
        let placed = self.board.tiles()[self.board.len() - 1];
        // A player has one builder at most.
        let Some(builder) = self
            .followers
            .iter()
            .find(|f| f.figure == Figure::Builder && f.seat == self.seat)
            .map(|f| self.features.root(f.node))
        else {
            return false;
        };
        self.set
            .segments(placed.kind)
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.kind, FeatureKind::Road | FeatureKind::City))
            .any(|(i, _)| self.features.root(placed.first_segment + i as u32) == builder)
    }
}
