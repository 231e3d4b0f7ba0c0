import { describe, expect, it } from "vitest";
import { CONFIG_DOCUMENT_TTL_MS, ConfigDocumentCache } from "./config-document-cache.js";

interface Call {
  readonly url: string;
  readonly ifNoneMatch: string | undefined;
}

function fakeApi(answers: (() => Response)[]) {
  const calls: Call[] = [];
  const fetchFn = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url: String(input), ifNoneMatch: headers["if-none-match"] });
    const next = answers.shift();
    if (!next) throw new Error("unexpected call");
    return next();
  }) as typeof fetch;
  return { calls, fetchFn };
}

const json = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", etag } });

describe("config document cache", () => {
  it("When a document is revalidated within the TTL, then the api is asked with If-None-Match; 304 keeps it, a change replaces it", async () => {
    const api = fakeApi([
      () => json({ termsOfUseVersion: 1 }, '"a"'),
      () => new Response(null, { status: 304 }),
      () => json({ termsOfUseVersion: 2 }, '"b"'),
    ]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => 0);
    expect(await cache.revalidate("system_config")).toEqual({ termsOfUseVersion: 1 });
    const [a, b] = await Promise.all([cache.revalidate("system_config"), cache.revalidate("system_config")]);
    expect([a, b]).toEqual([{ termsOfUseVersion: 1 }, { termsOfUseVersion: 1 }]);
    expect(await cache.revalidate("system_config")).toEqual({ termsOfUseVersion: 2 });
    // Two concurrent callers shared one request.
    expect(api.calls.map((c) => c.ifNoneMatch)).toEqual([undefined, '"a"', '"a"']);
  });

  it("When a document is asked again within the TTL, then the api is not called again", async () => {
    let now = 0;
    const api = fakeApi([() => json({ v: 1 }, '"a"')]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => now);
    expect(await cache.get("terms")).toEqual({ v: 1 });
    now = CONFIG_DOCUMENT_TTL_MS - 1;
    expect(await cache.get("terms")).toEqual({ v: 1 });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url).toBe("http://api.test/public/config/terms.json");
  });

  it("When the TTL has passed, then it revalidates with If-None-Match and keeps the copy on 304", async () => {
    let now = 0;
    const api = fakeApi([() => json({ v: 1 }, '"a"'), () => new Response(null, { status: 304 })]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => now);
    await cache.get("terms");
    now = CONFIG_DOCUMENT_TTL_MS;
    expect(await cache.get("terms")).toEqual({ v: 1 });
    expect(api.calls[1]?.ifNoneMatch).toBe('"a"');
  });

  it("When the document changed, then the new version replaces the old one", async () => {
    let now = 0;
    const api = fakeApi([() => json({ v: 1 }, '"a"'), () => json({ v: 2 }, '"b"')]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => now);
    await cache.get("terms");
    now = CONFIG_DOCUMENT_TTL_MS;
    expect(await cache.get("terms")).toEqual({ v: 2 });
  });

  it("When several requests ask at once, then one call is made", async () => {
    const api = fakeApi([() => json({ v: 1 }, '"a"')]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => 0);
    const counter = { count: 0 };
    await Promise.all([cache.get("terms", counter), cache.get("terms", counter), cache.get("terms", counter)]);
    expect(api.calls).toHaveLength(1);
    expect(counter.count).toBe(1);
  });

  it("When the api is unreachable after the TTL, then the last good copy is served; with none, an error", async () => {
    let now = 0;
    const api = fakeApi([
      () => json({ v: 1 }, '"a"'),
      () => {
        throw new TypeError("fetch failed");
      },
      () => {
        throw new TypeError("fetch failed");
      },
    ]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => now);
    await cache.get("terms");
    now = CONFIG_DOCUMENT_TTL_MS;
    expect(await cache.get("terms")).toEqual({ v: 1 });
    await expect(cache.get("privacy")).rejects.toMatchObject({ extensions: { errorCode: "0109099" } });
  });

  it("When the api answers 404, then the error carries 0109005", async () => {
    const api = fakeApi([() => new Response(JSON.stringify({ error_code: "0109005" }), { status: 404 })]);
    const cache = new ConfigDocumentCache("http://api.test", api.fetchFn, () => 0);
    await expect(cache.get("nope")).rejects.toMatchObject({ extensions: { errorCode: "0109005" } });
  });
});
