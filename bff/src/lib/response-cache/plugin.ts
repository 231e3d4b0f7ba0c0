import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { type ApolloServerPlugin, type BaseContext, HeaderMap } from "@apollo/server";
import type { Request, RequestHandler } from "express";
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from "graphql";
import { type EncodedBody, EncodedResponseCache, encodeBody, HeaderMemo, sendEncoded } from "./encoded.js";
import type { ResponseStore } from "./store.js";

/** What the cache needs of the context: whether the request carries a session at all. */
export interface CacheableContext extends BaseContext {
  readonly session: { readonly present: boolean };
}

export interface VisitorCacheOptions {
  readonly store: ResponseStore;
  /** Root Query field → seconds an answer may be served (VISITOR_CACHE_TTL_SECONDS). */
  readonly ttlSeconds: Readonly<Record<string, number>>;
  /** Each lookup's result (metrics). */
  readonly onLookup?: (result: "hit" | "hit-waited" | "miss") => void;
}

/**
 * The key of a visitor answer: the query text, the operation name and the variables as one JSON text.
 * In this process's memory that text itself is the key (ADR 201): exact, so two requests share an entry
 * only when they ask the same, and no hashing per request. A shared store (Redis) gets its sha256, so
 * that a key on the wire stays short.
 */
function visitorCacheKey(
  cache: EncodedResponseCache,
  query: string,
  operationName: string | null | undefined,
  variables: unknown,
): string {
  const text = JSON.stringify([query, operationName ?? null, variables ?? {}]);
  return cache.inMemory ? text : createHash("sha256").update(text).digest("base64url");
}

/** The entries of the GraphQL cache over `store` (one per store: the decoded bytes are kept per process). */
const cachesOfStore = new WeakMap<ResponseStore, EncodedResponseCache>();
function encodedCacheOf(store: ResponseStore): EncodedResponseCache {
  let cache = cachesOfStore.get(store);
  if (!cache) {
    cache = new EncodedResponseCache(store);
    cachesOfStore.set(store, cache);
  }
  return cache;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Content types of a request that a browser may send cross-site without a preflight. */
const SIMPLE_CONTENT_TYPES = new Set(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The visitor cache key of an HTTP request as Apollo Server would read it (POST JSON body, or GET query
 * parameters), when it passes Apollo's CSRF prevention (a non-simple content type or a preflight
 * header); undefined otherwise (then Apollo answers it, and refuses what it refuses).
 */
function requestKey(
  req: Request,
  cache: EncodedResponseCache,
): { key: string; operationName: string | undefined } | undefined {
  const type = req.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const preflighted =
    (type !== undefined && type !== "" && !SIMPLE_CONTENT_TYPES.has(type)) ||
    req.get("x-apollo-operation-name") !== undefined ||
    req.get("apollo-require-preflight") !== undefined;
  if (!preflighted) return undefined;
  let query: unknown;
  let operationName: unknown;
  let variables: unknown;
  if (req.method === "POST") {
    if (!isPlainObject(req.body)) return undefined;
    ({ query, operationName, variables } = req.body);
  } else if (req.method === "GET") {
    const params = new URL(req.originalUrl, "http://x").searchParams;
    query = params.get("query") ?? undefined;
    operationName = params.get("operationName") ?? undefined;
    const raw = params.get("variables");
    try {
      variables = raw ? JSON.parse(raw) : undefined;
    } catch {
      return undefined;
    }
  } else return undefined;
  if (typeof query !== "string") return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return undefined;
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return undefined;
  return {
    key: visitorCacheKey(cache, query, operationName, variables),
    // For the metrics: the name given, else the name of the (first) operation in the text.
    operationName: operationName ?? /^\s*query\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1],
  };
}

/**
 * The visitor cache's fast path (ADR 156), in front of Apollo Server and of the compression middleware:
 * a request without any session whose query, operation name and variables are stored is answered with
 * the stored bytes (the variant its Accept-Encoding asks for, or 304 for its If-None-Match) without
 * parsing, validating or executing anything. Everything else goes on to Apollo (and to the plugin below,
 * which fills the cache).
 */
