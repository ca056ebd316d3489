-- The outbox: what a game action must show in Discord, stored in the same
-- transaction as the action, and delivered in order per game by the bot.
CREATE TABLE effects (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    body        TEXT    NOT NULL,              -- the effect, as JSON
    created_at  INTEGER NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    next_at_ms  INTEGER NOT NULL DEFAULT 0,    -- not before (Unix ms), after a failure
    done_at     INTEGER,                       -- delivered, skipped or given up
    outcome     TEXT,                          -- 'delivered', 'skipped' or why it failed
    message_id  INTEGER                        -- the message it created, once known
);
CREATE INDEX effects_undelivered ON effects (game_id, id) WHERE done_at IS NULL;

-- The message that carries a game's live controls (its turn message), so
-- that the bot can close it whenever the turn ends, for whatever reason.
ALTER TABLE games ADD COLUMN live_message_id INTEGER;

-- Rating changes of a finished game, kept with its seats (mu - 3 sigma), so
-- that the final message can be shown (again) from what is stored.
ALTER TABLE seats ADD COLUMN rating_before REAL;
ALTER TABLE seats ADD COLUMN rating_after REAL;
