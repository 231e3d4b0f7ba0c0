import type { StaffRole } from "@iryo/domain/provider-organisation";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import {
  adminCountOf,
  hasOpenInvitation,
  insertInvitation,
  isStaffEmail,
  pendingInvitationsOf,
  revokeExpiredInvitations,
  staffOf,
} from "../../lib/provider-staff.js";

type Db = Kysely<Database> | Transaction<Database>;

export function createProviderOrganisationRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * Locks the organisation's row for the rest of the transaction: every change of its staff takes this
     * lock first, so two admins removing each other run one after the other (ADR 142).
     */
    async lockOrganisation(trx: Transaction<Database>, providerId: number): Promise<void> {
      await trx.selectFrom("providers").select("id").where("id", "=", providerId).forUpdate().executeTakeFirst();
    },

    organisation(trx: Db, providerId: number) {
      return trx
        .selectFrom("providers")
        .select([
          "id",
          "name",
          "location",
          "capital_yen",
          "representative",
          "founded_on",
          "website_url",
          "business_description",
        ])
        .where("id", "=", providerId)
        .executeTakeFirst();
    },

    /** The staff member's current role in the organisation, or undefined when not (or no longer) staff. */
    async roleOf(trx: Db, accountId: number, providerId: number): Promise<StaffRole | undefined> {
      const row = await trx
        .selectFrom("provider_accounts")
        .select("role")
        .where("account_id", "=", accountId)
        .where("provider_id", "=", providerId)
        .executeTakeFirst();
      return row?.role;
    },

    staff: staffOf,

    staffMember(trx: Db, providerId: number, accountId: number) {
      return trx
        .selectFrom("provider_accounts as p")
        .innerJoin("accounts as a", "a.id", "p.account_id")
        .select(["p.account_id", "a.email", "p.display_name", "p.role", "p.created_at"])
        .where("p.provider_id", "=", providerId)
        .where("p.account_id", "=", accountId)
        .executeTakeFirst();
    },

    adminCount: adminCountOf,

    async setRole(trx: Db, providerId: number, accountId: number, role: StaffRole): Promise<void> {
      await trx
        .updateTable("provider_accounts")
        .set({ role })
        .where("provider_id", "=", providerId)
        .where("account_id", "=", accountId)
        .execute();
    },

    /**
     * Removes the staff row. The account stays a provider account without an organisation (its kind
     * cannot go back to member, ADR 102): it signs in but every provider call answers 403.
     */
    async removeStaff(trx: Db, providerId: number, accountId: number): Promise<void> {
      await trx
        .deleteFrom("provider_accounts")
        .where("provider_id", "=", providerId)
        .where("account_id", "=", accountId)
        .execute();
    },

    pendingInvitations: pendingInvitationsOf,
    isStaffEmail,
    revokeExpired: revokeExpiredInvitations,
    hasOpenInvitation,
    insertInvitation,

    async revokeInvitation(trx: Db, providerId: number, invitationId: number, at: Date): Promise<boolean> {
      const result = await trx
        .updateTable("provider_invitations")
        .set({ revoked_at: at })
        .where("id", "=", invitationId)
        .where("provider_id", "=", providerId)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The open, unexpired invitation of a token hash; with `lock`, locked until the transaction ends. */
    openInvitation(trx: Transaction<Database>, tokenHash: string, at: Date, { lock = false } = {}) {
      const query = trx
        .selectFrom("provider_invitations as i")
        .innerJoin("providers as p", "p.id", "i.provider_id")
        .select(["i.id", "i.provider_id", "p.name as provider_name", "p.suspended_at", "i.email", "i.role"])
        .where("i.token_hash", "=", tokenHash)
        .where("i.accepted_at", "is", null)
        .where("i.revoked_at", "is", null)
        .where("i.expires_at", ">", at);
      return (lock ? query.forUpdate("i") : query).executeTakeFirst();
    },

    /** The accepting account: its address, kind, whether it ever registered a membership, its organisation. */
    accountOf(trx: Db, accountId: number) {
      return trx
        .selectFrom("accounts as a")
        .leftJoin("provider_accounts as p", "p.account_id", "a.id")
        .select((eb) => [
          "a.email",
          "a.kind",
          "p.provider_id",
          eb
            .exists(eb.selectFrom("members as m").select("m.user_id").whereRef("m.account_id", "=", "a.id"))
            .as("has_membership"),
        ])
        .where("a.id", "=", accountId)
        .executeTakeFirstOrThrow();
    },

    /** Turns a member account without a membership into a provider account (ADR 102, 142). */
    async makeProviderAccount(trx: Db, accountId: number): Promise<void> {
      await trx.updateTable("accounts").set({ kind: "provider" }).where("id", "=", accountId).execute();
    },

    async insertStaff(
      trx: Db,
      values: { account_id: number; provider_id: number; role: StaffRole; display_name: string },
    ) {
      await trx.insertInto("provider_accounts").values(values).execute();
    },

    async markAccepted(trx: Db, invitationId: number, accountId: number, at: Date): Promise<void> {
      await trx
        .updateTable("provider_invitations")
        .set({ accepted_at: at, accepted_account_id: accountId })
        .where("id", "=", invitationId)
        .execute();
    },
  };
}

export type ProviderOrganisationRepository = ReturnType<typeof createProviderOrganisationRepository>;
