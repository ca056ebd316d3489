//! A game: the deck from a seed, turns, followers and scoring.
//!
//! A turn has two steps, so that a player can confirm the tile before choosing
//! a follower: [`Game::place_tile`], then [`Game::place_follower`]. [`Game::play`]
//! does both at once and checks both before changing anything. Every refused
//! action returns a [`PlayError`] and leaves the game exactly as it was.

use super::board::Board;
use super::error::SetupError;
use super::expansions::{Expansion, Expansions};
use super::features::Features;
use super::geometry::{Pos, Rotation, Side};
use super::random;
use super::rules::Rules;
use super::scoring::{MAX_PLAYERS, ScoreEvent, Seats, majority};
use super::tiles::{TileKind, TileSet};
mod followers;
mod outlook;
pub(super) mod pieces;
mod placing;
mod play;
mod tally;
mod turns;

pub use outlook::FeatureOutlook;
pub use pieces::{
    Candidate, FOLLOWERS_PER_PLAYER, Figure, Follower, GOODS_SLOT, HistoryEntry,
    MAX_START_COORDINATE, Meeple, Move, POINTS_PER_GOOD_MAJORITY, Phase, Placement, RiverEnd, Spot,
    StartTile, TurnReport,
};

/// A game of Carcassonne.
#[derive(Clone, Debug)]
pub struct Game {
    set: &'static TileSet,
    rules: Rules,
    players: u8,
    board: Board,
    features: Features,
    followers: Vec<Follower>,
    /// Figures in supply per seat, by [`Figure::index`].
    supply: [[u8; 5]; MAX_PLAYERS],
    scores: [u32; MAX_PLAYERS],
    /// Points per seat: roads, cities, monasteries and gardens, fields,
    /// trade goods (see [`Game::breakdown`]).
    breakdown: [[u32; 5]; MAX_PLAYERS],
    /// Trade goods per seat: wine, grain, cloth.
    goods: [[u8; 3]; MAX_PLAYERS],
    /// The River's open end, while the river is open.
    river: Option<RiverEnd>,
    /// The current part of a turn earned a second part (the builder).
    double: bool,
    /// The current part is a second part (which never earns a third).
    second_part: bool,
    /// The whole draw order after the start tile.
    deck: Vec<TileKind>,
    drawn: usize,
    seat: u8,
    /// Seats still playing (bit per seat).
    active: u8,
    phase: Phase,
    history: Vec<HistoryEntry>,
    final_events: Vec<ScoreEvent>,
    /// Scratch space for counting a feature's distinct tiles.
    stamps: Vec<u32>,
    stamp: u32,
}

impl Game {
    /// A new base game with the deck shuffled from `seed`.
    pub fn new(players: usize, rules: Rules, seed: u64) -> Result<Game, SetupError> {
        Game::with_seed(TileSet::base(), players, rules, seed)
    }

    /// A new game with the base tiles and `expansions`, its deck shuffled
    /// from `seed` (with the River: the river tiles first, the lake last of
    /// them).
    pub fn with_expansions(
        players: usize,
        rules: Rules,
        expansions: Expansions,
        seed: u64,
    ) -> Result<Game, SetupError> {
        Game::with_seed(TileSet::with_expansions(expansions), players, rules, seed)
    }

    /// A new game over any tile set, its deck shuffled from `seed`.
    pub fn with_seed(
        set: &'static TileSet,
        players: usize,
        rules: Rules,
        seed: u64,
    ) -> Result<Game, SetupError> {
        let start = StartTile {
            kind: set.start_kind(),
            pos: Pos::new(0, 0),
            rot: Rotation::default(),
        };
        let mut deck = full_deck(set, start.kind);
        let mut rng = random::seeded(seed);
        let (river, lake) = river_parts(set, &deck);
        if river + lake > 0 {
            random::shuffle(&mut deck[..river], &mut rng);
            random::shuffle(&mut deck[river + lake..], &mut rng);
        } else {
            random::shuffle(&mut deck, &mut rng);
        }
        Game::with_order(set, players, rules, start, deck)
    }

