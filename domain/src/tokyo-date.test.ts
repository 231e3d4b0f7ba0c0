import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  formatClockTime,
  parseClockTime,
  parseDateKey,
  parseSlashDate,
  tokyoDateKey,
  tokyoInstant,
  tokyoParts,
  toSlashDate,
  toTokyoDateKey,
  weekdayOf,
} from "./tokyo-date.js";

describe("Tokyo calendar", () => {
  it("When it is 15:00 UTC, then it is already the next day 00:00 in Tokyo", () => {
    expect(tokyoDateKey(new Date("2026-11-21T14:59:59Z"))).toBe("2026-11-21");
    expect(tokyoDateKey(new Date("2026-11-21T15:00:00Z"))).toBe("2026-11-22");
    expect(tokyoParts(new Date("2026-11-21T15:30:00Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 30,
      weekday: 0,
    });
  });

  it("When a Tokyo wall-clock time is turned into an instant and back, then nothing changes", () => {
    expect(tokyoInstant("2026-11-24", 10 * 60).toISOString()).toBe("2026-11-24T01:00:00.000Z");
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2049-12-31"), noInvalidDate: true }), (d) => {
        const { hour, minute } = tokyoParts(d);
        const back = tokyoInstant(tokyoDateKey(d), hour * 60 + minute);
        return back.getTime() === d.getTime() - (((d.getTime() % 60_000) + 60_000) % 60_000);
      }),
    );
  });

  it.each([
    ["2026/11/22", "2026-11-22"],
    ["2028/02/29", "2028-02-29"],
  ])("When %s is typed, then it is the date %s", (text, key) => {
    expect(parseSlashDate(text)).toBe(key);
  });

  it.each(["2026/02/29", "2026/13/01", "2026/11/31", "2026-11-22", "2026/1/2", "26/11/22", ""])(
    "When %j is typed, then it is not a yyyy/MM/dd date",
    (text) => {
      expect(parseSlashDate(text)).toBeUndefined();
    },
  );

  it("When a date key is read, then only real YYYY-MM-DD dates pass", () => {
    expect(parseDateKey("2026-11-22")).toBe("2026-11-22");
    expect(parseDateKey("2026-02-30")).toBeUndefined();
    expect(toSlashDate("2026-11-22")).toBe("2026/11/22");
  });

  it("When a value comes from the api, then date-only strings stay and instants are read in Tokyo", () => {
    expect(toTokyoDateKey("2026-11-22")).toBe("2026-11-22");
    expect(toTokyoDateKey("2026/11/22")).toBe("2026-11-22");
    expect(toTokyoDateKey("2026-11-21T20:00:00Z")).toBe("2026-11-22");
    expect(toTokyoDateKey(new Date("2026-11-21T20:00:00Z"))).toBe("2026-11-22");
  });

  it("When days are added, then daysBetween gives them back (across months and leap days)", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    fc.assert(
      fc.property(
        fc.integer({ min: -4000, max: 4000 }),
        (n) => daysBetween("2026-11-22", addDays("2026-11-22", n)) === n,
      ),
    );
  });

  it("When 2026-11-22 is looked up, then it is a Sunday", () => {
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2026-11-28")).toBe(6);
  });

  it("When clock times are read, then HH:mm from 00:00 to 23:59 pass and others do not", () => {
    expect(parseClockTime("08:00")).toBe(480);
    expect(parseClockTime("23:59")).toBe(1439);
    for (const bad of ["24:00", "8:00", "08:60", "0800", ""]) expect(parseClockTime(bad)).toBeUndefined();
    expect(formatClockTime(1200)).toBe("20:00");
    fc.assert(fc.property(fc.integer({ min: 0, max: 1439 }), (m) => parseClockTime(formatClockTime(m)) === m));
  });
});
