//! Games and their seats: a game's row, its lobby (seats, options, the
//! start), and how it ends by cancelling or expiring.

use super::columns::{OptionColumns, OptionValues, end_running_game, placement_from_column, sql};
use super::model::{GameOptions, PauseReason, Status};
use crate::engine::Placement;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::limits::{Caps, over_caps};
use super::moves::MOVES_AFTER;
use super::timers::Timers;
use super::{Backend, Changed, Store, StoreError, is_unique_violation};

/// A game as read by [`Store::load_game`].
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// The moves read are those after this one.
    pub after: i64,
    /// (move number, body), in order.
    pub moves: Vec<(i64, String)>,
}

/// One row of `games`.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    /// The channel the game's thread is in (`None`: not a thread, or not
    /// known).
    pub parent_id: Option<i64>,
    pub host_id: i64,
    pub status: Status,
    pub seed: i64,
    /// Rules, seats, time limits, language and expansions.
    pub options: GameOptions,
    pub moves: i64,
    /// The placement of a turn confirmed before its follower step.
    pub pending: Option<Placement>,
    pub turn_started_at: Option<i64>,
    pub reminder_at: Option<i64>,
    pub reminded: bool,
    pub deadline_at: Option<i64>,
    pub created_at: i64,
    /// Why the game is paused (see [`Store::pause_game`]); `None`: it is not.
    pub paused: Option<PauseReason>,
    /// When its clock was stopped (see [`Store::stop_clock`]); `None`: it runs.
    pub clock_stopped_at: Option<i64>,
    /// Undos so far (the move log was cut back this often).
    pub undos: i64,
    /// One more with every write that changes the game's row or seats
    /// (see `Store::lock_game`): a view made at a revision is the game as
    /// long as its revision is the same.
    pub revision: i64,
    /// The news of the move before the turn of move number `.0` (a
    /// person's), shown with that turn.
    pub turn_news: Option<(i64, Vec<String>)>,
    /// The generation of the game's spectator links (see
    /// [`Store::renew_watch_links`]).
    pub watch_generation: i64,
}

/// One row of `seats`.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRow {
    pub user_id: i64,
    pub name: String,
    pub seat: Option<i64>,
    pub missed_turns: i64,
    pub final_score: Option<i64>,
    pub rank: Option<i64>,
    /// A computer player's level; `None` for a person.
    pub computer: Option<String>,
    /// For a person's seat a computer player took over: how many record
    /// turns were played before it did.
    pub stood_in_at: Option<i64>,
    /// Seconds left in the seat's time bank (`None`: all it started with).
    pub bank_left: Option<i64>,
    /// How a finished game moved the player's rating (mu - 3 sigma).
    pub rating: Option<(f64, f64)>,
}

/// A tournament table's game, by its place in the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableLocation {
    pub tournament_id: i64,
    pub round: u32,
    pub table_no: u32,
    pub game_no: u32,
}

/// A new game's settings.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub guild_id: i64,
    pub channel_id: i64,
    /// The channel `channel_id` is a thread of, if it is one.
    pub parent_id: Option<i64>,
    pub host_id: i64,
    pub host_name: String,
    pub seed: i64,
    pub options: GameOptions,
    pub now: i64,
    /// When the lobby closes unless started.
    pub lobby_deadline: Option<i64>,
    /// What Discord must show of the new game (the outbox).
    pub effects: Vec<String>,
    /// The levels of the computer players seated with the host, in the
    /// same write (as many as there are seats for).
    pub computers: Vec<String>,
    /// The server's limits the new game must keep within.
    pub caps: Caps,
}

/// How [`Store::start_game`] went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartOutcome {
    /// Started; the game's new revision.
    Started { revision: i64 },
    /// It had started, ended or been cancelled meanwhile.
    NotLobby,
    /// Someone joined or left after the seats were read: nothing stored;
    /// read them again.
    SeatsChanged,
}

