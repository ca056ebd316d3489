//! Tournaments in Discord: every few seconds the game service's
//! tournament runner takes a look (see `game::tournament_runner`), with
//! Discord as its venue: a table's thread opened, a post made once with a
//! nonce Discord enforces, a sign-up closed. What Discord's answers mean
//! is the runner's to decide.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use super::Data;
use super::cards;
use super::failure::{Failure, classify};
use super::ui;
use crate::game::tournament_runner::{Refusal, Threads, Venue};
use crate::game::{TournamentNews, TournamentView};
use crate::store::TournamentPost;

/// How often tournaments are looked at.
const EVERY: Duration = Duration::from_secs(2);

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

/// One look of the tournament runner (the tables' games it makes are
/// delivered as any change is).
pub async fn round(data: &Data) {
    data.service.tournament_look(&InDiscord(data)).await;
}

/// Discord, as the platform the service's runners open threads and make
/// tournament posts on.
pub(crate) struct InDiscord<'a>(pub &'a Data);

impl Threads for InDiscord<'_> {
    async fn open_thread(&self, channel: i64, name: &str) -> Result<i64, Refusal> {
        let made = self
            .0
            .rest
            .open_thread(
                serenity::ChannelId::new(channel as u64),
                &ui::clip(name, 100),
            )
            .await;
        made.map(|t| t as i64).map_err(|e| {
            tracing::warn!(channel, error = %e, "could not open a thread (a table's or a game's)");
            refusal(classify(&e))
        })
    }
}

impl Venue for InDiscord<'_> {
    async fn close_signup(&self, v: &TournamentView) {
        close_signup(self.0, v).await;
    }

    async fn post(
        &self,
        v: &TournamentView,
        post: &TournamentPost,
        news: &TournamentNews,
    ) -> Result<Option<i64>, Refusal> {
        send(self.0, (post.id, post.tried), v, news)
            .await
            .map_err(|e| {
                tracing::warn!(tournament = v.id, error = %e, "Discord refused a tournament's post");
                refusal(classify(&e))
            })
    }

    fn stopping(&self) -> bool {
        self.0.stopping.is_stopping()
    }
}

/// What Discord's answer is to the runner.
fn refusal(failure: Failure) -> Refusal {
    match failure {
        Failure::NoChannel => Refusal::ChannelGone,
        Failure::NoPermission => Refusal::NoPermission,
        Failure::ThreadsFull => Refusal::ThreadsFull,
        Failure::Gone | Failure::Refused(_) => Refusal::GivenUp,
        _ => Refusal::Later,
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
    let threads = match news {
        TournamentNews::Round { round } => round_threads(&data.service, v, *round).await,
        _ => Vec::new(),
    };
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
    let card = cards::card(&m, &files, &data.icons.get());
    if !cards::fits(&card, "post a tournament's news") {
        return Ok(None);
    }
    let stamp = Some(crate::game::posted::Stamp::tournament_post(post));
    let body = cards::post_body(&card, &files, &pings, &format!("e{post}"), stamp);
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
    let (mut pings, mut standings) = (Vec::new(), None);
    let body = match news {
        TournamentNews::Signup => {
            return NewsMessage {
                message: ui::signup_message(v, lang),
                pings,
                standings,
            };
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
    NewsMessage {
        message: ui::Message {
            body,
            ..ui::Message::default()
        },
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
    if let Err(e) = cards::edit(&data.rest, channel, id, &m, &[], &data.icons.get()).await {
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
