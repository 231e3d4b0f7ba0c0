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
}

/** The caller of a request: a live (not withdrawn) account behind a valid Bearer id token, else undefined. */
async function callerOf(
  authorization: string | undefined,
  tokens: TokenService,
  db: Kysely<Database>,
): Promise<AuthLocals | undefined> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization ?? "");
  const accountId = match?.[1] ? await tokens.verify(match[1]) : undefined;
  if (accountId === undefined) return undefined;
  const row = await db
    .selectFrom("accounts as a")
    .leftJoin("members as m", "m.account_id", "a.id")
    .select(["a.id", "m.user_id"])
    .where("a.id", "=", accountId)
    .where("a.withdrawn_at", "is", null)
    .executeTakeFirst();
  return row ? { accountId: row.id, userId: row.user_id ?? null } : undefined;
}

/**
 * Accepts `Authorization: Bearer <id token>` of a live (not withdrawn) account and sets
 * `res.locals.auth = { accountId, userId }`; anything else is 401 0109006.
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
