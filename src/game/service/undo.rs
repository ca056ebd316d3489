//! Undo by agreement: a player asks to undo the last move of a person (with
//! any computer moves after it); every other person still playing must
//! agree before the vote's time is up, and computer players always agree.
//! The undone turns stay in the game's record, and the person undone plays
//! their turn again with the same tile.

use crate::i18n::{Lang, t};
use serde_json::Value;

use super::views::{User, View, named};
use super::{Loaded, Service, parse_logged};
use crate::engine::{Record, RecordTurn, TileSet, TurnAction, Undone};
use crate::game::Effect;
use crate::game::error::{Ask, ServiceError};
use crate::i18n::t as tr;
use crate::store::{Undo, UndoVote};

/// How long an undo vote stays open, unless the game moves on first.
pub const UNDO_VOTE_SECONDS: i64 = 24 * 3600;

/// What an undo vote stands at, for its message.
#[derive(Clone, Debug, PartialEq)]
pub struct UndoVoteView {
    pub game_id: i64,
    /// The game's stored moves when it was asked (names the vote).
    pub moves: i64,
    pub asked_by: String,
    /// The moves that would be undone, in words, oldest first.
    pub undone: Vec<String>,
    /// Who must agree: user id, name, and whether they have.
    pub voters: Vec<(i64, String, bool)>,
    /// When the vote closes (seconds since the epoch).
    pub closes_at: i64,
    /// The game's language.
    pub lang: Lang,
}

/// The moves an undo would take back: stored moves kept, and the undone
/// ones with their seats.
struct Target {
    back_to: i64,
    undone: Vec<RecordTurn>,
}

impl Service {
    /// The latest move of a person, with any computer moves after it.
    async fn undo_target(&self, l: &Loaded) -> Result<Target, ServiceError> {
        let players = l.seats.len();
        let log = self.store.moves(l.row.id).await?;
        let mut undone = Vec::new();
        for (move_no, body) in log.iter().rev() {
            let set = l.game.as_ref().map_or(TileSet::base(), |g| g.tile_set());
            let turn = parse_logged(body, *move_no, players, set).map_err(|why| {
                tracing::error!(game = l.row.id, %why, "stored game cannot be rebuilt");
                ServiceError::Corrupt(l.row.id)
            })?;
            let computer = l.computer_of_seat(turn.seat).is_some();
            let place = matches!(turn.action, TurnAction::Place(_));
            undone.push(turn);
            match (computer, place) {
                (true, true) => continue,
                (false, true) => {
                    undone.reverse();
                    return Ok(Target {
                        back_to: move_no - 1,
                        undone,
                    });
                }
                _ => return Err(ServiceError::CannotUndo),
            }
        }
        Err(ServiceError::NothingToUndo)
    }

    /// A running game that `user` plays in (and has not left).
    async fn undoable(&self, id: i64, user: &User) -> Result<(Loaded, u8), ServiceError> {
        let l = self.load(id).await?;
        let game = Service::running(&l)?;
        let seat = l
            .seat_of(user.id)
            .filter(|&s| game.is_active(s))
            .ok_or(ServiceError::NotInGame)?;
        Ok((l, seat))
    }

    /// Asks to undo the latest move of a person (and the computer moves
    /// after it): when the vote closes, or `None` if there was nobody else
    /// to ask and it is undone at once.
    pub async fn ask_undo(&self, id: i64, user: &User) -> Result<Option<i64>, ServiceError> {
        let (l, seat) = self.undoable(id, user).await?;
        if self.store.undo_vote(id).await?.is_some() {
            return Err(ServiceError::UndoVoteOpen);
        }
        let game = l.game.as_ref().ok_or(ServiceError::NotStarted)?;
        // In a tournament's game, only with every opponent's consent.
        let against_computers = game
            .active_seats()
            .any(|s| s != seat && l.computer_of_seat(s).is_some());
        if against_computers && self.store.tournament_of_game(id).await?.is_some() {
            return Err(ServiceError::TournamentUndoNeedsConsent);
        }
        self.check_ask(l.row.guild_id, user.id, Ask::Undo).await?;
        let target = self.undo_target(&l).await?;
        let voters: Vec<i64> = game
            .active_seats()
            .filter(|&s| s != seat && l.computer_of_seat(s).is_none())
            .map(|s| l.user_of_seat(s))
            .collect();
        if voters.is_empty() {
            self.apply_undo(l, &target, user, None).await?;
            return Ok(None);
        }
        let now = self.now();
        let vote = UndoVote {
            game_id: id,
            moves: l.row.moves,
            back_to: target.back_to,
            asked_by: user.id,
            voters,
            agreed: Vec::new(),
            asked_at: now,
            deadline_at: now + UNDO_VOTE_SECONDS,
        };
        let effects = [Effect::UndoVote { moves: l.row.moves }.to_json()];
        if !self.store.open_undo_vote(&vote, &effects).await? {
            return Err(match self.store.undo_vote(id).await? {
                Some(_) => ServiceError::UndoVoteOpen,
                None => ServiceError::TurnOver,
            });
        }
        self.noted_ask(l.row.guild_id, user.id, Ask::Undo).await;
        Ok(Some(vote.deadline_at))
    }

