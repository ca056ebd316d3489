//! Paused games, and games whose channel or server is gone.

use super::columns::sql;
use super::model::{EndReason, PauseReason};
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Changed, Store, StoreError};

impl Store {
    /// Pauses a lobby or running game (its deliveries and timers stop);
    /// false if it is paused already or over.
    pub async fn pause_game(
        &self,
        game_id: i64,
        reason: PauseReason,
        now: i64,
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("pause_game", async move {
        let _one_writer = self.one_writer().await;
        let r = sqlx::query(concat!(
            "UPDATE games SET paused_at = $1, paused_reason = $2, host_told = 0, revision = revision + 1
             WHERE id = $3 AND status IN ",
            sql!(running),
            " AND paused_at IS NULL RETURNING revision"
        ))
        .bind(now)
        .bind(reason.column())
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = r else {
            return Ok(false);
        };
        let revision: i64 = row.try_get(0)?;
        self.tell_others(&self.pool, Changed::Game(game_id), revision)
            .await?;
        self.changed(Changed::Game(game_id), revision);
        Ok(true)
    })
        .await
    }

    /// Resumes a paused game: its clock moves on by the time it was paused,
    /// and what waits in its outbox is tried at once. False if it was not
    /// paused.
    pub async fn resume_game(&self, game_id: i64, now: i64) -> Result<bool, StoreError> {
        crate::metrics::timed("resume_game", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let r = sqlx::query(
                "UPDATE games SET revision = revision + 1,
                 deadline_at = deadline_at + ($1 - paused_at),
                 reminder_at = reminder_at + ($1 - paused_at),
                 turn_started_at = turn_started_at + ($1 - paused_at),
                 paused_at = NULL, paused_reason = NULL, host_told = 0
             WHERE id = $2 AND paused_at IS NOT NULL RETURNING revision",
            )
            .bind(now)
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = r else {
                return Ok(false);
            };
            let revision: i64 = row.try_get(0)?;
            self.tell_others(&mut *tx, Changed::Game(game_id), revision)
                .await?;
            sqlx::query("UPDATE effects SET next_at_ms = 0 WHERE game_id = $1 AND done_at IS NULL")
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            self.changed(Changed::Game(game_id), revision);
            Ok(true)
        })
        .await
    }

    /// Paused games hosted by `user_id` that the host has not been told
    /// about in an answer yet: (game, channel, reason). Marks them told.
    pub async fn take_pause_notices(
        &self,
        user_id: i64,
    ) -> Result<Vec<(i64, i64, PauseReason)>, StoreError> {
        crate::metrics::timed("take_pause_notices", async move {
            let rows = sqlx::query(concat!(
                "SELECT id, channel_id, paused_reason FROM games
             WHERE host_id = $1 AND paused_at IS NOT NULL AND host_told = 0 AND status IN ",
                sql!(running),
                "
             ORDER BY id"
            ))
            .bind(user_id)
            .fetch_all(&self.pool)
            .await?;
            if rows.is_empty() {
                return Ok(Vec::new());
            }
            let out: Vec<(i64, i64, PauseReason)> = rows
                .iter()
                .map(|r| {
                    Ok((
                        r.try_get("id")?,
                        r.try_get("channel_id")?,
                        PauseReason::from_column(
                            r.try_get::<Option<String>, _>("paused_reason")?
                                .as_deref()
                                .unwrap_or_default(),
                        ),
                    ))
                })
                .collect::<Result<_, sqlx::Error>>()?;
            let _one_writer = self.one_writer().await;
            for (id, _, _) in &out {
                sqlx::query("UPDATE games SET host_told = 1 WHERE id = $1")
                    .bind(id)
                    .execute(&self.pool)
                    .await?;
            }
            Ok(out)
        })
        .await
    }

    /// Ends every lobby and running game in `channels` and their threads
    /// (or in the server `guild_id`) as cancelled, unrated, for `reason`;
    /// what waited in their outboxes is dropped (there is nowhere to show
    /// it), and the live tournaments there are cancelled in the same write.
    /// Returns the games ended.
    pub async fn abandon_games(
        &self,
        guild_id: Option<i64>,
        channels: &[i64],
        reason: EndReason,
        now: i64,
    ) -> Result<Vec<i64>, StoreError> {
        crate::metrics::timed("abandon_games", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let mut ended = Vec::new();
        let rows = games_of_place(&mut tx, guild_id, channels).await?;
        for r in rows {
            let id: i64 = r.try_get("id")?;
            // A game that ended meanwhile (its last move) stays as it ended.
            let r = sqlx::query(concat!(
                "UPDATE games SET status = ",
                sql!(cancelled),
                ", finished_at = $1, reminder_at = NULL, deadline_at = NULL, revision = revision + 1,
                        paused_at = NULL, paused_reason = NULL, end_reason = $2
                 WHERE id = $3 AND status IN ",
                sql!(running),
                " RETURNING revision"
            ))
            .bind(now)
            .bind(reason.column())
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(row) = r {
                let revision: i64 = row.try_get(0)?;
                self.tell_others(&mut *tx, Changed::Game(id), revision).await?;
                ended.push((id, revision));
            }
        }
        skip_effects_of_place(&mut tx, guild_id, channels, reason, now).await?;
        let events = super::tournaments::abandon_tournaments(&mut tx, guild_id, channels, now).await?;
        tx.commit().await?;
        for &(id, revision) in &ended {
            self.changed(Changed::Game(id), revision);
        }
        for id in events {
            tracing::info!(tournament = id, "a tournament's channel or server is gone; it is cancelled");
        }
        Ok(ended.into_iter().map(|(id, _)| id).collect())
    })
        .await
    }

    /// Why a game ended without finishing, if it did.
    pub async fn end_reason(&self, game_id: i64) -> Result<Option<EndReason>, StoreError> {
        crate::metrics::timed("end_reason", async move {
            let row = sqlx::query("SELECT end_reason FROM games WHERE id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await?;
            Ok(row
                .and_then(|r| r.get::<Option<String>, _>(0))
                .and_then(|c| EndReason::from_column(&c)))
        })
        .await
    }
}

