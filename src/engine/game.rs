//! A game: the deck from a seed, turns, followers and scoring.
//!
//! A turn has two steps, so that a player can confirm the tile before choosing
//! a follower: [`Game::place_tile`], then [`Game::place_follower`]. [`Game::play`]
//! does both at once and checks both before changing anything. Every refused
//! action returns a [`PlayError`] and leaves the game exactly as it was.

use super::board::{Board, PlacedTile};
use super::error::{PlayError, SetupError};
use super::features::Features;
use super::geometry::{Port, Pos, Rotation, Side};
use super::random;
use super::rules::{EndScoring, Farms, Rules};
use super::scoring::{
    MAX_PLAYERS, POINTS_PER_FARM_CITY, ScoreEvent, Seats, When, feature_points, majority,
};
use super::tiles::{FeatureKind, MAX_SEGMENTS, NO_SEGMENT, TileKind, TileSet};

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

/// A follower as a move names it: the kind of feature and a port of that
/// feature after rotation (no port for a monastery).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Meeple {
    pub kind: FeatureKind,
    pub port: Option<Port>,
}

/// A whole turn: a tile placement and an optional follower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub placement: Placement,
    pub meeple: Option<Meeple>,
}

/// A square where the current tile fits, with the rotations that fit there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub pos: Pos,
    /// Fitting rotations, clockwise from 0.
    pub rotations: Vec<Rotation>,
}

/// A legal place for a follower on the tile just placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub kind: FeatureKind,
    /// The segment's index on its tile.
    pub segment: u8,
    /// A port of the feature after rotation (`None` for a monastery).
    pub port: Option<Port>,
}

impl Spot {
    pub fn meeple(self) -> Meeple {
        Meeple {
            kind: self.kind,
            port: self.port,
        }
    }
}

