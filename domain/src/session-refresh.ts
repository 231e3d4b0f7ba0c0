// Timing of the session (product §4.3): the BFF refreshes an id token that has less than the margin
// left; the web checks the session on an interval derived from the token's lifetime.

import { SESSION_CHECK_INTERVAL_MS } from "./constants.js";

/** The BFF refreshes an id token with fewer seconds than this left. */
const SESSION_REFRESH_MARGIN_S = 60;
/** The shortest check interval, whatever the token says. */
export const SESSION_CHECK_MIN_INTERVAL_MS = 5_000;
/**
 * A rotated refresh token keeps answering with its successor for this long, so that requests the
 * browser sent with the old cookie while the refresh ran do not count as reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/** Lifetime of the session cookies; the refresh token itself decides whether the session lives. */
export const SESSION_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How often the web checks the session: the default (60 s) unless the id token lives shorter, in
 * which case half its lifetime, never below 5 s. No lifetime → the default.
 */
export function sessionCheckIntervalMs(tokenLifetimeSeconds: number | null | undefined): number {
  if (tokenLifetimeSeconds === null || tokenLifetimeSeconds === undefined || !(tokenLifetimeSeconds > 0)) {
    return SESSION_CHECK_INTERVAL_MS;
  }
  const half = Math.floor((tokenLifetimeSeconds * 1000) / 2);
  return Math.max(SESSION_CHECK_MIN_INTERVAL_MS, Math.min(SESSION_CHECK_INTERVAL_MS, half));
}

/** Whether an id token expiring at `expiresAtSeconds` (JWT exp) must be refreshed at `nowMs`. */
export function needsRefresh(expiresAtSeconds: number | undefined, nowMs: number): boolean {
  if (expiresAtSeconds === undefined) return true;
  return expiresAtSeconds * 1000 - nowMs < SESSION_REFRESH_MARGIN_S * 1000;
}
