//! The standings: match points by place, Buchholz, then total points.

use super::{Entrant, Played, meetings};

/// Match points, in twelfths: a table's winner takes a whole point, its
/// last none, and those between a share by place (at a table of 4: 1, ⅔,
/// ⅓, 0), so that tables of different sizes weigh alike. Those level
/// share their places' points; every such share is a whole number of
/// twelfths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub u32);

impl Points {
    /// A whole point: a win, or a bye.
    pub const WIN: Points = Points(12);

    /// As a number of points (1.5 for a win and a draw).
    pub fn value(self) -> f64 {
        f64::from(self.0) / 12.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}

/// The points of `place` (1 for the first) at a table of `size`, where
/// `level` players share it (`level` 1: nobody).
pub fn place_points(size: usize, place: usize, level: usize) -> Points {
    if size < 2 || place == 0 || level == 0 {
        return Points::default();
    }
    let last = (place + level - 1).min(size);
    let shared: usize = (place..=last).map(|p| size - p).sum();
    let n = (12 * shared) as f64 / (level * (size - 1)) as f64;
    Points(n.round() as u32)
}

/// One entrant's line in the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub entrant: Entrant,
    /// 1 for the first; those level on every tiebreak share a rank.
    pub rank: usize,
    pub points: Points,
    /// The sum of the match points of everyone they sat with.
    pub buchholz: Points,
    /// Their points over every game they played (the last tiebreak).
    pub score: i64,
    /// Tables played (byes apart).
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

/// The standings of `n` entrants after `played`, the best first; those
/// who withdrew keep their place in it (their points stand).
pub fn standings(n: usize, played: &[Played], withdrawn: &[Entrant]) -> Vec<Standing> {
    let mut lines: Vec<Standing> = (0..n)
        .map(|entrant| Standing {
            entrant,
            rank: 0,
            points: Points::default(),
            buchholz: Points::default(),
            score: 0,
            played: 0,
            byes: 0,
            withdrawn: withdrawn.contains(&entrant),
        })
        .collect();
    for round in played {
        for &b in round.byes.iter().filter(|&&b| b < n) {
            lines[b].points += Points::WIN;
            lines[b].byes += 1;
        }
        for table in &round.tables {
            for s in table.iter().filter(|s| s.entrant < n) {
                let level = table.iter().filter(|o| o.place == s.place).count();
                let line = &mut lines[s.entrant];
                line.points += place_points(table.len(), usize::from(s.place), level);
                line.score += s.score;
                line.played += 1;
            }
        }
    }
    let met = meetings(n, played);
    let points: Vec<Points> = lines.iter().map(|l| l.points).collect();
    for (a, line) in lines.iter_mut().enumerate() {
        line.buchholz = (0..n)
            .map(|b| Points(points[b].0 * met[a][b]))
            .fold(Points::default(), |s, p| s + p);
    }
    let key = |l: &Standing| {
        (
            std::cmp::Reverse((l.points, l.buchholz, l.score)),
            l.entrant,
        )
    };
    lines.sort_by_key(key);
    for i in 0..lines.len() {
        lines[i].rank = if i > 0
            && (lines[i].points, lines[i].buchholz, lines[i].score)
                == (
                    lines[i - 1].points,
                    lines[i - 1].buchholz,
                    lines[i - 1].score,
                ) {
            lines[i - 1].rank
        } else {
            i + 1
        };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tournament::Seat;

    #[test]
    fn places_share_a_point_by_the_table_s_size() {
        assert_eq!(place_points(2, 1, 1), Points(12));
        assert_eq!(place_points(2, 2, 1), Points(0));
        assert_eq!(place_points(2, 1, 2), Points(6));
        assert_eq!(
            (1..=4).map(|p| place_points(4, p, 1).0).collect::<Vec<_>>(),
            [12, 8, 4, 0]
        );
        assert_eq!(
            (1..=3).map(|p| place_points(3, p, 1).0).collect::<Vec<_>>(),
            [12, 6, 0]
        );
        // Two level second at a table of 4: (⅔ + ⅓) / 2.
        assert_eq!(place_points(4, 2, 2), Points(6));
        assert_eq!(place_points(3, 1, 2), Points(9));
        assert_eq!(place_points(4, 1, 3), Points(8));
        // Every share is whole in twelfths, and a table's shares add up
        // to what its places are worth.
        for size in 2..=4 {
            for place in 1..=size {
                for level in 1..=size - place + 1 {
                    let last = place + level - 1;
                    let whole: usize = (place..=last).map(|p| size - p).sum();
                    assert_eq!(
                        12 * whole % (level * (size - 1)),
                        0,
                        "{size} {place} {level}"
                    );
                }
            }
        }
    }

    #[test]
    fn standings_go_by_points_then_buchholz_then_score() {
        let seat = |entrant, place, score| Seat {
            entrant,
            place,
            score,
        };
        // Round 1: 0 beats 1, 2 beats 3, 4 has the bye.
        // Round 2: 0 beats 2, 4 beats 1, 3 has the bye.
        let played = vec![
            Played {
                tables: vec![
                    vec![seat(0, 1, 90), seat(1, 2, 70)],
                    vec![seat(2, 1, 80), seat(3, 2, 85)],
                ],
                byes: vec![4],
            },
            Played {
                tables: vec![
                    vec![seat(0, 1, 60), seat(2, 2, 50)],
                    vec![seat(4, 1, 75), seat(1, 2, 74)],
                ],
                byes: vec![3],
            },
        ];
        let s = standings(5, &played, &[3]);
        let order: Vec<(Entrant, usize, u32, u32)> = s
            .iter()
            .map(|l| (l.entrant, l.rank, l.points.0, l.buchholz.0))
            .collect();
        // 0: 2 wins, met 1 (0) and 2 (1): Buchholz 1. 4: bye and a win,
        // met 1 (0): Buchholz 0. 2 and 3: 1 point each; 2 met 3 (1) and 0
        // (2): 3; 3 met 2 (1): 1. 1 met 0 and 4: 4.
        assert_eq!(
            order,
            [
                (0, 1, 24, 12),
                (4, 2, 24, 0),
                (2, 3, 12, 36),
                (3, 4, 12, 12),
                (1, 5, 0, 48)
            ]
        );
        assert!(s[3].withdrawn && s[3].byes == 1 && s[3].played == 1);
        assert_eq!(s[0].score, 150);
    }
}
