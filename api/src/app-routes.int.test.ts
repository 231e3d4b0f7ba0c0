// No answer of the api depends on the order in which the feature routers are registered: a `{id}`
// placeholder only takes a row id (`validate` passes anything else on), so a fixed path such as
// /services/compare can never be taken by /services/{id}. Checked twice: statically, over every pair of
// /v1 routes, and by asking the same questions of the app with its feature routers in other orders.

import { type Endpoint, fillPath } from "@iryo/domain/contracts/endpoint";
import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import type { Router } from "express";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { v1RouterOf } from "./app.js";
import { routesOf } from "./lib/openapi/router-routes.js";
import { bearer, type Tokens } from "./test/auth.test-kit.js";
import { startMemberTestKit } from "./test/member-test-kit.js";
import { useKit } from "./test/use-kit.js";

const kit = useKit(startMemberTestKit);
let member: Tokens;

beforeAll(async () => {
  member = await kit.member("route-order");
});

const ROW_ID = /^[1-9][0-9]{0,9}$/;
const isPlaceholder = (segment: string) => /^\{[a-zA-Z_]+\}$/.test(segment);

/** Whether one request path could match both route paths (a placeholder matches only a row id). */
function overlap(a: string, b: string): boolean {
  const left = a.split("/");
  const right = b.split("/");
  if (left.length !== right.length) return false;
  return left.every((x, i) => {
    const y = right[i] as string;
    if (isPlaceholder(x) && isPlaceholder(y)) return true;
    if (isPlaceholder(x)) return ROW_ID.test(y);
    if (isPlaceholder(y)) return ROW_ID.test(x);
    return x.toLowerCase() === y.toLowerCase();
  });
}

describe("the /v1 routes, pairwise", () => {
  it("When every two routes of one method are compared, then no request path can match both", () => {
    const routes = routesOf(v1RouterOf(kit.app));
    expect(routes.length).toBeGreaterThan(100);
    const clashes = routes.flatMap((a, i) =>
      routes
        .slice(i + 1)
        .filter((b) => a.method === b.method && overlap(a.path, b.path))
        .map((b) => `${a.method} ${a.path} ~ ${b.path}`),
    );
    expect(clashes).toEqual([]);
  });

  it("When a fixed path and a placeholder path share a prefix, then the check sees them apart (it can fail)", () => {
    expect(overlap("/services/{id}", "/services/compare")).toBe(false);
    expect(overlap("/services/{id}", "/services/12")).toBe(true);
    expect(overlap("/services/{id}/ratings", "/services/{id}/ratings")).toBe(true);
  });
});

/** The feature routers of the /v1 router, as express keeps them (`stack`, which its types omit). */
function featureLayers(router: Router): { stack: unknown[]; positions: number[] } {
  const stack = (router as unknown as { stack: { handle?: { stack?: unknown } }[] }).stack;
  const positions = stack.flatMap((layer, i) => (Array.isArray(layer.handle?.stack) ? [i] : []));
  return { stack, positions };
}

/** Puts the feature routers in the order `reorder` gives (the middlewares before them stay first). */
function reorderFeatures(router: Router, reorder: (layers: unknown[]) => unknown[]): void {
  const { stack, positions } = featureLayers(router);
  const reordered = reorder(positions.map((i) => stack[i]));
  positions.forEach((position, k) => {
    stack[position] = reordered[k];
  });
}

/** Every GET of the registry (ids filled with a row of the demo data, or not an id at all), and paths near them. */
function questions(): string[] {
  const gets = ENDPOINTS.filter((e: Endpoint) => e.method === "GET");
  const filled = (id: string) => gets.map((e) => fillPath(e.path, new Proxy({}, { get: () => id })));
  return [
    ...filled("1"),
    ...filled("abc"),
    ...filled("0"),
    "/services/compare?ids=1,2",
    "/services/rating-info?ids=1",
    "/services/ratings/mine",
    "/services/ratings/1",
    "/material-files/upload-presigned-url?filename=a.pdf",
    "/negotiations/status-popup",
    "/seminars?id=1",
    "/contents?id=1",
  ].map((path) => `/v1${path}`);
}

async function answers(): Promise<string[]> {
  const out: string[] = [];
  for (const path of questions()) {
    const res = await request(kit.app).get(path).set(bearer(member));
    out.push(`${path} → ${res.status} ${res.headers["content-type"] ?? ""} ${JSON.stringify(res.body)}`);
  }
  return out;
}

describe("the /v1 answers, with the feature routers in other orders", () => {
  it("When the feature routers are reversed or rotated, then every GET answers exactly as before", async () => {
    const router = v1RouterOf(kit.app);
    expect(featureLayers(router).positions.length).toBeGreaterThan(15);
    const before = await answers();
    const original = [...featureLayers(router).stack];
    try {
      reorderFeatures(router, (layers) => [...layers].reverse());
      expect(await answers()).toEqual(before);
      reorderFeatures(router, (layers) => [...layers.slice(layers.length / 2), ...layers.slice(0, layers.length / 2)]);
      expect(await answers()).toEqual(before);
    } finally {
      featureLayers(router).stack.splice(0, original.length, ...original);
    }
  });
});
