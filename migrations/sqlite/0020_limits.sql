-- Limits on abuse, each a server setting (NULL: the default).
CREATE TABLE guild_limits (
    guild_id             BIGINT PRIMARY KEY,
    lobbies_per_member   BIGINT,
    ask_cooldown_minutes BIGINT
);

-- When each person last asked for a rematch or an undo on a server: the
-- next ask waits out the server's cooldown, so nobody is pinged again and
-- again.
CREATE TABLE asks (
    guild_id BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    kind     TEXT   NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id, kind)
);
