-- Japanese search over services (issue 4): a folded search text kept by triggers, with a trigram index.
-- search_fold() is the SQL twin of foldSearchText() in @iryo/domain/search-text (NFKC, ASCII lower
-- case, katakana → hiragana, ASCII white-space runs → one space, trimmed); an api test compares them.
-- See docs/decisions/020-ratings-and-search.md.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(
      translate(
        translate(normalize(coalesce(input, ''), NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
        'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ',
        'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ'
      ),
      '[ \t\n\r\f\v]+', ' ', 'g'
    ),
    '^ | $', '', 'g'
  )
$$;

-- Services: name, summary, the provider's name and the names of the service's categories.
ALTER TABLE services ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION services_search_text_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_fold(concat_ws(' ',
    NEW.name,
    NEW.summary,
    (SELECT p.name FROM providers p WHERE p.id = NEW.provider_id),
    (SELECT string_agg(c.name, ' ' ORDER BY c.id)
       FROM service_categories sc JOIN categories c ON c.id = sc.category_id
      WHERE sc.service_id = NEW.id)));
  RETURN NEW;
END;
$$;
CREATE TRIGGER services_search_text BEFORE INSERT OR UPDATE OF name, summary, provider_id, search_text ON services
  FOR EACH ROW EXECUTE FUNCTION services_search_text_trg();

-- Links, provider names and category names change the text too: touch the services concerned
-- (setting search_text fires the trigger above, which recomputes it).
CREATE FUNCTION service_categories_search_ins_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = '' WHERE id IN (SELECT DISTINCT service_id FROM new_links);
  RETURN NULL;
END;
$$;
CREATE FUNCTION service_categories_search_del_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = '' WHERE id IN (SELECT DISTINCT service_id FROM old_links);
  RETURN NULL;
END;
$$;
CREATE TRIGGER service_categories_search_ins AFTER INSERT ON service_categories
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION service_categories_search_ins_trg();
CREATE TRIGGER service_categories_search_del AFTER DELETE ON service_categories
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION service_categories_search_del_trg();
CREATE FUNCTION service_categories_search_upd_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = '' WHERE id IN (NEW.service_id, OLD.service_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER service_categories_search_upd AFTER UPDATE ON service_categories
  FOR EACH ROW EXECUTE FUNCTION service_categories_search_upd_trg();

CREATE FUNCTION providers_search_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = '' WHERE provider_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER providers_search AFTER UPDATE OF name ON providers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION providers_search_trg();

CREATE FUNCTION categories_search_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = ''
   WHERE id IN (SELECT service_id FROM service_categories WHERE category_id = NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER categories_search AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_trg();

-- Rows that exist already.
UPDATE services SET search_text = '';

-- Trigram index for terms of 3 characters or more (LIKE '%term%'). Terms of 1–2 characters have no
-- trigram to look up: they are matched with strpos() on this column by a scan of services.
CREATE INDEX services_search_text_trgm_idx ON services USING gin (search_text gin_trgm_ops);

-- Categories: name and description, folded by a generated column (a handful of rows; no index).
ALTER TABLE categories ADD COLUMN search_text text GENERATED ALWAYS AS (search_fold(name || ' ' || description)) STORED;
