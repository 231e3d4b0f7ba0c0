import type { ProviderListingsService } from "./provider-listings.service.js";

const MINUTE_MS = 60_000;

/**
 * Runs the publisher now and then every minute: an approved change with a `publish_at` is applied to the
 * public tables once that time has come (ADR 143). The server calls this once; returns the stop.
 */
export function startChangePublisher(
  service: Pick<ProviderListingsService, "publishDue">,
  log: (message: string, error: unknown) => void,
  intervalMs: number = MINUTE_MS,
): () => void {
  const run = () => {
    service.publishDue(new Date()).catch((error: unknown) => log("change publisher failed", error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
