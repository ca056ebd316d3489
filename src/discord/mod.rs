//! The Discord front end: thin adapters from clicks and commands to the game
//! service, and from views to messages.

pub mod ids;
pub mod ui;
