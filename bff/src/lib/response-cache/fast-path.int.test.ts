import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { metricsAuth, postGraphql, startTestStack, type TestStack } from "../../test/stack.js";
import { createLogger } from "../observability/logger.js";
import { headerSetOf, helmetMiddlewares } from "../security/headers.js";
import { ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "../session/cookies.js";
import { MemoryResponseStore } from "./store.js";

// The cached-answer fast path (ADR 156, 201): a stored visitor answer is found by its exact query text and
// sent in the same call, before Apollo. It must keep everything every other answer has: the security
// headers, the request id and its access line, the metrics, the rate limit, and it must never reach a
// request that carries a session.

let stack: TestStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function startWithLog(overrides: Parameters<typeof startTestStack>[0] = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    name: "bff",
    level: "info",
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const store = new MemoryResponseStore();
  stack = await startTestStack({ responseStore: store, logger, ...overrides });
  return { bff: stack.bff.httpServer, lines, store };
}

const QUERY = "{ __typename }";

describe("the cached-answer fast path", () => {
  it("When a visitor's answer is served from the cache, then it carries the security headers, its request id and x-cache HIT, and its access line names that id", async () => {
    const { bff, lines } = await startWithLog();
    const first = await postGraphql(bff, QUERY).expect(200);
    expect(first.headers["x-cache"]).toBe("MISS");

    const hit = await postGraphql(bff, QUERY, {}, { "x-request-id": "edge-hit.1" }).expect(200);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.body).toEqual({ data: { __typename: "Query" } });
    expect(hit.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(hit.headers["x-request-id"]).toBe("edge-hit.1");
    for (const [name, value] of headerSetOf(helmetMiddlewares({ production: false }).site).set) {
      expect(hit.headers[name.toLowerCase()], name).toBe(value);
    }
    const access = lines.filter((line) => line.msg === "request" && line.req_id === "edge-hit.1");
    expect(access).toEqual([
      expect.objectContaining({
        level: "info",
        req_id: "edge-hit.1",
        method: "POST",
        url: "/graphql",
        route: "/graphql",
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it("When a hit is served, then /metrics counts it as a visitor-cache hit and times it as a GraphQL operation", async () => {
    const { bff } = await startWithLog();
    await postGraphql(bff, "query Probe { __typename }").expect(200);
    await postGraphql(bff, "query Probe { __typename }").expect(200);
    const metrics = (await request(bff).get("/metrics").set(metricsAuth).expect(200)).text;
    expect(metrics).toMatch(/bff_visitor_cache_requests_total\{cache="graphql",result="hit",tier="bff"\} 1/);
    expect(metrics).toMatch(
      /graphql_operation_duration_seconds_count\{tier="bff",operation="Probe",type="query",outcome="ok",cache="hit"\} 1/,
    );
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{tier="bff",method="POST",route="\/graphql",status="200"\} 2/,
    );
  });

  it.each([
    ["a bearer token", { authorization: "Bearer not-a-real-token" }],
    ["an id-token cookie", { cookie: `${ID_TOKEN_COOKIE}=not-a-real-token` }],
    ["a refresh-token cookie", { cookie: `other=1; ${REFRESH_TOKEN_COOKIE}=not-a-real-token` }],
  ])("When a request carries %s, then it is never served the stored visitor answer", async (_what, headers) => {
    const { bff } = await startWithLog();
    await postGraphql(bff, QUERY).expect(200);
    expect((await postGraphql(bff, QUERY).expect(200)).headers["x-cache"]).toBe("HIT");
    const member = await postGraphql(bff, QUERY, {}, headers);
    expect(member.headers["x-cache"]).toBeUndefined();
  });

  it("When queries differ only in their text, operation name or variables, then each is an entry of its own (the key is the exact request)", async () => {
    const { bff, store } = await startWithLog();
    const variants: [string, Record<string, unknown>][] = [
      [QUERY, {}],
      ["{__typename}", {}],
      ["query A { __typename }", {}],
      ["query A($x: Boolean!) { __typename @include(if: $x) }", { x: true }],
      ["query A($x: Boolean!) { __typename @include(if: $x) }", { x: false }],
    ];
    for (const [query, variables] of variants) {
      expect((await postGraphql(bff, query, variables).expect(200)).headers["x-cache"]).toBe("MISS");
    }
    expect(store.size).toBe(variants.length);
    for (const [query, variables] of variants) {
      expect((await postGraphql(bff, query, variables).expect(200)).headers["x-cache"]).toBe("HIT");
    }
  });

  it("When a client is over its /graphql budget, then a cached answer is refused 429 like any other", async () => {
    const { bff } = await startWithLog({ GRAPHQL_RATE_LIMIT_POINTS: 2 });
    await postGraphql(bff, QUERY).expect(200);
    expect((await postGraphql(bff, QUERY).expect(200)).headers["x-cache"]).toBe("HIT");
    const refused = await postGraphql(bff, QUERY).expect(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.body.errors[0].extensions.errorCode).toBe("0109007");
  });

  it("When the body is sent without a JSON content type (no CSRF preflight), then it is not served from the cache", async () => {
    const { bff } = await startWithLog();
    await postGraphql(bff, QUERY).expect(200);
    const simple = await request(bff)
      .post("/graphql")
      .set("content-type", "text/plain")
      .send(JSON.stringify({ query: QUERY }));
    expect(simple.headers["x-cache"]).toBeUndefined();
    expect(simple.status).toBe(400);
  });
});
