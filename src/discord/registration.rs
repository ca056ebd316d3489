//! Registering the slash commands as Discord takes them:
//!
//! - **A command's size.** "Slash commands can have a maximum of 8000
//!   characters for combined name, description, and value properties for
//!   each command, its options (including subcommands and groups), and
//!   choices. When localization fields are present, only the longest
//!   localization for each field (including the default value) is
//!   counted" (`interactions/application-commands.mdx`, "Slash
//!   Commands"). Over it, Discord refuses the whole list: `400 50035
//!   APPLICATION_COMMAND_TOO_LARGE`, "Command exceeds maximum size (8000)"
//!   (`reference.mdx`). [`size`] counts as Discord does; the bot keeps
//!   every command under [`COMMAND_KEPT`], a margin for translators.
//! - **The Entry Point command.** With Activities on, Discord gives the
//!   application an Entry Point command of its own (type 4,
//!   `PRIMARY_ENTRY_POINT`, "Launch": `application-commands.mdx`, "Default
//!   Entry Point command"). A bulk overwrite of the global commands that
//!   leaves it out is refused: `400 50240` "You cannot remove this app's
//!   Entry Point command in a bulk update operation" (serenity-rs/serenity
//!   #2993, Pycord-Development/pycord #3276). So the global commands are
//!   read first and the Entry Point command is sent back as Discord has
//!   it, with its id and its handler: the bot keeps whichever handler the
//!   operator chose in the Developer Portal (Discord's own, by default,
//!   which launches the Activity itself). A server's commands cannot hold
//!   one ("Your app cannot have a `PRIMARY_ENTRY_POINT` guild command"),
//!   so registering in a dev server sends the bot's alone.
//!
//! Every request goes through the bot's one REST client, so it is rate
//! limited and counted as every other.

use std::time::Duration;

use reqwest::Method;
use serde_json::Value;
#[cfg(test)]
use serde_json::json;

use super::config::BotError;
use super::rest::{Payload, Rest, RestError};
use super::{Data, Error};

/// Discord's most for one slash command, as [`size`] counts it.
pub const COMMAND_MOST: usize = 8_000;
/// The bot's own most: room for a translation to grow.
pub const COMMAND_KEPT: usize = 7_000;
/// Options (or subcommands) of one command or subcommand, and choices of
/// one option, at most (`application-commands.mdx`, "Application Command
/// Option Structure").
pub const OPTIONS_MOST: usize = 25;
/// Global `CHAT_INPUT` commands an application may have
/// (`application-commands.mdx`, "Registering a Command").
pub const CHAT_INPUT_MOST: usize = 100;
/// An Entry Point command's type (`PRIMARY_ENTRY_POINT`).
pub const ENTRY_POINT: u64 = 4;

/// Tries to register the commands this many times before giving up.
pub const REGISTRATION_TRIES: u32 = 6;

/// The fields of a registered command that a bulk overwrite takes back
/// (the OpenAPI description's `ApplicationCommandUpdateRequest`).
const UPDATE_FIELDS: &[&str] = &[
    "id",
    "name",
    "name_localizations",
    "description",
    "description_localizations",
    "options",
    "default_member_permissions",
    "contexts",
    "integration_types",
    "handler",
    "type",
    "nsfw",
];

/// The bot's commands as the JSON Discord is sent.
pub fn bodies(commands: &[poise::Command<Data, Error>]) -> Vec<Value> {
    poise::builtins::create_application_commands(commands)
        .iter()
        .map(|c| serde_json::to_value(c).unwrap_or(Value::Null))
        .collect()
}

/// Characters as Discord measures a string: UTF-16 code units, which is
/// never fewer than code points (the strictest reading).
fn length(s: &str) -> usize {
    s.encode_utf16().count()
}

/// The longest of `v[field]` and its localizations (`{field}_localizations`).
fn longest(v: &Value, field: &str) -> usize {
    let own = v[field].as_str().map_or(0, length);
    let localized = v[format!("{field}_localizations")]
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(_, text)| text.as_str())
        .map(length)
        .max()
        .unwrap_or(0);
    own.max(localized)
}

/// A choice's value as counted: a string's characters, a number's digits
/// as written.
fn value_length(v: &Value) -> usize {
    match v {
        Value::String(s) => length(s),
        Value::Null => 0,
        other => other.to_string().len(),
    }
}

/// The size of a command as Discord counts it (see the module's notes):
/// its name and description, and every option's, subcommands and groups
/// included, and each choice's name and value, each at its longest
/// localization.
pub fn size(command: &Value) -> usize {
    let mut total = longest(command, "name") + longest(command, "description");
    for option in command["options"].as_array().into_iter().flatten() {
        total += size(option);
    }
    for choice in command["choices"].as_array().into_iter().flatten() {
        total += longest(choice, "name") + value_length(&choice["value"]);
    }
    total
}

