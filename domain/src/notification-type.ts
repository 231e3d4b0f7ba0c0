// Notification type (product §3, §4.5): 1 new negotiation, 2 new negotiation message.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";
import { NOTIFICATION_TYPE, type NotificationType } from "./notification-target.js";

export { NOTIFICATION_TYPE, type NotificationType, notificationTargetTab } from "./notification-target.js";

const notificationType = defineEnumeration([
  { code: NOTIFICATION_TYPE.NEW_NEGOTIATION, label: "新しい商談", phrase: "から商談の連絡が届きました。" },
  {
    code: NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE,
    label: "新しいメッセージ",
    phrase: "から新しいメッセージが届きました。",
  },
]);

export const notificationTypeSchema = /* @__PURE__ */ codeSchema(notificationType);

/** The notification text: the company name followed by the fixed phrase of its type. */
export function notificationMessage(type: NotificationType, companyName: string): string {
  return `${companyName}${notificationType.member(type).phrase}`;
}
