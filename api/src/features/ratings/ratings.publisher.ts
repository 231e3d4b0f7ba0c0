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
): () => void {
  const run = () => {
    service.publishDue(new Date()).catch((error: unknown) => log("rating publisher failed", error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
