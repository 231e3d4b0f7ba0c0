import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "./constants.js";
import { HELPFUL_HALF_LIFE_DAYS, helpfulVoteRefusal, recommendedRankKey } from "./review-helpfulness.js";

const T0 = new Date("2026-01-01T00:00:00Z");
const daysLater = (d: number) => new Date(T0.getTime() + d * DAY_MS);

describe("recommendedRankKey", () => {
  it("When two reviews are equally old, then the one with more votes ranks first", () => {
    expect(recommendedRankKey(3, T0)).toBeGreaterThan(recommendedRankKey(2, T0));
  });

  it("When two reviews have the same votes, then the newer ranks first", () => {
    expect(recommendedRankKey(1, daysLater(1))).toBeGreaterThan(recommendedRankKey(1, T0));
  });

  it("When one more vote meets one half-life of age, then they tie (one vote doubles the score)", () => {
    expect(recommendedRankKey(1, T0)).toBeCloseTo(recommendedRankKey(0, daysLater(HELPFUL_HALF_LIFE_DAYS)), 9);
  });

  it("When ordered by the key, then the order equals the order of the decayed score at any reading time", () => {
    const review = fc.record({ votes: fc.integer({ min: 0, max: 500 }), day: fc.integer({ min: 0, max: 2000 }) });
    fc.assert(
      fc.property(review, review, fc.integer({ min: 2000, max: 4000 }), (a, b, now) => {
        const score = (r: { votes: number; day: number }) =>
          (1 + r.votes) * 2 ** (-(now - r.day) / HELPFUL_HALF_LIFE_DAYS);
        const byKey = recommendedRankKey(a.votes, daysLater(a.day)) - recommendedRankKey(b.votes, daysLater(b.day));
        const byScore = score(a) - score(b);
        if (Math.abs(byScore) > 1e-9 * Math.max(score(a), score(b))) expect(Math.sign(byKey)).toBe(Math.sign(byScore));
      }),
    );
  });
});

describe("helpfulVoteRefusal", () => {
  it("When the review is someone else's and published, then the vote is allowed", () => {
    expect(helpfulVoteRefusal({ userId: 1, authorUserId: 2, published: true })).toBeUndefined();
    expect(helpfulVoteRefusal({ userId: 1, authorUserId: null, published: true })).toBeUndefined();
  });

  it("When the review is one's own, then 0305001; when not published, then not found", () => {
    expect(helpfulVoteRefusal({ userId: 1, authorUserId: 1, published: true })).toBe("0305001");
    expect(helpfulVoteRefusal({ userId: 1, authorUserId: 2, published: false })).toBe("0109005");
  });
});
