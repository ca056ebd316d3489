//! What can go wrong with an action, in words for players. Storage and
//! internal failures are logged and shown only as a generic message.

use std::fmt;

use crate::engine::PlayError;
use crate::i18n::{Arg, Lang, t};
use crate::store::StoreError;

/// Why an action was refused. [`ServiceError::text`] says it in a
/// player's language; `Display` says it in English, for logs.
#[derive(Debug)]
pub enum ServiceError {
    UnknownGame,
    /// A game's or a tournament's control was used outside its channel.
    OtherChannel,
    ChannelBusy(i64),
    NotInLobby,
    /// A game's options are asked to change after its start.
    OptionsFixed,
    NotStarted,
    GameOver,
    AlreadyJoined,
    LobbyFull(u8),
    NotInGame,
    HostCannotLeave,
    NotHost,
    NotAllowedToCancel,
    TooFewPlayers,
    /// People kept joining or leaving while the host pressed Start.
    SeatsChanging,
    /// It is this player's turn.
    NotYourTurn(String),
    TurnOver,
    NoSuchSpot(char),
    /// A game has 2 to 6 seats, not this many.
    BadSeats(u8),
    TurnLimitTooShort,
    ReminderTooSoon,
    ForfeitNever,
    /// Fewer seats than players who joined.
    SeatsTaken(usize),
    Illegal(PlayError),
    Corrupt(i64),
    NoComputer,
    ComputerTurn,
    Paused(i64),
    NotPaused,
    NotAllowedToResume,
    NothingToTakeBack,
    NotFinished,
    NotAllowedToManage,
    /// A player of a tournament game tried to manage it (skip, remove,
    /// stand in, stop the clock, cancel): no competitor has a host's
    /// powers there.
    CompetitorManages,
    /// A take-back asked in a tournament's game against a computer player
    /// (or a stand-in): there a move is taken back only with every
    /// opponent's consent, which a computer cannot give.
    TournamentUndoNeedsConsent,
    /// This person is not playing in the game.
    NotAPlayer(String),
    /// The server has as many active threads as it allows: no thread for
    /// a new game.
    ThreadsFull,
    /// The platform would not open a thread for a new game.
    NoThread,
    ClockStopped,
    ClockRunning,
    NothingToUndo,
    CannotUndo,
    UndoVoteOpen,
    UndoVoteClosed,
    NotAVoter,
    Internal,
    /// The action was stored, but what follows could not be read back.
    Saved,
    /// This person hosts as many open lobbies as the server allows.
    TooManyLobbies(u32),
    /// This person asked for this too recently: again in so many minutes.
    AskedRecently(Ask, u32),
    /// The bot opened as many threads on the server this hour as it
    /// allows: the next may open in so many minutes.
    TooManyThreads(u32, u32),
    /// The channel and its threads hold as many running games as the
    /// server allows.
    TooManyGames(u32),
    /// No tournament here (or by that number).
    UnknownTournament,
    /// No tournament of this server taking sign-ups or running has this
    /// name.
    NoTournamentNamed(String),
    /// Several tournaments of this server taking sign-ups or running have
    /// the name asked for: they are in these channels.
    TournamentsShareName(Vec<i64>),
    /// The tournament has as many entrants as it takes.
    TournamentFull(u32),
    AlreadySignedUp,
    NotSignedUp,
    /// The tournament no longer takes sign-ups (it started or ended).
    SignupClosed,
    /// The tournament is not under way.
    TournamentNotRunning,
    /// A tournament needs this many entrants to start.
    TooFewEntrants(u32),
    /// Matches of several games are for tables of two.
    BestOfNeedsPairs,
    /// The tournament is paused: a permission was lost in its channel.
    TournamentPaused,
}

/// Something that pings everyone, asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Rematch,
    Undo,
}

