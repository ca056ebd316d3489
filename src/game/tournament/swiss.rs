//! Swiss pairings: each round, those level in the standings meet, nobody
//! meets someone again while another way to seat everyone exists, and an
//! odd one out has a bye (once each, while anyone is left without one).

use petgraph::algo::maximum_matching;
use petgraph::graph::{NodeIndex, UnGraph};

use super::{Entrant, Played, Round, meetings, standings};

/// Nodes a search for tables of 3 or 4 may visit before it settles for the
/// best seating it found (it finds the best for small fields at once; for
/// large ones the first seatings it tries are nearly always without a
/// repeat).
const SEARCH_BUDGET: usize = 200_000;

/// The next round of a Swiss event of `n` entrants at tables of `size` (2
/// to 4), for the `active` ones (those who withdrew left out), after
/// `played`.
pub fn swiss(n: usize, size: usize, played: &[Played], active: &[Entrant]) -> Round {
    let size = size.clamp(2, 4);
    let order: Vec<Entrant> = standings(n, played, &[])
        .into_iter()
        .map(|s| s.entrant)
        .filter(|e| active.contains(e))
        .collect();
    let met = meetings(n, played);
    match order.len() {
        0 => Round::default(),
        1 => Round {
            tables: Vec::new(),
            byes: order,
        },
        _ if size == 2 => {
            let mut byes = vec![0u32; n];
            for &b in played.iter().flat_map(|r| &r.byes).filter(|&&b| b < n) {
                byes[b] += 1;
            }
            in_twos(&order, &met, &byes)
        }
        _ => Round {
            tables: in_tables(&order, &met, size),
            byes: Vec::new(),
        },
    }
}

/// The fewest meetings some pairing of all of `players` must repeat: the
/// smallest `t` such that everyone can be paired with someone they met at
/// most `t` times (`players` even).
fn fewest(players: &[Entrant], met: &[Vec<u32>]) -> u32 {
    let most = players
        .iter()
        .flat_map(|&a| players.iter().map(move |&b| (a, b)))
        .filter(|(a, b)| a != b)
        .map(|(a, b)| met[a][b])
        .max()
        .unwrap_or(0);
    (0..=most)
        .find(|&t| pairs_all(players, met, t))
        .unwrap_or(most)
}

/// Whether all of `players` can be paired, each with someone they met at
/// most `t` times (Gabow's maximum matching).
fn pairs_all(players: &[Entrant], met: &[Vec<u32>], t: u32) -> bool {
    if players.len() % 2 == 1 {
        return false;
    }
    if players.is_empty() {
        return true;
    }
    let mut g: UnGraph<(), ()> = UnGraph::with_capacity(players.len(), 0);
    let nodes: Vec<NodeIndex> = players.iter().map(|_| g.add_node(())).collect();
    for i in 0..players.len() {
        for j in i + 1..players.len() {
            if met[players[i]][players[j]] <= t {
                g.add_edge(nodes[i], nodes[j], ());
            }
        }
    }
    maximum_matching(&g).is_perfect()
}

/// Tables of two, by standing; a bye for the one left over.
fn in_twos(order: &[Entrant], met: &[Vec<u32>], byes: &[u32]) -> Round {
    let mut rest = order.to_vec();
    let mut bye = None;
    if rest.len() % 2 == 1 {
        // Those with the fewest byes, the lowest placed first; of them, the
        // one whose absence lets the rest repeat the fewest meetings.
        let least = rest.iter().map(|&e| byes[e]).min().unwrap_or(0);
        let mut best: Option<(u32, usize)> = None;
        for i in (0..rest.len()).rev().filter(|&i| byes[rest[i]] == least) {
            let mut others = rest.clone();
            others.remove(i);
            let t = fewest(&others, met);
            if best.is_none_or(|(bt, _)| t < bt) {
                best = Some((t, i));
            }
            if t == 0 {
                break;
            }
        }
        let (_, i) = best.expect("someone has the fewest byes");
        bye = Some(rest.remove(i));
    }
    let t = fewest(&rest, met);
    let mut tables = Vec::new();
    while let Some(&top) = rest.first() {
        let mut chosen = None;
        for j in 1..rest.len() {
            if met[top][rest[j]] > t {
                continue;
            }
            let others: Vec<Entrant> = rest
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != 0 && k != j)
                .map(|(_, &e)| e)
                .collect();
            if pairs_all(&others, met, t) {
                chosen = Some(j);
                break;
            }
        }
        // There is always one: the whole field could be paired within `t`.
        let j = chosen.unwrap_or(1);
        let mate = rest.remove(j);
        rest.remove(0);
        tables.push(vec![top, mate]);
    }
    Round {
        tables,
        byes: bye.into_iter().collect(),
    }
}

