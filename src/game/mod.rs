//! The game service: lobbies, turns, timers and ratings, on top of the
//! engine and the store. No Discord types: the front end calls it and shows
//! the [`View`]s it returns.

mod clock;
mod error;
mod service;
mod view;

pub use clock::{Clock, ManualClock, SystemClock};
pub use error::ServiceError;
pub use service::{COMPUTER_FALLBACK_SECONDS, Leaderboard, Notice, Service};
pub use view::{
    Action, FinalStanding, GameOptions, SeatView, TimeoutAction, TurnStep, TurnView, User, View,
    ViewState,
};
