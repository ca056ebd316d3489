//! The board inside Discord, as an Activity. Discord shows the board's
//! page in a frame of its client; the page asks Discord's client (through
//! the Embedded App SDK) for an authorisation code and sends it here with
//! the Activity instance it runs in. The server then asks Discord, with
//! the application's secret, who the code belongs to and whether that
//! person is in that instance, and where the instance is: the game is the
//! one running in the instance's channel or thread. The person plays their
//! own seat of it, or watches where they have none.
//!
//! What is asked of Discord is the Discord front end's to do ([`Vouch`]):
//! this room only decides what a vouched-for person may do.

use std::future::Future;
use std::pin::Pin;

use serde::Deserialize;

use super::error::{ActivityError, WebError};

/// Where Discord's clients show an Activity from: the page may be framed
/// by these and no others (`frame-ancestors`). Discord's web and desktop
/// clients (and their test builds) frame the Activity's proxy, which shows
/// the page: that proxy is this application's own
/// `{client_id}.discordsays.com`, never another application's.
pub const DISCORD_CLIENTS: &str = "https://discord.com https://ptb.discord.com \
     https://canary.discord.com https://discordapp.com";

/// The frames that may show the Activity of application `client_id`.
pub fn frame_ancestors(client_id: u64) -> String {
    format!("{DISCORD_CLIENTS} https://{client_id}.discordsays.com")
}

/// How long a session opened inside Discord lasts, in seconds: a long
/// evening's game; the page asks Discord again when it is opened again.
pub const SESSION_SECONDS: i64 = 12 * 3600;

/// The longest authorisation code and instance id taken (Discord's are
/// about 30 and 60 characters).
const MAX_CODE: usize = 128;
const MAX_INSTANCE: usize = 200;

/// The person who opened the board, as Discord vouches for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opener {
    /// Their Discord user id.
    pub user: i64,
    /// Their Discord language (`locale`), if Discord said.
    pub locale: Option<String>,
    /// The channel or thread the Activity instance runs in.
    pub channel: i64,
}

/// A question to Discord under way.
pub type Asking<'a> = Pin<Box<dyn Future<Output = Result<Opener, ActivityError>> + Send + 'a>>;

/// What the board asks Discord when the page is opened inside it.
pub trait Vouch: Send + Sync {
    /// The application's id, which the page's SDK needs.
    fn client_id(&self) -> u64;
    /// Who `code` belongs to, checked to be in Activity instance
    /// `instance`, and where that instance is.
    fn opener<'a>(&'a self, code: &'a str, instance: &'a str) -> Asking<'a>;
}

/// The application's OAuth2 secret (`DISCORD_CLIENT_SECRET`), never shown.
#[derive(Clone, PartialEq, Eq)]
pub struct ClientSecret(String);

impl ClientSecret {
    /// The secret as the operator gave it; `None` when empty.
    pub fn new(secret: &str) -> Option<ClientSecret> {
        let secret = secret.trim();
        (!secret.is_empty()).then(|| ClientSecret(secret.to_string()))
    }

    /// The secret itself, for the one request that sends it to Discord.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for ClientSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ClientSecret(..)")
    }
}

/// A page's request to open the board inside Discord, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub code: String,
    pub instance: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Asked {
    code: String,
    instance_id: String,
}

impl Opening {
    /// The request's JSON body, checked: a code and an instance id of the
    /// characters Discord uses, of a sane length.
    pub fn parse(body: &[u8]) -> Result<Opening, WebError> {
        let asked: Asked = serde_json::from_slice(body)
            .map_err(|_| WebError::BadRequest("not an opening of the board"))?;
        let fair = |s: &str, max: usize| {
            !s.is_empty()
                && s.len() <= max
                && s.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        if !fair(&asked.code, MAX_CODE) {
            return Err(WebError::BadRequest("not an authorisation code"));
        }
        if !fair(&asked.instance_id, MAX_INSTANCE) {
            return Err(WebError::BadRequest("not an Activity instance"));
        }
        Ok(Opening {
            code: asked.code,
            instance: asked.instance_id,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_is_never_shown() {
        let s = ClientSecret::new(" hush ").unwrap();
        assert_eq!(format!("{s:?}"), "ClientSecret(..)");
        assert_eq!(s.expose(), "hush");
        assert!(ClientSecret::new("  ").is_none());
    }

    #[test]
    fn an_opening_is_a_code_and_an_instance_and_nothing_else() {
        let ok = Opening::parse(br#"{"code":"abc_123","instance_id":"i-1-gc-2-3"}"#).unwrap();
        assert_eq!(ok.code, "abc_123");
        assert_eq!(ok.instance, "i-1-gc-2-3");
        for bad in [
            &br#"{"code":"","instance_id":"i-1"}"#[..],
            br#"{"code":"a b","instance_id":"i-1"}"#,
            br#"{"code":"abc","instance_id":"i/../1"}"#,
            br#"{"code":"abc"}"#,
            br#"{"code":"abc","instance_id":"i-1","user":"1"}"#,
            b"code=abc",
        ] {
            assert!(
                Opening::parse(bad).is_err(),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
        let long = format!(r#"{{"code":"{}","instance_id":"i"}}"#, "a".repeat(129));
        assert!(Opening::parse(long.as_bytes()).is_err());
    }
}
