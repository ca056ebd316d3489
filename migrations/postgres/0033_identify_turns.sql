-- When the processes of one deployment may identify with Discord's
-- gateway: Discord takes at most max_concurrency identifies in 5 seconds
-- for the whole bot, whatever process sends them. Each process reserves
-- a turn for its shards before it connects (on the database's clock).
CREATE TABLE identify_turns (
    bucket  INTEGER PRIMARY KEY,
    next_ms BIGINT  NOT NULL  -- the first moment no reserved turn covers (Unix ms)
);
