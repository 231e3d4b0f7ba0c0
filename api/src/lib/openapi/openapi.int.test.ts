import { readFile } from "node:fs/promises";
import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, v1RouterOf } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { openApiDocument, openApiJson } from "./openapi-document.js";
import { routesOf } from "./router-routes.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const committedPath = new URL("../../../../schema/openapi.json", import.meta.url);

describe("schema/openapi.json", () => {
  it("When the contracts change, then the committed document is regenerated (npm run codegen)", async () => {
    const committed = JSON.parse(await readFile(committedPath, "utf8"));
    expect(committed, "schema/openapi.json is stale: run npm run codegen").toEqual(JSON.parse(openApiJson()));
  });

  it("When validated as OpenAPI 3.1, then it has no error", async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("When the document is broken on purpose, then the validator notices (the check can fail)", async () => {
    const broken = { ...openApiDocument(), paths: { "/x": { get: { responses: "nope" } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("When every operation is listed, then each has a unique operationId, a summary and an answer", () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(ops).toHaveLength(ENDPOINTS.length);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    for (const op of ops) {
      expect(op.summary).toEqual(expect.any(String));
      expect(Object.keys(op.responses as object).some((s) => s.startsWith("2"))).toBe(true);
    }
  });
});

describe("the routes the api serves", () => {
  it("When the /v1 router is walked, then its methods and paths are exactly the document's", () => {
    const app = createApp({ db: database.db, log: () => {} });
    const served = routesOf(v1RouterOf(app))
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served).toEqual(documented);
  });
});

describe("GET /v1/openapi.json and /v1/docs", () => {
  it("When not in production, then the document and a self-hosted reference page are served", async () => {
    const app = createApp({ db: database.db, log: () => {}, apiDocs: true });
    const json = await request(app).get("/v1/openapi.json").expect(200);
    expect(json.body).toEqual(openApiDocument());
    const page = await request(app).get("/v1/docs").expect(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.text).toContain("/services/{id}/ratings");
    expect(page.text).toContain("0109005");
    // Self-hosted: no script and nothing loaded from another origin.
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });

  it("When in production, then neither is served", async () => {
    const app = createApp({ db: database.db, log: () => {}, apiDocs: false });
    await request(app).get("/v1/openapi.json").expect(404);
    await request(app).get("/v1/docs").expect(404);
  });
});
