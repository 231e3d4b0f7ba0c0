-- Upload URLs handed out for negotiation files (ADR 073). A file can only be attached with a key the
-- api issued for that negotiation, and the purge job removes the objects of uploads never attached.
CREATE TABLE negotiation_file_uploads (
  storage_key     text PRIMARY KEY,
  negotiation_id  integer NOT NULL REFERENCES negotiations (id) ON DELETE CASCADE,
  -- The account that asked for the URL; only it can attach the object.
  account_id      integer NOT NULL REFERENCES accounts (id),
  original_name   text NOT NULL,
  issued_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX negotiation_file_uploads_issued_idx ON negotiation_file_uploads (issued_at);
