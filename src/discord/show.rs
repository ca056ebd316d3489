//! Each effect shown in Discord, one function per kind: what it posts or
//! edits, and what a failure means for it. A post is made once: with a
//! nonce Discord enforces, and, when it was tried before, after looking for
//! the message made then (see `posted`), since Discord forgets a nonce
//! after a few minutes; edits are repeatable, and an effect is marked
//! delivered only after Discord took it. The service's delivery workers
//! hand each effect over through [`DiscordCourier`].

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, MessageId};

use super::Data;
use super::cards;
use super::failure::{Classify, Failure, classify};
use super::messages::{self, picture};
use super::permissions;
use super::posted;
use super::rest::{Rest, RestError, id_in};
use super::ui::{self, Message, Picture, TurnUi};
use super::v2;
use crate::game::{
    Courier, Effect, LiveMessage, NextEffect, Outcome, PauseReason, Tried, TurnNotice, View,
    ViewState,
};

/// How long a game's replay waits before it looks again for the replay
/// slot, while another game's replay is drawn.
const REPLAY_BUSY_WAIT: Duration = Duration::from_millis(500);

/// How long an effect Discord refused for an emoji it does not know waits
/// before it is tried again: the icons are dropped at once, and listed
/// again meanwhile.
const EMOJI_WAIT: Duration = Duration::from_secs(2);

/// What a failed request means for the effect.
fn failed(e: &impl Classify, what: &str, game: i64) -> Tried {
    match classify(e) {
        Failure::Transient(wait) => Tried::Again(wait),
        // The icons are looked at again meanwhile (see `Data::sync_icons`).
        Failure::InvalidEmoji => Tried::Again(EMOJI_WAIT),
        Failure::NoPermission => Tried::NoPermission,
        Failure::NoChannel => Tried::NoChannel,
        Failure::Archived => Tried::Archived,
        Failure::Unauthorized => Tried::TokenRefused,
        Failure::Gone => Tried::Done(Outcome::Failed(format!("{what}: gone")), LiveMessage::Keep),
        other => {
            tracing::warn!(game, error = %e, what, "Discord refused a message");
            Tried::Done(
                Outcome::Failed(format!("{what}: {other:?}")),
                LiveMessage::Keep,
            )
        }
    }
}

/// An effect whose message is about to be posted.
struct Post<'a> {
    data: &'a Data,
    game: i64,
    effect: i64,
    /// A message for it was sent before, and may be there already.
    sent_before: bool,
}

/// Why a message could not be posted.
enum PostError {
    Discord(RestError),
    /// The outbox could not be read or written.
    Store,
    /// Over Discord's limits: never sent.
    Refused,
}

