//! The simulated world: two processes of the service on one database,
//! a virtual clock (the second process's may run off), the model of
//! Discord, and the people who play. Each step is carried out here; a
//! process may be killed at any await point of its next action.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use super::model::{Courier, Model};
use super::steps::Step;
use crate::engine::Move;
use crate::game::{Changed, Feed, Heard};
use crate::game::{
    Clock, Delivered, ManualClock, Notice, Service, ServiceError, Shards, TimerRunner, User, View,
    ViewState, Work,
};
use crate::store::{Backend, Store};

mod lobby;
mod manage;
mod platform;
mod server;
mod tournaments;
mod turns;

use manage::Manage;

/// The servers: the first (whose admins change its settings) on shard 0
/// of two, the second on shard 1.
pub const GUILDS: [i64; 2] = [1, 1 << 22];
pub const GUILD: i64 = GUILDS[0];
/// The channels games are played in; the last two are threads. The first
/// server has 11 and its thread 13, the second 12 and its thread 14.
pub const CHANNELS: [i64; 4] = [11, 12, 13, 14];

/// The server of one of [`CHANNELS`].
pub fn guild_of(channel: i64) -> i64 {
    GUILDS[usize::from(channel % 2 == 0)]
}
/// People's names as Discord allows them (32 characters at most), long
/// and in several scripts: Latin, Cyrillic, Japanese with an emoji,
/// Arabic (right to left), Devanagari with combining marks, and one that
/// reads as Markdown and a mention.
const NAMES: [&str; 6] = [
    "Annabelle Wilhelmina Fitzgerald",
    "Бояна Станиславовна Кузнецова-Ли",
    "渡辺さくら🌸ゲームが大好きです",
    "ديانا عبد الرحمن الهاشمي",
    "एडवर्ड सिद्धार्थ कृष्णमूर्ति",
    "**Flo** <@101> @everyone `x`||",
];
/// When every history begins (virtual time).
const EPOCH: i64 = 1_800_000_000;

pub fn person(n: u8) -> User {
    let i = usize::from(n) % NAMES.len();
    User::new(101 + i as i64, NAMES[i])
}

/// A process's clock: the world's, and a skew.
struct Skewed(Arc<ManualClock>, Arc<AtomicI64>);

impl Clock for Skewed {
    fn now(&self) -> i64 {
        self.0.now() + self.1.load(Ordering::SeqCst)
    }
}

/// A future cut at its `n`th await point, as a SIGKILL would cut it.
struct Cut<F> {
    inner: Pin<Box<F>>,
    left: u32,
}

impl<F: Future> Future for Cut<F> {
    type Output = Option<F::Output>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.inner.as_mut().poll(cx) {
            Poll::Ready(v) => Poll::Ready(Some(v)),
            Poll::Pending if self.left == 0 => Poll::Ready(None),
            Poll::Pending => {
                self.left -= 1;
                Poll::Pending
            }
        }
    }
}

struct Process {
    service: Service,
    /// Its change feed, as the bot's front ends follow it.
    feed: Feed,
    /// Its timer runner, the bot's own: what it knows (games left to the
    /// other process, games failing) lasts until the process restarts.
    timers: TimerRunner,
    /// Killed at this await point of its next action.
    crash_at: Option<u32>,
    /// Discord refused its token: it has stopped, until restarted.
    stopped: bool,
}

pub struct World {
    url: String,
    backend: Backend,
    clock: Arc<ManualClock>,
    skew: Arc<AtomicI64>,
    procs: Vec<Process>,
    pub model: Arc<Mutex<Model>>,
    /// The games made so far, oldest first.
    pub games: Vec<i64>,
    /// The tournaments opened so far, oldest first.
    pub tournaments: Vec<i64>,
    pub faults: u64,
    /// What went wrong inside a step (a panic, a stale click accepted).
    pub broken: Option<String>,
    /// Each seat's time bank at the last check, with its game's stored
    /// moves then: by game and seat.
    pub banks: std::collections::HashMap<(i64, i64), (i64, i64)>,
    /// When the server had seasons: from, and until (`None`: still).
    pub seasons_on: Vec<(i64, Option<i64>)>,
    /// What the accounts' and tournaments' checks read, as a few sums, at
    /// their last run: while it stands they are not run again.
    pub accounted: Option<Vec<i64>>,
    /// Tables' places found to be their games' (by game, its revision
    /// then, and the places): not recomputed while they stand.
    pub places_seen: std::collections::HashSet<(i64, i64, Vec<u32>)>,
    /// Whether the shards are split over the processes: process `n` runs
    /// shard `n` of two.
    split: bool,
    /// What the processes' change feeds said of each game.
    pub announced: Announced,
}

