import { formatDateTime, formatTime } from "@iryo/domain/format/date";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import type { MailMessage } from "../../lib/mail/mailer.js";
import { SIGNATURE } from "../../lib/mail/templates.js";

export interface SeminarReminderInput {
  readonly to: string;
  readonly memberName: string;
  readonly seminar: {
    readonly id: number;
    readonly title: string;
    readonly meeting_type: number;
    readonly starts_at: Date;
    readonly ends_at: Date;
    readonly venue: string | null;
    readonly delivery_url: string | null;
    readonly archive_url: string | null;
    readonly organizer_name: string;
  };
  readonly webUrl: string;
}

/** The reminder an enrolled member gets at the seminar's reminder time (ADR 162): when, where, and how to view. */
export function seminarReminderMail(input: SeminarReminderInput): MailMessage {
  const { seminar } = input;
  const online = seminar.meeting_type === MEETING_TYPE.ONLINE;
  const detailUrl = `${input.webUrl}/seminars/detail/${seminar.id}`;
  return {
    to: input.to,
    subject: `【医療ITナビ】セミナー開催のお知らせ：${seminar.title}`,
    text: [
      `${input.memberName} 様`,
      "",
      "お申し込みいただいたセミナーの開催が近づいてまいりましたので、お知らせいたします。",
      "",
      `セミナー名：${seminar.title}`,
      `日時：${formatDateTime(seminar.starts_at)}〜${formatTime(seminar.ends_at)}（日本時間）`,
      online ? `視聴URL：${seminar.delivery_url ?? ""}` : `会場：${seminar.venue ?? ""}`,
      ...(seminar.archive_url ? [`アーカイブ：${seminar.archive_url}`] : []),
      `主催：${seminar.organizer_name}`,
      `詳細：${detailUrl}`,
      "",
      `お申し込みの確認・キャンセルはマイページの「申込済みセミナー」から行えます：${input.webUrl}/apply-seminar`,
      SIGNATURE,
    ].join("\n"),
    devHint: detailUrl,
  };
}
