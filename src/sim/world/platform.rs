//! What Discord and the operator do around the bot in the simulated
//! world: the application's emojis deleted by someone, uploads refused
//! for a while and looked at again (as `Data::sync_icons` does), and a
//! deploy that splits the shards over the two processes or joins them.

use crate::sim::model::EMOJIS;
use crate::store::Backend;

use super::World;

impl World {
    /// A deploy with the shards split (process `n` runs shard `n` of two,
    /// so each looks after one server) or not: each process stops
    /// gracefully, giving up its claims, and starts with its shards.
    pub(super) async fn deploy(&mut self, split: bool) {
        if self.split == split {
            return;
        }
        self.split = split;
        for p in 0..self.procs.len() {
            self.on(p, |s| async move { s.release_claims().await })
                .await;
        }
        // On SQLite the two are one process, started again at once.
        let again = if self.backend == Backend::Sqlite {
            1
        } else {
            2
        };
        for p in 0..again {
            if let Err(e) = self.restart(p).await {
                self.broken = Some(format!("restart failed: {e}"));
            }
        }
    }

    /// A step of the emojis (see [`crate::sim::steps::Step::Emoji`]).
    pub(super) fn emojis(&mut self, act: u8, process: u8, pick: u8) {
        match act % 3 {
            0 => {
                let e = EMOJIS[usize::from(pick) % EMOJIS.len()];
                self.model().emojis.remove(e);
            }
            1 => self.model().uploads_limited = true,
            _ => self.sync_emojis(usize::from(process) % 2),
        }
    }

    /// Process `p` looks at the application's emojis, as it does at its
    /// start and after a refusal: the owner (process 0, as shard 0's)
    /// uploads the missing ones unless Discord refuses uploads for now;
    /// the other looks again until the owner has them all.
    pub(super) fn sync_emojis(&mut self, p: usize) {
        let mut m = self.model();
        if p == 0 {
            if m.uploads_limited {
                m.uploads_limited = false;
            } else {
                m.emojis.extend(EMOJIS.iter().map(|e| e.to_string()));
            }
        }
        m.icons[p] = m.emojis.clone();
        m.resync[p] = m.emojis.len() < EMOJIS.len();
    }
}
