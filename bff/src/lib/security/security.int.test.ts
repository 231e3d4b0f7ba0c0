// The BFF's hardening (ADR 050, 051): GraphQL limits before any /v1 call, one mutation per
// request, the /graphql rate limit (memory and Redis), JSON errors for bad bodies, headers.
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MailMessage } from "@iryo/api/lib/mail/mailer";
import { Redis } from "ioredis";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type BffOptions,
  type BffServer,
  createBffServer,
  isAllowedOrigin,
  type UpgradeRequestView,
} from "../../app.js";
import { startTestStack, type TestStack } from "../../test/stack.js";
import { headerSetOf, helmetMiddlewares } from "./headers.js";

/** A Redis server for the shared-store test (CI sets it; skipped without it, as ADR 090's tests are). */
const REDIS_URL = process.env.TEST_REDIS_URL;

interface Env {
  stack: TestStack;
  apiCalls: () => number;
  mails: MailMessage[];
  dir: string;
}

async function startEnv(overrides: Partial<BffOptions> = {}): Promise<Env> {
  let calls = 0;
  const mails: MailMessage[] = [];
  const dir = await mkdtemp(join(tmpdir(), "iryo-bff-security-"));
  const counting: typeof fetch = (input, init) => {
    calls += 1;
    return fetch(input, init);
  };
  const stack = await startTestStack(
    { fetch: counting, ...overrides },
    {
      mailer: {
        async send(message) {
          mails.push(message);
        },
        async outbox() {
          return [];
        },
      },
      devMail: false,
      auth: { scryptN: 1024 },
    },
  );
  return { stack, apiCalls: () => calls, mails, dir };
}

async function closeEnv(env: Env | undefined) {
  await env?.stack.close();
  if (env) await rm(env.dir, { recursive: true, force: true });
}

/** A BFF alone (no api behind it) for what never reaches /v1: headers, rate limit, body errors. */
async function startBffOnly(overrides: Partial<BffOptions> = {}): Promise<{ bff: BffServer; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), "iryo-bff-web-"));
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "index.html"), "<!doctype html><title>t</title>");
  await writeFile(join(dir, "assets", "index.js"), "export {};");
  const bff = await createBffServer({
    API_URL: "http://127.0.0.1:9",
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: dir,
    ...overrides,
  });
  return { bff, dir };
}

/** A JSON POST to /graphql: an operation object, or a raw body (not JSON, over the limit …). */
const postTo = (server: BffServer["httpServer"], body: unknown) =>
  request(server)
    .post("/graphql")
    .set("content-type", "application/json")
    .send(body as object);

const post = (env: Env, body: unknown) => postTo(env.stack.bff.httpServer, body);

/** A 400 answered as JSON (never an HTML error page) with errorCode 0109004. */
function expectJsonRefusal(res: request.Response) {
  expect(res.status).toBe(400);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
}

function expectRefused(res: request.Response) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
}

