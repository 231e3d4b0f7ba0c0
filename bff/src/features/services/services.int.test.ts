import { describe, expect, it } from "vitest";
import { useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();

const LIST_QUERY = `query ($size: Int, $page: Int) {
  serviceList(pageSize: $size, pageNumber: $page) {
    title totalCount pageSize pageNumber pageCount
    items { id name price hasFreeTrial provider { id name location representative } }
  }
}`;

describe("service lists through the BFF", () => {
  it("When a 20-item page with providers is queried, then it takes 2 /v1 calls: the page and one provider batch", async () => {
    const res = await gql(LIST_QUERY).expect(200);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.serviceList;
    expect(page.items).toHaveLength(20);
    expect(new Set(page.items.map((i: { provider: { id: string } }) => i.provider.id)).size).toBeGreaterThan(1);
    expect(page.items[0].provider.representative).not.toBe("");
    expect(stack().bff.lastContext()?.restCalls.count).toBe(2);
  });

  it("When a 100-item page is queried, then it still takes 2 /v1 calls", async () => {
    const res = await gql(LIST_QUERY, { size: 100 }).expect(200);
    expect(res.body.data.serviceList.items.length).toBeGreaterThan(80);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(2);
  });

  it("When the providers are not asked for, then the page takes 1 /v1 call", async () => {
    await gql("{ serviceList { items { id name } } }").expect(200);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
  });

  it("When the search page's initial data is queried, then issues, departments and job roles come with counts", async () => {
    const res = await gql(
      "{ serviceSearchInitial { totalServiceCount categories { name serviceCount } issues { id name serviceCount } departments { name } jobRoles { name } } }",
    ).expect(200);
    const initial = res.body.data.serviceSearchInitial;
    expect(initial.categories[0]).toEqual({ name: "電子カルテ", serviceCount: 24 });
    expect(initial.issues.length).toBeGreaterThanOrEqual(10);
    expect(initial.jobRoles.map((j: { name: string }) => j.name)).toContain("看護師");
    expect(initial.totalServiceCount).toBeGreaterThanOrEqual(80);
  });

  it("When services of an issue are queried, then the page is titled with the issue", async () => {
    const issues = (await gql("{ serviceSearchInitial { issues { id name } } }")).body.data.serviceSearchInitial.issues;
    const res = await gql(
      `query ($id: ID!) { servicesByIssue(issueId: $id) { title totalCount items { name provider { name location } } } }`,
      { id: issues[1].id },
    ).expect(200);
    expect(res.body.data.servicesByIssue.title).toBe("患者さんの待ち時間短縮");
    expect(res.body.data.servicesByIssue.items.length).toBeGreaterThan(0);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(2);
  });

  it("When a department or job role does not exist, then NOT_FOUND with 0109005", async () => {
    const dep = await gql(`{ servicesByDepartment(departmentId: "99999") { title } }`).expect(200);
    expect(dep.body.errors[0].extensions).toEqual({ code: "NOT_FOUND", errorCode: "0109005" });
    const role = await gql(`{ servicesByJobRole(jobRoleId: "99999") { title } }`).expect(200);
    expect(role.body.errors[0].extensions.errorCode).toBe("0109005");
  });

  it("When the top services are queried, then 5 come with their providers in 2 /v1 calls", async () => {
    const res = await gql("{ topServices { id name provider { name location } } }").expect(200);
    expect(res.body.data.topServices).toHaveLength(5);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(2);
  });

  it("When only the providers' id and name are asked, then they come with the list: 1 /v1 call", async () => {
    const res = await gql(
      "{ topServices { provider { id name } } serviceList { items { ...P } } } fragment P on ServiceListItem { provider { ... on Provider { name } } }",
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.topServices[0].provider.name).toMatch(/株式会社/);
    expect(res.body.data.serviceList.items[0].provider.name).toMatch(/株式会社/);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(2); // top-list and the page; no provider batch
  });
});

const DETAIL_QUERY = `query ($id: ID!) {
  service(id: $id) {
    id name installationCount price initialCost hasFreeTrial hasFreePlan serviceUrl ratePlan targetBedCount
    targetInstitutionTypes { code label } faqs { question answer } videoUrl videoEmbedUrl
    provider { name location capitalYen representative foundedOn }
    categories { name } issues { name } departments { name } jobRoles { name }
    materialFiles { fileName sizeBytes mimeType }
    otherServices { id name provider { name } }
  }
}`;

describe("service detail and compare through the BFF", () => {
  it("When a service is queried, then every field and the provider's business information come", async () => {
    const res = await gql(DETAIL_QUERY, { id: "1" }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.service;
    expect(s.name).toBe("ミライカルテ クラウド");
    expect(s.provider).toEqual({
      name: "株式会社ミライカルテ",
      location: "神奈川県横浜市西区",
      capitalYen: 45_000_000,
      representative: "鈴木 大輔",
      foundedOn: "2015-06-01",
    });
    expect(s.targetInstitutionTypes).toContainEqual({ code: 6, label: "診療所・クリニック" });
    expect(s.faqs).toHaveLength(3);
    expect(s.materialFiles[0].mimeType).toBe("application/pdf");
    expect(
      s.otherServices.every((o: { provider: { name: string } }) => o.provider.name === "株式会社ミライカルテ"),
    ).toBe(true);
  });

  it("When a service's links are queried, then each kind has its own type (category 1 is not job role 1)", async () => {
    const res = await gql(
      `{ service(id: "1") { categories { __typename id name } jobRoles { __typename id name } } }`,
    ).expect(200);
    const s = res.body.data.service;
    expect(s.categories[0]).toEqual({ __typename: "ServiceCategoryRef", id: "1", name: "電子カルテ" });
    expect(s.jobRoles[0]).toEqual({ __typename: "ServiceJobRoleRef", id: "1", name: "医師" });
  });

  it("When services have videos, then only YouTube and Vimeo links get a player address", async () => {
    const res = await gql("query ($ids: [ID!]!) { compareServices(ids: $ids) { videoUrl videoEmbedUrl } }", {
      ids: ["1", "2", "3", "4", "5"],
    }).expect(200);
    for (const s of res.body.data.compareServices) {
      const whitelisted = /^https:\/\/(www\.youtube\.com|vimeo\.com)\//.test(s.videoUrl ?? "");
      expect(s.videoEmbedUrl !== null).toBe(whitelisted);
    }
  });

  it("When 3 services are compared, then they come in order in one /v1 call", async () => {
    const res = await gql("query ($ids: [ID!]!) { compareServices(ids: $ids) { id name price provider { name } } }", {
      ids: ["3", "1", "2"],
    }).expect(200);
    expect(res.body.data.compareServices.map((s: { id: string }) => s.id)).toEqual(["3", "1", "2"]);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
  });

  it.each([[[]], [["1", "2", "3", "4", "5", "6"]], [["1", "x"]]])(
    "When compareServices gets %j, then BAD_USER_INPUT with 0109004",
    async (ids) => {
      const res = await gql("query ($ids: [ID!]!) { compareServices(ids: $ids) { id } }", { ids }).expect(200);
      expect(res.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", errorCode: "0109004" });
    },
  );

  it("When the service does not exist, then NOT_FOUND with 0109005", async () => {
    const res = await gql(DETAIL_QUERY, { id: "999999" }).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "NOT_FOUND", errorCode: "0109005" });
  });

  it("When the material page is queried, then the files come; a missing service is NOT_FOUND", async () => {
    const res = await gql(`{ serviceMaterial(serviceId: "1") { service { name } files { fileName sizeBytes } } }`);
    expect(res.body.data.serviceMaterial.service.name).toBe("ミライカルテ クラウド");
    expect(res.body.data.serviceMaterial.files[0].fileName).toBe("ミライカルテ クラウド サービス紹介資料.pdf");
    const missing = await gql(`{ serviceMaterial(serviceId: "999999") { service { name } } }`);
    expect(missing.body.errors[0].extensions.errorCode).toBe("0109005");
  });
});

describe("rating summaries on catalogue services", () => {
  it("When a 20-item page asks for providers and rating summaries, then it takes 2 /v1 calls (summaries come with the page)", async () => {
    const res = await gql(
      "{ serviceList { items { id provider { name location } ratingSummary { ratingCount overallAverage overallCount } } } }",
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data.serviceList.items;
    expect(items).toHaveLength(20);
    expect(items.some((i: { ratingSummary: { ratingCount: number } }) => i.ratingSummary.ratingCount > 0)).toBe(true);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(2);
  });

  it("When a service's summary is asked, then it equals the ratings feature's and costs no extra call", async () => {
    const res = await gql(
      `{ service(id: "1") { ratingSummary { overallAverage overallCount ratingCount } otherServices { ratingSummary { ratingCount } } } }`,
    ).expect(200);
    const summary = res.body.data.service.ratingSummary;
    expect(summary.overallAverage === null).toBe(summary.overallCount === 0);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
    const direct = await gql(`{ serviceRatingSummary(serviceId: "1") { overallAverage overallCount ratingCount } }`);
    expect(direct.body.data.serviceRatingSummary).toEqual(summary);
  });
});

describe("sorts through the BFF", () => {
  it("When the service list is sorted by reviews, then the counts never rise and the sort is echoed", async () => {
    const res = await gql(
      `{ serviceList(sort: MOST_REVIEWS, pageSize: 50) { sort items { ratingSummary { ratingCount } } } }`,
    ).expect(200);
    expect(res.body.data.serviceList.sort).toBe("MOST_REVIEWS");
    const counts = res.body.data.serviceList.items.map(
      (i: { ratingSummary: { ratingCount: number } }) => i.ratingSummary.ratingCount,
    );
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it("When the sort is not a ServiceSort, then the query is refused", async () => {
    const res = await gql(`query ($sort: ServiceSort) { serviceList(sort: $sort) { sort } }`, { sort: "updated" });
    expect(res.body.errors[0].message).toMatch(/ServiceSort/);
    expect(res.body.data).toBeUndefined();
  });
});
