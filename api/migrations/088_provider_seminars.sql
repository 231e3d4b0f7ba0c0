-- Seminars in the publishing workflow (ADR 162): provider staff propose new seminars and edits as
-- publishing changes; approval writes `seminars`. A seminar written this way follows its schedule: its
-- reception status is derived from the reception period, the schedule and the archive at read time
-- (`follows_schedule`); rows written before (the demo's, set by hand) keep their stored status.

ALTER TABLE seminars
  ADD COLUMN follows_schedule boolean NOT NULL DEFAULT false,
  -- The online seminar's viewing URL: only enrolled members get it (the reminder mail); the public
  -- `meeting_url` then holds a note instead.
  ADD COLUMN delivery_url text,
  ADD COLUMN archive_url text,
  ADD COLUMN archive_ends_at timestamptz,
  -- When the reminder mail goes to the enrolled members, and when it went.
  ADD COLUMN reminder_at timestamptz,
  ADD COLUMN reminder_sent_at timestamptz,
  ADD CONSTRAINT seminars_archive_check
    CHECK ((archive_url IS NULL) = (archive_ends_at IS NULL) AND (archive_ends_at IS NULL OR archive_ends_at > ends_at)),
  ADD CONSTRAINT seminars_reminder_check CHECK (reminder_at IS NULL OR reminder_at < starts_at);

-- The reminder timer's work: reminders due and not sent.
CREATE INDEX seminars_reminder_due_idx ON seminars (reminder_at) WHERE reminder_sent_at IS NULL;
CREATE INDEX seminars_organizer_idx ON seminars (organizer_id, starts_at DESC);

ALTER TABLE publishing_changes DROP CONSTRAINT IF EXISTS publishing_changes_object_type_check;
ALTER TABLE publishing_changes
  ADD CONSTRAINT publishing_changes_object_type_check CHECK (object_type IN ('service', 'material', 'seminar'));
