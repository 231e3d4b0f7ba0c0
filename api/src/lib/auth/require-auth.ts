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

/**
 * Accepts `Authorization: Bearer <id token>` of a live (not withdrawn) account and sets
 * `res.locals.auth = { accountId, userId }`; anything else is 401 0109006.
 */
export function createRequireAuth(tokens: TokenService, db: Kysely<Database>): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(req.get("authorization") ?? "");
    const accountId = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (accountId === undefined) throw new AppError(TOKEN_EXPIRED_CODE);
    const row = await db
      .selectFrom("accounts as a")
      .leftJoin("members as m", "m.account_id", "a.id")
      .select(["a.id", "m.user_id"])
      .where("a.id", "=", accountId)
      .where("a.withdrawn_at", "is", null)
      .executeTakeFirst();
    if (!row) throw new AppError(TOKEN_EXPIRED_CODE);
    const auth: AuthLocals = { accountId: row.id, userId: row.user_id ?? null };
    res.locals.auth = auth;
    next();
  };
}

/** The auth locals of a route behind `requireAuth`. */
export function authOf(res: { locals: Record<string, unknown> }): AuthLocals {
  return res.locals.auth as AuthLocals;
}
