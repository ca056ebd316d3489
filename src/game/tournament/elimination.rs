//! Single elimination, seeded by rating: the top seeds have the byes, and
//! the first two can meet only in the final.

use super::{Entrant, Round};

/// Rounds a single elimination of `n` entrants takes.
pub fn elimination_rounds(n: usize) -> usize {
    n.max(1).next_power_of_two().trailing_zeros() as usize
}

/// The first round's slots for `n` entrants in seed order, in pairs (slot
/// `2i` meets slot `2i + 1`): a bracket of the next power of two, seed 1
/// against the last, and each half built the same way, so that the higher
/// seeds meet the lower ones first. An empty slot (`None`) is a bye for
/// the seed beside it, and only the top seeds have them.
pub fn bracket(n: usize) -> Vec<Option<Entrant>> {
    let size = n.max(1).next_power_of_two();
    // Seeds from 1: [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6] …
    let mut order = vec![1usize];
    while order.len() < size {
        let s = order.len() * 2;
        order = order.iter().flat_map(|&x| [x, s + 1 - x]).collect();
    }
    order
        .into_iter()
        .map(|seed| (seed <= n).then(|| seed - 1))
        .collect()
}

/// A round of the bracket: each two slots side by side at a table, or one
/// with a bye if the other is empty.
pub fn pair_slots(slots: &[Option<Entrant>]) -> Round {
    let mut round = Round::default();
    for pair in slots.chunks(2) {
        match pair {
            [Some(a), Some(b)] => round.tables.push(vec![*a, *b]),
            [Some(a), None] | [None, Some(a)] | [Some(a)] => round.byes.push(*a),
            _ => {}
        }
    }
    round
}

/// The next round's slots: of each two, the one `winner` names (of those
/// two), or the one with a bye.
pub fn advance(
    slots: &[Option<Entrant>],
    mut winner: impl FnMut(Entrant, Entrant) -> Entrant,
) -> Vec<Option<Entrant>> {
    slots
        .chunks(2)
        .map(|pair| match pair {
            [Some(a), Some(b)] => Some(winner(*a, *b)),
            [Some(a), None] | [None, Some(a)] | [Some(a)] => Some(*a),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_entrants_give_the_top_three_byes() {
        let b = bracket(5);
        assert_eq!(
            b,
            [
                Some(0),
                None,
                Some(3),
                Some(4),
                Some(1),
                None,
                Some(2),
                None
            ]
        );
        let r = pair_slots(&b);
        assert_eq!(r.tables, [vec![3, 4]]);
        assert_eq!(r.byes, [0, 1, 2]);
        assert_eq!(elimination_rounds(5), 3);
        let next = advance(&b, |a, _| a);
        assert_eq!(next, [Some(0), Some(3), Some(1), Some(2)]);
    }
}
