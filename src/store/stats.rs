//! Stats and results: players' records, the leaderboard, running games.

use super::columns::sql;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Store, StoreError};

/// A player's stats and rating on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub user_id: i64,
    pub name: String,
    pub games: i64,
    pub wins: i64,
    pub total_score: i64,
    pub best_score: i64,
    pub mu: f64,
    pub sigma: f64,
    pub rating: f64,
}

impl PlayerStats {
    pub fn average_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.total_score as f64 / self.games as f64
        }
    }
}

/// A person's result in a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub game_id: i64,
    /// The channel or thread it was played in.
    pub channel_id: i64,
    /// When it ended (seconds since the epoch).
    pub finished_at: i64,
    /// 1 for the winners.
    pub rank: i64,
    pub score: i64,
    /// Players it was played by (computers too).
    pub players: i64,
}

/// Two people's finished games together: how often each placed ahead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeadToHead {
    pub games: i64,
    pub ahead: i64,
    pub behind: i64,
    pub level: i64,
}

/// A running game, for lists of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunningGame {
    pub id: i64,
    pub channel_id: i64,
    pub live_message_id: Option<i64>,
    /// When the turn in progress began (seconds since the epoch).
    pub turn_started_at: Option<i64>,
    pub paused: bool,
}

/// ` AND column IN (…)` for `channels` (numbers, so written into the
/// statement), or nothing when every channel counts.
fn only_channels(column: &str, channels: Option<&[i64]>) -> String {
    match channels {
        None => String::new(),
        Some(list) => {
            let list: Vec<String> = list.iter().map(i64::to_string).collect();
            format!(" AND {column} IN ({})", list.join(", "))
        }
    }
}

pub(super) fn running_row(r: &AnyRow) -> Result<RunningGame, sqlx::Error> {
    Ok(RunningGame {
        id: r.try_get("id")?,
        channel_id: r.try_get("channel_id")?,
        live_message_id: r.try_get("live_message_id")?,
        turn_started_at: r.try_get("turn_started_at")?,
        paused: r.try_get::<Option<i64>, _>("paused_at")?.is_some(),
    })
}

pub(super) fn stats_row(r: &AnyRow) -> Result<PlayerStats, sqlx::Error> {
    Ok(PlayerStats {
        user_id: r.try_get("user_id")?,
        name: r.try_get("name")?,
        games: r.try_get("games")?,
        wins: r.try_get("wins")?,
        total_score: r.try_get("total_score")?,
        best_score: r.try_get("best_score")?,
        mu: r.try_get("mu")?,
        sigma: r.try_get("sigma")?,
        rating: r.try_get("rating")?,
    })
}

impl Store {
    /// A page of a leaderboard (`rows` binds the server, then the page's
    /// size and start, after the season if there is one; `count` the
    /// server and the season), and how many it has.
    pub(super) async fn board_page(
        &self,
        rows: &'static str,
        count: &'static str,
        guild_id: i64,
        season: Option<String>,
        (offset, limit): (i64, i64),
    ) -> Result<(Vec<PlayerStats>, i64), StoreError> {
        let mut page = sqlx::query(rows).bind(guild_id);
        let mut total = sqlx::query(count).bind(guild_id);
        if let Some(s) = &season {
            page = page.bind(s.clone());
            total = total.bind(s.clone());
        }
        let rows = page.bind(limit).bind(offset).fetch_all(&self.pool).await?;
        let total: i64 = total.fetch_one(&self.pool).await?.get(0);
        let page = rows
            .iter()
            .map(stats_row)
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((page, total))
    }

    pub async fn player(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Option<PlayerStats>, StoreError> {
        crate::metrics::timed("player", async move {
            let row = sqlx::query("SELECT * FROM players WHERE guild_id = $1 AND user_id = $2")
                .bind(guild_id)
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
            Ok(row.as_ref().map(stats_row).transpose()?)
        })
        .await
    }

    /// A page of a server's leaderboard (best rating first) and the number
    /// of rated players.
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<PlayerStats>, i64), StoreError> {
        crate::metrics::timed("leaderboard", async move {
            self.board_page(
                "SELECT * FROM players WHERE guild_id = $1 ORDER BY rating DESC, user_id LIMIT $2 OFFSET $3",
                "SELECT COUNT(*) FROM players WHERE guild_id = $1",
                guild_id,
                None,
                (offset, limit),
            )
            .await
        })
        .await
    }

