import { addToConsideration, listConsideration, removeFromConsideration } from "@iryo/domain/contracts/consideration";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/require-member.js";
import { parseId, send } from "../../lib/http.js";
import type { ConsiderationService } from "./consideration.service.js";

export function considerationRoutes(service: ConsiderationService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(expressPath(listConsideration.path), requireAuth, async (_req, res) => {
    send(res, listConsideration, await service.list(memberOf(res).userId));
  });
  router.put(expressPath(addToConsideration.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, addToConsideration, await service.add(userId, parseId(req.params.id)));
  });
  router.delete(expressPath(removeFromConsideration.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, removeFromConsideration, await service.remove(userId, parseId(req.params.id)));
  });
  return router;
}
