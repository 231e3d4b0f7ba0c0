import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { processLogger } from "../lib/observability/logger.js";
import type { ApiTracing } from "../lib/observability/tracing.js";
import { acquireLock } from "./lock.js";
import { prepareStatements } from "./prepared-statements.js";
import { guardQueries, type QueryAbortCounts } from "./query-abort.js";
import type { Database } from "./schema.js";

// bigint (int8) and numeric arrive as strings by default; counts and ids fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  /** The pool behind `db` (its counts are the database pool metrics, ADR 157). */
  readonly pool: pg.Pool;
  readonly kind: "pglite" | "postgres";
  /** Queries skipped or cancelled because their request's client left (ADR 179). */
  readonly aborts: QueryAbortCounts;
  /** Closes cleanly: ends the pool, and for PGlite runs CHECKPOINT, closes and releases the lock. */
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (uncompressed by default), to open copies of it (`image`). */
  image?(compression?: "none" | "gzip"): Promise<Blob>;
}

export type DatabaseTarget =
  | { readonly kind: "postgres"; readonly url: string }
  | {
      readonly kind: "pglite";
      readonly dataDir: string | null;
      /** Start from this copy of a database (`DatabaseHandle.image`) instead of an empty one. */
      readonly image?: Blob;
      /**
       * A copy to start from when `dataDir` holds no database yet (a fresh start, ADR 183); undefined
       * initialises an empty one as before.
       */
      readonly freshImage?: () => Promise<Blob | undefined>;
      /**
       * A closed PGlite data directory to copy when `dataDir` holds no database yet (a fresh start,
       * ADR 187); before `freshImage`, and much cheaper than restoring a tarball.
       */
      readonly freshCopy?: () => string | undefined;
    };

/** Opens PostgreSQL, or PGlite on disk (`dataDir`) or in memory (`dataDir: null`), behind one pg.Pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server terminates (restart, failover, DROP DATABASE … FORCE) must not
    // crash the process: the pool replaces it on the next query.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "57P01") processLogger().warn({ err: error }, "[db] idle connection error");
    });
    prepareStatements(pool);
    const aborts = guardQueries(pool, "postgres");
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pool, kind: "postgres", aborts, close: () => db.destroy() };
  }

  let release = (): void => {};
  let dir: string | undefined;
  if (target.dataDir !== null) {
    release = acquireLock(join(target.dataDir, "pglite.lock"));
    dir = join(target.dataDir, "pglite");
  }
  let pglite: PGlite;
  try {
    const fresh = target.image === undefined && dir !== undefined && !existsSync(dir);
    const copy = fresh ? target.freshCopy?.() : undefined;
    if (dir !== undefined && copy !== undefined) {
      // Copied aside and renamed (under the lock): a stop mid-copy leaves no half database behind.
      const aside = `${dir}.copying`;
      rmSync(aside, { recursive: true, force: true });
      cpSync(copy, aside, { recursive: true });
      renameSync(aside, dir);
    }
    const image = target.image ?? (fresh && copy === undefined ? await target.freshImage?.() : undefined);
    pglite = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(image ? { loadDataDir: image } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const pool = new pg.Pool(createPgConfig(pglite));
  const aborts = guardQueries(pool, "pglite");
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    pool,
    kind: "pglite",
    aborts,
    image: (compression = "none") => pglite.dumpDataDir(compression),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      try {
        await pglite.exec("CHECKPOINT");
      } finally {
        await pglite.close();
        release();
      }
    },
  };
}

/**
 * The handle with its queries traced (ADR 180): a second Kysely on the same pool whose dialect makes a
 * span per statement; `close` still ends the pool. Without tracing, the handle as it is.
 */
export function withTracing(handle: DatabaseHandle, tracing: ApiTracing | undefined): DatabaseHandle {
  if (!tracing) return handle;
  const dialect = tracing.dialect(new PostgresDialect({ pool: handle.pool }), handle.kind);
  return { ...handle, db: new Kysely<Database>({ dialect }) };
}