pub(super) const GAME_BY_ID: &str = "SELECT id, guild_id, channel_id, parent_id, host_id, status, seed, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, moves, pending, turn_started_at, reminder_at, reminded, deadline_at, created_at, paused_reason, clock_stopped_at, undos, lang, expansions, revision, stand_in, bank_seconds, bank_increment, bank_cap, turn_news, turn_news_move, watch_generation FROM games WHERE id = $1";

pub(super) fn game_row(r: &AnyRow) -> Result<GameRow, StoreError> {
    let id: i64 = r.try_get("id")?;
    let corrupt = |why: String| StoreError::Corrupt(id, why);
    let status: String = r.try_get("status")?;
    let pending: Option<String> = r.try_get("pending")?;
    let paused: Option<String> = r.try_get("paused_reason")?;
    let options = OptionColumns {
        rules: &r.try_get::<String, _>("rules")?,
        max_seats: r.try_get("max_seats")?,
        turn_seconds: r.try_get("turn_seconds")?,
        reminder_seconds: r.try_get("reminder_seconds")?,
        timeout_action: &r.try_get::<String, _>("timeout_action")?,
        forfeit_after: r.try_get("forfeit_after")?,
        lang: r.try_get::<Option<String>, _>("lang")?.as_deref(),
        expansions: &r.try_get::<String, _>("expansions")?,
        stand_in: r.try_get::<Option<String>, _>("stand_in")?.as_deref(),
        bank: [
            r.try_get("bank_seconds")?,
            r.try_get("bank_increment")?,
            r.try_get("bank_cap")?,
        ],
    }
    .options()
    .map_err(corrupt)?;
    Ok(GameRow {
        id,
        guild_id: r.try_get("guild_id")?,
        channel_id: r.try_get("channel_id")?,
        parent_id: r.try_get("parent_id")?,
        host_id: r.try_get("host_id")?,
        status: Status::from_column(&status).map_err(corrupt)?,
        seed: r.try_get("seed")?,
        options,
        moves: r.try_get("moves")?,
        pending: match pending {
            Some(p) => Some(
                placement_from_column(&p)
                    .ok_or_else(|| corrupt(format!("unreadable pending placement {p}")))?,
            ),
            None => None,
        },
        turn_started_at: r.try_get("turn_started_at")?,
        reminder_at: r.try_get("reminder_at")?,
        reminded: r.try_get::<i64, _>("reminded")? != 0,
        deadline_at: r.try_get("deadline_at")?,
        created_at: r.try_get("created_at")?,
        paused: paused.as_deref().map(PauseReason::from_column),
        clock_stopped_at: r.try_get("clock_stopped_at")?,
        undos: r.try_get("undos")?,
        revision: r.try_get("revision")?,
        watch_generation: r.try_get("watch_generation")?,
        turn_news: {
            let lines: Option<String> = r.try_get("turn_news")?;
            let at: Option<i64> = r.try_get("turn_news_move")?;
            match (at, lines) {
                (Some(at), Some(lines)) => Some((
                    at,
                    serde_json::from_str(&lines)
                        .map_err(|e| corrupt(format!("unreadable turn news: {e}")))?,
                )),
                _ => None,
            }
        },
    })
}

pub(super) const SEATS_OF_GAME: &str = "SELECT user_id, name, seat, missed_turns, final_score, rank, computer, rating_before, rating_after, stood_in_at, bank_left FROM seats WHERE game_id = $1 ORDER BY seat, joined_at, rowid";

/// A game's row with its seats, in one statement (one consistent read): a
/// row per seat, each with the game's columns.
pub(super) const GAME_WITH_SEATS: &str = "SELECT g.id, g.guild_id, g.channel_id, g.parent_id, g.host_id, g.status, g.seed, g.rules, g.max_seats, g.turn_seconds, g.reminder_seconds, g.timeout_action, g.forfeit_after, g.moves, g.pending, g.turn_started_at, g.reminder_at, g.reminded, g.deadline_at, g.created_at, g.paused_reason, g.clock_stopped_at, g.undos, g.lang, g.expansions, g.revision, g.stand_in, g.bank_seconds, g.bank_increment, g.bank_cap, g.turn_news, g.turn_news_move, g.watch_generation,
       s.user_id, s.name, s.seat, s.missed_turns, s.final_score, s.rank, s.computer, s.rating_before, s.rating_after, s.stood_in_at, s.bank_left
