//! Stand-ins: a computer player takes a person's seat in a running game,
//! stored with what Discord must show in one transaction.

use super::columns::sql;
use super::timers::Timers;
use super::{Changed, Store, StoreError};

/// A stand-in to store.
#[derive(Clone, Debug)]
pub struct NewStandIn<'a> {
    pub game_id: i64,
    pub seat: i64,
    /// The computer player's level.
    pub level: &'a str,
    /// The moves stored when it was decided: nothing is stored if the game
    /// moved on since.
    pub moves: i64,
    /// Record turns played before the stand-in takes over.
    pub turns: i64,
    /// The seat is in turn: the turn starts again as the computer's, with
    /// these timers, and a confirmed placement is dropped.
    pub timers: Option<Timers>,
    pub now: i64,
    pub effects: &'a [String],
}

impl Store {
    /// Hands a person's seat to a computer player. `None` (and nothing
    /// stored) if the game ended or moved on, or the seat is not a
    /// person's any more; else the game's new revision.
    pub async fn stand_in(&self, s: &NewStandIn<'_>) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("stand_in", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let Some(revision) = self.lock_game(&mut tx, s.game_id).await? else {
                return Ok(None);
            };
            let timers = s.timers.unwrap_or_default();
            let game = sqlx::query(concat!(
                "UPDATE games SET
                    pending = CASE WHEN $1 THEN NULL ELSE pending END,
                    turn_started_at = CASE WHEN $1 THEN $2 ELSE turn_started_at END,
                    reminder_at = CASE WHEN $1 THEN $3 ELSE reminder_at END,
                    deadline_at = CASE WHEN $1 THEN $4 ELSE deadline_at END,
                    reminded = CASE WHEN $1 THEN 0 ELSE reminded END,
                    computer_turn = CASE WHEN $1 THEN 1 ELSE computer_turn END
                 WHERE id = $5 AND status = ",
                sql!(playing),
                " AND moves = $6"
            ))
            .bind(s.timers.is_some())
            .bind(timers.turn_started_at)
            .bind(timers.reminder_at)
            .bind(timers.deadline_at)
            .bind(s.game_id)
            .bind(s.moves)
            .execute(&mut *tx)
            .await?;
            if game.rows_affected() != 1 {
                return Ok(None);
            }
            let seat = sqlx::query(
                "UPDATE seats SET computer = $1, stood_in_at = $2, missed_turns = 0
                 WHERE game_id = $3 AND seat = $4 AND computer IS NULL",
            )
            .bind(s.level)
            .bind(s.turns)
            .bind(s.game_id)
            .bind(s.seat)
            .execute(&mut *tx)
            .await?;
            if seat.rows_affected() != 1 {
                return Ok(None);
            }
            self.insert_effects(&mut tx, s.game_id, s.effects, s.now)
                .await?;
            tx.commit().await?;
            self.changed(Changed::Game(s.game_id), revision);
            Ok(Some(revision))
        })
        .await
    }
}
