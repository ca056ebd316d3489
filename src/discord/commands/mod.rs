//! Slash commands: `/carcassonne …` (its subcommands listed here, each in
//! the file of its group), `/leaderboard` and `/stats`. Each
//! reads its options, calls the game service, and answers; what a stored
//! action must show in the channel goes through the outbox.

mod admin;
mod game;
mod lists;
mod options;
mod players;
mod tournament;

mod choices;

use super::reply::{asker_lang, say};
use super::{Context, Data, Error};
use crate::i18n::t;
// The subcommands of `/carcassonne`, by group.
use admin::{clock, remove, skip, standin};
use game::{
    bag, board, cancel, export, help, history, replay, resign, resume, rules, score, turn, undo,
};
use lists::{games, mine};
use options::{config, new, options};
use players::notify;
use tournament::tournament;

/// Every command, for registration, in every language of the catalogues.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut all = vec![carcassonne(), players::leaderboard(), players::stats()];
    super::localize::localize(&mut all);
    all
}

/// Play Carcassonne in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new",
        "options",
        "turn",
        "board",
        "bag",
        "history",
        "score",
        "rules",
        "undo",
        "resign",
        "cancel",
        "resume",
        "export",
        "replay",
        "games",
        "mine",
        "notify",
        "skip",
        "remove",
        "standin",
        "clock",
        "help",
        "config",
        "tournament"
    )
)]
pub async fn carcassonne(ctx: Context<'_>) -> Result<(), Error> {
    // Discord always sends one of the subcommands; answer a bare call anyway.
    let names: Vec<String> = ctx
        .command()
        .subcommands
        .iter()
        .map(|c| format!("`/carcassonne {}`", c.name))
        .collect();
    let lang = asker_lang(ctx);
    let text = t(
        lang,
        "answer-pick-subcommand",
        &[("list", names.join(", ").into())],
    );
    say(ctx, text, true).await
}
