//! An event's posts: those waiting to be made, noted as tried before their
//! first send (a later try looks for the message first), and marked made.

use sqlx::Row;

use super::super::model::PauseReason;
use super::super::{Store, StoreError};
use super::{SIGNUP_BODY, TABLES_WAIT_BODY};

/// A post waiting to be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentPost {
    pub id: i64,
    pub tournament_id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub body: String,
    /// It was sent before (its answer lost): looked for before it is
    /// sent again.
    pub tried: bool,
}

impl Store {
    /// The message of an event's sign-up, once posted.
    pub async fn signup_message(&self, id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("signup_message", async move {
            Ok(sqlx::query_scalar(
                "SELECT message_id FROM tournament_posts
                 WHERE tournament_id = $1 AND body = $2 AND message_id IS NOT NULL ORDER BY id LIMIT 1",
            )
            .bind(id)
            .bind(SIGNUP_BODY)
            .fetch_optional(&self.pool)
            .await?
            .flatten())
        })
        .await
    }

    /// Posts waiting to be made, the oldest first; of a paused event, only
    /// the one saying its tables wait for room for threads.
    pub async fn tournament_posts(&self, limit: i64) -> Result<Vec<TournamentPost>, StoreError> {
        crate::metrics::timed("tournament_posts", async move {
            let rows = sqlx::query(
                "SELECT p.id, p.tournament_id, t.channel_id, p.body, t.guild_id, p.tried_at FROM tournament_posts p
                 JOIN tournaments t ON t.id = p.tournament_id
                 WHERE p.posted_at IS NULL
                   AND (t.paused_reason IS NULL OR (t.paused_reason = $2 AND p.body = $3))
                 ORDER BY p.id LIMIT $1",
            )
            .bind(limit)
            // An event waiting for room for threads says so, and keeps
            // its other posts (a round's, naming its tables' threads) for
            // when it goes on, as one that lost a permission keeps all.
            .bind(PauseReason::ThreadsFull.column())
            .bind(TABLES_WAIT_BODY)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows
                .iter()
                .map(|r| {
                    Ok(TournamentPost {
                        id: r.try_get(0)?,
                        tournament_id: r.try_get(1)?,
                        channel_id: r.try_get(2)?,
                        body: r.try_get(3)?,
                        guild_id: r.try_get(4)?,
                        tried: r.try_get::<Option<i64>, _>(5)?.is_some(),
                    })
                })
                .collect::<Result<Vec<_>, sqlx::Error>>()?)
        })
        .await
    }

    /// Notes that a post is being sent (before the first try).
    pub async fn tournament_post_tried(&self, post: i64, now: i64) -> Result<(), StoreError> {
        crate::metrics::timed("tournament_post_tried", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "UPDATE tournament_posts SET tried_at = $1 WHERE id = $2 AND tried_at IS NULL",
            )
            .bind(now)
            .bind(post)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Marks a post made (with its message, if one was posted).
    pub async fn tournament_posted(
        &self,
        post: i64,
        message_id: Option<i64>,
        now: i64,
    ) -> Result<(), StoreError> {
        crate::metrics::timed("tournament_posted", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "UPDATE tournament_posts SET posted_at = $1, message_id = $2 WHERE id = $3 AND posted_at IS NULL",
            )
            .bind(now)
            .bind(message_id)
            .bind(post)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }
}
