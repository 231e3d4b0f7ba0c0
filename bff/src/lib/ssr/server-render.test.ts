import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryResponseStore } from "../response-cache/store.js";
import { PageTemplate } from "./page-template.js";
import { pageCacheKey, ServerRenderer } from "./server-render.js";
import type { SsrModule, SsrRenderRequest, SsrRenderResult } from "./ssr-module.js";

const schema = buildSchema("type Query { a: Int }");
const INDEX = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
function templateOf(html: string): PageTemplate {
  const made = PageTemplate.from(html, {});
  if (!made) throw new Error("no template");
  return made;
}
const pageTemplate = templateOf(INDEX);

const page = (status = 200, body = "<p>本文</p>"): SsrRenderResult => ({
  kind: "page",
  status,
  head: "<title>ページ</title>",
  body,
  state: "{}",
  modules: [],
});

/** A fake server render that counts its calls and answers what `answer` says (or waits for `gate`). */
function fakeModule(answer: (request: SsrRenderRequest) => SsrRenderResult | Promise<SsrRenderResult>) {
  const calls: SsrRenderRequest[] = [];
  const module: SsrModule = {
    async render(request) {
      calls.push(request);
      return answer(request);
    },
  };
  return { module, calls };
}

function renderer(module: SsrModule, store?: MemoryResponseStore, onError?: (error: unknown) => void) {
  return new ServerRenderer({
    module,
    template: pageTemplate,
    schema,
    visitorContext: (clientIp) => ({ visitor: true, clientIp }),
    store,
    ...(onError ? { onError } : {}),
  });
}

