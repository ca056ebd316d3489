//! Retention: pruning what only the bot's own work needed, on the
//! service's clock.

use crate::game::error::ServiceError;
use crate::store::Pruned;

use super::Service;

impl Service {
    /// Prunes what only the bot's own work needed, once older than
    /// `keep_for`: ended effects, lapsed claims, and the undo votes of
    /// ended games (see [`Store::prune`](crate::store::Store::prune)).
    pub async fn prune(&self, keep_for: std::time::Duration) -> Result<Pruned, ServiceError> {
        Ok(self.store.prune(keep_for, self.now()).await?)
    }
}
