import type { Redis } from "ioredis";

/** Where visitor responses are kept: serialized JSON under a key, with a time to live. */
export interface ResponseStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Drops every entry (tests, and an operator's "flush"). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  readonly value: string;
  readonly expiresAt: number;
}

/**
 * In-process store: least recently used entries go first once `maxBytes` of values are held; an entry
 * past its time is never served. `now` is injectable so that tests move time instead of sleeping.
 */
export class MemoryResponseStore implements ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: { readonly maxBytes?: number; readonly now?: () => number } = {}) {}

  private get maxBytes(): number {
    return this.options.maxBytes ?? 64 * 1024 * 1024;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  async get(key: string): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.value.length;
      return undefined;
    }
    // Re-inserted: Map order is the recency order.
    this.entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.value.length;
    }
    if (value.length > this.maxBytes) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    this.bytes += value.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.value.length;
    }
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
}

/** Shared store for several BFF processes: Redis, keys under `prefix`, expiry by Redis (PX). */
export class RedisResponseStore implements ResponseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "iryo:response-cache:",
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(this.prefix + key)) ?? undefined;
    } catch {
      // A cache that cannot answer is a miss, never an error for the visitor.
      return undefined;
    }
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, value, "PX", Math.max(1, Math.round(ttlMs)));
    } catch {
      // Not stored: the next request computes the answer again.
    }
  }

  async clear(): Promise<void> {
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await this.redis.del(...keys);
    } while (cursor !== "0");
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
