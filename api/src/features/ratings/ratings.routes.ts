import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  homeHighlights,
  ratingInfos,
  recentRatings,
  reviewList,
  serviceRatingInfo,
  serviceRatings,
} from "@iryo/domain/contracts/ratings";
import { type Response, Router } from "express";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { RatingsService } from "./ratings.service.js";

/**
 * Whether the caller is a registered member, who may read review texts: an auth middleware in front
 * of these routes leaves `res.locals.auth` with a `userId`. Without one, everybody is a visitor; a
 * pre-member (registration not completed) is one too (SPEC §4.3, §6).
 */
export function viewerIsMember(res: Response): boolean {
  const auth = res.locals.auth as { userId?: number | null; isPreMember?: boolean } | undefined;
  return typeof auth?.userId === "number" && auth.isPreMember !== true;
}

/**
 * The ratings routes. Register BEFORE any `/services/:id` route: `/services/ratings`,
 * `/services/rating-info`, `/services/review-list` and `/services/home-highlights` are fixed
 * paths.
 */
export function ratingsRoutes(service: RatingsService): Router {
  const router = Router();
  router.get(expressPath(ratingInfos.path), async (req, res) => {
    const { ids } = parseOrThrow(ratingInfos.query, req.query);
    send(res, ratingInfos, await service.ratingInfos(ids));
  });
  router.get(expressPath(recentRatings.path), async (req, res) => {
    const page = parseOrThrow(recentRatings.query, req.query);
    send(res, recentRatings, await service.recent(page, viewerIsMember(res)));
  });
  router.get(expressPath(reviewList.path), async (req, res) => {
    const { sort, ...page } = parseOrThrow(reviewList.query, req.query);
    send(res, reviewList, await service.reviewList(sort, page));
  });
  router.get(expressPath(homeHighlights.path), async (_req, res) => {
    send(res, homeHighlights, await service.homeHighlights(viewerIsMember(res)));
  });
  router.get(expressPath(serviceRatings.path), async (req, res) => {
    const id = parseId(req.params.id);
    const { sort, ...page } = parseOrThrow(serviceRatings.query, req.query);
    send(res, serviceRatings, await service.ratingsOf(id, sort, page, viewerIsMember(res)));
  });
  router.get(expressPath(serviceRatingInfo.path), async (req, res) => {
    send(res, serviceRatingInfo, await service.ratingInfo(parseId(req.params.id)));
  });
  return router;
}
