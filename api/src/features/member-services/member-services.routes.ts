import {
  advertisementClickForMember,
  serviceDetailForMember,
  serviceMaterialForMember,
  serviceOverviewForMember,
} from "@iryo/domain/contracts/member-services";
import type { RequestHandler, Router } from "express";
import { forMemberRow } from "../../lib/auth/member-of.js";
import { contractRouter } from "../../lib/http.js";
import type { createMemberServicesService } from "./member-services.service.js";

export function memberServicesRoutes(
  service: ReturnType<typeof createMemberServicesService>,
  requireAuth: RequestHandler,
): Router {
  const { router, on } = contractRouter();
  on(
    serviceMaterialForMember,
    requireAuth,
    forMemberRow((userId, id) => service.material(userId, id)),
  );
  on(
    serviceDetailForMember,
    requireAuth,
    forMemberRow((userId, id) => service.detail(userId, id)),
  );
  on(
    serviceOverviewForMember,
    requireAuth,
    forMemberRow((userId, id) => service.overview(userId, id)),
  );
  on(
    advertisementClickForMember,
    requireAuth,
    forMemberRow((userId, id) => service.clickAdvertisement(userId, id)),
  );
  return router;
}
