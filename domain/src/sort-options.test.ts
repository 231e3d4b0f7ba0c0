import { describe, expect, it } from "vitest";
import {
  REVIEW_SORT_OPTIONS,
  reviewSortQuerySchema,
  SERVICE_SORT_OPTIONS,
  serviceSortQuerySchema,
} from "./sort-options.js";

describe("sort options", () => {
  it("When services are sorted, then the options are newest update, highest rated, most reviews", () => {
    expect(SERVICE_SORT_OPTIONS.map((o) => o.label)).toEqual([
      "更新日が新しい順",
      "評価が高い順",
      "レビュー数が多い順",
    ]);
  });

  it("When reviews are sorted, then the options are date, highest rated, number of reviews", () => {
    expect(REVIEW_SORT_OPTIONS.map((o) => o.label)).toEqual(["投稿日が新しい順", "評価が高い順", "レビュー数が多い順"]);
  });

  it("When no sort is given, then services default to newest update and reviews to date", () => {
    expect(serviceSortQuerySchema.parse(undefined)).toBe("updated");
    expect(reviewSortQuerySchema.parse(undefined)).toBe("date");
    expect(serviceSortQuerySchema.parse("rating")).toBe("rating");
  });

  it("When an unknown sort is given, then 0109004", () => {
    expect(serviceSortQuerySchema.safeParse("price").error?.issues[0]?.message).toBe("0109004");
    expect(reviewSortQuerySchema.safeParse("updated").error?.issues[0]?.message).toBe("0109004");
  });
});
