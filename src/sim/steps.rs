//! The steps of a history: what people, admins, time and Discord do.
//! Each step names its game, person and choice by a number that is read
//! against the world as it stands when the step runs (the `n`th game, the
//! `n`th legal placement), so a history is a plain list that any of its
//! sub-lists is a history too: that is how a failing one is shortened.

use std::fmt;

use rand::Rng;

use crate::ai::Level;
use crate::engine::random::{below, seeded};
use crate::engine::{Expansion, Expansions, Rules};
use crate::game::{OptionsPatch, TimeBank};

/// A fault Discord's answers may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// 500: nothing was done.
    ServerError,
    /// 429: nothing was done; try after the wait.
    RateLimited,
    /// Discord did it, but the answer never came back.
    Lost,
}

/// One thing that happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A person opens a lobby in a channel; `extras` bit 0: a stand-in
    /// takes the seat of whoever leaves or runs out of time, bit 1: time
    /// banks, the bits above: which rules (see [`lobby_options`]).
    Create {
        channel: u8,
        host: u8,
        seats: u8,
        expansions: u8,
        hours: u8,
        forfeit: u8,
        seed: u16,
        extras: u16,
    },
    /// A seated person's seat is handed to a computer player, by a server
    /// admin or (`admin` false) by the game's host.
    StandIn {
        game: u8,
        user: u8,
        admin: bool,
    },
    /// A server admin lowers (or lifts) the server's limits: lobbies per
    /// member, threads per hour, games per channel (0: none), and the
    /// minutes between one person's asks for a rematch or an undo.
    Limits {
        lobbies: u8,
        games: u8,
    },
    /// The operator's retention prunes what is older than `hours`.
    Prune {
        hours: u8,
    },
    /// `process` stops gracefully: it gives up its claims, and starts
    /// again.
    Stop {
        process: u8,
    },
    /// The application's emojis: `act` 0 someone deletes the `pick`th, 1
    /// Discord refuses uploads for a while, 2 `process` looks at them
    /// (and, as the owner, uploads the missing ones).
    Emoji {
        act: u8,
        process: u8,
        pick: u8,
    },
    /// The bot is deployed again with its shards split over its two
    /// processes (each looks after one server), or with every shard in
    /// each.
    Shards {
        split: bool,
    },
    /// A person asks for a game's replay; it is drawn and kept.
    Replay {
        game: u8,
    },
    /// A server admin turns monthly seasons on (announced in the first
    /// channel) or off, and sets how long lobbies stay open.
    Seasons {
        on: bool,
        lobby_hours: u8,
    },
    /// Tournaments: `act` 0 opens one (its host `user`), 1 signs `user`
    /// up, 2 starts the newest, 3 withdraws `user`, 4 runs process
    /// `pick`'s tournament loop once (steps, tables opened in threads of
    /// their own, posts made), 5 cancels one, 6 resumes a paused one, 7
    /// fills the server with threads (or makes room again).
    Tournament {
        act: u8,
        user: u8,
        pick: u8,
    },
    Join {
        game: u8,
        user: u8,
    },
    Leave {
        game: u8,
        user: u8,
    },
    AddComputer {
        game: u8,
        level: u8,
    },
    RemoveComputer {
        game: u8,
    },
    Expansions {
        game: u8,
        bits: u8,
    },
    /// The host changes the lobby's seats, time limit and time-out action.
    Options {
        game: u8,
        seats: u8,
        hours: u8,
        forfeit: u8,
    },
    /// The host (or, for `user` > 0, someone else) presses Start.
    Start {
        game: u8,
        user: u8,
    },
    Cancel {
        game: u8,
        user: u8,
        admin: bool,
    },
    Rematch {
        game: u8,
        user: u8,
    },
    /// The person in turn confirms a tile (`wrong`: someone else clicks).
    Place {
        game: u8,
        pick: u16,
        wrong: bool,
    },
    /// The person in turn chooses a spot for a figure, or none.
    Figure {
        game: u8,
        pick: u16,
    },
    TakeBack {
        game: u8,
    },
    /// The person in turn plays a whole move at once.
    Play {
        game: u8,
        pick: u16,
    },
    /// A click from a turn that is over (or from before an undo).
    Stale {
        game: u8,
        pick: u16,
        before_undo: bool,
    },
    /// The same confirmation from both processes at once.
    Twice {
        game: u8,
        pick: u16,
    },
    /// Many turns in a row (people play, computers' timers fire).
    Rush {
        game: u8,
        turns: u8,
    },
    AskUndo {
        game: u8,
        user: u8,
    },
    Vote {
        game: u8,
        user: u8,
        agree: bool,
    },
    Resign {
        game: u8,
        user: u8,
    },
    /// The game's host (or, with `admin`, a server admin) manages it:
    /// skips the turn, removes a player, stops or starts the clock,
    /// resumes it. In a tournament's game the host plays, and is refused.
    Skip {
        game: u8,
        admin: bool,
    },
    Remove {
        game: u8,
        user: u8,
        admin: bool,
    },
    Clock {
        game: u8,
        running: bool,
        admin: bool,
    },
    Resume {
        game: u8,
        admin: bool,
    },
    /// The host (or an admin) makes new spectator links for the game.
    Links {
        game: u8,
        admin: bool,
    },
    /// How a person is told of their turns: 0 mention, 1 DM, 2 quiet.
    Notice {
        user: u8,
        how: u8,
    },
    /// Time passes; `process` runs its timers.
    Time {
        secs: u32,
        process: u8,
    },
    /// `process` delivers every game's outbox.
    Deliver {
        process: u8,
    },
    /// Discord's next answer has this fault.
    Fault(Fault),
    /// The bot loses (or gets back) its permissions in a channel.
    Permission {
        channel: u8,
        granted: bool,
    },
    /// A moderator archives a thread (`locked`: and locks it).
    Archive {
        channel: u8,
        locked: bool,
    },
    /// A channel is deleted.
    DeleteChannel {
        channel: u8,
    },
    /// Discord resets the bot's token.
    TokenReset,
    /// `process` is killed at its `at`th await point of its next action,
    /// and started again on the same database.
    Crash {
        process: u8,
        at: u8,
    },
    Restart {
        process: u8,
    },
    /// The second process's clock runs this many seconds off.
    Skew {
        secs: i16,
    },
    /// Every claim lapses (its holder stalled).
    Lapse,
    /// Discord forgets every nonce (its window passed).
    ForgetNonces,
    /// The first process delivers a game; its claim lapses while it works,
    /// and the second process delivers the same game meanwhile.
    Race {
        game: u8,
    },
    /// A person closes (or opens) their DMs to the bot.
    Dms {
        user: u8,
        open: bool,
    },
    /// The bot is removed from the server: its games end.
    GuildGone,
    /// Breaks an invariant on purpose (never in a generated history): the
    /// tests use it to check that a failing history is shortened.
    Canary,
    /// Faults healed, paused games resumed, time passes and everything is
    /// delivered: then every game must be shown as it stands.
    Settle,
}

