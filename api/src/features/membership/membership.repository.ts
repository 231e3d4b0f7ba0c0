import type { MembershipUpdate } from "@iryo/domain/contracts/membership";
import type { MembershipForm } from "@iryo/domain/validation/membership-form";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { findLiveMember, type MemberRow } from "../../lib/member-record.js";
import { stampOnce } from "../../lib/row-sql.js";

export type { MemberRow };

/** The member columns of the membership form's fields but the email (a member changes it apart). */
function profileColumns(form: MembershipUpdate) {
  return {
    last_name: form.last_name,
    first_name: form.first_name,
    hospital_prefecture: form.hospital_location,
    hospital_name: form.hospital_name,
    department: form.department,
    role_in_department: form.role_in_department,
    position: form.position,
    working_corporate_type: form.working_corporate_type,
    corporate_types: form.corporate_type,
    sickbed_number: form.sickbed_number,
    email_magazine: form.email_magazine_flag,
    referral_code: form.referral_code ?? null,
  };
}

/**
 * The member columns of the membership form. The membership's email is the account's own address,
 * whatever the form says (issue 21): a member changes it through the confirmed email change.
 */
function formColumns(accountId: number, form: MembershipForm) {
  return {
    ...profileColumns(form),
    email: sql<string>`(SELECT coalesce(email, '') FROM accounts WHERE id = ${accountId})`,
  };
}

export function createMembershipRepository(db: Kysely<Database>) {
  return {
    findByAccount(accountId: number): Promise<MemberRow | undefined> {
      return findLiveMember(db, "account_id", accountId);
    },

    /** The account's own address, which a registration copies into the membership. */
    async accountEmail(accountId: number): Promise<string | null> {
      const row = await db.selectFrom("accounts").select("email").where("id", "=", accountId).executeTakeFirst();
      return row?.email || null;
    },

    /** Changes a full member's basic information; undefined when the member is withdrawn or a pre-member. */
    updateProfile(userId: number, form: MembershipUpdate) {
      return db
        .updateTable("members")
        .set({ ...profileColumns(form), updated_at: sql`now()` })
        .where("user_id", "=", userId)
        .where("withdrawn_at", "is", null)
        .where("is_pre_member", "=", false)
        .returning(["user_id", "updated_at"])
        .executeTakeFirst();
    },

    /** The new user_id, or undefined when the account already has a member. */
    async register(accountId: number, form: MembershipForm, termsVersion: number | null): Promise<number | undefined> {
      const row = await db
        .insertInto("members")
        .values({
          account_id: accountId,
          ...formColumns(accountId, form),
          is_pre_member: false,
          terms_of_use_version: termsVersion,
        })
        .onConflict((oc) => oc.column("account_id").doNothing())
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Completes a pre-member; false when the member is not (or no longer) one. */
    async completePreMember(accountId: number, form: MembershipForm, termsVersion: number | null): Promise<boolean> {
      const result = await db
        .updateTable("members")
        .set({
          ...formColumns(accountId, form),
          is_pre_member: false,
          terms_of_use_version: termsVersion,
          updated_at: sql`now()`,
        })
        .where("account_id", "=", accountId)
        .where("withdrawn_at", "is", null)
        .where((eb) => eb.or([eb("is_pre_member", "=", true), eb("terms_of_use_version", "is", null)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setTermsVersion(accountId: number, version: number | null): Promise<boolean> {
      const result = await db
        .updateTable("members")
        .set({ terms_of_use_version: version, updated_at: sql`now()` })
        .where("account_id", "=", accountId)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Withdraws the account in one transaction: keeps the reason, blanks the member's personal
     * data, removes the credentials (so the address and password no longer sign in), voids every
     * code, link and refresh token, and writes the audit record.
     */
    async withdraw(
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
        await stampOnce(trx, "auth_password_resets", "used_at", now, { account_id: accountId });
        await stampOnce(trx, "auth_refresh_tokens", "revoked_at", now, { account_id: accountId });
        await trx.insertInto("auth_audit_log").values({ account_id: accountId, ip, event: "withdraw" }).execute();
        await also?.(trx);
      });
    },

    async audit(event: string, accountId: number, ip: string | null): Promise<void> {
      await db.insertInto("auth_audit_log").values({ event, account_id: accountId, ip }).execute();
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
