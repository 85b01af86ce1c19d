-- Sign-ups the demo data made, told apart from those made since: a dev reset removes the demo accounts' own
-- sign-ups (so an open demo activity is open again for them) and keeps the seeded ones.
ALTER TABLE activity_signups ADD COLUMN seeded boolean NOT NULL DEFAULT false;
UPDATE activity_signups SET seeded = true;
