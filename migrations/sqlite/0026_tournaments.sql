-- Tournaments: an event of many games, run by the bot round by round.
-- The options of its games are fixed for the whole event, in the same
-- columns as a game's.
CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    host_id          INTEGER NOT NULL,
    name             TEXT    NOT NULL,
    format           TEXT    NOT NULL,          -- 'swiss', 'round_robin' or 'elimination'
    table_size       INTEGER NOT NULL,          -- 2 to 4 players a table
    best_of          INTEGER NOT NULL,          -- games a match (1, 3 or 5; tables of 2)
    rounds           INTEGER NOT NULL,          -- planned (Swiss); fixed at the start otherwise
    max_entrants     INTEGER NOT NULL,
    round_hours      INTEGER NOT NULL,          -- each round's time before its deadline
    status           TEXT    NOT NULL,          -- 'signup', 'running', 'finished' or 'cancelled'
    round            INTEGER NOT NULL DEFAULT 0, -- the round under way (from 1)
    round_deadline_at INTEGER,
    closes_at        INTEGER,                   -- sign-up closes (and the event starts)
    created_at       INTEGER NOT NULL,
    finished_at      INTEGER,
    paused_at        INTEGER,                   -- paused: a permission lost in its channel
    paused_reason    TEXT,
    revision         INTEGER NOT NULL DEFAULT 0,
    rules            TEXT    NOT NULL,
    max_seats        INTEGER NOT NULL,
    turn_seconds     INTEGER,
    reminder_seconds INTEGER,
    timeout_action   TEXT    NOT NULL,
    forfeit_after    INTEGER NOT NULL,
    lang             TEXT,
    expansions       TEXT    NOT NULL DEFAULT '',
    stand_in         TEXT,
    bank_seconds     INTEGER,
    bank_increment   INTEGER,
    bank_cap         INTEGER
);
CREATE INDEX tournaments_running ON tournaments (status, round_deadline_at);
CREATE INDEX tournaments_by_channel ON tournaments (channel_id, status);
-- Who signed up, their seed once it starts (0: the highest rating), and
-- the round they withdrew in.
CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    joined_at     INTEGER NOT NULL,
    seed          INTEGER,
    withdrawn_round INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);
-- Each round's tables and their games (one, or a match's), and its byes
-- (table 0, no game). A game is made once, when its row has none.
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    seeds         TEXT    NOT NULL,          -- the table's seeds, best placed first: '3,0,5'
    game_id       INTEGER,
    decided       INTEGER NOT NULL DEFAULT 0,  -- 1: ended by the round's deadline
    result        TEXT,                      -- a decided game's places and points, by seat: '1:41,2:28'
    PRIMARY KEY (tournament_id, round, table_no, game_no)
);
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
-- What the event must post in its channel (the sign-up, each round's
-- tables, the standings after it), stored with the step that causes it
-- and posted once.
CREATE TABLE tournament_posts (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    body          TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    posted_at     INTEGER,
    message_id    INTEGER
);
CREATE INDEX tournament_posts_pending ON tournament_posts (posted_at, id);
