// When the first page is live (hydrated or rendered). The start-up session check waits for it: its
// answer changes `me`, and a change that reaches a page still being hydrated makes React hydrate that
// page at once, in one long synchronous task, instead of in the idle slices of the browser (ADR 095).

import { onceFlag } from "./once-flag";

/** A page that never says so (an error page that throws, say) holds the session check back no longer. */
export const PAGE_HYDRATED_TIMEOUT_MS = 3_000;

const hydrated = onceFlag();

export function markPageHydrated(): void {
  hydrated.set();
}

/**
 * Resolves once the first page is live, or after PAGE_HYDRATED_TIMEOUT_MS; always in a task of its own,
 * so that a waiter's work does not lengthen the task that ended the hydration (React's commit and
 * effects, ADR 198).
 */
export function pageHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const inNextTask = () => setTimeout(resolve, 0);
    if (hydrated.isSet()) return void inNextTask();
    const unsubscribe = hydrated.subscribe(inNextTask);
    setTimeout(() => {
      unsubscribe();
      resolve();
    }, PAGE_HYDRATED_TIMEOUT_MS);
  });
}