/// What Discord would refuse in a list of commands, counted here before
/// anything is sent: a command over [`COMMAND_MOST`], too many options or
/// choices, too many commands. Empty when Discord would take it.
pub fn refusals(commands: &[Value]) -> Vec<String> {
    fn options(v: &Value, at: &str, out: &mut Vec<String>) {
        let opts = v["options"].as_array().map_or(&[][..], Vec::as_slice);
        if opts.len() > OPTIONS_MOST {
            out.push(format!("{at} has {} options (25 at most)", opts.len()));
        }
        let choices = v["choices"].as_array().map_or(0, Vec::len);
        if choices > OPTIONS_MOST {
            out.push(format!("{at} has {choices} choices (25 at most)"));
        }
        for o in opts {
            options(
                o,
                &format!("{at} {}", o["name"].as_str().unwrap_or("?")),
                out,
            );
        }
    }
    let mut out = Vec::new();
    let chat_input = commands.iter().filter(|c| kind(c) == 1).count();
    if chat_input > CHAT_INPUT_MOST {
        out.push(format!("{chat_input} slash commands (100 at most)"));
    }
    for c in commands.iter().filter(|c| kind(c) == 1) {
        let name = format!("/{}", c["name"].as_str().unwrap_or("?"));
        let n = size(c);
        if n > COMMAND_MOST {
            out.push(format!(
                "{name} is {n} characters as Discord counts them (8,000 at most)"
            ));
        }
        options(c, &name, &mut out);
    }
    out
}

/// A command's type (1, a slash command, where it says none).
fn kind(c: &Value) -> u64 {
    c["type"].as_u64().unwrap_or(1)
}

/// The bulk overwrite of the global commands: `ours`, and every Entry
/// Point command Discord holds (`registered`), sent back as it is.
pub fn overwrite(ours: &[Value], registered: &[Value]) -> Vec<Value> {
    let kept = registered
        .iter()
        .filter(|c| kind(c) == ENTRY_POINT)
        .map(|c| {
            let fields = UPDATE_FIELDS.iter().filter_map(|f| {
                c.get(*f)
                    .filter(|v| !v.is_null())
                    .map(|v| ((*f).to_string(), v.clone()))
            });
            Value::Object(fields.collect())
        });
    ours.iter().cloned().chain(kept).collect()
}

/// The Entry Point command among `registered`, if Discord holds one.
pub fn entry_point(registered: &[Value]) -> Option<&Value> {
    registered.iter().find(|c| kind(c) == ENTRY_POINT)
}

/// Where commands are registered: every server, or one (a dev server).
fn commands_path(app: u64, dev_guild: Option<u64>) -> String {
    match dev_guild {
        Some(g) => format!("/applications/{app}/guilds/{g}/commands"),
        None => format!("/applications/{app}/commands"),
    }
}

/// The commands Discord holds for the application (globally, or in
/// `dev_guild`).
pub async fn registered(rest: &Rest, dev_guild: Option<u64>) -> Result<Vec<Value>, RestError> {
    let path = commands_path(rest.application().await?, dev_guild);
    let list = rest.send(Method::GET, &path, &[], Payload::Empty).await?;
    Ok(list.as_array().cloned().unwrap_or_default())
}

/// Registers `ours` once: globally, keeping the Entry Point command
/// Discord holds, or in `dev_guild` alone.
async fn register_once(
    rest: &Rest,
    ours: &[Value],
    dev_guild: Option<u64>,
) -> Result<(), RestError> {
    let app = rest.application().await?;
    let body = match dev_guild {
        Some(_) => ours.to_vec(),
        None => {
            let held = registered(rest, None).await?;
            if let Some(entry) = entry_point(&held) {
                tracing::info!(name = %entry["name"], "keeping the application's Entry Point command");
            }
            overwrite(ours, &held)
        }
    };
    let path = commands_path(app, dev_guild);
    rest.send(Method::PUT, &path, &[], Payload::Json(&Value::Array(body)))
        .await?;
    Ok(())
}

/// Registers the slash commands (in one server, or globally), trying again
/// on Discord's server errors and rate limits. A list Discord would refuse
/// is never sent; a refusal that trying again cannot fix, or failing every
/// try, stops the bot.
pub async fn register(
    rest: &Rest,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<u64>,
) -> Result<(), BotError> {
    let ours = bodies(commands);
    let refused = refusals(&ours);
    if !refused.is_empty() {
        return Err(BotError::Registration(refused.join("; ")));
    }
    let mut wait = Duration::from_millis(250);
    for attempt in 1..=REGISTRATION_TRIES {
        let Err(e) = register_once(rest, &ours, dev_guild).await else {
            return Ok(());
        };
        match super::failure::classify(&e) {
            super::failure::Failure::Transient(at_least) if attempt < REGISTRATION_TRIES => {
                tracing::warn!(attempt, error = %e, "registering the commands failed; trying again");
                tokio::time::sleep(wait.max(at_least)).await;
                wait *= 2;
            }
            super::failure::Failure::Unauthorized => {
                return Err(BotError::Rejected(e.to_string()));
            }
            _ => return Err(BotError::Registration(e.to_string())),
        }
    }
    Err(BotError::Registration("no answer".into()))
}

