//! Views: everything the front end needs to show a game at any moment, and
//! which actions are possible now (no Discord types); how the service
//! makes one from a game it loaded, with its news and its timers; and when
//! a game last changed (the change feed, and the revisions stored).

use super::{Loaded, Service, standings};
use crate::ai::Level;
use crate::engine::{
    Candidate, Expansion, Game, HistoryEntry, Phase, Placement, Pos, RecordTurn, Spot, TileKind,
    TurnReport,
};
use crate::game::error::ServiceError;
use crate::i18n::t;
pub use crate::store::model::{
    EndReason, GameOptions, PauseReason, Status, TimeBank, TimeoutAction, TurnNotice,
};
use crate::store::{Feed, Timers};
use std::sync::Arc;

/// Where a person's name starts and ends inside the service's sentences
/// (news, refusals): Unicode's first-strong isolate and pop-directional
/// isolate. A front end can find names by them, to escape its markup in
/// the name only; they also keep a right-to-left name from reordering the
/// sentence around it.
pub const NAME_START: char = '\u{2068}';
pub const NAME_END: char = '\u{2069}';

pub use crate::names::clean_name;

/// Where the name of an icon starts and ends inside the service's
/// sentences (two private-use characters, which names never hold): a
/// front end shows the piece named between them as a picture followed by
/// a space, or takes the mark out. Names are `follower_N` (the follower
/// in seat N's colour) and the goods' (`wine`, `grain`, `cloth`).
pub const ICON_START: char = '\u{E000}';
pub const ICON_END: char = '\u{E001}';

/// The follower in `seat`'s colour, as an icon mark.
pub fn seat_icon(seat: u8) -> String {
    format!("{ICON_START}follower_{seat}{ICON_END}")
}

/// A good, as an icon mark (named as in records: `wine`, `grain`, `cloth`).
pub fn good_icon(good: crate::engine::Good) -> String {
    format!("{ICON_START}{}{ICON_END}", good.name())
}

/// The catalogue key of a computer level's name.
pub fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Random => "level-random",
    }
}

/// A name as it goes into a sentence: cleaned (see [`clean_name`]), between
/// the isolates, so a name can neither end early nor turn the sentence
/// around it.
pub fn named(name: &str) -> String {
    format!("{NAME_START}{}{NAME_END}", clean_name(name))
}

/// A sentence with its name marks taken out (for logs and plain text).
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_icon = false;
    for c in text.chars() {
        match c {
            NAME_START | NAME_END => {}
            ICON_START => in_icon = true,
            ICON_END => in_icon = false,
            _ if !in_icon => out.push(c),
            _ => {}
        }
    }
    out
}

/// A player, as the front end knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub name: String,
}

impl User {
    /// A person as Discord names them; the name is cleaned here, at the
    /// edge (see [`clean_name`]). A name with nothing visible left is
    /// shown as `#` and the last four digits of the id.
    pub fn new(id: i64, name: impl Into<String>) -> User {
        let name = clean_name(&name.into());
        let name = if name.is_empty() {
            format!("#{:04}", id.rem_euclid(10_000))
        } else {
            name
        };
        User { id, name }
    }
}

/// One seat of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    pub user_id: i64,
    pub name: String,
    /// Seat number once the game has started.
    pub seat: Option<u8>,
    pub score: u32,
    pub followers: u8,
    /// False once the player has resigned or forfeited.
    pub active: bool,
    /// A computer player's level; `None` for a person.
    pub computer: Option<Level>,
    /// Seconds left in the player's time bank, now (the turn in progress
    /// counted), in a game with time banks.
    pub bank_left: Option<u32>,
}

/// A player's result at the end.
#[derive(Clone, Debug, PartialEq)]
pub struct FinalStanding {
    pub user_id: i64,
    pub name: String,
    pub seat: u8,
    pub score: u32,
    pub rank: u32,
    /// Points by roads, cities, monasteries and gardens, farms, trade
    /// goods.
    pub breakdown: [u32; 5],
    pub resigned: bool,
    /// A computer player held the seat at the end (its own, or as a
    /// stand-in).
    pub computer: bool,
}

/// The two steps of a turn.
#[derive(Clone, Debug, PartialEq)]
pub enum TurnStep {
    /// Choose where the tile goes: numbered candidates; with a preview, the
    /// chosen placement and the follower spots it would offer.
    PlaceTile {
        candidates: Vec<Candidate>,
        preview: Option<Placement>,
        preview_spots: Vec<Spot>,
    },
    /// The tile is placed: choose a lettered follower spot, or none.
    PlaceFollower {
        placement: Placement,
        /// Each figure that may go on the tile, lettered by its spot (the
        /// figures that may stand on the same spot share its letter).
        spots: Vec<(char, Spot)>,
        /// Where the player's abbot stands, when taking it back is allowed
        /// this turn (The Abbot).
        abbot: Option<Pos>,
    },
}

