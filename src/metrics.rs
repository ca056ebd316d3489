//! What the bot counts and times for its operators, in Prometheus's text
//! format (served on `/metrics` by the operators' listener).
//!
//! Counters and histograms live in one registry for the whole process and
//! are moved where the work is done: clicks and commands, deliveries,
//! pictures, database queries. What is a state rather than an event (games
//! by state, deliveries pending, timers due, the gateway, memory) is read
//! when Prometheus asks, and handed in as a [`Sample`].
//!
//! Nothing here knows of Discord, the game or the database: it is a bottom
//! room, beside `names`.

use std::sync::{LazyLock, Mutex};
use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

/// The content type of [`render`]'s text.
pub const CONTENT_TYPE: &str = prometheus_client::encoding::prometheus_text::CONTENT_TYPE;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Kind {
    kind: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Outcome {
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct State {
    state: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Shard {
    shard: u32,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Drawing {
    picture: &'static str,
    stage: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Query {
    query: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Status {
    status: u16,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// Every metric, registered once.
struct Metrics {
    registry: Registry,
    interactions: Family<Kind, Counter>,
    first_answer: Histograms<Kind>,
    deliveries: Family<Outcome, Counter>,
    pending: Gauge,
    oldest_pending: Gauge<f64, std::sync::atomic::AtomicU64>,
    games: Family<State, Gauge>,
    timers_due: Gauge,
    timers_late: Gauge<f64, std::sync::atomic::AtomicU64>,
    shard_connected: Family<Shard, Gauge>,
    gateway_latency: Family<Shard, Gauge<f64, std::sync::atomic::AtomicU64>>,
    pictures: Histograms<Drawing>,
    queries: Histograms<Query>,
    memory: Gauge,
    invalid_requests: Family<Status, Counter>,
    invalid_window: Gauge,
    rate_limit_waits: Counter,
    /// One scrape at a time: a sample is set and read out whole.
    scrape: Mutex<()>,
}

fn seconds_quick() -> Histogram {
    // 0.5 ms to about 16 s.
    Histogram::new(exponential_buckets(0.0005, 2.0, 16))
}

fn seconds_answer() -> Histogram {
    // 5 ms to about 20 s: Discord gives three seconds for the first answer.
    Histogram::new([
        0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 2.5, 3.0, 5.0, 10.0, 20.0,
    ])
}

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("carcassonne");
    let interactions = Family::<Kind, Counter>::default();
    registry.register(
        "interactions",
        "Interactions received (slash commands, buttons, menus, autocompletes), by kind",
        interactions.clone(),
    );
    let first_answer = Histograms::<Kind>::new_with_constructor(seconds_answer as fn() -> _);
    registry.register(
        "interaction_first_answer_seconds",
        "From an interaction's arrival to its first answer to Discord (Discord allows 3 s)",
        first_answer.clone(),
    );
    let deliveries = Family::<Outcome, Counter>::default();
    registry.register(
        "deliveries",
        "Messages of the outbox handled, by outcome (delivered, retried, skipped, given up)",
        deliveries.clone(),
    );
    let pending = Gauge::default();
    registry.register(
        "deliveries_pending",
        "Messages of the outbox not delivered yet",
        pending.clone(),
    );
    let oldest_pending = Gauge::<f64, std::sync::atomic::AtomicU64>::default();
    registry.register(
        "deliveries_pending_oldest_seconds",
        "Age of the oldest message not delivered yet (0 when none)",
        oldest_pending.clone(),
    );
    let games = Family::<State, Gauge>::default();
    registry.register(
        "games",
        "Games of this process's servers, by state",
        games.clone(),
    );
    let timers_due = Gauge::default();
    registry.register(
        "timers_due",
        "Reminders, time-outs and lobby deadlines due now",
        timers_due.clone(),
    );
    let timers_late = Gauge::<f64, std::sync::atomic::AtomicU64>::default();
    registry.register(
        "timers_late_seconds",
        "How long past its time the most overdue timer is (0 when none)",
        timers_late.clone(),
    );
    let shard_connected = Family::<Shard, Gauge>::default();
    registry.register(
        "gateway_connected",
        "1 while the shard's gateway connection is up, else 0",
        shard_connected.clone(),
    );
    let gateway_latency = Family::<Shard, Gauge<f64, std::sync::atomic::AtomicU64>>::default();
    registry.register(
        "gateway_latency_seconds",
        "The shard's last heartbeat round trip",
        gateway_latency.clone(),
    );
    let pictures = Histograms::<Drawing>::new_with_constructor(seconds_quick as fn() -> _);
    registry.register(
        "picture_seconds",
        "Time to draw a picture and to encode it, by picture and stage",
        pictures.clone(),
    );
    let queries = Histograms::<Query>::new_with_constructor(seconds_quick as fn() -> _);
    registry.register(
        "db_query_seconds",
        "Database time, by kind of query or transaction",
        queries.clone(),
    );
    let memory = Gauge::default();
    registry.register(
        "process_resident_memory_bytes",
        "The process's resident memory",
        memory.clone(),
    );
    let invalid_requests = Family::<Status, Counter>::default();
    registry.register(
        "discord_invalid_requests",
        "Requests Discord answered 401, 403 or 429 (Discord bans an address past 10,000 in 10 minutes), by status",
        invalid_requests.clone(),
    );
    let invalid_window = Gauge::default();
    registry.register(
        "discord_invalid_requests_last_10m",
        "Invalid requests (401, 403, 429) in the last 10 minutes, Discord's window",
        invalid_window.clone(),
    );
    let rate_limit_waits = Counter::default();
    registry.register(
        "discord_rate_limit_waits",
        "Requests held back to stay within Discord's rate limits",
        rate_limit_waits.clone(),
    );
    Metrics {
        registry,
        invalid_requests,
        invalid_window,
        rate_limit_waits,
        interactions,
        first_answer,
        deliveries,
        pending,
        oldest_pending,
        games,
        timers_due,
        timers_late,
        shard_connected,
        gateway_latency,
        pictures,
        queries,
        memory,
        scrape: Mutex::new(()),
    }
});

/// What an interaction was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interaction {
    Command,
    Button,
    Menu,
    Autocomplete,
}

impl Interaction {
    fn label(self) -> &'static str {
        match self {
            Interaction::Command => "command",
            Interaction::Button => "button",
            Interaction::Menu => "menu",
            Interaction::Autocomplete => "autocomplete",
        }
    }
}

/// An interaction arrived.
pub fn interaction(kind: Interaction) {
    METRICS
        .interactions
        .get_or_create(&Kind { kind: kind.label() })
        .inc();
}

/// An interaction got its first answer `took` after it arrived.
pub fn first_answer(kind: Interaction, took: Duration) {
    METRICS
        .first_answer
        .get_or_create(&Kind { kind: kind.label() })
        .observe(took.as_secs_f64());
}

/// What became of one message of the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    Delivered,
    /// Failed for now; tried again later.
    Retried,
    /// Not needed any more (e.g. a newer turn message replaced it).
    Skipped,
    /// Failed for good.
    GivenUp,
}

/// A message of the outbox was handled.
pub fn delivery(outcome: Delivery) {
    let outcome = match outcome {
        Delivery::Delivered => "delivered",
        Delivery::Retried => "retried",
        Delivery::Skipped => "skipped",
        Delivery::GivenUp => "given_up",
    };
    METRICS.deliveries.get_or_create(&Outcome { outcome }).inc();
}

/// A picture (`"board"`, `"turn"`, `"replay"`…) took `took` at `stage`
/// (`"draw"` or `"encode"`).
pub fn picture(picture: &'static str, stage: &'static str, took: Duration) {
    METRICS
        .pictures
        .get_or_create(&Drawing { picture, stage })
        .observe(took.as_secs_f64());
}

/// A query or transaction of kind `query` took `took`.
pub fn query(query: &'static str, took: Duration) {
    METRICS
        .queries
        .get_or_create(&Query { query })
        .observe(took.as_secs_f64());
}

/// Times `work` as a database query of kind `query`.
pub async fn timed<T>(query: &'static str, work: impl std::future::Future<Output = T>) -> T {
    let start = std::time::Instant::now();
    let out = work.await;
    self::query(query, start.elapsed());
    out
}

/// Discord answered a request `status` (401, 403 or 429); `window` such
/// answers in the last 10 minutes.
pub fn invalid_request(status: u16, window: usize) {
    METRICS
        .invalid_requests
        .get_or_create(&Status { status })
        .inc();
    METRICS.invalid_window.set(window as i64);
}

/// The invalid requests of the last 10 minutes, as they stand now.
pub fn invalid_window(window: usize) {
    METRICS.invalid_window.set(window as i64);
}

/// A request was held back to stay within Discord's rate limits.
pub fn rate_limit_wait() {
    METRICS.rate_limit_waits.inc();
}

/// A shard's gateway, as this process sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ShardState {
    pub id: u32,
    pub connected: bool,
    /// The last heartbeat's round trip, once there is one.
    pub latency: Option<Duration>,
}

/// What the database says when Prometheus asks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Games {
    /// Games by state (`lobby`, `playing`, `paused`).
    pub games: Vec<(&'static str, i64)>,
    pub pending: i64,
    pub oldest_pending: Option<Duration>,
    pub timers_due: i64,
    pub timers_late: Option<Duration>,
}

/// What is read when Prometheus asks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sample {
    /// `None` when the database did not answer: the last figures stay.
    pub games: Option<Games>,
    pub shards: Vec<ShardState>,
}

