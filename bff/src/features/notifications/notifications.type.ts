import { getNotification, listNotifications, restNotificationSchema } from "@iryo/domain/contracts/notifications";
import {
  negotiationEventSchema,
  type EventActorSide as RestEventActorSide,
  type NegotiationChange as RestNegotiationChange,
} from "@iryo/domain/contracts/realtime-events";
import { ID, Int, registerEnumType } from "type-graphql";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";

export const Notification = contractType("Notification", restNotificationSchema, {
  description: "A notification of the member (SPEC §3): a provider's message, file or negotiation update.",
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
export type Notification = InstanceType<typeof Notification>;

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

export enum NegotiationChange {
  CREATED = "created",
  STATUS = "status",
  MESSAGE = "message",
  FILE = "file",
}
registerEnumType(NegotiationChange, { name: "NegotiationChange", description: "What happened in a negotiation." });

export enum EventActorSide {
  MEMBER = "member",
  PROVIDER = "provider",
}
registerEnumType(EventActorSide, { name: "EventActorSide", description: "Who caused a negotiation event." });

/** The GraphQL enum value of each change an event names. */
const CHANGES: Readonly<Record<RestNegotiationChange, NegotiationChange>> = {
  created: NegotiationChange.CREATED,
  status: NegotiationChange.STATUS,
  message: NegotiationChange.MESSAGE,
  file: NegotiationChange.FILE,
};

/** The GraphQL enum value of each side an event names. */
const SIDES: Readonly<Record<RestEventActorSide, EventActorSide>> = {
  member: EventActorSide.MEMBER,
  provider: EventActorSide.PROVIDER,
};

export const NegotiationEventMessage = contractType(
  "NegotiationEventMessage",
  negotiationEventSchema.shape.message.unwrap(),
  { id: "message_id", fields: { sender_type: { description: "1 business, 2 user, 3 bot." } } },
);
export type NegotiationEventMessage = InstanceType<typeof NegotiationEventMessage>;

export const NegotiationEventFile = contractType("NegotiationEventFile", negotiationEventSchema.shape.file.unwrap(), {
  id: "file_id",
});
export type NegotiationEventFile = InstanceType<typeof NegotiationEventFile>;

export const NegotiationEvent = contractType("NegotiationEvent", negotiationEventSchema, {
  description: "A live change of one negotiation: a message, a file, a status change.",
  fields: {
    type: false,
    // The relay's event id (a string): an ID, not a text.
    event_id: { type: () => ID, from: (id) => id },
    // The receivers: the relay routes by them, the client does not see them.
    user_id: false,
    provider_id: false,
    change: { type: () => NegotiationChange, from: (change) => CHANGES[change] },
    actor_side: { type: () => EventActorSide, from: (side) => SIDES[side] },
    status: { description: "The negotiation's status after the change (1–6)." },
    message: nestedOrNull(NegotiationEventMessage),
    file: nestedOrNull(NegotiationEventFile),
  },
});
export type NegotiationEvent = InstanceType<typeof NegotiationEvent>;
