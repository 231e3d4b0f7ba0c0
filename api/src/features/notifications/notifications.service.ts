import type { RestNotification } from "@iryo/domain/contracts/notifications";
import type { NegotiationChange } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { NOTIFICATION_TYPE, type NotificationType, notificationMessage } from "@iryo/domain/notification-type";
import { AppError } from "../../lib/app-error.js";
import type { NotificationRow, NotificationsRepository } from "./notifications.repository.js";

/** Type 2 for what appears in the chat (messages, files); type 1 for the negotiation itself. */
function notificationTypeOf(kind: NegotiationChange): NotificationType {
  return kind === "message" || kind === "file"
    ? NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE
    : NOTIFICATION_TYPE.NEW_NEGOTIATION;
}

function toRestNotification(row: NotificationRow): RestNotification {
  const type = row.notification_type === NOTIFICATION_TYPE.NEW_NEGOTIATION ? 1 : 2;
  return {
    notification_id: row.id,
    notification_type: type,
    negotiation_id: row.negotiation_id,
    logo_filepath: row.logo_image_filepath,
    message: notificationMessage(type, row.provider_name),
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.read_at !== null,
  };
}

export function createNotificationsService(
  repository: NotificationsRepository,
  options: { readonly now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());

  return {
    async list(userId: number, after: Date | undefined) {
      const [rows, unread] = await Promise.all([repository.list(userId, after), repository.unreadCount(userId)]);
      return { notifications: rows.map(toRestNotification), unread_count: unread };
    },

    async one(userId: number, id: number) {
      const row = await repository.one(userId, id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      return { notification: toRestNotification(row), unread_count: await repository.unreadCount(userId) };
    },

    async markRead(userId: number, id: number) {
      if (!(await repository.markRead(userId, id, now()))) throw new AppError(NOT_FOUND_CODE);
      return { unread_count: await repository.unreadCount(userId) };
    },

    async markAllRead(userId: number) {
      await repository.markAllRead(userId, now());
      return { unread_count: 0 };
    },

    /**
     * A notification for the member of a negotiation (a negotiation event the provider caused), or
     * undefined when the member is no longer live (withdrawn members get none).
     */
    async notifyMember(input: { userId: number; negotiationId: number; kind: NegotiationChange; at: Date }) {
      if (!(await repository.memberIsLive(input.userId))) return undefined;
      return repository.insert({
        userId: input.userId,
        negotiationId: input.negotiationId,
        type: notificationTypeOf(input.kind),
        at: input.at,
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
