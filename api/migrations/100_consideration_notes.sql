-- A member's own note on a service they weigh up (issue 28 item 4): shown on the consideration list
-- and written into their 稟議 sheet. Private to the member; an empty note is no row; deleted when the
-- member withdraws.
CREATE TABLE consideration_notes (
  user_id    integer NOT NULL REFERENCES members (user_id),
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  body       text NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, service_id)
);
