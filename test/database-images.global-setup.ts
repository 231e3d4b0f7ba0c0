// One directory of database images per test run (api/src/db/test-database.ts): PGlite images and the
// PostgreSQL templates' run id are made once here, before the test workers start (they inherit the
// environment), and removed after the run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export function setup(): () => Promise<void> {
  // Several projects share this setup: the first call makes the run's directory, the others reuse it.
  if (process.env.IRYO_TEST_DB_IMAGES) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), "iryo-test-db-images-"));
  const run = `r${process.pid}`;
  process.env.IRYO_TEST_DB_IMAGES = dir;
  process.env.IRYO_TEST_RUN_ID = run;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`iryo_tpl_${run}_%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } catch {
      // The server went away: nothing to clean.
    } finally {
      await client.end().catch(() => {});
    }
  };
}
