import { resolve } from "node:path";
import type { ApiConfig } from "../config.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrate } from "./migrate.js";

/** Opens the configured database and applies pending migrations. */
export async function openConfiguredDatabase(
  config: Pick<ApiConfig, "DATABASE_URL" | "DATA_DIR">,
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: resolve(config.DATA_DIR) });
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
