import { z } from "zod";
import { ANY_ACCOUNT, NEGOTIATION_PARTIES } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { NOTIFICATION_TYPE } from "../notification-type.js";
import { endpointGroup } from "./endpoint.js";
import { serviceLogoUrlSchema } from "./shared.js";

/** How many notifications one GET /notifications answers at most (the bell's dropdown; newest first). */
export const NOTIFICATION_LIST_LIMIT = 20;

/** A notification as the api sends it (product §3 Notification, plus its id and read state). */
export const restNotificationSchema = z.object({
  notification_id: z.number().int(),
  notification_type: z.union([
    z.literal(NOTIFICATION_TYPE.NEW_NEGOTIATION),
    z.literal(NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE),
  ]),
  negotiation_id: z.number().int(),
  logo_filepath: serviceLogoUrlSchema(),
  /** The provider's company name followed by the fixed phrase of the type. */
  message: z.string(),
  /** ISO 8601 with milliseconds; `last_message_time` compares against it exactly. */
  created_at: z.string(),
  is_read: z.boolean(),
});
export type RestNotification = z.output<typeof restNotificationSchema>;

/** An ISO 8601 instant (what `created_at` carries). */
const instantSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), REQUEST_INVALID_CODE)
  .transform((value) => new Date(value));

export const notificationsQuerySchema = z.object({
  /** Only notifications created after this instant (the newest `created_at` the client holds). */
  last_message_time: instantSchema.optional(),
});

const notificationListSchema = z.object({
  notifications: z.array(restNotificationSchema),
  unread_count: z.number().int(),
});

const notification = endpointGroup({ tag: "notifications", access: NEGOTIATION_PARTIES });

export const listNotifications = notification.get("/notifications", {
  summary: "The member's newest notifications (or only those after last_message_time) and the unread count",
  query: notificationsQuerySchema,
  response: notificationListSchema,
});

export const getNotification = notification.get("/notifications/{id}", {
  summary: "One notification of the member (the BFF re-reads it for each live event)",
  response: z.object({ notification: restNotificationSchema, unread_count: z.number().int() }),
  errors: ["0109005"],
});

export const markNotificationRead = notification.put("/notifications/{id}/read", {
  summary: "Marks one notification of the member read",
  response: z.object({ unread_count: z.number().int() }),
  errors: ["0109005"],
});

export const markAllNotificationsRead = notification.put("/notifications/read", {
  summary: "Marks every notification of the member read",
  response: z.object({ unread_count: z.number().int() }),
});

/** The caller's side of a negotiation, for the live relay (the BFF asks at subscribe and per event). */
export const negotiationEventAccess = notification.get("/events/negotiations/{id}/access", {
  summary: "Whether the caller is the member or a provider account of a negotiation (404 otherwise)",
  response: z.object({ negotiation_id: z.number().int(), side: z.enum(["member", "provider"]) }),
  errors: ["0109005"],
});

/** Who the caller is, for the live relay: the member id and/or the provider id of the account. */
export const eventSubscriber = notification.get("/events/subscriber", {
  access: ANY_ACCOUNT,
  summary: "The member id and provider id of the caller (the BFF asks when a subscription starts)",
  response: z.object({ user_id: z.number().int().nullable(), provider_id: z.number().int().nullable() }),
});
