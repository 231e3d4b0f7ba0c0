import {
  advertisementClickForMember,
  serviceDetailForMember,
  serviceMaterialForMember,
  serviceOverviewForMember,
} from "@iryo/domain/contracts/member-services";
import type { RequestHandler, Router } from "express";
import { memberRouter } from "../../lib/auth/member-of.js";
import type { createMemberServicesService } from "./member-services.service.js";

export function memberServicesRoutes(
  service: ReturnType<typeof createMemberServicesService>,
  requireAuth: RequestHandler,
): Router {
  const { router, memberRow } = memberRouter(requireAuth);
  memberRow(serviceMaterialForMember, (userId, id) => service.material(userId, id));
  memberRow(serviceDetailForMember, (userId, id) => service.detail(userId, id));
  memberRow(serviceOverviewForMember, (userId, id) => service.overview(userId, id));
  memberRow(advertisementClickForMember, (userId, id) => service.clickAdvertisement(userId, id));
  return router;
}
