-- Seasons of a server's leaderboard: how long each lasts, where each
-- season's top three are announced (NULL: nowhere), and since when.
CREATE TABLE guild_seasons (
    guild_id   INTEGER PRIMARY KEY,
    period     TEXT    NOT NULL,               -- 'monthly' or 'quarterly'
    channel_id INTEGER,
    since      INTEGER NOT NULL
);
-- Each season's ratings and records, kept for good.
CREATE TABLE season_players (
    guild_id     INTEGER NOT NULL,
    season       TEXT    NOT NULL,             -- '2026-11' or '2026-Q4'
    user_id      INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    total_score  INTEGER NOT NULL DEFAULT 0,
    best_score   INTEGER NOT NULL DEFAULT 0,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    rating       REAL    NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);
CREATE INDEX season_leaderboard ON season_players (guild_id, season, rating DESC, user_id);
-- Each season's announcement: claimed by one process, then posted.
CREATE TABLE season_announcements (
    guild_id   INTEGER NOT NULL,
    season     TEXT    NOT NULL,
    channel_id INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    posted_at  INTEGER,
    PRIMARY KEY (guild_id, season)
);
