import { API_TIMEOUT_MS } from "@iryo/domain/constants";
import { type RequestHandler, Router } from "express";
import { httpFetch } from "../../lib/http-fetch.js";
import { fetchUpstream, passHeaders } from "../../lib/upstream.js";

/** Response headers of the api that are passed on to the browser. */
const PASSED_HEADERS = ["content-type", "cache-control", "etag", "content-security-policy"] as const;

/**
 * GET /media/* and /public/config/*.json from the api, so the browser loads pictures and the static
 * configuration from the site origin (product §7) while the api stays private.
 */
export function mediaProxy(apiUrl: string, fetchFn: typeof fetch = httpFetch): Router {
  const router = Router();
  const forward: RequestHandler = async (req, res) => {
    const headers: Record<string, string> = {};
    const inm = req.headers["if-none-match"];
    if (typeof inm === "string") headers["if-none-match"] = inm;
    const upstream = await fetchUpstream(
      fetchFn,
      // The path the routes below matched (no dot segment, no escape can pass them), without the query.
      new URL(req.path, apiUrl),
      { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) },
      res,
    );
    if (!upstream) return;
    res.status(upstream.status);
    passHeaders(upstream, res, PASSED_HEADERS);
    res.setHeader("x-content-type-options", "nosniff");
    res.end(Buffer.from(await upstream.arrayBuffer()));
  };
  router.get(/^\/media\/[a-z]+\/[\w-]+\.(?:svg|png|jpg|webp)$/, forward);
  router.get(/^\/public\/config\/[a-z_]+\.json$/, forward);
  return router;
}
