//! The move log: the pending placement of a turn in two steps, and each
//! move appended in one transaction guarded by (game, move number), with
//! the game's new state, its effects and, at the end, its ratings.

use super::columns::{placement_column, sql};
use super::model::Status;
use crate::engine::Placement;
use sqlx::Row;

use super::timers::Timers;
use super::{Backend, Changed, Store, StoreError, is_unique_violation};
use super::{DEFAULT_MU, DEFAULT_SIGMA, Standing, rate};

/// Moves to store together: one player action can make more than one log
/// entry (finishing a turn and resigning).
#[derive(Clone, Debug)]
pub struct NewMove {
    pub game_id: i64,
    /// The number of the first entry; the others follow on.
    pub move_no: i64,
    pub bodies: Vec<String>,
    pub now: i64,
    pub timers: Timers,
    /// The seat to move next, and the timers its turn gets if a computer
    /// player holds it when the move is stored: a seat handed to a
    /// computer while this move was being made (a stand-in, stored between
    /// the read this move was made from and this write) is one, though the
    /// move's own `timers` were worked out for a person.
    pub next: Option<(i64, Timers)>,
    /// Seat whose missed-turn count changes, and its new value.
    pub missed: Option<(i64, i64)>,
    /// What the action does to its seat's time bank.
    pub bank: Option<BankChange>,
    /// Set when this move ends the game.
    pub finish: Option<Vec<Standing>>,
    /// A placement confirmed for the turn in progress stays (someone else
    /// resigned meanwhile); otherwise it is cleared with the move.
    pub keep_pending: bool,
    /// What Discord must show of this move (the outbox), stored with it.
    pub effects: Vec<String>,
    /// What Discord must show if the move closes an open undo vote.
    pub lapsed: String,
    /// The move's news, shown with the next turn (a person's): see
    /// [`super::GameRow::turn_news`].
    pub turn_news: Option<Vec<String>>,
}

/// What an action does to its seat's time bank, kept with its first move
/// so that an undo can put it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BankChange {
    pub seat: i64,
    /// Seconds left after the action.
    pub left: i64,
    /// Seconds left before it (`None`: all the bank started with).
    pub before: Option<i64>,
    /// Seconds the turn took (charged, whatever an undo does).
    pub spent: i64,
}

/// How a finished game moved a player's rating (shown as mu - 3 sigma).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub user_id: i64,
    pub before: f64,
    pub after: f64,
}

pub(super) const MOVES_AFTER: &str =
    "SELECT move_no, body FROM moves WHERE game_id = $1 AND move_no > $2 ORDER BY move_no";

/// What storing a move did.
#[derive(Clone, Debug, PartialEq)]
pub struct Appended {
    /// Rating changes, when the move finished a rated game.
    pub changes: Vec<RatingChange>,
    /// The game's revision now.
    pub revision: i64,
}

impl Store {
    /// The move log, in order.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<(i64, String)>, StoreError> {
        crate::metrics::timed("moves", async move {
            let rows =
                sqlx::query("SELECT move_no, body FROM moves WHERE game_id = $1 ORDER BY move_no")
                    .bind(game_id)
                    .fetch_all(&self.pool)
                    .await?;
            rows.iter()
                .map(|r| Ok((r.try_get("move_no")?, r.try_get("body")?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(Into::into)
        })
        .await
    }

    /// Records a confirmed placement for the follower step: the game's new
    /// revision, or `None` if the turn moved on or a placement was already
    /// confirmed.
    pub async fn set_pending(
        &self,
        game_id: i64,
        moves: i64,
        pending: Placement,
        now: i64,
        effects: &[String],
    ) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("set_pending", async move {
            let update = sqlx::query(concat!(
                "UPDATE games SET pending = $1 WHERE id = $2 AND status = ",
                sql!(playing),
                " AND moves = $3 AND pending IS NULL"
            ))
            .bind(placement_column(pending))
            .bind(game_id)
            .bind(moves);
            self.update_with_effects(update, game_id, effects, now)
                .await
        })
        .await
    }

    /// Takes back the placement confirmed for the turn in progress: the
    /// game's new revision, or `None` if there is none, or the turn moved
    /// on.
    pub async fn clear_pending(
        &self,
        game_id: i64,
        moves: i64,
        now: i64,
        effects: &[String],
    ) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("clear_pending", async move {
            let update = sqlx::query(concat!(
                "UPDATE games SET pending = NULL
             WHERE id = $1 AND status = ",
                sql!(playing),
                " AND moves = $2 AND pending IS NOT NULL"
            ))
            .bind(game_id)
            .bind(moves);
            self.update_with_effects(update, game_id, effects, now)
                .await
        })
        .await
    }

