import { addToConsideration, listConsideration, removeFromConsideration } from "@iryo/domain/contracts/consideration";
import type { RequestHandler, Router } from "express";
import { memberRouter } from "../../lib/auth/member-of.js";
import type { ConsiderationService } from "./consideration.service.js";

export function considerationRoutes(service: ConsiderationService, requireAuth: RequestHandler): Router {
  const { router, member, memberRow } = memberRouter(requireAuth);
  member(listConsideration, (userId) => service.list(userId));
  memberRow(addToConsideration, (userId, id) => service.add(userId, id));
  memberRow(removeFromConsideration, (userId, id) => service.remove(userId, id));
  return router;
}
