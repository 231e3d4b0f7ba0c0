import { describe, expect, it } from "vitest";
import { pageCount, pageMeta, pageOffset, paginationQuerySchema } from "./pagination.js";

describe("paginationQuerySchema", () => {
  it("When nothing is given, then page 1 of 20 is used", () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page_size: 20, page_number: 1 });
  });

  it.each(["20", "50", "100"])("When page_size is %s, then it is accepted", (size) => {
    expect(paginationQuerySchema.parse({ page_size: size }).page_size).toBe(Number(size));
  });

  it.each(["19", "21", "0", "-20", "abc", "20.0", ""])("When page_size is %j, then 0109004", (size) => {
    const result = paginationQuerySchema.safeParse({ page_size: size });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("0109004");
  });

  it.each(["0", "-1", "1.5", "x"])("When page_number is %j, then 0109004", (n) => {
    const result = paginationQuerySchema.safeParse({ page_number: n });
    expect(result.error?.issues[0]?.message).toBe("0109004");
  });

  it("When page 3 of 50, then the offset is 100", () => {
    expect(pageOffset({ page_size: 50, page_number: 3 })).toBe(100);
  });

  it("When rows are 0, 20 or 21 at 20 a page, then pages are 1, 1, 2", () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});

describe("pageMeta", () => {
  it("When a page of 53 rows is answered, then the meta names the total and the page asked for", () => {
    expect(pageMeta(53, { page_size: 50, page_number: 2 })).toEqual({ total_count: 53, page_size: 50, page_number: 2 });
  });
});
