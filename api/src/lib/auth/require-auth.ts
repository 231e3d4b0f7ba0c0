import { TOKEN_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import type { RequestHandler } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../app-error.js";
import type { TokenService } from "./tokens.js";

/** What `requireAuth` leaves in `res.locals.auth`. */
export interface AuthLocals {
  readonly accountId: number;
  /** The member id once the membership is registered, else null. */
  readonly userId: number | null;
  /** The provider this account signs in for (a provider account, migration 050), else null. */
  readonly providerId: number | null;
  /** A member who has not completed the registration yet (SPEC §4.3: only the completion page). */
  readonly isPreMember: boolean;
  /** The session (refresh-token family) of the id token; a password change keeps it, revokes the rest. */
  readonly sessionId: string;
}

/**
 * The caller of a request: a live (not withdrawn) account behind a valid Bearer id token whose
 * session is not revoked (signed out, reuse detected, password reset or changed elsewhere), else
 * undefined. The revocation is read in the same query as the account, so it costs no extra round
 * trip and has no cache window (ADR 050).
 */
async function callerOf(
  authorization: string | undefined,
  tokens: TokenService,
  db: Kysely<Database>,
): Promise<AuthLocals | undefined> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization ?? "");
  const verified = match?.[1] ? await tokens.verify(match[1]) : undefined;
  if (verified === undefined) return undefined;
  const row = await db
    .selectFrom("accounts as a")
    .leftJoin("members as m", "m.account_id", "a.id")
    .leftJoin("provider_accounts as p", "p.account_id", "a.id")
    .select(["a.id", "m.user_id", "m.is_pre_member", "p.provider_id"])
    .where("a.id", "=", verified.accountId)
    .where("a.withdrawn_at", "is", null)
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
  return row
    ? {
        accountId: row.id,
        userId: row.user_id ?? null,
        providerId: row.provider_id ?? null,
        isPreMember: row.is_pre_member ?? false,
        sessionId: verified.sessionId,
      }
    : undefined;
}

/**
 * Accepts `Authorization: Bearer <id token>` of a live (not withdrawn) account and sets
 * `res.locals.auth = { accountId, userId, providerId }`; anything else is 401 0109006.
 */
export function createRequireAuth(tokens: TokenService, db: Kysely<Database>): RequestHandler {
  return async (req, res, next) => {
    const auth = await callerOf(req.get("authorization"), tokens, db);
    if (!auth) throw new AppError(TOKEN_EXPIRED_CODE);
    res.locals.auth = auth;
    next();
  };
}

/**
 * For public routes that show members more (review texts): sets `res.locals.auth` when a valid
 * Bearer comes with the request, and lets everyone else through as a visitor.
 */
export function createOptionalAuth(tokens: TokenService, db: Kysely<Database>): RequestHandler {
  return async (req, res, next) => {
    if (req.get("authorization")) {
      const auth = await callerOf(req.get("authorization"), tokens, db);
      if (auth) res.locals.auth = auth;
    }
    next();
  };
}

/** The auth locals of a route behind `requireAuth`. */
export function authOf(res: { locals: Record<string, unknown> }): AuthLocals {
  return res.locals.auth as AuthLocals;
}
