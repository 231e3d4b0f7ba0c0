import type { OperatorRole } from "@iryo/domain/account";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";

export interface AuditSearch {
  readonly operatorAccountId?: number | undefined;
  readonly action?: string | undefined;
  readonly targetType?: string | undefined;
  readonly targetId?: string | undefined;
  /** Instants: from included, until excluded. */
  readonly from?: Date | undefined;
  readonly until?: Date | undefined;
}

export function createOperatorRepository(db: Kysely<Database>) {
  function auditWhere(search: AuditSearch) {
    let q = db.selectFrom("operator_audit_log as l").innerJoin("accounts as a", "a.id", "l.operator_account_id");
    if (search.operatorAccountId !== undefined) q = q.where("l.operator_account_id", "=", search.operatorAccountId);
    if (search.action) q = q.where("l.action", "=", search.action);
    if (search.targetType) q = q.where("l.target_type", "=", search.targetType);
    if (search.targetId) q = q.where("l.target_id", "=", search.targetId);
    if (search.from) q = q.where("l.created_at", ">=", search.from);
    if (search.until) q = q.where("l.created_at", "<", search.until);
    return q;
  }

  return {
    db,

    operator(accountId: number) {
      return db
        .selectFrom("operator_accounts as o")
        .innerJoin("accounts as a", "a.id", "o.account_id")
        .select(["o.account_id", "a.email", "o.display_name", "o.role", "o.totp_secret", "o.totp_last_step"])
        .where("o.account_id", "=", accountId)
        .executeTakeFirst();
    },

    /** Whether the session passed the second factor after `since` (ADR 214: it holds for a fixed time). */
    async sessionVerified(accountId: number, sessionId: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom("operator_verified_sessions")
        .select("session_id")
        .where("account_id", "=", accountId)
        .where("session_id", "=", sessionId)
        .where("verified_at", ">", since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes the TOTP step as used: true only when it is later than the last accepted one (one statement,
     * so two requests with the same code cannot both pass).
     */
    async takeTotpStep(trx: Kysely<Database>, accountId: number, step: number): Promise<boolean> {
      const result = await trx
        .updateTable("operator_accounts")
        .set({ totp_last_step: step })
        .where("account_id", "=", accountId)
        .where(sql<boolean>`totp_last_step < ${step}`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSessionVerified(trx: Kysely<Database>, accountId: number, sessionId: string, at: Date) {
      await trx
        .insertInto("operator_verified_sessions")
        .values({ session_id: sessionId, account_id: accountId, verified_at: at })
        // A session that verifies again (its second factor had run out) holds for another fixed time.
        .onConflict((oc) => oc.column("session_id").doUpdateSet({ verified_at: at }))
        .execute();
    },

    lockOperator(trx: Kysely<Database>, accountId: number) {
      return trx
        .selectFrom("operator_accounts")
        .select(["account_id", "role"])
        .where("account_id", "=", accountId)
        .forUpdate()
        .executeTakeFirst();
    },

    async setRole(trx: Kysely<Database>, accountId: number, role: OperatorRole) {
      await trx.updateTable("operator_accounts").set({ role }).where("account_id", "=", accountId).execute();
    },

    operators() {
      return db
        .selectFrom("operator_accounts as o")
        .innerJoin("accounts as a", "a.id", "o.account_id")
        .select(["o.account_id", "a.email", "o.display_name", "o.role"])
        .orderBy("o.account_id")
        .execute();
    },

    auditPage(search: AuditSearch, limit: number, offset: number) {
      return auditWhere(search)
        .select([
          "l.id",
          "l.operator_account_id",
          "a.email as operator_email",
          "l.action",
          "l.target_type",
          "l.target_id",
          "l.before_values",
          "l.after_values",
          "l.reason",
          "l.created_at",
        ])
        .orderBy("l.created_at", "desc")
        .orderBy("l.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async auditCount(search: AuditSearch): Promise<number> {
      const row = await auditWhere(search)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
