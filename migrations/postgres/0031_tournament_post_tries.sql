-- When a tournament's post was first sent: a post sent before whose
-- answer was lost is looked for in its channel before it is sent again
-- (Discord forgets a nonce after a few minutes).
ALTER TABLE tournament_posts ADD COLUMN tried_at BIGINT;
