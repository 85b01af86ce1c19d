-- Counters bumped by every statement that changes a cached table: the read caches (server/services/readCache.ts)
-- compare them before answering, so a correction, a new day's net values or a reseed is never hidden behind a
-- cached answer, also when several server instances share one PostgreSQL.
CREATE TABLE data_versions (
  name    text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO data_versions (name) VALUES ('products'), ('net_values');

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER net_values_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON net_values
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
