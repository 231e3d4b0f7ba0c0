import {
  eventSubscriber,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  negotiationEventAccess,
  type RestNotification,
} from "@iryo/domain/contracts/notifications";
import { RestSource } from "../../lib/rest-source.js";
import type { Notification, NotificationList } from "./notifications.type.js";

export function toNotification(row: RestNotification): Notification {
  return {
    id: String(row.notification_id),
    notificationType: row.notification_type,
    negotiationId: String(row.negotiation_id),
    logoFilepath: row.logo_filepath,
    message: row.message,
    createdAt: new Date(row.created_at),
    isRead: row.is_read,
  };
}

/** /v1/notifications and the access check of the live relay. */
export class NotificationsSource extends RestSource {
  async list(lastMessageTime?: Date): Promise<NotificationList> {
    const answer = await this.call(listNotifications, {
      query: { last_message_time: lastMessageTime?.toISOString() },
    });
    return { items: answer.notifications.map(toNotification), unreadCount: answer.unread_count };
  }

  async one(id: number): Promise<{ notification: Notification; unreadCount: number }> {
    const answer = await this.call(getNotification, { params: { id } });
    return { notification: toNotification(answer.notification), unreadCount: answer.unread_count };
  }

  async markRead(id: string): Promise<number> {
    return (await this.call(markNotificationRead, { params: { id } })).unread_count;
  }

  async markAllRead(): Promise<number> {
    return (await this.call(markAllNotificationsRead)).unread_count;
  }

  /** The member id and provider id of the caller. */
  async subscriber(): Promise<{ userId: number | null; providerId: number | null }> {
    const answer = await this.call(eventSubscriber);
    return { userId: answer.user_id, providerId: answer.provider_id };
  }

  /** The caller's side of a negotiation (NOT_FOUND when the caller is neither party). */
  async negotiationAccess(negotiationId: string): Promise<"member" | "provider"> {
    return (await this.call(negotiationEventAccess, { params: { id: negotiationId } })).side;
  }
}
