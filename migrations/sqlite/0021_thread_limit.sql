-- Threads the bot opens per server per hour (NULL: the default), and when
-- it opened each of the last day's.
ALTER TABLE guild_limits ADD COLUMN threads_per_hour BIGINT;
CREATE TABLE threads_opened (
    guild_id BIGINT NOT NULL,
    at       BIGINT NOT NULL
);
CREATE INDEX threads_opened_by_guild ON threads_opened (guild_id, at);
