import { keywordSearchQuerySchema, seminarSearchQuerySchema } from "@iryo/domain/media-query";
import { Router } from "express";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { createSeminarsService } from "./seminars.service.js";

export function seminarsRoutes(service: ReturnType<typeof createSeminarsService>): Router {
  const router = Router();
  router.get("/seminars/top-list", async (_req, res) => {
    res.json(await service.topList());
  });
  router.get("/seminars/tags", async (_req, res) => {
    res.json(await service.tags());
  });
  router.get("/seminars/search", async (req, res) => {
    res.json(await service.search(parseOrThrow(seminarSearchQuerySchema, req.query)));
  });
  router.get("/searches/seminar", async (req, res) => {
    res.json(await service.keywordSearch(parseOrThrow(keywordSearchQuerySchema, req.query)));
  });
  // SPEC §7 names the detail "/seminars" (id in the query); /seminars/{id} is the same.
  router.get("/seminars", async (req, res) => {
    const id = typeof req.query.id === "string" ? req.query.id : undefined;
    res.json(await service.detail(parseId(id)));
  });
  router.get("/seminars/:id", async (req, res) => {
    res.json(await service.detail(parseId(req.params.id)));
  });
  return router;
}
