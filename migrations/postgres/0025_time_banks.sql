-- Time banks: a correspondence clock. Each player has a bank of seconds
-- (bank_seconds to start with) that runs only on their own turns; each
-- move adds bank_increment, up to bank_cap. NULL: no bank (hours per turn,
-- or no limit). A seat's bank_left is NULL until its first turn ends.
ALTER TABLE games ADD COLUMN bank_seconds BIGINT;
ALTER TABLE games ADD COLUMN bank_increment BIGINT;
ALTER TABLE games ADD COLUMN bank_cap BIGINT;
ALTER TABLE guild_settings ADD COLUMN bank_seconds BIGINT;
ALTER TABLE guild_settings ADD COLUMN bank_increment BIGINT;
ALTER TABLE guild_settings ADD COLUMN bank_cap BIGINT;
ALTER TABLE seats ADD COLUMN bank_left BIGINT;
