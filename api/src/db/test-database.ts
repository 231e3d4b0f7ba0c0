import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import pg from "pg";
import { type SeedOptions, seedDemoDataIfEmpty } from "../seed/seed.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrate } from "./migrate.js";

/**
 * The scrypt cost N of the tests' password hashes, the demo accounts' included: the lowest the api's
 * PASSWORD_SCRYPT_N allows, about 2 ms a hash against 0.3 s at the production cost (ADR 210). The
 * production cost keeps tests of its own (auth.int.test.ts, pglite-template.test.ts).
 */
export const TEST_SCRYPT_N = 1024;

export interface TestDatabaseOptions {
  /** Also seed the demo data with these options (`seedDemoDataIfEmpty`; scryptN defaults to TEST_SCRYPT_N). */
  readonly seed?: SeedOptions;
}

/**
 * Where this test run keeps its database images (set by test/database-images.global-setup.ts and removed
 * after the run). Without it every database is built from nothing.
 */
const imageRoot = () => process.env.IRYO_TEST_DB_IMAGES;

/**
 * Which image a database of these options is a copy of. The demo data depend on the seed day (ADR 097),
 * and the negotiations on the seed's moment by hours: a seed "now" reuses the run's image of the same
 * Tokyo day, so its rows are at most one run older than a fresh seed's.
 */
function imageKey(options: TestDatabaseOptions): string {
  if (!options.seed) return "migrated";
  const { now, operators = true, scryptN = TEST_SCRYPT_N } = options.seed;
  const when = now ? now.toISOString().replace(/[^0-9]/g, "") : tokyoDateKey(new Date());
  return `seeded-${when}-${operators ? "operators" : "no-operators"}-n${scryptN}`;
}

async function build(handle: DatabaseHandle, options: TestDatabaseOptions): Promise<void> {
  await migrate(handle.db);
  if (options.seed) await seedDemoDataIfEmpty(handle.db, { scryptN: TEST_SCRYPT_N, ...options.seed });
}

/** PGlite in memory, copied from the run's image of these options when there is one (else it makes one). */
async function createPgliteDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  const root = imageRoot();
  const file = root ? join(root, `${imageKey(options)}.tar`) : undefined;
  if (file) {
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) return openDatabase({ kind: "pglite", dataDir: null, image: new Blob([bytes]) });
  }
  const handle = await openDatabase({ kind: "pglite", dataDir: null });
  await build(handle, options);
  if (root && file && handle.image) {
    // Written aside and renamed: a parallel test file reads a whole image or none.
    const image = Buffer.from(await (await handle.image()).arrayBuffer());
    await mkdir(root, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, image);
    await rename(partial, file);
  }
  return handle;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's template database of these options on the server, built on first use: built under a
 * private name, then renamed, so parallel test files never copy a half-built template.
 */
async function templateOf(serverUrl: string, run: string, options: TestDatabaseOptions): Promise<string> {
  const template = `iryo_tpl_${run}_${imageKey(options)}`.replaceAll("-", "_").toLowerCase();
  const exists = await onServer(serverUrl, (c) =>
    c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]).then((r) => (r.rowCount ?? 0) > 0),
  );
  if (exists) return template;
  const building = `iryo_build_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${building}`));
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, building) });
  try {
    await build(handle, options);
  } finally {
    await handle.close();
  }
  await onServer(serverUrl, async (c) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await c.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
        return;
      } catch (error) {
        const taken = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
        if ((taken.rowCount ?? 0) > 0) {
          // Another test file built the same template first: use that one.
          await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          return;
        }
        // The builder's last connection may still be closing on the server.
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return template;
}

/**
 * A fresh, migrated (and with `seed`, seeded) database for one test file: in-memory PGlite by default;
 * in the "-postgres" test projects (TEST_DB_TARGET=postgres) a new database on the server named by
 * TEST_DATABASE_URL, dropped again on close. Within a test run each kind of database is built once and
 * copied after that (a PGlite image, a PostgreSQL template): building one costs seconds, a copy well under.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_TARGET !== "postgres" || !serverUrl) return createPgliteDatabase(options);

  const name = `iryo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const run = process.env.IRYO_TEST_RUN_ID;
  const template = run ? await templateOf(serverUrl, run, options) : undefined;
  await onServer(serverUrl, (c) =>
    c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
  if (!template) await build(handle, options);
  return {
    db: handle.db,
    pool: handle.pool,
    kind: handle.kind,
    aborts: handle.aborts,
    async close() {
      await handle.close();
      await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