impl ServiceError {
    /// What the refusal says, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        use ServiceError as E;
        // A sentence with one value in it.
        let with = |key: &str, name: &str, value: Arg<'_>| t(lang, key, &[(name, value)]);
        let key = match self {
            E::UnknownGame => "error-unknown-game",
            E::OtherChannel => "click-other-channel",
            E::ChannelBusy(game) => return with("error-channel-busy", "game", (*game).into()),
            E::NotInLobby => "error-not-in-lobby",
            E::OptionsFixed => "answer-options-started",
            E::NotStarted => "error-not-started",
            E::GameOver => "error-game-over",
            E::AlreadyJoined => "error-already-joined",
            E::LobbyFull(seats) => return with("error-lobby-full", "seats", (*seats).into()),
            E::NotInGame => "error-not-in-game",
            E::HostCannotLeave => "error-host-cannot-leave",
            E::NotHost => "error-not-host",
            E::NotAllowedToCancel => "error-not-allowed-to-cancel",
            E::TooFewPlayers => "error-too-few-players",
            E::SeatsChanging => "error-seats-changing",
            E::NotYourTurn(name) => {
                return with("error-not-your-turn", "name", name.as_str().into());
            }
            E::TurnOver => "error-turn-over",
            E::NoSuchSpot(letter) => {
                return with("error-no-such-spot", "letter", letter.to_string().into());
            }
            E::BadSeats(seats) => return t(lang, "error-bad-seats", &[("seats", (*seats).into())]),
            E::TurnLimitTooShort => "error-turn-limit-too-short",
            E::ReminderTooSoon => "error-reminder-too-soon",
            E::ForfeitNever => "error-forfeit-never",
            E::SeatsTaken(players) => {
                return with("error-seats-taken", "players", (*players).into());
            }
            E::Illegal(e) => return crate::i18n::play_error(e, lang),
            E::Corrupt(_) => "error-corrupt",
            E::NoComputer => "error-no-computer",
            E::ComputerTurn => "error-computer-turn",
            E::Paused(game) => return t(lang, "error-paused", &[("game", (*game).into())]),
            E::NotPaused => "error-not-paused",
            E::NotAllowedToResume => "error-not-allowed-to-resume",
            E::NothingToTakeBack => "error-nothing-to-take-back",
            E::NotFinished => "error-not-finished",
            E::NotAllowedToManage => "error-not-allowed-to-manage",
            E::CompetitorManages => "error-competitor-manages",
            E::TournamentUndoNeedsConsent => "error-tournament-undo-needs-consent",
            E::NotAPlayer(name) => return with("error-not-a-player", "name", name.as_str().into()),
            E::ThreadsFull => "answer-threads-full",
            E::NoThread => "answer-no-thread",
            E::ClockStopped => "error-clock-stopped",
            E::ClockRunning => "error-clock-running",
            E::NothingToUndo => "error-nothing-to-undo",
            E::CannotUndo => "error-cannot-undo",
            E::UndoVoteOpen => "error-undo-vote-open",
            E::UndoVoteClosed => "error-undo-vote-closed",
            E::NotAVoter => "error-not-a-voter",
            E::Internal => "error-internal",
            E::Saved => "error-saved",
            E::TooManyLobbies(limit) => {
                return with("error-too-many-lobbies", "limit", (*limit).into());
            }
            E::TooManyGames(limit) => {
                return with("error-too-many-games", "limit", (*limit).into());
            }
            E::TooManyThreads(limit, minutes) => {
                return t(
                    lang,
                    "error-too-many-threads",
                    &[("limit", (*limit).into()), ("minutes", (*minutes).into())],
                );
            }
            E::UnknownTournament => "error-no-event",
            E::NoTournamentNamed(name) => {
                return with("error-no-event-named", "name", name.as_str().into());
            }
            E::TournamentsShareName(channels) => {
                let list: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
                let list = list.join(", ");
                return with("error-events-share-name", "channels", list.into());
            }
            E::TournamentFull(limit) => return with("error-event-full", "limit", (*limit).into()),
            E::AlreadySignedUp => "error-already-signed-up",
            E::NotSignedUp => "error-not-signed-up",
            E::SignupClosed => "error-signup-closed",
            E::TournamentNotRunning => "error-event-not-running",
            E::TooFewEntrants(needed) => {
                return with("error-too-few-entrants", "needed", (*needed).into());
            }
            E::BestOfNeedsPairs => "error-best-of-pairs",
            E::TournamentPaused => "error-event-paused",
            E::AskedRecently(ask, minutes) => {
                let key = match ask {
                    Ask::Rematch => "error-rematch-asked-recently",
                    Ask::Undo => "error-undo-asked-recently",
                };
                return t(lang, key, &[("minutes", (*minutes).into())]);
            }
        };
        t(lang, key, &[])
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for ServiceError {}

impl From<PlayError> for ServiceError {
    fn from(e: PlayError) -> Self {
        ServiceError::Illegal(e)
    }
}

impl ServiceError {
    /// An error met after the action was stored: players are told it was
    /// saved, whatever went wrong afterwards.
    pub fn saved(e: ServiceError) -> ServiceError {
        tracing::error!(error = ?e, "an action was stored but could not be shown");
        ServiceError::Saved
    }

    /// Whether the refused action came from controls that lag behind the
    /// game (an old message, a second click, a restart): the turn, the
    /// lobby, the game or the vote they belong to is over, or the tile
    /// was placed already. A front end then brings its controls up to
    /// date rather than only saying no.
    pub fn means_stale_controls(&self) -> bool {
        matches!(
            self,
            ServiceError::TurnOver
                | ServiceError::GameOver
                | ServiceError::NotInLobby
                | ServiceError::UndoVoteClosed
                | ServiceError::Illegal(PlayError::TileAlreadyPlaced)
        )
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::MoveTaken => ServiceError::TurnOver,
            StoreError::Corrupt(game, why) => {
                tracing::error!(game, %why, "a game cannot be read");
                ServiceError::Corrupt(game)
            }
            StoreError::ChannelBusy(id) => ServiceError::ChannelBusy(id),
            other => {
                tracing::error!(error = %other, "storage failed");
                ServiceError::Internal
            }
        }
    }
}
