// When the first page is live (hydrated or rendered). The start-up session check waits for it: its
// answer changes `me`, and a change that reaches a page still being hydrated makes React hydrate that
// page at once, in one long synchronous task, instead of in the idle slices of the browser (ADR 095).

/** A page that never says so (an error page that throws, say) holds the session check back no longer. */
export const PAGE_HYDRATED_TIMEOUT_MS = 3_000;

let hydrated = false;
const waiting = new Set<() => void>();

export function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Resolves once the first page is live, or after PAGE_HYDRATED_TIMEOUT_MS. */
export function pageHydrated(): Promise<void> {
  if (hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.add(resolve);
    setTimeout(() => {
      waiting.delete(resolve);
      resolve();
    }, PAGE_HYDRATED_TIMEOUT_MS);
  });
}
