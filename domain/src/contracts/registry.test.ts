import { describe, expect, it } from "vitest";
import { expressPath, fillPath } from "./endpoint.js";
import { ratingInfoIdsQuerySchema } from "./ratings.js";
import { ENDPOINTS } from "./registry.js";

describe("the endpoint registry", () => {
  it("When every endpoint is listed, then each method + path appears once and paths use {name} placeholders", () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINTS) {
      expect(e.path).toMatch(/^\/[a-z0-9\-_./{}]*$/i);
      expect(e.path).not.toContain(":");
      expect(e.summary.length).toBeGreaterThan(0);
    }
  });

  it("When a path has placeholders, then fillPath encodes them and expressPath names them", () => {
    expect(fillPath("/services/{id}/ratings", { id: "3 4" })).toBe("/services/3%204/ratings");
    expect(() => fillPath("/services/{id}", {})).toThrow(/missing path parameter id/);
    expect(expressPath("/services/{id}/ratings")).toBe("/services/:id/ratings");
  });
});

describe("ratingInfoIdsQuerySchema", () => {
  it("When ids repeat, then they are kept once, in order", () => {
    expect(ratingInfoIdsQuerySchema.parse({ ids: "3,1,3" })).toEqual({ ids: [3, 1] });
  });

  it.each([[""], ["0"], ["1,,2"], ["a"], ["2147483648"], [Array.from({ length: 101 }, (_, i) => i + 1).join(",")]])(
    "When ids are %j, then the query is refused with 0109004",
    (ids) => {
      const result = ratingInfoIdsQuerySchema.safeParse({ ids });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("0109004");
    },
  );
});
