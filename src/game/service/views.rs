//! What a game looks like now: its view, its news, and its timers.

use std::sync::Arc;

use crate::i18n::t;
use crate::store::model::Status;

use crate::ai::Level;
use crate::engine::{Expansion, Game, HistoryEntry, Phase, Placement, RecordTurn, TurnReport};
use crate::game::view::{
    SeatView, TurnStep, TurnView, View, ViewState, good_icon, named, seat_icon, turn_key,
};
use crate::store::Timers;

use super::{Loaded, Service, standings};

impl Service {
    /// The next turn's timers. A computer player's turn gets no reminder,
    /// and a deadline that only matters if the bot stopped before playing
    /// it: the timers then play the turn.
    /// With a time bank, the turn lasts what is left in the bank of `next`
    /// (the seat to move; `None`: a full bank), and the reminder comes
    /// half way through at the latest.
    pub(super) fn timers(
        &self,
        l: &Loaded,
        now: i64,
        over: bool,
        computer_next: bool,
        next: Option<u8>,
    ) -> Timers {
        if over {
            return Timers::default();
        }
        if computer_next {
            return Timers {
                turn_started_at: Some(now),
                reminder_at: None,
                deadline_at: Some(now + self.computer_pause),
                computer: true,
            };
        }
        if let Some(bank) = l.options.bank {
            let left = next.map_or(bank.start, |seat| l.bank_left(seat, bank));
            let reminder = l.options.reminder_after.unwrap_or(u32::MAX).min(left / 2);
            return Timers {
                turn_started_at: Some(now),
                reminder_at: (reminder >= 60).then(|| now + i64::from(reminder)),
                deadline_at: Some(now + i64::from(left)),
                computer: false,
            };
        }
        Timers {
            turn_started_at: Some(now),
            reminder_at: l.options.reminder_after.map(|r| now + i64::from(r)),
            deadline_at: l.options.turn_limit.map(|t| now + i64::from(t)),
            computer: false,
        }
    }

    /// What is left in a person's time bank now: the turn in progress
    /// runs down the bank of the seat to move (not while the clock is
    /// stopped).
    fn bank_now(&self, l: &Loaded, s: &crate::store::SeatRow) -> Option<u32> {
        let bank = l.options.bank?;
        let seat = s.seat? as u8;
        if s.computer.is_some() {
            return None;
        }
        let left = l.bank_left(seat, bank);
        let game = l.game.as_ref().filter(|g| !g.is_over());
        match (game, l.row.turn_started_at, l.row.status) {
            (Some(g), Some(started), Status::Playing) if g.current_seat() == seat => {
                let until = l.row.clock_stopped_at.unwrap_or_else(|| self.now());
                let spent = u32::try_from((until - started).max(0)).unwrap_or(u32::MAX);
                Some(left.saturating_sub(spent))
            }
            _ => Some(left),
        }
    }

    /// Each seat of `l` as a view shows it.
    fn seat_views(&self, l: &Loaded) -> Vec<SeatView> {
        let game = l.game.as_ref();
        l.seats
            .iter()
            .map(|s| {
                let seat = s.seat.map(|x| x as u8);
                SeatView {
                    user_id: s.user_id,
                    name: l.seat_name(s),
                    seat,
                    score: match (game, seat) {
                        (Some(g), Some(x)) => g.scores().get(usize::from(x)).copied().unwrap_or(0),
                        _ => 0,
                    },
                    followers: match (game, seat) {
                        (Some(g), Some(x)) => g.supply(x),
                        _ => crate::engine::FOLLOWERS_PER_PLAYER,
                    },
                    active: match (game, seat) {
                        (Some(g), Some(x)) => g.is_active(x),
                        _ => true,
                    },
                    computer: s.computer.as_deref().and_then(Level::parse),
                    bank_left: self.bank_now(l, s),
                }
            })
            .collect()
    }

