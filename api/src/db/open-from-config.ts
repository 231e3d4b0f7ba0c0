import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import type { ApiConfig } from "../config.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrate } from "./migrate.js";
import { pgliteTemplate } from "./pglite-template.js";

/**
 * Opens the configured database and applies pending migrations. A new PGlite data directory starts
 * from a copy of the build's migrated template when there is one (ADR 183, ADR 187).
 */
export async function openConfiguredDatabase(
  config: Pick<ApiConfig, "DATABASE_URL" | "DATA_DIR">,
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: resolve(config.DATA_DIR), freshCopy: () => pgliteTemplate() });
  // Start-up marks (ADR 183): the server's start line says how long opening and migrating took.
  performance.mark("api:open");
  try {
    await migrate(handle.db);
    performance.mark("api:migrate");
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
