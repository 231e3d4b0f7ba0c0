import { expressPath } from "@iryo/domain/contracts/endpoint";
import { searchCategories, searchServices } from "@iryo/domain/contracts/search";
import { Router } from "express";
import { send, validate } from "../../lib/http.js";
import type { SearchService } from "./search.service.js";

/** GET /searches/service and /searches/category (keyword ≤ 50, else 0101004). */
export function searchRoutes(service: SearchService): Router {
  const router = Router();
  router.get(expressPath(searchServices.path), validate(searchServices), async (_req, res) => {
    const { keyword, sort, facets, ...page } = res.locals.input.query;
    send(res, searchServices, await service.services(keyword, sort, page, facets));
  });
  router.get(expressPath(searchCategories.path), validate(searchCategories), async (_req, res) => {
    const { keyword, ...page } = res.locals.input.query;
    send(res, searchCategories, await service.categories(keyword, page));
  });
  return router;
}
