//! What a board page asks, checked once at the edge into typed values,
//! then done through the game service as the buttons do it: the same
//! service calls, with the turn's key, so that a page that shows an old
//! turn changes nothing.

use serde::Deserialize;

use super::activity::ActivityError;
use super::tokens::Grant;
use crate::engine::{Figure, Placement, Pos, Rotation};
use crate::game::User;
use crate::game::{Service, ServiceError};
use crate::i18n::{Lang, t};

/// One step of a turn, as a page asks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// Place the tile here, turned so (confirmed: the follower step is
    /// next).
    Place { key: i64, placement: Placement },
    /// Put `figure` on the spot lettered `spot`, or nothing (`None`), and
    /// end the turn.
    Follower {
        key: i64,
        spot: Option<char>,
        figure: Figure,
    },
    /// Take the abbot back instead, and end the turn.
    ReturnAbbot { key: i64 },
    /// Take the placed tile back into hand.
    TakeBack { key: i64 },
}

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
    Activity(#[from] super::activity::ActivityError),
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

/// A page's request as sent: checked into an [`Act`] by [`Act::parse`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Asked {
    act: String,
    key: i64,
    #[serde(default)]
    x: Option<i32>,
    #[serde(default)]
    y: Option<i32>,
    #[serde(default)]
    rot: Option<u8>,
    #[serde(default)]
    spot: Option<String>,
    #[serde(default)]
    figure: Option<String>,
}

impl Act {
    /// Reads a request's JSON body; anything else than what the page sends
    /// is refused.
    pub fn parse(body: &[u8]) -> Result<Act, WebError> {
        let asked: Asked =
            serde_json::from_slice(body).map_err(|_| WebError::BadRequest("not an action"))?;
        let key = asked.key;
        match asked.act.as_str() {
            "place" => {
                let (Some(x), Some(y), Some(rot)) = (asked.x, asked.y, asked.rot) else {
                    return Err(WebError::BadRequest("a place needs x, y and rot"));
                };
                let rot = Rotation::new(rot).ok_or(WebError::BadRequest("rot is 0 to 3"))?;
                Ok(Act::Place {
                    key,
                    placement: Placement {
                        pos: Pos { x, y },
                        rot,
                    },
                })
            }
            "follower" => {
                let spot = match asked.spot.as_deref() {
                    None => None,
                    Some(s) => {
                        Some(one_letter(s).ok_or(WebError::BadRequest("a spot is a letter"))?)
                    }
                };
                let figure = match asked.figure.as_deref() {
                    None => Figure::Follower,
                    Some(f) => Figure::parse(f).ok_or(WebError::BadRequest("no such figure"))?,
                };
                Ok(Act::Follower { key, spot, figure })
            }
            "abbot" => Ok(Act::ReturnAbbot { key }),
            "take_back" => Ok(Act::TakeBack { key }),
            _ => Err(WebError::BadRequest("no such action")),
        }
    }

    /// The key of the turn the act is for.
    fn key(&self) -> i64 {
        match *self {
            Act::Place { key, .. }
            | Act::Follower { key, .. }
            | Act::ReturnAbbot { key }
            | Act::TakeBack { key } => key,
        }
    }

    /// Does the act for the session's `grant`, in its game.
    pub async fn run(self, service: &Service, grant: Grant) -> Result<(), WebError> {
        let game = grant.game();
        let user = match grant {
            Grant::Watch { .. } => return Err(WebError::WatchOnly),
            Grant::Play { user, .. } => User::new(user, ""),
            // At home the service says who is to move.
            Grant::Home { .. } => service.home_player(game, self.key()).await?,
        };
        match self {
            Act::Place { key, placement } => {
                service.confirm_tile(game, &user, key, placement).await?;
            }
            Act::Follower { key, spot, figure } => {
                service
                    .place_follower(game, &user, key, spot, figure)
                    .await?;
            }
            Act::ReturnAbbot { key } => {
                service.return_abbot(game, &user, key).await?;
            }
            Act::TakeBack { key } => {
                service.take_back(game, &user, key).await?;
            }
        }
        Ok(())
    }
}

fn one_letter(s: &str) -> Option<char> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Some(c.to_ascii_uppercase()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_request_is_read_into_an_act_or_refused() {
        let place = br#"{"act":"place","key":7,"x":-1,"y":2,"rot":3}"#;
        assert_eq!(
            Act::parse(place).unwrap(),
            Act::Place {
                key: 7,
                placement: Placement {
                    pos: Pos { x: -1, y: 2 },
                    rot: Rotation::new(3).unwrap()
                }
            }
        );
        let follower = br#"{"act":"follower","key":7,"spot":"b","figure":"abbot"}"#;
        assert_eq!(
            Act::parse(follower).unwrap(),
            Act::Follower {
                key: 7,
                spot: Some('B'),
                figure: Figure::Abbot
            }
        );
        let none = br#"{"act":"follower","key":7}"#;
        assert!(matches!(
            Act::parse(none).unwrap(),
            Act::Follower { spot: None, .. }
        ));
        for bad in [
            &br#"{"act":"place","key":7,"x":0,"y":0,"rot":4}"#[..],
            br#"{"act":"place","key":7,"x":0,"y":0}"#,
            br#"{"act":"follower","key":7,"spot":"AB"}"#,
            br#"{"act":"follower","key":7,"spot":"1"}"#,
            br#"{"act":"follower","key":7,"figure":"dragon"}"#,
            br#"{"act":"fly","key":7}"#,
            br#"{"act":"place","key":"7"}"#,
            br#"{"act":"abbot","key":7,"extra":1}"#,
            b"not json",
        ] {
            assert!(
                matches!(Act::parse(bad), Err(WebError::BadRequest(_))),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }
}
