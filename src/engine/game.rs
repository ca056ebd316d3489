//! A game: the deck from a seed, turns, followers and scoring.
//!
//! A turn has two steps, so that a player can confirm the tile before choosing
//! a follower: [`Game::place_tile`], then [`Game::place_follower`]. [`Game::play`]
//! does both at once and checks both before changing anything. Every refused
//! action returns a [`PlayError`] and leaves the game exactly as it was.

use super::board::{Board, PlacedTile};
use super::error::{PlayError, SetupError};
use super::expansions::{Expansion, Expansions};
use super::features::Features;
use super::features::{CATHEDRAL, INN};
use super::geometry::{Port, Pos, Rotation, Side};
use super::random;
use super::rules::{EndScoring, Farms, Rules};
use super::scoring::{
    Extras, MAX_PLAYERS, POINTS_PER_FARM_CITY, POINTS_PER_FARM_CITY_WITH_PIG, ScoreEvent, Seats,
    When, feature_points_with, majority,
};
use super::tiles::{FeatureKind, Good, MAX_SEGMENTS, NO_SEGMENT, TileKind, TileSet};

#[path = "outlook.rs"]
mod outlook;
pub use outlook::FeatureOutlook;

/// Followers each player has in supply at the start (the eighth is the score marker).
pub const FOLLOWERS_PER_PLAYER: u8 = 7;

/// How far from (0, 0) a start tile may be.
pub const MAX_START_COORDINATE: u32 = 1 << 30;

/// Where a tile goes: a square and a rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    pub pos: Pos,
    pub rot: Rotation,
}

/// The figures a player may place: followers always, the others with their
/// expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(u8)]
pub enum Figure {
    /// An ordinary follower (thief, knight, monk or farmer).
    #[default]
    Follower = 0,
    /// Inns & Cathedrals: counts as two followers.
    Large = 1,
    /// The Abbot: on a monastery or a garden only.
    Abbot = 2,
    /// Traders & Builders: beside one's own follower on a road or city;
    /// gives a second tile when the feature grows.
    Builder = 3,
    /// Traders & Builders: beside one's own farmer; a farm's cities score
    /// 4 instead of 3.
    Pig = 4,
}

impl Figure {
    pub const ALL: [Figure; 5] = [
        Figure::Follower,
        Figure::Large,
        Figure::Abbot,
        Figure::Builder,
        Figure::Pig,
    ];

    /// The record's name: `follower`, `large`, `abbot`, `builder`, `pig`.
    pub const fn name(self) -> &'static str {
        match self {
            Figure::Follower => "follower",
            Figure::Large => "large",
            Figure::Abbot => "abbot",
            Figure::Builder => "builder",
            Figure::Pig => "pig",
        }
    }

    pub fn parse(s: &str) -> Option<Figure> {
        Figure::ALL.into_iter().find(|f| f.name() == s)
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// How much it weighs where the most followers win (builders and pigs
    /// never count).
    pub const fn strength(self) -> u8 {
        match self {
            Figure::Follower | Figure::Abbot => 1,
            Figure::Large => 2,
            Figure::Builder | Figure::Pig => 0,
        }
    }

    /// Whether it keeps others off its feature (a follower, a large
    /// follower or an abbot).
    pub const fn occupies(self) -> bool {
        self.strength() > 0
    }

    /// The expansion that brings it (`None`: the base game's follower).
    pub const fn expansion(self) -> Option<Expansion> {
        match self {
            Figure::Follower => None,
            Figure::Large => Some(Expansion::InnsCathedrals),
            Figure::Abbot => Some(Expansion::Abbot),
            Figure::Builder | Figure::Pig => Some(Expansion::TradersBuilders),
        }
    }

    /// How many each player starts with when it is in play.
    pub const fn supply(self) -> u8 {
        match self {
            Figure::Follower => FOLLOWERS_PER_PLAYER,
            _ => 1,
        }
    }

    /// Whether it is in play with `expansions`.
    pub const fn in_play(self, expansions: Expansions) -> bool {
        match self.expansion() {
            None => true,
            Some(e) => expansions.has(e),
        }
    }
}

