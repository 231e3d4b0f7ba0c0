-- The consideration list (/review; ADR 063): the member's explicit additions and removals. Material
-- downloads and negotiations add a service by themselves; a removal hides it until newer activity.
CREATE TABLE consideration_items (
  user_id     integer NOT NULL REFERENCES members (user_id),
  service_id  integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- 'added' or 'removed'.
  state       text NOT NULL CHECK (state IN ('added', 'removed')),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, service_id)
);
