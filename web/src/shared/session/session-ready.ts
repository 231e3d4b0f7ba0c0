// Whether the start-up refresh (product §4.3: initialisation refreshes the token by force) is over.
// `me` waits for it: read in parallel, `me` could still see the session the refresh just ended.

import { createContext, useContext, useSyncExternalStore } from "react";
import { onceFlag } from "./once-flag";

const ready = onceFlag();

/**
 * Whether the server rendered this page for a checked session (ADR 190): the server read `me` with the
 * request's session, so the render (and the browser's hydration of it) counts the session as ready. A
 * visitor's page, rendered before any session is known, counts it as not ready.
 */
export const SessionCheckedOnServer = createContext(false);

export function markSessionReady(): void {
  ready.set();
}

let startupRefresh: Promise<unknown> = Promise.resolve();

/**
 * The start-up refresh of product §4.3, while it is on its way (SessionGuard). A page rendered for a
 * session (ADR 190) is ready before it ends, so a sign-out (the gating of a pre-member, say) can start
 * first; the refresh's answer would then set the session's cookies again after the sign-out cleared them.
 */
export function trackStartupRefresh(refresh: Promise<unknown>): void {
  startupRefresh = refresh.catch(() => undefined);
}

/** Resolves once the start-up refresh is over (at once when none is on its way). */
export function startupRefreshSettled(): Promise<unknown> {
  return startupRefresh;
}

export function useSessionReady(): boolean {
  const checkedOnServer = useContext(SessionCheckedOnServer);
  return useSyncExternalStore(
    ready.subscribe,
    ready.isSet,
    // What the server rendered with; the browser hydrates the same (main.tsx marks a checked session ready).
    () => checkedOnServer,
  );
}
