//! The live board's front end: pages that show a game and let a player
//! play their own seat, beside Discord's messages. It calls the game
//! service, as the Discord front end does, and decides nothing of its
//! own.
//!
//! - [`tokens`]: the signed, expiring tokens of links and sessions.
//! - [`page`]: what a page shows of a game, as JSON.
//! - [`live`]: games read once per change for every page open on them.
//! - [`actions`]: what a page asks, checked, then done by the service.
//! - [`server`]: the listener: pages, scripts, tile art and the API.
//! - [`crowd`]: the listener's limits: clients, caps, rates, deadlines,
//!   and the one site its pages are.
//! - [`home`]: `carcassonne-bot play`, on the player's own machine.
//! - [`links`]: the board beside the bot: its settings, its key, and the
//!   links on a game's cards.
//! - [`activity`]: the board inside Discord: who opened it, as Discord
//!   vouches, and what they may do.

pub mod actions;
pub mod activity;
pub mod crowd;
pub mod error;
pub mod home;
pub mod hub;
pub mod links;
pub mod page;
pub mod play;
pub mod server;
pub mod tokens;
