-- A member edits their own ratings (ADR 061): `version` is the optimistic-concurrency token (an update
-- carrying an older one answers 0109001); `updated_at` is set by an edit, which sends the rating back
-- to 'pending' — the publisher publishes a pending rating once the day of its last change is over.
ALTER TABLE ratings ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE ratings ADD COLUMN updated_at timestamptz;
CREATE INDEX ratings_user_idx ON ratings (user_id, (coalesce(updated_at, created_at)) DESC, id DESC)
  WHERE user_id IS NOT NULL;
