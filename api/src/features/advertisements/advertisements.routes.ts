import { clickAdvertisement, topAdvertisements } from "@iryo/domain/contracts/advertisements";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { send, validate } from "../../lib/http.js";
import type { createAdvertisementsService } from "./advertisements.service.js";

export function advertisementsRoutes(service: ReturnType<typeof createAdvertisementsService>): Router {
  const router = Router();
  router.get(expressPath(topAdvertisements.path), validate(topAdvertisements), async (_req, res) => {
    send(res, topAdvertisements, await service.topList());
  });
  router.post(expressPath(clickAdvertisement.path), validate(clickAdvertisement), async (req, res) => {
    send(res, clickAdvertisement, await service.click(res.locals.input.params.id, req.ip ?? "unknown"));
  });
  return router;
}
