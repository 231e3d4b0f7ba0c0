// A member as rows, for the tests (and the benchmarks) that need members without the sign-up flow: a
// confirmed account and a full membership, inserted with kysely.

import { CORPORATE_TYPE } from "@iryo/domain/classification";
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema.js";

type MemberAnswers = Partial<Omit<Insertable<Database["members"]>, "account_id" | "email">>;

/** What a test member answered unless `member` says otherwise: a medical member in Tokyo. */
const DEFAULT_ANSWERS = {
  last_name: "試験",
  first_name: "太郎",
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
} satisfies MemberAnswers;

/** Inserts a confirmed account (`passwordHash` is its password's hash) and its membership. */
export async function insertMemberRows(
  db: Kysely<Database>,
  { email, passwordHash, member = {} }: { email: string; passwordHash: string; member?: MemberAnswers },
): Promise<{ accountId: number; userId: number }> {
  const account = await db
    .insertInto("accounts")
    .values({ email, password_hash: passwordHash, email_confirmed_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto("members")
    .values({ ...DEFAULT_ANSWERS, ...member, account_id: account.id, email })
    .returning("user_id")
    .executeTakeFirstOrThrow();
  return { accountId: account.id, userId: row.user_id };
}
