//! The game service: lobbies, turns in steps, time limits, resignations,
//! stats and ratings. Every action loads the game from its move log, checks
//! the action, and stores the result in one guarded transaction.
//!
//! `Service` is one type, but its methods live in one module per use
//! case, each opening with what it is for; read the one you need:
//!
//! - **Games**: `opening` (a new game as `/carcassonne new` asks), `lobby`
//!   (joining, leaving, computers, starting, rematches), `records` (a
//!   game's record and replay), `admin` (what a host does to a running
//!   game).
//! - **Turns**: `turn` (the tile's position, then the follower step),
//!   `commit` (storing what a move did), `stand_ins` (a computer in the
//!   seat of a person who ran out of time).
//! - **Undo**: `undo` (a vote to undo a move).
//! - **Time**: `timers` (reminders, time-outs, computer turns, lobbies that
//!   expire), `pauses` (a game waiting on a permission or a thread),
//!   `claims` (which process does a game's background work).
//! - **Tournaments**: `tournaments/` (sign-up, rounds, tables, results).
//! - **Stats and seasons**: `stats` (results, ratings, the leaderboard).
//! - **A server's settings**: `settings`, `limits` (limits on abuse),
//!   `retention` (pruning).
//! - **Shared by all**: `load` (a game read and replayed, and a click's
//!   game loaded once: its view handed over to delivery), `views` (what a
//!   game looks like now), and
//!   `outbox` (what delivery reads, and what a click on old controls
//!   needs).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::i18n::{Arg, Lang, t};
use serde_json::Value;

use super::clock::{Clock, SystemClock};
use super::error::ServiceError;
use crate::ai::Level;
use crate::engine::{Figure, Game, HistoryEntry, Placement, RecordTurn, TileSet, TurnAction};
use crate::store::Shards;
use crate::store::{GameRow, PlayerStats, Season, SeatRow, Store};
use views::{FinalStanding, GameOptions, TimeBank, TimeoutAction, View, level_key, named};

mod admin;
mod claims;
mod commit;

mod delivery;
mod limits;
mod load;
mod lobby;
mod opening;
mod pauses;
mod records;
mod retention;
mod settings;
mod stand_ins;
mod stats;
mod timers;
mod tournaments;
mod turn;
mod undo;
pub(crate) mod views;

pub use delivery::{
    Clicked, Courier, Delivered, Dispatcher, Effect, MAX_BACKOFF, NextEffect, Stale, Tried, backoff,
};
pub use limits::{
    ASK_COOLDOWN_MINUTES, GAMES_PER_CHANNEL, LOBBIES_PER_MEMBER, LimitChanges, Limits, Location,
    THREADS_PER_HOUR,
};
pub use opening::{HomeAsk, LobbyAsk, LobbyPlan};
pub use settings::{Configured, ServerConfig};
pub use stats::WhichLeaderboard;
pub use tournaments::{
    MAX_ENTRANTS, MAX_ROUNDS, NewTournament, THREADS_RETRY_SECONDS, TableToOpen, TournamentEntrant,
    TournamentNews, TournamentStanding, TournamentTable, TournamentView,
};
pub use undo::{UNDO_VOTE_SECONDS, UndoVoteView};

/// "Ann placed tile D at (1, 0) with a knight on the city."
pub(super) fn placed_text(
    name: &str,
    game: &Game,
    tile: crate::engine::TileKind,
    placement: Placement,
    meeple: Option<crate::engine::Meeple>,
    lang: Lang,
) -> String {
    let mut args: Vec<(&str, Arg)> = vec![
        ("player", named(name).into()),
        ("tile", game.tile_set().name_of(tile).into()),
        ("x", placement.pos.x.into()),
        ("y", placement.pos.y.into()),
    ];
    match meeple {
        Some(m) if m.figure != Figure::Follower => {
            args.push(("figure", m.figure.name().into()));
            args.push(("kind", m.kind.name().into()));
            t(lang, "news-placed-figure", &args)
        }
        _ => {
            args.push(("follower", meeple.map_or("none", |m| m.kind.name()).into()));
            t(lang, "news-placed", &args)
        }
    }
}

/// Seconds a computer player waits before moving, unless the service is
/// told otherwise: its turn is a timer like any other, so it is played once,
/// by whichever process runs the timers, also after a restart.
pub const COMPUTER_PAUSE_SECONDS: i64 = 2;

