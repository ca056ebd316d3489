//! Time: reminders, time-outs, computer turns and lobbies that expire,
//! fired when due.

use crate::i18n::t;

use super::views::{TimeoutAction, named};
use crate::game::Effect;
use crate::game::error::ServiceError;
use crate::store::Due;

use super::{Commit, LOBBY_HOURS, Notice, Service};

impl Service {
    /// Fires reminders and time-outs that are due (also those that came due
    /// while the bot was down), in this process's servers, unless another
    /// process has claimed them. Each fires once.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        crate::game::TimerRunner::new(self.clone()).pass().await
    }

    /// The reminders, time-outs and computer turns that are due now, in
    /// this process's servers.
    pub async fn due_timers(&self) -> Result<Vec<Due>, ServiceError> {
        Ok(self.store.due(self.now(), &self.shards).await?)
    }

    /// Counts of what the bot holds, for the health line in the logs.
    pub async fn health(&self) -> Result<crate::store::Health, ServiceError> {
        Ok(self.store.health(self.now(), &self.shards).await?)
    }

    /// Whether the database answers (for the operators' health check).
    pub async fn ping(&self) -> Result<(), ServiceError> {
        Ok(self.store.ping().await?)
    }

    /// The games' part of the operators' metrics, read now: games by
    /// state, deliveries pending and the oldest's age, timers due and how
    /// late the most overdue is.
    pub async fn sample(&self) -> Result<crate::metrics::Games, ServiceError> {
        let now = self.now();
        let h = self.store.health(now, &self.shards).await?;
        let age = |at: Option<i64>| {
            at.map(|t| std::time::Duration::from_secs(now.saturating_sub(t).max(0) as u64))
        };
        Ok(crate::metrics::Games {
            games: vec![
                ("lobby", h.lobbies),
                ("playing", h.running),
                ("paused", h.paused),
            ],
            pending: h.pending,
            oldest_pending: age(h.oldest_pending),
            timers_due: h.due,
            timers_late: age(h.next_timer.filter(|&t| t <= now)),
        })
    }

    /// When the next timer of any running game falls due (seconds since
    /// the epoch); `None` when no game has one.
    pub async fn next_timer_at(&self) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.next_timer(&self.shards).await?)
    }

    /// Fires one due timer: a reminder, a time-out, or a computer player's
    /// turn. `None` if it had fired already or the turn moved on.
    pub async fn fire(&self, due: Due) -> Result<Option<Notice>, ServiceError> {
        if due.undo {
            self.expire_undo(due.game_id, due.moves).await?;
            Ok(None)
        } else if due.lobby {
            self.expire_lobby(due.game_id).await
        } else if due.deadline {
            self.time_out(due.game_id, due.moves).await
        } else {
            self.remind(due.game_id, due.moves).await
        }
    }

    /// Closes a lobby whose time is up, saying so in place of its buttons.
    pub(super) async fn expire_lobby(&self, id: i64) -> Result<Option<Notice>, ServiceError> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::UnknownGame)?;
        let hours = row
            .deadline_at
            .map_or(0, |d| (d - row.created_at).max(0) / 3600);
        let text = t(
            row.options.lang,
            "news-lobby-closed",
            &[("game", id.into()), ("hours", hours.into())],
        );
        let effects = [Effect::CloseLive { text }.to_json()];
        if !self.store.expire_lobby(id, self.now(), &effects).await? {
            return Ok(None);
        }
        let view = self.view(id).await.map_err(ServiceError::saved)?;
        Ok(Some(Notice::LobbyExpired { view }))
    }

    /// Hours a server's lobbies stay open unless started (0: for ever).
    pub async fn lobby_hours(&self, guild_id: i64) -> Result<u32, ServiceError> {
        Ok(self
            .store
            .lobby_hours(guild_id)
            .await?
            .map_or(LOBBY_HOURS, |h| h.clamp(0, 10_000) as u32))
    }

    /// Sets how long a server's lobbies stay open unless started (0: for
    /// ever).
    pub async fn set_lobby_hours(&self, guild_id: i64, hours: u32) -> Result<(), ServiceError> {
        let config = crate::game::ServerConfig {
            lobby_hours: Some(hours),
            ..crate::game::ServerConfig::default()
        };
        self.configure(guild_id, &config).await.map(|_| ())
    }

    /// Reminds the player in turn: the turn is posted again, with its
    /// controls, and the old message loses them.
    pub(super) async fn remind(&self, id: i64, moves: i64) -> Result<Option<Notice>, ServiceError> {
        let l = self.load(id).await?;
        let user_id = match (l.row.moves == moves, &l.game) {
            _ if l.row.paused.is_some() => return Ok(None),
            (true, Some(g)) if !g.is_over() => l.user_of_seat(g.current_seat()),
            _ => return Ok(None),
        };
        let name = l
            .seats
            .iter()
            .find(|s| s.user_id == user_id)
            .map_or_else(String::new, |s| named(&s.name));
        let close = Effect::CloseLive {
            text: t(
                l.options.lang,
                "news-still-turn",
                &[("player", name.into())],
            ),
        };
        let effects: Vec<String> = std::iter::once(close)
            .chain(Effect::turn(moves + 1, true))
            .map(|e| e.to_json())
            .collect();
        if !self
            .store
            .mark_reminded(id, moves, self.now(), &effects)
            .await?
        {
            return Ok(None);
        }
        let view = self.make_view(&l, Vec::new(), None);
        Ok(Some(Notice::Reminder { view, user_id }))
    }

    pub(super) async fn time_out(
        &self,
        id: i64,
        moves: i64,
    ) -> Result<Option<Notice>, ServiceError> {
        let mut l = self.load(id).await?;
        if l.row.moves != moves || !l.seated() || l.row.paused.is_some() {
            return Ok(None);
        }
        let Some(mut game) = l.game.clone() else {
            return Ok(None);
        };
        if game.is_over() {
            return Ok(None);
        }
        if l.computer_to_move(&game) {
            let view = self.computer_turn(id, moves + 1).await?;
            return Ok(view.map(|view| Notice::ComputerMoved { view }));
        }
        let seat = game.current_seat();
        let user_id = l.user_of_seat(seat);
        let missed = l
            .seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .map_or(0, |s| s.missed_turns)
            + 1;
        let forfeit = matches!(l.options.timeout, TimeoutAction::Forfeit { after } if missed >= i64::from(after));
        let before = game.history().len();
        let name = named(&l.name_of_seat(seat));
        if forfeit && let Some(level) = l.options.stand_in {
            // A stand-in takes the seat and plays this turn.
            let headline = t(
                l.options.lang,
                "news-forfeit",
                &[("player", name.into()), ("missed", missed.into())],
            );
            return match self.hand_seat(l, seat, level, headline).await {
                Ok(view) => Ok(Some(Notice::TimedOut {
                    view,
                    user_id,
                    forfeited: true,
                })),
                Err(ServiceError::TurnOver) => Ok(None),
                Err(e) => Err(e),
            };
        }
        let report = if forfeit {
            game.resign(seat)?
        } else {
            game.skip_turn()?
        };
        let headline = if forfeit {
            t(
                l.options.lang,
                "news-forfeit",
                &[("player", name.into()), ("missed", missed.into())],
            )
        } else {
            t(l.options.lang, "news-timed-out", &[("player", name.into())])
        };
        let mut news = vec![headline.clone()];
        news.extend(Service::news(&l, &game, &report));
        Service::end_without_people(&l, &mut game, &mut news)?;
        let c = Commit {
            missed: Some((i64::from(seat), missed)),
            keep_pending: false,
        };
        let opening = Effect::CloseLive { text: headline };
        let committed = self
            .commit(&mut l, game, before, c, opening, news[1..].to_vec())
            .await;
        match committed {
            Ok(()) => {}
            // The player moved at the last moment: nothing to do.
            Err(ServiceError::TurnOver) => return Ok(None),
            Err(e) => return Err(e),
        }
        Ok(Some(Notice::TimedOut {
            view: self.make_view(&l, news, None),
            user_id,
            forfeited: forfeit,
        }))
    }
}