impl Post<'_> {
    /// The nonce of this effect's message.
    fn nonce(&self) -> String {
        crate::game::posted::nonce_of(self.game, self.effect)
    }

    /// Before a post: if a message was sent for this effect before, the
    /// one that is there already (looked for by `print`: Discord forgets a
    /// nonce after a few minutes); else notes that one is being sent.
    async fn posted_before(
        &self,
        channel: ChannelId,
        print: crate::game::posted::Print,
    ) -> Result<Option<MessageId>, PostError> {
        let (data, rest) = (self.data, &*self.data.rest);
        if self.sent_before {
            let after = data
                .service
                .message_before_effect(self.effect)
                .await
                .map_err(|e| {
                    tracing::warn!(game = self.game, error = %e, "could not read the outbox");
                    PostError::Store
                })?
                .map(|m| MessageId::new(m as u64));
            let found = posted::find(rest, data.bot_user, channel, after, &print)
                .await
                .map_err(PostError::Discord)?;
            if found.is_some() {
                tracing::info!(
                    game = self.game,
                    effect = self.effect,
                    "found a message posted before its answer was lost"
                );
            }
            return Ok(found);
        }
        if let Err(e) = data.service.effect_sending(self.effect).await {
            tracing::warn!(game = self.game, error = %e, "could not note a message being sent");
            return Err(PostError::Store);
        }
        Ok(None)
    }

    /// Posts `card` in `channel` once, with `files` (the pictures it
    /// shows) and notifying `pings` only: with a nonce Discord enforces (a
    /// retry soon after a lost answer finds the message made the first
    /// time), and, if a message was sent for this effect before, after
    /// looking for it (Discord forgets a nonce after a few minutes).
    async fn send_card(
        &self,
        channel: ChannelId,
        card: &v2::Card,
        files: Vec<CreateAttachment>,
        pings: &[i64],
    ) -> Result<MessageId, PostError> {
        if !cards::fits(card, "post a message") {
            // Never sent: Discord would refuse it. Skipped as refused.
            return Err(PostError::Refused);
        }
        let stamp = Some(crate::game::posted::Stamp::effect(self.effect));
        let body = cards::post_body(card, &files, pings, &self.nonce(), stamp);
        if let Some(id) = self.posted_before(channel, posted::print_of(&body)).await? {
            return Ok(id);
        }
        let m = self
            .data
            .rest
            .post(channel, &body, &files)
            .await
            .map_err(PostError::Discord)?;
        // Discord's answer names the message made.
        id_in(&m["id"])
            .map(MessageId::new)
            .ok_or(PostError::Refused)
    }

    /// Posts `m` as a card (with its pictures of `view`), notifying
    /// `pings` only.
    async fn create(
        &self,
        channel: ChannelId,
        view: Option<&View>,
        m: &Message,
        pings: &[i64],
    ) -> Result<MessageId, PostError> {
        let files = match view {
            Some(view) => messages::files(self.data, view, m).await,
            None => Vec::new(),
        };
        let card = cards::card(m, &files, &self.data.icons.get());
        self.send_card(channel, &card, files, pings).await
    }
}

/// Edits a message of the bot's in place (repeatable).
/// Shows `m` in place of the game's undo vote message.
async fn edit_vote(rest: &Rest, data: &Data, game: i64, channel: ChannelId, m: &Message) -> Tried {
    let vote = match data.service.undo_vote_message(game).await {
        Ok(Some(m)) => MessageId::new(m as u64),
        Ok(None) => return Tried::Done(Outcome::Skipped, LiveMessage::Keep),
        Err(_) => return Tried::Again(Duration::from_secs(5)),
    };
    match edit(rest, data, channel, vote, m, Vec::new()).await {
        Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Keep),
        Err(e) if classify(&e) == Failure::Gone => Tried::Done(Outcome::Skipped, LiveMessage::Keep),
        Err(e) => failed(&e, "show an undo vote", game),
    }
}

async fn edit(
    rest: &Rest,
    data: &Data,
    channel: ChannelId,
    message: MessageId,
    m: &Message,
    files: Vec<CreateAttachment>,
) -> Result<(), RestError> {
    let icons = data.icons.get();
    cards::edit(rest, channel, message, m, &files, &icons).await
}

fn posted(r: Result<MessageId, PostError>, what: &str, game: i64, live: bool) -> Tried {
    match r {
        Ok(id) => Tried::Done(
            Outcome::Delivered {
                message_id: Some(id.get() as i64),
            },
            if live {
                LiveMessage::Set(id.get() as i64)
            } else {
                LiveMessage::Keep
            },
        ),
        Err(PostError::Discord(e)) => failed(&e, what, game),
        Err(PostError::Store) => Tried::Again(Duration::from_secs(5)),
        Err(PostError::Refused) => Tried::Done(
            Outcome::Failed(format!("{what}: over Discord's limits")),
            LiveMessage::Keep,
        ),
    }
}

/// How a person is told of their turns (a mention if that cannot be read).
async fn notice_of(data: &Data, guild: i64, user: i64) -> (TurnNotice, bool) {
    match data.service.turn_notice(guild, user).await {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(user, error = %e, "could not read how a person is told of turns");
            (TurnNotice::Mention, false)
        }
    }
}

