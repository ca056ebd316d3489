-- Games, their seats and their move logs; players' stats and ratings per server.
-- Append-only: later changes go in new migration files.

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    host_id          INTEGER NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    seed             INTEGER NOT NULL,
    rules            TEXT    NOT NULL,            -- the record's "rules" object
    max_seats        INTEGER NOT NULL CHECK (max_seats BETWEEN 2 AND 6),
    turn_seconds     INTEGER,                     -- turn time limit; NULL: none
    reminder_seconds INTEGER,                     -- reminder after this idle time; NULL: none
    timeout_action   TEXT    NOT NULL DEFAULT 'skip' CHECK (timeout_action IN ('skip', 'forfeit')),
    forfeit_after    INTEGER NOT NULL DEFAULT 3,
    moves            INTEGER NOT NULL DEFAULT 0,  -- rows in moves
    pending          TEXT,                        -- a confirmed placement awaiting the follower step
    turn_started_at  INTEGER,
    reminder_at      INTEGER,
    reminded         INTEGER NOT NULL DEFAULT 0,
    deadline_at      INTEGER,
    created_at       INTEGER NOT NULL,
    started_at       INTEGER,
    finished_at      INTEGER
);

-- One active game per channel (or thread).
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'playing');
CREATE INDEX games_timers ON games (status, deadline_at, reminder_at);

CREATE TABLE seats (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    seat          INTEGER,                       -- set when the game starts
    joined_at     INTEGER NOT NULL,
    missed_turns  INTEGER NOT NULL DEFAULT 0,
    final_score   INTEGER,
    rank          INTEGER,
    PRIMARY KEY (game_id, user_id)
);
CREATE UNIQUE INDEX seats_by_seat ON seats (game_id, seat);
CREATE INDEX seats_by_user ON seats (user_id);

-- The move log is the truth: a game is its seed, rules, seats and these rows
-- (each a carcassonne-record/1 turn), replayed in order.
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    move_no    INTEGER NOT NULL CHECK (move_no >= 1),
    body       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, move_no)
);

CREATE TABLE players (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    total_score  INTEGER NOT NULL DEFAULT 0,
    best_score   INTEGER NOT NULL DEFAULT 0,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    rating       REAL    NOT NULL,               -- mu - 3 sigma, what the leaderboard sorts by
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX players_leaderboard ON players (guild_id, rating DESC, user_id);
