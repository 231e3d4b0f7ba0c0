import { paginationQuerySchema } from "@iryo/domain/pagination";
import { serviceSortQuerySchema } from "@iryo/domain/sort-options";
import { Router } from "express";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { createCategoriesService } from "./categories.service.js";

export function categoriesRoutes(service: ReturnType<typeof createCategoriesService>): Router {
  const router = Router();
  router.get("/categories", async (_req, res) => {
    res.json(await service.list());
  });
  router.get("/categories/:id/services", async (req, res) => {
    const id = parseId(req.params.id);
    const page = parseOrThrow(paginationQuerySchema.extend({ sort: serviceSortQuerySchema }), req.query);
    res.json(await service.servicesOf(id, page));
  });
  return router;
}
