import { describe, expect, it } from "vitest";
import { isoWeekLabel, isoWeekStart, recentWeekStarts, tokyoDayStart } from "./provider-insights.js";

describe("ISO weeks in Asia/Tokyo", () => {
  it("When an instant is Sunday 23:59 in Tokyo, then it belongs to the week of the Monday before; Monday 00:00 starts the next", () => {
    // 2026-11-29 is a Sunday; 2026-11-30 a Monday.
    expect(isoWeekStart(new Date("2026-11-29T14:59:59.999Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-29T15:00:00.000Z"))).toBe("2026-11-30");
    expect(tokyoDayStart("2026-11-30").toISOString()).toBe("2026-11-29T15:00:00.000Z");
  });

  it("When weeks are listed, then they end with the current one, oldest first, labelled by ISO week", () => {
    expect(recentWeekStarts(new Date("2026-11-26T03:00:00Z"), 3)).toEqual(["2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(isoWeekLabel("2026-11-23")).toBe("2026-W48");
    // 2026-12-28 … 2027-01-03 is ISO week 53 of 2026; 2027-01-04 starts 2027-W01.
    expect(isoWeekLabel("2026-12-28")).toBe("2026-W53");
    expect(isoWeekLabel("2027-01-04")).toBe("2027-W01");
  });
});
