-- Whether the turn in progress is a computer player's: its deadline is the
-- computer's short pause, which fires even while the turn clock is stopped
-- (stopping the clock is for people's holidays, not for computers).
ALTER TABLE games ADD COLUMN computer_turn INTEGER NOT NULL DEFAULT 0;
-- Games stored before this column: a running turn with a deadline but no
-- reminder, due within a minute of its start, is a computer's.
UPDATE games SET computer_turn = 1
 WHERE status = 'playing' AND reminder_at IS NULL AND deadline_at IS NOT NULL
   AND turn_started_at IS NOT NULL AND deadline_at - turn_started_at <= 60;
