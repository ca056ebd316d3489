-- A server's running games, the longest waiting first (/carcassonne games).
CREATE INDEX games_running_by_guild ON games (guild_id, turn_started_at) WHERE status = 'playing';
