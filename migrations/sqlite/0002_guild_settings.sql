-- Per-server defaults for new games, set with /carcassonne config.
CREATE TABLE guild_settings (
    guild_id         INTEGER PRIMARY KEY,
    rules            TEXT    NOT NULL,
    max_seats        INTEGER NOT NULL CHECK (max_seats BETWEEN 2 AND 6),
    turn_seconds     INTEGER,
    reminder_seconds INTEGER,
    timeout_action   TEXT    NOT NULL CHECK (timeout_action IN ('skip', 'forfeit')),
    forfeit_after    INTEGER NOT NULL,
    use_threads      INTEGER NOT NULL DEFAULT 0
);
