// A member's withdrawal (退会, product §2.3): the member's own, from the settings page, or on request
// through the operator console (ADR 166), which adds its audit row to the same transaction.

import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { stampOnce } from "./row-sql.js";

/**
 * Withdraws the account in one transaction: keeps the reason, blanks the member's personal
 * data and the copies of it given to providers (seminar enrolments, material leads), removes the credentials (so the address and password no longer sign in), voids every
 * code, link and refresh token, and writes the audit record.
 */
export async function withdrawAccount(
  db: Kysely<Database>,
  accountId: number,
  reason: { retirement_reason: number; retirement_reason_other: string | null },
  ip: string | null,
  now: Date,
  /** More work of the same transaction (an operator's audit row, when withdrawn on request). */
  also?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("members")
      .select("user_id")
      .where("account_id", "=", accountId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto("member_withdrawals")
      .values({ account_id: accountId, user_id: member?.user_id ?? null, ...reason })
      .execute();
    await trx
      .updateTable("members")
      .set({
        last_name: "",
        first_name: "",
        email: "",
        hospital_name: "",
        position: "",
        referral_code: null,
        sickbed_number: null,
        withdrawn_at: now,
        updated_at: sql`now()`,
      })
      .where("account_id", "=", accountId)
      .execute();
    await trx
      .updateTable("accounts")
      .set({ email: null, password_hash: null, withdrawn_at: now, updated_at: sql`now()` })
      .where("id", "=", accountId)
      .execute();
    await trx.deleteFrom("auth_email_codes").where("account_id", "=", accountId).execute();
    // A member's free-text notes may name people or prices: they go with the member (ADR 171).
    if (member) await trx.deleteFrom("consideration_notes").where("user_id", "=", member.user_id).execute();
    // The copies of the member's details that providers were given with their consent are erased too
    // (ADR 173): the enrolment and the lead stay (counts, capacity), their details do not.
    if (member) {
      await trx
        .updateTable("seminar_enrolments")
        .set({ shared_details: null })
        .where("user_id", "=", member.user_id)
        .where("shared_details", "is not", null)
        .execute();
      await trx
        .updateTable("material_download_leads")
        .set({ shared_details: "[]" })
        .where("user_id", "=", member.user_id)
        .execute();
    }
    await stampOnce(trx, "auth_password_resets", "used_at", now, { account_id: accountId });
    await stampOnce(trx, "auth_refresh_tokens", "revoked_at", now, { account_id: accountId });
    await trx.insertInto("auth_audit_log").values({ account_id: accountId, ip, event: "withdraw" }).execute();
    await also?.(trx);
  });
}
