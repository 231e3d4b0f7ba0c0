import {
  eventSubscriber,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "@iryo/domain/contracts/notifications";
import { RestSource } from "../../lib/rest-source.js";
import { NotificationList, NotificationReceived } from "./notifications.type.js";

/** /v1/notifications and the subscriber check of the live relay. */
export class NotificationsSource extends RestSource {
  async list(lastMessageTime?: Date): Promise<NotificationList> {
    return NotificationList.from(
      await this.call(listNotifications, { query: { last_message_time: lastMessageTime?.toISOString() } }),
    );
  }

  async one(id: number): Promise<NotificationReceived> {
    return NotificationReceived.from(await this.call(getNotification, { params: { id } }));
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
}
