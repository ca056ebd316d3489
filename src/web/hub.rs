//! The hub of open pages: each watched game is read once per change
//! and handed to every page open on it. A game is read again when the
//! service's change feed says it changed (at once: this process's writes, and on
//! PostgreSQL other processes' too), and when its stored revision
//! moved on (looked at every [`LOOK_EVERY`], which catches the rare writes
//! that are not announced, and what was said while a connection was
//! lost).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::watch;

use super::page::{HISTORY_LINES, PageState, page_state};
use crate::game::Heard;
use crate::game::{Service, ServiceError};
use crate::render::Renderer;

/// How often the revisions of watched games are compared with what their
/// pages show.
pub const LOOK_EVERY: Duration = Duration::from_millis(750);

/// The games pages are open on, each as last shown. Cheap to clone.
#[derive(Clone)]
pub struct Hub {
    service: Service,
    renderer: Arc<Renderer>,
    games: Arc<Mutex<HashMap<i64, Watched>>>,
}

/// A game pages are open on: as last shown, and a turn to read it again
/// (one reading at a time, so that a change announced twice, by the
/// page's own step and by the store, is read once).
struct Watched {
    tx: watch::Sender<Arc<PageState>>,
    reading: Arc<tokio::sync::Mutex<()>>,
}

impl Hub {
    pub fn new(service: Service, renderer: Arc<Renderer>) -> Hub {
        Hub {
            service,
            renderer,
            games: Arc::default(),
        }
    }

    fn games(&self) -> MutexGuard<'_, HashMap<i64, Watched>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The game as its pages show it now, and a receiver that sees each
    /// change from now on.
    pub async fn watch(&self, game: i64) -> Result<watch::Receiver<Arc<PageState>>, ServiceError> {
        if let Some(w) = self.games().get(&game) {
            return Ok(w.tx.subscribe());
        }
        let made = Arc::new(self.make(game).await?);
        let mut games = self.games();
        let w = games.entry(game).or_insert_with(|| Watched {
            tx: watch::channel(made.clone()).0,
            reading: Arc::default(),
        });
        w.tx.send_if_modified(|now| replace_if_newer(now, &made));
        Ok(w.tx.subscribe())
    }

    /// The game as its pages show it now, if any page watches it.
    fn peek(&self, game: i64) -> Option<Arc<PageState>> {
        self.games().get(&game).map(|w| w.tx.borrow().clone())
    }

    /// The game as shown now: as its pages show it, or read now where no
    /// page watches it (and not kept: nobody would be told of its changes).
    pub async fn current(&self, game: i64) -> Result<Arc<PageState>, ServiceError> {
        match self.peek(game) {
            Some(shown) => Ok(shown),
            None => Ok(Arc::new(self.make(game).await?)),
        }
    }

    /// Reads the game again and hands it to its pages if its stored
    /// revision moved on from the one they show.
    pub async fn refresh(&self, game: i64) -> Result<(), ServiceError> {
        let Some(reading) = self.games().get(&game).map(|w| w.reading.clone()) else {
            return Ok(());
        };
        let _turn = reading.lock().await;
        let shown = self.peek(game).map(|s| s.revision);
        let revision = self.service.revision(game).await?;
        if shown == Some(revision) {
            return Ok(());
        }
        let made = Arc::new(self.make_at(game, revision).await?);
        if let Some(w) = self.games().get(&game) {
            w.tx.send_if_modified(|now| replace_if_newer(now, &made));
        }
        Ok(())
    }

    /// The game read now.
    async fn make(&self, game: i64) -> Result<PageState, ServiceError> {
        let revision = self.service.revision(game).await?;
        self.make_at(game, revision).await
    }

    /// The game read now, marked with `revision`, read before it: a change
    /// landing between the two reads is read again.
    async fn make_at(&self, game: i64, revision: i64) -> Result<PageState, ServiceError> {
        let view = self.service.view(game).await?;
        let history = match self
            .service
            .history(game, HISTORY_LINES, view.options.lang)
            .await
        {
            Ok((lines, _)) => lines,
            Err(ServiceError::NotStarted) => Vec::new(),
            Err(e) => return Err(e),
        };
        Ok(page_state(&self.renderer, &view, revision, &history))
    }

    /// Keeps pages up to date, for ever: a change the service's feed
    /// announces is read at once (unless its pages show it already);
    /// every [`LOOK_EVERY`], games whose stored revision moved on are
    /// read, and games no page watches any more are let go.
    pub async fn run(self) {
        let mut feed = self.service.changes();
        let mut every = tokio::time::interval(LOOK_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                heard = feed.next() => match heard {
                    Some(Heard::Change(c)) => {
                        if let Some(game) = c.game().filter(|&g| self.shows_before(g, c.revision)) {
                            self.refresh_logged(game).await;
                        }
                    }
                    Some(Heard::Missed) => self.look().await,
                    None => return,
                },
                _ = every.tick() => self.look().await,
            }
        }
    }

    /// Whether pages are open on `game` and show it before `revision`.
    fn shows_before(&self, game: i64, revision: i64) -> bool {
        self.peek(game).is_some_and(|s| s.revision < revision)
    }

    async fn refresh_logged(&self, game: i64) {
        if let Err(e) = self.refresh(game).await {
            tracing::warn!(game, error = %e, "a watched game could not be read");
        }
    }

    /// Lets unwatched games go, and reads those whose revision moved on.
    async fn look(&self) {
        let shown: Vec<(i64, i64)> = {
            let mut games = self.games();
            games.retain(|_, w| w.tx.receiver_count() > 0);
            games
                .iter()
                .map(|(id, w)| (*id, w.tx.borrow().revision))
                .collect()
        };
        if shown.is_empty() {
            return;
        }
        let ids: Vec<i64> = shown.iter().map(|(id, _)| *id).collect();
        let stored = match self.service.revisions(&ids).await {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!(error = %e, "watched games' revisions could not be read");
                return;
            }
        };
        for (id, revision) in stored {
            if shown.iter().any(|&(g, r)| g == id && r != revision) {
                self.refresh_logged(id).await;
            }
        }
    }

    /// How many games pages are open on.
    pub fn watched(&self) -> usize {
        self.games().len()
    }
}

/// Puts `made` in place of `now` if it is a later reading; whether it did.
fn replace_if_newer(now: &mut Arc<PageState>, made: &Arc<PageState>) -> bool {
    let newer =
        made.revision > now.revision || (made.revision == now.revision && made.json != now.json);
    if newer {
        *now = made.clone();
    }
    newer
}
