//! A model of Discord for the simulation, as strict as Discord where a game
//! bot meets it: nonces remembered for a few minutes only, answers lost
//! after the work was done, 5xx and 429, permissions taken away (403),
//! deleted channels (404), archived and locked threads, and a token reset
//! (401). Messages keep what a test needs to check: the nonce they were
//! made with (never shown to the bot), what their controls name, and their
//! files as Discord lists them: a card's pictures are in its components,
//! never among its attachments (`message.mdx`).
//!
//! [`Courier`] shows each effect in it the way the Discord front end does
//! (`discord::show`): the same skips, the same marks, the same search for
//! a message whose answer was lost.

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde_json::Value;

use super::cards;
use super::steps::Fault;
use crate::game::posted::{Controls, PostMark, Print, Stamp};
use crate::game::{
    Effect, LiveMessage, NextEffect, Outcome, PauseReason, Service, Tried, TurnNotice, View,
    ViewState,
};

/// How long Discord remembers a nonce (it says "a few minutes").
pub const NONCE_WINDOW_MS: i64 = 2 * 60 * 1000;
/// How far back the bot looks for a message of its own (5 pages of 100).
const SEARCH: usize = 500;

/// The application's emojis a card may name (standing in for the pieces'
/// and tiles' 121): a turn's card names its drawn tile's.
pub const EMOJIS: [&str; 4] = ["cb1_t0", "cb1_t1", "cb1_t2", "cb1_t3"];

/// What a message's controls name (its custom ids), or that it has none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Lobby(i64),
    /// A turn's message: the game and the turn's key.
    Turn(i64, i64),
    /// An undo vote: the game and the moves it was asked at.
    Undo(i64, i64),
    Final(i64),
    /// No controls (news, notices, DMs).
    Plain,
}