/// Something the front end should announce without anyone clicking.
#[derive(Clone, Debug)]
pub enum Notice {
    /// A player has been idle for the reminder time.
    Reminder { view: View, user_id: i64 },
    /// A player ran out of time: their turn was skipped, or they forfeited.
    TimedOut {
        view: View,
        user_id: i64,
        forfeited: bool,
    },
    /// A computer player's turn that was waiting has been played.
    ComputerMoved { view: View },
    /// A lobby nobody started in time was closed.
    LobbyExpired { view: View },
}

/// Hours a lobby stays open unless a server sets otherwise.
pub const LOBBY_HOURS: u32 = 48;
/// How often Start reads the seats again when Joins and Leaves keep
/// landing meanwhile.
const START_TRIES: usize = 5;

/// Which of a server's leaderboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeaderboardSpan {
    /// Every game ever rated.
    AllTime,
    /// One season's games, from ratings restarted at its start.
    Season(Season),
}

/// A page of a server's leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    pub span: LeaderboardSpan,
    /// (place, player), best first.
    pub entries: Vec<(usize, PlayerStats)>,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
    pub total: usize,
}

/// How an action's moves are stored, beyond the moves themselves.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Commit {
    /// Seat whose missed-turn count changes, and its new value.
    pub(super) missed: Option<(i64, i64)>,
    /// Keep the placement confirmed for the turn in progress.
    pub(super) keep_pending: bool,
}

/// A game as loaded from storage.
pub(super) struct Loaded {
    pub(super) row: GameRow,
    pub(super) seats: Vec<SeatRow>,
    pub(super) options: GameOptions,
    /// The game (once started), with a confirmed placement applied.
    pub(super) game: Option<Game>,
    pub(super) pending: Option<Placement>,
    /// This is the game as stored at `row.revision`: read so, and changed
    /// in memory only as its own writes changed it (see `load`).
    pub(super) exact: bool,
}

impl Loaded {
    /// The seat `user_id` plays (not one a stand-in took from them).
    fn seat_of(&self, user_id: i64) -> Option<u8> {
        self.seats
            .iter()
            .find(|s| s.user_id == user_id && s.stood_in_at.is_none())
            .and_then(|s| s.seat)
            .map(|s| s as u8)
    }

    /// A seat's name as the game shows it: a stand-in's names the person
    /// whose seat it took.
    fn seat_name(&self, s: &SeatRow) -> String {
        match (s.stood_in_at, s.computer.as_deref().and_then(Level::parse)) {
            (Some(_), Some(level)) => t(
                self.options.lang,
                "seat-stood-in",
                &[
                    ("player", s.name.clone().into()),
                    ("level", t(self.options.lang, level_key(level), &[]).into()),
                ],
            ),
            _ => s.name.clone(),
        }
    }

    /// Seconds left in a seat's time bank (as at the start of its turn).
    fn bank_left(&self, seat: u8, bank: TimeBank) -> u32 {
        self.seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .and_then(|s| s.bank_left)
            .map_or(bank.start, |b| b.clamp(0, i64::from(u32::MAX)) as u32)
    }

    /// Whether a computer player took this seat from a person.
    fn stood_in(&self, seat: u8) -> bool {
        self.seats
            .iter()
            .any(|s| s.seat == Some(i64::from(seat)) && s.stood_in_at.is_some())
    }

    fn name_of_seat(&self, seat: u8) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .map_or_else(
                || {
                    t(
                        self.options.lang,
                        "picture-player",
                        &[("number", (seat + 1).into())],
                    )
                },
                |s| self.seat_name(s),
            )
    }

    fn user_of_seat(&self, seat: u8) -> i64 {
        self.seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .map_or(0, |s| s.user_id)
    }

    fn computer_of_seat(&self, seat: u8) -> Option<Level> {
        self.seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .and_then(|s| s.computer.as_deref())
            .and_then(Level::parse)
    }

    /// Whether the seat to move (if any) is a computer player's.
    fn computer_to_move(&self, game: &Game) -> bool {
        !game.is_over() && self.computer_of_seat(game.current_seat()).is_some()
    }

    fn seated(&self) -> bool {
        self.seats.iter().all(|s| s.seat.is_some())
    }
}