/// A command body with an Entry Point command's shape, for tests.
#[cfg(test)]
fn launch(id: &str) -> Value {
    json!({ "id": id, "application_id": "1", "version": "9", "name": "launch",
            "description": "", "type": 4, "handler": 2, "integration_types": [0, 1],
            "contexts": [0, 1, 2], "dm_permission": true, "nsfw": false })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_command_is_counted_at_its_longest_localizations() {
        let c = json!({
            "name": "new", "name_localizations": { "de": "neu", "fr": "nouvelle" },
            "description": "Open.", "description_localizations": { "de": "Öffnen." },
            "options": [{ "name": "farms", "description": "How farms score",
                          "choices": [{ "name": "yes", "name_localizations": { "de": "jawohl" }, "value": 10 }] }]
        });
        // "nouvelle" 8 + "Öffnen." 7 + "farms" 5 + "How farms score" 15 +
        // "jawohl" 6 + "10" 2.
        assert_eq!(size(&c), 8 + 7 + 5 + 15 + 6 + 2);
        // A letter outside the basic plane counts twice, as UTF-16 does.
        assert_eq!(length("🏰"), 2);
    }

    #[test]
    fn every_command_fits_with_room_in_every_language() {
        let ours = bodies(&crate::discord::commands());
        assert!(refusals(&ours).is_empty(), "{:?}", refusals(&ours));
        for c in &ours {
            let n = size(c);
            assert!(
                n <= COMMAND_KEPT,
                "/{} is {n} characters as Discord counts them",
                c["name"]
            );
        }
        // Each language alone, as a translator would see it grow.
        for lang in Lang::ALL {
            for c in &ours {
                let only = only_in(c, lang.discord_locales());
                let n = size(&only);
                assert!(
                    n <= COMMAND_KEPT,
                    "/{} is {n} in {}",
                    c["name"],
                    lang.code()
                );
            }
        }
    }

    /// `v` with its localizations cut to `locales`.
    fn only_in(v: &Value, locales: &[&str]) -> Value {
        match v {
            Value::Object(map) => Value::Object(
                map.iter()
                    .map(|(k, v)| {
                        if k.ends_with("_localizations") {
                            let kept = v
                                .as_object()
                                .into_iter()
                                .flatten()
                                .filter(|(l, _)| locales.contains(&l.as_str()));
                            (
                                k.clone(),
                                Value::Object(kept.map(|(l, t)| (l.clone(), t.clone())).collect()),
                            )
                        } else {
                            (k.clone(), only_in(v, locales))
                        }
                    })
                    .collect(),
            ),
            Value::Array(items) => {
                Value::Array(items.iter().map(|i| only_in(i, locales)).collect())
            }
            other => other.clone(),
        }
    }

    #[test]
    fn a_bulk_overwrite_keeps_the_entry_point_command_as_discord_has_it() {
        let ours = vec![json!({ "name": "carcassonne", "description": "Play." })];
        let held = vec![
            json!({ "id": "5", "name": "carcassonne", "type": 1 }),
            launch("7"),
        ];
        let body = overwrite(&ours, &held);
        assert_eq!(body.len(), 2);
        assert_eq!(body[0], ours[0]);
        let kept = &body[1];
        assert_eq!(kept["id"], "7");
        assert_eq!(kept["type"], 4);
        assert_eq!(kept["handler"], 2);
        // Only what a bulk overwrite takes.
        assert!(kept.get("application_id").is_none() && kept.get("version").is_none());
        assert!(entry_point(&held).is_some());
        assert_eq!(overwrite(&ours, &[]), ours);
    }

    #[test]
    fn a_list_discord_would_refuse_is_said_before_it_is_sent() {
        let option = |i: usize| {
            json!({ "name": format!("o{i}"), "description": "d".repeat(100),
                    "name_localizations": { "de": "n".repeat(32) } })
        };
        let sub = |n: usize| {
            json!({ "name": format!("s{n}"), "description": "s", "type": 1,
                                     "options": (0..n).map(option).collect::<Vec<_>>() })
        };
        let wide = json!({ "name": "wide", "description": "w", "options": [sub(26)] });
        let big =
            json!({ "name": "big", "description": "b", "options": [sub(25), sub(25), sub(25)] });
        let said = refusals(&[wide, big]);
        assert!(
            said.iter()
                .any(|s| s == "/wide s26 has 26 options (25 at most)"),
            "{said:?}"
        );
        assert!(said.iter().any(|s| s.starts_with("/big is 9")), "{said:?}");
        assert_eq!(said.len(), 2, "{said:?}");
    }
}
