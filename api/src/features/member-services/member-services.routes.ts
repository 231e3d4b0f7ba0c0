import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  advertisementClickForMember,
  serviceDetailForMember,
  serviceMaterialForMember,
  serviceOverviewForMember,
} from "@iryo/domain/contracts/member-services";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { parseId, send } from "../../lib/http.js";
import type { createMemberServicesService } from "./member-services.service.js";

export function memberServicesRoutes(
  service: ReturnType<typeof createMemberServicesService>,
  requireAuth: RequestHandler,
): Router {
  const router = Router();
  router.get(expressPath(serviceMaterialForMember.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, serviceMaterialForMember, await service.material(userId, parseId(req.params.id)));
  });
  router.get(expressPath(serviceDetailForMember.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, serviceDetailForMember, await service.detail(userId, parseId(req.params.id)));
  });
  router.get(expressPath(serviceOverviewForMember.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, serviceOverviewForMember, await service.overview(userId, parseId(req.params.id)));
  });
  router.post(expressPath(advertisementClickForMember.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, advertisementClickForMember, await service.clickAdvertisement(userId, parseId(req.params.id)));
  });
  return router;
}
