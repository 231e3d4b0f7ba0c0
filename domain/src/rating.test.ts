import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookmarkRefusal } from "./bookmark.js";
import {
  averageScore,
  RATING_CRITERIA,
  RATING_CRITERION_KEYS,
  ratingCriterionLabel,
  ratingRefusal,
  ratingScore,
  ratingScoreLabel,
} from "./rating.js";

describe("rating scale and criteria", () => {
  it("When the scale is labelled, then 0 わからない, 1 とても悪い … 5 とても良い", () => {
    expect(ratingScore.codes.map(ratingScoreLabel)).toEqual([
      "わからない",
      "とても悪い",
      "あまり良くない",
      "どちらともいえない",
      "良い",
      "とても良い",
    ]);
  });

  it("When the criteria are listed, then there are the five of product §3", () => {
    expect(RATING_CRITERIA.map((c) => c.label)).toEqual([
      "価格の妥当性",
      "導入効果",
      "使いやすさ",
      "サポート体制",
      "導入のしやすさ",
    ]);
    expect(RATING_CRITERION_KEYS).toHaveLength(5);
    expect(ratingCriterionLabel("ease_of_use")).toBe("使いやすさ");
    expect(ratingCriterionLabel("unknown" as "ease_of_use")).toBe("unknown");
  });
});

describe("averageScore", () => {
  it("When some criteria are 'don't know' or unselected, then they are left out of the mean", () => {
    expect(
      averageScore({ price_appropriateness: 4, introduction_effect: 5, ease_of_use: 0, support_system: null }),
    ).toBe(4.5);
  });

  it("When nothing counts, then there is no average", () => {
    expect(averageScore({ ease_of_use: 0 })).toBeUndefined();
  });

  it("When any scores 1–5 are averaged, then the mean lies between 1 and 5 with one decimal", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1, 2, 3, 4, 5), { minLength: 1, maxLength: 5 }), (scores) => {
        const entries = Object.fromEntries(scores.map((s, i) => [RATING_CRITERION_KEYS[i], s]));
        const mean = averageScore(entries) ?? 0;
        return mean >= 1 && mean <= 5 && Math.round(mean * 10) === mean * 10;
      }),
    );
  });
});

describe("ratingRefusal", () => {
  const ok = { corporateTypes: [10 as const], ratedServiceCount: 0, alreadyRatedThisService: false };

  it("When a medical member rates a new service, then nothing refuses it", () => {
    expect(ratingRefusal(ok)).toBeUndefined();
  });

  it("When the member is other business only, then 0901001", () => {
    expect(ratingRefusal({ ...ok, corporateTypes: [99] })).toBe("0901001");
  });

  it("When the member already rated this service, then 0901003", () => {
    expect(ratingRefusal({ ...ok, alreadyRatedThisService: true })).toBe("0901003");
  });

  it("When the member has rated 99 services, then one more is fine; at 100, then 0901002", () => {
    expect(ratingRefusal({ ...ok, ratedServiceCount: 99 })).toBeUndefined();
    expect(ratingRefusal({ ...ok, ratedServiceCount: 100 })).toBe("0901002");
  });
});

describe("bookmarkRefusal", () => {
  it("When a member has 49 bookmarks, then one more is fine; at 50, then 1001001", () => {
    expect(bookmarkRefusal(49)).toBeUndefined();
    expect(bookmarkRefusal(50)).toBe("1001001");
  });
});
