-- The language of a game's public messages and pictures (a catalogue code
-- such as 'de' or 'pt-BR'; NULL: English), and a server's default for new
-- games (NULL: the server's own Discord language, else English).
ALTER TABLE games ADD COLUMN lang TEXT;
ALTER TABLE guild_settings ADD COLUMN lang TEXT;