/// The text Prometheus reads: every counter and histogram, and `sample`.
pub fn render(sample: &Sample) -> String {
    let m = &*METRICS;
    let _one = m.scrape.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(g) = &sample.games {
        for (state, n) in &g.games {
            m.games.get_or_create(&State { state }).set(*n);
        }
        m.pending.set(g.pending);
        m.oldest_pending
            .set(g.oldest_pending.map_or(0.0, |d| d.as_secs_f64()));
        m.timers_due.set(g.timers_due);
        m.timers_late
            .set(g.timers_late.map_or(0.0, |d| d.as_secs_f64()));
    }
    m.shard_connected.clear();
    m.gateway_latency.clear();
    for s in &sample.shards {
        m.shard_connected
            .get_or_create(&Shard { shard: s.id })
            .set(i64::from(s.connected));
        if let Some(l) = s.latency {
            m.gateway_latency
                .get_or_create(&Shard { shard: s.id })
                .set(l.as_secs_f64());
        }
    }
    m.memory
        .set(resident_memory().map_or(0, |b| i64::try_from(b).unwrap_or(i64::MAX)));
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = prometheus_client::encoding::prometheus_text::encode(&mut out, &m.registry);
    out
}

/// The process's resident memory in bytes, where the system says it.
pub fn resident_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line
        .trim_start_matches("VmRSS:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_names_every_metric_with_its_help_and_type() {
        interaction(Interaction::Button);
        first_answer(Interaction::Button, Duration::from_millis(40));
        delivery(Delivery::Delivered);
        picture("board", "draw", Duration::from_millis(12));
        query("load_game", Duration::from_micros(300));
        let text = render(&Sample {
            games: Some(Games {
                games: vec![("playing", 3), ("lobby", 1), ("paused", 0)],
                pending: 2,
                oldest_pending: Some(Duration::from_secs(4)),
                timers_due: 1,
                timers_late: Some(Duration::from_millis(1500)),
            }),
            shards: vec![ShardState {
                id: 0,
                connected: true,
                latency: Some(Duration::from_millis(42)),
            }],
        });
        for want in [
            "# TYPE carcassonne_interactions_total counter",
            "carcassonne_interactions_total{kind=\"button\"}",
            "carcassonne_interaction_first_answer_seconds_bucket{kind=\"button\",le=\"0.05\"}",
            "carcassonne_deliveries_total{outcome=\"delivered\"}",
            "carcassonne_games{state=\"playing\"} 3",
            "carcassonne_deliveries_pending 2",
            "carcassonne_deliveries_pending_oldest_seconds 4.0",
            "carcassonne_timers_late_seconds 1.5",
            "carcassonne_gateway_connected{shard=\"0\"} 1",
            "carcassonne_gateway_latency_seconds{shard=\"0\"} 0.042",
            "carcassonne_picture_seconds_count{picture=\"board\",stage=\"draw\"}",
            "carcassonne_db_query_seconds_count{query=\"load_game\"}",
            "# TYPE carcassonne_process_resident_memory_bytes gauge",
        ] {
            assert!(text.contains(want), "{want} is missing from:\n{text}");
        }
        assert!(resident_memory().is_some_and(|b| b > 1 << 20));
    }
}
