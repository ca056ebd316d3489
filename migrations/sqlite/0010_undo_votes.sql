-- Undo by agreement: a person asks to undo the last move (with any
-- computer moves after it); every other person still playing must agree
-- before the deadline. One open vote per game.
CREATE TABLE undo_votes (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    moves       INTEGER NOT NULL,            -- stored moves when asked: the vote lapses once the game moves on
    back_to     INTEGER NOT NULL,            -- stored moves kept if everyone agrees
    asked_by    INTEGER NOT NULL,
    voters      TEXT    NOT NULL,            -- JSON list of the user ids who must agree
    agreed      TEXT    NOT NULL DEFAULT '[]',
    asked_at    INTEGER NOT NULL,
    deadline_at INTEGER NOT NULL
);
CREATE INDEX undo_votes_due ON undo_votes (deadline_at);

-- What was undone, for the game record: the record turns played after its
-- first `after` turns and then taken back.
CREATE TABLE undone (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    after     INTEGER NOT NULL,
    turns     TEXT    NOT NULL,              -- JSON list of record turns
    asked_by  INTEGER NOT NULL,
    undone_at INTEGER NOT NULL
);
CREATE INDEX undone_by_game ON undone (game_id, id);

-- Bumped by every undo: a game kept in memory after N moves is that game
-- only if no undo happened since.
ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0;
