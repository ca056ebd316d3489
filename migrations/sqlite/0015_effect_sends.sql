-- When a message for an effect was first sent to Discord (Unix ms). Set
-- before the request goes out: an effect tried again after a crash or a
-- lost answer may have been posted already, and Discord remembers a nonce
-- for a few minutes only, so the bot looks for its own message in the
-- channel before it posts again.
ALTER TABLE effects ADD COLUMN sent_at_ms INTEGER;
