-- Bookmarks (product §6): a member keeps at most 50 services (BOOKMARK_LIMIT of @iryo/domain/constants).
-- The limit is enforced by the bookmarks service under a lock of the member's row, so parallel adds
-- of one member are serialised (ADR 061).
CREATE TABLE bookmarks (
  user_id     integer NOT NULL REFERENCES members (user_id),
  service_id  integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, service_id)
);
CREATE INDEX bookmarks_user_created_idx ON bookmarks (user_id, created_at DESC, service_id DESC);
