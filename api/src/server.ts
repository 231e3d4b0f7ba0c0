import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { EnvError } from "@iryo/domain/env";
import { createApp } from "./app.js";
import { loadApiConfig } from "./config.js";
import { DataDirLockedError } from "./db/lock.js";
import { openConfiguredDatabase } from "./db/open-from-config.js";
import { startRatingPublisher } from "./features/ratings/ratings.publisher.js";
import { createRatingsRepository } from "./features/ratings/ratings.repository.js";
import { createRatingsService } from "./features/ratings/ratings.service.js";
import { createConfigDocuments } from "./lib/config-documents.js";
import { createMailer } from "./lib/mail/mailer.js";
import { seedDemoDataIfEmpty } from "./seed/seed.js";

async function main(): Promise<void> {
  const config = loadApiConfig();
  const database = await openConfiguredDatabase(config);
  if (config.SEED_DEMO_DATA && (await seedDemoDataIfEmpty(database.db))) {
    console.log("[api] seeded the demo data");
  }
  const server = createApp({
    db: database.db,
    configDocuments: createConfigDocuments(config.CONFIG_DOCUMENTS_DIR),
    auth: {
      scryptN: config.PASSWORD_SCRYPT_N,
      idTokenTtlSeconds: config.ID_TOKEN_TTL_SECONDS,
      publicWebUrl: config.PUBLIC_WEB_URL,
      ...(config.AUTH_PRIVATE_JWK ? { privateJwk: config.AUTH_PRIVATE_JWK } : {}),
    },
    mailer: createMailer({
      ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, "mail"),
      logHints: config.NODE_ENV !== "production",
    }),
    devMail: config.NODE_ENV !== "production",
    trustProxy: config.TRUST_PROXY,
  }).listen(config.API_PORT, config.API_HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  // A rating is published from the next day on (SPEC §4.4); this publishes what has become due.
  const stopPublisher = startRatingPublisher(createRatingsService(createRatingsRepository(database.db)), (m, e) =>
    console.error(`[api] ${m}`, e),
  );
  const { address, port } = server.address() as AddressInfo;
  console.log(`[api] listening on http://${address}:${port}/v1 (${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: closing`);
    stopPublisher();
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
