import { getNotification, listNotifications, restNotificationSchema } from "@iryo/domain/contracts/notifications";
import { Int } from "type-graphql";
import { contractType, listOf, nested } from "../../lib/graphql/contract-type.js";

const Notification = contractType("Notification", restNotificationSchema, {
  description: "A notification of the member (product §3): a provider's message, file or negotiation update.",
  id: "notification_id",
  fields: {
    notification_type: {
      type: () => Int,
      description: "1 new negotiation / update (opens the information tab), 2 new message (the chat tab).",
      from: (type) => type,
    },
    logo_filepath: { description: "The service's logo." },
    message: { description: "The provider's company name followed by the fixed phrase of the type." },
  },
});

export const NotificationList = contractType("NotificationList", listNotifications.response, {
  description: "The newest notifications (or those after lastMessageTime) and the unread count.",
  fields: { notifications: listOf(Notification, { name: "items" }) },
});
export type NotificationList = InstanceType<typeof NotificationList>;

export const NotificationReceived = contractType("NotificationReceived", getNotification.response, {
  description: "A notification as it arrives live, with the unread count after it.",
  fields: { notification: nested(Notification) },
});
export type NotificationReceived = InstanceType<typeof NotificationReceived>;
