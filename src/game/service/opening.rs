//! Opening a game, as `/carcassonne new` asks: the server's defaults with
//! what was asked on top, a thread of the game's own when the host or the
//! server wants one, the server's limits, the lobby, and its computer
//! players. Two steps, so that a front end can check what its platform
//! needs for the place chosen (the bot's permissions there) in between:
//! [`Service::plan_lobby`] decides and changes nothing;
//! [`Service::open_lobby`] opens the thread and the lobby.

use super::views::{GameOptions, User, View};
use crate::ai::Level;
use crate::game::OptionsPatch;
use crate::game::error::ServiceError;
use crate::game::tournament_runner::{Refusal, Threads};

use super::lobby::Opened;
use super::{Location, Service};
use crate::game::Effect;

/// What `/carcassonne new` asks for.
#[derive(Clone, Debug)]
pub struct LobbyAsk {
    pub guild: i64,
    /// The server's own language, where the platform says it.
    pub guild_locale: Option<String>,
    pub host: User,
    /// Where it was asked: a channel, or a thread (where the game stays,
    /// as there are no threads in threads).
    pub asked_in: Location,
    /// The options asked for, over the server's defaults.
    pub patch: OptionsPatch,
    /// A thread of the game's own (`None`: as the server's default says).
    pub thread: Option<bool>,
    /// Computer players to seat at once, at `level`.
    pub computers: u8,
    pub level: Level,
    /// The seed that draws the tiles (`None`: a random one).
    pub seed: Option<u64>,
}

/// What [`Service::plan_lobby`] decided.
#[derive(Clone, Debug)]
pub struct LobbyPlan {
    pub ask: LobbyAsk,
    /// The game's options: the server's defaults with the ask's on top.
    pub options: GameOptions,
    /// Whether the game gets a thread of its own, opened in the channel
    /// it was asked in.
    pub new_thread: bool,
}

impl Service {
    /// Decides where and how a game asked for by `ask` would open, and
    /// whether the server's limits let it: nothing is changed.
    pub async fn plan_lobby(&self, ask: LobbyAsk) -> Result<LobbyPlan, ServiceError> {
        let locale = ask.guild_locale.as_deref();
        let (options, threads) = self.lobby_options(ask.guild, locale, &ask.patch).await?;
        // Asked inside a thread, the game is played in that thread.
        let new_thread = ask.asked_in.parent.is_none() && ask.thread.unwrap_or(threads);
        let channel = ask.asked_in.channel;
        self.may_open(ask.guild, ask.host.id, channel, new_thread)
            .await?;
        Ok(LobbyPlan {
            ask,
            options,
            new_thread,
        })
    }

    /// Opens the game `plan` decided on: its thread (with `threads`), then
    /// its lobby with its computer players. A thread the platform refuses
    /// leaves nothing opened.
    pub async fn open_lobby(
        &self,
        plan: LobbyPlan,
        threads: &impl Threads,
    ) -> Result<View, ServiceError> {
        let LobbyPlan { ask, options, .. } = &plan;
        let location = if plan.new_thread {
            let channel = ask.asked_in.channel;
            let name = format!("Carcassonne — {}", ask.host.name);
            let thread = match threads.open_thread(channel, &name).await {
                Ok(thread) => thread,
                Err(Refusal::ThreadsFull) => return Err(ServiceError::ThreadsFull),
                Err(_) => return Err(ServiceError::NoThread),
            };
            if let Err(e) = self.thread_opened(ask.guild).await {
                tracing::warn!(error = %e, "could not note a thread opened");
            }
            Location::thread(thread, channel)
        } else {
            ask.asked_in
        };
        let seed = ask.seed.unwrap_or_else(rand::random::<u64>);
        // The lobby and its computer players (as many as it has room
        // for) are one change: its message shows them from the first.
        let opened = Opened {
            effects: vec![Effect::Lobby],
            computers: vec![ask.level; usize::from(ask.computers)],
        };
        self.create_with(ask.guild, location, &ask.host, (*options, seed), opened)
            .await
    }
}

/// A game at home, as `carcassonne-bot play` opens it: people who take
/// turns at one screen, and computer players.
#[derive(Clone, Debug)]
pub struct HomeAsk {
    pub guild: i64,
    /// Where the game is kept (a place of its own).
    pub channel: i64,
    /// The first person, who hosts.
    pub host: User,
    /// The other people at the table.
    pub guests: Vec<User>,
    pub computers: Vec<Level>,
    /// The game's options; its seats are the table's.
    pub options: GameOptions,
    /// The seed that draws the tiles and the seat order (`None`: a
    /// random one).
    pub seed: Option<u64>,
}

impl Service {
    /// Opens and starts a game at home: its lobby with everyone seated,
    /// then the start. Fewer than two seats or more than six are refused;
    /// a step refused on the way cancels the game, so that no lobby is
    /// left behind half seated.
    pub async fn open_home_game(&self, ask: HomeAsk) -> Result<View, ServiceError> {
        let seats = 1 + ask.guests.len() + ask.computers.len();
        let seats = u8::try_from(seats).map_err(|_| ServiceError::BadSeats(u8::MAX))?;
        let options = GameOptions {
            seats,
            ..ask.options
        };
        let seed = ask.seed.unwrap_or_else(rand::random::<u64>);
        let view = self
            .create_seeded(ask.guild, ask.channel, &ask.host, options, seed)
            .await?;
        let id = view.game_id;
        let seated = async {
            for guest in &ask.guests {
                self.join(id, guest).await?;
            }
            for level in &ask.computers {
                self.add_computer(id, &ask.host, *level).await?;
            }
            self.start(id, &ask.host).await
        };
        match seated.await {
            Ok(view) => Ok(view),
            Err(e) => {
                if let Err(cancelled) = self.cancel(id, &ask.host, true).await {
                    tracing::warn!(game = id, error = %cancelled, "a half-seated home game stays open");
                }
                Err(e)
            }
        }
    }
}
