-- A lobby nobody starts closes after this many hours (NULL: 48); its
-- closing time is the lobby's deadline_at.
ALTER TABLE guild_settings ADD COLUMN lobby_hours INTEGER;
