import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  homeHighlights,
  markRatingHelpful,
  ratingInfos,
  recentRatings,
  reviewList,
  serviceRatingInfo,
  serviceRatings,
  similarFacilityRatings,
  unmarkRatingHelpful,
} from "@iryo/domain/contracts/ratings";
import { type Response, Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { RatingsService } from "./ratings.service.js";

/**
 * Whether the caller is a registered member, who may read review texts: on these "optional-member"
 * calls the access guard leaves `res.locals.auth` for an active member's bearer. Without one,
 * everybody is a visitor; a pre-member (registration not completed) is one too (product §4.3, §6).
 */
function viewerIsMember(res: Response): boolean {
  return viewerUserId(res) !== null;
}

/** The registered member's user id on an "optional-member" call, else null (see `viewerIsMember`). */
function viewerUserId(res: Response): number | null {
  const auth = res.locals.auth as { userId?: number | null; isPreMember?: boolean } | undefined;
  return typeof auth?.userId === "number" && auth.isPreMember !== true ? auth.userId : null;
}

export function ratingsRoutes(service: RatingsService): Router {
  const router = Router();
  router.get(expressPath(ratingInfos.path), validate(ratingInfos), async (_req, res) => {
    send(res, ratingInfos, await service.ratingInfos(res.locals.input.query.ids));
  });
  router.get(expressPath(recentRatings.path), validate(recentRatings), async (_req, res) => {
    send(res, recentRatings, await service.recent(res.locals.input.query, viewerIsMember(res)));
  });
  router.get(expressPath(reviewList.path), validate(reviewList), async (_req, res) => {
    const { sort, ...page } = res.locals.input.query;
    send(res, reviewList, await service.reviewList(sort, page));
  });
  router.get(expressPath(homeHighlights.path), validate(homeHighlights), async (_req, res) => {
    send(res, homeHighlights, await service.homeHighlights(viewerIsMember(res)));
  });
  router.get(expressPath(serviceRatings.path), validate(serviceRatings), async (_req, res) => {
    const { params, query } = res.locals.input;
    const { sort, page_size, page_number, ...filter } = query;
    const page = { page_size, page_number };
    send(res, serviceRatings, await service.ratingsOf(params.id, sort, filter, page, viewerUserId(res)));
  });
  router.get(expressPath(similarFacilityRatings.path), validate(similarFacilityRatings), async (_req, res) => {
    send(res, similarFacilityRatings, await service.similarFacilities(res.locals.input.params.id));
  });
  router.put(expressPath(markRatingHelpful.path), validate(markRatingHelpful), async (_req, res) => {
    send(res, markRatingHelpful, await service.setHelpful(res.locals.input.params.id, memberOf(res).userId, true));
  });
  router.delete(expressPath(unmarkRatingHelpful.path), validate(unmarkRatingHelpful), async (_req, res) => {
    send(res, unmarkRatingHelpful, await service.setHelpful(res.locals.input.params.id, memberOf(res).userId, false));
  });
  router.get(expressPath(serviceRatingInfo.path), validate(serviceRatingInfo), async (_req, res) => {
    send(res, serviceRatingInfo, await service.ratingInfo(res.locals.input.params.id));
  });
  return router;
}
