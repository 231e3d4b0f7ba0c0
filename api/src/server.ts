import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { EnvError } from "@iryo/domain/env";
import {
  MAIL_PER_CLIENT_LIMIT,
  NOTICE_MAIL_PER_ACCOUNT_LIMIT,
  NOTICE_MAIL_PER_ADDRESS_LIMIT,
} from "@iryo/domain/rate-limits";
import { startupPhases } from "@iryo/domain/startup-phases";
import { createApp } from "./app.js";
import { loadApiConfig } from "./config.js";
import { withTracing } from "./db/database.js";
import { DataDirLockedError } from "./db/lock.js";
import { openConfiguredDatabase } from "./db/open-from-config.js";
import { createNegotiationFilesRepository } from "./features/negotiation-files/negotiation-files.repository.js";
import {
  createNegotiationFilesService,
  startNegotiationFilePurge,
} from "./features/negotiation-files/negotiation-files.service.js";
import { createNotificationDigest, startNotificationDigest } from "./features/notifications/notifications.digest.js";
import { createNotificationsRepository } from "./features/notifications/notifications.repository.js";
import { startChangePublisher } from "./features/provider-listings/provider-listings.publisher.js";
import { createProviderListingsRepository } from "./features/provider-listings/provider-listings.repository.js";
import { changeItem, createProviderListingsService } from "./features/provider-listings/provider-listings.service.js";
import { startSeminarReminders } from "./features/provider-listings/provider-seminars.reminder.js";
import { createProviderSeminarsRepository } from "./features/provider-listings/provider-seminars.repository.js";
import { createProviderSeminarsService } from "./features/provider-listings/provider-seminars.service.js";
import { startRatingPublisher } from "./features/ratings/ratings.publisher.js";
import { createRatingsRepository } from "./features/ratings/ratings.repository.js";
import { createRatingsService } from "./features/ratings/ratings.service.js";
import { createConfigDocuments } from "./lib/config-documents.js";
import { createEventBus } from "./lib/events/create-event-bus.js";
import { createMailer } from "./lib/mail/mailer.js";
import { createNoticeMailer } from "./lib/mail/notice-mailer.js";
import { registerDbPoolMetrics, registerQueryAbortMetrics } from "./lib/observability/db-pool.js";
import { createLogger, flushLogs, type Logger } from "./lib/observability/logger.js";
import { createRegistry } from "./lib/observability/metrics.js";
import { startTracing } from "./lib/observability/start-tracing.js";
import { createRateLimiter } from "./lib/rate-limit/rate-limiter.js";
import { createConfiguredFileStore } from "./lib/storage/create-file-store.js";
import { operatorsWithDemoSecrets } from "./seed/operators.seed.js";
import { seedDemoDataIfEmpty } from "./seed/seed.js";

let logger: Logger = createLogger({ name: "api", level: process.env.LOG_LEVEL ?? "info" });

