import { expressPath } from "@iryo/domain/contracts/endpoint";
import { type MembershipUpdate, updateMembership } from "@iryo/domain/contracts/membership-settings";
import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import { type RequestHandler, Router } from "express";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { memberOf } from "../../lib/auth/member-of.js";
import { parseFormOrThrow, send } from "../../lib/http.js";
import { profileColumns } from "./members.repository.js";
import { membershipFormInput } from "./members.schemas.js";

/**
 * PUT /membership: a full member (registered, not a pre-member) changes the basic information of
 * /user-setting tab 0. Pre-members complete theirs on /membership/change-pre-member-information.
 */
export function memberSettingsRoutes(db: Kysely<Database>, requireAuth: RequestHandler): Router {
  const router = Router();
  router.put(expressPath(updateMembership.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    const { input, renamed } = membershipFormInput(req.body);
    let form: MembershipUpdate;
    try {
      form = parseFormOrThrow(updateMembership.body, input);
    } catch (error) {
      const fieldErrors = error instanceof AppError ? error.extras.fieldErrors : undefined;
      if (!(error instanceof AppError) || !fieldErrors || renamed.size === 0) throw error;
      const named = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [renamed.get(k) ?? k, v]));
      throw new AppError(error.code, error.vars, { ...error.extras, fieldErrors: named });
    }
    const row = await db
      .updateTable("members")
      .set({ ...profileColumns(form), updated_at: sql`now()` })
      .where("user_id", "=", userId)
      .where("withdrawn_at", "is", null)
      .where("is_pre_member", "=", false)
      .returning(["user_id", "updated_at"])
      .executeTakeFirst();
    if (!row) throw new AppError(FORBIDDEN_CODE);
    send(res, updateMembership, { user_id: row.user_id, updated_at: row.updated_at.toISOString() });
  });
  return router;
}
