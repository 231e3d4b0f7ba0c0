import {
  deleteRating,
  listOwnRatings,
  postRating,
  serviceRatingsForMember,
  updateRating,
} from "@iryo/domain/contracts/member-ratings";
import type { RequestHandler, Router } from "express";
import { memberRouter } from "../../lib/auth/member-of.js";
import { parseFormOrThrow, parseOrThrow } from "../../lib/http.js";
import type { MemberRatingsService } from "./member-ratings.service.js";

/** Register before the public ratings routes: `/services/ratings/mine` is a fixed path. */
export function memberRatingsRoutes(service: MemberRatingsService, requireAuth: RequestHandler): Router {
  const { router, member, memberRow } = memberRouter(requireAuth);
  member(listOwnRatings, (userId, req) => service.list(userId, parseOrThrow(listOwnRatings.query, req.query)));
  memberRow(updateRating, (userId, id, req) => {
    const { version, ...input } = parseFormOrThrow(updateRating.body, req.body);
    return service.update(userId, id, version, input);
  });
  memberRow(deleteRating, (userId, id) => service.remove(userId, id));
  memberRow(postRating, (userId, id, req) => service.post(userId, id, parseFormOrThrow(postRating.body, req.body)));
  memberRow(serviceRatingsForMember, (userId, id) => service.ofServiceForMember(userId, id));
  return router;
}
