//! The tournament runner: one look moves every live tournament on
//! (sign-ups that close, rounds that end), gives each table's game a
//! thread of its own, and makes what the tournaments must post, each once.
//! The bot's loop and the simulation run this same runner; each front end
//! only says how a thread is opened and a post made on its platform (a
//! [`Venue`]), and what its platform answered. What an answer means (the
//! channel is gone, a permission was taken, the server has no room for
//! threads, try again later) is decided here.

use std::collections::HashMap;

use super::{Lease, Location, PauseReason, Service, TableToOpen, TournamentNews, TournamentView};
use crate::store::{TournamentPost, Work};

/// Posts looked at each time, at most.
pub const POSTS_AT_ONCE: i64 = 20;

/// Why a platform did not open a thread or make a post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The tournament's channel is gone.
    ChannelGone,
    /// The bot may not open threads or post in the channel.
    NoPermission,
    /// The server has as many active threads as it allows.
    ThreadsFull,
    /// Refused for good (the post can never be made): given up.
    GivenUp,
    /// Not now (a server error, a rate limit): tried again at the next
    /// look.
    Later,
}

/// How a front end opens a thread on its platform (for a tournament's
/// table, or a game of its own).
pub trait Threads: Sync {
    /// Opens a public thread named `name` in `channel`: its id.
    fn open_thread(
        &self,
        channel: i64,
        name: &str,
    ) -> impl std::future::Future<Output = Result<i64, Refusal>> + Send;
}

/// What a front end does for tournaments on its platform. Each call says
/// what the platform answered, and nothing more: the runner decides what
/// follows.
pub trait Venue: Threads {
    /// The sign-up of `v` shows it is over and loses its buttons.
    fn close_signup(&self, v: &TournamentView) -> impl std::future::Future<Output = ()> + Send;

    /// Makes `post` (saying `news`) in `v`'s channel, with the post's own
    /// nonce; when `post.tried`, its message (made before its answer was
    /// lost) is looked for first. The message's id; `None` if it cannot
    /// be shown at all.
    fn post(
        &self,
        v: &TournamentView,
        post: &TournamentPost,
        news: &TournamentNews,
    ) -> impl std::future::Future<Output = Result<Option<i64>, Refusal>> + Send;

    /// Whether the process is stopping (no new work is begun).
    fn stopping(&self) -> bool {
        false
    }
}

/// What a look did.
#[derive(Debug, Default)]
pub struct Looked {
    /// Every tournament was moved on (false: the database failed it).
    pub moved_on: bool,
    /// The tables' games made and started: their news to deliver.
    pub games: Vec<i64>,
}

/// The claims on tournaments' work a look holds: two processes (a rolling
/// deploy, or shards split over processes) never both make an event's
/// tables and posts.
struct Claims<'a> {
    service: &'a Service,
    held: HashMap<i64, Option<Lease>>,
}

impl Claims<'_> {
    /// Whether this process may do `id`'s work now (claimed once a look).
    async fn hold(&mut self, id: i64) -> bool {
        if let Some(lease) = self.held.get(&id) {
            return lease.is_some();
        }
        let lease = match self.service.claim(id, Work::Tournament).await {
            Ok(Ok(lease)) => Some(lease),
            Ok(Err(_)) => None,
            Err(e) => {
                tracing::warn!(tournament = id, error = %e, "could not claim a tournament's work");
                None
            }
        };
        let held = lease.is_some();
        self.held.insert(id, lease);
        held
    }

    async fn release(self) {
        for lease in self.held.into_values().flatten() {
            lease.release().await;
        }
    }
}

impl Service {
    /// One look of the tournament runner, with `venue` for the platform
    /// (see the module's opening).
    pub async fn tournament_look(&self, venue: &impl Venue) -> Looked {
        look(self, venue).await
    }
}

/// One look at every live tournament.
async fn look(service: &Service, venue: &impl Venue) -> Looked {
    let mut looked = Looked {
        moved_on: true,
        games: Vec::new(),
    };
    if let Err(e) = service.tournament_tick().await {
        tracing::warn!(error = %e, "could not move tournaments on");
        looked.moved_on = false;
    }
    let mut claims = Claims {
        service,
        held: HashMap::new(),
    };
    match service.live_tournaments().await {
        Ok(ids) => {
            for id in ids {
                if claims.hold(id).await {
                    open_tables(service, venue, id, &mut looked.games).await;
                }
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not read the live tournaments"),
    }
    post_pending(service, venue, &mut claims).await;
    claims.release().await;
    looked
}

/// Gives each table's next game a thread in the event's channel, named
/// after the event and the table.
async fn open_tables(service: &Service, venue: &impl Venue, id: i64, games: &mut Vec<i64>) {
    let tables = match service.tables_to_open(id).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(tournament = id, error = %e, "could not read a tournament's tables");
            return;
        }
    };
    if tables.is_empty() {
        return;
    }
    let Ok(v) = service.tournament(id).await else {
        return;
    };
    for table in tables {
        if venue.stopping() {
            return;
        }
        match open_table(service, venue, &v, &table).await {
            Ok(Some(game)) => games.push(game),
            Ok(None) => {}
            Err(()) => return,
        }
    }
}

