//! The Discord front end: thin adapters from clicks and commands to the game
//! service, and from views to messages.

pub mod bot;
pub mod ids;
pub mod ui;

pub use bot::{BotConfig, BotError, COMPUTER_PAUSE, run, run_until};
