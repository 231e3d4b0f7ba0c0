import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ratingInputSchema, ratingScoreInputSchema } from "./rating-input.js";

const valid = {
  scores: {
    price_appropriateness: "4",
    introduction_effect: 5,
    ease_of_use: "0",
    support_system: "",
    ease_of_introduction: null,
  },
  good_point: "電子カルテとの連携がスムーズでした。",
  improvement_point: "初期設定に時間がかかりました。",
  role: "3",
  usage_status: "1",
  facility_corporate_type: "1",
  bed_count: "4",
  department: "3",
  agree_review_guidelines: true,
  agree_terms: true,
};

const issuesOf = (input: Record<string, unknown>) =>
  ratingInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("ratingScoreInputSchema", () => {
  it("When a score of 0 (don't know) to 5 is chosen, then it is kept; unselected gives null", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5 }), (n) => ratingScoreInputSchema.parse(String(n)) === n));
    expect(ratingScoreInputSchema.parse("")).toBeNull();
    expect(ratingScoreInputSchema.parse(undefined)).toBeNull();
    expect(ratingScoreInputSchema.parse(null)).toBeNull();
  });

  it("When 6 or -1 is sent, then 0101002", () => {
    for (const bad of [6, -1, "6", 2.5]) {
      expect(ratingScoreInputSchema.safeParse(bad).error?.issues[0]?.message).toBe("0101002");
    }
  });
});

describe("ratingInputSchema", () => {
  it("When a complete review is sent, then the scores are numbers or null and the ticks are true", () => {
    const parsed = ratingInputSchema.parse(valid);
    expect(parsed.scores).toEqual({
      price_appropriateness: 4,
      introduction_effect: 5,
      ease_of_use: 0,
      support_system: null,
      ease_of_introduction: null,
    });
    expect([parsed.agree_review_guidelines, parsed.agree_terms]).toEqual([true, true]);
    expect(parsed.bed_count).toBe(4);
  });

  it("When a criterion is left out entirely, then it counts as unselected", () => {
    const { scores, ...rest } = valid;
    expect(ratingInputSchema.parse({ ...rest, scores: {} }).scores.ease_of_use).toBeNull();
    expect(issuesOf({ ...rest })).toEqual([["scores", "0101001"]]);
  });

  it("When either agreement is not ticked, then 0101003 on it", () => {
    expect(issuesOf({ ...valid, agree_review_guidelines: false })).toEqual([["agree_review_guidelines", "0101003"]]);
    expect(issuesOf({ ...valid, agree_terms: undefined })).toEqual([["agree_terms", "0101003"]]);
  });

  it("When the good point is 501 characters, then 0101004|Max=500; empty gives 0101001", () => {
    expect(issuesOf({ ...valid, good_point: "あ".repeat(501) })).toEqual([["good_point", "0101004|Max=500"]]);
    expect(issuesOf({ ...valid, improvement_point: "" })).toEqual([["improvement_point", "0101001"]]);
  });

  it("When a reviewer attribute is not a known code, then 0101002; missing gives 0101001", () => {
    expect(issuesOf({ ...valid, role: "7" })).toEqual([["role", "0101002"]]);
    expect(issuesOf({ ...valid, department: undefined })).toEqual([["department", "0101001"]]);
    expect(issuesOf({ ...valid, usage_status: "4" })).toEqual([["usage_status", "0101002"]]);
  });
});
