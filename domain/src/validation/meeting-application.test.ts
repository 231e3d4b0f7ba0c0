import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, formatClockTime, toSlashDate } from "../tokyo-date.js";
import { isWorkingDay } from "../working-days.js";
import {
  createMeetingApplicationSchema,
  createPreferredSlotsSchema,
  earliestMeetingDate,
  MEETING_END_TIME_OPTIONS,
  MEETING_START_TIME_OPTIONS,
  type MeetingSlot,
  slotProblem,
  slotsOverlap,
} from "./meeting-application.js";

// Wednesday 2026-11-18 10:00 in Tokyo. Working days after it: Thu 19, Fri 20, (Sat, Sun, Mon 23 is a
// public holiday), Tue 24 — so the earliest date is 2026/11/24.
const now = new Date("2026-11-18T10:00:00+09:00");
const clock = () => now;
const slot = (date: string, start_time = "10:00", end_time = "11:00"): MeetingSlot => ({ date, start_time, end_time });
const three = [slot("2026/11/24"), slot("2026/11/25"), slot("2026/11/26")];
const schema = createPreferredSlotsSchema({ now: clock });
const issuesOf = (slots: MeetingSlot[]) =>
  schema.safeParse(slots).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("earliestMeetingDate", () => {
  it("When today is Wednesday 2026-11-18, then the earliest date skips the weekend and the holiday: 2026-11-24", () => {
    expect(earliestMeetingDate(now)).toBe("2026-11-24");
  });
});

describe("preferred slots", () => {
  it("When three valid slots are given, then they pass", () => {
    expect(issuesOf(three)).toEqual([]);
  });

  it("When only two slots are given, then 0103005", () => {
    expect(issuesOf(three.slice(0, 2))).toEqual([["", "0103005"]]);
  });

  it("When a slot is one working day too early (Friday 20th), then 0103001", () => {
    expect(issuesOf([slot("2026/11/20"), ...three.slice(1)])).toEqual([["0.date", "0103001"]]);
  });

  it("When a slot is on the public holiday Monday 2026-11-23, then 0103001", () => {
    const later = [slot("2026/11/30"), slot("2026/12/01")];
    expect(issuesOf([slot("2026/11/23"), ...later])).toEqual([["0.date", "0103001"]]);
  });

  it("When a slot is on a Saturday, then 0103001", () => {
    expect(issuesOf([...three.slice(0, 2), slot("2026/11/28")])).toEqual([["2.date", "0103001"]]);
  });

  it("When a slot is in the past, then 0103002", () => {
    expect(issuesOf([slot("2026/11/17"), ...three.slice(1)])).toEqual([["0.date", "0103002"]]);
  });

  it("When a date is not yyyy/MM/dd, then 0101002", () => {
    expect(issuesOf([slot("2026-11-24"), ...three.slice(1)])).toEqual([["0.date", "0101002"]]);
    expect(issuesOf([slot("2026/11/31"), ...three.slice(1)])).toEqual([["0.date", "0101002"]]);
  });

  it("When a time is not HH:mm, then 0101002 on it", () => {
    expect(issuesOf([slot("2026/11/24", "9:00"), ...three.slice(1)])).toEqual([["0.start_time", "0101002"]]);
    expect(issuesOf([slot("2026/11/24", "10:00", "25:00"), ...three.slice(1)])).toEqual([["0.end_time", "0101002"]]);
  });

  it("When a slot starts at 07:59 or 19:01, then 0103001; 08:00 and 19:00 pass", () => {
    expect(issuesOf([slot("2026/11/24", "07:59", "09:00"), ...three.slice(1)])).toEqual([["0.start_time", "0103001"]]);
    expect(issuesOf([slot("2026/11/24", "19:01", "20:01"), ...three.slice(1)])).toEqual([["0.start_time", "0103001"]]);
    expect(
      issuesOf([slot("2026/11/24", "08:00", "09:00"), slot("2026/11/25", "19:00", "20:00"), three[2] as MeetingSlot]),
    ).toEqual([]);
  });

  it("When a slot ends at 20:01, then 0103001; a slot ending before 09:00 is refused too", () => {
    expect(issuesOf([slot("2026/11/24", "18:30", "20:01"), ...three.slice(1)])).toEqual([["0.end_time", "0103001"]]);
    expect(issuesOf([slot("2026/11/24", "08:00", "08:30"), ...three.slice(1)])).toEqual([["0.end_time", "0103001"]]);
  });

  it("When a slot spans 59 minutes, then 0801001; 60 minutes pass", () => {
    expect(issuesOf([slot("2026/11/24", "10:00", "10:59"), ...three.slice(1)])).toEqual([["0.end_time", "0801001"]]);
    expect(issuesOf([slot("2026/11/24", "10:00", "12:30"), ...three.slice(1)])).toEqual([]);
  });

  it("When two slots on the same day overlap by one minute, then 0103004 on the later one", () => {
    const overlapping = [
      slot("2026/11/24", "10:00", "11:01"),
      slot("2026/11/24", "11:00", "12:00"),
      three[1] as MeetingSlot,
    ];
    expect(issuesOf(overlapping)).toEqual([["1.start_time", "0103004"]]);
  });

  it("When two slots touch (10:00–11:00 and 11:00–12:00), then they do not overlap", () => {
    expect(
      issuesOf([slot("2026/11/24", "10:00", "11:00"), slot("2026/11/24", "11:00", "12:00"), three[1] as MeetingSlot]),
    ).toEqual([]);
  });

  it("When a slot field is missing, then 0101001 on it", () => {
    const broken = [{ date: "2026/11/24", start_time: "", end_time: "11:00" }, ...three.slice(1)];
    expect(schema.safeParse(broken).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["0.start_time", "0101001"],
    ]);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("0101001");
  });

  it("When no clock is given, then the real one is used (a date far in the past fails)", () => {
    const real = createPreferredSlotsSchema();
    expect(real.safeParse([slot("2000/01/04"), slot("2000/01/05"), slot("2000/01/06")]).error?.issues[0]?.message).toBe(
      "0103002",
    );
  });

  it("When any working day from the earliest date on is chosen with a 1–3 hour window in range, then the slot is valid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 16, max: 38 }),
        fc.integer({ min: 2, max: 6 }),
        (offset, startHalfHours, lengthHalfHours) => {
          const date = addDays("2026-11-24", offset);
          const start = startHalfHours * 30;
          const end = start + lengthHalfHours * 30;
          fc.pre(isWorkingDay(date) && end <= 20 * 60);
          return slotProblem(slot(toSlashDate(date), formatClockTime(start), formatClockTime(end)), now) === undefined;
        },
      ),
    );
  });
});

