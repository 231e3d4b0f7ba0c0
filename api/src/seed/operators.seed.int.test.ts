// The demo operators' TOTP secrets are published (README), so they exist only outside production: the
// api seeds without them there and refuses to start while one exists (server.ts).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "../db/test-database.js";
import { DEFAULT_SCRYPT_N } from "../lib/auth/password.js";
import { DEMO_MEMBER_EMAIL } from "./members.seed.js";
import { DEMO_OPERATORS, operatorsWithDemoSecrets } from "./operators.seed.js";
import { seedDemoDataIfEmpty } from "./seed.js";

let demo: DatabaseHandle;
let production: DatabaseHandle;
beforeAll(async () => {
  [demo, production] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedDemoDataIfEmpty(demo.db, { scryptN: TEST_SCRYPT_N });
  await seedDemoDataIfEmpty(production.db, { operators: false });
});
afterAll(async () => {
  await Promise.all([demo?.close(), production?.close()]);
});

describe("demo operators", () => {
  it("When the demo is seeded, then its operators exist and are found by their published secrets", async () => {
    expect(await operatorsWithDemoSecrets(demo.db)).toEqual(DEMO_OPERATORS.map((o) => o.email).sort());
  });

  it("When seeded for production, then the catalogue is there and no operator account exists", async () => {
    const categories = await production.db.selectFrom("categories").select("id").execute();
    expect(categories.length).toBeGreaterThan(0);
    expect(await production.db.selectFrom("operator_accounts").select("account_id").execute()).toEqual([]);
    expect(await operatorsWithDemoSecrets(production.db)).toEqual([]);
  });

  it("When seeded without a scrypt cost, then the demo password is hashed at the production cost", async () => {
    const member = await production.db
      .selectFrom("accounts")
      .select("password_hash")
      .where("email", "=", DEMO_MEMBER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(member.password_hash?.split("$").slice(0, 4)).toEqual(["scrypt", String(DEFAULT_SCRYPT_N), "8", "1"]);
  });

  it("When a demo operator is given a new secret, then it no longer counts as a demo operator", async () => {
    const [first] = DEMO_OPERATORS;
    const account = await demo.db
      .selectFrom("accounts")
      .select("id")
      .where("email", "=", first.email)
      .executeTakeFirstOrThrow();
    await demo.db
      .updateTable("operator_accounts")
      .set({ totp_secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" })
      .where("account_id", "=", account.id)
      .execute();
    expect(await operatorsWithDemoSecrets(demo.db)).toEqual([DEMO_OPERATORS[1].email]);
  });
});
