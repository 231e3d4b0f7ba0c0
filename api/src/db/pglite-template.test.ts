import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiConfig } from "../config.js";
import { DEFAULT_SCRYPT_N } from "../lib/auth/password.js";
import { seedDemoDataIfEmpty } from "../seed/seed.js";
import { openDatabase } from "./database.js";
import { migrate } from "./migrate.js";
import { pgliteTemplate, writePgliteTemplate } from "./pglite-template.js";

// A fresh data directory starts from a copy of the build's migrated template (ADR 183, ADR 187) and
// still seeds the demo data; a directory that holds a database is opened as it is. The template holds
// no account: the demo passwords are hashed by the start's seed at the api's PASSWORD_SCRYPT_N (ADR 210).
describe("PGlite template", () => {
  let dir: string;
  let template: string;
  let migrations: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "pglite-template-"));
    template = join(dir, "template");
    migrations = (await writePgliteTemplate(template)).length;
  }, 120_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("holds every migration: a fresh directory opened from it has none left to apply, and seeds", async () => {
    const files = (await readdir(new URL("../../migrations/", import.meta.url))).filter((f) =>
      /^\d{3}_.+\.sql$/.test(f),
    );
    expect(migrations).toBe(files.length);
    const dataDir = join(dir, "fresh");
    let used = 0;
    const handle = await openDatabase({
      kind: "pglite",
      dataDir,
      freshCopy: () => {
        used += 1;
        return pgliteTemplate(template);
      },
    });
    try {
      expect(used).toBe(1);
      expect(await migrate(handle.db)).toEqual([]);
      expect(await handle.db.selectFrom("accounts").select("id").execute()).toEqual([]);
      // As server.ts seeds in production under `npm start`'s environment (no PASSWORD_SCRYPT_N).
      const seedOptions = { operators: false, scryptN: loadApiConfig({}).PASSWORD_SCRYPT_N };
      expect(await seedDemoDataIfEmpty(handle.db, seedOptions)).toBe(true);
      const hashes = await handle.db
        .selectFrom("accounts")
        .select("password_hash")
        .where("password_hash", "is not", null)
        .execute();
      expect(new Set(hashes.map((a) => a.password_hash?.split("$").slice(0, 4).join("$")))).toEqual(
        new Set([`scrypt$${DEFAULT_SCRYPT_N}$8$1`]),
      );
      const { rows } = await sql<{ services: number }>`select count(*)::int as services from services`.execute(
        handle.db,
      );
      expect(rows[0]?.services).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
    // Opened again, the directory is used as it is: the template is not asked for.
    const again = await openDatabase({
      kind: "pglite",
      dataDir,
      freshCopy: () => {
        used += 1;
        return pgliteTemplate(template);
      },
    });
    try {
      expect(used).toBe(1);
      expect(await seedDemoDataIfEmpty(again.db, { operators: false })).toBe(false);
    } finally {
      await again.close();
    }
  }, 180_000);

  it("is absent when the build made none", async () => {
    expect(pgliteTemplate(join(dir, "missing"))).toBeUndefined();
  });
});
