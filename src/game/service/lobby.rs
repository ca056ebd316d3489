//! Lobbies: opening one (or a rematch), joining and leaving, computer
//! seats, options, the start, and cancelling.

use crate::i18n::t;
use crate::store::model::Status;

use super::views::{GameOptions, User, View, named};
use crate::ai::Level;
use crate::engine::random::{seeded, shuffle};
use crate::engine::{Expansions, Game};
use crate::game::Effect;
use crate::game::OptionsPatch;
use crate::game::error::{Ask, ServiceError};
use crate::store::{GameRow, NewGame, StartOutcome, StoreError};

use super::{Loaded, Location, START_TRIES, Service, check_options};

/// What a new lobby opens with besides its host.
pub(super) struct Opened {
    /// What Discord must show of it.
    pub effects: Vec<Effect>,
    /// The computer players seated at once (as many as there are seats
    /// for).
    pub computers: Vec<Level>,
}

impl Service {
    // ----- lobby -----

    /// Opens a lobby in a channel or thread, with the host seated.
    pub async fn create(
        &self,
        guild_id: i64,
        location: impl Into<Location>,
        host: &User,
        options: GameOptions,
    ) -> Result<View, ServiceError> {
        self.create_seeded(guild_id, location, host, options, rand::random::<u64>())
            .await
    }

    /// As [`Service::create`], with the seed that draws the tiles and the
    /// seat order (reproducible games, tests).
    pub async fn create_seeded(
        &self,
        guild_id: i64,
        location: impl Into<Location>,
        host: &User,
        options: GameOptions,
        seed: u64,
    ) -> Result<View, ServiceError> {
        let opened = Opened {
            effects: vec![Effect::Lobby],
            computers: Vec::new(),
        };
        self.create_with(guild_id, location.into(), host, (options, seed), opened)
            .await
    }

    /// Opens a lobby with `options` and `seed`, its computer players
    /// seated and what Discord must show of it, in one write.
    pub(super) async fn create_with(
        &self,
        guild_id: i64,
        location: Location,
        host: &User,
        (options, seed): (GameOptions, u64),
        opened: Opened,
    ) -> Result<View, ServiceError> {
        check_options(&options)?;
        let limits = self.limits(guild_id).await?;
        let now = self.now();
        let hours = self.lobby_hours(guild_id).await?;
        let lobby_deadline = (hours > 0).then(|| now + i64::from(hours) * 3600);
        let id = self
            .store
            .create_game(&NewGame {
                guild_id,
                channel_id: location.channel,
                parent_id: location.parent,
                host_id: host.id,
                host_name: host.name.clone(),
                seed: seed as i64,
                options,
                now,
                lobby_deadline,
                effects: opened.effects.iter().map(Effect::to_json).collect(),
                computers: opened
                    .computers
                    .iter()
                    .map(|l| l.name().to_string())
                    .collect(),
                caps: limits.caps(),
            })
            .await
            .map_err(|e| match e {
                StoreError::Capped(cap) => limits.refusal(cap),
                e => e.into(),
            })?;
        self.view(id).await.map_err(ServiceError::saved)
    }

    /// Someone who played a finished game opens a new lobby in its channel
    /// with its options and its computer players, hosting it; everyone else
    /// who played is invited (mentioned once) and may join.
    pub async fn rematch(&self, old_id: i64, user: &User) -> Result<View, ServiceError> {
        let old = self.load(old_id).await?;
        if old.row.status != Status::Finished {
            return Err(ServiceError::NotFinished);
        }
        if !old.seats.iter().any(|s| s.user_id == user.id) {
            return Err(ServiceError::NotInGame);
        }
        self.check_ask(old.row.guild_id, user.id, Ask::Rematch)
            .await?;
        let invited: Vec<i64> = old
            .seats
            .iter()
            .filter(|s| s.computer.is_none() && s.user_id != user.id)
            .map(|s| s.user_id)
            .collect();
        let opened = Opened {
            effects: vec![
                Effect::Lobby,
                Effect::Invite {
                    of: old_id,
                    users: invited,
                },
            ],
            computers: old
                .seats
                .iter()
                .filter_map(|s| s.computer.as_deref().and_then(Level::parse))
                .collect(),
        };
        let location = Location {
            channel: old.row.channel_id,
            parent: old.row.parent_id,
        };
        let seeded = (old.options, rand::random::<u64>());
        let view = self
            .create_with(old.row.guild_id, location, user, seeded, opened)
            .await?;
        self.noted_ask(old.row.guild_id, user.id, Ask::Rematch)
            .await;
        Ok(view)
    }

