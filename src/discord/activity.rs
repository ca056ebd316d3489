//! The board inside Discord: what is asked of Discord when a page opened
//! as an Activity says who it is. Three requests, each as Discord's docs
//! write it:
//!
//! 1. the page's authorisation code exchanged for the person's access
//!    token, with the application's secret (`POST /oauth2/token`, a form;
//!    `topics/oauth2.mdx`, "Authorization Code Grant");
//! 2. the person behind that token (`GET /users/@me` with the token, the
//!    `identify` scope; `resources/user.mdx`);
//! 3. the Activity instance the page says it runs in, with the bot's
//!    token (`GET /applications/{application}/activity-instances/{instance}`;
//!    `resources/application.mdx`, "Get Application Activity Instance"):
//!    the person must be among its users, and its location a channel.
//!
//! The access token is used once and let go: the page gets the board's
//! own session, never Discord's token, and never the secret.

use std::sync::Arc;

use reqwest::Method;

use super::rest::{Auth, Payload, Rest, RestError, id_in};
use crate::web::activity::{Asking, ClientSecret, Opener, Vouch};
use crate::web::error::ActivityError;

/// Asks Discord about the people who open the board inside it.
pub struct DiscordVouch {
    rest: Arc<Rest>,
    application: u64,
    secret: ClientSecret,
}

impl DiscordVouch {
    /// Asks through `rest` (the bot's one client, within Discord's rate
    /// limits) for `application`, whose secret is `secret`.
    pub fn new(rest: Arc<Rest>, application: u64, secret: ClientSecret) -> DiscordVouch {
        DiscordVouch {
            rest,
            application,
            secret,
        }
    }

    async fn ask(&self, code: &str, instance: &str) -> Result<Opener, ActivityError> {
        let id = self.application.to_string();
        let exchanged = self
            .rest
            .send_as(
                Auth::None,
                Method::POST,
                "/oauth2/token",
                &[],
                Payload::Form(&[
                    ("client_id", &id),
                    ("client_secret", self.secret.expose()),
                    ("grant_type", "authorization_code"),
                    ("code", code),
                ]),
            )
            .await
            .map_err(|e| match e.status() {
                // `invalid_client`: the operator's secret, not the person's
                // code, is wrong; every opening fails until it is mended.
                Some(401) => {
                    tracing::error!(error = %e, "Discord refused DISCORD_CLIENT_SECRET: copy it again from the application's OAuth2 page");
                    ActivityError::Unreachable("the application's secret was refused".into())
                }
                _ => refusal(e, ActivityError::BadCode),
            })?;
        let access = exchanged["access_token"]
            .as_str()
            .ok_or_else(|| ActivityError::Unreachable("no access token".into()))?;
        let me = self
            .rest
            .send_as(
                Auth::Bearer(access),
                Method::GET,
                "/users/@me",
                &[],
                Payload::Empty,
            )
            .await
            .map_err(|e| refusal(e, ActivityError::BadCode))?;
        let user = id_in(&me["id"]).ok_or(ActivityError::BadCode)?;
        let path = format!("/applications/{id}/activity-instances/{instance}");
        let found = self
            .rest
            .send(Method::GET, &path, &[], Payload::Empty)
            .await
            .map_err(|e| refusal(e, ActivityError::NotInInstance))?;
        let users: Vec<u64> = found["users"]
            .as_array()
            .map(|u| u.iter().filter_map(id_in).collect())
            .unwrap_or_default();
        let channel = id_in(&found["location"]["channel_id"]);
        let in_guild = found["location"]["kind"] == "gc";
        match channel {
            Some(channel) if in_guild && users.contains(&user) => Ok(Opener {
                user: user as i64,
                locale: me["locale"].as_str().map(str::to_string),
                channel: channel as i64,
            }),
            _ => Err(ActivityError::NotInInstance),
        }
    }
}

/// Discord's refusal of a request: `refused` where Discord said no (a
/// 4xx), else Discord could not be asked.
fn refusal(e: RestError, refused: ActivityError) -> ActivityError {
    match e.status() {
        Some(400..=404) => refused,
        _ => ActivityError::Unreachable(e.to_string()),
    }
}

impl Vouch for DiscordVouch {
    fn client_id(&self) -> u64 {
        self.application
    }

    fn opener<'a>(&'a self, code: &'a str, instance: &'a str) -> Asking<'a> {
        Box::pin(self.ask(code, instance))
    }
}
