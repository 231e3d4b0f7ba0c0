-- One open application per member and service (ADR 106): at most one negotiation of a member about a
-- service may be applied for (1) or have its date confirmed (2) — @iryo/domain/negotiation-status
-- OPEN_NEGOTIATION_STATUSES. The unique index makes the rule hold under parallel applications on
-- PGlite and PostgreSQL alike; the api answers its violation with 0801002 and the open negotiation's id.

-- A database written before this rule may hold several open applications of one member for one
-- service (parallel clicks). The first one stays (a confirmed one before one only applied for); the
-- others are cancelled, with the bot's cancellation line, as a provider's cancellation would be.
WITH ranked AS (
  SELECT id,
         row_number() OVER (PARTITION BY user_id, service_id ORDER BY status DESC, id) AS rank
  FROM negotiations
  WHERE status IN (1, 2)
), duplicates AS (
  UPDATE negotiations n
  SET status = 5, updated_at = now()
  FROM ranked r
  WHERE n.id = r.id AND r.rank > 1
  RETURNING n.id
)
-- The text of @iryo/domain/negotiation-messages botLineForStatus for status 5.
INSERT INTO negotiation_messages (negotiation_id, sender_type, sender_account_id, body)
SELECT id, 3, NULL, '商談はキャンセルされました。このチャットは閲覧のみとなります。'
FROM duplicates;

CREATE UNIQUE INDEX negotiations_one_open_per_member_service
  ON negotiations (user_id, service_id)
  WHERE status IN (1, 2);
