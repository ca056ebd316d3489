//! A turn's end: the tile on the board, scoring, the next player, skips,
//! resignations and the draw.

use super::{Follower, Game, HistoryEntry, Meeple, Phase, Placement, Step, TurnReport};
use crate::engine::board::PlacedTile;
use crate::engine::error::PlayError;
use crate::engine::features::{CATHEDRAL, INN};
use crate::engine::geometry::Side;
use crate::engine::scoring::{ScoreEvent, When};
use crate::engine::tiles::{FeatureKind, NO_SEGMENT, TileKind};

impl Game {
    /// Puts a tile on the board and joins its segments to its neighbours'.
    pub(super) fn put_tile(&mut self, kind: TileKind, placement: Placement, seat: Option<u8>) {
        let idx = self.board.len() as u16;
        let first = self.features.len() as u32;
        for seg in self.set.segments(kind) {
            let open = match seg.kind {
                FeatureKind::Road | FeatureKind::City => seg.sides.count_ones() as i16,
                _ => 0,
            };
            let id = self.features.add(seg.kind, idx, open, seg.pennant);
            if seg.inn || seg.cathedral || seg.goods.is_some() {
                let marks =
                    if seg.inn { INN } else { 0 } | if seg.cathedral { CATHEDRAL } else { 0 };
                self.features.mark(id, marks, seg.goods.map(|g| g.index()));
            }
        }
        self.board.place(
            self.set,
            PlacedTile {
                kind,
                rot: placement.rot,
                pos: placement.pos,
                seat,
                first_segment: first,
            },
        );
        let o = *self.set.oriented(kind, placement.rot);
        for side in Side::ALL {
            let Some(nb) = self.board.at(placement.pos.step(side)).copied() else {
                continue;
            };
            let no = self.set.oriented(nb.kind, nb.rot);
            let mine = o.side_segment[side.index()];
            let theirs = no.side_segment[side.opposite().index()];
            if mine != NO_SEGMENT && theirs != NO_SEGMENT {
                self.features.join_ports(
                    first + u32::from(mine),
                    nb.first_segment + u32::from(theirs),
                );
            }
            for h in side.halves() {
                let mine = o.half_segment[h.index()];
                let theirs = no.half_segment[h.mate().index()];
                if mine != NO_SEGMENT && theirs != NO_SEGMENT {
                    self.features.union(
                        first + u32::from(mine),
                        nb.first_segment + u32::from(theirs),
                    );
                }
            }
        }
    }

    pub(super) fn finish_turn(
        &mut self,
        tile: TileKind,
        placement: Placement,
        step: Step,
    ) -> TurnReport {
        let seat = self.seat;
        let placed_idx = self.board.len() - 1;
        let first = self.board.tiles()[placed_idx].first_segment;
        let mut events = Vec::new();
        let mut meeple = None;
        let returned_abbot = matches!(step, Step::ReturnAbbot(_));
        match step {
            Step::Nothing => {}
            Step::Figure(m, seg) => {
                let node = first + seg as u32;
                let root = self.features.find(node);
                if m.figure.occupies() {
                    self.features.add_follower(root);
                }
                self.supply[usize::from(seat)][m.figure.index()] -= 1;
                self.followers.push(Follower {
                    seat,
                    kind: m.kind,
                    tile: placed_idx,
                    segment: seg as u8,
                    figure: m.figure,
                    node,
                });
                meeple = Some(m);
            }
            // Scored before the turn's other scoring.
            Step::ReturnAbbot(i) => {
                let f = self.followers[i];
                let root = self.features.find(f.node);
                events.push(self.score_feature(root, f.kind, When::AbbotReturned));
            }
        }
        let mut goods = [0u8; 3];
        self.score_completed(placed_idx, &mut events, &mut goods);
        self.history.push(HistoryEntry::Placed {
            seat,
            tile,
            placement,
            meeple,
            return_abbot: returned_abbot,
            scores: self.scores,
            goods: self.goods,
        });
        let mut report = self.pass_turn(seat, Some(tile), Some(placement), meeple, events);
        report.goods = goods;
        report.returned_abbot = returned_abbot;
        report
    }

