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
// The subcommands of `/carcassonne` (the players') and `/host` (a game's
// host), by group; `/tournament` and `/settings` are commands of their own.
use admin::{clock, links, remove, skip, standin};
use game::{
    bag, board, cancel, export, help, history, replay, resign, resume, rules, score, turn, undo,
};
use lists::{games, mine};
use options::{new, options, settings};
use players::notify;
use tournament::tournament;

/// Every command, for registration, in every language of the catalogues:
/// a top-level command for each reader (players, a game's host,
/// tournaments, a server's settings), so that each keeps well under
/// Discord's size for one command (see `registration`).
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut all = vec![
        carcassonne(),
        host(),
        tournament(),
        settings(),
        players::leaderboard(),
        players::stats(),
    ];
    super::localize::localize(&mut all);
    all
}

/// Play Carcassonne in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new", "turn", "board", "bag", "history", "score", "rules", "undo", "resign", "export",
        "replay", "games", "mine", "notify", "help"
    )
)]
pub async fn carcassonne(ctx: Context<'_>) -> Result<(), Error> {
    pick_subcommand(ctx).await
}

/// Run this channel's game as its host (or with Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "options", "skip", "remove", "standin", "clock", "links", "cancel", "resume"
    )
)]
pub async fn host(ctx: Context<'_>) -> Result<(), Error> {
    pick_subcommand(ctx).await
}

/// Discord always sends one of a command's subcommands; a bare call is
/// answered with the list of them anyway.
pub(super) async fn pick_subcommand(ctx: Context<'_>) -> Result<(), Error> {
    let command = ctx.command();
    let names: Vec<String> = command
        .subcommands
        .iter()
        .map(|c| format!("`/{} {}`", command.name, c.name))
        .collect();
    let lang = asker_lang(ctx);
    let text = t(
        lang,
        "answer-pick-subcommand",
        &[("list", names.join(", ").into())],
    );
    say(ctx, text, true).await
}
