-- Replays are a cache of a bounded size (REPLAY_CACHE_MB), the least
-- recently used dropped first and drawn again when asked for: each keeps
-- its size and when it was last used.
ALTER TABLE replays ADD COLUMN used_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE replays ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0;
UPDATE replays SET used_at = created_at, bytes = LENGTH(gif);
CREATE INDEX replays_by_use ON replays (used_at, game_id);
