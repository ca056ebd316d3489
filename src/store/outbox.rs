//! The outbox as delivery reads it: the next effect of a game, and what
//! became of it, in order per game. Effects are stored with the action
//! that made them, in its transaction (`changes.rs`).

use sqlx::Row;

use super::Shards;
use super::{Store, StoreError};

impl Store {
    /// The store without an outbox: where no front end shows effects
    /// (`play` at home, whose board shows the games themselves), none is
    /// kept.
    pub fn without_outbox(mut self) -> Store {
        self.outbox = false;
        self
    }
}

/// An undelivered effect from the outbox.
#[derive(Clone, Debug, PartialEq)]
pub struct EffectRow {
    pub id: i64,
    pub game_id: i64,
    pub body: String,
    pub attempts: i64,
    /// Not to be tried before this (Unix ms).
    pub next_at_ms: i64,
    /// The game's live message now (read with the effect).
    pub live_message_id: Option<i64>,
    /// Whether another undelivered effect of the game follows this one.
    pub more: bool,
    /// When a message for it was first sent to Discord (Unix ms): it may
    /// have been posted although no answer came back.
    pub sent_at_ms: Option<i64>,
    /// The game's revision now (read with the effect).
    pub revision: i64,
}

/// How an effect ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Shown in Discord; the message it created, if any.
    Delivered { message_id: Option<i64> },
    /// Nothing to show any more (the game moved on).
    Skipped,
    /// Discord refused it for good; why.
    Failed(String),
}

/// What delivering an effect does to a game's live message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiveMessage {
    Keep,
    /// This message now carries the game's controls.
    Set(i64),
    /// The live message was closed.
    Clear,
}

impl Store {
    /// The oldest undelivered effect of a game (effects are delivered in
    /// order, so a later one waits for it).
    pub async fn next_effect(&self, game_id: i64) -> Result<Option<EffectRow>, StoreError> {
        crate::metrics::timed("next_effect", async move {
        let row = sqlx::query(
            "SELECT e.id, e.game_id, e.body, e.attempts, e.next_at_ms, g.live_message_id, g.revision,
                    e.sent_at_ms,
                    CASE WHEN EXISTS (SELECT 1 FROM effects f WHERE f.game_id = e.game_id
                         AND f.done_at IS NULL AND f.id > e.id) THEN 1 ELSE 0 END AS more
             FROM effects e JOIN games g ON g.id = e.game_id
             WHERE e.game_id = $1 AND e.done_at IS NULL AND g.paused_at IS NULL
             ORDER BY e.id LIMIT 1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(EffectRow {
                id: r.try_get("id")?,
                game_id: r.try_get("game_id")?,
                body: r.try_get("body")?,
                attempts: r.try_get("attempts")?,
                next_at_ms: r.try_get("next_at_ms")?,
                live_message_id: r.try_get("live_message_id")?,
                more: r.try_get::<i64, _>("more")? != 0,
                sent_at_ms: r.try_get("sent_at_ms")?,
                revision: r.try_get("revision")?,
            })
        })
        .transpose()
        .map_err(|e: sqlx::Error| e.into())
    })
        .await
    }

    /// Games with undelivered effects and when the first may be tried
    /// (Unix ms), soonest first.
    pub async fn games_with_effects(&self, shards: &Shards) -> Result<Vec<(i64, i64)>, StoreError> {
        crate::metrics::timed("games_with_effects", async move {
            // Only undelivered rows are read (the partial index), never the
            // whole history of delivered effects.
            let rows = sqlx::query(
                "SELECT e.game_id, e.next_at_ms FROM effects e
             JOIN (SELECT MIN(id) AS first FROM effects WHERE done_at IS NULL GROUP BY game_id) f
               ON e.id = f.first
             JOIN games g ON g.id = e.game_id AND g.paused_at IS NULL
             WHERE (g.guild_id >> 22) % $1 BETWEEN $2 AND $3
             ORDER BY e.next_at_ms, e.game_id",
            )
            .bind(i64::from(shards.count()))
            .bind(i64::from(shards.first()))
            .bind(i64::from(shards.last()))
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(Into::into)
        })
        .await
    }

    /// Marks an effect as ended (and moves the game's live message), in one
    /// transaction; false if it had ended already.
    pub async fn finish_effect(
        &self,
        id: i64,
        outcome: &Outcome,
        live: LiveMessage,
        now: i64,
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("finish_effect", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let (text, message_id) = match outcome {
            Outcome::Delivered { message_id } => ("delivered".to_string(), *message_id),
            Outcome::Skipped => ("skipped".to_string(), None),
            Outcome::Failed(why) => (format!("failed: {why}"), None),
        };
        let r = sqlx::query(
            "UPDATE effects SET done_at = $1, outcome = $2, message_id = $3, attempts = attempts + 1
             WHERE id = $4 AND done_at IS NULL",
        )
        .bind(now)
        .bind(&text)
        .bind(message_id)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(false);
        }
        let live_id = match live {
            LiveMessage::Keep => None,
            LiveMessage::Set(m) => Some(Some(m)),
            LiveMessage::Clear => Some(None),
        };
        if let Some(live_id) = live_id {
            sqlx::query(
                "UPDATE games SET live_message_id = $1 WHERE id = (SELECT game_id FROM effects WHERE id = $2)",
            )
            .bind(live_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    })
        .await
    }

    /// Notes that a message for effect `id` is being sent to Discord (the
    /// first time only).
    pub async fn sending_effect(&self, id: i64, now_ms: i64) -> Result<(), StoreError> {
        crate::metrics::timed("sending_effect", async move {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "UPDATE effects SET sent_at_ms = COALESCE(sent_at_ms, $1) WHERE id = $2 AND done_at IS NULL",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    })
        .await
    }

    /// The newest message made by the effects of effect `id`'s game that
    /// came before it: any message of effect `id` is newer (Discord's ids
    /// grow with time).
    pub async fn message_before_effect(&self, id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("message_before_effect", async move {
            let row = sqlx::query(
                "SELECT MAX(f.message_id) FROM effects e JOIN effects f ON f.game_id = e.game_id
             WHERE e.id = $1 AND f.id < e.id",
            )
            .bind(id)
            .fetch_one(&self.pool)
            .await?;
            Ok(row.try_get::<Option<i64>, _>(0)?)
        })
        .await
    }

    /// Records a failed attempt: the effect is tried again from `next_at_ms`.
    pub async fn retry_effect(&self, id: i64, next_at_ms: i64) -> Result<(), StoreError> {
        crate::metrics::timed("retry_effect", async move {
        let _one_writer = self.one_writer().await;
        sqlx::query(
            "UPDATE effects SET attempts = attempts + 1, next_at_ms = $1 WHERE id = $2 AND done_at IS NULL",
        )
        .bind(next_at_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    })
        .await
    }

    /// The message that carries a game's live controls, if any.
    pub async fn live_message(&self, game_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("live_message", async move {
            let row = sqlx::query("SELECT live_message_id FROM games WHERE id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await?;
            Ok(row.and_then(|r| r.get::<Option<i64>, _>(0)))
        })
        .await
    }

    /// Every effect of a game, in order: (body, outcome, message id).
    pub async fn effects_of(
        &self,
        game_id: i64,
    ) -> Result<Vec<(String, Option<String>, Option<i64>)>, StoreError> {
        crate::metrics::timed("effects_of", async move {
            let rows = sqlx::query(
                "SELECT body, outcome, message_id FROM effects WHERE game_id = $1 ORDER BY id",
            )
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(Into::into)
        })
        .await
    }
}
