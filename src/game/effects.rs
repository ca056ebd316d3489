//! Effects: what a game action must show in Discord. The service decides
//! them and stores them in the same transaction as the action (the outbox);
//! the front end delivers them in order, once each, even after a crash.
//! No Discord types: an effect names what to show, and the front end turns
//! it into messages from the game's views.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Effect {
    /// The lobby, with its buttons; it becomes the live message.
    Lobby,
    /// The lobby's live message shows its options as they now are (the
    /// host changed them with a command, not on the lobby itself).
    /// Skipped if it is no longer a lobby.
    LobbyChanged,
    /// The game's live turn message loses its controls and picture and says
    /// `text` (what was played, or why the turn ended) instead.
    CloseLive { text: String },
    /// The live turn message shows the turn's current step (the tile was
    /// confirmed: the follower step). Skipped if the turn is over.
    RefreshLive { move_no: i64 },
    /// News in words: scores, set-aside tiles, who left. With
    /// `before_turn`, the news of the move before that turn (a person's),
    /// which its turn message shows: posted alone only if that turn is not
    /// a person's when it comes to it (a stand-in took the seat).
    News {
        lines: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before_turn: Option<i64>,
    },
    /// A computer player's move, with the board as it stood after `moves`
    /// stored moves.
    ComputerMove { lines: Vec<String>, moves: i64 },
    /// The turn of move `move_no`, with its controls, mentioning the player;
    /// it becomes the live message. Skipped if the game moved on.
    Turn { move_no: i64, reminder: bool },
    /// The player of move `move_no` is told it is their turn, the way they
    /// chose: by a direct message with a link to the turn message (posted
    /// just before), or nothing more (the turn message mentioned them, or
    /// they asked for no ping). Skipped if the game moved on.
    Notify { move_no: i64, reminder: bool },
    /// The players of finished game `of` are invited to its rematch (whose
    /// lobby is posted just before), each mentioned once.
    Invite { of: i64, users: Vec<i64> },
    /// The undo vote asked at `moves` stored moves, with its buttons,
    /// mentioning those who must agree. Skipped if it is closed.
    UndoVote { moves: i64 },
    /// The undo vote's message shows who has agreed so far. Skipped if it
    /// is closed.
    UndoVoteUpdate { moves: i64 },
    /// The undo vote's message loses its buttons and says `text` (passed,
    /// refused, out of time, or the game moved on).
    UndoClosed { text: String },
    /// The final standings, the score sheet and the rating changes.
    Final,
    /// The whole game as an animation.
    Replay,
}

/// An effect waiting in a game's outbox, as delivery reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct NextEffect {
    pub id: i64,
    /// `None`: stored by a version that knew more kinds of effects.
    pub effect: Option<Effect>,
    /// Tries so far.
    pub attempts: i64,
    /// Not to be tried before this (Unix ms).
    pub next_at_ms: i64,
    /// The game's live message now.
    pub live_message_id: Option<i64>,
    /// Whether another undelivered effect of the game follows this one.
    pub more: bool,
    /// A message for it was sent to Discord before, and may have been
    /// posted although no answer came back.
    pub sent_before: bool,
    /// The game's revision as the effect was read: a view made at this
    /// revision shows the game as it stands.
    pub revision: i64,
}

impl Effect {
    /// A turn's message and its notice, in that order.
    pub fn turn(move_no: i64, reminder: bool) -> [Effect; 2] {
        [
            Effect::Turn { move_no, reminder },
            Effect::Notify { move_no, reminder },
        ]
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored effect; `None` for one this version does not know.
    pub fn from_json(s: &str) -> Option<Effect> {
        serde_json::from_str(s).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn effects_round_trip_through_their_stored_form() {
        let all = vec![
            Effect::Lobby,
            Effect::LobbyChanged,
            Effect::CloseLive {
                text: "Ann placed tile D.".into(),
            },
            Effect::RefreshLive { move_no: 3 },
            Effect::News {
                lines: vec!["Ann scored 4".into()],
                before_turn: None,
            },
            Effect::News {
                lines: vec!["Ann scored 4".into()],
                before_turn: Some(5),
            },
            Effect::ComputerMove {
                lines: vec!["Computer 1 placed tile E.".into()],
                moves: 7,
            },
            Effect::Turn {
                move_no: 8,
                reminder: true,
            },
            Effect::Notify {
                move_no: 8,
                reminder: true,
            },
            Effect::Invite {
                of: 3,
                users: vec![1, 2],
            },
            Effect::UndoVote { moves: 9 },
            Effect::UndoVoteUpdate { moves: 9 },
            Effect::UndoClosed {
                text: "Ben refused.".into(),
            },
            Effect::Final,
            Effect::Replay,
        ];
        for e in all {
            assert_eq!(Effect::from_json(&e.to_json()), Some(e.clone()));
        }
        assert_eq!(
            Effect::Turn {
                move_no: 2,
                reminder: false
            }
            .to_json(),
            r#"{"kind":"turn","move_no":2,"reminder":false}"#
        );
        assert_eq!(Effect::from_json(r#"{"kind":"dance"}"#), None);
        assert!(
            Effect::UndoVote { moves: 1 }
                .to_json()
                .starts_with(r#"{"kind":"undo_vote""#)
        );
    }
}
