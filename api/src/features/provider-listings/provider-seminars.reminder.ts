import type { ProviderSeminarsService } from "./provider-seminars.service.js";

const MINUTE_MS = 60_000;

/**
 * Runs the reminder sender now and then every minute: a seminar's reminder mail goes to its enrolled
 * members once its reminder time has come (ADR 162). The server calls this once; returns the stop.
 */
export function startSeminarReminders(
  service: Pick<ProviderSeminarsService, "sendDueReminders">,
  log: (message: string, error: unknown) => void,
  intervalMs: number = MINUTE_MS,
): () => void {
  const run = () => {
    service.sendDueReminders(new Date()).catch((error: unknown) => log("seminar reminders failed", error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
