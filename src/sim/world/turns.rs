//! What players do in a running game in the simulated world: place a
//! tile (by menus or by its number, sometimes out of turn), place a
//! figure, take a tile back, click stale or twice, rush through turns,
//! ask and vote for an undo, resign and choose how they are told.

use super::{GUILD, Manage, World, person, random_move};
use crate::engine::{Figure, Placement};
use crate::game::{TURN_KEY_PER_UNDO, TurnNotice, TurnStep, ViewState};
use crate::sim::steps::Step;

impl World {
    /// Carries out a step of a turn.
    pub(super) async fn turn_step(&mut self, step: &Step) {
        match *step {
            Step::Place { game, pick, wrong } => self.place(game, pick, wrong).await,
            Step::Figure { game, pick } => self.figure(game, pick).await,
            Step::TakeBack { game } => {
                let Some(g) = self.game(game) else { return };
                let Some((user, t, _)) = self.mover(g).await else {
                    return;
                };
                let key = t.key;
                self.act(0, move |s| async move { s.take_back(g, &user, key).await })
                    .await;
            }
            Step::Play { game, pick } => {
                let Some(g) = self.game(game) else { return };
                self.play_one(g, pick).await;
            }
            Step::Stale {
                game,
                pick,
                before_undo,
            } => self.stale(game, pick, before_undo).await,
            Step::Twice { game, pick } => self.twice(game, pick).await,
            Step::Rush { game, turns } => self.rush(game, turns).await,
            _ => unreachable!("turn_step was given {step:?}"),
        }
    }

    /// Carries out a step of a seated player, or of a host or admin.
    pub(super) async fn seat_step(&mut self, step: &Step) {
        match *step {
            Step::AskUndo { game, user } => {
                let Some(g) = self.game(game) else { return };
                let u = self.seated(g, user).await;
                self.act(0, move |s| async move { s.ask_undo(g, &u).await })
                    .await;
            }
            Step::Vote { game, user, agree } => {
                let Some(g) = self.game(game) else { return };
                let u = self.seated(g, user).await;
                let Ok(Some(vote)) = self.service().store().undo_vote(g).await else {
                    return;
                };
                let moves = vote.moves;
                self.act(
                    0,
                    move |s| async move { s.vote_undo(g, &u, moves, agree).await },
                )
                .await;
            }
            Step::Resign { game, user } => {
                let Some(g) = self.game(game) else { return };
                let u = self.seated(g, user).await;
                self.act(0, move |s| async move { s.resign(g, &u).await })
                    .await;
            }
            Step::Skip { game, admin } => self.manage(game, Manage::Skip, admin).await,
            Step::Remove { game, user, admin } => {
                self.manage(game, Manage::Remove(user), admin).await;
            }
            Step::Clock {
                game,
                running,
                admin,
            } => self.manage(game, Manage::Clock(running), admin).await,
            Step::Resume { game, admin } => self.manage(game, Manage::Resume, admin).await,
            Step::Links { game, admin } => self.manage(game, Manage::Links, admin).await,
            Step::Notice { user, how } => {
                let u = person(user).id;
                let how =
                    [TurnNotice::Mention, TurnNotice::Dm, TurnNotice::Quiet][usize::from(how) % 3];
                self.act(
                    0,
                    move |s| async move { s.set_turn_notice(GUILD, u, how).await },
                )
                .await;
            }
            Step::StandIn { game, user, admin } => {
                self.manage(game, Manage::StandIn(user), admin).await;
            }
            _ => unreachable!("seat_step was given {step:?}"),
        }
    }