/// How far apart the keys of one move number are before and after an undo
/// (see [`TurnView::key`]); far more than the moves of any game, and small
/// enough for a game to be undone millions of times.
pub const TURN_KEY_PER_UNDO: i64 = 1_000_000;

/// The key of the turn that will store move `moves + 1`, after `undos`
/// undos.
pub fn turn_key(moves: i64, undos: i64) -> i64 {
    moves + 1 + undos * TURN_KEY_PER_UNDO
}

/// Whose turn it is and what they can do.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnView {
    /// What the move before did (its news), shown at the top of the turn
    /// (a person's), in the game's language; empty if nothing happened.
    pub news: Vec<String>,
    /// The number the next stored move will have (for people).
    pub move_no: i64,
    /// What every action of this turn names, so that a click on an old
    /// message is recognised: the move's number, plus [`TURN_KEY_PER_UNDO`]
    /// for every undo of the game so far. An undone move's number comes
    /// again, but its key never does.
    pub key: i64,
    pub seat: u8,
    pub user_id: i64,
    pub name: String,
    pub tile: TileKind,
    pub step: TurnStep,
    pub tiles_left: usize,
    /// When the turn times out (seconds since the epoch); `None` without a
    /// time limit, or while the clock is stopped.
    pub deadline_at: Option<i64>,
    /// The host or a server admin stopped the game's clock (for holidays).
    pub clock_stopped: bool,
    /// Set when a computer player is to move: the bot plays this turn.
    pub computer: Option<Level>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ViewState {
    Lobby { can_start: bool },
    Turn(TurnView),
    Finished { standings: Vec<FinalStanding> },
    Cancelled,
}

/// Whose turn it is, as the person who asks is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhoseTurn {
    /// The asker's: the turn is shown with its controls.
    Yours,
    /// A computer player's (named in the view's turn).
    Computer,
    /// Another person's (named in the view's turn).
    Someone,
}

/// What can be done now (the front end shows these as buttons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Join,
    Leave,
    Start,
    Cancel,
    Preview,
    ConfirmTile,
    PlaceFollower,
    NoFollower,
    Resign,
    Export,
    Replay,
}

/// A game as the front end shows it.
#[derive(Clone, Debug)]
pub struct View {
    pub game_id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub host_id: i64,
    pub options: GameOptions,
    pub seats: Vec<SeatView>,
    pub state: ViewState,
    /// What just happened, in plain words ("Alice scored 8: city of 3 tiles
    /// with 1 pennant").
    pub news: Vec<String>,
    /// The game itself, for pictures (none in the lobby).
    pub game: Option<Arc<Game>>,
    /// Rating changes, when this action finished the game: (user, before, after).
    pub rating_changes: Vec<(i64, f64, f64)>,
    /// When a lobby closes unless started (seconds since the epoch).
    pub lobby_closes_at: Option<i64>,
    /// The generation of the game's spectator links: a link made in
    /// another is no longer taken (see [`crate::game::Service::renew_watch_links`]).
    pub watch_generation: i64,
}

impl View {
    /// The turn being played, if the game is under way.
    pub fn turn(&self) -> Option<&TurnView> {
        match &self.state {
            ViewState::Turn(t) => Some(t),
            _ => None,
        }
    }

    /// The turn being played, if a person is to move (not a computer, not
    /// a lobby, not the end): the one question of whose move it is, asked
    /// in one place.
    pub fn person_to_move(&self) -> Option<&TurnView> {
        self.turn().filter(|t| t.computer.is_none())
    }

    /// Each seat's person, by seat (`None`: a computer player).
    pub fn people_by_seat(&self) -> Vec<Option<i64>> {
        let mut seated: Vec<&SeatView> = self.seats.iter().filter(|s| s.seat.is_some()).collect();
        seated.sort_by_key(|s| s.seat);
        seated
            .iter()
            .map(|s| s.computer.is_none().then_some(s.user_id))
            .collect()
    }

    /// Whether the news of the move before `move_no` shows in that turn's
    /// message (see [`TurnView::news`]): the game is at that turn, and it
    /// is a person's. If the game has moved on, that message is never
    /// posted, and the news is posted alone.
    pub fn news_goes_with_turn(&self, move_no: i64) -> bool {
        self.person_to_move().is_some_and(|t| t.move_no == move_no)
    }

