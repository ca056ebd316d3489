//! A whole turn at once, and the checks of its figure step.

use super::{Figure, Game, Meeple, Move, Phase, Placement, Step, TurnReport};
use crate::engine::error::PlayError;
use crate::engine::geometry::{Rotation, Side};
use crate::engine::rules::Farms;
use crate::engine::tiles::{FeatureKind, MAX_SEGMENTS, NO_SEGMENT, TileKind};

impl Game {
    /// A whole turn at once: both steps are checked before anything changes.
    pub fn play(&mut self, mv: Move) -> Result<TurnReport, PlayError> {
        let tile = self.expect_tile_phase()?;
        self.check_fit(tile, mv.placement)?;
        if mv.return_abbot && mv.meeple.is_some() {
            return Err(PlayError::AbbotReturnWithFigure);
        }
        let slow = mv.return_abbot
            || mv
                .meeple
                .is_some_and(|m| matches!(m.figure, Figure::Builder | Figure::Pig));
        if slow {
            // These depend on the board as the tile leaves it: played on
            // the game, which is put back as it was if they are refused.
            let before = self.clone();
            self.place_tile(mv.placement)?;
            let done = if mv.return_abbot {
                self.return_abbot()
            } else {
                self.place_follower(mv.meeple)
            };
            if done.is_err() {
                *self = before;
            }
            return done;
        }
        let step = match mv.meeple {
            Some(m) => {
                let seg = self.resolve_meeple(tile, mv.placement.rot, m)?;
                if self.occupied_if_placed(tile, mv.placement)[seg] {
                    return Err(PlayError::FeatureOccupied { kind: m.kind });
                }
                Step::Figure(m, seg)
            }
            None => Step::Nothing,
        };
        self.put_tile(tile, mv.placement, Some(self.seat));
        self.after_placing(tile, mv.placement);
        Ok(self.finish_turn(tile, mv.placement, step))
    }

    pub(super) fn expect_tile_phase(&self) -> Result<TileKind, PlayError> {
        match self.phase {
            Phase::PlaceTile(t) => Ok(t),
            Phase::PlaceFollower(_) => Err(PlayError::TileAlreadyPlaced),
            Phase::Over => Err(PlayError::GameOver),
        }
    }

    pub(super) fn expect_figure_phase(&self) -> Result<TileKind, PlayError> {
        match self.phase {
            Phase::PlaceFollower(t) => Ok(t),
            Phase::Over => Err(PlayError::GameOver),
            Phase::PlaceTile(_) => Err(PlayError::TileNotPlaced),
        }
    }

    /// Checks a figure choice against the tile (not yet against the board)
    /// and returns its segment index.
    pub(super) fn resolve_meeple(
        &self,
        tile: TileKind,
        rot: Rotation,
        m: Meeple,
    ) -> Result<usize, PlayError> {
        if !m.figure.in_play(self.set.expansions()) {
            return Err(PlayError::FigureNotInPlay { figure: m.figure });
        }
        if self.supply[usize::from(self.seat)][m.figure.index()] == 0 {
            return Err(match m.figure {
                Figure::Follower => PlayError::NoFollowersLeft,
                figure => PlayError::NoFigureLeft { figure },
            });
        }
        if m.kind == FeatureKind::Field && self.rules.farms == Farms::Off {
            return Err(PlayError::FarmersNotUsed);
        }
        let segs = self.set.segments(tile);
        let seg = match (m.kind, m.port) {
            (FeatureKind::Monastery | FeatureKind::Garden, Some(_)) => {
                return Err(PlayError::MonasteryTakesNoPort);
            }
            (FeatureKind::Monastery, None) => segs
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
                .ok_or(PlayError::NoMonastery)?,
            (FeatureKind::Garden, None) => segs
                .iter()
                .position(|s| s.kind == FeatureKind::Garden)
                .ok_or(PlayError::NoGarden)?,
            (FeatureKind::Field, None) => {
                segs.iter()
                    .position(|s| s.is_enclosed())
                    .ok_or(PlayError::PortNeeded {
                        kind: FeatureKind::Field,
                    })?
            }
            (kind, None) => return Err(PlayError::PortNeeded { kind }),
            (kind, Some(port)) => {
                let o = self.set.oriented(tile, rot);
                o.segment_at(port)
                    .filter(|&i| segs[i].kind == kind)
                    .ok_or(PlayError::NoSuchFeature { kind, port })?
            }
        };
        let fits = match m.figure {
            Figure::Follower | Figure::Large => m.kind != FeatureKind::Garden,
            Figure::Abbot => m.kind.is_cloister(),
            Figure::Builder => matches!(m.kind, FeatureKind::Road | FeatureKind::City),
            Figure::Pig => m.kind == FeatureKind::Field,
        };
        if !fits {
            return Err(PlayError::FigureNotThere {
                figure: m.figure,
                kind: m.kind,
            });
        }
        Ok(seg)
    }