    /// Appends moves in one transaction: the rows, the game's counters and
    /// timers, a seat's missed turns, and on the last move the final
    /// standings, stats and ratings. [`StoreError::MoveTaken`] if another
    /// move with this number got there first; nothing is changed then.
    pub async fn append_move(&self, m: &NewMove) -> Result<Appended, StoreError> {
        crate::metrics::timed("append_move", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let Some(revision) = self.lock_game(&mut tx, m.game_id).await? else {
                return Err(StoreError::MoveTaken);
            };
            insert_moves(&mut tx, m).await?;
            let timers = next_timers(&mut tx, m).await?;
            update_game(&mut tx, m, timers).await?;
            update_seats(&mut tx, m).await?;
            let changes = match &m.finish {
                Some(standings) => self.finish(&mut tx, m, standings).await?,
                None => Vec::new(),
            };
            lapse_undo_vote(self, &mut tx, m).await?;
            self.insert_effects(&mut tx, m.game_id, &m.effects, m.now)
                .await?;
            tx.commit().await?;
            self.changed(Changed::Game(m.game_id), revision);
            Ok(Appended { changes, revision })
        })
        .await
    }

    /// The end of a game: its final standings, and the people's stats and
    /// ratings, the season's too.
    async fn finish(
        &self,
        tx: &mut sqlx::Transaction<'static, sqlx::Any>,
        m: &NewMove,
        standings: &[Standing],
    ) -> Result<Vec<RatingChange>, StoreError> {
        let guild: i64 = sqlx::query("SELECT guild_id FROM games WHERE id = $1")
            .bind(m.game_id)
            .fetch_one(&mut **tx)
            .await?
            .get(0);
        // Ratings are read and written back with the server's ratings
        // held (on PostgreSQL; SQLite has one writer): two games that
        // end at once with a player in common both count.
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(guild)
                .execute(&mut **tx)
                .await?;
        }
        record_standings(tx, m.game_id, standings).await?;
        let standings = rated_standings(tx, m.game_id, standings).await?;
        rate_people(tx, m, guild, &standings).await
    }
}

