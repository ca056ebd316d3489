-- The channel a game's thread is in (NULL: a game in a channel itself, or
-- one opened before this was kept), so that a channel's games can be
-- counted with its threads'; and how many running games a channel and its
-- threads may hold together (NULL: the default).
ALTER TABLE games ADD COLUMN parent_id BIGINT;
CREATE INDEX games_by_parent ON games (parent_id) WHERE parent_id IS NOT NULL;
ALTER TABLE guild_limits ADD COLUMN games_per_channel BIGINT;
