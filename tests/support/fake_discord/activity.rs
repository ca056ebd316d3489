//! Activities as Discord runs them, for the board inside Discord: the
//! launch (an interaction answered with `LAUNCH_ACTIVITY`), the
//! authorisation codes Discord's client makes for the Activity's page,
//! their exchange for a person's access token, the person behind a token,
//! and the Activity instances with where they run and who is in them.
//!
//! Each rule, with where Discord says it:
//! - `LAUNCH_ACTIVITY` (callback type 12) is "only available for apps
//!   with Activities enabled" (`interactions/receiving-and-responding.mdx`,
//!   "Interaction Callback Type"); other apps' answers are refused. Discord
//!   does not document the refusal's code: the fake answers 400 with
//!   50035 (a body Discord does not take).
//! - A launch starts the Activity in the interaction's channel, or joins
//!   the instance already running there (one instance per location;
//!   `activities/development-guides/multiplayer-experience.mdx`,
//!   "Activity Instance Management"), with the person who clicked in it.
//! - The token exchange (`topics/oauth2.mdx`, "Authorization Code Grant",
//!   "Access Token Exchange Example") takes a form
//!   (`application/x-www-form-urlencoded`) with `grant_type`
//!   `authorization_code`, the `code`, and the application's `client_id`
//!   and `client_secret`. A wrong client is `401 invalid_client`; a code
//!   that is unknown, used already, of another application, or older than
//!   ten minutes is `400 invalid_grant`.
//! - `GET /users/@me` with `Authorization: Bearer` answers the token's
//!   person (with their `locale`, under the `identify` scope;
//!   `resources/user.mdx`); an unknown token is 401.
//! - `GET /applications/{application.id}/activity-instances/{instance_id}`
//!   takes the bot's token (Discord's OpenAPI spec: `BotToken`), and
//!   answers the instance as `EmbeddedActivityInstance`, or 404 for an
//!   instance Discord does not know, or another application's.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use hyper::StatusCode;
use serde_json::{Value, json};

use super::{APP_ID, Person, user_json};

/// The application's OAuth2 secret, as the fake knows it.
pub const CLIENT_SECRET: &str = "fake-client-secret-0123456789";

/// How long an authorisation code may wait to be exchanged (Discord: ten
/// minutes).
const CODE_LIFETIME: Duration = Duration::from_secs(600);

/// An authorisation code Discord's client made for a person.
#[derive(Clone, Debug)]
pub struct Code {
    pub who: Person,
    pub client: u64,
    pub scopes: Vec<String>,
    pub made: Instant,
    pub used: bool,
}

/// An Activity instance: where it runs and who is in it.
#[derive(Clone, Debug)]
pub struct Instance {
    pub id: String,
    pub launch: u64,
    pub guild: u64,
    pub channel: u64,
    pub users: Vec<u64>,
}

/// What the fake knows of Activities.
#[derive(Default, Debug)]
pub struct Activities {
    /// The application has an Activity (turned on in its settings).
    pub enabled: bool,
    pub codes: HashMap<String, Code>,
    /// Access tokens given for codes: the person and the scopes.
    pub tokens: HashMap<String, (Person, Vec<String>)>,
    pub instances: Vec<Instance>,
    /// Launches answered, in order: the instance each opened or joined.
    pub launches: Vec<String>,
    /// Codes exchanged, and refused.
    pub exchanged: usize,
    pub refused: Vec<String>,
    next: u64,
}

impl Activities {
    fn next(&mut self) -> u64 {
        self.next += 1;
        self.next
    }

    /// A launch by `who` in `channel` of `guild`: the instance there, with
    /// them in it. `Err`: Discord's refusal.
    pub fn launch(&mut self, who: &Person, guild: u64, channel: u64) -> Result<String, Value> {
        if !self.enabled {
            return Err(json!({
                "message": "Invalid Form Body", "code": 50035,
                "errors": { "type": { "_errors": [{ "code": "INTERACTION_LAUNCH_ACTIVITY_DISABLED",
                    "message": "This application has no Activity." }] } }
            }));
        }
        let launch = self.next();
        let at = self.instances.iter().position(|i| i.channel == channel);
        let i = match at {
            Some(i) => i,
            None => {
                self.instances.push(Instance {
                    id: format!("i-{launch}-gc-{guild}-{channel}"),
                    launch,
                    guild,
                    channel,
                    users: Vec::new(),
                });
                self.instances.len() - 1
            }
        };
        let instance = &mut self.instances[i];
        if !instance.users.contains(&who.id) {
            instance.users.push(who.id);
        }
        let id = instance.id.clone();
        self.launches.push(id.clone());
        Ok(id)
    }

