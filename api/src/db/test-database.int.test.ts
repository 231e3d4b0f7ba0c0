// Test databases are copies of the run's image of their kind (test-database.ts): each copy starts with
// the same rows and is its own database afterwards.

import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "./test-database.js";

let first: DatabaseHandle;
let second: DatabaseHandle;
let empty: DatabaseHandle;
beforeAll(async () => {
  first = await createTestDatabase({ seed: {} });
  second = await createTestDatabase({ seed: {} });
  empty = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close(), empty?.close()]);
});

const categoryNames = (handle: DatabaseHandle) =>
  handle.db.selectFrom("categories").select("name").orderBy("id").execute();

describe("createTestDatabase", () => {
  it("When two seeded databases are made, then both hold the same demo data and a write to one stays there", async () => {
    const names = await categoryNames(first);
    expect(names.length).toBeGreaterThan(0);
    expect(await categoryNames(second)).toEqual(names);

    await first.db.insertInto("categories").values({ name: "コピーの独立性の確認" }).execute();
    expect(await categoryNames(first)).toHaveLength(names.length + 1);
    expect(await categoryNames(second)).toEqual(names);
  });

  it("When a seeded database is made, then every demo account's password is hashed at the test cost", async () => {
    const accounts = await first.db
      .selectFrom("accounts")
      .select(["email", "password_hash"])
      .where("password_hash", "is not", null)
      .orderBy("id")
      .execute();
    expect(accounts.length).toBeGreaterThan(10);
    const costs = new Set(accounts.map((a) => a.password_hash?.split("$").slice(0, 4).join("$")));
    expect([...costs]).toEqual([`scrypt$${TEST_SCRYPT_N}$8$1`]);
  });

  it("When a database without the seed is made, then it is migrated and empty", async () => {
    expect(await categoryNames(empty)).toEqual([]);
    const migrations = await empty.db.selectFrom("schema_migrations").select("version").execute();
    expect(migrations.length).toBeGreaterThan(30);
  });

  it.skipIf(process.env.TEST_DB_TARGET === "postgres")(
    "When on PGlite, then the run keeps an image of each kind",
    async () => {
      const files = await readdir(process.env.IRYO_TEST_DB_IMAGES ?? "");
      expect(files.filter((f) => f.startsWith("seeded-"))).not.toEqual([]);
      expect(files).toContain("migrated.tar");
    },
  );
});
