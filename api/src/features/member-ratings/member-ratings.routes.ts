import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  deleteRating,
  listOwnRatings,
  postRating,
  serviceRatingsForMember,
  updateRating,
} from "@iryo/domain/contracts/member-ratings";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { parseFormOrThrow, parseId, parseOrThrow, send } from "../../lib/http.js";
import type { MemberRatingsService } from "./member-ratings.service.js";

/** Register before the public ratings routes: `/services/ratings/mine` is a fixed path. */
export function memberRatingsRoutes(service: MemberRatingsService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(expressPath(listOwnRatings.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, listOwnRatings, await service.list(userId, parseOrThrow(listOwnRatings.query, req.query)));
  });
  router.put(expressPath(updateRating.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    const id = parseId(req.params.id);
    const { version, ...input } = parseFormOrThrow(updateRating.body, req.body);
    send(res, updateRating, await service.update(userId, id, version, input));
  });
  router.delete(expressPath(deleteRating.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, deleteRating, await service.remove(userId, parseId(req.params.id)));
  });
  router.post(expressPath(postRating.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    const id = parseId(req.params.id);
    send(res, postRating, await service.post(userId, id, parseFormOrThrow(postRating.body, req.body)));
  });
  router.get(expressPath(serviceRatingsForMember.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, serviceRatingsForMember, await service.ofServiceForMember(userId, parseId(req.params.id)));
  });
  return router;
}
