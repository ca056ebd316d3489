//! Loading a game: its row and seats, its move log replayed, kept for the
//! next click; and the view a click's action made, handed over to
//! delivery so that the game is not loaded again to show it.

use super::views::View;
use super::{Loaded, Service, apply_logged, parse_logged};
use crate::engine::Game;
use crate::game::error::ServiceError;
use crate::store::model::Status;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

impl Service {
    pub(super) async fn load(&self, id: i64) -> Result<Loaded, ServiceError> {
        self.load_upto(id, None).await
    }

    /// Loads a game, replaying only its first `upto` moves if given (and
    /// then without a confirmed placement of a later turn). A game this
    /// process has seen starts from its kept state: only the moves stored
    /// since are read and replayed.
    pub(super) async fn load_upto(
        &self,
        id: i64,
        upto: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        let kept = self
            .games
            .get(id)
            .filter(|k| upto.is_none_or(|n| k.moves <= n));
        self.handoff.loaded();
        let stored = self
            .store
            .load_game(id, kept.as_ref().map(|k| k.moves))
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        let (row, seats) = (stored.row, stored.seats);
        let corrupt = |why: String| {
            tracing::error!(game = id, %why, "stored game cannot be rebuilt");
            ServiceError::Corrupt(id)
        };
        let options = row.options;
        let started = row.status != Status::Lobby && seats.iter().all(|s| s.seat.is_some());
        if !started {
            return Ok(Loaded {
                row,
                seats,
                options,
                game: None,
                pending: None,
                exact: true,
            });
        }
        let kept = kept.filter(|k| {
            stored.after == k.moves
                && stored.after > 0
                && k.undos == row.undos
                && k.seed == row.seed
                && k.game.players() == seats.len()
        });
        let mut game = match &kept {
            Some(k) => (*k.game).clone(),
            None if stored.after > 0 => {
                // Not the game that was kept: read it whole.
                self.games.forget(id);
                return Box::pin(self.load_upto(id, upto)).await;
            }
            None => Game::with_expansions(
                seats.len(),
                options.rules,
                options.expansions,
                row.seed as u64,
            )
            .map_err(|e| corrupt(e.to_string()))?,
        };
        let cut = upto.is_some_and(|n| n < row.moves);
        let mut replayed = stored.after;
        for (move_no, body) in stored.moves {
            if upto.is_some_and(|n| move_no > n) {
                break;
            }
            if move_no != replayed + 1 {
                return Err(corrupt(format!("move {move_no} follows move {replayed}")));
            }
            let turn =
                parse_logged(&body, move_no, seats.len(), game.tile_set()).map_err(corrupt)?;
            apply_logged(&mut game, &turn).map_err(|e| corrupt(format!("move {move_no}: {e}")))?;
            replayed = move_no;
        }
        if replayed > stored.after && !cut {
            self.games.keep(&row, replayed, &game);
        }
        let pending = match row.pending {
            Some(_) if cut => None,
            Some(placement) => {
                game.place_tile(placement)
                    .map_err(|e| corrupt(format!("pending placement: {e}")))?;
                Some(placement)
            }
            None => None,
        };
        Ok(Loaded {
            row,
            seats,
            options,
            game: Some(game),
            pending,
            exact: true,
        })
    }
}

// A click's game is loaded once. The action that loaded and changed it
// hands the view it made over to delivery, named by the revision its write
// took the game to; an effect read while the game is still at that
// revision is shown with that view instead of the game being loaded (and
// replayed) again. Any other write since, in any process, moves the
// revision on, and delivery then loads the game as it stands.

/// A view handed over: the revision and the number of moves it shows.
struct Handed {
    revision: i64,
    moves: i64,
    view: View,
}

/// Views handed over, by game.
pub(super) struct Handoff {
    views: Mutex<HashMap<i64, Handed>>,
    capacity: usize,
    /// Games read from storage so far (each read of a row, its seats and
    /// its new moves counts once).
    loads: AtomicU64,
}

