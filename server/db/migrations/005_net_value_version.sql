-- A counter bumped by every statement that changes net values: the chart cache (server/services/series.ts)
-- compares it before answering, so a correction or a new day's values are never hidden behind a cached series.
CREATE TABLE net_values_version (
  id      smallint PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO net_values_version (id, version) VALUES (1, 0);

CREATE FUNCTION bump_net_values_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE net_values_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER net_values_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON net_values
  FOR EACH STATEMENT EXECUTE FUNCTION bump_net_values_version();
