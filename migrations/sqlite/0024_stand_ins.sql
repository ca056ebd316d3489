-- Stand-ins: a computer player who takes a person's seat in a running
-- game. The seat keeps the person's id and name; `computer` holds the
-- stand-in's level and `stood_in_at` the number of record turns played
-- before it took over (NULL: never stood in). A stood-in seat is not rated.
ALTER TABLE seats ADD COLUMN stood_in_at INTEGER;
-- The level of the computer that takes the seat of a person who runs out
-- of time, resigns or is removed (NULL: nobody, the seat leaves the game).
ALTER TABLE games ADD COLUMN stand_in TEXT;
ALTER TABLE guild_settings ADD COLUMN stand_in TEXT;
