import { describe, expect, it } from "vitest";
import { seedTime } from "./seed-time.js";

describe("seedTime", () => {
  it("When the seed runs late in the evening in Tokyo, then its day is that Tokyo date, not the UTC one", () => {
    expect(seedTime(new Date("2027-06-01T14:59:59Z")).today).toBe("2027-06-01");
    expect(seedTime(new Date("2027-06-01T15:00:00Z")).today).toBe("2027-06-02");
  });

  it("When a date is asked in days and minutes, then it is that Tokyo wall-clock time on that day", () => {
    const time = seedTime(new Date("2027-06-01T03:00:00Z"));
    expect(time.at(0).toISOString()).toBe("2027-05-31T15:00:00.000Z");
    expect(time.at(7, 19 * 60).toISOString()).toBe("2027-06-08T10:00:00.000Z");
    expect(time.at(-1, 10 * 60).toISOString()).toBe("2027-05-31T01:00:00.000Z");
    // Across a year's end and a leap day.
    expect(seedTime(new Date("2027-12-31T03:00:00Z")).at(1).toISOString()).toBe("2027-12-31T15:00:00.000Z");
    expect(seedTime(new Date("2028-02-28T03:00:00Z")).at(1).toISOString()).toBe("2028-02-28T15:00:00.000Z");
  });

  it("When two seeds run at different hours of one Tokyo day, then their dates are the same", () => {
    const morning = seedTime(new Date("2027-06-01T00:01:00+09:00"));
    const night = seedTime(new Date("2027-06-01T23:59:00+09:00"));
    expect(night.at(30, 14 * 60)).toEqual(morning.at(30, 14 * 60));
    expect(morning.now).not.toEqual(night.now);
  });
});
