import { formatClockTime, tokyoDateKey, tokyoParts, toSlashDate } from "@iryo/domain/tokyo-date";
import {
  MEETING_END_TIME_OPTIONS,
  MEETING_START_TIME_OPTIONS,
  slotProblem,
} from "@iryo/domain/validation/meeting-application";
import { isWorkingDay } from "@iryo/domain/working-days";
import { describe, expect, it } from "vitest";
import { demoMeetingDay, demoMeetingSlot } from "./demo-meetings.js";
import { demoNegotiations } from "./negotiations.seed.js";
import { seedTime } from "./seed-time.js";

const clock = (at: Date) => {
  const p = tokyoParts(at);
  return formatClockTime(p.hour * 60 + p.minute);
};

// Every seed day of two years, so weekends, Golden Week and the year's end all come round.
const seedDays = Array.from({ length: 730 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 1) + i * 86_400_000));

describe("demo meeting slots", () => {
  it("When the demo data is seeded on any day, then every meeting time is one a member could have chosen", () => {
    for (const now of seedDays) {
      const time = seedTime(now);
      for (const demo of demoNegotiations(time)) {
        for (const slot of demo.slots) {
          expect(isWorkingDay(tokyoDateKey(slot.startsAt)), slot.startsAt.toISOString()).toBe(true);
          expect(MEETING_START_TIME_OPTIONS).toContain(clock(slot.startsAt));
          expect(MEETING_END_TIME_OPTIONS).toContain(clock(slot.endsAt));
          expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(60 * 60 * 1000);
          // A slot still ahead is one the application form accepts today.
          if (slot.startsAt > now) {
            const form = {
              date: toSlashDate(tokyoDateKey(slot.startsAt)),
              start_time: clock(slot.startsAt),
              end_time: clock(slot.endsAt),
            };
            expect(slotProblem(form, now), JSON.stringify(form)).toBeUndefined();
          }
        }
        if (demo.confirmed) {
          expect(demo.slots.map((s) => s.startsAt.getTime())).toContain(demo.confirmed.getTime());
        }
      }
    }
  });

  it("When the same day is seeded twice, then the meeting times are the same", () => {
    const morning = demoNegotiations(seedTime(new Date("2027-06-01T00:30:00+09:00")));
    const night = demoNegotiations(seedTime(new Date("2027-06-01T23:30:00+09:00")));
    expect(night.map((d) => d.slots)).toEqual(morning.map((d) => d.slots));
  });

  it("When a past day falls on a weekend, then the meeting moves back to the working day before", () => {
    // 2027-06-06 is a Sunday; the Friday before is 2027-06-04.
    expect(demoMeetingDay("2027-06-07", -1)).toBe("2027-06-04");
    expect(() => demoMeetingSlot("2027-06-04", "03:15")).toThrow(RangeError);
  });
});