impl Mark {
    /// What the controls of a message so marked name.
    fn post_marks(self) -> Vec<PostMark> {
        match self {
            Mark::Lobby(game) => vec![PostMark::Lobby { game }],
            Mark::Turn(game, key) => vec![PostMark::Turn { game, key }],
            Mark::Undo(game, moves) => vec![PostMark::Undo { game, moves }],
            Mark::Final(game) => vec![PostMark::Final { game }],
            Mark::Plain => Vec::new(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Msg {
    pub id: i64,
    pub channel: i64,
    /// Never shown to the bot.
    pub nonce: Option<String>,
    pub mark: Mark,
    /// Whether its controls are still there.
    pub controls: bool,
    pub text: String,
    /// Files shown in its components (its pictures).
    pub shown: Vec<String>,
    /// Its attachments as Discord lists them: files sent but shown in no
    /// component (none of the bot's).
    pub attachments: Vec<String>,
    /// The application emoji it names, if any.
    pub emoji: Option<String>,
    /// The stamp its post carried as its outermost component's id (an
    /// edit sends a card without one, and Discord numbers its components
    /// afresh).
    pub stamp: Option<Stamp>,
}

impl Msg {
    /// Its print, read as the Discord front end reads a message: the
    /// files its components show and its attachments.
    fn print(&self) -> Print {
        let files = self
            .shown
            .iter()
            .chain(&self.attachments)
            .cloned()
            .collect();
        Print::new(&self.text, self.mark.post_marks(), files).stamped(self.stamp)
    }
}

/// Why Discord refused a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    Fault(Fault),
    Unauthorized,
    NoPermission,
    NoChannel,
    Archived,
    /// The message is gone.
    UnknownMessage,
    /// The person does not take DMs from the bot.
    DmClosed,
    /// A component names an application emoji Discord does not have (400,
    /// `BUTTON_COMPONENT_INVALID_EMOJI`: discordgo#1479).
    InvalidEmoji,
    /// Discord refuses the card for its form (400, "Invalid Form Body"):
    /// too long once its emojis and mentions are expanded, too many
    /// components, an empty part (see [`super::form`]). Always a bug.
    Form,
}

#[derive(Default)]
pub struct Model {
    next_id: i64,
    pub messages: BTreeMap<i64, Msg>,
    /// nonce → (message, when made, in ms). Discord dedupes a nonce per
    /// author, whatever the channel.
    nonces: HashMap<String, (i64, i64)>,
    pub faults: VecDeque<Fault>,
    pub denied: HashSet<i64>,
    pub archived: HashSet<i64>,
    pub locked: HashSet<i64>,
    pub deleted: HashSet<i64>,
    /// Each thread's channel: a deleted channel's threads go with it.
    pub parents: HashMap<i64, i64>,
    /// The server holds as many active threads as Discord allows.
    pub threads_full: bool,
    pub token_reset: bool,
    /// People whose DMs are closed to the bot.
    pub dms_closed: HashSet<i64>,
    /// Hosts told their game paused (by DM).
    pub told: HashSet<i64>,
    pub requests: u64,
    /// The application's emojis on Discord.
    pub emojis: HashSet<String>,
    /// The emojis each process last listed (and names in its cards).
    pub icons: [HashSet<String>; 2],
    /// Each process looks at the emojis again (Discord refused one).
    pub resync: [bool; 2],
    /// Discord refuses the next uploads of emojis (429).
    pub uploads_limited: bool,
    /// Cards Discord refused for their form, and why.
    pub refused_forms: Vec<String>,
    /// The id of the next thread opened.
    next_thread: i64,
}

/// A DM channel's id for a person.
pub fn dm_channel(user: i64) -> i64 {
    1_000_000 + user
}

impl Model {
    pub fn new() -> Model {
        let all: HashSet<String> = EMOJIS.iter().map(|e| e.to_string()).collect();
        Model {
            next_id: 10_000,
            next_thread: 1_000_000_000,
            emojis: all.clone(),
            icons: [all.clone(), all],
            ..Model::default()
        }
    }

    /// Whether `channel` is deleted, or is a thread of a deleted channel.
    pub fn gone(&self, channel: i64) -> bool {
        self.deleted.contains(&channel)
            || self
                .parents
                .get(&channel)
                .is_some_and(|p| self.deleted.contains(p))
    }

    /// Checks a request to `channel` against Discord's state and the next
    /// fault; `Ok(lost)`: it may be carried out (and its answer is lost).
    fn admit(&mut self, channel: i64) -> Result<bool, Refused> {
        self.requests += 1;
        if self.token_reset {
            return Err(Refused::Unauthorized);
        }
        if self.gone(channel) {
            return Err(Refused::NoChannel);
        }
        if self.denied.contains(&channel) {
            return Err(Refused::NoPermission);
        }
        match self.faults.pop_front() {
            Some(Fault::Lost) => Ok(true),
            Some(f) => Err(Refused::Fault(f)),
            None => Ok(false),
        }
    }

    fn forget_old_nonces(&mut self, now_ms: i64) {
        self.nonces
            .retain(|_, (_, at)| now_ms - *at < NONCE_WINDOW_MS);
    }

    pub fn forget_nonces(&mut self) {
        self.nonces.clear();
    }

    /// Opens a thread in `channel` (a tournament's table): its id.
    pub fn open_thread(&mut self, channel: i64) -> i64 {
        self.next_thread += 1;
        self.parents.insert(self.next_thread, channel);
        self.next_thread
    }

    /// Posts a plain message of the bot's (a tournament's news) shown by
    /// `card`, with `nonce` and `stamp`, as any other post: Discord's
    /// state and the next fault apply, and a nonce it remembers returns
    /// the first one.
    pub fn post_plain(
        &mut self,
        now_ms: i64,
        channel: i64,
        (text, card): (&str, &Value),
        (nonce, stamp): (&str, Stamp),
    ) -> Result<i64, Refused> {
        let msg = Msg {
            id: 0,
            channel,
            nonce: Some(nonce.to_string()),
            mark: Mark::Plain,
            controls: false,
            text: text.to_string(),
            shown: Vec::new(),
            attachments: Vec::new(),
            emoji: None,
            stamp: Some(stamp),
        };
        self.create(now_ms, msg, Some(card))
    }

    /// The bot's message in `channel` with `stamp`, if there is one (a
    /// look for a post whose answer was lost, by its print, as the
    /// Discord front end looks).
    pub fn find_plain(&self, channel: i64, stamp: Stamp) -> Option<i64> {
        let print = Print::new("", Vec::new(), Vec::new()).stamped(Some(stamp));
        self.messages
            .values()
            .find(|m| m.channel == channel && print.same(&m.print()))
            .map(|m| m.id)
    }

    /// Discord reads a card's body before anything else: one it would
    /// refuse for its form is noted (`what`: the message) and refused.
    fn measure(&mut self, card: Option<&Value>, what: &str) -> Result<(), Refused> {
        match card.and_then(super::form::refusal) {
            Some(why) => {
                self.refused_forms.push(format!("{why} (\"{what}\")"));
                Err(Refused::Form)
            }
            None => Ok(()),
        }
    }

    /// Creates a message (once per nonce while Discord remembers it).
    fn create(&mut self, now_ms: i64, mut msg: Msg, card: Option<&Value>) -> Result<i64, Refused> {
        self.measure(card, &msg.text)?;
        let lost = self.admit(msg.channel)?;
        if self.dms_closed.contains(&(msg.channel - dm_channel(0))) {
            return Err(Refused::DmClosed);
        }
        if self.archived.contains(&msg.channel) {
            return Err(Refused::Archived);
        }
        if msg.emoji.as_ref().is_some_and(|e| !self.emojis.contains(e)) {
            return Err(Refused::InvalidEmoji);
        }
        self.forget_old_nonces(now_ms);
        let key = msg.nonce.clone().unwrap_or_default();
        let id = match self.nonces.get(&key) {
            Some(&(id, _)) if msg.nonce.is_some() => id,
            _ => {
                self.next_id += 1;
                msg.id = self.next_id;
                if msg.nonce.is_some() {
                    self.nonces.insert(key, (msg.id, now_ms));
                }
                self.messages.insert(msg.id, msg);
                self.next_id
            }
        };
        if lost {
            return Err(Refused::Fault(Fault::Lost));
        }
        Ok(id)
    }

    fn edit(
        &mut self,
        channel: i64,
        id: i64,
        text: &str,
        controls: Option<bool>,
        (emoji, card): (Option<&str>, Option<&Value>),
    ) -> Result<(), Refused> {
        self.measure(card, text)?;
        let lost = self.admit(channel)?;
        if self.archived.contains(&channel) {
            return Err(Refused::Archived);
        }
        if emoji.is_some_and(|e| !self.emojis.contains(e)) {
            return Err(Refused::InvalidEmoji);
        }
        let Some(m) = self.messages.get_mut(&id).filter(|m| m.channel == channel) else {
            return Err(Refused::UnknownMessage);
        };
        m.text = text.to_string();
        // The edit's card carries no stamp: Discord numbers its
        // components afresh.
        m.stamp = None;
        if let Some(c) = controls {
            m.controls = c;
        }
        if lost {
            return Err(Refused::Fault(Fault::Lost));
        }
        Ok(())
    }

    /// The bot's own messages in `channel` after message `after` (or the
    /// newest [`SEARCH`]), as a listing request sees them.
    fn list(&mut self, channel: i64, after: Option<i64>) -> Result<Vec<Msg>, Refused> {
        self.admit(channel)?;
        let mut found: Vec<Msg> = self
            .messages
            .values()
            .filter(|m| m.channel == channel && after.is_none_or(|a| m.id > a))
            .cloned()
            .collect();
        if after.is_none() {
            let skip = found.len().saturating_sub(SEARCH);
            found.drain(..skip);
        } else {
            found.truncate(SEARCH);
        }
        Ok(found)
    }
}

/// Work done elsewhere while a process stalls.
pub type Stall = std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>;

/// Shows effects in the model, for one process's service.
pub struct Courier {
    pub service: Service,
    pub model: Arc<Mutex<Model>>,
    pub now_ms: i64,
    /// What another process does while this one stalls at its first try
    /// (see `Step::Race`).
    pub race: Mutex<Option<Stall>>,
    /// Which process it delivers for (its emojis are that process's).
    pub process: usize,
}

fn tried(r: Refused, what: &str) -> Tried {
    match r {
        Refused::Fault(Fault::RateLimited) => Tried::Again(Duration::from_secs(1)),
        Refused::Fault(_) => Tried::Again(Duration::ZERO),
        Refused::Unauthorized => Tried::TokenRefused,
        Refused::NoPermission => Tried::NoPermission,
        Refused::NoChannel => Tried::NoChannel,
        Refused::Archived => Tried::Archived,
        Refused::UnknownMessage => {
            Tried::Done(Outcome::Failed(format!("{what}: gone")), LiveMessage::Keep)
        }
        Refused::DmClosed => Tried::Done(
            Outcome::Failed(format!("{what}: DMs closed")),
            LiveMessage::Keep,
        ),
        // The icons are dropped and listed again meanwhile (as
        // `discord::show` waits for `Data::sync_icons`).
        Refused::InvalidEmoji => Tried::Again(Duration::from_secs(2)),
        Refused::Form => Tried::Done(
            Outcome::Failed(format!("{what}: refused for its form")),
            LiveMessage::Keep,
        ),
    }
}

fn skipped() -> Tried {
    Tried::Done(Outcome::Skipped, LiveMessage::Keep)
}

/// A message without controls, and the card that shows it.
fn plain(channel: i64, text: String, card: Value) -> Post {
    Post {
        channel,
        mark: Mark::Plain,
        card: Some(card),
        text,
        shown: Vec::new(),
        emoji: None,
    }
}

fn store_failed() -> Tried {
    Tried::Again(Duration::from_secs(5))
}

/// A message to post.
struct Post {
    channel: i64,
    mark: Mark,
    text: String,
    /// The pictures its card shows.
    shown: Vec<String>,
    /// The application emoji it names.
    emoji: Option<String>,
    /// Its card as the Discord front end sends it (none: unmeasured).
    card: Option<Value>,
}

impl Post {
    /// Its print, as the Discord front end reads the body it sends.
    fn print(&self) -> Print {
        Print::new(&self.text, self.mark.post_marks(), self.shown.clone())
    }
}

impl Courier {
    fn model(&self) -> MutexGuard<'_, Model> {
        self.model.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The emoji of turn `move_no`'s tile, if this process knows it.
    fn emoji(&self, move_no: i64) -> Option<String> {
        let e = EMOJIS[move_no.rem_euclid(EMOJIS.len() as i64) as usize];
        self.model().icons[self.process]
            .contains(e)
            .then(|| e.to_string())
    }

    /// Discord refused an emoji: this process drops its icons, and looks
    /// at them again.
    fn refused(&self, r: Refused) -> Refused {
        if r == Refused::InvalidEmoji {
            let mut m = self.model();
            m.icons[self.process].clear();
            m.resync[self.process] = true;
        }
        r
    }

    /// Posts once, as `discord::show::Post::send` does: with a nonce, and,
    /// if sent before, after looking for the message made then.
    async fn send(&self, game: i64, next: &NextEffect, post: Post) -> Result<i64, Tried> {
        let nonce = crate::game::posted::nonce_of(game, next.id);
        if next.sent_before {
            let after = self
                .service
                .message_before_effect(next.id)
                .await
                .map_err(|_| store_failed())?;
            let listed = self
                .model()
                .list(post.channel, after)
                .map_err(|r| tried(r, "look for a message"))?;
            let print = post.print().stamped(Some(Stamp::effect(next.id)));
            let found = listed.iter().find(|m| print.same(&m.print()));
            if let Some(m) = found {
                return Ok(m.id);
            }
        } else {
            self.service
                .effect_sending(next.id)
                .await
                .map_err(|_| store_failed())?;
        }
        let msg = Msg {
            id: 0,
            channel: post.channel,
            nonce: Some(nonce),
            mark: post.mark,
            controls: post.mark != Mark::Plain,
            text: post.text,
            shown: post.shown,
            attachments: Vec::new(),
            emoji: post.emoji,
            stamp: Some(Stamp::effect(next.id)),
        };
        let now = self.now_ms;
        let made = self.model().create(now, msg, post.card.as_ref());
        made.map_err(|r| tried(self.refused(r), "post a message"))
    }

    async fn posted(&self, game: i64, next: &NextEffect, post: Post, live: bool) -> Tried {
        match self.send(game, next, post).await {
            Ok(id) => Tried::Done(
                Outcome::Delivered {
                    message_id: Some(id),
                },
                if live {
                    LiveMessage::Set(id)
                } else {
                    LiveMessage::Keep
                },
            ),
            Err(t) => t,
        }
    }

    /// Skips a post whose game moved on; one sent before may have made a
    /// message whose answer was lost: its controls are taken away (as
    /// `discord::show` does).
    async fn skip_post(&self, game: i64, next: &NextEffect, channel: i64, kind: Controls) -> Tried {
        if !next.sent_before {
            return skipped();
        }
        let after = match self.service.message_before_effect(next.id).await {
            Ok(a) => a,
            Err(_) => return store_failed(),
        };
        let mut model = self.model();
        let listed = match model.list(channel, after) {
            Ok(l) => l,
            Err(r) => return tried(r, "look for a message"),
        };
        for m in listed {
            if m.controls
                && m.print().controls(game, kind)
                && Some(m.id) != next.live_message_id
                && let Err(r) = model.edit(channel, m.id, &m.text, Some(false), (None, None))
            {
                return tried(r, "close a message");
            }
        }
        skipped()
    }

    async fn view(&self, game: i64, next: &NextEffect) -> Result<View, Tried> {
        let view = self.service.view_at(game, next.revision).await;
        view.map_err(|_| store_failed())
    }

    async fn edit_vote(
        &self,
        game: i64,
        channel: i64,
        (text, card): (String, Value),
        open: bool,
    ) -> Tried {
        let vote = match self.service.undo_vote_message(game).await {
            Ok(Some(m)) => m,
            Ok(None) => return skipped(),
            Err(_) => return store_failed(),
        };
        let shown = (None, Some(&card));
        match self.model().edit(channel, vote, &text, Some(open), shown) {
            Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Keep),
            Err(Refused::UnknownMessage) => skipped(),
            Err(r) => tried(r, "show an undo vote"),
        }
    }

    async fn show_effect(&self, game: i64, next: &NextEffect, effect: &Effect) -> Tried {
        let channel = match self.service.channel_of(game).await {
            Ok(c) => c,
            Err(_) => return store_failed(),
        };
        match effect {
            Effect::Lobby => self.show_lobby(game, next, channel).await,
            Effect::LobbyChanged => self.lobby_changed(game, next, channel).await,
            Effect::CloseLive { text } => self.close_live(next, channel, text),
            Effect::RefreshLive { move_no } => {
                self.refresh_live(game, next, channel, *move_no).await
            }
            Effect::News { lines, before_turn } => {
                self.show_news(game, next, channel, lines, *before_turn)
                    .await
            }
            Effect::ComputerMove { lines, moves } => {
                self.show_computer_move(game, next, channel, lines, *moves)
                    .await
            }
            Effect::Turn { move_no, reminder } => {
                self.show_turn(game, next, channel, *move_no, *reminder)
                    .await
            }
            Effect::Notify { move_no, reminder } => {
                self.notify(game, next, channel, *move_no, *reminder).await
            }
            Effect::UndoVote { moves } => self.show_undo_vote(game, next, channel, *moves).await,
            Effect::UndoVoteUpdate { moves } => {
                let vote = match self.service.undo_vote(game, *moves).await {
                    Ok(Some(vote)) => vote,
                    Ok(None) => return skipped(),
                    Err(_) => return store_failed(),
                };
                let text = format!("undo vote at {moves}, updated");
                let shown = (text, cards::undo_vote(&vote));
                self.edit_vote(game, channel, shown, true).await
            }
            Effect::UndoClosed { text } => {
                let shown = (text.clone(), cards::text(text));
                self.edit_vote(game, channel, shown, false).await
            }
            Effect::Final => self.show_final(game, next, channel).await,
            Effect::Invite { of, users } => {
                let lang = match self.view(game, next).await {
                    Ok(v) => v.options.lang,
                    Err(t) => return t,
                };
                let text = format!("rematch of {of}: {users:?}");
                let post = plain(channel, text, cards::invite(*of, game, users, lang));
                self.posted(game, next, post, false).await
            }
            Effect::Replay => {
                // Its text is every replay's: it is known by its file.
                let lang = match self.view(game, next).await {
                    Ok(v) => v.options.lang,
                    Err(t) => return t,
                };
                let post = Post {
                    shown: vec![format!("carcassonne-replay-{game}.gif")],
                    ..plain(
                        channel,
                        "the game's replay".into(),
                        cards::replay(game, lang),
                    )
                };
                self.posted(game, next, post, false).await
            }
        }
    }

    /// A lobby's card, unless the game has started.
    async fn show_lobby(&self, game: i64, next: &NextEffect, channel: i64) -> Tried {
        let view = match self.view(game, next).await {
            Ok(v) => v,
            Err(t) => return t,
        };
        if !matches!(view.state, ViewState::Lobby { .. }) {
            return self.skip_post(game, next, channel, Controls::Lobby).await;
        }
        let post = Post {
            channel,
            mark: Mark::Lobby(game),
            text: format!("lobby {game}"),
            shown: Vec::new(),
            emoji: None,
            card: Some(cards::lobby(&view)),
        };
        self.posted(game, next, post, true).await
    }

    /// The lobby's live message shows its options as they now are.
    async fn lobby_changed(&self, game: i64, next: &NextEffect, channel: i64) -> Tried {
        let view = match self.view(game, next).await {
            Ok(v) => v,
            Err(t) => return t,
        };
        let lobby = matches!(view.state, ViewState::Lobby { .. });
        let Some(live) = next.live_message_id.filter(|_| lobby) else {
            return skipped();
        };
        let card = cards::lobby(&view);
        let text = format!("lobby {game}");
        match self
            .model()
            .edit(channel, live, &text, None, (None, Some(&card)))
        {
            Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Keep),
            Err(Refused::UnknownMessage) => Tried::Done(Outcome::Skipped, LiveMessage::Clear),
            Err(r) => tried(self.refused(r), "show a lobby's new options"),
        }
    }

    /// The turn message closed with a last word.
    fn close_live(&self, next: &NextEffect, channel: i64, text: &str) -> Tried {
        let Some(live) = next.live_message_id else {
            return skipped();
        };
        let card = cards::text(text);
        match self
            .model()
            .edit(channel, live, text, Some(false), (None, Some(&card)))
        {
            Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Clear),
            Err(Refused::UnknownMessage) => Tried::Done(Outcome::Skipped, LiveMessage::Clear),
            Err(r) => tried(r, "close the turn message"),
        }
    }

