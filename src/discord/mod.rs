//! The Discord front end: thin adapters from clicks and commands to the game
//! service, and from views to messages. One room a job:
//! - `commands`: slash commands;
//! - `components`: clicks;
//! - `show`: each effect of the outbox shown in Discord, as the service's
//!   delivery workers hand it over (idempotent posts);
//! - `tasks`: timers (reminders, time-outs, computer turns);
//! - `errors`: what people are told when something fails;
//! - `messages`: builders, pictures and failure kinds;
//! - `permissions`: what the bot needs in a game's channel;
//! - `ids`, `ui`: custom ids and message data, pure;
//! - `activity`: who opened the board inside Discord, asked of Discord.

pub mod activity;
mod arrivals;
pub(crate) mod cards;
pub mod check;
pub mod commands;
mod components;
mod config;
mod cooldown;
mod errors;
pub mod failure;
pub mod gateway;
pub mod icons;
pub mod ids;
mod localize;
pub(crate) mod messages;
mod permissions;
mod posted;
pub mod registration;
mod replays;
mod reply;
pub mod rest;
mod seasons;
pub(crate) mod show;
mod start;
mod stopping;
mod tasks;
pub(crate) mod tournaments;
pub mod ui;
pub mod v2;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

pub use commands::commands;
pub use config::{
    BotConfig, BotError, COMPUTER_PAUSE, EXIT_REFUSED, GLOBAL_RATE_LIMIT, IDENTIFY_SPACING,
    REQUEST_TIMEOUT, RETENTION_DAYS, api_base_is_safe, global_rate_limit, replay_cache_mb,
    retention_days,
};
pub use cooldown::Cooldown;
pub use permissions::can_manage;
pub use replays::Replays;
pub use reply::answer_lang;
pub use start::{TokenRefused, run, run_until};
pub use stopping::STOP_GRACE;

use crate::game::Service;
use crate::render::Renderer;

/// What every handler can reach: handles only.
#[derive(Clone)]
pub struct Data {
    pub service: Service,
    pub renderer: Arc<Renderer>,
    /// Pictures drawn at once (one per core): more would only queue for
    /// the same cores and hold more memory.
    pub render_slots: Arc<tokio::sync::Semaphore>,
    /// Pictures drawn already (each turn's drawn once).
    pub(crate) pictures: messages::Pictures,
    /// Every request that carries a message (see [`rest`]).
    pub rest: Arc<rest::Rest>,
    /// The bot's own user (its messages are looked for by it).
    pub bot_user: serenity::UserId,
    /// Delivers the outbox, as the service's change feed says.
    delivery: crate::game::Dispatcher,
    /// Whole games drawn as animations, one at a time.
    pub replays: Replays,
    /// When each person last got a replay.
    pub replay_cooldown: Cooldown,
    /// When each person's clicks last looked for their paused games.
    pub pause_check: Cooldown,
    /// Says that Discord refused the token while the bot ran: the bot
    /// stops, keeping everything undelivered.
    pub token_refused: TokenRefused,
    /// When each command arrived, to time its first answer.
    pub arrivals: arrivals::Arrivals,
    /// Whether the bot is stopping, and the work under way.
    pub stopping: stopping::Stopping,
    /// The application's emojis of the game's pieces, once uploaded.
    pub icons: icons::IconsHandle,
    /// Links to the live board, where the operator set one up.
    pub board_links: Option<crate::web::links::Links>,
}

/// How often a person's clicks look for paused games of theirs to tell
/// them about (commands always look; the host is sent a DM besides).
pub const PAUSE_CHECK: Duration = Duration::from_secs(10);

/// How often one person may get a replay.
pub const REPLAY_COOLDOWN: Duration = Duration::from_secs(30);

impl Data {
    /// `m`, a card of game `view`, with the buttons that open its board
    /// (see [`Data::board_row`]), in the game's language.
    pub(crate) fn with_board_buttons(
        &self,
        view: &crate::game::View,
        mut m: ui::Message,
    ) -> ui::Message {
        m.controls.extend(self.board_row(view, view.options.lang));
        m
    }

