-- One-time tickets of recorded material downloads (ADR 209): the request that records the leads (a POST)
-- answers a ticket, and the download that streams the bytes (a GET) redeems it, once, for the same member,
-- before `expires_at`. Only the SHA-256 of the ticket is stored; `download` is what to stream (a file, or
-- a zip's entries), fixed when the leads were recorded.
CREATE TABLE material_download_tickets (
  ticket_hash text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES members (user_id),
  download    jsonb NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_download_tickets_user_idx ON material_download_tickets (user_id, expires_at);
