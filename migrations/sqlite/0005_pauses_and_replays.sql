-- A game whose messages Discord refused (the bot lost a permission in its
-- channel) is paused: no deliveries, no timers, no moves, until resumed.
ALTER TABLE games ADD COLUMN paused_at INTEGER;                  -- NULL: not paused
ALTER TABLE games ADD COLUMN paused_reason TEXT;                 -- e.g. 'permissions'
ALTER TABLE games ADD COLUMN host_told INTEGER NOT NULL DEFAULT 0; -- the host has seen it in an answer
-- Looked up on every command and click: only untold pauses are indexed.
CREATE INDEX games_untold_pauses ON games (host_id) WHERE paused_at IS NOT NULL AND host_told = 0;

-- Why a game ended without finishing: 'host', 'channel deleted',
-- 'removed from server'. NULL for games cancelled before this column.
ALTER TABLE games ADD COLUMN end_reason TEXT;

-- Replay animations, each drawn once for a game at a move count: a
-- finished game's is drawn at most once.
CREATE TABLE replays (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    moves      INTEGER NOT NULL,
    gif        BLOB    NOT NULL,
    created_at INTEGER NOT NULL
);
