import type { MembershipUpdate } from "@iryo/domain/contracts/membership";
import type { MembershipForm } from "@iryo/domain/validation/membership-form";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { findLiveMember, type MemberRow } from "../../lib/member-record.js";
import { withdrawAccount } from "../../lib/member-withdrawal.js";

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

    /** The member's withdrawal (lib/member-withdrawal.ts), with more work in its transaction if given. */
    withdraw(
      accountId: number,
      reason: { retirement_reason: number; retirement_reason_other: string | null },
      ip: string | null,
      now: Date,
      also?: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<void> {
      return withdrawAccount(db, accountId, reason, ip, now, also);
    },

    async audit(event: string, accountId: number, ip: string | null): Promise<void> {
      await db.insertInto("auth_audit_log").values({ event, account_id: accountId, ip }).execute();
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
