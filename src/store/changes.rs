//! Changes as they commit: a game's write takes the game's row first
//! ([`Store::lock_game`], which moves its revision on), stores its effects
//! in the outbox in the same transaction, and, once it commits, says so
//! once, with the revision it made, to this process's watchers and, on
//! PostgreSQL, by `NOTIFY` to every other process's; a tournament's writes
//! say so too. The game
//! service hands them on as its change feed (`Service::changes`): each
//! subscriber follows a [`Feed`] of its own, and one that falls behind is
//! told it missed changes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::broadcast;
use tokio::sync::broadcast::error::{RecvError, TryRecvError};

use super::{Backend, GameUpdate, Store, StoreError};

/// What a change was made to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Changed {
    Game(i64),
    Tournament(i64),
}

/// One committed change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub of: Changed,
    /// The game's or tournament's revision once the change committed.
    pub revision: i64,
    /// Made by this process (false: heard from another, on PostgreSQL).
    pub here: bool,
}

/// One subscriber's changes, in the order they committed.
pub struct Feed(broadcast::Receiver<Change>);

/// What a subscriber hears next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    Change(Change),
    /// More than [`CHANGES_KEPT`] changes went by unheard: whatever the
    /// subscriber watches may have changed.
    Missed,
}

impl Feed {
    /// The next change; `None` once the store is gone.
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

impl Change {
    /// The game changed, if a game did.
    pub fn game(&self) -> Option<i64> {
        match self.of {
            Changed::Game(id) => Some(id),
            Changed::Tournament(_) => None,
        }
    }

    /// How process `by` tells it to the others: `g12:7@by` (game 12 at
    /// revision 7) or `t3:2@by` (tournament 3).
    fn payload(&self, by: &str) -> String {
        match self.of {
            Changed::Game(id) => format!("g{id}:{}@{by}", self.revision),
            Changed::Tournament(id) => format!("t{id}:{}@{by}", self.revision),
        }
    }

    /// A change another process told of, by its [`Change::payload`]; not
    /// one process `me` told (its watchers heard it as it committed). (A
    /// bare number is from a process of a version before revisions were
    /// told: it is let go, and the watchers' own looks catch it.)
    fn heard(payload: &str, me: &str) -> Option<Change> {
        let (change, by) = payload.split_once('@')?;
        if by == me {
            return None;
        }
        let (what, revision) = change.split_once(':')?;
        let revision = revision.parse().ok()?;
        let of = match what.split_at_checked(1)? {
            ("g", id) => Changed::Game(id.parse().ok()?),
            ("t", id) => Changed::Tournament(id.parse().ok()?),
            _ => return None,
        };
        Some(Change {
            of,
            revision,
            here: false,
        })
    }
}

/// The channel PostgreSQL tells processes of changes on.
pub const CHANGES_CHANNEL: &str = "carcassonne_games";

/// How many changes a watcher may fall behind before it is told it
/// lagged (see [`Store::changes`]).
pub const CHANGES_KEPT: usize = 1024;

/// This process's side of the changes: what its watchers are told, and
/// whether it listens to other processes yet.
#[derive(Clone, Debug)]
pub(super) struct Announcer {
    sent: broadcast::Sender<Change>,
    hearing: Arc<AtomicBool>,
    /// Set when the store is closed: the connection that hears other
    /// processes is let go with it.
    closed: Arc<tokio::sync::watch::Sender<bool>>,
    /// This process among the others (a random name): what it tells is
    /// not heard back.
    me: Arc<str>,
}

impl Announcer {
    pub(super) fn new() -> Announcer {
        Announcer {
            sent: broadcast::channel(CHANGES_KEPT).0,
            hearing: Arc::new(AtomicBool::new(false)),
            closed: Arc::new(tokio::sync::watch::channel(false).0),
            me: format!("{:016x}", rand::random::<u64>()).into(),
        }
    }

    /// The store is closed: stop hearing other processes.
    pub(super) fn close(&self) {
        self.closed.send_replace(true);
    }

    /// Once the store is closed.
    async fn closing(&self) {
        let mut closed = self.closed.subscribe();
        let _ = closed.wait_for(|c| *c).await;
    }