    /// Names by seat, for pictures.
    pub fn names(&self) -> Vec<String> {
        let mut seated: Vec<&SeatView> = self.seats.iter().filter(|s| s.seat.is_some()).collect();
        seated.sort_by_key(|s| s.seat);
        seated.iter().map(|s| s.name.clone()).collect()
    }

    /// Seconds left in each seat's time bank, by seat; empty in a game
    /// without time banks.
    pub fn banks(&self) -> Vec<Option<u32>> {
        if self.options.bank.is_none() {
            return Vec::new();
        }
        let mut seated: Vec<&SeatView> = self.seats.iter().filter(|s| s.seat.is_some()).collect();
        seated.sort_by_key(|s| s.seat);
        seated.iter().map(|s| s.bank_left).collect()
    }

    /// Actions that make sense now.
    pub fn actions(&self) -> Vec<Action> {
        match &self.state {
            ViewState::Lobby { can_start } => {
                let mut a = vec![Action::Join, Action::Leave];
                if *can_start {
                    a.push(Action::Start);
                }
                a.push(Action::Cancel);
                a
            }
            ViewState::Turn(t) => {
                let mut a = match t.step {
                    TurnStep::PlaceTile { preview, .. } => {
                        let mut a = vec![Action::Preview];
                        if preview.is_some() {
                            a.push(Action::ConfirmTile);
                        }
                        a
                    }
                    TurnStep::PlaceFollower { .. } => {
                        vec![Action::PlaceFollower, Action::NoFollower]
                    }
                };
                a.extend([Action::Resign, Action::Cancel, Action::Export]);
                a
            }
            ViewState::Finished { .. } => vec![Action::Export, Action::Replay],
            ViewState::Cancelled => vec![Action::Export],
        }
    }
}

/// A paused game its host has not been told about yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PauseNotice {
    pub game_id: i64,
    pub channel_id: i64,
    pub reason: PauseReason,
}

/// A game's replay as stored: drawn already at its current move count, or
/// not.
#[derive(Clone, Debug)]
pub struct ReplaySource {
    /// The key of the game's turn when asked ([`turn_key`]: its moves and
    /// undos), which the replay is kept under: an undo and another move
    /// make as many moves as before, and another record.
    pub turn_key: i64,
    pub gif: Option<Vec<u8>>,
}

// ----- a view made from a loaded game -----

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

impl Service {
    /// The change feed, from now on: every stored change to a game or a
    /// tournament (a move, an effect, a seat, a timer's firing, a pause, a
    /// tournament's step) is announced once, as it commits, with the
    /// revision it made, in this process and, on PostgreSQL, in every
    /// other. Discord's delivery, the timer runner and the board's pages
    /// each follow a feed of their own, and none is told of a change by
    /// hand; the sweeps after a restart stay as the safety net.
    pub fn changes(&self) -> Feed {
        self.store.changes()
    }

    /// Each of `games`' revisions as stored now (a game that does not
    /// exist is left out): what a listener that may have missed a change
    /// compares with what it last heard.
    pub async fn revisions(&self, games: &[i64]) -> Result<Vec<(i64, i64)>, ServiceError> {
        Ok(self.store.revisions(games).await?)
    }

    /// A game's revision as stored now.
    pub async fn revision(&self, game: i64) -> Result<i64, ServiceError> {
        let stored = self.revisions(&[game]).await?;
        stored
            .first()
            .map(|(_, r)| *r)
            .ok_or(ServiceError::UnknownGame)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_bidi_controls_and_invisible_characters() {
        assert_eq!(clean_name("Ann\u{202E}olleh"), "Annolleh");
        assert_eq!(clean_name("  🐉 \u{200B}Drachen\u{2066}  "), "🐉 Drachen");
        assert_eq!(clean_name("山田\u{FEFF}\u{3164}"), "山田");
        // Emoji sequences keep their joiner and variation selector.
        assert_eq!(
            clean_name("👩\u{200D}🚀 ❤\u{FE0F}"),
            "👩\u{200D}🚀 ❤\u{FE0F}"
        );
        assert_eq!(clean_name("a\t\tb\nc"), "abc");
        assert_eq!(User::new(12_345, "\u{3164}\u{200B}").name, "#2345");
        assert_eq!(User::new(7, "שלום").name, "שלום");
        // A name cannot end its isolate early nor turn the sentence around.
        assert_eq!(
            named("x\u{2069}\u{202E}y"),
            format!("{NAME_START}xy{NAME_END}")
        );
    }
}
