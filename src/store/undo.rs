//! Undo votes and undone moves.

use super::columns::sql;
use sqlx::Row;

use super::{Changed, Store, StoreError, Timers};

/// An open undo vote.
#[derive(Clone, Debug, PartialEq)]
pub struct UndoVote {
    pub game_id: i64,
    /// The game's stored moves when it was asked.
    pub moves: i64,
    /// Stored moves kept if everyone agrees.
    pub back_to: i64,
    pub asked_by: i64,
    /// Who must agree, and who has.
    pub voters: Vec<i64>,
    pub agreed: Vec<i64>,
    pub asked_at: i64,
    pub deadline_at: i64,
}

/// An undo that everyone agreed to, to store.
#[derive(Clone, Debug)]
pub struct Undo<'a> {
    pub game_id: i64,
    /// The stored moves the undo was decided on.
    pub moves: i64,
    pub back_to: i64,
    /// Record turns kept, and the undone ones (a JSON list).
    pub after: i64,
    pub turns: &'a str,
    pub asked_by: i64,
    pub now: i64,
    /// The timers of the turn played again.
    pub timers: Timers,
    pub effects: &'a [String],
}

fn ids(text: &str) -> Vec<i64> {
    serde_json::from_str(text).unwrap_or_default()
}

fn ids_json(ids: &[i64]) -> String {
    serde_json::to_string(ids).unwrap_or_else(|_| "[]".into())
}

