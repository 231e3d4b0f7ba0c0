// Meeting times of the demo negotiations. They follow the rules a member's own application has to
// meet (product §5): a working day, a start on the half-hour grid of the picker, an hour long and
// ending inside the meeting window, so the demo never shows a Sunday 03:15 meeting.

import { HOUR_MS } from "@iryo/domain/constants";
import { addDays, type DateKey, tokyoInstant } from "@iryo/domain/tokyo-date";
import { MEETING_START_TIME_OPTIONS } from "@iryo/domain/validation/meeting-application";
import { addWorkingDays, isWorkingDay } from "@iryo/domain/working-days";

/** A demo meeting: start and end instants (one hour). */
export interface DemoMeetingSlot {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** The working day `days` after `today` (before it when negative), stepping back past weekends and holidays. */
export function demoMeetingDay(today: DateKey, days: number): DateKey {
  if (days >= 0) return addWorkingDays(today, days);
  let key = addDays(today, days);
  while (!isWorkingDay(key)) key = addDays(key, -1);
  return key;
}

/** A one-hour slot on `day` starting at `start` ("HH:mm", one of the picker's choices). */
export function demoMeetingSlot(day: DateKey, start: string): DemoMeetingSlot {
  if (!MEETING_START_TIME_OPTIONS.includes(start))
    throw new RangeError(`demoMeetingSlot: ${start} is not a start choice`);
  const [hours, minutes] = start.split(":").map(Number);
  const startsAt = tokyoInstant(day, (hours ?? 0) * 60 + (minutes ?? 0));
  return { startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS) };
}
