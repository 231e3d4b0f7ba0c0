// Rows for the notification and real-time tests (and the push benchmark): members, provider accounts
// and negotiations inserted with kysely, plus sign-ins through the real identity provider.

import { CORPORATE_TYPE } from "@iryo/domain/classification";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { hashPassword } from "../../lib/auth/password.js";

export const PARTY_PASSWORD = "Passw0rd!";
/** A small scrypt cost: the tests sign in many parties. */
const TEST_SCRYPT_N = 1024;

let passwordHash: Promise<string> | undefined;
const hash = () => {
  passwordHash ??= hashPassword(PARTY_PASSWORD, TEST_SCRYPT_N);
  return passwordHash;
};

/** A confirmed account with a full membership; returns its ids and email. */
export async function insertMember(db: Kysely<Database>, email: string) {
  const account = await db
    .insertInto("accounts")
    .values({ email, password_hash: await hash(), email_confirmed_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const member = await db
    .insertInto("members")
    .values({
      account_id: account.id,
      last_name: "試験",
      first_name: "太郎",
      email,
      hospital_prefecture: 13,
      hospital_name: "試験病院",
      department: 7,
      role_in_department: 6,
      position: "",
      working_corporate_type: 4,
      corporate_types: [CORPORATE_TYPE.MEDICAL],
      sickbed_number: 100,
      email_magazine: 2,
      referral_code: null,
      is_pre_member: false,
      terms_of_use_version: 1,
    })
    .returning("user_id")
    .executeTakeFirstOrThrow();
  return { accountId: account.id, userId: member.user_id, email };
}

/** A confirmed account that signs in for `providerId`. */
export async function insertProviderAccount(db: Kysely<Database>, email: string, providerId: number) {
  const account = await db
    .insertInto("accounts")
    .values({ email, password_hash: await hash(), email_confirmed_at: new Date() })
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
