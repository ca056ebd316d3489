//! Tournaments in the simulated world: people open, join, start, leave
//! and cancel them, and each process runs the bot's own tournament runner
//! (`game::tournament_runner`) against the model of Discord: tables opened
//! in threads, posts made once, a channel gone or a permission taken
//! answered as Discord answers.

use std::sync::{Arc, Mutex};

use crate::game::tournament_runner::{Refusal, Threads, Venue};
use crate::game::{
    Format, GameOptions, NewTournament, Service, TimeoutAction, TournamentNews, TournamentView,
};
use crate::sim::model::{Model, Refused};
use crate::store::TournamentPost;

use super::{World, person};

impl World {
    /// A step of the tournaments (see [`super::Step::Tournament`]).
    pub(super) async fn tournament_step(&mut self, act: u8, user: u8, pick: u8) {
        let u = person(user);
        let admin = person(5);
        let newest = self.tournaments.last().copied();
        let some = (!self.tournaments.is_empty())
            .then(|| self.tournaments[usize::from(pick) % self.tournaments.len()]);
        match act % 8 {
            0 => {
                // People sign up at once, and two times in three the host
                // starts it then.
                let channel = super::CHANNELS[usize::from(pick) % 2];
                let new = tournament(user, pick);
                let made = self
                    .act(0, move |s| async move {
                        let v = s
                            .open_tournament(super::guild_of(channel), channel, &u, new)
                            .await?;
                        for n in 0..2 + pick % 3 {
                            s.join_tournament(v.id, &person(user + n)).await?;
                        }
                        if !pick.is_multiple_of(3) {
                            s.start_tournament(v.id, &u, false).await?;
                        }
                        Ok(v.id)
                    })
                    .await;
                if let Ok(Some(id)) =
                    sqlx::query_scalar::<_, Option<i64>>("SELECT MAX(id) FROM tournaments")
                        .fetch_one(self.service().store().pool())
                        .await
                    && !self.tournaments.contains(&id)
                {
                    self.tournaments.push(id);
                }
                let _ = made;
            }
            1 => {
                // Signs up, or (one time in four) takes their name back.
                let Some(id) = newest else { return };
                let leave = pick % 4 == 3;
                self.act(0, move |s| async move {
                    if leave {
                        s.leave_tournament(id, &u).await
                    } else {
                        s.join_tournament(id, &u).await
                    }
                })
                .await;
            }
            2 => {
                let Some(id) = newest else { return };
                self.act(0, move |s| async move {
                    s.start_tournament(id, &admin, true).await
                })
                .await;
            }
            3 => {
                let Some(id) = some else { return };
                self.act(0, move |s| async move { s.withdraw(id, &u).await })
                    .await;
            }
            4 => self.tournament_loop(usize::from(pick) % 2).await,
            7 => {
                // The server fills up with threads (Discord's 1,000), or
                // some are archived and there is room again.
                let mut m = self.model();
                m.threads_full = !m.threads_full;
            }
            6 => {
                // The host's resume: the bot checks first that its
                // permissions in the channel are back.
                let Some(id) = some else { return };
                let channel = match self.service().tournament(id).await {
                    Ok(v) => v.channel_id,
                    Err(_) => return,
                };
                if self.model().denied.contains(&channel) {
                    return;
                }
                self.act(0, move |s| async move {
                    s.resume_tournament(id, &admin, true).await
                })
                .await;
            }
            _ => {
                // A server admin cancels it, half the time from another
                // channel, by its name (which another event may share).
                let Some(id) = some else { return };
                let by_name = user % 2 == 1;
                self.act(0, move |s| async move {
                    let id = if by_name {
                        let v = s.tournament(id).await?;
                        s.tournament_named(v.guild_id, &v.name).await?
                    } else {
                        id
                    };
                    s.cancel_tournament(id, &admin, true).await
                })
                .await;
            }
        }
    }

