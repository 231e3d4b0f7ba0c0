import { Router } from "express";
import { openApiDocument } from "./openapi-document.js";
import { referencePage } from "./reference-page.js";

/**
 * Development only: `GET /v1/openapi.json` (the OpenAPI 3.1 document) and `GET /v1/docs` (a
 * self-hosted REST reference rendered from it on the server: no script, no CDN).
 */
export function openApiRoutes(): Router {
  const router = Router();
  const document = openApiDocument();
  const page = referencePage(document);
  router.get("/v1/openapi.json", (_req, res) => {
    res.json(document);
  });
  router.get("/v1/docs", (_req, res) => {
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type("html").send(page);
  });
  return router;
}