    /// The game as it stands.
    pub async fn view(&self, id: i64) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        Ok(self.view_handed(&l, Vec::new()))
    }

    /// The lobby or running game in a channel, if any.
    pub async fn game_in_channel(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.active_game_in(channel_id).await?)
    }

    pub async fn join(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != Status::Lobby {
            return Err(ServiceError::NotInLobby);
        }
        if l.seats.iter().any(|s| s.user_id == user.id) {
            return Err(ServiceError::AlreadyJoined);
        }
        if l.seats.len() >= usize::from(l.options.seats) {
            return Err(ServiceError::LobbyFull(l.options.seats));
        }
        if !self
            .store
            .add_seat(id, user.id, &user.name, self.now())
            .await?
        {
            return Err(self.seat_refused(id).await);
        }
        self.view(id).await
    }

    /// Why the store refused a seat that looked free: someone else took the
    /// last one, or the game started, meanwhile.
    pub(super) async fn seat_refused(&self, id: i64) -> ServiceError {
        match self.load(id).await {
            Ok(l) if l.row.status != Status::Lobby => ServiceError::NotInLobby,
            Ok(l) => ServiceError::LobbyFull(l.options.seats),
            Err(e) => e,
        }
    }

    pub async fn leave(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != Status::Lobby {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id == user.id {
            return Err(ServiceError::HostCannotLeave);
        }
        if !self.store.remove_seat(id, user.id).await? {
            return Err(ServiceError::NotInGame);
        }
        self.view(id).await
    }

    /// The host seats a computer player of the given level.
    pub async fn add_computer(
        &self,
        id: i64,
        user: &User,
        level: Level,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != Status::Lobby {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if l.row.paused.is_some() {
            return Err(ServiceError::Paused(id));
        }
        if l.seats.len() >= usize::from(l.options.seats) {
            return Err(ServiceError::LobbyFull(l.options.seats));
        }
        if self
            .store
            .add_computer_seat(id, level.name(), self.now())
            .await?
            .is_none()
        {
            return Err(self.seat_refused(id).await);
        }
        self.view(id).await
    }

    /// The host removes the computer player added last.
    pub async fn remove_computer(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != Status::Lobby {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if !self.store.remove_computer_seat(id).await? {
            return Err(ServiceError::NoComputer);
        }
        self.view(id).await
    }

    /// The host changes the options before the start: `patch` over the
    /// lobby's own.
    pub async fn set_options(
        &self,
        id: i64,
        user: &User,
        patch: &OptionsPatch,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        if l.row.status != Status::Lobby {
            return Err(ServiceError::OptionsFixed);
        }
        let options = patch.apply(l.options);
        check_options(&options)?;
        // Changed by a command: the lobby's message shows it through the
        // outbox.
        self.store_options(&l, user, options, &[Effect::LobbyChanged])
            .await
    }

    /// Changes only a lobby's expansions (the host, from the lobby's menu).
    pub async fn set_expansions(
        &self,
        id: i64,
        user: &User,
        expansions: Expansions,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let options = GameOptions {
            expansions,
            ..l.options
        };
        // Changed on the lobby's own message, which the click updates.
        self.store_options(&l, user, options, &[]).await
    }

    /// Stores a lobby's new options for its host, with `effects`. The
    /// options are checked already: by `set_options`, or they are the
    /// lobby's own with only the expansions changed.
    pub(super) async fn store_options(
        &self,
        l: &Loaded,
        user: &User,
        options: GameOptions,
        effects: &[Effect],
    ) -> Result<View, ServiceError> {
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if usize::from(options.seats) < l.seats.len() {
            return Err(ServiceError::SeatsTaken(l.seats.len()));
        }
        let effects: Vec<String> = effects.iter().map(Effect::to_json).collect();
        let changed = self
            .store
            .set_options(l.row.id, &options, self.now(), &effects)
            .await?;
        if !changed {
            return Err(ServiceError::NotInLobby);
        }
        self.view(l.row.id).await
    }

    /// The host starts the game: seats are drawn at random.
    pub async fn start(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        // A Join or Leave may land between reading the seats and storing
        // the start: the store then refuses, and the seats are read again.
        for _ in 0..START_TRIES {
            let mut l = self.load(id).await?;
            match self.try_start(&mut l, user).await? {
                (StartOutcome::Started { .. }, news) => return Ok(self.view_handed(&l, news)),
                (StartOutcome::NotLobby, _) => return Err(ServiceError::NotInLobby),
                (StartOutcome::SeatsChanged, _) => self.games.forget(id),
            }
        }
        Err(ServiceError::SeatsChanging)
    }

    /// One try at starting the lobby `l`, with the seats it was read with;
    /// the news of the start. Once started, `l` is the game as stored.
    pub(super) async fn try_start(
        &self,
        l: &mut Loaded,
        user: &User,
    ) -> Result<(StartOutcome, Vec<String>), ServiceError> {
        let id = l.row.id;
        if l.row.status != Status::Lobby {
            return Err(ServiceError::NotInLobby);
        }
        if l.row.host_id != user.id {
            return Err(ServiceError::NotHost);
        }
        if l.seats.len() < 2 {
            return Err(ServiceError::TooFewPlayers);
        }
        let mut order: Vec<i64> = l.seats.iter().map(|s| s.user_id).collect();
        order.sort_unstable();
        shuffle(&mut order, &mut seeded(l.row.seed as u64 ^ 0x5EA7_5EA7));
        let now = self.now();
        // Seat 0 moves first.
        let computer_first = order[0] < 0;
        let first = l
            .seats
            .iter()
            .find(|s| s.user_id == order[0])
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let lang = l.options.lang;
        let news = vec![t(lang, "news-begins", &[("player", named(&first).into())])];
        let mut effects = vec![
            Effect::CloseLive {
                text: t(lang, "news-started", &[("game", id.into())]),
            },
            Effect::News {
                lines: news.clone(),
                before_turn: None,
            },
        ];
        if !computer_first {
            effects.extend(Effect::turn(1, false));
        }
        let effects: Vec<String> = effects.iter().map(Effect::to_json).collect();
        let timers = self.timers(l, now, false, computer_first, None);
        let outcome = self
            .store
            .start_game(id, &order, timers, now, &effects)
            .await?;
        if let StartOutcome::Started { revision } = outcome {
            Service::wrote(l, revision);
            l.row.status = Status::Playing;
            l.row.turn_started_at = timers.turn_started_at;
            l.row.reminder_at = timers.reminder_at;
            l.row.deadline_at = timers.deadline_at;
            l.row.reminded = false;
            for s in l.seats.iter_mut() {
                s.seat = order.iter().position(|&u| u == s.user_id).map(|p| p as i64);
            }
            l.seats.sort_by_key(|s| s.seat);
            l.game = Some(
                Game::with_expansions(
                    order.len(),
                    l.options.rules,
                    l.options.expansions,
                    l.row.seed as u64,
                )
                .map_err(|e| {
                    tracing::error!(game = id, error = %e, "a started game cannot be made");
                    ServiceError::Corrupt(id)
                })?,
            );
        }
        Ok((outcome, news))
    }

    /// A game's stored row, for something only those who manage it may do
    /// (see [`Service::may_manage`]); `refused` otherwise.
    pub(super) async fn hosted_row(
        &self,
        id: i64,
        user: &User,
        is_admin: bool,
        refused: ServiceError,
    ) -> Result<GameRow, ServiceError> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        self.may_manage(&row, user, is_admin, refused).await?;
        Ok(row)
    }

    /// The host (or a server admin) cancels a lobby or a running game. This
    /// works even when the game's moves are damaged.
    pub async fn cancel(&self, id: i64, user: &User, is_admin: bool) -> Result<View, ServiceError> {
        let row = self
            .hosted_row(id, user, is_admin, ServiceError::NotAllowedToCancel)
            .await?;
        let news = vec![t(
            row.options.lang,
            "news-cancelled",
            &[("game", id.into()), ("player", named(&user.name).into())],
        )];
        // The turn's card keeps the news it showed (the last move's scores).
        let effects = [Effect::CloseLive {
            text: Service::with_shown_news(&row, news[0].clone()),
        }
        .to_json()];
        if !self.store.cancel_game(id, self.now(), &effects).await? {
            return Err(ServiceError::GameOver);
        }
        match self.load(id).await {
            Ok(l) => Ok(self.make_view(&l, news, None)),
            // A damaged game is still cancelled; show what is known.
            Err(ServiceError::Corrupt(_)) => {
                let seats = self.store.seats(id).await?;
                let options = row.options;
                let l = Loaded {
                    row: GameRow {
                        status: Status::Cancelled,
                        ..row
                    },
                    seats,
                    options,
                    game: None,
                    pending: None,
                    exact: false,
                };
                Ok(self.make_view(&l, news, None))
            }
            Err(e) => Err(ServiceError::saved(e)),
        }
    }
}
