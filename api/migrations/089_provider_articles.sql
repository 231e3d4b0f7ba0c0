-- Articles written by a provider's staff (ADR 163): an article belongs to the organisation whose staff
-- created it; NULL for the portal's own editorial articles (the seeded ones), which no provider edits.
-- Articles go through the publishing workflow of ADR 143 as the object type 'article'.
ALTER TABLE contents ADD COLUMN provider_id integer REFERENCES providers (id) ON DELETE SET NULL;
CREATE INDEX contents_provider_idx ON contents (provider_id) WHERE provider_id IS NOT NULL;

-- 'seminar' is listed too so that this check (run after the seminars' migration) keeps their changes.
ALTER TABLE publishing_changes DROP CONSTRAINT IF EXISTS publishing_changes_object_type_check;
ALTER TABLE publishing_changes
  ADD CONSTRAINT publishing_changes_object_type_check
  CHECK (object_type IN ('service', 'material', 'seminar', 'article'));