    /// A game whose tiles come in the given order. `order` must hold exactly
    /// the set's tiles less the start tile.
    pub fn with_order(
        set: &'static TileSet,
        players: usize,
        rules: Rules,
        start: StartTile,
        order: Vec<TileKind>,
    ) -> Result<Game, SetupError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::Players(players));
        }
        if start.kind.index() >= set.len() {
            return Err(SetupError::StartTile(format!("#{}", start.kind.index())));
        }
        // Keep every square a game can reach well inside `i32`.
        if start.pos.x.unsigned_abs() > MAX_START_COORDINATE
            || start.pos.y.unsigned_abs() > MAX_START_COORDINATE
        {
            return Err(SetupError::StartPosition(start.pos));
        }
        let mut counts = vec![0i32; set.len()];
        for k in set.kinds() {
            counts[k.index()] = i32::from(set.count(k));
        }
        counts[start.kind.index()] -= 1;
        for k in &order {
            match counts.get_mut(k.index()) {
                Some(c) => *c -= 1,
                None => return Err(SetupError::DrawOrder("unknown tile kind".into())),
            }
        }
        if let Some(k) = set.kinds().find(|k| counts[k.index()] != 0) {
            let c = counts[k.index()];
            return Err(SetupError::DrawOrder(format!(
                "{} tile {} {}",
                c.unsigned_abs(),
                set.name_of(k),
                if c > 0 { "missing" } else { "too many" }
            )));
        }
        if set.expansions().has(Expansion::River) {
            if start.kind != set.start_kind() {
                return Err(SetupError::StartTile(set.name_of(start.kind).into()));
            }
            if let Some(i) = river_order_break(set, &order) {
                return Err(SetupError::DrawOrder(format!(
                    "tile {} (draw {}) comes out of the River's order",
                    set.name_of(order[i]),
                    i + 1
                )));
            }
        }
        let total = set.total_tiles();
        let mut game = Game {
            set,
            rules,
            players: players as u8,
            board: Board::new(set, start.pos),
            features: Features::with_capacity(total * 4),
            followers: Vec::with_capacity(players * usize::from(FOLLOWERS_PER_PLAYER)),
            supply: [[0; 5]; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            breakdown: [[0; 5]; MAX_PLAYERS],
            goods: [[0; 3]; MAX_PLAYERS],
            river: None,
            double: false,
            second_part: false,
            deck: order,
            drawn: 0,
            seat: 0,
            active: ((1u16 << players) - 1) as u8,
            phase: Phase::Over,
            history: Vec::with_capacity(total),
            final_events: Vec::new(),
            stamps: vec![0; total + 1],
            stamp: 0,
        };
        for s in 0..players {
            for f in Figure::ALL {
                if f.in_play(set.expansions()) {
                    game.supply[s][f.index()] = f.supply();
                }
            }
        }
        let start_placement = Placement {
            pos: start.pos,
            rot: start.rot,
        };
        game.put_tile(start.kind, start_placement, None);
        if set.is_river(start.kind) {
            game.river = next_river_end(set, start.kind, start_placement, None).0;
        }
        let mut discarded = Vec::new();
        game.draw(&mut discarded);
        Ok(game)
    }

    pub fn tile_set(&self) -> &'static TileSet {
        self.set
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn features(&self) -> &Features {
        &self.features
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether a seat is still playing (has not resigned).
    pub fn is_active(&self, seat: u8) -> bool {
        seat < self.players && self.active & (1 << seat) != 0
    }

    /// Seats that have not resigned.
    pub fn active_seats(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.players).filter(|&s| self.is_active(s))
    }

    /// Whose turn it is (after the game: whoever would have been next).
    pub fn current_seat(&self) -> u8 {
        self.seat
    }

    /// The tile the current player holds, if the game is not over.
    pub fn current_tile(&self) -> Option<TileKind> {
        match self.phase {
            Phase::PlaceTile(t) | Phase::PlaceFollower(t) => Some(t),
            Phase::Over => None,
        }
    }

    /// Tiles still face down in the bag.
    pub fn tiles_left(&self) -> usize {
        self.deck.len() - self.drawn
    }

    /// What is still face down in the bag: how many of each kind of the
    /// tile set (in the set's order, kinds used up included, at 0). The
    /// draw order stays hidden.
    pub fn bag_counts(&self) -> Vec<(TileKind, u8)> {
        let mut counts: Vec<(TileKind, u8)> = self.set.kinds().map(|k| (k, 0)).collect();
        for k in &self.deck[self.drawn..] {
            counts[k.index()].1 += 1;
        }
        counts
    }

    /// How many of the tiles still in the bag would fit somewhere on the
    /// board as it stands.
    pub fn bag_fitting(&self) -> usize {
        self.bag_counts()
            .into_iter()
            .filter(|&(k, n)| n > 0 && self.fits_anywhere(k))
            .map(|(_, n)| usize::from(n))
            .sum()
    }

    /// Tiles drawn so far (not counting the start tile).
    pub fn tiles_drawn(&self) -> usize {
        self.drawn
    }

    /// Everyone's score.
    pub fn scores(&self) -> &[u32] {
        &self.scores[..self.players()]
    }

    /// A seat's points: roads, cities, monasteries and gardens, fields
    /// (indexed by [`FeatureKind::index`] for the first four) and trade
    /// goods ([`GOODS_SLOT`]).
    pub fn breakdown(&self, seat: u8) -> [u32; 5] {
        self.breakdown[usize::from(seat)]
    }

    /// Followers a seat has in supply.
    pub fn supply(&self, seat: u8) -> u8 {
        self.supply[usize::from(seat)][Figure::Follower.index()]
    }

    /// How many of `figure` a seat has in supply (0 for a figure not in
    /// play).
    pub fn figures_left(&self, seat: u8, figure: Figure) -> u8 {
        self.supply[usize::from(seat)][figure.index()]
    }

    /// The figures in play in this game, the follower first.
    pub fn figures_in_play(&self) -> impl Iterator<Item = Figure> + '_ {
        Figure::ALL
            .into_iter()
            .filter(|f| f.in_play(self.set.expansions()))
    }

    /// The expansions this game is played with.
    pub fn expansions(&self) -> Expansions {
        self.set.expansions()
    }

    /// A seat's trade goods: wine, grain, cloth.
    pub fn goods(&self, seat: u8) -> [u8; 3] {
        self.goods[usize::from(seat)]
    }

    /// Where the River goes on, while it is open.
    pub fn river_end(&self) -> Option<RiverEnd> {
        self.river
    }

    /// Whether the tile just placed earned a second part (the builder).
    pub fn earns_second_part(&self) -> bool {
        self.double
    }

    /// Followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// Who holds what: for every placed tile (in placement order), for each
    /// of its segments, the seats with the most followers in that segment's
    /// feature (empty where nobody has one; several where they tie). Scored
    /// roads, cities and monasteries have given their followers back, so
    /// they are held by nobody.
    pub fn holders(&self) -> Vec<Vec<Seats>> {
        let mut counts: Vec<(u32, [u8; MAX_PLAYERS])> = Vec::new();
        for f in self.followers.iter().filter(|f| f.figure.occupies()) {
            let root = self.features.root(f.node);
            let strength = f.figure.strength();
            match counts.iter_mut().find(|e| e.0 == root) {
                Some(e) => e.1[usize::from(f.seat)] += strength,
                None => {
                    let mut c = [0u8; MAX_PLAYERS];
                    c[usize::from(f.seat)] = strength;
                    counts.push((root, c));
                }
            }
        }
        let held: Vec<(u32, Seats)> = counts.iter().map(|(r, c)| (*r, majority(c))).collect();
        self.board
            .tiles()
            .iter()
            .map(|t| {
                (0..self.set.segments(t.kind).len())
                    .map(|i| {
                        let root = self.features.root(t.first_segment + i as u32);
                        held.iter()
                            .find(|e| e.0 == root)
                            .map_or(Seats::default(), |e| e.1)
                    })
                    .collect()
            })
            .collect()
    }

    /// The game so far, one entry per drawn tile.
    pub fn history(&self) -> &[HistoryEntry] {
        &self.history
    }

    /// The end-of-game scoring, once the game is over.
    pub fn final_events(&self) -> &[ScoreEvent] {
        &self.final_events
    }
}

