-- The folded search text of seminars and articles, kept by triggers with search_fold (021), so every
-- writer (seed, future editors) gets the same folding as the keyword (@iryo/domain/search-text).
CREATE FUNCTION seminars_search_text_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_fold(concat_ws(' ',
    NEW.title,
    NEW.organizer_name,
    regexp_replace(NEW.description_html, '<[^>]*>', ' ', 'g'),
    array_to_string(NEW.tags, ' ')
  ));
  RETURN NEW;
END
$$;
CREATE TRIGGER seminars_search_text BEFORE INSERT OR UPDATE OF title, organizer_name, description_html, tags
  ON seminars FOR EACH ROW EXECUTE FUNCTION seminars_search_text_trg();

CREATE FUNCTION contents_search_text_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_fold(concat_ws(' ',
    NEW.title,
    NEW.summary,
    NEW.author_name,
    regexp_replace(NEW.body_html, '<[^>]*>', ' ', 'g'),
    array_to_string(NEW.tags, ' ')
  ));
  RETURN NEW;
END
$$;
CREATE TRIGGER contents_search_text BEFORE INSERT OR UPDATE OF title, summary, author_name, body_html, tags
  ON contents FOR EACH ROW EXECUTE FUNCTION contents_search_text_trg();