/// What the processes' change feeds said of each game: the newest
/// revision heard, and each revision heard by each process.
#[derive(Default)]
pub struct Announced {
    pub newest: std::collections::HashMap<i64, i64>,
    /// A change may have gone unheard (a process was killed between its
    /// write and its announcement, or a feed fell behind): the next check
    /// starts again from what is stored.
    pub unsure: bool,
    /// (process, game, revision) heard.
    seen: std::collections::HashSet<(usize, i64, i64)>,
}

/// Every claim lapses at once.
pub async fn lapse_claims(service: &Service) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE leases SET until_ms = 0")
        .execute(service.store().pool())
        .await
        .map(|_| ())
}

/// Claims and delivers one game's outbox, as a delivery worker does.
pub async fn deliver_game(courier: &Courier, game: i64) -> Option<Delivered> {
    let lease = match courier.service.claim(game, Work::Deliveries).await {
        Ok(Ok(lease)) => lease,
        _ => return None,
    };
    let current = AtomicI64::new(0);
    let done = courier.service.deliver_all(courier, game, &current).await;
    // As a worker between batches: the claim made sure of, then given up.
    if let Ok(Ok(lease)) = courier.service.refresh(lease).await {
        lease.release().await;
    }
    Some(done)
}

impl World {
    pub async fn new(url: &str) -> Result<World, String> {
        let backend = Backend::of(url).ok_or("not a database URL")?;
        let clock = Arc::new(ManualClock::new(EPOCH));
        let skew = Arc::new(AtomicI64::new(0));
        let mut world = World {
            url: url.to_string(),
            backend,
            clock,
            skew,
            procs: Vec::new(),
            model: Arc::new(Mutex::new(Model::new())),
            games: Vec::new(),
            tournaments: Vec::new(),
            faults: 0,
            broken: None,
            banks: Default::default(),
            seasons_on: Vec::new(),
            places_seen: Default::default(),
            accounted: None,
            split: false,
            announced: Announced::default(),
        };
        let first = world.open(0, None).await?;
        let second = world.open(1, Some(&first)).await?;
        world.procs = vec![first, second];
        Ok(world)
    }

    /// A process on the database. On SQLite the two share one store (one
    /// process per file: the second stands for a second task of it).
    async fn open(&self, n: usize, sharing: Option<&Process>) -> Result<Process, String> {
        let store = match sharing {
            Some(p) if self.backend == Backend::Sqlite => p.service.store().clone(),
            _ => Store::open(&self.url).await.map_err(|e| e.to_string())?,
        };
        let clock: Arc<dyn Clock> = if n == 0 {
            self.clock.clone()
        } else {
            Arc::new(Skewed(self.clock.clone(), self.skew.clone()))
        };
        let shards = if self.split {
            Shards::new(2, n as u32, n as u32).map_err(|e| e.to_string())?
        } else {
            Shards::ALL
        };
        let service = Service::with_clock(store, clock)
            .with_computer_pause(2)
            .with_shards(shards);
        Ok(Process {
            timers: TimerRunner::new(service.clone()),
            feed: service.changes(),
            service,
            crash_at: None,
            stopped: false,
        })
    }