/// Opens one table's thread and game: the game made, if it was; `Err` if
/// the event had to pause. The thread is kept before the game is made, so
/// a table whose game could not be made is tried again in the same
/// thread.
async fn open_table(
    service: &Service,
    venue: &impl Venue,
    v: &TournamentView,
    table: &TableToOpen,
) -> Result<Option<i64>, ()> {
    let thread = match table.thread {
        Some(thread) => thread,
        None => match open_thread(service, venue, v, table).await? {
            Some(thread) => thread,
            None => return Ok(None),
        },
    };
    match service
        .open_table(table, Location::thread(thread, v.channel_id))
        .await
    {
        Ok(view) => Ok(Some(view.game_id)),
        Err(e) => {
            tracing::warn!(tournament = v.id, error = %e, "a table's game could not be made");
            Ok(None)
        }
    }
}

/// Opens a table's thread and keeps it: the thread to use (`None`: not
/// now, tried again at the next look), or `Err` if the event had to pause.
async fn open_thread(
    service: &Service,
    venue: &impl Venue,
    v: &TournamentView,
    table: &TableToOpen,
) -> Result<Option<i64>, ()> {
    let opened = match venue.open_thread(v.channel_id, &table.thread_name).await {
        Ok(thread) => thread,
        Err(Refusal::ThreadsFull) => {
            tracing::warn!(
                tournament = v.id,
                "the server has no room for more threads; the tables wait"
            );
            if let Err(e) = service.tables_wait_for_room(v.id).await {
                tracing::warn!(tournament = v.id, error = %e, "could not pause a tournament");
            }
            return Err(());
        }
        Err(refusal) => {
            return match refused(service, v, refusal).await {
                Gave::Up | Gave::Later => Ok(None),
                Gave::Way => Err(()),
            };
        }
    };
    match service.keep_table_thread(table, opened).await {
        Ok(kept) => Ok(kept),
        Err(e) => {
            tracing::warn!(tournament = v.id, error = %e, "could not keep a table's thread");
            Ok(None)
        }
    }
}

/// What a refusal came to.
enum Gave {
    /// The tournament ended with its channel, or paused for a permission.
    Way,
    /// Refused for good.
    Up,
    /// Tried again at the next look.
    Later,
}

/// Acts on a refusal of a thread or a post: a channel gone ends
/// the tournament with its games, as the gateway's news of it does; a
/// permission taken pauses it, as a game pauses, until its host resumes it.
async fn refused(service: &Service, v: &TournamentView, refusal: Refusal) -> Gave {
    match refusal {
        Refusal::ChannelGone => {
            tracing::warn!(channel = v.channel_id, "a tournament's channel is gone");
            if let Err(e) = service.channel_gone(v.channel_id).await {
                tracing::warn!(channel = v.channel_id, error = %e, "could not end a tournament whose channel is gone");
            }
            Gave::Way
        }
        Refusal::NoPermission => {
            tracing::warn!(
                tournament = v.id,
                "a tournament lost a permission in its channel; paused"
            );
            if let Err(e) = service
                .pause_tournament(v.id, PauseReason::Permissions)
                .await
            {
                tracing::warn!(tournament = v.id, error = %e, "could not pause a tournament");
            }
            Gave::Way
        }
        Refusal::GivenUp => Gave::Up,
        Refusal::ThreadsFull | Refusal::Later => Gave::Later,
    }
}

/// Makes what the events must post, the oldest first (of events whose
/// work this process holds).
async fn post_pending(service: &Service, venue: &impl Venue, claims: &mut Claims<'_>) {
    let posts = match service.tournament_posts(POSTS_AT_ONCE).await {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(error = %e, "could not read tournaments' posts");
            return;
        }
    };
    for post in posts {
        if venue.stopping() {
            return;
        }
        if !claims.hold(post.tournament_id).await {
            continue;
        }
        let Ok(v) = service.tournament(post.tournament_id).await else {
            continue;
        };
        if !post.tried
            && let Err(e) = service.tournament_post_sending(post.id).await
        {
            tracing::warn!(error = %e, "could not note a tournament's post being sent");
            return;
        }
        let message = match make_post(venue, &v, &post).await {
            Ok(message) => message,
            Err(refusal) => match refused(service, &v, refusal).await {
                Gave::Way => continue,
                Gave::Up => {
                    tracing::warn!(
                        tournament = v.id,
                        "a tournament's post could not be made; given up"
                    );
                    None
                }
                Gave::Later => {
                    tracing::warn!(
                        tournament = v.id,
                        "a tournament's post could not be made yet"
                    );
                    return;
                }
            },
        };
        if let Err(e) = service.tournament_posted(post.id, message).await {
            tracing::warn!(error = %e, "could not note a tournament's post made");
        }
    }
}

/// Makes one post; a round's first post, or a cancellation, closes the
/// sign-up first.
async fn make_post(
    venue: &impl Venue,
    v: &TournamentView,
    post: &TournamentPost,
) -> Result<Option<i64>, Refusal> {
    // Written by a newer version: nothing this one can say.
    let Some(news) = TournamentNews::from_json(&post.body) else {
        return Ok(None);
    };
    if matches!(
        news,
        TournamentNews::Round { round: 1 } | TournamentNews::Cancelled { .. }
    ) {
        venue.close_signup(v).await;
    }
    venue.post(v, post, &news).await
}