describe("GraphQL limits through the BFF", () => {
  let env: Env;
  beforeAll(async () => {
    env = await startEnv({ GRAPHQL_RATE_LIMIT_POINTS: 10_000 });
  });
  afterAll(() => closeEnv(env));

  it("When a query asks for service(id) under 1,000 aliases, then it is refused with 0109004 and no /v1 call is made", async () => {
    const before = env.apiCalls();
    const aliases = Array.from({ length: 1_000 }, (_, i) => `s${i}: service(id: "${(i % 5) + 1}") { id }`);
    const res = await post(env, { query: `{ ${aliases.join(" ")} }` });
    expectRefused(res);
    expect(env.apiCalls()).toBe(before);
  });

  it("When 100 aliased forgotPassword mutations come in one request, then none runs and no mail is sent", async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `m${i}: forgotPassword(email: "demo@iryo-it-navi.example")`);
    const res = await post(env, { query: `mutation { ${aliases.join(" ")} }` });
    expectRefused(res);
    expect(env.mails).toHaveLength(0);
  });

  it("When two different mutations come in one request, then neither runs", async () => {
    const res = await post(env, {
      query: `mutation { forgotPassword(email: "demo@iryo-it-navi.example") resendSignUpCode(email: "x@example.com") }`,
    });
    expectRefused(res);
    expect(env.mails).toHaveLength(0);
  });

  it("When a query is nested 10,000 levels deep, then it is refused as a bad request, not a stack overflow", async () => {
    const before = env.apiCalls();
    const res = await post(env, { query: `${"{ me ".repeat(10_000)}${"}".repeat(10_000)}` });
    expectRefused(res);
    expect(JSON.stringify(res.body)).not.toMatch(/call stack/i);
    expect(env.apiCalls()).toBe(before);
  });

  it("When a query is deeper than 6 levels, then it is refused", async () => {
    const res = await post(env, { query: `{ a { b { c { d { e { f { g { h } } } } } } } }` });
    expectRefused(res);
    expect(res.body.errors.map((e: { message: string }) => e.message).join()).toMatch(/depth limit of 6/i);
  });

  it.each([
    ['{ service(id: "") { id } }', {}],
    ['{ service(id: "\\ud800") { id } }', {}],
    ["query Q($id: ID!) { service(id: $id) { id } }", { id: "\ud800" }],
    ["query Q($id: ID!) { service(id: $id) { id } }", { id: "1\u0000" }],
    ['{ searchServices(keyword: "a\\u0000b") { pageCount } }', {}],
    ["query Q($ids: [ID!]!) { compareServices(ids: $ids) { id } }", { ids: ["1", ""] }],
  ])("When %s (variables %j) comes, then it is a 400 with 0109004 before any /v1 call", async (query, variables) => {
    const before = env.apiCalls();
    const res = await post(env, { query, variables });
    expect(res.status).toBe(400);
    // A lone-surrogate escape in a literal is already a parse error (GRAPHQL_PARSE_FAILED).
    expect(res.body.errors[0].extensions.code).toMatch(/^(BAD_USER_INPUT|GRAPHQL_PARSE_FAILED)$/);
    expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
    expect(env.apiCalls()).toBe(before);
  });

  it("When the body is not JSON, then the answer is a JSON error with 0109004, not an HTML page", async () => {
    const res = await post(env, '{"query": "{ me { loggedIn } }"');
    expectJsonRefusal(res);
    expect(res.text).not.toMatch(/<html|node_modules|at /i);
  });

  it("When the body is over 1 MB, then the answer is a JSON error with 0109004", async () => {
    const res = await post(
      env,
      JSON.stringify({ query: "{ me { loggedIn } }", variables: { x: "a".repeat(1_100_000) } }),
    );
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
  });

  it("When a field name is misspelt outside production, then the suggestion is still shown (playground help)", async () => {
    const res = await post(env, { query: "{ categorie { id } }" });
    expect(res.body.errors[0].message).toMatch(/Did you mean/);
  });
});