impl std::fmt::Display for Figure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A figure as a move names it: the kind of feature, a port of that
/// feature after rotation (no port for a monastery, a garden or an
/// enclosed field), and which figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Meeple {
    pub kind: FeatureKind,
    pub port: Option<Port>,
    pub figure: Figure,
}

impl Meeple {
    /// An ordinary follower.
    pub const fn follower(kind: FeatureKind, port: Option<Port>) -> Meeple {
        Meeple {
            kind,
            port,
            figure: Figure::Follower,
        }
    }
}

/// A whole turn: a tile placement, and an optional figure or the abbot
/// taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub placement: Placement,
    pub meeple: Option<Meeple>,
    /// The Abbot: the turn's figure step takes the abbot back (and scores
    /// it) instead of placing a figure.
    pub return_abbot: bool,
}

impl Move {
    /// A placement with an optional figure.
    pub const fn new(placement: Placement, meeple: Option<Meeple>) -> Move {
        Move {
            placement,
            meeple,
            return_abbot: false,
        }
    }
}

/// A square where the current tile fits, with the rotations that fit there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub pos: Pos,
    /// Fitting rotations, clockwise from 0.
    pub rotations: Vec<Rotation>,
}

/// A legal place for a figure on the tile just placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub kind: FeatureKind,
    /// The segment's index on its tile.
    pub segment: u8,
    /// A port of the feature after rotation (`None` for a monastery, a
    /// garden or an enclosed field).
    pub port: Option<Port>,
    pub figure: Figure,
}

impl Spot {
    pub fn meeple(self) -> Meeple {
        Meeple {
            kind: self.kind,
            port: self.port,
            figure: self.figure,
        }
    }
}

/// A figure on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follower {
    pub seat: u8,
    pub kind: FeatureKind,
    /// Placement index of its tile.
    pub tile: usize,
    /// Segment index on that tile.
    pub segment: u8,
    pub figure: Figure,
    node: u32,
}

/// Where a turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The current player holds this tile and must place it.
    PlaceTile(TileKind),
    /// The tile is on the board; the player may place a follower on it.
    PlaceFollower(TileKind),
    /// All tiles are drawn and the final scoring is done.
    Over,
}

/// One entry of the game's history, in draw order (as the record lists turns).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryEntry {
    Placed {
        seat: u8,
        tile: TileKind,
        placement: Placement,
        meeple: Option<Meeple>,
        /// The turn took the abbot back instead of placing a figure.
        return_abbot: bool,
        /// Everyone's total after this turn's scoring.
        scores: [u32; MAX_PLAYERS],
        /// Everyone's trade goods after this turn (Traders & Builders).
        goods: [[u8; 3]; MAX_PLAYERS],
    },
    Discarded {
        seat: u8,
        tile: TileKind,
        scores: [u32; MAX_PLAYERS],
    },
    /// The player ran out of time; the tile was set aside.
    Skipped {
        seat: u8,
        tile: TileKind,
        scores: [u32; MAX_PLAYERS],
    },
    /// The player left the game; a tile in hand was set aside.
    Resigned {
        seat: u8,
        tile: Option<TileKind>,
        scores: [u32; MAX_PLAYERS],
    },
}

impl HistoryEntry {
    pub fn seat(&self) -> u8 {
        match *self {
            HistoryEntry::Placed { seat, .. }
            | HistoryEntry::Discarded { seat, .. }
            | HistoryEntry::Skipped { seat, .. }
            | HistoryEntry::Resigned { seat, .. } => seat,
        }
    }

    /// The tile this entry drew, if any.
    pub fn tile(&self) -> Option<TileKind> {
        match *self {
            HistoryEntry::Placed { tile, .. }
            | HistoryEntry::Discarded { tile, .. }
            | HistoryEntry::Skipped { tile, .. } => Some(tile),
            HistoryEntry::Resigned { tile, .. } => tile,
        }
    }

