//! Why the board refuses a request, in one place: a page's refusal
//! ([`WebError`], with its words and HTTP status) and why Discord did not
//! vouch for someone opening the board inside it ([`ActivityError`]).

use crate::game::ServiceError;
use crate::i18n::{Lang, t};

/// Why a page's request was refused: each says what to do in plain words
/// (see [`WebError::text`]).
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The request is not one the page makes.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// No session, or one that is forged or expired.
    #[error("no valid session")]
    NoSession,
    /// A spectator's link watches and never plays.
    #[error("a spectator's link cannot play")]
    WatchOnly,
    /// Too many requests from one session or client.
    #[error("too many requests")]
    TooMany,
    /// The board holds all it can (streams, or clients it keeps count of).
    #[error("the board is busy")]
    Busy,
    /// A request's body did not come within its deadline.
    #[error("the request came too slowly")]
    TooSlow,
    /// A request from another site, or for another host (a page of another
    /// site, or an address rebound to this server).
    #[error("refused: {0}")]
    Foreign(&'static str),
    /// Discord did not vouch for the person opening the board inside it.
    #[error(transparent)]
    Activity(#[from] ActivityError),
    /// The board was opened inside Discord where no game runs.
    #[error("no game runs in the Activity's channel")]
    NoGameHere,
    /// The service refused.
    #[error(transparent)]
    Service(#[from] ServiceError),
}

impl WebError {
    /// The refusal in `lang`, as the page shows it.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            WebError::BadRequest(_) => t(lang, "page-error-bad-request", &[]),
            WebError::NoSession => t(lang, "page-error-session", &[]),
            WebError::WatchOnly => t(lang, "page-error-watch-only", &[]),
            WebError::TooMany => t(lang, "page-error-too-many", &[]),
            WebError::Busy => t(lang, "page-error-busy", &[]),
            WebError::TooSlow | WebError::Foreign(_) => t(lang, "page-error-bad-request", &[]),
            WebError::Activity(e) => t(lang, activity_key(e), &[]),
            WebError::NoGameHere => t(lang, "page-error-no-game-here", &[]),
            WebError::Service(e) => e.text(lang),
        }
    }

    /// The HTTP status that goes with it.
    pub fn status(&self) -> u16 {
        match self {
            WebError::BadRequest(_) => 400,
            WebError::NoSession => 401,
            WebError::WatchOnly => 403,
            WebError::TooMany => 429,
            WebError::Busy => 503,
            WebError::TooSlow => 408,
            WebError::Foreign(_) => 403,
            WebError::Activity(ActivityError::BadCode) => 401,
            WebError::Activity(ActivityError::NotInInstance) => 403,
            WebError::Activity(ActivityError::Unreachable(_)) => 503,
            WebError::NoGameHere => 404,
            WebError::Service(ServiceError::UnknownGame) => 404,
            WebError::Service(e) if e.means_stale_controls() => 409,
            WebError::Service(_) => 409,
        }
    }
}

/// The words for why Discord did not vouch for someone.
fn activity_key(e: &ActivityError) -> &'static str {
    match e {
        ActivityError::BadCode => "page-error-discord-code",
        ActivityError::NotInInstance => "page-error-not-in-activity",
        ActivityError::Unreachable(_) => "page-error-discord-down",
    }
}

/// Why Discord did not vouch for the person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActivityError {
    /// Discord did not take the authorisation code: wrong, used already,
    /// or too old.
    #[error("Discord did not take the authorisation code")]
    BadCode,
    /// Discord knows no such instance of the application, the person is
    /// not in it, or it is not in a server's channel.
    #[error("the person is not in that Activity instance")]
    NotInInstance,
    /// Discord could not be asked (no answer, or its rate limits).
    #[error("Discord could not be asked: {0}")]
    Unreachable(String),
}
