-- The host (or a server admin) stops a game's clock, for holidays: no
-- reminders or time-outs until it runs again; moves are still allowed.
ALTER TABLE games ADD COLUMN clock_stopped_at INTEGER;             -- NULL: the clock runs
