//! How often one person may ask for something costly.

use std::sync::Arc;
use std::time::Duration;

/// A per-person cooldown (who asked when), pruned as it is used.
#[derive(Clone)]
pub struct Cooldown {
    every: Duration,
    last: Arc<std::sync::Mutex<std::collections::HashMap<u64, std::time::Instant>>>,
}

impl Cooldown {
    pub fn new(every: Duration) -> Cooldown {
        Cooldown {
            every,
            last: Arc::default(),
        }
    }

    /// How long `user` must still wait, if at all.
    pub fn wait(&self, user: u64) -> Option<Duration> {
        let last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        let since = last.get(&user)?.elapsed();
        (since < self.every).then(|| self.every - since)
    }

    /// Notes that `user` was served now.
    pub fn asked(&self, user: u64) {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        let every = self.every;
        last.retain(|_, at| at.elapsed() < every);
        last.insert(user, std::time::Instant::now());
    }
}
