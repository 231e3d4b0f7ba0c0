import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNotificationTime, formatRelativeTime } from "./relative-time.js";

const now = new Date("2026-11-22T12:00:00+09:00");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("formatRelativeTime", () => {
  it("When 59 minutes have passed, then 約59分前; at 60 minutes, then 約1時間前", () => {
    expect(formatRelativeTime(ago(59 * MIN + 59_000), now)).toBe("約59分前");
    expect(formatRelativeTime(ago(60 * MIN), now)).toBe("約1時間前");
  });

  it("When a few seconds have passed or the clock is ahead, then 約1分前", () => {
    expect(formatRelativeTime(ago(5_000), now)).toBe("約1分前");
    expect(formatRelativeTime(ago(-30_000), now)).toBe("約1分前");
  });

  it("When 23 hours 59 minutes have passed, then 約23時間前; at 24 hours, then the date", () => {
    expect(formatRelativeTime(ago(24 * 60 * MIN - MIN), now)).toBe("約23時間前");
    expect(formatRelativeTime(ago(24 * 60 * MIN), now)).toBe("2026/11/21");
  });

  it("When any minute count 1–59 has passed, then 約N分前 with that N", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59 }), (n) => formatRelativeTime(ago(n * MIN), now) === `約${n}分前`),
    );
  });

  it("When any hour count 1–23 has passed, then 約N時間前 with that N", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (h, m) => formatRelativeTime(ago(h * 60 * MIN + m * MIN), now) === `約${h}時間前`,
      ),
    );
  });

  it("When now is not given, then the current clock is used", () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * MIN))).toBe("約3分前");
  });
});

describe("formatNotificationTime", () => {
  it("When under a day has passed, then the relative time; from a day on, then the date with its weekday", () => {
    expect(formatNotificationTime(ago(3 * MIN), now)).toBe("約3分前");
    expect(formatNotificationTime(ago(5 * 60 * MIN), now)).toBe("約5時間前");
    expect(formatNotificationTime(ago(24 * 60 * MIN), now)).toBe("2026/11/21（土）");
  });
});
