// Calendar dates and clock times in Asia/Tokyo. Japan has had no daylight saving time since 1951,
// so a fixed +09:00 offset is exact and keeps these helpers free of the host's time zone.

import { DAY_MS, HOUR_MS, MINUTE_MS } from "./constants.js";

const TOKYO_OFFSET_MS = 9 * HOUR_MS;

/** A calendar date as "YYYY-MM-DD" (ISO 8601), the key used by the holiday table too. */
export type DateKey = string;

export interface TokyoParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** 0 Sunday … 6 Saturday. */
  readonly weekday: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The Tokyo wall-clock parts of an instant. */
export function tokyoParts(instant: Date): TokyoParts {
  const shifted = new Date(instant.getTime() + TOKYO_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

function toDateKey(year: number, month: number, day: number): DateKey {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The Tokyo calendar date of an instant. */
export function tokyoDateKey(instant: Date): DateKey {
  const { year, month, day } = tokyoParts(instant);
  return toDateKey(year, month, day);
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASH_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;

function validKey(match: RegExpExecArray | null): DateKey | undefined {
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return real ? toDateKey(year, month, day) : undefined;
}

/** Reads "YYYY-MM-DD"; undefined unless it is a real calendar date. */
export function parseDateKey(text: string): DateKey | undefined {
  return validKey(DATE_KEY.exec(text));
}

/** Reads the display/input format "yyyy/MM/dd"; undefined unless it is a real calendar date. */
export function parseSlashDate(text: string): DateKey | undefined {
  return validKey(SLASH_DATE.exec(text));
}

/** "2026/11/22" for "2026-11-22". */
export function toSlashDate(key: DateKey): string {
  return key.replaceAll("-", "/");
}

/**
 * The Tokyo date of a value read from the api: a date-only string ("2026-11-22" or "2026/11/22")
 * is taken as it is; anything else is read as an instant.
 */
export function toTokyoDateKey(value: Date | string): DateKey {
  if (typeof value === "string") {
    const key = parseDateKey(value) ?? parseSlashDate(value);
    if (key) return key;
    return tokyoDateKey(new Date(value));
  }
  return tokyoDateKey(value);
}

const keyToUtcMs = (key: DateKey) => Date.parse(`${key}T00:00:00Z`);

/** The date `days` calendar days after `key` (before, when negative). */
export function addDays(key: DateKey, days: number): DateKey {
  return new Date(keyToUtcMs(key) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  return Math.round((keyToUtcMs(to) - keyToUtcMs(from)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(key: DateKey): number {
  return new Date(keyToUtcMs(key)).getUTCDay();
}

/** The instant of a Tokyo wall-clock time, `minutes` after midnight of `key`. */
export function tokyoInstant(key: DateKey, minutes = 0): Date {
  return new Date(keyToUtcMs(key) - TOKYO_OFFSET_MS + minutes * MINUTE_MS);
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:mm"; undefined unless it is a real clock time. */
export function parseClockTime(text: string): number | undefined {
  const match = CLOCK.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** "HH:mm" of minutes after midnight (24:00 for the end of the day). */
export function formatClockTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
