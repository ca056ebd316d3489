//! The live board's front end: pages that show a game and let a player
//! play their own seat, beside Discord's messages. It calls the game
//! service, as the Discord front end does, and decides nothing of its
//! own. So far it holds the tokens its links and sessions are made of.

pub mod tokens;
