import { createApp } from "@iryo/api/app";
import { createTestDatabase } from "@iryo/api/db/test-database";
import { registerDbPoolMetrics } from "@iryo/api/lib/observability/db-pool";
import { createLogger as createApiLogger } from "@iryo/api/lib/observability/logger";
import { createRegistry } from "@iryo/api/lib/observability/metrics";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBffServer } from "../../app.js";
import { metricsAuth, startTestStack, type TestStack } from "../../test/stack.js";
import { MemoryResponseStore } from "../response-cache/store.js";

/** The api's log lines, as pino writes them (one JSON object a line). */
const apiLines: Record<string, unknown>[] = [];
const capture = { write: (line: string) => void apiLines.push(JSON.parse(line)) };

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(
    { responseStore: new MemoryResponseStore() },
    { logger: createApiLogger({ name: "api", level: "info", destination: capture }) },
  );
});
afterAll(async () => {
  await stack?.close();
});

const API_METRICS_TOKEN = "api-metrics-token-0123456789";

const SERVICE = "query ServiceName($id: ID!) { service(id: $id) { id name } }";

function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return request(stack.bff.httpServer)
    .post("/graphql")
    .set("content-type", "application/json")
    .set(headers)
    .send({ query, variables });
}

describe("request ids from the BFF to the api", () => {
  it("When the BFF serves a request, then the id it gave the request is on the api's access line of each /v1 call it made", async () => {
    const res = await gql(SERVICE, { id: "1" }).expect(200);
    const requestId = res.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const access = apiLines.filter((line) => line.msg === "request" && line.req_id === requestId);
    expect(access.length).toBeGreaterThan(0);
    expect(access.map((line) => line.url)).toContain("/v1/services/1");
    expect(access[0]).toMatchObject({ name: "api", level: "info", method: "GET", status: 200 });
  });

  it("When the request brings a well-formed x-request-id, then that id is used; a malformed one is replaced", async () => {
    const given = await gql(SERVICE, { id: "2" }, { "x-request-id": "edge-proxy.42:abc" }).expect(200);
    expect(given.headers["x-request-id"]).toBe("edge-proxy.42:abc");
    expect(apiLines.some((line) => line.req_id === "edge-proxy.42:abc" && line.url === "/v1/services/2")).toBe(true);

    const bad = await gql(SERVICE, { id: "3" }, { "x-request-id": "has spaces\tand tabs" }).expect(200);
    expect(bad.headers["x-request-id"]).not.toBe("has spaces\tand tabs");
    expect(apiLines.some((line) => line.req_id === bad.headers["x-request-id"])).toBe(true);
  });
});

describe("/metrics", () => {
  it("When Prometheus scrapes the BFF with its token, then it reads the named series", async () => {
    await gql(SERVICE, { id: "1" }).expect(200);
    await gql(SERVICE, { id: "1" }).expect(200);
    const res = await request(stack.bff.httpServer).get("/metrics").set(metricsAuth).expect(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.text;
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/graphql"/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{[^}]*operation="ServiceName"[^}]*cache="miss"/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{[^}]*operation="ServiceName"[^}]*cache="hit"/);
    expect(text).toMatch(/bff_visitor_cache_requests_total\{cache="graphql",result="miss"[^}]*\} [1-9]/);
    expect(text).toMatch(/bff_visitor_cache_requests_total\{cache="graphql",result="hit"[^}]*\} [1-9]/);
    expect(text).toMatch(
      /bff_upstream_request_duration_seconds_count\{[^}]*endpoint="\/v1\/services\/:id"[^}]*\} [1-9]/,
    );
    for (const name of [
      "bff_websocket_connections",
      "bff_graphql_subscriptions",
      "bff_event_listeners",
      "bff_event_delivery_lag_seconds_count",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('tier="bff"');
  });

  it("When Prometheus scrapes the api, then it reads request durations by route pattern and the database pool", async () => {
    // The stack's api was built by the test kit; this one has its pool registered as server.ts does.
    const database = await createTestDatabase();
    try {
      const registry = createRegistry("api");
      registerDbPoolMetrics(registry, database.pool, database.kind);
      const api = createApp({
        db: database.db,
        metricsRegistry: registry,
        metricsToken: API_METRICS_TOKEN,
        log: () => {},
      });
      // (An empty database: the route answers 404, and is still counted under its pattern.)
      await request(api).get("/v1/categories/1/services");
      const res = await request(api).get("/metrics").set("authorization", `Bearer ${API_METRICS_TOKEN}`).expect(200);
      expect(res.text).toMatch(
        /http_request_duration_seconds_count\{[^}]*route="\/v1\/categories\/:[a-z_]+\/services"/,
      );
      expect(res.text).not.toMatch(/route="\/v1\/categories\/1/);
      expect(res.text).toMatch(/db_pool_connections\{[^}]*state="total"/);
      expect(res.text).toMatch(/db_pool_connections\{[^}]*state="waiting"/);
      expect(res.text).toContain('tier="api"');
    } finally {
      await database.close();
    }
  });

  it("When the scrape comes without the token, with a wrong one, or to a tier without a token, then it is refused, loopback or not", async () => {
    await request(stack.bff.httpServer).get("/metrics").expect(404);
    await request(stack.bff.httpServer).get("/metrics").set("x-forwarded-for", "203.0.113.9").expect(404);
    const api = createApp({ db: stack.db, log: () => {} });
    await request(api).get("/metrics").expect(404);
    const open = await createBffServer({
      API_URL: stack.apiUrl,
      PLAYGROUND: false,
      ALLOWED_ORIGINS: [],
      WEB_DIST_DIR: "/nonexistent",
    });
    try {
      await request(open.httpServer).get("/metrics").expect(404);
    } finally {
      await open.stop();
    }
    const guarded = await createBffServer({
      API_URL: stack.apiUrl,
      PLAYGROUND: false,
      ALLOWED_ORIGINS: [],
      WEB_DIST_DIR: "/nonexistent",
      METRICS_TOKEN: "a-long-metrics-token-0123",
    });
    try {
      await request(guarded.httpServer).get("/metrics").expect(404);
      await request(guarded.httpServer)
        .get("/metrics")
        .set("authorization", "Bearer wrong-token-0000000000")
        .expect(404);
      await request(guarded.httpServer)
        .get("/metrics")
        .set("authorization", "Bearer a-long-metrics-token-0123")
        .expect(200);
    } finally {
      await guarded.stop();
    }
  });
});
