//! Lists of running games: a server's, and a person's own.

use super::error::ServiceError;
use super::service::Service;
use super::service::views::{View, ViewState};
use crate::store::RunningGame;

/// A person's games listed at most (their turns first).
pub const MY_GAMES_MAX: usize = 25;

/// A running game, as a line of a list.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEntry {
    pub game_id: i64,
    pub channel_id: i64,
    /// The message carrying the turn's controls, if posted.
    pub live_message_id: Option<i64>,
    /// Players by seat: (user id, name), computers with negative ids.
    pub players: Vec<(i64, String)>,
    /// Who is to move: (user id, name).
    pub to_move: Option<(i64, String)>,
    /// When the turn in progress began (seconds since the epoch).
    pub waiting_since: Option<i64>,
    /// Turns played so far.
    pub turns_played: i64,
    pub tiles_left: usize,
    pub paused: bool,
}

/// A page of a server's running games.
#[derive(Clone, Debug, PartialEq)]
pub struct GameList {
    pub entries: Vec<GameEntry>,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
    pub total: usize,
}

fn entry(g: &RunningGame, view: &View) -> GameEntry {
    let mut seated: Vec<_> = view.seats.iter().filter(|s| s.seat.is_some()).collect();
    seated.sort_by_key(|s| s.seat);
    let (to_move, turns_played, tiles_left) = match &view.state {
        ViewState::Turn(t) => (
            Some((t.user_id, t.name.clone())),
            t.move_no - 1,
            t.tiles_left,
        ),
        _ => (None, 0, 0),
    };
    GameEntry {
        game_id: g.id,
        channel_id: g.channel_id,
        live_message_id: g.live_message_id,
        players: seated.iter().map(|s| (s.user_id, s.name.clone())).collect(),
        to_move,
        waiting_since: g.turn_started_at,
        turns_played,
        tiles_left,
        paused: g.paused,
    }
}

impl Service {
    /// The entries of `games`; a game that cannot be read (damaged) is left
    /// out, and logged.
    async fn list_entries(&self, games: &[RunningGame]) -> Result<Vec<GameEntry>, ServiceError> {
        let mut out = Vec::with_capacity(games.len());
        for g in games {
            match self.view(g.id).await {
                Ok(view) => out.push(entry(g, &view)),
                Err(ServiceError::Corrupt(id)) => {
                    tracing::warn!(game = id, "a damaged game is left out of a list");
                }
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    /// A page of a server's running games, the longest waiting first.
    pub async fn running_games(
        &self,
        guild_id: i64,
        page: usize,
        per_page: usize,
    ) -> Result<GameList, ServiceError> {
        self.running_games_in(guild_id, page, per_page, None).await
    }

    /// The channels (or threads) of a server's running games.
    pub async fn running_channels(&self, guild_id: i64) -> Result<Vec<i64>, ServiceError> {
        Ok(self.store().running_channels(guild_id).await?)
    }

    /// A page of a server's running games in `channels` only (all of them
    /// for `None`), the longest waiting first.
    pub async fn running_games_in(
        &self,
        guild_id: i64,
        page: usize,
        per_page: usize,
        channels: Option<&[i64]>,
    ) -> Result<GameList, ServiceError> {
        let per_page = per_page.clamp(1, 25);
        let (games, total) = self
            .store()
            .running_games_in(
                guild_id,
                (page * per_page) as i64,
                per_page as i64,
                channels,
            )
            .await?;
        let total = total.max(0) as usize;
        Ok(GameList {
            entries: self.list_entries(&games).await?,
            page,
            pages: total.div_ceil(per_page).max(1),
            total,
        })
    }

    /// A person's running games on a server: those where it is their turn
    /// first, then the rest, each group the longest waiting first.
    pub async fn my_games(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Vec<GameEntry>, ServiceError> {
        self.my_games_in(guild_id, user_id, None).await
    }

    /// A person's running games on a server in `channels` only (all of
    /// them for `None`), their turns first.
    pub async fn my_games_in(
        &self,
        guild_id: i64,
        user_id: i64,
        channels: Option<&[i64]>,
    ) -> Result<Vec<GameEntry>, ServiceError> {
        let games = self
            .store()
            .running_games_of(guild_id, user_id, MY_GAMES_MAX as i64, channels)
            .await?;
        let mut entries = self.list_entries(&games).await?;
        // Stable: the store's order stays within each group.
        entries.sort_by_key(|e| e.to_move.as_ref().map(|m| m.0) != Some(user_id));
        Ok(entries)
    }
}
