import { expressPath } from "@iryo/domain/contracts/endpoint";
import { listProviderReviews, postReviewReply, updateReviewReply } from "@iryo/domain/contracts/review-replies";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { ReviewRepliesService } from "./review-replies.service.js";

/** The provider console's reviews: its services' reviews and its official replies (ADR 152). */
export function reviewRepliesRoutes(service: ReviewRepliesService): Router {
  const router = Router();
  router.get(expressPath(listProviderReviews.path), validate(listProviderReviews), async (_req, res) => {
    const { query } = res.locals.input;
    send(res, listProviderReviews, await service.reviews(authOf(res), query.service_id, query));
  });
  router.post(expressPath(postReviewReply.path), validate(postReviewReply), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, postReviewReply, await service.post(authOf(res), params.id, body.body));
  });
  router.put(expressPath(updateReviewReply.path), validate(updateReviewReply), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, updateReviewReply, await service.update(authOf(res), params.id, body.body, body.version));
  });
  return router;
}