    /// Hands the turn to the next seat still playing (or, for a builder's
    /// first part, to the same seat again) and draws for it.
    pub(super) fn pass_turn(
        &mut self,
        seat: u8,
        tile: Option<TileKind>,
        placement: Option<Placement>,
        meeple: Option<Meeple>,
        events: Vec<ScoreEvent>,
    ) -> TurnReport {
        let mut discarded = Vec::new();
        let again = std::mem::take(&mut self.double) && self.is_active(seat);
        if self.active.count_ones() <= 1 {
            // The last player left wins by default: score and end.
            self.phase = Phase::Over;
            self.final_scoring();
        } else if again {
            self.second_part = true;
            self.draw(&mut discarded);
        } else {
            self.second_part = false;
            self.seat = self.next_active(self.seat);
            self.draw(&mut discarded);
        }
        TurnReport {
            seat,
            tile,
            placement,
            meeple,
            events,
            discarded,
            game_over: self.phase == Phase::Over,
            goods: [0; 3],
            returned_abbot: false,
            second_part: again && self.phase != Phase::Over,
        }
    }

    pub(super) fn next_active(&self, from: u8) -> u8 {
        let mut s = from;
        for _ in 0..self.players {
            s = (s + 1) % self.players;
            if self.is_active(s) {
                return s;
            }
        }
        from
    }

    /// The current player ran out of time: a tile in hand is set aside (a
    /// tile already placed stays, with no follower) and the turn passes.
    pub fn skip_turn(&mut self) -> Result<TurnReport, PlayError> {
        match self.phase {
            Phase::Over => Err(PlayError::GameOver),
            Phase::PlaceFollower(_) => self.place_follower(None),
            Phase::PlaceTile(tile) => {
                let seat = self.seat;
                self.history.push(HistoryEntry::Skipped {
                    seat,
                    tile,
                    scores: self.scores,
                });
                Ok(self.pass_turn(seat, Some(tile), None, None, Vec::new()))
            }
        }
    }

    /// A player leaves the game: skipped from then on, followers left where
    /// they are. If it was their turn, a placed tile stays (with no
    /// follower) and a tile in hand is set aside. With one player left, the
    /// game ends with the final scoring once the turn in progress is over.
    pub fn resign(&mut self, seat: u8) -> Result<TurnReport, PlayError> {
        if self.phase == Phase::Over {
            return Err(PlayError::GameOver);
        }
        if !self.is_active(seat) {
            return Err(PlayError::NotPlaying);
        }
        if seat == self.seat
            && let Phase::PlaceFollower(_) = self.phase
        {
            let report = self.place_follower(None)?;
            if report.game_over {
                return Ok(report);
            }
            return self.resign(seat);
        }
        self.active &= !(1 << seat);
        let in_hand = match self.phase {
            Phase::PlaceTile(t) if seat == self.seat => Some(t),
            _ => None,
        };
        self.history.push(HistoryEntry::Resigned {
            seat,
            tile: in_hand,
            scores: self.scores,
        });
        if in_hand.is_some() {
            Ok(self.pass_turn(seat, in_hand, None, None, Vec::new()))
        } else {
            // Out of turn: the player in turn finishes; if they are the last
            // one left, the game ends when their turn does.
            Ok(TurnReport {
                seat,
                tile: None,
                placement: None,
                meeple: None,
                events: Vec::new(),
                discarded: Vec::new(),
                game_over: false,
                goods: [0; 3],
                returned_abbot: false,
                second_part: false,
            })
        }
    }

    /// Draws for the current player, discarding tiles that fit nowhere; ends
    /// the game when the bag is empty.
    pub(super) fn draw(&mut self, discarded: &mut Vec<TileKind>) {
        while let Some(&tile) = self.deck.get(self.drawn) {
            self.drawn += 1;
            if self.fits_anywhere(tile) {
                self.phase = Phase::PlaceTile(tile);
                return;
            }
            discarded.push(tile);
            self.history.push(HistoryEntry::Discarded {
                seat: self.seat,
                tile,
                scores: self.scores,
            });
        }
        self.phase = Phase::Over;
        self.final_scoring();
    }
}
