import { paginationQuerySchema } from "@iryo/domain/pagination";
import { serviceSortQuerySchema } from "@iryo/domain/sort-options";
import { keywordSchema } from "@iryo/domain/validation/text";
import { Router } from "express";
import { parseOrThrow } from "../../lib/http.js";
import type { SearchService } from "./search.service.js";

const serviceSearchQuerySchema = paginationQuerySchema.extend({ keyword: keywordSchema, sort: serviceSortQuerySchema });
const categorySearchQuerySchema = paginationQuerySchema.extend({ keyword: keywordSchema });

/** GET /searches/service and /searches/category (keyword ≤ 50, else 0101004). */
export function searchRoutes(service: SearchService): Router {
  const router = Router();
  router.get("/searches/service", async (req, res) => {
    const { keyword, sort, ...page } = parseOrThrow(serviceSearchQuerySchema, req.query);
    res.json(await service.services(keyword, sort, page));
  });
  router.get("/searches/category", async (req, res) => {
    const { keyword, ...page } = parseOrThrow(categorySearchQuerySchema, req.query);
    res.json(await service.categories(keyword, page));
  });
  return router;
}
