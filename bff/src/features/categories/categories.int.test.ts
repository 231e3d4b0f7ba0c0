import { describe, expect, it } from "vitest";
import { useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();

const PAGE_QUERY = `query ($id: ID!, $size: Int, $page: Int) {
  categoryServices(categoryId: $id, pageSize: $size, pageNumber: $page) {
    category { id name serviceCount }
    items { id name summary updatedAt provider { name } }
    totalCount pageSize pageNumber pageCount
  }
}`;

async function emrId(): Promise<string> {
  const res = await gql("{ categories { id name serviceCount } }").expect(200);
  return res.body.data.categories.find((c: { name: string }) => c.name === "電子カルテ").id;
}

describe("categories through the BFF", () => {
  it("When categories are queried, then the Japanese names and counts come from /v1", async () => {
    const res = await gql("{ categories { id name serviceCount } }").expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.categories.map((c: { name: string }) => c.name)).toContain("レセコン");
  });

  it("When a page of services is queried, then it is page 1 of 2 with 20 items, in one /v1 call", async () => {
    const res = await gql(PAGE_QUERY, { id: await emrId() }).expect(200);
    const page = res.body.data.categoryServices;
    expect(page).toMatchObject({ totalCount: 24, pageSize: 20, pageNumber: 1, pageCount: 2 });
    expect(page.items).toHaveLength(20);
    expect(page.items[0].provider.name).toMatch(/株式会社|株式会社$/);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(1);
  });

  it("When page size is 30, then BAD_USER_INPUT with 0109004 and the Japanese message", async () => {
    const res = await gql(PAGE_QUERY, { id: await emrId(), size: 30 }).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", errorCode: "0109004" });
    expect(res.body.errors[0].message).toMatch(/リクエスト/);
  });

  it("When the category does not exist, then NOT_FOUND with 0109005", async () => {
    const res = await gql(PAGE_QUERY, { id: "99999" }).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "NOT_FOUND", errorCode: "0109005" });
  });

  it("When an argument has the wrong GraphQL type, then 0109004 and no stack trace", async () => {
    const res = await gql(PAGE_QUERY, { id: "1", size: "twenty" }).expect(400);
    expect(res.body.errors[0].extensions.errorCode).toBe("0109004");
    expect(JSON.stringify(res.body)).not.toContain("stacktrace");
  });

  it("When an ad is clicked, then the click is recorded and its link comes back", async () => {
    const res = await gql("mutation { recordAdvertisementClick(id: 1) { linkUrl } }").expect(200);
    expect(res.body.data.recordAdvertisementClick.linkUrl).toMatch(/^https:\/\//);
  });
});
