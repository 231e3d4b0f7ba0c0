import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  approveRating,
  getModerationRating,
  getOperatorDashboard,
  listModerationQueue,
  rejectRating,
} from "@iryo/domain/contracts/operator";
import { reportRating } from "@iryo/domain/contracts/rating-reports";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { RatingModerationService } from "./rating-moderation.service.js";

/** Review moderation (ADR 148): the operators' queue and decisions, and the members' reports. */
export function ratingModerationRoutes(service: RatingModerationService): Router {
  const router = Router();
  router.get(expressPath(getOperatorDashboard.path), validate(getOperatorDashboard), async (_req, res) => {
    send(res, getOperatorDashboard, await service.dashboard());
  });
  router.get(expressPath(listModerationQueue.path), validate(listModerationQueue), async (_req, res) => {
    send(res, listModerationQueue, await service.queue(res.locals.input.query));
  });
  router.get(expressPath(getModerationRating.path), validate(getModerationRating), async (_req, res) => {
    send(res, getModerationRating, await service.detail(res.locals.input.params.id));
  });
  router.post(expressPath(approveRating.path), validate(approveRating), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, approveRating, await service.approve(authOf(res), params.id, body.version));
  });
  router.post(expressPath(rejectRating.path), validate(rejectRating), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, rejectRating, await service.reject(authOf(res), params.id, body.version, body.reason, body.note));
  });
  router.post(expressPath(reportRating.path), validate(reportRating), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, reportRating, await service.report(memberOf(res).userId, params.id, body.reason, body.note));
  });
  return router;
}