pub(super) fn check_options(o: &GameOptions) -> Result<(), ServiceError> {
    if !(2..=6).contains(&o.seats) {
        return Err(ServiceError::BadSeats(o.seats));
    }
    if o.turn_limit.is_some_and(|t| t < 60) {
        return Err(ServiceError::TurnLimitTooShort);
    }
    if o.reminder_after.is_some_and(|r| r < 60) {
        return Err(ServiceError::ReminderTooSoon);
    }
    if o.bank.is_some_and(|b| b.start < 60 || b.cap < b.start) {
        return Err(ServiceError::TurnLimitTooShort);
    }
    if let TimeoutAction::Forfeit { after } = o.timeout
        && after == 0
    {
        return Err(ServiceError::ForfeitNever);
    }
    Ok(())
}

/// A stored move read back as the record turn it is.
pub(super) fn parse_logged(
    body: &str,
    move_no: i64,
    players: usize,
    set: &TileSet,
) -> Result<RecordTurn, String> {
    let value: Value = serde_json::from_str(body).map_err(|e| format!("move {move_no}: {e}"))?;
    RecordTurn::from_value(&value, move_no as usize, players, set)
        .map_err(|e| format!("move {move_no}: {e}"))
}

/// Applies one logged entry, checking it against the game.
pub(super) fn apply_logged(game: &mut Game, t: &RecordTurn) -> Result<(), String> {
    let before = game.history().len();
    match t.action {
        TurnAction::Resign => {
            game.resign(t.seat).map_err(|e| e.to_string())?;
        }
        TurnAction::Discard => return Err("discards are not logged".into()),
        action => {
            if game.current_seat() != t.seat || game.current_tile() != t.tile {
                return Err("the entry does not follow from the game".into());
            }
            match action {
                TurnAction::Place(mv) => {
                    game.play(mv).map_err(|e| e.to_string())?;
                }
                _ => {
                    game.skip_turn().map_err(|e| e.to_string())?;
                }
            }
        }
    }
    if let (Some(expected), Some(entry)) = (&t.scores, game.history().get(before))
        && &entry.scores()[..game.players()] != expected.as_slice()
    {
        return Err("the logged scores differ from the rules".into());
    }
    Ok(())
}

