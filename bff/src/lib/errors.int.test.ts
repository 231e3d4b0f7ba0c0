import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BffServer, createBffServer } from "../app.js";

let bff: BffServer | undefined;
// The playground's page as the web build would leave it: this test needs no prior `npm run build`.
let playgroundDir: string;
beforeAll(async () => {
  playgroundDir = await mkdtemp(join(tmpdir(), "bff-playground-"));
  await writeFile(join(playgroundDir, "index.html"), "<!doctype html><title>GraphiQL</title><div id=graphiql></div>");
});
afterAll(async () => {
  await rm(playgroundDir, { recursive: true, force: true });
});
afterEach(async () => {
  await bff?.stop();
  bff = undefined;
});

async function bffWithFetch(fetchImpl: typeof fetch, playground = false): Promise<BffServer> {
  bff = await createBffServer({
    API_URL: "http://127.0.0.1:9",
    PLAYGROUND: playground,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
    PLAYGROUND_DIST_DIR: playgroundDir,
    fetch: fetchImpl,
  });
  return bff;
}

const query = { query: "{ categories { id name } }" };

describe("the one error mapping", () => {
  it.each([
    [401, { error_code: "0201002", error_message: "x" }, "UNAUTHENTICATED", "0109006"],
    [401, {}, "UNAUTHENTICATED", "0109006"],
    [403, {}, "FORBIDDEN", "0109002"],
    [404, {}, "NOT_FOUND", "0109005"],
    [409, { error_code: "0109001" }, "CONFLICT", "0109001"],
    [400, { error_code: "not-a-code" }, "BAD_USER_INPUT", "0109004"],
    [500, { error_code: "0109099" }, "INTERNAL_SERVER_ERROR", "0109099"],
    [502, null, "INTERNAL_SERVER_ERROR", "0109099"],
  ])("When /v1 answers %i %j, then %s with %s", async (status, body, code, errorCode) => {
    const server = await bffWithFetch(async () => new Response(JSON.stringify(body), { status }));
    const res = await request(server.httpServer).post("/graphql").send(query).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code, errorCode });
  });

  it("When /v1 does not answer at all, then a masked system error", async () => {
    const server = await bffWithFetch(async () => {
      throw new TypeError("fetch failed: ECONNREFUSED 127.0.0.1:9");
    });
    const res = await request(server.httpServer).post("/graphql").send(query).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", errorCode: "0109099" });
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|stack/);
  });

  it("When a resolver throws something unexpected, then the message is masked", async () => {
    const server = await bffWithFetch(async () => new Response("not json {", { status: 200 }));
    const res = await request(server.httpServer).post("/graphql").send(query).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", errorCode: "0109099" });
    expect(res.body.errors[0].message).toMatch(/システムエラー/);
  });
});

describe("automatic persisted queries", () => {
  it("When a persisted query's sha256Hash does not match its query, then 400 BAD_REQUEST with 0109004, not a masked 0109099", async () => {
    const server = await bffWithFetch(async () => new Response("{}", { status: 200 }));
    const res = await request(server.httpServer)
      .post("/graphql")
      .send({ ...query, extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } })
      .expect(400);
    expect(res.body.errors[0].extensions).toEqual({ code: "BAD_REQUEST", errorCode: "0109004" });
  });

  it("When a persisted query's hash is unknown and no query is sent, then PERSISTED_QUERY_NOT_FOUND with 0109004", async () => {
    const server = await bffWithFetch(async () => new Response("{}", { status: 200 }));
    const res = await request(server.httpServer)
      .post("/graphql")
      .send({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } });
    expect(res.body.errors[0].extensions).toMatchObject({ code: "PERSISTED_QUERY_NOT_FOUND", errorCode: "0109004" });
  });
});

describe("playground switch", () => {
  it("When the playground is on, then GET /graphql from a browser serves GraphiQL and introspection works", async () => {
    const server = await bffWithFetch(fetch, true);
    const page = await request(server.httpServer).get("/graphql").set("accept", "text/html").expect(200);
    expect(page.text).toContain("GraphiQL");
    const res = await request(server.httpServer)
      .post("/graphql")
      .send({ query: "{ __schema { queryType { name } } }" });
    expect(res.body.data.__schema.queryType.name).toBe("Query");
  });

  it("When the playground is off, then no GraphiQL page and introspection is refused", async () => {
    const server = await bffWithFetch(fetch, false);
    const page = await request(server.httpServer).get("/graphql").set("accept", "text/html");
    expect(page.text ?? "").not.toContain("GraphiQL");
    const res = await request(server.httpServer)
      .post("/graphql")
      .send({ query: "{ __schema { queryType { name } } }" });
    expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
  });
});