impl Store {
    /// Opens an undo vote; false if one is open already or the game is not
    /// at `vote.moves` stored moves (or not running).
    pub async fn open_undo_vote(
        &self,
        vote: &UndoVote,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("open_undo_vote", async move {
        let insert = sqlx::query(
            concat!("INSERT INTO undo_votes (game_id, moves, back_to, asked_by, voters, agreed, asked_at, deadline_at)
             SELECT id, moves, $1, $2, $3, '[]', $4, $5 FROM games
             WHERE id = $6 AND status = ", sql!(playing), " AND paused_at IS NULL AND moves = $7
             ON CONFLICT (game_id) DO NOTHING"),
        )
        .bind(vote.back_to)
        .bind(vote.asked_by)
        .bind(ids_json(&vote.voters))
        .bind(vote.asked_at)
        .bind(vote.deadline_at)
        .bind(vote.game_id)
        .bind(vote.moves);
        self.update_with_effects(insert, vote.game_id, effects, vote.asked_at)
            .await
            .map(|r| r.is_some())
    })
        .await
    }

    /// The game's open undo vote.
    pub async fn undo_vote(&self, game_id: i64) -> Result<Option<UndoVote>, StoreError> {
        crate::metrics::timed("undo_vote", async move {
            let row = sqlx::query(
                "SELECT game_id, moves, back_to, asked_by, voters, agreed, asked_at, deadline_at
             FROM undo_votes WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
            let Some(r) = row else { return Ok(None) };
            Ok(Some(UndoVote {
                game_id: r.try_get("game_id")?,
                moves: r.try_get("moves")?,
                back_to: r.try_get("back_to")?,
                asked_by: r.try_get("asked_by")?,
                voters: ids(&r.try_get::<String, _>("voters")?),
                agreed: ids(&r.try_get::<String, _>("agreed")?),
                asked_at: r.try_get("asked_at")?,
                deadline_at: r.try_get("deadline_at")?,
            }))
        })
        .await
    }

    /// Notes who has agreed so far; false if the vote is not the one asked
    /// at `moves` stored moves, or the agreement changed meanwhile.
    pub async fn note_agreed(
        &self,
        game_id: i64,
        moves: i64,
        before: &[i64],
        agreed: &[i64],
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("note_agreed", async move {
            let update = sqlx::query(
            "UPDATE undo_votes SET agreed = $1 WHERE game_id = $2 AND moves = $3 AND agreed = $4",
        )
        .bind(ids_json(agreed))
        .bind(game_id)
        .bind(moves)
        .bind(ids_json(before));
            self.update_with_effects(update, game_id, effects, now)
                .await
                .map(|r| r.is_some())
        })
        .await
    }

    /// Closes the vote asked at `moves` stored moves (refused, or out of
    /// time); false if it is closed already.
    pub async fn close_undo_vote(
        &self,
        game_id: i64,
        moves: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("close_undo_vote", async move {
            let update = sqlx::query("DELETE FROM undo_votes WHERE game_id = $1 AND moves = $2")
                .bind(game_id)
                .bind(moves);
            self.update_with_effects(update, game_id, effects, now)
                .await
                .map(|r| r.is_some())
        })
        .await
    }

    /// Undoes the moves after `back_to`, in one transaction: the log is cut
    /// back, the turn starts again, the undone turns are kept for the
    /// record, and the vote (if any) is closed. False if the game moved on
    /// from `moves` meanwhile.
    pub async fn undo(&self, u: &Undo<'_>) -> Result<bool, StoreError> {
        crate::metrics::timed("undo", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let r = sqlx::query(concat!(
            "UPDATE games SET moves = $1, pending = NULL, undos = undos + 1, revision = revision + 1, turn_started_at = $2,
                    reminder_at = $3, deadline_at = $4, reminded = 0, computer_turn = $7
             WHERE id = $5 AND status = ",
            sql!(playing),
            " AND paused_at IS NULL AND moves = $6 RETURNING revision"
        ))
        .bind(u.back_to)
        .bind(u.timers.turn_started_at)
        .bind(u.timers.reminder_at)
        .bind(u.timers.deadline_at)
        .bind(u.game_id)
        .bind(u.moves)
        .bind(i64::from(u.timers.computer))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = r else {
            return Ok(false);
        };
        let revision: i64 = row.try_get(0)?;
        self.tell_others(&mut *tx, Changed::Game(u.game_id), revision)
            .await?;
        restore_banks(&mut tx, u.game_id, u.back_to).await?;
        // A computer that took a seat during the undone turns holds it from
        // the turn played again: the record names no turn that is gone.
        sqlx::query("UPDATE seats SET stood_in_at = $1 WHERE game_id = $2 AND stood_in_at > $1")
            .bind(u.after)
            .bind(u.game_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM moves WHERE game_id = $1 AND move_no > $2")
            .bind(u.game_id)
            .bind(u.back_to)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO undone (game_id, after, turns, asked_by, undone_at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(u.game_id)
        .bind(u.after)
        .bind(u.turns)
        .bind(u.asked_by)
        .bind(u.now)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM undo_votes WHERE game_id = $1")
            .bind(u.game_id)
            .execute(&mut *tx)
            .await?;
        self.insert_effects(&mut tx, u.game_id, u.effects, u.now).await?;
        tx.commit().await?;
        self.changed(Changed::Game(u.game_id), revision);
        Ok(true)
    })
        .await
    }

    /// A game's undone moves, oldest first: the record turns kept, and the
    /// undone ones (a JSON list).
    pub async fn undone(&self, game_id: i64) -> Result<Vec<(i64, String)>, StoreError> {
        crate::metrics::timed("undone", async move {
            let rows =
                sqlx::query("SELECT after, turns FROM undone WHERE game_id = $1 ORDER BY id")
                    .bind(game_id)
                    .fetch_all(&self.pool)
                    .await?;
            rows.iter()
                .map(|r| Ok((r.try_get("after")?, r.try_get("turns")?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(Into::into)
        })
        .await
    }

    /// The message an undo vote was posted as (the newest delivered vote
    /// of the game).
    pub async fn undo_vote_message(&self, game_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("undo_vote_message", async move {
            let row = sqlx::query(
                "SELECT message_id FROM effects
             WHERE game_id = $1 AND message_id IS NOT NULL AND body LIKE '{\"kind\":\"undo_vote\"%'
             ORDER BY id DESC LIMIT 1",
            )
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
            Ok(row.and_then(|r| r.get::<Option<i64>, _>(0)))
        })
        .await
    }
}

/// Puts back the time banks of the seats whose turns after `back_to` are
/// undone: each as it was before its first undone turn, less the time every
/// undone turn took, and never more than it holds now. The increments
/// those turns earned are given back; the time they took is not (nor the
/// time of turns an earlier undo took back).
async fn restore_banks(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game_id: i64,
    back_to: i64,
) -> Result<(), sqlx::Error> {
    let rows = sqlx::query(
        "SELECT bank_seat, bank_before, bank_spent FROM moves
         WHERE game_id = $1 AND move_no > $2 AND bank_seat IS NOT NULL ORDER BY move_no",
    )
    .bind(game_id)
    .bind(back_to)
    .fetch_all(&mut **tx)
    .await?;
    // Per seat: the bank before its first undone turn, and the time spent.
    let mut seats: Vec<(i64, Option<i64>, i64)> = Vec::new();
    for r in &rows {
        let seat: i64 = r.try_get(0)?;
        let before: Option<i64> = r.try_get(1)?;
        let spent: i64 = r.try_get::<Option<i64>, _>(2)?.unwrap_or(0);
        match seats.iter_mut().find(|s| s.0 == seat) {
            Some(s) => s.2 += spent,
            None => seats.push((seat, before, spent)),
        }
    }
    if seats.is_empty() {
        return Ok(());
    }
    let start: Option<i64> = sqlx::query_scalar("SELECT bank_seconds FROM games WHERE id = $1")
        .bind(game_id)
        .fetch_one(&mut **tx)
        .await?;
    for (seat, before, spent) in seats {
        // `None` before and nothing spent: all the bank started with.
        let restored = match (before, start) {
            (None, _) if spent == 0 => None,
            (Some(b), _) => Some((b - spent).max(0)),
            (None, Some(s)) => Some((s - spent).max(0)),
            (None, None) => None,
        };
        // Never more than the bank holds now: an earlier undo charged the
        // time of turns it took back, which no move here records.
        let now: Option<i64> =
            sqlx::query_scalar("SELECT bank_left FROM seats WHERE game_id = $1 AND seat = $2")
                .bind(game_id)
                .bind(seat)
                .fetch_optional(&mut **tx)
                .await?
                .flatten();
        let left = match (restored, now) {
            (Some(r), Some(n)) => Some(r.min(n)),
            (r, n) => r.or(n),
        };
        sqlx::query("UPDATE seats SET bank_left = $1 WHERE game_id = $2 AND seat = $3")
            .bind(left)
            .bind(game_id)
            .bind(seat)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
