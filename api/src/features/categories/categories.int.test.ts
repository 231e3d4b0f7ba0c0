import request from "supertest";
import { describe, expect, it } from "vitest";
import { getError } from "../../test/error-answer.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

async function emrCategoryId(): Promise<number> {
  const res = await request(kit.app).get("/v1/categories").expect(200);
  const emr = res.body.categories.find((c: { category_name: string }) => c.category_name === "電子カルテ");
  return emr.category_id;
}

describe("GET /v1/categories", () => {
  it("When listed, then every seeded category comes in order with its service count", async () => {
    const res = await request(kit.app).get("/v1/categories").expect(200);
    expect(res.body.categories.length).toBeGreaterThanOrEqual(12);
    expect(res.body.categories[0]).toMatchObject({ category_name: "電子カルテ", service_count: 24 });
  });
});

describe("GET /v1/categories/:id/services", () => {
  it("When no paging is given, then page 1 of 20 comes with the total", async () => {
    const id = await emrCategoryId();
    const res = await request(kit.app).get(`/v1/categories/${id}/services`).expect(200);
    expect(res.body.category.category_name).toBe("電子カルテ");
    expect(res.body.services).toHaveLength(20);
    expect(res.body).toMatchObject({ total_count: 24, page_size: 20, page_number: 1 });
    expect(res.body.services[0]).toHaveProperty("provider_name");
  });

  it("When page 2 is asked, then the remaining services come and no service repeats", async () => {
    const id = await emrCategoryId();
    const first = await request(kit.app).get(`/v1/categories/${id}/services?page_number=1`).expect(200);
    const second = await request(kit.app).get(`/v1/categories/${id}/services?page_number=2`).expect(200);
    expect(second.body.services).toHaveLength(4);
    const ids = [...first.body.services, ...second.body.services].map((s: { service_id: number }) => s.service_id);
    expect(new Set(ids).size).toBe(24);
  });

  it("When page_size is 50, then all 24 come on one page", async () => {
    const id = await emrCategoryId();
    const res = await request(kit.app).get(`/v1/categories/${id}/services?page_size=50`).expect(200);
    expect(res.body.services).toHaveLength(24);
  });

  it("When sorted by reviews, then the services with the most ratings come first", async () => {
    const id = await emrCategoryId();
    const res = await request(kit.app).get(`/v1/categories/${id}/services?sort=reviews&page_size=50`).expect(200);
    expect(res.body.sort).toBe("reviews");
    const ids = res.body.services.map((s: { service_id: number }) => s.service_id);
    const rows = await kit.db
      .selectFrom("service_rating_summaries")
      .select(["service_id", "rating_count"])
      .where("service_id", "in", ids)
      .execute();
    const count = new Map(rows.map((r) => [r.service_id, r.rating_count]));
    const counts = ids.map((sid: number) => count.get(sid) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(ids).toHaveLength(24);
  });

  it.each([
    "sort=newest",
    "page_size=30",
    "page_size=0",
    "page_size=abc",
    "page_number=0",
    "page_number=-1",
    "page_number=1.5",
    "page_size=20&page_size=50",
  ])("When the query is %s, then 400 with 0109004", async (query) => {
    const id = await emrCategoryId();
    const res = await request(kit.app).get(`/v1/categories/${id}/services?${query}`).expect(400);
    expect(res.body).toEqual({ error_code: "0109004", error_message: expect.stringMatching(/リクエスト/) });
  });

  it.each(["999999", "abc", "0", "99999999999"])("When the category id is %s, then 404 with 0109005", async (id) => {
    await getError(kit.app, `/v1/categories/${id}/services`, 404, "0109005");
  });
});

describe("errors", () => {
  it("When the path is unknown, then 404 with the error body", async () => {
    await getError(kit.app, "/v1/nope", 404, "0109005");
  });

  it("When the JSON body is broken, then 400 with 0109004 and no stack trace", async () => {
    const res = await request(kit.app)
      .post("/v1/advertisements/1/click")
      .set("content-type", "application/json")
      .send("{bad")
      .expect(400);
    expect(res.body.error_code).toBe("0109004");
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });
});
