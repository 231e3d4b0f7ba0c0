import { addToConsideration, listConsideration, removeFromConsideration } from "@iryo/domain/contracts/consideration";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { ConsiderationService } from "./consideration.service.js";

export function considerationRoutes(service: ConsiderationService): Router {
  const router = Router();
  router.get(expressPath(listConsideration.path), validate(listConsideration), async (_req, res) => {
    send(res, listConsideration, await service.list(memberOf(res).userId));
  });
  router.put(expressPath(addToConsideration.path), validate(addToConsideration), async (_req, res) => {
    send(res, addToConsideration, await service.add(memberOf(res).userId, res.locals.input.params.id));
  });
  router.delete(expressPath(removeFromConsideration.path), validate(removeFromConsideration), async (_req, res) => {
    send(res, removeFromConsideration, await service.remove(memberOf(res).userId, res.locals.input.params.id));
  });
  return router;
}
