import { describe, expect, it } from "vitest";
import { signInCookies, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();

const SUMMARY =
  "ratingSummary { serviceId ratingCount overallAverage overallCount criteria { key label average count } }";

async function serviceId(keyword: string, name: string): Promise<string> {
  const res = await gql(`query ($k: String) { searchServices(keyword: $k, pageSize: 100) { items { id name } } }`, {
    k: keyword,
  }).expect(200);
  return res.body.data.searchServices.items.find((s: { name: string }) => s.name === name).id;
}

describe("ratingSummary on ServiceSummary (DataLoader)", () => {
  it("When a 20-item search page asks every service's summary, then they come with the search in 1 /v1 call", async () => {
    const res = await gql(`{ searchServices(keyword: "カルテ") { items { id name ${SUMMARY} } pageSize } }`).expect(
      200,
    );
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data.searchServices.items;
    expect(items).toHaveLength(20);
    expect(
      items.every((s: { id: string; ratingSummary: { serviceId: string } }) => s.ratingSummary.serviceId === s.id),
    ).toBe(true);
    // The search answer carries each service's rating_info, which primes the DataLoader.
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
  });

  it("When a category page of 20 asks the summaries, then they come with the page: exactly 1 /v1 call", async () => {
    const cats = await gql("{ categories { id name } }").expect(200);
    const emr = cats.body.data.categories.find((c: { name: string }) => c.name === "電子カルテ").id;
    const res = await gql(`query ($id: ID!) { categoryServices(categoryId: $id) { items { id ${SUMMARY} } } }`, {
      id: emr,
    }).expect(200);
    expect(res.body.data.categoryServices.items).toHaveLength(20);
    // The category answer carries each service's rating_info (one service-in-list shape), which primes the DataLoader.
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
  });

  it("When the review list is asked with summaries, then they come primed with the list in 1 /v1 call", async () => {
    const res = await gql(`{ reviewList(sort: MOST_REVIEWS) { items { id ${SUMMARY} } totalCount } }`).expect(200);
    const counts = res.body.data.reviewList.items.map(
      (s: { ratingSummary: { ratingCount: number } }) => s.ratingSummary.ratingCount,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
  });

  it("When the batched summary is compared with the single one, then they are equal", async () => {
    const id = await serviceId("ミライカルテ", "ミライカルテ クラウド");
    const single = await gql(
      `query ($id: ID!) { serviceRatingSummary(serviceId: $id) { serviceId ratingCount overallAverage overallCount criteria { key label average count } } }`,
      { id },
    ).expect(200);
    const batched = await gql(
      `{ searchServices(keyword: "ミライカルテ クラウド") { items { id ${SUMMARY} } } }`,
    ).expect(200);
    const item = batched.body.data.searchServices.items.find((s: { id: string }) => s.id === id);
    expect(item.ratingSummary).toEqual(single.body.data.serviceRatingSummary);
    expect(single.body.data.serviceRatingSummary.ratingCount).toBeGreaterThan(0);
  });
});

const HIGHLIGHTS = `{ homeHighlights { excerptsVisible
  topRated { reviewExcerpt service { id name logoImagePath provider { id name } ${SUMMARY} } }
  mostReviewed { reviewExcerpt service { id ${SUMMARY} } } } }`;

describe("homeHighlights", () => {
  it("When a visitor asks, then both lists of 4 with their summaries come in 1 /v1 call, in the review list's orders, without excerpts", async () => {
    const res = await gql(HIGHLIGHTS).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
    const { topRated, mostReviewed, excerptsVisible } = res.body.data.homeHighlights;
    expect(excerptsVisible).toBe(false);
    expect(topRated).toHaveLength(4);
    expect(mostReviewed).toHaveLength(4);
    const list = await gql(
      `{ rated: reviewList(sort: HIGHEST_RATED) { items { id } } reviewed: reviewList(sort: MOST_REVIEWS) { items { id } } }`,
    ).expect(200);
    const ids = (items: { id: string }[]) => items.map((s) => s.id).slice(0, 4);
    type Highlight = { reviewExcerpt: string | null; service: { id: string; ratingSummary: { serviceId: string } } };
    expect(topRated.map((h: Highlight) => h.service.id)).toEqual(ids(list.body.data.rated.items));
    expect(mostReviewed.map((h: Highlight) => h.service.id)).toEqual(ids(list.body.data.reviewed.items));
    for (const h of [...topRated, ...mostReviewed] as Highlight[]) {
      expect(h.reviewExcerpt).toBeNull();
      expect(h.service.ratingSummary.serviceId).toBe(h.service.id);
    }
    expect(topRated[0].service.provider.name).toEqual(expect.any(String));
    expect(topRated[0].service.ratingSummary.ratingCount).toBeGreaterThan(0);
  });

  it("When a member asks, then the services carry review excerpts of at most 60 characters", async () => {
    const cookies = await signInCookies(stack().bff.httpServer);
    const res = await gql(HIGHLIGHTS, {}, { cookie: cookies.join("; ") }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { topRated, mostReviewed, excerptsVisible } = res.body.data.homeHighlights;
    expect(excerptsVisible).toBe(true);
    const excerpts = [...topRated, ...mostReviewed]
      .map((h: { reviewExcerpt: string | null }) => h.reviewExcerpt)
      .filter((e): e is string => e !== null);
    expect(excerpts.length).toBeGreaterThan(0);
    for (const e of excerpts) expect([...e].length).toBeLessThanOrEqual(60);
  });
});

describe("serviceRatings", () => {
  it("When a visitor reads a service's ratings, then texts are null and the labels are Japanese", async () => {
    const id = await serviceId("ミライカルテ", "ミライカルテ クラウド");
    const res = await gql(
      `query ($id: ID!) { serviceRatings(serviceId: $id, sort: HIGHEST_RATED) { textsVisible totalCount pageCount items { overallScore goodPoint improvementPoint roleLabel usageStatusLabel bedCountLabel scores { easeOfUse } } } }`,
      { id },
    ).expect(200);
    const page = res.body.data.serviceRatings;
    expect(page.textsVisible).toBe(false);
    expect(page.items[0]).toMatchObject({ goodPoint: null, improvementPoint: null });
    expect(page.items[0].roleLabel).toMatch(/[ぁ-んァ-ン一-龥]/);
    const scores = page.items.map((r: { overallScore: number | null }) => r.overallScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("When the sort is a service sort, then the query is refused: ratings take a ReviewSort", async () => {
    const id = await serviceId("ミライカルテ", "ミライカルテ クラウド");
    const res = await gql(`query ($id: ID!) { serviceRatings(serviceId: $id, sort: MOST_REVIEWS) { totalCount } }`, {
      id,
    });
    expect(res.body.errors[0].message).toMatch(/ReviewSort/);
    expect(res.body.data).toBeUndefined();
  });

  it("When sorted by REVIEW_COUNT, then the api receives its /v1 value and answers a page", async () => {
    const id = await serviceId("ミライカルテ", "ミライカルテ クラウド");
    const res = await gql(`query ($id: ID!) { serviceRatings(serviceId: $id, sort: REVIEW_COUNT) { totalCount } }`, {
      id,
    }).expect(200);
    expect(res.body.data.serviceRatings.totalCount).toBeGreaterThan(0);
  });

  it("When the service does not exist, then NOT_FOUND with 0109005", async () => {
    const res = await gql(`{ serviceRatingSummary(serviceId: "999999") { ratingCount } }`).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "NOT_FOUND", errorCode: "0109005" });
  });
});

describe("search", () => {
  it("When a hiragana keyword is searched, then a katakana-named service is found", async () => {
    const res = await gql(
      `{ searchServices(keyword: "かるて", pageSize: 100) { items { name } totalCount keyword } }`,
    ).expect(200);
    expect(res.body.data.searchServices.items.map((s: { name: string }) => s.name)).toContain("ミライカルテ クラウド");
  });

  it("When the keyword has 51 characters, then BAD_USER_INPUT with 0101004 and the Japanese message", async () => {
    const res = await gql(`query ($k: String) { searchServices(keyword: $k) { totalCount } }`, {
      k: "あ".repeat(51),
    }).expect(200);
    expect(res.body.errors[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      errorCode: "0101004",
      errorParams: { Max: "50" },
    });
    expect(res.body.errors[0].message).toContain("50");
    expect(res.body.errors[0].message).toContain("文字以内で入力してください");
  });

  it("When categories are searched in hiragana, then レセコン is found", async () => {
    const res = await gql(
      `{ searchCategories(keyword: "れせこん") { items { name serviceCount } totalCount } }`,
    ).expect(200);
    expect(res.body.data.searchCategories.items.map((c: { name: string }) => c.name)).toContain("レセコン");
  });
});
