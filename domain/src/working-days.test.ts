import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./tokyo-date.js";
import {
  addWorkingDays,
  holidaysBetween,
  isPublicHoliday,
  isWeekend,
  isWorkingDay,
  workingDaysBetween,
} from "./working-days.js";

const dateKeys = fc.integer({ min: 0, max: 365 * 20 }).map((n) => addDays("2020-01-01", n));

describe("isWorkingDay", () => {
  it("When a day is an ordinary weekday, then it is a working day", () => {
    expect(isWorkingDay("2026-11-24")).toBe(true);
  });

  it.each([
    ["2026-11-21", "Saturday"],
    ["2026-11-22", "Sunday"],
    ["2026-11-23", "Labour Thanksgiving Day (a Monday)"],
    ["2026-05-06", "a substitute holiday"],
    ["2026-09-22", "a citizens' holiday between two holidays"],
    ["2027-01-01", "New Year's Day"],
  ])("When the day is %s (%s), then it is not a working day", (key) => {
    expect(isWorkingDay(key)).toBe(false);
  });

  it("When an instant is late on Friday in UTC but Saturday in Tokyo, then it is not a working day", () => {
    expect(isWorkingDay(new Date("2026-11-20T15:00:00Z"))).toBe(false);
    expect(isWorkingDay(new Date("2026-11-20T14:59:00Z"))).toBe(true);
  });

  it("When a holiday is checked as an instant, then the Tokyo date decides", () => {
    expect(isPublicHoliday(new Date("2026-11-22T15:00:00Z"))).toBe(true);
    expect(isPublicHoliday(new Date("2026-11-22T14:59:00Z"))).toBe(false);
    expect(isWeekend(new Date("2026-11-22T14:59:00Z"))).toBe(true);
  });

  it("When any day is checked, then it is a working day exactly when it is neither a weekend nor a holiday", () => {
    fc.assert(fc.property(dateKeys, (k) => isWorkingDay(k) === (!isWeekend(k) && !isPublicHoliday(k))));
  });
});

describe("addWorkingDays / workingDaysBetween", () => {
  it("When 3 working days are added to Wednesday 2026-11-18, then it skips the weekend and the 23rd holiday: Tuesday 24th", () => {
    expect(addWorkingDays("2026-11-18", 3)).toBe("2026-11-24");
    expect(addWorkingDays("2026-11-18", 2)).toBe("2026-11-20");
  });

  it("When 0 working days are added, then the date is unchanged", () => {
    expect(addWorkingDays("2026-11-22", 0)).toBe("2026-11-22");
  });

  it("When a negative or fractional count is given, then it is refused", () => {
    expect(() => addWorkingDays("2026-11-22", -1)).toThrow(RangeError);
    expect(() => addWorkingDays("2026-11-22", 1.5)).toThrow(RangeError);
  });

  it("When n working days are added, then the result is a working day and n working days lie in between", () => {
    fc.assert(
      fc.property(dateKeys, fc.integer({ min: 1, max: 30 }), (from, n) => {
        const to = addWorkingDays(from, n);
        return (
          isWorkingDay(to) && workingDaysBetween(from, to) === n && workingDaysBetween(from, addDays(to, -1)) === n - 1
        );
      }),
    );
  });

  it("When the end is not after the start, then there are no working days between", () => {
    expect(workingDaysBetween("2026-11-24", "2026-11-24")).toBe(0);
    expect(workingDaysBetween("2026-11-24", "2026-11-20")).toBe(0);
    expect(workingDaysBetween(new Date("2026-11-17T23:00:00Z"), "2026-11-24")).toBe(3);
  });

  it("When the holidays of a range are listed, then they are the public holidays in it, in order", () => {
    expect(holidaysBetween("2027-01-01", "2027-01-31")).toEqual([
      { date: "2027-01-01", name: "元日" },
      { date: "2027-01-11", name: "成人の日" },
    ]);
  });
});