    /// The turn message shows the follower step.
    async fn refresh_live(
        &self,
        game: i64,
        next: &NextEffect,
        channel: i64,
        move_no: i64,
    ) -> Tried {
        let view = match self.view(game, next).await {
            Ok(v) => v,
            Err(t) => return t,
        };
        let current = matches!(&view.state, ViewState::Turn(t) if t.move_no == move_no);
        let Some(live) = next.live_message_id.filter(|_| current) else {
            return skipped();
        };
        // The follower step names the tile's emoji too.
        let emoji = self.emoji(move_no);
        let text = format!("move {move_no}");
        let card = cards::follower_step(&view);
        let edited = self
            .model()
            .edit(channel, live, &text, None, (emoji.as_deref(), Some(&card)));
        match edited {
            Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Keep),
            Err(Refused::UnknownMessage) => Tried::Done(Outcome::Skipped, LiveMessage::Clear),
            Err(r) => tried(self.refused(r), "show the follower step"),
        }
    }

    /// News in words, unless the turn it goes with shows it.
    async fn show_news(
        &self,
        game: i64,
        next: &NextEffect,
        channel: i64,
        lines: &[String],
        before_turn: Option<i64>,
    ) -> Tried {
        if let Some(move_no) = before_turn {
            // Shown with that turn, a person's.
            let view = match self.view(game, next).await {
                Ok(v) => v,
                Err(t) => return t,
            };
            if view.news_goes_with_turn(move_no) {
                return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
            }
        }
        self.posted(
            game,
            next,
            plain(channel, lines.join("\n"), cards::text(&lines.join("\n"))),
            false,
        )
        .await
    }

    /// A computer player's move, in words.
    async fn show_computer_move(
        &self,
        game: i64,
        next: &NextEffect,
        channel: i64,
        lines: &[String],
        moves: i64,
    ) -> Tried {
        if self
            .service
            .view_after_at(game, moves, next.revision)
            .await
            .is_err()
        {
            return store_failed();
        }
        let text = format!("🤖 {}", lines.join("\n"));
        let post = plain(channel, text, cards::computer_move(lines));
        self.posted(game, next, post, false).await
    }

    /// A person's turn card, unless the turn is over.
    async fn show_turn(
        &self,
        game: i64,
        next: &NextEffect,
        channel: i64,
        move_no: i64,
        reminder: bool,
    ) -> Tried {
        let view = match self.view(game, next).await {
            Ok(v) => v,
            Err(t) => return t,
        };
        let key = match &view.state {
            ViewState::Turn(t) if t.move_no == move_no && t.computer.is_none() => t.key,
            _ => {
                return self.skip_post(game, next, channel, Controls::Turn).await;
            }
        };
        let post = Post {
            channel,
            mark: Mark::Turn(game, key),
            text: format!("turn {move_no} {reminder}"),
            // The board (the drawn tile is an emoji's picture).
            shown: vec!["carcassonne.png".into()],
            emoji: self.emoji(move_no),
            card: Some(cards::turn(&view, reminder)),
        };
        self.posted(game, next, post, true).await
    }

    /// A direct message for the player in turn, or a mention in the channel
    /// when their DMs are closed.
    async fn notify(
        &self,
        game: i64,
        next: &NextEffect,
        channel: i64,
        move_no: i64,
        reminder: bool,
    ) -> Tried {
        let view = match self.view(game, next).await {
            Ok(v) => v,
            Err(t) => return t,
        };
        let turn = match &view.state {
            ViewState::Turn(t) if t.move_no == move_no && t.computer.is_none() => t.clone(),
            _ => return skipped(),
        };
        let user = turn.user_id;
        let notice = match self.service.turn_notice(view.guild_id, user).await {
            Ok((n, _)) => n,
            Err(_) => TurnNotice::Mention,
        };
        let Some(live) = next.live_message_id.filter(|_| notice == TurnNotice::Dm) else {
            return skipped();
        };
        let link = crate::discord::ui::message_link(view.guild_id, view.channel_id, live);
        let post = Post {
            channel: dm_channel(user),
            mark: Mark::Plain,
            text: format!("your turn in {game}, move {move_no} {reminder}"),
            shown: Vec::new(),
            emoji: None,
            card: Some(cards::turn_dm(&view, &turn, &link, reminder)),
        };
        match self.send(game, next, post).await {
            Err(t) if self.model().dms_closed.contains(&user) && !matches!(t, Tried::Again(_)) => {
                // A mention in the channel instead (as `show` does).
                let told = matches!(
                    self.service.turn_notice(view.guild_id, user).await,
                    Ok((_, true))
                );
                let text = format!("{user}: your turn, move {move_no} {reminder} {told}");
                let said = cards::dm_fallback(&view, &turn, &link, (reminder, !told));
                let post = plain(channel, text, said);
                let r = self.posted(game, next, post, false).await;
                if matches!(r, Tried::Done(Outcome::Delivered { .. }, _)) && !told {
                    let _ = self.service.note_dm_closed_told(view.guild_id, user).await;
                }
                r
            }
            Ok(id) => Tried::Done(
                Outcome::Delivered {
                    message_id: Some(id),
                },
                LiveMessage::Keep,
            ),
            Err(t) => t,
        }
    }

    /// An undo vote's card, unless the vote is over.
    async fn show_undo_vote(
        &self,
        game: i64,
        next: &NextEffect,
        channel: i64,
        moves: i64,
    ) -> Tried {
        let vote = match self.service.undo_vote(game, moves).await {
            Ok(Some(vote)) => vote,
            Ok(None) => {
                return self.skip_post(game, next, channel, Controls::Undo).await;
            }
            Err(_) => return store_failed(),
        };
        let post = Post {
            channel,
            mark: Mark::Undo(game, moves),
            text: format!("undo vote at {moves}"),
            shown: Vec::new(),
            emoji: None,
            card: Some(cards::undo_vote(&vote)),
        };
        self.posted(game, next, post, false).await
    }

    /// The final scores, once the game is over.
    async fn show_final(&self, game: i64, next: &NextEffect, channel: i64) -> Tried {
        let view = match self.view(game, next).await {
            Ok(v) => v,
            Err(t) => return t,
        };
        if !matches!(view.state, ViewState::Finished { .. }) {
            return skipped();
        }
        let post = Post {
            channel,
            mark: Mark::Final(game),
            text: format!("final {game}"),
            shown: vec![
                "carcassonne-final.png".into(),
                "carcassonne-race.png".into(),
            ],
            emoji: None,
            card: Some(cards::final_scores(&view)),
        };
        self.posted(game, next, post, false).await
    }
}

impl crate::game::Courier for Courier {
    fn now_ms(&self) -> i64 {
        self.now_ms
    }

    async fn show(&self, game: i64, next: &NextEffect, effect: &Effect) -> Tried {
        let race = self.race.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(other) = race {
            // This process stalls here: its claim lapses, and the other
            // one takes the game's deliveries over meanwhile.
            other.await;
        }
        self.show_effect(game, next, effect).await
    }

    async fn unarchive(&self, game: i64) -> Result<(), String> {
        let channel = self
            .service
            .channel_of(game)
            .await
            .map_err(|e| e.to_string())?;
        let mut model = self.model();
        model.admit(channel).map_err(|r| format!("{r:?}"))?;
        if model.locked.contains(&channel) {
            return Err("locked".into());
        }
        model.archived.remove(&channel);
        Ok(())
    }

    async fn tell_host(&self, game: i64, _reason: PauseReason) {
        let Ok(view) = self.service.view(game).await else {
            return;
        };
        let mut model = self.model();
        if model.admit(dm_channel(view.host_id)).is_ok() {
            model.told.insert(game);
        }
    }
}
