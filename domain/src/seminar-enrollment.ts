// Seminar enrollment (product §4.2, §8 0701001–0701003): when reception is open, who may enrol, and the
// calendar entry (.ics, Asia/Tokyo) of the confirmation mail.

import { type CorporateType, isOtherBusinessOnly } from "./classification.js";
import type { ErrorCode } from "./error-catalogue.js";
import { acceptsApplications, type SeminarReceptionStatus } from "./seminar-reception-status.js";

export interface SeminarReception {
  readonly reception_status: SeminarReceptionStatus;
  readonly starts_at: Date;
  /** When reception opens; null = as soon as the seminar is accepting. */
  readonly reception_starts_at: Date | null;
  /** When reception closes; null = when the seminar starts. */
  readonly reception_ends_at: Date | null;
}

/** Whether a seminar takes (and lets members cancel) enrollments at `now`. */
export function isReceptionOpen(seminar: SeminarReception, now: Date): boolean {
  if (!acceptsApplications(seminar.reception_status)) return false;
  if (seminar.reception_starts_at && now < seminar.reception_starts_at) return false;
  const closes = seminar.reception_ends_at ?? seminar.starts_at;
  return now < closes;
}

/**
 * Why a member may not enrol, or undefined when they may (capacity is checked against the rows
 * under a lock by the api): other-business members 0701001, reception closed 0701003.
 */
export function enrollmentRefusal(
  member: { readonly corporate_types: readonly CorporateType[] },
  seminar: SeminarReception,
  now: Date,
): ErrorCode | undefined {
  if (isOtherBusinessOnly(member.corporate_types)) return "0701001";
  if (!isReceptionOpen(seminar, now)) return "0701003";
  return undefined;
}

/** Whether one more enrollment fits (null capacity = unlimited). */
export function hasSeat(capacity: number | null, enrolled: number): boolean {
  return capacity === null || enrolled < capacity;
}

// --- iCalendar (RFC 5545) --------------------------------------------------------------------------

const SEMINAR_CALENDAR_TIME_ZONE = "Asia/Tokyo";

export interface SeminarCalendarEvent {
  /** A stable unique id, e.g. `seminar-12-enrolment-34@iryo-it-navi.example`. */
  readonly uid: string;
  readonly title: string;
  readonly starts_at: Date;
  readonly ends_at: Date;
  /** Venue (offline) or the note about the viewing URL (online). */
  readonly location: string;
  readonly description: string;
  readonly url?: string;
  /** When the file is made (DTSTAMP). */
  readonly stamp: Date;
}

/** `20261201T140000` in Japan time (Japan has no daylight saving: UTC+9 all year). */
function tokyoLocal(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** TEXT escaping of RFC 5545 §3.3.11. */
function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A one-event calendar with its times in Asia/Tokyo (with the VTIMEZONE it names). */
export function seminarCalendar(event: SeminarCalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//iryo-it-navi//seminar//JA",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${SEMINAR_CALENDAR_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0900",
    "TZOFFSETTO:+0900",
    "TZNAME:JST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${SEMINAR_CALENDAR_TIME_ZONE}:${tokyoLocal(event.starts_at)}`,
    `DTEND;TZID=${SEMINAR_CALENDAR_TIME_ZONE}:${tokyoLocal(event.ends_at)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

// --- Sharing the member's details with the organiser (ADR 173) ---------------------------------------

/** The answer when an enrolment is sent without the member's consent to share their details. */
export const ENROLMENT_CONSENT_REQUIRED_CODE: ErrorCode = "0701007";

/**
 * What an enrolment tells its organiser about the member: the consented details (`shared`), nothing
 * because it was made before enrolment asked for consent (`none`), or nothing any more because the member
 * withdrew from the portal and the copy was erased (`erased`).
 */
export const ENROLMENT_SHARING = ["shared", "none", "erased"] as const;
export type EnrolmentSharing = (typeof ENROLMENT_SHARING)[number];

/** The organiser's wording of each state, on the enrolment list and in its CSV. */
export const ENROLMENT_SHARING_LABEL: Readonly<Record<EnrolmentSharing, string>> = {
  shared: "同意のうえ共有",
  none: "共有なし（同意の確認前のお申し込み）",
  erased: "共有なし（退会により削除済み）",
};

/** The state of a stored enrolment: when the member consented, and the copy kept (null once erased). */
export function enrolmentSharing(consentedAt: Date | null, sharedDetails: unknown): EnrolmentSharing {
  if (consentedAt === null) return "none";
  return sharedDetails === null || sharedDetails === undefined ? "erased" : "shared";
}
