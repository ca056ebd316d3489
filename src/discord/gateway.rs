//! The gateway as the operators' listener sees it: each shard this
//! process runs, connected or not, with its heartbeat's round trip.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::game::Shards;
use crate::metrics::ShardState;

pub struct Gateway {
    pub manager: Arc<serenity::ShardManager>,
    pub shards: Shards,
}

impl crate::ops::Gateway for Gateway {
    fn shards(&self) -> Pin<Box<dyn Future<Output = Vec<ShardState>> + Send + '_>> {
        Box::pin(async move {
            let runners = self.manager.runners.lock().await;
            (self.shards.first()..=self.shards.last())
                .map(|id| match runners.get(&serenity::ShardId(id)) {
                    Some(r) => ShardState {
                        id,
                        connected: r.stage == serenity::ConnectionStage::Connected,
                        latency: r.latency,
                    },
                    // Not started yet, or given up on.
                    None => ShardState {
                        id,
                        connected: false,
                        latency: None,
                    },
                })
                .collect()
        })
    }
}
