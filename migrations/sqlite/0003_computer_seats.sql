-- Computer players: a seat with a level ('easy', 'medium', 'hard') is played
-- by the bot. Computer seats have negative user ids, unique within a game,
-- and never enter the players table (stats, ratings, leaderboard).
ALTER TABLE seats ADD COLUMN computer TEXT;
