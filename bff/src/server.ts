import type { AddressInfo } from "node:net";
import { EnvError } from "@iryo/domain/env";
import { createBffServer } from "./app.js";
import { loadBffConfig } from "./config.js";

async function main(): Promise<void> {
  const config = loadBffConfig();
  const bff = await createBffServer(config);
  bff.httpServer.listen(config.BFF_PORT, config.BFF_HOST);
  await new Promise<void>((resolve, reject) => {
    bff.httpServer.once("listening", resolve);
    bff.httpServer.once("error", reject);
  });
  // Connect to the api's events now rather than on the first subscription (a burst of reconnecting
  // clients would otherwise all wait for it); it retries by itself while the api is not up.
  void bff.realtime.upstream.ready().catch((error: unknown) => console.error("[bff] event upstream", error));
  const { port } = bff.httpServer.address() as AddressInfo;
  const host = config.BFF_HOST === "0.0.0.0" ? "localhost" : config.BFF_HOST;
  console.log(`[bff] GraphQL on http://${host}:${port}/graphql${config.PLAYGROUND ? " (playground on)" : ""}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[bff] ${signal}: closing`);
    await bff.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? `[bff] ${error.message}` : error);
  process.exit(1);
});
