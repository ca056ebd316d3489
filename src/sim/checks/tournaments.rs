//! What must hold of every tournament after every step: its tables, their
//! places recomputed from their games' records, and its standings
//! recomputed from its tables.

use crate::engine::{Game, HistoryEntry, Record, replay};
use crate::game::tournament::{Points, place_points};
use crate::game::{Service, TournamentStatus, TournamentView, ViewState};

use super::super::world::World;

/// What must hold of every tournament: one game at most per table game
/// (and the table's thread its game's channel), no game left running once
/// the event is over, nobody seated at a table after they withdrew, and a
/// seat a computer took from its person placed after every seat none
/// took (a stand-in's result is never its person's).
pub(super) async fn tournaments(world: &mut World, service: &Service) -> Result<(), String> {
    let rows: Vec<(i64, Option<i64>, Option<i64>)> = sqlx::query_as(
        "SELECT tournament_id, game_id, thread_id FROM tournament_games WHERE game_id IS NOT NULL",
    )
    .fetch_all(service.store().pool())
    .await
    .map_err(|e| format!("tournament games: {e}"))?;
    let mut seen = std::collections::HashSet::new();
    for (t, game, thread) in &rows {
        let game = game.unwrap_or_default();
        if !seen.insert(game) {
            return Err(format!("game {game} is at two tables of tournament {t}"));
        }
        let channel = service
            .channel_of(game)
            .await
            .map_err(|e| format!("game {game}: {e}"))?;
        if thread.is_some_and(|th| th != channel) {
            return Err(format!(
                "tournament {t}: a table kept thread {thread:?}, its game {game} is in {channel}"
            ));
        }
    }
    for id in world.tournaments.clone() {
        let v = service
            .tournament(id)
            .await
            .map_err(|e| format!("tournament {id}: {e}"))?;
        let withdrawn: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT user_id, withdrawn_round FROM tournament_entrants
             WHERE tournament_id = $1 AND withdrawn_round IS NOT NULL",
        )
        .bind(id)
        .fetch_all(service.store().pool())
        .await
        .map_err(|e| format!("tournament {id}'s entrants: {e}"))?;
        for table in &v.tables {
            tournament_table(service, &v, table, &withdrawn, &mut world.places_seen).await?;
        }
        standings(&v)?;
    }
    Ok(())
}

/// One table of a tournament (see [`tournaments`]).
async fn tournament_table(
    service: &Service,
    v: &TournamentView,
    table: &crate::game::TournamentTable,
    withdrawn: &[(i64, i64)],
    seen: &mut std::collections::HashSet<(i64, i64, Vec<u32>)>,
) -> Result<(), String> {
    let id = v.id;
    for &game in &table.games {
        let view = service
            .view(game)
            .await
            .map_err(|e| format!("game {game}: {e}"))?;
        let over = matches!(
            view.state,
            ViewState::Finished { .. } | ViewState::Cancelled
        );
        if v.status == TournamentStatus::Finished && !over {
            return Err(format!("tournament {id} is over, its game {game} runs on"));
        }
        for seat in &view.seats {
            let gone = withdrawn
                .iter()
                .any(|&(user, round)| user == seat.user_id && round < i64::from(table.round));
            if gone {
                return Err(format!(
                    "tournament {id}: {} withdrew, and sits at round {}'s table {}",
                    seat.user_id, table.round, table.table_no
                ));
            }
        }
    }
    // A single game's table, played to its end or ended by the round's
    // deadline: its places are the game's, as its record tells them.
    let (Some(places), &[game], 1) = (&table.places, &table.games[..], v.best_of) else {
        return Ok(());
    };
    let view = service
        .view(game)
        .await
        .map_err(|e| format!("game {game}: {e}"))?;
    let by_deadline = service
        .end_reason(game)
        .await
        .map_err(|e| format!("game {game}: {e}"))?
        == Some(crate::game::EndReason::Deadline);
    if !matches!(view.state, ViewState::Finished { .. }) && !by_deadline {
        return Ok(());
    }
    // Checked already: the same places, and the record as it was.
    let revision = match service.store().game(game).await {
        Ok(Some(row)) => row.revision,
        _ => return Err(format!("game {game} cannot be read")),
    };
    if !seen.insert((game, revision, places.clone())) {
        return Ok(());
    }
    let from_record = places_from_record(service, game).await?;
    let size = table.players.len() as u32;
    let want: Vec<u32> = table
        .players
        .iter()
        .map(|p| {
            from_record
                .iter()
                .find(|r| r.0 == p.0)
                .map_or(size, |r| r.1)
        })
        .collect();
    if &want != places {
        return Err(format!(
            "tournament {id}: round {}'s table {} places {:?} as {places:?}, its game {game}'s record as {want:?}",
            table.round,
            table.table_no,
            table.players.iter().map(|p| p.0).collect::<Vec<_>>()
        ));
    }
    Ok(())
}

