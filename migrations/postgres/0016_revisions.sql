-- A game's revision: one more with every write that changes what its
-- view shows (its row or its seats). Read with an effect, it tells
-- delivery whether the view the writing click made is still the game as
-- it stands, so the game is not loaded again to show it.
ALTER TABLE games ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;
