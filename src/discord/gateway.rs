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

/// Discord's gateway closes that no reconnect mends (`topics/opcodes-and-status-codes.mdx`,
/// "Gateway Close Event Codes": 4004, 4010 to 4014 are not to be
/// reconnected after). serenity returns 4004, 4013 and 4014 from the
/// client, but starts a shard closed with 4010 (invalid shard) or 4011
/// (sharding required) again every few seconds, each time spending one
/// of Discord's 1,000 identifies a day (past them Discord resets the
/// token). Its log line for such a close is watched for here: the bot
/// then stops with one line saying why.
pub mod fatal {
    use std::sync::{LazyLock, Mutex};

    use tracing::field::{Field, Visit};
    use tracing_subscriber::layer::{Context, Layer};

    static REASON: Mutex<Option<String>> = Mutex::new(None);
    static CLOSED: LazyLock<tokio::sync::Notify> = LazyLock::new(tokio::sync::Notify::new);

    /// Why the gateway was closed for good, once it was.
    pub fn reason() -> Option<String> {
        REASON.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// How long the bot may take to stop after such a close before the
    /// process ends regardless: serenity's runner of a closed shard reads
    /// its finished socket in a loop that never yields, and can hold up
    /// the worker that would run the stop.
    const STOP_AT_MOST: std::time::Duration = std::time::Duration::from_secs(10);

    /// Notes a close that no reconnect mends (the first one counts).
    pub fn closed(why: &str) {
        let mut reason = REASON.lock().unwrap_or_else(|e| e.into_inner());
        if reason.is_none() {
            *reason = Some(why.to_string());
            let why = why.to_string();
            // Moves are stored in transactions: ending the process loses
            // nothing, and undelivered messages wait for the next start.
            std::thread::spawn(move || {
                std::thread::sleep(STOP_AT_MOST);
                eprintln!("carcassonne-bot: {why}");
                std::process::exit(i32::from(super::super::EXIT_REFUSED));
            });
        }
        CLOSED.notify_waiters();
    }

    /// Waits until the gateway is closed for good.
    pub async fn wait() {
        loop {
            let notified = CLOSED.notified();
            if reason().is_some() {
                return;
            }
            notified.await;
        }
    }

    /// What a close in serenity's words means, if it is one of those.
    pub fn meaning(logged: &str) -> Option<&'static str> {
        if logged.contains("OverloadedShard") || logged.contains("too many guilds") {
            Some(
                "Discord closed the gateway with 4011, sharding required: the bot is in too \
                 many servers for one shard; set SHARD_COUNT (see \"Running at scale\" in docs/hosting.md)",
            )
        } else if logged.contains("InvalidShardData") || logged.contains("invalid shard data") {
            Some(
                "Discord closed the gateway with 4010, invalid shard: check SHARD_COUNT and \
                 SHARDS (every shard from 0 to SHARD_COUNT - 1, each in one process)",
            )
        } else {
            None
        }
    }

    /// The tracing layer that watches serenity's gateway for such closes.
    pub struct Watch;

    struct Message(String);

    impl Visit for Message {
        fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
            if field.name() == "message" {
                self.0 = format!("{value:?}");
            }
        }
    }

    impl<S: tracing::Subscriber> Layer<S> for Watch {
        fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
            if !event.metadata().target().starts_with("serenity::gateway") {
                return;
            }
            let mut m = Message(String::new());
            event.record(&mut m);
            if let Some(why) = meaning(&m.0) {
                closed(why);
            }
        }
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn serenitys_words_for_the_closes_are_known() {
            assert!(
                super::meaning("Shard handler received err: Gateway(OverloadedShard)").is_some()
            );
            assert!(super::meaning("[ShardInfo] Sent invalid shard data.").is_some());
            assert!(super::meaning("Shard handler received err: Gateway(Closed(None))").is_none());
        }
    }
}

/// How long serenity itself waits from one shard's connect to the next
/// of the same process (`ShardQueuer`'s `WAIT_BETWEEN_BOOTS_IN_SECONDS`).
pub const SERENITY_BOOT_GAP: std::time::Duration = std::time::Duration::from_secs(5);

/// Lets this process's `shards` connect to the gateway one at a time,
/// `spacing` apart, by the lock every serenity shard takes on the gateway's
/// address before it connects (`Shard::new`, `Shard::initialize`): `held`
/// is that lock, taken before the shards were started. serenity's own
/// 5 s is counted from a connect, and the identify follows Discord's hello
/// later, by however long that took: the margin in `spacing` covers it.
/// tokio's lock is fair, so the shard waiting for it is let in before the
/// gate is shut again; a shard that has not connected within `spacing`
/// (its connect failed, and serenity tries it again later) loses its
/// turn. Reconnects of shards already let in wait at the gate too.
pub async fn let_in(
    gate: Arc<tokio::sync::Mutex<String>>,
    held: tokio::sync::OwnedMutexGuard<String>,
    manager: Arc<serenity::ShardManager>,
    shards: Shards,
    spacing: std::time::Duration,
) {
    let mut held = Some(held);
    for id in shards.first()..=shards.last() {
        let opened = tokio::time::Instant::now();
        drop(held.take());
        let deadline = opened + spacing;
        while tokio::time::Instant::now() < deadline
            && !manager
                .runners
                .lock()
                .await
                .contains_key(&serenity::ShardId(id))
        {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        if id == shards.last() {
            return;
        }
        held = Some(gate.clone().lock_owned().await);
        tokio::time::sleep_until(deadline).await;
    }
}
