//! Round robin by the circle method: everyone meets everyone once.

use super::{Entrant, Round};

/// Rounds a round robin of `n` entrants takes: one less than `n` if it is
/// even, `n` if it is odd (each sits one round out).
pub fn round_robin_rounds(n: usize) -> usize {
    if n < 2 {
        0
    } else if n.is_multiple_of(2) {
        n - 1
    } else {
        n
    }
}

/// Round `r` (from 0) of a round robin of `n` entrants: entrant 0 stays
/// put while the others turn one place each round, and each sits across
/// from the one opposite. The one opposite the empty place (`n` odd), or
/// opposite someone no longer `active`, has a bye; those not active are
/// left out.
pub fn round_robin(n: usize, r: usize, active: &[Entrant]) -> Round {
    let mut round = Round::default();
    if n < 2 {
        round.byes = active.iter().copied().filter(|&e| e < n).collect();
        return round;
    }
    let m = n + n % 2;
    let turning = m - 1;
    let at = |i: usize| -> usize {
        if i == 0 {
            0
        } else {
            1 + (i - 1 + turning - r % turning) % turning
        }
    };
    let seated = |e: usize| e < n && active.contains(&e);
    for i in 0..m / 2 {
        let (a, b) = (at(i), at(m - 1 - i));
        match (seated(a), seated(b)) {
            (true, true) => round.tables.push(vec![a.min(b), a.max(b)]),
            (true, false) => round.byes.push(a),
            (false, true) => round.byes.push(b),
            (false, false) => {}
        }
    }
    round.byes.sort_unstable();
    round
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_meet_in_three_rounds() {
        let all = [0, 1, 2, 3];
        let rounds: Vec<Round> = (0..3).map(|r| round_robin(4, r, &all)).collect();
        assert_eq!(rounds[0].tables, [vec![0, 3], vec![1, 2]]);
        let mut pairs: Vec<Vec<Entrant>> = rounds.iter().flat_map(|r| r.tables.clone()).collect();
        pairs.sort();
        assert_eq!(
            pairs,
            [
                vec![0, 1],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![1, 3],
                vec![2, 3]
            ]
        );
    }

    #[test]
    fn the_opponent_of_one_who_withdrew_has_a_bye() {
        let r = round_robin(4, 0, &[0, 1, 2]);
        assert_eq!(r.tables, [vec![1, 2]]);
        assert_eq!(r.byes, [0]);
    }
}
