-- Claims on a game's background work (its timers, its deliveries), so that
-- two processes never do the same work: during a rolling restart both may
-- look after the same servers. A claim lasts until `until_ms` (Unix ms);
-- its process renews it every few seconds while it lives and deletes it
-- when the work is done, so a killed process's claims lapse on their own.
CREATE TABLE leases (
    game_id  BIGINT  NOT NULL,
    work     TEXT    NOT NULL CHECK (work IN ('timers', 'deliveries')),
    owner    TEXT    NOT NULL,
    until_ms BIGINT  NOT NULL,
    PRIMARY KEY (game_id, work)
);
CREATE INDEX leases_by_owner ON leases (owner);
