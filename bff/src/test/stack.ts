import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type AppDeps, createApp } from "@iryo/api/app";
import type { DatabaseHandle } from "@iryo/api/db/database";
import { createTestDatabase } from "@iryo/api/db/test-database";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "@iryo/api/seed/members.seed";
import request from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
import { type BffOptions, type BffServer, createBffServer } from "../app.js";
import { setCookies } from "./set-cookies.js";

export interface TestStack {
  readonly bff: BffServer;
  readonly apiUrl: string;
  /** The api's express app (the fuzz test reads its routes). */
  readonly apiApp: ReturnType<typeof createApp>;
  /** The api's database (tests change catalogue rows directly). */
  readonly db: DatabaseHandle["db"];
  close(): Promise<void>;
}

/** The api's event stream secret in tests: the BFF reads the api's events with it (ADR 205). */
export const TEST_EVENTS_STREAM_SECRET = "test-events-stream-secret-0123456789";

/** The BFF's METRICS_TOKEN in tests: without one /metrics is off (ADR 205). */
const TEST_METRICS_TOKEN = "test-metrics-token-0123456789";
/** The header a test's scrape of /metrics sends. */
export const metricsAuth = { authorization: `Bearer ${TEST_METRICS_TOKEN}` } as const;

/** A real api on a fresh seeded database (port 0) and a BFF in front of it, in this process. */
export async function startTestStack(
  overrides: Partial<BffOptions> = {},
  /** Extra deps of the api (config documents, auth tuning, mailer). */
  apiDeps: Partial<Omit<AppDeps, "db">> = {},
): Promise<TestStack> {
  const database: DatabaseHandle = await createTestDatabase({ seed: {} });
  const apiApp = createApp({
    db: database.db,
    log: () => {},
    eventStream: { secret: TEST_EVENTS_STREAM_SECRET },
    ...apiDeps,
  });
  const api: Server = apiApp.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => api.once("listening", resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const bff = await createBffServer({
    API_URL: apiUrl,
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
    EVENTS_STREAM_SECRET: TEST_EVENTS_STREAM_SECRET,
    METRICS_TOKEN: TEST_METRICS_TOKEN,
    ...overrides,
  });
  return {
    bff,
    apiUrl,
    apiApp,
    db: database.db,
    async close() {
      await bff.stop();
      api.closeAllConnections();
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await database.close();
    },
  };
}

/** A GraphQL POST to a BFF (its server or its URL), with extra headers (a bearer, cookies). */
export function postGraphql(
  bff: Parameters<typeof request>[0],
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return request(bff).post("/graphql").set("content-type", "application/json").set(headers).send({ query, variables });
}

/** The authorization header of a bearer token; none without one. */
export function bearerHeader(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The stack of one test file, started before its tests and closed after them; `gql` posts to its BFF
 * (as `postGraphql`). Call at the top of the file.
 */
export function useTestStack(...args: Parameters<typeof startTestStack>) {
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(...args);
  });
  afterAll(async () => {
    await started?.close();
  });
  const stack = (): TestStack => {
    if (!started) throw new Error("the test stack has not started");
    return started;
  };
  return {
    stack,
    gql: (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      postGraphql(stack().bff.httpServer, query, variables, headers),
  };
}

/** Signs a member (the demo member by default) in through the BFF: the session cookies as `name=value`. */
export async function signInCookies(
  bff: Parameters<typeof request>[0],
  email: string = DEMO_MEMBER_EMAIL,
  password: string = DEMO_PASSWORD,
): Promise<string[]> {
  const res = await postGraphql(
    bff,
    "mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { loggedIn } }",
    { e: email, p: password },
  ).expect(200);
  expect(res.body.data.signIn.loggedIn).toBe(true);
  return setCookies(res).map((c) => c.split(";")[0] as string);
}

/** An id token of the api behind the stack, by signing in there directly (the demo password by default). */
export async function apiIdToken(apiUrl: string, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const res = await request(apiUrl).post("/v1/auth/sign-in").send({ email, password }).expect(200);
  return res.body.id_token as string;
}