/// A turn's figure step, checked.
#[derive(Clone, Copy, Debug)]
enum Step {
    Nothing,
    /// A figure on this segment of the tile placed.
    Figure(Meeple, usize),
    /// The abbot (this entry of the figures on the board) goes home.
    ReturnAbbot(usize),
}

/// Where the River goes on after a river tile at `placement` (from the
/// open end `prev`; none for the spring), and which way the tile turned
/// it (1 left, -1 right, 0 straight).
fn next_river_end(
    set: &TileSet,
    kind: TileKind,
    placement: Placement,
    prev: Option<RiverEnd>,
) -> (Option<RiverEnd>, i8) {
    let sides = set.river_sides(kind, placement.rot);
    let inlet = prev.map(|e| e.inlet);
    let outlet = Side::ALL
        .into_iter()
        .find(|s| sides & (1 << s.index()) != 0 && Some(*s) != inlet);
    let turn = match (inlet, outlet) {
        (Some(i), Some(o)) if o.index() == (i.index() + 1) % 4 => 1,
        (Some(i), Some(o)) if o.index() == (i.index() + 3) % 4 => -1,
        _ => 0,
    };
    let end = outlet.map(|o| RiverEnd {
        cell: placement.pos.step(o),
        inlet: o.opposite(),
        last_turn: turn,
    });
    (end, turn)
}

