-- Operators suspend and reinstate provider organisations (issue 24 item 5, ADR 166). While
-- `suspended_at` is set, the organisation's services, materials and seminars are left out of every public
-- read, its staff cannot sign in (0205001) and their sessions were revoked at the suspension. The reason
-- is shown to operators; the audit log keeps every suspension and reinstatement with its reason.
ALTER TABLE providers
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text,
  ADD CONSTRAINT providers_suspension_reason CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));

-- The public reads ask "is the provider of this row suspended?" many times: a small partial index.
CREATE INDEX providers_suspended_idx ON providers (id) WHERE suspended_at IS NOT NULL;
