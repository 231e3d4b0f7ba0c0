import type { AddressInfo } from "node:net";
import { EnvError } from "@iryo/domain/env";
import { createApp } from "./app.js";
import { loadApiConfig } from "./config.js";
import { DataDirLockedError } from "./db/lock.js";
import { openConfiguredDatabase } from "./db/open-from-config.js";
import { seedDemoDataIfEmpty } from "./seed/seed.js";

async function main(): Promise<void> {
  const config = loadApiConfig();
  const database = await openConfiguredDatabase(config);
  if (config.SEED_DEMO_DATA && (await seedDemoDataIfEmpty(database.db))) {
    console.log("[api] seeded the demo data");
  }
  const server = createApp({ db: database.db }).listen(config.API_PORT, config.API_HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { address, port } = server.address() as AddressInfo;
  console.log(`[api] listening on http://${address}:${port}/v1 (${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: closing`);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    console.log("[api] closed");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(`[api] ${error.message}`);
  } else {
    console.error("[api] failed to start", error);
  }
  process.exit(1);
});