    /// Hears what each process's feed was told since the last time: each
    /// game's change heard once by each process.
    pub fn listen(&mut self) -> Result<(), String> {
        for (p, proc) in self.procs.iter_mut().enumerate() {
            for heard in proc.feed.waiting() {
                let c = match heard {
                    Heard::Change(c) => c,
                    Heard::Missed => {
                        self.announced.unsure = true;
                        continue;
                    }
                };
                let Changed::Game(g) = c.of else { continue };
                if !self.announced.seen.insert((p, g, c.revision)) {
                    return Err(format!(
                        "game {g}: process {p} heard of revision {} twice ({c:?})",
                        c.revision
                    ));
                }
                let newest = self.announced.newest.entry(g).or_insert(c.revision);
                *newest = (*newest).max(c.revision);
            }
        }
        Ok(())
    }

    /// Starts process `n` again on the same database (on SQLite, both:
    /// they are one process).
    async fn restart(&mut self, n: usize) -> Result<(), String> {
        // What the killed process stored but had not announced yet is
        // found by the sweeps, not the feed.
        self.announced.unsure = true;
        if self.backend == Backend::Sqlite {
            self.procs[0].service.store().close().await;
            let first = self.open(0, None).await?;
            let second = self.open(1, Some(&first)).await?;
            self.procs = vec![first, second];
        } else {
            self.procs[n].service.store().close().await;
            self.procs[n] = self.open(n, None).await?;
        }
        // A restarted bot has a good token again, and looks at its emojis
        // first.
        self.model().token_reset = false;
        for p in 0..self.procs.len() {
            if self.backend == Backend::Sqlite || p == n {
                self.sync_emojis(p);
            }
        }
        Ok(())
    }

    pub async fn close(&self) {
        for p in &self.procs {
            p.service.store().close().await;
        }
    }

    pub(crate) fn model(&self) -> std::sync::MutexGuard<'_, Model> {
        self.model.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether a process has stopped (Discord refused its token).
    pub fn stopped(&self) -> bool {
        self.procs.iter().any(|p| p.stopped)
    }

    pub fn service(&self) -> &Service {
        &self.procs[0].service
    }

    pub fn now_ms(&self) -> i64 {
        self.clock.now() * 1000
    }

    /// How far the second process's clock runs off, in seconds.
    fn skew(&self) -> i64 {
        self.skew.load(Ordering::SeqCst)
    }

    /// Runs `f` on process `p`: cut short (and the process restarted) if
    /// it is to be killed; a panic is noted. `None` if it did not finish.
    /// One pass of process `p`'s timer runner, as the bot's timer loop
    /// makes at each look; `None` if the process crashed in it.
    async fn fire_timers(&mut self, p: usize) -> Option<Result<Vec<Notice>, ServiceError>> {
        let runner = self.procs[p].timers.clone();
        self.on(p, move |_| async move { runner.pass().await })
            .await
    }

    async fn on<T, F>(&mut self, p: usize, f: impl FnOnce(Service) -> F) -> Option<T>
    where
        F: Future<Output = T> + Send + 'static,
        T: Send + 'static,
    {
        let crash = self.procs[p].crash_at.take();
        let fut = f(self.procs[p].service.clone());
        let run = tokio::spawn(Cut {
            inner: Box::pin(fut),
            left: crash.unwrap_or(u32::MAX),
        });
        match run.await {
            Ok(Some(v)) => Some(v),
            Ok(None) => {
                if let Err(e) = self.restart(p).await {
                    self.broken = Some(format!("restart failed: {e}"));
                }
                // An action cut after it was stored made its game all the
                // same (people see its lobby in Discord).
                if let Ok(ids) = sqlx::query_scalar::<_, i64>("SELECT id FROM games ORDER BY id")
                    .fetch_all(self.service().store().pool())
                    .await
                {
                    self.games = ids;
                }
                None
            }
            Err(e) => {
                let why = match e.try_into_panic() {
                    Ok(p) => p
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default(),
                    Err(e) => e.to_string(),
                };
                self.broken = Some(format!("panic: {why}"));
                None
            }
        }
    }

    /// Runs a person's action on process `p` (see [`World::on`]): an
    /// internal error (not a refusal a person would understand) is noted.
    async fn act<T, F>(
        &mut self,
        p: usize,
        f: impl FnOnce(Service) -> F,
    ) -> Option<Result<T, ServiceError>>
    where
        F: Future<Output = Result<T, ServiceError>> + Send + 'static,
        T: Send + 'static,
    {
        let done = self.on(p, f).await;
        if let Some(Err(e)) = &done
            && !is_refusal(e)
            && self.broken.is_none()
        {
            self.broken = Some(format!("a person was shown an internal error: {e}"));
        }
        done
    }

