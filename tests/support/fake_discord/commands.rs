//! Application commands as Discord keeps and refuses them
//! (`interactions/application-commands.mdx`), each rule with its source:
//!
//! - Names: 1–32 characters, lower case, of letters, digits, `-` and `_`
//!   ("Application Command Naming"); descriptions 1–100; localizations
//!   only in Discord's locales ("Localization"); names unique within a
//!   command in every locale; required options before optional ones
//!   ("Application Command Option Structure").
//! - **A command's size**: "a maximum of 8000 characters for combined
//!   name, description, and value properties for each command, its
//!   options (including subcommands and groups), and choices. When
//!   localization fields are present, only the longest localization for
//!   each field (including the default value) is counted" ("Slash
//!   Commands"). Over it: `400 50035`, `APPLICATION_COMMAND_TOO_LARGE`,
//!   "Command exceeds maximum size (8000)" (`reference.mdx`, "Request
//!   Error"). Counted here in UTF-16 code units, the strictest reading.
//! - **How many**: 100 global `CHAT_INPUT`, 15 `USER`, 15 `MESSAGE` and
//!   1 `PRIMARY_ENTRY_POINT` command, and no Entry Point command in a
//!   server ("Registering a Command"); past them `30032` ("Maximum number
//!   of application commands reached", `topics/opcodes-and-status-codes.mdx`).
//!   Discord does not document the refusal of a server's Entry Point
//!   command: the fake answers 50035.
//! - **Daily creates**: "a global rate limit of 200 application command
//!   creates per day, per guild" ("Registering a Command"); a bulk
//!   overwrite's commands "that do not already exist will count toward
//!   daily application command create limits" ("Bulk Overwrite Global
//!   Application Commands"). Past it: `30034`.
//! - **The Entry Point command**: made by Discord when Activities are
//!   turned on ("Default Entry Point command": "Launch", handler 2); a
//!   bulk overwrite of the global commands without it is refused `400
//!   50240`, "You cannot remove this app's Entry Point command in a bulk
//!   update operation. Please include the Entry Point command in your
//!   update request or delete it separately." (serenity-rs/serenity
//!   #2993, Pycord-Development/pycord #3276). `handler` "can only be set
//!   for application commands of type `PRIMARY_ENTRY_POINT` for
//!   applications with the `EMBEDDED` flag" ("Application Command
//!   Structure").
//! - An `id` in a bulk overwrite names a command the application has
//!   (`10063` "Unknown application command" otherwise).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use hyper::StatusCode;
use serde_json::{Value, json};

use super::APP_ID;

/// Discord's most for one slash command, as [`size`] counts it.
pub const SIZE_MOST: usize = 8_000;
/// Creates a day in one scope.
pub const CREATES_A_DAY: usize = 200;

/// The locales Discord takes in `*_localizations` (`reference.mdx`,
/// "Locales").
pub const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// The application's commands, globally and in each server.
#[derive(Debug, Default)]
pub struct Commands {
    pub global: Vec<Value>,
    pub guilds: HashMap<u64, Vec<Value>>,
    /// Bulk overwrites Discord took.
    pub overwrites: usize,
    /// Commands made (not there before), with when and in which scope
    /// (0: global).
    creates: Vec<(Instant, u64)>,
    /// The application has an Activity (the `EMBEDDED` flag).
    pub embedded: bool,
    next_id: u64,
}

/// A refusal: Discord's status and body.
pub type Refusal = (StatusCode, Value);

fn invalid_form(errors: Vec<(String, String)>) -> Refusal {
    let errors: Vec<Value> = errors
        .into_iter()
        .map(|(code, message)| json!({ "code": code, "message": message }))
        .collect();
    (
        StatusCode::BAD_REQUEST,
        json!({ "code": 50035, "message": "Invalid Form Body", "errors": { "_errors": errors } }),
    )
}

fn error(code: u32, message: &str) -> Refusal {
    (
        StatusCode::BAD_REQUEST,
        json!({ "code": code, "message": message }),
    )
}

/// A command's type (1 where it says none).
pub fn kind(c: &Value) -> u64 {
    c["type"].as_u64().unwrap_or(1)
}

/// The Entry Point command Discord makes when Activities are turned on.
pub fn default_entry_point(id: u64) -> Value {
    json!({ "id": id.to_string(), "application_id": APP_ID.to_string(), "version": "1",
            "name": "launch", "description": "", "type": 4, "handler": 2,
            "default_member_permissions": null, "integration_types": [0, 1],
            "contexts": [0, 1, 2], "nsfw": false })
}

/// Characters as counted: UTF-16 code units.
fn length(s: &str) -> usize {
    s.encode_utf16().count()
}

fn longest(v: &Value, field: &str) -> usize {
    let own = v[field].as_str().map_or(0, length);
    v[format!("{field}_localizations")]
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(_, t)| t.as_str().map(length))
        .fold(own, usize::max)
}