    /// `user` agrees to (or refuses) the undo vote asked at `moves` stored
    /// moves. The last to agree undoes the moves.
    pub async fn vote_undo(
        &self,
        id: i64,
        user: &User,
        moves: i64,
        agree: bool,
    ) -> Result<View, ServiceError> {
        let (l, _) = self.undoable(id, user).await?;
        let vote = self
            .store
            .undo_vote(id)
            .await?
            .filter(|v| v.moves == moves && l.row.moves == moves)
            .ok_or(ServiceError::UndoVoteClosed)?;
        if !vote.voters.contains(&user.id) {
            return Err(ServiceError::NotAVoter);
        }
        let asker = l
            .seats
            .iter()
            .find(|s| s.user_id == vote.asked_by)
            .map_or_else(|| t(l.options.lang, "someone", &[]), |s| s.name.clone());
        let now = self.now();
        if !agree {
            let text = t(
                l.options.lang,
                "undo-refused",
                &[
                    ("voter", named(&user.name).into()),
                    ("asker", named(&asker).into()),
                ],
            );
            let effects = [Effect::UndoClosed { text }.to_json()];
            if !self.store.close_undo_vote(id, moves, now, &effects).await? {
                return Err(ServiceError::UndoVoteClosed);
            }
            return Ok(self.make_view(&l, Vec::new(), None));
        }
        let mut agreed = vote.agreed.clone();
        if !agreed.contains(&user.id) {
            agreed.push(user.id);
        }
        if vote.voters.iter().all(|v| agreed.contains(v)) {
            let target = self.undo_target(&l).await?;
            if target.back_to != vote.back_to {
                return Err(ServiceError::UndoVoteClosed);
            }
            let asked_by = User {
                id: vote.asked_by,
                name: asker,
            };
            return self.apply_undo(l, &target, &asked_by, Some(moves)).await;
        }
        let effects = [Effect::UndoVoteUpdate { moves }.to_json()];
        if !self
            .store
            .note_agreed(id, moves, &vote.agreed, &agreed, now, &effects)
            .await?
        {
            // Someone else answered at the same moment: count again.
            return Box::pin(self.vote_undo(id, user, moves, agree)).await;
        }
        Ok(self.make_view(&l, Vec::new(), None))
    }

    /// Undoes the target's moves: the log is cut back, the undone turns are
    /// kept for the record, and the person undone plays again.
    async fn apply_undo(
        &self,
        l: Loaded,
        target: &Target,
        asked_by: &User,
        vote: Option<i64>,
    ) -> Result<View, ServiceError> {
        let id = l.row.id;
        let before = l.game.as_ref().ok_or(ServiceError::NotStarted)?;
        let back = self.load_upto(id, Some(target.back_to)).await?;
        let game = back.game.as_ref().ok_or(ServiceError::NotStarted)?;
        let after = game.history().len();
        // The undone record turns: the logged ones and any tiles set aside
        // after them, with their scores.
        let record = Record::from_game(before);
        let turns: Vec<String> = record.turns[after.min(record.turns.len())..]
            .iter()
            .map(|t| t.to_json(before.tile_set()))
            .collect();
        let words: Vec<String> = target
            .undone
            .iter()
            .filter_map(|t| undone_words(&l, t))
            .collect();
        let lang = l.options.lang;
        let who = back.name_of_seat(game.current_seat());
        let mut effects = Vec::new();
        let headline = t(
            lang,
            if vote.is_some() {
                "undo-agreed-by-all"
            } else {
                "undo-done"
            },
            &[
                ("asker", named(&asked_by.name).into()),
                ("moves", words.join(", ").into()),
            ],
        );
        if vote.is_some() {
            effects.push(Effect::UndoClosed {
                text: headline.clone(),
            });
        }
        effects.push(Effect::CloseLive {
            text: t(lang, "undo-turn-undone", &[]),
        });
        effects.push(Effect::News {
            lines: vec![
                headline,
                t(lang, "undo-play-again", &[("player", named(&who).into())]),
            ],
            before_turn: None,
        });
        effects.extend(Effect::turn(target.back_to + 1, false));
        let effects: Vec<String> = effects.iter().map(Effect::to_json).collect();
        let now = self.now();
        let timers = self.timers(
            &back,
            now,
            false,
            back.computer_to_move(game),
            Some(game.current_seat()),
        );
        let stored = self
            .store
            .undo(&Undo {
                game_id: id,
                moves: l.row.moves,
                back_to: target.back_to,
                after: after as i64,
                turns: &format!("[{}]", turns.join(", ")),
                asked_by: asked_by.id,
                now,
                timers,
                effects: &effects,
            })
            .await?;
        if !stored {
            return Err(ServiceError::UndoVoteClosed);
        }
        self.games.forget(id);
        self.view(id).await.map_err(ServiceError::saved)
    }

