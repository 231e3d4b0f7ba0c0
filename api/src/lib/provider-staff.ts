// The staff and invitations of a provider organisation (ADR 142), read and written by the provider
// console's organisation page and by the operator console, which invites an organisation's first admin
// (ADR 166) with the same invitation rows, link and acceptance.

import type { StaffRole } from "@iryo/domain/provider-organisation";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The organisation's staff (withdrawn accounts left out), oldest first. */
export function staffOf(trx: Db, providerId: number) {
  return trx
    .selectFrom("provider_accounts as p")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select(["p.account_id", "a.email", "p.display_name", "p.role", "p.created_at"])
    .where("p.provider_id", "=", providerId)
    .where("a.withdrawn_at", "is", null)
    .orderBy("p.created_at")
    .orderBy("p.account_id")
    .execute();
}

export async function adminCountOf(trx: Db, providerId: number): Promise<number> {
  const row = await trx
    .selectFrom("provider_accounts")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("provider_id", "=", providerId)
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The invitations not yet accepted, revoked or expired at `at`, newest first. */
export function pendingInvitationsOf(trx: Db, providerId: number, at: Date) {
  return trx
    .selectFrom("provider_invitations")
    .select(["id", "email", "role", "expires_at", "created_at"])
    .where("provider_id", "=", providerId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", at)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Whether the address already belongs to a staff member of the organisation. */
export async function isStaffEmail(trx: Db, providerId: number, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom("provider_accounts as p")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select("p.account_id")
    .where("p.provider_id", "=", providerId)
    .where((eb) => eb(eb.fn("lower", ["a.email"]), "=", email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes the open invitations of the address that have expired, so that a new one may be made. */
export async function revokeExpiredInvitations(trx: Db, providerId: number, email: string, at: Date): Promise<void> {
  await trx
    .updateTable("provider_invitations")
    .set({ revoked_at: at })
    .where("provider_id", "=", providerId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", "<=", at)
    .execute();
}

export async function hasOpenInvitation(trx: Db, providerId: number, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom("provider_invitations")
    .select("id")
    .where("provider_id", "=", providerId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertInvitation(
  trx: Db,
  values: {
    provider_id: number;
    email: string;
    role: StaffRole;
    token_hash: string;
    invited_by: number;
    expires_at: Date;
  },
) {
  return trx
    .insertInto("provider_invitations")
    .values(values)
    .returning(["id", "email", "role", "expires_at", "created_at"])
    .executeTakeFirstOrThrow();
}
