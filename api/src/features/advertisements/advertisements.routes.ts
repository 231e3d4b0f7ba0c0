import { clickAdvertisement, topAdvertisements } from "@iryo/domain/contracts/advertisements";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { parseId, send } from "../../lib/http.js";
import type { createAdvertisementsService } from "./advertisements.service.js";

export function advertisementsRoutes(service: ReturnType<typeof createAdvertisementsService>): Router {
  const router = Router();
  router.get(expressPath(topAdvertisements.path), async (_req, res) => {
    send(res, topAdvertisements, await service.topList());
  });
  router.post(expressPath(clickAdvertisement.path), async (req, res) => {
    send(res, clickAdvertisement, await service.click(parseId(req.params.id), req.ip ?? "unknown"));
  });
  return router;
}
