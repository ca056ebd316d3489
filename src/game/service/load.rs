//! Loading a game: its row and seats, its move log replayed, kept for the
//! next click.

use crate::engine::Game;
use crate::game::error::ServiceError;
use crate::store::model::Status;

use super::{Loaded, Service, apply_logged, parse_logged};

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