export function cachedAnswers(options: {
  readonly store: ResponseStore;
  /** Whether the request carries a session (cookie or bearer): those never read the cache. */
  readonly hasSession: (req: Request) => boolean;
  /** Each hit with its time from the lookup to the bytes handed to the socket (metrics). */
  readonly onHit?: (operationName: string | undefined, seconds: number) => void;
}): RequestHandler {
  const cache = encodedCacheOf(options.store);
  // The Content-Type by Accept header: the same few headers come again and again (ADR 201).
  const answerTypes = new HeaderMemo<string | undefined>();
  return (req, res, next) => {
    const found = options.hasSession(req) ? undefined : requestKey(req, cache);
    if (!found) {
      next();
      return;
    }
    const accept = req.headers.accept;
    const type = answerTypes.has(accept) ? answerTypes.get(accept) : answerTypes.set(accept, answerTypeOf(req));
    if (!type) {
      next();
      return;
    }
    const start = performance.now();
    const answer = (entry: EncodedBody | undefined) => {
      if (!entry) {
        next();
        return;
      }
      res.setHeader("x-cache", "HIT");
      sendEncoded(req, res, entry, { contentType: type, cacheControl: "no-cache" });
      options.onHit?.(found.operationName, (performance.now() - start) / 1000);
    };
    // In this process's memory the entry is read at once: a hit is answered in this call, with no promise.
    const entry = cache.lookup(found.key);
    if (entry instanceof Promise) entry.then(answer, next);
    else answer(entry);
  };
}

/** The Content-Type of a cached answer the request accepts (either JSON type), or undefined. */
function answerTypeOf(req: Request): string | undefined {
  const type = req.accepts(["application/json", "application/graphql-response+json"]);
  return type ? `${type}; charset=utf-8` : undefined;
}

/** The root fields a selection asks for, through fragments; undefined when a fragment is unknown. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode): string[] | undefined {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.push(selection.name.value);
      continue;
    }
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : document.definitions.find(
            (d): d is FragmentDefinitionNode =>
              d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
          )?.selectionSet;
    const nested = inner ? rootFields(inner, document) : undefined;
    if (!nested) return undefined;
    names.push(...nested);
  }
  return names;
}

/**
 * A response cache for VISITORS (ADR 090): a query whose every root field is in the public list is
 * answered from the store when a request without any session (no cookie, no bearer) has asked the same
 * query with the same variables within the field's time. Requests with a session never read or write
 * it, so no member's data can enter a shared entry and no member gets a visitor's answer. Concurrent
 * misses of one key in this process make one execution (single flight); the others wait for it.
 */
export function visitorResponseCache<TContext extends CacheableContext>(
  options: VisitorCacheOptions,
): ApolloServerPlugin<TContext> {
  const inFlight = new Map<string, Promise<EncodedBody | undefined>>();
  const cache = encodedCacheOf(options.store);

  // A hit that reaches Apollo (a request the fast path does not read, e.g. a persisted query sent by hash).
  const hit = (entry: EncodedBody, how: "HIT" | "HIT-WAITED") => {
    options.onLookup?.(how === "HIT" ? "hit" : "hit-waited");
    return {
      http: { status: undefined, headers: new HeaderMap([["x-cache", how]]) },
      body: { kind: "single" as const, singleResult: JSON.parse(entry.identity.toString("utf8")) },
    };
  };

  return {
    async requestDidStart() {
      let key: string | undefined;
      let ttlMs = 0;
      let settle: ((value: EncodedBody | undefined) => void) | undefined;

      return {
        async responseForOperation(requestContext) {
          const { operation, document, request, contextValue } = requestContext;
          if (operation.operation !== "query" || contextValue.session.present || !request.query) return null;
          const fields = rootFields(operation.selectionSet, document);
          if (!fields || fields.length === 0) return null;
          const ttls = fields.map((name) => options.ttlSeconds[name]);
          if (ttls.some((ttl) => ttl === undefined || ttl <= 0)) return null;

          key = visitorCacheKey(cache, request.query, request.operationName, request.variables);
          ttlMs = Math.min(...(ttls as number[])) * 1000;

          const stored = await cache.get(key);
          if (stored !== undefined) {
            key = undefined;
            return hit(stored, "HIT");
          }
          const pending = inFlight.get(key);
          if (pending) {
            const shared = await pending;
            if (shared !== undefined) {
              key = undefined;
              return hit(shared, "HIT-WAITED");
            }
            // The first one failed: this one executes on its own, without storing.
            key = undefined;
            return null;
          }
          options.onLookup?.("miss");
          inFlight.set(
            key,
            new Promise<EncodedBody | undefined>((resolve) => {
              settle = resolve;
            }),
          );
          return null;
        },

        async willSendResponse(requestContext) {
          if (key === undefined || !settle) return;
          const { body, http } = requestContext.response;
          let encoded: EncodedBody | undefined;
          try {
            if (body.kind === "single" && !body.singleResult.errors && body.singleResult.data) {
              // Serialized and compressed once per cache fill, in the thread pool (ADR 156).
              http.headers.set("x-cache", "MISS");
              encoded = await encodeBody(JSON.stringify(body.singleResult));
              await cache.set(key, encoded, ttlMs);
            }
          } finally {
            inFlight.delete(key);
            settle(encoded);
          }
        },
      };
    },
  };
}
