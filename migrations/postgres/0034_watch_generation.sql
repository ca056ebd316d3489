-- The generation of a game's spectator links: a Watch live link carries
-- the generation it was made in, and the board takes only the game's
-- current one. A host who makes new links (/host links) moves it on, and
-- every link made before stops working.
ALTER TABLE games ADD COLUMN watch_generation BIGINT NOT NULL DEFAULT 0;