/// Where one effect is shown: its game, channel and post, and the game's
/// live message.
#[derive(Clone, Copy)]
struct At<'a> {
    data: &'a Data,
    game: i64,
    channel: ChannelId,
    post: &'a Post<'a>,
    live: Option<i64>,
    /// The game's revision as the effect was read.
    revision: i64,
}

impl At<'_> {
    /// The game as it stands, for effects drawn from its state: the view
    /// the action that stored the effect made, while the game is still at
    /// its revision (a click's game is loaded once), else loaded.
    async fn view(&self) -> Result<View, Tried> {
        let view = self.data.service.view_at(self.game, self.revision).await;
        view.map_err(|e| {
            tracing::warn!(game = self.game, error = %e, "could not load a game to show it");
            Tried::Again(Duration::from_secs(5))
        })
    }

    /// The game, if a person is to make move `move_no` (else the effect
    /// about that turn is skipped: the game moved on).
    async fn person_to_move(&self, move_no: i64) -> Result<View, Tried> {
        self.view_if(|v| v.person_to_move().is_some_and(|t| t.move_no == move_no))
            .await
    }

    /// The language of the game's public messages.
    async fn lang(&self) -> Result<crate::i18n::Lang, Tried> {
        Ok(self.view().await?.options.lang)
    }

    /// The game as it stands, if its state is what the effect is about
    /// (else the effect is skipped: the game moved on).
    async fn view_if(&self, is: impl Fn(&View) -> bool) -> Result<View, Tried> {
        let view = self.view().await?;
        if is(&view) {
            Ok(view)
        } else {
            Err(Tried::Done(Outcome::Skipped, LiveMessage::Keep))
        }
    }
}

impl At<'_> {
    /// Skips a post whose game moved on. If it was sent before, its
    /// message may have been made although the answer was lost: it would
    /// keep live controls nobody closes (the lobby's, a turn's, a vote's).
    /// Such messages are looked for, and their controls taken away.
    async fn skip_post(&self, kind: posted::Controls) -> Tried {
        let skipped = Tried::Done(Outcome::Skipped, LiveMessage::Keep);
        if !self.post.sent_before {
            return skipped;
        }
        let rest = &*self.data.rest;
        let after = match self
            .data
            .service
            .message_before_effect(self.post.effect)
            .await
        {
            Ok(m) => m.map(|m| MessageId::new(m as u64)),
            Err(e) => {
                tracing::warn!(game = self.game, error = %e, "could not read the outbox");
                return Tried::Again(Duration::from_secs(5));
            }
        };
        let found = posted::find_controls(
            rest,
            self.data.bot_user,
            self.channel,
            after,
            self.game,
            kind,
        )
        .await;
        let found = match found {
            Ok(f) => f,
            Err(e) => return failed(&e, "look for a message posted before", self.game),
        };
        for id in found
            .into_iter()
            .filter(|id| Some(id.get() as i64) != self.live)
        {
            let closed = cards::strip(rest, self.channel, id).await;
            match closed {
                Ok(_) => tracing::info!(
                    game = self.game,
                    effect = self.post.effect,
                    "closed the controls of a message whose answer was lost"
                ),
                Err(e) if classify(&e) == Failure::Gone => {}
                Err(e) => return failed(&e, "close a message posted before", self.game),
            }
        }
        skipped
    }
}

