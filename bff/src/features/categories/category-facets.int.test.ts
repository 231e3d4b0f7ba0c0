import { describe, expect, it } from "vitest";
import { useTestStack } from "../../test/stack.js";

const { gql } = useTestStack();

const PAGE = `query ($id: ID!, $facets: [Int!]) {
  categoryServices(categoryId: $id, pageSize: 50, facets: $facets) {
    totalCount
    items { id }
    facets { facet key label count selected }
  }
}`;

async function emrId(): Promise<string> {
  const res = await gql("{ categories { id name } }").expect(200);
  return res.body.data.categories.find((c: { name: string }) => c.name === "電子カルテ").id;
}

describe("attribute facets and rows through the BFF", () => {
  it("When facets are asked, then the page holds only services with both, and each facet carries its URL key and count", async () => {
    const id = await emrId();
    const all = (await gql(PAGE, { id }).expect(200)).body.data.categoryServices;
    const domestic = all.facets.find((f: { key: string }) => f.key === "domestic-dc");
    expect(domestic).toMatchObject({ facet: 1, label: "国内データセンター", selected: false });

    const page = (await gql(PAGE, { id, facets: [1, 2] }).expect(200)).body.data.categoryServices;
    expect(page.items).toHaveLength(page.totalCount);
    expect(page.totalCount).toBeLessThan(all.totalCount);
    expect(page.facets.find((f: { key: string }) => f.key === "two-factor")).toMatchObject({
      selected: true,
      count: page.totalCount,
    });
  });

  it("When a service is read, then its attribute sections and 加算 readiness come as rows the screens show", async () => {
    const res = await gql(`{ service(id: 1) {
      attributeSections { key title provenance verified rows { key label value url mark } }
      feeReadiness { level label facilitySide { no } }
    } }`).expect(200);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.service;
    expect(s.attributeSections.map((x: { key: string }) => x.key)).toEqual([
      "disclosure",
      "security",
      "medical_dx",
      "interoperability",
      "subsidy",
    ]);
    expect(s.attributeSections[1].provenance).toMatch(/^\d{4}\/\d{2}\/\d{2}時点/);
    expect(s.feeReadiness.facilitySide.map((r: { no: number }) => r.no)).toEqual([5, 6, 7, 10]);
    expect(s.feeReadiness.label).toMatch(/電子的診療情報連携体制整備加算|満たせません/);
  });
});
