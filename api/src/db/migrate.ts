import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.js";

// Same depth from src/db and dist/db, so this resolves to api/migrations in both.
const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

/** Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in order. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const applied = new Set((await db.selectFrom("schema_migrations").select("version").execute()).map((r) => r.version));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    if (applied.has(version)) continue;
    const text = await readFile(MIGRATIONS_DIR + file, "utf8");
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await trx.insertInto("schema_migrations").values({ version }).execute();
    });
    done.push(version);
  }
  return done;
}
