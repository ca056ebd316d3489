//! Seasons of a server's leaderboard: the calendar (UTC months or
//! quarters), each season's ratings and records, and the announcement of
//! each season's top three.

use sqlx::Row;
use time::{Date, Month, OffsetDateTime};

use super::stats::PlayerStats;
use super::{DEFAULT_MU, DEFAULT_SIGMA, Store, StoreError};

/// How long a server's seasons last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Period {
    Monthly,
    Quarterly,
}

impl Period {
    pub fn code(self) -> &'static str {
        match self {
            Period::Monthly => "monthly",
            Period::Quarterly => "quarterly",
        }
    }

    pub fn from_code(s: &str) -> Option<Period> {
        match s {
            "monthly" => Some(Period::Monthly),
            "quarterly" => Some(Period::Quarterly),
            _ => None,
        }
    }

    fn months(self) -> u8 {
        match self {
            Period::Monthly => 1,
            Period::Quarterly => 3,
        }
    }
}

/// One season: a UTC month or quarter, from its first second to the first
/// second of the next (a game that ends at that second is the next's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Season {
    pub year: i32,
    pub period: Period,
    /// The month (1 to 12) or the quarter (1 to 4).
    pub number: u8,
}

impl Season {
    /// The season `t` (seconds since the epoch) falls in.
    pub fn of(t: i64, period: Period) -> Season {
        let at = OffsetDateTime::from_unix_timestamp(t).unwrap_or(OffsetDateTime::UNIX_EPOCH);
        let month = u8::from(at.month());
        Season {
            year: at.year(),
            period,
            number: (month - 1) / period.months() + 1,
        }
    }

    /// Its first second.
    pub fn start(self) -> i64 {
        let month = (self.number - 1) * self.period.months() + 1;
        Date::from_calendar_date(
            self.year,
            Month::try_from(month).unwrap_or(Month::January),
            1,
        )
        .map(|d| d.midnight().assume_utc().unix_timestamp())
        .unwrap_or(0)
    }

    /// The first second of the next season.
    pub fn end(self) -> i64 {
        self.next().start()
    }

    pub fn next(self) -> Season {
        let last = 12 / self.period.months();
        if self.number == last {
            Season {
                year: self.year + 1,
                number: 1,
                ..self
            }
        } else {
            Season {
                number: self.number + 1,
                ..self
            }
        }
    }

    pub fn previous(self) -> Season {
        if self.number == 1 {
            Season {
                year: self.year - 1,
                number: 12 / self.period.months(),
                ..self
            }
        } else {
            Season {
                number: self.number - 1,
                ..self
            }
        }
    }

    /// As stored and shown: `2026-11` (a month), `2026-Q4` (a quarter).
    pub fn code(self) -> String {
        match self.period {
            Period::Monthly => format!("{}-{:02}", self.year, self.number),
            Period::Quarterly => format!("{}-Q{}", self.year, self.number),
        }
    }

    /// A season from its code; `None` for anything else.
    pub fn parse(s: &str) -> Option<Season> {
        let (year, rest) = s.split_once('-')?;
        let year: i32 = year.parse().ok().filter(|y| (1970..=9999).contains(y))?;
        let (period, number) = match rest.strip_prefix('Q') {
            Some(q) => (Period::Quarterly, q.parse::<u8>().ok()?),
            None if rest.len() == 2 => (Period::Monthly, rest.parse::<u8>().ok()?),
            None => return None,
        };
        (1..=12 / period.months())
            .contains(&number)
            .then_some(Season {
                year,
                period,
                number,
            })
    }
}

/// How far a season's first rating is pulled from the player's all-time
/// rating towards a newcomer's: half way for the mean; the uncertainty
/// grows by half a newcomer's (capped at a newcomer's).
pub const SEASON_PULL: f64 = 0.5;

/// A player's rating at the start of a season, from their all-time one.
pub fn season_start(mu: f64, sigma: f64) -> (f64, f64) {
    let mu = DEFAULT_MU + (mu - DEFAULT_MU) * (1.0 - SEASON_PULL);
    let sigma = (sigma * sigma + (DEFAULT_SIGMA * SEASON_PULL).powi(2))
        .sqrt()
        .min(DEFAULT_SIGMA);
    (mu, sigma)
}

/// A server's seasons, as set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeasonSettings {
    pub period: Period,
    /// Where each season's top three are announced (`None`: nowhere).
    pub channel: Option<i64>,
    /// When seasons were turned on (only seasons that end after it are
    /// announced).
    pub since: i64,
}

/// A season's top three to announce.
#[derive(Clone, Debug, PartialEq)]
pub struct Announcement {
    pub guild_id: i64,
    pub season: Season,
    pub channel_id: i64,
    pub top: Vec<PlayerStats>,
}

