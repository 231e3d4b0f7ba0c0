import { describe, expect, it } from "vitest";
import { MAIL_PER_ADDRESS_LIMIT, retryAfterSeconds } from "./rate-limits.js";

describe("retryAfterSeconds", () => {
  it("When the window ends in 90.5 s, then the client waits 91 s", () => {
    const start = 1_000_000;
    const now = start + MAIL_PER_ADDRESS_LIMIT.windowMs - 90_500;
    expect(retryAfterSeconds(start, MAIL_PER_ADDRESS_LIMIT, now)).toBe(91);
  });

  it("When the window is already over, then the client waits at least 1 s", () => {
    expect(retryAfterSeconds(0, MAIL_PER_ADDRESS_LIMIT, MAIL_PER_ADDRESS_LIMIT.windowMs * 2)).toBe(1);
  });
});
