//! A deterministic simulation of the whole game service, the way
//! FoundationDB and TigerBeetle test theirs: no Discord and no wall clock,
//! and one seed gives one history.
//!
//! People and computer players play several games at once in four
//! channels, over random expansions, seat counts and time limits; admins
//! skip, remove, stop clocks and resume; time passes; two processes share
//! the database (one of them with a clock that runs off). Discord is a
//! model as strict as Discord (see [`model`]) whose answers fail with 5xx,
//! 429, 403, 404 and 401 or are lost after the work was done; a process is
//! killed at any await point of an action and started again on the same
//! database; claims lapse while their holder works.
//!
//! After every step the invariants of [`checks`] must hold. A failing
//! history is shortened to the fewest steps that still fail, and printed
//! with its seed.

mod cards;
mod checks;
mod form;
mod model;
mod steps;
mod world;

use std::path::PathBuf;
use std::time::Instant;

use serde::Serialize;

pub use steps::{Fault, Step, history};
use world::World;

/// Steps in a history unless told otherwise: many short histories find
/// more than a few long ones.
pub const STEPS: usize = 60;

/// Where the histories' databases are made.
#[derive(Clone, Debug)]
pub enum Db {
    /// A fresh SQLite file per history, in this folder.
    Sqlite(PathBuf),
    /// A PostgreSQL server: a URL of a database on it, through which the
    /// simulation makes its own databases beside it (`carcassonne_sim_0`,
    /// …; nothing is written to the one named).
    Postgres(String),
}

/// A history that failed.
#[derive(Clone, Debug, Serialize)]
pub struct Failure {
    pub seed: u64,
    pub why: String,
    /// The shortest history found that still fails, step by step.
    pub steps: Vec<String>,
}

/// What a run did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    pub histories: usize,
    pub steps: u64,
    pub faults: u64,
    pub failures: usize,
    /// The first failure, shortened.
    pub failure: Option<Failure>,
    /// Each kind of failure: how many histories failed so, and the first
    /// seed that did.
    pub kinds: std::collections::BTreeMap<String, (usize, u64)>,
    pub seconds: f64,
}

/// How one history ended.
struct Ran {
    steps: u64,
    faults: u64,
    /// The step at which an invariant broke, and why.
    failed: Option<(usize, String)>,
}

/// Prepares a fresh database for each history.
struct Databases {
    db: Db,
    /// SQLite: a migrated file copied for each history.
    template: Option<PathBuf>,
}

impl Databases {
    async fn new(db: Db) -> Result<Databases, String> {
        let template = match &db {
            Db::Sqlite(dir) => {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                let file = dir.join("template.db");
                let _ = std::fs::remove_file(&file);
                let url = format!("sqlite://{}", file.display());
                let store = crate::store::Store::open(&url)
                    .await
                    .map_err(|e| e.to_string())?;
                sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                    .execute(store.pool())
                    .await
                    .map_err(|e| e.to_string())?;
                store.close().await;
                Some(file)
            }
            Db::Postgres(_) => None,
        };
        Ok(Databases { db, template })
    }

    /// A fresh database for worker `w`'s next history.
    async fn fresh(&self, w: usize) -> Result<String, String> {
        match &self.db {
            Db::Sqlite(dir) => {
                let file = dir.join(format!("w{w}.db"));
                for end in ["", "-wal", "-shm"] {
                    let _ = std::fs::remove_file(format!("{}{end}", file.display()));
                }
                let template = self.template.as_ref().ok_or("no template")?;
                std::fs::copy(template, &file).map_err(|e| e.to_string())?;
                Ok(format!("sqlite://{}", file.display()))
            }
            Db::Postgres(url) => {
                // Emptied through a plain connection: the history's own
                // stores apply the migrations (once, on a new database).
                let url = worker_url(url, w);
                let pool = sqlx::AnyPool::connect(&url)
                    .await
                    .map_err(|e| e.to_string())?;
                let tables: Vec<String> = sqlx::query_scalar(
                    "SELECT CAST(tablename AS TEXT) FROM pg_tables
                     WHERE schemaname = current_schema() AND tablename <> '_sqlx_migrations'",
                )
                .fetch_all(&pool)
                .await
                .map_err(|e| e.to_string())?;
                if !tables.is_empty() {
                    let truncate =
                        format!("TRUNCATE {} RESTART IDENTITY CASCADE", tables.join(", "));
                    sqlx::query(sqlx::AssertSqlSafe(truncate))
                        .execute(&pool)
                        .await
                        .map_err(|e| e.to_string())?;
                }
                pool.close().await;
                Ok(url)
            }
        }
    }

