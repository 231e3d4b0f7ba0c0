-- The api's real-time events in the order they were raised (ADR 105): a BFF whose Redis connection
-- dropped asks for every event after the last one it saw (its `seq`), so that nothing published while
-- Redis was away is lost to a subscriber that is still there. Kept one day (pruned by the api).
CREATE TABLE realtime_events (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The event as published (JSON of @iryo/domain/contracts/realtime-events, without its seq).
  event       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);
