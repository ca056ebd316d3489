-- A game's channel or server gone (deleted, or the bot removed): its games
-- and their undelivered effects are found through these, never by reading
-- every game ever played.
CREATE INDEX games_by_channel ON games (channel_id);
CREATE INDEX games_by_guild ON games (guild_id);
