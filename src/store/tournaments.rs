//! Tournaments: the event, who signed up, each round's tables and games,
//! and what the event must post. Each step is one guarded transaction (the
//! event's revision), so a step taken twice, by a restart or by two
//! processes, is stored once.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::columns::{OptionColumns, OptionValues, end_running_game, sql};
use super::model::{GameOptions, PauseReason};
use super::{Changed, Store, StoreError, TableLocation, is_unique_violation};

mod posts;
pub use posts::TournamentPost;

/// How an event pairs its entrants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// By standing each round, no repeat pairing while another exists.
    Swiss,
    /// Everyone meets everyone once (the circle method).
    RoundRobin,
    /// Single elimination, seeded by rating.
    Elimination,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::Elimination];

    pub const fn column(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round_robin",
            Format::Elimination => "elimination",
        }
    }

    fn from_column(s: &str) -> Result<Format, String> {
        Format::ALL
            .into_iter()
            .find(|f| f.column() == s)
            .ok_or_else(|| format!("unknown format {s:?}"))
    }
}

/// Where an event is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Taking sign-ups.
    Signup,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    const ALL: [TournamentStatus; 4] = [
        TournamentStatus::Signup,
        TournamentStatus::Running,
        TournamentStatus::Finished,
        TournamentStatus::Cancelled,
    ];

    const fn column(self) -> &'static str {
        match self {
            TournamentStatus::Signup => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    fn from_column(s: &str) -> Result<TournamentStatus, String> {
        TournamentStatus::ALL
            .into_iter()
            .find(|f| f.column() == s)
            .ok_or_else(|| format!("unknown event status {s:?}"))
    }
}

/// An event's settings and state.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub host_id: i64,
    pub name: String,
    pub format: Format,
    pub table_size: u8,
    pub best_of: u8,
    pub rounds: u32,
    pub max_entrants: u32,
    pub round_hours: u32,
    pub status: TournamentStatus,
    /// The round under way (from 1; 0 before the start).
    pub round: u32,
    pub round_deadline_at: Option<i64>,
    pub closes_at: Option<i64>,
    pub created_at: i64,
    pub revision: i64,
    /// Why the event is paused (see [`Store::pause_tournament`]).
    pub paused: Option<PauseReason>,
    /// The options of every game of the event.
    pub options: GameOptions,
}

/// Someone who signed up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntrantRow {
    pub user_id: i64,
    pub name: String,
    pub joined_at: i64,
    /// Their place in the seeding once the event starts (0: the best).
    pub seed: Option<u32>,
    /// The round they withdrew in.
    pub withdrawn_round: Option<u32>,
}

/// A game of a round's table (or, at table 0, a bye).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableGame {
    pub round: u32,
    /// From 1; 0 for a bye.
    pub table_no: u32,
    /// From 1 (the games of a match).
    pub game_no: u32,
    /// The table's seeds, the best placed first.
    pub seeds: Vec<u32>,
    pub game_id: Option<i64>,
    /// Ended by the round's deadline.
    pub decided: bool,
    /// A decided game's places and points, in `seeds`' order.
    pub result: Option<Vec<(u32, i64)>>,
    /// The thread opened for it, kept before its game is made.
    pub thread_id: Option<i64>,
}

/// An event as stored: its row, who signed up (in the order they did),
/// and every table game so far.
#[derive(Clone, Debug)]
pub struct StoredTournament {
    pub event: TournamentRow,
    pub entrants: Vec<EntrantRow>,
    pub games: Vec<TableGame>,
}

/// A new event.
#[derive(Clone, Debug)]
pub struct NewTournamentRow {
    pub guild_id: i64,
    pub channel_id: i64,
    pub host_id: i64,
    pub name: String,
    pub format: Format,
    pub table_size: u8,
    pub best_of: u8,
    pub rounds: u32,
    pub max_entrants: u32,
    pub round_hours: u32,
    pub closes_at: Option<i64>,
    pub now: i64,
    pub options: GameOptions,
    /// What to post: the sign-up.
    pub posts: Vec<String>,
}

