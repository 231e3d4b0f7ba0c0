import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  compressors,
  EncodedResponseCache,
  encodeBody,
  HeaderMemo,
  matchesEtag,
  negotiateEncoding,
} from "./encoded.js";
import { MemoryResponseStore, type ResponseStore } from "./store.js";

/** A store that keeps text only, as Redis does (several BFF processes). */
class TextStore implements ResponseStore {
  readonly values = new Map<string, string>();
  async get(key: string) {
    return this.values.get(key);
  }
  async set(key: string, value: string) {
    this.values.set(key, value);
  }
  async clear() {
    this.values.clear();
  }
  async close() {}
}

describe("negotiateEncoding", () => {
  it("When the client accepts brotli and gzip, then brotli, then gzip, then the body as it is", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });

  it("When q-values are given, then they are respected: a higher q wins, q=0 refuses, * stands for the others", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0.3, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("identity;q=1, gzip;q=0.5")).toBe("identity");
  });
});

describe("matchesEtag", () => {
  it("When If-None-Match names the entry's tag (weakly, in a list, or *), then it matches", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("HeaderMemo", () => {
  it("When a header value was seen, then its answer is kept (no header is a value of its own); when full, it starts again", () => {
    const memo = new HeaderMemo<string>();
    expect(memo.has(undefined)).toBe(false);
    memo.set(undefined, "none");
    memo.set("", "empty");
    expect(memo.get(undefined)).toBe("none");
    expect(memo.get("")).toBe("empty");
    for (let i = 0; i < 62; i++) memo.set(`v${i}`, String(i));
    expect(memo.has(undefined)).toBe(true);
    memo.set("one more", "x");
    expect(memo.has(undefined)).toBe(false);
    expect(memo.get("one more")).toBe("x");
  });
});

describe("EncodedResponseCache", () => {
  it("When an entry is stored in this process's memory, then it comes back as the same bytes, kept once (no text form)", async () => {
    const store = new MemoryResponseStore();
    const entry = await encodeBody("<p>こんにちは</p>".repeat(200), 200);
    await new EncodedResponseCache(store).set("k", entry, 60_000);
    const read = await new EncodedResponseCache(store).get("k");
    expect(read?.identity).toBe(entry.identity);
    expect(read?.br).toBe(entry.br);
    expect(await store.get("k")).toBeUndefined();
  });

  it("When an entry is stored in a shared store, then it comes back with the same bytes through the store's text form", async () => {
    const store = new TextStore();
    const body = "<p>こんにちは</p>".repeat(200);
    const entry = await encodeBody(body, 200);
    expect(zlib.brotliDecompressSync(entry.br).toString()).toBe(body);
    expect(zlib.gunzipSync(entry.gzip).toString()).toBe(body);
    await new EncodedResponseCache(store).set("k", entry, 60_000);
    // Another process (a cache with nothing decoded) reads the stored text.
    const read = await new EncodedResponseCache(store).get("k");
    expect(read?.etag).toBe(entry.etag);
    expect(read?.identity.equals(entry.identity)).toBe(true);
    expect(read?.br.equals(entry.br)).toBe(true);
    expect(read?.gzip.equals(entry.gzip)).toBe(true);
  });

  it("When the store is this process's memory, then a lookup answers at once (no promise); a shared store's is a promise", async () => {
    const entry = await encodeBody("x".repeat(100));
    const memory = new EncodedResponseCache(new MemoryResponseStore());
    await memory.set("k", entry, 60_000);
    const read = memory.lookup("k");
    expect(read).not.toBeInstanceOf(Promise);
    expect((read as { identity: Buffer } | undefined)?.identity).toBe(entry.identity);
    expect(memory.lookup("other")).toBeUndefined();
    const shared = new EncodedResponseCache(new TextStore());
    await shared.set("k", entry, 60_000);
    const later = shared.lookup("k");
    expect(later).toBeInstanceOf(Promise);
    expect((await later)?.identity.equals(entry.identity)).toBe(true);
  });

  it("When the store has dropped the entry (time, or a flush), then it is a miss, whatever this process decoded", async () => {
    const store = new MemoryResponseStore();
    const cache = new EncodedResponseCache(store);
    await cache.set("k", await encodeBody("x".repeat(100)), 60_000);
    await store.clear();
    expect(await cache.get("k")).toBeUndefined();
    await cache.set("k", await encodeBody("y".repeat(100)), 60_000);
    await cache.invalidate();
    expect(await cache.get("k")).toBeUndefined();
  });
});

describe.each([
  ["in this process's memory", () => new MemoryResponseStore()],
  ["in a shared store", () => new TextStore()],
])("popular entries %s", (_where, makeStore: () => ResponseStore) => {
  it("When an entry has been hit 200 times, then it is compressed once more at the best quality, in the background, keeping its ETag and expiry", async () => {
    const store = makeStore();
    const cache = new EncodedResponseCache(store);
    const body = Array.from({ length: 3000 }, (_, i) => `<li class="item-${i % 97}">サービス ${i}</li>`).join("");
    const filled = await encodeBody(body);
    await cache.set("k", filled, 60_000);
    const best = vi.spyOn(compressors, "brotli");
    for (let i = 0; i < 199; i++) await cache.get("k");
    expect(best).not.toHaveBeenCalled();
    const hit = await cache.get("k");
    expect(best).toHaveBeenCalledTimes(1);
    expect(best.mock.calls[0]?.[1]).toBe("best");
    // The hit itself was answered with the fill's bytes.
    expect(hit?.br.equals(filled.br)).toBe(true);
    let upgraded = hit;
    for (let i = 0; i < 300 && upgraded?.br.equals(filled.br); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      upgraded = await new EncodedResponseCache(store).get("k");
    }
    expect(upgraded?.br.length).toBeLessThan(filled.br.length);
    expect(zlib.brotliDecompressSync(upgraded?.br ?? Buffer.alloc(0)).toString()).toBe(body);
    expect(upgraded?.etag).toBe(filled.etag);
    expect(upgraded?.expiresAt).toBe(hit?.expiresAt);
    // Once per entry.
    for (let i = 0; i < 300; i++) await cache.get("k");
    expect(best).toHaveBeenCalledTimes(1);
    best.mockRestore();
  });
});