    /// Makes the workers' PostgreSQL databases.
    async fn prepare(&self, workers: usize) -> Result<(), String> {
        let Db::Postgres(url) = &self.db else {
            return Ok(());
        };
        // A plain connection: nothing is written to the database named.
        sqlx::any::install_default_drivers();
        let admin = sqlx::AnyPool::connect(url)
            .await
            .map_err(|e| e.to_string())?;
        for w in 0..workers {
            let name = worker_db(w);
            let exists: Option<i32> =
                sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
                    .bind(&name)
                    .fetch_optional(&admin)
                    .await
                    .map_err(|e| e.to_string())?;
            if exists.is_none() {
                sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
                    .execute(&admin)
                    .await
                    .map_err(|e| e.to_string())?;
            }
        }
        admin.close().await;
        Ok(())
    }
}

fn worker_db(w: usize) -> String {
    format!("carcassonne_sim_{w}")
}

/// `url` with its database replaced by worker `w`'s.
fn worker_url(url: &str, w: usize) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let server = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
        _ => base,
    };
    format!("{server}/{}{query}", worker_db(w))
}

/// Runs one history on a fresh database, checking after every step.
async fn run_steps(dbs: &Databases, w: usize, steps: &[Step]) -> Result<Ran, String> {
    let url = dbs.fresh(w).await?;
    let mut world = World::new(&url).await?;
    let mut ran = Ran {
        steps: 0,
        faults: 0,
        failed: None,
    };
    for (i, step) in steps.iter().enumerate() {
        world.step(step).await;
        ran.steps += 1;
        let full = *step == Step::Settle;
        if let Err(why) = checks::check(&mut world, full).await {
            ran.failed = Some((i, why));
            break;
        }
    }
    if ran.failed.is_none() {
        world.step(&Step::Settle).await;
        if let Err(why) = checks::check(&mut world, true).await {
            ran.failed = Some((steps.len(), why));
        }
    }
    ran.faults = world.faults;
    world.close().await;
    Ok(ran)
}

/// The kind of a failure, to keep a shortened history failing the same
/// way (its numbers may change).
fn kind(why: &str) -> String {
    why.chars()
        .filter(|c| !c.is_ascii_digit())
        .take(40)
        .collect()
}

/// Shortens a failing history: drops runs of steps (halves, quarters, …
/// single steps) while it still fails the same way.
async fn shrink(dbs: &Databases, w: usize, steps: Vec<Step>, why: String) -> (Vec<Step>, String) {
    let want = kind(&why);
    let (mut best, mut best_why) = (steps, why);
    let mut chunk = best.len().div_ceil(2).max(1);
    let mut tries = 0;
    loop {
        let mut i = 0;
        let mut shortened = false;
        while i < best.len() && tries < 400 {
            let mut candidate = best.clone();
            let end = (i + chunk).min(candidate.len());
            candidate.drain(i..end);
            tries += 1;
            if let Ok(Ran {
                failed: Some((at, why)),
                ..
            }) = run_steps(dbs, w, &candidate).await
                && kind(&why) == want
            {
                candidate.truncate(at + 1);
                best = candidate;
                best_why = why;
                shortened = true;
            } else {
                i += chunk;
            }
        }
        if chunk == 1 && !shortened || tries >= 400 {
            return (best, best_why);
        }
        chunk = (chunk / 2).max(1);
    }
}

