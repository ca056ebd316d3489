//! Turns: the tile's position (shown, then confirmed), the follower step,
//! a whole move at once, computer turns, the history, and resigning. Each
//! action of a person's turn names the turn's key (`TurnView::key`), so that a
//! click on an old message changes nothing.

use crate::i18n::{Lang, t};
use crate::store::model::Status;

use super::views::{User, View, ViewState, WhoseTurn, named, turn_key};
use crate::ai::Ai;
use crate::engine::{
    Figure, Game, HistoryEntry, Meeple, Move, Placement, PlayError, Rotation, TurnReport,
};
use crate::game::Effect;
use crate::game::error::ServiceError;

use super::{Commit, Loaded, Service, placed_text};

impl Service {
    /// Checks that `user` may act in the turn whose key is `key` (see
    /// [`TurnView::key`]).
    pub(super) fn check_turn(
        l: &Loaded,
        user_id: i64,
        key: i64,
    ) -> Result<(u8, &Game), ServiceError> {
        match l.row.status {
            Status::Lobby => return Err(ServiceError::NotStarted),
            Status::Playing => {}
            _ => return Err(ServiceError::GameOver),
        }
        let game = l.game.as_ref().ok_or(ServiceError::NotStarted)?;
        if game.is_over() {
            return Err(ServiceError::GameOver);
        }
        if l.row.paused.is_some() {
            return Err(ServiceError::Paused(l.row.id));
        }
        if key != turn_key(l.row.moves, l.row.undos) {
            return Err(ServiceError::TurnOver);
        }
        let seat = l.seat_of(user_id).ok_or(ServiceError::NotInGame)?;
        if seat != game.current_seat() {
            return Err(ServiceError::NotYourTurn(named(
                &l.name_of_seat(game.current_seat()),
            )));
        }
        Ok((seat, game))
    }

    // ----- turns -----

    /// Where candidate `number` (1-based, as the turn's numbered positions
    /// show them) goes, turned to `rot` if that fits, else its first
    /// fitting rotation.
    pub(super) fn numbered(
        game: &Game,
        number: u16,
        rot: Option<Rotation>,
    ) -> Result<Placement, ServiceError> {
        let tile = game.current_tile().ok_or(ServiceError::TurnOver)?;
        let candidates = game.candidates_of(tile);
        let c = usize::from(number)
            .checked_sub(1)
            .and_then(|i| candidates.get(i))
            .ok_or(ServiceError::TurnOver)?;
        let rot = rot
            .filter(|r| c.rotations.contains(r))
            .or_else(|| c.rotations.first().copied())
            .ok_or(ServiceError::TurnOver)?;
        Ok(Placement { pos: c.pos, rot })
    }

    /// Shows where the tile would go, without storing anything.
    pub async fn preview(
        &self,
        id: i64,
        user: &User,
        key: i64,
        placement: Placement,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (_, game) = Service::check_turn(&l, user.id, key)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        game.follower_spots_for(placement)?;
        Ok(self.make_view(&l, Vec::new(), Some(placement)))
    }

    /// As [`Service::preview`], for the numbered position `number` turned
    /// to `rot` (its first fitting rotation if `rot` does not fit). Returns
    /// the rotation shown.
    pub async fn preview_number(
        &self,
        id: i64,
        user: &User,
        key: i64,
        number: u16,
        rot: Option<Rotation>,
    ) -> Result<(View, Rotation), ServiceError> {
        let l = self.load(id).await?;
        let (_, game) = Service::check_turn(&l, user.id, key)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        let placement = Service::numbered(game, number, rot)?;
        game.follower_spots_for(placement)?;
        Ok((
            self.make_view(&l, Vec::new(), Some(placement)),
            placement.rot,
        ))
    }

