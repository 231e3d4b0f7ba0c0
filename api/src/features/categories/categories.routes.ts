import { categoryServices, listCategories } from "@iryo/domain/contracts/categories";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { createCategoriesService } from "./categories.service.js";

export function categoriesRoutes(service: ReturnType<typeof createCategoriesService>): Router {
  const router = Router();
  router.get(expressPath(listCategories.path), async (_req, res) => {
    send(res, listCategories, await service.list());
  });
  router.get(expressPath(categoryServices.path), async (req, res) => {
    const id = parseId(req.params.id);
    const page = parseOrThrow(categoryServices.query, req.query);
    send(res, categoryServices, await service.servicesOf(id, page));
  });
  return router;
}
