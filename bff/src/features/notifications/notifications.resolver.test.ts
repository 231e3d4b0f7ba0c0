import "reflect-metadata";
import type { NotificationEvent as RestNotificationEvent } from "@iryo/domain/contracts/realtime-events";
import { describe, expect, it, vi } from "vitest";
import { errorOf, fakeContext, fakeSocket, json } from "../../test/fake-context.js";
import { NotificationsResolver, subscribeNotifications } from "./notifications.resolver.js";
import type { NotificationList } from "./notifications.type.js";

const notificationEvent = (eventId: string, notificationId: number): RestNotificationEvent => ({
  type: "notification",
  event_id: eventId,
  user_id: 12,
  notification_id: notificationId,
  negotiation_id: 1,
  created_at: "2026-11-25T00:00:00.000Z",
});

const notification = (id: number) => ({
  notification: {
    notification_id: id,
    notification_type: 2,
    negotiation_id: 1,
    logo_filepath: null,
    message: "株式会社テストから新しいメッセージがあります",
    created_at: "2026-11-25T00:00:00.000Z",
    is_read: false,
  },
  unread_count: 3,
});

describe("subscribeNotifications", () => {
  it("When notifications are subscribed over HTTP, then the answer is BAD_USER_INPUT 0109004", async () => {
    const error = await errorOf(subscribeNotifications(fakeContext({})));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0109004" });
  });

  it("When an account without a member id subscribes to notifications, then it is refused as FORBIDDEN", async () => {
    const { realtime } = fakeSocket(() => json(200, { user_id: null, provider_id: 3 }));
    const error = await errorOf(subscribeNotifications(fakeContext({}, { realtime })));
    expect(error.extensions).toMatchObject({ code: "FORBIDDEN" });
  });

  it("When a notification is gone by the time it is re-read, then it is skipped; when the session is refused, the subscription ends", async () => {
    const { hub, realtime } = fakeSocket((path) => {
      if (path === "/v1/events/subscriber") return json(200, { user_id: 12, provider_id: null });
      if (path === "/v1/notifications/5") return json(404, { error_code: "0109005" });
      if (path === "/v1/notifications/6") return json(200, notification(6));
      return json(401, { error_code: "0109006" });
    });
    const received = (await subscribeNotifications(fakeContext({}, { realtime })))[Symbol.asyncIterator]();
    hub.dispatch(notificationEvent("e1", 5));
    hub.dispatch(notificationEvent("e2", 6));
    await expect(received.next()).resolves.toMatchObject({
      done: false,
      value: { unreadCount: 3, notification: { id: "6", notificationType: 2 } },
    });
    hub.dispatch(notificationEvent("e3", 7));
    await expect(received.next()).resolves.toMatchObject({ done: true });
  });
});

describe("NotificationsResolver.notifications", () => {
  it("When lastMessageTime is null, then the newest notifications are asked for", async () => {
    const list = { items: [], unreadCount: 0 } as unknown as NotificationList;
    const listCall = vi.fn(async () => list);
    const ctx = fakeContext({ notifications: { list: listCall } });
    await expect(new NotificationsResolver().notifications(null, ctx)).resolves.toBe(list);
    expect(listCall).toHaveBeenCalledWith(undefined);
  });
});
