-- 「参考になった」 votes (ADR 167): one per member and review, undone by deleting the row.
--
-- The primary key is the rule: two requests of the same member for the same review insert one row
-- (INSERT … ON CONFLICT DO NOTHING), whatever their timing; no check-then-insert. ratings.helpful_count
-- (migration 020) is kept by the trigger below in the same transaction as the vote, under the rating's
-- row lock, so concurrent voters add up instead of overwriting each other. Counts from before this
-- migration (demo data) stay as the base the votes add to.
CREATE TABLE rating_helpful_votes (
  rating_id  integer NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rating_id, user_id)
);
-- Which reviews of a page the viewer marked: probed by (user_id, rating_id).
CREATE INDEX rating_helpful_votes_user_idx ON rating_helpful_votes (user_id, rating_id);

CREATE FUNCTION rating_helpful_votes_count_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE ratings SET helpful_count = helpful_count + 1 WHERE id = NEW.rating_id;
  ELSE
    UPDATE ratings SET helpful_count = greatest(helpful_count - 1, 0) WHERE id = OLD.rating_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER rating_helpful_votes_count AFTER INSERT OR DELETE ON rating_helpful_votes
  FOR EACH ROW EXECUTE FUNCTION rating_helpful_votes_count_trg();

-- The summary trigger of migration 020 fired on every update of a rating; a vote changes only
-- helpful_count, which no summary holds, so it now fires only when a summarised column changes (and a
-- vote does not take the service's summary row lock).
DROP TRIGGER ratings_summary ON ratings;
CREATE TRIGGER ratings_summary AFTER INSERT OR DELETE OR UPDATE OF service_id, status, price_appropriateness,
  introduction_effect, ease_of_use, support_system, ease_of_introduction ON ratings
  FOR EACH ROW EXECUTE FUNCTION ratings_summary_trg();
