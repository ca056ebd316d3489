-- Secrets the bot makes for itself, shared by all its processes: the key
-- the live board's links and sessions are signed with.
CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