/// A game's places in its event, recomputed from its record, by user:
/// each player's place by score among those still playing (those level
/// share it), those who resigned after them (the last to go first), and
/// a seat a computer took from its person after every seat none took (a
/// stand-in's result is never its person's).
async fn places_from_record(service: &Service, game: i64) -> Result<Vec<(i64, u32)>, String> {
    let text = service
        .export(game)
        .await
        .map_err(|e| format!("game {game} cannot be exported: {e}"))?;
    let record = Record::parse(&text).map_err(|e| format!("game {game}'s record: {e}"))?;
    let played: Game = replay(&record).map_err(|e| format!("game {game}'s record: {e}"))?;
    let seats: Vec<(Option<i64>, i64, Option<i64>)> =
        sqlx::query_as("SELECT seat, user_id, stood_in_at FROM seats WHERE game_id = $1")
            .bind(game)
            .fetch_all(service.store().pool())
            .await
            .map_err(|e| format!("game {game}'s seats: {e}"))?;
    let active: Vec<u8> = played.active_seats().collect();
    let score = |seat: u8| played.scores()[usize::from(seat)];
    let mut ranks: Vec<(u8, u32)> = active
        .iter()
        .map(|&s| {
            let better = active.iter().filter(|&&o| score(o) > score(s)).count();
            (s, better as u32 + 1)
        })
        .collect();
    let gone = played.history().iter().rev().filter_map(|h| match h {
        HistoryEntry::Resigned { seat, .. } => Some(*seat),
        _ => None,
    });
    for (i, seat) in gone.enumerate() {
        ranks.push((seat, (active.len() + 1 + i) as u32));
    }
    let key = |seat: u8, rank: u32| {
        let taken = seats
            .iter()
            .any(|s| s.0 == Some(i64::from(seat)) && s.2.is_some());
        (taken, rank)
    };
    Ok(ranks
        .iter()
        .filter_map(|&(seat, rank)| {
            let user = seats.iter().find(|s| s.0 == Some(i64::from(seat)))?.1;
            let better = ranks
                .iter()
                .filter(|&&(o, r)| key(o, r) < key(seat, rank))
                .count();
            Some((user, better as u32 + 1))
        })
        .collect())
}

/// The standings after the rounds played to the end, recomputed from the
/// tables' places: match points by place (those level share them), and a
/// whole point for each bye.
fn standings(v: &TournamentView) -> Result<(), String> {
    if v.status == TournamentStatus::Signup {
        return Ok(());
    }
    let done = match v.status {
        TournamentStatus::Finished => v.round,
        _ => v.round.saturating_sub(1),
    };
    let mut points: std::collections::HashMap<i64, Points> = Default::default();
    for t in v.tables.iter().filter(|t| t.round <= done) {
        let Some(places) = &t.places else {
            return Err(format!(
                "tournament {}: round {} is over, its table {} undecided",
                v.id, t.round, t.table_no
            ));
        };
        for (p, &place) in t.players.iter().zip(places) {
            let level = places.iter().filter(|&&q| q == place).count();
            *points.entry(p.0).or_default() += place_points(t.players.len(), place as usize, level);
        }
    }
    for &(_, user) in v.byes.iter().filter(|b| b.0 <= done) {
        *points.entry(user).or_default() += Points::WIN;
    }
    for line in &v.standings {
        let want = points.get(&line.user_id).copied().unwrap_or_default();
        if (line.points - want.value()).abs() > 1e-9 {
            return Err(format!(
                "tournament {}: {} has {} points in the standings, {} by the tables after round {done}",
                v.id,
                line.user_id,
                line.points,
                want.value()
            ));
        }
    }
    Ok(())
}