    /// The `n`th game made, if any.
    fn game(&self, n: u8) -> Option<i64> {
        (!self.games.is_empty()).then(|| self.games[usize::from(n) % self.games.len()])
    }

    async fn view(&self, game: i64) -> Option<View> {
        self.service().view(game).await.ok()
    }

    /// The person to move in `game`, with the turn.
    async fn mover(&self, game: i64) -> Option<(User, crate::game::TurnView, View)> {
        let view = self.view(game).await?;
        let ViewState::Turn(t) = &view.state else {
            return None;
        };
        if t.computer.is_some() {
            return None;
        }
        let user = User::new(t.user_id, t.name.clone());
        Some((user, t.clone(), view))
    }

    /// A seated person of `game` (the `n`th), or anyone for a lobby.
    async fn seated(&self, game: i64, n: u8) -> User {
        let Some(view) = self.view(game).await else {
            return person(n);
        };
        let people: Vec<_> = view.seats.iter().filter(|s| s.computer.is_none()).collect();
        match people.get(usize::from(n) % people.len().max(1)) {
            Some(s) => User::new(s.user_id, s.name.clone()),
            None => person(n),
        }
    }

    async fn host(&self, game: i64) -> User {
        match self.view(game).await {
            Some(v) => {
                let name = v
                    .seats
                    .iter()
                    .find(|s| s.user_id == v.host_id)
                    .map_or("host".to_string(), |s| s.name.clone());
                User::new(v.host_id, name)
            }
            None => person(0),
        }
    }

    /// Carries out one step.
    pub async fn step(&mut self, step: &Step) {
        if step.is_fault() {
            self.faults += 1;
        }
        match *step {
            Step::Create { .. }
            | Step::Join { .. }
            | Step::Leave { .. }
            | Step::AddComputer { .. }
            | Step::RemoveComputer { .. }
            | Step::Expansions { .. }
            | Step::Options { .. }
            | Step::Start { .. }
            | Step::Cancel { .. }
            | Step::Rematch { .. } => self.lobby_step(step).await,
            Step::Place { .. }
            | Step::Figure { .. }
            | Step::TakeBack { .. }
            | Step::Play { .. }
            | Step::Stale { .. }
            | Step::Twice { .. }
            | Step::Rush { .. } => self.turn_step(step).await,
            Step::AskUndo { .. }
            | Step::Vote { .. }
            | Step::Resign { .. }
            | Step::Skip { .. }
            | Step::Remove { .. }
            | Step::Clock { .. }
            | Step::Resume { .. }
            | Step::Links { .. }
            | Step::Notice { .. }
            | Step::StandIn { .. } => self.seat_step(step).await,
            Step::Fault(_)
            | Step::Permission { .. }
            | Step::Archive { .. }
            | Step::DeleteChannel { .. }
            | Step::TokenReset
            | Step::ForgetNonces
            | Step::Dms { .. }
            | Step::GuildGone
            | Step::Emoji { .. } => self.discord_step(step).await,
            Step::Time { .. }
            | Step::Deliver { .. }
            | Step::Crash { .. }
            | Step::Restart { .. }
            | Step::Skew { .. }
            | Step::Lapse
            | Step::Race { .. }
            | Step::Stop { .. }
            | Step::Shards { .. } => self.process_step(step).await,
            Step::Tournament { act, user, pick } => self.tournament_step(act, user, pick).await,
            Step::Replay { .. }
            | Step::Seasons { .. }
            | Step::Limits { .. }
            | Step::Prune { .. } => self.server_step(step).await,
            Step::Canary => self.broken = Some("the canary step".into()),
            Step::Settle => self.settle().await,
        }
    }

