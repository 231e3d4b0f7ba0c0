import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateWithWeekday,
  formatEventSchedule,
  formatTime,
  formatTimeRange,
  WEEKDAY_LABELS,
} from "./date.js";

const tokyo = (text: string) => new Date(`${text}+09:00`);

describe("date formats (Asia/Tokyo)", () => {
  it("When 2026-11-22 is shown, then it reads 2026/11/22（日）", () => {
    expect(formatDateWithWeekday(tokyo("2026-11-22T10:00:00"))).toBe("2026/11/22（日）");
    expect(formatDate(tokyo("2026-11-22T10:00:00"))).toBe("2026/11/22");
  });

  it("When the instant is 23:30 UTC on Saturday, then Tokyo already shows Sunday", () => {
    expect(formatDateWithWeekday(new Date("2026-11-21T23:30:00Z"))).toBe("2026/11/22（日）");
  });

  it("When the weekdays are listed, then they run 日 to 土", () => {
    expect(WEEKDAY_LABELS.join("")).toBe("日月火水木金土");
  });

  it("When a time is shown, then it is zero-padded HH:mm", () => {
    expect(formatTime(tokyo("2026-11-22T09:05:00"))).toBe("09:05");
    expect(formatDateTime(tokyo("2026-11-22T09:05:00"))).toBe("2026/11/22（日）09:05");
  });

  it("When an event starts at 10:00, then its range is 10:00〜11:00 (start plus one hour)", () => {
    expect(formatTimeRange(tokyo("2026-11-22T10:00:00"))).toBe("10:00〜11:00");
    expect(formatTimeRange(tokyo("2026-11-22T23:30:00"))).toBe("23:30〜00:30");
    expect(formatEventSchedule(tokyo("2026-11-24T13:30:00"))).toBe("2026/11/24（火）13:30〜14:30");
  });

  it("When a range starts and ends on the same day, then one date is shown", () => {
    expect(formatDateRange(tokyo("2026-11-22T10:00:00"), tokyo("2026-11-22T18:00:00"))).toBe("2026/11/22（日）");
  });

  it("When a range spans three days, then both ends and the day count are shown", () => {
    expect(formatDateRange(tokyo("2026-11-22T10:00:00"), tokyo("2026-11-24T09:00:00"))).toBe(
      "2026/11/22（日）〜2026/11/24（火）（3日間）",
    );
  });

  it("When a range spans two days (the minimum), then the count is shown", () => {
    expect(formatDateRange(tokyo("2026-11-22T23:00:00"), tokyo("2026-11-23T01:00:00"))).toBe(
      "2026/11/22（日）〜2026/11/23（月）（2日間）",
    );
  });
});
