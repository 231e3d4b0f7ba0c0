// The set-up of the integration tests that read the demo catalogue: a fresh database per test file
// with the demo data, and the api on it (no log lines).

import { createApp } from "../app.js";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../db/test-database.js";

export interface SeededApp {
  readonly app: ReturnType<typeof createApp>;
  readonly db: DatabaseHandle["db"];
  close(): Promise<void>;
}

export async function startSeededApp(): Promise<SeededApp> {
  const database = await createTestDatabase({ seed: {} });
  return { app: createApp({ db: database.db, log: () => {} }), db: database.db, close: () => database.close() };
}
