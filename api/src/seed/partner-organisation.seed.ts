import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { DEMO_MEMBER_EMAIL } from "./members.seed.js";
import type { SeedTime } from "./seed-time.js";

/**
 * A demo organisation of the catalogue's "other business" kind (ADR 161): a reseller that lists no
 * service yet, with one admin (README "Demo accounts", password DEMO_PASSWORD). It is seeded last, so the
 * `provider-NN` accounts keep their organisations.
 */
const DEMO_PARTNER = {
  name: "株式会社メディサポート・パートナーズ",
  adminEmail: "partner-admin@iryo-it-navi.example",
} as const;

export async function seedPartnerOrganisation(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const provider = await trx
    .insertInto("providers")
    .values({
      name: DEMO_PARTNER.name,
      business_kind: "other_business",
      location: "大阪府大阪市北区梅田1-1-1",
      capital_yen: 10_000_000,
      representative: "代表取締役 中村 誠",
      founded_on: "2012-10-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The demo member's hash of the same password (hashing is slow, and the seed runs in many tests).
  const { password_hash } = await trx
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  const account = await trx
    .insertInto("accounts")
    .values({
      email: DEMO_PARTNER.adminEmail,
      password_hash,
      email_confirmed_at: time.at(-60, 10 * 60),
      kind: "provider",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("provider_accounts")
    .values({
      account_id: account.id,
      provider_id: provider.id,
      display_name: `${DEMO_PARTNER.name} 管理担当`,
      role: "admin",
    })
    .execute();
}
