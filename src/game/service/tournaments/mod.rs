//! Tournaments: a sign-up, then rounds of tables, each with a game (or a
//! match of games at tables of two) in a thread of its own, the standings
//! after every round, withdrawals and round deadlines. The pairings and
//! standings are the pure rules of [`crate::game::tournament`]; every step
//! is one guarded write, so a step taken twice is stored once.

mod results;
mod view;

use crate::i18n::t;

use crate::game::Effect;
use crate::game::error::ServiceError;
use crate::game::service::views::{PauseReason, Status, User, View};
use crate::game::tournament::{self, Entrant, Seat};
use crate::store::{
    Decided, Format, NewGame, NewTournamentRow, StoredTournament, TournamentPost, TournamentStatus,
    TournamentStep,
};

use super::{Service, check_options};

pub use view::{
    MAX_ENTRANTS, MAX_ROUNDS, NewTournament, TableToOpen, TournamentEntrant, TournamentNews,
    TournamentStanding, TournamentTable, TournamentView,
};

/// Seconds an event whose tables wait for room for their threads (the
/// server is at Discord's cap of active threads) waits between tries.
pub const THREADS_RETRY_SECONDS: i64 = 600;

/// How a table's games came out so far.
struct TableResult {
    /// Places by seed order of the table, once decided.
    seats: Option<Vec<Seat>>,
    by_deadline: bool,
    /// The next game to make (its number), if the match goes on.
    next_game: Option<u32>,
    /// Games still running.
    running: Vec<i64>,
}

/// A stored event with the results of its games, read once.
struct Loaded2 {
    stored: StoredTournament,
    /// Finished or cancelled games' places and points by user id; running
    /// games are absent.
    results: std::collections::HashMap<i64, GameOutcome>,
}

#[derive(Clone, Debug)]
enum GameOutcome {
    /// Played to the end: each player's rank and score.
    Finished(Vec<(i64, u32, i64)>),
    /// Made, but not started yet (a stop came between): it is started
    /// when its table is opened again.
    Lobby,
    /// Still running.
    Running,
    /// Cancelled (a decided game's result is stored with the event).
    Cancelled,
}

impl Service {
    /// Opens a tournament's sign-up in `channel`, hosted by `host`.
    pub async fn open_tournament(
        &self,
        guild_id: i64,
        channel_id: i64,
        host: &User,
        t: NewTournament,
    ) -> Result<TournamentView, ServiceError> {
        check_options(&t.options)?;
        if t.best_of > 1 && t.table_size != 2 {
            return Err(ServiceError::BestOfNeedsPairs);
        }
        let now = self.now();
        let name = crate::names::clean_name(&t.name);
        let name: String = name.chars().take(60).collect();
        let id = self
            .store
            .create_tournament(&NewTournamentRow {
                guild_id,
                channel_id,
                host_id: host.id,
                name: if name.trim().is_empty() {
                    "Carcassonne".into()
                } else {
                    name
                },
                format: t.format,
                table_size: t.table_size.clamp(2, 4),
                best_of: if t.table_size == 2 {
                    [1, 3, 5].into_iter().find(|&b| b >= t.best_of).unwrap_or(5)
                } else {
                    1
                },
                rounds: t.rounds.clamp(1, MAX_ROUNDS),
                max_entrants: t.max_entrants.clamp(2, MAX_ENTRANTS),
                round_hours: t.round_hours.clamp(1, 24 * 60),
                closes_at: (t.signup_hours > 0).then(|| now + i64::from(t.signup_hours) * 3600),
                now,
                options: t.options,
                posts: vec![TournamentNews::Signup.to_json()],
            })
            .await?;
        self.tournament(id).await
    }