/// The rotations (bit per quarter turn) whose edge code meets `need`.
#[inline(always)]
fn fit_mask(codes: &[u16; 4], need: u16) -> u8 {
    u8::from(codes[0] & need == need)
        | u8::from(codes[1] & need == need) << 1
        | u8::from(codes[2] & need == need) << 2
        | u8::from(codes[3] & need == need) << 3
}

/// How many rotation bits are set in `masks`, eight squares at a time.
fn count_fits(masks: &[u8]) -> usize {
    let chunks = masks.chunks_exact(8);
    let rest: usize = chunks
        .remainder()
        .iter()
        .map(|m| m.count_ones() as usize)
        .sum();
    chunks.map(fits_in_eight).sum::<usize>() + rest
}

/// The rotation bits set in eight masks, counted as one word (a word's
/// bits are its bytes' bits).
fn fits_in_eight(c: &[u8]) -> usize {
    u64::from_ne_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]).count_ones() as usize
}

/// Which part of the River's draw order a tile belongs to: 0 the river's
/// middle tiles, 1 the lake, 2 the land.
pub(crate) fn river_phase(set: &TileSet, kind: TileKind) -> u8 {
    if !set.is_river(kind) {
        2
    } else if set.river_sides(kind, Rotation::default()).count_ones() == 1 {
        1
    } else {
        0
    }
}

/// In a deck ordered as the River wants it: how many middle river tiles
/// come first, and whether the lake follows (0 or 1).
pub(crate) fn river_parts(set: &TileSet, deck: &[TileKind]) -> (usize, usize) {
    let river = deck.iter().filter(|&&k| river_phase(set, k) == 0).count();
    let lake = deck.iter().filter(|&&k| river_phase(set, k) == 1).count();
    (river, lake)
}

/// The first draw in `order` that breaks the River's order (the middle
/// river tiles, then the lake, then the land), if any.
pub(crate) fn river_order_break(set: &TileSet, order: &[TileKind]) -> Option<usize> {
    order
        .windows(2)
        .position(|w| river_phase(set, w[0]) > river_phase(set, w[1]))
        .map(|i| i + 1)
}

/// Every tile of the set but one copy of the start tile, in table order
/// (with the River: its middle tiles, then the lake, then the land).
pub fn full_deck(set: &TileSet, start: TileKind) -> Vec<TileKind> {
    let mut deck = Vec::with_capacity(set.total_tiles());
    let mut skipped = false;
    for k in set.kinds() {
        for _ in 0..set.count(k) {
            if k == start && !skipped {
                skipped = true;
                continue;
            }
            deck.push(k);
        }
    }
    if set.expansions().has(Expansion::River) {
        deck.sort_by_key(|&k| river_phase(set, k));
    }
    deck
}

#[cfg(test)]
mod tests;
