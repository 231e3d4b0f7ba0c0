/** The columns of a seminar (alias `s`) that tell what it is and when and where it takes place. */
export const SEMINAR_SCHEDULE_COLUMNS = [
  "s.title",
  "s.meeting_type",
  "s.reception_status",
  "s.starts_at",
  "s.ends_at",
  "s.capacity",
  "s.venue",
] as const;
