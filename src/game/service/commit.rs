//! Storing what an action did, in one guarded transaction.

use crate::i18n::t;
use crate::store::model::Status;

use crate::engine::Game;
use crate::game::Effect;
use crate::game::error::ServiceError;
use crate::store::{BankChange, GameRow, NewMove, Standing};

use super::{Commit, Loaded, Service, standings};

impl Service {
    /// What follows an action in Discord: the news, then the next person's
    /// turn, or the end (a computer player's turn shows when it is played).
    pub(super) fn follow_on(
        over: bool,
        person_next: bool,
        next_move: i64,
        news: Vec<String>,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !news.is_empty() {
            effects.push(Effect::News {
                lines: news,
                // Shown in the next turn's message, if a person's.
                before_turn: person_next.then_some(next_move),
            });
        }
        if over {
            effects.extend([Effect::Final, Effect::Replay]);
        } else if person_next {
            effects.extend(Effect::turn(next_move, false));
        }
        effects
    }

    /// What the turn in progress says as it closes: the news it showed
    /// (see [`crate::game::TurnView::news`]) above `text`, so that the
    /// channel's history still tells every score.
    pub(super) fn with_shown_news(row: &GameRow, text: String) -> String {
        match &row.turn_news {
            Some((at, shown)) if *at == row.moves + 1 && !shown.is_empty() => {
                format!("{}\n{text}", shown.join("\n"))
            }
            _ => text,
        }
    }

    /// Stores what the game did since `before`, with the next turn's timers
    /// and what Discord must show (`opening`, then the news and what comes
    /// next), in one transaction. Then brings `l` up to date without reading
    /// it back: the view after an action comes from the same state that was
    /// stored.
    pub(super) async fn commit(
        &self,
        l: &mut Loaded,
        game: Game,
        before: usize,
        c: Commit,
        opening: Effect,
        news: Vec<String>,
    ) -> Result<(), ServiceError> {
        let bodies = Service::entries(&game, before);
        let next_move = l.row.moves + bodies.len() as i64 + 1;
        let now = self.now();
        let over = game.is_over();
        let standings = if over {
            standings(&game, l)
        } else {
            Vec::new()
        };
        let finish = over.then(|| {
            standings
                .iter()
                .map(|s| Standing {
                    user_id: s.user_id,
                    name: s.name.clone(),
                    score: i64::from(s.score),
                    rank: i64::from(s.rank),
                })
                .collect()
        });
        let bank = Service::bank_change(l, &game, now, c.keep_pending);
        if let Some(b) = bank {
            for s in l.seats.iter_mut().filter(|s| s.seat == Some(b.seat)) {
                s.bank_left = Some(b.left);
            }
        }
        let computer_next = l.computer_to_move(&game);
        let timers = self.timers(l, now, over, computer_next, Some(game.current_seat()));
        // The news goes with the next turn (a person's) too, kept with the
        // game so that its message shows it through every edit.
        let person_next = !over && !computer_next;
        let turn_news = (person_next && !news.is_empty()).then(|| news.clone());
        let opening = match opening {
            Effect::CloseLive { text } => Effect::CloseLive {
                text: Service::with_shown_news(&l.row, text),
            },
            opening => opening,
        };
        let effects = std::iter::once(opening)
            .chain(Service::follow_on(over, person_next, next_move, news))
            .map(|e| e.to_json())
            .collect();
        let appended = self
            .store
            .append_move(&NewMove {
                game_id: l.row.id,
                move_no: l.row.moves + 1,
                bodies,
                now,
                timers,
                next: (!over).then(|| {
                    let seat = game.current_seat();
                    (
                        i64::from(seat),
                        self.timers(l, now, false, true, Some(seat)),
                    )
                }),
                missed: c.missed,
                bank,
                finish,
                keep_pending: c.keep_pending,
                effects,
                lapsed: Effect::UndoClosed {
                    text: t(l.options.lang, "undo-lapsed", &[]),
                }
                .to_json(),
                turn_news: turn_news.clone(),
            })
            .await?;
        // What the store now holds, without reading it back.
        let changes = appended.changes;
        Service::wrote(l, appended.revision);
        l.row.moves = next_move - 1;
        l.row.turn_news = turn_news.map(|n| (next_move, n));
        l.row.turn_started_at = timers.turn_started_at;
        l.row.reminder_at = timers.reminder_at;
        l.row.deadline_at = timers.deadline_at;
        l.row.reminded = false;
        if !c.keep_pending {
            l.row.pending = None;
            l.pending = None;
        }
        if let Some((seat, missed)) = c.missed {
            for s in l.seats.iter_mut().filter(|s| s.seat == Some(seat)) {
                s.missed_turns = missed;
            }
        }
        if over {
            l.row.status = Status::Finished;
            for s in l.seats.iter_mut() {
                if let Some(st) = standings.iter().find(|st| st.user_id == s.user_id) {
                    s.final_score = Some(i64::from(st.score));
                    s.rank = Some(i64::from(st.rank));
                }
                s.rating = changes
                    .iter()
                    .find(|c| c.user_id == s.user_id)
                    .map(|c| (c.before, c.after));
            }
        }
        if !c.keep_pending {
            self.games.keep(&l.row, l.row.moves, &game);
        }
        l.game = Some(game);
        Ok(())
    }

    /// The time bank of the seat whose turn an action ends (or goes on
    /// from), charged with the time the turn took (the clock stopped for
    /// a holiday does not count), and with the increment if the turn is
    /// over. `None` without banks, for a computer player, or while the
    /// turn in progress goes on (`keep_pending`).
    fn bank_change(l: &Loaded, game: &Game, now: i64, keep_pending: bool) -> Option<BankChange> {
        let bank = l.options.bank?;
        let before = l.game.as_ref().filter(|g| !g.is_over())?;
        if keep_pending {
            return None;
        }
        let seat = before.current_seat();
        if l.computer_of_seat(seat).is_some() {
            return None;
        }
        let started = l.row.turn_started_at?;
        let until = l.row.clock_stopped_at.map_or(now, |s| s.min(now));
        let spent = u32::try_from((until - started).max(0)).unwrap_or(u32::MAX);
        let ended = game.is_over() || game.current_seat() != seat;
        let left = bank.after_turn(l.bank_left(seat, bank), spent, ended);
        let before = l
            .seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)))
            .and_then(|s| s.bank_left);
        Some(BankChange {
            seat: i64::from(seat),
            left: i64::from(left),
            before,
            spent: i64::from(spent),
        })
    }

    pub(super) fn missed_reset(l: &Loaded, seat: u8) -> Option<(i64, i64)> {
        l.seats
            .iter()
            .find(|s| s.seat == Some(i64::from(seat)) && s.missed_turns > 0)
            .map(|_| (i64::from(seat), 0))
    }
}
