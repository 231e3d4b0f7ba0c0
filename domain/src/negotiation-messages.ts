// The texts the negotiation room's bot (sender type 3) writes, one line per status change (product §3,
// §4.1). File-sharing lines are written by the files feature.

import { NEGOTIATION_STATUS, type NegotiationStatus } from "./negotiation-status.js";
import { tokyoParts } from "./tokyo-date.js";

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

/** "2026/12/01（火）10:00" in Tokyo time. */
export function formatMeetingTime(instant: Date): string {
  const p = tokyoParts(instant);
  return `${p.year}/${pad(p.month)}/${pad(p.day)}（${WEEKDAYS[p.weekday]}）${pad(p.hour)}:${pad(p.minute)}`;
}

export interface BotLineInput {
  readonly status: NegotiationStatus;
  /** The confirmed meeting start (status 2). */
  readonly negotiationTime?: Date | null;
  /** The member's reason (status 6). */
  readonly postponedReason?: string | null;
}

/** The bot's line for a negotiation that has just moved to `status`. */
export function botLineForStatus({ status, negotiationTime, postponedReason }: BotLineInput): string {
  switch (status) {
    case NEGOTIATION_STATUS.APPLICATION_COMPLETED:
      return "商談のお申し込みを受け付けました。事業者からの日程のご連絡をお待ちください。";
    case NEGOTIATION_STATUS.DATE_CONFIRMED:
      return negotiationTime
        ? `商談日時が ${formatMeetingTime(negotiationTime)} に確定しました。`
        : "商談日時が確定しました。";
    case NEGOTIATION_STATUS.UNDER_CONSIDERATION:
      return "商談が実施されました。ステータスが「検討中」になりました。";
    case NEGOTIATION_STATUS.INTRODUCTION_DECIDED:
      return "会員がサービスの導入を決定しました。";
    case NEGOTIATION_STATUS.CANCELLED:
      return "商談はキャンセルされました。このチャットは閲覧のみとなります。";
    case NEGOTIATION_STATUS.SENT_OFF:
      return `会員が今回は見送りとしました。${postponedReason ? `理由：${postponedReason}` : ""}このチャットは閲覧のみとなります。`;
  }
}

/** Why the room takes no more messages, as the chat shows it (both sides). */
const CHAT_READ_ONLY_NOTICE: Readonly<Record<"sentOff" | "cancelled", string>> = {
  sentOff: "この商談は「今回は見送り」となったため、メッセージの送信やファイルの共有はできません。",
  cancelled: "この商談はキャンセルされたため、メッセージの送信やファイルの共有はできません。",
};

export function chatReadOnlyNotice(status: number): string | undefined {
  if (status === NEGOTIATION_STATUS.SENT_OFF) return CHAT_READ_ONLY_NOTICE.sentOff;
  if (status === NEGOTIATION_STATUS.CANCELLED) return CHAT_READ_ONLY_NOTICE.cancelled;
  return undefined;
}