impl Store {
    /// A server's seasons (`None`: it has none).
    pub async fn seasons(&self, guild_id: i64) -> Result<Option<SeasonSettings>, StoreError> {
        crate::metrics::timed("seasons", async move {
            let row = sqlx::query(
                "SELECT period, channel_id, since FROM guild_seasons WHERE guild_id = $1",
            )
            .bind(guild_id)
            .fetch_optional(&self.pool)
            .await?;
            let Some(r) = row else { return Ok(None) };
            let period: String = r.try_get(0)?;
            let (channel, since) = (r.try_get(1)?, r.try_get(2)?);
            Ok(Period::from_code(&period).map(|period| SeasonSettings {
                period,
                channel,
                since,
            }))
        })
        .await
    }

    /// Turns a server's seasons on (a period), changes them, or turns them
    /// off (`None`); `channel` as [`SeasonSettings::channel`] (`Some(None)`
    /// clears it, `None` leaves it). The seasons' ratings stay either way.
    pub async fn set_seasons(
        &self,
        guild_id: i64,
        period: Option<Option<Period>>,
        channel: Option<Option<i64>>,
        now: i64,
    ) -> Result<(), StoreError> {
        crate::metrics::timed("set_seasons", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            write_seasons(&mut tx, guild_id, period, channel, now).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// A page of a season's leaderboard, and how many it has.
    pub async fn season_leaderboard(
        &self,
        guild_id: i64,
        season: Season,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<PlayerStats>, i64), StoreError> {
        crate::metrics::timed("season_leaderboard", async move {
            self.board_page(
                "SELECT * FROM season_players WHERE guild_id = $1 AND season = $2
                 ORDER BY rating DESC, user_id LIMIT $3 OFFSET $4",
                "SELECT COUNT(*) FROM season_players WHERE guild_id = $1 AND season = $2",
                guild_id,
                Some(season.code()),
                (offset, limit),
            )
            .await
        })
        .await
    }

    /// Seasons that ended by `now` and are still to be announced: for each
    /// server with an announcement channel, its last season, if it ended
    /// after seasons were turned on and someone played in it. Each is
    /// claimed (at most once a minute), so that one process posts it.
    /// Servers whose last season was announced are passed over by one
    /// read: nothing is written once every season is announced.
    pub async fn claim_announcements(&self, now: i64) -> Result<Vec<Announcement>, StoreError> {
        crate::metrics::timed("claim_announcements", async move {
            // The last season's code under either period (the two never
            // look alike).
            let last = |p| Season::of(now, p).previous().code();
            let rows = sqlx::query(
                "SELECT guild_id, period, channel_id, since FROM guild_seasons gs
                 WHERE channel_id IS NOT NULL AND NOT EXISTS (
                     SELECT 1 FROM season_announcements a
                     WHERE a.guild_id = gs.guild_id AND a.season IN ($1, $2)
                       AND a.posted_at IS NOT NULL)",
            )
            .bind(last(Period::Monthly))
            .bind(last(Period::Quarterly))
            .fetch_all(&self.pool)
            .await?;
            let mut out = Vec::new();
            for r in rows {
                let guild_id: i64 = r.try_get(0)?;
                let Some(period) = Period::from_code(&r.try_get::<String, _>(1)?) else {
                    continue;
                };
                let channel_id: i64 = r.try_get(2)?;
                let since: i64 = r.try_get(3)?;
                let season = Season::of(now, period).previous();
                if season.end() <= since {
                    continue;
                }
                let _one_writer = self.one_writer().await;
                let claimed = sqlx::query(
                    "INSERT INTO season_announcements (guild_id, season, channel_id, claimed_at)
                     VALUES ($1, $2, $3, $4)
                     ON CONFLICT (guild_id, season) DO UPDATE SET claimed_at = excluded.claimed_at
                     WHERE season_announcements.posted_at IS NULL
                       AND season_announcements.claimed_at <= $5",
                )
                .bind(guild_id)
                .bind(season.code())
                .bind(channel_id)
                .bind(now)
                .bind(now - 60)
                .execute(&self.pool)
                .await?;
                drop(_one_writer);
                if claimed.rows_affected() != 1 {
                    continue;
                }
                let (top, _) = self.season_leaderboard(guild_id, season, 0, 3).await?;
                if top.is_empty() {
                    self.announced(guild_id, season, now).await?;
                    continue;
                }
                out.push(Announcement {
                    guild_id,
                    season,
                    channel_id,
                    top,
                });
            }
            Ok(out)
        })
        .await
    }

    /// A season's announcement was posted (or given up).
    pub async fn announced(
        &self,
        guild_id: i64,
        season: Season,
        now: i64,
    ) -> Result<(), StoreError> {
        crate::metrics::timed("announced", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "UPDATE season_announcements SET posted_at = $1 WHERE guild_id = $2 AND season = $3",
            )
            .bind(now)
            .bind(guild_id)
            .bind(season.code())
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }
}

/// Updates the season's ratings and records of a finished game's people,
/// in the transaction that rates the game: `players` as (user, name,
/// score, won), `all_time` their all-time ratings before the game, and
/// `rate` the rating of one game given everyone's ratings before it.
pub(super) async fn rate_season(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    guild_id: i64,
    now: i64,
    players: &[(i64, String, i64, bool)],
    all_time: &[(f64, f64)],
    rate: impl Fn(&[(f64, f64)]) -> Vec<(f64, f64)>,
) -> Result<(), sqlx::Error> {
    let row = sqlx::query("SELECT period FROM guild_seasons WHERE guild_id = $1")
        .bind(guild_id)
        .fetch_optional(&mut **tx)
        .await?;
    let Some(period) = row.and_then(|r| Period::from_code(&r.get::<String, _>(0))) else {
        return Ok(());
    };
    let code = Season::of(now, period).code();
    let mut current = Vec::with_capacity(players.len());
    for ((user, ..), &(mu, sigma)) in players.iter().zip(all_time) {
        let row = sqlx::query(
            "SELECT mu, sigma FROM season_players WHERE guild_id = $1 AND season = $2 AND user_id = $3",
        )
        .bind(guild_id)
        .bind(&code)
        .bind(user)
        .fetch_optional(&mut **tx)
        .await?;
        current.push(row.map_or_else(|| season_start(mu, sigma), |r| (r.get(0), r.get(1))));
    }
    let rated = if players.len() >= 2 {
        rate(&current)
    } else {
        current
    };
    for ((user, name, score, won), (mu, sigma)) in players.iter().zip(rated) {
        sqlx::query(
            "INSERT INTO season_players (guild_id, season, user_id, name, games, wins, total_score, best_score, mu, sigma, rating)
             VALUES ($1, $2, $3, $4, 1, $5, $6, $6, $7, $8, $7 - 3 * $8)
             ON CONFLICT (guild_id, season, user_id) DO UPDATE SET
                name = excluded.name, games = season_players.games + 1, wins = season_players.wins + excluded.wins,
                total_score = season_players.total_score + excluded.total_score,
                best_score = CASE WHEN season_players.best_score > excluded.best_score
                                  THEN season_players.best_score ELSE excluded.best_score END,
                mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating",
        )
        .bind(guild_id)
        .bind(&code)
        .bind(user)
        .bind(name)
        .bind(i64::from(*won))
        .bind(score)
        .bind(mu)
        .bind(sigma)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Stores a server's seasons as [`Store::set_seasons`] takes them.
pub(super) async fn write_seasons(
    tx: &mut sqlx::AnyConnection,
    guild_id: i64,
    period: Option<Option<Period>>,
    channel: Option<Option<i64>>,
    now: i64,
) -> Result<(), StoreError> {
    match period {
        Some(None) => {
            sqlx::query("DELETE FROM guild_seasons WHERE guild_id = $1")
                .bind(guild_id)
                .execute(&mut *tx)
                .await?;
        }
        Some(Some(p)) => {
            sqlx::query(
                "INSERT INTO guild_seasons (guild_id, period, since) VALUES ($1, $2, $3)
                 ON CONFLICT (guild_id) DO UPDATE SET period = excluded.period",
            )
            .bind(guild_id)
            .bind(p.code())
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        None => {}
    }
    if let Some(channel) = channel {
        sqlx::query("UPDATE guild_seasons SET channel_id = $1 WHERE guild_id = $2")
            .bind(channel)
            .bind(guild_id)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seasons_are_utc_months_or_quarters() {
        // 2026-12-01T00:00:00Z.
        let december = 1_796_083_200;
        let m = Season::of(december, Period::Monthly);
        assert_eq!(m.code(), "2026-12");
        assert_eq!(m.start(), december);
        assert_eq!(Season::of(december - 1, Period::Monthly).code(), "2026-11");
        assert_eq!(Season::of(december - 1, Period::Monthly).end(), december);
        assert_eq!(m.next().code(), "2027-01");
        assert_eq!(m.next().previous(), m);
        let q = Season::of(december, Period::Quarterly);
        assert_eq!(q.code(), "2026-Q4");
        assert_eq!(
            q.start(),
            Season::of(1_790_812_800, Period::Monthly).start()
        );
        assert_eq!(q.next().code(), "2027-Q1");
        assert_eq!(q.previous().code(), "2026-Q3");
        for s in ["2026-12", "2026-Q4", "1999-01"] {
            assert_eq!(Season::parse(s).unwrap().code(), s);
        }
        for bad in [
            "2026-13", "2026-Q5", "2026-1", "x-01", "2026", "2026-Q0", "2026-00",
        ] {
            assert_eq!(Season::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_season_starts_half_way_back_to_a_newcomer() {
        let (mu, sigma) = season_start(35.0, 2.0);
        assert!((mu - 30.0).abs() < 1e-9);
        assert!(sigma > 2.0 && sigma < DEFAULT_SIGMA);
        let (mu, sigma) = season_start(DEFAULT_MU, DEFAULT_SIGMA);
        assert!((mu - DEFAULT_MU).abs() < 1e-9 && (sigma - DEFAULT_SIGMA).abs() < 1e-9);
    }
}