/// A follower on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follower {
    pub seat: u8,
    pub kind: FeatureKind,
    /// Placement index of its tile.
    pub tile: usize,
    /// Segment index on that tile.
    pub segment: u8,
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
        /// Everyone's total after this turn's scoring.
        scores: [u32; MAX_PLAYERS],
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
}

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
    supply: [u8; MAX_PLAYERS],
    scores: [u32; MAX_PLAYERS],
    /// Points per seat by feature kind (road, city, monastery, field).
    breakdown: [[u32; 4]; MAX_PLAYERS],
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
        random::shuffle(&mut deck, &mut random::seeded(seed));
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
        let total = set.total_tiles();
        let mut game = Game {
            set,
            rules,
            players: players as u8,
            board: Board::new(set, start.pos),
            features: Features::with_capacity(total * 4),
            followers: Vec::with_capacity(players * usize::from(FOLLOWERS_PER_PLAYER)),
            supply: [0; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            breakdown: [[0; 4]; MAX_PLAYERS],
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
            game.supply[s] = FOLLOWERS_PER_PLAYER;
        }
        game.put_tile(
            start.kind,
            Placement {
                pos: start.pos,
                rot: start.rot,
            },
            None,
        );
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

    /// A seat's points by feature kind, indexed by [`FeatureKind::index`].
    pub fn breakdown(&self, seat: u8) -> [u32; 4] {
        self.breakdown[usize::from(seat)]
    }

    /// Followers a seat has in supply.
    pub fn supply(&self, seat: u8) -> u8 {
        self.supply[usize::from(seat)]
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
        for f in &self.followers {
            let root = self.features.root(f.node);
            match counts.iter_mut().find(|e| e.0 == root) {
                Some(e) => e.1[usize::from(f.seat)] += 1,
                None => {
                    let mut c = [0u8; MAX_PLAYERS];
                    c[usize::from(f.seat)] = 1;
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
        let Some(square) = self.board.frontier_square(pos) else {
            return Err(PlayError::NotAdjacent(pos));
        };
        let o = self.set.oriented(kind, placement.rot);
        if o.edge_code & square.need == square.need {
            return Ok(());
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

    /// Every legal placement of `kind` (each fitting rotation of each
    /// frontier square), appended to `out`.
    pub fn placements_of_into(&self, kind: TileKind, out: &mut Vec<Placement>) {
        let codes = Rotation::ALL.map(|r| self.set.oriented(kind, r).edge_code);
        for square in self.board.frontier() {
            for (r, code) in codes.iter().enumerate() {
                if code & square.need == square.need {
                    out.push(Placement {
                        pos: square.pos,
                        rot: Rotation::ALL[r],
                    });
                }
            }
        }
    }

    /// Every legal placement of `kind`.
    pub fn placements_of(&self, kind: TileKind) -> Vec<Placement> {
        let mut v = Vec::new();
        self.placements_of_into(kind, &mut v);
        v
    }

    /// Whether `kind` fits anywhere.
    pub fn fits_anywhere(&self, kind: TileKind) -> bool {
        let codes = Rotation::ALL.map(|r| self.set.oriented(kind, r).edge_code);
        self.board
            .frontier()
            .iter()
            .any(|sq| codes.iter().any(|c| c & sq.need == sq.need))
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

    /// Places the current tile. The player then chooses a follower with
    /// [`Game::place_follower`].
    pub fn place_tile(&mut self, placement: Placement) -> Result<(), PlayError> {
        let tile = self.expect_tile_phase()?;
        self.check_fit(tile, placement)?;
        self.put_tile(tile, placement, Some(self.seat));
        self.phase = Phase::PlaceFollower(tile);
        Ok(())
    }

    /// Where the current player could put a follower on the tile just placed.
    pub fn follower_spots(&self) -> Vec<Spot> {
        let mut out = Vec::new();
        self.follower_spots_into(&mut out);
        out
    }

    /// [`Game::follower_spots`] into a buffer.
    pub fn follower_spots_into(&self, out: &mut Vec<Spot>) {
        let Phase::PlaceFollower(_) = self.phase else {
            return;
        };
        if self.supply[usize::from(self.seat)] == 0 {
            return;
        }
        let placed = self.board.tiles()[self.board.len() - 1];
        let o = self.set.oriented(placed.kind, placed.rot);
        for (i, seg) in self.set.segments(placed.kind).iter().enumerate() {
            if seg.kind == FeatureKind::Field && self.rules.farms == Farms::Off {
                continue;
            }
            let root = self.features.root(placed.first_segment + i as u32);
            if self.features.followers(root) == 0 {
                out.push(Spot {
                    kind: seg.kind,
                    segment: i as u8,
                    port: o.first_port(i),
                });
            }
        }
    }

    /// Where the current player could put a follower if the current tile
    /// went at `placement`, without placing it.
    pub fn follower_spots_for(&self, placement: Placement) -> Result<Vec<Spot>, PlayError> {
        let tile = self.expect_tile_phase()?;
        self.check_fit(tile, placement)?;
        let occupied = self.occupied_if_placed(tile, placement);
        let mut out = Vec::new();
        if self.supply[usize::from(self.seat)] == 0 {
            return Ok(out);
        }
        let o = self.set.oriented(tile, placement.rot);
        for (i, seg) in self.set.segments(tile).iter().enumerate() {
            if seg.kind == FeatureKind::Field && self.rules.farms == Farms::Off {
                continue;
            }
            if !occupied[i] {
                out.push(Spot {
                    kind: seg.kind,
                    segment: i as u8,
                    port: o.first_port(i),
                });
            }
        }
        Ok(out)
    }

    /// Places a follower (or none) on the tile just placed, scores what the
    /// tile completed and passes the turn.
    pub fn place_follower(&mut self, meeple: Option<Meeple>) -> Result<TurnReport, PlayError> {
        let Phase::PlaceFollower(tile) = self.phase else {
            return Err(match self.phase {
                Phase::Over => PlayError::GameOver,
                _ => PlayError::TileNotPlaced,
            });
        };
        let placed_idx = self.board.len() - 1;
        let placed = self.board.tiles()[placed_idx];
        let segment = match meeple {
            Some(m) => {
                let seg = self.resolve_meeple(tile, placed.rot, m)?;
                let root = self.features.root(placed.first_segment + seg as u32);
                if self.features.followers(root) > 0 {
                    return Err(PlayError::FeatureOccupied { kind: m.kind });
                }
                Some(seg)
            }
            None => None,
        };
        let placement = Placement {
            pos: placed.pos,
            rot: placed.rot,
        };
        Ok(self.finish_turn(tile, placement, meeple, segment))
    }

    /// A whole turn at once: both steps are checked before anything changes.
    pub fn play(&mut self, mv: Move) -> Result<TurnReport, PlayError> {
        let tile = self.expect_tile_phase()?;
        self.check_fit(tile, mv.placement)?;
        let segment = match mv.meeple {
            Some(m) => {
                let seg = self.resolve_meeple(tile, mv.placement.rot, m)?;
                if self.occupied_if_placed(tile, mv.placement)[seg] {
                    return Err(PlayError::FeatureOccupied { kind: m.kind });
                }
                Some(seg)
            }
            None => None,
        };
        self.put_tile(tile, mv.placement, Some(self.seat));
        Ok(self.finish_turn(tile, mv.placement, mv.meeple, segment))
    }

    fn expect_tile_phase(&self) -> Result<TileKind, PlayError> {
        match self.phase {
            Phase::PlaceTile(t) => Ok(t),
            Phase::PlaceFollower(_) => Err(PlayError::TileAlreadyPlaced),
            Phase::Over => Err(PlayError::GameOver),
        }
    }

    /// Checks a follower choice against the tile (not yet against occupancy)
    /// and returns its segment index.
    fn resolve_meeple(&self, tile: TileKind, rot: Rotation, m: Meeple) -> Result<usize, PlayError> {
        if self.supply[usize::from(self.seat)] == 0 {
            return Err(PlayError::NoFollowersLeft);
        }
        if m.kind == FeatureKind::Field && self.rules.farms == Farms::Off {
            return Err(PlayError::FarmersNotUsed);
        }
        let segs = self.set.segments(tile);
        let seg = match (m.kind, m.port) {
            (FeatureKind::Monastery, Some(_)) => return Err(PlayError::MonasteryTakesNoPort),
            (FeatureKind::Monastery, None) => segs
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
                .ok_or(PlayError::NoMonastery)?,
            (kind, None) => return Err(PlayError::PortNeeded { kind }),
            (kind, Some(port)) => {
                let o = self.set.oriented(tile, rot);
                o.segment_at(port)
                    .filter(|&i| segs[i].kind == kind)
                    .ok_or(PlayError::NoSuchFeature { kind, port })?
            }
        };
        Ok(seg)
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
            self.features.add(seg.kind, idx, open, seg.pennant);
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

    fn finish_turn(
        &mut self,
        tile: TileKind,
        placement: Placement,
        meeple: Option<Meeple>,
        segment: Option<usize>,
    ) -> TurnReport {
        let seat = self.seat;
        let placed_idx = self.board.len() - 1;
        let first = self.board.tiles()[placed_idx].first_segment;
        if let (Some(m), Some(seg)) = (meeple, segment) {
            let node = first + seg as u32;
            let root = self.features.find(node);
            self.features.add_follower(root);
            self.supply[usize::from(seat)] -= 1;
            self.followers.push(Follower {
                seat,
                kind: m.kind,
                tile: placed_idx,
                segment: seg as u8,
                node,
            });
        }
        let mut events = Vec::new();
        self.score_completed(placed_idx, &mut events);
        self.history.push(HistoryEntry::Placed {
            seat,
            tile,
            placement,
            meeple,
            scores: self.scores,
        });
        self.pass_turn(seat, Some(tile), Some(placement), meeple, events)
    }

    /// Hands the turn to the next seat still playing and draws for it.
    fn pass_turn(
        &mut self,
        seat: u8,
        tile: Option<TileKind>,
        placement: Option<Placement>,
        meeple: Option<Meeple>,
        events: Vec<ScoreEvent>,
    ) -> TurnReport {
        let mut discarded = Vec::new();
        if self.active.count_ones() <= 1 {
            // The last player left wins by default: score and end.
            self.phase = Phase::Over;
            self.final_scoring();
        } else {
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
        if seat == self.seat {
            if let Phase::PlaceFollower(_) = self.phase {
                let report = self.place_follower(None)?;
                if report.game_over {
                    return Ok(report);
                }
                return self.resign(seat);
            }
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

    /// Scores roads and cities the tile at `placed_idx` completed, and
    /// monasteries it completed around it.
    fn score_completed(&mut self, placed_idx: usize, events: &mut Vec<ScoreEvent>) {
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
            if self.features.followers(root) > 0 {
                events.push(self.score_feature(root, seg.kind, true));
            }
        }
        for dy in -1..=1 {
            for dx in -1..=1 {
                let pos = placed.pos.offset(dx, dy);
                let Some(t) = self.board.at(pos).copied() else {
                    continue;
                };
                let Some(m) = self.monastery_node(&t) else {
                    continue;
                };
                if self.features.followers(m) > 0 && self.neighbours(pos) == 8 {
                    events.push(self.score_feature(m, FeatureKind::Monastery, true));
                }
            }
        }
    }

    fn monastery_node(&self, t: &PlacedTile) -> Option<u32> {
        if !self.set.has_monastery(t.kind) {
            return None;
        }
        let i = self
            .set
            .segments(t.kind)
            .iter()
            .position(|s| s.kind == FeatureKind::Monastery)?;
        Some(t.first_segment + i as u32)
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

    /// Followers per seat on the feature of `root`; with `send_home`, they
    /// also leave the board and go back to their supply.
    fn count_followers(&mut self, root: u32, send_home: bool) -> [u8; MAX_PLAYERS] {
        let mut counts = [0u8; MAX_PLAYERS];
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if self.features.find(f.node) == root {
                counts[usize::from(f.seat)] += 1;
                if send_home {
                    self.supply[usize::from(f.seat)] += 1;
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

    /// Scores a road, city or monastery and sends its followers home.
    fn score_feature(&mut self, root: u32, kind: FeatureKind, completed: bool) -> ScoreEvent {
        let (tiles, pennants) = match kind {
            FeatureKind::Monastery => {
                let pos = self.board.tile(self.features.tile_of(root)).pos;
                (1 + self.neighbours(pos), 0)
            }
            _ => (
                self.distinct_tiles(root),
                u32::from(self.features.pennants(root)),
            ),
        };
        let points = feature_points(&self.rules, kind, completed, tiles, pennants);
        let followers = self.count_followers(root, true);
        let winners = majority(&followers);
        self.award(winners, kind, points);
        ScoreEvent {
            feature: kind,
            when: if completed {
                When::Completed
            } else {
                When::Unfinished
            },
            tiles,
            pennants,
            cities: 0,
            points,
            followers,
            winners,
            returned: true,
            tile: self.features.tile_of(root),
        }
    }

    fn award(&mut self, winners: Seats, kind: FeatureKind, points: u32) {
        for s in winners.iter() {
            self.scores[usize::from(s)] += points;
            self.breakdown[usize::from(s)][kind.index()] += points;
        }
    }

    /// End of game: unfinished features, then farms.
    fn final_scoring(&mut self) {
        let mut unfinished: Vec<(u32, FeatureKind)> = Vec::new();
        for f in &self.followers {
            let root = self.features.root(f.node);
            let scores = match f.kind {
                FeatureKind::Field => false,
                FeatureKind::Monastery => true,
                _ => self.rules.end_scoring == EndScoring::All,
            };
            if scores && !unfinished.iter().any(|&(r, _)| r == root) {
                unfinished.push((root, f.kind));
            }
        }
        let mut events = Vec::new();
        for (root, kind) in unfinished {
            events.push(self.score_feature(root, kind, false));
        }
        match self.rules.farms {
            Farms::PerField => self.score_farms_per_field(&mut events),
            Farms::PerCity => self.score_farms_per_city(&mut events),
            Farms::Off => {}
        }
        self.final_events = events;
    }

    /// Fields with farmers, each with its farmers per seat and the completed
    /// cities it touches.
    fn farms(&mut self) -> Vec<(u32, [u8; MAX_PLAYERS], Vec<u32>)> {
        let mut fields: Vec<(u32, [u8; MAX_PLAYERS], Vec<u32>)> = Vec::new();
        for idx in 0..self.followers.len() {
            let f = self.followers[idx];
            if f.kind != FeatureKind::Field {
                continue;
            }
            let root = self.features.find(f.node);
            if let Some(entry) = fields.iter_mut().find(|e| e.0 == root) {
                entry.1[usize::from(f.seat)] += 1;
                continue;
            }
            let mut counts = [0u8; MAX_PLAYERS];
            counts[usize::from(f.seat)] = 1;
            fields.push((root, counts, self.completed_cities_touching(root)));
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
        for (root, followers, cities) in self.farms() {
            let n = cities.len() as u32;
            let winners = majority(&followers);
            let points = POINTS_PER_FARM_CITY * n;
            if points == 0 {
                continue;
            }
            self.award(winners, FeatureKind::Field, points);
            events.push(ScoreEvent {
                feature: FeatureKind::Field,
                when: When::Farm,
                tiles: self.distinct_tiles(root),
                pennants: 0,
                cities: n,
                points,
                followers,
                winners,
                returned: false,
                tile: self.features.tile_of(root),
            });
        }
    }

    fn score_farms_per_city(&mut self, events: &mut Vec<ScoreEvent>) {
        let mut per_city: Vec<(u32, [u8; MAX_PLAYERS])> = Vec::new();
        for (_, followers, cities) in self.farms() {
            for city in cities {
                let idx = match per_city.iter().position(|e| e.0 == city) {
                    Some(i) => i,
                    None => {
                        per_city.push((city, [0; MAX_PLAYERS]));
                        per_city.len() - 1
                    }
                };
                for (t, f) in per_city[idx].1.iter_mut().zip(followers) {
                    *t += f;
                }
            }
        }
        for (city, followers) in per_city {
            let winners = majority(&followers);
            self.award(winners, FeatureKind::Field, POINTS_PER_FARM_CITY);
            events.push(ScoreEvent {
                feature: FeatureKind::Field,
                when: When::Farm,
                tiles: self.distinct_tiles(city),
                pennants: 0,
                cities: 1,
                points: POINTS_PER_FARM_CITY,
                followers,
                winners,
                returned: false,
                tile: self.features.tile_of(city),
            });
        }
    }
}

/// Every tile of the set but one copy of the start tile, in table order.
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
            .play(Move {
                placement: at(0, -1, 2),
                meeple: Some(Meeple {
                    kind: FeatureKind::City,
                    port: Some(Port::Side(Side::S)),
                }),
            })
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
            action: TurnAction::Place(Move {
                placement: at(0, 1, 0),
                meeple: None,
            }),
            scores: None,
        };
        // The record forgets the discard: it claims the B was placed.
        let mut game = reference.clone();
        let bad = [RecordTurn {
            seat: 0,
            tile: Some(b),
            action: TurnAction::Place(Move {
                placement: at(1, 0, 0),
                meeple: None,
            }),
            scores: None,
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
            game.place_follower(Some(Meeple {
                kind: FeatureKind::Road,
                port: Some(Port::Side(Side::S))
            })),
            Err(PlayError::NoSuchFeature {
                kind: FeatureKind::Road,
                port: Port::Side(Side::S)
            })
        );
        let spots = game.follower_spots();
        assert_eq!(spots.len(), 2, "{spots:?}");
        game.place_follower(Some(spots[0].meeple())).unwrap();
        game.play(Move {
            placement: at(1, 0, 3),
            meeple: None,
        })
        .unwrap();
        assert!(game.is_over());
        assert_eq!(game.place_tile(at(-1, 0, 1)), Err(PlayError::GameOver));
        assert_eq!(game.place_follower(None), Err(PlayError::GameOver));
    }

    #[test]
    fn a_player_with_no_followers_left_cannot_place_one() {
        let mut game = tiny_game(&["E", "E"]);
        // As if seat 0 had all seven followers on the board already.
        game.supply[0] = 0;
        game.place_tile(at(0, -1, 2)).unwrap();
        assert!(game.follower_spots().is_empty());
        assert_eq!(
            game.place_follower(Some(Meeple {
                kind: FeatureKind::City,
                port: Some(Port::Side(Side::S))
            })),
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
