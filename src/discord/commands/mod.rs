//! Slash commands: `/carcassonne …`, `/leaderboard` and `/stats`. Each
//! reads its options, calls the game service, and answers; what a stored
//! action must show in the channel goes through the outbox.

mod admin;
mod game;
mod lists;
mod players;
mod server;
mod tournament;

mod choices;

use super::{Data, Error};

/// Every command, for registration, in every language of the catalogues.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut all = vec![
        game::carcassonne(),
        players::leaderboard(),
        players::stats(),
    ];
    super::localize::localize(&mut all);
    all
}
