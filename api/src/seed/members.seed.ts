import { CORPORATE_TYPE } from "@iryo/domain/classification";
import { EMAIL_MAGAZINE_FLAG } from "@iryo/domain/email-magazine";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { hashPassword } from "../lib/auth/password.js";
import { createConfigDocuments, type SystemConfig } from "../lib/config-documents.js";
import type { SeedTime } from "./seed-time.js";

/** The demo sign-ins (development only; SEED_DEMO_DATA). */
export const DEMO_MEMBER_EMAIL = "demo@iryo-it-navi.example";
export const DEMO_PRE_MEMBER_EMAIL = "pre@iryo-it-navi.example";
export const DEMO_PASSWORD = "Demo12345";

/**
 * The hash of DEMO_PASSWORD for another demo account: the demo member's (every demo account has the same
 * published password; hashing is deliberately slow, about 0.3 s and 128 MB of memory each at the
 * production cost, and the seed runs at a fresh start and in many tests, ADR 183). seedMembers runs first.
 */
export async function demoPasswordHash(db: Kysely<Database>): Promise<string> {
  const member = await db
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirst();
  if (!member?.password_hash) throw new Error("demoPasswordHash: seed the demo members first");
  return member.password_hash;
}

/**
 * A confirmed, fully registered member and a pre-member (has a user_id, no terms version yet). Their
 * password is hashed at scrypt cost `scryptN` (the api's PASSWORD_SCRYPT_N; tests pass a low one, ADR 210).
 */
export async function seedMembers(trx: Transaction<Database>, time: SeedTime, scryptN: number): Promise<void> {
  // Registered three months before the seed day, before any of their demo negotiations.
  const confirmedAt = time.at(-90, 10 * 60);
  const system = await createConfigDocuments().json<SystemConfig>("system_config");
  // One hash for both (and, through demoPasswordHash, every other demo account).
  const passwordHash = await hashPassword(DEMO_PASSWORD, scryptN);
  const [demo, pre] = await trx
    .insertInto("accounts")
    .values([
      { email: DEMO_MEMBER_EMAIL, password_hash: passwordHash, email_confirmed_at: confirmedAt },
      { email: DEMO_PRE_MEMBER_EMAIL, password_hash: passwordHash, email_confirmed_at: confirmedAt },
    ])
    .returning("id")
    .execute();
  if (!demo || !pre) throw new Error("seedMembers: accounts not created");
  await trx
    .insertInto("members")
    .values([
      {
        account_id: demo.id,
        last_name: "山田",
        first_name: "花子",
        email: DEMO_MEMBER_EMAIL,
        hospital_prefecture: 13,
        hospital_name: "医療ITナビ記念病院",
        department: 7,
        role_in_department: 6,
        position: "主任",
        working_corporate_type: 4,
        corporate_types: [CORPORATE_TYPE.MEDICAL],
        sickbed_number: 320,
        email_magazine: EMAIL_MAGAZINE_FLAG.YES,
        referral_code: null,
        is_pre_member: false,
        terms_of_use_version: system?.termsOfUseVersion ?? null,
        created_at: confirmedAt,
        updated_at: confirmedAt,
      },
      {
        account_id: pre.id,
        last_name: "佐藤",
        first_name: "一郎",
        email: DEMO_PRE_MEMBER_EMAIL,
        hospital_prefecture: 27,
        hospital_name: "さくら診療所",
        department: null,
        role_in_department: null,
        position: "",
        working_corporate_type: null,
        corporate_types: [],
        sickbed_number: null,
        email_magazine: null,
        referral_code: null,
        is_pre_member: true,
        terms_of_use_version: null,
        created_at: confirmedAt,
        updated_at: confirmedAt,
      },
    ])
    .execute();
}
