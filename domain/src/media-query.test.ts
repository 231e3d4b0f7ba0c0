import { describe, expect, it } from "vitest";
import { contentSearchQuerySchema, keywordSearchQuerySchema, seminarSearchQuerySchema } from "./media-query.js";

describe("seminar search query", () => {
  it("When nothing is given, then page 1 of 20 with no filter", () => {
    expect(seminarSearchQuerySchema.parse({})).toEqual({ page_size: 20, page_number: 1 });
  });

  it("When status, tag and service are given, then they are parsed", () => {
    expect(seminarSearchQuerySchema.parse({ status: "2", tag: " 医療DX ", service_id: "7" })).toMatchObject({
      status: 2,
      tag: "医療DX",
      service_id: 7,
    });
  });

  it.each(["0", "6", "x", "12"])("When status is %s, then it fails with 0109004", (status) => {
    const result = seminarSearchQuerySchema.safeParse({ status });
    expect(result.error?.issues[0]?.message).toBe("0109004");
  });

  it("When the tag is longer than 50 characters or blank, then it fails or is dropped", () => {
    expect(seminarSearchQuerySchema.safeParse({ tag: "あ".repeat(51) }).success).toBe(false);
    expect(seminarSearchQuerySchema.parse({ tag: "あ".repeat(50) }).tag).toHaveLength(50);
    expect(seminarSearchQuerySchema.parse({ tag: "  " }).tag).toBeUndefined();
  });

  it.each(["0", "abc", "2147483648"])("When service_id is %s, then it fails with 0109004", (id) => {
    expect(contentSearchQuerySchema.safeParse({ service_id: id }).error?.issues[0]?.message).toBe("0109004");
  });
});

describe("keyword search query", () => {
  it("When the keyword has 50 characters, then it passes; with 51, then 0101004 with Max=50", () => {
    expect(keywordSearchQuerySchema.parse({ keyword: "か".repeat(50) }).keyword).toHaveLength(50);
    const result = keywordSearchQuerySchema.safeParse({ keyword: "か".repeat(51) });
    expect(result.error?.issues[0]?.message).toBe("0101004|Max=50");
  });

  it("When the page number is 0, then it fails with 0109004", () => {
    expect(keywordSearchQuerySchema.safeParse({ page_number: "0" }).error?.issues[0]?.message).toBe("0109004");
  });
});
