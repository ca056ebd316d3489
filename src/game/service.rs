//! The game service: lobbies, turns in steps, time limits, resignations,
//! stats and ratings. Every action loads the game from its move log, checks
//! the action, and stores the result in one guarded transaction.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::i18n::{Arg, Lang, t};
use serde_json::Value;

use super::clock::{Clock, SystemClock};
use super::effects::{Effect, NextEffect};
use super::error::ServiceError;
use super::view::{
    EndReason, FinalStanding, GameOptions, PauseNotice, PauseReason, ReplaySource, SeatView,
    TimeoutAction, TurnNotice, TurnStep, TurnView, User, View, ViewState, named, turn_key,
};
use crate::ai::{Ai, Level};
use crate::engine::random::{seeded, shuffle};
use crate::engine::{
    Expansion, Expansions, Figure, Game, HistoryEntry, Meeple, Move, Phase, Placement, PlayError,
    Pos, Record, RecordTurn, Rotation, Rules, TileSet, TurnAction, TurnReport, Undone,
};
use crate::store::Shards;
use crate::store::{
    Due, GameResult, GameRow, HeadToHead, Live, NewGame, NewMove, Outcome, PlayerStats, SeatRow,
    Standing, StartOutcome, Store, Timers, Work,
};

mod admin;
mod undo;

pub use undo::{UNDO_VOTE_SECONDS, UndoVoteView};

/// "Ann placed tile D at (1, 0) with a knight on the city."
fn placed_text(
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

/// A page of a server's leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    /// (place, player), best first.
    pub entries: Vec<(usize, PlayerStats)>,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
    pub total: usize,
}

/// How an action's moves are stored, beyond the moves themselves.
#[derive(Clone, Copy, Debug, Default)]
struct Commit {
    /// Seat whose missed-turn count changes, and its new value.
    missed: Option<(i64, i64)>,
    /// Keep the placement confirmed for the turn in progress.
    keep_pending: bool,
}

/// A game as loaded from storage.
struct Loaded {
    row: GameRow,
    seats: Vec<SeatRow>,
    options: GameOptions,
    /// The game (once started), with a confirmed placement applied.
    game: Option<Game>,
    pending: Option<Placement>,
}

