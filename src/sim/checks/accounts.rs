//! What must hold of every player's accounts after every step: rated
//! games counted once all-time and once in their season, and time banks
//! never below nothing and never grown by an undo.

use std::collections::HashMap;

use sqlx::Row;

use super::super::world::{GUILD, World};
use crate::game::{Period, Season};

/// How far apart two processes' clocks may be: a game that ended this
/// close to seasons being turned on or off may fall either side.
const SKEW: i64 = 60;

/// Ratings change only when a rated game ends, and only once: each
/// player's count of rated games on a server is the number of finished
/// games there whose seat holds a rating change.
pub(super) async fn ratings(world: &World) -> Result<(), String> {
    let pool = world.service().store().pool();
    let counted = sqlx::query("SELECT guild_id, user_id, games FROM players")
        .fetch_all(pool)
        .await
        .map_err(|e| format!("ratings: {e}"))?;
    let rated = sqlx::query(
        "SELECT g.guild_id, s.user_id, COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id
         WHERE g.status = 'finished' AND s.rating_after IS NOT NULL GROUP BY g.guild_id, s.user_id",
    )
    .fetch_all(pool)
    .await
    .map_err(|e| format!("ratings: {e}"))?;
    let rated: HashMap<(i64, i64), i64> = rated
        .iter()
        .map(|r| ((r.get::<i64, _>(0), r.get::<i64, _>(1)), r.get::<i64, _>(2)))
        .collect();
    for r in &counted {
        let (guild, user, games): (i64, i64, i64) = (r.get(0), r.get(1), r.get(2));
        let want = rated.get(&(guild, user)).copied().unwrap_or(0);
        if games != want {
            return Err(format!(
                "player {user} has {games} rated games, but {want} finished games rated them"
            ));
        }
    }
    Ok(())
}

/// Each rated game counts once in the season it ended in, if the server
/// had seasons then: every player's games in each season are the rated
/// games they finished in it while seasons were on.
pub(super) async fn seasons(world: &World) -> Result<(), String> {
    let pool = world.service().store().pool();
    let rated: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT g.guild_id, s.user_id, g.finished_at FROM seats s JOIN games g ON g.id = s.game_id
         WHERE g.status = 'finished' AND s.rating_after IS NOT NULL AND g.finished_at IS NOT NULL",
    )
    .fetch_all(pool)
    .await
    .map_err(|e| format!("rated games: {e}"))?;
    // Games counted for certain, and those that may be either side.
    let mut want: HashMap<(i64, String, i64), (i64, i64)> = HashMap::new();
    // Only the first server's admins turn seasons on.
    let spans: &[(i64, Option<i64>)] = &world.seasons_on;
    for (guild, user, at) in rated {
        let spans = if guild == GUILD { spans } else { &[] };
        let code = Season::of(at, Period::Monthly).code();
        let near = spans
            .iter()
            .flat_map(|&(from, until)| [Some(from), until])
            .flatten()
            .any(|edge| (at - edge).abs() <= SKEW);
        let on = spans
            .iter()
            .any(|&(from, until)| at >= from && until.is_none_or(|u| at < u));
        let entry = want.entry((guild, code, user)).or_default();
        match (near, on) {
            (true, _) => entry.1 += 1,
            (false, true) => entry.0 += 1,
            (false, false) => {}
        }
    }
    let counted: Vec<(i64, String, i64, i64)> =
        sqlx::query_as("SELECT guild_id, season, user_id, games FROM season_players")
            .fetch_all(pool)
            .await
            .map_err(|e| format!("seasons: {e}"))?;
    let mut seen = std::collections::HashSet::new();
    for (guild, season, user, games) in counted {
        let key = (guild, season, user);
        let (sure, maybe) = want.get(&key).copied().unwrap_or_default();
        let (_, season, _) = &key;
        if games < sure || games > sure + maybe {
            return Err(format!(
                "player {user} has {games} games in season {season}, but finished {sure} rated games in it while seasons were on (and {maybe} near a change)"
            ));
        }
        seen.insert(key);
    }
    if let Some(((_, season, user), _)) = want.iter().find(|(k, v)| v.0 > 0 && !seen.contains(*k)) {
        return Err(format!(
            "player {user} finished rated games in season {season}, which does not count them"
        ));
    }
    Ok(())
}

/// A time bank is never below nothing, and an undo never adds to one: the
/// time spent on undone turns stays spent, and their increments go back.
pub(super) async fn banks(world: &mut World) -> Result<(), String> {
    let pool = world.service().store().pool().clone();
    let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT s.game_id, s.seat, s.bank_left,
                (SELECT COUNT(*) FROM moves m WHERE m.game_id = s.game_id)
         FROM seats s WHERE s.bank_left IS NOT NULL AND s.seat IS NOT NULL",
    )
    .fetch_all(&pool)
    .await
    .map_err(|e| format!("time banks: {e}"))?;
    let mut now = HashMap::with_capacity(rows.len());
    for (game, seat, left, moves) in rows {
        if left < 0 {
            return Err(format!("game {game}: seat {seat}'s time bank is {left} s"));
        }
        if let Some(&(moves_then, left_then)) = world.banks.get(&(game, seat))
            && moves < moves_then
            && left > left_then
        {
            return Err(format!(
                "game {game}: an undo back to move {moves} gave seat {seat} time ({left_then} s to {left} s)"
            ));
        }
        now.insert((game, seat), (moves, left));
    }
    world.banks = now;
    Ok(())
}

/// A few sums that change whenever anything the accounts' and tournaments'
/// checks read changes: games (their revisions, and how many ended),
/// tournaments (revisions, pauses, ends), their tables' games and threads,
/// withdrawals, season lines, and the world's own notes.
pub(super) async fn fingerprint(world: &World) -> Result<Vec<i64>, String> {
    let pool = world.service().store().pool();
    let row: (i64, i64, i64, i64, i64, i64, i64, i64) = sqlx::query_as(
        "SELECT
            (SELECT CAST(COALESCE(SUM(revision), 0) + COUNT(*) AS BIGINT) FROM games),
            (SELECT COUNT(*) FROM games WHERE status IN ('finished', 'cancelled')),
            (SELECT CAST(COALESCE(SUM(revision), 0) + COUNT(*) AS BIGINT) FROM tournaments),
            (SELECT COUNT(paused_reason) FROM tournaments),
            (SELECT COUNT(*) FROM tournaments WHERE status IN ('finished', 'cancelled')),
            (SELECT COUNT(game_id) + COUNT(thread_id) + COUNT(*) FROM tournament_games),
            (SELECT COUNT(withdrawn_round) + COUNT(*) FROM tournament_entrants),
            (SELECT CAST(COALESCE(SUM(games), 0) AS BIGINT) FROM season_players)",
    )
    .fetch_one(pool)
    .await
    .map_err(|e| format!("what the checks read: {e}"))?;
    Ok(vec![
        row.0,
        row.1,
        row.2,
        row.3,
        row.4,
        row.5,
        row.6,
        row.7,
        world.seasons_on.len() as i64,
        world.seasons_on.iter().filter(|s| s.1.is_some()).count() as i64,
        world.tournaments.len() as i64,
    ])
}
