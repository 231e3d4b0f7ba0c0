import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Request, type Response, Router } from "express";
import { type EncodedBody, EncodedResponseCache, encodeBody, sendEncoded } from "../../lib/response-cache/encoded.js";
import type { ResponseStore } from "../../lib/response-cache/store.js";
import { robotsWithSitemap, SITEMAP_INDEX_PATH, type SitemapEntries, sitemapFiles } from "./sitemap-xml.js";

/**
 * How long the sitemap's files are kept (and what crawlers may keep): a change approved in the publishing
 * workflow drops them at once with the rest of the visitor cache (`catalogue` events); time alone moves a
 * listing period's start or end, a scheduled article or a new seminar into it.
 */
const SITEMAP_TTL_SECONDS = 15 * 60;
const CACHE_CONTROL = `public, max-age=${SITEMAP_TTL_SECONDS}`;
/** The rules when the web build has no robots.txt (tests, a build without public files). */
const DEFAULT_ROBOTS = "User-agent: *\nAllow: /\n";

export interface SitemapRoutesOptions {
  /** The public pages from the api (a SitemapSource's `entries`). */
  readonly entries: () => Promise<SitemapEntries>;
  /** The origin the URLs name (PUBLIC_WEB_URL): never the request's Host. */
  readonly publicOrigin: string;
  /** The visitor cache's store (ADR 090, 156); without it every request builds the files. */
  readonly store?: ResponseStore | undefined;
  /** The web build, whose robots.txt holds the crawl rules. */
  readonly webDist?: string | undefined;
}

const cacheKey = (path: string) => `sitemap:${path}`;

/**
 * GET /sitemap.xml (an index), /sitemaps/{kind}-{n}.xml (its parts) and /robots.txt naming the index
 * (ADR 168). One /v1/sitemap call builds every file, encoded once (brotli, gzip, plain with an ETag)
 * and kept in the visitor cache; concurrent misses share one build.
 */
export function sitemapRoutes(options: SitemapRoutesOptions): Router {
  const router = Router();
  const cache = options.store ? new EncodedResponseCache(options.store) : undefined;
  let building: Promise<Map<string, EncodedBody>> | undefined;

  const build = () => {
    building ??= (async () => {
      const files = sitemapFiles(await options.entries(), options.publicOrigin);
      const encoded = new Map<string, EncodedBody>();
      for (const [path, xml] of files) {
        const body = await encodeBody(xml);
        encoded.set(path, body);
        await cache?.set(cacheKey(path), body, SITEMAP_TTL_SECONDS * 1000);
      }
      return encoded;
    })().finally(() => {
      building = undefined;
    });
    return building;
  };

  /** A file by path; undefined when the current sitemap has no such part. */
  const file = async (path: string): Promise<EncodedBody | undefined> => {
    const stored = await cache?.get(cacheKey(path));
    if (stored) return stored;
    // The index is kept and this part is not: the sitemap has no such part (no rebuild per unknown name).
    if (path !== SITEMAP_INDEX_PATH && (await cache?.get(cacheKey(SITEMAP_INDEX_PATH)))) return undefined;
    return (await build()).get(path);
  };

  const send = async (req: Request, res: Response) => {
    res.locals.route = "sitemap";
    let body: EncodedBody | undefined;
    try {
      body = await file(req.path);
    } catch {
      // The api did not answer (or broke its contract, logged by the source): crawlers come back later.
      res.status(503).setHeader("Retry-After", "60").type("text/plain").send("Service Unavailable");
      return;
    }
    if (!body) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    sendEncoded(req, res, body, { contentType: "application/xml; charset=utf-8", cacheControl: CACHE_CONTROL });
  };
  router.get(SITEMAP_INDEX_PATH, send);
  router.get(/^\/sitemaps\/[a-z]+-[1-9]\d{0,3}\.xml$/, send);

  const robotsFile = options.webDist ? join(options.webDist, "robots.txt") : undefined;
  const robots = robotsWithSitemap(
    robotsFile && existsSync(robotsFile) ? readFileSync(robotsFile, "utf8") : DEFAULT_ROBOTS,
    options.publicOrigin,
  );
  router.get("/robots.txt", (_req, res) => {
    res.locals.route = "asset";
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robots);
  });
  return router;
}
