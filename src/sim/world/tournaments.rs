//! Tournaments in the simulated world: people open, join, start, leave
//! and cancel them, and a process's tournament loop moves them on and
//! opens each table in a thread of its own, as the bot's loop does
//! (`discord::events`): a thread kept before its game is made, the game
//! made and started in one go.

use crate::game::{Format, GameOptions, NewTournament, Service, Spot, TimeoutAction};

use super::{World, person};

/// The first id of the threads tables are opened in.
const THREADS: i64 = 1_000_000;

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

    /// One look of process `p`'s tournament loop: every event moved on,
    /// then each table's game made in its thread. The games made join the
    /// world's, and the model of Discord learns each thread's channel.
    pub(super) async fn tournament_loop(&mut self, p: usize) {
        if self.procs[p].stopped {
            return;
        }
        let (denied, deleted, full) = {
            let m = self.model();
            (m.denied.clone(), m.deleted.clone(), m.threads_full)
        };
        let looked = self
            .act(p, move |s| async move {
                s.tournament_tick().await?;
                for id in s.live_tournaments().await? {
                    // What the bot learns from Discord's answer to a thread it
                    // asks for: the channel is gone, or closed to it.
                    let channel = s.tournament(id).await?.channel_id;
                    if deleted.contains(&channel) {
                        s.channel_gone(channel).await?;
                    } else if denied.contains(&channel) {
                        s.pause_tournament(id, crate::game::PauseReason::Permissions)
                            .await?;
                    } else if full {
                        // Discord refuses the threads: the tables wait.
                        if !s.tables_to_open(id).await?.is_empty() {
                            s.tables_wait_for_room(id).await?;
                        }
                    } else {
                        open_tables(&s, id).await?;
                    }
                }
                Ok(())
            })
            .await;
        if matches!(looked, Some(Ok(()))) {
            self.rounds_on_time(p).await;
        }
        self.post_news(p).await;
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

    /// A tournament's post as the Discord front end makes it.
    async fn news_card(&self, event: i64, body: &str) -> Option<serde_json::Value> {
        let news = crate::game::TournamentNews::from_json(body)?;
        let v = self.service().tournament(event).await.ok()?;
        let threads = match news {
            crate::game::TournamentNews::Round { round } => {
                crate::discord::tournaments::round_threads(self.service(), &v, round).await
            }
            _ => Vec::new(),
        };
        Some(super::super::cards::tournament_news(&v, &news, &threads))
    }

    /// Makes the tournaments' posts as the bot's loop does: each once,
    /// with a nonce, after a look for the message a lost answer made.
    async fn post_news(&mut self, p: usize) {
        let posts = match self.service().tournament_posts(20).await {
            Ok(posts) => posts,
            Err(_) => return,
        };
        for post in posts {
            let channel = post.channel_id;
            let (gone, denied) = {
                let m = self.model();
                (m.gone(channel), m.denied.contains(&channel))
            };
            if gone {
                self.act(p, move |s| async move {
                    s.channel_gone(channel).await.map(|_| ())
                })
                .await;
                continue;
            }
            if denied {
                let id = post.tournament_id;
                self.act(p, move |s| async move {
                    s.pause_tournament(id, crate::game::PauseReason::Permissions)
                        .await
                })
                .await;
                continue;
            }
            let text = format!("tournament {} news: {}", post.tournament_id, post.body);
            let Some(card) = self.news_card(post.tournament_id, &post.body).await else {
                return;
            };
            let found = post
                .tried
                .then(|| self.model().find_plain(channel, &text))
                .flatten();
            let made = match found {
                Some(id) => Ok(id),
                None => {
                    let id = post.id;
                    if !post.tried
                        && self
                            .act(
                                p,
                                move |s| async move { s.tournament_post_sending(id).await },
                            )
                            .await
                            .is_none_or(|r| r.is_err())
                    {
                        return;
                    }
                    let now = self.now_ms();
                    self.model()
                        .post_plain(now, channel, (&text, &card), &format!("e{}", post.id))
                }
            };
            let Ok(message) = made else {
                // Tried again at the next look.
                return;
            };
            let id = post.id;
            self.act(p, move |s| async move {
                s.tournament_posted(id, Some(message)).await
            })
            .await;
        }
    }
}

/// Opens an event's tables, as the bot's loop does: each in the thread
/// kept for it, or a new one kept first.
async fn open_tables(s: &Service, id: i64) -> Result<(), crate::game::ServiceError> {
    let v = s.tournament(id).await?;
    for table in s.tables_to_open(id).await? {
        let thread = match table.thread {
            Some(t) => t,
            None => {
                let new = THREADS
                    + id * 100_000
                    + i64::from(table.round) * 1_000
                    + i64::from(table.table_no) * 10
                    + i64::from(table.game_no);
                match s.keep_table_thread(&table, new).await? {
                    Some(kept) => kept,
                    None => continue,
                }
            }
        };
        match s
            .open_table(&table, Spot::thread(thread, v.channel_id))
            .await
        {
            Ok(_) => {}
            Err(e) if crate::sim::world::is_refusal(&e) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
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
