//! What a board page asks, checked once at the edge into typed values,
//! then done through the game service as the buttons do it: the same
//! service calls, with the turn's key, so that a page that shows an old
//! turn changes nothing.

use serde::Deserialize;

use super::error::WebError;
use super::tokens::Grant;
use crate::engine::{Figure, Placement, Pos, Rotation};
use crate::game::Service;
use crate::game::User;

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
    fn turn_key(&self) -> i64 {
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
            Grant::Home { .. } => service.home_player(game, self.turn_key()).await?,
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
