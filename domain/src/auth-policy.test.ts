import { describe, expect, it } from "vitest";
import {
  ACCOUNT_SIGN_IN_THROTTLE,
  blockedUntil,
  ID_TOKEN_DEFAULT_TTL_SECONDS,
  IP_THROTTLE,
  recordFailure,
  SIGN_IN_ADDRESS_THROTTLE,
  SIGN_IN_THROTTLED_CODE,
  type ThrottlePolicy,
  waitText,
} from "./auth-policy.js";
import { errorMessage, httpStatusOf } from "./error-catalogue.js";

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

  it("When 300 staff share one address, then its sign-in throttle has not begun to delay (ADR 215)", () => {
    expect(SIGN_IN_ADDRESS_THROTTLE.freeFailures).toBeGreaterThanOrEqual(300);
    expect(SIGN_IN_ADDRESS_THROTTLE.lockFailures).toBeGreaterThan(SIGN_IN_ADDRESS_THROTTLE.freeFailures);
  });

  it("When a sign-in is throttled, then its code is a 429 of its own whose message names the wait", () => {
    expect(SIGN_IN_THROTTLED_CODE).not.toBe("0201001");
    expect(httpStatusOf(SIGN_IN_THROTTLED_CODE)).toBe(429);
    expect(errorMessage(SIGN_IN_THROTTLED_CODE, { Wait: waitText(90_000) })).toContain("2分ほど待って");
  });
});

describe("waitText", () => {
  it.each([
    ["no time at all: one second", 0, "1秒"],
    ["part of a second: rounded up", 1_200, "2秒"],
    ["just under a minute: seconds", 59_000, "59秒"],
    ["a minute", 60_000, "1分"],
    ["a minute and a bit: rounded up", 61_000, "2分"],
    ["just under an hour: minutes", 59 * 60_000, "59分"],
    ["an hour", 60 * 60_000, "1時間"],
    ["an hour and a half", 90 * 60_000, "1時間30分"],
  ])("When the wait is %s, then it reads %s", (_case, ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});

describe("blockedUntil", () => {
  it.each([
    ["no history: try now", undefined, 5_000, 0],
    ["no failures: try now", { failures: 0, lastFailureAt: 5_000 }, 5_000, 0],
    ["a free failure: no wait", { failures: 1, lastFailureAt: 5_000 }, 5_000, 0],
    ["the clock went back behind a free failure: still no wait", { failures: 1, lastFailureAt: 9_000 }, 5_000, 0],
    ["past the free ones: the base delay", { failures: 2, lastFailureAt: 0 }, 0, 1_000],
    ["one more: the wait doubles", { failures: 3, lastFailureAt: 0 }, 0, 2_000],
    ["another: it doubles again", { failures: 4, lastFailureAt: 0 }, 0, 4_000],
    ["the wait would pass the maximum: the maximum", { failures: 9, lastFailureAt: 0 }, 0, 8_000],
    ["the lock count: locked for the lock time", { failures: 10, lastFailureAt: 0 }, 30_000, 60_000],
    ["the wait is over: try now", { failures: 3, lastFailureAt: 0 }, 2_000, 0],
    ["the last failure is older than the window: no longer counts", { failures: 50, lastFailureAt: 0 }, 100_000, 0],
  ])("When %s, then blockedUntil answers the right instant", (_case, state, now, until) => {
    expect(blockedUntil(state, policy, now)).toBe(until);
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
