import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type RequestHandler, Router } from "express";
import { httpFetch } from "../../lib/http-fetch.js";
import { fetchUpstream, passHeaders } from "../../lib/upstream.js";

/**
 * Longer than the 30 s of an api call: a 5 MB upload from a slow connection takes its time, and the
 * stream is only open while bytes move.
 */
const TRANSFER_TIMEOUT_MS = 5 * 60_000;

/** Response headers of the api's storage answers that are passed on to the browser. */
const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "cache-control",
  "x-content-type-options",
] as const;

/**
 * The api's storage URLs (`/storage/…`) on the site origin: the single-use uploads (PUT, ADR 101) of
 * both stores and the local store's signed downloads (GET, ADR 073) stream through to the api, which
 * checks the ticket or the signature. With S3 the browser downloads from the S3 API directly.
 */
export function storageProxy(apiUrl: string, fetchFn: typeof fetch = httpFetch): Router {
  const router = Router();
  const forward: RequestHandler = async (req, res) => {
    const headers: Record<string, string> = {};
    for (const name of ["content-type", "content-length"] as const) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const upstream = await fetchUpstream(
      fetchFn,
      new URL(req.originalUrl, apiUrl),
      {
        method: req.method,
        headers,
        ...(req.method === "PUT" ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
        signal: AbortSignal.timeout(TRANSFER_TIMEOUT_MS),
      } as RequestInit,
      res,
    );
    if (!upstream) return;
    res.status(upstream.status);
    passHeaders(upstream, res, PASSED_HEADERS);
    if (!upstream.body) {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream), res);
  };
  router.get(/^\/storage\//, forward);
  router.put(/^\/storage\//, forward);
  return router;
}
