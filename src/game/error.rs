//! What can go wrong with an action, in words for players. Storage and
//! internal failures are logged and shown only as a generic message.

use crate::engine::PlayError;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("There is no such game.")]
    UnknownGame,
    #[error(
        "This channel already has a game (#{0}). Finish or cancel it first, or start a game in a thread."
    )]
    ChannelBusy(i64),
    #[error("That can only be done in the lobby, before the game starts.")]
    NotInLobby,
    #[error("The game has not started yet.")]
    NotStarted,
    #[error("This game is over.")]
    GameOver,
    #[error("You are already in this game.")]
    AlreadyJoined,
    #[error("The game is full ({0} seats).")]
    LobbyFull(u8),
    #[error("You are not playing in this game.")]
    NotInGame,
    #[error("You are hosting this game: cancel it instead of leaving.")]
    HostCannotLeave,
    #[error("Only the host can do that.")]
    NotHost,
    #[error("Only the host or a server admin can cancel the game.")]
    NotAllowedToCancel,
    #[error("A game needs at least 2 players to start.")]
    TooFewPlayers,
    #[error("It's {0}'s turn.")]
    NotYourTurn(String),
    #[error("This turn is over; look at the latest message.")]
    TurnOver,
    #[error("There is no spot {0} on this tile.")]
    NoSuchSpot(char),
    #[error("{0}")]
    BadOptions(String),
    #[error("{0}")]
    Illegal(#[from] PlayError),
    #[error(
        "This game's saved moves cannot be read, so it cannot go on. The host or a server admin can cancel it."
    )]
    Corrupt(i64),
    #[error("There is no computer player to remove.")]
    NoComputer,
    #[error("It's a computer player's turn; it moves by itself.")]
    ComputerTurn,
    #[error(
        "Game #{0} is paused: Discord refuses my messages in its channel. Once my permissions there are fixed, the host or a server admin can resume it with `/carcassonne resume`."
    )]
    Paused(i64),
    #[error("This game is not paused.")]
    NotPaused,
    #[error("Only the host or a server admin can resume the game.")]
    NotAllowedToResume,
    #[error("There is no placed tile to take back in this turn.")]
    NothingToTakeBack,
    #[error("That game is not over yet.")]
    NotFinished,
    #[error("Only the host or a server admin can do that.")]
    NotAllowedToManage,
    #[error("{0} is not playing in this game.")]
    NotAPlayer(String),
    #[error(
        "The clock of this game is stopped already; `/carcassonne clock action:start` starts it."
    )]
    ClockStopped,
    #[error("The clock of this game is running already.")]
    ClockRunning,
    #[error("There is no move of yours or anyone's to undo yet.")]
    NothingToUndo,
    #[error("The last move was a skipped turn or a player leaving; that cannot be undone.")]
    CannotUndo,
    #[error("An undo vote is open in this game already; it ends when everyone has answered.")]
    UndoVoteOpen,
    #[error("That undo vote is closed.")]
    UndoVoteClosed,
    #[error("Only the other players vote on this undo.")]
    NotAVoter,
    #[error("Something went wrong on our side; nothing was changed. Please try again.")]
    Internal,
    /// The action was stored, but what follows could not be read back.
    #[error(
        "That was saved, but something went wrong on our side while showing it; the game's messages will catch up shortly."
    )]
    Saved,
}

impl ServiceError {
    /// An error met after the action was stored: players are told it was
    /// saved, whatever went wrong afterwards.
    pub fn saved(e: ServiceError) -> ServiceError {
        tracing::error!(error = ?e, "an action was stored but could not be shown");
        ServiceError::Saved
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::MoveTaken => ServiceError::TurnOver,
            StoreError::ChannelBusy(id) => ServiceError::ChannelBusy(id),
            other => {
                tracing::error!(error = %other, "storage failed");
                ServiceError::Internal
            }
        }
    }
}
