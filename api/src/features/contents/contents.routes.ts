import { contentSearchQuerySchema, keywordSearchQuerySchema } from "@iryo/domain/media-query";
import { Router } from "express";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { createContentsService } from "./contents.service.js";

export function contentsRoutes(service: ReturnType<typeof createContentsService>): Router {
  const router = Router();
  router.get("/contents/top-list", async (_req, res) => {
    res.json(await service.topList());
  });
  router.get("/contents/tags", async (_req, res) => {
    res.json(await service.tags());
  });
  router.get("/contents/search", async (req, res) => {
    res.json(await service.search(parseOrThrow(contentSearchQuerySchema, req.query)));
  });
  router.get("/searches/content", async (req, res) => {
    res.json(await service.keywordSearch(parseOrThrow(keywordSearchQuerySchema, req.query)));
  });
  // SPEC §7 names the detail "/contents" (id in the query); /contents/{id} is the same.
  router.get("/contents", async (req, res) => {
    const id = typeof req.query.id === "string" ? req.query.id : undefined;
    res.json(await service.detail(parseId(id)));
  });
  router.get("/contents/:id", async (req, res) => {
    res.json(await service.detail(parseId(req.params.id)));
  });
  return router;
}
