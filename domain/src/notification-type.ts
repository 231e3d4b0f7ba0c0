// Notification type (SPEC §3, §4.5): 1 new negotiation, 2 new negotiation message.

import { defineEnumeration } from "./enumeration.js";
import { NEGOTIATION_DETAIL_TAB, type NegotiationDetailTab } from "./tabs.js";

export const NOTIFICATION_TYPE = { NEW_NEGOTIATION: 1, NEW_NEGOTIATION_MESSAGE: 2 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

export const notificationType = defineEnumeration([
  { code: NOTIFICATION_TYPE.NEW_NEGOTIATION, label: "新しい商談", phrase: "から商談の連絡が届きました。" },
  {
    code: NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE,
    label: "新しいメッセージ",
    phrase: "から新しいメッセージが届きました。",
  },
]);

export const notificationTypeSchema = notificationType.schema;

/** The notification text: the company name followed by the fixed phrase of its type. */
export function notificationMessage(type: NotificationType, companyName: string): string {
  return `${companyName}${notificationType.member(type).phrase}`;
}

/** Negotiation-detail tab a notification opens: information (0) for type 1, chat (1) otherwise. */
export function notificationTargetTab(type: NotificationType): NegotiationDetailTab {
  return type === NOTIFICATION_TYPE.NEW_NEGOTIATION ? NEGOTIATION_DETAIL_TAB.INFORMATION : NEGOTIATION_DETAIL_TAB.CHAT;
}
