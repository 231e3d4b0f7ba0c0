-- Which rows each version of search_index_version changed (ADR 182), so that the api's in-memory search
-- index re-reads only the services a write touched instead of reloading all of them (ADR 177 reloaded the
-- whole index, 8.7 s on 10,000 services under load, after every catalogue write).
--
-- The same deferred, once-per-transaction trigger as migration 104 raises the version at commit and now
-- also records, per changed row, what it touched: a service ('s', from services and its link tables), a
-- category ('c'), an issue ('i') or a provider ('p'); the api resolves the last three to their services
-- when it reads the log. Versions are taken in commit order (the version row's lock is held to the commit),
-- so a snapshot that sees version n sees every change of versions up to n.
--
-- The log keeps the last 1,000 versions, pruned by the writers as they go; `logged_since` says from which
-- version on it is complete (a reader holding an older version reloads everything).
CREATE TABLE search_index_changes (
  version bigint NOT NULL,
  kind    "char" NOT NULL CHECK (kind IN ('s', 'c', 'i', 'p')),
  id      integer NOT NULL,
  PRIMARY KEY (version, kind, id)
);

-- The log holds every change of the versions after this one; nothing before this migration was logged.
ALTER TABLE search_index_version ADD COLUMN logged_since bigint;
UPDATE search_index_version SET logged_since = version;
ALTER TABLE search_index_version ALTER COLUMN logged_since SET NOT NULL;

-- The transaction-local setting iryo.search_index_version holds the version this transaction took (set by
-- its first changed row); the later rows only add their ids.
CREATE OR REPLACE FUNCTION search_index_bump_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  taken bigint := nullif(current_setting('iryo.search_index_version', true), '')::bigint;
  kind "char";
  ids integer[];
BEGIN
  IF taken IS NULL THEN
    UPDATE search_index_version
       SET version = version + 1, logged_since = greatest(logged_since, version + 1 - 1000)
    RETURNING version INTO taken;
    DELETE FROM search_index_changes WHERE version <= taken - 1000;
    PERFORM set_config('iryo.search_index_version', taken::text, true);
  END IF;

  IF TG_TABLE_NAME = 'services' THEN
    kind := 's';
    ids := CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.id] WHEN 'DELETE' THEN ARRAY[OLD.id] ELSE ARRAY[OLD.id, NEW.id] END;
  ELSIF TG_TABLE_NAME IN ('service_categories', 'service_issues', 'service_facets') THEN
    kind := 's';
    ids := CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW.service_id]
      WHEN 'DELETE' THEN ARRAY[OLD.service_id]
      ELSE ARRAY[OLD.service_id, NEW.service_id] END;
  ELSE
    kind := CASE TG_TABLE_NAME WHEN 'categories' THEN 'c' WHEN 'issues' THEN 'i' ELSE 'p' END;
    -- A category, issue or provider matters to the index through its folded name (and a provider through
    -- its suspension); an insert has no services yet, a delete takes its links (logged as services) along.
    IF TG_OP <> 'UPDATE' THEN
      RETURN NULL;
    END IF;
    IF OLD.search_name IS NOT DISTINCT FROM NEW.search_name THEN
      -- (A separate test: a record's fields are resolved per expression, and only providers have this one.)
      IF kind <> 'p' THEN
        RETURN NULL;
      ELSIF OLD.suspended_at IS NOT DISTINCT FROM NEW.suspended_at THEN
        RETURN NULL;
      END IF;
    END IF;
    ids := ARRAY[NEW.id];
  END IF;

  INSERT INTO search_index_changes (version, kind, id)
  SELECT DISTINCT taken, kind, changed FROM unnest(ids) AS changed
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
