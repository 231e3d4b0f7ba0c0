import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { encodeBody } from "./encoded.js";
import { encodedBytes, MemoryResponseStore, RedisResponseStore } from "./store.js";

describe("MemoryResponseStore", () => {
  it("When an entry's time has passed, then it is a miss and its bytes are freed", async () => {
    let now = 1_000;
    // Each entry counts its key's length too: "a" + "12345" is 6 bytes.
    const store = new MemoryResponseStore({ maxBytes: 12, now: () => now });
    await store.set("a", "12345", 100);
    expect(await store.get("a")).toBe("12345");
    now += 100;
    expect(await store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
    // The freed bytes count again: two 6-byte entries fit in 12.
    await store.set("b", "abcde", 100);
    await store.set("c", "fghij", 100);
    expect(store.size).toBe(2);
  });

  it("When the byte budget is exceeded, then the least recently used entry goes first", async () => {
    const store = new MemoryResponseStore({ maxBytes: 10 });
    // 5 bytes each with its key: room for two.
    await store.set("a", "aaaa", 60_000);
    await store.set("b", "bbbb", 60_000);
    // Reading a makes b the least recently used.
    expect(await store.get("a")).toBe("aaaa");
    await store.set("c", "cccc", 60_000);
    expect(await store.get("b")).toBeUndefined();
    expect(await store.get("a")).toBe("aaaa");
    expect(await store.get("c")).toBe("cccc");
  });

  it("When a key is written again, then the new value replaces the old one and the old bytes are freed", async () => {
    const store = new MemoryResponseStore({ maxBytes: 10 });
    await store.set("a", "1234", 60_000);
    await store.set("a", "5678", 60_000);
    await store.set("b", "abcd", 60_000);
    expect(await store.get("a")).toBe("5678");
    expect(await store.get("b")).toBe("abcd");
    expect(store.size).toBe(2);
  });

  it("When a value is larger than the whole budget, then it is not stored (and an old value of the key is dropped)", async () => {
    const store = new MemoryResponseStore({ maxBytes: 5 });
    await store.set("a", "1234", 60_000);
    await store.set("a", "123456", 60_000);
    expect(await store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("When encoded entries fill the byte budget, then the least recently used go first, counted by their bytes", async () => {
    const page = (n: number) => encodeBody(`<p>ページ ${n}</p>`.repeat(500));
    const [a, b, c] = await Promise.all([page(1), page(2), page(3)]);
    // Room for two entries, not three.
    const store = new MemoryResponseStore({ maxBytes: encodedBytes(a) + encodedBytes(b) + 10 });
    store.setEntry("a", a, 60_000);
    store.setEntry("b", b, 60_000);
    expect(store.heldBytes).toBe(encodedBytes(a) + encodedBytes(b) + 2);
    // Reading a makes b the least recently used.
    expect(store.getEntry("a")).toBe(a);
    store.setEntry("c", c, 60_000);
    expect(store.getEntry("b")).toBeUndefined();
    expect(store.getEntry("a")).toBe(a);
    expect(store.getEntry("c")).toBe(c);
    expect(store.heldBytes).toBe(encodedBytes(a) + encodedBytes(c) + 2);
  });

  it("When an entry is stored, then it is held once, as its bytes: no text form beside it", async () => {
    const store = new MemoryResponseStore();
    const entry = await encodeBody("<p>こんにちは</p>".repeat(200));
    store.setEntry("k", entry, 60_000);
    expect(store.getEntry("k")).toBe(entry);
    expect(await store.get("k")).toBeUndefined();
    expect(store.heldBytes).toBe(entry.identity.length + entry.br.length + entry.gzip.length + "k".length);
  });

  it("When entries nobody asks for again have expired, then a later write frees them", async () => {
    let now = 1_000;
    const store = new MemoryResponseStore({ now: () => now });
    await store.set("old", "12345", 100);
    now += 100;
    await store.set("new", "abc", 100);
    expect(store.size).toBe(1);
    expect(store.heldBytes).toBe("new".length + 3);
  });

  it("When keys are long (a visitor answer's key is its query text, ADR 201), then they count against the budget", async () => {
    const store = new MemoryResponseStore({ maxBytes: 100 });
    const longKey = JSON.stringify(["{ categories { id name } }".repeat(3), null, {}]);
    await store.set(longKey, "1234", 60_000);
    expect(store.heldBytes).toBe(longKey.length + 4);
    // A key longer than the whole budget is never held.
    await store.set("k".repeat(100), "1", 60_000);
    expect(await store.get("k".repeat(100))).toBeUndefined();
    expect(store.heldBytes).toBe(longKey.length + 4);
  });

  it("When cleared or closed, then nothing is held", async () => {
    const store = new MemoryResponseStore();
    await store.set("a", "1", 60_000);
    await store.close();
    expect(store.size).toBe(0);
    expect(await store.get("a")).toBeUndefined();
  });
});

describe("RedisResponseStore", () => {
  it("When Redis cannot be reached, then a read is a miss and a write is dropped, never an error", async () => {
    // Port 1 on localhost refuses at once; no retries, no offline queue.
    const redis = new Redis({
      host: "127.0.0.1",
      port: 1,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on("error", () => {});
    const store = new RedisResponseStore(redis, "test:");
    await expect(store.get("k")).resolves.toBeUndefined();
    await expect(store.set("k", "v", 1_000)).resolves.toBeUndefined();
    await store.close();
  });

  it("When Redis is not connected, then reads and writes go to the fallback store and nothing waits on Redis", async () => {
    const redis = new Redis({ host: "127.0.0.1", port: 1, lazyConnect: true, retryStrategy: () => null });
    redis.on("error", () => {});
    const fallback = new MemoryResponseStore();
    const store = new RedisResponseStore(redis, "test:", { fallback });
    await store.set("k", "v", 60_000);
    expect(await store.get("k")).toBe("v");
    expect(fallback.size).toBe(1);
    await store.close();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    "When several BFFs share Redis, then an entry is read back under the prefix, expires by PX, and clear drops only the prefix",
    async () => {
      const prefix = `iryo-test:${process.pid}:${Date.now()}:`;
      const redis = new Redis(process.env.TEST_REDIS_URL ?? "");
      const other = new Redis(process.env.TEST_REDIS_URL ?? "");
      const store = new RedisResponseStore(redis, prefix);
      try {
        await store.set("a", "A", 60_000);
        await store.set("b", "B", 60_000);
        await other.set("iryo-test-unrelated", "keep", "PX", 60_000);
        expect(await store.get("a")).toBe("A");
        expect(await other.pttl(`${prefix}a`)).toBeGreaterThan(59_000);
        await store.set("short", "S", 0.2);
        expect(await other.pttl(`${prefix}short`)).toBeLessThanOrEqual(1);
        await store.clear();
        expect(await store.get("a")).toBeUndefined();
        expect(await other.get("iryo-test-unrelated")).toBe("keep");
      } finally {
        await other.del("iryo-test-unrelated");
        await store.close();
        other.disconnect();
      }
    },
  );
});
