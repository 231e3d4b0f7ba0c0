import { createConciergeRequest, listConciergeRequests } from "@iryo/domain/contracts/concierge";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { ConciergeService } from "./concierge.service.js";

export function conciergeRoutes(service: ConciergeService): Router {
  const router = Router();
  router.post(expressPath(createConciergeRequest.path), validate(createConciergeRequest), async (_req, res) => {
    send(res, createConciergeRequest, await service.create(memberOf(res), res.locals.input.body));
  });
  router.get(expressPath(listConciergeRequests.path), validate(listConciergeRequests), async (_req, res) => {
    send(res, listConciergeRequests, await service.list(memberOf(res).userId));
  });
  return router;
}
