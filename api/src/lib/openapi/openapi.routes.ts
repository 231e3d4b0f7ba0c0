import { Router } from "express";
import { openApiDocument } from "./openapi-document.js";
import { referencePage } from "./reference-page.js";

/**
 * Development only: `GET /v1/openapi.json` (the OpenAPI 3.1 document) and `GET /v1/docs` (a
 * self-hosted REST reference rendered from it on the server: no script, no CDN). Both are made on
 * their first request and kept (one document, one page): making them costs a start about 0.5 s of
 * CPU that almost no start needs (ADR 187).
 */
export function openApiRoutes(): Router {
  const router = Router();
  let document: ReturnType<typeof openApiDocument> | undefined;
  let page: string | undefined;
  const documentOnce = () => {
    document ??= openApiDocument();
    return document;
  };
  router.get("/v1/openapi.json", (_req, res) => {
    res.json(documentOnce());
  });
  router.get("/v1/docs", (_req, res) => {
    page ??= referencePage(documentOnce());
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type("html").send(page);
  });
  return router;
}
