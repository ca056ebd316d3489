//! Skill ratings: Weng-Lin (OpenSkill) from the `skillratings` crate, one
//! "team" per player, ranked by final standing, for games of 2 to 6.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

pub const DEFAULT_MU: f64 = 25.0;
pub const DEFAULT_SIGMA: f64 = 25.0 / 3.0;

/// A player's result in a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub user_id: i64,
    pub name: String,
    pub score: i64,
    /// 1 for the winner(s); equal ranks are ties.
    pub rank: i64,
}

/// New (mu, sigma) for each standing, given the current ones in the same order.
pub fn rate(standings: &[Standing], current: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let ratings: Vec<[WengLinRating; 1]> = current
        .iter()
        .map(|&(mu, sigma)| {
            [WengLinRating {
                rating: mu,
                uncertainty: sigma,
            }]
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
        .iter()
        .zip(standings)
        .map(|(r, s)| (&r[..], MultiTeamOutcome::new(s.rank.max(1) as usize)))
        .collect();
    weng_lin_multi_team(&teams, &WengLinConfig::new())
        .into_iter()
        .map(|team| {
            let r = team[0];
            (r.rating, r.uncertainty)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing(user_id: i64, rank: i64) -> Standing {
        Standing {
            user_id,
            name: format!("p{user_id}"),
            score: 100 - rank,
            rank,
        }
    }

    #[test]
    fn winners_gain_and_losers_lose() {
        let s = [standing(1, 1), standing(2, 2), standing(3, 3)];
        let start = [(DEFAULT_MU, DEFAULT_SIGMA); 3];
        let r = rate(&s, &start);
        assert!(r[0].0 > DEFAULT_MU);
        assert!(r[2].0 < DEFAULT_MU);
        assert!(r[0].0 > r[1].0 && r[1].0 > r[2].0);
        assert!(
            r.iter().all(|x| x.1 < DEFAULT_SIGMA),
            "every game makes ratings surer"
        );
    }

    #[test]
    fn a_tie_moves_equal_players_alike() {
        let s = [standing(1, 1), standing(2, 1)];
        let r = rate(&s, &[(DEFAULT_MU, DEFAULT_SIGMA); 2]);
        assert!((r[0].0 - r[1].0).abs() < 1e-9);
    }
}
