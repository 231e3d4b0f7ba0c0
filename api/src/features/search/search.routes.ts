import { expressPath } from "@iryo/domain/contracts/endpoint";
import { searchCategories, searchServices } from "@iryo/domain/contracts/search";
import { Router } from "express";
import { parseOrThrow, send } from "../../lib/http.js";
import type { SearchService } from "./search.service.js";

/** GET /searches/service and /searches/category (keyword ≤ 50, else 0101004). */
export function searchRoutes(service: SearchService): Router {
  const router = Router();
  router.get(expressPath(searchServices.path), async (req, res) => {
    const { keyword, sort, ...page } = parseOrThrow(searchServices.query, req.query);
    send(res, searchServices, await service.services(keyword, sort, page));
  });
  router.get(expressPath(searchCategories.path), async (req, res) => {
    const { keyword, ...page } = parseOrThrow(searchCategories.query, req.query);
    send(res, searchCategories, await service.categories(keyword, page));
  });
  return router;
}
