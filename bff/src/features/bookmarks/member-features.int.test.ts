// Member features through GraphQL: bookmarks and ratings of member A are neither readable nor
// changeable by member B; errors arrive with their catalogue codes.

import { DEMO_BUSINESS_MEMBER_EMAIL } from "@iryo/api/seed/member-features.seed";
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, postGraphql, startTestStack, type TestStack } from "../../test/stack.js";

let stack: TestStack;
let tokenA: string;
let tokenB: string;
let serviceIds: string[];

const idToken = (email: string) => apiIdToken(stack.apiUrl, email);

function gql(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  return postGraphql(stack.bff.httpServer, query, variables, bearerHeader(token));
}

beforeAll(async () => {
  stack = await startTestStack();
  [tokenA, tokenB] = await Promise.all([idToken(DEMO_MEMBER_EMAIL), idToken(DEMO_BUSINESS_MEMBER_EMAIL)]);
  const res = await gql(undefined, "{ searchServices(pageSize: 20) { items { id } } }").expect(200);
  serviceIds = res.body.data.searchServices.items.map((s: { id: string }) => s.id);
});
afterAll(async () => {
  await stack?.close();
});

const RATING = {
  scores: { priceAppropriateness: 4, introductionEffect: 5, easeOfUse: 0, supportSystem: null, easeOfIntroduction: 3 },
  goodPoint: "操作が分かりやすいです。",
  improvementPoint: "価格が少し高いです。",
  role: 1,
  usageStatus: 1,
  facilityCorporateType: 1,
  bedCount: 1,
  department: 1,
  agreeReviewGuidelines: true,
  agreeTerms: true,
};

describe("bookmarks through GraphQL", () => {
  it("When a visitor asks for bookmarks, then UNAUTHENTICATED comes back", async () => {
    const res = await gql(undefined, "{ myBookmarks { totalCount } }").expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", errorCode: "0109006" });
  });

  it("When member A bookmarks a service, then member B neither sees nor removes it", async () => {
    const id = serviceIds[0];
    const added = await gql(tokenA, "mutation ($id: ID!) { addBookmark(serviceId: $id) { serviceId bookmarked } }", {
      id,
    }).expect(200);
    expect(added.body.data.addBookmark).toEqual({ serviceId: id, bookmarked: true });

    const listB = await gql(tokenB, "{ myBookmarks { totalCount items { service { id } } } myBookmarkedServiceIds }");
    expect(listB.body.data).toEqual({ myBookmarks: { totalCount: 0, items: [] }, myBookmarkedServiceIds: [] });
    await gql(tokenB, "mutation ($id: ID!) { removeBookmark(serviceId: $id) { bookmarked } }", { id }).expect(200);

    const listA = await gql(
      tokenA,
      "{ myBookmarks { totalCount items { service { id name } } } myBookmarkedServiceIds }",
    );
    expect(listA.body.data.myBookmarks.totalCount).toBe(1);
    expect(listA.body.data.myBookmarkedServiceIds).toEqual([id]);
    const state = await gql(
      tokenA,
      "query ($id: ID!) { serviceMemberState(serviceId: $id) { bookmarked bookmarkCount } }",
      {
        id,
      },
    );
    expect(state.body.data.serviceMemberState).toEqual({ bookmarked: true, bookmarkCount: 1 });
  });
});

describe("ratings through GraphQL", () => {
  const POST =
    "mutation ($id: ID!, $input: RatingInput!) { postRating(serviceId: $id, input: $input) { id status version } }";

  it("When the other-business member B posts, then errorCode 0901001 comes back", async () => {
    const res = await gql(tokenB, POST, { id: serviceIds[1], input: RATING }).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0901001" });
  });

  it("When member A posts, then B can neither read, change nor delete A's rating", async () => {
    const posted = await gql(tokenA, POST, { id: serviceIds[2], input: RATING }).expect(200);
    const own = posted.body.data.postRating as { id: string; status: string; version: number };
    expect(own.status).toBe("pending");

    const listB = await gql(tokenB, "{ myRatings { totalCount } }");
    expect(listB.body.data.myRatings.totalCount).toBe(0);
    const updateB = await gql(
      tokenB,
      "mutation ($id: ID!, $v: Int!, $input: RatingInput!) { updateRating(ratingId: $id, version: $v, input: $input) { id } }",
      { id: own.id, v: own.version, input: { ...RATING, goodPoint: "改ざん" } },
    );
    expect(updateB.body.errors[0].extensions).toMatchObject({ code: "NOT_FOUND", errorCode: "0109005" });
    const deleteB = await gql(tokenB, "mutation ($id: ID!) { deleteRating(ratingId: $id) }", { id: own.id });
    expect(deleteB.body.errors[0].extensions).toMatchObject({ code: "NOT_FOUND" });

    const listA = await gql(tokenA, "{ myRatings { totalCount items { id goodPoint status } } }");
    expect(listA.body.data.myRatings.items).toContainEqual({
      id: own.id,
      goodPoint: RATING.goodPoint,
      status: "pending",
    });

    const again = await gql(tokenA, POST, { id: serviceIds[2], input: RATING });
    expect(again.body.errors[0].extensions).toMatchObject({ code: "CONFLICT", errorCode: "0901003" });
  });
});

describe("settings and hospitals through GraphQL", () => {
  it("When the autocomplete asks Tokyo hospitals, then the fictional ones come back", async () => {
    const res = await gql(undefined, '{ hospitals(prefecture: 13, keyword: "病院") { name prefecture } }').expect(200);
    expect(res.body.data.hospitals.length).toBeGreaterThan(0);
    expect(res.body.data.hospitals.every((h: { prefecture: number }) => h.prefecture === 13)).toBe(true);
  });
});