    pub fn scores(&self) -> &[u32; MAX_PLAYERS] {
        match self {
            HistoryEntry::Placed { scores, .. }
            | HistoryEntry::Discarded { scores, .. }
            | HistoryEntry::Skipped { scores, .. }
            | HistoryEntry::Resigned { scores, .. } => scores,
        }
    }
}

/// What one turn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReport {
    pub seat: u8,
    /// The tile the turn drew (`None` when a player resigned holding none).
    pub tile: Option<TileKind>,
    /// Where the tile went (`None` if it was set aside).
    pub placement: Option<Placement>,
    pub meeple: Option<Meeple>,
    /// Features completed and scored this turn.
    pub events: Vec<ScoreEvent>,
    /// Tiles the next player drew that fitted nowhere and were discarded.
    pub discarded: Vec<TileKind>,
    /// The last tile was placed and the final scoring done (see [`Game::final_events`]).
    pub game_over: bool,
    /// Trade goods this turn's player took (wine, grain, cloth).
    pub goods: [u8; 3],
    /// The turn took the abbot back (its points are among `events`).
    pub returned_abbot: bool,
    /// The builder gives this player a second part: the same seat plays
    /// the next tile.
    pub second_part: bool,
}

/// Where the River goes on: the empty square beyond its open end, the side
/// of that square the river enters by, and which way the last river tile
/// turned (1 left, -1 right, 0 straight or the spring).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RiverEnd {
    pub cell: Pos,
    pub inlet: Side,
    pub last_turn: i8,
}

/// Which slot of [`Game::breakdown`] trade goods points go to.
pub const GOODS_SLOT: usize = 4;

/// Points a good's majority gives at the end (Traders & Builders).
pub const POINTS_PER_GOOD_MAJORITY: u32 = 10;

