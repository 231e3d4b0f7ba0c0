import { describe, expect, it } from "vitest";
import {
  defaultSearchSort,
  REVIEW_SORT,
  REVIEW_SORT_OPTIONS,
  reviewSortParam,
  SEARCH_SORT,
  SEARCH_SORT_OPTIONS,
  SERVICE_SORT,
  SERVICE_SORT_OPTIONS,
  searchSortParam,
  serviceSortParam,
  sortName,
} from "./sort-options.js";
import { reviewSortQuerySchema, searchSortQuerySchema, serviceSortQuerySchema } from "./sort-options-schema.js";

describe("sort options", () => {
  it("When services are sorted, then the options are newest update, highest rated, most reviews", () => {
    expect(SERVICE_SORT_OPTIONS.map((o) => o.label)).toEqual([
      "更新日が新しい順",
      "評価が高い順",
      "レビュー数が多い順",
    ]);
  });

  it("When reviews are sorted, then the options are recommended, date, highest rated, number of reviews", () => {
    expect(REVIEW_SORT_OPTIONS.map((o) => o.label)).toEqual([
      "おすすめ順",
      "投稿日が新しい順",
      "評価が高い順",
      "レビュー数が多い順",
    ]);
  });

  it("When no sort is given, then services default to newest update and reviews to recommended", () => {
    expect(serviceSortQuerySchema.parse(undefined)).toBe("updated");
    expect(reviewSortQuerySchema.parse(undefined)).toBe("recommended");
    expect(serviceSortQuerySchema.parse("rating")).toBe("rating");
  });

  it("When an unknown sort is given, then 0109004", () => {
    expect(serviceSortQuerySchema.safeParse("price").error?.issues[0]?.message).toBe("0109004");
    expect(reviewSortQuerySchema.safeParse("updated").error?.issues[0]?.message).toBe("0109004");
  });

  it("When a /v1 sort value is named, then its spec name is the GraphQL enum value", () => {
    expect(sortName(SERVICE_SORT, "rating")).toBe("HIGHEST_RATED");
    expect(sortName(SERVICE_SORT, "updated")).toBe("NEWEST_UPDATE");
    expect(sortName(REVIEW_SORT, "reviews")).toBe("REVIEW_COUNT");
    expect(sortName(REVIEW_SORT, "date")).toBe("DATE");
    const loose: Readonly<Record<string, string>> = SERVICE_SORT;
    expect(() => sortName(loose, "price")).toThrow("not a sort: price");
  });

  it("When a URL asks for an unknown or no sort, then the default; a known one is kept", () => {
    expect(serviceSortParam("reviews")).toBe("reviews");
    expect(serviceSortParam("newest")).toBe("updated");
    expect(serviceSortParam(null)).toBe("updated");
    expect(reviewSortParam("rating")).toBe("rating");
    expect(reviewSortParam("updated")).toBe("recommended");
  });
});

describe("the keyword search's sorts", () => {
  it("When a keyword is given and no sort asked, then relevance applies; without a keyword, newest update", () => {
    expect(defaultSearchSort("電子カルテ")).toBe(SEARCH_SORT.RELEVANCE);
    expect(defaultSearchSort("  ")).toBe(SEARCH_SORT.NEWEST_UPDATE);
    expect(defaultSearchSort(undefined)).toBe(SEARCH_SORT.NEWEST_UPDATE);
  });

  it("When a URL asks a sort, then a known one is kept and an unknown one falls back to the keyword's default", () => {
    expect(searchSortParam("rating", "カルテ")).toBe(SEARCH_SORT.HIGHEST_RATED);
    expect(searchSortParam("relevance", "")).toBe(SEARCH_SORT.RELEVANCE);
    expect(searchSortParam("random", "カルテ")).toBe(SEARCH_SORT.RELEVANCE);
    expect(searchSortParam(null, "")).toBe(SEARCH_SORT.NEWEST_UPDATE);
    expect(SEARCH_SORT_OPTIONS[0]).toEqual({ value: "relevance", label: "関連度が高い順" });
    expect(searchSortQuerySchema.parse(undefined)).toBeUndefined();
    expect(searchSortQuerySchema.safeParse("random").success).toBe(false);
  });
});
