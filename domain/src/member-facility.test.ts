import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bedType, CORPORATE_TYPE, corporateType, ROLE_IN_DEPARTMENT, roleInDepartment } from "./classification.js";
import {
  bedBandOf,
  type CriterionScores,
  criteriaFigures,
  criterionFigureText,
  FACILITY_TYPE,
  HOSPITAL_MIN_BEDS,
  type MemberFacilityProfile,
  similarFacilityHeading,
  similarFacilityOfMember,
} from "./member-facility.js";
import { RATING_CRITERIA } from "./rating-criteria.js";
import { SIMILAR_FACILITY_MIN_COUNT } from "./similar-facility.js";

const profile = (over: Partial<MemberFacilityProfile> = {}): MemberFacilityProfile => ({
  corporate_types: [CORPORATE_TYPE.MEDICAL],
  sickbed_number: 320,
  role_in_department: 6,
  ...over,
});

/** The inclusive bounds of each bedType band, read from its label. */
const BAND_BOUNDS: Record<number, [number, number]> = {
  1: [0, 0],
  2: [1, 19],
  3: [20, 99],
  4: [100, 199],
  5: [200, 399],
  6: [400, Number.POSITIVE_INFINITY],
};

describe("bedBandOf", () => {
  it("When a bed count is on a band's edge, then it falls in the band its label names", () => {
    expect([0, 1, 19, 20, 99, 100, 199, 200, 399, 400, 9999].map(bedBandOf)).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(bedType.labelOf(bedBandOf(320))).toBe("200〜399床");
  });

  it("When any bed count of the form (0–9,999) is banded, then the band's bounds hold it (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (beds) => {
        const [low, high] = BAND_BOUNDS[bedBandOf(beds)] as [number, number];
        expect(beds).toBeGreaterThanOrEqual(low);
        expect(beds).toBeLessThanOrEqual(high);
      }),
    );
  });
});

describe("similarFacilityOfMember", () => {
  it("When the demo member (医療機関, 320 beds) is mapped, then the group is 200〜399床の病院", () => {
    const group = similarFacilityOfMember(profile());
    expect(group).toEqual({ facility_type: FACILITY_TYPE.HOSPITAL, bed_count: 5 });
    expect(similarFacilityHeading(group ?? {})).toBe("貴施設と同じ種別（200〜399床の病院）");
  });

  it("When a medical member has fewer than 20 beds, then the group is a clinic by type only (a dentist's: 歯科診療所)", () => {
    expect(similarFacilityOfMember(profile({ sickbed_number: 0 }))).toEqual({ facility_type: FACILITY_TYPE.CLINIC });
    expect(
      similarFacilityOfMember(profile({ sickbed_number: 19, role_in_department: ROLE_IN_DEPARTMENT.DENTIST })),
    ).toEqual({ facility_type: FACILITY_TYPE.DENTAL_CLINIC });
    expect(similarFacilityHeading({ facility_type: FACILITY_TYPE.CLINIC })).toBe(
      "貴施設と同じ種別（一般診療所（クリニック））",
    );
  });

  it("When the profile names care or pharmacy, then the type follows; medical wins over both", () => {
    expect(similarFacilityOfMember(profile({ corporate_types: [CORPORATE_TYPE.NURSING_CARE] }))).toEqual({
      facility_type: FACILITY_TYPE.CARE_FACILITY,
    });
    expect(
      similarFacilityOfMember(profile({ corporate_types: [CORPORATE_TYPE.PHARMACY, CORPORATE_TYPE.BUSINESS] })),
    ).toEqual({
      facility_type: FACILITY_TYPE.PHARMACY,
    });
    expect(
      similarFacilityOfMember(
        profile({ corporate_types: [CORPORATE_TYPE.PHARMACY, CORPORATE_TYPE.MEDICAL], sickbed_number: 50 }),
      ),
    ).toEqual({ facility_type: FACILITY_TYPE.HOSPITAL, bed_count: 3 });
  });

  it("When the profile does not say what facility it is, then there is no group", () => {
    expect(similarFacilityOfMember(profile({ corporate_types: [] }))).toBeUndefined();
    expect(similarFacilityOfMember(profile({ corporate_types: [CORPORATE_TYPE.BUSINESS] }))).toBeUndefined();
    expect(similarFacilityOfMember(profile({ sickbed_number: null }))).toBeUndefined();
  });

  it("When any profile is mapped, then a hospital is exactly a medical member with 20+ beds, in its band (property)", () => {
    const profileArb = fc.record({
      corporate_types: fc.uniqueArray(fc.constantFrom(...corporateType.codes), { maxLength: 4 }),
      sickbed_number: fc.option(fc.integer({ min: 0, max: 9999 }), { nil: null }),
      role_in_department: fc.option(fc.constantFrom(...roleInDepartment.codes), { nil: null }),
    });
    fc.assert(
      fc.property(profileArb, (p) => {
        const group = similarFacilityOfMember(p);
        const medical = p.corporate_types.includes(CORPORATE_TYPE.MEDICAL);
        const hospital = medical && p.sickbed_number !== null && p.sickbed_number >= HOSPITAL_MIN_BEDS;
        expect(group?.facility_type === FACILITY_TYPE.HOSPITAL).toBe(hospital);
        if (hospital) expect(group?.bed_count).toBe(bedBandOf(p.sickbed_number as number));
        else expect(group?.bed_count).toBeUndefined();
        if (group) expect(similarFacilityHeading(group)).toMatch(/^貴施設と同じ種別（.+）$/);
      }),
    );
  });
});

const scoresArb: fc.Arbitrary<CriterionScores> = fc.record({
  price_appropriateness: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  introduction_effect: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  ease_of_use: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  support_system: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  ease_of_introduction: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  overall_score: fc.option(
    fc.integer({ min: 100, max: 500 }).map((n) => n / 100),
    { nil: null },
  ),
});

describe("criteriaFigures", () => {
  it("When a group has fewer than 3 scores for a criterion, then that average is 件数不足 with the count", () => {
    const r = (score: number | null): CriterionScores => ({
      price_appropriateness: score,
      introduction_effect: 4,
      ease_of_use: 0,
      support_system: null,
      ease_of_introduction: 5,
      overall_score: 4.5,
    });
    const figures = criteriaFigures([r(5), r(4), r(null)]);
    expect(figures.map((f) => f.label)).toEqual(["総合評価", ...RATING_CRITERIA.map((c) => c.label)]);
    expect(figures.map(criterionFigureText)).toEqual([
      "4.5（3件）",
      "件数不足（2件）",
      "4.0（3件）",
      "件数不足（0件）",
      "件数不足（0件）",
      "5.0（3件）",
    ]);
  });

  it("When figures are computed from any ratings, then each shown average is the mean of its 1–5 scores and only 3+ are shown (property)", () => {
    fc.assert(
      fc.property(fc.array(scoresArb, { maxLength: 40 }), (ratings) => {
        const figures = criteriaFigures(ratings);
        for (const f of figures) {
          const scores =
            f.key === "overall"
              ? ratings.flatMap((r) => (r.overall_score === null ? [] : [r.overall_score]))
              : ratings.flatMap((r) => {
                  const s = r[f.key as Exclude<typeof f.key, "overall">];
                  return s === null || s === 0 ? [] : [s];
                });
          expect(f.count).toBe(scores.length);
          if (scores.length < SIMILAR_FACILITY_MIN_COUNT) expect(f.average).toBeNull();
          else {
            const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
            expect(Math.abs((f.average as number) - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
          }
        }
      }),
    );
  });
});
