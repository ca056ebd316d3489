//! Limits on abuse, each a server setting with a default: open lobbies per
//! member, running games per channel (its threads' with them), threads the
//! bot opens per hour, and a cooldown between one person's asks that ping
//! everyone (rematches, undos).

use crate::game::error::{Ask, ServiceError};
use crate::store::{Cap, Caps, LimitSettings};

use super::Service;

/// Open lobbies one member may host on a server unless it says otherwise.
pub const LOBBIES_PER_MEMBER: u32 = 3;
/// Minutes between one person's rematch (or undo) asks unless the server
/// says otherwise.
pub const ASK_COOLDOWN_MINUTES: u32 = 10;
/// Threads the bot opens on a server per hour unless it says otherwise (a
/// server has at most 1,000 active threads).
pub const THREADS_PER_HOUR: u32 = 10;
/// Running games (lobbies with them) a channel and its threads may hold
/// together unless the server says otherwise.
pub const GAMES_PER_CHANNEL: u32 = 10;

/// Where a game is played: a channel, or a thread of one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// The channel or thread the game's messages are in.
    pub channel: i64,
    /// The channel `channel` is a thread of (`None`: not a thread, or
    /// not known).
    pub parent: Option<i64>,
}

impl Location {
    /// A game in `thread`, a thread of `parent`.
    pub fn thread(thread: i64, parent: i64) -> Location {
        Location {
            channel: thread,
            parent: Some(parent),
        }
    }

    /// The channel whose games this one counts with.
    pub fn counted_in(self) -> i64 {
        self.parent.unwrap_or(self.channel)
    }
}

/// A game in a channel itself.
impl From<i64> for Location {
    fn from(channel: i64) -> Location {
        Location {
            channel,
            parent: None,
        }
    }
}

/// A server's limits (0: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub lobbies_per_member: u32,
    pub ask_cooldown_minutes: u32,
    pub threads_per_hour: u32,
    pub games_per_channel: u32,
}

/// Limits to change (`None`: leave it as it is).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LimitChanges {
    pub lobbies_per_member: Option<u32>,
    pub ask_cooldown_minutes: Option<u32>,
    pub threads_per_hour: Option<u32>,
    pub games_per_channel: Option<u32>,
}

impl LimitChanges {
    /// The changes as the store keeps them.
    pub(crate) fn settings(self) -> LimitSettings {
        LimitSettings {
            lobbies_per_member: self.lobbies_per_member.map(i64::from),
            ask_cooldown_minutes: self.ask_cooldown_minutes.map(i64::from),
            threads_per_hour: self.threads_per_hour.map(i64::from),
            games_per_channel: self.games_per_channel.map(i64::from),
        }
    }
}

impl Limits {
    /// What a new game must keep within.
    pub(super) fn caps(self) -> Caps {
        let cap = |n: u32| (n > 0).then_some(i64::from(n));
        Caps {
            lobbies_of_host: cap(self.lobbies_per_member),
            games_in_channel: cap(self.games_per_channel),
        }
    }

    /// The refusal of a game that would go past `cap`.
    pub(super) fn refusal(self, cap: Cap) -> ServiceError {
        match cap {
            Cap::LobbiesOfHost => ServiceError::TooManyLobbies(self.lobbies_per_member),
            Cap::GamesInChannel => ServiceError::TooManyGames(self.games_per_channel),
        }
    }
}

impl Ask {
    fn code(self) -> &'static str {
        match self {
            Ask::Rematch => "rematch",
            Ask::Undo => "undo",
        }
    }
}

impl Service {
    /// A server's limits, with the defaults for those it has not set.
    pub async fn limits(&self, guild_id: i64) -> Result<Limits, ServiceError> {
        let l = self.store.limits(guild_id).await?;
        let read = |v: Option<i64>, default: u32| {
            v.map_or(default, |n| u32::try_from(n.max(0)).unwrap_or(u32::MAX))
        };
        Ok(Limits {
            lobbies_per_member: read(l.lobbies_per_member, LOBBIES_PER_MEMBER),
            ask_cooldown_minutes: read(l.ask_cooldown_minutes, ASK_COOLDOWN_MINUTES),
            threads_per_hour: read(l.threads_per_hour, THREADS_PER_HOUR),
            games_per_channel: read(l.games_per_channel, GAMES_PER_CHANNEL),
        })
    }

    /// Changes a server's limits; the limits now.
    pub async fn set_limits(
        &self,
        guild_id: i64,
        change: LimitChanges,
    ) -> Result<Limits, ServiceError> {
        self.store.set_limits(guild_id, change.settings()).await?;
        self.limits(guild_id).await
    }

    /// Whether `host_id` may open a game now in a new thread of `channel`
    /// (`new_thread`) or in `channel` itself: the checks made before a
    /// thread is opened for it, so that a refused game leaves no empty
    /// thread behind. Opening the game checks again, in the transaction
    /// that stores it.
    pub async fn may_open(
        &self,
        guild_id: i64,
        host_id: i64,
        channel: i64,
        new_thread: bool,
    ) -> Result<(), ServiceError> {
        let limits = self.limits(guild_id).await?;
        let over = |n: i64, limit: u32| limit > 0 && n >= i64::from(limit);
        if over(
            self.store.open_lobbies_of(guild_id, host_id).await?,
            limits.lobbies_per_member,
        ) {
            return Err(ServiceError::TooManyLobbies(limits.lobbies_per_member));
        }
        if !new_thread {
            // A channel busy with a game of its own says so when the game
            // is opened.
            return Ok(());
        }
        if over(
            self.store.games_in_channel(channel).await?,
            limits.games_per_channel,
        ) {
            return Err(ServiceError::TooManyGames(limits.games_per_channel));
        }
        let limit = limits.threads_per_hour;
        if limit == 0 {
            return Ok(());
        }
        let now = self.now();
        let (opened, first) = self
            .store
            .threads_opened_since(guild_id, now - 3600)
            .await?;
        if opened >= i64::from(limit) {
            let left = first.map_or(3600, |f| f + 3600 - now).max(1);
            let minutes = u32::try_from((left + 59) / 60).unwrap_or(60);
            return Err(ServiceError::TooManyThreads(limit, minutes));
        }
        Ok(())
    }

    /// Notes a thread the bot opened for a game.
    pub async fn thread_opened(&self, guild_id: i64) -> Result<(), ServiceError> {
        Ok(self.store.note_thread(guild_id, self.now()).await?)
    }

    /// Refuses an ask of `user_id`'s made too soon after their last one.
    pub(super) async fn check_ask(
        &self,
        guild_id: i64,
        user_id: i64,
        ask: Ask,
    ) -> Result<(), ServiceError> {
        let cooldown = i64::from(self.limits(guild_id).await?.ask_cooldown_minutes) * 60;
        if cooldown == 0 {
            return Ok(());
        }
        if let Some(at) = self.store.last_ask(guild_id, user_id, ask.code()).await? {
            let left = at + cooldown - self.now();
            if left > 0 {
                // Whole minutes, rounded up: "in 1 minute" for 20 seconds.
                let minutes = u32::try_from((left + 59) / 60).unwrap_or(u32::MAX);
                return Err(ServiceError::AskedRecently(ask, minutes));
            }
        }
        Ok(())
    }

    /// Notes an ask that went through (its cooldown starts now).
    pub(super) async fn noted_ask(&self, guild_id: i64, user_id: i64, ask: Ask) {
        if let Err(e) = self
            .store
            .note_ask(guild_id, user_id, ask.code(), self.now())
            .await
        {
            tracing::warn!(error = %e, "could not note an ask for its cooldown");
        }
    }
}
