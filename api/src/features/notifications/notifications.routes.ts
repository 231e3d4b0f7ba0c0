import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  eventSubscriber,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  negotiationEventAccess,
} from "@iryo/domain/contracts/notifications";
import { FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import { negotiationPartyOf } from "../../lib/negotiation-party.js";
import type { NotificationsService } from "./notifications.service.js";

/** The member id of the caller; accounts without a membership (providers, unregistered) get 403. */
function memberOf(res: { locals: Record<string, unknown> }): number {
  const { userId } = authOf(res);
  if (userId === null) throw new AppError(FORBIDDEN_CODE);
  return userId;
}

export function notificationsRoutes(
  service: NotificationsService,
  db: Kysely<Database>,
  requireAuth: RequestHandler,
): Router {
  const router = Router();
  router.get(expressPath(listNotifications.path), requireAuth, async (req, res) => {
    const query = parseOrThrow(listNotifications.query, req.query);
    send(res, listNotifications, await service.list(memberOf(res), query.last_message_time));
  });
  router.put(expressPath(markAllNotificationsRead.path), requireAuth, async (_req, res) => {
    send(res, markAllNotificationsRead, await service.markAllRead(memberOf(res)));
  });
  router.get(expressPath(getNotification.path), requireAuth, async (req, res) => {
    send(res, getNotification, await service.one(memberOf(res), parseId(req.params.id)));
  });
  router.put(expressPath(markNotificationRead.path), requireAuth, async (req, res) => {
    send(res, markNotificationRead, await service.markRead(memberOf(res), parseId(req.params.id)));
  });
  router.get(expressPath(eventSubscriber.path), requireAuth, async (_req, res) => {
    const { userId, providerId } = authOf(res);
    send(res, eventSubscriber, { user_id: userId, provider_id: providerId });
  });
  router.get(expressPath(negotiationEventAccess.path), requireAuth, async (req, res) => {
    const party = await negotiationPartyOf(db, parseId(req.params.id), authOf(res));
    if (!party) throw new AppError(NOT_FOUND_CODE);
    send(res, negotiationEventAccess, { negotiation_id: party.negotiationId, side: party.side });
  });
  return router;
}
