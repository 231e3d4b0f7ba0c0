import { describe, expect, it } from "vitest";
import { currentValueText } from "./change-values";

describe("currentValueText", () => {
  const current = {
    price: "月額 10,000円",
    categoryIds: ["12", "3"],
    faqs: [{ __typename: "ServiceListingFaq", question: "Q1", answer: "A1" }],
    hasFreePlan: false,
    videoUrl: null,
  };

  it("When a field is read, then it is the diff's text: ids sorted as numbers, FAQs as Q / A, booleans as あり/なし", () => {
    expect(currentValueText(current, "price")).toBe("月額 10,000円");
    expect(currentValueText(current, "category_ids")).toBe("3, 12");
    expect(currentValueText(current, "faqs")).toBe("Q1 / A1");
    expect(currentValueText(current, "has_free_plan")).toBe("なし");
  });

  it("When there is no value or no public version, then （なし）", () => {
    expect(currentValueText(current, "video_url")).toBe("（なし）");
    expect(currentValueText(null, "price")).toBe("（なし）");
  });
});
