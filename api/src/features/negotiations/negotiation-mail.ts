// The mails of the negotiation room (Japanese, plain text): to the other side on each new
// negotiation, status change and message, with a link to the room.

import { meetingType as meetingTypes } from "@iryo/domain/meeting-type";
import { negotiationStatus } from "@iryo/domain/negotiation-status";
import type { MailMessage } from "../../lib/mail/mailer.js";
import { ROOM_SIGNATURE } from "../../lib/mail/templates.js";

/** The room of a negotiation, as each side opens it. */
export function roomLinks(webUrl: string, negotiationId: number, tab = 0) {
  const base = webUrl.replace(/\/$/, "");
  return {
    member: `${base}/negotiation/detail/${negotiationId}?tab=${tab}`,
    provider: `${base}/provider/negotiations/${negotiationId}?tab=${tab}`,
  };
}

export interface NegotiationMailFacts {
  readonly negotiationId: number;
  readonly serviceName: string;
  readonly providerName: string;
  readonly memberName: string;
  readonly hospitalName: string;
}

/** A room mail: the lines, then the link to the room and the signature; the link is the dev hint. */
function roomMail(to: string, subject: string, lines: readonly string[], link: string): MailMessage {
  return { to, subject, text: [...lines, link, ROOM_SIGNATURE].join("\n"), devHint: link };
}

function greetingOf(facts: NegotiationMailFacts, recipient: "member" | "provider"): string {
  return recipient === "member" ? `${facts.memberName} 様` : `${facts.providerName} ご担当者様`;
}

/** What an application asked for: its number, form and wished slots. */
function applicationLines(facts: NegotiationMailFacts, meetingType: number, slots: readonly string[]): string[] {
  return [
    `商談番号：${facts.negotiationId}`,
    `商談形式：${meetingTypes.labelOf(meetingType) ?? ""}`,
    "ご希望の日時：",
    ...slots.map((s) => `・${s}`),
  ];
}

/** What the mail of a new application tells each side: its subject, its opening and where the room link leads. */
const APPLICATION_TEXTS = {
  member: (facts: NegotiationMailFacts) => ({
    subject: `【医療ITナビ】商談のお申し込みを受け付けました（${facts.serviceName}）`,
    opening: [
      greetingOf(facts, "member"),
      "",
      "医療ITナビをご利用いただき、ありがとうございます。",
      `「${facts.serviceName}」（${facts.providerName}）への商談のお申し込みを受け付けました。`,
      "事業者から日程の確定についてご連絡いたしますので、しばらくお待ちください。",
    ],
    roomLabel: "商談ルームはこちら：",
  }),
  provider: (facts: NegotiationMailFacts) => ({
    subject: `【医療ITナビ】新しい商談のお申し込みがあります（${facts.serviceName}）`,
    opening: [
      greetingOf(facts, "provider"),
      "",
      `${facts.hospitalName} の ${facts.memberName} 様から「${facts.serviceName}」の商談のお申し込みがありました。`,
      "ご希望の日時から1つを選んで、日程を確定してください。",
    ],
    roomLabel: "事業者コンソールの商談ルームはこちら：",
  }),
};

/** The mail of a new application to one side: its opening, what was asked for, then the link to the room. */
export function applicationMail(
  to: string,
  facts: NegotiationMailFacts,
  recipient: "member" | "provider",
  meetingType: number,
  slots: readonly string[],
  link: string,
): MailMessage {
  const { subject, opening, roomLabel } = APPLICATION_TEXTS[recipient](facts);
  return roomMail(to, subject, [...opening, "", ...applicationLines(facts, meetingType, slots), "", roomLabel], link);
}

export function statusChangedMail(
  to: string,
  facts: NegotiationMailFacts,
  recipient: "member" | "provider",
  status: number,
  line: string,
  link: string,
): MailMessage {
  return roomMail(
    to,
    `【医療ITナビ】商談のステータスが「${negotiationStatus.labelOf(status) ?? ""}」になりました（${facts.serviceName}）`,
    [
      greetingOf(facts, recipient),
      "",
      `「${facts.serviceName}」の商談（商談番号：${facts.negotiationId}）のステータスが変わりました。`,
      "",
      line,
      "",
      "商談ルームはこちら：",
    ],
    link,
  );
}

export function newMessageMail(
  to: string,
  facts: NegotiationMailFacts,
  recipient: "member" | "provider",
  senderName: string,
  message: string,
  link: string,
): MailMessage {
  return roomMail(
    to,
    `【医療ITナビ】${senderName}から新しいメッセージが届きました（${facts.serviceName}）`,
    [
      greetingOf(facts, recipient),
      "",
      `「${facts.serviceName}」の商談（商談番号：${facts.negotiationId}）に新しいメッセージが届きました。`,
      "",
      "――",
      message,
      "――",
      "",
      "返信は商談ルームから行えます：",
    ],
    link,
  );
}
