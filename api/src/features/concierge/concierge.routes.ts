import { createConciergeRequest, listConciergeRequests } from "@iryo/domain/contracts/concierge";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { parseFormOrThrow, send } from "../../lib/http.js";
import type { ConciergeService } from "./concierge.service.js";

export function conciergeRoutes(service: ConciergeService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.post(expressPath(createConciergeRequest.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    const input = parseFormOrThrow(createConciergeRequest.body, req.body);
    send(res, createConciergeRequest, await service.create(userId, input));
  });
  router.get(expressPath(listConciergeRequests.path), requireAuth, async (_req, res) => {
    send(res, listConciergeRequests, await service.list(memberOf(res).userId));
  });
  return router;
}
