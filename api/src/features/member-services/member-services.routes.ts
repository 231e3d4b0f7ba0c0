import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  advertisementClickForMember,
  serviceDetailForMember,
  serviceMaterialForMember,
  serviceOverviewForMember,
} from "@iryo/domain/contracts/member-services";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { createMemberServicesService } from "./member-services.service.js";

export function memberServicesRoutes(service: ReturnType<typeof createMemberServicesService>): Router {
  const router = Router();
  router.get(expressPath(serviceMaterialForMember.path), validate(serviceMaterialForMember), async (_req, res) => {
    send(res, serviceMaterialForMember, await service.material(memberOf(res).userId, res.locals.input.params.id));
  });
  router.get(expressPath(serviceDetailForMember.path), validate(serviceDetailForMember), async (_req, res) => {
    send(res, serviceDetailForMember, await service.detail(memberOf(res).userId, res.locals.input.params.id));
  });
  router.get(expressPath(serviceOverviewForMember.path), validate(serviceOverviewForMember), async (_req, res) => {
    send(res, serviceOverviewForMember, await service.overview(memberOf(res).userId, res.locals.input.params.id));
  });
  router.post(
    expressPath(advertisementClickForMember.path),
    validate(advertisementClickForMember),
    async (_req, res) => {
      const { userId } = memberOf(res);
      send(res, advertisementClickForMember, await service.clickAdvertisement(userId, res.locals.input.params.id));
    },
  );
  return router;
}
