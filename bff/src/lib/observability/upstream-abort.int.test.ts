import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "../http-fetch.js";
import { createBffMetrics, instrumentFetch } from "./bff-metrics.js";
import { requestScope } from "./request-context.js";

// When the browser goes, the BFF's calls to /v1 for it are aborted (ADR 179): a GET stops at once and
// the api sees its socket close; a write is sent to its end.

const metrics = createBffMetrics({ sockets: () => 0, subscriptions: () => 0, eventListeners: () => 0 });
const upstream = instrumentFetch(httpFetch, metrics.upstream);

/** A stand-in api: each request waits until the test answers it; it records when its client left. */
const waiting = new Map<string, { answer: () => void; closed: Promise<void> }>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const closed = new Promise<void>((resolve) => res.once("close", () => resolve()));
    req.resume();
    waiting.set(req.url ?? "", { answer: () => res.end('{"ok":true}'), closed });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function arrivedAt(path: string): Promise<void> {
  while (!waiting.has(path)) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function upstreamCount(status: string): Promise<number> {
  const metric = await metrics.registry.getSingleMetric("bff_upstream_request_duration_seconds")?.get();
  const values = metric?.values as
    | { metricName?: string; labels: Record<string, unknown>; value: number }[]
    | undefined;
  return values?.find((v) => v.metricName?.endsWith("_count") && v.labels.status === status)?.value ?? 0;
}

describe("the BFF's calls to the api when the browser goes", () => {
  it("When the request's signal aborts during a GET, then the call is aborted and the api sees its client leave", async () => {
    const browser = new AbortController();
    const call = requestScope.run({ requestId: "abort-get", signal: browser.signal }, () =>
      upstream(`${base}/v1/services/1`),
    );
    const failed = call.catch((error: unknown) => error);
    await arrivedAt("/v1/services/1");
    browser.abort(new Error("the browser left"));
    expect(await failed).toBeInstanceOf(Error);
    await waiting.get("/v1/services/1")?.closed;
    expect(await upstreamCount("cancelled")).toBe(1);
  });

  it("When the request's signal aborts during a POST, then the write is still sent to its end", async () => {
    const browser = new AbortController();
    const call = requestScope.run({ requestId: "abort-post", signal: browser.signal }, () =>
      upstream(`${base}/v1/bookmarks`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
    );
    await arrivedAt("/v1/bookmarks");
    browser.abort(new Error("the browser left"));
    waiting.get("/v1/bookmarks")?.answer();
    const res = await call;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
