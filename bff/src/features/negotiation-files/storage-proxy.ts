import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { errorMessage, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type Request, type RequestHandler, type Response, Router } from "express";
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

/** The api's single-use upload routes (`PUT /storage/<route>/<ticket>`, ADR 101). */
const UPLOAD_ROUTES = new Set(["uploads", "material-uploads"]);
/** A ticket: 32 random bytes in base64url. */
const TICKET = /^[A-Za-z0-9_-]{43}$/;
/** The first segment of the keys the local store signs download URLs for (negotiation files, materials, logos). */
const DOWNLOAD_PREFIXES = new Set(["negotiations", "materials", "provider-logos"]);
/** The query of a signed download URL (`createLocalFileStore`): each once, nothing else. */
const DOWNLOAD_QUERY = ["expires", "name", "type", "signature"] as const;

/**
 * The decoded segments of a raw path after `/storage/`, or undefined when one is empty, a dot segment,
 * undecodable or hides a separator. The upstream URL is built from these, never from the client's path:
 * `new URL()` resolves `..` and `%2e%2e`, which once let `/storage/%2e%2e/…` reach any api route (ADR 205).
 */
function storageSegments(req: Request): string[] | undefined {
  const raw = req.path.slice("/storage/".length).split("/");
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/** The api URL of an upload (`PUT`), or undefined when the path is not one. */
function uploadUrl(req: Request, apiUrl: string): URL | undefined {
  const segments = storageSegments(req);
  if (segments?.length !== 2) return undefined;
  const [route = "", ticket = ""] = segments;
  if (!UPLOAD_ROUTES.has(route) || !TICKET.test(ticket)) return undefined;
  return new URL(`/storage/${route}/${ticket}`, apiUrl);
}

/** The api URL of a signed download (`GET`), or undefined when the path or the query is not one. */
function downloadUrl(req: Request, apiUrl: string): URL | undefined {
  const segments = storageSegments(req);
  if (!segments || segments.length < 2 || !DOWNLOAD_PREFIXES.has(segments[0] ?? "")) return undefined;
  const given = new URL(req.originalUrl, "http://bff.invalid").searchParams;
  if ([...given.keys()].length !== DOWNLOAD_QUERY.length) return undefined;
  const query = new URLSearchParams();
  for (const name of DOWNLOAD_QUERY) {
    const values = given.getAll(name);
    if (values.length !== 1) return undefined;
    query.set(name, values[0] ?? "");
  }
  const url = new URL(`/storage/${segments.map(encodeURIComponent).join("/")}`, apiUrl);
  url.search = query.toString();
  return url;
}

function notFound(res: Response): void {
  res.status(404).json({ error_code: NOT_FOUND_CODE, error_message: errorMessage(NOT_FOUND_CODE) });
}

/**
 * The api's storage URLs (`/storage/…`) on the site origin: the single-use uploads (PUT, ADR 101) of
 * both stores and the local store's signed downloads (GET, ADR 073) stream through to the api, which
 * checks the ticket or the signature. With S3 the browser downloads from the S3 API directly. Only
 * those two shapes pass, rebuilt from their parsed parts; anything else under /storage/ is 404 here.
 */
export function storageProxy(apiUrl: string, fetchFn: typeof fetch = httpFetch): Router {
  const router = Router();
  const forward = async (req: Request, res: Response, url: URL) => {
    const headers: Record<string, string> = {};
    for (const name of ["content-type", "content-length"] as const) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const upstream = await fetchUpstream(
      fetchFn,
      url,
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
  const download: RequestHandler = async (req, res) => {
    const url = downloadUrl(req, apiUrl);
    if (!url) return notFound(res);
    await forward(req, res, url);
  };
  const upload: RequestHandler = async (req, res) => {
    const url = uploadUrl(req, apiUrl);
    if (!url) return notFound(res);
    await forward(req, res, url);
  };
  router.get(/^\/storage\//, download);
  router.put(/^\/storage\//, upload);
  router.all(/^\/storage(?:\/|$)/, (_req, res) => notFound(res));
  return router;
}