/// The sizes of the tables `n` entrants sit at, tables of `size` at most:
/// as few tables as may be, as even as may be, the larger first.
pub(crate) fn table_sizes(n: usize, size: usize) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let tables = n.div_ceil(size);
    let (base, extra) = (n / tables, n % tables);
    (0..tables).map(|i| base + usize::from(i < extra)).collect()
}

/// Tables of 3 or 4 by standing: the seating that repeats the fewest
/// meetings, the best placed together where it can (the larger tables
/// first, unless a smaller one repeats less).
fn in_tables(order: &[Entrant], met: &[Vec<u32>], size: usize) -> Vec<Vec<Entrant>> {
    let mut s = Search {
        met,
        order,
        sizes: table_sizes(order.len(), size),
        seated: vec![false; order.len()],
        tables: Vec::new(),
        targets: Vec::new(),
        best: None,
        nodes: 0,
    };
    s.table(0);
    s.best.map(|(_, t)| t).unwrap_or_default()
}

struct Search<'a> {
    met: &'a [Vec<u32>],
    order: &'a [Entrant],
    /// The sizes of the tables not yet opened.
    sizes: Vec<usize>,
    seated: Vec<bool>,
    tables: Vec<Vec<usize>>,
    /// The size of each open table.
    targets: Vec<usize>,
    best: Option<(u32, Vec<Vec<Entrant>>)>,
    nodes: usize,
}

impl Search<'_> {
    fn done(&self) -> bool {
        self.nodes > SEARCH_BUDGET || self.best.as_ref().is_some_and(|(c, _)| *c == 0)
    }

    /// Opens the next table, of each size left, with the best placed
    /// entrant not yet seated.
    fn table(&mut self, cost: u32) {
        if self.sizes.is_empty() {
            if self.best.as_ref().is_none_or(|(c, _)| cost < *c) {
                let tables = self
                    .tables
                    .iter()
                    .map(|t| t.iter().map(|&i| self.order[i]).collect())
                    .collect();
                self.best = Some((cost, tables));
            }
            return;
        }
        let Some(first) = self.seated.iter().position(|s| !s) else {
            return;
        };
        let mut kinds = self.sizes.clone();
        kinds.dedup();
        for size in kinds {
            if self.done() {
                return;
            }
            let at = self
                .sizes
                .iter()
                .position(|&s| s == size)
                .expect("a size left");
            self.sizes.remove(at);
            self.seated[first] = true;
            self.tables.push(vec![first]);
            self.targets.push(size);
            self.fill(first + 1, cost);
            self.targets.pop();
            self.tables.pop();
            self.seated[first] = false;
            self.sizes.insert(at, size);
        }
    }

    /// Seats the next of the open table's entrants from `from` on.
    fn fill(&mut self, from: usize, cost: u32) {
        self.nodes += 1;
        let k = self.tables.len() - 1;
        if self.tables[k].len() == self.targets[k] {
            self.table(cost);
            return;
        }
        for i in from..self.order.len() {
            if self.done() {
                return;
            }
            if self.seated[i] {
                continue;
            }
            let added: u32 = self.tables[k]
                .iter()
                .map(|&j| self.met[self.order[i]][self.order[j]])
                .sum();
            let cost = cost + added;
            if self.best.as_ref().is_some_and(|(c, _)| cost >= *c) {
                continue;
            }
            self.seated[i] = true;
            self.tables[k].push(i);
            self.fill(i + 1, cost);
            self.tables[k].pop();
            self.seated[i] = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_as_even_as_may_be() {
        assert_eq!(table_sizes(10, 4), [4, 3, 3]);
        assert_eq!(table_sizes(5, 4), [3, 2]);
        assert_eq!(table_sizes(9, 3), [3, 3, 3]);
        assert_eq!(table_sizes(7, 2), [2, 2, 2, 1]);
        assert_eq!(table_sizes(3, 4), [3]);
        assert!(table_sizes(0, 2).is_empty());
    }

    #[test]
    fn the_first_round_goes_by_seed() {
        let all: Vec<Entrant> = (0..5).collect();
        let r = swiss(5, 2, &[], &all);
        assert_eq!(r.tables, [vec![0, 1], vec![2, 3]]);
        assert_eq!(r.byes, [4]);
        let r = swiss(10, 4, &[], &(0..10).collect::<Vec<_>>());
        assert_eq!(r.tables, [vec![0, 1, 2, 3], vec![4, 5, 6], vec![7, 8, 9]]);
        assert!(r.byes.is_empty());
    }
}
