// Whether the start-up refresh (SPEC §4.3: initialisation refreshes the token by force) is over.
// `me` waits for it: read in parallel, `me` could still see the session the refresh just ended.

import { useSyncExternalStore } from "react";

let ready = false;
const listeners = new Set<() => void>();

export function markSessionReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

export function useSessionReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready,
    // The server renders for a visitor whose session is not checked yet; the browser hydrates the same.
    () => false,
  );
}
