import { categoryServices, listCategories } from "@iryo/domain/contracts/categories";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { send, validate } from "../../lib/http.js";
import type { createCategoriesService } from "./categories.service.js";

export function categoriesRoutes(service: ReturnType<typeof createCategoriesService>): Router {
  const router = Router();
  router.get(expressPath(listCategories.path), validate(listCategories), async (_req, res) => {
    send(res, listCategories, await service.list());
  });
  router.get(expressPath(categoryServices.path), validate(categoryServices), async (_req, res) => {
    const { params, query } = res.locals.input;
    send(res, categoryServices, await service.servicesOf(params.id, query));
  });
  return router;
}
