-- What the demo seed wrote, so a dev reset with reseed can put the demo users' messages and complaints back as
-- seeded (read state included) and drop what tests and visitors added. NULL / false: written at run time.
ALTER TABLE messages ADD COLUMN seeded_read boolean;
ALTER TABLE opinions ADD COLUMN seeded boolean NOT NULL DEFAULT false;
-- Databases seeded before this migration: everything there so far counts as the seed.
UPDATE messages SET seeded_read = is_read;
UPDATE opinions SET seeded = true;
