-- The expansions a game is played with, as the record names them,
-- comma-separated ('' for none), and a server's default for new games.
ALTER TABLE games ADD COLUMN expansions TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN expansions TEXT NOT NULL DEFAULT '';
