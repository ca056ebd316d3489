-- The news of the move before a person's turn (a JSON array of lines),
-- shown at the top of that turn's message and kept through its edits;
-- for the move numbered turn_news_move only.
ALTER TABLE games ADD COLUMN turn_news TEXT;
ALTER TABLE games ADD COLUMN turn_news_move INTEGER;
