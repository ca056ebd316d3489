//! The board: placed tiles on a grid, and the frontier of empty squares next
//! to them with the edges a new tile there must match.

use super::geometry::{Pos, Rotation, Side};
use super::tiles::{Edge, TileKind, TileSet};

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub kind: TileKind,
    pub rot: Rotation,
    pub pos: Pos,
    /// Who placed it (`None` for the start tile).
    pub seat: Option<u8>,
    /// Index of this tile's first segment in the feature graph.
    pub(crate) first_segment: u32,
}

/// An empty square next to at least one tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrontierSquare {
    pub pos: Pos,
    cell: u32,
}

const EMPTY: u16 = 0;
const FRONTIER: u16 = 0x8000;

/// Half the width of a new grid; most games never outgrow it.
const INITIAL_HALF: i64 = 8;

/// The grid of placed tiles. It starts small around the start tile and
/// doubles when a tile comes near its edge, up to the size no board can
/// outgrow (the number of tiles in the set, each way from the start tile).
#[derive(Clone, Debug)]
pub struct Board {
    origin: Pos,
    half: i64,
    max_half: i64,
    width: i64,
    /// 0: empty; `FRONTIER | i`: frontier square `i`; otherwise placed tile `n - 1`.
    cells: Vec<u16>,
    tiles: Vec<PlacedTile>,
    frontier: Vec<FrontierSquare>,
    /// The edges a tile on each frontier square must show, in the order of
    /// `frontier`: one bit per edge kind in each side's nibble (0 where no
    /// neighbour), as in [`super::tiles::Oriented::edge_code`]. A plain
    /// array, which the compiler scans many squares at a time.
    needs: Vec<u16>,
    min: Pos,
    max: Pos,
}

impl Board {
    pub(crate) fn new(set: &TileSet, origin: Pos) -> Board {
        let max_half = set.total_tiles() as i64 + 1;
        let half = INITIAL_HALF.min(max_half);
        let width = 2 * half + 1;
        Board {
            origin,
            half,
            max_half,
            width,
            cells: vec![EMPTY; (width * width) as usize],
            tiles: Vec::with_capacity(set.total_tiles()),
            frontier: Vec::with_capacity(2 * set.total_tiles() + 4),
            needs: Vec::with_capacity(2 * set.total_tiles() + 4),
            min: origin,
            max: origin,
        }
    }

    fn cell_index(&self, pos: Pos) -> Option<usize> {
        // Off the grid to either side wraps to a large unsigned number.
        let cx = (i64::from(pos.x) - i64::from(self.origin.x) + self.half) as u64;
        let cy = (i64::from(pos.y) - i64::from(self.origin.y) + self.half) as u64;
        let w = self.width as u64;
        (cx < w && cy < w).then(|| (cy * w + cx) as usize)
    }

    /// All placed tiles, in the order they were placed (the start tile first).
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// The tile placed `n`-th (0: the start tile).
    pub fn tile(&self, n: usize) -> &PlacedTile {
        &self.tiles[n]
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Index (placement order) of the tile at `pos`.
    pub fn index_at(&self, pos: Pos) -> Option<usize> {
        let v = self.cells[self.cell_index(pos)?];
        (v != EMPTY && v & FRONTIER == 0).then(|| usize::from(v) - 1)
    }

    pub fn at(&self, pos: Pos) -> Option<&PlacedTile> {
        self.index_at(pos).map(|i| &self.tiles[i])
    }

    /// Empty squares next to a placed tile.
    pub fn frontier(&self) -> &[FrontierSquare] {
        &self.frontier
    }

    /// What a tile must show on each frontier square, in the order of
    /// [`Board::frontier`].
    pub(crate) fn needs(&self) -> &[u16] {
        &self.needs
    }

    /// What a tile on frontier square `pos` must show (see `needs`), or
    /// `None` if `pos` is not on the frontier.
    pub(crate) fn need_at(&self, pos: Pos) -> Option<u16> {
        let v = self.cells[self.cell_index(pos)?];
        (v & FRONTIER != 0).then(|| self.needs[usize::from(v & !FRONTIER)])
    }

    /// The smallest and largest coordinates of placed tiles.
    pub fn bounds(&self) -> (Pos, Pos) {
        (self.min, self.max)
    }

    /// The edge the tile across `side` of `pos` shows towards `pos`, if any.
    pub fn neighbour_edge(&self, set: &TileSet, pos: Pos, side: Side) -> Option<Edge> {
        let t = self.at(pos.step(side))?;
        Some(set.oriented(t.kind, t.rot).edges[side.opposite().index()])
    }

    /// Makes the grid large enough to hold `pos` and its neighbours.
    fn make_room(&mut self, pos: Pos) {
        let reach = (i64::from(pos.x) - i64::from(self.origin.x))
            .abs()
            .max((i64::from(pos.y) - i64::from(self.origin.y)).abs())
            + 1;
        if reach <= self.half || self.half >= self.max_half {
            return;
        }
        let mut half = self.half;
        while half < reach && half < self.max_half {
            half = (half * 2).min(self.max_half);
        }
        self.half = half;
        self.width = 2 * half + 1;
        self.cells = vec![EMPTY; (self.width * self.width) as usize];
        for i in 0..self.tiles.len() {
            if let Some(c) = self.cell_index(self.tiles[i].pos) {
                self.cells[c] = i as u16 + 1;
            }
        }
        for f in 0..self.frontier.len() {
            if let Some(c) = self.cell_index(self.frontier[f].pos) {
                self.cells[c] = FRONTIER | f as u16;
                self.frontier[f].cell = c as u32;
            }
        }
    }

    /// Puts a tile on a frontier square (or anywhere on an empty board). The
    /// caller has checked that it fits.
    pub(crate) fn place(&mut self, set: &TileSet, tile: PlacedTile) {
        self.make_room(tile.pos);
        let Some(cell) = self.cell_index(tile.pos) else {
            return;
        };
        let idx = self.tiles.len();
        if self.cells[cell] & FRONTIER != 0 {
            let f = usize::from(self.cells[cell] & !FRONTIER);
            self.frontier.swap_remove(f);
            self.needs.swap_remove(f);
            if let Some(moved) = self.frontier.get(f) {
                self.cells[moved.cell as usize] = FRONTIER | f as u16;
            }
        }
        self.cells[cell] = idx as u16 + 1;
        self.tiles.push(tile);
        if idx == 0 {
            self.min = tile.pos;
            self.max = tile.pos;
        } else {
            self.min = Pos::new(self.min.x.min(tile.pos.x), self.min.y.min(tile.pos.y));
            self.max = Pos::new(self.max.x.max(tile.pos.x), self.max.y.max(tile.pos.y));
        }
        let edges = set.oriented(tile.kind, tile.rot).edges;
        for side in Side::ALL {
            let npos = tile.pos.step(side);
            let Some(ncell) = self.cell_index(npos) else {
                continue;
            };
            let bit = 1u16 << (edges[side.index()] as u16);
            let shift = 4 * side.opposite().index();
            let v = self.cells[ncell];
            if v == EMPTY {
                let f = self.frontier.len();
                self.frontier.push(FrontierSquare {
                    pos: npos,
                    cell: ncell as u32,
                });
                self.needs.push(bit << shift);
                self.cells[ncell] = FRONTIER | f as u16;
            } else if v & FRONTIER != 0 {
                let f = usize::from(v & !FRONTIER);
                self.needs[f] |= bit << shift;
            }
        }
    }
}
