import { describe, expect, it } from "vitest";
import { INSTITUTION_TYPE, institutionType, institutionTypeLabel, institutionTypeSchema } from "./institution-type.js";

describe("bed / institution types", () => {
  it("When types 1–10 are labelled, then they follow product §3 in order", () => {
    expect(institutionType.codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(institutionType.codes.map(institutionTypeLabel)).toEqual([
      "専門病院",
      "急性期病院",
      "ケアミックス病院",
      "回復期リハビリテーション病院",
      "慢性期病院",
      "診療所・クリニック",
      "介護老人保健施設",
      "調剤薬局",
      "在宅医療",
      "その他",
    ]);
    expect(INSTITUTION_TYPE.OTHER).toBe(10);
  });

  it("When 0 or 11 is parsed, then 0101002", () => {
    expect(institutionTypeSchema.safeParse(0).success).toBe(false);
    expect(institutionTypeSchema.safeParse(11).error?.issues[0]?.message).toBe("0101002");
  });
});
