// Dates and times as the screens show them, in Asia/Tokyo (product §9).

import { MEETING_DURATION_MINUTES, MINUTE_MS, MULTI_DAY_RANGE_MIN_DAYS } from "../constants.js";
import { daysBetween, formatClockTime, tokyoDateKey, tokyoParts, toSlashDate } from "../tokyo-date.js";

export const WEEKDAY_LABELS = ["日", "月", "火", "水", "木", "金", "土"] as const;

/** "2026/11/22" */
export function formatDate(instant: Date): string {
  return toSlashDate(tokyoDateKey(instant));
}

/** "2026/11/22（日）" */
export function formatDateWithWeekday(instant: Date): string {
  return `${formatDate(instant)}（${WEEKDAY_LABELS[tokyoParts(instant).weekday]}）`;
}

/** "10:00" */
export function formatTime(instant: Date): string {
  const { hour, minute } = tokyoParts(instant);
  return formatClockTime(hour * 60 + minute);
}

/** "2026/11/22（日）10:00" */
export function formatDateTime(instant: Date): string {
  return `${formatDateWithWeekday(instant)}${formatTime(instant)}`;
}

/** An event's time range, start to start + 1 hour: "10:00〜11:00". */
export function formatTimeRange(start: Date, durationMinutes: number = MEETING_DURATION_MINUTES): string {
  return `${formatTime(start)}〜${formatTime(new Date(start.getTime() + durationMinutes * MINUTE_MS))}`;
}

/** "2026/11/22（日）10:00〜11:00" */
export function formatEventSchedule(start: Date, durationMinutes: number = MEETING_DURATION_MINUTES): string {
  return `${formatDateWithWeekday(start)}${formatTimeRange(start, durationMinutes)}`;
}

/**
 * A date range: one date when both ends fall on the same day, otherwise
 * "2026/11/22（日）〜2026/11/24（火）", followed by the day count "（3日間）" once the range spans
 * at least MULTI_DAY_RANGE_MIN_DAYS calendar days.
 */
export function formatDateRange(start: Date, end: Date): string {
  const days = daysBetween(tokyoDateKey(start), tokyoDateKey(end)) + 1;
  if (days <= 1) return formatDateWithWeekday(start);
  const range = `${formatDateWithWeekday(start)}〜${formatDateWithWeekday(end)}`;
  return days >= MULTI_DAY_RANGE_MIN_DAYS ? `${range}（${days}日間）` : range;
}
