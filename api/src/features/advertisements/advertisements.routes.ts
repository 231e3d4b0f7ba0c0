import { Router } from "express";
import { parseId } from "../../lib/http.js";
import type { createAdvertisementsService } from "./advertisements.service.js";

export function advertisementsRoutes(service: ReturnType<typeof createAdvertisementsService>): Router {
  const router = Router();
  router.get("/advertisements/top-list", async (_req, res) => {
    res.json(await service.topList());
  });
  router.post("/advertisements/:id/click", async (req, res) => {
    res.status(201).json(await service.click(parseId(req.params.id)));
  });
  return router;
}
