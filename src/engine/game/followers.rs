//! Where a figure may go, and the follower step (the abbot included).

use super::{Figure, Game, Meeple, Phase, Placement, Spot, Step, TurnReport};
use crate::engine::error::PlayError;
use crate::engine::expansions::Expansion;
use crate::engine::geometry::Pos;
use crate::engine::rules::Farms;
use crate::engine::tiles::FeatureKind;

impl Game {
    /// Where the current player could put a figure on the tile just placed.
    pub fn follower_spots(&self) -> Vec<Spot> {
        let mut out = Vec::new();
        self.follower_spots_into(&mut out);
        out
    }

    /// [`Game::follower_spots`] lettered for players: one letter per spot
    /// of the tile (`A`, `B`, … in the order of the segments), shared by
    /// the figures that may stand there.
    pub fn lettered_spots(&self) -> Vec<(char, Spot)> {
        let mut segments: Vec<u8> = Vec::new();
        self.follower_spots()
            .into_iter()
            .map(|s| {
                let i = match segments.iter().position(|&g| g == s.segment) {
                    Some(i) => i,
                    None => {
                        segments.push(s.segment);
                        segments.len() - 1
                    }
                };
                ((b'A' + i as u8) as char, s)
            })
            .collect()
    }

    /// [`Game::follower_spots`] into a buffer: per segment of the tile,
    /// each figure that may stand there.
    pub fn follower_spots_into(&self, out: &mut Vec<Spot>) {
        self.scan_spots(|spot| {
            out.push(spot);
            true
        });
    }

    /// Whether the current player could put any figure on the tile just
    /// placed (without listing where).
    pub fn has_follower_spot(&self) -> bool {
        let mut any = false;
        self.scan_spots(|_| {
            any = true;
            false
        });
        any
    }

    /// Calls `f` with each spot of [`Game::follower_spots`] in order, until
    /// it returns false.
    pub(super) fn scan_spots(&self, mut f: impl FnMut(Spot) -> bool) {
        let Phase::PlaceFollower(_) = self.phase else {
            return;
        };
        let seat = self.seat;
        let supply = self.supply[usize::from(seat)];
        if supply.iter().all(|&n| n == 0) {
            return;
        }
        let placed = self.board.tiles()[self.board.len() - 1];
        let o = self.set.oriented(placed.kind, placed.rot);
        let beside = supply[Figure::Builder.index()] + supply[Figure::Pig.index()] > 0;
        for (i, seg) in self.set.segments(placed.kind).iter().enumerate() {
            let root = self.features.root(placed.first_segment + i as u32);
            let free = self.features.followers(root) == 0;
            // Builders and pigs go beside the player's own follower, so
            // only on a feature someone holds.
            let mine = beside
                && !free
                && self.beside_fits(supply, seg.kind, root)
                && self.has_own_follower(root, seat);
            for figure in Figure::ALL {
                if supply[figure.index()] > 0
                    && self.figure_fits(figure, seg.kind, root, free, mine)
                {
                    let spot = Spot {
                        kind: seg.kind,
                        segment: i as u8,
                        port: o.first_port(i),
                        figure,
                    };
                    if !f(spot) {
                        return;
                    }
                }
            }
        }
    }

    /// Whether `figure` may stand on a feature of `kind` (its root on the
    /// board; `free`: no follower, large follower or abbot on it; `mine`:
    /// the player has a follower or large follower on it).
    pub(super) fn figure_fits(
        &self,
        figure: Figure,
        kind: FeatureKind,
        root: u32,
        free: bool,
        mine: bool,
    ) -> bool {
        let farms = self.rules.farms != Farms::Off;
        match figure {
            Figure::Follower | Figure::Large => {
                free && kind != FeatureKind::Garden && (kind != FeatureKind::Field || farms)
            }
            Figure::Abbot => free && kind.is_cloister(),
            Figure::Builder => {
                matches!(kind, FeatureKind::Road | FeatureKind::City)
                    && self.features.open(root) != 0
                    && mine
            }
            Figure::Pig => kind == FeatureKind::Field && farms && mine,
        }
    }

    /// Whether a builder or pig in `supply` could stand on a feature of
    /// `kind` (its root on the board) beside a follower of its player.
    pub(super) fn beside_fits(&self, supply: [u8; 5], kind: FeatureKind, root: u32) -> bool {
        match kind {
            FeatureKind::Road | FeatureKind::City => {
                supply[Figure::Builder.index()] > 0 && self.features.open(root) != 0
            }
            FeatureKind::Field => supply[Figure::Pig.index()] > 0 && self.rules.farms != Farms::Off,
            _ => false,
        }
    }

