// The clock of the demo data (ADR 097). Every demo date is a whole number of days before or after the
// seed day, the calendar day in Asia/Tokyo on which the seed runs, at a fixed wall-clock time there.
// Seeding twice on the same day gives the same rows; seeding on a later day gives the same rows with
// every date moved by the same number of days, so a fresh start in any year has seminars that still
// accept applications, seminars that are over, articles already published, and so on.

import { addDays, type DateKey, tokyoDateKey, tokyoInstant } from "@iryo/domain/tokyo-date";

export interface SeedTime {
  /** The moment the seed runs (the negotiations count their hours from it). */
  readonly now: Date;
  /** The seed day in Tokyo. */
  readonly today: DateKey;
  /** `days` after the seed day (negative: before) at `minutes` after midnight in Tokyo. */
  at(days: number, minutes?: number): Date;
}

/** The clock of a seed that runs at `now`. */
export function seedTime(now: Date = new Date()): SeedTime {
  const today = tokyoDateKey(now);
  return {
    now,
    today,
    at: (days, minutes = 0) => tokyoInstant(addDays(today, days), minutes),
  };
}
