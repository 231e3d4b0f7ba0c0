import { expressPath } from "@iryo/domain/contracts/endpoint";
import { sitemapEntries } from "@iryo/domain/contracts/sitemap";
import { Router } from "express";
import { send, validate } from "../../lib/http.js";
import type { createSitemapService } from "./sitemap.service.js";

export function sitemapRoutes(service: ReturnType<typeof createSitemapService>): Router {
  const router = Router();
  router.get(expressPath(sitemapEntries.path), validate(sitemapEntries), async (_req, res) => {
    send(res, sitemapEntries, await service.entries());
  });
  return router;
}
