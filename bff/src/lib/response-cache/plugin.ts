import { createHash } from "node:crypto";
import { type ApolloServerPlugin, type BaseContext, HeaderMap } from "@apollo/server";
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from "graphql";
import type { ResponseStore } from "./store.js";

/** What the cache needs of the context: whether the request carries a session at all. */
export interface CacheableContext extends BaseContext {
  readonly session: { readonly present: boolean };
}

export interface VisitorCacheOptions {
  readonly store: ResponseStore;
  /** Root Query field → seconds an answer may be served (VISITOR_CACHE_TTL_SECONDS). */
  readonly ttlSeconds: Readonly<Record<string, number>>;
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
  const inFlight = new Map<string, Promise<string | undefined>>();

  const hit = (serialized: string, how: string) => ({
    http: { status: undefined, headers: new HeaderMap([["x-cache", how]]) },
    body: { kind: "single" as const, singleResult: JSON.parse(serialized) },
  });

  return {
    async requestDidStart() {
      let key: string | undefined;
      let ttlMs = 0;
      let settle: ((value: string | undefined) => void) | undefined;

      return {
        async responseForOperation(requestContext) {
          const { operation, document, request, contextValue } = requestContext;
          if (operation.operation !== "query" || contextValue.session.present || !request.query) return null;
          const fields = rootFields(operation.selectionSet, document);
          if (!fields || fields.length === 0) return null;
          const ttls = fields.map((name) => options.ttlSeconds[name]);
          if (ttls.some((ttl) => ttl === undefined || ttl <= 0)) return null;

          key = createHash("sha256")
            .update(JSON.stringify([request.query, request.operationName ?? null, request.variables ?? {}]))
            .digest("base64url");
          ttlMs = Math.min(...(ttls as number[])) * 1000;

          const stored = await options.store.get(key);
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
          inFlight.set(
            key,
            new Promise<string | undefined>((resolve) => {
              settle = resolve;
            }),
          );
          return null;
        },

        async willSendResponse(requestContext) {
          if (key === undefined || !settle) return;
          const { body, http } = requestContext.response;
          let serialized: string | undefined;
          if (body.kind === "single" && !body.singleResult.errors && body.singleResult.data) {
            serialized = JSON.stringify(body.singleResult);
            await options.store.set(key, serialized, ttlMs);
            http.headers.set("x-cache", "MISS");
          }
          inFlight.delete(key);
          settle(serialized);
        },
      };
    },
  };
}