/// One try at showing one effect. Only what is drawn from the game's state
/// loads (and replays) the game.
async fn show_effect(data: &Data, game: i64, next: &NextEffect, effect: &Effect) -> Tried {
    let channel = match data.service.channel_of(game).await {
        Ok(c) => ChannelId::new(c as u64),
        Err(e) => {
            tracing::warn!(game, error = %e, "could not find a game's channel");
            return Tried::Again(Duration::from_secs(5));
        }
    };
    let post = Post {
        data,
        game,
        effect: next.id,
        sent_before: next.sent_before,
    };
    let at = At {
        data,
        game,
        channel,
        post: &post,
        live: next.live_message_id,
        revision: next.revision,
    };
    match effect {
        Effect::Lobby => lobby(&at).await,
        Effect::LobbyChanged => lobby_changed(&at).await,
        Effect::CloseLive { text: said } => close_live(&at, said).await,
        Effect::RefreshLive { move_no } => refresh_live(&at, move_no).await,
        Effect::News { lines, before_turn } => news(&at, lines, *before_turn).await,
        Effect::ComputerMove { lines, moves } => computer_move(&at, lines, moves).await,
        Effect::Turn { move_no, reminder } => turn(&at, move_no, reminder).await,
        Effect::Notify { move_no, reminder } => notify(&at, move_no, reminder).await,
        Effect::UndoVote { moves } => undo_vote(&at, moves).await,
        Effect::UndoVoteUpdate { moves } => undo_vote_update(&at, moves).await,
        Effect::UndoClosed { text: said } => undo_closed(&at, said).await,
        Effect::Invite { of, users } => invite(&at, of, users).await,
        Effect::Final => final_scores(&at).await,
        Effect::Replay => replay(&at).await,
    }
}

async fn lobby(at: &At<'_>) -> Tried {
    let view = &match at
        .view_if(|v| matches!(v.state, ViewState::Lobby { .. }))
        .await
    {
        Ok(v) => v,
        Err(Tried::Done(Outcome::Skipped, _)) => {
            return at.skip_post(posted::Controls::Lobby).await;
        }
        Err(t) => return t,
    };
    let m = ui::lobby_message(view, view.options.lang);
    let r = at.post.create(at.channel, Some(view), &m, &[]).await;
    posted(r, "post the lobby", at.game, true)
}

/// The lobby's live message shows its options as they now are.
async fn lobby_changed(at: &At<'_>) -> Tried {
    let view = &match at
        .view_if(|v| matches!(v.state, ViewState::Lobby { .. }))
        .await
    {
        Ok(v) => v,
        Err(t) => return t,
    };
    let Some(live) = at.live.map(|m| MessageId::new(m as u64)) else {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    };
    let m = ui::lobby_message(view, view.options.lang);
    match edit(&at.data.rest, at.data, at.channel, live, &m, Vec::new()).await {
        Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Keep),
        Err(e) if classify(&e) == Failure::Gone => {
            Tried::Done(Outcome::Skipped, LiveMessage::Clear)
        }
        Err(e) => failed(&e, "show a lobby's new options", at.game),
    }
}

async fn close_live(at: &At<'_>, said: &str) -> Tried {
    let At {
        game,
        channel,
        live,
        data,
        ..
    } = *at;
    let rest = &*data.rest;
    let Some(live) = live.map(|m| MessageId::new(m as u64)) else {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    };
    match edit(rest, data, channel, live, &Message::shown(said), Vec::new()).await {
        Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Clear),
        // The message was deleted: nothing carries the controls now.
        Err(e) if classify(&e) == Failure::Gone => {
            Tried::Done(Outcome::Skipped, LiveMessage::Clear)
        }
        Err(e) => failed(&e, "close the turn message", game),
    }
}

async fn refresh_live(at: &At<'_>, move_no: &i64) -> Tried {
    let At {
        data,
        game,
        channel,
        live,
        ..
    } = *at;
    let rest = &*data.rest;
    let view = &match at.view().await {
        Ok(v) => v,
        Err(t) => return t,
    };
    let current = matches!(&view.state, ViewState::Turn(t) if t.move_no == *move_no);
    let Some(live) = live.filter(|_| current).map(|m| MessageId::new(m as u64)) else {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    };
    let m = data.with_board_buttons(
        view,
        ui::turn_message(view, TurnUi::default(), view.options.lang),
    );
    let files = messages::files(data, view, &m).await;
    match edit(rest, data, channel, live, &m, files).await {
        Ok(()) => Tried::Done(Outcome::Delivered { message_id: None }, LiveMessage::Keep),
        Err(e) if classify(&e) == Failure::Gone => {
            Tried::Done(Outcome::Skipped, LiveMessage::Clear)
        }
        Err(e) => failed(&e, "show the follower step", game),
    }
}

