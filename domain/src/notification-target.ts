// Where a notification leads (product §4.5), without the enumeration's schema: the header bell is on every
// page, and this keeps the validation library out of the first-load JavaScript.

import { NEGOTIATION_DETAIL_TAB, type NegotiationDetailTab } from "./tabs.js";

export const NOTIFICATION_TYPE = { NEW_NEGOTIATION: 1, NEW_NEGOTIATION_MESSAGE: 2 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

/** Negotiation-detail tab a notification opens: information (0) for type 1, chat (1) otherwise. */
export function notificationTargetTab(type: NotificationType): NegotiationDetailTab {
  return type === NOTIFICATION_TYPE.NEW_NEGOTIATION ? NEGOTIATION_DETAIL_TAB.INFORMATION : NEGOTIATION_DETAIL_TAB.CHAT;
}
