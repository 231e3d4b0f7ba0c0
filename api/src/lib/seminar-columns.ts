import { type RawBuilder, sql } from "kysely";

/**
 * A seminar's (alias `s`) reception status at `now` (ADR 162): a seminar that follows its schedule (written
 * through the publishing workflow) moves 1 → 5 with its reception period, schedule and archive, exactly as
 * `seminarReceptionStatusAt` in domain/src/seminar-schedule.ts; any other keeps its stored status.
 */
export function receptionStatusSql(now: Date): RawBuilder<number> {
  const t = sql`cast(${now.toISOString()} as timestamptz)`;
  return sql<number>`(CASE
    WHEN NOT s.follows_schedule THEN s.reception_status
    WHEN ${t} >= coalesce(s.archive_ends_at, s.ends_at) THEN 5
    WHEN ${t} >= s.starts_at THEN 4
    WHEN ${t} >= coalesce(s.reception_ends_at, s.starts_at) THEN 3
    WHEN s.reception_starts_at IS NOT NULL AND ${t} >= s.reception_starts_at THEN 2
    ELSE 1 END)::int`;
}

/**
 * The columns of a seminar (alias `s`) that tell what it is and when and where it takes place, with its
 * reception status at `now`.
 */
export function seminarScheduleColumns(now: Date) {
  return [
    "s.title",
    "s.meeting_type",
    receptionStatusSql(now).as("reception_status"),
    "s.starts_at",
    "s.ends_at",
    "s.capacity",
    "s.venue",
  ] as const;
}