impl Handoff {
    pub(super) fn new(capacity: usize) -> Handoff {
        Handoff {
            views: Mutex::default(),
            capacity,
            loads: AtomicU64::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<i64, Handed>> {
        self.views.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps `view` as its game at `revision`, after `moves` moves, in
    /// place of an older one (a view of a later revision already kept
    /// stays).
    fn put(&self, revision: i64, moves: i64, view: &View) {
        let mut views = self.lock();
        if let Some(kept) = views.get(&view.game_id)
            && kept.revision > revision
        {
            return;
        }
        if views.len() >= self.capacity && !views.contains_key(&view.game_id) {
            // Full: the views are only a shortcut, and every one can be
            // made again from storage.
            views.clear();
        }
        let view = View {
            news: Vec::new(),
            ..view.clone()
        };
        let handed = Handed {
            revision,
            moves,
            view,
        };
        views.insert(handed.view.game_id, handed);
    }

    /// The view of `game` at `revision`, if it was handed over (and shows
    /// `moves` moves, if given).
    fn get(&self, game: i64, revision: i64, moves: Option<i64>) -> Option<View> {
        let views = self.lock();
        let h = views.get(&game)?;
        (h.revision == revision && moves.is_none_or(|m| m == h.moves)).then(|| h.view.clone())
    }

    pub(super) fn loaded(&self) {
        self.loads.fetch_add(1, Ordering::Relaxed);
    }
}

impl Service {
    /// How many times this service has read a game from storage: a click
    /// that changes a game reads it once, and delivering what the click
    /// stored reads it no more (see [`Service::view_at`]).
    pub fn games_loaded(&self) -> u64 {
        self.handoff.loads.load(Ordering::Relaxed)
    }

    /// The game as it stands, for an effect read while the game was at
    /// `revision`: the view the action that wrote that revision made, if
    /// this process made it, else the game loaded.
    pub async fn view_at(&self, id: i64, revision: i64) -> Result<View, ServiceError> {
        match self.handoff.get(id, revision, None) {
            Some(view) => Ok(view),
            None => self.view(id).await,
        }
    }

    /// The game as it stood after its first `moves` stored moves (for the
    /// picture of a move shown later than it was played), for an effect
    /// read while the game was at `revision`: the view the action that
    /// wrote that revision made, if it shows those moves, else loaded.
    pub async fn view_after_at(
        &self,
        id: i64,
        moves: i64,
        revision: i64,
    ) -> Result<View, ServiceError> {
        match self.handoff.get(id, revision, Some(moves)) {
            Some(view) => Ok(view),
            None => self.view_after(id, moves).await,
        }
    }

    /// Notes that a write took `l`'s game to `revision`, and `l` was
    /// brought up to date in memory. `l` is the game at that revision only
    /// if no other write came between its read and this one.
    pub(super) fn wrote(l: &mut Loaded, revision: i64) {
        l.exact = l.exact && l.row.revision.checked_add(1) == Some(revision);
        l.row.revision = revision;
    }

    /// The view of `l` with `news`, handed over to delivery if `l` is the
    /// game as stored (see [`Service::wrote`]).
    pub(super) fn view_handed(&self, l: &Loaded, news: Vec<String>) -> View {
        let view = self.make_view(l, news, None);
        if l.exact {
            self.handoff.put(l.row.revision, l.row.moves, &view);
        }
        view
    }
}

#[cfg(test)]
mod handoff_tests {
    use super::*;
    use crate::game::service::views::{GameOptions, ViewState};

    fn view(game: i64, news: &str) -> View {
        View {
            game_id: game,
            guild_id: 1,
            channel_id: 2,
            host_id: 3,
            options: GameOptions::default(),
            seats: Vec::new(),
            state: ViewState::Cancelled,
            news: vec![news.to_string()],
            game: None,
            rating_changes: Vec::new(),
            lobby_closes_at: None,
            watch_generation: 0,
        }
    }

    #[test]
    fn a_view_is_given_only_for_its_own_revision_and_without_its_news() {
        let h = Handoff::new(4);
        h.put(5, 7, &view(1, "Ann placed a tile"));
        assert!(h.get(1, 4, None).is_none());
        assert!(h.get(1, 6, None).is_none());
        assert!(h.get(2, 5, None).is_none());
        let got = h.get(1, 5, Some(7)).expect("the view at revision 5");
        assert!(got.news.is_empty());
        assert!(h.get(1, 5, Some(6)).is_none());
        // An older revision never replaces a newer one.
        h.put(3, 7, &view(1, "older"));
        assert!(h.get(1, 5, None).is_some());
        assert!(h.get(1, 3, None).is_none());
    }

    #[test]
    fn a_full_handoff_starts_again_rather_than_grow() {
        let h = Handoff::new(2);
        h.put(1, 7, &view(1, ""));
        h.put(1, 7, &view(2, ""));
        h.put(1, 7, &view(3, ""));
        assert!(h.get(1, 1, None).is_none());
        assert!(h.get(3, 1, None).is_some());
    }
}
