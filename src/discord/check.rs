//! `carcassonne-bot check --channel ID`: the operator's check against the
//! real Discord. It does in one channel what a game does, step by step, and
//! prints one line a step with Discord's answer: the token, the commands
//! as Discord counts them and whether their registration would be taken
//! (the commands Discord holds read, its Entry Point command found, and
//! nothing registered), the channel and the bot's permissions there, a
//! card shaped like a turn card (two pictures and controls) posted, read
//! back, edited keeping its pictures, its controls taken off, and deleted. Any step Discord refuses fails
//! the check (exit 1), so an operator learns on the first day, and the
//! project learns, what the real Discord does with the bot's requests.

use poise::serenity_prelude as serenity;
use serde_json::Value;
use serenity::{ChannelId, CreateAttachment, MessageId};

use super::cards;
use super::permissions::{self, Place};
use super::rest::{Rest, RestError, id_in};
use super::ui::{self, Button, Message, Row, Style};
use super::v2;
use crate::engine::{Game, Rules};
use crate::i18n::Lang;

/// The edge of the check's cards.
const CHECK_BLUE: [u8; 3] = [0, 114, 178];
use crate::render::Renderer;

/// One step's outcome: what it did, and Discord's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub what: &'static str,
    pub ok: bool,
    pub said: String,
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mark = if self.ok { "ok  " } else { "FAIL" };
        write!(f, "{mark} {}: {}", self.what, self.said)
    }
}

/// Where the check talks to Discord.
pub struct Checker {
    pub rest: Rest,
    pub channel: ChannelId,
    /// Commands are registered in this server only (`DEV_GUILD_ID`).
    pub dev_guild: Option<u64>,
}

/// Runs every step in order, handing each line to `print` as it is done;
/// stops at the first step whose failure leaves nothing to go on with.
/// `true` when every step passed.
pub async fn run(c: &Checker, print: &mut dyn FnMut(&Step)) -> bool {
    let mut all = true;
    let mut say = |s: Step| {
        all &= s.ok;
        print(&s);
        s.ok
    };
    let (token, bot) = who_am_i(c).await;
    let (true, Some(bot)) = (say(token), bot) else {
        return false;
    };
    let ours = super::registration::bodies(&super::commands());
    say(commands_counted(&ours));
    say(registration(c, &ours).await);
    if !say(permissions_here(c, bot).await) {
        return false;
    }
    let (body, files) = turn_like_card();
    let made = match c.rest.post(c.channel, &body, &files).await {
        Ok(m) => m,
        Err(e) => {
            say(refused("post a card with two pictures and controls", &e));
            return false;
        }
    };
    let Some(id) = id_in(&made["id"]).map(MessageId::new) else {
        say(step(
            "post a card with two pictures and controls",
            false,
            "no message id".into(),
        ));
        return false;
    };
    say(step(
        "post a card with two pictures and controls",
        true,
        format!("message {id}"),
    ));
    let read = read_back(c, id).await;
    let kept = read.as_ref().map(cards::pictures_of).unwrap_or_default();
    say(read_step(read.as_ref()));
    say(edit_keeping(c, id, &kept).await);
    say(strip(c, id).await);
    say(delete(c, id).await);
    all
}

fn step(what: &'static str, ok: bool, said: String) -> Step {
    Step { what, ok, said }
}

fn refused(what: &'static str, e: &RestError) -> Step {
    step(what, false, e.to_string())
}

/// The token: who the bot is, and its id.
async fn who_am_i(c: &Checker) -> (Step, Option<serenity::UserId>) {
    let what = "the token";
    match c.rest.get::<serenity::CurrentUser>("/users/@me").await {
        Ok(me) => (
            step(what, true, format!("the bot is {} ({})", me.name, me.id)),
            Some(me.id),
        ),
        Err(e) => (step(what, false, e.to_string()), None),
    }
}

/// Each command's size as Discord counts it, against its 8,000, and
/// anything else Discord would refuse in the list.
fn commands_counted(ours: &[Value]) -> Step {
    use super::registration::{COMMAND_MOST, refusals, size};
    let what = "the commands as Discord counts them";
    let refused = refusals(ours);
    if !refused.is_empty() {
        return step(what, false, refused.join("; "));
    }
    let sizes: Vec<String> = ours
        .iter()
        .map(|c| format!("/{} {}", c["name"].as_str().unwrap_or("?"), size(c)))
        .collect();
    step(
        what,
        true,
        format!(
            "{} of at most {COMMAND_MOST} characters each",
            sizes.join(", ")
        ),
    )
}

