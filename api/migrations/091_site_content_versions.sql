-- Site content edited in the operator console (issue 24 item 4, ADR 164). Each document of
-- /public/config that operators edit is kept as numbered versions; the newest is the one served. A
-- rollback publishes an earlier version's body again as a new version (`restored_from`), so history is
-- only ever appended. While a document has no version, the file (api/config-documents) or, for banners,
-- the banners table is served as before; the first publication takes that over as version 1.
CREATE TABLE site_content_versions (
  name           text NOT NULL
                 CHECK (name IN ('banner', 'home_slide', 'home_counseling', 'privacy', 'terms', 'system_config')),
  version        integer NOT NULL CHECK (version >= 1),
  -- The JSON text as served (banner: the editor's list with periods; the api derives banner.json).
  body           text NOT NULL,
  note           text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
  restored_from  integer,
  created_by     integer REFERENCES operator_accounts (account_id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, version)
);