    /// Plays a random legal move for the person in turn; false if nobody
    /// could.
    async fn play_one(&mut self, g: i64, pick: u16) -> bool {
        let Some((user, t, view)) = self.mover(g).await else {
            return false;
        };
        let Some(mv) = random_move(&view, pick) else {
            return false;
        };
        let key = t.key;
        matches!(
            self.act(0, move |s| async move { s.play(g, &user, key, mv).await })
                .await,
            Some(Ok(_))
        )
    }

    fn courier(&self, p: usize) -> Courier {
        Courier {
            service: self.procs[p].service.clone(),
            model: self.model.clone(),
            now_ms: self.now_ms(),
            race: Mutex::new(None),
            process: p,
        }
    }

    /// Claims held by dead processes lapse once enough time has passed
    /// (their expiry is on the database's clock, which the simulation
    /// cannot move).
    async fn time_passed(&mut self, secs: i64) {
        if secs >= crate::game::CLAIM_FOR.as_secs() as i64 {
            let _ = lapse_claims(self.service()).await;
        }
    }

    /// Process `p` delivers every game's effects that are due.
    async fn deliver(&mut self, p: usize) {
        if self.procs[p].stopped {
            return;
        }
        // A refused emoji made it look at the emojis again meanwhile.
        if self.model().resync[p] {
            self.sync_emojis(p);
        }
        let now = self.now_ms();
        let Some(Ok(games)) = self
            .on(p, |s| async move { s.games_with_effects().await })
            .await
        else {
            return;
        };
        for (game, next_at) in games {
            if next_at > now {
                continue;
            }
            let courier = self.courier(p);
            let done = self
                .on(
                    p,
                    move |_| async move { deliver_game(&courier, game).await },
                )
                .await;
            if let Some(Some(Delivered::TokenRefused)) = done {
                // The bot says so and exits; its effects wait.
                self.procs[p].stopped = true;
                return;
            }
        }
    }

    /// Heals every fault, resumes paused games, lets time pass and
    /// delivers until nothing is left (or a bound is reached).
    pub async fn settle(&mut self) {
        {
            let mut m = self.model();
            m.faults.clear();
            m.denied.clear();
            m.archived.clear();
            m.locked.clear();
            m.uploads_limited = false;
        }
        for p in 0..2 {
            self.procs[p].crash_at = None;
            if self.procs[p].stopped {
                if let Err(e) = self.restart(p).await {
                    self.broken = Some(format!("restart failed: {e}"));
                    return;
                }
                self.procs[p].stopped = false;
            }
        }
        let _ = lapse_claims(self.service()).await;
        // Each process's tournaments' loop looks once: a table made but
        // not started (a crash came between) is started.
        for p in 0..2 {
            self.tournament_loop(p).await;
        }
        for &g in &self.games.clone() {
            if let Ok(Some(row)) = self.service().store().game(g).await
                && row.paused.is_some()
            {
                let host = self.host(g).await;
                let _ = self.service().resume(g, &host, true).await;
            }
        }
        // Each process delivers its servers' games (all, unless the shards
        // are split).
        for _ in 0..12 {
            self.clock.advance(301);
            let mut left = false;
            for p in 0..2 {
                self.deliver(p).await;
                let service = self.procs[p].service.clone();
                left |= !matches!(service.games_with_effects().await, Ok(l) if l.is_empty());
                if self.procs[p].stopped || self.broken.is_some() {
                    return;
                }
            }
            if !left {
                return;
            }
        }
    }
}

/// A legal move for the person in turn: a placement and maybe a follower.
fn random_move(view: &View, pick: u16) -> Option<Move> {
    let game = view.game.as_ref()?;
    let placements = game.legal_placements();
    let placement = *placements.get(usize::from(pick) % placements.len().max(1))?;
    let spots = game.follower_spots_for(placement).ok()?;
    let spot = spots.get(usize::from(pick / 3) % (spots.len() + 1));
    Some(Move::new(placement, spot.map(|s| s.meeple())))
}

/// Whether `e` is a refusal a person would see (not an internal error).
pub fn is_refusal(e: &ServiceError) -> bool {
    !matches!(
        e,
        ServiceError::Internal | ServiceError::Corrupt(_) | ServiceError::Saved
    )
}
