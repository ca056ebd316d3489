//! What the bot needs in a game's channel. Checked from the interaction's
//! `app_permissions` before a game is opened or started, so a game never
//! starts where its turns could not be posted; refused with the missing
//! permissions named, as Discord's settings name them.

use poise::serenity_prelude::{self as serenity, ChannelType, PartialChannel, Permissions};

use crate::game::PauseReason;
use crate::i18n::{Lang, and_list, t};

/// Every permission the bot may need, with its name in Discord's settings
/// (the README's invite link asks for exactly these).
pub const ALL: [(Permissions, &str); 6] = [
    (Permissions::VIEW_CHANNEL, "View Channel"),
    (Permissions::SEND_MESSAGES, "Send Messages"),
    (Permissions::ATTACH_FILES, "Attach Files"),
    (Permissions::READ_MESSAGE_HISTORY, "Read Message History"),
    (Permissions::CREATE_PUBLIC_THREADS, "Create Public Threads"),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "Send Messages in Threads",
    ),
];

/// Whether someone may cancel any game and change server defaults: Manage
/// Server or Administrator, as Discord reports them in the interaction.
pub fn can_manage(perms: Option<Permissions>) -> bool {
    perms.is_some_and(|p| p.manage_guild() || p.administrator())
}

/// Where a game is played, for what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// In the channel itself.
    Channel,
    /// In the thread the command was run in.
    Thread,
    /// In a new thread the bot opens in the channel.
    NewThread,
}

/// Where an interaction came from: a thread, or a channel.
pub fn here(channel: Option<&PartialChannel>) -> Place {
    let thread = channel.is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    });
    if thread {
        Place::Thread
    } else {
        Place::Channel
    }
}

/// What the bot needs in `place`.
pub fn needed(place: Place) -> Permissions {
    let base =
        Permissions::VIEW_CHANNEL | Permissions::ATTACH_FILES | Permissions::READ_MESSAGE_HISTORY;
    match place {
        Place::Channel => base | Permissions::SEND_MESSAGES,
        Place::Thread => base | Permissions::SEND_MESSAGES_IN_THREADS,
        Place::NewThread => {
            base | Permissions::SEND_MESSAGES
                | Permissions::CREATE_PUBLIC_THREADS
                | Permissions::SEND_MESSAGES_IN_THREADS
        }
    }
}

/// The names of what `have` lacks for `place`, in Discord's order. No
/// `app_permissions` at all (an old client) is taken as lacking nothing:
/// the first refused post then pauses the game instead.
pub fn missing(have: Option<Permissions>, place: Place) -> Vec<&'static str> {
    let Some(have) = have else {
        return Vec::new();
    };
    if have.administrator() {
        return Vec::new();
    }
    let need = needed(place);
    ALL.iter()
        .filter(|(p, _)| need.contains(*p) && !have.contains(*p))
        .map(|&(_, name)| name)
        .collect()
}

/// The catalogue key of a permission's name in Discord's settings.
fn permission_key(name: &str) -> &'static str {
    match name {
        "View Channel" => "perm-view-channel",
        "Send Messages" => "perm-send-messages",
        "Attach Files" => "perm-attach-files",
        "Read Message History" => "perm-read-message-history",
        "Create Public Threads" => "perm-create-public-threads",
        _ => "perm-send-messages-in-threads",
    }
}

/// Permissions by name, in bold, as a list in `lang`.
fn listed(names: &[&str], lang: Lang) -> String {
    let bold: Vec<String> = names
        .iter()
        .map(|n| format!("**{}**", t(lang, permission_key(n), &[])))
        .collect();
    and_list(&bold, lang)
}

/// A refusal that names what is missing, in `lang`.
pub fn refusal(missing: &[&str], place: Place, lang: Lang) -> String {
    let thread = if place == Place::Thread { "yes" } else { "no" };
    t(
        lang,
        "error-missing-permissions",
        &[
            ("thread", thread.into()),
            ("list", listed(missing, lang).into()),
            ("count", missing.len().into()),
        ],
    )
}

/// What the host is told when a game was paused for permissions.
pub fn paused_text(game: i64, channel: i64, reason: PauseReason, lang: Lang) -> String {
    if reason == PauseReason::Thread {
        return t(
            lang,
            "paused-thread-notice",
            &[
                ("game", game.into()),
                ("channel", channel.to_string().into()),
            ],
        );
    }
    let names: Vec<&str> = ALL
        .iter()
        .filter(|(p, _)| needed(Place::Channel).contains(*p))
        .map(|&(_, n)| n)
        .collect();
    let name = |n: &str| t(lang, permission_key(n), &[]);
    t(
        lang,
        "paused-notice",
        &[
            ("game", game.into()),
            ("channel", channel.to_string().into()),
            ("list", listed(&names, lang).into()),
            ("threads", name("Send Messages in Threads").into()),
            ("send", name("Send Messages").into()),
        ],
    )
}

