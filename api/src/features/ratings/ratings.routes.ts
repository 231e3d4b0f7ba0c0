import { paginationQuerySchema } from "@iryo/domain/pagination";
import { reviewSortQuerySchema, serviceSortQuerySchema } from "@iryo/domain/sort-options";
import { type Response, Router } from "express";
import { z } from "zod";
import { parseId, parseOrThrow } from "../../lib/http.js";
import { parseIdList, type RatingsService } from "./ratings.service.js";

const reviewQuerySchema = paginationQuerySchema.extend({ sort: reviewSortQuerySchema });
const reviewListQuerySchema = paginationQuerySchema.extend({ sort: serviceSortQuerySchema });

/**
 * Whether the caller is a registered member, who may read review texts: an auth middleware in front
 * of these routes leaves `res.locals.auth` with a `userId`. Without one, everybody is a visitor.
 */
export function viewerIsMember(res: Response): boolean {
  const auth = res.locals.auth as { userId?: number | null } | undefined;
  return typeof auth?.userId === "number";
}

/**
 * The ratings routes. Register BEFORE any `/services/:id` route: `/services/ratings`,
 * `/services/rating-info` and `/services/review-list` are fixed paths.
 */
export function ratingsRoutes(service: RatingsService): Router {
  const router = Router();
  router.get("/services/rating-info", async (req, res) => {
    const { ids } = parseOrThrow(z.object({ ids: z.unknown() }), req.query);
    res.json(await service.ratingInfos(parseIdList(ids)));
  });
  router.get("/services/ratings", async (req, res) => {
    const page = parseOrThrow(paginationQuerySchema, req.query);
    res.json(await service.recent(page, viewerIsMember(res)));
  });
  router.get("/services/review-list", async (req, res) => {
    const { sort, ...page } = parseOrThrow(reviewListQuerySchema, req.query);
    res.json(await service.reviewList(sort, page));
  });
  router.get("/services/:id/ratings", async (req, res) => {
    const id = parseId(req.params.id);
    const { sort, ...page } = parseOrThrow(reviewQuerySchema, req.query);
    res.json(await service.ratingsOf(id, sort, page, viewerIsMember(res)));
  });
  router.get("/services/:id/rating-info", async (req, res) => {
    res.json(await service.ratingInfo(parseId(req.params.id)));
  });
  return router;
}
