import { describe, expect, it } from "vitest";
import { SESSION_CHECK_INTERVAL_MS } from "./constants.js";
import { needsRefresh, SESSION_CHECK_MIN_INTERVAL_MS, sessionCheckIntervalMs } from "./session-refresh.js";

describe("session timing (product §4.3)", () => {
  it("When the token time is unknown, then the default 60 s", () => {
    expect(sessionCheckIntervalMs(undefined)).toBe(SESSION_CHECK_INTERVAL_MS);
    expect(sessionCheckIntervalMs(null)).toBe(60_000);
    expect(sessionCheckIntervalMs(0)).toBe(60_000);
  });

  it("When the token lives long, then 60 s; shorter, then half of it but at least 5 s", () => {
    expect(sessionCheckIntervalMs(900)).toBe(60_000);
    expect(sessionCheckIntervalMs(100)).toBe(50_000);
    expect(sessionCheckIntervalMs(4)).toBe(SESSION_CHECK_MIN_INTERVAL_MS);
  });

  it("When less than 60 s are left, then the token is refreshed; 60 s or more, not", () => {
    const now = 1_000_000_000;
    expect(needsRefresh(now / 1000 + 59, now)).toBe(true);
    expect(needsRefresh(now / 1000 + 60, now)).toBe(false);
    expect(needsRefresh(undefined, now)).toBe(true);
  });
});
