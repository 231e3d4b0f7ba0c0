import { addToConsideration, listConsideration, removeFromConsideration } from "@iryo/domain/contracts/consideration";
import type { RequestHandler, Router } from "express";
import { forMember, forMemberRow } from "../../lib/auth/member-of.js";
import { contractRouter } from "../../lib/http.js";
import type { ConsiderationService } from "./consideration.service.js";

export function considerationRoutes(service: ConsiderationService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  on(
    listConsideration,
    requireAuth,
    forMember((userId) => service.list(userId)),
  );
  on(
    addToConsideration,
    requireAuth,
    forMemberRow((userId, id) => service.add(userId, id)),
  );
  on(
    removeFromConsideration,
    requireAuth,
    forMemberRow((userId, id) => service.remove(userId, id)),
  );
  return router;
}
