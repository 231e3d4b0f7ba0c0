import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canAddToCompare, compareQuerySchema, compareServiceIdsSchema } from "./compare.js";

describe("compare", () => {
  it("When 1 to 5 distinct services are compared, then they are accepted; 0 or 6 give 0109004", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 8 }),
        (ids) => compareServiceIdsSchema.safeParse(ids).success === (ids.length >= 1 && ids.length <= 5),
      ),
    );
    expect(compareServiceIdsSchema.safeParse([1, 2, 3, 4, 5, 6]).error?.issues[0]?.message).toBe("0109004");
    expect(compareServiceIdsSchema.safeParse([]).error?.issues[0]?.message).toBe("0109004");
  });

  it("When a service appears twice, then 0109004", () => {
    expect(compareServiceIdsSchema.safeParse([3, 3]).error?.issues[0]?.message).toBe("0109004");
  });

  it("When the ids come as a query value, then they are split and read", () => {
    expect(compareQuerySchema.parse("3,8,12")).toEqual([3, 8, 12]);
    expect(compareQuerySchema.safeParse("").success).toBe(false);
    expect(compareQuerySchema.safeParse("1,x").success).toBe(false);
    expect(compareQuerySchema.parse([4])).toEqual([4]);
  });

  it("When 4 services are in the comparison, then one more can be added; at 5 it cannot", () => {
    expect(canAddToCompare(4)).toBe(true);
    expect(canAddToCompare(5)).toBe(false);
  });
});
