import type { RatingsService } from "./ratings.service.js";

const HOUR_MS = 3_600_000;

/**
 * Runs the publisher now and then every hour: a rating posted today (Asia/Tokyo) appears from the
 * next day. The server calls this once; returns a function that stops it.
 */
export function startRatingPublisher(
  service: Pick<RatingsService, "publishDue">,
  log: (message: string, error: unknown) => void,
  intervalMs: number = HOUR_MS,
  /** Called after ratings were published (the server announces a `catalogue` event: ADR 178). */
  onPublished: (count: number, at: Date) => Promise<void> = async () => {},
): () => void {
  const run = () => {
    const at = new Date();
    service
      .publishDue(at)
      .then((count) => (count > 0 ? onPublished(count, at) : undefined))
      .catch((error: unknown) => log("rating publisher failed", error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
