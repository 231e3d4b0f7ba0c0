// Request limits of the api and the BFF (ADR 050). The spec has no "too many requests" code, so a
// refused request is answered with the catalogue's bad-request code and a Retry-After header.

import { HOUR_MS, MINUTE_MS } from "./constants.js";
import type { ErrorCode } from "./error-catalogue.js";

export interface RateLimitPolicy {
  /** Requests allowed per window … */
  readonly limit: number;
  /** … of this length (fixed windows, starting with the first request). */
  readonly windowMs: number;
}

/** The code a refused (rate-limited) request is answered with, with `Retry-After`. */
export const RATE_LIMITED_CODE: ErrorCode = "0109004";

/**
 * Mails to one address (sign-up code, resend, password reset, email change): enough for a person
 * who mistyped or lost a mail, far too few to flood a mailbox.
 */
export const MAIL_PER_ADDRESS_LIMIT: RateLimitPolicy = { limit: 5, windowMs: HOUR_MS };
/** Mails one account asks for (email change to ever new addresses). */
export const MAIL_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 10, windowMs: HOUR_MS };
/** Mails asked for from one client address (many people may share one). */
export const MAIL_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 30, windowMs: HOUR_MS };

/** One client's clicks on one advertisement that are counted: repeats in the window are not. */
export const AD_CLICK_COUNTED_LIMIT: RateLimitPolicy = { limit: 1, windowMs: 10 * MINUTE_MS };
/** Click calls of one client on all advertisements; more are refused. */
export const AD_CLICK_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 60, windowMs: 10 * MINUTE_MS };

/** Writes (POST, PUT, PATCH, DELETE on /v1) of one client, whatever the route: every new route has it. */
export const API_WRITES_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 600, windowMs: MINUTE_MS };

/** Seconds a refused request should wait (for Retry-After), at least 1. */
export function retryAfterSeconds(windowStartedAt: number, policy: RateLimitPolicy, now: number): number {
  return Math.max(1, Math.ceil((windowStartedAt + policy.windowMs - now) / 1000));
}
