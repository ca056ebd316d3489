//! Queries stay indexed as the tables grow. Every statement the service
//! runs in a few hundred simulated histories (and in the lists, stats,
//! health and retention besides) is caught as sqlx logs it, then planned
//! by SQLite against a database of 10,000 games, 500,000 moves and a
//! million effects: none may read a whole large table (a table that grows
//! with every game played).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex, OnceLock};

use carcassonne_bot::game::{Service, Shards};
use carcassonne_bot::sim::{Db, run};
use carcassonne_bot::store::Store;
use sqlx::Row;
use tracing_subscriber::layer::{Context, SubscriberExt};

/// Statements seen, as sqlx logs them (without their values).
static SEEN: OnceLock<Arc<Mutex<BTreeSet<String>>>> = OnceLock::new();

struct Catch(Arc<Mutex<BTreeSet<String>>>);

#[derive(Default)]
struct Fields {
    summary: String,
    statement: String,
}

impl tracing::field::Visit for Fields {
    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        match field.name() {
            "summary" => self.summary = value.to_string(),
            "db.statement" => self.statement = value.to_string(),
            _ => {}
        }
    }

    fn record_debug(&mut self, _: &tracing::field::Field, _: &dyn std::fmt::Debug) {}
}

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for Catch {
    fn enabled(&self, meta: &tracing::Metadata<'_>, _: Context<'_, S>) -> bool {
        meta.target() == "sqlx::query"
    }

    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        let mut f = Fields::default();
        event.record(&mut f);
        // sqlx leaves the statement out when its summary is all of it.
        let sql = if f.statement.trim().is_empty() {
            f.summary
        } else {
            f.statement
        };
        let sql = sql.split_whitespace().collect::<Vec<_>>().join(" ");
        if !sql.is_empty() {
            self.0.lock().unwrap().insert(sql);
        }
    }
}

/// Tables that grow with every game played; reading one whole is a bug.
/// (Replays are a cache of a bounded size, read whole to drop the least
/// recently used.)
const LARGE: [&str; 4] = ["effects", "moves", "games", "seats"];

/// The tables a statement names, by the names its plan uses for them
/// (their aliases, or themselves).
fn tables(sql: &str) -> BTreeMap<String, String> {
    const NOT_ALIASES: [&str; 14] = [
        "WHERE",
        "JOIN",
        "ON",
        "LEFT",
        "INNER",
        "GROUP",
        "ORDER",
        "LIMIT",
        "SET",
        "USING",
        "UNION",
        "CROSS",
        "VALUES",
        "RETURNING",
    ];
    let words: Vec<&str> = sql
        .split(|c: char| c.is_whitespace() || c == ',' || c == '(' || c == ')')
        .filter(|w| !w.is_empty())
        .collect();
    let mut out = BTreeMap::new();
    for (i, w) in words.iter().enumerate() {
        if !["FROM", "JOIN", "UPDATE", "INTO"].contains(&w.to_ascii_uppercase().as_str()) {
            continue;
        }
        let Some(table) = words.get(i + 1) else {
            continue;
        };
        out.insert(table.to_string(), table.to_string());
        let mut next = i + 2;
        if words
            .get(next)
            .is_some_and(|w| w.eq_ignore_ascii_case("AS"))
        {
            next += 1;
        }
        if let Some(alias) = words.get(next)
            && alias.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !NOT_ALIASES.contains(&alias.to_ascii_uppercase().as_str())
        {
            out.insert(alias.to_string(), table.to_string());
        }
    }
    out
}

/// Lines of a plan that read a large table whole. A scan of the partial
/// index of undelivered effects reads only what waits to be delivered.
fn scans(sql: &str, plan: &[String]) -> Vec<String> {
    let names = tables(sql);
    plan.iter()
        .filter(|d| {
            let d = d.trim();
            let Some(rest) = d.strip_prefix("SCAN ") else {
                return false;
            };
            let name = rest.split(' ').next().unwrap_or_default();
            let table = names.get(name).map_or(name, String::as_str);
            LARGE.contains(&table) && !d.ends_with("USING INDEX effects_undelivered")
        })
        .cloned()
        .collect()
}

