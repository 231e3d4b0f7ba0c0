import { type Caller, memberStateOf } from "@iryo/domain/account";
import { OPERATOR_SECOND_FACTOR_MAX_AGE_MS } from "@iryo/domain/constants";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { TokenService } from "./tokens.js";

/** What the access guard leaves in `res.locals.auth` for a caller an endpoint admits. */
export interface AuthLocals {
  readonly accountId: number;
  /** Who the account is (ADR 102): a member in one state, a provider's staff member, or an operator. */
  readonly caller: Caller;
  /** The member id once the membership is registered (a member account), else null. */
  readonly userId: number | null;
  /** The provider this account signs in for (a provider account, migration 050), else null. */
  readonly providerId: number | null;
  /** A member who has not completed the registration yet (product §4.3: only the completion page). */
  readonly isPreMember: boolean;
  /** The session (refresh-token family) of the id token; a password change keeps it, revokes the rest. */
  readonly sessionId: string;
}

/** The system's current terms version (system_config.json), or null when none is published. */
export type TermsVersionSource = () => Promise<number | null>;

/**
 * The caller of a request: a live (not withdrawn) account behind a valid Bearer id token whose
 * session is not revoked (signed out, reuse detected, password reset or changed elsewhere), else
 * undefined. The revocation is read in the same query as the account, so it costs no extra round
 * trip and has no cache window (ADR 050); the kind and the member's state come with it (ADR 102).
 */
export async function callerOf(
  authorization: string | undefined,
  tokens: TokenService,
  db: Kysely<Database>,
  termsVersion: TermsVersionSource,
  now: () => Date = () => new Date(),
): Promise<AuthLocals | undefined> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization ?? "");
  const verified = match?.[1] ? await tokens.verify(match[1]) : undefined;
  if (verified === undefined) return undefined;
  const row = await db
    .selectFrom("accounts as a")
    .leftJoin("members as m", (join) => join.onRef("m.account_id", "=", "a.id").on("m.withdrawn_at", "is", null))
    .leftJoin("provider_accounts as p", "p.account_id", "a.id")
    .leftJoin("operator_accounts as o", "o.account_id", "a.id")
    // An operator's role counts only in a session that passed the second factor (ADR 147) within the
    // last OPERATOR_SECOND_FACTOR_MAX_AGE_MS (ADR 214).
    .leftJoin("operator_verified_sessions as v", (join) =>
      join
        .onRef("v.account_id", "=", "o.account_id")
        .on("v.session_id", "=", verified.sessionId)
        .on("v.verified_at", ">", new Date(now().getTime() - OPERATOR_SECOND_FACTOR_MAX_AGE_MS)),
    )
    .select([
      "a.id",
      "a.kind",
      "m.user_id",
      "m.is_pre_member",
      "m.terms_of_use_version",
      "m.corporate_types",
      "p.provider_id",
      "o.role as operator_role",
      "v.session_id as verified_session",
    ])
    .where("a.id", "=", verified.accountId)
    .where("a.withdrawn_at", "is", null)
    // Staff of a suspended organisation are signed out (ADR 166): their sessions were revoked at the
    // suspension, and this keeps any that a racing sign-in opened from counting.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("providers as sp")
            .select("sp.id")
            .whereRef("sp.id", "=", "p.provider_id")
            .where("sp.suspended_at", "is not", null),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("auth_refresh_tokens as t")
          .select("t.family_id")
          .whereRef("t.account_id", "=", "a.id")
          .where("t.family_id", "=", verified.sessionId)
          .where("t.revoked_at", "is", null),
      ),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const membership =
    row.kind === "member" && row.user_id !== null
      ? {
          is_pre_member: row.is_pre_member ?? false,
          terms_of_use_version: row.terms_of_use_version,
          corporate_types: (row.corporate_types ?? []).map(Number),
        }
      : undefined;
  const caller: Caller =
    row.kind === "member"
      ? { kind: "member", state: memberStateOf(membership, await termsVersion()) }
      : row.kind === "operator" && row.operator_role && row.verified_session
        ? { kind: "operator", role: row.operator_role }
        : { kind: row.kind };
  return {
    accountId: row.id,
    caller,
    userId: row.kind === "member" ? (row.user_id ?? null) : null,
    providerId: row.kind === "provider" ? (row.provider_id ?? null) : null,
    isPreMember: row.is_pre_member ?? false,
    sessionId: verified.sessionId,
  };
}

/** The caller the access guard admitted (`res.locals.auth`), on a route of a call that needs an account. */
export function authOf(res: { locals: Record<string, unknown> }): AuthLocals {
  return res.locals.auth as AuthLocals;
}
