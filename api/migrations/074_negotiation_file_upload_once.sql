-- Upload URLs are single-use and answered by the api itself (ADR 101). The URL carries a random
-- ticket whose SHA-256 is kept here; the first PUT claims it (received_at), so a second PUT, or
-- any PUT after the attach removed the row, is refused and the checked object cannot be replaced.
ALTER TABLE negotiation_file_uploads ADD COLUMN ticket_hash text UNIQUE;
ALTER TABLE negotiation_file_uploads ADD COLUMN received_at timestamptz;