describe("the server renderer", () => {
  it("When a cached page is asked for near the end of its time, then it is served and rendered again in the background, so that no visitor waits when it expires", async () => {
    let clock = Date.parse("2026-11-26T03:00:00Z");
    const now = () => clock;
    const store = new MemoryResponseStore({ now });
    let body = "<p>初版</p>";
    const { module, calls } = fakeModule(() => page(200, body));
    const pages = new ServerRenderer({
      module,
      template: pageTemplate,
      schema,
      visitorContext: () => ({}),
      store,
      ttlSeconds: 60,
      now,
    });
    expect(await pages.outcome("/", "http://localhost", undefined)).toMatchObject({ cache: "MISS" });
    clock += 30_000;
    expect(await pages.outcome("/", "http://localhost", undefined)).toMatchObject({ cache: "HIT" });
    expect(calls).toHaveLength(1);
    // 5 s before it expires: served as it is, and rendered again once, whoever else asks meanwhile.
    clock += 25_000;
    body = "<p>改訂版</p>";
    const near = await pages.outcome("/", "http://localhost", undefined);
    await pages.outcome("/", "http://localhost", undefined);
    expect(near).toMatchObject({ cache: "HIT" });
    if (near.kind === "page") expect(near.page.identity.toString()).toContain("初版");
    // Until the background render is stored, the first page is served (and no other render starts).
    const text = async () => {
      const outcome = await pages.outcome("/", "http://localhost", undefined);
      return outcome.kind === "page" ? outcome.page.identity.toString() : "";
    };
    for (let i = 0; i < 200 && !(await text()).includes("改訂版"); i++) await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveLength(2);
    // Past the first page's time: the new page, from the cache, with no render.
    clock += 10_000;
    const after = await pages.outcome("/", "http://localhost", undefined);
    expect(after).toMatchObject({ cache: "HIT" });
    if (after.kind === "page") expect(after.page.identity.toString()).toContain("改訂版");
    expect(calls).toHaveLength(2);
  });

  it("When a visitor page is asked twice, then the second comes from the page cache without rendering", async () => {
    const store = new MemoryResponseStore();
    const { module, calls } = fakeModule(() => page());
    const pages = renderer(module, store);
    const first = await pages.outcome("/services/detail/1", "http://localhost", "127.0.0.1");
    expect(first).toMatchObject({ kind: "page", cache: "MISS", page: { status: 200 } });
    const second = await pages.outcome("/services/detail/1", "http://localhost", "127.0.0.1");
    expect(second).toMatchObject({ kind: "page", cache: "HIT" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.context).toEqual({ visitor: true, clientIp: "127.0.0.1" });
    expect(calls[0]?.schema).toBe(schema);
    if (second.kind === "page") expect(second.page.identity.toString()).toContain('<div id="root"><p>本文</p></div>');
    // Another origin (Host header) or query is another entry.
    await pages.outcome("/services/detail/1", "http://evil.example", undefined);
    await pages.outcome("/services/detail/1?tab=2", "http://localhost", undefined);
    expect(calls).toHaveLength(3);
  });

  it("When several visitors ask one uncached page at once, then it is rendered once", async () => {
    const store = new MemoryResponseStore();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { module, calls } = fakeModule(async () => {
      await gate;
      return page();
    });
    const pages = renderer(module, store);
    const all = Promise.all([1, 2, 3].map(() => pages.outcome("/", "http://localhost", undefined)));
    release();
    const outcomes = await all;
    expect(calls).toHaveLength(1);
    expect(outcomes.map((o) => (o.kind === "page" ? o.cache : o.kind)).sort()).toEqual([
      "HIT-WAITED",
      "HIT-WAITED",
      "MISS",
    ]);
  });

  it("When a page is not a plain 200 (not found, redirect, client-rendered), then nothing is stored", async () => {
    const store = new MemoryResponseStore();
    const answers: Record<string, SsrRenderResult> = {
      "/nope": page(404),
      "/home": { kind: "redirect", status: 302, location: "/" },
      "/bookmark": { kind: "client" },
    };
    const { module } = fakeModule((request) => answers[request.url] ?? page());
    const pages = renderer(module, store);
    expect(await pages.outcome("/nope", "http://localhost", undefined)).toMatchObject({ page: { status: 404 } });
    expect(await pages.outcome("/home", "http://localhost", undefined)).toEqual({
      kind: "redirect",
      status: 302,
      location: "/",
    });
    expect(await pages.outcome("/bookmark", "http://localhost", undefined)).toEqual({ kind: "shell" });
    expect(store.size).toBe(0);
  });

  it("When the render fails, then the shell is sent and the error reported; a broken entry renders again", async () => {
    const store = new MemoryResponseStore();
    const errors: unknown[] = [];
    const { module } = fakeModule(() => {
      throw new Error("api down");
    });
    expect(await renderer(module, store, (e) => errors.push(e)).outcome("/", "http://localhost", undefined)).toEqual({
      kind: "shell",
    });
    expect(errors).toHaveLength(1);
    expect(store.size).toBe(0);
    // Without onError the failure is still a shell.
    expect(await renderer(module, store).outcome("/", "http://localhost", undefined)).toEqual({ kind: "shell" });

    const fresh = new MemoryResponseStore();
    const ok = fakeModule(() => page());
    const pages = renderer(ok.module, fresh);
    for (const broken of ["not json", '{"status":"200"}', "null"]) {
      await fresh.set(pageCacheKey("http://localhost", "/"), broken, 60_000);
      expect(await pages.outcome("/", "http://localhost", undefined)).toMatchObject({ cache: "MISS" });
    }
    expect(ok.calls).toHaveLength(3);
  });

  it("When a client is over its budget, then it gets the shell instead of a render; cached pages still come", async () => {
    const store = new MemoryResponseStore();
    const { module, calls } = fakeModule(() => page());
    const asked: (string | undefined)[] = [];
    const pages = new ServerRenderer({
      module,
      template: pageTemplate,
      schema,
      visitorContext: () => ({}),
      store,
      admit: async (clientIp) => {
        asked.push(clientIp);
        return clientIp === "10.0.0.1";
      },
    });
    expect(await pages.outcome("/", "http://localhost", "10.0.0.9")).toEqual({ kind: "shell" });
    expect(calls).toHaveLength(0);
    expect(await pages.outcome("/", "http://localhost", "10.0.0.1")).toMatchObject({ cache: "MISS" });
    expect(await pages.outcome("/", "http://localhost", "10.0.0.9")).toMatchObject({ cache: "HIT" });
    expect(asked).toEqual(["10.0.0.9", "10.0.0.1"]);
  });

  it("When there is no store, then every page is rendered (BYPASS)", async () => {
    const { module, calls } = fakeModule(() => page());
    const pages = renderer(module);
    expect(await pages.outcome("/", "http://localhost", undefined)).toMatchObject({ cache: "BYPASS" });
    expect(await pages.outcome("/", "http://localhost", undefined)).toMatchObject({ cache: "BYPASS" });
    expect(calls).toHaveLength(2);
  });
});

describe("loading the server render", () => {
  const dir = mkdtempSync(join(tmpdir(), "iryo-ssr-load-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { schema, visitorContext: () => ({}) };

  it("When the build, its manifest or its module is missing, then there is no renderer", async () => {
    expect(await ServerRenderer.load(join(dir, "none"), join(dir, "none.mjs"), options)).toBeUndefined();
    mkdirSync(join(dir, "dist", ".vite"), { recursive: true });
    writeFileSync(join(dir, "dist", "index.html"), INDEX);
    writeFileSync(join(dir, "dist", ".vite", "manifest.json"), "{}");
    expect(await ServerRenderer.load(join(dir, "dist"), join(dir, "none.mjs"), options)).toBeUndefined();
  });

  it("When everything is there, then a renderer; a bad manifest or shell is an error at start-up", async () => {
    const entry = join(dir, "entry.mjs");
    writeFileSync(entry, 'export async function render() { return { kind: "client" }; }');
    const ok = await ServerRenderer.load(join(dir, "dist"), entry, options);
    expect(await ok?.outcome("/", "http://localhost", undefined)).toEqual({ kind: "shell" });

    writeFileSync(join(dir, "dist", ".vite", "manifest.json"), '{"a":1}');
    await expect(ServerRenderer.load(join(dir, "dist"), entry, options)).rejects.toThrow(/not a Vite manifest/);
    writeFileSync(join(dir, "dist", ".vite", "manifest.json"), "{}");
    writeFileSync(join(dir, "dist", "index.html"), "<html></html>");
    await expect(ServerRenderer.load(join(dir, "dist"), entry, options)).rejects.toThrow(/no <div id="root">/);
  });
});