/// The commands Discord holds for the application (its Entry Point
/// command among them, where Activities are on), and whether registering
/// the bot's would be taken, without registering anything.
async fn registration(c: &Checker, ours: &[Value]) -> Step {
    use super::registration::{entry_point, overwrite, refusals, registered};
    let what = "the commands Discord holds, and registering the bot's";
    let held = match registered(&c.rest, c.dev_guild).await {
        Ok(h) => h,
        Err(e) => return refused(what, &e),
    };
    let scope = match c.dev_guild {
        Some(g) => format!("in server {g}"),
        None => "globally".into(),
    };
    let entry = match (c.dev_guild, entry_point(&held)) {
        (None, Some(e)) => format!(
            "; the Entry Point command /{} (Activities on) is kept",
            e["name"].as_str().unwrap_or("?")
        ),
        (None, None) => "; no Entry Point command (Activities off)".into(),
        (Some(_), _) => String::new(),
    };
    let body = match c.dev_guild {
        Some(_) => ours.to_vec(),
        None => overwrite(ours, &held),
    };
    let problems = refusals(&body);
    if !problems.is_empty() {
        return step(what, false, problems.join("; "));
    }
    step(
        what,
        true,
        format!(
            "{} registered {scope}{entry}; Discord would take the bot's {}",
            held.len(),
            ours.len()
        ),
    )
}

/// The channel, and whether the bot has there what a game needs.
async fn permissions_here(c: &Checker, bot: serenity::UserId) -> Step {
    let what = "the channel and the bot's permissions there";
    let channel = match c
        .rest
        .get::<serenity::Channel>(&format!("/channels/{}", c.channel))
        .await
    {
        Ok(serenity::Channel::Guild(g)) => g,
        Ok(_) => return step(what, false, "not a server's channel".into()),
        Err(e) => return step(what, false, e.to_string()),
    };
    let place = if channel.thread_metadata.is_some() {
        Place::Thread
    } else {
        Place::Channel
    };
    // A thread's permissions are its channel's.
    let parent = match (place, channel.parent_id) {
        (Place::Thread, Some(p)) => match c
            .rest
            .get::<serenity::Channel>(&format!("/channels/{p}"))
            .await
        {
            Ok(serenity::Channel::Guild(g)) => g,
            Ok(_) => return step(what, false, "a thread outside a channel".into()),
            Err(e) => return step(what, false, e.to_string()),
        },
        _ => channel.clone(),
    };
    let guild = channel.guild_id;
    let server = match c
        .rest
        .get::<serenity::PartialGuild>(&format!("/guilds/{guild}"))
        .await
    {
        Ok(s) => s,
        Err(e) => return step(what, false, e.to_string()),
    };
    let member = match c
        .rest
        .get::<serenity::Member>(&format!("/guilds/{guild}/members/{bot}"))
        .await
    {
        Ok(mut m) => {
            m.guild_id = guild;
            m
        }
        Err(e) => return step(what, false, e.to_string()),
    };
    let have = server.user_permissions_in(&parent, &member);
    let missing = permissions::missing(Some(have), place);
    if missing.is_empty() {
        step(
            what,
            true,
            format!("#{} has everything a game needs", channel.name),
        )
    } else {
        step(what, false, format!("missing: {}", missing.join(", ")))
    }
}

/// The check card's thumbnail: the start tile, sent as a file.
fn start_tile() -> ui::Thumb {
    let set = crate::engine::TileSet::base();
    ui::Thumb {
        name: set.name_of(set.start_kind()),
        alt: "The tile to place".into(),
    }
}

/// A card shaped like a turn card: a coloured edge, a section with the
/// drawn tile as its thumbnail, the board in a gallery, and a row of
/// controls; with its two pictures.
fn turn_like_card() -> (Value, Vec<CreateAttachment>) {
    let renderer = Renderer::with_fonts(crate::assets::fallback_fonts());
    let game = Game::new(2, Rules::default(), 1).expect("a two-player game");
    let names = ["Check".to_string(), "Discord".to_string()];
    let board = crate::render::png(&renderer.board(&game, &names, Lang::En)).unwrap_or_default();
    let set = game.tile_set();
    let tile =
        crate::render::png(&renderer.tile_picture(set, set.start_kind())).unwrap_or_default();
    let files = vec![
        CreateAttachment::bytes(board, "carcassonne.png").description("The board"),
        CreateAttachment::bytes(tile, v2::THUMBNAIL).description("The tile to place"),
    ];
    let m = Message {
        header: "**carcassonne-bot check**: a card shaped like a turn card.".into(),
        body: "It is edited, loses its controls and is deleted in a moment.".into(),
        thumbnail: Some(start_tile()),
        controls: vec![Row::Buttons(vec![Button {
            id: "cb1:check".into(),
            label: "Confirm".into(),
            style: Style::Success,
            disabled: false,
            icon: None,
        }])],
        accent: Some(CHECK_BLUE),
        ..Message::default()
    };
    let card = cards::card(&m, &files, &Default::default());
    // A nonce of this run's own: Discord returns the message made with a
    // nonce it has seen in the last few minutes, and an earlier check's
    // card is deleted.
    let nonce = format!("check-{:016x}", rand::random::<u64>());
    let body = cards::post_body(&card, &files, &[], &nonce, None);
    (body, files)
}

