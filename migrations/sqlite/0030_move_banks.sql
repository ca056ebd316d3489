-- What an action did to its seat's time bank, kept with its first move,
-- so that an undo puts the bank back: the seat, what the bank held before
-- (NULL: all it started with) and the seconds the turn took. An undo
-- gives back the increments of the turns it takes back, never the time
-- they took.
ALTER TABLE moves ADD COLUMN bank_seat INTEGER;
ALTER TABLE moves ADD COLUMN bank_before INTEGER;
ALTER TABLE moves ADD COLUMN bank_spent INTEGER;
