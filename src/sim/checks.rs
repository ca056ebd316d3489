//! What must hold after every step of a history.

use std::collections::HashMap;

use super::model::Mark;
use super::world::World;
use crate::engine::{Record, replay};
use crate::game::{View, ViewState};

mod accounts;
mod tournaments;

/// Far enough ahead that every timer of a game is due by then.
const FAR: i64 = 100 * 365 * 24 * 3600;

/// Checks every invariant; `full`: also that the outbox drained and each
/// game's record replays to its state (after a settle, and at the end).
pub async fn check(world: &mut World, full: bool) -> Result<(), String> {
    if let Some(why) = world.broken.take() {
        return Err(why);
    }
    if let Some(why) = world.model().refused_forms.first() {
        return Err(format!("Discord refused a card for its form: {why}"));
    }
    once_each(world)?;
    world.listen()?;
    let unsure = std::mem::take(&mut world.announced.unsure);
    let service = world.service().clone();
    own_messages(world, &service).await?;
    let due = service
        .store()
        .due(world.now_ms() / 1000 + FAR, &crate::game::Shards::ALL)
        .await
        .map_err(|e| format!("timers cannot be read: {e}"))?;
    let with_effects = undelivered(world, &service, full).await?;
    // A tournament's table is made and started by its loop, and never
    // shown as a lobby (one left by a crash is started at the next look).
    let tables: Vec<i64> =
        sqlx::query_scalar("SELECT game_id FROM tournament_games WHERE game_id IS NOT NULL")
            .fetch_all(service.store().pool())
            .await
            .map_err(|e| format!("tournament games: {e}"))?;
    for g in world.games.clone() {
        let view = service
            .view(g)
            .await
            .map_err(|e| format!("game {g} cannot be loaded: {e}"))?;
        let row = service
            .store()
            .game(g)
            .await
            .map_err(|e| format!("game {g}: {e}"))?
            .ok_or(format!("game {g} is gone"))?;
        announced(world, g, row.revision, unsure)?;
        let has_timer = due.iter().any(|d| d.game_id == g);
        let drained = !with_effects.contains(&g);
        let live = service
            .live_message(g)
            .await
            .map_err(|e| format!("game {g}: {e}"))?;
        let (live_mark, controls) = {
            let model = world.model.lock().unwrap_or_else(|p| p.into_inner());
            let mark = live
                .and_then(|m| model.messages.get(&m))
                .filter(|m| m.controls)
                .map(|m| m.mark);
            let controls: Vec<Mark> = model
                .messages
                .values()
                .filter(|m| m.controls && m.channel == view.channel_id)
                // A deleted channel's messages are gone with it.
                .filter(|m| !model.gone(m.channel))
                .map(|m| m.mark)
                .filter(|m| matches!(m, Mark::Lobby(x) | Mark::Turn(x, _) if *x == g))
                .collect();
            (mark, controls)
        };
        if drained && controls.len() > 1 {
            return Err(format!(
                "game {g} has {} messages with live controls: {controls:?}",
                controls.len()
            ));
        }
        match &view.state {
            ViewState::Lobby { .. } => {
                if !has_timer && row.paused.is_none() {
                    return Err(format!("lobby {g} has no timer to close it"));
                }
                if drained
                    && row.paused.is_none()
                    && !tables.contains(&g)
                    && live_mark != Some(Mark::Lobby(g))
                {
                    return Err(format!("lobby {g} is not shown (live: {live_mark:?})"));
                }
            }
            ViewState::Turn(t) => {
                accounted(&view)?;
                if full {
                    replays(&service, &view, row.pending.is_some()).await?;
                }
                if row.paused.is_some() {
                    // Paused for a stated reason; its host is told.
                } else if t.computer.is_some() {
                    if !has_timer {
                        return Err(format!(
                            "game {g}: a computer is to move {} but no timer will play it",
                            t.move_no
                        ));
                    }
                } else if drained && live_mark != Some(Mark::Turn(g, t.key)) {
                    return Err(format!(
                        "game {g}: {} is to move (key {}) but no controls for it are shown (live: {live_mark:?})",
                        t.user_id, t.key
                    ));
                }
            }
            ViewState::Finished { .. } | ViewState::Cancelled => {
                // Unless Discord refused the messages that would close them
                // for good (the bot lost its permissions as the game ended).
                if drained && !controls.is_empty() && !gave_up(&service, g).await? {
                    return Err(format!(
                        "game {g} is over but still shows controls: {controls:?}"
                    ));
                }
                if view.game.is_some() {
                    accounted(&view)?;
                    if full {
                        replays(&service, &view, row.pending.is_some()).await?;
                    }
                }
            }
        }
    }
    // Ratings, seasons, banks and tournaments are checked again once
    // anything they read has changed.
    let read = accounts::fingerprint(world).await?;
    if full || world.accounted.as_ref() != Some(&read) {
        accounts::ratings(world).await?;
        accounts::seasons(world).await?;
        accounts::banks(world).await?;
        tournaments::tournaments(world, &service).await?;
        world.accounted = Some(read);
    }
    Ok(())
}