    /// Places the drawn tile: looked at in place, then confirmed.
    async fn place(&mut self, game: u8, pick: u16, wrong: bool) {
        let Some(g) = self.game(game) else { return };
        let Some((mut user, t, _)) = self.mover(g).await else {
            return;
        };
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            return;
        };
        let Some(c) = candidates.get(usize::from(pick) % candidates.len().max(1)) else {
            return;
        };
        let rot = c.rotations[usize::from(pick / 7) % c.rotations.len().max(1)];
        let placement = Placement { pos: c.pos, rot };
        if wrong {
            user = person((pick % 6) as u8);
        }
        let (key, mover) = (t.key, t.user_id);
        // A person looks at the tile in place, then confirms it: by
        // the menus, or (one time in three) by the position's number.
        let number = pick
            .is_multiple_of(3)
            .then(|| (usize::from(pick) % candidates.len().max(1) + 1) as u16);
        let done = self
            .act(0, move |s| async move {
                match number {
                    Some(n) => {
                        let (_, rot) = s.preview_number(g, &user, key, n, Some(rot)).await?;
                        s.confirm_number(g, &user, key, n, rot).await.map(|_| user)
                    }
                    None => {
                        s.preview(g, &user, key, placement).await?;
                        s.confirm_tile(g, &user, key, placement).await.map(|_| user)
                    }
                }
            })
            .await;
        if let Some(Ok(u)) = done
            && u.id != mover
        {
            self.broken = Some(format!("{} placed a tile in {}'s turn", u.id, mover));
        }
    }

    /// Places a figure, or none, or takes an abbot back.
    async fn figure(&mut self, game: u8, pick: u16) {
        let Some(g) = self.game(game) else { return };
        let Some((user, t, _)) = self.mover(g).await else {
            return;
        };
        let TurnStep::PlaceFollower { spots, .. } = &t.step else {
            return;
        };
        let choice = spots.get(usize::from(pick) % (spots.len() + 1)).copied();
        let key = t.key;
        let abbot_back = pick.is_multiple_of(13);
        self.act(0, move |s| async move {
            if abbot_back {
                // Refused unless the player has an abbot out.
                return s.return_abbot(g, &user, key).await;
            }
            match choice {
                Some((letter, spot)) => {
                    s.place_follower(g, &user, key, Some(letter), spot.figure)
                        .await
                }
                None => {
                    s.place_follower(g, &user, key, None, Figure::Follower)
                        .await
                }
            }
        })
        .await;
    }

    /// A click with an old turn key, which must be refused.
    async fn stale(&mut self, game: u8, pick: u16, before_undo: bool) {
        let Some(g) = self.game(game) else { return };
        let Some((user, t, view)) = self.mover(g).await else {
            return;
        };
        let Some(mv) = random_move(&view, pick) else {
            return;
        };
        let key = if before_undo {
            t.key - TURN_KEY_PER_UNDO
        } else {
            t.key - 1 - i64::from(pick % 3)
        };
        if key < 1 {
            return;
        }
        let done = self
            .act(0, move |s| async move { s.play(g, &user, key, mv).await })
            .await;
        if let Some(Ok(_)) = done {
            self.broken = Some(format!("a click with the old turn key {key} was accepted"));
        }
    }

    /// One move clicked on both processes at once: at most one applies.
    async fn twice(&mut self, game: u8, pick: u16) {
        let Some(g) = self.game(game) else { return };
        let Some((user, t, view)) = self.mover(g).await else {
            return;
        };
        let Some(mv) = random_move(&view, pick) else {
            return;
        };
        let key = t.key;
        let (a, b) = (self.procs[0].service.clone(), self.procs[1].service.clone());
        let (ua, ub) = (user.clone(), user);
        let both = self
            .on(0, move |_| async move {
                let (x, y) = tokio::join!(a.play(g, &ua, key, mv), b.play(g, &ub, key, mv));
                x.is_ok() && y.is_ok()
            })
            .await;
        if both == Some(true) {
            self.broken = Some("one move was played twice".into());
        }
    }

    /// Plays several turns in a row, computers included.
    async fn rush(&mut self, game: u8, turns: u8) {
        let Some(g) = self.game(game) else { return };
        for i in 0..turns {
            let Some(view) = self.view(g).await else {
                return;
            };
            match &view.state {
                ViewState::Turn(t) if t.computer.is_some() => {
                    self.clock.advance(3);
                    if self.fire_timers(0).await.is_none() {
                        return;
                    }
                    // Nothing fired (paused, clock stopped): stop.
                    if self
                        .view(g)
                        .await
                        .is_some_and(|v| matches!(&v.state, ViewState::Turn(u) if u.key == t.key))
                    {
                        return;
                    }
                }
                ViewState::Turn(_) => {
                    if !self.play_one(g, u16::from(i) * 37 + 11).await {
                        return;
                    }
                }
                _ => return,
            }
        }
    }
}
