import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { demoPasswordHash } from "./members.seed.js";
import type { SeedTime } from "./seed-time.js";

/**
 * The demo operators (development only; README "Demo accounts"). Their TOTP secrets are fixed and public
 * so the demo and the browser tests can compute codes: a real operator's secret is never written down.
 */
export const DEMO_OPERATORS = [
  {
    email: "operator@iryo-it-navi.example",
    display_name: "運営管理者（デモ）",
    role: "admin",
    totp_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  },
  {
    email: "moderator@iryo-it-navi.example",
    display_name: "レビュー審査担当（デモ）",
    role: "moderator",
    totp_secret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
  },
] as const;

export async function seedOperators(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const passwordHash = await demoPasswordHash(trx);
  for (const operator of DEMO_OPERATORS) {
    const account = await trx
      .insertInto("accounts")
      .values({
        email: operator.email,
        password_hash: passwordHash,
        email_confirmed_at: time.at(-90, 9 * 60),
        kind: "operator",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("operator_accounts")
      .values({
        account_id: account.id,
        role: operator.role,
        display_name: operator.display_name,
        totp_secret: operator.totp_secret,
      })
      .execute();
  }
}

/**
 * The e-mail addresses of operators that still carry a published demo TOTP secret. The api refuses to
 * start in production while any exists (a database seeded for a demo must not become a live console).
 */
export async function operatorsWithDemoSecrets(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("operator_accounts as o")
    .innerJoin("accounts as a", "a.id", "o.account_id")
    .select("a.email")
    .where(
      "o.totp_secret",
      "in",
      DEMO_OPERATORS.map((operator) => operator.totp_secret),
    )
    .orderBy("a.email")
    .execute();
  return rows.map((row) => row.email ?? "(no e-mail)");
}