async fn news(at: &At<'_>, lines: &[String], before_turn: Option<i64>) -> Tried {
    let At {
        game,
        channel,
        post,
        ..
    } = *at;
    if let Some(move_no) = before_turn {
        // Shown at the top of that turn's message, if it is a person's.
        let view = match at.view().await {
            Ok(v) => v,
            Err(t) => return t,
        };
        if view.news_goes_with_turn(move_no) {
            return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
        }
    }
    let r = post
        .create(channel, None, &Message::shown(&lines.join("\n")), &[])
        .await;
    posted(r, "post news", game, false)
}

/// What a computer's move says: its lines, under the board.
pub(crate) fn computer_message(lines: &[String]) -> Message {
    Message {
        body: ui::clip(
            &format!("🤖 {}", ui::shown(&lines.join("\n"))),
            ui::MAX_CONTENT,
        ),
        gallery: Some(Picture::Board),
        ..Message::default()
    }
}

async fn computer_move(at: &At<'_>, lines: &[String], moves: &i64) -> Tried {
    let At {
        data,
        game,
        channel,
        post,
        ..
    } = *at;
    let board = match data.service.view_after_at(game, *moves, at.revision).await {
        Ok(v) => v,
        Err(_) => return Tried::Again(Duration::from_secs(5)),
    };
    let m = computer_message(lines);
    let r = post.create(channel, Some(&board), &m, &[]).await;
    posted(r, "post a computer move", game, false)
}

/// A turn's card as first posted (`reminder`: the turn was waiting).
pub(crate) fn turn_card(view: &View, reminder: bool) -> Message {
    let m = ui::turn_message(view, TurnUi::default(), view.options.lang);
    if reminder { reminded(m) } else { m }
}

/// `m` as a reminder: ⏰ before its first line, the header's or (at the
/// follower step, which has none) the body's.
fn reminded(mut m: Message) -> Message {
    let first = if m.header.is_empty() {
        &mut m.body
    } else {
        &mut m.header
    };
    *first = ui::clip(&format!("⏰ {first}"), ui::MAX_CONTENT);
    m
}

async fn turn(at: &At<'_>, move_no: &i64, reminder: &bool) -> Tried {
    let At {
        data,
        game,
        channel,
        post,
        ..
    } = *at;
    let view = &match at.person_to_move(*move_no).await {
        Ok(v) => v,
        Err(Tried::Done(Outcome::Skipped, _)) => return at.skip_post(posted::Controls::Turn).await,
        Err(t) => return t,
    };
    let ViewState::Turn(t) = &view.state else {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    };
    let m = data.with_board_buttons(view, turn_card(view, *reminder));
    // The player in turn, and nobody else, unless they asked to be
    // told otherwise (see `Effect::Notify`).
    let (notice, _) = notice_of(data, view.guild_id, t.user_id).await;
    let pings: &[i64] = match notice {
        TurnNotice::Mention => &[t.user_id],
        TurnNotice::Dm | TurnNotice::Quiet => &[],
    };
    let r = post.create(channel, Some(view), &m, pings).await;
    posted(r, "post the turn", game, true)
}