/// A command's size as Discord counts it.
pub fn size(c: &Value) -> usize {
    let own = longest(c, "name") + longest(c, "description");
    let options: usize = c["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(size)
        .sum();
    let choices: usize = c["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|ch| {
            longest(ch, "name")
                + match &ch["value"] {
                    Value::String(s) => length(s),
                    Value::Null => 0,
                    v => v.to_string().len(),
                }
        })
        .sum();
    own + options + choices
}

impl Commands {
    /// Turns Activities on, as the Developer Portal does: Discord makes
    /// the Entry Point command.
    pub fn turn_on_activities(&mut self) {
        self.embedded = true;
        if !self.global.iter().any(|c| kind(c) == 4) {
            let id = self.id();
            self.global.push(default_entry_point(id));
        }
    }

    fn id(&mut self) -> u64 {
        self.next_id += 1;
        700_000_000_000_000_000 + self.next_id
    }

    /// The commands of a scope, as `GET …/commands` answers.
    pub fn list(&self, guild: Option<u64>) -> Value {
        let list = match guild {
            Some(g) => self.guilds.get(&g).cloned().unwrap_or_default(),
            None => self.global.clone(),
        };
        Value::Array(list)
    }

    /// A bulk overwrite of a scope's commands: the list Discord keeps, or
    /// its refusal.
    pub fn overwrite(&mut self, guild: Option<u64>, body: &Value) -> Result<Value, Refusal> {
        let Some(list) = body.as_array() else {
            return Err(invalid_form(vec![(
                "BASE_TYPE_ARRAY".into(),
                "Must be an array".into(),
            )]));
        };
        self.refusal(guild, list)?;
        let held = match guild {
            Some(g) => self.guilds.get(&g).cloned().unwrap_or_default(),
            None => self.global.clone(),
        };
        let made = list.iter().filter(|c| same_in(&held, c).is_none()).count();
        let now = Instant::now();
        let scope = guild.unwrap_or(0);
        let day = Duration::from_secs(86_400);
        self.creates.retain(|(t, _)| now.duration_since(*t) < day);
        let today = self.creates.iter().filter(|(_, s)| *s == scope).count();
        if today + made > CREATES_A_DAY {
            return Err(error(
                30034,
                "Max number of daily application command creates has been reached (200)",
            ));
        }
        self.creates.extend(std::iter::repeat_n((now, scope), made));
        let mut out = Vec::new();
        for c in list {
            let mut c = c.clone();
            let id = match same_in(&held, &c) {
                Some(old) => old["id"].as_str().unwrap_or_default().to_string(),
                None => self.id().to_string(),
            };
            c["id"] = json!(id);
            c["application_id"] = json!(APP_ID.to_string());
            c["version"] = json!("1");
            c["type"] = json!(kind(&c));
            if c.get("default_member_permissions").is_none() {
                c["default_member_permissions"] = Value::Null;
            }
            out.push(c);
        }
        match guild {
            Some(g) => {
                self.guilds.insert(g, out.clone());
            }
            None => self.global = out.clone(),
        }
        self.overwrites += 1;
        Ok(Value::Array(out))
    }

    /// What Discord refuses in `list` for `guild`'s scope (or the global
    /// one), in the order it checks.
    fn refusal(&self, guild: Option<u64>, list: &[Value]) -> Result<(), Refusal> {
        let problems = problems(&Value::Array(list.to_vec()));
        if !problems.is_empty() {
            return Err(invalid_form(
                problems
                    .into_iter()
                    .map(|p| ("INVALID".into(), p))
                    .collect(),
            ));
        }
        if list.iter().any(|c| kind(c) == 1 && size(c) > SIZE_MOST) {
            return Err(invalid_form(vec![(
                "APPLICATION_COMMAND_TOO_LARGE".into(),
                "Command exceeds maximum size (8000)".into(),
            )]));
        }
        let count = |k| list.iter().filter(|c| kind(c) == k).count();
        let entry_points = count(4);
        if guild.is_some() && entry_points > 0 {
            return Err(invalid_form(vec![(
                "APPLICATION_COMMAND_INVALID".into(),
                "Your app cannot have a PRIMARY_ENTRY_POINT guild command".into(),
            )]));
        }
        if count(1) > 100 || count(2) > 15 || count(3) > 15 || entry_points > 1 {
            return Err(error(
                30032,
                "Maximum number of application commands reached",
            ));
        }
        if list.iter().any(|c| {
            c.get("handler").is_some_and(|h| !h.is_null()) && (kind(c) != 4 || !self.embedded)
        }) {
            return Err(invalid_form(vec![(
                "APPLICATION_COMMAND_INVALID".into(),
                "handler can only be set for PRIMARY_ENTRY_POINT commands of apps with Activities"
                    .into(),
            )]));
        }
        let held = match guild {
            Some(g) => self.guilds.get(&g).map_or(&[][..], Vec::as_slice),
            None => &self.global[..],
        };
        let known = |id: &str| held.iter().any(|c| c["id"].as_str() == Some(id));
        if list
            .iter()
            .filter_map(|c| c["id"].as_str())
            .any(|id| !known(id))
        {
            return Err(error(10063, "Unknown application command"));
        }
        if guild.is_none() && held.iter().any(|c| kind(c) == 4) && entry_points == 0 {
            return Err(error(
                50240,
                "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately.",
            ));
        }
        Ok(())
    }
}

