import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bedType, departmentType, evaluatorRole, medicalInstitutionType } from "./classification.js";
import {
  attributeOf,
  figureText,
  filterDescription,
  filterFromParams,
  groupFigure,
  groupsOf,
  isFiltered,
  matchesFilter,
  type ReviewerAttributes,
  SIMILAR_FACILITY_DIMENSIONS,
  SIMILAR_FACILITY_HIDDEN_NOTE,
  SIMILAR_FACILITY_MIN_COUNT,
  type SimilarFacilityFilter,
} from "./similar-facility.js";

const rating = (over: Partial<ReviewerAttributes> = {}): ReviewerAttributes => ({
  facility_corporate_type: 1,
  bed_count: 5,
  department: 1,
  role: 4,
  overall_score: 4,
  ...over,
});

/** Overall scores as the database stores them: numeric(3, 2) from 1.00 to 5.00, or null. */
const overallScore = fc.option(
  fc.integer({ min: 100, max: 500 }).map((n) => n / 100),
  { nil: null, freq: 5 },
);
const ratingArb: fc.Arbitrary<ReviewerAttributes> = fc.record({
  facility_corporate_type: fc.constantFrom(...medicalInstitutionType.codes),
  bed_count: fc.constantFrom(...bedType.codes),
  department: fc.constantFrom(...departmentType.codes),
  role: fc.constantFrom(...evaluatorRole.codes),
  overall_score: overallScore,
});
const filterArb: fc.Arbitrary<SimilarFacilityFilter> = fc.record(
  {
    facility_type: fc.constantFrom(...medicalInstitutionType.codes),
    bed_count: fc.constantFrom(...bedType.codes),
    department: fc.constantFrom(...departmentType.codes),
    role: fc.constantFrom(...evaluatorRole.codes),
  },
  { requiredKeys: [] },
);

describe("similar-facility averages (property)", () => {
  it("When ratings are grouped by any dimension, then each shown average is the mean of exactly its group's scores, and groups under the minimum are hidden", () => {
    fc.assert(
      fc.property(
        fc.array(ratingArb, { maxLength: 60 }),
        fc.constantFrom(...SIMILAR_FACILITY_DIMENSIONS),
        (ratings, d) => {
          const groups = groupsOf(ratings, d);
          // Every rating is in exactly one group, and the groups' counts add up to all ratings.
          expect(groups.reduce((n, g) => n + g.rating_count, 0)).toBe(ratings.length);
          for (const g of groups) {
            const members = ratings.filter((r) => attributeOf(r, d) === g.code);
            const scores = members.map((r) => r.overall_score).filter((s): s is number => s !== null);
            expect(g.rating_count).toBe(members.length);
            expect(g.scored_count).toBe(scores.length);
            if (scores.length < SIMILAR_FACILITY_MIN_COUNT) {
              expect(g.shown).toBe(false);
              expect(g.average).toBeNull();
            } else {
              expect(g.shown).toBe(true);
              const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
              expect(Math.abs((g.average as number) - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
              // Rounding to one decimal may step at most 0.05 outside the scores' range.
              expect(g.average).toBeGreaterThanOrEqual(Math.min(...scores) - 0.05 - 1e-9);
              expect(g.average).toBeLessThanOrEqual(Math.max(...scores) + 0.05 + 1e-9);
            }
          }
        },
      ),
    );
  });

  it("When a filter is applied, then the figure summarises exactly the matching ratings and hides under the minimum", () => {
    fc.assert(
      fc.property(fc.array(ratingArb, { maxLength: 60 }), filterArb, (ratings, filter) => {
        const matching = ratings.filter((r) => matchesFilter(r, filter));
        const figure = groupFigure(matching);
        const scores = matching.flatMap((r) => (r.overall_score === null ? [] : [r.overall_score]));
        expect(figure.rating_count).toBe(matching.length);
        expect(figure.scored_count).toBe(scores.length);
        expect(figure.shown).toBe(scores.length >= SIMILAR_FACILITY_MIN_COUNT);
        if (figure.shown) {
          const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
          expect(figure.average).toBe(Math.round(mean * 10) / 10);
          expect(figureText(figure)).toBe(`${(figure.average as number).toFixed(1)}（${scores.length}件）`);
        } else {
          expect(figure.average).toBeNull();
          expect(figureText(figure)).toContain(SIMILAR_FACILITY_HIDDEN_NOTE);
        }
        // Every matching rating agrees with each named dimension.
        for (const r of matching) {
          for (const d of SIMILAR_FACILITY_DIMENSIONS) {
            if (filter[d] !== undefined) expect(attributeOf(r, d)).toBe(filter[d]);
          }
        }
      }),
    );
  });
});

describe("similar-facility examples", () => {
  it("When three ratings of 200〜399床 hospitals average 4.13, then 4.1 over 3 is shown; two are hidden", () => {
    const three = [rating({ overall_score: 4 }), rating({ overall_score: 4.2 }), rating({ overall_score: 4.2 })];
    expect(groupFigure(three)).toEqual({ rating_count: 3, scored_count: 3, average: 4.1, shown: true });
    expect(figureText(groupFigure(three))).toBe("4.1（3件）");
    expect(groupFigure(three.slice(0, 2))).toEqual({ rating_count: 2, scored_count: 2, average: null, shown: false });
    expect(figureText(groupFigure(three.slice(0, 2)))).toBe("件数が少ないため表示していません（2件）");
  });

  it("When ratings without an overall score are in a group, then they count as ratings but not behind the average", () => {
    const group = [rating(), rating(), rating({ overall_score: null })];
    expect(groupFigure(group)).toMatchObject({ rating_count: 3, scored_count: 2, shown: false });
  });

  it("When grouped by facility type, then groups follow the enumeration's order with labels, empty codes left out", () => {
    const groups = groupsOf(
      [rating({ facility_corporate_type: 2 }), rating(), rating({ facility_corporate_type: 99 })],
      "facility_type",
    );
    expect(groups.map((g) => [g.code, g.label, g.rating_count])).toEqual([
      [1, "病院", 1],
      [2, "一般診療所（クリニック）", 1],
    ]);
  });

  it("When URL parameters name codes, then only known codes become the filter", () => {
    const params = new URLSearchParams("facility_type=1&bed_count=9&department=abc&role=4");
    expect(filterFromParams((n) => params.get(n))).toEqual({ facility_type: 1, role: 4 });
    expect(filterFromParams(() => undefined)).toEqual({});
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ role: 4 })).toBe(true);
  });

  it("When a filter is described, then facility words come first and people in brackets", () => {
    expect(filterDescription({ facility_type: 1, bed_count: 5 })).toBe("200〜399床の病院");
    expect(filterDescription({ department: 1, role: 4 })).toBe("医科・現場の利用者");
    expect(filterDescription({ facility_type: 1, role: 4 })).toBe("病院（現場の利用者）");
    expect(filterDescription({})).toBe("すべての施設");
  });

  it("When a rating is matched, then every named dimension must agree", () => {
    expect(matchesFilter(rating(), { facility_type: 1, bed_count: 5 })).toBe(true);
    expect(matchesFilter(rating(), { facility_type: 2 })).toBe(false);
    expect(matchesFilter(rating(), {})).toBe(true);
  });
});