async fn notify(at: &At<'_>, move_no: &i64, reminder: &bool) -> Tried {
    let At {
        data,
        game,
        channel,
        post,
        live,
        ..
    } = *at;
    let view = &match at.person_to_move(*move_no).await {
        Ok(v) => v,
        Err(t) => return t,
    };
    let ViewState::Turn(t) = &view.state else {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    };
    let (notice, told) = notice_of(data, view.guild_id, t.user_id).await;
    if notice != TurnNotice::Dm {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    }
    let Some(live) = live else {
        return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
    };
    let link = ui::message_link(view.guild_id, view.channel_id, live);
    let dm = match data
        .rest
        .dm_channel(serenity::UserId::new(t.user_id as u64))
        .await
    {
        Ok(dm) => dm,
        Err(e) => return failed(&e, "open a DM", game),
    };
    let m = Message::shown(&ui::turn_dm(view, t, &link, *reminder, view.options.lang));
    let card = cards::card(&m, &[], &data.icons.get());
    match post.send_card(dm, &card, Vec::new(), &[]).await {
        Ok(m) => Tried::Done(
            Outcome::Delivered {
                message_id: Some(m.get() as i64),
            },
            LiveMessage::Keep,
        ),
        Err(PostError::Discord(e)) if classify(&e) == Failure::DmClosed => {
            // A mention in the channel instead; why, the first time.
            let said = ui::dm_fallback(t, &link, *reminder, !told, view.options.lang);
            let m = Message::shown(&said);
            let r = post.create(channel, None, &m, &[t.user_id]).await;
            if r.is_ok()
                && !told
                && let Err(e) = data
                    .service
                    .note_dm_closed_told(view.guild_id, t.user_id)
                    .await
            {
                tracing::warn!(game, error = %e, "could not note a closed DM");
            }
            posted(r, "mention a player whose DMs are closed", game, false)
        }
        r => posted(r, "tell a player of their turn in a DM", game, false),
    }
}

async fn undo_vote(at: &At<'_>, moves: &i64) -> Tried {
    let At {
        data,
        game,
        channel,
        post,
        ..
    } = *at;
    let vote = match data.service.undo_vote(game, *moves).await {
        Ok(Some(v)) => v,
        Ok(None) => return at.skip_post(posted::Controls::Undo).await,
        Err(_) => return Tried::Again(Duration::from_secs(5)),
    };
    let waiting: Vec<i64> = vote.voters.iter().filter(|v| !v.2).map(|v| v.0).collect();
    let m = ui::undo_vote_message(&vote, vote.lang);
    let r = post.create(channel, None, &m, &waiting).await;
    posted(r, "post an undo vote", game, false)
}

async fn undo_vote_update(at: &At<'_>, moves: &i64) -> Tried {
    let At {
        data,
        game,
        channel,
        ..
    } = *at;
    let rest = &*data.rest;
    let vote = match data.service.undo_vote(game, *moves).await {
        Ok(Some(v)) => v,
        Ok(None) => return Tried::Done(Outcome::Skipped, LiveMessage::Keep),
        Err(_) => return Tried::Again(Duration::from_secs(5)),
    };
    let m = ui::undo_vote_message(&vote, vote.lang);
    edit_vote(rest, data, game, channel, &m).await
}

async fn undo_closed(at: &At<'_>, said: &str) -> Tried {
    let At {
        data,
        game,
        channel,
        ..
    } = *at;
    let rest = &*data.rest;
    edit_vote(rest, data, game, channel, &Message::shown(said)).await
}

async fn invite(at: &At<'_>, of: &i64, users: &[i64]) -> Tried {
    let At {
        game,
        channel,
        post,
        ..
    } = *at;
    let lang = match at.lang().await {
        Ok(l) => l,
        Err(t) => return t,
    };
    let m = Message::shown(&ui::invite_text(*of, game, users, lang));
    let r = post.create(channel, None, &m, users).await;
    posted(r, "invite to a rematch", game, false)
}

async fn final_scores(at: &At<'_>) -> Tried {
    let view = &match at
        .view_if(|v| matches!(v.state, ViewState::Finished { .. }))
        .await
    {
        Ok(v) => v,
        Err(t) => return t,
    };
    let m = ui::final_message(view, &view.rating_changes, view.options.lang);
    // The game's players (people), and nobody else.
    let players: Vec<i64> = view.seats.iter().map(|s| s.user_id).collect();
    // The final board with the points by feature, and the score race.
    let mut files = Vec::new();
    for p in [m.gallery, Some(Picture::Race)] {
        if let Some(file) = picture(at.data, view, p).await {
            files.push(file);
        }
    }
    let card = cards::card(&m, &files, &at.data.icons.get());
    let r = at.post.send_card(at.channel, &card, files, &players).await;
    posted(r, "post the final scores", at.game, false)
}