    /// Checks a figure against the feature it would join (by its root, the
    /// tile placed).
    pub(super) fn check_figure_on(&self, m: Meeple, root: u32) -> Result<(), PlayError> {
        match m.figure {
            Figure::Follower | Figure::Large | Figure::Abbot => {
                if self.features.followers(root) > 0 {
                    return Err(PlayError::FeatureOccupied { kind: m.kind });
                }
            }
            Figure::Builder => {
                if self.features.open(root) == 0 {
                    return Err(PlayError::BuilderOnCompleted);
                }
                if !self.has_own_follower(root, self.seat) {
                    return Err(PlayError::BuilderNeedsFollower);
                }
            }
            Figure::Pig => {
                if !self.has_own_follower(root, self.seat) {
                    return Err(PlayError::PigNeedsFarmer);
                }
            }
        }
        Ok(())
    }

    /// Which segments of `tile` at `placement` would join a feature that
    /// already has a follower (without placing the tile).
    pub(super) fn occupied_if_placed(
        &self,
        tile: TileKind,
        placement: Placement,
    ) -> [bool; MAX_SEGMENTS] {
        let o = self.set.oriented(tile, placement.rot);
        let n = self.set.segments(tile).len();
        // Links from this tile's segments to the roots of neighbouring features.
        let mut links = [(0u8, 0u32); 12];
        let mut count = 0;
        for side in Side::ALL {
            let Some(nb) = self.board.at(placement.pos.step(side)) else {
                continue;
            };
            let no = self.set.oriented(nb.kind, nb.rot);
            let mut link = |mine: u8, theirs: u8| {
                if mine != NO_SEGMENT && theirs != NO_SEGMENT {
                    let root = self.features.root(nb.first_segment + u32::from(theirs));
                    links[count] = (mine, root);
                    count += 1;
                }
            };
            link(
                o.side_segment[side.index()],
                no.side_segment[side.opposite().index()],
            );
            for h in side.halves() {
                link(o.half_segment[h.index()], no.half_segment[h.mate().index()]);
            }
        }
        let links = &links[..count];
        // Segments of this tile that share a neighbouring feature become one.
        let mut group: [u8; MAX_SEGMENTS] = std::array::from_fn(|i| i as u8);
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &(a, ra)) in links.iter().enumerate() {
                for &(b, rb) in &links[i + 1..] {
                    let (ga, gb) = (group[usize::from(a)], group[usize::from(b)]);
                    if ra == rb && ga != gb {
                        let (lo, hi) = (ga.min(gb), ga.max(gb));
                        for g in group.iter_mut().take(n) {
                            if *g == hi {
                                *g = lo;
                            }
                        }
                        changed = true;
                    }
                }
            }
        }
        let mut occupied_group = [false; MAX_SEGMENTS];
        for &(seg, root) in links {
            if self.features.followers(root) > 0 {
                occupied_group[usize::from(group[usize::from(seg)])] = true;
            }
        }
        std::array::from_fn(|i| i < n && occupied_group[usize::from(group[i])])
    }
}