    pub(super) fn make_view(
        &self,
        l: &Loaded,
        news: Vec<String>,
        preview: Option<Placement>,
    ) -> View {
        let game = l.game.as_ref();
        let seats = self.seat_views(l);
        let state = match (l.row.status, game) {
            (Status::Lobby, _) => ViewState::Lobby {
                can_start: l.seats.len() >= 2,
            },
            (Status::Cancelled, _) => ViewState::Cancelled,
            (_, Some(g)) if g.is_over() => ViewState::Finished {
                standings: standings(g, l),
            },
            (_, Some(g)) => {
                let seat = g.current_seat();
                let tile = g
                    .current_tile()
                    .unwrap_or_else(|| g.tile_set().start_kind());
                let step = match (g.phase(), l.pending) {
                    (Phase::PlaceFollower(_), Some(placement)) => TurnStep::PlaceFollower {
                        placement,
                        spots: g.lettered_spots(),
                        abbot: g.abbot_to_return(),
                    },
                    _ => TurnStep::PlaceTile {
                        candidates: g.candidates_of(tile),
                        preview,
                        preview_spots: preview
                            .and_then(|p| g.follower_spots_for(p).ok())
                            .unwrap_or_default(),
                    },
                };
                let move_no = l.row.moves + 1;
                ViewState::Turn(TurnView {
                    news: match &l.row.turn_news {
                        Some((at, news)) if *at == move_no => news.clone(),
                        _ => Vec::new(),
                    },
                    move_no,
                    key: turn_key(l.row.moves, l.row.undos),
                    seat,
                    user_id: l.user_of_seat(seat),
                    name: l.name_of_seat(seat),
                    tile,
                    step,
                    tiles_left: g.tiles_left(),
                    deadline_at: l
                        .row
                        .deadline_at
                        .filter(|_| l.row.clock_stopped_at.is_none()),
                    clock_stopped: l.row.clock_stopped_at.is_some(),
                    computer: l.computer_of_seat(seat),
                })
            }
            _ => ViewState::Cancelled,
        };
        View {
            game_id: l.row.id,
            guild_id: l.row.guild_id,
            channel_id: l.row.channel_id,
            host_id: l.row.host_id,
            options: l.options,
            seats,
            state,
            news,
            game: game.map(|g| Arc::new(g.clone())),
            rating_changes: l
                .seats
                .iter()
                .filter_map(|s| s.rating.map(|(before, after)| (s.user_id, before, after)))
                .collect(),
            lobby_closes_at: l.row.deadline_at.filter(|_| l.row.status == Status::Lobby),
            watch_generation: l.row.watch_generation,
        }
    }

    /// What a report says in words.
    pub(super) fn news(l: &Loaded, game: &Game, report: &TurnReport) -> Vec<String> {
        let lang = l.options.lang;
        // Each name after its follower, in the seat's colour.
        let name = |s: u8| format!("{}{}", seat_icon(s), named(&l.name_of_seat(s)));
        let mut news: Vec<String> = report
            .events
            .iter()
            .map(|e| crate::i18n::score_line(e, name, lang))
            .collect();
        if report.goods.iter().any(|&g| g > 0) {
            // The goods taken, as pictures before the words.
            let icons: String = crate::engine::Good::ALL
                .into_iter()
                .filter(|g| report.goods[*g as usize] > 0)
                .map(good_icon)
                .collect();
            news.push(
                icons
                    + &t(
                        lang,
                        "news-goods",
                        &[
                            ("player", name(report.seat).into()),
                            ("wine", report.goods[0].into()),
                            ("grain", report.goods[1].into()),
                            ("cloth", report.goods[2].into()),
                        ],
                    ),
            );
        }
        if report.second_part {
            news.push(t(
                lang,
                "news-second-part",
                &[("player", name(report.seat).into())],
            ));
        }
        for tile in &report.discarded {
            news.push(t(
                lang,
                "news-set-aside",
                &[
                    ("tile", game.tile_set().name_of(*tile).into()),
                    ("player", name(game.current_seat()).into()),
                ],
            ));
        }
        if report.game_over {
            news.extend(
                game.final_events()
                    .iter()
                    .map(|e| crate::i18n::score_line(e, name, lang)),
            );
            news.push(t(lang, "news-game-over", &[]));
        }
        news
    }

    /// The log entries the game made since `before` (the history length
    /// when it was loaded): every entry but set-aside tiles.
    pub(super) fn entries(game: &Game, before: usize) -> Vec<String> {
        let players = game.players();
        let set = game.tile_set();
        let goods = game.expansions().has(Expansion::TradersBuilders);
        game.history()[before..]
            .iter()
            .filter(|h| !matches!(h, HistoryEntry::Discarded { .. }))
            .map(|h| RecordTurn::from_history(h, players, goods).to_json(set))
            .collect()
    }
}
