import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestStack, type TestStack } from "../../test/stack.js";
import { compressors } from "./encoded.js";
import { MemoryResponseStore } from "./store.js";

// The real web build (`npm run build` runs before the tests in `npm test`): the server render and its manifest.
const WEB_DIST = fileURLToPath(new URL("../../../../web/dist/", import.meta.url));
const SSR_ENTRY = fileURLToPath(new URL("../../../../web/dist-server/entry-server.js", import.meta.url));
if (!existsSync(SSR_ENTRY)) throw new Error(`${SSR_ENTRY} is missing: run \`npm run build\` first`);

const store = new MemoryResponseStore();
let stack: TestStack;
let base: string;
beforeAll(async () => {
  stack = await startTestStack({ SSR: true, WEB_DIST_DIR: WEB_DIST, responseStore: store });
  stack.bff.httpServer.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => stack.bff.httpServer.once("listening", resolve));
  base = `http://127.0.0.1:${(stack.bff.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.clear();
});

interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded. */
  readonly body: Buffer;
}

/** A request whose answer is read as raw bytes (no client decompresses it). */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: body === undefined ? "GET" : "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Every way the server could compress: the stored-bytes encoder and zlib itself (the compression middleware). */
function spyOnCompression() {
  return [
    vi.spyOn(compressors, "brotli"),
    vi.spyOn(compressors, "gzip"),
    vi.spyOn(zlib, "createBrotliCompress"),
    vi.spyOn(zlib, "createGzip"),
    vi.spyOn(zlib, "createDeflate"),
    vi.spyOn(zlib, "brotliCompressSync"),
    vi.spyOn(zlib, "gzipSync"),
  ];
}

const HOST = "portal.example";

describe("visitor pages served as stored bytes", () => {
  it("When a cached page is asked for again, then its stored brotli bytes are sent as they are, with no compression work, and a matching If-None-Match gets 304", async () => {
    const page = { host: HOST, accept: "text/html", "accept-encoding": "gzip, deflate, br" };
    const first = await raw("/", page);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(first.body).toString("utf8");
    expect(html).toContain('<div id="root">');

    const spies = spyOnCompression();
    const second = await raw("/", page);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-length"]).toBe(String(first.body.length));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toContain("Accept-Encoding");
    expect(second.body.equals(first.body)).toBe(true);

    // gzip when brotli is refused (q=0), the page as it is when nothing is accepted: the same page.
    const gzipped = await raw("/", { ...page, "accept-encoding": "gzip, br;q=0" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString("utf8")).toBe(html);
    const plain = await raw("/", { ...page, "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(html);

    const notModified = await raw("/", { ...page, "if-none-match": String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();

    // Another ETag is not a match: the page is sent.
    expect((await raw("/", { ...page, "if-none-match": 'W/"other"' })).status).toBe(200);
  });
});

describe("visitor GraphQL answers served as stored bytes", () => {
  const body = JSON.stringify({ query: "{ categories { id name serviceCount } }" });
  const headers = { "content-type": "application/json", "accept-encoding": "br, gzip" };

  it("When a cached answer is asked for again, then its stored bytes are sent as they are, with no compression work, and a matching If-None-Match gets 304", async () => {
    // The miss is executed by Apollo (and compressed, or not, by the middleware as any answer).
    const first = await raw("/graphql", headers, body);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const decode = (a: RawAnswer) =>
      a.headers["content-encoding"] === "br"
        ? zlib.brotliDecompressSync(a.body)
        : a.headers["content-encoding"] === "gzip"
          ? zlib.gunzipSync(a.body)
          : a.body;
    const answer = JSON.parse(decode(first).toString("utf8"));
    expect(answer.data.categories.length).toBeGreaterThan(0);

    const spies = spyOnCompression();
    const second = await raw("/graphql", headers, body);
    const third = await raw("/graphql", headers, body);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.headers["content-length"]).toBe(String(second.body.length));
    expect(JSON.parse(decode(second).toString("utf8"))).toEqual(answer);
    // The same stored bytes and ETag on every hit.
    expect(third.body.equals(second.body)).toBe(true);
    expect(third.headers.etag).toBe(second.headers.etag);

    const notModified = await raw("/graphql", { ...headers, "if-none-match": String(second.headers.etag) }, body);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("When the request carries a session cookie, then the stored answer is not sent", async () => {
    await raw("/graphql", headers, body);
    const member = await raw("/graphql", { ...headers, cookie: "iryo_id=not-a-token" }, body);
    expect(member.headers["x-cache"]).toBeUndefined();
  });
});
