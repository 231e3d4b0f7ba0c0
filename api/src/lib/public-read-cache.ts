import { type Endpoint, expressPath } from "@iryo/domain/contracts/endpoint";
import { isRowId } from "@iryo/domain/row-id";
import { type RequestHandler, type Response, Router } from "express";
import { Counter, type Registry } from "prom-client";

/**
 * A short in-process cache of public /v1 reads (ADR 178): the answer's JSON bytes by URL, for
 * `ttlMs`. Only endpoints named to it are cached; an "optional-member" endpoint only for visitors
 * (a member's answer holds their own parts and never comes from, or goes into, the cache).
 *
 * Invalidation: `invalidate()` drops every entry and raises the generation, so that an answer computed
 * while a write ran is not stored. It runs when a write request of this process writes its head with a
 * status other than 4xx (before the client can read its answer) and on every `catalogue` event of the
 * bus (published by any api process: the publishing workflow, attribute verification, site content,
 * suspension, rating publication), so a write elsewhere reaches every process's cache too.
 */
interface PublicReadCache {
  /** GET routes for the given endpoints, to be mounted before the features' routers (after the access guard). */
  routes(endpoints: readonly Endpoint[]): Router;
  /** Every request that is not a read (GET/HEAD/OPTIONS) drops the cache when its head is written (unless 4xx). */
  readonly writes: RequestHandler;
  invalidate(): void;
  readonly size: number;
}

interface PublicReadCacheOptions {
  /** How long an answer is served from the cache; 0 turns the cache off (every call is computed). */
  readonly ttlMs: number;
  /** At most this many answers (the oldest go first; default 2,000). */
  readonly maxEntries?: number;
  /** At most this many bytes of answers (default 32 MiB). */
  readonly maxBytes?: number;
  readonly now?: () => number;
  /** `api_public_read_cache_requests_total{result}` (hit, miss) is registered here when given. */
  readonly registry?: Registry;
}

interface Entry {
  readonly body: Buffer;
  readonly until: number;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const { ttlMs, maxEntries = 2000, maxBytes = 32 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const requests = options.registry
    ? new Counter({
        name: "api_public_read_cache_requests_total",
        help: "Public /v1 reads answered from the api's in-process cache (hit) or computed (miss); ADR 178.",
        labelNames: ["result"],
        registers: [options.registry],
      })
    : undefined;

  function drop(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function store(key: string, body: Buffer) {
    if (body.length > maxBytes / 8) return;
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, { body, until: now() + ttlMs });
    bytes += body.length;
    // A Map iterates in insertion order: the first entries are the oldest.
    for (const [oldest, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest, entry);
    }
  }

  function invalidate() {
    generation += 1;
    entries.clear();
    bytes = 0;
  }

  function handler(endpoint: Endpoint): RequestHandler {
    return (req, res, next) => {
      // A placeholder only matches a row id (as the features' routes): `/services/top-list` is not
      // `/services/{id}`. One cached handler per request at most.
      if (res.locals.publicRead === true || !Object.values(req.params).every((v) => isRowId(String(v)))) return next();
      res.locals.publicRead = true;
      // A member's answer to an "optional-member" endpoint is theirs (excerpts, own rating): never shared.
      if (endpoint.access !== "public" && res.locals.auth !== undefined) return next();
      const key = req.originalUrl;
      const entry = entries.get(key);
      if (entry && now() < entry.until) {
        requests?.inc({ result: "hit" });
        res.status(200).type("application/json; charset=utf-8").send(entry.body);
        return;
      }
      if (entry) drop(key, entry);
      requests?.inc({ result: "miss" });
      const started = generation;
      const json = res.json.bind(res);
      res.json = (body: unknown): Response => {
        // Only a plain success computed while no write ran is kept.
        if (res.statusCode !== 200 || started !== generation) return json(body);
        const text = JSON.stringify(body);
        if (text === undefined) return json(body);
        const buffer = Buffer.from(text);
        store(key, buffer);
        return res.type("application/json; charset=utf-8").send(buffer);
      };
      next();
    };
  }

  return {
    routes(endpoints) {
      const router = Router();
      if (ttlMs <= 0) return router;
      for (const endpoint of endpoints) {
        if (endpoint.method !== "GET") continue;
        router.get(expressPath(endpoint.path), handler(endpoint));
      }
      return router;
    },
    writes(req, res, next) {
      if (READ_METHODS.has(req.method) || ttlMs <= 0) return next();
      // An answer computed while this write runs is not stored; its own answer drops what is stored
      // (what was read before it committed), before its client (or anyone it tells) can ask again.
      // A refused write (4xx) changed nothing: the entries stay, so junk requests cannot empty the cache.
      generation += 1;
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        const status = typeof args[0] === "number" ? args[0] : res.statusCode;
        if (status < 400 || status >= 500) invalidate();
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      next();
    },
    invalidate,
    get size() {
      return entries.size;
    },
  };
}
