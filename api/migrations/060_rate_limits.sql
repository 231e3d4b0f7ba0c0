-- Fixed-window request counters of the api's rate limits (ADR 050): mails per address and
-- account, advertisement clicks per client, writes per client. One row per key; the upsert that
-- counts is atomic, so parallel requests cannot slip past a limit. Rows of past windows are
-- reused by the next request with the same key.
CREATE TABLE rate_limit_counters (
  key                text PRIMARY KEY,
  hits               integer NOT NULL,
  window_started_at  timestamptz NOT NULL
);
