// Rows for the notification and real-time tests (and the push benchmark): members, provider accounts
// and negotiations inserted with kysely, plus sign-ins through the real identity provider.

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { TEST_SCRYPT_N } from "../../db/test-database.js";
import { hashPassword } from "../../lib/auth/password.js";
import { insertMemberRows } from "../../test/member-rows.js";

export const PARTY_PASSWORD = "Passw0rd!";

let passwordHash: Promise<string> | undefined;
const hash = () => {
  passwordHash ??= hashPassword(PARTY_PASSWORD, TEST_SCRYPT_N);
  return passwordHash;
};

/** A confirmed account with a full membership; returns its ids and email. */
export async function insertMember(db: Kysely<Database>, email: string) {
  return { ...(await insertMemberRows(db, { email, passwordHash: await hash() })), email };
}

/** A confirmed account that signs in for `providerId`. */
export async function insertProviderAccount(db: Kysely<Database>, email: string, providerId: number) {
  const account = await db
    .insertInto("accounts")
    .values({ email, password_hash: await hash(), email_confirmed_at: new Date(), kind: "provider" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("provider_accounts").values({ account_id: account.id, provider_id: providerId }).execute();
  return { accountId: account.id, providerId, email };
}

/** A negotiation of `userId` about the first service of the catalogue (or `serviceId`). */
export async function insertNegotiation(db: Kysely<Database>, userId: number, serviceId?: number) {
  const service = await db
    .selectFrom("services")
    .select(["id", "provider_id"])
    .$if(serviceId !== undefined, (q) => q.where("id", "=", serviceId as number))
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto("negotiations")
    .values({ user_id: userId, service_id: service.id, provider_id: service.provider_id, meeting_type: 2 })
    .returning(["id", "provider_id"])
    .executeTakeFirstOrThrow();
  return { negotiationId: row.id, providerId: row.provider_id, serviceId: service.id };
}

/** A chat message, as the chat code would write it (sender 1 business, 2 user). */
export async function insertMessage(
  db: Kysely<Database>,
  negotiationId: number,
  senderType: 1 | 2,
  senderAccountId: number,
  body: string,
) {
  const row = await db
    .insertInto("negotiation_messages")
    .values({ negotiation_id: negotiationId, sender_type: senderType, sender_account_id: senderAccountId, body })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