    /// The event taking sign-ups or running in a channel, if any.
    pub async fn tournament_in(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.tournament_in(channel_id).await?)
    }

    /// The event taking sign-ups or running in server `guild_id` whose
    /// name is `name` (in any case): how a server admin names one from
    /// another channel of the server.
    pub async fn tournament_named(&self, guild_id: i64, name: &str) -> Result<i64, ServiceError> {
        let wanted = crate::names::clean_name(name).trim().to_lowercase();
        let found: Vec<(i64, i64)> = self
            .store
            .live_tournaments_of(guild_id)
            .await?
            .into_iter()
            .filter(|(_, n, _)| n.trim().to_lowercase() == wanted)
            .map(|(id, _, channel)| (id, channel))
            .collect();
        match found[..] {
            [] => Err(ServiceError::NoTournamentNamed(name.trim().to_string())),
            [(id, _)] => Ok(id),
            _ => Err(ServiceError::TournamentsShareName(
                found.iter().map(|&(_, channel)| channel).collect(),
            )),
        }
    }

    /// Events taking sign-ups or running, in this process's servers.
    pub async fn live_tournaments(&self) -> Result<Vec<i64>, ServiceError> {
        Ok(self
            .store
            .live_tournaments()
            .await?
            .into_iter()
            .filter(|(_, guild)| self.shards.owns(*guild))
            .map(|(id, _)| id)
            .collect())
    }

    /// Posts events must make, the oldest first.
    pub async fn tournament_posts(&self, limit: i64) -> Result<Vec<TournamentPost>, ServiceError> {
        let posts = self.store.tournament_posts(limit).await?;
        Ok(posts
            .into_iter()
            .filter(|p| self.shards.owns(p.guild_id))
            .collect())
    }

    /// Notes that a post is being sent, before its first try: a later try
    /// looks for the message first (its answer may have been lost).
    pub async fn tournament_post_sending(&self, post: i64) -> Result<(), ServiceError> {
        Ok(self.store.tournament_post_tried(post, self.now()).await?)
    }

    /// Marks a post made (with its message, if one was posted).
    pub async fn tournament_posted(
        &self,
        post: i64,
        message_id: Option<i64>,
    ) -> Result<(), ServiceError> {
        Ok(self
            .store
            .tournament_posted(post, message_id, self.now())
            .await?)
    }

    /// The newest event in a channel (finished or cancelled ones too).
    pub async fn latest_tournament_in(&self, channel_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.latest_tournament_in(channel_id).await?)
    }

    /// The message of an event's sign-up, once posted.
    pub async fn signup_message(&self, id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.signup_message(id).await?)
    }

    /// The event a command in `channel_id` is about: the newest in that
    /// channel, or the one its thread's game is a table of.
    pub async fn tournament_asked_in(&self, channel_id: i64) -> Result<i64, ServiceError> {
        if let Some(id) = self.store.latest_tournament_in(channel_id).await? {
            return Ok(id);
        }
        let game = self.store.latest_game_in(channel_id).await?;
        let id = match game {
            Some(game) => self.store.tournament_of_game(game).await?,
            None => None,
        };
        id.ok_or(ServiceError::UnknownTournament)
    }

    /// The event a game is part of, if any.
    pub async fn tournament_of_game(&self, game_id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.tournament_of_game(game_id).await?)
    }

    /// An event as it stands.
    pub async fn tournament(&self, id: i64) -> Result<TournamentView, ServiceError> {
        let l = self.load_tournament(id).await?;
        Ok(self.tournament_view(&l))
    }

    /// The tournament, if its controls are used in its own channel.
    pub async fn tournament_here(
        &self,
        id: i64,
        channel_id: i64,
    ) -> Result<TournamentView, ServiceError> {
        let v = self.tournament(id).await?;
        if v.channel_id != channel_id {
            return Err(ServiceError::OtherChannel);
        }
        Ok(v)
    }

    /// Signs `user` up.
    pub async fn join_tournament(
        &self,
        id: i64,
        user: &User,
    ) -> Result<TournamentView, ServiceError> {
        let l = self.load_tournament(id).await?;
        let e = &l.stored.event;
        if e.status != TournamentStatus::Signup {
            return Err(ServiceError::SignupClosed);
        }
        if e.paused.is_some() {
            return Err(ServiceError::TournamentPaused);
        }
        if l.stored.entrants.iter().any(|x| x.user_id == user.id) {
            return Err(ServiceError::AlreadySignedUp);
        }
        if l.stored.entrants.len() as u32 >= e.max_entrants {
            return Err(ServiceError::TournamentFull(e.max_entrants));
        }
        if !self
            .store
            .join_tournament(id, user.id, &user.name, self.now())
            .await?
        {
            // Someone took the last place, or it started, meanwhile.
            let l = self.load_tournament(id).await?;
            return Err(match l.stored.event.status {
                TournamentStatus::Signup => {
                    ServiceError::TournamentFull(l.stored.event.max_entrants)
                }
                _ => ServiceError::SignupClosed,
            });
        }
        self.tournament(id).await
    }

    /// Takes `user` off the sign-up list.
    pub async fn leave_tournament(
        &self,
        id: i64,
        user: &User,
    ) -> Result<TournamentView, ServiceError> {
        if !self.store.leave_tournament(id, user.id).await? {
            let l = self.load_tournament(id).await?;
            return Err(if l.stored.event.status != TournamentStatus::Signup {
                ServiceError::SignupClosed
            } else {
                ServiceError::NotSignedUp
            });
        }
        self.tournament(id).await
    }

    /// The event, loaded for `actor` to manage: they host it or are a
    /// server admin.
    async fn hosted_tournament(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<Loaded2, ServiceError> {
        let l = self.load_tournament(id).await?;
        if !is_admin && l.stored.event.host_id != actor.id {
            return Err(ServiceError::NotAllowedToManage);
        }
        Ok(l)
    }

    /// The host (or a server admin) starts the event now.
    pub async fn start_tournament(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<TournamentView, ServiceError> {
        let l = self.hosted_tournament(id, actor, is_admin).await?;
        if l.stored.event.status != TournamentStatus::Signup {
            return Err(ServiceError::SignupClosed);
        }
        if l.stored.event.paused.is_some() {
            return Err(ServiceError::TournamentPaused);
        }
        self.begin(&l).await?;
        self.tournament(id).await
    }

    /// The host (or a server admin) cancels the event: its running games
    /// go on as games, unrated by the event.
    pub async fn cancel_tournament(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<TournamentView, ServiceError> {
        self.hosted_tournament(id, actor, is_admin).await?;
        let posts = [TournamentNews::Cancelled {
            by: actor.name.clone(),
        }
        .to_json()];
        if !self.store.cancel_tournament(id, self.now(), &posts).await? {
            return Err(ServiceError::TournamentNotRunning);
        }
        self.tournament(id).await
    }

    /// Pauses an event that lost a permission in its channel (it cannot
    /// open threads or post there); false if it was paused already.
    pub async fn pause_tournament(
        &self,
        id: i64,
        reason: PauseReason,
    ) -> Result<bool, ServiceError> {
        Ok(self
            .store
            .pause_tournament(id, reason, self.now(), &[])
            .await?)
    }

    /// Discord refused an event's table thread because the server has as
    /// many active threads as it allows: the event pauses (its deadlines
    /// stand still) and says so in its channel, to its host, once; its
    /// tables are tried again every [`THREADS_RETRY_SECONDS`], and the
    /// first that opens resumes it. False if it was paused already.
    pub async fn tables_wait_for_room(&self, id: i64) -> Result<bool, ServiceError> {
        let now = self.now();
        self.thread_tries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(id, now + THREADS_RETRY_SECONDS);
        let posts = [TournamentNews::TablesWait.to_json()];
        Ok(self
            .store
            .pause_tournament(id, PauseReason::ThreadsFull, now, &posts)
            .await?)
    }

    /// Whether an event waiting for room for threads may try now (noting
    /// the try). A restarted bot tries at once.
    fn threads_try_due(&self, id: i64) -> bool {
        let now = self.now();
        let mut tries = self
            .thread_tries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let due = tries.get(&id).is_none_or(|&next| next <= now);
        if due {
            tries.insert(id, now + THREADS_RETRY_SECONDS);
        }
        due
    }

    /// The host (or a server admin) resumes a paused event, once the
    /// front end has checked that the permissions are back; its deadlines
    /// move on by the time it stood still.
    pub async fn resume_tournament(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
    ) -> Result<TournamentView, ServiceError> {
        self.hosted_tournament(id, actor, is_admin).await?;
        if !self.store.resume_tournament(id, self.now()).await? {
            return Err(ServiceError::NotPaused);
        }
        self.tournament(id).await
    }

    /// `user` withdraws: they leave their running games of the event
    /// outright (each a loss; no stand-in plays on for them), and later
    /// rounds leave them out. They leave the games first, so a withdrawal
    /// cut short leaves them in the event, and trying again finishes it.
    pub async fn withdraw(&self, id: i64, user: &User) -> Result<TournamentView, ServiceError> {
        let l = self.load_tournament(id).await?;
        let e = &l.stored.event;
        match e.status {
            TournamentStatus::Signup => return self.leave_tournament(id, user).await,
            TournamentStatus::Running => {}
            _ => return Err(ServiceError::TournamentNotRunning),
        }
        let entrant = l
            .stored
            .entrants
            .iter()
            .find(|x| x.user_id == user.id && x.seed.is_some())
            .ok_or(ServiceError::NotSignedUp)?;
        if entrant.withdrawn_round.is_some() {
            return Err(ServiceError::NotSignedUp);
        }
        for g in l.stored.games.iter().filter(|g| g.round == e.round) {
            let Some(game_id) = g.game_id else { continue };
            if matches!(l.results.get(&game_id), Some(GameOutcome::Running)) {
                match self.leave_game(game_id, user, false).await {
                    Ok(_)
                    | Err(
                        ServiceError::NotInGame | ServiceError::GameOver | ServiceError::NotStarted,
                    ) => {}
                    Err(e) => return Err(e),
                }
            }
        }
        let posts = [TournamentNews::Withdrew {
            user_id: user.id,
            name: entrant.name.clone(),
        }
        .to_json()];
        if !self
            .store
            .withdraw_entrant(id, user.id, e.round, self.now(), &posts)
            .await?
        {
            return Err(ServiceError::NotSignedUp);
        }
        self.tournament(id).await
    }

    /// The games to make now: each table's next game (the first, or a
    /// match's next while it is undecided), for a thread to be opened for.
    pub async fn tables_to_open(&self, id: i64) -> Result<Vec<TableToOpen>, ServiceError> {
        let l = self.load_tournament(id).await?;
        let e = &l.stored.event;
        if e.status != TournamentStatus::Running {
            return Ok(Vec::new());
        }
        match e.paused {
            None => {}
            // Waiting for room: one try every few minutes.
            Some(PauseReason::ThreadsFull) if self.threads_try_due(id) => {}
            Some(_) => return Ok(Vec::new()),
        }
        let mut out = Vec::new();
        for (table_no, games) in Service::tables_of_round(&l.stored, e.round) {
            let r = Service::table_result(&l, e, &games, false);
            // A game made but not started (a stop came between) first.
            let lobby = games.iter().find(|g| {
                g.game_id
                    .is_some_and(|id| matches!(l.results.get(&id), Some(GameOutcome::Lobby)))
            });
            let (next, thread) = match (lobby, r.next_game) {
                (Some(g), _) => {
                    let game = g.game_id.unwrap_or_default();
                    (g.game_no, Some(self.channel_of(game).await?))
                }
                (None, Some(next)) => {
                    let row = games.iter().find(|g| g.game_no == next);
                    (next, row.and_then(|g| g.thread_id))
                }
                (None, None) => continue,
            };
            let seeds = &games[0].seeds;
            let players: Vec<User> = seeds
                .iter()
                .filter_map(|&s| Service::entrant_of_seed(&l.stored, s))
                .filter(|x| x.withdrawn_round.is_none())
                .map(|x| User::new(x.user_id, x.name.clone()))
                .collect();
            if players.len() < 2 {
                continue;
            }
            out.push(TableToOpen {
                tournament_id: id,
                round: e.round,
                table_no,
                game_no: next,
                thread_name: thread_name(e, table_no, next),
                thread,
                players,
            });
        }
        Ok(out)
    }

    /// Keeps the thread the front end opened for a table's game, before
    /// the game is made, so that the table is never given another: the
    /// thread to use (this one, or one kept before). `None`: the table has
    /// its game, or its round is over.
    pub async fn keep_table_thread(
        &self,
        table: &TableToOpen,
        thread_id: i64,
    ) -> Result<Option<i64>, ServiceError> {
        Ok(self
            .store
            .keep_table_thread(&table.location(), thread_id)
            .await?)
    }

    /// Makes the game of a table (see [`Service::tables_to_open`]) in
    /// `location` (its thread), its players seated, in one write, and starts
    /// it. Once only: a second call for a game made and started is refused,
    /// and the game stands; a game made but not started (a stop came
    /// between) is started.
    pub async fn open_table(
        &self,
        table: &TableToOpen,
        location: super::Location,
    ) -> Result<View, ServiceError> {
        let l = self.load_tournament(table.tournament_id).await?;
        let e = &l.stored.event;
        let row = l
            .stored
            .games
            .iter()
            .find(|g| {
                g.round == table.round && g.table_no == table.table_no && g.game_no == table.game_no
            })
            .ok_or(ServiceError::UnknownTournament)?;
        if e.status != TournamentStatus::Running || e.round != table.round {
            return Err(ServiceError::TournamentNotRunning);
        }
        let host = table.players.first().ok_or(ServiceError::TooFewPlayers)?;
        if e.paused == Some(PauseReason::ThreadsFull) {
            // A thread opened: there is room again, and the event goes on.
            self.store.resume_tournament(e.id, self.now()).await?;
            self.thread_tries
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .remove(&e.id);
        }
        let game_id = match row.game_id {
            Some(id) if matches!(l.results.get(&id), Some(GameOutcome::Lobby)) => id,
            Some(_) => return Err(ServiceError::TournamentNotRunning),
            None => self
                .make_table_game(&l, table, location)
                .await?
                .ok_or(ServiceError::TournamentNotRunning)?,
        };
        let mut g = self.load(game_id).await?;
        let host_user = User::new(g.row.host_id, host.name.clone());
        let (_, news) = self.try_start(&mut g, &host_user).await?;
        Ok(self.view_handed(&g, news))
    }

    /// Makes a table's game, its seats and its link in one write; `None`
    /// if the table had its game meanwhile.
    async fn make_table_game(
        &self,
        l: &Loaded2,
        table: &TableToOpen,
        location: super::Location,
    ) -> Result<Option<i64>, ServiceError> {
        let e = &l.stored.event;
        let host = table.players.first().ok_or(ServiceError::TooFewPlayers)?;
        let mut options = e.options;
        options.seats = (table.players.len() as u8).clamp(2, 6);
        let seed = (e.id as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(u64::from(table.round) << 32 | u64::from(table.table_no) << 8)
            .wrapping_add(u64::from(table.game_no));
        let game = NewGame {
            guild_id: e.guild_id,
            channel_id: location.channel,
            parent_id: location.parent,
            host_id: host.id,
            host_name: host.name.clone(),
            seed: seed as i64 & i64::MAX,
            options,
            now: self.now(),
            // Started at once; if a stop comes between, the next look
            // starts it, and a lobby left over closes with the round.
            lobby_deadline: e.round_deadline_at,
            effects: Vec::new(),
            computers: Vec::new(),
            // A tournament's tables are the event's, not a member's: no
            // cap on members' games counts them (see `store::limits`).
            caps: Default::default(),
        };
        let others: Vec<(i64, String)> = table.players[1..]
            .iter()
            .map(|p| (p.id, p.name.clone()))
            .collect();
        Ok(self
            .store
            .create_table_game(&game, &table.location(), &others)
            .await?)
    }

    /// Moves every live event on: starts those whose sign-up has closed,
    /// decides games past a round's deadline, and takes the next step once
    /// a round is over. Returns the events that took a step.
    pub async fn tournament_tick(&self) -> Result<Vec<i64>, ServiceError> {
        let mut moved = Vec::new();
        for (id, guild) in self.store.live_tournaments().await? {
            if !self.shards.owns(guild) {
                continue;
            }
            match self.step_tournament(id).await {
                Ok(true) => moved.push(id),
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(tournament = id, error = %e, "a tournament could not move on")
                }
            }
        }
        Ok(moved)
    }

    /// One event's step, if one is due; whether it took one.
    pub async fn step_tournament(&self, id: i64) -> Result<bool, ServiceError> {
        let l = self.load_tournament(id).await?;
        let e = &l.stored.event;
        let now = self.now();
        if e.paused.is_some() {
            return Ok(false);
        }
        match e.status {
            TournamentStatus::Signup if e.closes_at.is_some_and(|c| c <= now) => {
                if l.stored.entrants.len() < 2 {
                    let posts = [TournamentNews::Cancelled { by: String::new() }.to_json()];
                    return Ok(self.store.cancel_tournament(id, now, &posts).await?);
                }
                self.begin(&l).await
            }
            TournamentStatus::Running => {
                let tables = Service::tables_of_round(&l.stored, e.round);
                let results: Vec<TableResult> = tables
                    .iter()
                    .map(|(_, games)| Service::table_result(&l, e, games, false))
                    .collect();
                let over = results.iter().all(|r| r.seats.is_some());
                let late = e.round_deadline_at.is_some_and(|d| d <= now);
                if !over && !late {
                    return Ok(false);
                }
                let mut decided = Vec::new();
                if !over {
                    // The deadline: each running game is decided by the
                    // scores as they stand, and ends with the round's step.
                    for r in &results {
                        for &game_id in &r.running {
                            decided.push(self.decide(&l, game_id).await);
                        }
                    }
                }
                self.next_step(&l, decided).await
            }
            _ => Ok(false),
        }
    }

    /// Starts the event: seeds by rating, fixes its rounds, and stores the
    /// first round.
    async fn begin(&self, l: &Loaded2) -> Result<bool, ServiceError> {
        let e = &l.stored.event;
        let n = l.stored.entrants.len();
        let needed = 2;
        if n < needed {
            return Err(ServiceError::TooFewEntrants(needed as u32));
        }
        // The highest all-time rating first; newcomers in the order they
        // signed up.
        let mut rated = Vec::with_capacity(n);
        for (i, x) in l.stored.entrants.iter().enumerate() {
            let rating = self
                .store
                .player(e.guild_id, x.user_id)
                .await?
                .map(|p| p.rating);
            rated.push((x.user_id, rating, i));
        }
        rated.sort_by(|a, b| {
            b.1.unwrap_or(f64::MIN)
                .total_cmp(&a.1.unwrap_or(f64::MIN))
                .then(a.2.cmp(&b.2))
        });
        let seeds: Vec<(i64, u32)> = rated
            .iter()
            .enumerate()
            .map(|(seed, (user, _, _))| (*user, seed as u32))
            .collect();
        let rounds = match e.format {
            Format::Swiss => e.rounds.min(n.saturating_sub(1).max(1) as u32),
            Format::RoundRobin => tournament::round_robin_rounds(n) as u32,
            Format::Elimination => tournament::elimination_rounds(n) as u32,
        }
        .max(1);
        let active: Vec<Entrant> = (0..n).collect();
        let first = match e.format {
            Format::Swiss => tournament::swiss(n, usize::from(e.table_size), &[], &active),
            Format::RoundRobin => tournament::round_robin(n, 0, &active),
            Format::Elimination => tournament::pair_slots(&tournament::bracket(n)),
        };
        let now = self.now();
        let step = TournamentStep {
            id: e.id,
            revision: e.revision,
            now,
            seeds,
            rounds: Some(rounds),
            next: Some((
                1,
                Service::round_rows(1, &first, e.best_of),
                now + i64::from(e.round_hours) * 3600,
            )),
            decided: Vec::new(),
            posts: vec![TournamentNews::Round { round: 1 }.to_json()],
        };
        Ok(self.store.tournament_step(&step).await?)
    }

    /// After a round: the next one, or the end.
    async fn next_step(&self, l: &Loaded2, decided: Vec<Decided>) -> Result<bool, ServiceError> {
        let e = &l.stored.event;
        let n = Service::field(&l.stored);
        // The results, with the games just decided.
        let mut with = Loaded2 {
            stored: l.stored.clone(),
            results: l.results.clone(),
        };
        for d in &decided {
            with.results.insert(d.game_id, GameOutcome::Cancelled);
            for g in with.stored.games.iter_mut() {
                if g.game_id == Some(d.game_id) {
                    g.decided = true;
                    g.result = Some(d.result.clone());
                }
            }
        }
        let played = Service::played(&with, e.round, true);
        let withdrawn: Vec<Entrant> = Service::withdrawn(&with.stored);
        let active: Vec<Entrant> = (0..n).filter(|s| !withdrawn.contains(s)).collect();
        let next = if e.round >= e.rounds || active.len() < 2 {
            None
        } else {
            let r = e.round as usize;
            let round = match e.format {
                Format::Swiss => tournament::swiss(n, usize::from(e.table_size), &played, &active),
                Format::RoundRobin => tournament::round_robin(n, r, &active),
                Format::Elimination => {
                    let mut slots = tournament::bracket(n);
                    for p in &played {
                        slots = tournament::advance(&slots, |a, b| {
                            Service::winner_of(p, a, b, &withdrawn)
                        });
                    }
                    tournament::pair_slots(&slots)
                }
            };
            // An elimination with one left, or nobody to seat, is over.
            (!round.tables.is_empty()).then_some(round)
        };
        let now = self.now();
        let mut posts = vec![TournamentNews::Standings { round: e.round }.to_json()];
        let next = match next {
            Some(round) => {
                let no = e.round + 1;
                posts.push(TournamentNews::Round { round: no }.to_json());
                Some((
                    no,
                    Service::round_rows(no, &round, e.best_of),
                    now + i64::from(e.round_hours) * 3600,
                ))
            }
            None => {
                posts = vec![TournamentNews::Final.to_json()];
                None
            }
        };
        let step = TournamentStep {
            id: e.id,
            revision: e.revision,
            now,
            seeds: Vec::new(),
            rounds: None,
            next,
            decided,
            posts,
        };
        Ok(self.store.tournament_step(&step).await?)
    }

    /// A running game's result at its round's deadline, by the scores as
    /// they stand (those who left, or whose seat a computer took, after
    /// those still in): its places and points in its table's seed order,
    /// and the effects of its end. Nothing is written here: the round's
    /// step ends it.
    async fn decide(&self, l: &Loaded2, game_id: i64) -> Decided {
        let seeds = l
            .stored
            .games
            .iter()
            .find(|x| x.game_id == Some(game_id))
            .map(|x| x.seeds.clone())
            .unwrap_or_default();
        let users: Vec<i64> = seeds
            .iter()
            .map(|&s| Service::entrant_of_seed(&l.stored, s).map_or(0, |x| x.user_id))
            .collect();
        let g = match self.load(game_id).await {
            Ok(g) => g,
            Err(e) => {
                // It cannot be read: everyone at it shares the last place,
                // and the round goes on.
                tracing::warn!(game = game_id, error = %e, "a game past its deadline could not be read");
                let last = seeds.len() as u32;
                return Decided {
                    game_id,
                    revision: None,
                    result: vec![(last, 0); seeds.len()],
                    effects: Vec::new(),
                };
            }
        };
        let standing: Vec<(i64, u32, i64, bool)> = g
            .game
            .as_ref()
            .map(|game| super::standings(game, &g))
            .unwrap_or_default()
            .iter()
            .map(|st| {
                (
                    st.user_id,
                    st.rank,
                    i64::from(st.score),
                    g.stood_in(st.seat),
                )
            })
            .collect();
        let places = entrants_places(&standing);
        let result = users
            .iter()
            .map(|u| {
                places
                    .iter()
                    .find(|p| p.0 == *u)
                    .map_or((seeds.len() as u32, 0), |p| (p.1, p.2))
            })
            .collect();
        let text = t(g.options.lang, "news-decided-by-deadline", &[]);
        // The turn's card keeps the news it showed (the last move's scores).
        let closing = Service::with_shown_news(&g.row, text.clone());
        let effects = vec![
            Effect::CloseLive { text: closing }.to_json(),
            Effect::News {
                lines: vec![text],
                before_turn: None,
            }
            .to_json(),
        ];
        Decided {
            game_id,
            revision: Some(g.row.revision),
            result,
            effects,
        }
    }

    /// Reads an event and the outcomes of its games.
    async fn load_tournament(&self, id: i64) -> Result<Loaded2, ServiceError> {
        let stored = self
            .store
            .event(id)
            .await?
            .ok_or(ServiceError::UnknownTournament)?;
        let mut results = std::collections::HashMap::new();
        for game_id in stored.games.iter().filter_map(|g| g.game_id) {
            let Some(row) = self.store.game(game_id).await? else {
                continue;
            };
            let outcome = match row.status {
                Status::Finished => {
                    let seats: Vec<(i64, u32, i64, bool)> = self
                        .store
                        .seats(game_id)
                        .await?
                        .iter()
                        .map(|s| {
                            (
                                s.user_id,
                                s.rank.unwrap_or(99).clamp(1, 99) as u32,
                                s.final_score.unwrap_or(0),
                                s.stood_in_at.is_some(),
                            )
                        })
                        .collect();
                    GameOutcome::Finished(entrants_places(&seats))
                }
                Status::Cancelled => GameOutcome::Cancelled,
                Status::Lobby => GameOutcome::Lobby,
                Status::Playing => GameOutcome::Running,
            };
            results.insert(game_id, outcome);
        }
        Ok(Loaded2 { stored, results })
    }
}

/// A table's thread's name: the event's, the round, the table (and the
/// game of a match), at most 100 characters as Discord allows.
fn thread_name(e: &crate::store::TournamentRow, table_no: u32, game_no: u32) -> String {
    let lang = e.options.lang;
    let name = if e.best_of > 1 {
        t(
            lang,
            "event-thread-match",
            &[
                ("event", e.name.clone().into()),
                ("round", e.round.into()),
                ("table", table_no.into()),
                ("game", game_no.into()),
            ],
        )
    } else {
        t(
            lang,
            "event-thread",
            &[
                ("event", e.name.clone().into()),
                ("round", e.round.into()),
                ("table", table_no.into()),
            ],
        )
    };
    name.chars().take(100).collect()
}

/// A tournament game's places for its entrants: each seat's user, place
/// and points, where a seat a computer took from its person (they ran out
/// of time, or was removed) counts as theirs but places after every seat a
/// computer did not take. A stand-in's result is never its person's.
fn entrants_places(seats: &[(i64, u32, i64, bool)]) -> Vec<(i64, u32, i64)> {
    let key = |s: &(i64, u32, i64, bool)| (s.3, s.1);
    seats
        .iter()
        .map(|s| {
            let better = seats.iter().filter(|o| key(o) < key(s)).count();
            (s.0, better as u32 + 1, s.2)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::entrants_places;

    #[test]
    fn a_stand_in_places_after_every_person() {
        // Seat 1 (user 10) was stood in for and came first.
        let seats = [(10, 1, 90, true), (20, 2, 70, false), (30, 3, 50, false)];
        assert_eq!(
            entrants_places(&seats),
            vec![(10, 3, 90), (20, 1, 70), (30, 2, 50)]
        );
        // Nobody stood in for: the places stand, ties too.
        let seats = [(10, 1, 60, false), (20, 1, 60, false), (30, 3, 5, false)];
        assert_eq!(
            entrants_places(&seats),
            vec![(10, 1, 60), (20, 1, 60), (30, 3, 5)]
        );
    }
}
