//! The game service: lobbies, turns, timers and ratings, on top of the
//! engine and the store. No Discord types: the front end calls it and shows
//! the [`View`]s it returns.

mod clock;
mod error;
mod leases;
mod lists;
mod options;
pub mod posted;
mod service;
mod timer_runner;
pub mod tournament;
pub mod tournament_runner;

pub use crate::store::{
    Announcement, Claim, Due, GameResult, HeadToHead, LiveMessage, Outcome, Period, PlayerStats,
    Pruned, SEASON_PULL, Season, SeasonSettings, Work,
};
pub use crate::store::{CHANGES_KEPT, Change, Changed, Feed, Heard};
pub use crate::store::{Format, TournamentStatus};
pub use crate::store::{MAX_SHARDS, Shards, ShardsError};
pub use clock::{Clock, ManualClock, SystemClock};
pub use error::Ask;
pub use error::ServiceError;
pub use leases::{CLAIM_FOR, CLAIM_RENEW_EVERY, Lease};
pub use lists::{GameEntry, GameList, MY_GAMES_MAX};
pub use options::OptionsPatch;
pub use service::views::{
    Action, EndReason, FinalStanding, GameOptions, ICON_END, ICON_START, NAME_END, NAME_START,
    PauseNotice, PauseReason, ReplaySource, SeatView, Status, TURN_KEY_PER_UNDO, TimeBank,
    TimeoutAction, TurnNotice, TurnStep, TurnView, User, View, ViewState, WhoseTurn, good_icon,
    level_key, named, plain, seat_icon, turn_key,
};
pub use service::{
    ASK_COOLDOWN_MINUTES, COMPUTER_PAUSE_SECONDS, Clicked, Configured, Courier, Delivered,
    Dispatcher, Effect, GAMES_PER_CHANNEL, HomeAsk, LOBBIES_PER_MEMBER, LOBBY_HOURS, Leaderboard,
    LeaderboardSpan, LimitChanges, Limits, LobbyAsk, LobbyPlan, Location, MAX_BACKOFF, NextEffect,
    Notice, REPLAY_CACHE_BYTES, ServerConfig, Service, Stale, THREADS_PER_HOUR, Tried,
    UNDO_VOTE_SECONDS, UndoVoteView, WhichLeaderboard, backoff,
};
pub use service::{
    MAX_ENTRANTS, MAX_ROUNDS, NewTournament, THREADS_RETRY_SECONDS, TableToOpen, TournamentEntrant,
    TournamentNews, TournamentStanding, TournamentTable, TournamentView,
};
pub use timer_runner::{Fired, Look, TimerJob, TimerRunner};
