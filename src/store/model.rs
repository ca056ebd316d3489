//! The typed game model: what a game's stored columns mean, as the store
//! hands them to the service. Converted to and from columns in one place
//! only, [`super::columns`]; nothing else reads a stored status, reason or
//! option as a string.

use crate::engine::{Expansions, Rules};
use crate::i18n::Lang;

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Open for players to join; not started.
    Lobby,
    Playing,
    /// Played to its end (or until one player was left).
    Finished,
    /// Ended without finishing (see [`EndReason`]).
    Cancelled,
}

/// What happens when a player runs out of time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeoutAction {
    /// The turn is skipped and the tile set aside.
    Skip,
    /// As `Skip`, but after this many missed turns in a row the player
    /// forfeits (resigns).
    Forfeit { after: u8 },
}

/// A time bank: a correspondence clock, as Board Game Arena's turn-based
/// games have. Each player starts with `start` seconds, which run only on
/// their own turns; each turn they end adds `increment`, up to `cap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBank {
    pub start: u32,
    pub increment: u32,
    pub cap: u32,
}

impl TimeBank {
    const DAY: u32 = 24 * 3600;
    /// The banks offered: a day (+8 hours a turn, up to 2 days), three
    /// days (+1 day, up to 7) and a week (+2 days, up to 14).
    pub const OFFERED: [TimeBank; 3] = [
        TimeBank {
            start: TimeBank::DAY,
            increment: 8 * 3600,
            cap: 2 * TimeBank::DAY,
        },
        TimeBank {
            start: 3 * TimeBank::DAY,
            increment: TimeBank::DAY,
            cap: 7 * TimeBank::DAY,
        },
        TimeBank {
            start: 7 * TimeBank::DAY,
            increment: 2 * TimeBank::DAY,
            cap: 14 * TimeBank::DAY,
        },
    ];

    /// What is left of a bank of `left` seconds after a turn that took
    /// `spent`, the turn over (`ended`: the increment comes with it).
    pub fn after_turn(self, left: u32, spent: u32, ended: bool) -> u32 {
        let left = left.saturating_sub(spent);
        if ended {
            left.saturating_add(self.increment).min(self.cap.max(left))
        } else {
            left
        }
    }
}

/// How a person is told that it is their turn (in any game on a server).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TurnNotice {
    /// A mention in the game's channel.
    #[default]
    Mention,
    /// A direct message with a link to the turn (a mention in the channel
    /// instead if their DMs are closed).
    Dm,
    /// The turn message only, without a ping.
    Quiet,
}

impl TurnNotice {
    pub const ALL: [TurnNotice; 3] = [TurnNotice::Mention, TurnNotice::Dm, TurnNotice::Quiet];

    /// Its name in the catalogues (`notice-…`).
    pub fn name(self) -> &'static str {
        match self {
            TurnNotice::Mention => "mention",
            TurnNotice::Dm => "dm",
            TurnNotice::Quiet => "quiet",
        }
    }
}

/// A game's settings, chosen by the host in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOptions {
    pub rules: Rules,
    /// Seats (2 to 6).
    pub seats: u8,
    /// Seconds a player has for a turn (`None`: no limit).
    pub turn_limit: Option<u32>,
    /// Seconds of idleness before the player is reminded (`None`: never).
    pub reminder_after: Option<u32>,
    pub timeout: TimeoutAction,
    /// The language of the game's public messages and pictures.
    pub lang: Lang,
    /// The expansions played with.
    pub expansions: Expansions,
    /// The level of the computer player who takes the seat of a person
    /// who runs out of time, resigns or is removed (`None`: the seat
    /// leaves the game).
    pub stand_in: Option<crate::ai::Level>,
    /// A time bank for each player, in place of the hours per turn
    /// (`None`: `turn_limit` applies).
    pub bank: Option<TimeBank>,
}

impl GameOptions {
    /// A turn limit of `hours` (0: none), with the reminder that goes with
    /// it: after half the limit.
    pub fn set_turn_hours(&mut self, hours: u32) {
        self.turn_limit = (hours > 0).then_some(hours * 3600);
        self.reminder_after = self.turn_limit.map(|t| t / 2);
    }
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            rules: Rules::default(),
            seats: 5,
            turn_limit: Some(24 * 3600),
            reminder_after: Some(12 * 3600),
            timeout: TimeoutAction::Forfeit { after: 3 },
            lang: Lang::En,
            expansions: Expansions::NONE,
            stand_in: None,
            bank: None,
        }
    }
}

/// Why a game is paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseReason {
    /// Discord refused the bot's messages in the game's channel: a
    /// permission was taken away.
    Permissions,
    /// The game's thread is archived or locked and stays so: the bot
    /// cannot open it again.
    Thread,
    /// The server has as many active threads as Discord allows (160006):
    /// an event's tables wait for room (events only).
    ThreadsFull,
}

/// Why a game ended without finishing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The host or a server admin cancelled it.
    Cancelled,
    /// Its channel or thread was deleted.
    ChannelDeleted,
    /// The bot was removed from the server.
    RemovedFromServer,
    /// Nobody started the lobby in time.
    Expired,
    /// Its tournament round's deadline decided it by the scores as they
    /// stood.
    Deadline,
}