    /// This process's name in what it tells (see [`Change::payload`]).
    pub(super) fn me(&self) -> &str {
        &self.me
    }
}

/// The SQL that tells other processes of a change, inside the change's
/// transaction (PostgreSQL sends it only if, and when, it commits).
pub(super) const NOTIFY: &str = "SELECT pg_notify($1, $2)";

/// Listens on [`CHANGES_CHANNEL`] and hands each change heard to `sent`,
/// until the connection is lost and cannot be had again.
async fn listen(url: &str, announcer: &Announcer) -> Result<(), sqlx::Error> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener.listen(CHANGES_CHANNEL).await?;
    loop {
        match listener.try_recv().await? {
            Some(told) => {
                if let Some(change) = Change::heard(told.payload(), announcer.me()) {
                    let _ = announcer.sent.send(change);
                }
            }
            // Lost, and reconnected on the next try: what was said
            // meanwhile is lost too, which watchers' own looks catch.
            None => tracing::debug!("the connection that hears other processes was lost"),
        }
    }
}

impl Store {
    /// Every change as it commits: this process's writes (a move, a seat,
    /// a start, an undo, a stand-in, a lobby's options, a pause, an end, a
    /// tournament's step) and, on PostgreSQL, other processes' (heard from
    /// the first call on, for as long as the process runs). A receiver
    /// that falls more than [`CHANGES_KEPT`] behind is told it lagged, and
    /// must read everything it watches again. Changes heard from other
    /// processes are lost while the connection is (a watcher also reads
    /// [`Store::revisions`] now and then).
    pub fn changes(&self) -> Feed {
        let receiver = self.announcer.sent.subscribe();
        self.hear_other_processes();
        Feed(receiver)
    }

    /// On PostgreSQL, hears the changes other processes' writes make (by
    /// `LISTEN`, as their writes tell by `NOTIFY`), once per process.
    fn hear_other_processes(&self) {
        let Some(url) = self.listen_url.clone() else {
            return;
        };
        if self.announcer.hearing.swap(true, Ordering::SeqCst) {
            return;
        }
        let announcer = self.announcer.clone();
        tokio::spawn(async move {
            let mut pause = std::time::Duration::from_millis(250);
            loop {
                // Its connection is let go as the store closes.
                tokio::select! {
                    heard = listen(&url, &announcer) => if let Err(e) = heard {
                        tracing::warn!(error = %e, ?pause, "stopped hearing other processes' changes; listening again");
                    },
                    () = announcer.closing() => return,
                }
                tokio::select! {
                    () = tokio::time::sleep(pause) => {}
                    () = announcer.closing() => return,
                }
                pause = (pause * 2).min(std::time::Duration::from_secs(30));
            }
        });
    }

