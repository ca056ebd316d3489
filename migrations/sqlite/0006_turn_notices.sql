-- How each person is told that it is their turn, per server: 'mention' in
-- the game's channel (also when there is no row), 'dm' (a direct message
-- with a link to the turn), or 'quiet' (the turn message only, no ping).
CREATE TABLE turn_notices (
    guild_id       INTEGER NOT NULL,
    user_id        INTEGER NOT NULL,
    how            TEXT    NOT NULL CHECK (how IN ('mention', 'dm', 'quiet')),
    -- Told once that their DMs are closed, so they are mentioned instead.
    dm_closed_told INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
);