    /// Whether `seat` has a follower or large follower on the feature of
    /// `root`.
    pub(super) fn has_own_follower(&self, root: u32, seat: u8) -> bool {
        self.followers.iter().any(|f| {
            f.seat == seat
                && matches!(f.figure, Figure::Follower | Figure::Large)
                && self.features.root(f.node) == root
        })
    }

    /// Where the current player could put a figure if the current tile
    /// went at `placement`, without placing it.
    pub fn follower_spots_for(&self, placement: Placement) -> Result<Vec<Spot>, PlayError> {
        let tile = self.expect_tile_phase()?;
        self.check_fit(tile, placement)?;
        let x = self.set.expansions();
        if x.has(Expansion::Abbot) || x.has(Expansion::TradersBuilders) {
            // Builders and pigs depend on the features as they will be.
            let mut g = self.clone();
            g.place_tile(placement)?;
            return Ok(g.follower_spots());
        }
        let occupied = self.occupied_if_placed(tile, placement);
        let mut out = Vec::new();
        let seat = usize::from(self.seat);
        let o = self.set.oriented(tile, placement.rot);
        for (i, seg) in self.set.segments(tile).iter().enumerate() {
            if seg.kind == FeatureKind::Field && self.rules.farms == Farms::Off {
                continue;
            }
            if occupied[i] {
                continue;
            }
            for figure in [Figure::Follower, Figure::Large] {
                if self.supply[seat][figure.index()] > 0 {
                    out.push(Spot {
                        kind: seg.kind,
                        segment: i as u8,
                        port: o.first_port(i),
                        figure,
                    });
                }
            }
        }
        Ok(out)
    }

    /// Places a figure (or none) on the tile just placed, scores what the
    /// tile completed and passes the turn.
    pub fn place_follower(&mut self, meeple: Option<Meeple>) -> Result<TurnReport, PlayError> {
        let tile = self.expect_figure_phase()?;
        let placed_idx = self.board.len() - 1;
        let placed = self.board.tiles()[placed_idx];
        let step = match meeple {
            Some(m) => {
                let seg = self.resolve_meeple(tile, placed.rot, m)?;
                let root = self.features.root(placed.first_segment + seg as u32);
                self.check_figure_on(m, root)?;
                Step::Figure(m, seg)
            }
            None => Step::Nothing,
        };
        let placement = Placement {
            pos: placed.pos,
            rot: placed.rot,
        };
        Ok(self.finish_turn(tile, placement, step))
    }

    /// Instead of placing a figure, takes the current player's abbot back
    /// from its unfinished monastery or garden: it scores at once what it
    /// would at the end of the game.
    pub fn return_abbot(&mut self) -> Result<TurnReport, PlayError> {
        let tile = self.expect_figure_phase()?;
        let i = self.returnable_abbot()?;
        let placed = self.board.tiles()[self.board.len() - 1];
        let placement = Placement {
            pos: placed.pos,
            rot: placed.rot,
        };
        Ok(self.finish_turn(tile, placement, Step::ReturnAbbot(i)))
    }

    /// Whether the current player could take the abbot back in a turn
    /// that places the tile in hand at `placement` (its monastery or garden
    /// still unfinished with that tile).
    pub fn can_return_abbot(&self, placement: Placement) -> bool {
        let Some(f) = self
            .followers
            .iter()
            .find(|f| f.seat == self.seat && f.figure == Figure::Abbot)
        else {
            return false;
        };
        let pos = self.board.tile(f.tile).pos;
        let d = placement.pos;
        let near = (d.x - pos.x).abs() <= 1 && (d.y - pos.y).abs() <= 1;
        self.neighbours(pos) + u32::from(near) < 8
    }

    /// Where the current player's abbot stands, if taking it back is
    /// allowed now (the figure step of a turn, the abbot on an unfinished
    /// monastery or garden).
    pub fn abbot_to_return(&self) -> Option<Pos> {
        if !matches!(self.phase, Phase::PlaceFollower(_)) {
            return None;
        }
        let i = self.returnable_abbot().ok()?;
        Some(self.board.tile(self.followers[i].tile).pos)
    }

    pub(super) fn returnable_abbot(&self) -> Result<usize, PlayError> {
        if self.supply[usize::from(self.seat)][Figure::Abbot.index()] > 0
            || !Figure::Abbot.in_play(self.set.expansions())
        {
            return Err(PlayError::NoAbbotOnBoard);
        }
        let i = self
            .followers
            .iter()
            .position(|f| f.seat == self.seat && f.figure == Figure::Abbot)
            .ok_or(PlayError::NoAbbotOnBoard)?;
        let pos = self.board.tile(self.followers[i].tile).pos;
        if self.neighbours(pos) == 8 {
            return Err(PlayError::AbbotFeatureComplete);
        }
        Ok(i)
    }
}
