import { categoryServices } from "@iryo/domain/contracts/categories";
import { GraphQLError } from "graphql";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { type BffServer, createBffServer } from "../app.js";
import { createLogger } from "./observability/logger.js";
import { RestSource } from "./rest-source.js";

let bff: BffServer | undefined;
afterEach(async () => {
  await bff?.stop();
  bff = undefined;
});

/** The BFF's log lines (JSON), as its logger writes them. */
const lines: string[] = [];
const logger = createLogger({ name: "bff", level: "warn", destination: { write: (line: string) => lines.push(line) } });

/** A BFF whose /v1 answers every call with `body` (status 200). */
async function bffAnswering(body: unknown): Promise<BffServer> {
  bff = await createBffServer({
    logger,
    API_URL: "http://127.0.0.1:9",
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
    fetch: async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
  });
  return bff;
}

const category = { category_id: 7, category_name: "電子カルテ", description: "説明", service_count: 3 };

describe("the contract check of every /v1 answer", () => {
  it("When /v1 answers within its contract, then the value reaches the client", async () => {
    const server = await bffAnswering({ categories: [category] });
    const res = await request(server.httpServer).post("/graphql").send({ query: "{ categories { id name } }" });
    expect(res.body).toEqual({ data: { categories: [{ id: "7", name: "電子カルテ" }] } });
  });

  it("When /v1 answers a body that breaks its contract, then the client gets a masked 0109099 and the log names the field", async () => {
    lines.length = 0;
    // category_id as a string, service_count missing: both break the schema of GET /categories.
    const server = await bffAnswering({
      categories: [{ category_id: "7", category_name: "電子カルテ", description: "説明" }],
    });
    const res = await request(server.httpServer).post("/graphql").send({ query: "{ categories { id name } }" });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", errorCode: "0109099" });
    expect(res.body.errors[0].message).toMatch(/システムエラー/);
    // Nothing of the broken body leaks to the client.
    expect(JSON.stringify(res.body)).not.toMatch(/category_id|service_count|電子カルテ/);
    const log = lines.map((line) => JSON.parse(line).msg).join("\n");
    expect(lines.every((line) => JSON.parse(line).level === "error")).toBe(true);
    expect(log).toContain("contract breach: GET /categories");
    expect(log).toContain("categories.0.category_id");
    expect(log).toContain("categories.0.service_count");
  });
});

describe("path parameters (ADR 205)", () => {
  it.each(["..", "."])(
    "When a source is given %j as an id, then the api is never asked for another route and the caller gets 0109005",
    async (id) => {
      const asked: string[] = [];
      const source = new (class extends RestSource {
        category(categoryId: string) {
          return this.call(categoryServices, { params: { id: categoryId } });
        }
      })({
        baseUrl: "http://127.0.0.1:9",
        fetch: async (url) => {
          asked.push(String(url));
          return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
        },
      });
      const error = await source.category(id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).extensions.errorCode).toBe("0109005");
      expect(asked).toEqual([]);
    },
  );
});
