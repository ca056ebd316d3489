//! A game's record: its export, and the replay drawn from it.

use super::views::{ReplaySource, turn_key};
use crate::engine::{Record, StandIn};
use crate::game::error::ServiceError;
use crate::store::model::Status;

use super::Service;

impl Service {
    // ----- replays -----

    /// The replay stored for `id` as its record stands (the key of its
    /// turn), if one was drawn (a lobby has none to draw).
    pub async fn replay_source(&self, id: i64) -> Result<ReplaySource, ServiceError> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        if row.status == Status::Lobby {
            return Err(ServiceError::NotStarted);
        }
        let key = turn_key(row.moves, row.undos);
        Ok(ReplaySource {
            turn_key: key,
            gif: self.store.replay(id, key, self.now()).await?,
        })
    }

    /// Keeps a drawn replay, so that asking again costs nothing, in a
    /// cache of [`Service::with_replay_cache`]'s size: the least recently
    /// used replays are dropped (and drawn again when asked for). `key` is
    /// the key of the turn the record it was drawn from leads to.
    pub async fn keep_replay(&self, id: i64, key: i64, gif: &[u8]) -> Result<(), ServiceError> {
        let dropped = self
            .store
            .put_replay(id, key, gif, self.now(), self.replay_cache)
            .await?;
        if dropped > 0 {
            tracing::debug!(dropped, "replays dropped from the cache");
        }
        Ok(())
    }

    /// The game's record so far (`carcassonne-record/1`, with the
    /// extensions for time-outs and resignations).
    pub async fn export(&self, id: i64) -> Result<String, ServiceError> {
        Ok(self.export_at(id).await?.1)
    }

    /// The game record, with the key of the turn it leads to (its moves
    /// and undos: what a replay drawn from it is kept under).
    pub async fn export_at(&self, id: i64) -> Result<(i64, String), ServiceError> {
        let (key, record) = self.record_at(id).await?;
        Ok((key, record.to_json()))
    }

    /// The game record itself, with the key of the turn it leads to (see
    /// [`Service::export_at`]).
    pub async fn record_at(&self, id: i64) -> Result<(i64, Record), ServiceError> {
        let l = self.load(id).await?;
        match &l.game {
            Some(g) => {
                let mut record = Record::from_game(g);
                record.undone = self.undone_log(id, g.tile_set()).await?;
                let mut stand_ins: Vec<StandIn> = l
                    .seats
                    .iter()
                    .filter_map(|s| {
                        Some(StandIn {
                            seat: u8::try_from(s.seat?).ok()?,
                            from: usize::try_from(s.stood_in_at?).ok()?,
                            level: s.computer.clone()?,
                        })
                    })
                    .collect();
                stand_ins.sort_by_key(|s| (s.from, s.seat));
                record.stand_ins = stand_ins;
                Ok((turn_key(l.row.moves, l.row.undos), record))
            }
            None => Err(ServiceError::NotStarted),
        }
    }
}