    /// An undo vote expired: it closes, and the moves stand.
    pub(super) async fn expire_undo(&self, id: i64, moves: i64) -> Result<(), ServiceError> {
        let lang = self.load(id).await.map_or(Lang::En, |l| l.options.lang);
        let text = t(lang, "undo-expired", &[]);
        let effects = [Effect::UndoClosed { text }.to_json()];
        self.store
            .close_undo_vote(id, moves, self.now(), &effects)
            .await?;
        Ok(())
    }

    /// The open undo vote of a game, asked at `moves` stored moves.
    pub async fn undo_vote(
        &self,
        id: i64,
        moves: i64,
    ) -> Result<Option<UndoVoteView>, ServiceError> {
        let Some(vote) = self.store.undo_vote(id).await?.filter(|v| v.moves == moves) else {
            return Ok(None);
        };
        let l = self.load(id).await?;
        let name = |user: i64| {
            l.seats
                .iter()
                .find(|s| s.user_id == user)
                .map_or_else(|| t(l.options.lang, "someone", &[]), |s| s.name.clone())
        };
        let undone = match self.undo_target(&l).await {
            Ok(t) if t.back_to == vote.back_to => t
                .undone
                .iter()
                .filter_map(|t| undone_words(&l, t))
                .collect(),
            _ => Vec::new(),
        };
        Ok(Some(UndoVoteView {
            game_id: id,
            moves,
            asked_by: name(vote.asked_by),
            undone,
            voters: vote
                .voters
                .iter()
                .map(|&v| (v, name(v), vote.agreed.contains(&v)))
                .collect(),
            closes_at: vote.deadline_at,
            lang: l.options.lang,
        }))
    }

    /// The message the game's latest undo vote was posted as.
    pub async fn undo_vote_message(&self, id: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.undo_vote_message(id).await?)
    }

    /// The game's undone moves, for its record.
    pub(super) async fn undone_log(
        &self,
        id: i64,
        set: &TileSet,
    ) -> Result<Vec<Undone>, ServiceError> {
        let players = self.store.seats(id).await?.len();
        let mut out = Vec::new();
        for (after, turns) in self.store.undone(id).await? {
            let list: Vec<Value> = serde_json::from_str(&turns).map_err(|e| {
                tracing::error!(game = id, error = %e, "unreadable undone moves");
                ServiceError::Corrupt(id)
            })?;
            let turns = list
                .iter()
                .enumerate()
                .map(|(i, v)| RecordTurn::from_value(v, after as usize + i + 1, players, set))
                .collect::<Result<_, _>>()
                .map_err(|e| {
                    tracing::error!(game = id, error = %e, "unreadable undone moves");
                    ServiceError::Corrupt(id)
                })?;
            out.push(Undone {
                after: after as usize,
                turns,
            });
        }
        Ok(out)
    }
}

/// "Ann's tile V at (1, 0)".
fn undone_words(l: &Loaded, t: &RecordTurn) -> Option<String> {
    let TurnAction::Place(mv) = t.action else {
        return None;
    };
    // The game's own tile set: its kinds number the expansions' tiles too.
    let set = l.game.as_ref().map_or(TileSet::base(), |g| g.tile_set());
    let lang = l.options.lang;
    Some(tr(
        lang,
        "undo-tile-of",
        &[
            ("player", named(&l.name_of_seat(t.seat)).into()),
            ("tile", set.name_of(t.tile?).into()),
            ("x", mv.placement.pos.x.into()),
            ("y", mv.placement.pos.y.into()),
        ],
    ))
}