/// A step of a running event: the round it starts (its tables and byes),
/// or the end.
#[derive(Clone, Debug)]
pub struct TournamentStep {
    pub id: i64,
    /// The revision the step was decided at: nothing is stored if the event
    /// changed since.
    pub revision: i64,
    pub now: i64,
    /// Seeds to store (at the start): user id and seed.
    pub seeds: Vec<(i64, u32)>,
    /// The rounds the event will have (fixed at the start).
    pub rounds: Option<u32>,
    /// The next round's number and its table games and byes, with its
    /// deadline; `None`: the event is over.
    pub next: Option<(u32, Vec<TableGame>, i64)>,
    /// Games of the round that ends, ended by its deadline in the same
    /// write: nothing is stored if one of them moved or ended meanwhile.
    pub decided: Vec<Decided>,
    pub posts: Vec<String>,
}

/// A running game ended by its round's deadline, decided by the scores as
/// they stood.
#[derive(Clone, Debug)]
pub struct Decided {
    pub game_id: i64,
    /// The game's revision its result was read at; `None`: the game could
    /// not be read, and its result stands whatever it did since.
    pub revision: Option<i64>,
    /// Places and points in the table's seed order.
    pub result: Vec<(u32, i64)>,
    /// Effects the game's end makes (its card closed, its news).
    pub effects: Vec<String>,
}

/// The stored body of a sign-up post (see the service's `TournamentNews`).
pub const SIGNUP_BODY: &str = r#"{"kind":"signup"}"#;

/// The body of the post saying an event's tables wait for room for their
/// threads (the service's `TournamentNews::TablesWait`).
pub const TABLES_WAIT_BODY: &str = r#"{"kind":"tables_wait"}"#;

const EVENT_COLUMNS: &str = "id, guild_id, channel_id, host_id, name, format, table_size, best_of, rounds, max_entrants, round_hours, status, round, round_deadline_at, closes_at, created_at, revision, paused_reason, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, lang, expansions, stand_in, bank_seconds, bank_increment, bank_cap";

fn tournament_row(r: &AnyRow) -> Result<TournamentRow, StoreError> {
    let id: i64 = r.try_get("id")?;
    let corrupt = |why: String| StoreError::Corrupt(id, why);
    let stand_in: Option<String> = r.try_get("stand_in")?;
    let lang: Option<String> = r.try_get("lang")?;
    let rules: String = r.try_get("rules")?;
    let timeout: String = r.try_get("timeout_action")?;
    let expansions: String = r.try_get("expansions")?;
    let options = OptionColumns {
        rules: &rules,
        max_seats: r.try_get("max_seats")?,
        turn_seconds: r.try_get("turn_seconds")?,
        reminder_seconds: r.try_get("reminder_seconds")?,
        timeout_action: &timeout,
        forfeit_after: r.try_get("forfeit_after")?,
        lang: lang.as_deref(),
        expansions: &expansions,
        stand_in: stand_in.as_deref(),
        bank: [
            r.try_get("bank_seconds")?,
            r.try_get("bank_increment")?,
            r.try_get("bank_cap")?,
        ],
    }
    .options()
    .map_err(corrupt)?;
    let small = |name: &str| -> Result<u32, StoreError> {
        Ok(r.try_get::<i64, _>(name)?.clamp(0, i64::from(u32::MAX)) as u32)
    };
    Ok(TournamentRow {
        id,
        guild_id: r.try_get("guild_id")?,
        channel_id: r.try_get("channel_id")?,
        host_id: r.try_get("host_id")?,
        name: r.try_get("name")?,
        format: Format::from_column(&r.try_get::<String, _>("format")?).map_err(corrupt)?,
        table_size: small("table_size")?.clamp(2, 4) as u8,
        best_of: small("best_of")?.clamp(1, 5) as u8,
        rounds: small("rounds")?,
        max_entrants: small("max_entrants")?,
        round_hours: small("round_hours")?,
        status: TournamentStatus::from_column(&r.try_get::<String, _>("status")?)
            .map_err(corrupt)?,
        round: small("round")?,
        round_deadline_at: r.try_get("round_deadline_at")?,
        closes_at: r.try_get("closes_at")?,
        created_at: r.try_get("created_at")?,
        revision: r.try_get("revision")?,
        paused: r
            .try_get::<Option<String>, _>("paused_reason")?
            .map(|p| PauseReason::from_column(&p)),
        options,
    })
}

