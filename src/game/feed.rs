//! The change feed: every stored change to a game or a tournament (a
//! move, an effect, a seat, a timer's firing, a pause, a tournament's
//! step) is announced once, as it commits, with the revision it made, in
//! this process and, on PostgreSQL, in every other. Front ends subscribe
//! and show what changed: Discord's delivery, the timer runner and the
//! board's pages each follow a feed of their own, and none is told of a
//! change by hand. A subscriber that falls behind is told it missed
//! changes, and looks at everything it watches again; the sweeps after a
//! restart stay as the safety net.

use tokio::sync::broadcast::error::{RecvError, TryRecvError};

use super::{Service, ServiceError};
pub use crate::store::{CHANGES_KEPT, Change, Changed};

/// One subscriber's changes, in the order they committed.
pub struct Feed(tokio::sync::broadcast::Receiver<Change>);

/// What a subscriber hears next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    Change(Change),
    /// More than [`CHANGES_KEPT`] changes went by unheard: whatever the
    /// subscriber watches may have changed.
    Missed,
}

impl Feed {
    /// The next change; `None` once the service is gone.
    pub async fn next(&mut self) -> Option<Heard> {
        match self.0.recv().await {
            Ok(change) => Some(Heard::Change(change)),
            Err(RecvError::Lagged(_)) => Some(Heard::Missed),
            Err(RecvError::Closed) => None,
        }
    }

    /// The changes already waiting, without waiting for more.
    pub fn waiting(&mut self) -> Vec<Heard> {
        let mut out = Vec::new();
        loop {
            match self.0.try_recv() {
                Ok(change) => out.push(Heard::Change(change)),
                Err(TryRecvError::Lagged(_)) => out.push(Heard::Missed),
                Err(TryRecvError::Empty | TryRecvError::Closed) => return out,
            }
        }
    }
}

impl Service {
    /// A feed of every change from now on (see the module's comment).
    pub fn changes(&self) -> Feed {
        Feed(self.store().changes())
    }

    /// Each of `games`' revisions as stored now (a game that does not
    /// exist is left out): what a listener that may have missed a change
    /// compares with what it last heard.
    pub async fn revisions(&self, games: &[i64]) -> Result<Vec<(i64, i64)>, ServiceError> {
        Ok(self.store().revisions(games).await?)
    }

    /// A game's revision as stored now.
    pub async fn revision(&self, game: i64) -> Result<i64, ServiceError> {
        let stored = self.revisions(&[game]).await?;
        stored
            .first()
            .map(|(_, r)| *r)
            .ok_or(ServiceError::UnknownGame)
    }
}
