//! What the host or a server admin can do to a running game: skip the turn
//! in progress, remove a player, stop and start the clock. Each is stored
//! with what Discord must show, and announced in the game's channel with
//! who did it. Who may ([`Service::may_manage`]): in a tournament's game,
//! none of its players.

use crate::i18n::t;
use crate::store::GameRow;
use crate::store::model::Status;

use super::views::{User, View, named};
use super::{Commit, Loaded, Service};
use crate::engine::Game;
use crate::game::Effect;
use crate::game::error::ServiceError;

impl Service {
    /// The game of `l`, if it is running (started, not over, not paused for
    /// missing permissions).
    pub(super) fn running(l: &Loaded) -> Result<&Game, ServiceError> {
        match l.row.status {
            Status::Lobby => return Err(ServiceError::NotStarted),
            Status::Playing => {}
            _ => return Err(ServiceError::GameOver),
        }
        if l.row.paused.is_some() {
            return Err(ServiceError::Paused(l.row.id));
        }
        l.game
            .as_ref()
            .filter(|g| !g.is_over())
            .ok_or(ServiceError::GameOver)
    }

    /// The game, loaded for `actor` to manage: they host it or are a server
    /// admin, and it is running (not paused for missing permissions).
    pub(super) async fn managed(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<Loaded, ServiceError> {
        let l = self.load(id).await?;
        self.may_manage(&l.row, actor, is_admin, ServiceError::NotAllowedToManage)
            .await?;
        Service::running(&l)?;
        Ok(l)
    }

    /// Whether `actor` may manage game `row` (skip a turn, remove a player,
    /// hand a seat to a stand-in, stop the clock, cancel, resume): a server
    /// admin always; in a tournament's game its tournament's host when not
    /// playing in it, and never one of its players (the table's first seed
    /// hosts the game in name only); in any other game its host. `refused`
    /// says no to anyone else.
    pub(super) async fn may_manage(
        &self,
        row: &GameRow,
        actor: &User,
        is_admin: bool,
        refused: ServiceError,
    ) -> Result<(), ServiceError> {
        if is_admin {
            return Ok(());
        }
        let Some(event) = self.store.tournament_of_game(row.id).await? else {
            return if row.host_id == actor.id {
                Ok(())
            } else {
                Err(refused)
            };
        };
        // A seat a computer took over keeps its person's id: still theirs.
        let seats = self.store.seats(row.id).await?;
        if seats.iter().any(|s| s.user_id == actor.id) {
            return Err(ServiceError::CompetitorManages);
        }
        let host = self.store.event(event).await?.map(|e| e.event.host_id);
        if host == Some(actor.id) {
            Ok(())
        } else {
            Err(refused)
        }
    }

    /// Skips the turn in progress: the tile in hand (confirmed or not) is
    /// set aside and the next player moves. Not counted as a missed turn.
    pub async fn skip_turn(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<View, ServiceError> {
        let mut l = self.managed(id, actor, is_admin).await?;
        let mut game = l.game.clone().ok_or(ServiceError::NotStarted)?;
        let name = named(&l.name_of_seat(game.current_seat()));
        let before = game.history().len();
        let report = game.skip_turn()?;
        let headline = t(
            l.options.lang,
            "news-skipped",
            &[
                ("actor", named(&actor.name).into()),
                ("player", name.into()),
            ],
        );
        let mut news = vec![headline.clone()];
        news.extend(Service::news(&l, &game, &report));
        let c = Commit {
            missed: None,
            keep_pending: false,
        };
        let opening = Effect::CloseLive { text: headline };
        self.commit(&mut l, game, before, c, opening, news.clone())
            .await?;
        Ok(self.make_view(&l, news, None))
    }

    /// Removes a player from the game, as if they had resigned: they are
    /// skipped from then on, and their followers stay on the board.
    pub async fn remove_player(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
        player: &User,
    ) -> Result<View, ServiceError> {
        let l = self.managed(id, actor, is_admin).await?;
        let seat = l
            .seat_of(player.id)
            .filter(|&s| l.game.as_ref().is_some_and(|g| g.is_active(s)))
            .ok_or_else(|| ServiceError::NotAPlayer(named(&player.name)))?;
        let headline = t(
            l.options.lang,
            "news-removed",
            &[
                ("actor", named(&actor.name).into()),
                ("player", named(&l.name_of_seat(seat)).into()),
            ],
        );
        self.resign_seat(l, seat, headline).await
    }

    /// Stops the game's clock (`running` false) or starts it again: while
    /// it is stopped nobody is reminded or runs out of time, and moves are
    /// still allowed. Started again, the turn in progress has the time it
    /// had left.
    pub async fn set_clock(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
        running: bool,
    ) -> Result<View, ServiceError> {
        let l = self.managed(id, actor, is_admin).await?;
        let now = self.now();
        let who = named(&actor.name);
        let (key, refused) = if running {
            ("news-clock-started", ServiceError::ClockRunning)
        } else {
            ("news-clock-stopped", ServiceError::ClockStopped)
        };
        let text = t(l.options.lang, key, &[("actor", who.into())]);
        let effects = [Effect::News {
            lines: vec![text.clone()],
            before_turn: None,
        }
        .to_json()];
        let done = if running {
            self.store.start_clock(id, now, &effects).await?
        } else {
            self.store.stop_clock(id, now, &effects).await?
        };
        if !done {
            return Err(refused);
        }
        let l = self.load(l.row.id).await.map_err(ServiceError::saved)?;
        Ok(self.make_view(&l, vec![text], None))
    }

    /// Makes new spectator links for game `id` (its host, or `is_admin`,
    /// in whatever state the game is): every Watch live link made before
    /// stops working, on every page open on one. In a tournament's game no
    /// competitor may.
    pub async fn renew_watch_links(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<View, ServiceError> {
        // Whatever the game's state: a finished game is watched too.
        let l = self.load(id).await?;
        self.may_manage(&l.row, actor, is_admin, ServiceError::NotAllowedToManage)
            .await?;
        self.store
            .renew_watch_links(id, self.now(), &[])
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        let l = self.load(l.row.id).await.map_err(ServiceError::saved)?;
        Ok(self.make_view(&l, Vec::new(), None))
    }
}