    /// A page of a server's running games, the longest waiting first, and
    /// how many there are.
    pub async fn running_games_in(
        &self,
        guild_id: i64,
        offset: i64,
        limit: i64,
        channels: Option<&[i64]>,
    ) -> Result<(Vec<RunningGame>, i64), StoreError> {
        crate::metrics::timed("running_games_in", async move {
            if channels.is_some_and(<[i64]>::is_empty) {
                return Ok((Vec::new(), 0));
            }
            let only = only_channels("channel_id", channels);
            // `only` holds numbers alone.
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT id, channel_id, live_message_id, turn_started_at, paused_at FROM games
                 WHERE guild_id = $1 AND status = {}{only}
                 ORDER BY turn_started_at, id LIMIT $2 OFFSET $3",
                sql!(playing)
            )))
            .bind(guild_id)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
            let total: i64 = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND status = {}{only}",
                sql!(playing)
            )))
            .bind(guild_id)
            .fetch_one(&self.pool)
            .await?
            .get(0);
            let games = rows
                .iter()
                .map(running_row)
                .collect::<Result<_, sqlx::Error>>()?;
            Ok((games, total))
        })
        .await
    }

    /// The channels (or threads) of a server's running games.
    pub async fn running_channels(&self, guild_id: i64) -> Result<Vec<i64>, StoreError> {
        crate::metrics::timed("running_channels", async move {
            let rows = sqlx::query(concat!(
                "SELECT DISTINCT channel_id FROM games WHERE guild_id = $1 AND status = ",
                sql!(playing)
            ))
            .bind(guild_id)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows
                .iter()
                .map(|r| r.try_get(0))
                .collect::<Result<_, sqlx::Error>>()?)
        })
        .await
    }

    pub async fn running_games_of(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: i64,
        channels: Option<&[i64]>,
    ) -> Result<Vec<RunningGame>, StoreError> {
        crate::metrics::timed("running_games_of", async move {
            if channels.is_some_and(<[i64]>::is_empty) {
                return Ok(Vec::new());
            }
            let only = only_channels("g.channel_id", channels);
            // `only` holds numbers alone.
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT g.id, g.channel_id, g.live_message_id, g.turn_started_at, g.paused_at
                 FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE g.guild_id = $1 AND g.status = {} AND s.user_id = $2{only}
                 ORDER BY g.turn_started_at, g.id LIMIT $3",
                sql!(playing)
            )))
            .bind(guild_id)
            .bind(user_id)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows
                .iter()
                .map(running_row)
                .collect::<Result<_, sqlx::Error>>()?)
        })
        .await
    }

    /// A person's latest finished games on a server, the latest first.
    pub async fn recent_results(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: i64,
    ) -> Result<Vec<GameResult>, StoreError> {
        crate::metrics::timed("recent_results", async move {
        let rows = sqlx::query(
            concat!("SELECT g.id, g.finished_at, s.rank, s.final_score,
                    (SELECT COUNT(*) FROM seats o WHERE o.game_id = g.id AND o.seat IS NOT NULL) AS players,
                    g.channel_id
             FROM seats s JOIN games g ON g.id = s.game_id
             WHERE g.guild_id = $1 AND s.user_id = $2 AND g.status = ", sql!(finished), "
               AND s.rank IS NOT NULL AND s.final_score IS NOT NULL
             ORDER BY g.finished_at DESC, g.id DESC LIMIT $3"),
        )
        .bind(guild_id)
        .bind(user_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(GameResult {
                    game_id: r.try_get(0)?,
                    finished_at: r.try_get::<Option<i64>, _>(1)?.unwrap_or(0),
                    rank: r.try_get(2)?,
                    score: r.try_get(3)?,
                    players: r.try_get(4)?,
                    channel_id: r.try_get(5)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    })
        .await
    }

    /// `user_id`'s rating after each of their latest `limit` rated games
    /// on a server, with when each ended, the oldest first.
    pub async fn rating_history(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: i64,
    ) -> Result<Vec<(i64, f64)>, StoreError> {
        crate::metrics::timed("rating_history", async move {
            let rows = sqlx::query(concat!(
                "SELECT COALESCE(g.finished_at, 0), s.rating_after FROM seats s JOIN games g ON g.id = s.game_id
                 WHERE g.guild_id = $1 AND s.user_id = $2 AND g.status = ",
                sql!(finished),
                " AND s.rating_after IS NOT NULL
                 ORDER BY g.finished_at DESC, g.id DESC LIMIT $3"
            ))
            .bind(guild_id)
            .bind(user_id)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
            let mut ratings = rows
                .iter()
                .map(|r| Ok((r.try_get::<i64, _>(0)?, r.try_get::<f64, _>(1)?)))
                .collect::<Result<Vec<(i64, f64)>, sqlx::Error>>()?;
            ratings.reverse();
            Ok(ratings)
        })
        .await
    }

    /// How `a` fared against `b` in the finished games they played together
    /// on a server.
    pub async fn head_to_head(
        &self,
        guild_id: i64,
        a: i64,
        b: i64,
    ) -> Result<HeadToHead, StoreError> {
        crate::metrics::timed("head_to_head", async move {
            let row = sqlx::query(concat!(
                "SELECT COUNT(*),
                    COALESCE(SUM(CASE WHEN sa.rank < sb.rank THEN 1 ELSE 0 END), 0),
                    COALESCE(SUM(CASE WHEN sa.rank > sb.rank THEN 1 ELSE 0 END), 0),
                    COALESCE(SUM(CASE WHEN sa.rank = sb.rank THEN 1 ELSE 0 END), 0)
             FROM seats sa
             JOIN seats sb ON sb.game_id = sa.game_id AND sb.user_id = $3
             JOIN games g ON g.id = sa.game_id
             WHERE g.guild_id = $1 AND sa.user_id = $2 AND g.status = ",
                sql!(finished),
                "
               AND sa.rank IS NOT NULL AND sb.rank IS NOT NULL"
            ))
            .bind(guild_id)
            .bind(a)
            .bind(b)
            .fetch_one(&self.pool)
            .await?;
            Ok(HeadToHead {
                games: row.try_get(0)?,
                ahead: row.try_get(1)?,
                behind: row.try_get(2)?,
                level: row.try_get(3)?,
            })
        })
        .await
    }
}