    /// The turn as it stands, for the player in turn only (whose controls
    /// these are): anyone else is told whose turn it is.
    pub async fn turn_for(&self, id: i64, user: &User, key: i64) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        Service::check_turn(&l, user.id, key)?;
        Ok(self.make_view(&l, Vec::new(), None))
    }

    /// The game, and whose turn it is for `user` who asks: refused in a
    /// lobby (not started) and once the game is over.
    pub async fn whose_turn(
        &self,
        id: i64,
        user: &User,
    ) -> Result<(View, WhoseTurn), ServiceError> {
        let view = self.view(id).await?;
        let whose = match &view.state {
            ViewState::Turn(t) if t.user_id == user.id && t.computer.is_none() => WhoseTurn::Yours,
            ViewState::Turn(t) if t.computer.is_some() => WhoseTurn::Computer,
            ViewState::Turn(_) => WhoseTurn::Someone,
            ViewState::Lobby { .. } => return Err(ServiceError::NotStarted),
            ViewState::Finished { .. } | ViewState::Cancelled => {
                return Err(ServiceError::GameOver);
            }
        };
        Ok((view, whose))
    }

    /// Who plays turn `key` of a game at home, where one device holds
    /// every person's seat: the person in turn. A computer's turn, a key
    /// of a turn that is over, a lobby or an ended game is refused as it
    /// would be for anyone.
    pub async fn home_player(&self, id: i64, key: i64) -> Result<User, ServiceError> {
        let l = self.load(id).await?;
        let current = l.game.as_ref().map(Game::current_seat);
        let person = current.and_then(|c| {
            l.seats.iter().find(|s| {
                s.seat == Some(i64::from(c))
                    && s.stood_in_at.is_none()
                    && l.computer_of_seat(c).is_none()
            })
        });
        match person {
            Some(p) => {
                Service::check_turn(&l, p.user_id, key)?;
                Ok(User::new(p.user_id, p.name.clone()))
            }
            // Not a person's turn: refused as the rules say (a lobby, the
            // end, a pause, an old key), or as a computer's.
            None => match Service::check_turn(&l, i64::MIN, key) {
                Err(ServiceError::NotInGame) | Ok(_) => Err(ServiceError::ComputerTurn),
                Err(e) => Err(e),
            },
        }
    }

    /// Places the tile for good; the follower step comes next.
    pub async fn confirm_tile(
        &self,
        id: i64,
        user: &User,
        move_no: i64,
        placement: Placement,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        self.confirm_loaded(l, user, move_no, placement).await
    }

    /// [`Service::confirm_tile`] on a game already loaded.
    pub(super) async fn confirm_loaded(
        &self,
        mut l: Loaded,
        user: &User,
        key: i64,
        placement: Placement,
    ) -> Result<View, ServiceError> {
        let id = l.row.id;
        let (_, game) = Service::check_turn(&l, user.id, key)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        let mut game = game.clone();
        game.place_tile(placement)?;
        let effects = [Effect::RefreshLive {
            move_no: l.row.moves + 1,
        }
        .to_json()];
        let Some(revision) = self
            .store
            .set_pending(id, l.row.moves, placement, self.now(), &effects)
            .await?
        else {
            return Err(self.why_not_pending(id, key).await);
        };
        Service::wrote(&mut l, revision);
        l.game = Some(game);
        l.row.pending = Some(placement);
        l.pending = Some(placement);
        Ok(self.view_handed(&l, Vec::new()))
    }

    /// Takes back the tile confirmed in this turn, before the follower step
    /// is done: the tile is in hand again, to be placed anywhere it fits.
    pub async fn take_back(&self, id: i64, user: &User, key: i64) -> Result<View, ServiceError> {
        let mut l = self.load(id).await?;
        Service::check_turn(&l, user.id, key)?;
        if l.pending.is_none() {
            return Err(ServiceError::NothingToTakeBack);
        }
        let effects = [Effect::RefreshLive {
            move_no: l.row.moves + 1,
        }
        .to_json()];
        let Some(revision) = self
            .store
            .clear_pending(id, l.row.moves, self.now(), &effects)
            .await?
        else {
            return Err(ServiceError::TurnOver);
        };
        // The game as it was before the tile was confirmed: kept so, or
        // read again.
        let kept = self
            .games
            .get(id)
            .filter(|k| k.moves == l.row.moves && k.undos == l.row.undos && k.seed == l.row.seed);
        match kept {
            Some(k) => {
                Service::wrote(&mut l, revision);
                l.game = Some((*k.game).clone());
                l.row.pending = None;
                l.pending = None;
            }
            None => l = self.load(id).await.map_err(ServiceError::saved)?,
        }
        Ok(self.view_handed(&l, Vec::new()))
    }

    /// As [`Service::confirm_tile`], for the numbered position `number`
    /// turned to `rot`, which must fit.
    pub async fn confirm_number(
        &self,
        id: i64,
        user: &User,
        key: i64,
        number: u16,
        rot: Rotation,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (_, game) = Service::check_turn(&l, user.id, key)?;
        if l.pending.is_some() {
            return Err(PlayError::TileAlreadyPlaced.into());
        }
        let placement = Service::numbered(game, number, Some(rot))?;
        if placement.rot != rot {
            return Err(ServiceError::TurnOver);
        }
        self.confirm_loaded(l, user, key, placement).await
    }

    /// Why a confirmed placement was not stored: another click confirmed
    /// one first, or the turn ended meanwhile.
    pub(super) async fn why_not_pending(&self, id: i64, key: i64) -> ServiceError {
        match self.load(id).await {
            Ok(l) if turn_key(l.row.moves, l.row.undos) == key && l.pending.is_some() => {
                PlayError::TileAlreadyPlaced.into()
            }
            Ok(_) => ServiceError::TurnOver,
            Err(e) => e,
        }
    }

    /// Puts a follower on the lettered spot (or none) and ends the turn.
    pub async fn place_follower(
        &self,
        id: i64,
        user: &User,
        key: i64,
        letter: Option<char>,
        figure: Figure,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (seat, game) = Service::check_turn(&l, user.id, key)?;
        if l.pending.is_none() {
            return Err(PlayError::TileNotPlaced.into());
        }
        let meeple = match letter {
            None => None,
            Some(c) => {
                // The figure named on the spot's letter; one it does not
                // offer there is refused by the rules with the reason.
                let c = c.to_ascii_uppercase();
                let spots = game.lettered_spots();
                let at = spots.iter().filter(|(l, _)| *l == c);
                let spot = at
                    .clone()
                    .find(|(_, s)| s.figure == figure)
                    .or_else(|| at.clone().next())
                    .ok_or(ServiceError::NoSuchSpot(c))?;
                Some(Meeple {
                    figure,
                    ..spot.1.meeple()
                })
            }
        };
        let mut game = game.clone();
        let before = game.history().len();
        let report = game.place_follower(meeple)?;
        self.finish_turn(l, game, before, report, seat).await
    }

    /// Instead of placing a figure, takes the player's abbot back (it
    /// scores at once) and ends the turn.
    pub async fn return_abbot(&self, id: i64, user: &User, key: i64) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (seat, game) = Service::check_turn(&l, user.id, key)?;
        if l.pending.is_none() {
            return Err(PlayError::TileNotPlaced.into());
        }
        let mut game = game.clone();
        let before = game.history().len();
        let report = game.return_abbot()?;
        self.finish_turn(l, game, before, report, seat).await
    }

    /// Stores a person's finished turn: the live message says what was
    /// played, then the news and what comes next.
    pub(super) async fn finish_turn(
        &self,
        mut l: Loaded,
        game: Game,
        before: usize,
        report: TurnReport,
        seat: u8,
    ) -> Result<View, ServiceError> {
        let news = Service::news(&l, &game, &report);
        let done = Service::describe_move(&l, &game, before);
        let c = Commit {
            missed: Service::missed_reset(&l, seat),
            keep_pending: false,
        };
        let opening = Effect::CloseLive { text: done };
        self.commit(&mut l, game, before, c, opening, news.clone())
            .await?;
        Ok(self.view_handed(&l, news))
    }

    /// A whole turn at once (tile and follower), as computer players and
    /// tests play.
    pub async fn play(
        &self,
        id: i64,
        user: &User,
        key: i64,
        mv: Move,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        let (seat, game) = Service::check_turn(&l, user.id, key)?;
        let mut game = game.clone();
        let before = game.history().len();
        let report = match l.pending {
            Some(p) if p == mv.placement && mv.return_abbot => {
                if mv.meeple.is_some() {
                    return Err(PlayError::AbbotReturnWithFigure.into());
                }
                game.return_abbot()?
            }
            Some(p) if p == mv.placement => game.place_follower(mv.meeple)?,
            Some(_) => return Err(PlayError::TileAlreadyPlaced.into()),
            None => game.play(mv)?,
        };
        self.finish_turn(l, game, before, report, seat).await
    }

    /// When no person is left playing, the computer players leave too and
    /// the game ends (nobody would be watching it).
    pub(super) fn end_without_people(
        l: &Loaded,
        game: &mut Game,
        news: &mut Vec<String>,
    ) -> Result<(), ServiceError> {
        // A stand-in plays on for the person whose seat it took.
        let people_left = || {
            game.active_seats()
                .any(|s| l.computer_of_seat(s).is_none() || l.stood_in(s))
        };
        if game.is_over() || people_left() {
            return Ok(());
        }
        news.push(t(l.options.lang, "news-only-computers", &[]));
        while !game.is_over() {
            let seat = game.active_seats().next().unwrap_or(game.current_seat());
            let report = game.resign(seat)?;
            news.extend(Service::news(l, game, &report));
        }
        Ok(())
    }

    /// Plays the turn of the computer player to move, if the next move is
    /// `move_no`. `None` when there is nothing to play (the game moved on,
    /// ended, or a person is to move): a duplicate call is harmless.
    pub async fn computer_turn(&self, id: i64, move_no: i64) -> Result<Option<View>, ServiceError> {
        let mut l = self.load(id).await?;
        if l.row.status != Status::Playing || l.row.moves + 1 != move_no || l.row.paused.is_some() {
            return Ok(None);
        }
        let Some(game) = l.game.as_ref().filter(|g| l.computer_to_move(g)) else {
            return Ok(None);
        };
        let seat = game.current_seat();
        let Some(level) = l.computer_of_seat(seat) else {
            return Ok(None);
        };
        // The same game, move and seat always think alike.
        let seed = (l.row.seed as u64)
            ^ (move_no as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ u64::from(seat);
        let thinking = game.clone();
        let slot = self.thinking.clone().acquire_owned().await;
        let chosen = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            let never = std::sync::atomic::AtomicBool::new(false);
            Ai::new(level, seed).choose(&thinking, &never)
        })
        .await
        .map_err(|e| {
            tracing::error!(game = id, error = %e, "a computer player failed to think");
            ServiceError::Internal
        })?;
        let mut game = game.clone();
        let before = game.history().len();
        let report = match (chosen, l.pending) {
            (Some(mv), None) => game.play(mv)?,
            // A computer never leaves a tile pending, but finish one anyway.
            _ => game.place_follower(None)?,
        };
        let mut news = vec![Service::describe_move(&l, &game, before)];
        news.extend(Service::news(&l, &game, &report));
        // The move shows with the board as it stood after it.
        let opening = Effect::ComputerMove {
            lines: news.clone(),
            moves: move_no,
        };
        let committed = self
            .commit(&mut l, game, before, Commit::default(), opening, Vec::new())
            .await;
        match committed {
            Ok(()) => Ok(Some(self.view_handed(&l, news))),
            Err(ServiceError::TurnOver) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// "Computer 1 (hard) placed tile D at (1, 0) with a knight on the city."
    pub(super) fn describe_move(l: &Loaded, game: &Game, from: usize) -> String {
        let placed = game.history()[from..].iter().find_map(|h| match *h {
            HistoryEntry::Placed {
                seat,
                tile,
                placement,
                meeple,
                ..
            } => Some((seat, tile, placement, meeple)),
            _ => None,
        });
        let lang = l.options.lang;
        let Some((seat, tile, placement, meeple)) = placed else {
            let name = named(&l.name_of_seat(game.current_seat()));
            return t(lang, "news-could-not-place", &[("player", name.into())]);
        };
        placed_text(&l.name_of_seat(seat), game, tile, placement, meeple, lang)
    }

    /// The last `n` entries of a game's history in words (oldest first):
    /// who placed what where, with which follower, and who scored what;
    /// set-aside tiles, skipped turns and players who left; and the final
    /// scoring once the game is over. With the total number of entries.
    pub async fn history(
        &self,
        id: i64,
        n: usize,
        lang: Lang,
    ) -> Result<(Vec<String>, usize), ServiceError> {
        let l = self.load(id).await?;
        let Some(game) = l.game.as_ref() else {
            return Err(ServiceError::NotStarted);
        };
        let set = game.tile_set();
        let players = game.players();
        let history = game.history();
        let gains = |before: &[u32], after: &[u32]| -> String {
            let parts: Vec<String> = (0..players)
                .filter(|&s| after[s] > before[s])
                .map(|s| {
                    format!(
                        "{} +{}",
                        named(&l.name_of_seat(s as u8)),
                        after[s] - before[s]
                    )
                })
                .collect();
            if parts.is_empty() {
                String::new()
            } else {
                let scored = t(lang, "history-scored", &[("list", parts.join(", ").into())]);
                format!(" {scored}")
            }
        };
        let zero = [0u32; crate::engine::MAX_PLAYERS];
        let start = history.len().saturating_sub(n.max(1));
        let mut lines = Vec::new();
        for (i, h) in history.iter().enumerate().skip(start) {
            let before = if i == 0 {
                &zero
            } else {
                history[i - 1].scores()
            };
            let who = named(&l.name_of_seat(h.seat()));
            let line = match *h {
                HistoryEntry::Placed {
                    tile,
                    placement,
                    meeple,
                    scores,
                    ..
                } => {
                    let name = l.name_of_seat(h.seat());
                    let placed = placed_text(&name, game, tile, placement, meeple, lang);
                    format!("{placed}{}", gains(before, &scores))
                }
                HistoryEntry::Discarded { tile, .. } => t(
                    lang,
                    "history-set-aside",
                    &[("player", who.into()), ("tile", set.name_of(tile).into())],
                ),
                HistoryEntry::Skipped { tile, .. } => t(
                    lang,
                    "history-skipped",
                    &[("player", who.into()), ("tile", set.name_of(tile).into())],
                ),
                HistoryEntry::Resigned { .. } => t(lang, "news-left", &[("player", who.into())]),
            };
            lines.push(format!("**{}.** {line}", i + 1));
        }
        if game.is_over() {
            let before = history.last().map_or(&zero, |h| h.scores());
            let after = game.scores();
            let gained = gains(before, after);
            let end = t(lang, "history-end", &[]);
            let what = if gained.is_empty() {
                t(lang, "history-nothing-more", &[])
            } else {
                format!("{}{gained}", t(lang, "history-final-scoring", &[]))
            };
            lines.push(format!("**{end}** {what}"));
        }
        Ok((lines, history.len()))
    }

    /// A player leaves a running game (at any time, in turn or not). A
    /// tile the player in turn has confirmed stays where it is.
    pub async fn resign(&self, id: i64, user: &User) -> Result<View, ServiceError> {
        self.leave_game(id, user, true).await
    }

    /// `user` leaves a running game; `stand_in`: the game's options may
    /// hand their seat to a computer player (a tournament's withdrawal
    /// leaves outright).
    pub(super) async fn leave_game(
        &self,
        id: i64,
        user: &User,
        stand_in: bool,
    ) -> Result<View, ServiceError> {
        let l = self.load(id).await?;
        match l.row.status {
            Status::Lobby => return Err(ServiceError::NotStarted),
            Status::Playing => {}
            _ => return Err(ServiceError::GameOver),
        }
        let seat = l.seat_of(user.id).ok_or(ServiceError::NotInGame)?;
        let text = t(
            l.options.lang,
            "news-left",
            &[("player", named(&user.name).into())],
        );
        if stand_in {
            self.resign_seat(l, seat, text).await
        } else {
            self.leave_seat(l, seat, text).await
        }
    }

    /// Seat `seat` leaves the game (`headline` says how).
    pub(super) async fn resign_seat(
        &self,
        l: Loaded,
        seat: u8,
        headline: String,
    ) -> Result<View, ServiceError> {
        // The game's options may hand a person's seat to a stand-in.
        if let Some(level) = l.options.stand_in
            && l.computer_of_seat(seat).is_none()
        {
            return self.hand_seat(l, seat, level, headline).await;
        }
        self.leave_seat(l, seat, headline).await
    }

    /// Seat `seat` leaves the game outright; nobody takes it.
    async fn leave_seat(
        &self,
        mut l: Loaded,
        seat: u8,
        headline: String,
    ) -> Result<View, ServiceError> {
        let mut game = l.game.clone().ok_or(ServiceError::NotStarted)?;
        let in_turn = game.current_seat() == seat;
        let before = game.history().len();
        let report = game.resign(seat)?;
        let mut news = vec![headline.clone()];
        news.extend(Service::news(&l, &game, &report));
        Service::end_without_people(&l, &mut game, &mut news)?;
        // Someone else's confirmed tile stays: their turn goes on.
        let keep_pending = !in_turn && l.pending.is_some() && !game.is_over();
        let c = Commit {
            missed: None,
            keep_pending,
        };
        let text = if in_turn {
            headline
        } else {
            let goes_on = t(l.options.lang, "news-turn-goes-on", &[]);
            format!("{headline} {goes_on}")
        };
        let opening = Effect::CloseLive { text };
        self.commit(&mut l, game, before, c, opening, news.clone())
            .await?;
        Ok(self.view_handed(&l, news))
    }
}
