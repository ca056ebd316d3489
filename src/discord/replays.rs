//! Whole games drawn as animations: the one stored, if the game has not
//! moved since it was drawn, else drawn now and stored. Replays are drawn
//! one at a time, in a picture slot, so they never take every core from
//! turn pictures; and nobody waits for the one replay slot: a delivery
//! worker would hold its permit meanwhile, and many games ending at once
//! could tie up every permit.

use std::sync::Arc;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::game::{Service, ServiceError};
use crate::render::Renderer;

/// A handle on replay drawing. Cheap to clone.
#[derive(Clone)]
pub struct Replays {
    renderer: Arc<Renderer>,
    /// Pictures drawn at once (shared with turn pictures).
    render_slots: Arc<Semaphore>,
    /// The one replay drawn at a time.
    slot: Arc<Semaphore>,
}

impl Replays {
    pub fn new(renderer: Arc<Renderer>, render_slots: Arc<Semaphore>) -> Replays {
        Replays {
            renderer,
            render_slots,
            slot: Arc::new(Semaphore::new(1)),
        }
    }

    /// Takes the replay slot, as a replay being drawn does (`None` if one
    /// is).
    pub fn take_slot(&self) -> Option<OwnedSemaphorePermit> {
        self.slot.clone().try_acquire_owned().ok()
    }

    /// Game `game`'s replay GIF; `Ok(None)` at once if another replay is
    /// being drawn (ask again a little later).
    pub async fn gif(&self, service: &Service, game: i64) -> Result<Option<Vec<u8>>, ServiceError> {
        if let Some(gif) = service.replay_source(game).await?.gif {
            return Ok(Some(gif));
        }
        let Some(_one_replay) = self.take_slot() else {
            return Ok(None);
        };
        // Drawn meanwhile by someone else?
        if let Some(gif) = service.replay_source(game).await?.gif {
            return Ok(Some(gif));
        }
        let (key, record) = service.record_at(game).await?;
        let renderer = self.renderer.clone();
        let _slot = self.render_slots.clone().acquire_owned().await.ok();
        let drawn = tokio::task::spawn_blocking(move || {
            let started = std::time::Instant::now();
            let gif = renderer.replay_gif(&record);
            crate::metrics::picture("replay", "draw_and_encode", started.elapsed());
            gif
        })
        .await;
        let gif = match drawn {
            Ok(Ok(gif)) => gif,
            Ok(Err(e)) => {
                tracing::error!(game, error = %e, "drawing a replay failed");
                return Err(ServiceError::Internal);
            }
            Err(e) => {
                tracing::error!(game, error = %e, "drawing a replay failed");
                return Err(ServiceError::Internal);
            }
        };
        if let Err(e) = service.keep_replay(game, key, &gif).await {
            tracing::warn!(game, error = %e, "could not keep a replay");
        }
        Ok(Some(gif))
    }
}