/// The command of `held` that `c` overwrites: the one its id names, or
/// the one of its type and name.
fn same_in<'a>(held: &'a [Value], c: &Value) -> Option<&'a Value> {
    if let Some(id) = c["id"].as_str() {
        return held.iter().find(|h| h["id"].as_str() == Some(id));
    }
    held.iter()
        .find(|h| kind(h) == kind(c) && h["name"] == c["name"])
}

/// What Discord refuses in a list of slash commands, beyond the shapes the
/// OpenAPI description checks: names (lower case, 1–32 of letters, digits,
/// `-` and `_`) and descriptions (1–100) in every locale, known locales,
/// names unique within a command in every locale, required options first.
pub fn problems(commands: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let list: Vec<&Value> = commands.as_array().into_iter().flatten().collect();
    for (i, c) in list.iter().enumerate() {
        let at = format!("[{i}]");
        // An Entry Point command has no description of its own to check.
        texts(c, &at, kind(c) != 4, &mut out);
        options(c, &at, &mut out);
    }
    for locale in std::iter::once("").chain(LOCALES.iter().copied()) {
        let mut seen = std::collections::HashSet::new();
        for c in &list {
            let name = name_in(c, "name_localizations", locale);
            if !seen.insert((kind(c), name)) {
                out.push(format!("two commands are named {name:?} in {locale:?}"));
            }
        }
    }
    out
}

fn name_ok(n: &str) -> bool {
    (1..=32).contains(&n.chars().count())
        && n.chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && n.to_lowercase() == n
}

/// The name of `v` in `locale` (its own where it has none there).
fn name_in<'a>(v: &'a Value, field: &str, locale: &str) -> &'a str {
    v[field][locale]
        .as_str()
        .unwrap_or_else(|| v["name"].as_str().unwrap_or_default())
}

fn texts(v: &Value, at: &str, names: bool, out: &mut Vec<String>) {
    let name = v["name"].as_str().unwrap_or_default();
    if names && !name_ok(name) {
        out.push(format!("{at}: name {name:?} breaks Discord's naming rule"));
    }
    let fields = if names {
        &["name_localizations", "description_localizations"][..]
    } else {
        &["name_localizations"][..]
    };
    for field in fields {
        for (locale, text) in v[*field].as_object().into_iter().flatten() {
            if !LOCALES.contains(&locale.as_str()) {
                out.push(format!("{at}.{field}: {locale:?} is not a Discord locale"));
            }
            let text = text.as_str().unwrap_or_default();
            let n = text.chars().count();
            let bad = if *field == "name_localizations" && names {
                !name_ok(text)
            } else {
                !(1..=100).contains(&n)
            };
            if bad {
                out.push(format!("{at}.{field}.{locale}: {text:?} is not allowed"));
            }
        }
    }
}

fn options(v: &Value, at: &str, out: &mut Vec<String>) {
    let opts: Vec<&Value> = v["options"].as_array().into_iter().flatten().collect();
    let mut optional_seen = false;
    for (i, o) in opts.iter().enumerate() {
        let at = format!("{at}.options[{i}]");
        texts(o, &at, true, out);
        let required = o["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            out.push(format!("{at}: a required option after an optional one"));
        }
        optional_seen |= !required;
        let choices: Vec<&Value> = o["choices"].as_array().into_iter().flatten().collect();
        for (j, c) in choices.iter().enumerate() {
            texts(c, &format!("{at}.choices[{j}]"), false, out);
        }
        for locale in std::iter::once("").chain(LOCALES.iter().copied()) {
            let mut seen = std::collections::HashSet::new();
            for c in &choices {
                if !seen.insert(name_in(c, "name_localizations", locale)) {
                    out.push(format!("{at}: two choices share a name in {locale:?}"));
                }
            }
        }
        options(o, &at, out);
    }
    for locale in std::iter::once("").chain(LOCALES.iter().copied()) {
        let mut seen = std::collections::HashSet::new();
        for o in &opts {
            let name = name_in(o, "name_localizations", locale);
            if !seen.insert(name) {
                out.push(format!(
                    "{at}: two options are named {name:?} in {locale:?}"
                ));
            }
        }
    }
}
