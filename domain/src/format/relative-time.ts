// Relative timestamps of notifications and messages (product §9).

import { HOUR_MS, MINUTE_MS, RELATIVE_TIME_MAX_HOURS, RELATIVE_TIME_MAX_MINUTES } from "../constants.js";
import { formatDate, formatDateWithWeekday } from "./date.js";

/**
 * 「約N分前」 up to 59 minutes (at least 「約1分前」, also for a clock slightly ahead), 「約N時間前」
 * under a day, otherwise the date ("2026/11/22").
 */
export function formatRelativeTime(at: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes <= RELATIVE_TIME_MAX_MINUTES) return `約${Math.max(1, minutes)}分前`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours <= RELATIVE_TIME_MAX_HOURS) return `約${hours}時間前`;
  return formatDate(at);
}

/**
 * The time of a notification (product §4.5, §9): 「約N分前」, 「約N時間前」, then the date with its
 * weekday ("2026/11/21（土）").
 */
export function formatNotificationTime(at: Date, now: Date = new Date()): string {
  const relative = formatRelativeTime(at, now);
  return relative.startsWith("約") ? relative : formatDateWithWeekday(at);
}
