-- A table's thread is kept as soon as it is opened, so that a table whose
-- game could not be made yet is tried again in the same thread, never in
-- another. And a tournament's own work (opening its tables, making its
-- posts) is claimed like a game's, so that two processes never both do it
-- (the claim's id is the tournament's).
ALTER TABLE tournament_games ADD COLUMN thread_id INTEGER;

CREATE TABLE leases_new (
    game_id  INTEGER NOT NULL,
    work     TEXT    NOT NULL CHECK (work IN ('timers', 'deliveries', 'tournament')),
    owner    TEXT    NOT NULL,
    until_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, work)
);
INSERT INTO leases_new (game_id, work, owner, until_ms)
    SELECT game_id, work, owner, until_ms FROM leases;
DROP TABLE leases;
ALTER TABLE leases_new RENAME TO leases;
CREATE INDEX leases_by_owner ON leases (owner);