    /// The code Discord's client makes when the page asks it to authorise
    /// `who` for `scopes` (the SDK's `authorize`).
    pub fn authorize(&mut self, who: &Person, client: u64, scopes: &[&str]) -> String {
        let code = format!("code{}x{}", self.next(), rand::random::<u32>());
        self.codes.insert(
            code.clone(),
            Code {
                who: who.clone(),
                client,
                scopes: scopes.iter().map(|s| s.to_string()).collect(),
                made: Instant::now(),
                used: false,
            },
        );
        code
    }

    /// `POST /oauth2/token`.
    pub fn exchange(&mut self, content_type: &str, form: &Value) -> (StatusCode, Value) {
        let field = |name: &str| form[name].as_str().unwrap_or_default().to_string();
        let refuse = |s: &mut Activities, status, error: &str, why: &str| {
            s.refused.push(format!("{error}: {why}"));
            (status, json!({ "error": error, "error_description": why }))
        };
        if !content_type.starts_with("application/x-www-form-urlencoded") {
            let why = "the token exchange is a form";
            return refuse(self, StatusCode::BAD_REQUEST, "invalid_request", why);
        }
        if field("client_id") != APP_ID.to_string() || field("client_secret") != CLIENT_SECRET {
            let why = "Invalid client";
            return refuse(self, StatusCode::UNAUTHORIZED, "invalid_client", why);
        }
        if field("grant_type") != "authorization_code" {
            let why = "Unsupported grant type";
            return refuse(self, StatusCode::BAD_REQUEST, "unsupported_grant_type", why);
        }
        let code = field("code");
        let good = self
            .codes
            .get(&code)
            .is_some_and(|c| !c.used && c.client == APP_ID && c.made.elapsed() < CODE_LIFETIME);
        if !good {
            let why = "Invalid \"code\" in request.";
            return refuse(self, StatusCode::BAD_REQUEST, "invalid_grant", why);
        }
        let c = self.codes.get_mut(&code).expect("checked above");
        c.used = true;
        let (who, scopes) = (c.who.clone(), c.scopes.clone());
        let token = format!("bearer{}x{}", self.next(), rand::random::<u32>());
        self.tokens.insert(token.clone(), (who, scopes.clone()));
        self.exchanged += 1;
        (
            StatusCode::OK,
            json!({ "access_token": token, "token_type": "Bearer", "expires_in": 604_800,
                    "refresh_token": format!("refresh-{token}"), "scope": scopes.join(" ") }),
        )
    }

    /// `GET /users/@me` with a person's token.
    pub fn me(&self, token: &str) -> (StatusCode, Value) {
        match self.tokens.get(token) {
            Some((who, scopes)) if scopes.iter().any(|s| s == "identify") => {
                let mut user = user_json(who);
                user["locale"] = json!(who.locale);
                (StatusCode::OK, user)
            }
            _ => (
                StatusCode::UNAUTHORIZED,
                json!({ "message": "401: Unauthorized", "code": 0 }),
            ),
        }
    }

    /// `GET /applications/{application}/activity-instances/{instance}`.
    pub fn instance(&self, application: &str, id: &str) -> (StatusCode, Value) {
        let found = self.instances.iter().find(|i| i.id == id);
        match found {
            Some(i) if application == APP_ID.to_string() => {
                let users: Vec<String> = i.users.iter().map(u64::to_string).collect();
                (
                    StatusCode::OK,
                    json!({
                        "application_id": APP_ID.to_string(), "instance_id": i.id,
                        "launch_id": i.launch.to_string(),
                        "location": { "id": format!("gc-{}-{}", i.guild, i.channel), "kind": "gc",
                                      "channel_id": i.channel.to_string(), "guild_id": i.guild.to_string() },
                        "users": users,
                    }),
                )
            }
            _ => (
                StatusCode::NOT_FOUND,
                json!({ "message": "Unknown Activity Instance", "code": 10_000 }),
            ),
        }
    }

    /// `who` closes the Activity in `channel`.
    pub fn leave(&mut self, who: u64, channel: u64) {
        for i in self.instances.iter_mut().filter(|i| i.channel == channel) {
            i.users.retain(|u| *u != who);
        }
    }
}

/// A form's body (`application/x-www-form-urlencoded`) as a JSON object
/// of its fields.
pub fn form_fields(bytes: &[u8]) -> Value {
    let text = String::from_utf8_lossy(bytes);
    let decode = |s: &str| {
        let s = s.replace('+', " ");
        let mut out = Vec::new();
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%'
                && i + 2 < b.len()
                && let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16)
            {
                out.push(v);
                i += 3;
                continue;
            }
            out.push(b[i]);
            i += 1;
        }
        String::from_utf8_lossy(&out).to_string()
    };
    let fields: serde_json::Map<String, Value> = text
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (decode(k), Value::String(decode(v))))
        .collect();
    Value::Object(fields)
}
