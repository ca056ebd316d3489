-- Every effect of a game, delivered or not, by game: the search for the
-- message before an effect and for a game's undo vote message read one
-- game's effects, never the whole table (which grows with every game).
CREATE INDEX effects_by_game ON effects (game_id, id);