async fn read_back(c: &Checker, id: MessageId) -> Result<Value, RestError> {
    c.rest.message(c.channel, id).await
}

/// What Discord sent back: both pictures in the card's media (with their
/// attachment ids), and its controls, nested as they were sent.
fn read_step(read: Result<&Value, &RestError>) -> Step {
    let what = "read the card back";
    let message = match read {
        Ok(m) => m,
        Err(e) => return refused(what, e),
    };
    let pictures = cards::pictures_of(message);
    let controls = cards::controls_of(message).len();
    let listed = message["attachments"].as_array().map_or(0, Vec::len);
    let ok = pictures.len() == 2 && controls == 1;
    step(
        what,
        ok,
        format!(
            "{} pictures in its components, {listed} in its attachments, {controls} control(s)",
            pictures.len()
        ),
    )
}

/// The card edited as a page click edits it: its pictures kept by their
/// attachment ids, nothing uploaded again.
async fn edit_keeping(c: &Checker, id: MessageId, kept: &[cards::CardPicture]) -> Step {
    let what = "edit the card keeping its pictures";
    if kept.is_empty() {
        return step(what, false, "no pictures were read back to keep".into());
    }
    let names = kept
        .iter()
        .map(|p| (p.name.clone(), p.alt.clone()))
        .collect();
    let m = Message {
        header: "**carcassonne-bot check**: edited, its pictures kept.".into(),
        thumbnail: Some(start_tile()),
        accent: Some(CHECK_BLUE),
        ..Message::default()
    };
    let card = v2::card_of(&m, names, &Default::default());
    let ids: Vec<u64> = kept.iter().map(|p| p.id).collect();
    let body = cards::edit_body(&card, &[], Some(&ids));
    match c.rest.edit(c.channel, id, &body, &[]).await {
        Ok(m) => {
            let after: Vec<u64> = cards::pictures_of(&m).iter().map(|p| p.id).collect();
            let same = after == ids;
            step(
                what,
                same,
                if same {
                    "the same attachments shown".into()
                } else {
                    format!("shows {after:?}, kept {ids:?}")
                },
            )
        }
        Err(e) => refused(what, &e),
    }
}

async fn strip(c: &Checker, id: MessageId) -> Step {
    let what = "take the card's controls off";
    if let Err(e) = cards::strip(&c.rest, c.channel, id).await {
        return refused(what, &e);
    }
    match read_back(c, id).await {
        Ok(m) if cards::controls_of(&m).is_empty() => step(what, true, "no controls left".into()),
        Ok(m) => step(
            what,
            false,
            format!("{} control(s) left", cards::controls_of(&m).len()),
        ),
        Err(e) => refused(what, &e),
    }
}

async fn delete(c: &Checker, id: MessageId) -> Step {
    let what = "delete the card";
    let path = format!("/channels/{}/messages/{id}", c.channel);
    match c
        .rest
        .send(
            reqwest::Method::DELETE,
            &path,
            &[],
            super::rest::Payload::Empty,
        )
        .await
    {
        Ok(_) => step(what, true, "deleted".into()),
        Err(e) => refused(what, &e),
    }
}

/// The whole check for `token` in `channel` (against `api_base` when set:
/// a stand-in for Discord; the commands as registered in `dev_guild`
/// when set), printed to standard output; whether it passed.
pub async fn check(
    token: &str,
    api_base: Option<&str>,
    channel: u64,
    dev_guild: Option<u64>,
) -> Result<bool, String> {
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(super::REQUEST_TIMEOUT)
        .build()
        .map_err(|e| e.to_string())?;
    let checker = Checker {
        rest: Rest::new(client, token, api_base),
        channel: ChannelId::new(channel),
        dev_guild,
    };
    let passed = run(&checker, &mut |s| println!("{s}")).await;
    Ok(passed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_prints_as_one_line() {
        let s = step("the token", true, "the bot is x (1)".into());
        assert_eq!(s.to_string(), "ok   the token: the bot is x (1)");
        let s = step("delete the card", false, "403".into());
        assert_eq!(s.to_string(), "FAIL delete the card: 403");
    }

    #[test]
    fn the_card_is_a_turn_cards_shape() {
        let (body, files) = turn_like_card();
        assert_eq!(files.len(), 2);
        assert_eq!(body["attachments"].as_array().map(Vec::len), Some(2));
        let text = body["components"].to_string();
        assert!(text.contains("attachment://carcassonne.png"), "{text}");
        assert!(
            text.contains(&format!("attachment://{}", v2::THUMBNAIL)),
            "{text}"
        );
        assert!(text.contains("cb1:check"), "{text}");
    }
}