/// What a game's replay says above its picture.
pub(crate) fn replay_message(lang: crate::i18n::Lang) -> Message {
    Message::shown(&crate::i18n::t(lang, "replay-whole-game", &[]))
}

async fn replay(at: &At<'_>) -> Tried {
    let At {
        data,
        game,
        channel,
        post,
        ..
    } = *at;
    let lang = match at.lang().await {
        Ok(l) => l,
        Err(t) => return t,
    };
    // Never waits for the replay slot while holding a delivery
    // permit: many games ending at once would tie up every permit.
    let gif = match data.replays.gif(&data.service, game).await {
        Ok(Some(gif)) => gif,
        Ok(None) => return Tried::Busy(REPLAY_BUSY_WAIT),
        Err(e) => {
            tracing::warn!(game, error = %e, "no replay to post");
            return Tried::Done(Outcome::Skipped, LiveMessage::Keep);
        }
    };
    let m = replay_message(lang);
    let files = vec![
        CreateAttachment::bytes(gif, format!("carcassonne-{game}.gif"))
            .description(crate::i18n::t(lang, "alt-replay", &[])),
    ];
    let card = cards::card(&m, &files, &data.icons.get());
    posted(
        post.send_card(channel, &card, files, &[]).await,
        "post the replay",
        game,
        false,
    )
}

/// Effects shown in Discord: what the service's delivery workers (a
/// [`crate::game::Dispatcher`]) hand over, one effect at a time.
#[derive(Clone)]
pub(super) struct DiscordCourier(pub(super) Data);

impl Courier for DiscordCourier {
    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    }

    async fn show(&self, game: i64, next: &NextEffect, effect: &Effect) -> Tried {
        show_effect(&self.0, game, next, effect).await
    }

    async fn unarchive(&self, game: i64) -> Result<(), String> {
        unarchive(&self.0, game).await.map_err(|e| e.to_string())
    }

    async fn tell_host(&self, game: i64, reason: PauseReason) {
        tell_host(&self.0, game, reason).await
    }

    fn stopping(&self) -> bool {
        self.0.stopping.is_stopping()
    }

    fn token_refused(&self) {
        self.0.token_refused.refused()
    }
}

/// Opens a game's archived thread again, for its next message.
async fn unarchive(data: &Data, game: i64) -> Result<(), crate::discord::Error> {
    let channel = ChannelId::new(data.service.channel_of(game).await? as u64);
    data.rest.unarchive(channel).await?;
    tracing::info!(game, "unarchived a game's thread");
    Ok(())
}

/// Tells a paused game's host, in a DM if their DMs are open (they are
/// told again in their next answer from the bot).
async fn tell_host(data: &Data, game: i64, reason: PauseReason) {
    let (host, channel, lang) = match data.service.view(game).await {
        Ok(v) => (v.host_id, v.channel_id, v.options.lang),
        Err(e) => {
            tracing::warn!(game, error = %e, "could not find a paused game's host");
            return;
        }
    };
    let text = permissions::paused_text(game, channel, reason, lang);
    let sent: Result<_, super::Error> = async {
        let dm = data
            .rest
            .dm_channel(serenity::UserId::new(host as u64))
            .await?;
        let card = cards::card(&Message::text(text), &[], &Default::default());
        let body = cards::answer_body(&card, &[], false);
        Ok(data.rest.post(dm, &body, &[]).await?)
    }
    .await;
    if let Err(e) = sent {
        tracing::info!(game, error = %e, "could not DM a paused game's host (DMs closed?)");
    }
}

#[cfg(test)]
mod tests {
    use super::{Message, reminded};

    #[test]
    fn a_reminder_marks_the_first_line_with_or_without_a_header() {
        let turn = Message {
            header: "Ann, your turn".into(),
            body: "Pick a square.".into(),
            ..Message::default()
        };
        assert_eq!(reminded(turn).words(), "⏰ Ann, your turn\nPick a square.");
        let follower = Message {
            body: "Ann, place a follower.".into(),
            ..Message::default()
        };
        assert_eq!(reminded(follower).words(), "⏰ Ann, place a follower.");
    }
}
