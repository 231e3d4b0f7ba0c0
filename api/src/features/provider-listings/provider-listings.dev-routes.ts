import { Router } from "express";
import { parseId } from "../../lib/http.js";
import type { ProviderListingsService } from "./provider-listings.service.js";

/**
 * Development only (mounted outside production, like GET /dev/mail): approves a submitted change at once.
 * Only the materials browser test uses it; the listings test approves on the console (/admin/changes).
 */
export function providerListingsDevRoutes(service: ProviderListingsService): Router {
  const router = Router();
  // Any submitted change by its id (materials have no service id of their own; ADR 145).
  router.post("/dev/publishing/changes/:id/approve", async (req, res) => {
    res.json(await service.approveSubmittedChange(parseId(req.params.id)));
  });
  return router;
}