FROM games g LEFT JOIN seats s ON s.game_id = g.id WHERE g.id = $1 ORDER BY s.seat, s.joined_at, s.rowid";

pub(super) fn seat_row(r: &AnyRow) -> Result<SeatRow, sqlx::Error> {
    Ok(SeatRow {
        user_id: r.try_get("user_id")?,
        name: r.try_get("name")?,
        seat: r.try_get("seat")?,
        missed_turns: r.try_get("missed_turns")?,
        final_score: r.try_get("final_score")?,
        rank: r.try_get("rank")?,
        computer: r.try_get("computer")?,
        stood_in_at: r.try_get("stood_in_at")?,
        bank_left: r.try_get("bank_left")?,
        rating: match (
            r.try_get::<Option<f64>, _>("rating_before")?,
            r.try_get::<Option<f64>, _>("rating_after")?,
        ) {
            (Some(b), Some(a)) => Some((b, a)),
            _ => None,
        },
    })
}

impl Store {
    /// Creates a game in its lobby with the host seated; fails with
    /// [`StoreError::ChannelBusy`] if the channel has an active game.
    pub async fn create_game(&self, g: &NewGame) -> Result<i64, StoreError> {
        crate::metrics::timed("create_game", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let id = match self.insert_game(&mut tx, g).await {
                Err(StoreError::ChannelBusy(_)) => {
                    drop(tx);
                    let busy = self.active_game_in(g.channel_id).await?.unwrap_or(0);
                    return Err(StoreError::ChannelBusy(busy));
                }
                made => made?,
            };
            tx.commit().await?;
            // A new game starts at revision 0.
            self.changed(Changed::Game(id), 0);
            Ok(id)
        })
        .await
    }

    /// Makes a tournament table's game in one write: the game, every seat
    /// (the host's first), and the table's link to it. `None`: the table
    /// has its game already (made by another call), and nothing is stored.
    pub async fn create_table_game(
        &self,
        g: &NewGame,
        table: &TableLocation,
        others: &[(i64, String)],
    ) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("create_table_game", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            let id = self.insert_game(&mut tx, g).await?;
            let linked = sqlx::query(
                "UPDATE tournament_games SET game_id = $1
                 WHERE tournament_id = $2 AND round = $3 AND table_no = $4 AND game_no = $5
                   AND game_id IS NULL",
            )
            .bind(id)
            .bind(table.tournament_id)
            .bind(i64::from(table.round))
            .bind(i64::from(table.table_no))
            .bind(i64::from(table.game_no))
            .execute(&mut *tx)
            .await?;
            if linked.rows_affected() != 1 {
                return Ok(None);
            }
            for (user_id, name) in others {
                sqlx::query(
                    "INSERT INTO seats (game_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(id)
                .bind(*user_id)
                .bind(name)
                .bind(g.now)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            self.changed(Changed::Game(id), 0);
            Ok(Some(id))
        })
        .await
    }

    /// Inserts a lobby, its host's seat and its effects; refused if the
    /// channel has a game (`ChannelBusy(0)`: the transaction is spent, and
    /// the caller looks the game up) or a cap is reached.
    async fn insert_game(
        &self,
        tx: &mut sqlx::Transaction<'static, sqlx::Any>,
        g: &NewGame,
    ) -> Result<i64, StoreError> {
        let v = OptionValues::of(&g.options);
        if self.backend == Backend::Postgres && g.caps != Caps::default() {
            // A server's new games in turn, in every process: each counts
            // the others' (SQLite has one writer anyway).
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(g.guild_id)
                .execute(&mut **tx)
                .await?;
        }
        let inserted = sqlx::query(
            concat!("INSERT INTO games (guild_id, channel_id, parent_id, host_id, status, seed, rules, max_seats, turn_seconds, reminder_seconds, timeout_action, forfeit_after, created_at, deadline_at, lang, expansions, stand_in, bank_seconds, bank_increment, bank_cap)
             VALUES ($1, $2, $15, $3, ", sql!(lobby), ", $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $16, $17, $18, $19) RETURNING id"),
        )
        .bind(g.guild_id)
        .bind(g.channel_id)
        .bind(g.host_id)
        .bind(g.seed)
        .bind(v.rules)
        .bind(v.max_seats)
        .bind(v.turn_seconds)
        .bind(v.reminder_seconds)
        .bind(v.timeout_action)
        .bind(v.forfeit_after)
        .bind(g.now)
        .bind(g.lobby_deadline)
        .bind(v.lang)
        .bind(v.expansions)
        .bind(g.parent_id)
        .bind(v.stand_in)
        .bind(v.bank[0])
        .bind(v.bank[1])
        .bind(v.bank[2])
        .fetch_one(&mut **tx)
        .await;
        let id: i64 = match inserted {
            Ok(r) => r.try_get(0)?,
            Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy(0)),
            Err(e) => return Err(e.into()),
        };
        // Counted with the new game in: the channel's own game refuses it
        // first, as busy.
        let place = (g.guild_id, g.host_id, g.parent_id.unwrap_or(g.channel_id));
        if let Some(cap) = over_caps(tx, &g.caps, place).await? {
            return Err(StoreError::Capped(cap));
        }
        seat_opening(tx, id, g).await?;
        self.insert_effects(tx, id, &g.effects, g.now).await?;
        Ok(id)
    }

    /// A game, its seats and its move log, read from one consistent
    /// snapshot (a move stored meanwhile is either wholly in it or not).
    /// With `have`, the caller already knows the game after that many
    /// moves: only the moves after it are read, if the game has that many
    /// (otherwise the whole log). Returns the move number the log read
    /// starts after (0 or `have`).
    pub async fn load_game(
        &self,
        id: i64,
        have: Option<i64>,
    ) -> Result<Option<StoredGame>, StoreError> {
        crate::metrics::timed("load_game", async move {
            // Usually the caller has every move already: then one statement
            // reads all there is to read, without a transaction.
            if let Some(have) = have {
                let rows = sqlx::query(GAME_WITH_SEATS)
                    .bind(id)
                    .fetch_all(&self.pool)
                    .await?;
                let Some(first) = rows.first() else {
                    return Ok(None);
                };
                let game = game_row(first)?;
                if game.moves == have && have > 0 {
                    let seats = rows
                        .iter()
                        .filter(|r| {
                            r.try_get::<Option<i64>, _>("user_id")
                                .is_ok_and(|u| u.is_some())
                        })
                        .map(seat_row)
                        .collect::<Result<_, sqlx::Error>>()?;
                    return Ok(Some(StoredGame {
                        row: game,
                        seats,
                        after: have,
                        moves: Vec::new(),
                    }));
                }
            }
            let mut tx = self.snapshot().await?;
            let Some(row) = sqlx::query(GAME_BY_ID)
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?
            else {
                return Ok(None);
            };
            let game = game_row(&row)?;
            let seats = sqlx::query(SEATS_OF_GAME)
                .bind(id)
                .fetch_all(&mut *tx)
                .await?;
            let seats = seats
                .iter()
                .map(seat_row)
                .collect::<Result<_, sqlx::Error>>()?;
            let after = have.filter(|&n| (0..=game.moves).contains(&n)).unwrap_or(0);
            let moves = if after == game.moves {
                Vec::new()
            } else {
                let moves = sqlx::query(MOVES_AFTER)
                    .bind(id)
                    .bind(after)
                    .fetch_all(&mut *tx)
                    .await?;
                moves
                    .iter()
                    .map(|r| Ok((r.try_get("move_no")?, r.try_get("body")?)))
                    .collect::<Result<_, sqlx::Error>>()?
            };
            tx.commit().await?;
            Ok(Some(StoredGame {
                row: game,
                seats,
                after,
                moves,
            }))
        })
        .await
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        crate::metrics::timed("game", async move {
            let row = sqlx::query(GAME_BY_ID)
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            row.as_ref().map(game_row).transpose()
        })
        .await
    }

    /// The lobby or running game in a channel.
    pub async fn active_game_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("active_game_in", async move {
            let row = sqlx::query(concat!(
                "SELECT id FROM games WHERE channel_id = $1 AND status IN ",
                sql!(running)
            ))
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?;
            Ok(row.map(|r| r.get::<i64, _>(0)))
        })
        .await
    }

    pub async fn seats(&self, game_id: i64) -> Result<Vec<SeatRow>, StoreError> {
        crate::metrics::timed("seats", async move {
            let rows = sqlx::query(SEATS_OF_GAME)
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(seat_row)
                .collect::<Result<_, sqlx::Error>>()
                .map_err(Into::into)
        })
        .await
    }

    /// Seats a player in a lobby; false if the game is not a lobby any more
    /// or the player is already seated.
    pub async fn add_seat(
        &self,
        game_id: i64,
        user_id: i64,
        name: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("add_seat", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        // The seats are counted with the game held: two joins at once
        // never both take the last seat.
        let revision = self.lock_game(&mut tx, game_id).await?;
        let r = sqlx::query(
            concat!("INSERT INTO seats (game_id, user_id, name, joined_at)
             SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM games WHERE id = $5 AND status = ", sql!(lobby), ")
             AND (SELECT COUNT(*) FROM seats WHERE game_id = $6) < (SELECT max_seats FROM games WHERE id = $7)
             ON CONFLICT DO NOTHING"),
        )
        .bind(game_id)
        .bind(user_id)
        .bind(name)
        .bind(now)
        .bind(game_id)
        .bind(game_id)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.game_changed(game_id, revision);
        Ok(r.rows_affected() == 1)
    })
        .await
    }

    /// Seats a computer player in a lobby, with the next free negative user
    /// id and a name like "Computer 2 (hard)". `None` if the game is not a
    /// lobby any more or it is full.
    pub async fn add_computer_seat(
        &self,
        game_id: i64,
        level: &str,
        now: i64,
    ) -> Result<Option<(i64, String)>, StoreError> {
        crate::metrics::timed("add_computer_seat", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let revision = self.lock_game(&mut tx, game_id).await?;
        let lowest: i64 = sqlx::query(
            "SELECT MIN(m) FROM (SELECT MIN(user_id) AS m FROM seats WHERE game_id = $1 UNION ALL SELECT 0) AS ids",
        )
            .bind(game_id)
            .fetch_one(&mut *tx)
            .await?
            .try_get::<Option<i64>, _>(0)?
            .unwrap_or(0);
        let id = lowest - 1;
        let name = format!("Computer {} ({level})", -id);
        let r = sqlx::query(
            concat!("INSERT INTO seats (game_id, user_id, name, joined_at, computer)
             SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM games WHERE id = $6 AND status = ", sql!(lobby), ")
             AND (SELECT COUNT(*) FROM seats WHERE game_id = $7) < (SELECT max_seats FROM games WHERE id = $8)"),
        )
        .bind(game_id)
        .bind(id)
        .bind(&name)
        .bind(now)
        .bind(level)
        .bind(game_id)
        .bind(game_id)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(None);
        }
        tx.commit().await?;
        self.game_changed(game_id, revision);
        Ok(Some((id, name)))
    })
        .await
    }

    /// Removes the computer player added last from a lobby; false if there
    /// is none or the game is not a lobby.
    pub async fn remove_computer_seat(&self, game_id: i64) -> Result<bool, StoreError> {
        crate::metrics::timed("remove_computer_seat", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let revision = self.lock_game(&mut tx, game_id).await?;
        let r = sqlx::query(
            concat!("DELETE FROM seats WHERE game_id = $1
             AND user_id = (SELECT MIN(user_id) FROM seats WHERE game_id = $1 AND computer IS NOT NULL)
             AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = ", sql!(lobby), ")"),
        )
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.game_changed(game_id, revision);
        Ok(r.rows_affected() == 1)
    })
        .await
    }

    pub async fn remove_seat(&self, game_id: i64, user_id: i64) -> Result<bool, StoreError> {
        crate::metrics::timed("remove_seat", async move {
            let _one_writer = self.one_writer().await;
            let mut tx = self.begin().await?;
            // With the game held, as a start holds it: a Leave never lands
            // between a start's reading of the seats and its numbering them.
            let revision = self.lock_game(&mut tx, game_id).await?;
            let r = sqlx::query(concat!(
                "DELETE FROM seats WHERE game_id = $1 AND user_id = $2
             AND EXISTS (SELECT 1 FROM games WHERE id = $3 AND status = ",
                sql!(lobby),
                ")"
            ))
            .bind(game_id)
            .bind(user_id)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            self.game_changed(game_id, revision);
            Ok(r.rows_affected() == 1)
        })
        .await
    }

    /// Changes a lobby's options; false if it is not a lobby.
    pub async fn set_options(
        &self,
        game_id: i64,
        o: &GameOptions,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("set_options", async move {
        let v = OptionValues::of(o);
        let update = sqlx::query(
            concat!("UPDATE games SET rules = $1, max_seats = $2, turn_seconds = $3, reminder_seconds = $4, timeout_action = $5, forfeit_after = $6, lang = $7, expansions = $9, stand_in = $10, bank_seconds = $11, bank_increment = $12, bank_cap = $13
             WHERE id = $8 AND status = ", sql!(lobby)),
        )
        .bind(v.rules)
        .bind(v.max_seats)
        .bind(v.turn_seconds)
        .bind(v.reminder_seconds)
        .bind(v.timeout_action)
        .bind(v.forfeit_after)
        .bind(v.lang)
        .bind(game_id)
        .bind(v.expansions)
        .bind(v.stand_in)
        .bind(v.bank[0])
        .bind(v.bank[1])
        .bind(v.bank[2]);
        let written = self.update_with_effects(update, game_id, effects, now).await?;
        Ok(written.is_some())
    })
        .await
    }

    /// Starts a lobby: seats in the given order (user ids), first timers.
    /// False if it was not a lobby any more.
    pub async fn start_game(
        &self,
        game_id: i64,
        order: &[i64],
        timers: Timers,
        now: i64,
        effects: &[String],
    ) -> Result<StartOutcome, StoreError> {
        crate::metrics::timed("start_game", async move {
        let _one_writer = self.one_writer().await;
        let mut tx = self.begin().await?;
        let Some(revision) = self.lock_game(&mut tx, game_id).await? else {
            return Ok(StartOutcome::NotLobby);
        };
        let r = sqlx::query(
            concat!("UPDATE games SET status = ", sql!(playing), ", started_at = $1, turn_started_at = $2, reminder_at = $3, deadline_at = $4, reminded = 0,
                    computer_turn = $6
             WHERE id = $5 AND status = ", sql!(lobby)),
        )
        .bind(now)
        .bind(timers.turn_started_at)
        .bind(timers.reminder_at)
        .bind(timers.deadline_at)
        .bind(game_id)
        .bind(i64::from(timers.computer))
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(StartOutcome::NotLobby);
        }
        // The seats are read again with the game held: a Join or Leave that
        // landed after the caller read them would leave a seat without a
        // number, or a gap in the numbers.
        let mut seated: Vec<i64> =
            sqlx::query_scalar("SELECT user_id FROM seats WHERE game_id = $1")
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?;
        seated.sort_unstable();
        let mut expected = order.to_vec();
        expected.sort_unstable();
        if seated != expected {
            return Ok(StartOutcome::SeatsChanged);
        }
        for (seat, user) in order.iter().enumerate() {
            sqlx::query("UPDATE seats SET seat = $1 WHERE game_id = $2 AND user_id = $3")
                .bind(seat as i64)
                .bind(game_id)
                .bind(user)
                .execute(&mut *tx)
                .await?;
        }
        self.insert_effects(&mut tx, game_id, effects, now).await?;
        tx.commit().await?;
        self.changed(Changed::Game(game_id), revision);
        Ok(StartOutcome::Started { revision })
    })
        .await
    }

    /// Moves the game's spectator links on a generation: every link made
    /// before stops working. The new generation (`None`: no such game).
    pub async fn renew_watch_links(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("renew_watch_links", async move {
            let update = sqlx::query(
                "UPDATE games SET watch_generation = watch_generation + 1 WHERE id = $1",
            )
            .bind(game_id);
            if self
                .update_with_effects(update, game_id, effects, now)
                .await?
                .is_none()
            {
                return Ok(None);
            }
            let generation: i64 =
                sqlx::query_scalar("SELECT watch_generation FROM games WHERE id = $1")
                    .bind(game_id)
                    .fetch_one(&self.pool)
                    .await?;
            Ok(Some(generation))
        })
        .await
    }

    /// Closes a lobby nobody started in time; false if it started, ended
    /// or was given more time meanwhile.
    pub async fn expire_lobby(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("expire_lobby", async move {
            let update = sqlx::query(concat!(
                "UPDATE games SET status = ",
                sql!(cancelled),
                ", finished_at = $1, deadline_at = NULL, end_reason = ",
                sql!(expired),
                "
             WHERE id = $2 AND status = ",
                sql!(lobby),
                " AND deadline_at IS NOT NULL AND deadline_at <= $1"
            ))
            .bind(now)
            .bind(game_id);
            self.update_with_effects(update, game_id, effects, now)
                .await
                .map(|r| r.is_some())
        })
        .await
    }

    /// Cancels a lobby or a running game; false if it had already ended.
    pub async fn cancel_game(
        &self,
        game_id: i64,
        now: i64,
        effects: &[String],
    ) -> Result<bool, StoreError> {
        crate::metrics::timed("cancel_game", async move {
            let update = sqlx::query(end_running_game!(host)).bind(now).bind(game_id);
            self.update_with_effects(update, game_id, effects, now)
                .await
                .map(|r| r.is_some())
        })
        .await
    }

    /// The most recent game of a channel, whatever its state.
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        crate::metrics::timed("latest_game_in", async move {
            let row =
                sqlx::query("SELECT id FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1")
                    .bind(channel_id)
                    .fetch_optional(&self.pool)
                    .await?;
            Ok(row.map(|r| r.get::<i64, _>(0)))
        })
        .await
    }

    /// Ids of every game still running (for start-up checks).
    pub async fn running_games(&self) -> Result<Vec<i64>, StoreError> {
        crate::metrics::timed("running_games", async move {
            let rows = sqlx::query(concat!(
                "SELECT id FROM games WHERE status = ",
                sql!(playing),
                " ORDER BY id"
            ))
            .fetch_all(&self.pool)
            .await?;
            Ok(rows.iter().map(|r| r.get::<i64, _>(0)).collect())
        })
        .await
    }
}

/// A new lobby's first seats: its host, and the computer players it
/// opens with (as many as there is room for beside the host).
async fn seat_opening(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    id: i64,
    g: &NewGame,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO seats (game_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(g.host_id)
        .bind(&g.host_name)
        .bind(g.now)
        .execute(&mut **tx)
        .await?;
    let room = usize::from(g.options.seats).saturating_sub(1);
    for (n, level) in (1..).zip(g.computers.iter().take(room)) {
        sqlx::query(
            "INSERT INTO seats (game_id, user_id, name, joined_at, computer) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(-n)
        .bind(format!("Computer {n} ({level})"))
        .bind(g.now)
        .bind(level)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