/// The running games of a server, or of channels (and their threads).
async fn games_of_place(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    guild_id: Option<i64>,
    channels: &[i64],
) -> Result<Vec<AnyRow>, StoreError> {
    Ok(match guild_id {
        Some(g) => {
            sqlx::query(concat!(
                "SELECT id FROM games WHERE guild_id = $1 AND status IN ",
                sql!(running)
            ))
            .bind(g)
            .fetch_all(&mut **tx)
            .await?
        }
        None => {
            let mut rows = Vec::new();
            for c in channels {
                rows.extend(
                    // A deleted channel's threads go with it, and
                    // Discord tells of the channel only.
                    sqlx::query(concat!(
                        "SELECT id FROM games WHERE (channel_id = $1 OR parent_id = $1) AND status IN ",
                        sql!(running)
                    ))
                    .bind(c)
                    .fetch_all(&mut **tx)
                    .await?,
                );
            }
            rows
        }
    })
}

/// What waits to be shown in a server or channels (for games there that
/// end now, or ended before: final scores, a replay) has nowhere to go.
async fn skip_effects_of_place(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    guild_id: Option<i64>,
    channels: &[i64],
    reason: EndReason,
    now: i64,
) -> Result<(), StoreError> {
    let (skip, places) = match guild_id {
        Some(g) => (
            "UPDATE effects SET done_at = $1, outcome = $2 WHERE done_at IS NULL
             AND game_id IN (SELECT id FROM games WHERE guild_id = $3)",
            vec![g],
        ),
        None => (
            "UPDATE effects SET done_at = $1, outcome = $2 WHERE done_at IS NULL
             AND game_id IN (SELECT id FROM games WHERE channel_id = $3 OR parent_id = $3)",
            channels.to_vec(),
        ),
    };
    for place in places {
        sqlx::query(skip)
            .bind(now)
            .bind(format!("skipped: {}", reason.column()))
            .bind(place)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
