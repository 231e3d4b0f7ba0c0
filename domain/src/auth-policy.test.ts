import { describe, expect, it } from "vitest";
import {
  ACCOUNT_SIGN_IN_THROTTLE,
  blockedUntil,
  ID_TOKEN_DEFAULT_TTL_SECONDS,
  IP_THROTTLE,
  recordFailure,
  type ThrottlePolicy,
} from "./auth-policy.js";

const policy: ThrottlePolicy = {
  freeFailures: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  lockFailures: 10,
  lockMs: 60_000,
  windowMs: 100_000,
};

describe("auth policy constants", () => {
  it("When read, then the lock comes at no more than 100 failures and the id token lives 15 minutes", () => {
    expect(ACCOUNT_SIGN_IN_THROTTLE.lockFailures).toBeLessThanOrEqual(100);
    expect(IP_THROTTLE.lockFailures).toBeLessThanOrEqual(100);
    expect(ID_TOKEN_DEFAULT_TTL_SECONDS).toBe(900);
  });
});

describe("blockedUntil", () => {
  it("When there is no history, then the key may try now", () => {
    expect(blockedUntil(undefined, policy, 5_000)).toBe(0);
    expect(blockedUntil({ failures: 0, lastFailureAt: 5_000 }, policy, 5_000)).toBe(0);
  });

  it("When the failures are still free, then there is no wait", () => {
    expect(blockedUntil({ failures: 1, lastFailureAt: 5_000 }, policy, 5_000)).toBe(0);
  });

  it("When the clock went back behind a free failure, then there is still no wait", () => {
    expect(blockedUntil({ failures: 1, lastFailureAt: 9_000 }, policy, 5_000)).toBe(0);
  });

  it("When failures pass the free ones, then the wait doubles with each", () => {
    expect(blockedUntil({ failures: 2, lastFailureAt: 0 }, policy, 0)).toBe(1_000);
    expect(blockedUntil({ failures: 3, lastFailureAt: 0 }, policy, 0)).toBe(2_000);
    expect(blockedUntil({ failures: 4, lastFailureAt: 0 }, policy, 0)).toBe(4_000);
  });

  it("When the wait would grow past the maximum, then it stays at the maximum", () => {
    expect(blockedUntil({ failures: 9, lastFailureAt: 0 }, policy, 0)).toBe(8_000);
  });

  it("When the lock count is reached, then the key is locked for the lock time", () => {
    expect(blockedUntil({ failures: 10, lastFailureAt: 0 }, policy, 30_000)).toBe(60_000);
  });

  it("When the wait is over, then the key may try now", () => {
    expect(blockedUntil({ failures: 3, lastFailureAt: 0 }, policy, 2_000)).toBe(0);
  });

  it("When the last failure is older than the window, then the history no longer counts", () => {
    expect(blockedUntil({ failures: 50, lastFailureAt: 0 }, policy, 100_000)).toBe(0);
  });
});

describe("recordFailure", () => {
  it("When there is no history, then it starts at one", () => {
    expect(recordFailure(undefined, policy, 7)).toEqual({ failures: 1, lastFailureAt: 7 });
  });

  it("When the history is recent, then it grows by one", () => {
    expect(recordFailure({ failures: 4, lastFailureAt: 0 }, policy, 10)).toEqual({ failures: 5, lastFailureAt: 10 });
  });

  it("When the history is past its window, then it starts again", () => {
    expect(recordFailure({ failures: 4, lastFailureAt: 0 }, policy, 100_000)).toEqual({
      failures: 1,
      lastFailureAt: 100_000,
    });
  });
});