/// Runs `histories` histories (seeds `seed`, `seed + 1`, …) of `steps`
/// steps on `db`, `workers` at a time, calling `progress` now and then.
pub async fn run(
    db: Db,
    histories: usize,
    seed: u64,
    steps: usize,
    workers: usize,
    progress: impl Fn(&Report) + Send + Sync + 'static,
) -> Result<Report, String> {
    let started = Instant::now();
    let workers = workers.clamp(1, 16);
    let dbs = std::sync::Arc::new(Databases::new(db).await?);
    dbs.prepare(workers).await?;
    let report = std::sync::Arc::new(std::sync::Mutex::new(Report::default()));
    let next = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let progress = std::sync::Arc::new(progress);
    let mut tasks = Vec::new();
    for w in 0..workers {
        let (dbs, report, next, progress) =
            (dbs.clone(), report.clone(), next.clone(), progress.clone());
        tasks.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if i >= histories {
                    return Ok::<(), String>(());
                }
                let s = seed.wrapping_add(i as u64);
                let list = history(s, steps);
                let ran = run_steps(&dbs, w, &list).await?;
                let failure = match ran.failed {
                    Some((at, why)) => {
                        let mut list = list;
                        list.truncate(at + 1);
                        let (short, why) = shrink(&dbs, w, list, why).await;
                        Some(Failure {
                            seed: s,
                            why,
                            steps: short.iter().map(|s| s.to_string()).collect(),
                        })
                    }
                    None => None,
                };
                let snapshot = {
                    let mut r = report.lock().unwrap_or_else(|p| p.into_inner());
                    r.histories += 1;
                    r.steps += ran.steps;
                    r.faults += ran.faults;
                    if let Some(f) = failure {
                        r.failures += 1;
                        let k = r.kinds.entry(kind(&f.why)).or_insert((0, f.seed));
                        k.0 += 1;
                        k.1 = k.1.min(f.seed);
                        if r.failure.as_ref().is_none_or(|old| old.seed > f.seed) {
                            r.failure = Some(f);
                        }
                    }
                    r.seconds = started.elapsed().as_secs_f64();
                    r.clone()
                };
                progress(&snapshot);
            }
        }));
    }
    for t in tasks {
        t.await.map_err(|e| e.to_string())??;
    }
    let mut r = report.lock().unwrap_or_else(|p| p.into_inner()).clone();
    r.seconds = started.elapsed().as_secs_f64();
    Ok(r)
}

/// Runs the given steps on a fresh database: why they fail, if they do.
pub async fn run_list(db: Db, steps: &[Step]) -> Result<Option<String>, String> {
    let dbs = Databases::new(db).await?;
    dbs.prepare(1).await?;
    let ran = run_steps(&dbs, 0, steps).await?;
    Ok(ran.failed.map(|(at, why)| format!("step {at}: {why}")))
}

/// Runs the given steps on a fresh database and, if they fail, shortens
/// them: the shortest list found that still fails the same way, and why.
pub async fn shorten(db: Db, steps: &[Step]) -> Result<Option<(Vec<Step>, String)>, String> {
    let dbs = Databases::new(db).await?;
    dbs.prepare(1).await?;
    let ran = run_steps(&dbs, 0, steps).await?;
    Ok(match ran.failed {
        Some((at, why)) => {
            Some(shrink(&dbs, 0, steps[..=at.min(steps.len() - 1)].to_vec(), why).await)
        }
        None => None,
    })
}

/// Runs one history by its seed, for a test or a failure to look at.
pub async fn run_one(db: Db, seed: u64, steps: usize) -> Result<Option<Failure>, String> {
    let dbs = Databases::new(db).await?;
    dbs.prepare(1).await?;
    let list = history(seed, steps);
    let ran = run_steps(&dbs, 0, &list).await?;
    Ok(ran.failed.map(|(at, why)| Failure {
        seed,
        why,
        steps: list[..=at.min(list.len() - 1)]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worker_databases_sit_beside_the_given_one() {
        assert_eq!(
            worker_url("postgres://u:p@h:5/db?sslmode=disable", 2),
            "postgres://u:p@h:5/carcassonne_sim_2?sslmode=disable"
        );
        assert_eq!(
            worker_url("postgres://h/db", 0),
            "postgres://h/carcassonne_sim_0"
        );
    }
}
