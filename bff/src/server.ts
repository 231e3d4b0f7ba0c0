import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { EnvError } from "@iryo/domain/env";
import { startupPhases } from "@iryo/domain/startup-phases";
import { createBffServer } from "./app.js";
import { loadBffConfig } from "./config.js";
import { createLogger, flushLogs, type Logger } from "./lib/observability/logger.js";
import { startTracing } from "./lib/observability/start-tracing.js";

/** How long a stop may wait for open requests and sockets to finish. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let logger: Logger = createLogger({ name: "bff", level: process.env.LOG_LEVEL ?? "info" });

async function main(): Promise<void> {
  const config = loadBffConfig();
  logger = createLogger({ name: "bff", level: config.LOG_LEVEL });
  // Start and stop lines print at any LOG_LEVEL: the scripts wait for "[bff] GraphQL on".
  const lifecycle = logger.child({}, { level: "info" });
  // OpenTelemetry only with OTEL_EXPORTER_OTLP_ENDPOINT: otherwise no module of it is loaded (ADR 180).
  const tracing = await startTracing(config);
  if (tracing) lifecycle.info(`[bff] traces to ${tracing.target}`);
  performance.mark("bff:begin");
  const bff = await createBffServer({ ...config, logger, tracing });
  performance.mark("bff:app");
  bff.httpServer.listen(config.BFF_PORT, config.BFF_HOST);
  await new Promise<void>((resolve, reject) => {
    bff.httpServer.once("listening", resolve);
    bff.httpServer.once("error", reject);
  });
  performance.mark("bff:listen");
  // Connect to the api's events now rather than on the first subscription (a burst of reconnecting
  // clients would otherwise all wait for it); it retries by itself while the api is not up.
  void bff.realtime.upstream.ready().catch((error: unknown) => logger.error({ err: error }, "event upstream"));
  const { port } = bff.httpServer.address() as AddressInfo;
  const host = config.BFF_HOST === "0.0.0.0" ? "localhost" : config.BFF_HOST;
  // The scripts wait for "[bff] GraphQL on" (scripts/start.mjs, dev.mjs, the benchmarks).
  lifecycle.info(
    { startup: startupPhases("bff", ["schema", "ssr", "app", "listen"]) },
    `[bff] GraphQL on http://${host}:${port}/graphql${config.PLAYGROUND ? " (playground on)" : ""}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.info(`[bff] ${signal}: closing`);
    // Open sockets (subscriptions, keep-alive) can hold the drain: stop within a bound either way.
    const deadline = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), SHUTDOWN_DEADLINE_MS).unref(),
    );
    if ((await Promise.race([bff.stop().then(() => "stopped" as const), deadline])) === "timeout") {
      logger.error(`[bff] not drained after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
    }
    await tracing?.shutdown().catch((error: unknown) => logger.warn({ err: error }, "[bff] trace export"));
    flushLogs(logger);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) logger.fatal(`[bff] ${error.message}`);
  else logger.fatal({ err: error }, "[bff] failed to start");
  flushLogs(logger);
  process.exit(1);
});