impl Loaded {
    fn seat_of(&self, user_id: i64) -> Option<u8> {
        self.seats
            .iter()
            .find(|s| s.user_id == user_id)
            .and_then(|s| s.seat)
            .map(|s| s as u8)
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
                |s| s.name.clone(),
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

/// Options from their stored columns (a game's, or a server's defaults).
fn options_from_columns(
    rules: &str,
    max_seats: i64,
    turn_seconds: Option<i64>,
    reminder_seconds: Option<i64>,
    timeout_action: &str,
    forfeit_after: i64,
) -> Result<GameOptions, String> {
    let rules = Rules::from_json(rules)?;
    let timeout = match timeout_action {
        "skip" => TimeoutAction::Skip,
        "forfeit" => TimeoutAction::Forfeit {
            after: forfeit_after.clamp(1, 100) as u8,
        },
        other => return Err(format!("unknown time-out action {other}")),
    };
    Ok(GameOptions {
        rules,
        seats: max_seats.clamp(2, 6) as u8,
        turn_limit: turn_seconds.map(|s| s as u32),
        reminder_after: reminder_seconds.map(|s| s as u32),
        timeout,
        lang: Lang::En,
        expansions: Expansions::NONE,
    })
}

fn options_from_row(row: &GameRow) -> Result<GameOptions, String> {
    let mut o = options_from_columns(
        &row.rules,
        row.max_seats,
        row.turn_seconds,
        row.reminder_seconds,
        &row.timeout_action,
        row.forfeit_after,
    )?;
    o.lang = lang_from_column(row.lang.as_deref());
    // An expansion this version does not know: the game cannot be rebuilt.
    o.expansions = Expansions::parse_list(&row.expansions)?;
    Ok(o)
}

/// A stored language code (one this version does not know reads as English).
fn lang_from_column(code: Option<&str>) -> Lang {
    code.and_then(Lang::from_code).unwrap_or_default()
}

/// The stored columns of a time-out action: its name and the missed turns
/// before a forfeit.
fn timeout_columns(t: TimeoutAction) -> (&'static str, i64) {
    match t {
        TimeoutAction::Skip => ("skip", 3),
        TimeoutAction::Forfeit { after } => ("forfeit", i64::from(after)),
    }
}

fn check_options(o: &GameOptions) -> Result<(), ServiceError> {
    if !(2..=6).contains(&o.seats) {
        return Err(ServiceError::BadSeats(o.seats));
    }
    if o.turn_limit.is_some_and(|t| t < 60) {
        return Err(ServiceError::TurnLimitTooShort);
    }
    if o.reminder_after.is_some_and(|r| r < 60) {
        return Err(ServiceError::ReminderTooSoon);
    }
    if let TimeoutAction::Forfeit { after } = o.timeout
        && after == 0
    {
        return Err(ServiceError::ForfeitNever);
    }
    Ok(())
}

fn placement_json(p: Placement) -> String {
    format!(
        "{{\"x\": {}, \"y\": {}, \"rot\": {}}}",
        p.pos.x,
        p.pos.y,
        p.rot.quarter_turns()
    )
}

fn parse_placement(s: &str) -> Option<Placement> {
    let v: Value = serde_json::from_str(s).ok()?;
    Some(Placement {
        pos: Pos::new(
            i32::try_from(v.get("x")?.as_i64()?).ok()?,
            i32::try_from(v.get("y")?.as_i64()?).ok()?,
        ),
        rot: Rotation::new(u8::try_from(v.get("rot")?.as_u64()?).ok()?)?,
    })
}

/// A stored move read back as the record turn it is.
fn parse_logged(
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
fn apply_logged(game: &mut Game, t: &RecordTurn) -> Result<(), String> {
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
fn standings(game: &Game, l: &Loaded) -> Vec<FinalStanding> {
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
struct Kept {
    seed: i64,
    /// The game's channel (which never changes).
    channel: i64,
    moves: i64,
    /// Undos before it was kept: an undo cuts the log back, and a game
    /// kept before it is not the game any more.
    undos: i64,
    game: Arc<Game>,
}

/// The kept games, by game id.
struct KeptGames {
    map: Mutex<HashMap<i64, (Kept, u64)>>,
    capacity: usize,
    tick: AtomicU64,
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

/// The service. Cheap to clone; holds the store, a clock, and the slots
/// computer players think in (one per core, so thinking never starves the
/// rest of the bot).
#[derive(Clone)]
pub struct Service {
    store: Store,
    /// Games as they stood after their latest moves (see [`Kept`]).
    games: Arc<KeptGames>,
    clock: Arc<dyn Clock>,
    thinking: Arc<tokio::sync::Semaphore>,
    /// Seconds before a computer player moves.
    computer_pause: i64,
    /// The servers whose games' background work this process does.
    pub(super) shards: Shards,
    /// This process, as the owner of its claims on games' work.
    pub(super) owner: Arc<str>,
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
            clock,
            thinking: Arc::new(tokio::sync::Semaphore::new(cores)),
            computer_pause: COMPUTER_PAUSE_SECONDS,
            shards: Shards::ALL,
            owner: super::leases::new_owner(),
        }
    }

    /// Sets how long computer players wait before moving (whole seconds).
    pub fn with_computer_pause(mut self, seconds: i64) -> Service {
        self.computer_pause = seconds.max(0);
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn now(&self) -> i64 {
        self.clock.now()
    }

    async fn load(&self, id: i64) -> Result<Loaded, ServiceError> {
        self.load_upto(id, None).await
    }

    /// Loads a game, replaying only its first `upto` moves if given (and
    /// then without a confirmed placement of a later turn). A game this
    /// process has seen starts from its kept state: only the moves stored
    /// since are read and replayed.
    async fn load_upto(&self, id: i64, upto: Option<i64>) -> Result<Loaded, ServiceError> {
        let kept = self
            .games
            .get(id)
            .filter(|k| upto.is_none_or(|n| k.moves <= n));
        let stored = self
            .store
            .load_game(id, kept.as_ref().map(|k| k.moves))
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        let (row, seats) = (stored.row, stored.seats);
        let corrupt = |why: String| {
            tracing::error!(game = id, %why, "stored game cannot be rebuilt");
            ServiceError::Corrupt(id)
        };
        let options = options_from_row(&row).map_err(corrupt)?;
        let started = row.status != "lobby" && seats.iter().all(|s| s.seat.is_some());
        if !started {
            return Ok(Loaded {
                row,
                seats,
                options,
                game: None,
                pending: None,
            });
        }
        let kept = kept.filter(|k| {
            stored.after == k.moves
                && stored.after > 0
                && k.undos == row.undos
                && k.seed == row.seed
                && k.game.players() == seats.len()
        });
        let mut game = match &kept {
            Some(k) => (*k.game).clone(),
            None if stored.after > 0 => {
                // Not the game that was kept: read it whole.
                self.games.forget(id);
                return Box::pin(self.load_upto(id, upto)).await;
            }
            None => Game::with_expansions(
                seats.len(),
                options.rules,
                options.expansions,
                row.seed as u64,
            )
            .map_err(|e| corrupt(e.to_string()))?,
        };
        let cut = upto.is_some_and(|n| n < row.moves);
        let mut replayed = stored.after;
        for (move_no, body) in stored.moves {
            if upto.is_some_and(|n| move_no > n) {
                break;
            }
            if move_no != replayed + 1 {
                return Err(corrupt(format!("move {move_no} follows move {replayed}")));
            }
            let turn =
                parse_logged(&body, move_no, seats.len(), game.tile_set()).map_err(corrupt)?;
            apply_logged(&mut game, &turn).map_err(|e| corrupt(format!("move {move_no}: {e}")))?;
            replayed = move_no;
        }
        if replayed > stored.after && !cut {
            self.games.keep(&row, replayed, &game);
        }
        let pending = match &row.pending {
            Some(_) if cut => None,
            Some(p) => {
                let placement = parse_placement(p)
                    .ok_or_else(|| corrupt("unreadable pending placement".into()))?;
                game.place_tile(placement)
                    .map_err(|e| corrupt(format!("pending placement: {e}")))?;
                Some(placement)
            }
            None => None,
        };
        Ok(Loaded {
            row,
            seats,
            options,
            game: Some(game),
            pending,
        })
    }

    /// The next turn's timers. A computer player's turn gets no reminder,
    /// and a deadline that only matters if the bot stopped before playing
    /// it: the timers then play the turn.
    fn timers(&self, l: &Loaded, now: i64, over: bool, computer_next: bool) -> Timers {
        if over {
            return Timers::default();
        }
        if computer_next {
            return Timers {
                turn_started_at: Some(now),
                reminder_at: None,
                deadline_at: Some(now + self.computer_pause),
                computer: true,
            };
        }
        Timers {
            turn_started_at: Some(now),
            reminder_at: l.options.reminder_after.map(|r| now + i64::from(r)),
            deadline_at: l.options.turn_limit.map(|t| now + i64::from(t)),
            computer: false,
        }
    }

    fn make_view(&self, l: &Loaded, news: Vec<String>, preview: Option<Placement>) -> View {
        let game = l.game.as_ref();
        let seats = l
            .seats
            .iter()
            .map(|s| {
                let seat = s.seat.map(|x| x as u8);
                SeatView {
                    user_id: s.user_id,
                    name: s.name.clone(),
                    seat,
                    score: match (game, seat) {
                        (Some(g), Some(x)) => g.scores().get(usize::from(x)).copied().unwrap_or(0),
                        _ => 0,
                    },
                    followers: match (game, seat) {
                        (Some(g), Some(x)) => g.supply(x),
                        _ => crate::engine::FOLLOWERS_PER_PLAYER,
                    },
                    active: match (game, seat) {
                        (Some(g), Some(x)) => g.is_active(x),
                        _ => true,
                    },
                    computer: s.computer.as_deref().and_then(Level::parse),
                }
            })
            .collect();
        let state = match (l.row.status.as_str(), game) {
            ("lobby", _) => ViewState::Lobby {
                can_start: l.seats.len() >= 2,
            },
            ("cancelled", _) => ViewState::Cancelled,
            (_, Some(g)) if g.is_over() => ViewState::Finished {
                standings: standings(g, l),
            },
            (_, Some(g)) => {
                let seat = g.current_seat();
                let tile = g
                    .current_tile()
                    .unwrap_or_else(|| g.tile_set().start_kind());
                let step = match (g.phase(), l.pending) {
                    (Phase::PlaceFollower(_), Some(placement)) => TurnStep::PlaceFollower {
                        placement,
                        spots: g.lettered_spots(),
                        abbot: g.abbot_to_return(),
                    },
                    _ => TurnStep::PlaceTile {
                        candidates: g.candidates_of(tile),
                        preview,
                        preview_spots: preview
                            .and_then(|p| g.follower_spots_for(p).ok())
                            .unwrap_or_default(),
                    },
                };
                ViewState::Turn(TurnView {
                    move_no: l.row.moves + 1,
                    key: turn_key(l.row.moves, l.row.undos),
                    seat,
                    user_id: l.user_of_seat(seat),
                    name: l.name_of_seat(seat),
                    tile,
                    step,
                    tiles_left: g.tiles_left(),
                    deadline_at: l
                        .row
                        .deadline_at
                        .filter(|_| l.row.clock_stopped_at.is_none()),
                    clock_stopped: l.row.clock_stopped_at.is_some(),
                    computer: l.computer_of_seat(seat),
                })
            }
            _ => ViewState::Cancelled,
        };
        View {
            game_id: l.row.id,
            guild_id: l.row.guild_id,
            channel_id: l.row.channel_id,
            host_id: l.row.host_id,
            options: l.options,
            seats,
            state,
            news,
            game: game.map(|g| Arc::new(g.clone())),
            rating_changes: l
                .seats
                .iter()
                .filter_map(|s| s.rating.map(|(before, after)| (s.user_id, before, after)))
                .collect(),
            lobby_closes_at: l.row.deadline_at.filter(|_| l.row.status == "lobby"),
        }
    }

    /// What a report says in words.
    fn news(l: &Loaded, game: &Game, report: &TurnReport) -> Vec<String> {
        let lang = l.options.lang;
        let name = |s: u8| named(&l.name_of_seat(s));
        let mut news: Vec<String> = report
            .events
            .iter()
            .map(|e| crate::i18n::score_line(e, name, lang))
            .collect();
        if report.goods.iter().any(|&g| g > 0) {
            news.push(t(
                lang,
                "news-goods",
                &[
                    ("player", name(report.seat).into()),
                    ("wine", report.goods[0].into()),
                    ("grain", report.goods[1].into()),
                    ("cloth", report.goods[2].into()),
                ],
            ));
        }
        if report.second_part {
            news.push(t(
                lang,
                "news-second-part",
                &[("player", name(report.seat).into())],
            ));
        }
        for tile in &report.discarded {
            news.push(t(
                lang,
                "news-set-aside",
                &[
                    ("tile", game.tile_set().name_of(*tile).into()),
                    ("player", name(game.current_seat()).into()),
                ],
            ));
        }
        if report.game_over {
            news.extend(
                game.final_events()
                    .iter()
                    .map(|e| crate::i18n::score_line(e, name, lang)),
            );
            news.push(t(lang, "news-game-over", &[]));
        }
        news
    }

    /// The log entries the game made since `before` (the history length
    /// when it was loaded): every entry but set-aside tiles.
    fn entries(game: &Game, before: usize) -> Vec<String> {
        let players = game.players();
        let set = game.tile_set();
        let goods = game.expansions().has(Expansion::TradersBuilders);
        game.history()[before..]
            .iter()
            .filter(|h| !matches!(h, HistoryEntry::Discarded { .. }))
            .map(|h| RecordTurn::from_history(h, players, goods).to_json(set))
            .collect()
    }

    /// What follows an action in Discord: the news, then the next person's
    /// turn, or the end (a computer player's turn shows when it is played).
    fn follow_on(l: &Loaded, game: &Game, next_move: i64, news: Vec<String>) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !news.is_empty() {
            effects.push(Effect::News { lines: news });
        }
        if game.is_over() {
            effects.extend([Effect::Final, Effect::Replay]);
        } else if !l.computer_to_move(game) {
            effects.extend(Effect::turn(next_move, false));
        }
        effects
    }

    /// Stores what the game did since `before`, with the next turn's timers
    /// and what Discord must show (`opening`, then the news and what comes
    /// next), in one transaction. Then brings `l` up to date without reading
    /// it back: the view after an action comes from the same state that was
    /// stored.
    async fn commit(
        &self,
        l: &mut Loaded,
        game: Game,
        before: usize,
        c: Commit,
        opening: Effect,
        news: Vec<String>,
    ) -> Result<(), ServiceError> {
        let bodies = Service::entries(&game, before);
        let next_move = l.row.moves + bodies.len() as i64 + 1;
        let now = self.now();
        let over = game.is_over();
        let standings = if over {
            standings(&game, l)
        } else {
            Vec::new()
        };
        let finish = over.then(|| {
            standings
                .iter()
                .map(|s| Standing {
                    user_id: s.user_id,
                    name: s.name.clone(),
                    score: i64::from(s.score),
                    rank: i64::from(s.rank),
                })
                .collect()
        });
        let timers = self.timers(l, now, over, l.computer_to_move(&game));
        let effects = std::iter::once(opening)
            .chain(Service::follow_on(l, &game, next_move, news))
            .map(|e| e.to_json())
            .collect();
        let changes = self
            .store
            .append_move(&NewMove {
                game_id: l.row.id,
                move_no: l.row.moves + 1,
                bodies,
                now,
                timers,
                missed: c.missed,
                finish,
                keep_pending: c.keep_pending,
                effects,
                lapsed: Effect::UndoClosed {
                    text: t(l.options.lang, "undo-lapsed", &[]),
                }
                .to_json(),
            })
            .await?;
        // What the store now holds, without reading it back.
        l.row.moves = next_move - 1;
        l.row.turn_started_at = timers.turn_started_at;
        l.row.reminder_at = timers.reminder_at;
        l.row.deadline_at = timers.deadline_at;
        l.row.reminded = false;
        if !c.keep_pending {
            l.row.pending = None;
            l.pending = None;
        }
        if let Some((seat, missed)) = c.missed {
            for s in l.seats.iter_mut().filter(|s| s.seat == Some(seat)) {
                s.missed_turns = missed;
            }
        }
        if over {
            l.row.status = "finished".into();
            for s in l.seats.iter_mut() {
                if let Some(st) = standings.iter().find(|st| st.user_id == s.user_id) {
                    s.final_score = Some(i64::from(st.score));
                    s.rank = Some(i64::from(st.rank));
                }
                s.rating = changes
                    .iter()
                    .find(|c| c.user_id == s.user_id)
                    .map(|c| (c.before, c.after));
            }
        }
        if !c.keep_pending {
            self.games.keep(&l.row, l.row.moves, &game);
        }
        l.game = Some(game);
        Ok(())
    }

    /// Checks that `user` may act in the turn whose key is `key` (see
    /// [`TurnView::key`]).
    fn check_turn(l: &Loaded, user_id: i64, key: i64) -> Result<(u8, &Game), ServiceError> {
        match l.row.status.as_str() {
            "lobby" => return Err(ServiceError::NotStarted),
            "playing" => {}
            _ => return Err(ServiceError::GameOver),
        }
        let game = l.game.as_ref().ok_or(ServiceError::NotStarted)?;
        if game.is_over() {
            return Err(ServiceError::GameOver);
        }
        if l.row.paused.is_some() {
            return Err(ServiceError::Paused(l.row.id));
        }
        if key != turn_key(l.row.moves, l.row.undos) {
            return Err(ServiceError::TurnOver);
        }
        let seat = l.seat_of(user_id).ok_or(ServiceError::NotInGame)?;
        if seat != game.current_seat() {
            return Err(ServiceError::NotYourTurn(named(
                &l.name_of_seat(game.current_seat()),
            )));
        }
        Ok((seat, game))
    }

    fn missed_reset(l: &Loaded, seat: u8) -> Option<(i64, i64)> {
        l.seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)) && s.missed_turns > 0)
            .map(|_| (i64::from(seat), 0))
    }

    // ----- lobby -----

    /// Opens a lobby in a channel, with the host seated.
    pub async fn create(
        &self,
        guild_id: i64,
        channel_id: i64,
        host: &User,
        options: GameOptions,
    ) -> Result<View, ServiceError> {
        self.create_seeded(guild_id, channel_id, host, options, rand::random::<u64>())
            .await
    }

    /// As [`Service::create`], with the seed that draws the tiles and the
    /// seat order (reproducible games, tests).
    pub async fn create_seeded(
        &self,
        guild_id: i64,
        channel_id: i64,
        host: &User,
        options: GameOptions,
        seed: u64,
    ) -> Result<View, ServiceError> {
        self.create_with(
            guild_id,
            channel_id,
            host,
            options,
            seed,
            vec![Effect::Lobby],
        )
        .await
    }

    /// Opens a lobby, with what Discord must show of it.
    async fn create_with(
        &self,
        guild_id: i64,
        channel_id: i64,
        host: &User,
        options: GameOptions,
        seed: u64,
        effects: Vec<Effect>,
    ) -> Result<View, ServiceError> {
        check_options(&options)?;
        let (timeout_action, forfeit_after) = timeout_columns(options.timeout);
        let now = self.now();
        let hours = self.lobby_hours(guild_id).await?;
        let lobby_deadline = (hours > 0).then(|| now + i64::from(hours) * 3600);
        let id = self
            .store
            .create_game(&NewGame {
                guild_id,
                channel_id,
                host_id: host.id,
                host_name: host.name.clone(),
                seed: seed as i64,
                rules: options.rules.to_json(),
                max_seats: i64::from(options.seats),
                turn_seconds: options.turn_limit.map(i64::from),
                reminder_seconds: options.reminder_after.map(i64::from),
                timeout_action: timeout_action.to_string(),
                forfeit_after,
                now,
                lobby_deadline,
                lang: options.lang.code().to_string(),
                expansions: options.expansions.to_string(),
                effects: effects.iter().map(Effect::to_json).collect(),
            })
            .await?;
        self.view(id).await.map_err(ServiceError::saved)
    }

    /// Someone who played a finished game opens a new lobby in its channel
    /// with its options and its computer players, hosting it; everyone else
    /// who played is invited (mentioned once) and may join.
    pub async fn rematch(&self, old_id: i64, user: &User) -> Result<View, ServiceError> {
        let old = self.load(old_id).await?;
        if old.row.status != "finished" {
            return Err(ServiceError::NotFinished);
        }
        if !old.seats.iter().any(|s| s.user_id == user.id) {
            return Err(ServiceError::NotInGame);
        }
        let invited: Vec<i64> = old
            .seats
            .iter()
            .filter(|s| s.computer.is_none() && s.user_id != user.id)
            .map(|s| s.user_id)
            .collect();
        let effects = vec![
            Effect::Lobby,
            Effect::Invite {
                of: old_id,
                users: invited,
            },
        ];
        let mut view = self
            .create_with(
                old.row.guild_id,
                old.row.channel_id,
                user,
                old.options,
                rand::random::<u64>(),
                effects,
            )
            .await?;
        for level in old.seats.iter().filter_map(|s| s.computer.as_deref()) {
            let Some(level) = Level::parse(level) else {
                continue;
            };
            match self.add_computer(view.game_id, user, level).await {
                Ok(v) => view = v,
                Err(e) => {
                    tracing::warn!(game = view.game_id, error = %e, "a computer player was not seated again");
                    break;
                }
            }
        }
        Ok(view)
    }

    /// The game as it stands.
    pub async fn view(&self, id: i64) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        Ok(self.make_view(&l, Vec::new(), None))
    }

