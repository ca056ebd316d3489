-- Seasons of a server's leaderboard: how long each lasts, where each
-- season's top three are announced (NULL: nowhere), and since when.
CREATE TABLE guild_seasons (
    guild_id   BIGINT PRIMARY KEY,
    period     TEXT    NOT NULL,               -- 'monthly' or 'quarterly'
    channel_id BIGINT,
    since      BIGINT NOT NULL
);
-- Each season's ratings and records, kept for good.
CREATE TABLE season_players (
    guild_id     BIGINT NOT NULL,
    season       TEXT    NOT NULL,             -- '2026-11' or '2026-Q4'
    user_id      BIGINT NOT NULL,
    name         TEXT    NOT NULL,
    games        BIGINT NOT NULL DEFAULT 0,
    wins         BIGINT NOT NULL DEFAULT 0,
    total_score  BIGINT NOT NULL DEFAULT 0,
    best_score   BIGINT NOT NULL DEFAULT 0,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    rating       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, season, user_id)
);
CREATE INDEX season_leaderboard ON season_players (guild_id, season, rating DESC, user_id);
-- Each season's announcement: claimed by one process, then posted.
CREATE TABLE season_announcements (
    guild_id   BIGINT NOT NULL,
    season     TEXT    NOT NULL,
    channel_id BIGINT NOT NULL,
    claimed_at BIGINT NOT NULL,
    posted_at  BIGINT,
    PRIMARY KEY (guild_id, season)
);
