-- A version number of everything the service search's in-memory index holds (ADR 177): the services'
-- folded texts, their categories, issues, provider (name, suspension), facets and update date. Every
-- committed transaction that writes one of those tables raises it by one; the api compares it with the
-- version its index was loaded at (one primary-key read per search) and reloads when it differs. Works
-- whatever code writes the rows (seeders, generators, other features, another api process).
CREATE TABLE search_index_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO search_index_version (id, version) VALUES (true, 1);

-- Deferred to the commit, so the version row is locked last: a transaction never waits for another's
-- row lock while holding it (no deadlock), and readers see the new number together with the new rows.
-- Once per transaction: the first row sets a transaction-local flag, the others return at once.
CREATE FUNCTION search_index_bump_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('iryo.search_index_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE search_index_version SET version = version + 1;
    PERFORM set_config('iryo.search_index_bumped', 'on', true);
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER services_search_index AFTER INSERT OR UPDATE OR DELETE ON services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();
CREATE CONSTRAINT TRIGGER service_categories_search_index AFTER INSERT OR UPDATE OR DELETE ON service_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();
CREATE CONSTRAINT TRIGGER service_issues_search_index AFTER INSERT OR UPDATE OR DELETE ON service_issues
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();
CREATE CONSTRAINT TRIGGER service_facets_search_index AFTER INSERT OR UPDATE OR DELETE ON service_facets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();
CREATE CONSTRAINT TRIGGER categories_search_index AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();
CREATE CONSTRAINT TRIGGER issues_search_index AFTER INSERT OR UPDATE OR DELETE ON issues
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();
CREATE CONSTRAINT TRIGGER providers_search_index AFTER INSERT OR UPDATE OR DELETE ON providers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_index_bump_trg();

-- The folded titles of seminars and articles, for the header box's suggestions (ADR 177), kept like the
-- other folded names (migration 082).
ALTER TABLE seminars ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(title)) STORED;
ALTER TABLE contents ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(title)) STORED;