describe("Headers, production mode and the rate limit (BFF alone)", () => {
  let server: { bff: BffServer; dir: string } | undefined;
  afterEach(async () => {
    await server?.bff.stop();
    if (server) await rm(server.dir, { recursive: true, force: true });
    server = undefined;
  });
  const gql = (body: unknown) => postTo((server as { bff: BffServer }).bff.httpServer, body);

  it("When a page, an asset and /graphql are fetched, then the hardening headers are present (no HSTS outside production)", async () => {
    server = await startBffOnly();
    for (const res of [
      await request(server.bff.httpServer).get("/").set("accept", "text/html"),
      await request(server.bff.httpServer).get("/assets/index.js"),
      await gql({ query: "{ __typename }" }),
    ]) {
      expect(res.status).toBe(200);
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe|\*)/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("When a page, an asset, /graphql and the playground are fetched, then each carries exactly helmet's headers of its variant (ADR 196)", async () => {
    server = await startBffOnly({ PLAYGROUND: true, PLAYGROUND_DIST_DIR: "/nonexistent" });
    const helmets = helmetMiddlewares({ production: false });
    const expected = (variant: "site" | "playground") => headerSetOf(helmets[variant]).set;
    const http = server.bff.httpServer;
    for (const [res, variant] of [
      [await request(http).get("/").set("accept", "text/html"), "site"],
      [await request(http).get("/assets/index.js"), "site"],
      [await gql({ query: "{ __typename }" }), "playground"],
      [await request(http).get("/playground/assets/x.js"), "playground"],
    ] as const) {
      for (const [name, value] of expected(variant)) expect(res.headers[name.toLowerCase()], name).toBe(value);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    expect(expected("site")).not.toEqual(expected("playground"));
  });

  it("When the playground is on, then its page gets a policy Monaco can work with, still without inline scripts", async () => {
    server = await startBffOnly({ PLAYGROUND: true, PLAYGROUND_DIST_DIR: "/nonexistent" });
    const res = await request(server.bff.httpServer).get("/playground/assets/x.js");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("When anything is fetched in production, then HSTS is sent", async () => {
    server = await startBffOnly({ NODE_ENV: "production" });
    const res = await gql({ query: "{ __typename }" });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
  });

  it("When a field name is misspelt in production, then no suggestion tells the schema", async () => {
    server = await startBffOnly({ NODE_ENV: "production" });
    const res = await gql({ query: "{ categorie { id } }" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
    expect(res.body.errors[0].message).not.toMatch(/Did you mean|categories/);
  });

  it("When the body is not JSON in production, then the answer is JSON with 0109004", async () => {
    server = await startBffOnly({ NODE_ENV: "production" });
    expectJsonRefusal(await gql("{not json"));
  });

  it("When one client sends more requests than the limit (memory store), then the next is answered 429 with Retry-After and 0109007", async () => {
    server = await startBffOnly({ GRAPHQL_RATE_LIMIT_POINTS: 5, GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: 60 });
    for (let i = 0; i < 5; i += 1) expect((await gql({ query: "{ __typename }" })).status).toBe(200);
    const res = await gql({ query: "{ __typename }" });
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "RATE_LIMITED", errorCode: "0109007" });
  });

  it.skipIf(!REDIS_URL)("When REDIS_URL is set, then the counters live in Redis under the key prefix", async () => {
    const prefix = `i9-test-${randomUUID()}`;
    const redis = new Redis(REDIS_URL as string, { maxRetriesPerRequest: 1 });
    try {
      server = await startBffOnly({ GRAPHQL_RATE_LIMIT_POINTS: 3, REDIS_URL, rateLimitKeyPrefix: prefix });
      // ioredis connects asynchronously; wait until the limiter's client is ready.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 3; i += 1) expect((await gql({ query: "{ __typename }" })).status).toBe(200);
      expect((await gql({ query: "{ __typename }" })).status).toBe(429);
      const keys = await redis.keys(`${prefix}:*`);
      expect(keys.length).toBe(1);
      expect(Number(await redis.get(keys[0] as string))).toBeGreaterThanOrEqual(4);
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});

describe("WebSocket origin check", () => {
  const upgrade = (origin: string, host: string, encrypted = false, forwardedProto?: string): UpgradeRequestView => ({
    headers: { origin, host, ...(forwardedProto ? { "x-forwarded-proto": forwardedProto } : {}) },
    socket: { encrypted },
  });

  it("When the origin has the same host but another scheme, then the socket is refused", () => {
    expect(isAllowedOrigin(upgrade("http://portal.example", "portal.example", true), [])).toBe(false);
    expect(isAllowedOrigin(upgrade("https://portal.example", "portal.example", false), [])).toBe(false);
  });

  it("When scheme and host match, then the socket is allowed", () => {
    expect(isAllowedOrigin(upgrade("http://localhost:3000", "localhost:3000"), [])).toBe(true);
    expect(isAllowedOrigin(upgrade("https://portal.example", "portal.example", true), [])).toBe(true);
  });

  it("When a trusted proxy says https, then an https origin is same-origin; an untrusted header is ignored", () => {
    expect(isAllowedOrigin(upgrade("https://portal.example", "portal.example", false, "https"), [], true)).toBe(true);
    expect(isAllowedOrigin(upgrade("https://portal.example", "portal.example", false, "https"), [], false)).toBe(false);
  });
});