fn seeds_column(seeds: &[u32]) -> String {
    seeds
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn result_column(result: &[(u32, i64)]) -> String {
    result
        .iter()
        .map(|(place, score)| format!("{place}:{score}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn result_from_column(s: &str) -> Vec<(u32, i64)> {
    s.split(',')
        .filter_map(|x| {
            let (place, score) = x.split_once(':')?;
            Some((place.trim().parse().ok()?, score.trim().parse().ok()?))
        })
        .collect()
}

fn seeds_from_column(s: &str) -> Vec<u32> {
    s.split(',').filter_map(|x| x.trim().parse().ok()).collect()
}

async fn insert_posts(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    posts: &[String],
    now: i64,
) -> Result<(), sqlx::Error> {
    for body in posts {
        sqlx::query(
            "INSERT INTO tournament_posts (tournament_id, body, created_at) VALUES ($1, $2, $3)",
        )
        .bind(id)
        .bind(body)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Takes event `id` for a change, in `tx`, if it is in `status`: its
/// revision moves on (and PostgreSQL holds its row to the end). False if
/// it is not in that state.
async fn take_tournament(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    status: TournamentStatus,
) -> Result<bool, sqlx::Error> {
    let r =
        sqlx::query("UPDATE tournaments SET revision = revision + 1 WHERE id = $1 AND status = $2")
            .bind(id)
            .bind(status.column())
            .execute(&mut **tx)
            .await?;
    Ok(r.rows_affected() == 1)
}

impl Store {
    /// Stores a new event, taking sign-ups, with its first posts.
    pub async fn create_tournament(&self, e: &NewTournamentRow) -> Result<i64, StoreError> {
        crate::metrics::timed("create_tournament", async move {
            let v = OptionValues::of(&e.options);
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO tournaments (guild_id, channel_id, host_id, name, format, table_size, best_of, rounds,
                    max_entrants, round_hours, status, closes_at, created_at, rules, max_seats, turn_seconds,
                    reminder_seconds, timeout_action, forfeit_after, lang, expansions, stand_in, bank_seconds,
                    bank_increment, bank_cap)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'signup', $11, $12, $13, $14, $15, $16, $17,
                    $18, $19, $20, $21, $22, $23, $24) RETURNING id",
            )
            .bind(e.guild_id)
            .bind(e.channel_id)
            .bind(e.host_id)
            .bind(&e.name)
            .bind(e.format.column())
            .bind(i64::from(e.table_size))
            .bind(i64::from(e.best_of))
            .bind(i64::from(e.rounds))
            .bind(i64::from(e.max_entrants))
            .bind(i64::from(e.round_hours))
            .bind(e.closes_at)
            .bind(e.now)
            .bind(&v.rules)
            .bind(v.max_seats)
            .bind(v.turn_seconds)
            .bind(v.reminder_seconds)
            .bind(v.timeout_action)
            .bind(v.forfeit_after)
            .bind(v.lang)
            .bind(&v.expansions)
            .bind(v.stand_in)
            .bind(v.bank[0])
            .bind(v.bank[1])
            .bind(v.bank[2])
            .fetch_one(&mut *tx)
            .await?;
            insert_posts(&mut tx, id, &e.posts, e.now).await?;
            tx.commit().await?;
            // A new event starts at revision 0.
            self.changed(Changed::Tournament(id), 0);
            Ok(id)
        })
        .await
    }

    /// An event with its entrants and table games, read in one snapshot.
    pub async fn event(&self, id: i64) -> Result<Option<StoredTournament>, StoreError> {
        crate::metrics::timed("event", async move {
            let mut tx = self.snapshot().await?;
            let Some(row) = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {EVENT_COLUMNS} FROM tournaments WHERE id = $1"
            )))
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
            else {
                return Ok(None);
            };
            let event = tournament_row(&row)?;
            let entrants = sqlx::query(
                "SELECT user_id, name, joined_at, seed, withdrawn_round FROM tournament_entrants
                 WHERE tournament_id = $1 ORDER BY joined_at, user_id",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| {
                Ok(EntrantRow {
                    user_id: r.try_get("user_id")?,
                    name: r.try_get("name")?,
                    joined_at: r.try_get("joined_at")?,
                    seed: r.try_get::<Option<i64>, _>("seed")?.map(|s| s.max(0) as u32),
                    withdrawn_round: r
                        .try_get::<Option<i64>, _>("withdrawn_round")?
                        .map(|s| s.max(0) as u32),
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
            let games = sqlx::query(
                "SELECT round, table_no, game_no, seeds, game_id, decided, result, thread_id FROM tournament_games
                 WHERE tournament_id = $1 ORDER BY round, table_no, game_no",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| {
                Ok(TableGame {
                    round: r.try_get::<i64, _>("round")?.max(0) as u32,
                    table_no: r.try_get::<i64, _>("table_no")?.max(0) as u32,
                    game_no: r.try_get::<i64, _>("game_no")?.max(0) as u32,
                    seeds: seeds_from_column(&r.try_get::<String, _>("seeds")?),
                    game_id: r.try_get("game_id")?,
                    decided: r.try_get::<i64, _>("decided")? != 0,
                    result: r
                        .try_get::<Option<String>, _>("result")?
                        .map(|s| result_from_column(&s)),
                    thread_id: r.try_get("thread_id")?,
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
            Ok(Some(StoredTournament {
                event,
                entrants,
                games,
            }))
        })
        .await
    }

    /// The event taking sign-ups or running in a channel, the newest first.
    pub async fn tournament_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("tournament_in", async move {
            Ok(sqlx::query_scalar(
                "SELECT id FROM tournaments WHERE channel_id = $1 AND status IN ('signup', 'running')
                 ORDER BY id DESC LIMIT 1",
            )
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
        })
        .await
    }

    /// The events taking sign-ups or running in a server: id, name and
    /// channel, oldest first.
    pub async fn live_tournaments_of(
        &self,
        guild_id: i64,
    ) -> Result<Vec<(i64, String, i64)>, StoreError> {
        crate::metrics::timed("live_tournaments_of", async move {
            let rows = sqlx::query(
                "SELECT id, name, channel_id FROM tournaments
                 WHERE guild_id = $1 AND status IN ('signup', 'running') ORDER BY id",
            )
            .bind(guild_id)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows
                .iter()
                .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
                .collect::<Result<Vec<_>, sqlx::Error>>()?)
        })
        .await
    }

    /// The newest event in a channel, whatever its state.
    pub async fn latest_tournament_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("latest_tournament_in", async move {
            Ok(sqlx::query_scalar(
                "SELECT id FROM tournaments WHERE channel_id = $1 ORDER BY id DESC LIMIT 1",
            )
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
        })
        .await
    }

    /// The event a game is part of, if any.
    pub async fn tournament_of_game(&self, game_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("tournament_of_game", async move {
            Ok(
                sqlx::query_scalar("SELECT tournament_id FROM tournament_games WHERE game_id = $1")
                    .bind(game_id)
                    .fetch_optional(&self.pool)
                    .await?,
            )
        })
        .await
    }

    /// Events running or taking sign-ups in these servers.
    pub async fn live_tournaments(&self) -> Result<Vec<(i64, i64)>, StoreError> {
        crate::metrics::timed("live_tournaments", async move {
            let rows = sqlx::query(
                "SELECT id, guild_id FROM tournaments WHERE status IN ('signup', 'running') ORDER BY id",
            )
            .fetch_all(&self.pool)
            .await?;
            Ok(rows
                .iter()
                .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
                .collect::<Result<Vec<_>, sqlx::Error>>()?)
        })
        .await
    }

    /// Signs someone up; false if the event no longer takes sign-ups or is
    /// full, or they are signed up already.
    pub async fn join_tournament(
        &self,
        id: i64,
        user_id: i64,
        name: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("join_tournament", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            // The event's row first: joins to one event wait for each other
            // here, so the count below (a statement of its own, seeing what
            // they committed) is never one short.
            if !take_tournament(&mut tx, id, TournamentStatus::Signup).await? {
                return Ok(false);
            }
            let room: i64 = sqlx::query_scalar(
                "SELECT max_entrants - (SELECT COUNT(*) FROM tournament_entrants WHERE tournament_id = $1)
                 FROM tournaments WHERE id = $1",
            )
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
            if room <= 0 {
                return Ok(false);
            }
            let inserted = sqlx::query(
                "INSERT INTO tournament_entrants (tournament_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(user_id)
            .bind(name)
            .bind(now)
            .execute(&mut *tx)
            .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => return Ok(false),
                Err(e) => return Err(e.into()),
                Ok(_) => {}
            }
            tx.commit().await?;
            Ok(true)
        })
        .await
    }

    /// Takes someone off the sign-up list; false if they were not on it or
    /// the event has started.
    pub async fn leave_tournament(&self, id: i64, user_id: i64) -> Result<bool, StoreError> {
        crate::metrics::timed("leave_tournament", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            if !take_tournament(&mut tx, id, TournamentStatus::Signup).await? {
                return Ok(false);
            }
            let gone = sqlx::query(
                "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2",
            )
            .bind(id)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            if gone.rows_affected() != 1 {
                return Ok(false);
            }
            tx.commit().await?;
            Ok(true)
        })
        .await
    }

    /// Marks an entrant withdrawn in `round`; false if they were not in
    /// the running event or had withdrawn already.
    pub async fn withdraw_entrant(
        &self,
        id: i64,
        user_id: i64,
        round: u32,
        now: i64,
        posts: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("withdraw_entrant", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            if !take_tournament(&mut tx, id, TournamentStatus::Running).await? {
                return Ok(false);
            }
            let marked = sqlx::query(
                "UPDATE tournament_entrants SET withdrawn_round = $1
                 WHERE tournament_id = $2 AND user_id = $3 AND withdrawn_round IS NULL AND seed IS NOT NULL",
            )
            .bind(i64::from(round))
            .bind(id)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            if marked.rows_affected() != 1 {
                return Ok(false);
            }
            insert_posts(&mut tx, id, posts, now).await?;
            tx.commit().await?;
            Ok(true)
        })
        .await
    }

    /// Ends an event that has not finished; false if it had.
    pub async fn cancel_tournament(
        &self,
        id: i64,
        now: i64,
        posts: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("cancel_tournament", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let done = sqlx::query(
                "UPDATE tournaments SET status = 'cancelled', finished_at = $1, round_deadline_at = NULL,
                    revision = revision + 1
                 WHERE id = $2 AND status IN ('signup', 'running')",
            )
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() != 1 {
                return Ok(false);
            }
            insert_posts(&mut tx, id, posts, now).await?;
            tx.commit().await?;
            Ok(true)
        })
        .await
    }

    /// Takes a step of an event (its start, a new round, or its end), if it
    /// is still at `step.revision`; false (nothing stored) otherwise.
    pub async fn tournament_step(&self, step: &TournamentStep) -> Result<bool, StoreError> {
        crate::metrics::timed("tournament_step", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let (status, round, deadline) = match &step.next {
                Some((round, _, deadline)) => ("running", i64::from(*round), Some(*deadline)),
                None => ("finished", 0, None),
            };
            let moved = sqlx::query(
                "UPDATE tournaments SET status = $1,
                    round = CASE WHEN $1 = 'running' THEN $2 ELSE round END,
                    round_deadline_at = $3,
                    rounds = COALESCE($4, rounds),
                    finished_at = CASE WHEN $1 = 'finished' THEN $5 ELSE finished_at END,
                    revision = revision + 1
                 WHERE id = $6 AND revision = $7 AND status IN ('signup', 'running')",
            )
            .bind(status)
            .bind(round)
            .bind(deadline)
            .bind(step.rounds.map(i64::from))
            .bind(step.now)
            .bind(step.id)
            .bind(step.revision)
            .execute(&mut *tx)
            .await?;
            if moved.rows_affected() != 1 {
                return Ok(false);
            }
            for (user_id, seed) in &step.seeds {
                sqlx::query(
                    "UPDATE tournament_entrants SET seed = $1 WHERE tournament_id = $2 AND user_id = $3",
                )
                .bind(i64::from(*seed))
                .bind(step.id)
                .bind(*user_id)
                .execute(&mut *tx)
                .await?;
            }
            let Some(ended) = self.end_all_decided(&mut tx, step).await? else {
                // One moved or ended meanwhile: the next tick decides
                // again from what it is now.
                return Ok(false);
            };
            if let Some((_, games, _)) = &step.next {
                insert_round_games(&mut tx, step.id, games).await?;
            }
            insert_posts(&mut tx, step.id, &step.posts, step.now).await?;
            let stepped = (Changed::Tournament(step.id), step.revision + 1);
            self.tell_others(&mut *tx, stepped.0, stepped.1).await?;
            tx.commit().await?;
            for (game, revision) in ended {
                self.changed(Changed::Game(game), revision);
            }
            self.changed(stepped.0, stepped.1);
            Ok(true)
        })
        .await
    }

    /// Ends the games `step` decided, each at the revision it was read at:
    /// the revisions their ends made, or `None` if one moved meanwhile.
    async fn end_all_decided(
        &self,
        tx: &mut sqlx::Transaction<'static, sqlx::Any>,
        step: &TournamentStep,
    ) -> Result<Option<Vec<(i64, i64)>>, StoreError> {
        let mut ended = Vec::with_capacity(step.decided.len());
        for d in &step.decided {
            let Some(revision) = self.end_decided(tx, d, step.now).await? else {
                return Ok(None);
            };
            ended.push((d.game_id, revision));
            sqlx::query(
                "UPDATE tournament_games SET decided = 1, result = $1 WHERE tournament_id = $2 AND game_id = $3",
            )
            .bind(result_column(&d.result))
            .bind(step.id)
            .bind(d.game_id)
            .execute(&mut **tx)
            .await?;
        }
        Ok(Some(ended))
    }

    /// Ends a game decided at its round's deadline, inside the round's
    /// step; false if it moved or ended since its result was read.
    async fn end_decided(
        &self,
        tx: &mut sqlx::Transaction<'static, sqlx::Any>,
        d: &Decided,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let Some(revision) = self.lock_game(tx, d.game_id).await? else {
            return Ok(None);
        };
        if d.revision.is_some_and(|read| revision != read + 1) {
            return Ok(None);
        }
        let ended = sqlx::query(end_running_game!(deadline))
            .bind(now)
            .bind(d.game_id)
            .execute(&mut **tx)
            .await?;
        if ended.rows_affected() != 1 {
            return Ok(None);
        }
        self.insert_effects(tx, d.game_id, &d.effects, now).await?;
        Ok(Some(revision))
    }

    /// Pauses an event that cannot post or open threads in its channel,
    /// with `posts` to make about it: it takes no step, and its deadlines
    /// stand still, until resumed. False (nothing stored) if it was paused
    /// already or is over.
    pub async fn pause_tournament(
        &self,
        id: i64,
        reason: PauseReason,
        now: i64,
        posts: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("pause_tournament", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let r = sqlx::query(
                "UPDATE tournaments SET paused_reason = $1, paused_at = $2, revision = revision + 1
                 WHERE id = $3 AND status IN ('signup', 'running') AND paused_reason IS NULL
                 RETURNING revision",
            )
            .bind(reason.column())
            .bind(now)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = r else {
                return Ok(false);
            };
            let revision: i64 = row.try_get(0)?;
            insert_posts(&mut tx, id, posts, now).await?;
            self.tell_others(&mut *tx, Changed::Tournament(id), revision)
                .await?;
            tx.commit().await?;
            self.changed(Changed::Tournament(id), revision);
            Ok(true)
        })
        .await
    }

    /// Resumes a paused event: its deadlines move on by the time it stood
    /// still. False if it was not paused.
    pub async fn resume_tournament(&self, id: i64, now: i64) -> Result<bool, StoreError> {
        crate::metrics::timed("resume_tournament", async move {
            let _one_writer = self.one_writer().await;
            let r = sqlx::query(
                "UPDATE tournaments SET
                    round_deadline_at = round_deadline_at + ($1 - paused_at),
                    closes_at = closes_at + ($1 - paused_at),
                    paused_reason = NULL, paused_at = NULL, revision = revision + 1
                 WHERE id = $2 AND paused_reason IS NOT NULL RETURNING revision",
            )
            .bind(now)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
            let Some(row) = r else {
                return Ok(false);
            };
            let revision: i64 = row.try_get(0)?;
            self.tell_others(&self.pool, Changed::Tournament(id), revision)
                .await?;
            self.changed(Changed::Tournament(id), revision);
            Ok(true)
        })
        .await
    }

    /// Keeps the thread opened for a table's game (not made yet); the
    /// thread kept, this one or one kept before. `None`: the table is gone
    /// or has its game.
    pub async fn keep_table_thread(
        &self,
        table: &TableLocation,
        thread_id: i64,
    ) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("keep_table_thread", async move {
            let _one_writer = self.one_writer().await;
            sqlx::query(
                "UPDATE tournament_games SET thread_id = $1
                 WHERE tournament_id = $2 AND round = $3 AND table_no = $4 AND game_no = $5
                   AND game_id IS NULL AND thread_id IS NULL",
            )
            .bind(thread_id)
            .bind(table.tournament_id)
            .bind(i64::from(table.round))
            .bind(i64::from(table.table_no))
            .bind(i64::from(table.game_no))
            .execute(&self.pool)
            .await?;
            let kept = sqlx::query(
                "SELECT thread_id FROM tournament_games
                 WHERE tournament_id = $1 AND round = $2 AND table_no = $3 AND game_no = $4
                   AND game_id IS NULL",
            )
            .bind(table.tournament_id)
            .bind(i64::from(table.round))
            .bind(i64::from(table.table_no))
            .bind(i64::from(table.game_no))
            .fetch_optional(&self.pool)
            .await?;
            Ok(kept.and_then(|r| r.try_get::<Option<i64>, _>(0).ok().flatten()))
        })
        .await
    }
}