/// The rows of the moves.
async fn insert_moves(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    m: &NewMove,
) -> Result<(), StoreError> {
    for (i, body) in m.bodies.iter().enumerate() {
        let bank = m.bank.filter(|_| i == 0);
        let inserted = sqlx::query(
            "INSERT INTO moves (game_id, move_no, body, created_at, bank_seat, bank_before, bank_spent)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(m.game_id)
        .bind(m.move_no + i as i64)
        .bind(body)
        .bind(m.now)
        .bind(bank.map(|b| b.seat))
        .bind(bank.and_then(|b| b.before))
        .bind(bank.map(|b| b.spent))
        .execute(&mut **tx)
        .await;
        match inserted {
            Err(e) if is_unique_violation(&e) => return Err(StoreError::MoveTaken),
            Err(e) => return Err(e.into()),
            Ok(_) => {}
        }
    }
    Ok(())
}

/// The timers of the next turn: a computer's if a computer plays it.
async fn next_timers(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    m: &NewMove,
) -> Result<Timers, StoreError> {
    let mut timers = m.timers;
    if let Some((seat, computer_timers)) = m.next.filter(|_| !m.timers.computer) {
        let computer: Option<String> =
            sqlx::query_scalar("SELECT computer FROM seats WHERE game_id = $1 AND seat = $2")
                .bind(m.game_id)
                .bind(seat)
                .fetch_optional(&mut **tx)
                .await?
                .flatten();
        if computer.is_some() {
            timers = computer_timers;
        }
    }
    Ok(timers)
}

/// The game's counters, timers, status and news;
/// [`StoreError::MoveTaken`] if it ended or moved on some other way.
async fn update_game(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    m: &NewMove,
    timers: Timers,
) -> Result<(), StoreError> {
    let last = m.move_no + m.bodies.len() as i64 - 1;
    let status = if m.finish.is_some() {
        Status::Finished
    } else {
        Status::Playing
    }
    .column();
    let r = sqlx::query(
        concat!("UPDATE games SET moves = $1, pending = CASE WHEN $2 THEN pending END, turn_started_at = $3, reminder_at = $4, deadline_at = $5, reminded = 0,
                status = $6, finished_at = CASE WHEN $7 = ", sql!(finished), " THEN $8 ELSE finished_at END,
                paused_at = CASE WHEN $7 = ", sql!(finished), " THEN NULL ELSE paused_at END,
                paused_reason = CASE WHEN $7 = ", sql!(finished), " THEN NULL ELSE paused_reason END,
                computer_turn = $11, turn_news = $12, turn_news_move = $13
         WHERE id = $9 AND status = ", sql!(playing), " AND moves = $10"),
    )
    .bind(last)
    .bind(m.keep_pending)
    .bind(timers.turn_started_at)
    .bind(timers.reminder_at)
    .bind(timers.deadline_at)
    .bind(status)
    .bind(status)
    .bind(m.now)
    .bind(m.game_id)
    .bind(m.move_no - 1)
    .bind(i64::from(timers.computer))
    .bind(
        m.turn_news
            .as_ref()
            .map(|n| serde_json::to_string(n).unwrap_or_default()),
    )
    .bind(m.turn_news.as_ref().map(|_| last + 1))
    .execute(&mut **tx)
    .await?;
    // A game that finishes while paused (a resignation) is paused no
    // more: its closing messages are tried, and given up if its channel
    // still refuses them, as any finished game's are.
    if r.rows_affected() != 1 {
        // The game ended or moved on some other way: keep nothing.
        return Err(StoreError::MoveTaken);
    }
    Ok(())
}

/// A seat's time bank and missed turns.
async fn update_seats(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    m: &NewMove,
) -> Result<(), StoreError> {
    if let Some(b) = m.bank {
        sqlx::query("UPDATE seats SET bank_left = $1 WHERE game_id = $2 AND seat = $3")
            .bind(b.left)
            .bind(m.game_id)
            .bind(b.seat)
            .execute(&mut **tx)
            .await?;
    }
    if let Some((seat, missed)) = m.missed {
        sqlx::query("UPDATE seats SET missed_turns = $1 WHERE game_id = $2 AND seat = $3")
            .bind(missed)
            .bind(m.game_id)
            .bind(seat)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Each seat's final score and rank.
async fn record_standings(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game_id: i64,
    standings: &[Standing],
) -> Result<(), StoreError> {
    for s in standings {
        sqlx::query(
            "UPDATE seats SET final_score = $1, rank = $2 WHERE game_id = $3 AND user_id = $4",
        )
        .bind(s.score)
        .bind(s.rank)
        .bind(game_id)
        .bind(s.user_id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// The standings that are rated: people's, but not a seat a stand-in took
/// over.
async fn rated_standings(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game_id: i64,
    standings: &[Standing],
) -> Result<Vec<Standing>, StoreError> {
    // Computer players (negative ids) keep no stats and no rating,
    // and nor does a seat a stand-in took over; people are rated
    // among themselves, by their places in the game.
    let stood_in: Vec<i64> = sqlx::query_scalar(
        "SELECT user_id FROM seats WHERE game_id = $1 AND stood_in_at IS NOT NULL",
    )
    .bind(game_id)
    .fetch_all(&mut **tx)
    .await?;
    let standings: Vec<Standing> = standings
        .iter()
        .filter(|s| s.user_id > 0 && !stood_in.contains(&s.user_id))
        .cloned()
        .collect();
    Ok(standings)
}

/// People rated among themselves by their places in the game: their
/// ratings, stats and the season's.
async fn rate_people(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    m: &NewMove,
    guild: i64,
    standings: &[Standing],
) -> Result<Vec<RatingChange>, StoreError> {
    let mut changes = Vec::new();
    let mut current = Vec::with_capacity(standings.len());
    for s in standings {
        let row = sqlx::query("SELECT mu, sigma FROM players WHERE guild_id = $1 AND user_id = $2")
            .bind(guild)
            .bind(s.user_id)
            .fetch_optional(&mut **tx)
            .await?;
        current.push(row.map_or((DEFAULT_MU, DEFAULT_SIGMA), |r| (r.get(0), r.get(1))));
    }
    let rated = if standings.len() >= 2 {
        rate(standings, &current)
    } else {
        current.clone()
    };
    for ((s, (mu, sigma)), (old_mu, old_sigma)) in standings.iter().zip(rated).zip(&current) {
        let change = RatingChange {
            user_id: s.user_id,
            before: old_mu - 3.0 * old_sigma,
            after: mu - 3.0 * sigma,
        };
        sqlx::query(
            "UPDATE seats SET rating_before = $1, rating_after = $2 WHERE game_id = $3 AND user_id = $4",
        )
        .bind(change.before)
        .bind(change.after)
        .bind(m.game_id)
        .bind(s.user_id)
        .execute(&mut **tx)
        .await?;
        changes.push(change);
        sqlx::query(
            "INSERT INTO players (guild_id, user_id, name, games, wins, total_score, best_score, mu, sigma, rating)
             VALUES ($1, $2, $3, 1, $4, $5, $5, $6, $7, $6 - 3 * $7)
             ON CONFLICT (guild_id, user_id) DO UPDATE SET
                name = excluded.name, games = players.games + 1, wins = players.wins + excluded.wins,
                total_score = players.total_score + excluded.total_score,
                best_score = CASE WHEN players.best_score > excluded.best_score
                                  THEN players.best_score ELSE excluded.best_score END,
                mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating",
        )
        .bind(guild)
        .bind(s.user_id)
        .bind(&s.name)
        .bind(i64::from(s.rank == 1))
        .bind(s.score)
        .bind(mu)
        .bind(sigma)
        .execute(&mut **tx)
        .await?;
    }
    // The season's ratings too, if the server has seasons.
    let people: Vec<(i64, String, i64, bool)> = standings
        .iter()
        .map(|s| (s.user_id, s.name.clone(), s.score, s.rank == 1))
        .collect();
    super::seasons::rate_season(tx, guild, m.now, &people, &current, |c| rate(standings, c))
        .await?;
    Ok(changes)
}

/// An undo vote asked before this move is void now.
async fn lapse_undo_vote(
    store: &Store,
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    m: &NewMove,
) -> Result<(), StoreError> {
    let lapsed = sqlx::query("DELETE FROM undo_votes WHERE game_id = $1")
        .bind(m.game_id)
        .execute(&mut **tx)
        .await?;
    if lapsed.rows_affected() > 0 {
        store
            .insert_effects(tx, m.game_id, std::slice::from_ref(&m.lapsed), m.now)
            .await?;
    }
    Ok(())
}
