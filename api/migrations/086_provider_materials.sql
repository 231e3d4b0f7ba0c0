-- Introduction materials in the publishing workflow (ADR 145): staff upload a file through a single-use
-- URL bound to their organisation and one of its services, and propose a new material, a replacement or
-- a retirement as a publishing change; approval writes the public `material_files` row.

-- Upload URLs handed out for materials. Only the account that asked, for that service, may use the key
-- in a change, once; the object is checked (size, type, magic bytes) before any change names it.
CREATE TABLE material_uploads (
  storage_key   text PRIMARY KEY,
  provider_id   integer NOT NULL REFERENCES providers (id),
  service_id    integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  account_id    integer NOT NULL REFERENCES accounts (id),
  original_name text NOT NULL,
  ticket_hash   text NOT NULL UNIQUE,
  issued_at     timestamptz NOT NULL DEFAULT now(),
  -- When the one PUT the ticket allows began; null until then.
  received_at   timestamptz,
  -- When a change took the upload (it is then the change's file and cannot be taken again).
  used_at       timestamptz
);
CREATE INDEX material_uploads_issued_idx ON material_uploads (issued_at);

-- A material's title and description (shown to visitors), and its retirement: a retired material is
-- hidden and its downloads answer 0302005; the row stays so past leads keep naming it.
ALTER TABLE material_files
  ADD COLUMN title       text NOT NULL DEFAULT '',
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN retired_at  timestamptz,
  ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now();
UPDATE material_files SET title = regexp_replace(file_name, '\.[A-Za-z0-9]+$', '');

ALTER TABLE publishing_changes DROP CONSTRAINT IF EXISTS publishing_changes_object_type_check;
ALTER TABLE publishing_changes
  ADD CONSTRAINT publishing_changes_object_type_check CHECK (object_type IN ('service', 'material'));
