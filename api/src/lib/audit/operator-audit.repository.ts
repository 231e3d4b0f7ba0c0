import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** One operator action as the audit log keeps it (ADR 149). */
export interface OperatorAction {
  /** The operator's account. */
  readonly operatorAccountId: number;
  /** What was done, as `<area>.<verb>`, e.g. `rating.approve`, `operator.totp_verified`. */
  readonly action: string;
  /** What it was done to: a table-like name and the row's id. */
  readonly targetType: string;
  readonly targetId: string | number;
  /** The values the action changed, before and after (null when there were none). */
  readonly before?: unknown;
  readonly after?: unknown;
  /** Why, as the operator said (a rejection's reason and note …). */
  readonly reason?: string | null;
  readonly at: Date;
}

/**
 * Writes the one audit row of an operator action. Call it with the transaction of the action itself,
 * so the row exists exactly when the action committed (the publishing workflow calls it too). The
 * table refuses UPDATE and DELETE (migration 090), so a row once written stays as it is.
 */
export async function recordOperatorAction(trx: Kysely<Database>, entry: OperatorAction): Promise<void> {
  await trx
    .insertInto("operator_audit_log")
    .values({
      operator_account_id: entry.operatorAccountId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before_values: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after_values: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      created_at: entry.at,
    })
    .execute();
}
