import { SERVICE_FACET, type ServiceFacet, serviceFacet, serviceFacets } from "@iryo/domain/service-attributes";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { serviceAttributesOf } from "../../lib/catalog/service-attributes.js";
import { getError } from "../../test/error-answer.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

async function emrCategoryId(): Promise<number> {
  const res = await request(kit.app).get("/v1/categories").expect(200);
  return res.body.categories.find((c: { category_name: string }) => c.category_name === "電子カルテ").category_id;
}

/** The facets of each service in a category, computed from the stored attributes by the domain rule. */
async function directFacets(categoryId: number): Promise<Map<number, ServiceFacet[]>> {
  const links = await kit.db
    .selectFrom("service_categories")
    .select("service_id")
    .where("category_id", "=", categoryId)
    .execute();
  const attributes = await serviceAttributesOf(
    kit.db,
    links.map((l) => l.service_id),
  );
  return new Map([...attributes].map(([id, a]) => [id, serviceFacets(a)]));
}

const having = (facets: Map<number, ServiceFacet[]>, wanted: readonly ServiceFacet[]) =>
  [...facets].filter(([, has]) => wanted.every((f) => has.includes(f))).map(([id]) => id);

describe("GET /v1/categories/:id/services?facets=", () => {
  it("When no facet is asked, then every facet's count equals a direct count over the attributes", async () => {
    const id = await emrCategoryId();
    const direct = await directFacets(id);
    const res = await request(kit.app).get(`/v1/categories/${id}/services`).expect(200);
    expect(res.body.facets.map((f: { facet: number }) => f.facet)).toEqual(serviceFacet.codes);
    for (const f of res.body.facets) {
      expect(f.count, f.label).toBe(having(direct, [f.facet]).length);
      expect(f.selected).toBe(false);
    }
    // The demo catalogue varies: neither every EMR nor none has a domestic data centre.
    const domestic = res.body.facets.find((f: { facet: number }) => f.facet === SERVICE_FACET.DOMESTIC_DC).count;
    expect(domestic).toBeGreaterThan(0);
    expect(domestic).toBeLessThan(24);
  });

  it("When 国内データセンター and 二要素認証 are asked, then only services with both come, and the counts follow the selection", async () => {
    const id = await emrCategoryId();
    const wanted = [SERVICE_FACET.DOMESTIC_DC, SERVICE_FACET.TWO_FACTOR];
    const direct = await directFacets(id);
    const expected = having(direct, wanted).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const res = await request(kit.app)
      .get(`/v1/categories/${id}/services?facets=${wanted.join(",")}&page_size=50`)
      .expect(200);
    expect(res.body.total_count).toBe(expected.length);
    expect(
      res.body.services.map((s: { service_id: number }) => s.service_id).sort((a: number, b: number) => a - b),
    ).toEqual(expected);
    for (const f of res.body.facets) {
      expect(f.count, f.label).toBe(having(direct, [...wanted, f.facet]).length);
      expect(f.selected).toBe(wanted.includes(f.facet));
    }
  });

  it("When a facet code is unknown or repeated, then 400 0109004", async () => {
    const id = await emrCategoryId();
    await getError(kit.app, `/v1/categories/${id}/services?facets=99`, 400, "0109004");
    await getError(kit.app, `/v1/categories/${id}/services?facets=1,1`, 400, "0109004");
  });
});

describe("GET /v1/searches/service?facets=", () => {
  it("When a keyword and a facet are asked, then the page and the counts are those of the keyword's matches with the facet", async () => {
    const all = await request(kit.app).get("/v1/searches/service?keyword=カルテ&page_size=100").expect(200);
    const matched: number[] = all.body.services.map((s: { service_id: number }) => s.service_id);
    const attributes = await serviceAttributesOf(kit.db, matched);
    const facetsOf = new Map([...attributes].map(([id, a]) => [id, serviceFacets(a)]));
    const expected = having(facetsOf, [SERVICE_FACET.FHIR]).sort((a, b) => a - b);
    expect(all.body.facets.find((f: { facet: number }) => f.facet === SERVICE_FACET.FHIR).count).toBe(expected.length);

    const res = await request(kit.app)
      .get(`/v1/searches/service?keyword=カルテ&facets=${SERVICE_FACET.FHIR}&page_size=100`)
      .expect(200);
    expect(res.body.total_count).toBe(expected.length);
    expect(
      res.body.services.map((s: { service_id: number }) => s.service_id).sort((a: number, b: number) => a - b),
    ).toEqual(expected);
  });
});

describe("GET /v1/services/compare (attributes)", () => {
  it("When compared, then each service carries its attributes with certification states and the 加算 level", async () => {
    const id = await emrCategoryId();
    const page = await request(kit.app).get(`/v1/categories/${id}/services`).expect(200);
    const ids = page.body.services.slice(0, 3).map((s: { service_id: number }) => s.service_id);
    const res = await request(kit.app)
      .get(`/v1/services/compare?ids=${ids.join(",")}`)
      .expect(200);
    for (const s of res.body.services) {
      expect(s.attributes.security.data_centre).toEqual(expect.any(Number));
      expect(s.attributes.disclosure.items).toHaveLength(11);
      expect([1, 2, 3, null]).toContain(s.attributes.fee_readiness.level);
      expect(s.attributes.fee_readiness.facility_side).toEqual([5, 6, 7, 10]);
      for (const c of s.attributes.security.certifications)
        expect(["valid", "expired", "no_expiry"]).toContain(c.state);
    }
  });
});