/// Whether an effect of game `g` was given up (Discord refused it).
async fn gave_up(service: &crate::game::Service, g: i64) -> Result<bool, String> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM effects WHERE game_id = $1 AND done_at IS NOT NULL
         AND outcome NOT IN ('delivered', 'skipped')",
    )
    .bind(g)
    .fetch_one(service.store().pool())
    .await
    .map_err(|e| format!("effects: {e}"))?;
    Ok(n > 0)
}

/// Every game with undelivered effects, paused ones too; none after a
/// settle (`full`), unless a process has stopped.
async fn undelivered(
    world: &World,
    service: &crate::game::Service,
    full: bool,
) -> Result<Vec<i64>, String> {
    let with_effects: Vec<i64> =
        sqlx::query_scalar("SELECT DISTINCT game_id FROM effects WHERE done_at IS NULL")
            .fetch_all(service.store().pool())
            .await
            .map_err(|e| format!("the outbox cannot be read: {e}"))?;
    if full && !with_effects.is_empty() && !world.stopped() {
        return Err(format!(
            "the outbox does not drain: games {with_effects:?} keep effects"
        ));
    }
    Ok(with_effects)
}

/// Every change to game `g` was announced: the newest revision its
/// processes heard of is the one stored (unless a change may have gone
/// unheard since the last check: then what is stored is taken as heard).
fn announced(world: &mut World, g: i64, stored: i64, unsure: bool) -> Result<(), String> {
    let heard = world.announced.newest.get(&g).copied();
    if unsure {
        world.announced.newest.insert(g, stored);
    } else if heard != Some(stored) {
        return Err(format!(
            "game {g} is at revision {stored}, but its feed last said {heard:?}: a change was stored without being announced"
        ));
    }
    Ok(())
}

/// Every effect reached Discord once: no two messages carry one nonce.
fn once_each(world: &World) -> Result<(), String> {
    let model = world.model.lock().unwrap_or_else(|p| p.into_inner());
    let mut seen: HashMap<&str, i64> = HashMap::new();
    for m in model.messages.values() {
        if let Some(n) = &m.nonce
            && let Some(first) = seen.insert(n, m.id)
        {
            return Err(format!(
                "effect {n} was shown twice (messages {first} and {}: {:?})",
                m.id, m.mark
            ));
        }
    }
    Ok(())
}

/// Every effect delivered as a message names the message it made: a post
/// tried again finds its own message, never another's. (Every game's
/// replay has one text and is known by its file, which Discord lists in
/// the card's components, not among its attachments: a search that read
/// attachments alone would take one game's replay for another's.)
async fn own_messages(world: &World, service: &crate::game::Service) -> Result<(), String> {
    let posted: Vec<(i64, i64, i64)> =
        sqlx::query_as("SELECT id, game_id, message_id FROM effects WHERE message_id IS NOT NULL")
            .fetch_all(service.store().pool())
            .await
            .map_err(|e| format!("the outbox cannot be read: {e}"))?;
    let model = world.model.lock().unwrap_or_else(|p| p.into_inner());
    for (id, game, message) in posted {
        let Some(m) = model.messages.get(&message) else {
            continue;
        };
        let own = crate::game::posted::nonce_of(game, id);
        if m.nonce.as_deref() != Some(own.as_str()) {
            return Err(format!(
                "effect {id} of game {game} took message {message} ({:?}, made as {:?}) for its own",
                m.text, m.nonce
            ));
        }
    }
    Ok(())
}

/// Tiles and every figure are accounted for.
fn accounted(view: &View) -> Result<(), String> {
    let Some(game) = &view.game else {
        return Ok(());
    };
    let g = view.game_id;
    if game.board().len() > game.tiles_drawn() + 1 {
        return Err(format!(
            "game {g}: {} tiles on the board but only {} drawn",
            game.board().len(),
            game.tiles_drawn()
        ));
    }
    for seat in 0..game.players() as u8 {
        for figure in game.figures_in_play() {
            let out = game
                .followers()
                .iter()
                .filter(|f| f.seat == seat && f.figure == figure)
                .count();
            let total = usize::from(game.figures_left(seat, figure)) + out;
            if total != usize::from(figure.supply()) {
                return Err(format!(
                    "game {g}: seat {seat} has {total} {}s, not {}",
                    figure.name(),
                    figure.supply()
                ));
            }
        }
    }
    Ok(())
}

/// The game's record replays to the state the service shows.
async fn replays(service: &crate::game::Service, view: &View, pending: bool) -> Result<(), String> {
    let g = view.game_id;
    let Some(game) = &view.game else {
        return Ok(());
    };
    let text = service
        .export(g)
        .await
        .map_err(|e| format!("game {g} cannot be exported: {e}"))?;
    let record = Record::parse(&text).map_err(|e| format!("game {g}'s record: {e}"))?;
    let again = replay(&record).map_err(|e| {
        if std::env::var_os("SIM_DEBUG").is_some() {
            eprintln!("{text}");
        }
        format!("game {g}'s record does not replay: {e}")
    })?;
    let tiles = again.board().len() + usize::from(pending);
    if again.scores() != game.scores() || tiles != game.board().len() {
        return Err(format!(
            "game {g}'s record replays to scores {:?} with {} tiles, the game shows {:?} with {}",
            again.scores(),
            tiles,
            game.scores(),
            game.board().len()
        ));
    }
    Ok(())
}
