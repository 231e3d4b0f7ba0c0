import { API_TIMEOUT_MS, MINUTE_MS } from "@iryo/domain/constants";
import { errorFromNoResponse, errorFromResponse } from "../../lib/errors.js";
import { httpFetch } from "../../lib/http-fetch.js";
import type { RestCallCounter } from "../../lib/rest-source.js";

/** How long a document is used without asking the api again; then it is revalidated by ETag. */
export const CONFIG_DOCUMENT_TTL_MS = MINUTE_MS;

interface Entry {
  readonly etag: string | null;
  readonly value: unknown;
  fetchedAt: number;
}

/**
 * The /public/config documents, shared by every request of one BFF (they change rarely): fresh for
 * the TTL, then revalidated with If-None-Match, so an unchanged document costs a 304 and no parsing.
 */
export class ConfigDocumentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: typeof fetch = httpFetch,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The document, revalidated with the api now (If-None-Match: an unchanged document costs a 304 and
   * no parsing); concurrent callers share one request. For values that must be current at once, such as
   * the terms version `me` compares with the member's.
   */
  revalidate<T>(name: string): Promise<T> {
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.load(name, this.entries.get(name)).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending as Promise<T>;
  }

  /** Forgets every copy: the next read asks the api (an operator published a new version, ADR 164). */
  clear(): void {
    this.entries.clear();
  }

  get<T>(name: string, counter?: RestCallCounter): Promise<T> {
    const entry = this.entries.get(name);
    if (entry && this.now() - entry.fetchedAt < CONFIG_DOCUMENT_TTL_MS) return Promise.resolve(entry.value as T);
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.load(name, entry, counter).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending as Promise<T>;
  }

  private async load(name: string, entry: Entry | undefined, counter?: RestCallCounter): Promise<unknown> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (entry?.etag) headers["if-none-match"] = entry.etag;
    if (counter) counter.count += 1;
    let response: Response;
    try {
      response = await this.fetchFn(new URL(`/public/config/${name}.json`, this.baseUrl), {
        headers,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch {
      if (entry) return entry.value; // serve the last good copy while the api is unreachable
      throw errorFromNoResponse();
    }
    if (response.status === 304 && entry) {
      entry.fetchedAt = this.now();
      return entry.value;
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFromResponse(response.status, payload);
    this.entries.set(name, { etag: response.headers.get("etag"), value: payload, fetchedAt: this.now() });
    return payload;
  }
}

const caches = new Map<string, ConfigDocumentCache>();

/** One cache per api origin for the life of the process (tests start several apis). */
export function configDocumentCacheFor(baseUrl: string, fetchFn?: typeof fetch): ConfigDocumentCache {
  let cache = caches.get(baseUrl);
  if (!cache) {
    cache = new ConfigDocumentCache(baseUrl, fetchFn);
    caches.set(baseUrl, cache);
  }
  return cache;
}

/** Drops every process-wide copy of the documents (on a site content change, here or on another BFF). */
export function clearConfigDocumentCaches(): void {
  for (const cache of caches.values()) cache.clear();
}
