import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  eventSubscriber,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "@iryo/domain/contracts/notifications";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { NotificationsService } from "./notifications.service.js";

/**
 * The member's notification bell. The access guard lets provider accounts through (they share the
 * relay's calls); the list is a member's, so a provider account is answered 403 (`memberOf`).
 */
export function notificationsRoutes(service: NotificationsService): Router {
  const router = Router();
  // A provider account is refused before the notification id is read.
  const membersOnly: RequestHandler = (_req, res, next) => {
    memberOf(res);
    next();
  };
  router.get(expressPath(listNotifications.path), validate(listNotifications), async (_req, res) => {
    const { last_message_time } = res.locals.input.query;
    send(res, listNotifications, await service.list(memberOf(res).userId, last_message_time));
  });
  router.put(expressPath(markAllNotificationsRead.path), validate(markAllNotificationsRead), async (_req, res) => {
    send(res, markAllNotificationsRead, await service.markAllRead(memberOf(res).userId));
  });
  router.get(expressPath(getNotification.path), membersOnly, validate(getNotification), async (_req, res) => {
    send(res, getNotification, await service.one(memberOf(res).userId, res.locals.input.params.id));
  });
  router.put(expressPath(markNotificationRead.path), membersOnly, validate(markNotificationRead), async (_req, res) => {
    send(res, markNotificationRead, await service.markRead(memberOf(res).userId, res.locals.input.params.id));
  });
  router.get(expressPath(eventSubscriber.path), validate(eventSubscriber), (_req, res) => {
    const { userId, providerId } = authOf(res);
    send(res, eventSubscriber, { user_id: userId, provider_id: providerId });
  });
  return router;
}
