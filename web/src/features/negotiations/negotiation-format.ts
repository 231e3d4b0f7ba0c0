import { formatMeetingTime } from "@iryo/domain/negotiation-messages";
import { toSlashDate } from "@iryo/domain/tokyo-date";

/** "2026/12/01（火）10:00" of an ISO instant; 「未確定」 when there is none. */
export function meetingTimeText(iso: string | null | undefined): string {
  return iso ? formatMeetingTime(new Date(iso)) : "未確定";
}

/** "2026/12/01（火）10:00〜11:00" of a requested slot. */
export function slotText(startsAt: string, endsAt: string): string {
  return `${formatMeetingTime(new Date(startsAt))}〜${formatMeetingTime(new Date(endsAt)).slice(-5)}`;
}

/** "2026/11/22" of "2026-11-22"; "—" when there is none. */
export function dateText(key: string | null | undefined): string {
  return key ? toSlashDate(key) : "—";
}

/** "2026/11/22 14:05" of an ISO instant in Tokyo time. */
export function stampText(iso: string): string {
  return formatMeetingTime(new Date(iso)).replace(/（.）/, " ");
}
