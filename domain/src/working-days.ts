// Working days in Japan: Monday to Friday, except national holidays (`@holiday-jp/holiday_jp`),
// counted on the Asia/Tokyo calendar.

import holidayJp from "@holiday-jp/holiday_jp";
import { addDays, type DateKey, toTokyoDateKey, weekdayOf } from "./tokyo-date.js";

const holidays: Readonly<Record<string, { readonly name: string }>> = holidayJp.holidays;

/** Whether the Tokyo date of `date` is a Japanese public holiday (including substitute holidays). */
export function isPublicHoliday(date: Date | DateKey): boolean {
  return Object.hasOwn(holidays, toTokyoDateKey(date));
}

/** Saturday or Sunday on the Tokyo calendar. */
export function isWeekend(date: Date | DateKey): boolean {
  const weekday = weekdayOf(toTokyoDateKey(date));
  return weekday === 0 || weekday === 6;
}

/** A weekday that is not a public holiday. */
export function isWorkingDay(date: Date | DateKey): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

/** The `count`-th working day after the Tokyo date of `from` (`from` itself when `count` is 0). */
export function addWorkingDays(from: Date | DateKey, count: number): DateKey {
  if (!Number.isInteger(count) || count < 0) throw new RangeError("addWorkingDays: count must be a whole number ≥ 0");
  let key = toTokyoDateKey(from);
  for (let left = count; left > 0; ) {
    key = addDays(key, 1);
    if (isWorkingDay(key)) left -= 1;
  }
  return key;
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: Date | DateKey, to: Date | DateKey): number {
  const end = toTokyoDateKey(to);
  let count = 0;
  for (let key = addDays(toTokyoDateKey(from), 1); key <= end; key = addDays(key, 1)) {
    if (isWorkingDay(key)) count += 1;
  }
  return count;
}

/** The public holidays from `from` to `to` (Tokyo dates, both included), in date order. */
export function holidaysBetween(from: DateKey, to: DateKey): { date: DateKey; name: string }[] {
  return Object.entries(holidays)
    .filter(([key]) => key >= from && key <= to)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, holiday]) => ({ date, name: holiday.name }));
}
