import { describe, expect, it } from "vitest";
import { serviceRatings } from "./ratings.js";

describe("serviceRatings query: the reviewer-attribute filter", () => {
  it("When known codes are given as strings, then they become numbers; absent ones stay absent", () => {
    const query = serviceRatings.query.parse({ facility_type: "1", bed_count: "5" });
    expect(query).toMatchObject({ facility_type: 1, bed_count: 5, sort: "recommended" });
    expect(query.department).toBeUndefined();
    expect(query.role).toBeUndefined();
  });

  it.each([
    ["facility_type", "42"],
    ["bed_count", "abc"],
    ["role", "1.5"],
  ])("When %s is %s, then 0109004", (key, value) => {
    const result = serviceRatings.query.safeParse({ [key]: value });
    expect(result.error?.issues[0]?.message).toBe("0109004");
  });
});