describe("slotsOverlap", () => {
  it("When slots are on different days, or a time is unreadable, then they do not overlap", () => {
    expect(slotsOverlap(slot("2026/11/24"), slot("2026/11/25"))).toBe(false);
    expect(slotsOverlap(slot("2026/11/24", "x"), slot("2026/11/24"))).toBe(false);
  });

  it("When one slot lies inside another, then they overlap", () => {
    expect(slotsOverlap(slot("2026/11/24", "09:00", "12:00"), slot("2026/11/24", "10:00", "11:00"))).toBe(true);
  });
});

describe("time options", () => {
  it("When the pickers are built, then starts run 08:00–19:00 and ends 09:00–20:00 by half hours", () => {
    expect(MEETING_START_TIME_OPTIONS[0]).toBe("08:00");
    expect(MEETING_START_TIME_OPTIONS.at(-1)).toBe("19:00");
    expect(MEETING_START_TIME_OPTIONS).toHaveLength(23);
    expect(MEETING_END_TIME_OPTIONS[1]).toBe("09:30");
    expect(MEETING_END_TIME_OPTIONS.at(-1)).toBe("20:00");
  });
});

describe("createMeetingApplicationSchema", () => {
  const application = createMeetingApplicationSchema({ now: clock });

  it("When a full application is sent, then it is accepted with typed values", () => {
    expect(application.parse({ service_id: "12", meeting_type: "2", preferred_slots: three, note: "" })).toEqual({
      service_id: 12,
      meeting_type: 2,
      preferred_slots: three,
      note: undefined,
    });
  });

  it("When the meeting type is 3, then 0101002", () => {
    const result = application.safeParse({ service_id: 1, meeting_type: 3, preferred_slots: three });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["meeting_type", "0101002"]]);
  });

  it("When no options are given, then it still builds", () => {
    expect(createMeetingApplicationSchema().safeParse({}).success).toBe(false);
  });
});