/// Cancels the live events of a server the bot was removed from (`guild`)
/// or of deleted channels, inside the write that ends their games: they
/// have nowhere to post or open tables, so their posts still waiting are
/// given up too. Returns the events cancelled.
pub(super) async fn abandon_tournaments(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    guild: Option<i64>,
    channels: &[i64],
    now: i64,
) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids: Vec<i64> = Vec::new();
    let places = match guild {
        Some(g) => vec![(
            "SELECT id FROM tournaments WHERE guild_id = $1 AND status IN ('signup', 'running')",
            g,
        )],
        None => channels
            .iter()
            .map(|&c| {
                (
                    "SELECT id FROM tournaments WHERE channel_id = $1 AND status IN ('signup', 'running')",
                    c,
                )
            })
            .collect(),
    };
    for (query, place) in places {
        ids.extend(
            sqlx::query_scalar::<_, i64>(query)
                .bind(place)
                .fetch_all(&mut **tx)
                .await?,
        );
    }
    for id in &ids {
        sqlx::query(
            "UPDATE tournaments SET status = 'cancelled', finished_at = $1,
                round_deadline_at = NULL, revision = revision + 1
             WHERE id = $2",
        )
        .bind(now)
        .bind(*id)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "UPDATE tournament_posts SET posted_at = $1 WHERE tournament_id = $2 AND posted_at IS NULL",
        )
        .bind(now)
        .bind(*id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(ids)
}

/// A new round's tables, each waiting for its game.
async fn insert_round_games(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    id: i64,
    games: &[TableGame],
) -> Result<(), StoreError> {
    for g in games {
        sqlx::query(
            "INSERT INTO tournament_games (tournament_id, round, table_no, game_no, seeds)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(i64::from(g.round))
        .bind(i64::from(g.table_no))
        .bind(i64::from(g.game_no))
        .bind(seeds_column(&g.seeds))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
