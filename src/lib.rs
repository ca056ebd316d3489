//! carcassonne-bot: play Carcassonne in Discord, at your own pace.
//!
//! The crate is layered; data flows one way: Discord → game service → engine,
//! and back as views → pictures → messages.
//!
//! - [`engine`]: the rules, pure.
//! - [`discord`]: the Discord front end (commands, buttons, messages).
//! - [`game`]: the game service (lobbies, turns, timers, ratings).
//! - [`store`]: SQLite storage; the move log is the truth.
//! - [`render`]: pictures of the game (PNG, GIF).
//! - [`ai`]: computer players over the engine.
//! - [`sim`]: a deterministic simulation of the whole service, for tests
//!   and `soak`.
//! - [`cli`]: the command-line tools (`simulate`, `replay`).
//! - [`i18n`]: the languages and their message catalogues.
//! - [`names`]: what of people's names is shown.
//! - [`metrics`]: what the bot counts and times for its operators.
//! - [`ops`]: the operators' listener (`/healthz`, `/metrics`).
//! - [`assets`]: files the bot loads at start-up (fallback fonts).

pub mod ai;
pub mod assets;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod game;
pub mod i18n;
pub mod metrics;
pub mod names;
pub mod ops;
pub mod render;
pub mod sim;
pub mod store;
pub mod web;
