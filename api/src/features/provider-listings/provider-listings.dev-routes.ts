import { Router } from "express";
import { parseId } from "../../lib/http.js";
import type { ProviderListingsService } from "./provider-listings.service.js";

/**
 * Development only (mounted outside production, like GET /dev/mail): approves a service's submitted
 * change at once, so that the browser tests can play the operator while the operator console (its
 * sign-in and screens) is another issue's. Answers the change as an operator would see it.
 */
export function providerListingsDevRoutes(service: ProviderListingsService): Router {
  const router = Router();
  router.post("/dev/publishing/services/:id/approve", async (req, res) => {
    res.json(await service.approveSubmittedOf(parseId(req.params.id)));
  });
  // Any submitted change by its id (materials have no service id of their own; ADR 145).
  router.post("/dev/publishing/changes/:id/approve", async (req, res) => {
    res.json(await service.approveSubmittedChange(parseId(req.params.id)));
  });
  return router;
}