    /// One look of process `p`'s tournament runner, the bot's own, with
    /// the model of Discord as its venue. The games made join the world's,
    /// and the model learns each thread's channel.
    pub(super) async fn tournament_loop(&mut self, p: usize) {
        if self.procs[p].stopped {
            return;
        }
        let venue = InModel {
            model: self.model.clone(),
            service: self.procs[p].service.clone(),
            now_ms: self.now_ms(),
        };
        let looked = self
            .on(p, move |s| async move { s.tournament_look(&venue).await })
            .await;
        if looked.is_some_and(|l| l.moved_on) {
            self.rounds_on_time(p).await;
        }
        let store = self.service().store().clone();
        if let Ok(ids) = sqlx::query_scalar::<_, i64>("SELECT id FROM games ORDER BY id")
            .fetch_all(store.pool())
            .await
        {
            self.games = ids;
        }
        let threads: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT g.thread_id, t.channel_id FROM tournament_games g
             JOIN tournaments t ON t.id = g.tournament_id WHERE g.thread_id IS NOT NULL",
        )
        .fetch_all(store.pool())
        .await
        .unwrap_or_default();
        self.model().parents.extend(threads);
    }

    /// After a look of process `p`'s loop, no round of an event under way
    /// (and not paused) is open past its deadline: the deadline decides
    /// every game still running, and the next round opens, in one look.
    async fn rounds_on_time(&mut self, p: usize) {
        // Process 1's clock may run off by this much (see `Step::Skew`).
        const SLACK: i64 = 60;
        let now = self.now_ms() / 1000 + if p == 1 { self.skew() } else { 0 };
        for &id in &self.tournaments {
            let Ok(v) = self.service().tournament(id).await else {
                continue;
            };
            // Another process's server is its loop's to move on.
            if !self.procs[p].service.shards().owns(v.guild_id) {
                continue;
            }
            let late = v.round_deadline_at.is_some_and(|d| d + SLACK < now);
            if v.status == crate::game::TournamentStatus::Running && v.paused.is_none() && late {
                self.broken = Some(format!(
                    "tournament {id}: round {} is open past its deadline {:?} after a look at {now}",
                    v.round, v.round_deadline_at
                ));
                return;
            }
        }
    }
}

/// The model of Discord, as the tournaments' venue: it answers as Discord
/// does (a channel gone, a permission taken, no room for threads, a
/// fault), and keeps each post once by its nonce.
struct InModel {
    model: Arc<Mutex<Model>>,
    service: Service,
    now_ms: i64,
}

impl InModel {
    fn model(&self) -> std::sync::MutexGuard<'_, Model> {
        self.model.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether the channel takes the bot's threads and posts.
    fn refusal(&self, channel: i64) -> Option<Refusal> {
        let m = self.model();
        if m.gone(channel) {
            Some(Refusal::ChannelGone)
        } else if m.denied.contains(&channel) {
            Some(Refusal::NoPermission)
        } else {
            None
        }
    }
}

impl Threads for InModel {
    async fn open_thread(&self, channel: i64, _name: &str) -> Result<i64, Refusal> {
        if let Some(refusal) = self.refusal(channel) {
            return Err(refusal);
        }
        let mut m = self.model();
        if m.threads_full {
            return Err(Refusal::ThreadsFull);
        }
        Ok(m.open_thread(channel))
    }
}

impl Venue for InModel {
    /// The model keeps no sign-up's buttons to take away.
    async fn close_signup(&self, _v: &TournamentView) {}

    async fn post(
        &self,
        v: &TournamentView,
        post: &TournamentPost,
        news: &TournamentNews,
    ) -> Result<Option<i64>, Refusal> {
        let channel = post.channel_id;
        if let Some(refusal) = self.refusal(channel) {
            return Err(refusal);
        }
        let threads = match news {
            TournamentNews::Round { round } => {
                crate::discord::tournaments::round_threads(&self.service, v, *round).await
            }
            _ => Vec::new(),
        };
        let card = crate::sim::cards::tournament_news(v, news, &threads);
        let text = format!("tournament {} news: {}", post.tournament_id, post.body);
        let mut m = self.model();
        let stamp = crate::game::posted::Stamp::tournament_post(post.id);
        if post.tried
            && let Some(id) = m.find_plain(channel, stamp)
        {
            return Ok(Some(id));
        }
        match m.post_plain(
            self.now_ms,
            channel,
            (&text, &card),
            (&format!("e{}", post.id), stamp),
        ) {
            Ok(id) => Ok(Some(id)),
            Err(Refused::NoChannel) => Err(Refusal::ChannelGone),
            Err(Refused::NoPermission) => Err(Refusal::NoPermission),
            Err(Refused::Form) => Err(Refusal::GivenUp),
            Err(_) => Err(Refusal::Later),
        }
    }
}

/// A small event: tables of two or three, two rounds, a round of one to
/// two days, a turn limit of an hour.
fn tournament(user: u8, pick: u8) -> NewTournament {
    let mut options = GameOptions {
        timeout: TimeoutAction::Skip,
        ..GameOptions::default()
    };
    options.set_turn_hours(1);
    NewTournament {
        name: format!("Cup {user}"),
        format: [Format::Swiss, Format::RoundRobin, Format::Elimination][usize::from(pick) % 3],
        table_size: 2 + pick % 2,
        best_of: [1, 1, 3][usize::from(user) % 3],
        rounds: 2,
        max_entrants: 6,
        round_hours: 24 + 24 * u32::from(pick % 2),
        signup_hours: 0,
        options,
    }
}