async function main(): Promise<void> {
  const config = loadApiConfig();
  logger = createLogger({ name: "api", level: config.LOG_LEVEL });
  // Start and stop lines print at any LOG_LEVEL: the scripts wait for "[api] listening".
  const lifecycle = logger.child({}, { level: "info" });
  const log = (message: string, error: unknown) => logger.error({ err: error }, message);
  // OpenTelemetry only with OTEL_EXPORTER_OTLP_ENDPOINT: otherwise no module of it is loaded (ADR 180).
  const tracing = await startTracing(config);
  if (tracing) lifecycle.info(`[api] traces to ${tracing.target}`);
  performance.mark("api:begin");
  const database = withTracing(await openConfiguredDatabase(config), tracing);
  const production = config.NODE_ENV === "production";
  const seedOptions = { operators: !production, scryptN: config.PASSWORD_SCRYPT_N };
  if (config.SEED_DEMO_DATA && (await seedDemoDataIfEmpty(database.db, seedOptions))) {
    logger.info(production ? "[api] seeded the demo data (without demo operators)" : "[api] seeded the demo data");
  }
  performance.mark("api:seed");
  if (production) {
    const demoOperators = await operatorsWithDemoSecrets(database.db);
    if (demoOperators.length > 0) {
      throw new Error(
        `refusing to start in production: operators with a published demo TOTP secret exist (${demoOperators.join(", ")}); ` +
          "remove them or give them new secrets",
      );
    }
  }
  const metricsRegistry = createRegistry("api");
  registerDbPoolMetrics(metricsRegistry, database.pool, database.kind);
  registerQueryAbortMetrics(metricsRegistry, database.aborts);
  const events = await createEventBus({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  const fileStore = createConfiguredFileStore(config);
  await fileStore.ensureReady();
  const mailer = createMailer({
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, "mail"),
    logHints: config.NODE_ENV !== "production",
    log: (line) => logger.info(line),
  });
  const server = createApp({
    db: database.db,
    logger,
    metricsRegistry,
    metricsToken: config.METRICS_TOKEN,
    tracing,
    events,
    eventStream: { secret: config.EVENTS_STREAM_SECRET },
    configDocuments: createConfigDocuments(config.CONFIG_DOCUMENTS_DIR),
    auth: {
      scryptN: config.PASSWORD_SCRYPT_N,
      idTokenTtlSeconds: config.ID_TOKEN_TTL_SECONDS,
      publicWebUrl: config.PUBLIC_WEB_URL,
      mailPerClient: { ...MAIL_PER_CLIENT_LIMIT, limit: config.MAIL_LIMIT_PER_CLIENT_PER_HOUR },
      noticeMailPerAddress: { ...NOTICE_MAIL_PER_ADDRESS_LIMIT, limit: config.NOTICE_MAIL_LIMIT_PER_ADDRESS_PER_HOUR },
      noticeMailPerAccount: { ...NOTICE_MAIL_PER_ACCOUNT_LIMIT, limit: config.NOTICE_MAIL_LIMIT_PER_ACCOUNT_PER_HOUR },
      ...(config.AUTH_PRIVATE_JWK ? { privateJwk: config.AUTH_PRIVATE_JWK } : {}),
    },
    mailer,
    fileStore,
    devMail: config.NODE_ENV !== "production",
    trustProxy: config.TRUST_PROXY,
    proxySecret: config.PROXY_SECRET,
    operatorTotpAttempts: config.OPERATOR_TOTP_ATTEMPTS,
    publicReadCacheTtlMs: config.PUBLIC_READ_CACHE_TTL_MS,
  }).listen(config.API_PORT, config.API_HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  performance.mark("api:listen");
  const stopJobs = config.BACKGROUND_JOBS ? startBackgroundJobs() : () => {};
  function startBackgroundJobs(): () => void {
    // A rating is published from the next day on (product §4.4); this publishes what has become due.
    // Published ratings change the summaries of public answers: every api process drops its cache of
    // them and every BFF its visitor cache (the `catalogue` event, ADR 178).
    const stopPublisher = startRatingPublisher(
      createRatingsService(createRatingsRepository(database.db)),
      log,
      undefined,
      (_count, at) =>
        events.publish({
          type: "catalogue",
          event_id: randomUUID(),
          object_type: "rating",
          object_id: null,
          occurred_at: at.toISOString(),
        }),
    );
    // Mail for the absent: one digest of the notifications unread for longer than the delay (ADR 081).
    const stopDigest = startNotificationDigest(
      createNotificationDigest({
        repository: createNotificationsRepository(database.db),
        mailer,
        delayMs: config.NOTIFICATION_DIGEST_DELAY_MINUTES * 60_000,
        publicWebUrl: config.PUBLIC_WEB_URL,
      }),
      config.NOTIFICATION_DIGEST_INTERVAL_SECONDS * 1000,
      log,
    );
    // Negotiation files are kept 1 month (product §9); this deletes what has expired, every hour.
    const stopFilePurge = startNegotiationFilePurge(
      createNegotiationFilesService({
        repository: createNegotiationFilesRepository(database.db),
        store: fileStore,
        // The purge sends no mail; the service still wants its notice mailer.
        notices: createNoticeMailer({
          mailer,
          limiter: createRateLimiter(database.db),
          limits: {
            perAddress: { ...NOTICE_MAIL_PER_ADDRESS_LIMIT, limit: config.NOTICE_MAIL_LIMIT_PER_ADDRESS_PER_HOUR },
            perAccount: { ...NOTICE_MAIL_PER_ACCOUNT_LIMIT, limit: config.NOTICE_MAIL_LIMIT_PER_ACCOUNT_PER_HOUR },
          },
          log,
        }),
        publicWebUrl: config.PUBLIC_WEB_URL,
      }),
      log,
    );
    // Seminars in the workflow (ADR 162): scheduled approvals apply them; reminders go at their time.
    const listingsRepo = createProviderListingsRepository(database.db);
    const seminars = createProviderSeminarsService({
      repo: createProviderSeminarsRepository(database.db),
      changes: listingsRepo,
      mailer,
      now: () => new Date(),
      webUrl: config.PUBLIC_WEB_URL,
      log: (m, e) => console.error(`[api] ${m}`, e),
      changeItem,
    });
    const stopSeminarReminders = startSeminarReminders(seminars, (m, e) => console.error(`[api] ${m}`, e));
    // Approved changes with a publish time are applied once it has come (ADR 143).
    const stopChangePublisher = startChangePublisher(
      createProviderListingsService({
        repo: listingsRepo,
        seminars,
        store: fileStore,
        mailer,
        now: () => new Date(),
        publicWebUrl: config.PUBLIC_WEB_URL,
        log: (m, e) => console.error(`[api] ${m}`, e),
        publishEvent: (event) => events.publish(event),
      }),
      (m, e) => console.error(`[api] ${m}`, e),
    );
    return () => {
      stopChangePublisher();
      stopSeminarReminders();
      stopPublisher();
      stopDigest();
      stopFilePurge();
    };
  }
  const { address, port } = server.address() as AddressInfo;
  // The scripts wait for "[api] listening" (scripts/start.mjs, dev.mjs, the benchmarks, crash-recovery test).
  lifecycle.info(
    { startup: startupPhases("api", ["open", "migrate", "seed", "listen"]) },
    `[api] listening on http://${address}:${port}/v1 (${database.kind}, events ${config.REDIS_URL ? "via Redis" : "in-process"}${config.BACKGROUND_JOBS ? "" : ", no background jobs"})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.info(`[api] ${signal}: closing`);
    stopJobs();
    server.closeIdleConnections();
    // The BFFs' event streams (/v1/events/stream) never go idle: cut them after a short grace.
    const cut = setTimeout(() => server.closeAllConnections(), 2000);
    cut.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(cut);
    await events.close();
    await database.close();
    await tracing?.shutdown().catch((error: unknown) => logger.warn({ err: error }, "[api] trace export"));
    lifecycle.info("[api] closed");
    flushLogs(logger);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    logger.fatal(`[api] ${error.message}`);
  } else {
    logger.fatal({ err: error }, "[api] failed to start");
  }
  flushLogs(logger);
  process.exit(1);
});
