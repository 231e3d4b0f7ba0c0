import {
  deleteRating,
  listOwnRatings,
  postRating,
  serviceRatingsForMember,
  updateRating,
} from "@iryo/domain/contracts/member-ratings";
import type { RequestHandler, Router } from "express";
import { forMember, forMemberRow } from "../../lib/auth/member-of.js";
import { contractRouter, parseFormOrThrow, parseOrThrow } from "../../lib/http.js";
import type { MemberRatingsService } from "./member-ratings.service.js";

/** Register before the public ratings routes: `/services/ratings/mine` is a fixed path. */
export function memberRatingsRoutes(service: MemberRatingsService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  on(
    listOwnRatings,
    requireAuth,
    forMember((userId, req) => service.list(userId, parseOrThrow(listOwnRatings.query, req.query))),
  );
  on(
    updateRating,
    requireAuth,
    forMemberRow((userId, id, req) => {
      const { version, ...input } = parseFormOrThrow(updateRating.body, req.body);
      return service.update(userId, id, version, input);
    }),
  );
  on(
    deleteRating,
    requireAuth,
    forMemberRow((userId, id) => service.remove(userId, id)),
  );
  on(
    postRating,
    requireAuth,
    forMemberRow((userId, id, req) => service.post(userId, id, parseFormOrThrow(postRating.body, req.body))),
  );
  on(
    serviceRatingsForMember,
    requireAuth,
    forMemberRow((userId, id) => service.ofServiceForMember(userId, id)),
  );
  return router;
}
