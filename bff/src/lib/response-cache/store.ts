import { Redis } from "ioredis";

/**
 * A visitor answer kept as bytes (ADR 156): the body as it is and compressed once — brotli at its best
 * quality and gzip at level 9 — with a weak ETag of the body. A hit only looks the entry up and writes
 * the variant the client accepts: no serialization, no compression, no per-request work beyond that.
 */
export interface EncodedBody {
  readonly status: number;
  /** `W/"…"`: the same for every encoding of one body (a weak validator, RFC 9110 §8.8.1). */
  readonly etag: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** When the store drops it (ms since the epoch), set when it is stored; a refresh may start before. */
  readonly expiresAt?: number;
}

/** Where visitor responses are kept: serialized JSON under a key, with a time to live. */
export interface ResponseStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Drops every entry (tests, and an operator's "flush"). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  /** Text (what any store keeps), or an encoded entry kept as it is (only this process's memory). */
  readonly value: string | EncodedBody;
  /** What it counts against the budget: a string's length or an entry's bytes, plus its key's length. */
  readonly bytes: number;
  readonly expiresAt: number;
}

/** Default byte budget of a MemoryResponseStore (RESPONSE_CACHE_MAX_MB, ADR 197). */
const DEFAULT_RESPONSE_CACHE_MAX_MB = 64;

/** The bytes an encoded entry holds: its three bodies (the rest is a few dozen bytes). */
export function encodedBytes(entry: EncodedBody): number {
  return entry.identity.length + entry.br.length + entry.gzip.length;
}

/**
 * In-process store: least recently used entries go first once `maxBytes` are held; an entry past its
 * time is never served. `now` is injectable so that tests move time instead of sleeping.
 *
 * Besides text (the ResponseStore contract, also used as Redis's fallback), it keeps encoded entries as
 * they are (`getEntry`/`setEntry`): an answer cached in this process's memory exists once, as its bytes,
 * not also as a base64 text beside them (ADR 197). Both count against the one budget.
 */
export class MemoryResponseStore implements ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: { readonly maxBytes?: number; readonly now?: () => number } = {}) {}

  private get maxBytes(): number {
    return this.options.maxBytes ?? DEFAULT_RESPONSE_CACHE_MAX_MB * 1024 * 1024;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Re-inserted: Map order is the recency order.
    this.entries.set(key, entry);
    return entry;
  }

  private put(key: string, value: string | EncodedBody, bytes: number, ttlMs: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    // The key counts too: a visitor answer's key is its query text (ADR 201).
    const held = bytes + key.length;
    if (held > this.maxBytes) return;
    const now = this.now();
    this.entries.set(key, { value, bytes: held, expiresAt: now + ttlMs });
    this.bytes += held;
    // The least recently used go first: while over the budget, and while they have expired anyway (so
    // that entries nobody asks for again do not stay until the budget is full).
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && entry.expiresAt > now) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  async get(key: string): Promise<string | undefined> {
    const value = this.lookup(key)?.value;
    return typeof value === "string" ? value : undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.put(key, value, value.length, ttlMs);
  }

  /** The encoded entry under `key` (undefined when there is none, or the key holds text). */
  getEntry(key: string): EncodedBody | undefined {
    const value = this.lookup(key)?.value;
    return typeof value === "string" ? undefined : value;
  }

  setEntry(key: string, entry: EncodedBody, ttlMs: number): void {
    this.put(key, entry, encodedBytes(entry), ttlMs);
  }

  async clear(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.clear();
  }

  /** Entries held (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against the budget (tests, metrics). */
  get heldBytes(): number {
    return this.bytes;
  }
}

/** How long one Redis command of the cache may take before the cache falls back (ADR 105). */
const REDIS_CACHE_COMMAND_TIMEOUT_MS = 250;
/** How long the cache stays on its fallback after a Redis command failed, before it tries Redis again. */
const REDIS_CACHE_OPEN_MS = 5_000;

/**
 * Shared store for several BFF processes: Redis, keys under `prefix`, expiry by Redis (PX).
 *
 * Redis may fail (ADR 105): while the connection is not ready, or for REDIS_CACHE_OPEN_MS after a
 * command failed or timed out (a circuit breaker; then one request tries Redis again), reads and writes
 * go to `fallback` (this process's memory) at once, so visitors never wait on a dead Redis. When the
 * connection is ready again the shared store is used again and the fallback is emptied.
 */
export class RedisResponseStore implements ResponseStore {
  /** Redis is not tried before this time (ms since the epoch). */
  private openUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = "iryo:response-cache:",
    private readonly options: { readonly fallback?: ResponseStore; readonly openMs?: number } = {},
  ) {
    redis.on("ready", () => {
      this.openUntil = 0;
      void this.options.fallback?.clear();
    });
  }

  /**
   * A store on its own Redis connection that never queues or retries a command (it fails at once while
   * the connection is down, and after REDIS_CACHE_COMMAND_TIMEOUT_MS when Redis does not answer).
   */
  static connect(url: string, prefix: string, fallback: ResponseStore): RedisResponseStore {
    const redis = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_CACHE_COMMAND_TIMEOUT_MS,
      // An unanswered command drops the connection, so that the next requests do not even try.
      socketTimeout: REDIS_CACHE_COMMAND_TIMEOUT_MS,
    });
    // A failing Redis is answered by the fallback; without a listener ioredis would log each attempt.
    redis.on("error", () => {});
    return new RedisResponseStore(redis, prefix, { fallback });
  }

  /**
   * Whether Redis is tried now: no command failed lately and the connection is ready. Without a
   * fallback Redis is always tried (a failure is a miss or a dropped write).
   */
  private get shared(): boolean {
    if (!this.options.fallback) return true;
    return this.redis.status === "ready" && Date.now() >= this.openUntil;
  }

  private failed(): void {
    this.openUntil = Date.now() + (this.options.openMs ?? REDIS_CACHE_OPEN_MS);
  }

  async get(key: string): Promise<string | undefined> {
    if (!this.shared) return this.options.fallback?.get(key);
    try {
      return (await this.redis.get(this.prefix + key)) ?? undefined;
    } catch {
      // A cache that cannot answer is a miss, never an error for the visitor.
      this.failed();
      return this.options.fallback?.get(key);
    }
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (!this.shared) {
      await this.options.fallback?.set(key, value, ttlMs);
      return;
    }
    try {
      await this.redis.set(this.prefix + key, value, "PX", Math.max(1, Math.round(ttlMs)));
    } catch {
      // Not shared: kept in this process until Redis answers again.
      this.failed();
      await this.options.fallback?.set(key, value, ttlMs);
    }
  }

  async clear(): Promise<void> {
    await this.options.fallback?.clear();
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await this.redis.del(...keys);
    } while (cursor !== "0");
  }

  async close(): Promise<void> {
    await this.options.fallback?.close();
    this.redis.disconnect();
  }
}