/// The channels among `channels` that `member` can view, as Discord's
/// permissions say: the server's roles and each channel's overwrites (by
/// serenity's reckoning, the server's owner and administrators seeing
/// all), a public thread as its channel, a private thread by nobody (only
/// its members see it, and the bot cannot ask for each). `here`, where the
/// member asked, they see. Asked of Discord on each use, so a role taken
/// away counts at once; a channel Discord no longer shows the bot is left
/// out.
pub async fn viewable(
    rest: &super::rest::Rest,
    guild: serenity::GuildId,
    member: &serenity::Member,
    here: Option<i64>,
    channels: &[i64],
) -> Result<Vec<i64>, super::rest::RestError> {
    if channels.iter().all(|&c| Some(c) == here) {
        return Ok(channels.to_vec());
    }
    let server: serenity::PartialGuild = rest.get(&format!("/guilds/{guild}")).await?;
    let listed: Vec<serenity::GuildChannel> =
        rest.get(&format!("/guilds/{guild}/channels")).await?;
    let all: std::collections::HashMap<serenity::ChannelId, serenity::GuildChannel> =
        listed.into_iter().map(|c| (c.id, c)).collect();
    let can_view =
        |c: &serenity::GuildChannel| server.user_permissions_in(c, member).view_channel();
    let mut out = Vec::new();
    for &id in channels {
        let Some(cid) = snowflake(id).map(serenity::ChannelId::new) else {
            continue;
        };
        let seen = if Some(id) == here {
            true
        } else if let Some(c) = all.get(&cid) {
            can_view(c)
        } else {
            match rest
                .get::<serenity::Channel>(&format!("/channels/{cid}"))
                .await
            {
                Ok(serenity::Channel::Guild(t)) if t.guild_id == guild => match t.kind {
                    ChannelType::PublicThread | ChannelType::NewsThread => {
                        t.parent_id.and_then(|p| all.get(&p)).is_some_and(&can_view)
                    }
                    _ => false,
                },
                Ok(_) => false,
                Err(e) => match super::failure::classify(&e) {
                    super::failure::Failure::Gone
                    | super::failure::Failure::NoChannel
                    | super::failure::Failure::NoPermission
                    | super::failure::Failure::Refused(_) => false,
                    _ => return Err(e),
                },
            }
        };
        if seen {
            out.push(id);
        }
    }
    Ok(out)
}

/// A stored id as Discord's (ids are positive; anything else is none).
fn snowflake(id: i64) -> Option<u64> {
    u64::try_from(id).ok().filter(|&n| n != 0)
}

/// The channels of a server's running games that `member` can view (see
/// [`viewable`]); `None` when Discord could not be asked (logged), so that
/// nothing is listed rather than too much.
pub async fn games_seen(
    data: &super::Data,
    guild: i64,
    member: Option<&serenity::Member>,
    here: i64,
) -> Option<Vec<i64>> {
    let channels = match data.service.running_channels(guild).await {
        Ok(c) => c,
        Err(e) => {
            tracing::error!(error = %e, "could not read the server's running games");
            return None;
        }
    };
    channels_seen(data, guild, member, here, &channels).await
}

/// The channels among `channels` that `member` can view (see
/// [`viewable`]); `None` when Discord could not be asked (logged).
pub async fn channels_seen(
    data: &super::Data,
    guild: i64,
    member: Option<&serenity::Member>,
    here: i64,
    channels: &[i64],
) -> Option<Vec<i64>> {
    let (Some(member), Some(g)) = (member, snowflake(guild)) else {
        return Some(Vec::new());
    };
    match viewable(
        &data.rest,
        serenity::GuildId::new(g),
        member,
        Some(here),
        channels,
    )
    .await
    {
        Ok(seen) => Some(seen),
        Err(e) => {
            tracing::warn!(error = %e, "could not ask Discord which channels someone can view");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_permissions_are_named() {
        let have = Permissions::VIEW_CHANNEL | Permissions::READ_MESSAGE_HISTORY;
        assert_eq!(
            missing(Some(have), Place::Channel),
            ["Send Messages", "Attach Files"]
        );
        assert_eq!(
            missing(Some(have), Place::Thread),
            ["Attach Files", "Send Messages in Threads"]
        );
        assert_eq!(
            missing(Some(needed(Place::Channel)), Place::NewThread),
            ["Create Public Threads", "Send Messages in Threads"]
        );
        assert!(missing(Some(Permissions::ADMINISTRATOR), Place::NewThread).is_empty());
        assert!(missing(None, Place::Channel).is_empty());
        let text = refusal(&["Send Messages", "Attach Files"], Place::Channel, Lang::En);
        assert!(text.contains("**Send Messages** and **Attach Files** permissions"));
        let text = refusal(&["Attach Files"], Place::Thread, Lang::De);
        assert!(text.contains("**Dateien anhängen**"), "{text}");
    }

    /// The README's invite link asks for exactly what the bot checks, and
    /// lists it by name.
    #[test]
    fn the_readme_invite_link_matches_what_is_checked() {
        let readme = include_str!("../../README.md");
        let all = ALL.iter().fold(Permissions::empty(), |a, (p, _)| a | *p);
        assert!(
            readme.contains(&format!("&permissions={}`", all.bits())),
            "the invite link should ask for permissions={}",
            all.bits()
        );
        for (_, name) in ALL {
            assert!(readme.contains(name), "the README should name {name}");
        }
    }
}