    /// The buttons that open game `view`'s board, in `lang`, where the
    /// operator set one up: inside Discord (an Activity, where
    /// `DISCORD_CLIENT_SECRET` is set), and live on the web (read-only,
    /// for anyone in the channel; `WEB_URL`).
    pub(crate) fn board_row(
        &self,
        view: &crate::game::View,
        lang: crate::i18n::Lang,
    ) -> Option<ui::Row> {
        let links = self.board_links.as_ref()?;
        let mut row = Vec::new();
        if links.opens_in_discord() {
            row.push(ui::Link {
                label: crate::i18n::t(lang, "button-open-board", &[]),
                opens: ui::Opens::Activity(
                    ids::ComponentId::OpenBoard { game: view.game_id }.to_string(),
                ),
            });
        }
        row.push(ui::Link {
            label: crate::i18n::t(lang, "button-watch-live", &[]),
            opens: ui::Opens::Page(links.watch(
                view.game_id,
                view.watch_generation,
                self.service.now(),
            )),
        });
        Some(ui::Row::Links(row))
    }

    /// Waits (a few seconds at most) until what waits in `game`'s outbox
    /// is out: a click on controls that lag behind is answered once the
    /// game's messages have caught up.
    pub async fn caught_up(&self, game: i64) {
        self.delivery
            .caught_up(&show::DiscordCourier(self.clone()), game)
            .await;
    }

    /// Delivers what is waiting in every game's outbox.
    pub async fn resume_deliveries(&self) {
        self.delivery
            .resume(&show::DiscordCourier(self.clone()))
            .await;
    }

    /// Makes the pieces' emojis ready (see [`icons::sync`]), and again
    /// each time Discord refuses a message for an emoji it does not know
    /// (one deleted by hand, say): the icons are dropped at once (messages
    /// go without them), listed again, and as their `owner` the missing
    /// ones are uploaded again.
    async fn sync_icons(&self, owner: bool) {
        let refused = self.rest.emoji_refused();
        self.sync_icons_once(owner).await;
        loop {
            refused.notified().await;
            tracing::warn!("Discord refused an emoji of ours; the emojis are looked at again");
            self.icons.set(icons::Icons::default());
            // Several refusals at once make one look.
            tokio::time::sleep(Duration::from_secs(1)).await;
            self.sync_icons_once(owner).await;
        }
    }

    /// One look at the emojis, tried again after a failure Discord may get
    /// over; given up on otherwise, with the messages going without them.
    /// A process that is not their `owner` looks again until the owner has
    /// uploaded them all.
    async fn sync_icons_once(&self, owner: bool) {
        let mut wait = Duration::from_secs(5);
        for _ in 0..30 {
            let started = std::time::Instant::now();
            match icons::sync(&self.rest, &self.renderer, owner, &self.icons).await {
                Ok((icons, done)) => {
                    tracing::info!(
                        kept = done.kept,
                        uploaded = done.uploaded,
                        deleted = done.deleted,
                        failed = done.failed,
                        missing = done.missing,
                        ms = started.elapsed().as_millis() as u64,
                        "the pieces' emojis are ready"
                    );
                    let all = icons.len() == icons::Icons::all_len();
                    self.icons.set(icons);
                    if all || owner {
                        return;
                    }
                    // Another process uploads them: looked for again.
                    tokio::time::sleep(Duration::from_secs(5)).await;
                }
                Err(e) => match failure::classify(&e) {
                    failure::Failure::Transient(at_least) => {
                        tracing::warn!(error = %e, "could not look at the emojis; trying again");
                        tokio::time::sleep(wait.max(at_least)).await;
                        wait *= 2;
                    }
                    _ => {
                        tracing::warn!(error = %e, "could not look at the emojis: messages go without them");
                        return;
                    }
                },
            }
        }
    }
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;
