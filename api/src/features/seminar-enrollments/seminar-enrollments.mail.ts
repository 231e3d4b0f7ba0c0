import { formatDateTime, formatTime } from "@iryo/domain/format/date";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { seminarCalendar } from "@iryo/domain/seminar-enrollment";
import type { MailMessage } from "../../lib/mail/mailer.js";
import { SIGNATURE } from "../../lib/mail/templates.js";

export interface EnrollmentMailInput {
  readonly to: string;
  readonly memberName: string;
  readonly enrollmentId: number;
  readonly seminar: {
    readonly id: number;
    readonly title: string;
    readonly meeting_type: number;
    readonly starts_at: Date;
    readonly ends_at: Date;
    readonly venue: string | null;
    readonly meeting_url: string | null;
    readonly organizer_name: string;
  };
  readonly webUrl: string;
  readonly now: Date;
}

/** The confirmation of an enrollment, with the seminar as an .ics attachment (Asia/Tokyo). */
export function enrollmentMail(input: EnrollmentMailInput): MailMessage {
  const { seminar } = input;
  const online = seminar.meeting_type === MEETING_TYPE.ONLINE;
  const place = online ? `オンライン（${seminar.meeting_url ?? "視聴方法は別途ご案内します"}）` : (seminar.venue ?? "");
  const detailUrl = `${input.webUrl}/seminars/detail/${seminar.id}`;
  const when = `${formatDateTime(seminar.starts_at)}〜${formatTime(seminar.ends_at)}`;
  const ics = seminarCalendar({
    uid: `seminar-${seminar.id}-enrolment-${input.enrollmentId}@iryo-it-navi.example`,
    title: seminar.title,
    starts_at: seminar.starts_at,
    ends_at: seminar.ends_at,
    location: place,
    description: `主催：${seminar.organizer_name}\n詳細：${detailUrl}`,
    url: detailUrl,
    stamp: input.now,
  });
  return {
    to: input.to,
    subject: `【医療ITナビ】セミナーのお申し込みを受け付けました：${seminar.title}`,
    text: [
      `${input.memberName} 様`,
      "",
      "以下のセミナーのお申し込みを受け付けました。当日のご参加をお待ちしております。",
      "",
      `セミナー名：${seminar.title}`,
      `日時：${when}（日本時間）`,
      `開催形式：${online ? "オンライン" : "会場"}`,
      `${online ? "視聴方法" : "会場"}：${place}`,
      `主催：${seminar.organizer_name}`,
      "",
      "添付のカレンダーファイル（.ics）を開くと、予定をカレンダーに登録できます。",
      `お申し込みの確認・キャンセルはマイページの「申込済みセミナー」から行えます：${input.webUrl}/apply-seminar`,
      SIGNATURE,
    ].join("\n"),
    attachments: [
      {
        filename: `seminar-${seminar.id}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  };
}