impl Step {
    /// Whether the step is a fault injected (for the report).
    pub fn is_fault(&self) -> bool {
        matches!(
            self,
            Step::Fault(_)
                | Step::Permission { granted: false, .. }
                | Step::Archive { .. }
                | Step::DeleteChannel { .. }
                | Step::TokenReset
                | Step::Crash { .. }
                | Step::Restart { .. }
                | Step::Skew { .. }
                | Step::Lapse
                | Step::ForgetNonces
                | Step::Race { .. }
                | Step::Dms { open: false, .. }
                | Step::GuildGone
                | Step::Stop { .. }
                | Step::Shards { .. }
                | Step::Emoji { act: 0 | 1, .. }
        )
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// The steps of history `seed`, `len` of them.
pub fn history(seed: u64, len: usize) -> Vec<Step> {
    let mut rng = seeded(seed);
    let mut steps = Vec::with_capacity(len + 1);
    // Every history starts with a lobby.
    steps.push(Step::Create {
        channel: 0,
        host: 0,
        seats: 2 + below(&mut rng, 3) as u8,
        expansions: below(&mut rng, 16) as u8,
        hours: below(&mut rng, 3) as u8,
        forfeit: below(&mut rng, 3) as u8,
        seed: below(&mut rng, 1 << 16) as u16,
        extras: extras(&mut rng),
    });
    while steps.len() < len {
        steps.push(step(&mut rng));
    }
    steps
}

fn n(rng: &mut impl Rng, below_n: u64) -> u8 {
    below(rng, below_n) as u8
}

/// How often each kind of step is drawn: play is most of what happens;
/// faults are rarer.
const WEIGHTS: &[(u64, u8)] = &[
    (3, 0),   // create
    (6, 1),   // join
    (2, 2),   // leave
    (3, 3),   // computer
    (1, 4),   // no computer
    (1, 5),   // expansions
    (5, 6),   // start
    (1, 7),   // cancel
    (1, 8),   // rematch
    (12, 9),  // place
    (10, 10), // figure
    (1, 11),  // take back
    (6, 12),  // play
    (2, 13),  // stale
    (2, 14),  // twice
    (4, 15),  // rush
    (2, 16),  // ask undo
    (3, 17),  // vote
    (1, 18),  // resign
    (1, 19),  // skip
    (1, 20),  // remove
    (1, 21),  // clock
    (2, 22),  // resume
    (1, 23),  // notice
    (6, 24),  // time
    (10, 25), // deliver
    (3, 26),  // fault
    (1, 27),  // permission
    (1, 28),  // archive
    (1, 29),  // delete
    (1, 30),  // token
    (2, 31),  // crash
    (1, 32),  // restart
    (1, 33),  // skew
    (1, 34),  // lapse
    (1, 35),  // forget
    (1, 36),  // race
    (2, 37),  // settle
    (1, 38),  // dms
    (1, 39),  // options
    (1, 40),  // stand-in
    (10, 41), // tournament
    (1, 42),  // limits
    (1, 43),  // prune
    (1, 44),  // stop
    (1, 45),  // replay
    (1, 46),  // seasons
    (1, 47),  // shards
    (2, 48),  // emojis
    (1, 49),  // links
];

fn step(rng: &mut impl Rng) -> Step {
    let game = n(rng, 4);
    let user = n(rng, 6);
    let pick = below(rng, 1 << 16) as u16;
    let total: u64 = WEIGHTS.iter().map(|t| t.0).sum();
    let mut roll = below(rng, total);
    let mut kind = 0;
    for &(w, k) in WEIGHTS {
        if roll < w {
            kind = k;
            break;
        }
        roll -= w;
    }
    match kind {
        0..=8 | 39 => lobby_step(rng, kind, game, user, pick),
        9..=23 | 40 | 49 => game_step(rng, kind, game, user, pick),
        _ => world_step(rng, kind, game, user),
    }
}

/// A step in a lobby.
fn lobby_step(rng: &mut impl Rng, kind: u8, game: u8, user: u8, pick: u16) -> Step {
    match kind {
        0 => Step::Create {
            channel: n(rng, 4),
            host: user,
            seats: 2 + n(rng, 3),
            expansions: n(rng, 16),
            hours: n(rng, 3),
            forfeit: n(rng, 3),
            seed: pick,
            extras: extras(rng),
        },
        1 => Step::Join { game, user },
        2 => Step::Leave { game, user },
        3 => Step::AddComputer {
            game,
            level: n(rng, 3),
        },
        4 => Step::RemoveComputer { game },
        5 => Step::Expansions {
            game,
            bits: n(rng, 16),
        },
        6 => Step::Start {
            game,
            user: if n(rng, 8) == 0 { 1 + user } else { 0 },
        },
        7 => Step::Cancel {
            game,
            user,
            admin: n(rng, 2) == 0,
        },
        8 => Step::Rematch { game, user },
        39 => Step::Options {
            game,
            seats: 2 + n(rng, 4),
            hours: n(rng, 3),
            forfeit: n(rng, 3),
        },
        _ => unreachable!("lobby_step was given kind {kind}"),
    }
}
/// A step in a running game: a turn, an undo, a host's or admin's.
fn game_step(rng: &mut impl Rng, kind: u8, game: u8, user: u8, pick: u16) -> Step {
    match kind {
        9 => Step::Place {
            game,
            pick,
            wrong: n(rng, 10) == 0,
        },
        10 => Step::Figure { game, pick },
        11 => Step::TakeBack { game },
        12 => Step::Play { game, pick },
        13 => Step::Stale {
            game,
            pick,
            before_undo: n(rng, 2) == 0,
        },
        14 => Step::Twice { game, pick },
        15 => Step::Rush {
            game,
            turns: 5 + n(rng, 60),
        },
        16 => Step::AskUndo { game, user },
        17 => Step::Vote {
            game,
            user,
            agree: n(rng, 4) != 0,
        },
        18 => Step::Resign { game, user },
        19 => Step::Skip {
            game,
            admin: n(rng, 2) == 0,
        },
        20 => Step::Remove {
            game,
            user,
            admin: n(rng, 2) == 0,
        },
        21 => Step::Clock {
            game,
            running: n(rng, 2) == 0,
            admin: n(rng, 2) == 0,
        },
        22 => Step::Resume {
            game,
            admin: n(rng, 3) != 0,
        },
        23 => Step::Notice {
            user,
            how: n(rng, 3),
        },
        40 => Step::StandIn {
            game,
            user,
            admin: n(rng, 2) == 0,
        },
        49 => Step::Links {
            game,
            admin: n(rng, 2) == 0,
        },
        _ => unreachable!("game_step was given kind {kind}"),
    }
}
/// A step of Discord's, the processes', the servers' or tournaments'.
fn world_step(rng: &mut impl Rng, kind: u8, game: u8, user: u8) -> Step {
    match kind {
        24 => Step::Time {
            secs: [1, 3, 10, 70, 700, 4000, 13 * 3600, 25 * 3600, 32 * 86_400][n(rng, 9) as usize],
            process: n(rng, 2),
        },
        25 => Step::Deliver { process: n(rng, 2) },
        26 => Step::Fault(match n(rng, 3) {
            0 => Fault::ServerError,
            1 => Fault::RateLimited,
            _ => Fault::Lost,
        }),
        27 => Step::Permission {
            channel: n(rng, 4),
            granted: n(rng, 3) == 0,
        },
        28 => Step::Archive {
            channel: 2 + n(rng, 2),
            locked: n(rng, 3) == 0,
        },
        29 => Step::DeleteChannel { channel: n(rng, 4) },
        30 => Step::TokenReset,
        31 => Step::Crash {
            process: n(rng, 2),
            at: n(rng, 24),
        },
        32 => Step::Restart { process: n(rng, 2) },
        33 => Step::Skew {
            secs: below(rng, 61) as i16 - 30,
        },
        34 => Step::Lapse,
        35 => Step::ForgetNonces,
        36 => Step::Race { game },
        41 => Step::Tournament {
            act: [0, 0, 1, 2, 3, 4, 4, 4, 4, 5, 6, 7][n(rng, 12) as usize],
            user,
            pick: n(rng, 4),
        },
        42 => Step::Limits {
            lobbies: n(rng, 3),
            games: n(rng, 4),
        },
        43 => Step::Prune {
            hours: [0, 1, 24][n(rng, 3) as usize],
        },
        44 => Step::Stop { process: n(rng, 2) },
        48 => Step::Emoji {
            act: n(rng, 3),
            process: n(rng, 2),
            pick: n(rng, 4),
        },
        47 => Step::Shards {
            split: n(rng, 3) != 0,
        },
        38 => Step::Dms {
            user,
            open: n(rng, 2) == 0,
        },
        45 => Step::Replay { game },
        46 => Step::Seasons {
            on: n(rng, 3) != 0,
            lobby_hours: [1, 2, 24, 72][n(rng, 4) as usize],
        },
        // Once in a while (it ends every game of the history).
        _ if n(rng, 16) == 0 => Step::GuildGone,
        _ => Step::Settle,
    }
}

/// A lobby's extras (see [`Step::Create`]): a stand-in or not, time banks
/// or not, and any of every set of rules ([`Rules::all`], so that a rule
/// option added there is played with no change here).
fn extras(rng: &mut impl Rng) -> u16 {
    below(rng, 4 * Rules::all().len() as u64) as u16
}

/// The options a lobby is opened with, every one asked for as
/// `/carcassonne new` asks: these seats, hours and forfeits (see
/// [`options`]), the expansions of bits `expansions`, and of `extras` a
/// stand-in (bit 0), time banks (bit 1) and the rules (the bits above),
/// so that every rule the editions differ on is played.
pub(super) fn lobby_options(
    seats: u8,
    expansions: u8,
    hours: u8,
    forfeit: u8,
    extras: u16,
) -> OptionsPatch {
    let set = Expansions::from_bits(expansions);
    let rules = Rules::all();
    OptionsPatch {
        rules: rules[usize::from(extras >> 2) % rules.len()].as_patch(),
        expansions: Expansion::ALL.map(|e| (e, set.has(e))).to_vec(),
        stand_in: Some((extras & 1 != 0).then_some(Level::Easy)),
        bank: Some((extras & 2 != 0).then_some(TimeBank::OFFERED[0])),
        ..options(seats, hours, forfeit)
    }
}

/// A lobby's seats, hours per turn (none, 1 or 24, by `hours`) and turns
/// missed before a forfeit (0: skipped, never forfeited).
pub(super) fn options(seats: u8, hours: u8, forfeit: u8) -> OptionsPatch {
    OptionsPatch {
        seats: Some(seats),
        turn_hours: Some([0, 1, 24][usize::from(hours) % 3]),
        forfeit_after: Some(forfeit),
        ..OptionsPatch::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_one_history() {
        assert_eq!(history(7, 40), history(7, 40));
        assert_ne!(history(7, 40), history(8, 40));
        assert!(matches!(history(1, 5)[0], Step::Create { .. }));
    }

    /// Each kind of step, named; a new kind must be named here, and then
    /// drawn.
    fn kind(step: &Step) -> &'static str {
        match step {
            Step::Create { .. } => "create",
            Step::StandIn { .. } => "stand-in",
            Step::Limits { .. } => "limits",
            Step::Prune { .. } => "prune",
            Step::Stop { .. } => "stop",
            Step::Emoji { .. } => "emoji",
            Step::Shards { .. } => "shards",
            Step::Replay { .. } => "replay",
            Step::Seasons { .. } => "seasons",
            Step::Tournament { .. } => "tournament",
            Step::Join { .. } => "join",
            Step::Leave { .. } => "leave",
            Step::AddComputer { .. } => "add computer",
            Step::RemoveComputer { .. } => "remove computer",
            Step::Expansions { .. } => "expansions",
            Step::Options { .. } => "options",
            Step::Start { .. } => "start",
            Step::Cancel { .. } => "cancel",
            Step::Rematch { .. } => "rematch",
            Step::Place { .. } => "place",
            Step::Figure { .. } => "figure",
            Step::TakeBack { .. } => "take back",
            Step::Play { .. } => "play",
            Step::Stale { .. } => "stale",
            Step::Twice { .. } => "twice",
            Step::Rush { .. } => "rush",
            Step::AskUndo { .. } => "ask undo",
            Step::Vote { .. } => "vote",
            Step::Resign { .. } => "resign",
            Step::Skip { .. } => "skip",
            Step::Remove { .. } => "remove",
            Step::Clock { .. } => "clock",
            Step::Resume { .. } => "resume",
            Step::Links { .. } => "links",
            Step::Notice { .. } => "notice",
            Step::Time { .. } => "time",
            Step::Deliver { .. } => "deliver",
            Step::Fault(_) => "fault",
            Step::Permission { .. } => "permission",
            Step::Archive { .. } => "archive",
            Step::DeleteChannel { .. } => "delete channel",
            Step::TokenReset => "token reset",
            Step::Crash { .. } => "crash",
            Step::Restart { .. } => "restart",
            Step::Skew { .. } => "skew",
            Step::Lapse => "lapse",
            Step::ForgetNonces => "forget nonces",
            Step::Race { .. } => "race",
            Step::Dms { .. } => "dms",
            Step::GuildGone => "guild gone",
            Step::Canary => "canary",
            Step::Settle => "settle",
        }
    }

    /// Histories draw every kind of step but the canary (a test's own):
    /// a kind left out of the draw would never be simulated, however
    /// many histories ran. (Replays and seasons were, until this test.)
    #[test]
    fn histories_draw_every_kind_of_step() {
        let drawn: std::collections::BTreeSet<&str> = (1..=200)
            .flat_map(|seed| history(seed, 60))
            .map(|s| kind(&s))
            .collect();
        let every = [
            "create",
            "stand-in",
            "limits",
            "prune",
            "stop",
            "emoji",
            "shards",
            "replay",
            "seasons",
            "tournament",
            "join",
            "leave",
            "add computer",
            "remove computer",
            "expansions",
            "options",
            "start",
            "cancel",
            "rematch",
            "place",
            "figure",
            "take back",
            "play",
            "stale",
            "twice",
            "rush",
            "ask undo",
            "vote",
            "resign",
            "skip",
            "remove",
            "clock",
            "resume",
            "links",
            "notice",
            "time",
            "deliver",
            "fault",
            "permission",
            "archive",
            "delete channel",
            "token reset",
            "crash",
            "restart",
            "skew",
            "lapse",
            "forget nonces",
            "race",
            "dms",
            "guild gone",
            "settle",
        ];
        let missing: Vec<&str> = every
            .iter()
            .filter(|k| !drawn.contains(*k))
            .copied()
            .collect();
        assert!(missing.is_empty(), "never drawn: {missing:?}");
        assert!(!drawn.contains("canary"));
    }
}
