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

/** Code-check failures from one IP address (many people may share one). */
export const IP_THROTTLE: ThrottlePolicy = {
  freeFailures: 10,
  baseDelayMs: 1_000,
  maxDelayMs: 5 * MINUTE_MS,
  lockFailures: 100,
  lockMs: HOUR_MS,
  windowMs: DAY_MS,
};

/**
 * Sign-in failures from one client address, of any accounts (ADR 215). A whole hospital may sign in
 * through one address (NAT), so this only stops spraying many accounts from one place: it starts
 * delaying at a few hundred failures that no later success took back, and forgets them after an hour
 * without one. Guessing one account's password is the account throttle's job.
 */
export const SIGN_IN_ADDRESS_THROTTLE: ThrottlePolicy = {
  freeFailures: 300,
  baseDelayMs: 1_000,
  maxDelayMs: 5 * MINUTE_MS,
  lockFailures: 1_000,
  lockMs: HOUR_MS,
  windowMs: HOUR_MS,
};

/** Wrong entries one emailed code survives; then it is void and a new one must be sent. */
export const CONFIRMATION_CODE_MAX_ATTEMPTS = 5;

/**
 * The code a throttled or locked sign-in is answered with (429, the wait in `Wait`; ADR 215). It is
 * answered alike for an address with and without an account, so it tells nothing about one.
 */
export const SIGN_IN_THROTTLED_CODE: ErrorCode = "0201012";
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

/**
 * How long to wait, in Japanese words for a message (`{{Wait}}` of 0201012): seconds under a minute,
 * whole minutes (rounded up) under an hour, else hours and minutes.
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds}秒`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes}分`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}時間` : `${hours}時間${rest}分`;
}
