-- A table's thread is kept as soon as it is opened, so that a table whose
-- game could not be made yet is tried again in the same thread, never in
-- another. And a tournament's own work (opening its tables, making its
-- posts) is claimed like a game's, so that two processes never both do it
-- (the claim's id is the tournament's).
ALTER TABLE tournament_games ADD COLUMN thread_id BIGINT;

ALTER TABLE leases DROP CONSTRAINT leases_work_check;
ALTER TABLE leases ADD CONSTRAINT leases_work_check
    CHECK (work IN ('timers', 'deliveries', 'tournament'));
