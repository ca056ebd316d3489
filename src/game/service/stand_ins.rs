//! Stand-ins: a computer player takes the seat of a person who runs out of
//! time, resigns or is removed, and the game goes on for everyone else.
//! The seat keeps its place, score and followers; it is not rated, and the
//! record names the stand-in from the turn it took over.

use crate::i18n::t;

use super::views::{User, View, level_key, named};
use crate::ai::Level;
use crate::game::Effect;
use crate::game::error::ServiceError;
use crate::store::NewStandIn;

use super::{Loaded, Service};

/// Times a hand-over is tried again when a move was stored meanwhile.
const HAND_TRIES: u32 = 5;

impl Service {
    /// The host (or a server admin) hands `player`'s seat to a computer
    /// player of `level`.
    pub async fn stand_in(
        &self,
        id: i64,
        actor: &User,
        is_admin: bool,
        player: &User,
        level: Level,
    ) -> Result<View, ServiceError> {
        // A move stored meanwhile (a computer player's, say) changes
        // nothing the host asked for: read the game again and hand over.
        let mut tries = 0;
        loop {
            let l = self.managed(id, actor, is_admin).await?;
            let seat = l
                .seat_of(player.id)
                .filter(|&s| l.computer_of_seat(s).is_none())
                .filter(|&s| l.game.as_ref().is_some_and(|g| g.is_active(s)))
                .ok_or_else(|| ServiceError::NotAPlayer(named(&player.name)))?;
            let headline = t(
                l.options.lang,
                "news-handed",
                &[
                    ("actor", named(&actor.name).into()),
                    ("player", named(&l.name_of_seat(seat)).into()),
                ],
            );
            match self.hand_seat(l, seat, level, headline).await {
                Err(ServiceError::TurnOver) if tries < HAND_TRIES => tries += 1,
                done => return done,
            }
        }
    }

    /// A computer player of `level` takes `seat` (a person's) from the
    /// turn in progress on; `headline` says why. If it is the seat's turn,
    /// the computer plays it.
    pub(super) async fn hand_seat(
        &self,
        mut l: Loaded,
        seat: u8,
        level: Level,
        headline: String,
    ) -> Result<View, ServiceError> {
        let game = l.game.clone().ok_or(ServiceError::NotStarted)?;
        let lang = l.options.lang;
        let in_turn = game.current_seat() == seat;
        let now = self.now();
        let turns = game.history().len() as i64;
        let taken = t(
            lang,
            "news-stand-in",
            &[
                ("player", named(&l.name_of_seat(seat)).into()),
                ("level", t(lang, level_key(level), &[]).into()),
            ],
        );
        for s in l
            .seats
            .iter_mut()
            .filter(|s| s.seat == Some(i64::from(seat)))
        {
            s.computer = Some(level.name().to_string());
            s.stood_in_at = Some(turns);
            s.missed_turns = 0;
        }
        let timers = in_turn.then(|| self.timers(&l, now, false, true, None));
        let news = vec![headline.clone(), taken];
        let mut effects = vec![Effect::CloseLive {
            text: if in_turn {
                Service::with_shown_news(&l.row, headline)
            } else {
                format!("{headline} {}", t(lang, "news-turn-goes-on", &[]))
            },
        }];
        effects.push(Effect::News {
            lines: news[1..].to_vec(),
            before_turn: None,
        });
        if !in_turn {
            // The turn in progress goes on, shown again under the news.
            effects.extend(Effect::turn(l.row.moves + 1, false));
        }
        let effects: Vec<String> = effects.iter().map(Effect::to_json).collect();
        let stored = self
            .store
            .stand_in(&NewStandIn {
                game_id: l.row.id,
                seat: i64::from(seat),
                level: level.name(),
                moves: l.row.moves,
                turns,
                timers,
                now,
                effects: &effects,
            })
            .await?;
        let Some(revision) = stored else {
            // The game moved on meanwhile: the player may act again.
            return Err(ServiceError::TurnOver);
        };
        Service::wrote(&mut l, revision);
        if let Some(timers) = timers {
            l.row.turn_started_at = timers.turn_started_at;
            l.row.reminder_at = timers.reminder_at;
            l.row.deadline_at = timers.deadline_at;
            l.row.reminded = false;
            l.row.pending = None;
            l.pending = None;
        }
        Ok(self.view_handed(&l, news))
    }
}