#[test]
fn a_plan_names_tables_by_their_aliases() {
    let sql = "SELECT e.id FROM effects e JOIN games AS g ON g.id = e.game_id WHERE x IN (SELECT id FROM moves)";
    let t = tables(sql);
    assert_eq!(t["e"], "effects");
    assert_eq!(t["g"], "games");
    assert_eq!(t["moves"], "moves");
    let plan = vec![
        "SCAN e".to_string(),
        "SEARCH g USING INTEGER PRIMARY KEY (rowid=?)".to_string(),
        "SCAN moves USING COVERING INDEX x".to_string(),
    ];
    assert_eq!(
        scans(sql, &plan),
        vec!["SCAN e", "SCAN moves USING COVERING INDEX x"]
    );
    assert!(
        scans(
            "SELECT 1 FROM effects WHERE done_at IS NULL",
            &["SCAN effects USING INDEX effects_undelivered".to_string()]
        )
        .is_empty()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_query_reads_a_large_table_whole_at_a_million_effects() {
    let seen = SEEN
        .get_or_init(|| Arc::new(Mutex::new(BTreeSet::new())))
        .clone();
    let subscriber = tracing_subscriber::registry().with(Catch(seen.clone()));
    tracing::subscriber::set_global_default(subscriber).expect("one subscriber");

    // What the service runs: simulated histories (people, computers,
    // Discord's faults, time), then the lists, stats, health and retention.
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-plans-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let report = run(Db::Sqlite(dir.clone()), 200, 1, 60, 2, |_| {})
        .await
        .unwrap();
    assert_eq!(report.failures, 0, "{report:?}");

    // The large database, made from a played game's rows.
    let url = format!("sqlite://{}/large.db", dir.display());
    let store = Store::open(&url).await.unwrap();
    let svc = Service::new(store.clone()).with_shards(Shards::ALL);
    let guild = 800_000_000_000_000_001_i64;
    let ann = carcassonne_bot::game::User::new(1, "Ann");
    let ben = carcassonne_bot::game::User::new(2, "Ben");
    let lobby = svc
        .create(
            guild,
            1,
            &ann,
            carcassonne_bot::game::GameOptions::default(),
        )
        .await
        .unwrap();
    svc.join(lobby.game_id, &ben).await.unwrap();
    svc.start(lobby.game_id, &ann).await.unwrap();
    // Everything the service reads besides what the histories did.
    let _ = svc.running_games(guild, 0, 8).await.unwrap();
    let _ = svc.running_channels(guild).await.unwrap();
    let _ = svc
        .running_games_in(guild, 0, 8, Some(&[1, 2]))
        .await
        .unwrap();
    let _ = svc.my_games_in(guild, 1, Some(&[1])).await.unwrap();
    let _ = svc.stats(guild, 1).await.unwrap();
    let _ = svc.recent_results(guild, 1, 5).await.unwrap();
    let _ = svc.head_to_head(guild, 1, 2).await.unwrap();
    let _ = svc.leaderboard(guild, 0, 10).await.unwrap();
    let _ = svc.health().await.unwrap();
    let _ = svc.sample().await.unwrap();
    svc.ping().await.unwrap();
    let _ = svc
        .prune(std::time::Duration::from_secs(30 * 86_400))
        .await
        .unwrap();

    // Retention with everything past the cut, so that its deletes run.
    store
        .prune(std::time::Duration::ZERO, i64::MAX / 4)
        .await
        .unwrap();
    let statements = seen.lock().unwrap().clone();
    for must in [
        "DELETE FROM effects WHERE id IN",
        "DELETE FROM undo_votes",
        "INSERT INTO moves",
        "UPDATE games SET revision = revision + 1",
        "FROM undo_votes",
        "UPDATE effects SET done_at",
    ] {
        assert!(
            statements.iter().any(|s| s.contains(must)),
            "no statement with {must:?} was seen"
        );
    }
    let pool = store.pool();
    let columns: Vec<String> = sqlx::query("SELECT name FROM pragma_table_info('games')")
        .fetch_all(pool)
        .await
        .unwrap()
        .iter()
        .map(|r| r.get::<String, _>(0))
        .filter(|c| c != "id")
        .collect();
    let picked: Vec<String> = columns
        .iter()
        .map(|c| match c.as_str() {
            "channel_id" => "channel_id + n.x".to_string(),
            "status" => "CASE WHEN n.x % 10 = 0 THEN status ELSE 'finished' END".to_string(),
            other => other.to_string(),
        })
        .collect();
    let fill = [
        format!(
            "INSERT INTO games ({}) WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 9999)
             SELECT {} FROM games, n WHERE games.id = {}",
            columns.join(", "),
            picked.join(", "),
            lobby.game_id
        ),
        "INSERT INTO seats (game_id, user_id, name, seat, joined_at)
         SELECT g.id, s.user_id, s.name, s.seat, s.joined_at FROM games g, seats s
         WHERE s.game_id = 1 AND g.id > 1"
            .to_string(),
        "INSERT INTO moves (game_id, move_no, body, created_at)
         WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < 499999)
         SELECT 2 + x % 9999, 1 + x / 9999, '{}', x FROM n"
            .to_string(),
        "INSERT INTO effects (game_id, body, created_at, attempts, next_at_ms, done_at, outcome, message_id)
         WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < 999999)
         SELECT 1 + x % 10000, '{\"kind\":\"turn\"}', x, 0, 0,
                CASE WHEN x % 1000 = 0 THEN NULL ELSE x END,
                CASE WHEN x % 1000 = 0 THEN NULL ELSE 'delivered' END, x FROM n"
            .to_string(),
    ];
    for sql in &fill {
        sqlx::query(sqlx::AssertSqlSafe(sql.clone()))
            .execute(pool)
            .await
            .unwrap_or_else(|e| panic!("{e}: {sql}"));
    }
    let effects: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM effects")
        .fetch_one(pool)
        .await
        .unwrap();
    assert!(effects >= 1_000_000, "{effects}");

    // Each statement planned, but the simulation's own (its model of
    // Discord and its checks read the database as no bot does).
    let squash = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let mut sim_files = Vec::new();
    sources(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/sim")),
        &mut sim_files,
    );
    let sim_text: String = sim_files
        .iter()
        .map(|p| squash(&std::fs::read_to_string(p).unwrap()))
        .collect();
    let mut plans = BTreeMap::new();
    let mut bad = Vec::new();
    for sql in &statements {
        let upper = sql.to_ascii_uppercase();
        let plannable = ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH"]
            .iter()
            .any(|k| upper.starts_with(k));
        if !plannable || upper.contains("SQLITE_MASTER") || sim_text.contains(sql.as_str()) {
            continue;
        }
        // Values never matter to the plan's shape: each parameter is NULL.
        let params = (1..=32)
            .filter(|n| sql.contains(&format!("${n}")))
            .max()
            .unwrap_or(0);
        let mut q = sqlx::query(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {sql}")));
        for _ in 0..params {
            q = q.bind(None::<i64>);
        }
        let rows = match q.fetch_all(pool).await {
            Ok(rows) => rows,
            // The migrations' and tests' own statements, on tables of theirs.
            Err(e) => panic!("cannot plan {sql}: {e}"),
        };
        let plan: Vec<String> = rows.iter().map(|r| r.get::<String, _>(3)).collect();
        let found = scans(sql, &plan);
        if !found.is_empty() {
            bad.push(format!("{sql}\n    {}", plan.join("\n    ")));
        }
        plans.insert(sql.clone(), plan);
    }
    if std::env::var_os("SHOW_PLANS").is_some() {
        for (sql, plan) in &plans {
            println!("{sql}\n    {}", plan.join("\n    "));
        }
    }
    println!("{} statements planned at {effects} effects", plans.len());
    assert!(
        plans.len() > 60,
        "only {} statements were seen",
        plans.len()
    );
    assert!(
        bad.is_empty(),
        "{} statements read a large table whole:\n{}",
        bad.len(),
        bad.join("\n\n")
    );
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
