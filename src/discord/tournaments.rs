//! Tournaments in Discord: every few seconds each live event is moved on
//! (sign-ups that close, rounds that end), each table's game is given a
//! thread of its own, and what the event must post is posted once, with a
//! nonce Discord enforces.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, ChannelType, CreateAttachment, CreateThread};

use super::Data;
use super::cards;
use super::messages::{Failure, classify};
use super::ui;
use crate::game::{Lease, PauseReason, Spot, TableToOpen, TournamentNews, TournamentView};
use crate::store::Work;

/// How often events are looked at.
const EVERY: Duration = Duration::from_secs(2);

/// Posts looked at each time, at most.
const POSTS_AT_ONCE: i64 = 20;

pub async fn run(data: Data) {
    let mut every = tokio::time::interval(EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        // Work under way from before the look at the flag: a graceful
        // stop begun meanwhile waits for this look (see `stopping`).
        let _under_way = data.stopping.begin();
        if data.stopping.is_stopping() {
            return;
        }
        round(&data).await;
    }
}

/// One look at every live event. Each event's tables and posts are made
/// under a claim on its work, so that two processes (a rolling deploy, or
/// shards split over processes) never both make them; the steps are
/// guarded writes, taken once whoever takes them.
pub async fn round(data: &Data) {
    let svc = &data.service;
    if let Err(e) = svc.tournament_tick().await {
        tracing::warn!(error = %e, "could not move tournaments on");
    }
    let mut claims = Claims::default();
    match svc.live_tournaments().await {
        Ok(ids) => {
            for id in ids {
                if claims.hold(data, id).await {
                    open_tables(data, id).await;
                }
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not read the live tournaments"),
    }
    post_pending(data, &mut claims).await;
    claims.release().await;
}

/// The claims on events' work this look holds.
#[derive(Default)]
struct Claims {
    held: std::collections::HashMap<i64, Option<Lease>>,
}

impl Claims {
    /// Whether this process may do `id`'s work now (claimed once a look).
    async fn hold(&mut self, data: &Data, id: i64) -> bool {
        if let Some(lease) = self.held.get(&id) {
            return lease.is_some();
        }
        let lease = match data.service.claim(id, Work::Tournament).await {
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

/// Gives each table's next game a thread in the event's channel, named
/// after the event and the table.
async fn open_tables(data: &Data, id: i64) {
    let svc = &data.service;
    let tables = match svc.tables_to_open(id).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(tournament = id, error = %e, "could not read a tournament's tables");
            return;
        }
    };
    if tables.is_empty() {
        return;
    }
    let Ok(v) = svc.tournament(id).await else {
        return;
    };
    for table in tables {
        if data.stopping.is_stopping() || !open_table(data, &v, &table).await {
            return;
        }
    }
}

/// Pauses an event that cannot open threads or post in its channel, as a
/// game pauses: it waits for its host to resume it once the permission is
/// back.
async fn pause(data: &Data, id: i64, e: &impl std::fmt::Display) {
    tracing::warn!(tournament = id, error = %e, "a tournament lost a permission in its channel; paused");
    if let Err(e) = data
        .service
        .pause_tournament(id, PauseReason::Permissions)
        .await
    {
        tracing::warn!(tournament = id, error = %e, "could not pause a tournament");
    }
}

/// An event's channel is gone (Discord said so, whether or not the
/// gateway did): the event ends with its games, as the gateway's news of
/// it ends them.
async fn channel_gone(data: &Data, channel: i64) {
    tracing::warn!(channel, "a tournament's channel is gone");
    if let Err(e) = data.service.channel_gone(channel).await {
        tracing::warn!(channel, error = %e, "could not end a tournament whose channel is gone");
    }
}

/// Opens one table's thread and game; false if the event had to pause.
/// The thread is kept before the game is made, so a table whose game
/// could not be made is tried again in the same thread.
async fn open_table(data: &Data, v: &TournamentView, table: &TableToOpen) -> bool {
    let thread = match table.thread {
        Some(thread) => thread,
        None => match open_thread(data, v, table).await {
            Ok(Some(thread)) => thread,
            Ok(None) => return true,
            Err(()) => return false,
        },
    };
    let spot = Spot::thread(thread, v.channel_id);
    match data.service.open_table(table, spot).await {
        Ok(view) => {
            data.deliver(view.game_id);
            data.timers_changed.notify_one();
        }
        Err(e) => {
            tracing::warn!(tournament = v.id, error = %e, "a table's game could not be made");
        }
    }
    true
}

/// Opens a table's thread and keeps it: the thread to use (`None`: not
/// now, tried again at the next look), or `Err` if the event had to pause.
async fn open_thread(
    data: &Data,
    v: &TournamentView,
    table: &TableToOpen,
) -> Result<Option<i64>, ()> {
    let channel = serenity::ChannelId::new(v.channel_id as u64);
    let made = channel
        .create_thread(
            &data.http,
            CreateThread::new(ui::clip(&table.thread_name, 100))
                .kind(ChannelType::PublicThread)
                .auto_archive_duration(AutoArchiveDuration::OneWeek),
        )
        .await;
    let opened = match made {
        Ok(t) => t.id.get() as i64,
        Err(e) => {
            return match classify(&e) {
                Failure::NoChannel => {
                    channel_gone(data, v.channel_id).await;
                    Err(())
                }
                Failure::NoPermission => {
                    pause(data, v.id, &e).await;
                    Err(())
                }
                Failure::ThreadsFull => {
                    tracing::warn!(
                        tournament = v.id,
                        "the server has no room for more threads; the tables wait"
                    );
                    if let Err(e) = data.service.tables_wait_for_room(v.id).await {
                        tracing::warn!(tournament = v.id, error = %e, "could not pause a tournament");
                    }
                    Err(())
                }
                // Tried again at the next look.
                _ => {
                    tracing::warn!(tournament = v.id, error = %e, "could not open a table's thread");
                    Ok(None)
                }
            };
        }
    };
    match data.service.keep_table_thread(table, opened).await {
        Ok(kept) => Ok(kept),
        Err(e) => {
            tracing::warn!(tournament = v.id, error = %e, "could not keep a table's thread");
            Ok(None)
        }
    }
}

/// Posts what the events must post, the oldest first (of events whose
/// work this process holds).
async fn post_pending(data: &Data, claims: &mut Claims) {
    let posts = match data.service.tournament_posts(POSTS_AT_ONCE).await {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(error = %e, "could not read tournaments' posts");
            return;
        }
    };
    for p in posts {
        let (post, event) = (p.id, p.tournament_id);
        if data.stopping.is_stopping() {
            return;
        }
        if !claims.hold(data, event).await {
            continue;
        }
        let Ok(v) = data.service.tournament(event).await else {
            continue;
        };
        if !p.tried
            && let Err(e) = data.service.tournament_post_sending(post).await
        {
            tracing::warn!(error = %e, "could not note a tournament's post being sent");
            return;
        }
        let made = match TournamentNews::from_json(&p.body) {
            Some(news) => send(data, (post, p.tried), &v, &news).await,
            // Written by a newer version: nothing this one can say.
            None => Ok(None),
        };
        let message = match made {
            Ok(m) => m,
            Err(e) => match classify(&e) {
                Failure::NoChannel => {
                    channel_gone(data, v.channel_id).await;
                    continue;
                }
                Failure::NoPermission => {
                    // Kept for when the event is resumed.
                    pause(data, event, &e).await;
                    continue;
                }
                Failure::Gone | Failure::Refused(_) => {
                    tracing::warn!(tournament = event, error = %e, "a tournament's post could not be made; given up");
                    None
                }
                _ => {
                    tracing::warn!(tournament = event, error = %e, "a tournament's post could not be made yet");
                    return;
                }
            },
        };
        if let Err(e) = data.service.tournament_posted(post, message).await {
            tracing::warn!(error = %e, "could not note a tournament's post made");
        }
    }
}

/// Makes one post (`tried`: sent before, its answer lost: the message is
/// looked for first, as Discord forgets a nonce after a few minutes); the
/// message's id.
async fn send(
    data: &Data,
    (post, tried): (i64, bool),
    v: &TournamentView,
    news: &TournamentNews,
) -> Result<Option<i64>, super::rest::RestError> {
    let lang = v.options.lang;
    let mut threads = Vec::new();
    match news {
        TournamentNews::Round { round } => {
            if *round == 1 {
                close_signup(data, v).await;
            }
            threads = round_threads(&data.service, v, *round).await;
        }
        TournamentNews::Cancelled { .. } => close_signup(data, v).await,
        _ => {}
    }
    let said = news_message(v, news, &threads);
    let pings = said.pings;
    let channel = serenity::ChannelId::new(v.channel_id as u64);
    let files: Vec<CreateAttachment> = said
        .standings
        .and_then(|round| standings_png(data, v, round))
        .map(|png| {
            CreateAttachment::bytes(png, STANDINGS_FILE).description(crate::i18n::t(
                lang,
                "alt-standings",
                &[],
            ))
        })
        .into_iter()
        .collect();
    let m = said.message;
    let card = cards::card(&m, None, &files, &data.icons.get());
    if !cards::fits(&card, "post a tournament's news") {
        return Ok(None);
    }
    let body = cards::post_body(&card, &files, &pings, &format!("e{post}"));
    if tried {
        let print = super::posted::print_of(&body);
        if let Some(id) =
            super::posted::find(&data.rest, data.bot_user, channel, None, &print).await?
        {
            tracing::info!(
                tournament = v.id,
                post,
                "found a tournament's post made before its answer was lost"
            );
            return Ok(Some(id.get() as i64));
        }
    }
    let m = data.rest.post(channel, &body, &files).await?;
    Ok(super::rest::id_in(&m["id"]).map(|id| id as i64))
}

/// The name of the standings' picture on a tournament's post.
pub(crate) const STANDINGS_FILE: &str = "carcassonne-standings.png";

/// What a tournament's post says.
pub(crate) struct NewsMessage {
    pub message: ui::Message,
    /// Whom it notifies (nobody else).
    pub pings: Vec<i64>,
    /// The standings' picture goes with it: after this round (`None`:
    /// the final standings).
    pub standings: Option<Option<u32>>,
}

/// The threads of round `round`'s tables: each table's number and its
/// game's channel.
pub(crate) async fn round_threads(
    service: &crate::game::Service,
    v: &TournamentView,
    round: u32,
) -> Vec<(u32, i64)> {
    let mut threads = Vec::new();
    for table in v.tables_of(round) {
        if let Some(&game) = table.games.first()
            && let Ok(channel) = service.channel_of(game).await
        {
            threads.push((table.table_no, channel));
        }
    }
    threads
}

/// What `news` of event `v` says (`threads`: its round's tables' threads).
pub(crate) fn news_message(
    v: &TournamentView,
    news: &TournamentNews,
    threads: &[(u32, i64)],
) -> NewsMessage {
    let lang = v.options.lang;
    let (mut pings, mut rows, mut standings) = (Vec::new(), Vec::new(), None);
    let content = match news {
        TournamentNews::Signup => {
            let m = ui::signup_message(v, lang);
            rows = m.rows;
            m.content
        }
        TournamentNews::Round { round } => {
            let post = ui::round_post(v, *round, threads, lang);
            pings = post.pings;
            post.text
        }
        TournamentNews::Standings { round } => {
            standings = Some(Some(*round));
            ui::standings_text(v, Some(*round), lang)
        }
        TournamentNews::Final => {
            standings = Some(None);
            ui::standings_text(v, None, lang)
        }
        TournamentNews::Cancelled { by } => ui::cancelled_text(v, by, lang),
        TournamentNews::Withdrew { name, .. } => ui::withdrew_text(v, name, lang),
        TournamentNews::TablesWait => {
            pings = vec![v.host_id];
            ui::tables_wait_text(v, lang)
        }
    };
    let message = ui::Message {
        tile: None,
        content,
        rows,
        picture: None,
    };
    NewsMessage {
        message,
        pings,
        standings,
    }
}

/// The sign-up shows it is over and loses its buttons (whoever started or
/// cancelled the event, and however).
async fn close_signup(data: &Data, v: &TournamentView) {
    let Ok(Some(message)) = data.service.signup_message(v.id).await else {
        return;
    };
    let m = ui::signup_message(v, v.options.lang);
    let channel = serenity::ChannelId::new(v.channel_id as u64);
    let id = serenity::MessageId::new(message as u64);
    if let Err(e) = cards::edit(&data.rest, channel, id, (&m, None), &[], &data.icons.get()).await {
        tracing::warn!(tournament = v.id, error = %e, "could not close a tournament's sign-up");
    }
}

fn standings_png(data: &Data, v: &TournamentView, round: Option<u32>) -> Option<Vec<u8>> {
    let lang = v.options.lang;
    let img = data.renderer.standings(
        &ui::standings_title(v, round, lang),
        &ui::standing_lines(v),
        lang,
    );
    crate::render::png(&img).ok()
}
