-- One account model (ADR 102): every account is exactly one kind, and the kind-specific rows can only
-- belong to an account of their kind. A provider or operator account can never become a member.

ALTER TABLE accounts
  ADD COLUMN kind text NOT NULL DEFAULT 'member' CHECK (kind IN ('member', 'provider', 'operator'));
UPDATE accounts SET kind = 'provider' WHERE id IN (SELECT account_id FROM provider_accounts);
ALTER TABLE accounts ADD CONSTRAINT accounts_id_kind_key UNIQUE (id, kind);

-- A provider account belongs to a provider organisation through an account of kind 'provider'.
ALTER TABLE provider_accounts
  ADD COLUMN account_kind text NOT NULL DEFAULT 'provider' CHECK (account_kind = 'provider');
ALTER TABLE provider_accounts
  ADD CONSTRAINT provider_accounts_account_kind_fkey
  FOREIGN KEY (account_id, account_kind) REFERENCES accounts (id, kind);

-- A membership belongs to an account of kind 'member'. Before this migration a provider account could
-- register a membership (issue 21); such memberships are withdrawn, so they no longer act, and are left
-- unchecked by the constraint (NOT VALID) because their ratings and other rows still refer to them.
UPDATE members SET withdrawn_at = now()
  WHERE withdrawn_at IS NULL AND account_id IN (SELECT id FROM accounts WHERE kind <> 'member');
ALTER TABLE members
  ADD COLUMN account_kind text NOT NULL DEFAULT 'member' CHECK (account_kind = 'member');
ALTER TABLE members
  ADD CONSTRAINT members_account_kind_fkey
  FOREIGN KEY (account_id, account_kind) REFERENCES accounts (id, kind) NOT VALID;
