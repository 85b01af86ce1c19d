-- The demo data's marks leave the product's tables (issue 13/18): which messages, opinions, sign-ups and risk results
-- the demo seed wrote is no column of the schema any more but a table the demo seed makes where it seeds,
-- demo_seed_rows (server/seed/catalogue/messages.ts). A database that has demo data keeps its marks there; one that
-- has none gets no such table.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM app_meta WHERE key = 'seeded_at') THEN
    CREATE TABLE IF NOT EXISTS demo_seed_rows (
      kind   text NOT NULL,
      row_id integer NOT NULL,
      read   boolean,
      PRIMARY KEY (kind, row_id)
    );
    INSERT INTO demo_seed_rows (kind, row_id, read)
      SELECT 'messages', id, seeded_read FROM messages WHERE seeded_read IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO demo_seed_rows (kind, row_id) SELECT 'opinions', id FROM opinions WHERE seeded ON CONFLICT DO NOTHING;
    INSERT INTO demo_seed_rows (kind, row_id)
      SELECT 'activity_signups', id FROM activity_signups WHERE seeded ON CONFLICT DO NOTHING;
    INSERT INTO demo_seed_rows (kind, row_id)
      SELECT 'risk_results', id FROM risk_results WHERE seeded ON CONFLICT DO NOTHING;
  END IF;
END $$;
ALTER TABLE messages DROP COLUMN seeded_read;
ALTER TABLE opinions DROP COLUMN seeded;
ALTER TABLE activity_signups DROP COLUMN seeded;
ALTER TABLE risk_results DROP COLUMN seeded;
