-- What the home page needs to show an advertisement: its placement, image, sponsor and order.
ALTER TABLE advertisements
  ADD COLUMN placement       text NOT NULL DEFAULT 'home',
  ADD COLUMN description     text NOT NULL DEFAULT '',
  ADD COLUMN sponsor_name    text NOT NULL DEFAULT '',
  ADD COLUMN image_path      text,
  ADD COLUMN sort_order      integer NOT NULL DEFAULT 0;
ALTER TABLE advertisements ADD CONSTRAINT advertisements_period_check CHECK (ends_at IS NULL OR ends_at > starts_at);
CREATE INDEX advertisements_placement_idx ON advertisements (placement, sort_order, id);
