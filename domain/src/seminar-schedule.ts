// A provider's seminar schedule (ADR 162): the rules of its dates (0701004 reminder, 0701005 delivery,
// 0701006 reception period) and the reception status (product §4.2) it is in at a given time. The api
// derives the same status in SQL (`receptionStatusSql`), so lists, filters and the enrolment rule agree.

import type { ErrorCode } from "./error-catalogue.js";
import { MEETING_TYPE } from "./meeting-type.js";
import { SEMINAR_RECEPTION_STATUS, type SeminarReceptionStatus } from "./seminar-reception-status.js";

/** The dates that move a seminar's reception status. */
export interface SeminarTimeline {
  readonly starts_at: Date;
  readonly ends_at: Date;
  readonly reception_starts_at: Date | null;
  /** null: reception closes when the seminar starts. */
  readonly reception_ends_at: Date | null;
  /** null: no archive; the seminar is finished when it ends. */
  readonly archive_ends_at: Date | null;
}

/**
 * The reception status of a seminar that follows its schedule, at `now`: before the reception opens 1,
 * while it is open 2, from its close to the start 3, from the start until the end of the archive (or of
 * the seminar, without one) 4, afterwards 5. The SQL of the api's `receptionStatusSql` is the same.
 */
export function seminarReceptionStatusAt(seminar: SeminarTimeline, now: Date): SeminarReceptionStatus {
  const t = now.getTime();
  if (t >= (seminar.archive_ends_at ?? seminar.ends_at).getTime()) return SEMINAR_RECEPTION_STATUS.FINISHED;
  if (t >= seminar.starts_at.getTime()) return SEMINAR_RECEPTION_STATUS.DELIVERING;
  if (t >= (seminar.reception_ends_at ?? seminar.starts_at).getTime()) return SEMINAR_RECEPTION_STATUS.RECEPTION_ENDED;
  if (seminar.reception_starts_at !== null && t >= seminar.reception_starts_at.getTime()) {
    return SEMINAR_RECEPTION_STATUS.ACCEPTING;
  }
  return SEMINAR_RECEPTION_STATUS.BEFORE_PUBLICATION;
}

/** What the date rules read of a proposed seminar. */
export interface SeminarPlan extends SeminarTimeline {
  readonly meeting_type: number;
  readonly reminder_at: Date | null;
  /** "" when none. */
  readonly delivery_url: string;
  /** "" when none. */
  readonly archive_url: string;
}

/**
 * The first broken date rule of a proposed seminar (ADR 162), or undefined:
 * - 0701005 (delivery): the seminar ends after it starts; an online seminar has a delivery URL; an
 *   archive URL and its end come together, and the archive ends after the seminar;
 * - 0701006 (reception period): the reception opens before it closes, and closes no later than the start;
 * - 0701004 (reminder): the reminder mail goes before the start, and — when it is new or moved — after
 *   `now` (a reminder time already past would never be sent).
 */
export function seminarPlanProblem(
  plan: SeminarPlan,
  now: Date,
  previousReminder: Date | null = null,
): ErrorCode | undefined {
  const start = plan.starts_at.getTime();
  if (plan.ends_at.getTime() <= start) return "0701005";
  if (plan.meeting_type === MEETING_TYPE.ONLINE && plan.delivery_url === "") return "0701005";
  if ((plan.archive_url === "") !== (plan.archive_ends_at === null)) return "0701005";
  if (plan.archive_ends_at !== null && plan.archive_ends_at.getTime() <= plan.ends_at.getTime()) return "0701005";
  const closes = plan.reception_ends_at ?? plan.starts_at;
  if (plan.reception_starts_at !== null && plan.reception_starts_at.getTime() >= closes.getTime()) return "0701006";
  if (closes.getTime() > start) return "0701006";
  if (plan.reminder_at !== null) {
    if (plan.reminder_at.getTime() >= start) return "0701004";
    const moved = previousReminder === null || previousReminder.getTime() !== plan.reminder_at.getTime();
    if (moved && plan.reminder_at.getTime() <= now.getTime()) return "0701004";
  }
  return undefined;
}

/** The Japanese labels of a seminar change's diff (the operator console and the staff's changes), in order. */
export const SEMINAR_LABELS: Readonly<Record<string, string>> = {
  title: "セミナー名",
  description_html: "説明",
  meeting_type: "開催形式",
  starts_at: "開始日時",
  ends_at: "終了日時",
  venue: "会場",
  capacity: "定員",
  reception_starts_at: "受付開始日時",
  reception_ends_at: "受付終了日時",
  reminder_at: "リマインドメール送信日時",
  delivery_url: "配信URL",
  archive_url: "アーカイブURL",
  archive_ends_at: "アーカイブ公開終了日時",
  tags: "タグ",
  services: "関連サービス",
};

/** Tags per seminar, and characters per tag. */
export const SEMINAR_TAG_LIMIT = 10;
export const SEMINAR_TAG_MAX_LENGTH = 30;
/** Services a seminar may be linked to. */
export const SEMINAR_SERVICE_LIMIT = 20;

/** What an online seminar's public page says instead of its delivery URL (which only enrolled members get). */
export const SEMINAR_DELIVERY_NOTE = "お申し込みの方に、リマインドメールで視聴URLをお送りします";
