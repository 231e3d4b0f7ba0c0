// Token lifetimes and sign-in / code-check throttling of the api's identity provider (product §4.3).
// The spec asks for growing delays and a lock at no more than 100 failures; the thresholds below
// are this project's choice.

import { DAY_MS, HOUR_MS, MINUTE_MS } from "./constants.js";
import type { ErrorCode } from "./error-catalogue.js";

/** Default lifetime of an id token (the api's `ID_TOKEN_TTL_SECONDS` overrides it). */
export const ID_TOKEN_DEFAULT_TTL_SECONDS = 15 * 60;
/** A refresh token (each rotation starts a new one) is valid this long. */
export const REFRESH_TOKEN_VALID_MS = 30 * DAY_MS;
/** The `iss` claim of every id token. */
export const ID_TOKEN_ISSUER = "urn:iryo-it-navi:api";
/** The `aud` claim of every id token. */
export const ID_TOKEN_AUDIENCE = "urn:iryo-it-navi:bff";

export interface ThrottlePolicy {
  /** Failures in a row that cost nothing. */
  readonly freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with every further one. */
  readonly baseDelayMs: number;
  /** The wait never grows beyond this. */
  readonly maxDelayMs: number;
  /** At this many failures the key is locked … */
  readonly lockFailures: number;
  /** … for this long. */
  readonly lockMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  readonly windowMs: number;
}

/** Sign-in failures of one account. */
export const ACCOUNT_SIGN_IN_THROTTLE: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * MINUTE_MS,
  lockFailures: 20,
  lockMs: HOUR_MS,
  windowMs: DAY_MS,
};

/** Sign-in and code-check failures from one IP address (many people may share one). */
export const IP_THROTTLE: ThrottlePolicy = {
  freeFailures: 10,
  baseDelayMs: 1_000,
  maxDelayMs: 5 * MINUTE_MS,
  lockFailures: 100,
  lockMs: HOUR_MS,
  windowMs: DAY_MS,
};

/** Wrong entries one emailed code survives; then it is void and a new one must be sent. */
export const CONFIRMATION_CODE_MAX_ATTEMPTS = 5;

/**
 * The code a throttled or locked sign-in is answered with. The catalogue has no "locked" code, and
 * the sign-in answer must not tell whether an account exists, so it is the sign-in failure itself;
 * the api adds a `Retry-After` header.
 */
export const SIGN_IN_THROTTLED_CODE: ErrorCode = "0201001";
/** The code a throttled code check is answered with. */
export const CODE_CHECK_THROTTLED_CODE: ErrorCode = "0201007";

export interface ThrottleState {
  readonly failures: number;
  readonly lastFailureAt: number;
}

/**
 * Until when (epoch ms) a key with this failure history must wait before its next attempt is
 * even looked at; 0 when it may try now.
 */
export function blockedUntil(state: ThrottleState | undefined, policy: ThrottlePolicy, now: number): number {
  if (!state || state.failures <= 0 || now - state.lastFailureAt >= policy.windowMs) return 0;
  let wait: number;
  if (state.failures >= policy.lockFailures) {
    wait = policy.lockMs;
  } else if (state.failures < policy.freeFailures) {
    return 0;
  } else {
    const doublings = state.failures - policy.freeFailures;
    wait = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(doublings, 40));
  }
  const until = state.lastFailureAt + wait;
  return until > now ? until : 0;
}

/** The history after one more failure at `now` (a history past its window starts again). */
export function recordFailure(state: ThrottleState | undefined, policy: ThrottlePolicy, now: number): ThrottleState {
  const stale = !state || now - state.lastFailureAt >= policy.windowMs;
  return { failures: stale ? 1 : state.failures + 1, lastFailureAt: now };
}
