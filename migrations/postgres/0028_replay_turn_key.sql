-- A replay is kept under the key of the turn its record leads to (moves
-- and undos), not its move count: an undo and another move make as many
-- moves as before, and another record. The replays kept so far are
-- dropped (a cache: each is drawn again when asked for).
DELETE FROM replays;
ALTER TABLE replays RENAME COLUMN moves TO turn_key;