    /// Tells other processes of a change, on PostgreSQL: within its write
    /// transaction (told when, and only if, it commits), or after a write
    /// of one statement. The
    /// writes that take a game's row ([`Store::lock_game`]) tell in the
    /// same statement.
    pub(super) async fn tell_others<'c>(
        &self,
        on: impl sqlx::Executor<'c, Database = sqlx::Any>,
        of: Changed,
        revision: i64,
    ) -> Result<(), sqlx::Error> {
        if self.listen_url.is_none() {
            return Ok(());
        }
        let change = Change {
            of,
            revision,
            here: true,
        };
        sqlx::query(NOTIFY)
            .bind(CHANGES_CHANNEL)
            .bind(change.payload(self.announcer.me()))
            .execute(on)
            .await?;
        Ok(())
    }

    /// Tells this process's watchers of a change, once its write
    /// committed.
    pub(super) fn changed(&self, of: Changed, revision: i64) {
        // Nobody watching is no error.
        let _ = self.announcer.sent.send(Change {
            of,
            revision,
            here: true,
        });
    }

    /// Tells of a change to game `game_id`, at the revision its row was
    /// taken at (`None`: there is no such game, and nothing changed).
    pub(super) fn game_changed(&self, game_id: i64, revision: Option<i64>) {
        if let Some(revision) = revision {
            self.changed(Changed::Game(game_id), revision);
        }
    }

    /// Each of `games`' revisions as stored now (a game that is gone is
    /// left out): what a watcher compares with the revision it showed.
    pub async fn revisions(&self, games: &[i64]) -> Result<Vec<(i64, i64)>, StoreError> {
        let mut out = Vec::with_capacity(games.len());
        for chunk in games.chunks(100) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT id, revision FROM games WHERE id IN ({})",
                marks.join(", ")
            );
            // Only numbered placeholders are formatted in.
            let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
            for id in chunk {
                q = q.bind(*id);
            }
            for row in q.fetch_all(&self.pool).await? {
                out.push((
                    sqlx::Row::try_get(&row, "id")?,
                    sqlx::Row::try_get(&row, "revision")?,
                ));
            }
        }
        Ok(out)
    }

    /// Within a write transaction, waits for and holds game `game_id`'s row
    /// until the transaction ends, so that one game's writes (its moves,
    /// seats and outbox) happen one after another, in every process, and
    /// its effects are numbered in the order they commit. It also marks the
    /// game changed: returns its new revision (`None`: no such game),
    /// which stands only if the transaction commits.
    pub(super) async fn lock_game(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: i64,
    ) -> Result<Option<i64>, sqlx::Error> {
        // A write first: PostgreSQL holds the row until the end, and SQLite
        // takes its write lock at once (a transaction that read first
        // could find its snapshot stale when it comes to write). On
        // PostgreSQL the same statement tells every process listening
        // that the game changed, when (and only if) the write commits.
        let sql = match self.backend {
            Backend::Sqlite => {
                "UPDATE games SET revision = revision + 1 WHERE id = $1 RETURNING revision"
            }
            Backend::Postgres => concat!(
                "WITH changed AS (UPDATE games SET revision = revision + 1 WHERE id = $1 ",
                "RETURNING revision) SELECT changed.revision FROM changed, ",
                "LATERAL (SELECT pg_notify('",
                "carcassonne_games",
                "', 'g' || $1::text || ':' || changed.revision::text || '@' || $2)) AS told"
            ),
        };
        let lock = sqlx::query_scalar(sql).bind(game_id);
        let lock = match self.backend {
            Backend::Sqlite => lock,
            Backend::Postgres => lock.bind(self.announcer.me()),
        };
        lock.fetch_optional(&mut **tx).await
    }

    /// Runs `update` (of game `game_id`'s row) and stores `effects` with
    /// it, in one transaction; `None` (and nothing stored) unless it
    /// changed exactly one row, else the game's new revision.
    pub(super) async fn update_with_effects(
        &self,
        update: GameUpdate<'_>,
        game_id: i64,
        effects: &[String],
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let Some(revision) = self.lock_game(&mut tx, game_id).await? else {
            return Ok(None);
        };
        if update.execute(&mut *tx).await?.rows_affected() != 1 {
            return Ok(None);
        }
        self.insert_effects(&mut tx, game_id, effects, now).await?;
        tx.commit().await?;
        self.changed(Changed::Game(game_id), revision);
        Ok(Some(revision))
    }

    /// Adds effects to the outbox inside a write transaction, in order
    /// (none where the store keeps no outbox: see
    /// [`Store::without_outbox`]).
    pub(super) async fn insert_effects(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: i64,
        effects: &[String],
        now: i64,
    ) -> Result<(), sqlx::Error> {
        if !self.outbox {
            return Ok(());
        }
        for body in effects {
            sqlx::query("INSERT INTO effects (game_id, body, created_at) VALUES ($1, $2, $3)")
                .bind(game_id)
                .bind(body)
                .bind(now)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_is_heard_as_it_was_told() {
        for of in [Changed::Game(12), Changed::Tournament(3)] {
            let change = Change {
                of,
                revision: 7,
                here: true,
            };
            let heard = Change::heard(&change.payload("a"), "b").unwrap();
            assert_eq!(
                heard,
                Change {
                    here: false,
                    ..change
                }
            );
            // What a process told itself it heard as it committed.
            assert_eq!(Change::heard(&change.payload("a"), "a"), None);
        }
        // An older process's bare number, and noise, are let go.
        for told in ["12", "g12", "g12:7", "x1:2@a", "g:3@a", "gx:1@a", ""] {
            assert_eq!(Change::heard(told, "b"), None, "{told}");
        }
    }
}