/// The start tile of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartTile {
    pub kind: TileKind,
    pub pos: Pos,
    pub rot: Rotation,
}

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

    /// Whether the turn in progress is a builder's second part.
    pub fn is_second_part(&self) -> bool {
        self.second_part
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
    fn check_river(&self, kind: TileKind, placement: Placement) -> Result<(), PlayError> {
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
    fn after_placing(&mut self, tile: TileKind, placement: Placement) {
        if self.set.is_river(tile) {
            self.river = next_river_end(self.set, tile, placement, self.river).0;
        }
        self.double = !self.second_part && self.builder_grows();
    }

    /// Whether the tile just placed belongs to a road or city holding the
    /// current player's builder.
    fn builder_grows(&self) -> bool {
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
    fn scan_spots(&self, mut f: impl FnMut(Spot) -> bool) {
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
    fn figure_fits(
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
    fn beside_fits(&self, supply: [u8; 5], kind: FeatureKind, root: u32) -> bool {
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
    fn has_own_follower(&self, root: u32, seat: u8) -> bool {
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

    fn returnable_abbot(&self) -> Result<usize, PlayError> {
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

    fn expect_tile_phase(&self) -> Result<TileKind, PlayError> {
        match self.phase {
            Phase::PlaceTile(t) => Ok(t),
            Phase::PlaceFollower(_) => Err(PlayError::TileAlreadyPlaced),
            Phase::Over => Err(PlayError::GameOver),
        }
    }

    fn expect_figure_phase(&self) -> Result<TileKind, PlayError> {
        match self.phase {
            Phase::PlaceFollower(t) => Ok(t),
            Phase::Over => Err(PlayError::GameOver),
            Phase::PlaceTile(_) => Err(PlayError::TileNotPlaced),
        }
    }

    /// Checks a figure choice against the tile (not yet against the board)
    /// and returns its segment index.
    fn resolve_meeple(&self, tile: TileKind, rot: Rotation, m: Meeple) -> Result<usize, PlayError> {
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
    fn check_figure_on(&self, m: Meeple, root: u32) -> Result<(), PlayError> {
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
    fn occupied_if_placed(&self, tile: TileKind, placement: Placement) -> [bool; MAX_SEGMENTS] {
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

    /// Puts a tile on the board and joins its segments to its neighbours'.
    fn put_tile(&mut self, kind: TileKind, placement: Placement, seat: Option<u8>) {
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

    fn finish_turn(&mut self, tile: TileKind, placement: Placement, step: Step) -> TurnReport {
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
    fn pass_turn(
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

    fn next_active(&self, from: u8) -> u8 {
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
    fn draw(&mut self, discarded: &mut Vec<TileKind>) {
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

    /// Scores roads and cities the tile at `placed_idx` completed (the
    /// current player takes the goods of completed cities, into `goods`),
    /// and monasteries and gardens it completed around it.
    fn score_completed(
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
    fn neighbours(&self, pos: Pos) -> u32 {
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
    fn distinct_tiles(&mut self, root: u32) -> u32 {
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
    fn count_followers(&mut self, root: u32, send_home: bool) -> [u8; MAX_PLAYERS] {
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
    fn score_feature(&mut self, root: u32, kind: FeatureKind, when: When) -> ScoreEvent {
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

    fn award(&mut self, winners: Seats, kind: FeatureKind, points: u32) {
        let slot = match kind {
            FeatureKind::Garden => FeatureKind::Monastery.index(),
            k => k.index(),
        };
        for s in winners.iter() {
            self.award_to(s, slot, points);
        }
    }

    fn award_to(&mut self, seat: u8, slot: usize, points: u32) {
        self.scores[usize::from(seat)] += points;
        self.breakdown[usize::from(seat)][slot] += points;
    }

    /// End of game: unfinished features, then farms, then trade goods.
    fn final_scoring(&mut self) {
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
    fn score_goods(&mut self, events: &mut Vec<ScoreEvent>) {
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
    fn farms(&mut self) -> Vec<(u32, [u8; MAX_PLAYERS], Seats, Vec<u32>)> {
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

    fn completed_cities_touching(&self, field_root: u32) -> Vec<u32> {
        let mut cities = self.cities_touching(field_root);
        cities.retain(|&c| self.features.open(c) == 0);
        cities
    }

    /// The roots of every city (finished or not) the field touches, once
    /// each, in the order they are met.
    fn cities_touching(&self, field_root: u32) -> Vec<u32> {
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

    fn score_farms_per_field(&mut self, events: &mut Vec<ScoreEvent>) {
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

    fn score_farms_per_city(&mut self, events: &mut Vec<ScoreEvent>) {
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
mod tests {
    use super::*;
    use crate::engine::record::{RecordTurn, TurnAction, replay_turns};
    use crate::engine::tiles::{BASE_TILES, Edge, TileDef};

    /// A tiny set: the all-city tile C to start, then the given kinds.
    fn tiny_set(kinds: &[&str]) -> &'static TileSet {
        let defs: Vec<TileDef> = BASE_TILES
            .iter()
            .map(|d| TileDef {
                count: (kinds.iter().filter(|k| **k == d.name).count() + usize::from(d.name == "C"))
                    as u8,
                ..*d
            })
            .collect();
        let defs: &'static [TileDef] = Box::leak(defs.into_boxed_slice());
        Box::leak(Box::new(TileSet::new("tiny", defs, "C").unwrap()))
    }

    fn tiny_game(kinds: &[&str]) -> Game {
        let set = tiny_set(kinds);
        let order = kinds.iter().map(|k| set.kind(k).unwrap()).collect();
        let start = StartTile {
            kind: set.start_kind(),
            pos: Pos::new(0, 0),
            rot: Rotation::default(),
        };
        Game::with_order(set, 2, Rules::default(), start, order).unwrap()
    }

    fn at(x: i32, y: i32, rot: u8) -> Placement {
        Placement {
            pos: Pos::new(x, y),
            rot: Rotation::new(rot).unwrap(),
        }
    }

    #[test]
    fn holders_are_the_seats_with_most_followers_in_each_feature() {
        let record =
            crate::engine::Record::parse(include_str!("../../tests/data/bga/bga-366166200.json"))
                .unwrap();
        let mut tied = 0;
        for n in 0..=record.turns.len() {
            let game = crate::engine::replay_prefix(&record, n).unwrap();
            let holders = game.holders();
            assert_eq!(holders.len(), game.board().len());
            for (ti, tile) in game.board().tiles().iter().enumerate() {
                assert_eq!(holders[ti].len(), game.set.segments(tile.kind).len());
                for (si, &held) in holders[ti].iter().enumerate() {
                    // The slow way: walk the feature and count its followers.
                    let seg = tile.first_segment + si as u32;
                    let members: Vec<u32> = game.features.members(seg).collect();
                    let mut count = [0u8; MAX_PLAYERS];
                    for f in game.followers() {
                        if members.contains(&f.node) {
                            count[usize::from(f.seat)] += 1;
                        }
                    }
                    assert_eq!(held, majority(&count), "turn {n}, tile {ti}, segment {si}");
                    tied += usize::from(held.len() > 1);
                }
            }
            for f in game.followers() {
                assert!(!holders[f.tile][usize::from(f.segment)].is_empty());
            }
        }
        assert!(tied > 0, "the game has a shared feature somewhere");
    }

    #[test]
    fn a_tile_that_fits_nowhere_is_discarded_and_the_same_player_draws_again() {
        // Next to the all-city start tile, a monastery fits nowhere.
        let mut game = tiny_game(&["B", "E", "X"]);
        let set = game.tile_set();
        assert_eq!(game.current_seat(), 0);
        assert_eq!(game.current_tile(), set.kind("E"));
        assert_eq!(
            game.history(),
            &[HistoryEntry::Discarded {
                seat: 0,
                tile: set.kind("B").unwrap(),
                scores: [0; MAX_PLAYERS]
            }]
        );
        // Seat 0 closes the start city with the cap; the crossroads fits
        // nowhere either (only cities and fields are open), and the game ends.
        let report = game
            .play(Move::new(
                at(0, -1, 2),
                Some(Meeple::follower(
                    FeatureKind::City,
                    Some(Port::Side(Side::S)),
                )),
            ))
            .unwrap();
        assert_eq!(report.discarded, vec![set.kind("X").unwrap()]);
        assert!(report.game_over);
        assert_eq!(game.history().len(), 3);
        assert_eq!(game.history()[2].seat(), 1);
        assert_eq!(game.tiles_left(), 0);
    }

    #[test]
    fn replay_insists_on_recorded_discards() {
        let reference = tiny_game(&["B", "E"]);
        let set = reference.tile_set();
        let b = set.kind("B").unwrap();
        let e = set.kind("E").unwrap();
        let place_e = RecordTurn {
            seat: 0,
            tile: Some(e),
            action: TurnAction::Place(Move::new(at(0, 1, 0), None)),
            scores: None,
            goods: None,
        };
        // The record forgets the discard: it claims the B was placed.
        let mut game = reference.clone();
        let bad = [RecordTurn {
            seat: 0,
            tile: Some(b),
            action: TurnAction::Place(Move::new(at(1, 0, 0), None)),
            scores: None,
            goods: None,
        }];
        let err = replay_turns(&mut game, &bad, 0).unwrap_err();
        assert_eq!(err.turn, 1);
        assert!(err.message.contains("fits nowhere"), "{err}");
        // With the discard, the record replays.
        let mut game = reference.clone();
        let good = [
            RecordTurn {
                seat: 0,
                tile: Some(b),
                action: TurnAction::Discard,
                scores: Some(vec![0, 0]),
                goods: None,
            },
            place_e,
        ];
        replay_turns(&mut game, &good, 0).unwrap();
        assert!(game.is_over());
    }

    #[test]
    fn steps_out_of_order_are_refused_and_change_nothing() {
        let mut game = tiny_game(&["E", "E"]);
        assert_eq!(game.place_follower(None), Err(PlayError::TileNotPlaced));
        assert_eq!(game.follower_spots(), vec![]);
        assert_eq!(
            game.place_tile(at(0, -1, 0)),
            Err(PlayError::EdgeMismatch {
                pos: Pos::new(0, -1),
                side: Side::S,
                tile_edge: Edge::Field,
                neighbour_edge: Edge::City
            })
        );
        assert_eq!(
            game.place_tile(at(0, -1, 0)).unwrap_err().to_string(),
            "That tile does not fit at (0, -1): its south edge is a field but the tile to the south has a city there."
        );
        assert_eq!(
            game.place_tile(at(0, 0, 0)),
            Err(PlayError::Occupied(Pos::new(0, 0)))
        );
        assert_eq!(
            game.place_tile(at(3, 3, 0)),
            Err(PlayError::NotAdjacent(Pos::new(3, 3)))
        );
        game.place_tile(at(0, -1, 2)).unwrap();
        assert_eq!(
            game.place_tile(at(1, 0, 3)),
            Err(PlayError::TileAlreadyPlaced)
        );
        assert_eq!(
            game.place_follower(Some(Meeple::follower(
                FeatureKind::Road,
                Some(Port::Side(Side::S))
            ))),
            Err(PlayError::NoSuchFeature {
                kind: FeatureKind::Road,
                port: Port::Side(Side::S)
            })
        );
        let spots = game.follower_spots();
        assert_eq!(spots.len(), 2, "{spots:?}");
        game.place_follower(Some(spots[0].meeple())).unwrap();
        game.play(Move::new(at(1, 0, 3), None)).unwrap();
        assert!(game.is_over());
        assert_eq!(game.place_tile(at(-1, 0, 1)), Err(PlayError::GameOver));
        assert_eq!(game.place_follower(None), Err(PlayError::GameOver));
    }

    #[test]
    fn a_player_with_no_followers_left_cannot_place_one() {
        let mut game = tiny_game(&["E", "E"]);
        // As if seat 0 had all seven followers on the board already.
        game.supply[0][Figure::Follower.index()] = 0;
        game.place_tile(at(0, -1, 2)).unwrap();
        assert!(game.follower_spots().is_empty());
        assert_eq!(
            game.place_follower(Some(Meeple::follower(
                FeatureKind::City,
                Some(Port::Side(Side::S))
            ))),
            Err(PlayError::NoFollowersLeft)
        );
    }

    #[test]
    fn candidates_are_numbered_in_reading_order() {
        let game = tiny_game(&["E", "E"]);
        let e = game.tile_set().kind("E").unwrap();
        let c = game.candidates_of(e);
        let squares: Vec<Pos> = c.iter().map(|c| c.pos).collect();
        assert_eq!(
            squares,
            vec![
                Pos::new(0, -1),
                Pos::new(-1, 0),
                Pos::new(1, 0),
                Pos::new(0, 1)
            ]
        );
        // Only the turn that faces the cap's city towards the start tile fits.
        assert_eq!(c[0].rotations, vec![Rotation::new(2).unwrap()]);
        assert_eq!(
            c.iter().map(|c| c.rotations.len()).sum::<usize>(),
            game.legal_placements().len()
        );
    }

    #[test]
    fn setup_is_checked() {
        assert_eq!(
            Game::new(1, Rules::default(), 0).unwrap_err(),
            SetupError::Players(1)
        );
        assert_eq!(
            Game::new(7, Rules::default(), 0).unwrap_err(),
            SetupError::Players(7)
        );
        let set = TileSet::base();
        let start = StartTile {
            kind: set.start_kind(),
            pos: Pos::new(0, 0),
            rot: Rotation::default(),
        };
        let short = full_deck(set, set.start_kind())[1..].to_vec();
        assert!(matches!(
            Game::with_order(set, 2, Rules::default(), start, short),
            Err(SetupError::DrawOrder(_))
        ));
        let game = Game::new(2, Rules::default(), 5).unwrap();
        assert_eq!(game.tiles_left() + game.tiles_drawn(), 71);
    }
}
