//! What Discord and the operator do around the bot in the simulated
//! world: Discord's faults, permissions, archived and deleted channels,
//! closed DMs, the application's emojis deleted by someone and uploads
//! refused for a while (looked at again as `Data::sync_icons` does); time
//! passing, crashes, restarts, races between processes, and a deploy
//! that splits the shards over the two processes or joins them.

use crate::sim::model::EMOJIS;
use crate::store::Backend;

use super::{CHANNELS, GUILD, World, deliver_game, guild_of, lapse_claims, person};
use crate::sim::steps::Step;
use std::sync::atomic::Ordering;

impl World {
    /// A deploy with the shards split (process `n` runs shard `n` of two,
    /// so each looks after one server) or not: each process stops
    /// gracefully, giving up its claims, and starts with its shards.
    pub(super) async fn deploy(&mut self, split: bool) {
        if self.split == split {
            return;
        }
        self.split = split;
        for p in 0..self.procs.len() {
            self.on(p, |s| async move { s.release_claims().await })
                .await;
        }
        // On SQLite the two are one process, started again at once.
        let again = if self.backend == Backend::Sqlite {
            1
        } else {
            2
        };
        for p in 0..again {
            if let Err(e) = self.restart(p).await {
                self.broken = Some(format!("restart failed: {e}"));
            }
        }
    }

    /// A step of the emojis (see [`crate::sim::steps::Step::Emoji`]).
    pub(super) fn emojis(&mut self, act: u8, process: u8, pick: u8) {
        match act % 3 {
            0 => {
                let e = EMOJIS[usize::from(pick) % EMOJIS.len()];
                self.model().emojis.remove(e);
            }
            1 => self.model().uploads_limited = true,
            _ => self.sync_emojis(usize::from(process) % 2),
        }
    }

    /// Process `p` looks at the application's emojis, as it does at its
    /// start and after a refusal: the owner (process 0, as shard 0's)
    /// uploads the missing ones unless Discord refuses uploads for now;
    /// the other looks again until the owner has them all.
    pub(super) fn sync_emojis(&mut self, p: usize) {
        let mut m = self.model();
        if p == 0 {
            if m.uploads_limited {
                m.uploads_limited = false;
            } else {
                m.emojis.extend(EMOJIS.iter().map(|e| e.to_string()));
            }
        }
        m.icons[p] = m.emojis.clone();
        m.resync[p] = m.emojis.len() < EMOJIS.len();
    }

    /// Carries out a step of Discord's: a fault, permissions, archived or
    /// deleted channels, a reset token, closed DMs, a server gone, emojis.
    pub(super) async fn discord_step(&mut self, step: &Step) {
        match *step {
            Step::Fault(f) => self.model().faults.push_back(f),
            Step::Permission { channel, granted } => {
                let c = CHANNELS[usize::from(channel) % 4];
                {
                    let mut m = self.model();
                    if granted {
                        m.denied.remove(&c);
                    } else {
                        m.denied.insert(c);
                    }
                }
                if !granted {
                    // A command in the channel finds the permission gone,
                    // and pauses its game as delivery would.
                    self.pause_channel(c).await;
                }
            }
            Step::Archive { channel, locked } => {
                let c = CHANNELS[2 + usize::from(channel) % 2];
                let mut m = self.model();
                m.archived.insert(c);
                if locked {
                    m.locked.insert(c);
                }
            }
            Step::DeleteChannel { channel } => {
                let c = CHANNELS[usize::from(channel) % 4];
                self.model().deleted.insert(c);
            }
            Step::TokenReset => self.model().token_reset = true,
            Step::ForgetNonces => self.model().forget_nonces(),
            Step::Dms { user, open } => {
                let u = person(user).id;
                let mut m = self.model();
                if open {
                    m.dms_closed.remove(&u);
                } else {
                    m.dms_closed.insert(u);
                }
            }
            Step::GuildGone => {
                // The bot reaches none of the first server's channels any
                // more.
                let gone = CHANNELS.into_iter().filter(|&c| guild_of(c) == GUILD);
                self.model().deleted.extend(gone);
                self.act(0, |s| async move { s.guild_gone(GUILD).await })
                    .await;
            }
            Step::Emoji { act, process, pick } => self.emojis(act, process, pick),
            _ => unreachable!("discord_step was given {step:?}"),
        }
    }

    /// Carries out a step of the processes': time passing, delivery,
    /// crashes, restarts, skewed clocks, lapsed claims, races, stops and
    /// deploys.
    pub(super) async fn process_step(&mut self, step: &Step) {
        match *step {
            Step::Time { secs, process } => {
                self.clock.advance(i64::from(secs));
                self.time_passed(i64::from(secs)).await;
                let p = usize::from(process) % 2;
                if !self.procs[p].stopped {
                    self.fire_timers(p).await;
                    self.announce_seasons(p).await;
                }
            }
            Step::Deliver { process } => {
                let p = usize::from(process) % 2;
                self.deliver(p).await;
                if !self.procs[p].stopped {
                    // The claim keeper's beat.
                    self.on(p, |s| async move { s.renew_claims().await }).await;
                }
            }
            Step::Crash { process, at } => {
                self.procs[usize::from(process) % 2].crash_at = Some(u32::from(at));
            }
            Step::Restart { process } => {
                if let Err(e) = self.restart(usize::from(process) % 2).await {
                    self.broken = Some(format!("restart failed: {e}"));
                }
            }
            Step::Skew { secs } => self.skew.store(i64::from(secs), Ordering::SeqCst),
            Step::Lapse => {
                let _ = lapse_claims(self.service()).await;
            }
            Step::Race { game } => self.race(game).await,
            Step::Stop { process } => {
                // As `main` stops: the work under way ends, the claims go
                // (another process takes them at once), and it starts again.
                let p = usize::from(process) % 2;
                if self.procs[p].stopped {
                    return;
                }
                self.on(p, |s| async move { s.release_claims().await })
                    .await;
                if let Err(e) = self.restart(p).await {
                    self.broken = Some(format!("restart failed: {e}"));
                }
            }
            Step::Shards { split } => self.deploy(split).await,
            _ => unreachable!("process_step was given {step:?}"),
        }
    }

    /// Two processes deliver one game at once, the second while the first
    /// is between its claim and its post.
    async fn race(&mut self, game: u8) {
        let Some(g) = self.game(game) else { return };
        if self.procs.iter().any(|p| p.stopped) {
            return;
        }
        let courier = self.courier(0);
        let other = self.courier(1);
        let stall: crate::sim::model::Stall = Box::pin(async move {
            if lapse_claims(&other.service).await.is_ok() {
                deliver_game(&other, g).await;
            }
        });
        *courier.race.lock().unwrap_or_else(|p| p.into_inner()) = Some(stall);
        self.on(0, move |_| async move { deliver_game(&courier, g).await })
            .await;
    }
}
