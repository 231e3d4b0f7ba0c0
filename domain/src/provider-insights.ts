// What a provider learns about its services (issue 23 item 6, ADR 151): weekly figures per service and
// the leads themselves, with their CSV export. Weeks are ISO weeks (Monday to Sunday) in Asia/Tokyo.

import * as z from "zod/mini";
import { DAY_MS, HOUR_MS } from "./constants.js";
import { encodeMessage, FIELD_MESSAGE_CODES, REQUEST_INVALID_CODE } from "./error-catalogue.js";
import { SHARED_MEMBER_FIELDS } from "./material-download.js";
import { type DateKey, tokyoDateKey } from "./tokyo-date.js";

/**
 * The events the portal records itself (table service_events): a page view (the detail page's beacon,
 * so a page served from the visitor cache counts too) and an addition to the compare list (which lives
 * in the browser). The other figures are counted from the tables that hold them.
 */
export const RECORDED_SERVICE_EVENT_KINDS = ["page_view", "compare_add"] as const;
export type RecordedServiceEventKind = (typeof RECORDED_SERVICE_EVENT_KINDS)[number];

/** The weekly figures of a service, in the order the charts and the table show them. */
export const ANALYTICS_METRICS = [
  { key: "page_views", label: "ページ閲覧数" },
  { key: "compare_adds", label: "比較リストへの追加" },
  { key: "bookmarks", label: "ブックマーク" },
  { key: "material_downloads", label: "資料ダウンロード" },
  { key: "negotiations", label: "商談の申込" },
  { key: "seminar_enrolments", label: "セミナーの申込" },
] as const;
export type AnalyticsMetricKey = (typeof ANALYTICS_METRICS)[number]["key"];

/** The periods the analytics page offers (weeks back from the current one, which is included). */
export const ANALYTICS_PERIOD_WEEKS = [4, 12, 26] as const;
export const DEFAULT_ANALYTICS_WEEKS = 12;

/** The random key a browser session sends with its events: never stored, only hashed with the day. */
export const visitorKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, REQUEST_INVALID_CODE));

const TOKYO_OFFSET_MS = 9 * HOUR_MS;

/** The Monday (Tokyo date) of the ISO week an instant falls in. */
export function isoWeekStart(instant: Date): DateKey {
  const shifted = new Date(instant.getTime() + TOKYO_OFFSET_MS);
  const daysSinceMonday = (shifted.getUTCDay() + 6) % 7;
  return new Date(shifted.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Tokyo date begins (00:00 +09:00). */
export function tokyoDayStart(day: DateKey): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - TOKYO_OFFSET_MS);
}

/** The Mondays of the last `weeks` ISO weeks up to and including the current one, oldest first. */
export function recentWeekStarts(now: Date, weeks: number): DateKey[] {
  const current = Date.parse(`${isoWeekStart(now)}T00:00:00.000Z`);
  return Array.from({ length: weeks }, (_, i) =>
    new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** ISO 8601 week label of a Monday, e.g. "2026-W48" (the year is the week's Thursday's). */
export function isoWeekLabel(monday: DateKey): string {
  const thursday = new Date(Date.parse(`${monday}T00:00:00.000Z`) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Tokyo date a session's event is counted on (the day part of its deduplication key). */
export function eventDay(instant: Date): DateKey {
  return tokyoDateKey(instant);
}

/** The kinds of lead a provider receives. */
export const LEAD_KINDS = [
  { key: "material_download", label: "資料ダウンロード" },
  { key: "negotiation", label: "商談の申込" },
  { key: "seminar_enrolment", label: "セミナーの申込" },
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number]["key"];
export const leadKindSchema = z.enum(LEAD_KINDS.map((k) => k.key) as [LeadKind, ...LeadKind[]], {
  error: REQUEST_INVALID_CODE,
});

/** The member's details a negotiation shows its provider (the inbox shows the same two). */
const NEGOTIATION_LEAD_FIELDS = [
  { key: "name", label: "氏名" },
  { key: "hospital_name", label: "勤務先の名称" },
] as const;

/**
 * The member details a lead of each kind carries, in order: a download and a seminar enrolment exactly the
 * fields of their consent preview (the same list drives the preview, the stored copy and the CSV; ADR 173).
 */
export const LEAD_DETAIL_FIELDS: Readonly<Record<LeadKind, readonly { key: string; label: string }[]>> = {
  material_download: SHARED_MEMBER_FIELDS,
  negotiation: NEGOTIATION_LEAD_FIELDS,
  seminar_enrolment: SHARED_MEMBER_FIELDS,
};

/** The CSV heading of a lead's subject column, per kind. */
export const LEAD_SUBJECT_LABEL: Readonly<Record<LeadKind, string>> = {
  material_download: "資料",
  negotiation: "商談の状況",
  seminar_enrolment: "セミナー",
};

/**
 * The CSV export: UTF-8 with a byte order mark (so Excel for Windows reads Japanese correctly), CRLF line
 * ends and every field in double quotes (a quote inside doubled), as RFC 4180; written by `toCsv` in `csv.ts`.
 * Said on the leads page.
 */
export const LEAD_CSV_FORMAT_NOTE = "CSV は UTF-8（BOM 付き）・改行 CRLF で出力します。Excel でそのまま開けます。";

/** The file name of a lead export, e.g. `leads-material_download-20261126.csv`. */
export function leadCsvFileName(kind: LeadKind, now: Date): string {
  return `leads-${kind}-${tokyoDateKey(now).replaceAll("-", "")}.csv`;
}

/** An official reply to a review: at most this many characters. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;

export const reviewReplyBodySchema = z.pipe(
  z.pipe(
    z.string({ error: REQUEST_INVALID_CODE }),
    z.transform((s) => s.trim()),
  ),
  z.string().check(z.minLength(1, REQUEST_INVALID_CODE), z.maxLength(REVIEW_REPLY_MAX_LENGTH, REQUEST_INVALID_CODE)),
);

/** The reply form: the same limits, with the field messages of product §5. */
export const reviewReplyFormSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, FIELD_MESSAGE_CODES.required),
      z.maxLength(
        REVIEW_REPLY_MAX_LENGTH,
        encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: REVIEW_REPLY_MAX_LENGTH }),
      ),
    ),
});

/** The mark the public shows beside a reply that was changed after it was first posted. */
export const EDITED_REPLY_MARK = "編集済み";