    /// The lobby or running game in a channel, if any.
    pub async fn game_in_channel(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.active_game_in(channel_id).await?)
    }

    pub async fn join(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != "lobby" {
            return Err(ServiceError::NotInLobby);
        }
        if l.seats.iter().any(|s| s.user_id == user.id) {
            return Err(ServiceError::AlreadyJoined);
        }
        if l.seats.len() >= usize::from(l.options.seats) {
            return Err(ServiceError::LobbyFull(l.options.seats));
        }
        if !self
            .store
            .add_seat(id, user.id, &user.name, self.now())
            .await?
        {
            return Err(self.seat_refused(id).await);
        }
        self.view(id).await
    }

    /// Why the store refused a seat that looked free: someone else took the
    /// last one, or the game started, meanwhile.
    async fn seat_refused(&self, id: i64) -> ServiceError {
        match self.load(id).await {
            Ok(l) if l.row.status != "lobby" => ServiceError::NotInLobby,
            Ok(l) => ServiceError::LobbyFull(l.options.seats),
            Err(e) => e,
        }
    }

    pub async fn leave(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != "lobby" {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id == user.id {
            return Err(ServiceError::HostCannotLeave);
        }
        if !self.store.remove_seat(id, user.id).await? {
            return Err(ServiceError::NotInGame);
        }
        self.view(id).await
    }

    /// The host seats a computer player of the given level.
    pub async fn add_computer(
        &self,
        id: i64,
        user: &User,
        level: Level,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != "lobby" {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if l.row.paused.is_some() {
            return Err(ServiceError::Paused(id));
        }
        if l.seats.len() >= usize::from(l.options.seats) {
            return Err(ServiceError::LobbyFull(l.options.seats));
        }
        if self
            .store
            .add_computer_seat(id, level.name(), self.now())
            .await?
            .is_none()
        {
            return Err(self.seat_refused(id).await);
        }
        self.view(id).await
    }

    /// The host removes the computer player added last.
    pub async fn remove_computer(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != "lobby" {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if !self.store.remove_computer_seat(id).await? {
            return Err(ServiceError::NoComputer);
        }
        self.view(id).await
    }

    /// The host changes the options before the start.
    pub async fn set_options(
        &self,
        id: i64,
        user: &User,
        options: GameOptions,
    ) -> Result<View, ServiceError> {
        check_options(&options)?;
        let l = self.load(id).await?;
        self.store_options(&l, user, options).await
    }

    /// Changes only a lobby's expansions (the host, from the lobby's menu).
    pub async fn set_expansions(
        &self,
        id: i64,
        user: &User,
        expansions: Expansions,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let options = GameOptions {
            expansions,
            ..l.options
        };
        self.store_options(&l, user, options).await
    }

    /// Stores a lobby's new options for its host. The options are checked
    /// already: by `set_options`, or they are the lobby's own with only the
    /// expansions changed.
    async fn store_options(
        &self,
        l: &Loaded,
        user: &User,
        options: GameOptions,
    ) -> Result<View, ServiceError> {
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if usize::from(options.seats) < l.seats.len() {
            return Err(ServiceError::SeatsTaken(l.seats.len()));
        }
        let (action, after) = timeout_columns(options.timeout);
        let changed = self
            .store
            .set_options(
                l.row.id,
                &options.rules.to_json(),
                i64::from(options.seats),
                options.turn_limit.map(i64::from),
                options.reminder_after.map(i64::from),
                action,
                after,
                options.lang.code(),
                &options.expansions.to_string(),
            )
            .await?;
        if !changed {
            return Err(ServiceError::NotInLobby);
        }
        self.view(l.row.id).await
    }

    /// The host starts the game: seats are drawn at random.
    pub async fn start(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        // A Join or Leave may land between reading the seats and storing
        // the start: the store then refuses, and the seats are read again.
        for _ in 0..START_TRIES {
            let l = self.load(id).await?;
            match self.try_start(&l, user).await? {
                (StartOutcome::Started, news) => {
                    let l = self.load(id).await.map_err(ServiceError::saved)?;
                    return Ok(self.make_view(&l, news, None));
                }
                (StartOutcome::NotLobby, _) => return Err(ServiceError::NotInLobby),
                (StartOutcome::SeatsChanged, _) => self.games.forget(id),
            }
        }
        Err(ServiceError::SeatsChanging)
    }

    /// One try at starting the lobby `l`, with the seats it was read with;
    /// the news of the start.
    async fn try_start(
        &self,
        l: &Loaded,
        user: &User,
    ) -> Result<(StartOutcome, Vec<String>), ServiceError> {
        let id = l.row.id;
        if l.row.status != "lobby" {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if l.seats.len() < 2 {
            return Err(ServiceError::TooFewPlayers);
        }
        let mut order: Vec<i64> = l.seats.iter().map(|s| s.user_id).collect();
        order.sort_unstable();
        shuffle(&mut order, &mut seeded(l.row.seed as u64 ^ 0x5EA7_5EA7));
        let now = self.now();
        // Seat 0 moves first.
        let computer_first = order[0] < 0;
        let first = l
            .seats
            .iter()
            .find(|s| s.user_id == order[0])
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let lang = l.options.lang;
        let news = vec![t(lang, "news-begins", &[("player", named(&first).into())])];
        let mut effects = vec![
            Effect::CloseLive {
                text: t(lang, "news-started", &[("game", id.into())]),
            },
            Effect::News {
                lines: news.clone(),
            },
        ];
        if !computer_first {
            effects.extend(Effect::turn(1, false));
        }
        let effects: Vec<String> = effects.iter().map(Effect::to_json).collect();
        let timers = self.timers(l, now, false, computer_first);
        let outcome = self
            .store
            .start_game(id, &order, timers, now, &effects)
            .await?;
        Ok((outcome, news))
    }

    /// A game's stored row, for something only its host (or a server
    /// admin) may do; `refused` otherwise.
    async fn hosted_row(
        &self,
        id: i64,
        user: &User,
        is_admin: bool,
        refused: ServiceError,
    ) -> Result<GameRow, ServiceError> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        if !is_admin && row.host_id != user.id {
            return Err(refused);
        }
        Ok(row)
    }

    /// The host (or a server admin) cancels a lobby or a running game. This
    /// works even when the game's moves are damaged.
    pub async fn cancel(&self, id: i64, user: &User, is_admin: bool) -> Result<View, ServiceError> {
        let row = self
            .hosted_row(id, user, is_admin, ServiceError::NotAllowedToCancel)
            .await?;
        let news = vec![t(
            lang_from_column(row.lang.as_deref()),
            "news-cancelled",
            &[("game", id.into()), ("player", named(&user.name).into())],
        )];
        let effects = [Effect::CloseLive {
            text: news[0].clone(),
        }
        .to_json()];
        if !self.store.cancel_game(id, self.now(), &effects).await? {
            return Err(ServiceError::GameOver);
        }
        match self.load(id).await {
            Ok(l) => Ok(self.make_view(&l, news, None)),
            // A damaged game is still cancelled; show what is known.
            Err(ServiceError::Corrupt(_)) => {
                let seats = self.store.seats(id).await?;
                let options = options_from_row(&row).unwrap_or_default();
                let l = Loaded {
                    row: GameRow {
                        status: "cancelled".into(),
                        ..row
                    },
                    seats,
                    options,
                    game: None,
                    pending: None,
                };
                Ok(self.make_view(&l, news, None))
            }
            Err(e) => Err(ServiceError::saved(e)),
        }
    }

    // ----- turns -----

    /// Where candidate `number` (1-based, as the turn's numbered positions
    /// show them) goes, turned to `rot` if that fits, else its first
    /// fitting rotation.
    fn numbered(
        game: &Game,
        number: u16,
        rot: Option<Rotation>,
    ) -> Result<Placement, ServiceError> {
        let tile = game.current_tile().ok_or(ServiceError::TurnOver)?;
        let candidates = game.candidates_of(tile);
        let c = usize::from(number)
            .checked_sub(1)
            .and_then(|i| candidates.get(i))
            .ok_or(ServiceError::TurnOver)?;
        let rot = rot
            .filter(|r| c.rotations.contains(r))
            .or_else(|| c.rotations.first().copied())
            .ok_or(ServiceError::TurnOver)?;
        Ok(Placement { pos: c.pos, rot })
    }

    /// Shows where the tile would go, without storing anything.
    pub async fn preview(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        placement: Placement,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (_, game) = Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        game.follower_spots_for(placement)?;
        Ok(self.make_view(&l, Vec::new(), Some(placement)))
    }

    /// As [`Service::preview`], for the numbered position `number` turned
    /// to `rot` (its first fitting rotation if `rot` does not fit). Returns
    /// the rotation shown.
    pub async fn preview_number(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        number: u16,
        rot: Option<Rotation>,
    ) -> Result<(View, Rotation), ServiceError> {
        let l = self.load(id).await?;
        let (_, game) = Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        let placement = Service::numbered(game, number, rot)?;
        game.follower_spots_for(placement)?;
        Ok((
            self.make_view(&l, Vec::new(), Some(placement)),
            placement.rot,
        ))
    }

    /// The turn as it stands, for the player in turn only (whose controls
    /// these are): anyone else is told whose turn it is.
    pub async fn turn_for(&self, id: i64, user: &User, move_no: i64) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        Service::check_turn(&l, user.id, move_no)?;
        Ok(self.make_view(&l, Vec::new(), None))
    }

    /// Places the tile for good; the follower step comes next.
    pub async fn confirm_tile(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        placement: Placement,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        self.confirm_loaded(l, user, move_no, placement).await
    }

    /// [`Service::confirm_tile`] on a game already loaded.
    async fn confirm_loaded(
        &self,
        mut l: Loaded,
        user: &User,
        move_no: i64,
        placement: Placement,
    ) -> Result<View, ServiceError> {
        let id = l.row.id;
        let (_, game) = Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        let mut game = game.clone();
        game.place_tile(placement)?;
        let effects = [Effect::RefreshLive {
            move_no: l.row.moves + 1,
        }
        .to_json()];
        if !self
            .store
            .set_pending(
                id,
                l.row.moves,
                &placement_json(placement),
                self.now(),
                &effects,
            )
            .await?
        {
            return Err(self.why_not_pending(id, move_no).await);
        }
        l.game = Some(game);
        l.pending = Some(placement);
        Ok(self.make_view(&l, Vec::new(), None))
    }

    /// Takes back the tile confirmed in this turn, before the follower step
    /// is done: the tile is in hand again, to be placed anywhere it fits.
    pub async fn take_back(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
    ) -> Result<View, ServiceError> {
        let mut l = self.load(id).await?;
        Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_none() {
            return Err(ServiceError::NothingToTakeBack);
        }
        let effects = [Effect::RefreshLive {
            move_no: l.row.moves + 1,
        }
        .to_json()];
        if !self
            .store
            .clear_pending(id, l.row.moves, self.now(), &effects)
            .await?
        {
            return Err(ServiceError::TurnOver);
        }
        // The game as it was before the tile was confirmed.
        l = self.load(id).await.map_err(ServiceError::saved)?;
        Ok(self.make_view(&l, Vec::new(), None))
    }

    /// As [`Service::confirm_tile`], for the numbered position `number`
    /// turned to `rot`, which must fit.
    pub async fn confirm_number(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        number: u16,
        rot: Rotation,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (_, game) = Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        let placement = Service::numbered(game, number, Some(rot))?;
        if placement.rot != rot {
            return Err(ServiceError::TurnOver);
        }
        self.confirm_loaded(l, user, move_no, placement).await
    }

    /// Why a confirmed placement was not stored: another click confirmed
    /// one first, or the turn ended meanwhile.
    async fn why_not_pending(&self, id: i64, key: i64) -> ServiceError {
        match self.load(id).await {
            Ok(l) if turn_key(l.row.moves, l.row.undos) == key && l.pending.is_some() => {
                PlayError::TileAlreadyPlaced.into()
            }
            Ok(_) => ServiceError::TurnOver,
            Err(e) => e,
        }
    }

    /// Puts a follower on the lettered spot (or none) and ends the turn.
    pub async fn place_follower(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        letter: Option<char>,
        figure: Figure,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (seat, game) = Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_none() {
            return Err(PlayError::TileNotPlaced.into());
        }
        let meeple = match letter {
            None => None,
            Some(c) => {
                // The figure named on the spot's letter; one it does not
                // offer there is refused by the rules with the reason.
                let c = c.to_ascii_uppercase();
                let spots = game.lettered_spots();
                let at = spots.iter().filter(|(l, _)| *l == c);
                let spot = at
                    .clone()
                    .find(|(_, s)| s.figure == figure)
                    .or_else(|| at.clone().next())
                    .ok_or(ServiceError::NoSuchSpot(c))?;
                Some(Meeple {
                    figure,
                    ..spot.1.meeple()
                })
            }
        };
        let mut game = game.clone();
        let before = game.history().len();
        let report = game.place_follower(meeple)?;
        self.finish_turn(l, game, before, report, seat).await
    }

    /// Instead of placing a figure, takes the player's abbot back (it
    /// scores at once) and ends the turn.
    pub async fn return_abbot(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (seat, game) = Service::check_turn(&l, user.id, move_no)?;
        if l.pending.is_none() {
            return Err(PlayError::TileNotPlaced.into());
        }
        let mut game = game.clone();
        let before = game.history().len();
        let report = game.return_abbot()?;
        self.finish_turn(l, game, before, report, seat).await
    }

    /// Stores a person's finished turn: the live message says what was
    /// played, then the news and what comes next.
    async fn finish_turn(
        &self,
        mut l: Loaded,
        game: Game,
        before: usize,
        report: TurnReport,
        seat: u8,
    ) -> Result<View, ServiceError> {
        let news = Service::news(&l, &game, &report);
        let done = Service::describe_move(&l, &game, before);
        let c = Commit {
            missed: Service::missed_reset(&l, seat),
            keep_pending: false,
        };
        let opening = Effect::CloseLive { text: done };
        self.commit(&mut l, game, before, c, opening, news.clone())
            .await?;
        Ok(self.make_view(&l, news, None))
    }

    /// A whole turn at once (tile and follower), as computer players and
    /// tests play.
    pub async fn play(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        mv: Move,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (seat, game) = Service::check_turn(&l, user.id, move_no)?;
        let mut game = game.clone();
        let before = game.history().len();
        let report = match l.pending {
            Some(p) if p == mv.placement && mv.return_abbot => {
                if mv.meeple.is_some() {
                    return Err(PlayError::AbbotReturnWithFigure.into());
                }
                game.return_abbot()?
            }
            Some(p) if p == mv.placement => game.place_follower(mv.meeple)?,
            Some(_) => return Err(PlayError::TileAlreadyPlaced.into()),
            None => game.play(mv)?,
        };
        self.finish_turn(l, game, before, report, seat).await
    }

    /// When no person is left playing, the computer players leave too and
    /// the game ends (nobody would be watching it).
    fn end_without_people(
        l: &Loaded,
        game: &mut Game,
        news: &mut Vec<String>,
    ) -> Result<(), ServiceError> {
        let people_left = || game.active_seats().any(|s| l.computer_of_seat(s).is_none());
        if game.is_over() || people_left() {
            return Ok(());
        }
        news.push(t(l.options.lang, "news-only-computers", &[]));
        while !game.is_over() {
            let seat = game.active_seats().next().unwrap_or(game.current_seat());
            let report = game.resign(seat)?;
            news.extend(Service::news(l, game, &report));
        }
        Ok(())
    }

    /// Plays the turn of the computer player to move, if the next move is
    /// `move_no`. `None` when there is nothing to play (the game moved on,
    /// ended, or a person is to move): a duplicate call is harmless.
    pub async fn computer_turn(&self, id: i64, move_no: i64) -> Result<Option<View>, ServiceError> {
        let mut l = self.load(id).await?;
        if l.row.status != "playing" || l.row.moves + 1 != move_no || l.row.paused.is_some() {
            return Ok(None);
        }
        let Some(game) = l.game.as_ref().filter(|g| l.computer_to_move(g)) else {
            return Ok(None);
        };
        let seat = game.current_seat();
        let Some(level) = l.computer_of_seat(seat) else {
            return Ok(None);
        };
        // The same game, move and seat always think alike.
        let seed = (l.row.seed as u64)
            ^ (move_no as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ u64::from(seat);
        let thinking = game.clone();
        let slot = self.thinking.clone().acquire_owned().await;
        let chosen = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            let never = std::sync::atomic::AtomicBool::new(false);
            Ai::new(level, seed).choose(&thinking, &never)
        })
        .await
        .map_err(|e| {
            tracing::error!(game = id, error = %e, "a computer player failed to think");
            ServiceError::Internal
        })?;
        let mut game = game.clone();
        let before = game.history().len();
        let report = match (chosen, l.pending) {
            (Some(mv), None) => game.play(mv)?,
            // A computer never leaves a tile pending, but finish one anyway.
            _ => game.place_follower(None)?,
        };
        let mut news = vec![Service::describe_move(&l, &game, before)];
        news.extend(Service::news(&l, &game, &report));
        // The move shows with the board as it stood after it.
        let opening = Effect::ComputerMove {
            lines: news.clone(),
            moves: move_no,
        };
        let committed = self
            .commit(&mut l, game, before, Commit::default(), opening, Vec::new())
            .await;
        match committed {
            Ok(()) => Ok(Some(self.make_view(&l, news, None))),
            Err(ServiceError::TurnOver) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// "Computer 1 (hard) placed tile D at (1, 0) with a knight on the city."
    fn describe_move(l: &Loaded, game: &Game, from: usize) -> String {
        let placed = game.history()[from..].iter().find_map(|h| match *h {
            HistoryEntry::Placed {
                seat,
                tile,
                placement,
                meeple,
                ..
            } => Some((seat, tile, placement, meeple)),
            _ => None,
        });
        let lang = l.options.lang;
        let Some((seat, tile, placement, meeple)) = placed else {
            let name = named(&l.name_of_seat(game.current_seat()));
            return t(lang, "news-could-not-place", &[("player", name.into())]);
        };
        placed_text(&l.name_of_seat(seat), game, tile, placement, meeple, lang)
    }

    /// The last `n` entries of a game's history in words (oldest first):
    /// who placed what where, with which follower, and who scored what;
    /// set-aside tiles, skipped turns and players who left; and the final
    /// scoring once the game is over. With the total number of entries.
    pub async fn history(
        &self,
        id: i64,
        n: usize,
        lang: Lang,
    ) -> Result<(Vec<String>, usize), ServiceError> {
        let l = self.load(id).await?;
        let Some(game) = l.game.as_ref() else {
            return Err(ServiceError::NotStarted);
        };
        let set = game.tile_set();
        let players = game.players();
        let history = game.history();
        let gains = |before: &[u32], after: &[u32]| -> String {
            let parts: Vec<String> = (0..players)
                .filter(|&s| after[s] > before[s])
                .map(|s| {
                    format!(
                        "{} +{}",
                        named(&l.name_of_seat(s as u8)),
                        after[s] - before[s]
                    )
                })
                .collect();
            if parts.is_empty() {
                String::new()
            } else {
                let scored = t(lang, "history-scored", &[("list", parts.join(", ").into())]);
                format!(" {scored}")
            }
        };
        let zero = [0u32; crate::engine::MAX_PLAYERS];
        let start = history.len().saturating_sub(n.max(1));
        let mut lines = Vec::new();
        for (i, h) in history.iter().enumerate().skip(start) {
            let before = if i == 0 {
                &zero
            } else {
                history[i - 1].scores()
            };
            let who = named(&l.name_of_seat(h.seat()));
            let line = match *h {
                HistoryEntry::Placed {
                    tile,
                    placement,
                    meeple,
                    scores,
                    ..
                } => {
                    let name = l.name_of_seat(h.seat());
                    let placed = placed_text(&name, game, tile, placement, meeple, lang);
                    format!("{placed}{}", gains(before, &scores))
                }
                HistoryEntry::Discarded { tile, .. } => t(
                    lang,
                    "history-set-aside",
                    &[("player", who.into()), ("tile", set.name_of(tile).into())],
                ),
                HistoryEntry::Skipped { tile, .. } => t(
                    lang,
                    "history-skipped",
                    &[("player", who.into()), ("tile", set.name_of(tile).into())],
                ),
                HistoryEntry::Resigned { .. } => t(lang, "news-left", &[("player", who.into())]),
            };
            lines.push(format!("**{}.** {line}", i + 1));
        }
        if game.is_over() {
            let before = history.last().map_or(&zero, |h| h.scores());
            let after = game.scores();
            let gained = gains(before, after);
            let end = t(lang, "history-end", &[]);
            let what = if gained.is_empty() {
                t(lang, "history-nothing-more", &[])
            } else {
                format!("{}{gained}", t(lang, "history-final-scoring", &[]))
            };
            lines.push(format!("**{end}** {what}"));
        }
        Ok((lines, history.len()))
    }

    /// A player leaves a running game (at any time, in turn or not). A
    /// tile the player in turn has confirmed stays where it is.
    pub async fn resign(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        match l.row.status.as_str() {
            "lobby" => return Err(ServiceError::NotStarted),
            "playing" => {}
            _ => return Err(ServiceError::GameOver),
        }
        let seat = l.seat_of(user.id).ok_or(ServiceError::NotInGame)?;
        let text = t(
            l.options.lang,
            "news-left",
            &[("player", named(&user.name).into())],
        );
        self.resign_seat(l, seat, text).await
    }

    /// Seat `seat` leaves the game (`headline` says how).
    async fn resign_seat(
        &self,
        mut l: Loaded,
        seat: u8,
        headline: String,
    ) -> Result<View, ServiceError> {
        let mut game = l.game.clone().ok_or(ServiceError::NotStarted)?;
        let in_turn = game.current_seat() == seat;
        let before = game.history().len();
        let report = game.resign(seat)?;
        let mut news = vec![headline.clone()];
        news.extend(Service::news(&l, &game, &report));
        Service::end_without_people(&l, &mut game, &mut news)?;
        // Someone else's confirmed tile stays: their turn goes on.
        let keep_pending = !in_turn && l.pending.is_some() && !game.is_over();
        let c = Commit {
            missed: None,
            keep_pending,
        };
        let text = if in_turn {
            headline
        } else {
            let goes_on = t(l.options.lang, "news-turn-goes-on", &[]);
            format!("{headline} {goes_on}")
        };
        let opening = Effect::CloseLive { text };
        self.commit(&mut l, game, before, c, opening, news.clone())
            .await?;
        Ok(self.make_view(&l, news, None))
    }

    // ----- pauses and games whose channel is gone -----

    /// Pauses a game whose channel refuses the bot's messages: its outbox,
    /// timers and moves wait until [`Service::resume`]. False if it was
    /// paused already, or is over.
    pub async fn pause(&self, id: i64, reason: PauseReason) -> Result<bool, ServiceError> {
        Ok(self.store.pause_game(id, reason.code(), self.now()).await?)
    }

    /// Resumes a paused game (the host, or a server admin): the clock goes
    /// on where it stopped, and its messages are posted.
    pub async fn resume(&self, id: i64, user: &User, is_admin: bool) -> Result<(), ServiceError> {
        self.hosted_row(id, user, is_admin, ServiceError::NotAllowedToResume)
            .await?;
        if !self.store.resume_game(id, self.now()).await? {
            return Err(ServiceError::NotPaused);
        }
        Ok(())
    }

    /// Games `user_id` hosts that were paused since they were last told:
    /// each is returned once.
    pub async fn take_pause_notices(&self, user_id: i64) -> Result<Vec<PauseNotice>, ServiceError> {
        let rows = self.store.take_pause_notices(user_id).await?;
        Ok(rows
            .into_iter()
            .map(|(game_id, channel_id, reason)| PauseNotice {
                game_id,
                channel_id,
                reason: PauseReason::parse(&reason),
            })
            .collect())
    }

    /// Ends the games in a channel or thread that no longer exists:
    /// cancelled, unrated, with the reason kept. Returns the games ended.
    pub async fn channel_gone(&self, channel_id: i64) -> Result<Vec<i64>, ServiceError> {
        let ended = self
            .store
            .abandon_games(
                None,
                &[channel_id],
                EndReason::ChannelDeleted.code(),
                self.now(),
            )
            .await?;
        for id in &ended {
            tracing::info!(
                game = id,
                channel = channel_id,
                "the game's channel was deleted; the game is cancelled"
            );
        }
        Ok(ended)
    }

    /// Ends every game on a server the bot was removed from.
    pub async fn guild_gone(&self, guild_id: i64) -> Result<Vec<i64>, ServiceError> {
        let ended = self
            .store
            .abandon_games(
                Some(guild_id),
                &[],
                EndReason::RemovedFromServer.code(),
                self.now(),
            )
            .await?;
        if !ended.is_empty() {
            tracing::info!(
                guild = guild_id,
                games = ended.len(),
                "removed from a server; its games are cancelled"
            );
        }
        Ok(ended)
    }

    /// Why a game ended without finishing (`None`: it finished, is still
    /// running, or was cancelled before reasons were kept).
    pub async fn end_reason(&self, id: i64) -> Result<Option<EndReason>, ServiceError> {
        Ok(self
            .store
            .end_reason(id)
            .await?
            .as_deref()
            .and_then(EndReason::parse))
    }

    // ----- replays -----

    /// The replay stored for `id` at its current move count, if one was
    /// drawn (a lobby has none to draw).
    pub async fn replay_source(&self, id: i64) -> Result<ReplaySource, ServiceError> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        if row.status == "lobby" {
            return Err(ServiceError::NotStarted);
        }
        Ok(ReplaySource {
            moves: row.moves,
            gif: self.store.replay(id, row.moves).await?,
        })
    }

    /// Keeps a drawn replay, so that asking again costs nothing.
    pub async fn keep_replay(&self, id: i64, moves: i64, gif: &[u8]) -> Result<(), ServiceError> {
        Ok(self.store.put_replay(id, moves, gif, self.now()).await?)
    }

    /// The game's record so far (`carcassonne-record/1`, with the
    /// extensions for time-outs and resignations).
    pub async fn export(&self, id: i64) -> Result<String, ServiceError> {
        Ok(self.export_at(id).await?.1)
    }

    /// The game record, with the number of moves it holds.
    pub async fn export_at(&self, id: i64) -> Result<(i64, String), ServiceError> {
        let l = self.load(id).await?;
        match &l.game {
            Some(g) => {
                let mut record = Record::from_game(g);
                record.undone = self.undone_log(id, g.tile_set()).await?;
                Ok((l.row.moves, record.to_json()))
            }
            None => Err(ServiceError::NotStarted),
        }
    }

    /// Fires reminders and time-outs that are due (also those that came due
    /// while the bot was down), in this process's servers, unless another
    /// process has claimed them. Each fires once.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        for due in self.due_timers().await? {
            // Another process is at this game's timers: left to it.
            let Ok(lease) = self.claim(due.game_id, Work::Timers).await? else {
                continue;
            };
            let fired = self.fire(due).await;
            lease.release().await;
            match fired {
                Ok(Some(n)) => notices.push(n),
                Ok(None) => {}
                // One broken game must not stop the others' timers.
                Err(e) => tracing::warn!(game = due.game_id, error = %e, "timer could not fire"),
            }
        }
        Ok(notices)
    }

    /// The reminders, time-outs and computer turns that are due now, in
    /// this process's servers.
    pub async fn due_timers(&self) -> Result<Vec<Due>, ServiceError> {
        Ok(self.store.due(self.now(), &self.shards).await?)
    }

    /// Counts of what the bot holds, for the health line in the logs.
    pub async fn health(&self) -> Result<crate::store::Health, ServiceError> {
        Ok(self.store.health(self.now(), &self.shards).await?)
    }

    /// When the next timer of any running game falls due (seconds since
    /// the epoch); `None` when no game has one.
    pub async fn next_timer_at(&self) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.next_timer(&self.shards).await?)
    }

    /// Fires one due timer: a reminder, a time-out, or a computer player's
    /// turn. `None` if it had fired already or the turn moved on.
    pub async fn fire(&self, due: Due) -> Result<Option<Notice>, ServiceError> {
        if due.undo {
            self.expire_undo(due.game_id, due.moves).await?;
            Ok(None)
        } else if due.lobby {
            self.expire_lobby(due.game_id).await
        } else if due.deadline {
            self.time_out(due.game_id, due.moves).await
        } else {
            self.remind(due.game_id, due.moves).await
        }
    }

    /// Closes a lobby whose time is up, saying so in place of its buttons.
    async fn expire_lobby(&self, id: i64) -> Result<Option<Notice>, ServiceError> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        let hours = row
            .deadline_at
            .map_or(0, |d| (d - row.created_at).max(0) / 3600);
        let text = t(
            lang_from_column(row.lang.as_deref()),
            "news-lobby-closed",
            &[("game", id.into()), ("hours", hours.into())],
        );
        let effects = [Effect::CloseLive { text }.to_json()];
        if !self.store.expire_lobby(id, self.now(), &effects).await? {
            return Ok(None);
        }
        let view = self.view(id).await.map_err(ServiceError::saved)?;
        Ok(Some(Notice::LobbyExpired { view }))
    }

    /// Hours a server's lobbies stay open unless started (0: for ever).
    pub async fn lobby_hours(&self, guild_id: i64) -> Result<u32, ServiceError> {
        Ok(self
            .store
            .lobby_hours(guild_id)
            .await?
            .map_or(LOBBY_HOURS, |h| h.clamp(0, 10_000) as u32))
    }

    /// Sets how long a server's lobbies stay open unless started (0: for
    /// ever). The server's defaults must be stored already.
    pub async fn set_lobby_hours(&self, guild_id: i64, hours: u32) -> Result<(), ServiceError> {
        if !self
            .store
            .set_lobby_hours(guild_id, i64::from(hours))
            .await?
        {
            return Err(ServiceError::Internal);
        }
        Ok(())
    }

    /// Reminds the player in turn: the turn is posted again, with its
    /// controls, and the old message loses them.
    async fn remind(&self, id: i64, moves: i64) -> Result<Option<Notice>, ServiceError> {
        let l = self.load(id).await?;
        let user_id = match (l.row.moves == moves, &l.game) {
            _ if l.row.paused.is_some() => return Ok(None),
            (true, Some(g)) if !g.is_over() => l.user_of_seat(g.current_seat()),
            _ => return Ok(None),
        };
        let name = l
            .seats
            .iter()
            .find(|s| s.user_id == user_id)
            .map_or_else(String::new, |s| named(&s.name));
        let close = Effect::CloseLive {
            text: t(
                l.options.lang,
                "news-still-turn",
                &[("player", name.into())],
            ),
        };
        let effects: Vec<String> = std::iter::once(close)
            .chain(Effect::turn(moves + 1, true))
            .map(|e| e.to_json())
            .collect();
        if !self
            .store
            .mark_reminded(id, moves, self.now(), &effects)
            .await?
        {
            return Ok(None);
        }
        let view = self.make_view(&l, Vec::new(), None);
        Ok(Some(Notice::Reminder { view, user_id }))
    }

    async fn time_out(&self, id: i64, moves: i64) -> Result<Option<Notice>, ServiceError> {
        let mut l = self.load(id).await?;
        if l.row.moves != moves || !l.seated() || l.row.paused.is_some() {
            return Ok(None);
        }
        let Some(mut game) = l.game.clone() else {
            return Ok(None);
        };
        if game.is_over() {
            return Ok(None);
        }
        if l.computer_to_move(&game) {
            let view = self.computer_turn(id, moves + 1).await?;
            return Ok(view.map(|view| Notice::ComputerMoved { view }));
        }
        let seat = game.current_seat();
        let user_id = l.user_of_seat(seat);
        let missed = l
            .seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .map_or(0, |s| s.missed_turns)
            + 1;
        let forfeit = matches!(l.options.timeout, TimeoutAction::Forfeit { after } if missed >= i64::from(after));
        let before = game.history().len();
        let name = named(&l.name_of_seat(seat));
        let report = if forfeit {
            game.resign(seat)?
        } else {
            game.skip_turn()?
        };
        let headline = if forfeit {
            t(
                l.options.lang,
                "news-forfeit",
                &[("player", name.into()), ("missed", missed.into())],
            )
        } else {
            t(l.options.lang, "news-timed-out", &[("player", name.into())])
        };
        let mut news = vec![headline.clone()];
        news.extend(Service::news(&l, &game, &report));
        Service::end_without_people(&l, &mut game, &mut news)?;
        let c = Commit {
            missed: Some((i64::from(seat), missed)),
            keep_pending: false,
        };
        let opening = Effect::CloseLive { text: headline };
        let committed = self
            .commit(&mut l, game, before, c, opening, news[1..].to_vec())
            .await;
        match committed {
            Ok(()) => {}
            // The player moved at the last moment: nothing to do.
            Err(ServiceError::TurnOver) => return Ok(None),
            Err(e) => return Err(e),
        }
        Ok(Some(Notice::TimedOut {
            view: self.make_view(&l, news, None),
            user_id,
            forfeited: forfeit,
        }))
    }

    // ----- the outbox -----

    /// The oldest undelivered effect of a game: its id, the effect (`None`
    /// if unreadable), the attempts so far and when it may be tried (Unix
    /// ms).
    pub async fn next_effect(
        &self,
        game_id: i64,
    ) -> Result<Option<(i64, Option<Effect>, i64, i64)>, ServiceError> {
        Ok(self
            .next_effect_to_deliver(game_id)
            .await?
            .map(|n| (n.id, n.effect, n.attempts, n.next_at_ms)))
    }

    /// The next effect to deliver, with what delivery needs besides: the
    /// game's live message as it is now, and whether more effects follow.
    pub async fn next_effect_to_deliver(
        &self,
        game_id: i64,
    ) -> Result<Option<NextEffect>, ServiceError> {
        Ok(self.store.next_effect(game_id).await?.map(|r| NextEffect {
            id: r.id,
            effect: Effect::from_json(&r.body),
            attempts: r.attempts,
            next_at_ms: r.next_at_ms,
            live_message_id: r.live_message_id,
            more: r.more,
            sent_before: r.sent_at_ms.is_some(),
        }))
    }

    /// Notes that a message for `effect` is about to be sent to Discord.
    pub async fn effect_sending(&self, effect: i64) -> Result<(), ServiceError> {
        self.store.sending_effect(effect, self.now() * 1000).await?;
        Ok(())
    }

    /// The newest message made by the effects before `effect` in its game.
    pub async fn message_before_effect(&self, effect: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.message_before_effect(effect).await?)
    }

    /// Games in this process's servers with undelivered effects, with when
    /// the first may be tried (Unix ms).
    pub async fn games_with_effects(&self) -> Result<Vec<(i64, i64)>, ServiceError> {
        Ok(self.store.games_with_effects(&self.shards).await?)
    }

    /// An effect was delivered (or skipped, or refused for good); `live`
    /// says what became of the game's live message.
    pub async fn effect_done(
        &self,
        effect: i64,
        outcome: &Outcome,
        live: Live,
    ) -> Result<(), ServiceError> {
        self.store
            .finish_effect(effect, outcome, live, self.now())
            .await?;
        Ok(())
    }

    /// An effect failed for now: it is tried again from `next_at_ms`.
    pub async fn effect_failed(&self, effect: i64, next_at_ms: i64) -> Result<(), ServiceError> {
        self.store.retry_effect(effect, next_at_ms).await?;
        Ok(())
    }

    /// The channel (or thread) a game is played in.
    pub async fn channel_of(&self, game_id: i64) -> Result<i64, ServiceError> {
        if let Some(kept) = self.games.get(game_id) {
            return Ok(kept.channel);
        }
        let row = self
            .store
            .game(game_id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        Ok(row.channel_id)
    }

    /// The message carrying a game's live controls, if any.
    pub async fn live_message(&self, game_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.live_message(game_id).await?)
    }

    /// The game as it stood after its first `moves` stored moves (for the
    /// picture of a move shown later than it was played).
    pub async fn view_after(&self, id: i64, moves: i64) -> Result<View, ServiceError> {
        let mut l = self.load_upto(id, Some(moves)).await?;
        l.row.moves = l.row.moves.min(moves);
        Ok(self.make_view(&l, Vec::new(), None))
    }

    // ----- turn notices -----

    /// How a person is told of their turns on a server, and whether they
    /// were told already that their DMs are closed.
    pub async fn turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<(TurnNotice, bool), ServiceError> {
        Ok(match self.store.turn_notice(guild_id, user_id).await? {
            Some((how, told)) => (TurnNotice::parse(&how).unwrap_or_default(), told),
            None => (TurnNotice::default(), false),
        })
    }

    /// Sets how a person is told of their turns on a server.
    pub async fn set_turn_notice(
        &self,
        guild_id: i64,
        user_id: i64,
        how: TurnNotice,
    ) -> Result<(), ServiceError> {
        Ok(self
            .store
            .set_turn_notice(guild_id, user_id, how.code())
            .await?)
    }

    /// Notes that a person was told their DMs are closed (they are not
    /// told again until they choose how they are told anew); `true` the
    /// first time.
    pub async fn note_dm_closed_told(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<bool, ServiceError> {
        Ok(self.store.note_dm_closed_told(guild_id, user_id).await?)
    }

    // ----- server defaults -----

    /// A server's defaults for new games, and whether games get their own
    /// thread.
    pub async fn defaults(&self, guild_id: i64) -> Result<(GameOptions, bool), ServiceError> {
        let Some(g) = self.store.guild_settings(guild_id).await? else {
            return Ok((GameOptions::default(), false));
        };
        let mut options = options_from_columns(
            &g.rules,
            g.max_seats,
            g.turn_seconds,
            g.reminder_seconds,
            &g.timeout_action,
            g.forfeit_after,
        )
        .unwrap_or_else(|e| {
            tracing::warn!(guild = guild_id, error = %e, "server defaults unreadable");
            GameOptions::default()
        });
        options.lang = lang_from_column(g.lang.as_deref());
        options.expansions = Expansions::parse_list(&g.expansions).unwrap_or_else(|e| {
            tracing::warn!(guild = guild_id, error = %e, "server default expansions unreadable");
            Expansions::NONE
        });
        Ok((options, g.use_threads))
    }

    /// The language of a server's new games: the one its admins chose, else
    /// the server's own Discord language (`guild_locale`), else English.
    pub async fn default_lang(
        &self,
        guild_id: i64,
        guild_locale: Option<&str>,
    ) -> Result<Lang, ServiceError> {
        let chosen = self
            .store
            .guild_settings(guild_id)
            .await?
            .and_then(|g| g.lang)
            .and_then(|c| Lang::from_code(&c));
        Ok(chosen
            .or_else(|| guild_locale.and_then(Lang::from_locale))
            .unwrap_or_default())
    }

    /// Sets a server's defaults (the caller checks Manage Server); with
    /// `lang`, the language of its new games too (otherwise it stays).
    pub async fn set_defaults(
        &self,
        guild_id: i64,
        options: GameOptions,
        use_threads: bool,
        lang: Option<Lang>,
    ) -> Result<(), ServiceError> {
        check_options(&options)?;
        let (timeout_action, forfeit_after) = timeout_columns(options.timeout);
        self.store
            .set_guild_settings(&crate::store::GuildSettings {
                guild_id,
                rules: options.rules.to_json(),
                max_seats: i64::from(options.seats),
                turn_seconds: options.turn_limit.map(i64::from),
                reminder_seconds: options.reminder_after.map(i64::from),
                timeout_action: timeout_action.into(),
                forfeit_after,
                use_threads,
                lang: lang.map(|l| l.code().to_string()),
                expansions: options.expansions.to_string(),
            })
            .await?;
        Ok(())
    }

    /// The most recent game of a channel (running or not).
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.latest_game_in(channel_id).await?)
    }

    // ----- stats -----

    pub async fn stats(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Option<PlayerStats>, ServiceError> {
        Ok(self.store.player(guild_id, user_id).await?)
    }

    /// A person's latest finished games on a server (at most `limit`), the
    /// latest first.
    pub async fn recent_results(
        &self,
        guild_id: i64,
        user_id: i64,
        limit: usize,
    ) -> Result<Vec<GameResult>, ServiceError> {
        Ok(self
            .store
            .recent_results(guild_id, user_id, limit.clamp(1, 25) as i64)
            .await?)
    }

    /// How `a` fared against `b` in the games they finished together on a
    /// server.
    pub async fn head_to_head(
        &self,
        guild_id: i64,
        a: i64,
        b: i64,
    ) -> Result<HeadToHead, ServiceError> {
        Ok(self.store.head_to_head(guild_id, a, b).await?)
    }

    /// A page (0-based) of the server's leaderboard.
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        page: usize,
        per_page: usize,
    ) -> Result<Leaderboard, ServiceError> {
        let per_page = per_page.clamp(1, 50);
        let (rows, total) = self
            .store
            .leaderboard(guild_id, (page * per_page) as i64, per_page as i64)
            .await?;
        let total = total.max(0) as usize;
        Ok(Leaderboard {
            entries: rows
                .into_iter()
                .enumerate()
                .map(|(i, p)| (page * per_page + i + 1, p))
                .collect(),
            page,
            pages: total.div_ceil(per_page).max(1),
            total,
        })
    }
}
