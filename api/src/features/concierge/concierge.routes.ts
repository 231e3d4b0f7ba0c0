import { createConciergeRequest, listConciergeRequests } from "@iryo/domain/contracts/concierge";
import type { RequestHandler, Router } from "express";
import { memberRouter } from "../../lib/auth/member-of.js";
import { parseFormOrThrow } from "../../lib/http.js";
import type { ConciergeService } from "./concierge.service.js";

export function conciergeRoutes(service: ConciergeService, requireAuth: RequestHandler): Router {
  const { router, member } = memberRouter(requireAuth);
  member(createConciergeRequest, (userId, req) =>
    service.create(userId, parseFormOrThrow(createConciergeRequest.body, req.body)),
  );
  member(listConciergeRequests, (userId) => service.list(userId));
  return router;
}
