import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrate } from "./migrate.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; in the "-postgres"
 * test projects (TEST_DB_TARGET=postgres) a new database on the server named by TEST_DATABASE_URL,
 * dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_TARGET !== "postgres" || !serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    await migrate(handle.db);
    return handle;
  }

  const name = `iryo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await migrate(handle.db);
  return {
    db: handle.db,
    pool: handle.pool,
    kind: handle.kind,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
