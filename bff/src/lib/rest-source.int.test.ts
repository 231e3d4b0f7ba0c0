import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BffServer, createBffServer } from "../app.js";

let bff: BffServer | undefined;
afterEach(async () => {
  await bff?.stop();
  bff = undefined;
  vi.restoreAllMocks();
});

/** A BFF whose /v1 answers every call with `body` (status 200). */
async function bffAnswering(body: unknown): Promise<BffServer> {
  bff = await createBffServer({
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
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
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
    const log = logged.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(log).toContain("contract breach: GET /categories");
    expect(log).toContain("categories.0.category_id");
    expect(log).toContain("categories.0.service_count");
  });
});
