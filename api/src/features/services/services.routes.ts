import { REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { paginationQuerySchema } from "@iryo/domain/pagination";
import { serviceSortQuerySchema } from "@iryo/domain/sort-options";
import { compareQuerySchema } from "@iryo/domain/validation/compare";
import { idSchema } from "@iryo/domain/validation/id";
import { Router } from "express";
import { z } from "zod";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { createServicesService } from "./services.service.js";

/** `?ids=3,8,12` of the compare call (1–5 distinct ids; a repeated parameter or anything else 0109004). */
const compareIdsQuerySchema = z.object({
  ids: z.preprocess((value) => (typeof value === "string" ? value : undefined), compareQuerySchema),
});

/** `?ids=1,2,3` of the provider batch call (the BFF's DataLoader): 1–100 ids. */
const providerIdsQuerySchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",") : undefined),
    z.array(idSchema, { error: REQUEST_INVALID_CODE }).min(1, REQUEST_INVALID_CODE).max(100, REQUEST_INVALID_CODE),
  ),
});

/** `page_size`, `page_number` and `sort` (updated | rating | reviews) of the service lists. */
const listQuerySchema = paginationQuerySchema.extend({ sort: serviceSortQuerySchema });

/**
 * The service catalogue calls of SPEC §7. Fixed paths come before `/services/:id` so that e.g.
 * `top-list` is never read as an id.
 */
export function servicesRoutes(service: ReturnType<typeof createServicesService>): Router {
  const router = Router();
  router.get("/services/top-list", async (_req, res) => {
    res.json(await service.topList());
  });
  router.get("/services/initial", async (_req, res) => {
    res.json(await service.initial());
  });
  router.get("/services/logos", async (req, res) => {
    res.json(await service.logos(parseOrThrow(paginationQuerySchema, req.query)));
  });
  router.get("/services/compare", async (req, res) => {
    res.json(await service.compare(parseOrThrow(compareIdsQuerySchema, req.query).ids));
  });
  router.get("/services/material/:id", async (req, res) => {
    res.json(await service.material(parseId(req.params.id)));
  });
  router.get("/services", async (req, res) => {
    res.json(await service.list(parseOrThrow(listQuerySchema, req.query)));
  });
  router.get("/services/:id", async (req, res, next) => {
    // Leave other features' fixed paths (e.g. /services/review-list) to their routers.
    if (!/^\d+$/.test(req.params.id)) return next();
    res.json(await service.detail(parseId(req.params.id)));
  });
  router.get("/services/:id/overview", async (req, res) => {
    res.json(await service.overview(parseId(req.params.id)));
  });
  router.get("/services/:id/download-introduction-material", async (req, res) => {
    res.json(await service.downloadIntroductionMaterial(parseId(req.params.id)));
  });
  router.get("/issues", async (_req, res) => {
    res.json(await service.issues());
  });
  router.get("/issues/:id/services", async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await service.byIssue(id, parseOrThrow(listQuerySchema, req.query)));
  });
  router.get("/departments", async (_req, res) => {
    res.json(await service.departments());
  });
  router.get("/departments/:id/services", async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await service.byDepartment(id, parseOrThrow(listQuerySchema, req.query)));
  });
  router.get("/job-roles/:id/services", async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await service.byJobRole(id, parseOrThrow(listQuerySchema, req.query)));
  });
  router.get("/providers", async (req, res) => {
    res.json(await service.providers(parseOrThrow(providerIdsQuerySchema, req.query).ids));
  });
  return router;
}
