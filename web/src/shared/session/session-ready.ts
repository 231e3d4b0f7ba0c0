// Whether the start-up refresh (product §4.3: initialisation refreshes the token by force) is over.
// `me` waits for it: read in parallel, `me` could still see the session the refresh just ended.

import { useSyncExternalStore } from "react";
import { onceFlag } from "./once-flag";

const ready = onceFlag();

export function markSessionReady(): void {
  ready.set();
}

export function useSessionReady(): boolean {
  return useSyncExternalStore(
    ready.subscribe,
    ready.isSet,
    // The server renders for a visitor whose session is not checked yet; the browser hydrates the same.
    () => false,
  );
}
