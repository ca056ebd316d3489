//! What a game's host, or a server admin, does to a running game in the
//! simulated world: skip a turn, remove a player, hand a seat to a
//! computer, stop or start the clock, make new spectator links, resume,
//! cancel. Fair play: in a
//! tournament's game no competitor has a host's powers, so a competitor's
//! managing action that is not refused breaks the world.

use crate::ai::Level;
use crate::game::User;

use super::{World, person};

/// A managing action, with the person or setting it is about.
#[derive(Clone, Copy, Debug)]
pub(super) enum Manage {
    Skip,
    Remove(u8),
    StandIn(u8),
    Clock(bool),
    /// New spectator links: the game's links move on one generation.
    Links,
    Resume,
    /// By person `n` (who may be anyone).
    Cancel(u8),
}

impl World {
    /// `what` done to the `game`th game by its host (`admin`: by a server
    /// admin; a cancel is by the person it names, as an admin or not).
    pub(super) async fn manage(&mut self, game: u8, what: Manage, admin: bool) {
        let Some(g) = self.game(game) else { return };
        let actor = match what {
            Manage::Cancel(n) => person(n),
            Manage::StandIn(_) if admin => person(5),
            _ => self.host(g).await,
        };
        let competes = !admin && self.competes(g, &actor).await;
        let done = self.managed(g, what, actor.clone(), admin).await;
        if competes && done && self.broken.is_none() {
            self.broken = Some(format!(
                "{} manages their own tournament game {g}: {what:?} was not refused",
                actor.id
            ));
        }
    }

    /// New spectator links for `g`, by `actor`: done, the game's links are
    /// exactly one generation on (never back, never two); not done, as
    /// they were, or one on where the answer was lost after the change was
    /// stored.
    async fn new_links(&mut self, g: i64, actor: User, admin: bool) -> bool {
        let before = self.view(g).await.map(|v| v.watch_generation);
        let done = matches!(
            self.act(0, move |s| async move {
                s.renew_watch_links(g, &actor, admin).await.map(drop)
            })
            .await,
            Some(Ok(_))
        );
        let after = self.view(g).await.map(|v| v.watch_generation);
        let fine = match (before, after) {
            (Some(b), Some(a)) => a == b + 1 || (!done && a == b),
            _ => true,
        };
        if !fine && self.broken.is_none() {
            self.broken = Some(format!(
                "game {g}'s links went from generation {before:?} to {after:?} (done: {done})"
            ));
        }
        done
    }

    /// Whether `who` plays in `g`, a tournament's game (a seat a computer
    /// took over is still its person's).
    async fn competes(&self, g: i64, who: &User) -> bool {
        let service = self.service().clone();
        let Ok(Some(_)) = service.tournament_of_game(g).await else {
            return false;
        };
        self.view(g)
            .await
            .is_some_and(|v| v.seats.iter().any(|s| s.user_id == who.id))
    }

    /// Does it; whether it was done.
    async fn managed(&mut self, g: i64, what: Manage, actor: User, admin: bool) -> bool {
        let ok = |r: Option<Result<_, _>>| matches!(r, Some(Ok(_)));
        match what {
            Manage::Skip => ok(self
                .act(0, move |s| async move {
                    s.skip_turn(g, &actor, admin).await.map(drop)
                })
                .await),
            Manage::Remove(n) => {
                let u = self.seated(g, n).await;
                ok(self
                    .act(0, move |s| async move {
                        s.remove_player(g, &actor, admin, &u).await.map(drop)
                    })
                    .await)
            }
            Manage::StandIn(n) => {
                let u = self.seated(g, n).await;
                ok(self
                    .act(0, move |s| async move {
                        s.stand_in(g, &actor, admin, &u, Level::Easy)
                            .await
                            .map(drop)
                    })
                    .await)
            }
            Manage::Clock(running) => ok(self
                .act(0, move |s| async move {
                    s.set_clock(g, &actor, admin, running).await.map(drop)
                })
                .await),
            Manage::Links => self.new_links(g, actor, admin).await,
            // The host's click first tells them of their paused games.
            Manage::Resume => ok(self
                .act(0, move |s| async move {
                    s.take_pause_notices(actor.id).await?;
                    s.resume(g, &actor, admin).await
                })
                .await),
            Manage::Cancel(_) => ok(self
                .act(0, move |s| async move {
                    s.cancel(g, &actor, admin).await.map(drop)
                })
                .await),
        }
    }
}
