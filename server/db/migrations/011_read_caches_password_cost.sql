-- The content read caches (server/services/readCache.ts) depend on these tables as the catalogue caches depend on
-- products and net_values (migration 005): every statement that changes one bumps its counter. The bump is also
-- announced (NOTIFY data_versions, payload the table): the embedded database delivers it in process when the change
-- commits, so a server on PGlite counts changes without asking (server/db/index.ts).
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
  PERFORM pg_notify('data_versions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

INSERT INTO data_versions (name) VALUES ('articles'), ('banners'), ('images'), ('areas');

CREATE TRIGGER articles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER banners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER areas_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON areas
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

-- The scrypt cost each password hash was made with (server/services/passwords.ts), so the cost can change and a
-- hash of an older cost is remade at the next successful login. Hashes before this migration used N=16384.
ALTER TABLE users ADD COLUMN password_params text;
UPDATE users SET password_params = 'scrypt:N=16384,r=8,p=1' WHERE password_hash IS NOT NULL;
