//! Connected features: every segment of every placed tile is a node; segments
//! that meet across an edge are joined (union–find). Each feature's root keeps
//! its open ends, pennants and follower count, and the members of a feature
//! form a ring so it can be walked when it is scored.

use super::tiles::FeatureKind;

#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    /// Next member of the same feature (a ring through all members).
    next: u32,
    /// Placement index of the tile this segment is on.
    tile: u16,
    kind: FeatureKind,
    // Valid at roots only:
    size: u16,
    /// Road/city ports not yet joined to a neighbour (0: complete).
    open: i16,
    pennants: u8,
    followers: u8,
    /// Bit 0: an inn on the road; bit 1: a cathedral in the city.
    marks: u8,
    /// Trade goods shown in the city: wine, grain, cloth.
    goods: [u8; 3],
}

/// [`Features::marks`]: an inn on the road.
pub const INN: u8 = 1;
/// [`Features::marks`]: a cathedral in the city.
pub const CATHEDRAL: u8 = 2;

/// The feature graph of a board.
#[derive(Clone, Debug, Default)]
pub struct Features {
    nodes: Vec<Node>,
}

/// A feature, named by the id of its root segment at the time it was asked
/// for (ids change as features merge; do not keep them across moves).
pub type FeatureId = u32;

impl Features {
    pub(crate) fn with_capacity(n: usize) -> Features {
        Features {
            nodes: Vec::with_capacity(n),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Adds a segment as a feature of its own and returns its id.
    pub(crate) fn add(&mut self, kind: FeatureKind, tile: u16, open: i16, pennant: bool) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            parent: id,
            next: id,
            tile,
            kind,
            size: 1,
            open,
            pennants: u8::from(pennant),
            followers: 0,
            marks: 0,
            goods: [0; 3],
        });
        id
    }

    /// Marks a new segment (still its own feature) with an inn, a
    /// cathedral (bits [`INN`], [`CATHEDRAL`]) or a good.
    pub(crate) fn mark(&mut self, id: u32, marks: u8, good: Option<usize>) {
        let n = &mut self.nodes[id as usize];
        n.marks |= marks;
        if let Some(g) = good {
            n.goods[g] += 1;
        }
    }

    /// The root of `seg`'s feature, compressing the path on the way.
    pub(crate) fn find(&mut self, mut seg: u32) -> u32 {
        while self.nodes[seg as usize].parent != seg {
            let parent = self.nodes[seg as usize].parent;
            let grand = self.nodes[parent as usize].parent;
            self.nodes[seg as usize].parent = grand;
            seg = grand;
        }
        seg
    }

    /// The root of `seg`'s feature without changing anything.
    pub fn root(&self, mut seg: u32) -> u32 {
        while self.nodes[seg as usize].parent != seg {
            seg = self.nodes[seg as usize].parent;
        }
        seg
    }

    /// Joins the features of `a` and `b` where an edge port of each meets:
    /// the two ports are no longer open.
    pub(crate) fn join_ports(&mut self, a: u32, b: u32) {
        let root = self.union(a, b);
        self.nodes[root as usize].open -= 2;
    }

    /// Joins the features of `a` and `b` (fields, which have no open ends).
    pub(crate) fn union(&mut self, a: u32, b: u32) -> u32 {
        let ra = self.find(a);
        let rb = self.find(b);
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.nodes[ra as usize].size >= self.nodes[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = self.nodes[small as usize];
        let b = &mut self.nodes[big as usize];
        b.size += s.size;
        b.open += s.open;
        b.pennants += s.pennants;
        b.followers += s.followers;
        b.marks |= s.marks;
        for g in 0..3 {
            b.goods[g] += s.goods[g];
        }
        let big_next = b.next;
        b.next = s.next;
        self.nodes[small as usize].next = big_next;
        self.nodes[small as usize].parent = big;
        big
    }

    pub fn kind(&self, seg: u32) -> FeatureKind {
        self.nodes[seg as usize].kind
    }

    pub fn tile_of(&self, seg: u32) -> usize {
        usize::from(self.nodes[seg as usize].tile)
    }

    /// Open ends of a feature (by its root); 0 means complete.
    pub fn open(&self, root: u32) -> i16 {
        self.nodes[root as usize].open
    }

    pub fn pennants(&self, root: u32) -> u8 {
        self.nodes[root as usize].pennants
    }

    /// Followers, large followers and abbots on a feature (by its root):
    /// the figures that keep others off it.
    pub fn followers(&self, root: u32) -> u8 {
        self.nodes[root as usize].followers
    }

    /// [`INN`] and [`CATHEDRAL`] bits of a feature (by its root).
    pub fn marks(&self, root: u32) -> u8 {
        self.nodes[root as usize].marks
    }

    /// Trade goods shown in a city (by its root): wine, grain, cloth.
    pub fn goods(&self, root: u32) -> [u8; 3] {
        self.nodes[root as usize].goods
    }

    pub(crate) fn add_follower(&mut self, root: u32) {
        self.nodes[root as usize].followers += 1;
    }

    pub(crate) fn clear_followers(&mut self, root: u32) {
        self.nodes[root as usize].followers = 0;
    }

    /// The segments of a feature, starting at `seg`.
    pub fn members(&self, seg: u32) -> Members<'_> {
        Members {
            features: self,
            start: seg,
            cur: Some(seg),
        }
    }
}

/// Iterator over the segments of one feature.
pub struct Members<'a> {
    features: &'a Features,
    start: u32,
    cur: Option<u32>,
}

impl Iterator for Members<'_> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        let c = self.cur?;
        let n = self.features.nodes[c as usize].next;
        self.cur = (n != self.start).then_some(n);
        Some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_merges_counts_and_rings() {
        let mut f = Features::with_capacity(8);
        let a = f.add(FeatureKind::City, 0, 1, true);
        let b = f.add(FeatureKind::City, 1, 2, false);
        let c = f.add(FeatureKind::City, 2, 1, true);
        f.join_ports(a, b);
        f.join_ports(b, c);
        let r = f.find(a);
        assert_eq!(f.find(c), r);
        assert_eq!(f.open(r), 0);
        assert_eq!(f.pennants(r), 2);
        let mut m: Vec<u32> = f.members(a).collect();
        m.sort();
        assert_eq!(m, vec![a, b, c]);
        // Joining again within one feature closes two more ports and keeps the ring.
        f.union(a, c);
        assert_eq!(f.members(c).count(), 3);
    }
}