/// Final standings: players still in by score (ties share a rank), then
/// those who left, the latest to leave first.
pub(super) fn standings(game: &Game, l: &Loaded) -> Vec<FinalStanding> {
    let mut out: Vec<FinalStanding> = Vec::new();
    let active: Vec<u8> = game.active_seats().collect();
    for &seat in &active {
        let score = game.scores()[usize::from(seat)];
        let better = active
            .iter()
            .filter(|&&s| game.scores()[usize::from(s)] > score)
            .count();
        out.push(FinalStanding {
            user_id: l.user_of_seat(seat),
            name: l.name_of_seat(seat),
            seat,
            score,
            rank: better as u32 + 1,
            breakdown: game.breakdown(seat),
            resigned: false,
            computer: l.computer_of_seat(seat).is_some(),
        });
    }
    let mut left: Vec<u8> = game
        .history()
        .iter()
        .filter_map(|h| match h {
            HistoryEntry::Resigned { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    left.reverse();
    for (i, seat) in left.into_iter().enumerate() {
        out.push(FinalStanding {
            user_id: l.user_of_seat(seat),
            name: l.name_of_seat(seat),
            seat,
            score: game.scores()[usize::from(seat)],
            rank: (active.len() + 1 + i) as u32,
            breakdown: game.breakdown(seat),
            resigned: true,
            computer: l.computer_of_seat(seat).is_some(),
        });
    }
    out.sort_by_key(|s| (s.rank, s.seat));
    out
}

/// Games kept in memory at most (the least recently used go first): a
/// game late in play takes some tens of kilobytes.
const KEPT_GAMES: usize = 1024;

/// A started game as it stood after its first `moves` moves, with no
/// placement confirmed. The move log is only ever appended to, so this
/// state never goes stale: a later load reads and replays only the moves
/// stored after it, from the same snapshot as the game's row. Whatever
/// another process stored meanwhile is among those moves, and every move
/// is still stored only if the stored move count is the one its action
/// started from (checked inside the write transaction).
#[derive(Clone)]
pub(super) struct Kept {
    pub(super) seed: i64,
    /// The game's channel (which never changes).
    pub(super) channel: i64,
    pub(super) moves: i64,
    /// Undos before it was kept: an undo cuts the log back, and a game
    /// kept before it is not the game any more.
    pub(super) undos: i64,
    pub(super) game: Arc<Game>,
}

/// The kept games, by game id.
pub(super) struct KeptGames {
    pub(super) map: Mutex<HashMap<i64, (Kept, u64)>>,
    pub(super) capacity: usize,
    pub(super) tick: AtomicU64,
}

impl KeptGames {
    fn new(capacity: usize) -> KeptGames {
        KeptGames {
            map: Mutex::default(),
            capacity,
            tick: AtomicU64::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<i64, (Kept, u64)>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn get(&self, id: i64) -> Option<Kept> {
        let now = self.tick.fetch_add(1, Ordering::Relaxed);
        let mut map = self.lock();
        let (kept, used) = map.get_mut(&id)?;
        *used = now;
        Some(kept.clone())
    }

    /// Keeps `game` as game `id` after `moves` moves, in place of what was
    /// kept of it (two loads racing may leave the earlier state kept, which
    /// only costs the next load a move more to replay).
    fn keep(&self, row: &GameRow, moves: i64, game: &Game) {
        let id = row.id;
        let now = self.tick.fetch_add(1, Ordering::Relaxed);
        let kept = Kept {
            seed: row.seed,
            channel: row.channel_id,
            moves,
            undos: row.undos,
            game: Arc::new(game.clone()),
        };
        let mut map = self.lock();
        if !map.contains_key(&id) && map.len() >= self.capacity {
            let oldest = map
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(&k, _)| k);
            if let Some(oldest) = oldest {
                map.remove(&oldest);
            }
        }
        map.insert(id, (kept, now));
    }

    fn forget(&self, id: i64) {
        self.lock().remove(&id);
    }
}

/// Replays kept unless told otherwise (`REPLAY_CACHE_MB`): 256 MiB.
pub const REPLAY_CACHE_BYTES: u64 = 256 << 20;

/// The service. Cheap to clone; holds the store, a clock, and the slots
/// computer players think in (one per core, so thinking never starves the
/// rest of the bot).
#[derive(Clone)]
pub struct Service {
    store: Store,
    /// Games as they stood after their latest moves (see [`Kept`]).
    games: Arc<KeptGames>,
    /// Views made by actions, for delivery (see `load`).
    handoff: Arc<load::Handoff>,
    clock: Arc<dyn Clock>,
    thinking: Arc<tokio::sync::Semaphore>,
    /// Seconds before a computer player moves.
    computer_pause: i64,
    /// The servers whose games' background work this process does.
    pub(super) shards: Shards,
    /// This process, as the owner of its claims on games' work.
    pub(super) owner: Arc<str>,
    /// The most bytes of replays kept (see [`Service::keep_replay`]).
    replay_cache: u64,
    /// Events waiting for room for threads: when each tries next.
    thread_tries: Arc<std::sync::Mutex<std::collections::HashMap<i64, i64>>>,
}

impl std::fmt::Debug for Service {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Service").finish_non_exhaustive()
    }
}

impl Service {
    pub fn new(store: Store) -> Service {
        Service::with_clock(store, Arc::new(SystemClock))
    }

    pub fn with_clock(store: Store, clock: Arc<dyn Clock>) -> Service {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Service {
            store,
            games: Arc::new(KeptGames::new(KEPT_GAMES)),
            handoff: Arc::new(load::Handoff::new(KEPT_GAMES)),
            clock,
            thinking: Arc::new(tokio::sync::Semaphore::new(cores)),
            computer_pause: COMPUTER_PAUSE_SECONDS,
            shards: Shards::ALL,
            owner: super::leases::new_owner(),
            replay_cache: REPLAY_CACHE_BYTES,
            thread_tries: Arc::default(),
        }
    }

    /// Sets the most bytes of replays kept (`REPLAY_CACHE_MB`).
    pub fn with_replay_cache(mut self, bytes: u64) -> Service {
        self.replay_cache = bytes;
        self
    }

    /// Sets how long computer players wait before moving (whole seconds).
    pub fn with_computer_pause(mut self, seconds: i64) -> Service {
        self.computer_pause = seconds.max(0);
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Now by the service's clock (Unix seconds): what sessions expire by.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    pub(super) fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }
}
