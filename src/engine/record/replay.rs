//! A record replayed: the game it describes, checked move by move against
//! the rules and its stated scores.

use crate::engine::expansions::Expansion;
use crate::engine::game::{Game, HistoryEntry, full_deck, river_phase};
use crate::engine::tiles::TileKind;

use super::{Record, RecordError, RecordTurn, TurnAction, err, goods_list, score_list};

/// The game at the start of a record: its players, rules and start tile,
/// with the bag giving the record's tiles in its order (then whatever is
/// left, in table order).
pub fn starting_game(record: &Record) -> Result<Game, RecordError> {
    let set = record.tile_set();
    let mut rest = full_deck(set, record.start.kind);
    let mut order = Vec::with_capacity(rest.len());
    let river = record.expansions.has(Expansion::River);
    for (i, t) in record.turns.iter().enumerate() {
        let Some(tile) = t.tile else { continue };
        // The rest keeps the River's order: its first tile is of the phase
        // (river, lake, land) that must be drawn now.
        if let Some(&next) = rest.first().filter(|_| river)
            && river_phase(set, tile) != river_phase(set, next)
        {
            return Err(err(
                i + 1,
                format!(
                    "tile {} is drawn out of the River's order: the river tiles come first, then the lake {}, then the land (tile {} is due)",
                    set.name_of(tile),
                    set.kinds()
                        .find(|&k| river_phase(set, k) == 1)
                        .map_or("RV2", |k| set.name_of(k)),
                    set.name_of(next)
                ),
            ));
        }
        let pos = rest
            .iter()
            .position(|&k| k == tile)
            .ok_or_else(|| err(i + 1, format!("no tile {} is left", set.name_of(tile))))?;
        rest.remove(pos);
        order.push(tile);
    }
    order.extend(rest);
    Game::with_order(set, record.players, record.rules, record.start, order)
        .map_err(|e| err(0, e.to_string()))
}

/// The game after the record's first `turns` turns, each checked; the tile
/// in hand is the one the record draws next.
pub fn replay_prefix(record: &Record, turns: usize) -> Result<Game, RecordError> {
    let mut game = starting_game(record)?;
    let turns = turns.min(record.turns.len());
    replay_turns(&mut game, &record.turns[..turns], 0)?;
    Ok(game)
}

/// Replays a record move by move, checking every move and every recorded
/// score. Returns the game as it stands after the last turn.
pub fn replay(record: &Record) -> Result<Game, RecordError> {
    let game = replay_prefix(record, record.turns.len())?;
    // Undone turns were legal where they were played: after the first
    // `after` turns of the game as it stood then. That is `turns`, with the
    // turns of every later undo put back (a later undo may reach back
    // further than an earlier one), so the games are rebuilt newest undo
    // first.
    let mut then_turns = record.turns.clone();
    let mut checked = Vec::with_capacity(record.undone.len());
    for (i, u) in record.undone.iter().enumerate().rev() {
        if u.after > then_turns.len() {
            return Err(err(
                0,
                format!(
                    "undone moves {}: after {} turns, but only {} were played",
                    i + 1,
                    u.after,
                    then_turns.len()
                ),
            ));
        }
        then_turns.truncate(u.after);
        then_turns.extend(u.turns.iter().cloned());
        checked.push((i, then_turns.clone()));
    }
    for (i, turns) in checked.into_iter().rev() {
        let mut then = record.clone();
        then.turns = turns;
        then.final_scores = None;
        then.undone = Vec::new();
        replay_prefix(&then, then.turns.len()).map_err(|e| RecordError {
            turn: 0,
            message: format!("undone moves {}: {e}", i + 1),
        })?;
    }
    if let Some(expected) = &record.final_scores {
        if !game.is_over() {
            return Err(err(
                record.turns.len(),
                format!(
                    "the record gives final scores, but {} tiles are still in the bag",
                    game.tiles_left() + usize::from(game.current_tile().is_some())
                ),
            ));
        }
        check_scores(game.scores(), expected, record.turns.len(), "final scores")?;
    }
    Ok(game)
}

/// Applies recorded turns to a game, checking each one; `first` is the
/// number of turns already in the game's history.
pub fn replay_turns(
    game: &mut Game,
    turns: &[RecordTurn],
    first: usize,
) -> Result<(), RecordError> {
    let set = game.tile_set();
    for (i, t) in turns.iter().enumerate() {
        let n = first + i + 1;
        let k = first + i;
        let name = t.tile.map_or("-", |tile| set.name_of(tile));
        let draws = |tile: TileKind| {
            err(
                n,
                format!(
                    "the record draws tile {name}, but tile {} comes next",
                    set.name_of(tile)
                ),
            )
        };
        if let Some(h) = game.history().get(k).copied() {
            // The bag gave a tile that fitted nowhere; the record must say so.
            let HistoryEntry::Discarded { seat, tile, .. } = h else {
                return Err(err(n, "this turn was already played"));
            };
            if t.tile != Some(tile) {
                return Err(draws(tile));
            }
            if seat != t.seat {
                return Err(err(
                    n,
                    format!("it is seat {seat}'s turn, not seat {}'s", t.seat),
                ));
            }
            if t.action != TurnAction::Discard {
                return Err(err(
                    n,
                    format!("tile {name} fits nowhere on the board and must be discarded"),
                ));
            }
        } else {
            let Some(tile) = game.current_tile() else {
                return Err(err(n, "the game is already over"));
            };
            let mine = game.current_seat() == t.seat;
            if t.action == TurnAction::Resign && !mine {
                if t.tile.is_some() {
                    return Err(err(n, "only the player whose turn it is holds a tile"));
                }
                game.resign(t.seat).map_err(|e| err(n, e.to_string()))?;
            } else {
                if t.tile != Some(tile) {
                    return Err(draws(tile));
                }
                if !mine {
                    return Err(err(
                        n,
                        format!(
                            "it is seat {}'s turn, not seat {}'s",
                            game.current_seat(),
                            t.seat
                        ),
                    ));
                }
                match t.action {
                    TurnAction::Discard => {
                        let fits = match game.legal_placements().first() {
                            Some(p) => format!(": it fits at {} turned {}", p.pos, p.rot),
                            None => String::new(),
                        };
                        return Err(err(n, format!("tile {name} cannot be discarded{fits}")));
                    }
                    TurnAction::Place(mv) => {
                        game.play(mv).map_err(|e| err(n, e.to_string()))?;
                    }
                    TurnAction::Skip => {
                        game.skip_turn().map_err(|e| err(n, e.to_string()))?;
                    }
                    TurnAction::Resign => {
                        game.resign(t.seat).map_err(|e| err(n, e.to_string()))?;
                    }
                }
            }
        }
        if let Some(expected) = &t.scores {
            let after = game.history()[k].scores();
            check_scores(&after[..game.players()], expected, n, "scores")?;
        }
        if let Some(expected) = &t.goods {
            let actual: Vec<[u8; 3]> = (0..game.players() as u8).map(|s| game.goods(s)).collect();
            if &actual != expected {
                return Err(err(
                    n,
                    format!(
                        "the record's goods are {} but the rules give {}",
                        goods_list(expected),
                        goods_list(&actual)
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn check_scores(
    actual: &[u32],
    expected: &[u32],
    turn: usize,
    what: &str,
) -> Result<(), RecordError> {
    if actual != expected {
        return Err(err(
            turn,
            format!(
                "the record's {what} are {} but the rules give {}",
                score_list(expected),
                score_list(actual)
            ),
        ));
    }
    Ok(())
}
